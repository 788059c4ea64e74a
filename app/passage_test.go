package app

import (
	"testing"
	"unicode/utf8"

	"fyne.io/fyne/v2"
)

// TestPassageHighlightGoesWhenTheCaretLeaves: the passage a search result
// opened is highlighted until the author edits or moves the caret out of
// it, as a find highlight goes in any editor; moving within it keeps it.
// Before, it stayed on the passage wherever the caret went. The find
// bar's matches, stepped through with the caret, stay.
func TestPassageHighlightGoesWhenTheCaretLeaves(t *testing.T) {
	const text = "　　风起了。\n\n　　他走了，走得很远。\n\n　　雨落。"
	start := utf8.RuneCountInString("　　风起了。\n\n")
	end := start + utf8.RuneCountInString("　　他走了，走得很远。")
	for _, tc := range []struct {
		name string
		keys []fyne.KeyName
		kept bool
	}{
		{"right, within", []fyne.KeyName{fyne.KeyRight, fyne.KeyRight}, true},
		{"end of the passage", []fyne.KeyName{fyne.KeyEnd}, true},
		{"up, out", []fyne.KeyName{fyne.KeyUp}, false},
		{"down, out", []fyne.KeyName{fyne.KeyDown, fyne.KeyDown}, false},
		{"left, out", []fyne.KeyName{fyne.KeyLeft}, false},
		{"home, still in", []fyne.KeyName{fyne.KeyHome}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, e, _ := editorAlone(t, "风雨", "第一章", text, &runeSpan{start, end})
			h.u.Window().Canvas().Focus(e.text)
			if hs := e.text.Highlights(); len(hs) != 1 || hs[0].Start != start || hs[0].End != end {
				t.Fatalf("the passage shows as %v, want [%d, %d)", hs, start, end)
			}
			for _, k := range tc.keys {
				e.text.TypedKey(&fyne.KeyEvent{Name: k})
			}
			if got := len(e.text.Highlights()) == 1; got != tc.kept {
				t.Errorf("caret at %d: passage highlighted %v, want %v", e.text.CaretOffset(), got, tc.kept)
			}
		})
	}
	t.Run("find bar matches stay", func(t *testing.T) {
		h, e, _ := editorAlone(t, "风雨", "第一章", text, nil)
		h.u.Window().Canvas().Focus(e.text)
		e.find.show(false)
		typeInto(e.find.pattern, "了")
		if len(e.text.Highlights()) != 2 {
			t.Fatalf("the find bar highlights %v, want 2 matches", e.text.Highlights())
		}
		h.u.Window().Canvas().Focus(e.text)
		e.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
		e.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
		if len(e.text.Highlights()) != 2 {
			t.Errorf("moving the caret took the find bar's matches away: %v", e.text.Highlights())
		}
	})
}
