package app

import (
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
)

// holdBackground queues a job that holds the UI's background goroutine
// until the returned release is called (at the test's end at the latest):
// the jobs queued after it, such as the panel's fresh search, wait, so a
// test sees what the panel shows before they are let through.
func (h *harness) holdBackground() (release func()) {
	gate := make(chan struct{})
	var once sync.Once
	release = func() { once.Do(func() { close(gate) }) }
	h.t.Cleanup(release) // before the harness's close, which waits for the jobs
	h.u.background(func() { <-gate })
	return release
}

// TestReplacePanelNeverShowsStaleCounts: from the moment Replace All or
// its Undo is tapped until the panel's fresh search has run, the panel
// says it is searching and offers no replace (Replace All and the rows'
// buttons disabled, the undo not offered twice); then the fresh counts
// arrive. Before, for the
// second or two the search took, it still offered "Replace All (3
// Matches)…" after the replace and said "No matches" after the undo.
func TestReplacePanelNeverShowsStaleCounts(t *testing.T) {
	for _, tc := range []struct {
		language                 string
		searching, replaceAll    string
		before, after, afterUndo string
	}{
		{langEn, "Searching…", "Replace All", "3 matches in 2 chapters", "No matches", "3 matches in 2 chapters"},
		{langZh, "搜索中…", "全部替换", "3", "无匹配", "3"},
	} {
		t.Run(tc.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language, ui: Options{SearchDelay: time.Hour}})
			u := h.u
			p, c := h.addChapter("青云", "第一章", "林园拔剑。林园收剑。")
			h.addChapter("青云", "第二章", "林园走了。")
			h.openInTree(p.ID, c.ID)
			rp := u.replace
			u.command(cmdFindReplace)
			test.Type(rp.pattern, "林园")
			test.Type(rp.replacement, "林远")
			waitResults(h, rp, "林园", "林远")
			if !strings.Contains(rp.summary.Text, tc.before) || rp.replaceAll.Disabled() {
				t.Fatalf("before the replace: %q, Replace All disabled %v", rp.summary.Text, rp.replaceAll.Disabled())
			}
			if rowButtonsEnabled(rp) == 0 {
				t.Fatalf("before the replace no row offers a replace")
			}

			test.Tap(rp.replaceAll)
			replacing := h.holdBackground()
			h.tapDialogButton(lang.L("Replace All"))
			release := h.holdBackground()
			h.pump()
			checkSearching(t, "while replacing", rp, tc.searching, tc.replaceAll)
			replacing()
			h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
			checkSearching(t, "right after the replace", rp, tc.searching, tc.replaceAll)
			release()
			h.waitFor("the fresh search after the replace", func() bool { return !rp.searching })
			if !strings.Contains(rp.summary.Text, tc.after) || !rp.replaceAll.Disabled() {
				t.Errorf("after the replace's search: %q, Replace All disabled %v", rp.summary.Text, rp.replaceAll.Disabled())
			}

			undoing := h.holdBackground()
			test.Tap(rp.undo)
			release = h.holdBackground()
			h.pump()
			checkSearching(t, "while undoing", rp, tc.searching, tc.replaceAll)
			if !rp.undo.Disabled() {
				t.Errorf("while undoing the undo button can be tapped again")
			}
			undoing()
			h.waitFor("the undo to finish", func() bool { return !rp.undo.Visible() })
			checkSearching(t, "right after the undo", rp, tc.searching, tc.replaceAll)
			release()
			h.waitFor("the fresh search after the undo", func() bool { return !rp.searching })
			if !strings.Contains(rp.summary.Text, tc.afterUndo) || rp.replaceAll.Disabled() {
				t.Errorf("after the undo's search: %q, Replace All disabled %v", rp.summary.Text, rp.replaceAll.Disabled())
			}
			if got := rowButtonsEnabled(rp); got == 0 {
				t.Errorf("after the undo's search no row offers a replace")
			}
		})
	}
}

// checkSearching fails t unless the panel says it is searching, its
// Replace All is disabled and says no count, and no row offers a replace.
func checkSearching(t *testing.T, when string, rp *replacePanel, searching, replaceAll string) {
	t.Helper()
	if rp.summary.Text != searching {
		t.Errorf("%s the summary says %q, want %q", when, rp.summary.Text, searching)
	}
	if rp.replaceAll.Text != replaceAll || !rp.replaceAll.Disabled() {
		t.Errorf("%s Replace All reads %q, disabled %v; want %q, disabled", when, rp.replaceAll.Text, rp.replaceAll.Disabled(), replaceAll)
	}
	if n := rowButtonsEnabled(rp); n > 0 {
		t.Errorf("%s %d rows offer a replace", when, n)
	}
}

// rowButtonsEnabled counts the list's rows, as drawn, whose replace
// button can be tapped.
func rowButtonsEnabled(rp *replacePanel) int {
	n := 0
	walkObjects(rp.list, func(o fyne.CanvasObject) bool {
		if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 3 {
			if _, ok := c.Objects[0].(*rowText); ok {
				if _, _, b := findRowParts(c); b.Visible() && !b.Disabled() {
					n++
				}
			}
		}
		return false
	})
	return n
}
