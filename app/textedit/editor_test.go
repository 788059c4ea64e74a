package textedit

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
)

// newTestEditor shows an editor holding text in a 400×300 window of
// Fyne's test driver, focused.
func newTestEditor(t testing.TB, text string) (*Editor, fyne.Window) {
	t.Helper()
	test.NewTempApp(t)
	e := New()
	w := test.NewTempWindow(t, e)
	w.SetPadded(false)
	w.Resize(fyne.NewSize(400, 300))
	e.SetText(text)
	w.Canvas().Focus(e)
	return e, w
}

// Key and shortcut helpers, as the desktop driver delivers them.
func press(e *Editor, name fyne.KeyName) { e.TypedKey(&fyne.KeyEvent{Name: name}) }

func shiftPress(e *Editor, name fyne.KeyName) {
	shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
	e.KeyDown(shift)
	e.TypedKey(&fyne.KeyEvent{Name: name})
	e.KeyUp(shift)
}

func ctrl(e *Editor, name fyne.KeyName, mod fyne.KeyModifier) {
	e.TypedShortcut(&desktop.CustomShortcut{KeyName: name, Modifier: mod})
}

var (
	word      = wordModifier()
	wordShift = wordModifier() | fyne.KeyModifierShift
	primary   = fyne.KeyModifierShortcutDefault
)

// TestEdits runs each edit, checks the text and caret, then checks that
// Undo restores the text and selection before it and Redo the text after.
func TestEdits(t *testing.T) {
	cases := []struct {
		name      string
		text      string
		sel       Range // selection before: caret at End
		clip      string
		do        func(e *Editor)
		want      string
		wantCaret int
		wantClip  string
		wantParas int
	}{
		{name: "type in a paragraph", text: "天下大势", sel: Range{2, 2}, do: func(e *Editor) { test.Type(e, "之") },
			want: "天下之大势", wantCaret: 3},
		{name: "typing replaces a cross-paragraph selection", text: "一二\n三四", sel: Range{1, 4},
			do: func(e *Editor) { test.Type(e, "X") }, want: "一X四", wantCaret: 2},
		// An input method commits 湖南 rune by rune; one Ctrl+Z brings back
		// the selection, not 很湖 and then 很按.
		{name: "a word typed over a selection is one step", text: "天色很按。", sel: Range{2, 4},
			do: func(e *Editor) { test.Type(e, "湖南") }, want: "天色湖南。", wantCaret: 4},
		{name: "enter splits a paragraph, the indent going with it", text: "　　天下大势", sel: Range{4, 4},
			do: func(e *Editor) { press(e, fyne.KeyReturn) }, want: "　　天下\n\n　　大势", wantCaret: 8, wantParas: 3},
		{name: "enter on a selection replaces it", text: "abcd", sel: Range{1, 3},
			do: func(e *Editor) { press(e, fyne.KeyEnter) }, want: "a\nd", wantCaret: 2},
		{name: "backspace at a paragraph start merges", text: "ab\ncd", sel: Range{3, 3},
			do: func(e *Editor) { press(e, fyne.KeyBackspace) }, want: "abcd", wantCaret: 2, wantParas: 1},
		{name: "backspace over a blank line", text: "ab\n\ncd", sel: Range{4, 4},
			do: func(e *Editor) { press(e, fyne.KeyBackspace); press(e, fyne.KeyBackspace) }, want: "abcd", wantCaret: 2},
		{name: "backspace at the start does nothing", text: "ab", sel: Range{0, 0},
			do: func(e *Editor) { press(e, fyne.KeyBackspace) }, want: "ab", wantCaret: 0},
		{name: "delete at a paragraph end merges", text: "ab\ncd", sel: Range{2, 2},
			do: func(e *Editor) { press(e, fyne.KeyDelete) }, want: "abcd", wantCaret: 2},
		{name: "delete removes a cross-paragraph selection", text: "ab\n\ncd", sel: Range{1, 5},
			do: func(e *Editor) { press(e, fyne.KeyDelete) }, want: "ad", wantCaret: 1},
		{name: "paste of three paragraphs splits them", text: "开头结尾", sel: Range{2, 2}, clip: "一段。\n\n二段。\r\n三段。",
			do:   func(e *Editor) { e.TypedShortcut(&fyne.ShortcutPaste{}) },
			want: "开头一段。\n\n二段。\n三段。结尾", wantCaret: 14, wantParas: 4},
		{name: "paste replaces a selection", text: "abcdef", sel: Range{1, 5}, clip: "X\nY",
			do: func(e *Editor) { e.TypedShortcut(&fyne.ShortcutPaste{}) }, want: "aX\nYf", wantCaret: 4},
		{name: "cut across paragraphs", text: "第一段\n第二段", sel: Range{2, 5},
			do: func(e *Editor) { e.TypedShortcut(&fyne.ShortcutCut{}) }, want: "第一二段", wantCaret: 2, wantClip: "段\n第"},
		{name: "ctrl+backspace deletes a word", text: "hello world", sel: Range{11, 11},
			do: func(e *Editor) { ctrl(e, fyne.KeyBackspace, word) }, want: "hello ", wantCaret: 6},
		{name: "ctrl+delete deletes one han character", text: "天下大势", sel: Range{1, 1},
			do: func(e *Editor) { ctrl(e, fyne.KeyDelete, word) }, want: "天大势", wantCaret: 1},
		{name: "tab inserts a tab", text: "ab", sel: Range{1, 1},
			do: func(e *Editor) { press(e, fyne.KeyTab) }, want: "a\tb", wantCaret: 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, _ := newTestEditor(t, c.text)
			fyne.CurrentApp().Clipboard().SetContent(c.clip)
			e.Select(c.sel.Start, c.sel.End)
			changes := 0
			e.OnChanged = func() { changes++ }
			c.do(e)
			if got := e.Text(); got != c.want {
				t.Fatalf("text %q, want %q", got, c.want)
			}
			if s, end := e.Selection(); s != c.wantCaret || end != c.wantCaret || e.CaretOffset() != c.wantCaret {
				t.Fatalf("caret %d selection %d..%d, want caret %d", e.CaretOffset(), s, end, c.wantCaret)
			}
			if c.wantParas > 0 && len(e.doc.paras) != c.wantParas {
				t.Fatalf("%d paragraphs, want %d", len(e.doc.paras), c.wantParas)
			}
			if c.wantClip != "" && fyne.CurrentApp().Clipboard().Content() != c.wantClip {
				t.Fatalf("clipboard %q, want %q", fyne.CurrentApp().Clipboard().Content(), c.wantClip)
			}
			checkCounts(t, e)
			if c.want == c.text {
				if changes != 0 || e.CanUndo() {
					t.Fatalf("a no-op edit reported %d changes", changes)
				}
				return
			}
			if changes == 0 {
				t.Fatal("OnChanged was not called")
			}
			e.TypedShortcut(&fyne.ShortcutUndo{})
			if got := e.Text(); got != c.text {
				t.Fatalf("after undo: text %q, want %q", got, c.text)
			}
			if s, end := e.Selection(); s != c.sel.Start || end != c.sel.End {
				t.Fatalf("after undo: selection %d..%d, want %d..%d", s, end, c.sel.Start, c.sel.End)
			}
			e.TypedShortcut(&fyne.ShortcutRedo{})
			if got := e.Text(); got != c.want {
				t.Fatalf("after redo: text %q, want %q", got, c.want)
			}
			if e.CaretOffset() != c.wantCaret {
				t.Fatalf("after redo: caret %d, want %d", e.CaretOffset(), c.wantCaret)
			}
			checkCounts(t, e)
		})
	}
}

