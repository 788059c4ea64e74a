package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
)

// TestUndoReplaceOfferFollowsTheText: the Undo replace button says what
// an undo would still take back. After Ctrl+Z in the editor took the
// replace back in the open chapter it counts only the other chapter's
// replacement, and with nothing left it is gone; clicked before the
// editor's undo was saved, it says there is nothing left and changes
// nothing. Before, it kept offering the whole replace.
func TestUndoReplaceOfferFollowsTheText(t *testing.T) {
	const (
		draft = "对手是朝天吧。\n\n朝天吧笑着说，你不过是外门弟子。"
		other = "朝天吧走了。"
	)
	tests := []struct {
		name      string
		other     bool // a second chapter holds a match too
		save      bool // the editor's undo is saved before the button is looked at
		wantAfter string
	}{
		{"undone in the open chapter, another left", true, true, "Undo replace: 1 change in 1 chapter"},
		{"undone everywhere", false, true, ""},
		{"clicked before the save", false, false, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour, AutosaveDelay: 1 << 40}})
			u := h.u
			p, c := h.addChapter("青云", "第三章", draft)
			want := "Undo replace: 2 changes in 1 chapter"
			if tc.other {
				h.addChapter("青云", "第四章", other)
				want = "Undo replace: 3 changes in 2 chapters"
			}
			h.openInTree(p.ID, c.ID)
			rp, ed := u.replace, u.editor
			replaceAllInPanel(h, "朝天吧", "赵天霸")
			h.waitFor("the replace", func() bool { return rp.undo.Visible() && ed.text.Text() != draft })
			if rp.undo.Text != want {
				t.Fatalf("the undo button says %q, want %q", rp.undo.Text, want)
			}

			u.Window().Canvas().Focus(ed.text)
			u.command(cmdUndo)
			if ed.text.Text() != draft {
				t.Fatalf("Ctrl+Z left %q", ed.text.Text())
			}
			if !tc.save {
				test.Tap(rp.undo)
				h.waitFor("the answer", func() bool { return !rp.undo.Visible() })
				if top := u.Window().Canvas().Overlays().Top(); top == nil || !findLabel(top, "Nothing is left to undo") {
					t.Fatal("the click on a spent undo does not say there is nothing left")
				}
				if got, _ := h.eng.Chapter(c.ID); got.Text != draft {
					t.Fatalf("the chapter reads %q, want the editor's undo kept", got.Text)
				}
				recs, err := h.eng.Replaces(p.ID)
				if err != nil || recs[0].Undone {
					t.Fatalf("the spent replace was marked undone (%v): an editor's Redo could not be undone again", err)
				}
				return
			}
			u.command(cmdSave)
			h.waitFor("the undo button to follow the saved text", func() bool {
				if tc.wantAfter == "" {
					return !rp.undo.Visible()
				}
				return rp.undo.Visible() && rp.undo.Text == tc.wantAfter
			})
			// Redo gives the replacements back, and the offer with them.
			u.command(cmdRedo)
			u.command(cmdSave)
			h.waitFor("the offer back after Redo", func() bool { return rp.undo.Visible() && rp.undo.Text == want })
		})
	}
}
