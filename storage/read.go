package storage

import "errors"

// The DB-level readers below serve engine/search, which resolves the ids
// the vector and keyword indexes return. Each call is one read
// transaction; ids whose rows no longer exist (deleted after the index
// answered, before the indexer caught up) are simply absent from the
// result maps, so callers skip them.

// Child returns one child with its text and vector.
func (db *DB) Child(id uint64) (Child, error) {
	var c Child
	err := db.View(func(tx *Tx) error {
		var err error
		c, err = tx.Child(id)
		return err
	})
	return c, err
}

// Parent returns one parent.
func (db *DB) Parent(id uint64) (Parent, error) {
	var p Parent
	err := db.View(func(tx *Tx) error {
		var err error
		p, err = tx.Parent(id)
		return err
	})
	return p, err
}

// Children returns the existing children among ids, with text but without
// vectors.
func (db *DB) Children(ids []uint64) (map[uint64]Child, error) {
	out := make(map[uint64]Child, len(ids))
	err := db.View(func(tx *Tx) error {
		for _, id := range ids {
			c, err := tx.ChildNoVector(id)
			if errors.Is(err, ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			out[id] = c
		}
		return nil
	})
	return out, err
}

// Parents returns the existing parents among ids.
func (db *DB) Parents(ids []uint64) (map[uint64]Parent, error) {
	out := make(map[uint64]Parent, len(ids))
	err := db.View(func(tx *Tx) error {
		for _, id := range ids {
			p, err := tx.Parent(id)
			if errors.Is(err, ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			out[id] = p
		}
		return nil
	})
	return out, err
}

// ChaptersByIDs returns the existing chapters among ids, without text.
func (db *DB) ChaptersByIDs(ids []uint64) (map[uint64]Chapter, error) {
	out := make(map[uint64]Chapter, len(ids))
	err := db.View(func(tx *Tx) error {
		for _, id := range ids {
			c, err := tx.Chapter(id)
			if errors.Is(err, ErrNotFound) {
				continue
			}
			if err != nil {
				return err
			}
			out[id] = c
		}
		return nil
	})
	return out, err
}

// Projects lists all projects.
func (db *DB) Projects() ([]Project, error) {
	var ps []Project
	err := db.View(func(tx *Tx) error {
		var err error
		ps, err = tx.Projects()
		return err
	})
	return ps, err
}