func checkCounts(t *testing.T, e *Editor) {
	t.Helper()
	if got, want := e.Counts(), engine.CountText(e.Text()); got != want {
		t.Fatalf("counts %+v, engine counts %+v", got, want)
	}
}

// TestMovement checks caret movement and keyboard selection, across
// paragraphs and by CJK-aware words.
func TestMovement(t *testing.T) {
	cases := []struct {
		name     string
		text     string
		caret    int
		do       func(e *Editor)
		wantFrom int
		wantTo   int // selection end; the caret is at wantTo unless selecting backwards
		wantSel  string
	}{
		{"right at a paragraph end goes to the next", "ab\ncd", 2, func(e *Editor) { press(e, fyne.KeyRight) }, 3, 3, ""},
		{"left at a paragraph start goes to the previous end", "ab\ncd", 3, func(e *Editor) { press(e, fyne.KeyLeft) }, 2, 2, ""},
		{"ctrl+right steps one han character", "天下大势，分久", 0, func(e *Editor) { ctrl(e, fyne.KeyRight, word) }, 1, 1, ""},
		{"ctrl+right over a latin word", "hello world", 0, func(e *Editor) { ctrl(e, fyne.KeyRight, word) }, 5, 5, ""},
		{"ctrl+right skips the space then the word", "hello world", 5, func(e *Editor) { ctrl(e, fyne.KeyRight, word) }, 11, 11, ""},
		{"ctrl+left in mixed text stops at the latin word's start", "我用Python写", 8, func(e *Editor) { ctrl(e, fyne.KeyLeft, word) }, 2, 2, ""},
		{"ctrl+left before the latin word steps one han", "我用Python写", 2, func(e *Editor) { ctrl(e, fyne.KeyLeft, word) }, 1, 1, ""},
		{"ctrl+right at a paragraph end goes to the next", "ab\ncd", 2, func(e *Editor) { ctrl(e, fyne.KeyRight, word) }, 3, 3, ""},
		{"ctrl+shift+right selects a word", "hello world", 0, func(e *Editor) { ctrl(e, fyne.KeyRight, wordShift) }, 0, 5, "hello"},
		{"shift+right selects across a paragraph break", "ab\ncd", 1, func(e *Editor) {
			shiftPress(e, fyne.KeyRight)
			shiftPress(e, fyne.KeyRight)
			shiftPress(e, fyne.KeyRight)
		}, 1, 4, "b\nc"},
		{"shift+down selects into the next paragraph", "abcd\nefgh", 1, func(e *Editor) { shiftPress(e, fyne.KeyDown) }, 1, 6, "bcd\ne"},
		{"shift+up selects backwards", "abcd\nefgh", 6, func(e *Editor) { shiftPress(e, fyne.KeyUp) }, 1, 6, "bcd\ne"},
		{"left collapses a selection to its start", "abcd", 1, func(e *Editor) {
			shiftPress(e, fyne.KeyRight)
			shiftPress(e, fyne.KeyRight)
			press(e, fyne.KeyLeft)
		}, 1, 1, ""},
		{"down keeps the column", "abcd\nabcd", 2, func(e *Editor) { press(e, fyne.KeyDown) }, 7, 7, ""},
		{"down on the last line goes to the end", "abcd\nab", 6, func(e *Editor) { press(e, fyne.KeyDown) }, 7, 7, ""},
		{"up on the first line goes to the start", "abcd", 3, func(e *Editor) { press(e, fyne.KeyUp) }, 0, 0, ""},
		{"home and end", "ab\ncdef", 4, func(e *Editor) { press(e, fyne.KeyEnd) }, 7, 7, ""},
		{"home", "ab\ncdef", 5, func(e *Editor) { press(e, fyne.KeyHome) }, 3, 3, ""},
		{"shift+home selects to the line start", "ab\ncdef", 5, func(e *Editor) { shiftPress(e, fyne.KeyHome) }, 3, 5, "cd"},
		{"ctrl+end", "ab\ncd\nef", 1, func(e *Editor) { ctrl(e, fyne.KeyEnd, primary) }, 8, 8, ""},
		{"ctrl+shift+home selects to the start", "ab\ncd\nef", 4, func(e *Editor) { ctrl(e, fyne.KeyHome, primary|fyne.KeyModifierShift) }, 0, 4, "ab\nc"},
		{"ctrl+a selects all", "ab\n\ncd", 1, func(e *Editor) { e.TypedShortcut(&fyne.ShortcutSelectAll{}) }, 0, 6, "ab\n\ncd"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e, _ := newTestEditor(t, c.text)
			e.SetCaret(c.caret)
			c.do(e)
			from, to := e.Selection()
			if from != c.wantFrom || to != c.wantTo {
				t.Fatalf("selection %d..%d (caret %d), want %d..%d", from, to, e.CaretOffset(), c.wantFrom, c.wantTo)
			}
			if got := e.SelectedText(); got != c.wantSel {
				t.Fatalf("selected %q, want %q", got, c.wantSel)
			}
			if e.Text() != c.text {
				t.Fatalf("movement changed the text to %q", e.Text())
			}
		})
	}
}

// TestPageDownAndWrappedLines: PageDown moves a screenful through wrapped
// paragraphs and scrolls; Down walks visual lines inside a paragraph.
func TestPageDownAndWrappedLines(t *testing.T) {
	long := strings.Repeat("天下大势，分久必合，合久必分。", 40)
	e, _ := newTestEditor(t, long+"\n"+long)
	if n := len(e.lines(0)); n < 10 {
		t.Fatalf("a %d-character paragraph wrapped into %d lines in a 400px view", len([]rune(long)), n)
	}
	press(e, fyne.KeyDown)
	if got, want := e.CaretOffset(), e.lines(0)[1]; got != want {
		t.Fatalf("down from the start: caret %d, want the second line's start %d", got, want)
	}
	press(e, fyne.KeyPageDown)
	if e.CaretOffset() <= e.lines(0)[3] || e.top == 0 && e.topOff == 0 {
		t.Fatalf("page down: caret %d, view at paragraph %d+%v", e.CaretOffset(), e.top, e.topOff)
	}
	pos, _ := e.CaretPosition()
	if pos.Y < 0 || pos.Y > 300 {
		t.Fatalf("caret at y %v, outside the view", pos.Y)
	}
	press(e, fyne.KeyEnd)
	starts, li := e.lineOf(e.caret, e.eol)
	if !e.eol || e.caret.Col != starts[li+1] {
		t.Fatalf("end on a wrapped line: caret %v eol %v, line starts %v", e.caret, e.eol, starts[:li+2])
	}
	if x := e.caretLocal().X; x < 200 {
		t.Fatalf("end of a full wrapped line drawn at x %v, not at the right", x)
	}
}

