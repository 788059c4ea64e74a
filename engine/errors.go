package engine

import (
	"errors"
	"fmt"

	"inkflow/engine/index"
	"inkflow/storage"
)

// Errors callers can test with errors.Is. They are the storage and index
// sentinels, re-exported so callers need not import those packages.
var (
	// ErrNotFound: the project, chapter, wiki entry or summary does not
	// exist.
	ErrNotFound = storage.ErrNotFound
	// ErrExists: a project with that name already exists (or the chapter
	// already has a summary).
	ErrExists = storage.ErrExists
	// ErrInvalid: an argument or setting is out of range.
	ErrInvalid = storage.ErrInvalid
	// ErrLocked: another InkFlow has the data directory open.
	ErrLocked = storage.ErrLocked
	// ErrCorrupt: the database file is damaged or not InkFlow's; it was
	// left untouched.
	ErrCorrupt = storage.ErrCorrupt
	// ErrReadOnly: the data directory cannot be written.
	ErrReadOnly = errors.New("the data folder is read-only")
	// ErrNoModel: indexing cannot progress because no model is loaded.
	ErrNoModel = index.ErrNoModel
	// ErrIndexFailed: Flush saw owners fail to index (they are retried).
	ErrIndexFailed = index.ErrIndexFailed
	// ErrClosed: the engine was closed.
	ErrClosed = index.ErrClosed
	// ErrNoChapters: an export of a project that has no chapters (every
	// one deleted): there is nothing to write. It is an ErrInvalid, and
	// its own sentinel so that a front end can say so in the author's
	// language rather than as the English "invalid argument".
	ErrNoChapters = fmt.Errorf("the project has no chapters: %w", ErrInvalid)
)

// ValueError is an ErrInvalid about one value the author gave: Field
// names it ("deadline", "language", "cover", "goal"), Value is what was
// given and Want says in English what would do, so that a front end can
// say it in its own words.
type ValueError struct {
	Field, Value, Want string
}

func (e *ValueError) Error() string {
	return fmt.Sprintf("%s %q: %s: %v", e.Field, e.Value, e.Want, ErrInvalid)
}

// Unwrap makes a ValueError an ErrInvalid.
func (e *ValueError) Unwrap() error { return ErrInvalid }
