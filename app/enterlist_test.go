package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"inkflow/engine"
)

// TestEnterOpensTheRowInSideLists: with the keyboard in the story
// bible's list (Ctrl+3) or the snapshots' (Ctrl+6), Down then Enter
// opens the second row, as Enter opens a chapter in the chapter tree;
// Enter did nothing there, only Space did.
func TestEnterOpensTheRowInSideLists(t *testing.T) {
	tests := []struct {
		name   string
		tab    int
		opened func(h *harness) bool
	}{
		{"story bible", 2, func(h *harness) bool { w := h.u.wiki; return w.editing && w.current == w.shown[1].ID }},
		{"snapshots", 5, func(h *harness) bool { s := h.u.snaps; return len(s.snaps) == 2 && s.shown == s.snaps[1].ID }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, c := h.addChapter("Dorian Gray", "CHAPTER I.", "The studio was filled with the rich odour of roses.")
			for _, name := range []string{"Dorian Gray", "Basil Hallward"} {
				if _, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: name, Type: "character"}); err != nil {
					t.Fatal(err)
				}
			}
			for _, name := range []string{"first", "second"} {
				if _, err := h.eng.TakeSnapshot(c.ID, name); err != nil {
					t.Fatal(err)
				}
			}
			h.openInTree(p.ID, c.ID)
			h.u.wiki.reload()
			h.waitFor("the entries to be listed", func() bool { return len(h.u.wiki.shown) == 2 })
			h.u.goTab(tt.tab)
			h.waitFor("the snapshots to be listed", func() bool { return len(h.u.snaps.snaps) == 2 })
			h.u.goTab(tt.tab)
			h.pump()
			focused, ok := h.u.Window().Canvas().Focused().(*enterList)
			if !ok {
				t.Fatalf("Ctrl+%d put the keyboard in %T, want the list", tt.tab+1, h.u.Window().Canvas().Focused())
			}
			focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
			focused.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			h.waitFor("Enter to open the second row", func() bool { return tt.opened(h) })
		})
	}
}