// TestMouse: tap, shift+click, drag across paragraphs and double-click.
func TestMouse(t *testing.T) {
	e, _ := newTestEditor(t, "hello world\n第二段文字\nthird")
	lh, pad := e.m.lineHeight, e.m.pad
	line := func(i int) float32 { return pad + lh*float32(i) + lh/2 }

	test.TapAt(e, fyne.NewPos(pad+1, line(1)))
	if got := e.CaretOffset(); got != 12 {
		t.Fatalf("tap on the second line's start: caret %d, want 12", got)
	}
	test.TapAt(e, fyne.NewPos(390, line(0)))
	if got := e.CaretOffset(); got != 11 {
		t.Fatalf("tap right of the first line: caret %d, want 11", got)
	}
	e.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(pad+1, line(2))},
		Button: desktop.MouseButtonPrimary, Modifier: fyne.KeyModifierShift})
	if got := e.SelectedText(); got != "\n第二段文字\n" {
		t.Fatalf("shift+click selected %q", got)
	}
	e.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(pad+1, line(0))}, Button: desktop.MouseButtonPrimary})
	e.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(390, line(1))}, Dragged: fyne.NewDelta(389-pad, line(1)-line(0))})
	e.DragEnd()
	if got := e.SelectedText(); got != "hello world\n第二段文字" {
		t.Fatalf("drag selected %q", got)
	}
	wAt := pad + e.m.width([]rune("hello w"))
	test.DoubleTap(e) // at (1,1): the first word
	if got := e.SelectedText(); got != "hello" {
		t.Fatalf("double-click selected %q", got)
	}
	e.DoubleTapped(&fyne.PointEvent{Position: fyne.NewPos(wAt, line(0))})
	if got := e.SelectedText(); got != "world" {
		t.Fatalf("double-click on world selected %q", got)
	}
	e.DoubleTapped(&fyne.PointEvent{Position: fyne.NewPos(pad+e.m.width([]rune("第二"))+2, line(1))})
	if got := e.SelectedText(); got != "段" {
		t.Fatalf("double-click on a han character selected %q", got)
	}
}

// TestUndoCoalescesTyping: a run of typing is one undo step; moving the
// caret starts a new one; Ctrl+Shift+Z and Ctrl+Y redo.
func TestUndoCoalescesTyping(t *testing.T) {
	e, _ := newTestEditor(t, "开头")
	e.SetCaret(2)
	test.Type(e, "天下大势")
	press(e, fyne.KeyLeft)
	test.Type(e, "之")
	if e.Text() != "开头天下大之势" {
		t.Fatalf("text %q", e.Text())
	}
	ctrl(e, fyne.KeyZ, primary) // not a Fyne undo shortcut: ignored
	e.Undo()
	if e.Text() != "开头天下大势" {
		t.Fatalf("first undo: %q", e.Text())
	}
	e.Undo()
	if e.Text() != "开头" || e.CanUndo() {
		t.Fatalf("second undo: %q (more steps: %v)", e.Text(), e.CanUndo())
	}
	ctrl(e, fyne.KeyZ, primary|fyne.KeyModifierShift)
	if e.Text() != "开头天下大势" {
		t.Fatalf("ctrl+shift+z: %q", e.Text())
	}
	ctrl(e, fyne.KeyY, primary)
	if e.Text() != "开头天下大之势" || e.CanRedo() {
		t.Fatalf("ctrl+y: %q", e.Text())
	}
	// Typing after an undo drops the redo steps.
	e.Undo()
	test.Type(e, "X")
	if e.CanRedo() {
		t.Fatal("redo survived a new edit")
	}
	// Backspaces merge into one step.
	for range 3 {
		press(e, fyne.KeyBackspace)
	}
	e.Undo()
	if !strings.Contains(e.Text(), "大X") {
		t.Fatalf("undoing three backspaces: %q", e.Text())
	}
}

// TestUndoStepsInChineseEndAtClauses: Chinese has no spaces, so typing
// (one rune at a time or an input method's commits) is undone a clause
// at a time, the punctuation and closing quotes going with the clause
// they end.
func TestUndoStepsInChineseEndAtClauses(t *testing.T) {
	tests := []struct {
		name  string
		typed []string // keystrokes or input-method commits
		undos []string // the text after each Ctrl+Z
	}{
		{"clauses", []string{"门外风雪正紧。", "他裹紧了衣服，", "快步向城东走去"},
			[]string{"门外风雪正紧。他裹紧了衣服，", "门外风雪正紧。", ""}},
		{"closing quote stays with its clause", []string{"他说：", "“走吧。”", "两人出门"},
			[]string{"他说：“走吧。”", "他说：", ""}},
		{"no punctuation: one step", []string{"夜色", "沉沉"}, []string{""}},
		{"Latin words", []string{"It ", "was ", "dark"}, []string{"It was ", "It ", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, "")
			for _, s := range tt.typed {
				for _, r := range s {
					e.TypedRune(r)
				}
			}
			for i, want := range tt.undos {
				e.Undo()
				if e.Text() != want {
					t.Fatalf("undo %d: %q, want %q", i+1, e.Text(), want)
				}
			}
			if e.CanUndo() {
				t.Errorf("more to undo after %d steps", len(tt.undos))
			}
			// The same through an input method's commits.
			e.SetText("")
			for _, s := range tt.typed {
				e.InsertText(s)
			}
			for i, want := range tt.undos {
				e.Undo()
				if e.Text() != want {
					t.Fatalf("commits, undo %d: %q, want %q", i+1, e.Text(), want)
				}
			}
		})
	}
}

// TestKeyOverSelectionIsReported: a key that replaces a selection (a
// character, a commit, Enter, Tab, Backspace, Delete) reports the text it
// replaced, so the application can say so; cut and paste, and keys with
// nothing selected, do not.
func TestKeyOverSelectionIsReported(t *testing.T) {
	const text = "第一段。\n第二段很长。"
	tests := []struct {
		name string
		key  func(e *Editor)
		want string // "" when nothing is reported
	}{
		{"a character", func(e *Editor) { e.TypedRune('x') }, "段。\n第二"},
		{"an input method's commit", func(e *Editor) { e.InsertText("你好") }, "段。\n第二"},
		{"Enter", func(e *Editor) { press(e, fyne.KeyReturn) }, "段。\n第二"},
		{"Tab", func(e *Editor) { press(e, fyne.KeyTab) }, "段。\n第二"},
		{"Backspace", func(e *Editor) { press(e, fyne.KeyBackspace) }, "段。\n第二"},
		{"Delete", func(e *Editor) { press(e, fyne.KeyDelete) }, "段。\n第二"},
		{"paste", func(e *Editor) {
			cb := test.NewClipboard()
			cb.SetContent("贴")
			e.TypedShortcut(&fyne.ShortcutPaste{Clipboard: cb})
		}, ""},
		{"cut", func(e *Editor) { e.TypedShortcut(&fyne.ShortcutCut{Clipboard: test.NewClipboard()}) }, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, text)
			var got []string
			e.OnKeyOverSelection = func(removed, _ string) { got = append(got, removed) }
			e.Select(2, 7)
			tt.key(e)
			if tt.want == "" && len(got) != 0 || tt.want != "" && (len(got) != 1 || got[0] != tt.want) {
				t.Fatalf("reported %q, want %q", got, tt.want)
			}
			// The same key with nothing selected reports nothing.
			got = nil
			e.SetCaret(3)
			tt.key(e)
			if len(got) != 0 {
				t.Fatalf("with nothing selected, reported %q", got)
			}
		})
	}
}

