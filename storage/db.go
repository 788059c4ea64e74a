package storage

import (
	"errors"
	"fmt"
	"os"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"
)

// FileName is the database file inside the data directory.
const FileName = "inkflow.db"

// lockTimeout bounds how long Open waits for another process to release
// the file before reporting ErrLocked.
const lockTimeout = 1 * time.Second

// DB is an open InkFlow database. It is safe for concurrent use: any number
// of View transactions run alongside one Update at a time.
type DB struct {
	bolt *bolt.DB
	path string
	now  func() time.Time
}

// Open opens (creating if absent) the database file at path and migrates
// its schema to the current version.
//
// A file held by another process yields an error wrapping ErrLocked after
// about a second. A file that is not a bbolt database, or an InkFlow
// database this build cannot read, yields an error wrapping ErrCorrupt; such
// a file is never written to, truncated or replaced.
func Open(path string) (db *DB, err error) {
	if info, statErr := os.Stat(path); statErr == nil && info.IsDir() {
		return nil, fmt.Errorf("storage: open %s: is a directory: %w", path, ErrCorrupt)
	}
	// bbolt panics on some kinds of damage (a freelist pointing outside
	// the file, for one); a damaged file must surface as an error.
	defer func() {
		if r := recover(); r != nil {
			db = nil
			err = fmt.Errorf("storage: open %s: %v: %w", path, r, ErrCorrupt)
		}
	}()
	b, err := bolt.Open(path, 0o600, &bolt.Options{Timeout: lockTimeout})
	if err != nil {
		switch {
		case errors.Is(err, bolterrors.ErrTimeout):
			return nil, fmt.Errorf("%w (%s)", ErrLocked, path)
		case errors.Is(err, bolterrors.ErrInvalid),
			errors.Is(err, bolterrors.ErrVersionMismatch),
			errors.Is(err, bolterrors.ErrChecksum),
			errors.Is(err, bolterrors.ErrInvalidMapping):
			return nil, fmt.Errorf("storage: open %s: %w: %w", path, ErrCorrupt, err)
		case errors.Is(err, os.ErrPermission), errors.Is(err, os.ErrNotExist):
			return nil, fmt.Errorf("storage: open %s: %w", path, err)
		default:
			// Anything else bbolt reports after the file opened (page
			// size, mmap of a short file) means it could not make sense of
			// the bytes.
			return nil, fmt.Errorf("storage: open %s: %w: %w", path, ErrCorrupt, err)
		}
	}
	db = &DB{bolt: b, path: path, now: time.Now}
	if err := db.migrate(); err != nil {
		_ = b.Close()
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	return db, nil
}

// Path returns the file the database was opened from.
func (db *DB) Path() string { return db.path }

// Close releases the file. Pending transactions must have ended.
func (db *DB) Close() error {
	if err := db.bolt.Close(); err != nil {
		return fmt.Errorf("storage: close %s: %w", db.path, err)
	}
	return nil
}

// View runs fn in a read-only transaction.
func (db *DB) View(fn func(*Tx) error) error {
	return db.bolt.View(func(btx *bolt.Tx) error {
		return fn(&Tx{tx: btx, now: db.now})
	})
}

// Update runs fn in a read-write transaction and commits it (with an fsync)
// if fn returns nil; any error rolls every change back.
func (db *DB) Update(fn func(*Tx) error) error {
	return db.bolt.Update(func(btx *bolt.Tx) error {
		return fn(&Tx{tx: btx, now: db.now})
	})
}

// Size returns the database file size in bytes.
func (db *DB) Size() (int64, error) {
	var n int64
	err := db.bolt.View(func(tx *bolt.Tx) error { n = tx.Size(); return nil })
	return n, err
}

// Tx is a transaction. Its methods may only be used inside the View or
// Update callback that received it.
type Tx struct {
	tx  *bolt.Tx
	now func() time.Time
}

// Writable reports whether this is an Update transaction.
func (tx *Tx) Writable() bool { return tx.tx.Writable() }

// Now is the clock used for timestamps written in this transaction.
func (tx *Tx) Now() time.Time { return tx.now() }

// b returns a bucket that migrate guarantees to exist.
func (tx *Tx) b(name []byte) *bolt.Bucket { return tx.tx.Bucket(name) }

// nextID draws the next id from a bucket's sequence.
func (tx *Tx) nextID(name []byte) (uint64, error) {
	id, err := tx.b(name).NextSequence()
	if err != nil {
		return 0, fmt.Errorf("storage: next id in %s: %w", name, err)
	}
	return id, nil
}

// deletePrefix removes every key of bucket b that starts with prefix and
// returns the removed keys (copied).
func deletePrefix(b *bolt.Bucket, prefix []byte) ([][]byte, error) {
	var keys [][]byte
	c := b.Cursor()
	for k, _ := c.Seek(prefix); k != nil && hasPrefix(k, prefix); k, _ = c.Next() {
		keys = append(keys, append([]byte(nil), k...))
	}
	for _, k := range keys {
		if err := b.Delete(k); err != nil {
			return nil, err
		}
	}
	return keys, nil
}

func hasPrefix(k, prefix []byte) bool {
	return len(k) >= len(prefix) && string(k[:len(prefix)]) == string(prefix)
}
