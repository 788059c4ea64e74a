package keyword

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/blevesearch/bleve/v2"
	"go.etcd.io/bbolt"
)

// buildHealthy writes a small closed index with several segments into a
// fresh directory and returns the directory.
func buildHealthy(t *testing.T) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "kw")
	ix, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	for batch := range 4 {
		var docs []Doc
		for i := range 50 {
			id := uint64(batch*50 + i)
			docs = append(docs, Doc{ID: id, Project: 1, Kind: KindChapter,
				Text: "山门外的石阶上落满了松针 pine needles " + marker(id)})
		}
		if err := ix.Put(docs); err != nil {
			t.Fatal(err)
		}
	}
	if err := ix.Close(); err != nil {
		t.Fatal(err)
	}
	return dir
}

func zapFiles(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "store", "*.zap"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("healthy index has no segment files")
	}
	return files
}

func truncateTo(t *testing.T, path string, size func(int64) int64) {
	t.Helper()
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, size(st.Size())); err != nil {
		t.Fatal(err)
	}
}

// overwrite replaces n bytes at offset off (negative: from the end) with a
// pattern that differs from whatever was there.
func overwrite(t *testing.T, path string, off int64, n int) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if off < 0 {
		off += int64(len(data))
	}
	for i := off; i < off+int64(n) && i < int64(len(data)); i++ {
		data[i] = ^data[i]
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// boltHighWater returns the byte offset up to which root.bolt's pages
// extend. bbolt grows files in steps, so the file may be longer; cutting a
// file only in its unused tail is not damage.
func boltHighWater(t *testing.T, path string) int64 {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var hwm int64
	if err := db.View(func(tx *bbolt.Tx) error { hwm = tx.Size(); return nil }); err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("root.bolt: %d bytes, high-water mark %d", st.Size(), hwm)
	return hwm
}

func setStamp(t *testing.T, dir string, stamp []byte) {
	t.Helper()
	idx, err := bleve.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if stamp == nil {
		err = idx.DeleteInternal([]byte(schemaKey))
	} else {
		err = idx.SetInternal([]byte(schemaKey), stamp)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := idx.Close(); err != nil {
		t.Fatal(err)
	}
}

func TestOpenDetectsCorruption(t *testing.T) {
	meta := func(dir string) string { return filepath.Join(dir, metaFile) }
	bolt := func(dir string) string { return filepath.Join(dir, "store", "root.bolt") }
	half := func(n int64) int64 { return n / 2 }
	tests := []struct {
		name    string
		corrupt func(t *testing.T, dir string)
	}{
		{"meta truncated to zero", func(t *testing.T, dir string) {
			truncateTo(t, meta(dir), func(int64) int64 { return 0 })
		}},
		{"meta garbled", func(t *testing.T, dir string) { overwrite(t, meta(dir), 0, 8) }},
		{"meta removed", func(t *testing.T, dir string) {
			if err := os.Remove(meta(dir)); err != nil {
				t.Fatal(err)
			}
		}},
		{"store removed", func(t *testing.T, dir string) {
			if err := os.RemoveAll(filepath.Join(dir, "store")); err != nil {
				t.Fatal(err)
			}
		}},
		{"root.bolt truncated to zero", func(t *testing.T, dir string) {
			truncateTo(t, bolt(dir), func(int64) int64 { return 0 })
		}},
		{"root.bolt truncated below its high-water mark", func(t *testing.T, dir string) {
			hwm := boltHighWater(t, bolt(dir))
			truncateTo(t, bolt(dir), func(int64) int64 { return hwm - 100 })
		}},
		{"root.bolt meta pages garbled", func(t *testing.T, dir string) { overwrite(t, bolt(dir), 0, 8192) }},
		{"root.bolt data pages garbled", func(t *testing.T, dir string) { overwrite(t, bolt(dir), 8192, 1<<20) }},
		{"segments truncated to half", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				truncateTo(t, f, half)
			}
		}},
		{"segments truncated to 3 bytes", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				truncateTo(t, f, func(int64) int64 { return 3 })
			}
		}},
		{"segments emptied", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				truncateTo(t, f, func(int64) int64 { return 0 })
			}
		}},
		{"segments lose their last byte", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				truncateTo(t, f, func(n int64) int64 { return n - 1 })
			}
		}},
		{"one byte flipped mid segment", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				st, _ := os.Stat(f)
				overwrite(t, f, st.Size()/2, 1)
			}
		}},
		{"segment footer garbled", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				overwrite(t, f, -40, 36)
			}
		}},
		{"segment crc garbled", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				overwrite(t, f, -4, 4)
			}
		}},
		{"segments removed", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				if err := os.Remove(f); err != nil {
					t.Fatal(err)
				}
			}
		}},
		{"schema stamp from another version", func(t *testing.T, dir string) { setStamp(t, dir, []byte("0")) }},
		{"schema stamp missing", func(t *testing.T, dir string) { setStamp(t, dir, nil) }},
		{"directory replaced by a file", func(t *testing.T, dir string) {
			if err := os.RemoveAll(dir); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(dir, []byte("not an index"), 0o600); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := buildHealthy(t)
			tc.corrupt(t, dir)

			ix, err := Open(dir)
			if err == nil {
				_ = ix.Close()
				t.Fatal("Open of a corrupt index succeeded")
			}
			if !errors.Is(err, ErrCorrupt) {
				t.Fatalf("Open error %v does not wrap ErrCorrupt", err)
			}
			// Only the stamp of another version is an old schema rather
			// than damage (the rebuild is logged as routine then).
			if old := tc.name == "schema stamp from another version"; errors.Is(err, ErrOldSchema) != old {
				t.Errorf("Open error %v: wraps ErrOldSchema = %v, want %v", err, !old, old)
			}
			t.Logf("detected: %v", err)

			// The documented recovery must work: nothing may still hold
			// the directory.
			if err := os.RemoveAll(dir); err != nil {
				t.Fatal(err)
			}
			ix, err = Open(dir)
			if err != nil {
				t.Fatalf("Open after removing the corrupt index: %v", err)
			}
			defer ix.Close()
			if n := mustCount(t, ix); n != 0 {
				t.Errorf("rebuilt index has %d docs", n)
			}
		})
	}
}