// TestEnterKeepsTheParagraphIndent: Enter starts the new paragraph with
// the indent of the one it breaks (　　 in a Chinese manuscript), moves an
// indent alone on its line down rather than leave a line of spaces, and
// is a plain line break at the margin, inside the indent or over a
// selection; one Ctrl+Z takes it back. Past the indent it sets the new
// paragraph apart with a blank line, as an import sets paragraphs apart
// (typed ones sat closer than the imported ones around them), except in
// a chapter whose paragraphs are lines with nothing between.
func TestEnterKeepsTheParagraphIndent(t *testing.T) {
	tests := []struct {
		name, text string
		caret, end int // end > caret: a selection
		want       string
		wantCaret  int
	}{
		{"mid-paragraph", "　　他说：“走吧。”", 5, 5, "　　他说：\n\n　　“走吧。”", 9},
		{"at the end", "　　他说。", 5, 5, "　　他说。\n\n　　", 9},
		{"at the end, paragraphs apart", "　　雪。\n\n　　他说。", 11, 11, "　　雪。\n\n　　他说。\n\n　　", 15},
		{"at the end of the first, paragraphs apart", "　　雪。\n\n　　他说。", 4, 4, "　　雪。\n\n　　\n\n　　他说。", 8},
		{"at the end, paragraphs as lines", "　　雪。\n　　他说。", 10, 10, "　　雪。\n　　他说。\n　　", 13},
		{"at the end of the first, paragraphs as lines", "　　雪。\n　　他说。", 4, 4, "　　雪。\n　　\n　　他说。", 7},
		{"indent alone: a blank line", "　　他说。\n　　", 8, 8, "　　他说。\n\n　　", 9},
		{"before the first character", "　　他说。", 2, 2, "\n　　他说。", 3},
		{"inside the indent", "　　他说。", 1, 1, "　\n　他说。", 2},
		{"at the margin", "　　他说。", 0, 0, "\n　　他说。", 1},
		{"spaces", "  He said.", 10, 10, "  He said.\n\n  ", 14},
		{"no indent", "He said.", 8, 8, "He said.\n\n", 10},
		{"no indent, paragraphs as lines", "It rained.\nHe said.", 19, 19, "It rained.\nHe said.\n", 20},
		{"over a selection", "　　他说：“走吧。”", 4, 6, "　　他说\n走吧。”", 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, tt.text)
			e.Select(tt.caret, tt.end)
			press(e, fyne.KeyReturn)
			if e.Text() != tt.want || e.CaretOffset() != tt.wantCaret {
				t.Fatalf("%q, caret %d; want %q, caret %d", e.Text(), e.CaretOffset(), tt.want, tt.wantCaret)
			}
			e.Undo()
			if e.Text() != tt.text {
				t.Fatalf("undo left %q", e.Text())
			}
		})
	}
}

// TestTypedIndentGoesOverEnters: an author who indents by hand types
// the two ideographic spaces after Enter and gets one indent, not Enter's
// and their own; past
// Enter's indent, or after any other key, an indent character is typed
// as usual.
func TestTypedIndentGoesOverEnters(t *testing.T) {
	tests := []struct {
		name, typed, want string
	}{
		{"one indent typed over Enter's", "\n　　他走了。", "　　他说。\n\n　　他走了。"},
		{"Enter twice, then the indent", "\n\n　　他走了。", "　　他说。\n\n　　他走了。"},
		{"a deeper indent", "\n　　　　诗。", "　　他说。\n\n　　　　诗。"},
		{"no indent typed", "\n他走了。", "　　他说。\n\n　　他走了。"},
		{"another key between", "\n\b　　他走了。", "　　他说。\n\n　　　他走了。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, "　　他说。")
			e.Select(5, 5)
			typeKeys(e, tt.typed)
			if e.Text() != tt.want {
				t.Fatalf("%q, want %q", e.Text(), tt.want)
			}
		})
	}
}

// typeKeys types s into e as keys: '\n' is Enter, '\b' Backspace, any
// other rune a typed one.
func typeKeys(e *Editor, s string) {
	for _, r := range s {
		switch r {
		case '\n':
			press(e, fyne.KeyReturn)
		case '\b':
			press(e, fyne.KeyBackspace)
		default:
			e.TypedRune(r)
		}
	}
}

// TestEnterTwiceIsOneBlankLine: Enter sets a new paragraph apart with a
// blank line, so the second Enter of an author used to pressing it twice
// between paragraphs is taken as that blank line and adds nothing; a
// third adds a line, and after any other key Enter works as ever.
func TestEnterTwiceIsOneBlankLine(t *testing.T) {
	tests := []struct {
		name, text, typed, want string
	}{
		{"Chinese, Enter once", "　　他说。", "\n他走了。", "　　他说。\n\n　　他走了。"},
		{"Chinese, Enter twice", "　　他说。", "\n\n他走了。", "　　他说。\n\n　　他走了。"},
		{"Chinese, Enter three times", "　　他说。", "\n\n\n他走了。", "　　他说。\n\n\n　　他走了。"},
		{"English, Enter twice", "He said.", "\n\nGo.", "He said.\n\nGo."},
		{"English, Enter three times", "He said.", "\n\n\nGo.", "He said.\n\n\nGo."},
		{"a key between", "He said.", "\n\b\n\nGo.", "He said.\n\n\nGo."},
		{"paragraphs as lines, Enter twice", "It rained.\nHe said.", "\n\nGo.", "It rained.\nHe said.\n\nGo."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, tt.text)
			e.Select(len([]rune(tt.text)), len([]rune(tt.text)))
			typeKeys(e, tt.typed)
			if e.Text() != tt.want {
				t.Fatalf("%q, want %q", e.Text(), tt.want)
			}
		})
	}
}

// TestUndoTakesBackAWordAtATime: typed English comes back a word at a
// time, each word with the space typed after it, so the caret lands where
// the word began (ready to type it again), and redo puts the words back.
func TestUndoTakesBackAWordAtATime(t *testing.T) {
	e, _ := newTestEditor(t, "")
	test.Type(e, "Elizabeth's letter said  ")
	for _, want := range []string{"Elizabeth's letter ", "Elizabeth's ", ""} {
		e.Undo()
		if e.Text() != want {
			t.Fatalf("undo left %q, want %q", e.Text(), want)
		}
		if s, end := e.Selection(); s != len([]rune(want)) || end != s {
			t.Fatalf("undo left the caret at %d..%d, want %d", s, end, len([]rune(want)))
		}
	}
	if e.CanUndo() {
		t.Fatal("more to undo after the first word")
	}
	e.Redo()
	if e.Text() != "Elizabeth's " {
		t.Fatalf("redo gave %q, want the first word back", e.Text())
	}
}

