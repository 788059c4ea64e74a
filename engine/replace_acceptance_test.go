//go:build !race

package engine

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"inkflow/storage"
)

// TestReplaceAllSanguo is the acceptance of issue 22's replace-all: the
// whole of 三国演义 imported and indexed with the shipped model, then
// 孔明 → 诸葛亮 and a regular expression with a capture group replaced
// across all 120 chapters. Counts and texts are checked against an
// independent count and replacement over the raw chapters, only the
// changed paragraphs become dirty, and undo restores every chapter byte
// for byte.
func TestReplaceAllSanguo(t *testing.T) {
	e := openShippedEngine(t, Options{Debounce: testDebounceNever})
	p, _ := importDevBook(t, e, "三国演义", "zh/sanguoyanyi.txt")
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	infos, err := e.Chapters(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	original := make(map[uint64]string, len(infos))
	for _, c := range infos {
		original[c.ID] = mustText(t, e, c.ID)
	}

	cases := []struct {
		name, pattern, replacement string
		opts                       FindOptions
		// count and replace are the independent oracle over a raw chapter.
		count   func(string) int
		replace func(string) string
	}{
		{"孔明 → 诸葛亮", "孔明", "诸葛亮", FindOptions{},
			func(s string) int { return strings.Count(s, "孔明") },
			func(s string) string { return strings.ReplaceAll(s, "孔明", "诸葛亮") }},
		{"capture group", `(玄德|云长|翼德)(曰|大怒)`, "${1}忽然$2", FindOptions{Regex: true},
			func(s string) int { return len(sanguoRE.FindAllStringIndex(s, -1)) },
			func(s string) string { return sanguoRE.ReplaceAllString(s, "${1}忽然$2") }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			wantTotal, wantChapters, wantDirty := 0, 0, 0
			err := e.DB().View(func(tx *storage.Tx) error {
				for _, c := range infos {
					n := tc.count(original[c.ID])
					wantTotal += n
					if n > 0 {
						wantChapters++
					}
					blocks, err := tx.Blocks(storage.ChapterOwner(c.ID))
					if err != nil {
						return err
					}
					for _, b := range blocks {
						if tc.count(b.Text) > 0 {
							wantDirty++
						}
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if wantTotal < 100 {
				t.Fatalf("the oracle finds only %d matches: a weak test", wantTotal)
			}
			found, err := e.Find(p.ID, tc.pattern, tc.opts)
			if err != nil || found.Total != wantTotal || len(found.Groups) != wantChapters {
				t.Fatalf("find: %d matches in %d chapters (%v), want %d in %d", found.Total, len(found.Groups), err, wantTotal, wantChapters)
			}

			start := time.Now()
			res, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: tc.pattern, Replacement: tc.replacement, Options: tc.opts})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("replaced in %v; the undo reads %q", time.Since(start), res.UndoLabel())
			if res.Changes != wantTotal || len(res.Chapters) != wantChapters {
				t.Fatalf("replaced %d in %d chapters, want %d in %d", res.Changes, len(res.Chapters), wantTotal, wantChapters)
			}
			for _, c := range infos {
				if got, want := mustText(t, e, c.ID), tc.replace(original[c.ID]); got != want {
					t.Fatalf("chapter %d after the replace differs from the independent replacement", c.Index)
				}
			}
			st, err := e.Stats(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if st.DirtyBlocks != wantDirty {
				t.Errorf("%d dirty blocks after the replace, want %d (the paragraphs that changed)", st.DirtyBlocks, wantDirty)
			}
			if err := e.Flush(ctx); err != nil {
				t.Fatal(err)
			}

			if _, err := e.UndoReplace(res.ID); err != nil {
				t.Fatal(err)
			}
			for _, c := range infos {
				if mustText(t, e, c.ID) != original[c.ID] {
					t.Fatalf("chapter %d after undo differs from the original", c.Index)
				}
			}
			if err := e.Flush(ctx); err != nil {
				t.Fatal(err)
			}
			checkInvariants(t, e)
		})
	}
}

var sanguoRE = regexp.MustCompile(`(玄德|云长|翼德)(曰|大怒)`)
