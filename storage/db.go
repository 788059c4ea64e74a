package storage

import (
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"inkflow/internal/safefile"
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
	// damaged is set once reading the file panicked or faulted; Update
	// then refuses.
	damaged atomic.Bool
	// gate lets the author's writes go before background ones (see
	// UpdateBackground).
	gate writerGate
}

// writerGate counts Update calls waiting for or holding bbolt's single
// writer lock, so that UpdateBackground can wait until there are none.
type writerGate struct {
	mu      sync.Mutex
	idle    *sync.Cond // signalled when waiting drops to 0
	waiting int
}

func (g *writerGate) enter() {
	g.mu.Lock()
	g.waiting++
	g.mu.Unlock()
}

func (g *writerGate) leave() {
	g.mu.Lock()
	if g.waiting--; g.waiting == 0 && g.idle != nil {
		g.idle.Broadcast()
	}
	g.mu.Unlock()
}

// wait returns once no Update is waiting or writing.
func (g *writerGate) wait() {
	g.mu.Lock()
	if g.idle == nil {
		g.idle = sync.NewCond(&g.mu)
	}
	for g.waiting > 0 {
		g.idle.Wait()
	}
	g.mu.Unlock()
}

// Open opens (creating if absent) the database file at path and migrates
// its schema to the current version.
//
// A file held by another process yields an error wrapping ErrLocked after
// about a second. A file that is not a bbolt database, an InkFlow database
// this build cannot read, or one that fails verification (see verify: a
// truncated file, unreadable pages, a failed consistency check) yields an
// error wrapping ErrCorrupt; such a file is never written to, truncated or
// replaced.
func Open(path string) (*DB, error) {
	if err := checkFile(path); err != nil {
		return nil, err
	}
	b, err := openBolt(path, false)
	if err != nil {
		return nil, err
	}
	if err := verify(b, path); err != nil {
		_ = b.Close()
		return nil, err
	}
	db := &DB{bolt: b, path: path, now: time.Now}
	if err := contain(path, nil, db.migrate); err != nil {
		_ = b.Close()
		return nil, fmt.Errorf("storage: open %s: %w", path, err)
	}
	// verify read every page of the file through bbolt's mapping, which
	// left all of it resident: the whole database counted in the
	// process's memory from the start (249 of the 668 MB of the app with
	// a 3-million-character book). Only advice, so a failure is no
	// reason to refuse the file: the pages just stay until the kernel
	// reclaims them.
	_, _ = db.ReleaseMapped()
	return db, nil
}

// openBolt opens the bbolt file (read-only: with a shared lock and no
// write) and maps bbolt's errors to the package's.
func openBolt(path string, readOnly bool) (*bolt.DB, error) {
	var b *bolt.DB
	err := contain(path, nil, func() (err error) {
		b, err = bolt.Open(path, 0o600, &bolt.Options{Timeout: lockTimeout, ReadOnly: readOnly, PreLoadFreelist: true})
		return err
	})
	if err != nil {
		return nil, openError(path, err)
	}
	return b, nil
}

// openError maps what bbolt's Open reported for the file at path to the
// package's errors: a lock held elsewhere is ErrLocked; bytes it cannot
// make sense of are ErrCorrupt; the machine's own trouble (no permission,
// a read-only or full disk, no file handles or memory left) is passed on
// as it is, so that nobody is told to restore a backup of a sound file
// (a full disk was reported as a damaged database).
func openError(path string, err error) error {
	switch {
	case errors.Is(err, ErrCorrupt):
		return err
	case errors.Is(err, bolterrors.ErrTimeout):
		return fmt.Errorf("%w (%s)", ErrLocked, path)
	case errors.Is(err, bolterrors.ErrInvalid),
		errors.Is(err, bolterrors.ErrVersionMismatch),
		errors.Is(err, bolterrors.ErrChecksum),
		errors.Is(err, bolterrors.ErrInvalidMapping):
		return fmt.Errorf("storage: open %s: %w: %w", path, ErrCorrupt, err)
	case errors.Is(err, os.ErrPermission), errors.Is(err, os.ErrNotExist),
		errors.Is(err, syscall.EROFS), errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT),
		errors.Is(err, syscall.EMFILE), errors.Is(err, syscall.ENFILE), errors.Is(err, syscall.ENOMEM):
		return fmt.Errorf("storage: open %s: %w", path, err)
	default:
		// Anything else bbolt reports after the file opened (page size,
		// mmap of a short file) means it could not make sense of the bytes.
		return fmt.Errorf("storage: open %s: %w: %w", path, ErrCorrupt, err)
	}
}

