package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
	"pgregory.net/rapid"
)

// wrappedEntry is a multi-line entry laid out narrow enough to wrap.
func wrappedEntry(t *testing.T, text string, wrap fyne.TextWrap) *widget.Entry {
	t.Helper()
	test.NewTempApp(t)
	e := widget.NewMultiLineEntry()
	e.Wrapping = wrap
	e.SetText(text)
	w := test.NewTempWindow(t, e)
	w.Resize(fyne.NewSize(260, 400))
	w.Canvas().Focus(e)
	return e
}

// TestSelectRunesProperty: for any text and any range, selectRunes selects
// exactly those runes, whatever the wrapping did to the rows.
func TestSelectRunesProperty(t *testing.T) {
	pieces := []string{"　　", "山路崎岖", "，", "雾气翻涌。", "\n", "\n\n", "The lighthouse keeper ", "lit the lamp. ", "灯塔守望者林默", "!"}
	rapid.Check(t, func(rt *rapid.T) {
		parts := rapid.SliceOfN(rapid.SampledFrom(pieces), 1, 40).Draw(rt, "parts")
		text := strings.Join(parts, "")
		wrap := rapid.SampledFrom([]fyne.TextWrap{fyne.TextWrapBreak, fyne.TextWrapWord}).Draw(rt, "wrap")
		e := wrappedEntry(t, text, wrap)
		n := len([]rune(text))
		start := rapid.IntRange(0, n).Draw(rt, "start")
		end := rapid.IntRange(start, n).Draw(rt, "end")
		selectRunes(e, start, end)
		if got, want := e.SelectedText(), string([]rune(text)[start:end]); got != want {
			rt.Fatalf("selectRunes(%d, %d) selected %q, want %q", start, end, got, want)
		}
		if end > start && e.CursorTextOffset() != end {
			rt.Fatalf("cursor at %d, want %d", e.CursorTextOffset(), end)
		}
		// Moving the cursor clears the selection.
		moveCursor(e, start)
		if e.SelectedText() != "" || e.CursorTextOffset() != start {
			rt.Fatalf("moveCursor(%d): selection %q, cursor %d", start, e.SelectedText(), e.CursorTextOffset())
		}
	})
}
