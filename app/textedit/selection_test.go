package textedit

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// navKey is a movement key as the desktop driver delivers it: plain and
// Shift+ keys to TypedKey (Shift through KeyDown and KeyUp, as the test
// driver has no modifier state), Ctrl+ keys to TypedShortcut.
type navKey struct {
	label string
	name  fyne.KeyName
	mod   fyne.KeyModifier // 0, word or primary; Shift is added by shifted
}

func (k navKey) press(e *Editor, shifted bool) {
	switch {
	case k.mod != 0 && shifted:
		ctrl(e, k.name, k.mod|fyne.KeyModifierShift)
	case k.mod != 0:
		ctrl(e, k.name, k.mod)
	case shifted:
		shiftPress(e, k.name)
	default:
		press(e, k.name)
	}
}

// navKeys are every movement key the editor has, each with where it
// leaves the caret in selectionText from the selection 7..15 ("b cd\nab
// c"): without Shift from either way round the selection was made, and
// with Shift from the caret at its end (made forwards) and at its start
// (made backwards).
var navKeys = []struct {
	key                        navKey
	plain, shiftFwd, shiftBack int
}{
	{navKey{"Left", fyne.KeyLeft, 0}, 7, 14, 6},
	{navKey{"Right", fyne.KeyRight, 0}, 15, 16, 8},
	{navKey{"Up", fyne.KeyUp, 0}, 1, 9, 1},
	{navKey{"Down", fyne.KeyDown, 0}, 21, 21, 13},
	{navKey{"Home", fyne.KeyHome, 0}, 6, 12, 6},
	{navKey{"End", fyne.KeyEnd, 0}, 17, 17, 11},
	{navKey{"PageUp", fyne.KeyPageUp, 0}, 0, 0, 0},
	{navKey{"PageDown", fyne.KeyPageDown, 0}, 23, 23, 23},
	{navKey{"Ctrl+Home", fyne.KeyHome, primary}, 0, 0, 0},
	{navKey{"Ctrl+End", fyne.KeyEnd, primary}, 23, 23, 23},
	{navKey{"Ctrl+Left", fyne.KeyLeft, word}, 6, 12, 6},
	{navKey{"Ctrl+Right", fyne.KeyRight, word}, 17, 17, 8},
}

// selectionText is four equal paragraphs, so Up and Down keep the
// column: paragraph i starts at offset 6i; the text ends at 23.
const selectionText = "ab cd\nab cd\nab cd\nab cd"

// TestMovementKeysAndTheSelection: without Shift every movement key
// clears the selection, moving from the selection's end in its direction
// whichever way the selection was made; with Shift it moves the caret
// and keeps the anchor.
func TestMovementKeysAndTheSelection(t *testing.T) {
	for _, k := range navKeys {
		for _, backwards := range []bool{false, true} {
			anchor, caret := 7, 15
			way := "made forwards"
			if backwards {
				anchor, caret, way = 15, 7, "made backwards"
			}
			for _, shifted := range []bool{false, true} {
				name, wantAnchor, wantCaret := k.key.label, anchor, k.plain
				switch {
				case !shifted:
					wantAnchor = k.plain
				case backwards:
					name, wantCaret = "Shift+"+name, k.shiftBack
				default:
					name, wantCaret = "Shift+"+name, k.shiftFwd
				}
				t.Run(name+" on a selection "+way, func(t *testing.T) {
					e, _ := newTestEditor(t, selectionText)
					e.Select(anchor, caret)
					k.key.press(e, shifted)
					if a, c := e.doc.offset(e.anchor), e.CaretOffset(); a != wantAnchor || c != wantCaret {
						t.Fatalf("anchor %d caret %d, want anchor %d caret %d", a, c, wantAnchor, wantCaret)
					}
				})
			}
		}
	}
}

// TestNoMovementKeyLeavesSelectAllForTheNextKey guards a tester's report
// (Ctrl+A, Ctrl+End, then a key replaced the chapter): after Ctrl+A and
// any movement key, or a click, a typed key is added to the chapter, not
// put in its place.
func TestNoMovementKeyLeavesSelectAllForTheNextKey(t *testing.T) {
	const chapter = "第一章\n\n　　我要给阿Q做正传，已经不止一两年了。\n　　然而要做这一篇速朽的文章，才下笔，便感到万分的困难了。"
	n := len([]rune(chapter))
	moves := []struct {
		name string
		do   func(e *Editor)
	}{
		{"click", func(e *Editor) {
			e.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(e.m.pad+1, e.m.pad+1)}, Button: desktop.MouseButtonPrimary})
			e.Tapped(&fyne.PointEvent{Position: fyne.NewPos(e.m.pad+1, e.m.pad+1)})
		}},
	}
	for _, k := range navKeys {
		moves = append(moves, struct {
			name string
			do   func(e *Editor)
		}{k.key.label, func(e *Editor) { k.key.press(e, false) }})
	}
	for _, m := range moves {
		t.Run(m.name, func(t *testing.T) {
			e, _ := newTestEditor(t, chapter)
			var over []string
			e.OnKeyOverSelection = func(removed, _ string) { over = append(over, removed) }
			e.TypedShortcut(&fyne.ShortcutSelectAll{})
			if from, to := e.Selection(); from != 0 || to != n {
				t.Fatalf("Ctrl+A selected %d..%d, want 0..%d", from, to, n)
			}
			m.do(e)
			if from, to := e.Selection(); from != to {
				t.Fatalf("%s after Ctrl+A left %d..%d selected", m.name, from, to)
			}
			e.TypedRune('x')
			if got := len([]rune(e.Text())); got != n+1 || len(over) != 0 {
				t.Fatalf("the key after %s: %d runes (want %d), replaced %q", m.name, got, n+1, over)
			}
		})
	}
}
