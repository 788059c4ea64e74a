package app

import (
	"testing"

	"fyne.io/fyne/v2"
)

// TestTabMovesTopDown presses Tab where an author would and checks where
// the keyboard lands: from a chapter's title into its text, from the
// story bible's last field into the entry's text, from the search box on
// to the search options. NewBorder put each panel's centre first in the
// tree Tab follows, so Tab in the title went to the search box, and the
// author's next words ended up as a search.
func TestTabMovesTopDown(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", "山中访友。")
	h.openInTree(p.ID, c.ID)
	cv := h.u.Window().Canvas()
	next := func(from fyne.Focusable) fyne.Focusable {
		cv.Focus(from)
		cv.FocusNext()
		return cv.Focused()
	}
	if got := next(h.u.editor.title); got != h.u.editor.text {
		t.Errorf("Tab in the chapter title went to %T, want the manuscript", got)
	}
	if got := next(h.u.search.query); got == h.u.editor.title || got == h.u.editor.text {
		t.Errorf("Tab in the search box went back to the editor (%T)", got)
	}

	w := h.u.wiki
	h.u.rightTab.SelectIndex(2)
	h.waitFor("the wiki to load", func() bool { return h.u.state.projectID() == p.ID })
	w.newEntry()
	if got := next(w.exclusions); got != w.text {
		t.Errorf("Tab in the entry's last field went to %T, want the entry's text", got)
	}
}
