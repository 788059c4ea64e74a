package storage

import (
	"fmt"
	"io"

	bolt "go.etcd.io/bbolt"
)

// WriteSnapshot writes a consistent copy of the whole database to w while
// the database stays open for reads and writes (a bbolt read transaction
// sees one committed state). The copy is itself a valid database file.
func (db *DB) WriteSnapshot(w io.Writer) (int64, error) {
	var n int64
	err := db.contain(func() error {
		return db.bolt.View(func(tx *bolt.Tx) error {
			var err error
			n, err = tx.WriteTo(w)
			return err
		})
	})
	if err != nil {
		return n, fmt.Errorf("storage: snapshot %s: %w", db.path, err)
	}
	return n, nil
}
