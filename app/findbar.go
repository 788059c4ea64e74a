package app

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/app/textedit"
	"inkflow/engine"
)

// Find-in-chapter shortcuts, which the editor takes before the shortcut
// table: Ctrl/Cmd+F in the text finds in the chapter (elsewhere it still
// goes to the manuscript search), Ctrl/Cmd+H replaces in it.
var (
	scFindInChapter    = scFind
	scReplaceInChapter = primaryKey(fyne.KeyH)
)

// findBar is the editor's find-in-chapter bar (Ctrl/Cmd+F) with its
// replace row (Ctrl/Cmd+H). It searches the chapter's text when its own
// pattern, replacement or options change, never on the editor's
// keystrokes: an edit only marks its matches stale (O(1)), and the next
// step or replace searches again.
type findBar struct {
	u    *UI
	text *textedit.Editor

	box         *fyne.Container
	pattern     *keyEntry
	replacement *keyEntry
	checks      findChecks
	status      *widget.Label
	replaceRow  *fyne.Container
	// The buttons: ↑ and ↓ step, ✕ closes; Replace and Replace All are
	// on the replace row.
	prev, next, closeBtn      *barButton
	replaceBtn, replaceAllBtn *barButton
	// relayout lays out what holds the bar again after it shows or hides
	// (set by the editor).
	relayout func()

	matches []engine.FindMatch
	current int // index in matches of the selected one; -1: none
	stale   bool
	// replaced: the status says how many Replace All replaced.
	replaced bool
	// picked is the span (start, end) the bar last selected as its
	// current match; it stays when the bar closes (hide).
	picked [2]int
}

func newFindBar(u *UI, text *textedit.Editor) *findBar {
	f := &findBar{u: u, text: text, current: -1, relayout: func() {}}
	f.pattern = newKeyEntry(u.keys, false)
	f.pattern.SetPlaceHolder(lang.L("Find in this chapter"))
	f.pattern.OnChanged = func(string) { f.search() }
	f.pattern.onKey = f.key
	f.replacement = newKeyEntry(u.keys, false)
	f.replacement.SetPlaceHolder(lang.L("Replace with"))
	f.replacement.OnChanged = func(string) { f.search() } // keeps the selected match: it starts at the caret
	f.replacement.onKey = f.key
	f.checks = newFindChecks(u, f.search)
	f.status = widget.NewLabel("")
	f.status.Importance = widget.LowImportance
	f.prev = newBarButton("", theme.MoveUpIcon(), func() { f.step(-1) }, f.hide)
	f.next = newBarButton("", theme.MoveDownIcon(), func() { f.step(1) }, f.hide)
	f.closeBtn = newBarButton("", theme.CancelIcon(), f.hide, f.hide)
	f.replaceBtn = newBarButton(lang.L("Replace"), nil, f.replaceCurrent, f.hide)
	f.replaceAllBtn = newBarButton(lang.L("Replace All in Chapter"), nil, f.replaceAll, f.hide)
	// The buttons go under the box when beside them it would be too
	// narrow to show "Replace with" (a 900-px window).
	placeholder := fyne.MeasureText(f.replacement.PlaceHolder, theme.TextSize(), fyne.TextStyle{}).Width
	f.replaceRow = newFieldRow(f.replacement, container.NewHBox(f.replaceBtn, f.replaceAllBtn),
		placeholder+4*theme.InnerPadding())
	f.replaceRow.Layout.(*fieldRow).grown = func() { u.do(func() { f.relayout() }) }
	// The options wrap in a narrow editor; the status keeps the right end
	// of their row. When they wrap, what holds the bar lays out again (on
	// the next turn: this is inside its layout), so the text starts under
	// the second row rather than over it.
	options := newFlowRow(f.checks.objects()...)
	options.Layout.(*flowRow).grown = func() { u.do(func() { f.relayout() }) }
	f.box = container.NewVBox(
		container.NewBorder(nil, nil, nil, container.NewHBox(f.prev, f.next, f.closeBtn), f.pattern),
		container.NewBorder(nil, nil, nil, f.status, options),
		f.replaceRow,
	)
	f.box.Hide()
	f.pattern.tab = func(back bool) { f.tab(f.pattern, back) }
	f.replacement.tab = func(back bool) { f.tab(f.replacement, back) }
	for _, b := range []*barButton{f.prev, f.next, f.closeBtn, f.replaceBtn, f.replaceAllBtn} {
		b.tab = func(back bool) { f.tab(b, back) }
	}
	for _, c := range f.checks.checks() {
		c.tab = func(back bool) { f.tab(c, back) }
		c.esc = f.hide
	}
	u.state.handle(cmdFindInChapter, func() { f.show(false) })
	u.state.handle(cmdReplaceInChapter, func() { f.show(true) })
	return f
}