// VerifyFile checks, without writing to it, that the file at path is an
// InkFlow database this build can open and that it passes Open's
// verification; `backup restore` checks a snapshot with it before using
// it. The error wraps ErrCorrupt, ErrTooNew or ErrLocked as Open's would.
func VerifyFile(path string) error {
	f, err := safefile.Open(path)
	if err != nil {
		return fmt.Errorf("storage: verify: %w", err)
	}
	f.Close()
	b, err := openBolt(path, true)
	if err != nil {
		return err
	}
	defer b.Close()
	if err := verify(b, path); err != nil {
		return err
	}
	return contain(path, nil, func() error {
		return b.View(func(tx *bolt.Tx) error {
			v, err := schemaVersion(tx)
			switch {
			case err != nil:
				return fmt.Errorf("storage: verify %s: %w", path, err)
			case v == 0:
				return fmt.Errorf("storage: verify %s: empty, not an InkFlow database: %w", path, ErrCorrupt)
			case v > SchemaVersion:
				return fmt.Errorf("storage: verify %s: file has schema v%d, this build reads up to v%d: %w", path, v, SchemaVersion, ErrTooNew)
			}
			return nil
		})
	})
}

// checkFile refuses a path that exists but is not a regular file (a
// directory, a named pipe that would block the open, a device).
func checkFile(path string) error {
	f, err := safefile.Open(path)
	if errors.Is(err, safefile.ErrNotRegular) {
		return fmt.Errorf("storage: open: %w", err)
	}
	if err == nil {
		f.Close()
	}
	return nil // a missing file is created; other errors surface at open
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

// View runs fn in a read-only transaction. Damage met while reading (a
// bbolt panic, a fault in the mapped file) is returned as an error
// wrapping ErrCorrupt, and the database takes no more writes.
func (db *DB) View(fn func(*Tx) error) error {
	return db.contain(func() error {
		return db.bolt.View(func(btx *bolt.Tx) error {
			return fn(&Tx{tx: btx, now: db.now})
		})
	})
}

// Update runs fn in a read-write transaction and commits it (with an fsync)
// if fn returns nil; any error rolls every change back. After damage has
// been met, Update refuses with an error wrapping ErrCorrupt: writing to a
// damaged file could overwrite what is left of the author's text.
func (db *DB) Update(fn func(*Tx) error) error {
	db.gate.enter()
	defer db.gate.leave()
	return db.update(fn)
}

// UpdateBackground is Update for work nobody waits on (the indexer's
// commits): it first waits until no Update is waiting for or holding the
// writer lock. bbolt has one writer at a time, so a save that arrives
// while a background commit runs still waits for that one commit, but
// never for the ones queued behind it.
func (db *DB) UpdateBackground(fn func(*Tx) error) error {
	db.gate.wait()
	return db.update(fn)
}

func (db *DB) update(fn func(*Tx) error) error {
	if db.damaged.Load() {
		return fmt.Errorf("storage: %s is damaged; not writing to it: %w", db.path, ErrCorrupt)
	}
	return db.contain(func() error {
		return db.bolt.Update(func(btx *bolt.Tx) error {
			return fn(&Tx{tx: btx, now: db.now})
		})
	})
}

// contain runs fn under the package's contain, remembering damage.
func (db *DB) contain(fn func() error) error {
	return contain(db.path, &db.damaged, fn)
}

// Size returns the database file size in bytes.
func (db *DB) Size() (int64, error) {
	var n int64
	err := db.contain(func() error {
		return db.bolt.View(func(tx *bolt.Tx) error { n = tx.Size(); return nil })
	})
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

// Version is the id of the last write committed before this read
// transaction began (bbolt's transaction id; an Update transaction's own
// id): two read transactions of one DB with the same Version see the same
// data, so a reader may keep what it derived from one for the next.
func (tx *Tx) Version() uint64 { return uint64(tx.tx.ID()) }

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
