package keyword

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"inkflow/internal/fulldisk"
)

// TestWriteAfterAFailedWriteRepairsItself: a batch whose segment cannot be
// written (the disk full) fails, and the index goes on working: the next
// write and searches succeed, with everything written before, and the
// index reports that it reopened itself (Repairs), so the indexer puts the
// failed batch back. Bleve left the failed segment closed in its live
// snapshot, and every write and search after it panicked: "keyword index
// is corrupt: panic in bleve: assignment to entry in nil map", until the
// app was restarted.
func TestWriteAfterAFailedWriteRepairsItself(t *testing.T) {
	if !fulldisk.RunInChild(t) {
		return
	}
	tests := []struct {
		name string
		next func(ix *Index) error
	}{
		{"a write", func(ix *Index) error {
			return ix.Put([]Doc{{ID: 3, Project: 1, Kind: KindChapter, Text: "after " + marker(3)}})
		}},
		{"a search", func(ix *Index) error {
			_, err := ix.Search(Query{Text: marker(1), Project: 1})
			return err
		}},
		{"a delete", func(ix *Index) error { return ix.Delete([]uint64{2}) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir() + "/kw"
			ix, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer ix.Close()
			if err := ix.Put([]Doc{{ID: 1, Project: 1, Kind: KindChapter, Text: "before " + marker(1)}}); err != nil {
				t.Fatal(err)
			}
			// A segment over the limit: many distinct words, as a book
			// has, where a repeated line would compress to little.
			var big strings.Builder
			for i := range 60000 {
				fmt.Fprintf(&big, "w%dq ", i)
			}
			big.WriteString(marker(2))
			// The disk stays full for the failed write and the next call,
			// as it does while an author types on.
			var failed, next error
			fulldisk.WithLimit(t, 256<<10, func() {
				failed = ix.Put([]Doc{{ID: 2, Project: 1, Kind: KindChapter, Text: big.String()}})
				if failed == nil {
					return
				}
				next = tt.next(ix)
			})
			if failed == nil {
				t.Skip("the segment was written despite the limit: nothing failed")
			}
			t.Logf("failed: %v; next: %v", failed, next)
			if errors.Is(failed, ErrCorrupt) {
				t.Fatalf("the failed write itself reads as corruption: %v", failed)
			}
			if errors.Is(next, ErrCorrupt) {
				t.Fatalf("%s after the failed write, the disk still full: %v", tt.name, next)
			}
			// The disk has room again.
			if err := tt.next(ix); err != nil {
				t.Fatalf("%s once the disk has room: %v", tt.name, err)
			}
			if ix.Repairs() == 0 {
				t.Fatal("the index did not reopen itself")
			}
			hits, err := ix.Search(Query{Text: marker(1), Project: 1})
			if err != nil || len(hits) != 1 || hits[0].ID != 1 {
				t.Fatalf("search for what was written before: %v (%v)", hits, err)
			}
			if err := ix.Put([]Doc{{ID: 4, Project: 1, Kind: KindChapter, Text: "later " + marker(4)}}); err != nil {
				t.Fatalf("a later write: %v", err)
			}
			// The failed batch may be there or not: scorch's persister
			// may write it once the disk has room.
			ids := mustIDs(t, ix)
			if !slices.Contains(ids, 1) || !slices.Contains(ids, 4) {
				t.Fatalf("ids %v, want 1 and 4", ids)
			}
		})
	}
}