// TestHighlightsAndSetCaret: SetCaret scrolls a far offset into view
// without selecting; highlights are not replaced by typing and are
// cleared by the next edit.
func TestHighlightsAndSetCaret(t *testing.T) {
	var b strings.Builder
	for i := range 500 {
		b.WriteString("　　第" + strings.Repeat("字", i%30) + "段。\n\n")
	}
	text := b.String()
	e, _ := newTestEditor(t, text)
	target := len([]rune(text)) * 3 / 4
	e.SetHighlights([]Range{{target, target + 3}})
	e.SetCaret(target)
	if s, end := e.Selection(); s != target || end != target {
		t.Fatalf("SetCaret selected %d..%d", s, end)
	}
	pos, lh := e.CaretPosition()
	if pos.Y < 0 || pos.Y+lh > 300 {
		t.Fatalf("caret at y %v after SetCaret: not in the 300px view", pos.Y)
	}
	if h := e.Highlights(); len(h) != 1 || h[0] != (Range{target, target + 3}) {
		t.Fatalf("highlights %v", h)
	}
	test.Type(e, "新")
	runes := []rune(e.Text())
	if string(runes[target:target+1]) != "新" || len(runes) != len([]rune(text))+1 {
		t.Fatal("typing after SetCaret replaced text")
	}
	if len(e.Highlights()) != 0 {
		t.Fatal("an edit kept stale highlights")
	}
}

// TestOnlyVisibleParagraphsAreLaidOut: a 200k-character chapter lays out
// only the paragraphs on screen, and a keystroke re-lays out only its own.
func TestOnlyVisibleParagraphsAreLaidOut(t *testing.T) {
	var b strings.Builder
	for b.Len() < 600_000 {
		b.WriteString("　　" + strings.Repeat("天下大势，分久必合。", 8) + "\n\n")
	}
	e, _ := newTestEditor(t, b.String())
	laidOut := func() (n int) {
		for _, p := range e.doc.paras {
			if p.lay.starts != nil {
				n++
			}
		}
		return n
	}
	if n := laidOut(); n == 0 || n > 30 {
		t.Fatalf("%d of %d paragraphs laid out for a 300px view", n, len(e.doc.paras))
	}
	e.SetCaret(e.doc.offset(textPos{2000, 4}))
	before := make(map[*paragraph][]int)
	for _, p := range e.doc.paras {
		if p.lay.starts != nil {
			before[p] = p.lay.starts
		}
	}
	test.Type(e, "字")
	relaid := 0
	for _, p := range e.doc.paras {
		if p.lay.starts != nil {
			if old, ok := before[p]; !ok || &old[0] != &p.lay.starts[0] {
				relaid++
			}
		}
	}
	if relaid != 1 {
		t.Fatalf("a keystroke laid out %d paragraphs, want only its own", relaid)
	}
}

// TestTextRoundTrips: Text returns what SetText was given, blank lines
// and indents included; CRLF reads as LF.
func TestTextRoundTrips(t *testing.T) {
	for _, s := range []string{"", "\n", "　　第一段。\n\n　　第二段。\n", "a\n\n\nb", "line one\nline two"} {
		e, _ := newTestEditor(t, s)
		if e.Text() != s {
			t.Fatalf("Text() = %q, want %q", e.Text(), s)
		}
		checkCounts(t, e)
	}
	e, _ := newTestEditor(t, "a\r\nb\rc")
	if e.Text() != "a\nb\nc" {
		t.Fatalf("CRLF text read as %q", e.Text())
	}
}

// TestScrolling: the wheel scrolls through paragraphs without passing
// the last line, the scroll bar jumps, and the caret stays put.
func TestScrolling(t *testing.T) {
	var b strings.Builder
	for i := range 300 {
		b.WriteString("　　第" + strings.Repeat("字", 10+i%40) + "段。\n")
	}
	e, _ := newTestEditor(t, b.String())
	e.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -1000)})
	if e.top == 0 {
		t.Fatal("scrolling down 1000px left the first paragraph at the top")
	}
	if e.CaretOffset() != 0 {
		t.Fatalf("scrolling moved the caret to %d", e.CaretOffset())
	}
	e.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, -1e7)})
	last := len(e.doc.paras) - 1
	if y, ok := e.paraTop(last); !ok || y+e.paraHeight(last) > 300 || y+e.paraHeight(last) < 300-2*e.m.pad-e.m.lineHeight {
		t.Fatalf("scrolled to the end: last paragraph at %v (visible %v), view 300px", y, ok)
	}
	e.Scrolled(&fyne.ScrollEvent{Scrolled: fyne.NewDelta(0, 1e7)})
	if e.top != 0 || e.topOff != 0 {
		t.Fatalf("scrolled back up: top %d+%v", e.top, e.topOff)
	}
	// A drag on the scroll bar from the top to the middle of the view.
	x := e.size.Width - e.m.barZone()/2
	e.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: fyne.NewPos(x, 150)}, Dragged: fyne.NewDelta(0, 149)})
	e.DragEnd()
	if e.top < 100 || e.top > 200 {
		t.Fatalf("scroll bar dragged to the middle: top paragraph %d of %d", e.top, len(e.doc.paras))
	}
	if e.SelectedText() != "" {
		t.Fatal("dragging the scroll bar selected text")
	}
}

// TestCaretLineStaysInView: after Ctrl+End, and while typing at the end
// of a long chapter wraps onto new lines, the caret's whole line is on
// screen. (The top paragraph's offset used to be pulled to a line
// boundary, leaving the bottom line half out of sight.)
func TestCaretLineStaysInView(t *testing.T) {
	var b strings.Builder
	for i := range 300 {
		b.WriteString("　　第" + strings.Repeat("字", 10+i%40) + "段。\n")
	}
	e, _ := newTestEditor(t, strings.TrimSuffix(b.String(), "\n"))
	inView := func(what string) {
		t.Helper()
		c := e.caretLocal()
		if c.Y < e.m.pad || c.Y+e.m.lineHeight > e.size.Height-e.m.pad+0.01 {
			t.Fatalf("%s: caret line at %v–%v, view %v with padding %v", what, c.Y, c.Y+e.m.lineHeight, e.size.Height, e.m.pad)
		}
	}
	ctrl(e, fyne.KeyEnd, primary)
	inView("Ctrl+End")
	for i := range 80 {
		e.TypedRune('字')
		inView(fmt.Sprintf("rune %d typed at the end", i+1))
	}
}

// TestFontSourceMeasuresAndDraws: with FontSource set, every line is
// drawn in that font, the lines added when the view grows included, and
// lines are broken by its widths. A line drawn in another font than it
// was measured in comes out clipped (seen in the app, where lines added
// after the editor's theme override was applied were drawn in the
// window's font and the others in the override's).
func TestFontSourceMeasuresAndDraws(t *testing.T) {
	line := "When I had attained the age of seventeen my parents resolved"
	e, w := newTestEditor(t, line+"\n"+line)
	wide := theme.DefaultTextBoldFont() // wider than the regular face
	e.FontSource = wide
	w.Resize(fyne.NewSize(900, 600)) // more lines on screen: new ones are drawn
	e.Refresh()
	if got, want := e.m.width([]rune(line)), boldWidth(line, e.m.textSize); got != want {
		t.Fatalf("measured %v, the font draws it %v wide", got, want)
	}
	drawn := 0
	for _, o := range test.WidgetRenderer(e).Objects() {
		if tx, ok := o.(*canvas.Text); ok && tx.Text != "" {
			drawn++
			if tx.FontSource != wide {
				t.Fatalf("line %q is drawn in %v, not the editor's font", tx.Text, tx.FontSource)
			}
		}
	}
	if drawn < 2 {
		t.Fatalf("%d lines drawn", drawn)
	}
}