func (f *findBar) content() fyne.CanvasObject { return f.box }

// shortcut takes Ctrl/Cmd+F and Ctrl/Cmd+H typed in the editor.
func (f *findBar) shortcut(s fyne.Shortcut) bool {
	switch s.ShortcutName() {
	case scFindInChapter.ShortcutName():
		f.show(false)
	case scReplaceInChapter.ShortcutName():
		f.show(true)
	default:
		return false
	}
	return true
}

// key handles Enter (next match; Shift+Enter the previous one) and Esc
// in the bar's entries.
func (f *findBar) key(ev *fyne.KeyEvent) bool {
	switch ev.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if shiftHeld(f.pattern.shift || f.replacement.shift) {
			f.step(-1)
		} else {
			f.step(1)
		}
	case fyne.KeyEscape:
		f.hide()
	default:
		return false
	}
	return true
}

// show opens the bar (with the replace row when replace is set), takes a
// one-line selection as the pattern, searches and selects the pattern.
func (f *findBar) show(replace bool) {
	if sel := f.text.SelectedText(); sel != "" && !strings.Contains(sel, "\n") {
		f.pattern.SetText(sel) // searches
	} else {
		f.search()
	}
	if replace {
		f.replaceRow.Show()
	} else {
		f.replaceRow.Hide()
	}
	f.box.Show()
	f.relayout()
	f.u.win.Canvas().Focus(f.pattern)
	// Selected, so the next word typed replaces the last one, as in the
	// search box (Ctrl+F reopened the bar with the caret after 就, and
	// 在 made it 就在).
	f.pattern.TypedShortcut(&fyne.ShortcutSelectAll{})
}

// hide closes the bar, clears its highlights and gives the text the
// keyboard. The match the bar selected is let go, the caret left at its
// end: left selected, the first key typed after Esc replaced the passage
// just found (find 孔明, Esc, type 先生: 孔明 was gone). A selection the
// author made while the bar was open stays.
func (f *findBar) hide() {
	f.box.Hide()
	f.relayout()
	f.matches, f.current = nil, -1
	f.text.SetHighlights(nil)
	if start, end := f.text.Selection(); start < end && [2]int{start, end} == f.picked {
		f.text.SetCaret(end)
	}
	f.u.win.Canvas().Focus(f.text)
}

// selectionIsMatch reports whether the text's selection is a match the
// bar selected rather than one the author made: the bar is open, or the
// selection is still the match it stepped to last (undoing a Replace All
// selects it again; Esc no longer leaves it selected).
func (f *findBar) selectionIsMatch() bool {
	if f.box.Visible() {
		return true
	}
	start, end := f.text.Selection()
	return start < end && [2]int{start, end} == f.picked
}

// textChanged runs on every edit of the text: it must stay O(1). A
// "Replaced 7" goes with the next edit: after Ctrl+Z took the replace
// back, it still said so.
func (f *findBar) textChanged() {
	f.stale = true
	if f.replaced {
		f.replaced = false
		f.status.SetText("")
	}
}

// chapterShown runs when the editor shows another text (a chapter
// opened or reloaded): an open bar searches it.
func (f *findBar) chapterShown() {
	f.matches, f.current, f.picked = nil, -1, [2]int{}
	if f.box.Visible() {
		f.search()
	}
}

