package app

import (
	"strings"
	"testing"
	"time"

	"inkflow/engine"
)

// TestEnglishBookCountsWords: an English book counted in English words
// shows words, not 字数 (which counts "e.g." and "U.S.A." as several), in
// its chapter rows, its project row, the status bar, the editor and the
// snapshot list; in 字数 the same places show 字数.
func TestEnglishBookCountsWords(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	chapters := []struct {
		title, text string
		zi, words   int
	}{
		{"Letter 1", "It was, e.g., a well-known U.S.A. affair of 3.14 days; don't ask.", 15, 12},
		{"Letter 2", "Dr. Frankenstein, i.e. Victor, left at 5 p.m. for the Alps.", 13, 11},
	}
	var (
		p     engine.Project
		ids   []uint64
		total engine.TextCounts
	)
	for _, c := range chapters {
		n := engine.CountText(c.text)
		if n.Zi != c.zi || n.Words != c.words {
			t.Fatalf("%q counts %+v, want 字数 %d and %d words", c.text, n, c.zi, c.words)
		}
		var ch engine.Chapter
		p, ch = h.addChapter("Frankenstein", c.title, c.text)
		ids = append(ids, ch.ID)
		total = total.Add(n)
	}
	if _, err := h.eng.TakeSnapshot(ids[0], "draft"); err != nil {
		t.Fatal(err)
	}

	for _, mode := range []engine.CountMode{engine.CountWords, engine.CountZi} {
		t.Run(string(mode), func(t *testing.T) {
			h.u.app.Preferences().SetString(prefCountMode, string(mode))
			h.u.state.countModeChanged()
			h.reloadSidebar()
			h.openInTree(p.ID, ids[0])
			h.pump()
			want := func(i int) int {
				if mode == engine.CountWords {
					return chapters[i].words
				}
				return chapters[i].zi
			}
			for i, id := range ids {
				if row := h.u.sidebar.rows[chapterUID(id)]; row == nil || row.count.Text != shortCountText(mode, want(i)) {
					t.Errorf("the row of %q shows %v, want %d", chapters[i].title, rowCount(row), want(i))
				}
			}
			if row := h.u.sidebar.rows[projectUID(p.ID)]; row == nil || !strings.HasSuffix(row.count.Text, " · "+shortCountText(mode, total.In(mode))) {
				t.Errorf("the book's row shows %v, want %d", rowCount(row), total.In(mode))
			}
			h.u.status.refreshCounts()
			if got, w := h.u.status.counts.Text, "2 chapters · "+countText(mode, total.In(mode)); got != w {
				t.Errorf("status bar %q, want %q", got, w)
			}
			if got, w := h.u.editor.counts.Text, countText(mode, want(0)); !strings.Contains(got, w) {
				t.Errorf("editor counts %q, want %q in it", got, w)
			}
			sp := h.u.snaps
			h.waitFor("the snapshot in the list", func() bool { return len(sp.snaps) == 1 })
			if row, w := snapRowText(sp, 0), " · "+countText(mode, want(0)); !strings.HasSuffix(row, w) {
				t.Errorf("snapshot row %q, want it to end in %q", row, w)
			}
		})
	}
}

// rowCount is a tree row's count, or nil for a row not on screen.
func rowCount(row *treeRow) any {
	if row == nil {
		return nil
	}
	return row.count.Text
}
