package storage

import "errors"

var (
	// ErrLocked is returned by Open when another process (or another DB in
	// this process) holds the database file.
	ErrLocked = errors.New("database is already open by another InkFlow")
	// ErrCorrupt is wrapped by errors from Open when the file is not an
	// InkFlow bbolt database or cannot be read. The file is left untouched.
	ErrCorrupt = errors.New("database file is corrupt or not an InkFlow database")
	// ErrNotFound is wrapped by errors about a missing project, chapter,
	// wiki entry, summary or other record.
	ErrNotFound = errors.New("not found")
	// ErrExists is wrapped by errors about a name that is already taken.
	ErrExists = errors.New("already exists")
	// ErrInvalid is wrapped by errors about an argument the database cannot
	// store (an empty name, an out-of-range position, an invalid setting).
	ErrInvalid = errors.New("invalid argument")
	// ErrTooNew is wrapped by Open's error when the file was written by a
	// newer InkFlow with a schema this build does not know.
	ErrTooNew = errors.New("database schema is newer than this InkFlow")
)
