package storage

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"os"
	"runtime/debug"
	"sync/atomic"

	bolt "go.etcd.io/bbolt"
)

// contain runs fn with memory faults turned into panics and turns any
// panic into an error wrapping ErrCorrupt. bbolt reads the file through a
// memory map and trusts its bytes: a damaged page makes it panic on an
// assertion or read an address outside the file (SIGBUS, SIGSEGV), which
// would otherwise kill the process with a stack trace. Faults become
// panics only on the calling goroutine, so every read of the map must run
// inside contain on the goroutine that does it (View and Update do).
// When damaged is not nil it is set on a panic.
func contain(path string, damaged *atomic.Bool, fn func() error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			if damaged != nil {
				damaged.Store(true)
			}
			err = fmt.Errorf("storage: reading %s failed (%v): %w", path, r, ErrCorrupt)
		}
	}()
	return fn()
}

// verify checks a freshly opened file before anything may write to it:
// the pages the meta page counts must lie inside the file (a truncated
// file would fault on the first read past its end), every bucket, key and
// value must be readable, and bbolt's consistency check (page types, key
// order, no page both used and free) must pass. A write to a file whose
// free list marks live pages free would overwrite the author's text, so a
// file that fails is never written to.
//
// The header check and the walk read every byte once on this goroutine, under contain, before
// bbolt's check reads the same pages on a goroutine of its own where a
// fault could not be caught. It costs one read of the file at open.
func verify(b *bolt.DB, path string) error {
	return contain(path, nil, func() error {
		return b.View(func(tx *bolt.Tx) error {
			info, err := os.Stat(path)
			if err != nil {
				return fmt.Errorf("storage: open %s: %w", path, err)
			}
			if info.Size() < tx.Size() {
				return fmt.Errorf("storage: open %s: the file is %d bytes but its pages reach byte %d (truncated): %w",
					path, info.Size(), tx.Size(), ErrCorrupt)
			}
			if err := checkPageHeaders(tx, b.Info().PageSize); err != nil {
				return fmt.Errorf("storage: open %s: %w", path, err)
			}
			if err := tx.ForEach(func(_ []byte, bk *bolt.Bucket) error { return readBucket(bk) }); err != nil {
				return err
			}
			var first error
			for err := range tx.Check() {
				if first == nil {
					first = err
				}
			}
			if first != nil {
				return fmt.Errorf("storage: open %s: consistency check: %v: %w", path, first, ErrCorrupt)
			}
			return nil
		})
	})
}

// checkPageHeaders catches damaged page headers that bbolt's check cannot
// see or would trip over, before anything follows them:
//   - an overflow count reaching past the last page (bbolt's check would
//     walk it, for up to four billion pages);
//   - a damaged element count. bbolt packs a page as header, element
//     array, then the keys and values, so the first element's data begins
//     right after the array: its offset (relative to the element itself)
//     is count × element size. A lowered count would otherwise silently
//     hide the page's last records, a raised one expose garbage (and can
//     send a cursor round in circles).
//
// Page bytes are little-endian on every platform InkFlow ships for.
func checkPageHeaders(tx *bolt.Tx, pageSize int) error {
	const (
		headerSize = 16 // id u64, flags u16, count u16, overflow u32
		elemSize   = 16 // leaf: flags, pos, ksize, vsize (u32 each); branch: pos, ksize u32, pgid u64
		leafPosAt  = 4  // pos follows flags in a leaf element
	)
	f := tx.DB().Path()
	file, err := os.Open(f)
	if err != nil {
		return err
	}
	defer file.Close()
	var elem [elemSize]byte
	for id := 2; ; {
		info, err := tx.Page(id)
		if err != nil {
			return err
		}
		if info == nil {
			return nil // past the high-water mark
		}
		if info.Type == "free" {
			id++
			continue
		}
		if int64(id)+int64(info.OverflowCount) >= int64(tx.Size())/int64(pageSize) {
			return fmt.Errorf("page %d: header says it runs on for %d pages, past the end of the database: %w", id, info.OverflowCount, ErrCorrupt)
		}
		if (info.Type == "leaf" || info.Type == "branch") && info.Count > 0 {
			if _, err := file.ReadAt(elem[:], int64(id)*int64(pageSize)+headerSize); err != nil {
				return fmt.Errorf("page %d: %w: %w", id, err, ErrCorrupt)
			}
			at := 0
			if info.Type == "leaf" {
				at = leafPosAt
			}
			if pos := binary.LittleEndian.Uint32(elem[at:]); int(pos) != info.Count*elemSize {
				return fmt.Errorf("%s page %d: header counts %d elements but its data starts after %d: %w",
					info.Type, id, info.Count, pos/elemSize, ErrCorrupt)
			}
		}
		id += info.OverflowCount + 1
	}
}

// readBucket reads every key and value of a bucket and its sub-buckets.
func readBucket(bk *bolt.Bucket) error {
	var sum uint32
	c := bk.Cursor()
	for k, v := c.First(); k != nil; k, v = c.Next() {
		sum = crc32.Update(sum, crc32.IEEETable, k)
		if v != nil {
			sum = crc32.Update(sum, crc32.IEEETable, v)
			continue
		}
		if sub := bk.Bucket(k); sub != nil {
			if err := readBucket(sub); err != nil {
				return err
			}
		}
	}
	_ = sum // the reads are the point; the sum keeps them from being elided
	return nil
}