// boldWidth is how wide Fyne draws s in its bold face at size.
func boldWidth(s string, size float32) float32 {
	sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, size, fyne.TextStyle{}, theme.DefaultTextBoldFont())
	return sz.Width
}

// TestInputMethodHooks: committed input-method text goes in at the caret
// as one undo step, and CaretPosition follows the caret in canvas
// coordinates, announced by OnCaretMoved.
func TestInputMethodHooks(t *testing.T) {
	e, w := newTestEditor(t, "开头\n结尾")
	moved := 0
	e.OnCaretMoved = func() { moved++ }
	e.SetCaret(2)
	before, lh := e.CaretPosition()
	if lh <= 0 || before.X <= 0 || before.Y < 0 || before.Y > w.Canvas().Size().Height {
		t.Fatalf("caret at %v, line height %v", before, lh)
	}
	e.InsertText("你好")
	if e.Text() != "开头你好\n结尾" || e.CaretOffset() != 4 {
		t.Fatalf("after commit: %q caret %d", e.Text(), e.CaretOffset())
	}
	after, _ := e.CaretPosition()
	if after.X <= before.X || after.Y != before.Y {
		t.Fatalf("caret moved from %v to %v after two characters", before, after)
	}
	press(e, fyne.KeyDown)
	below, _ := e.CaretPosition()
	if below.Y <= after.Y {
		t.Fatalf("down: caret y %v, was %v", below.Y, after.Y)
	}
	if moved < 3 {
		t.Fatalf("OnCaretMoved called %d times", moved)
	}
	e.Undo()
	if e.Text() != "开头\n结尾" {
		t.Fatalf("undo of a commit: %q", e.Text())
	}
}

// TestContextMenu: a right click offers the clipboard commands, which act
// on the selection.
func TestContextMenu(t *testing.T) {
	e, w := newTestEditor(t, "第一段\n第二段")
	e.Select(1, 5)
	test.TapSecondary(e)
	if w.Canvas().Overlays().Top() == nil {
		t.Fatal("a right click showed no menu")
	}
	fyne.CurrentApp().Clipboard().SetContent("")
	var cut *fyne.MenuItem
	for _, it := range e.contextMenu().Items {
		if it.Label == lang.L("Cut") { // 剪切 in a Chinese locale
			cut = it
		}
	}
	if cut == nil {
		t.Fatal("the context menu has no Cut")
	}
	cut.Action()
	if e.Text() != "第二段" || fyne.CurrentApp().Clipboard().Content() != "一段\n第" {
		t.Fatalf("Cut from the context menu: text %q, clipboard %q", e.Text(), fyne.CurrentApp().Clipboard().Content())
	}
}

// TestWrapKeepsIndentAndWords: in the widget, an indented Chinese
// paragraph keeps its indent on a line with text, no line starts with
// closing punctuation, and English wraps between words.
func TestWrapKeepsIndentAndWords(t *testing.T) {
	zh := "　　" + strings.Repeat("天下大势，分久必合；合久必分。", 12)
	en := strings.Repeat("The lighthouse keeper counted the ships again. ", 12)
	e, _ := newTestEditor(t, zh+"\n"+en)
	text := []rune(zh)
	starts := e.lines(0)
	if len(starts) < 3 || starts[1] <= 3 {
		t.Fatalf("indented paragraph wrapped at %v", starts)
	}
	for _, s := range starts[1:] {
		if strings.ContainsRune("，。；", text[s]) {
			t.Fatalf("a line starts with %q (line starts %v)", text[s], starts)
		}
	}
	words := []rune(en)
	for _, s := range e.lines(1)[1:] {
		if words[s-1] != ' ' {
			t.Fatalf("English wrapped inside a word at %d: %q|%q", s, string(words[max(s-8, 0):s]), string(words[s:s+8]))
		}
	}
}

// TestReplaceIsOneUndoStep: Replace rewrites a span across paragraphs as
// one step that Undo takes back whole.
func TestReplaceIsOneUndoStep(t *testing.T) {
	text := "孔明曰：\n\n“孔明在此。”"
	e, _ := newTestEditor(t, text)
	e.Replace(0, 9, "诸葛亮曰：\n\n“诸葛亮")
	if got, want := e.Text(), "诸葛亮曰：\n\n“诸葛亮在此。”"; got != want {
		t.Fatalf("after Replace: %q, want %q", got, want)
	}
	if e.CaretOffset() != 11 {
		t.Errorf("caret at %d, want after the replacement (11)", e.CaretOffset())
	}
	e.Undo()
	if e.Text() != text || e.CanUndo() {
		t.Fatalf("Undo left %q (more to undo: %v), want the text back in one step", e.Text(), e.CanUndo())
	}
}

// TestRedrawLooksAtVisibleHighlightsOnly: with a match highlighted in
// every one of 2,000 paragraphs, a redraw considers only those near the
// screen, wherever it is scrolled to.
func TestRedrawLooksAtVisibleHighlightsOnly(t *testing.T) {
	text := strings.Repeat("孔明曰：天下大势，分久必合。\n", 2000)
	e, _ := newTestEditor(t, text)
	var hs []Range
	for i := 1999; i >= 0; i-- { // out of order on purpose
		hs = append(hs, Range{i * 15, i*15 + 2})
	}
	e.SetHighlights(hs)
	for _, at := range []int{0, 15 * 1000, 15 * 1999} {
		e.SetCaret(at)
		vis := e.visibleHighlights()
		if len(vis) == 0 || len(vis) > 60 {
			t.Fatalf("caret at %d: %d highlights considered, want the few on screen", at, len(vis))
		}
		if p := e.doc.pos(at).Para; vis[0].from.Para > p || vis[len(vis)-1].from.Para < p {
			t.Errorf("caret at paragraph %d: highlights considered span paragraphs %d..%d", p, vis[0].from.Para, vis[len(vis)-1].from.Para)
		}
	}
}

// TestShiftTabLeavesBackwards: Tab inserts a tab, and Shift+Tab, which
// the window hands the editor too, moves the keyboard to the widget
// before it instead of inserting one.
func TestShiftTabLeavesBackwards(t *testing.T) {
	test.NewTempApp(t)
	e := New()
	title := widget.NewEntry()
	w := test.NewTempWindow(t, container.NewVBox(title, e))
	w.Resize(fyne.NewSize(400, 300))
	e.SetText("山中")
	w.Canvas().Focus(e)
	press(e, fyne.KeyTab)
	if e.Text() != "\t山中" {
		t.Fatalf("Tab made %q", e.Text())
	}
	shiftPress(e, fyne.KeyTab)
	if e.Text() != "\t山中" {
		t.Fatalf("Shift+Tab made %q", e.Text())
	}
	if w.Canvas().Focused() != title {
		t.Fatalf("Shift+Tab left the keyboard with %T, want the box before the editor", w.Canvas().Focused())
	}
}

