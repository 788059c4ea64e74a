package engine

import (
	"errors"

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
)