// TestOpenToleratesLeftovers checks there are no false alarms for debris a
// crash can legitimately leave: an unreferenced, half-written segment file.
func TestOpenToleratesLeftovers(t *testing.T) {
	dir := buildHealthy(t)
	junk := filepath.Join(dir, "store", "00000000ffff.zap")
	if err := os.WriteFile(junk, []byte("half a segment"), 0o600); err != nil {
		t.Fatal(err)
	}
	ix, err := Open(dir)
	if err != nil {
		t.Fatalf("Open with an unreferenced segment file: %v", err)
	}
	defer ix.Close()
	if n := mustCount(t, ix); n != 200 {
		t.Errorf("Count = %d, want 200", n)
	}
	if got := mustSearch(t, ix, Query{Text: marker(123), Project: 1}); !slices.Equal(got, []uint64{123}) {
		t.Errorf("Search = %v, want [123]", got)
	}
}

// TestCheckSegmentCRCAcceptsHealthy guards the CRC check against format
// drift: on a freshly written index every live segment must pass.
func TestCheckSegmentCRCAcceptsHealthy(t *testing.T) {
	dir := buildHealthy(t)
	if err := verifyDir(dir); err != nil {
		t.Fatalf("verifyDir on a healthy index: %v", err)
	}
	for _, f := range zapFiles(t, dir) {
		if err := checkSegmentCRC(f); err != nil {
			t.Errorf("checkSegmentCRC(%s): %v", filepath.Base(f), err)
		}
	}
}

// TestOpenTwice: a directory that is already open is busy, not corrupt;
// treating it as corrupt would make the caller delete a live index.
func TestOpenTwice(t *testing.T) {
	ix, dir := openDisk(t)
	if err := ix.Put([]Doc{{ID: 1, Kind: KindWiki, Text: "灯下读书"}}); err != nil {
		t.Fatal(err)
	}
	ix2, err := Open(dir)
	if err == nil {
		_ = ix2.Close()
		t.Fatal("second Open of an open directory succeeded")
	}
	if errors.Is(err, ErrCorrupt) {
		t.Fatalf("second Open reported corruption: %v", err)
	}
	if n := mustCount(t, ix); n != 1 {
		t.Errorf("first handle Count = %d, want 1", n)
	}
}

// TestReopenAfterAFailedWriteSaysWhetherItBeganAfresh: the reopen after a
// failed write counts in Repairs, and in Rebuilds too when the files on
// disk were damaged and it began an empty index, which the indexer then
// fills again from its database: the failed writes alone are not all
// that is missing then.
func TestReopenAfterAFailedWriteSaysWhetherItBeganAfresh(t *testing.T) {
	tests := []struct {
		name         string
		damage       func(t *testing.T, dir string)
		wantRebuilds uint64
		wantIDs      []uint64
	}{
		{"files whole", func(*testing.T, string) {}, 0, []uint64{1}},
		{"segment crc garbled", func(t *testing.T, dir string) {
			for _, f := range zapFiles(t, dir) {
				overwrite(t, f, -4, 4)
			}
		}, 1, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "kw")
			ix, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer ix.Close()
			if err := ix.Put([]Doc{{ID: 1, Project: 1, Kind: KindChapter, Text: marker(1)}}); err != nil {
				t.Fatal(err)
			}
			ix.stale.Store(true) // as a failed write leaves it
			tt.damage(t, dir)
			ids := mustIDs(t, ix)
			if ix.Repairs() != 1 || ix.Rebuilds() != tt.wantRebuilds {
				t.Fatalf("Repairs %d, Rebuilds %d; want 1 and %d", ix.Repairs(), ix.Rebuilds(), tt.wantRebuilds)
			}
			if !slices.Equal(ids, tt.wantIDs) {
				t.Fatalf("ids after the reopen: %v, want %v", ids, tt.wantIDs)
			}
		})
	}
}