// TestScrollBarOnlyWhenTextOverflows: the scroll bar shows when there is
// text to scroll to, not for a new chapter's first lines: from its second
// paragraph on, a chapter that fitted on screen had a bar as tall as the
// view.
func TestScrollBarOnlyWhenTextOverflows(t *testing.T) {
	cases := []struct {
		name    string
		text    string
		caret   int // where the view is scrolled to
		wantBar bool
	}{
		{"one line", "天亮了", 0, false},
		{"two short paragraphs", "天亮了\n他", 0, false},
		{"a screenful and more", strings.Repeat("他走进了房间。\n", 60), 0, true},
		{"scrolled to the end", strings.Repeat("他走进了房间。\n", 60), 60 * 8, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			e, _ := newTestEditor(t, tc.text)
			e.SetCaret(tc.caret)
			e.Refresh()
			barColor := theme.ColorForWidget(theme.ColorNameScrollBar, e)
			bar := false
			for _, o := range test.WidgetRenderer(e).Objects() {
				if r, ok := o.(*canvas.Rectangle); ok && r.FillColor == barColor && r.Visible() {
					bar = true
				}
			}
			if bar != tc.wantBar {
				t.Fatalf("scroll bar shown: %v, want %v", bar, tc.wantBar)
			}
		})
	}
}

// TestPlaceHolderWraps: a hint longer than the view is wrapped as the
// text would be, every line within the view; it ran off the right edge
// as one line ("Create a project with Ctrl+N, … to start writing" at
// 900 px).
func TestPlaceHolderWraps(t *testing.T) {
	for _, tc := range []struct {
		hint  string
		width float32
	}{
		{"Create a project with Ctrl+N, or import a manuscript with Ctrl+O, to start writing.", 300},
		{"在左侧选择章节，或按 Ctrl+N 新建章节。按 Ctrl+O 导入书稿，开始写作。", 200},
	} {
		e, w := newTestEditor(t, "")
		e.PlaceHolder = tc.hint
		w.Resize(fyne.NewSize(tc.width, 400))
		e.Refresh()
		var lines []string
		for _, o := range test.WidgetRenderer(e).Objects() {
			if tx, ok := o.(*canvas.Text); ok && tx.Text != "" {
				lines = append(lines, tx.Text)
				if end := tx.Position().X + tx.MinSize().Width; end > e.Size().Width {
					t.Errorf("at %v px the hint's line %q ends at %v, past the view's %v", tc.width, tx.Text, end, e.Size().Width)
				}
			}
		}
		if len(lines) < 2 || strings.Join(lines, "") != tc.hint {
			t.Errorf("at %v px the hint is drawn as %q, want it whole on several lines", tc.width, lines)
		}
	}
}

// TestMarksApartFromHighlights: marks (the story bible's names) and
// highlights (search matches) are kept and painted apart: a tint of
// ColorNameMark with a line of it under the text, and the warning tint;
// they shared one colour. Setting one leaves the other, and an edit
// clears both.
func TestMarksApartFromHighlights(t *testing.T) {
	e, w := newTestEditor(t, "孔明曰：天下大势，分久必合。")
	w.Canvas().Unfocus() // the caret is the primary colour too
	e.SetHighlights([]Range{{5, 7}})
	e.SetMarks([]Range{{0, 2}})
	if h, m := e.Highlights(), e.Marks(); len(h) != 1 || h[0] != (Range{5, 7}) || len(m) != 1 || m[0] != (Range{0, 2}) {
		t.Fatalf("highlights %v, marks %v", h, m)
	}
	e.Refresh()
	match := highlightColor(theme.ColorForWidget(theme.ColorNameWarning, e))
	mark := theme.ColorForWidget(theme.ColorNamePrimary, e) // the test theme has no ColorNameMark
	var matchRect, markRect, underline *canvas.Rectangle
	for _, o := range test.WidgetRenderer(e).Objects() {
		r, ok := o.(*canvas.Rectangle)
		if !ok || !r.Visible() {
			continue
		}
		switch {
		case r.FillColor == match:
			matchRect = r
		case sameRGB(r.FillColor, mark) && r.Size().Height < e.m.lineHeight/4:
			underline = r
		case sameRGB(r.FillColor, mark):
			markRect = r
		}
	}
	if matchRect == nil || markRect == nil || underline == nil {
		t.Fatalf("painted: match %v, mark %v, underline %v", matchRect != nil, markRect != nil, underline != nil)
	}
	if matchRect.Position().X <= markRect.Position().X || underline.Position().X != markRect.Position().X || underline.Size().Width != markRect.Size().Width {
		t.Fatalf("match at %v, mark at %v %v, underline at %v %v", matchRect.Position(), markRect.Position(), markRect.Size(), underline.Position(), underline.Size())
	}
	e.SetHighlights(nil)
	if len(e.Marks()) != 1 {
		t.Fatal("clearing the highlights cleared the marks")
	}
	test.Type(e, "新")
	if len(e.Marks()) != 0 || len(e.Highlights()) != 0 {
		t.Fatal("an edit kept stale marks")
	}
}

// sameRGB reports whether a and b are one colour, whatever their alpha.
func sameRGB(a, b color.Color) bool {
	x, y := color.NRGBAModel.Convert(a).(color.NRGBA), color.NRGBAModel.Convert(b).(color.NRGBA)
	return x.R == y.R && x.G == y.G && x.B == y.B
}

// TestCurrentMatchStandsOut: the match a find stepped to (the selection)
// is painted stronger than the other matches, and not as a mix of the
// two tints: the selection's translucent blue laid over a match's amber
// came out grey on the dark theme, so the one match the author was on
// was the least visible of all (下 among ten in a Chinese chapter).
func TestCurrentMatchStandsOut(t *testing.T) {
	for _, variant := range []fyne.ThemeVariant{theme.VariantDark, theme.VariantLight} {
		e, w := newTestEditor(t, "雪下得很大。瓦下坠。雪在下。")
		fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), variant})
		w.Canvas().Unfocus() // the find bar has the keyboard
		e.SetHighlights([]Range{{1, 2}, {7, 8}, {12, 13}})
		e.Select(7, 8)
		e.Refresh()
		warning := theme.ColorForWidget(theme.ColorNameWarning, e)
		other, selection := highlightColor(warning), theme.ColorForWidget(theme.ColorNameSelection, e)
		var others, current []*canvas.Rectangle
		for _, o := range test.WidgetRenderer(e).Objects() {
			r, ok := o.(*canvas.Rectangle)
			if !ok || !r.Visible() || r.Size().Width == 0 || r.FillColor == theme.ColorForWidget(theme.ColorNameInputBackground, e) {
				continue
			}
			switch {
			case r.FillColor == other:
				others = append(others, r)
			case sameRGB(r.FillColor, warning):
				current = append(current, r)
			case r.FillColor == selection:
				t.Errorf("variant %v: the selection's tint is laid over the current match", variant)
			}
		}
		if len(others) != 2 || len(current) != 1 {
			t.Fatalf("variant %v: %d other matches and %d current painted, want 2 and 1", variant, len(others), len(current))
		}
		_, _, _, ao := other.RGBA()
		_, _, _, ac := current[0].FillColor.RGBA()
		if ac <= ao {
			t.Errorf("variant %v: the current match's alpha %d is no stronger than the others' %d", variant, ac>>8, ao>>8)
		}
		if x := current[0].Position().X; x <= others[0].Position().X || x >= others[1].Position().X {
			t.Errorf("variant %v: the current match is painted at x %.0f, not between the others at %.0f and %.0f", variant, x, others[0].Position().X, others[1].Position().X)
		}
		// A selection that is no match keeps the selection's tint.
		e.Select(3, 5)
		e.Refresh()
		found := false
		for _, o := range test.WidgetRenderer(e).Objects() {
			if r, ok := o.(*canvas.Rectangle); ok && r.Visible() && r.FillColor == selection {
				found = true
			}
		}
		if !found {
			t.Errorf("variant %v: a selection apart from the matches is not painted", variant)
		}
	}
}

