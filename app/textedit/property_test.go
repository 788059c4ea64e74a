package textedit

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"pgregory.net/rapid"
)

// model is the editor reduced to a string and two offsets.
type model struct {
	text          []rune
	caret, anchor int
	// autoIndent is the indent Enter gave at autoIndentAt, still to be
	// typed over (Editor.autoIndent); any key or change ends it.
	autoIndent   []rune
	autoIndentAt int
	// autoGap: that Enter set its paragraph apart with a blank line, so
	// an Enter right after it does nothing (Editor.autoGap).
	autoGap bool
}

func (m *model) sel() (int, int) { return min(m.caret, m.anchor), max(m.caret, m.anchor) }

func (m *model) replace(s string) {
	a, b := m.sel()
	rs := []rune(s)
	m.text = append(append(append([]rune{}, m.text[:a]...), rs...), m.text[b:]...)
	m.caret, m.anchor = a+len(rs), a+len(rs)
}

// enter is Enter on the string: a line break, followed by the indent of
// the line it breaks when the caret is past that indent; at the indent's
// end the break goes before it. Past the indent the break is a blank
// line (gap) unless the lines around are written without one.
func (m *model) enter() {
	if a, b := m.sel(); a != b {
		m.replace("\n")
		return
	}
	start := m.caret
	for start > 0 && m.text[start-1] != '\n' {
		start--
	}
	n := 0
	for start+n < len(m.text) && strings.ContainsRune(" \t\u3000", m.text[start+n]) {
		n++
	}
	indent := string(m.text[start : start+n])
	switch col := m.caret - start; {
	case col == 0 || col < n:
		m.replace("\n")
		return
	case col == n:
		m.anchor = start
		m.replace("\n" + indent)
	default:
		gap := m.gap(start)
		m.replace(gap + indent)
		m.autoGap = gap == "\n\n"
	}
	m.autoIndent, m.autoIndentAt = []rune(indent), m.caret
}

// afterGap reports whether an Enter now is the one an Enter that set its
// paragraph apart absorbs: nothing changed and the caret is where it
// left it.
func (m *model) afterGap() bool {
	a, b := m.sel()
	return m.autoGap && a == b && a == m.autoIndentAt
}

// gap is what sets the new paragraph apart from the line starting at
// start: a plain break when the line above it has text (or, on the first
// line, the line below), else a blank line.
func (m *model) gap(start int) string {
	lines := strings.Split(string(m.text), "\n")
	i := strings.Count(string(m.text[:start]), "\n")
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(lines) {
			continue
		}
		if strings.TrimSpace(lines[j]) != "" {
			return "\n"
		}
		break
	}
	return "\n\n"
}

// typeRune is a typed character: over Enter's indent when it is the
// indent's next one and the caret is still where Enter left it.
func (m *model) typeRune(r rune) {
	if a, b := m.sel(); a == b && a == m.autoIndentAt && len(m.autoIndent) > 0 && r == m.autoIndent[0] {
		m.autoIndent = m.autoIndent[1:]
		return
	}
	m.autoIndent, m.autoGap = nil, false
	m.replace(string(r))
}