// search finds the pattern in the chapter, highlights every match and
// selects the first at or after the caret, else (the caret past the last
// one) the first in the chapter: the search wraps round, as Next does.
// It took the last one, so with the caret at the end of the chapter,
// where an author writes, Ctrl+F showed "2 of 2" and the Next after an
// edit went back up the text.
func (f *findBar) search() {
	f.stale, f.replaced = false, false
	f.matches, f.current = nil, -1
	text := f.text.Text()
	if f.checks.showWidthFold(widthFoldMatters(false, text, f.pattern.Text, f.replacement.Text)) {
		f.relayout()
	}
	if f.pattern.Text == "" {
		f.text.SetHighlights(nil)
		f.letGoOfMatch()
		f.status.SetText("")
		return
	}
	ms, err := engine.FindInText(text, f.pattern.Text, f.replacement.Text, f.checks.options())
	if err != nil {
		f.text.SetHighlights(nil)
		f.letGoOfMatch()
		f.status.SetText(patternProblem(err))
		return
	}
	f.matches = ms
	ranges := make([]textedit.Range, len(ms))
	for i, m := range ms {
		ranges[i] = textedit.Range{Start: m.Start, End: m.End}
	}
	f.text.SetHighlights(ranges)
	if len(ms) == 0 {
		f.letGoOfMatch()
		f.status.SetText(lang.L("No matches"))
		return
	}
	caret, _ := f.text.Selection()
	f.current = 0
	for i, m := range ms {
		if m.Start >= caret {
			f.current = i
			break
		}
	}
	f.selectCurrent()
}

// letGoOfMatch unselects the match the bar selected last when the
// pattern no longer finds anything (玄 found, 玄哈 typed: "No matches"
// while 玄 stayed selected, and the next key typed in the text replaced
// it). The caret goes to where the match started, so the search picks
// up from there when the pattern finds again (Backspace back to 玄
// selects that same 玄). A selection the author made is left alone.
func (f *findBar) letGoOfMatch() {
	if start, end := f.text.Selection(); start < end && [2]int{start, end} == f.picked {
		f.text.SetCaret(start)
	}
}

// step selects the next (dir 1) or previous (dir -1) match, searching
// again first when the text changed since.
func (f *findBar) step(dir int) {
	if f.stale || f.matches == nil {
		f.search()
		if dir > 0 || len(f.matches) == 0 {
			return // search selected the match at or after the caret
		}
	}
	if len(f.matches) == 0 {
		return
	}
	f.current = (f.current + dir + len(f.matches)) % len(f.matches)
	f.selectCurrent()
}

func (f *findBar) selectCurrent() {
	m := f.matches[f.current]
	f.text.Select(m.Start, m.End)
	f.picked = [2]int{m.Start, m.End}
	f.status.SetText(lang.L("{{.Current}} of {{.Total}}", map[string]any{"Current": f.current + 1, "Total": len(f.matches)}))
}

// replaceCurrent replaces the selected match and selects the next one;
// when no match is selected it selects the next one first.
func (f *findBar) replaceCurrent() {
	if f.stale || f.current < 0 {
		f.step(1)
		return
	}
	m := f.matches[f.current]
	if s, e := f.text.Selection(); s != m.Start || e != m.End {
		f.step(1)
		return
	}
	f.text.Replace(m.Start, m.End, m.Replacement)
	f.search() // the caret is after the replacement: the next match
}

// replaceAll replaces every match in the chapter as one undo step.
func (f *findBar) replaceAll() {
	f.search()
	if len(f.matches) == 0 {
		return
	}
	first, last := f.matches[0], f.matches[len(f.matches)-1]
	runes := []rune(f.text.Text())
	var b strings.Builder
	at := first.Start
	for _, m := range f.matches {
		b.WriteString(string(runes[at:m.Start]))
		b.WriteString(m.Replacement)
		at = m.End
	}
	n := len(f.matches)
	f.text.Replace(first.Start, last.End, b.String())
	f.search()
	f.status.SetText(lang.N("Replaced {{.N}}", n, map[string]any{"N": n}))
	f.replaced = true
}

