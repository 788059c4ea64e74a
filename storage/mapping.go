package storage

import (
	"fmt"

	bolt "go.etcd.io/bbolt"
)

// ReleaseMapped gives the pages of the database file that this process
// has read back to the kernel: bbolt maps the whole file and reads it
// through that mapping, so every page a long job touched (a re-index reads
// every chapter) stays in the process's resident memory until the kernel
// runs short. It returns how many bytes of the mapping it advised; 0 where
// the system offers no such advice (see releaseMapped).
//
// Nothing is lost: the mapping is read-only and bbolt writes through the
// file, so a page read again afterwards refaults from the page cache (or
// from the disk, if the kernel has reclaimed it meanwhile). The cost is
// that refault, a fraction of a microsecond per 4 KiB page still cached.
func (db *DB) ReleaseMapped() (int64, error) {
	var n int64
	err := db.contain(func() error {
		// The read transaction holds bbolt's mapping lock, so the file
		// is not remapped (when a commit grows it) while it is advised;
		// the transaction's size, its high-water mark, lies within the
		// mapping.
		return db.bolt.View(func(tx *bolt.Tx) error {
			size := tx.Size()
			ok, err := releaseMapped(db.bolt.Info().Data, uintptr(size))
			if err != nil {
				return err
			}
			if ok {
				n = size
			}
			return nil
		})
	})
	if err != nil {
		return 0, fmt.Errorf("storage: release the mapping of %s: %w", db.path, err)
	}
	return n, nil
}