// TestEditsMatchAStringModel: any sequence of typing, Enter, Backspace,
// Delete, paste, cut, selection and caret movement leaves the editor
// holding what the same operations do to a plain string; undoing every
// step gives back the original and redoing them the result.
func TestEditsMatchAStringModel(t *testing.T) {
	test.NewTempApp(t)
	rapid.Check(t, func(rt *rapid.T) {
		initial := rapid.SampledFrom([]string{"", "　　天下大势。\n\nhello world", "a\n\n\nb", "一二三"}).Draw(rt, "initial")
		e := New()
		w := test.NewWindow(e)
		defer w.Close()
		w.Resize(fyne.NewSize(200, 200))
		e.SetText(initial)
		m := &model{text: []rune(initial)}
		piece := rapid.SampledFrom([]string{"字", "a", " ", "，", "。”", "Hello", "\n", "一段\n\n二段\n三段", ""})
		clip := fyne.CurrentApp().Clipboard()
		for i := range rapid.IntRange(1, 40).Draw(rt, "steps") {
			op := rapid.IntRange(0, 9).Draw(rt, "op")
			absorbed := op == 1 && m.afterGap()
			switch op {
			case 1, 2, 3, 7, 8, 9:
				// Keys and changes end Enter's indent and gap (a
				// paste of nothing, a cut of nothing and a selection
				// change nothing, and are checked by the caret's
				// place), but for the Enter a gap absorbs.
				if !absorbed {
					m.autoIndent, m.autoGap = nil, false
				}
			}
			switch op {
			case 0: // type
				r := rapid.SampledFrom([]rune("字a ，。x天\u3000")).Draw(rt, "rune")
				e.TypedRune(r)
				m.typeRune(r)
			case 1:
				press(e, fyne.KeyReturn)
				if absorbed {
					m.autoGap = false
				} else {
					m.enter()
				}
			case 2:
				press(e, fyne.KeyBackspace)
				if a, b := m.sel(); a != b {
					m.replace("")
				} else if a > 0 {
					m.anchor--
					m.replace("")
				}
			case 3:
				press(e, fyne.KeyDelete)
				if a, b := m.sel(); a != b {
					m.replace("")
				} else if b < len(m.text) {
					m.anchor++
					m.replace("")
				}
			case 4:
				s := piece.Draw(rt, "paste")
				clip.SetContent(s)
				e.TypedShortcut(&fyne.ShortcutPaste{})
				if s != "" {
					m.autoIndent, m.autoGap = nil, false
					m.replace(s)
				}
			case 5:
				a := rapid.IntRange(0, len(m.text)).Draw(rt, "from")
				b := rapid.IntRange(0, len(m.text)).Draw(rt, "to")
				e.Select(a, b)
				m.anchor, m.caret = a, b
			case 6:
				e.TypedShortcut(&fyne.ShortcutCut{})
				if a, b := m.sel(); a != b {
					m.autoIndent, m.autoGap = nil, false
					m.replace("")
				}
			case 7: // Left or Right, maybe with Shift
				right, shift := rapid.Bool().Draw(rt, "right"), rapid.Bool().Draw(rt, "shift")
				key := fyne.KeyLeft
				if right {
					key = fyne.KeyRight
				}
				if shift {
					shiftPress(e, key)
				} else {
					press(e, key)
				}
				a, b := m.sel()
				switch {
				case a != b && !shift && right:
					m.caret = b
				case a != b && !shift:
					m.caret = a
				case right:
					m.caret = min(m.caret+1, len(m.text))
				default:
					m.caret = max(m.caret-1, 0)
				}
				if !shift {
					m.anchor = m.caret
				}
			case 8: // layout-dependent moves: the model takes the editor's word
				key := rapid.SampledFrom([]fyne.KeyName{fyne.KeyUp, fyne.KeyDown, fyne.KeyHome, fyne.KeyEnd, fyne.KeyPageUp, fyne.KeyPageDown}).Draw(rt, "key")
				press(e, key)
				a, b := e.Selection()
				if a != b {
					rt.Fatalf("step %d: %s without Shift left a selection %d..%d", i, key, a, b)
				}
				m.caret, m.anchor = a, a
			case 9: // undo then redo changes nothing
				before := e.Text()
				e.Undo()
				e.Redo()
				if e.Text() != before {
					rt.Fatalf("step %d: undo+redo changed %q to %q", i, before, e.Text())
				}
				a, _ := e.Selection()
				m.caret, m.anchor = a, a
				e.SetCaret(a)
			}
			if got := e.Text(); got != string(m.text) {
				rt.Fatalf("step %d (op %d): editor %q, model %q", i, op, got, string(m.text))
			}
			if a, b := e.Selection(); [2]int{a, b} != func() [2]int { x, y := m.sel(); return [2]int{x, y} }() {
				rt.Fatalf("step %d (op %d): selection %d..%d, model %d..%d", i, op, a, b, m.anchor, m.caret)
			}
			e2 := New()
			e2.SetText(e.Text())
			if kept, recounted := e.Counts(), e2.Counts(); kept != recounted {
				rt.Fatalf("step %d: kept counts %+v, recounted %+v", i, kept, recounted)
			}
		}
		final := e.Text()
		for e.CanUndo() {
			e.Undo()
		}
		if e.Text() != initial {
			rt.Fatalf("undoing everything gave %q, want %q", e.Text(), initial)
		}
		for e.CanRedo() {
			e.Redo()
		}
		if e.Text() != final {
			rt.Fatalf("redoing everything gave %q, want %q", e.Text(), final)
		}
	})
}