// tabOrder is the find bar's keyboard order, what Tab goes through
// (Shift+Tab back): the pattern, the replacement and its buttons when the
// replace row shows, ↑ and ↓, the options shown, ✕. Fyne's order is the
// layout's tree, which went from the pattern to ↑ ↓ ✕ and the options
// before the replacement below them: Tab after typing what to find did
// not reach what to replace it with.
func (f *findBar) tabOrder() []fyne.Focusable {
	order := []fyne.Focusable{f.pattern}
	if f.replaceRow.Visible() {
		order = append(order, f.replacement, f.replaceBtn, f.replaceAllBtn)
	}
	order = append(order, f.prev, f.next)
	for _, c := range f.checks.checks() {
		if c.Visible() {
			order = append(order, c)
		}
	}
	return append(order, f.closeBtn)
}

// tab moves the keyboard from one of the bar's controls to the next in
// tabOrder (back: the one before). Tab on the last leaves the bar for the
// text below it, where the writing is; Shift+Tab on the first for what
// is above it (the chapter's title), as the window's order goes.
func (f *findBar) tab(from fyne.Focusable, back bool) {
	c := f.u.win.Canvas()
	order := f.tabOrder()
	i := slices.Index(order, from)
	switch {
	case i < 0:
		c.Focus(f.pattern)
	case back && i == 0:
		c.FocusPrevious()
	case back:
		c.Focus(order[i-1])
	case i == len(order)-1:
		c.Focus(f.text)
	default:
		c.Focus(order[i+1])
	}
}

// enterFromBelow gives the bar's last control the keyboard: Shift+Tab in
// the text goes back into the bar above it.
func (f *findBar) enterFromBelow() {
	order := f.tabOrder()
	f.u.win.Canvas().Focus(order[len(order)-1])
}

// tabStop makes a control that keeps an order of its own take Tab and
// Shift+Tab itself (fyne.Tabbable) and move the keyboard with tab; the
// window otherwise moves it in the layout's order. Shift is remembered
// for a driver that cannot say whether it is down (shiftHeld).
type tabStop struct {
	// tab, when set, moves the keyboard on (back: Shift+Tab).
	tab   func(back bool)
	shift bool
}

// AcceptsTab implements fyne.Tabbable.
func (t *tabStop) AcceptsTab() bool { return t.tab != nil }

// tabbed moves the keyboard for a Tab key and reports whether it did.
func (t *tabStop) tabbed(ev *fyne.KeyEvent) bool {
	if ev.Name != fyne.KeyTab || t.tab == nil {
		return false
	}
	t.tab(shiftHeld(t.shift))
	return true
}

// KeyDown implements desktop.Keyable.
func (t *tabStop) KeyDown(ev *fyne.KeyEvent) {
	if isShift(ev.Name) {
		t.shift = true
	}
}

// KeyUp implements desktop.Keyable.
func (t *tabStop) KeyUp(ev *fyne.KeyEvent) {
	if isShift(ev.Name) {
		t.shift = false
	}
}

// barButton is a button of the find bar, where Esc closes the bar as it
// does in the bar's boxes: after Replace All, pressed with Space, the
// keyboard is on the button, and Esc there did nothing. It keeps the
// bar's keyboard order (tabStop).
type barButton struct {
	widget.Button
	tabStop
	esc func()
}

func newBarButton(label string, icon fyne.Resource, tapped, esc func()) *barButton {
	b := &barButton{esc: esc}
	b.Text, b.Icon, b.OnTapped = label, icon, tapped
	b.ExtendBaseWidget(b)
	return b
}

// TypedKey implements fyne.Focusable.
func (b *barButton) TypedKey(ev *fyne.KeyEvent) {
	if b.tabbed(ev) {
		return
	}
	if ev.Name == fyne.KeyEscape {
		b.esc()
		return
	}
	b.Button.TypedKey(ev)
}

// FocusLost implements fyne.Focusable.
func (b *barButton) FocusLost() {
	b.shift = false
	b.Button.FocusLost()
}
