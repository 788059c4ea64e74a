package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"pgregory.net/rapid"
)

// TestSelectRunesProperty: for any text and any range, selectRunes selects
// exactly those runes, whatever the wrapping did to the rows.
//
// One limitation is Fyne's: word wrap drops the space at a wrap point from
// the rows, so no cursor position lies on it, and a range ending or
// starting exactly there comes out one space shorter. InkFlow word-wraps
// only Latin text; CJK text breaks anywhere and keeps every character.
func TestSelectRunesProperty(t *testing.T) {
	test.NewTempApp(t)
	e := widget.NewMultiLineEntry()
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(260, 400))
	w.Canvas().Focus(e)
	pieces := []string{"　　", "山路崎岖", "，", "雾气翻涌。", "\n", "\n\n", "The lighthouse keeper ", "lit the lamp. ", "灯塔守望者林默", "!"}
	rapid.Check(t, func(rt *rapid.T) {
		text := strings.Join(rapid.SliceOfN(rapid.SampledFrom(pieces), 1, 40).Draw(rt, "parts"), "")
		wrap := rapid.SampledFrom([]fyne.TextWrap{fyne.TextWrapBreak, fyne.TextWrapWord}).Draw(rt, "wrap")
		moveCursor(e, 0)
		e.Wrapping = wrap
		e.SetText(text)
		n := len([]rune(text))
		start := rapid.IntRange(0, n).Draw(rt, "start")
		end := rapid.IntRange(start, n).Draw(rt, "end")
		selectRunes(e, start, end)
		got, want := e.SelectedText(), string([]rune(text)[start:end])
		if got != want && !(wrap == fyne.TextWrapWord && strings.TrimSpace(got) == strings.TrimSpace(want)) {
			rt.Fatalf("selectRunes(%d, %d) selected %q, want %q", start, end, got, want)
		}
		if got == want && end > start && e.CursorTextOffset() != end {
			rt.Fatalf("cursor at %d, want %d", e.CursorTextOffset(), end)
		}
		// Moving the cursor clears the selection.
		moveCursor(e, start)
		if e.SelectedText() != "" {
			rt.Fatalf("moveCursor(%d) left selection %q", start, e.SelectedText())
		}
		if wrap == fyne.TextWrapBreak && e.CursorTextOffset() != start {
			rt.Fatalf("moveCursor(%d): cursor at %d", start, e.CursorTextOffset())
		}
	})
}
