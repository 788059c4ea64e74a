package storage

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	bolt "go.etcd.io/bbolt"

	"inkflow/internal/procmem"
)

// TestOpenLeavesTheFileUnmapped: Open verifies the whole file through the
// mapping, and must not leave it resident.
func TestOpenLeavesTheFileUnmapped(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	fillBulk(t, db)
	must(t, db.Close())
	db = openAt(t, path)
	defer db.Close()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if got := procmem.MustMappedResident(t, path); got > fi.Size()/10 {
		t.Errorf("after Open %d kB of the %d kB file are resident", got>>10, fi.Size()>>10)
	}
}

// bulkValues values of bulkSize bytes make a 24 MB database (fillBulk).
const bulkValues, bulkSize = 3000, 8 << 10

// bulkValue is the value fillBulk stores under key i.
func bulkValue(i int) []byte { return bytes.Repeat([]byte{byte(i), byte(i >> 8)}, bulkSize/2) }

// fillBulk stores bulkValues values in a bucket "bulk".
func fillBulk(t *testing.T, db *DB) {
	t.Helper()
	for start := 0; start < bulkValues; start += 500 {
		must(t, db.bolt.Update(func(tx *bolt.Tx) error {
			b, err := tx.CreateBucketIfNotExists([]byte("bulk"))
			if err != nil {
				return err
			}
			for i := start; i < start+500; i++ {
				if err := b.Put(fmt.Appendf(nil, "%08d", i), bulkValue(i)); err != nil {
					return err
				}
			}
			return nil
		}))
	}
}

// TestReleaseMappedDropsResidentPages reads a 24 MB database whole, as a
// re-index does, and checks that ReleaseMapped takes its pages out of the
// process's resident memory (the mapping's Rss in /proc/self/smaps) and
// that everything reads back the same afterwards.
func TestReleaseMappedDropsResidentPages(t *testing.T) {
	path := filepath.Join(t.TempDir(), FileName)
	db := openAt(t, path)
	defer db.Close()
	fillBulk(t, db)
	readAll := func() {
		t.Helper()
		must(t, db.bolt.View(func(tx *bolt.Tx) error {
			n := 0
			err := tx.Bucket([]byte("bulk")).ForEach(func(k, v []byte) error {
				if !bytes.Equal(v, bulkValue(n)) {
					return fmt.Errorf("value %s differs", k)
				}
				n++
				return nil
			})
			if err == nil && n != bulkValues {
				err = fmt.Errorf("read %d values, want %d", n, bulkValues)
			}
			return err
		}))
	}
	readAll()
	before := procmem.MustMappedResident(t, path)
	// The test's premise: reading the file made its pages resident.
	if data := int64(bulkValues * bulkSize); before < data*3/4 {
		t.Fatalf("after reading %d MB through the mapping only %d MB of it is resident", data>>20, before>>20)
	}
	n, err := db.ReleaseMapped()
	if err != nil {
		t.Fatal(err)
	}
	if fi, err := os.Stat(path); err != nil || n <= 0 || n > fi.Size() {
		t.Fatalf("ReleaseMapped advised %d bytes of a %d-byte file (%v)", n, fi.Size(), err)
	}
	after := procmem.MustMappedResident(t, path)
	t.Logf("resident pages of the mapping: %d kB before, %d kB after", before>>10, after>>10)
	if after > before/10 {
		t.Errorf("after ReleaseMapped %d kB of the mapping are resident, %d kB before", after>>10, before>>10)
	}
	readAll() // the pages refault with the same bytes
	// Writes after the release land and read back.
	must(t, db.bolt.Update(func(tx *bolt.Tx) error {
		return tx.Bucket([]byte("bulk")).Put(fmt.Appendf(nil, "%08d", 0), bulkValue(0))
	}))
	readAll()
}
