package storage

import "errors"

// The DB-level readers below serve engine/search, which resolves the ids
// the vector and keyword indexes return. Each call is one read
// transaction; ids whose rows no longer exist (deleted after the index
// answered, before the indexer caught up) are simply absent from the
// result maps, so callers skip them.

// Child returns one child with its text and vector.
func (db *DB) Child(id uint64) (Child, error) {
	return TxValue(db.View, func(tx *Tx) (Child, error) { return tx.Child(id) })
}

// Parent returns one parent.
func (db *DB) Parent(id uint64) (Parent, error) {
	return TxValue(db.View, func(tx *Tx) (Parent, error) { return tx.Parent(id) })
}

// Children returns the existing children among ids, with text but without
// vectors.
func (db *DB) Children(ids []uint64) (map[uint64]Child, error) {
	return readExisting(db, ids, (*Tx).ChildNoVector)
}

// Parents returns the existing parents among ids.
func (db *DB) Parents(ids []uint64) (map[uint64]Parent, error) {
	return readExisting(db, ids, (*Tx).Parent)
}

// ChaptersByIDs returns the existing chapters among ids, without text.
func (db *DB) ChaptersByIDs(ids []uint64) (map[uint64]Chapter, error) {
	return readExisting(db, ids, (*Tx).Chapter)
}

// Projects lists all projects.
func (db *DB) Projects() ([]Project, error) {
	return TxValue(db.View, (*Tx).Projects)
}

// TxValue runs fn in the transaction run opens (db.View or db.Update) and
// returns what fn returns.
func TxValue[T any](run func(func(*Tx) error) error, fn func(*Tx) (T, error)) (T, error) {
	var v T
	err := run(func(tx *Tx) error {
		var err error
		v, err = fn(tx)
		return err
	})
	return v, err
}

// readExisting reads each of ids with get in one read transaction and
// returns the rows that exist, by id; a missing row is left out.
func readExisting[T any](db *DB, ids []uint64, get func(*Tx, uint64) (T, error)) (map[uint64]T, error) {
	out := make(map[uint64]T, len(ids))
	err := db.View(func(tx *Tx) error {
		for _, id := range ids {
			v, err := get(tx, id)
			if errors.Is(err, ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			out[id] = v
		}
		return nil
	})
	return out, err
}