// variantTheme is a theme forced to one variant.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// TestShiftClickSoonAfterClickExtends: the driver turns a press soon
// after another into DoubleTapped instead of Tapped, and a Shift+click
// right after placing the caret selected the word under the pointer
// instead of the text from the caret to it. A Shift+click always
// extends; a plain second click still selects the word.
func TestShiftClickSoonAfterClickExtends(t *testing.T) {
	tests := []struct {
		name  string
		shift fyne.KeyModifier
		want  string
	}{
		{"shift+click", fyne.KeyModifierShift, "world\n第二"},
		{"plain double-click", 0, "段"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, "hello world\n第二段文字\nthird")
			lh, pad := e.m.lineHeight, e.m.pad
			line := func(i int) float32 { return pad + lh*float32(i) + lh/2 }
			first := fyne.NewPos(pad+e.m.width([]rune("hello ")), line(0))
			second := fyne.NewPos(pad+e.m.width([]rune("第二"))+2, line(1))
			// A click, then the second press as the desktop driver sends it.
			e.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: first}, Button: desktop.MouseButtonPrimary})
			e.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: first}, Button: desktop.MouseButtonPrimary})
			e.Tapped(&fyne.PointEvent{Position: first})
			e.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: second}, Button: desktop.MouseButtonPrimary, Modifier: tt.shift})
			e.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: second}, Button: desktop.MouseButtonPrimary, Modifier: tt.shift})
			e.DoubleTapped(&fyne.PointEvent{Position: second})
			if got := e.SelectedText(); got != tt.want {
				t.Fatalf("selected %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTripleClickSelectsParagraph: a third press soon after a
// double-click selects the paragraph under it, as in Word, gedit or
// TextEdit; the driver has no triple click, and the third press put the
// caret back in the word. Too late, with Shift, or in another paragraph
// it is a click again.
func TestTripleClickSelectsParagraph(t *testing.T) {
	tests := []struct {
		name  string
		wait  time.Duration
		shift fyne.KeyModifier
		para  int // the paragraph of the third press
		want  string
	}{
		{"triple click", 0, 0, 1, "He could swim, she said."},
		{"third press too late", 2 * doubleTapDelay(), 0, 1, ""},
		{"third press with shift extends", 0, fyne.KeyModifierShift, 1, "co"},
		{"third press in another paragraph", 0, 0, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, _ := newTestEditor(t, "The wreck lay below.\nHe could swim, she said.\nThird.")
			lh, pad := e.m.lineHeight, e.m.pad
			line := func(i int) float32 { return pad + lh*float32(i) + lh/2 }
			at := fyne.NewPos(pad+e.m.width([]rune("He co")), line(1))
			press := func(pos fyne.Position, mod fyne.KeyModifier) {
				e.MouseDown(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}, Button: desktop.MouseButtonPrimary, Modifier: mod})
				e.MouseUp(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: pos}, Button: desktop.MouseButtonPrimary, Modifier: mod})
			}
			// Two presses, as the desktop driver sends a double click.
			press(at, 0)
			press(at, 0)
			e.DoubleTapped(&fyne.PointEvent{Position: at})
			if got := e.SelectedText(); got != "could" {
				t.Fatalf("double-click selected %q", got)
			}
			time.Sleep(tt.wait)
			third := at
			third.Y = line(tt.para)
			press(third, tt.shift)
			if got := e.SelectedText(); got != tt.want {
				t.Fatalf("selected %q, want %q", got, tt.want)
			}
			// A fourth press is a click.
			press(at, 0)
			if got := e.SelectedText(); got != "" {
				t.Fatalf("a fourth press left %q selected", got)
			}
		})
	}
}

// TestReplaceInPlaceKeepsView: a rewrite made outside the editor (a
// replace-all's run from its first match to its last) leaves the page,
// the caret's character and the marks outside the run where they were;
// Replace would scroll to the end of the new text.
func TestReplaceInPlaceKeepsView(t *testing.T) {
	var paras []string
	for i := range 60 {
		paras = append(paras, fmt.Sprintf("Dorothy followed Toto round the farm, paragraph %d.", i))
	}
	text := strings.Join(paras, "\n") + "\nThe end, said Dorothy."
	e, _ := newTestEditor(t, text)
	e.scrollToFraction(0.3)
	top, topOff := e.top, e.topOff
	caretAt := strings.Index(text, "paragraph 20.")
	e.SetCaret(utf8.RuneCountInString(text[:caretAt]))
	e.top, e.topOff = top, topOff
	dorothy := utf8.RuneCountInString(text[:strings.Index(text, "Dorothy")])
	lastDorothy := utf8.RuneCountInString(text[:strings.LastIndex(text, "Dorothy")])
	e.SetMarks([]Range{{dorothy, dorothy + 7}, {lastDorothy, lastDorothy + 7}})

	// The run from the first Toto to the last, as the editor's reload
	// passes it.
	now := strings.ReplaceAll(text, "Toto", "Rex")
	start := utf8.RuneCountInString(text[:strings.Index(text, "Toto")])
	oldEnd := utf8.RuneCountInString(text[:strings.LastIndex(text, "Toto")+4])
	newEnd := utf8.RuneCountInString(now[:strings.LastIndex(now, "Rex")+3])
	e.ReplaceInPlace(start, oldEnd, string([]rune(now)[start:newEnd]))

	if e.Text() != now {
		t.Fatalf("text not rewritten")
	}
	if e.top != top || e.topOff != topOff {
		t.Errorf("view moved: paragraph %d+%v, was %d+%v", e.top, e.topOff, top, topOff)
	}
	if e.caret.Para != 20 {
		t.Errorf("caret in paragraph %d, want 20 where it was", e.caret.Para)
	}
	lastNow := utf8.RuneCountInString(now[:strings.LastIndex(now, "Dorothy")])
	want := []posRange{{e.doc.pos(dorothy), e.doc.pos(dorothy + 7)}, {e.doc.pos(lastNow), e.doc.pos(lastNow + 7)}}
	if !slices.Equal(e.marks, want) {
		t.Errorf("marks %v, want %v (the names outside the run kept, the last shifted)", e.marks, want)
	}
	if e.Undo(); e.Text() != text {
		t.Errorf("one undo does not bring the text back")
	}
}
