// Package textedit is InkFlow's manuscript editor: a Fyne widget that
// shows a chapter as a virtualised list of paragraphs. A keystroke
// re-lays out only its own paragraph, and only the paragraphs on screen
// are laid out and drawn, so typing costs the same in a 2,000-character
// chapter as in a 200,000-character one. It grows with the paragraph
// instead: about 0.3 ms a key in a paragraph of a few hundred characters,
// 50 ms in a single 45,000-character paragraph (text pasted with no line
// breaks at all).
//
// The text is a sequence of paragraphs, one per line ("\n"-separated;
// "\r\n" is read as "\n"); blank lines are empty paragraphs, so Text
// returns exactly what SetText was given. Lines wrap with package
// linebreak (UAX #14 plus Chinese kinsoku). Positions in the public API
// are rune offsets into Text.
package textedit

import (
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/internal/smartquote"
)

// Range is a span of runes [Start, End) of the text.
type Range struct{ Start, End int }

// Editor is the manuscript editor widget. Create it with New; use it on
// the UI goroutine only.
type Editor struct {
	widget.DisableableWidget

	// PlaceHolder is shown, greyed, while the text is empty.
	PlaceHolder string
	// FontSource, when set, is the font the text is measured and drawn
	// with; it must hold every glyph the text needs, as no fallback font
	// is consulted. Nil uses the theme's font. Fyne measures a
	// canvas.Text with the application's theme but draws it with the
	// theme of a container.ThemeOverride only if it was in the tree when
	// the override was applied, and the lines this editor adds later
	// were not: with a theme font that differs from the application's,
	// some lines came out wider than measured and clipped. A font given
	// here is used for both.
	FontSource fyne.Resource
	// OnChanged is called after every edit (typing, paste, undo…). It is
	// given nothing, so it costs nothing: call Text when the text is
	// needed (a save), Counts for the totals.
	OnChanged func()
	// OnCaretMoved is called whenever the caret moves or the view scrolls
	// under it: the input method places its candidate window with
	// CaretPosition.
	OnCaretMoved func()
	// OnShortcut, when set, sees every shortcut first; returning true
	// consumes it (the application's own commands).
	OnShortcut func(s fyne.Shortcut) bool
	// OnKey, when set, sees every key first with the Shift state; returning
	// true consumes it.
	OnKey func(ev *fyne.KeyEvent, shift bool) bool
	// OnKeyOverSelection, when set, is called after a key (a typed
	// character, an input method's commit, Enter, Tab, Backspace or
	// Delete) replaced a selection, with the text it replaced and the
	// text the key put in its place: one stray key over a selected
	// passage takes it all, and the author may not see it go. Cut and
	// paste, asked for by name, do not call it.
	OnKeyOverSelection func(removed, inserted string)
	// SmartQuotes turns a typed " or ' into the curly quote its place
	// calls for (smartquote.Face), as English word processors do: a book
	// imported with “ ” and ’ otherwise gained straight ones wherever
	// its author wrote on. It is smart punctuation as a whole, as Word's
	// one AutoFormat habit is to a novelist: -- also becomes — and ...
	// becomes … (—— and …… in Chinese; smartquote.Punct), undone by
	// Ctrl+Z right after. Pasted and input-method text is left as it is.
	SmartQuotes bool
	// ChineseBook, when set, reports that the book is Chinese, which
	// decides between —— and — (…… and …) where no text near the caret
	// does: the first line of a chapter.
	ChineseBook func() bool

	doc  document
	hist history

	// caret is where typing goes; anchor is the other end of the selection
	// (equal to caret when nothing is selected).
	caret, anchor textPos
	// eol draws a caret that sits on a wrap point at the end of the upper
	// line instead of the start of the lower one (after End).
	eol bool
	// goalX is the x Up and Down keep to; negative when unset.
	goalX float32
	// autoIndent is what is left to type over of the indent Enter gave
	// the new paragraph, while the caret stays at autoIndentAt and the
	// text is as Enter left it (edits counts the changes): an author who
	// indents by hand types 　　 after Enter and gets one indent, not two
	// (see TypedRune).
	autoIndent      []rune
	autoIndentAt    textPos
	autoIndentEdits uint64
	// autoGap is set while the text is as an Enter left it that put a
	// blank line before the new paragraph (paragraphGap): the next Enter
	// is then taken as the author's own blank line, already there, and
	// does nothing. An author used to pressing Enter twice between
	// paragraphs gets one blank line, as before, not two; a third Enter
	// adds one.
	autoGap bool
	edits   uint64

	highlights []posRange
	// passage: the highlights are one passage (SetPassage), which goes
	// when the caret leaves it.
	passage bool
	// marks are the second kind of highlight (SetMarks).
	marks []posRange

	focused bool
	shift   bool // Shift held, for Shift+arrow selection
	// pressed: a MouseDown placed the caret, so the Tapped that follows
	// must not place it again (it would undo a Shift+click).
	pressed bool
	// pressShift: Shift was held at that press. The driver calls a press
	// soon after another DoubleTapped instead of Tapped, and a
	// Shift+click right after a click selected a word instead of
	// extending the selection to it.
	pressShift bool
	// wordPickedAt is when and in which paragraph a double-click last selected
	// a word: a press there soon after is the third click of a
	// triple-click, which selects the paragraph. The desktop driver knows
	// no triple click; its third press put the caret back in the word.
	wordPickedAt   time.Time
	wordPickedPara int
	// dragging is set between the first Dragged and DragEnd; barDrag when
	// the drag moves the scroll bar instead of selecting.
	dragging, barDrag bool

	// The view: paragraph top is at the top edge, scrolled down by topOff
	// pixels into it.
	top    int
	topOff float32
	size   fyne.Size

	m metrics
}

// posRange is a highlighted span held as positions.
type posRange struct{ from, to textPos }

// New returns an empty editor.
func New() *Editor {
	e := &Editor{goalX: -1}
	e.doc.setText("")
	e.ExtendBaseWidget(e)
	return e
}

// SetText replaces the whole text, clearing the selection, the
// highlights and the undo history, and puts the caret at the start.
func (e *Editor) SetText(text string) {
	e.doc.setText(text)
	e.hist = history{}
	e.caret, e.anchor, e.eol, e.goalX = textPos{}, textPos{}, false, -1
	e.highlights, e.marks, e.passage = nil, nil, false
	e.top, e.topOff = 0, 0
	e.Refresh()
	e.caretMoved()
}

// Text returns the whole text. It is O(length): for saves, not for every
// keystroke.
func (e *Editor) Text() string { return e.doc.text() }

// Counts returns the characters and words of the text by the engine's
// rule (engine.CountText), kept per paragraph, so it is O(1).
func (e *Editor) Counts() engine.TextCounts { return e.doc.counts }

// CaretOffset returns the caret as a rune offset into Text.
func (e *Editor) CaretOffset() int { return e.doc.offset(e.caret) }

// SetCaret moves the caret to a rune offset, clears the selection and
// scrolls the caret into view without selecting anything.
func (e *Editor) SetCaret(offset int) {
	p := e.doc.pos(offset)
	e.caret, e.anchor, e.eol, e.goalX = p, p, false, -1
	e.hist.open = false
	e.scrollIntoView(e.caret, true)
	e.Refresh()
	e.caretMoved()
}

// Selection returns the selected runes as offsets into Text, start ≤ end;
// start == end when nothing is selected.
func (e *Editor) Selection() (start, end int) {
	from, to := ordered(e.anchor, e.caret)
	return e.doc.offset(from), e.doc.offset(to)
}

// SelectedText returns the selected text ("" when nothing is selected).
func (e *Editor) SelectedText() string {
	from, to := ordered(e.anchor, e.caret)
	return e.doc.slice(from, to)
}

// Select selects the runes [start, end) of Text, caret at end, and
// scrolls the selection into view.
func (e *Editor) Select(start, end int) {
	e.anchor, e.caret = e.doc.pos(start), e.doc.pos(end)
	e.eol, e.goalX, e.hist.open = false, -1, false
	e.scrollIntoView(e.anchor, true)
	e.scrollIntoView(e.caret, false)
	e.Refresh()
	e.caretMoved()
}

// SetHighlights marks spans of the text (search matches) without
// selecting them; typing does not replace them. The next edit clears
// them, as their offsets no longer hold. nil clears them now.
func (e *Editor) SetHighlights(ranges []Range) {
	e.highlights, e.passage = e.posRanges(e.highlights, ranges), false
	e.Refresh()
}

// SetPassage highlights one passage (a search result opened in its
// chapter) until the next edit or until the caret leaves it, as a find
// highlight goes in any editor: left on, it stayed on the passage while
// the author wrote elsewhere. The caret moving within it, or onto its
// ends, keeps it. An empty range clears the highlights.
func (e *Editor) SetPassage(r Range) {
	e.SetHighlights([]Range{r})
	e.passage = len(e.highlights) == 1
}

// leftPassage lets the passage highlight go once the caret is outside
// it: two position comparisons, whatever the text's length.
func (e *Editor) leftPassage() {
	if !e.passage || len(e.highlights) != 1 {
		return
	}
	if h := e.highlights[0]; e.caret.before(h.from) || h.to.before(e.caret) {
		e.highlights, e.passage = nil, false
		e.Refresh()
	}
}

// SetMarks marks spans of the text of a second kind (the names of the
// story bible), told apart from the highlights: a tint of
// ColorNameMark with a line of it under the text, beneath the highlights'
// tint. Search matches and names shared one colour, and the author
// could not tell which was which. Like the highlights, the next edit
// clears them; nil clears them now.
func (e *Editor) SetMarks(ranges []Range) {
	e.marks = e.posRanges(e.marks, ranges)
	e.Refresh()
}

// posRanges is ranges as sorted positions, in buf's storage.
func (e *Editor) posRanges(buf []posRange, ranges []Range) []posRange {
	buf = buf[:0]
	for _, r := range ranges {
		if r.End > r.Start {
			buf = append(buf, posRange{e.doc.pos(r.Start), e.doc.pos(r.End)})
		}
	}
	slices.SortFunc(buf, func(a, b posRange) int {
		switch {
		case a.from.before(b.from):
			return -1
		case b.from.before(a.from):
			return 1
		}
		return 0
	})
	return buf
}

// visibleHighlights are the highlights that may touch the paragraphs on
// screen.
func (e *Editor) visibleHighlights() []posRange { return e.visible(e.highlights) }

// visible are the spans of rs, sorted and not overlapping (search
// matches, names), that may touch the paragraphs on screen: a paragraph
// is at least one line, so no more paragraphs than lines fit. A redraw
// with a thousand matches looks at the few on screen.
func (e *Editor) visible(rs []posRange) []posRange {
	first := textPos{Para: e.top}
	last := e.top + 1
	if e.m.lineHeight > 0 {
		last += int(e.size.Height/e.m.lineHeight) + 1
	}
	i := sort.Search(len(rs), func(i int) bool { return !rs[i].to.before(first) })
	j := sort.Search(len(rs), func(j int) bool { return rs[j].from.Para > last })
	return rs[i:max(i, j)]
}

// Highlights returns the highlighted spans as offsets into Text.
func (e *Editor) Highlights() []Range { return e.offsets(e.highlights) }

// Marks returns the marked spans (SetMarks) as offsets into Text.
func (e *Editor) Marks() []Range { return e.offsets(e.marks) }

func (e *Editor) offsets(rs []posRange) []Range {
	out := make([]Range, len(rs))
	for i, h := range rs {
		out[i] = Range{e.doc.offset(h.from), e.doc.offset(h.to)}
	}
	return out
}

// CanUndo reports whether Undo has a step to take back.
func (e *Editor) CanUndo() bool { return len(e.hist.undo) > 0 }

// CanRedo reports whether Redo has a step to replay.
func (e *Editor) CanRedo() bool { return len(e.hist.redo) > 0 }

// RedoDepth is how many steps Redo has to replay: it grows with each
// Undo, so a caller that noted it can tell whether typing was undone
// since (the text alone reads the same before the typing and after its
// undo).
func (e *Editor) RedoDepth() int { return len(e.hist.redo) }

// Undo takes back the last edit step (consecutive typing is one step)
// and restores the selection it replaced.
func (e *Editor) Undo() {
	e.step(&e.hist.undo, &e.hist.redo, func(c change) {
		e.doc.replace(c.at, endOf(c.at, c.inserted), c.removed)
		e.caret, e.anchor = c.beforeCaret, c.beforeAnchor
	})
}

// Redo replays the step Undo took back last.
func (e *Editor) Redo() {
	e.step(&e.hist.redo, &e.hist.undo, func(c change) {
		e.doc.replace(c.at, endOf(c.at, c.removed), c.inserted)
		e.caret, e.anchor = c.afterCaret, c.afterCaret
	})
}

// step is Undo and Redo: unless the editor is disabled, it moves the
// newest step of from onto to and applies it, if there is one.
func (e *Editor) step(from, to *[]change, apply func(change)) {
	if e.Disabled() {
		return
	}
	if c, ok := e.hist.move(from, to); ok {
		apply(c)
		e.changed()
	}
}

// CaretPosition returns the top-left of the caret in canvas coordinates
// and the line height, for placing an input method's candidate window.
// A caret scrolled out of view reports the nearest edge of the view.
func (e *Editor) CaretPosition() (fyne.Position, float32) {
	e.m.update(e)
	local := e.caretLocal()
	local.Y = min(max(local.Y, 0), max(e.size.Height-e.m.lineHeight, 0))
	abs := fyne.NewPos(0, 0)
	if app := fyne.CurrentApp(); app != nil {
		abs = app.Driver().AbsolutePositionForObject(e)
	}
	return abs.Add(local), e.m.lineHeight
}

// InsertText inserts text at the caret as if typed, replacing the
// selection: the path for committed input-method text that arrives in
// one piece.
func (e *Editor) InsertText(text string) {
	if e.Disabled() || text == "" {
		return
	}
	text = normalize(text)
	kind := editTyping
	if strings.Contains(text, "\n") {
		kind = editOther
	}
	e.typeOver(text, kind)
}

// Replace puts text in place of the runes [start, end) of Text as one
// undo step, the caret after it (a find bar's replace; replacing every
// match of a chapter passes the span from the first to the last).
func (e *Editor) Replace(start, end int, text string) {
	if e.Disabled() {
		return
	}
	e.edit(e.doc.pos(start), e.doc.pos(end), normalize(text), editOther)
}

// ReplaceInPlace is Replace for a change made outside the editor (a
// replace-all across the project, a snapshot's restore), still one undo
// step, but the author's view stays put: the scroll position holds, the
// caret stays on the character it was on, and the marks (named entries)
// outside the replaced runes keep their places. Replace leaves the caret
// after the new text and scrolls to it, which for a replace-all (the run
// from the first match to the last) moved the page under the author and
// dropped every name highlight until the names were found again.
func (e *Editor) ReplaceInPlace(start, end int, text string) {
	if e.Disabled() {
		return
	}
	text = normalize(text)
	from, to := e.doc.pos(start), e.doc.pos(end)
	start, end = e.doc.offset(from), e.doc.offset(to)
	var kept []Range
	for _, m := range e.marks {
		ms, me := e.doc.offset(m.from), e.doc.offset(m.to)
		if me <= start || ms >= end {
			kept = append(kept, Range{ms, me}) // those after shifted below
		}
	}
	type place struct {
		p textPos
		o int
	}
	caret := place{e.caret, e.doc.offset(e.caret)}
	anchor := place{e.anchor, e.doc.offset(e.anchor)}
	top, topOff := e.top, e.topOff
	paras := len(e.doc.paras)
	e.edit(from, to, text, editOther)
	n := utf8.RuneCountInString(text)
	delta := n - (end - start)
	// A place after the run moves by what the run grew; one inside it
	// stays on its paragraph and column when the paragraphs are as many
	// (a word replaced before it in its paragraph aside, where it was).
	moved := func(c place) textPos {
		switch {
		case c.o >= end:
			return e.doc.pos(c.o + delta)
		case c.o > start && paras == len(e.doc.paras):
			return e.doc.clamp(c.p)
		case c.o > start:
			return e.doc.pos(min(c.o, start+n))
		}
		return c.p
	}
	e.caret, e.anchor = moved(caret), moved(anchor)
	for i := range kept {
		if kept[i].Start >= end {
			kept[i].Start, kept[i].End = kept[i].Start+delta, kept[i].End+delta
		}
	}
	e.marks = e.posRanges(e.marks, kept)
	e.top, e.topOff = min(top, len(e.doc.paras)-1), topOff
	e.clampScroll()
	e.Refresh()
	e.caretMoved()
}

// --- editing ---

// edit replaces the text between a and b with s, records the undo step and
// leaves the caret after s.
func (e *Editor) edit(a, b textPos, s string, kind editKind) {
	from, to := ordered(a, b)
	removed := e.doc.slice(from, to)
	if removed == "" && s == "" {
		return
	}
	beforeCaret, beforeAnchor := e.caret, e.anchor
	end := e.doc.replace(from, to, s)
	e.caret, e.anchor = end, end
	e.hist.record(change{at: from, removed: removed, inserted: s, kind: kind,
		beforeCaret: beforeCaret, beforeAnchor: beforeAnchor, afterCaret: end})
	e.changed()
}

// replaceSelection puts s in place of the selection (or at the caret).
func (e *Editor) replaceSelection(s string, kind editKind) {
	if e.caret != e.anchor {
		kind = editOther
	}
	e.edit(e.anchor, e.caret, s, kind)
}

// typeOver is replaceSelection for a key (see OnKeyOverSelection). Text
// typed over a selection stays an open typing step, so the runes typed
// right after it join it: an input method commits 湖南 one rune at a
// time, and one Ctrl+Z must bring the selection back rather than first
// leave 湖 in its place.
func (e *Editor) typeOver(s string, kind editKind) {
	if e.caret == e.anchor {
		e.replaceSelection(s, kind)
		return
	}
	removed := e.SelectedText()
	if kind == editTyping {
		e.edit(e.anchor, e.caret, s, kind)
	} else {
		e.replaceSelection(s, kind)
	}
	if e.OnKeyOverSelection != nil {
		e.OnKeyOverSelection(removed, s)
	}
}

// breakParagraph is Enter. The new paragraph starts with the indent of
// the one it was broken from: a Chinese manuscript indents every
// paragraph with two ideographic spaces (　　), and Enter started the next
// one at the margin, to be indented by hand each time. It is set apart
// as the chapter's paragraphs are (paragraphGap). On a paragraph of
// nothing but its indent (Enter twice, for a blank line between
// paragraphs) the indent moves down with the caret, so the blank line is
// empty rather than two spaces. A caret at the margin or inside the
// indent and a selection get a plain line break.
func (e *Editor) breakParagraph() {
	if e.caret != e.anchor {
		e.typeOver("\n", editOther)
		return
	}
	text := e.doc.paras[e.caret.Para].text
	n := 0
	for n < len(text) && strings.ContainsRune(indentRunes, text[n]) {
		n++
	}
	switch {
	case e.caret.Col == 0 || e.caret.Col < n:
		e.edit(e.caret, e.caret, "\n", editOther)
		return
	case e.caret.Col == n:
		// Before the paragraph's first character: the break goes
		// before the indent, which stays with the text.
		e.edit(textPos{e.caret.Para, 0}, e.caret, "\n"+string(text[:n]), editOther)
	default:
		gap := e.paragraphGap(e.caret.Para)
		e.edit(e.caret, e.caret, gap+string(text[:n]), editOther)
		e.autoGap = gap == "\n\n"
	}
	e.autoIndent, e.autoIndentAt, e.autoIndentEdits = slices.Clone(text[:n]), e.caret, e.edits
}

// afterAutoGap reports whether the text and the caret are as an Enter
// that set its paragraph apart left them (see autoGap).
func (e *Editor) afterAutoGap() bool {
	return e.autoGap && e.caret == e.anchor && e.caret == e.autoIndentAt && e.edits == e.autoIndentEdits
}

// paragraphGap is what Enter puts between the paragraph it breaks and
// the new one: a blank line, as an import sets paragraphs apart and the
// engine cuts a chapter into StoryBlocks (paragraphs between blank
// lines), unless the chapter's paragraphs are lines with nothing between
// them (typed before Enter set them apart, as web novels are written),
// which a new one follows. The line above the paragraph tells, or at the
// chapter's first the line below; a chapter of one paragraph gets the
// blank line. A plain line break sat typed paragraphs closer than the
// imported ones around them.
func (e *Editor) paragraphGap(para int) string {
	for _, p := range []int{para - 1, para + 1} {
		if p < 0 || p >= len(e.doc.paras) {
			continue
		}
		if strings.TrimSpace(string(e.doc.paras[p].text)) != "" {
			return "\n"
		}
		break
	}
	return "\n\n"
}

// indentRunes make up a paragraph's indent.
const indentRunes = " \t\u3000"

// changed follows every change of the text.
func (e *Editor) changed() {
	e.edits++
	e.highlights, e.marks, e.passage = nil, nil, false
	e.eol, e.goalX = false, -1
	e.top = min(e.top, len(e.doc.paras)-1)
	e.scrollIntoView(e.caret, false)
	e.Refresh()
	if e.OnChanged != nil {
		e.OnChanged()
	}
	e.caretMoved()
}

func (e *Editor) caretMoved() {
	e.leftPassage()
	if e.OnCaretMoved != nil {
		e.OnCaretMoved()
	}
}

// deleteBackward is Backspace: the selection, else the rune before the
// caret, else the paragraph break before it (joining two paragraphs).
func (e *Editor) deleteBackward(word bool) {
	if e.caret != e.anchor {
		e.typeOver("", editOther)
		return
	}
	if from := e.stepLeft(e.caret, word); from != e.caret {
		e.edit(from, e.caret, "", editBackspace)
	}
}

// deleteForward is Delete: the selection, else the rune after the caret,
// else the paragraph break after it.
func (e *Editor) deleteForward(word bool) {
	if e.caret != e.anchor {
		e.typeOver("", editOther)
		return
	}
	if to := e.stepRight(e.caret, word); to != e.caret {
		e.edit(e.caret, to, "", editDelete)
	}
}

// stepLeft is the position a rune (a word when word is set) before p, the
// end of the previous paragraph from a paragraph's start, or p itself at
// the start of the text: where Left moves the caret and what Backspace
// deletes back to.
func (e *Editor) stepLeft(p textPos, word bool) textPos {
	switch {
	case p.Col > 0 && word:
		p.Col = wordLeft(e.doc.paras[p.Para].text, p.Col)
	case p.Col > 0:
		p.Col--
	case p.Para > 0:
		p = textPos{p.Para - 1, len(e.doc.paras[p.Para-1].text)}
	}
	return p
}

// stepRight is stepLeft forwards: where Right moves the caret and what
// Delete deletes up to.
func (e *Editor) stepRight(p textPos, word bool) textPos {
	text := e.doc.paras[p.Para].text
	switch {
	case p.Col < len(text) && word:
		p.Col = wordRight(text, p.Col)
	case p.Col < len(text):
		p.Col++
	case p.Para < len(e.doc.paras)-1:
		p = textPos{p.Para + 1, 0}
	}
	return p
}

// --- caret movement ---

// moveTo puts the caret at p, extending the selection when extend is set
// (Shift held), and scrolls it into view.
func (e *Editor) moveTo(p textPos, extend bool) {
	e.caret = e.doc.clamp(p)
	if !extend {
		e.anchor = e.caret
	}
	e.hist.open = false
	e.scrollIntoView(e.caret, false)
	e.Refresh()
	e.caretMoved()
}

// moveKey handles a movement key; word is its Ctrl form: a word for Left
// and Right (Ctrl, Alt on macOS), the whole text for Home and End (Ctrl,
// Cmd on macOS). It is the one place that decides what a movement key
// does to the selection, so no key can differ. With extend (Shift held)
// the caret moves and the anchor stays: the selection grows or shrinks
// from it. Without, the selection goes, as in gedit, Word or VS Code, and
// the key moves from the selection's end in its direction (the start for
// Left, Up, Home and PageUp, the end for Right, Down, End and PageDown);
// a plain Left or Right only collapses it there. A movement key that left
// a selection would leave it to the next typed key, which takes it all
// (OnKeyOverSelection). Up, Home, PageUp and Ctrl+Left moved from the
// caret, which after Ctrl+A or a selection made forwards is its far end.
func (e *Editor) moveKey(name fyne.KeyName, extend, word bool) bool {
	var back bool
	switch name {
	case fyne.KeyLeft, fyne.KeyUp, fyne.KeyHome, fyne.KeyPageUp:
		back = true
	case fyne.KeyRight, fyne.KeyDown, fyne.KeyEnd, fyne.KeyPageDown:
	default:
		return false
	}
	p, eol, goal := e.caret, e.eol, e.goalX
	if !extend && e.caret != e.anchor {
		from, to := ordered(e.anchor, e.caret)
		if back {
			p = from
		} else {
			p = to
		}
		if p != e.caret {
			// The anchor has no line of its own at a wrap point, nor
			// a column Up and Down were keeping to.
			eol, goal = false, -1
		}
		if !word && (name == fyne.KeyLeft || name == fyne.KeyRight) {
			e.eol, e.goalX = eol, -1
			e.moveTo(p, false)
			return true
		}
	}
	switch name {
	case fyne.KeyLeft:
		p, eol, goal = e.stepLeft(p, word), false, -1
	case fyne.KeyRight:
		p, eol, goal = e.stepRight(p, word), false, -1
	case fyne.KeyUp, fyne.KeyDown, fyne.KeyPageUp, fyne.KeyPageDown:
		// A line or a page of lines, keeping the column the caret aims at.
		if goal < 0 {
			goal = e.xOf(p, eol)
		}
		dir := 1
		if back {
			dir = -1
		}
		rows := 1
		if name == fyne.KeyPageUp || name == fyne.KeyPageDown {
			rows = max(1, int(e.size.Height/e.m.lineHeight)-1)
			e.scrollBy(float32(dir*rows) * e.m.lineHeight)
		}
		for range rows {
			p, eol = e.vertical(p, eol, dir, goal)
		}
	case fyne.KeyHome:
		if word {
			p = textPos{}
		} else {
			starts, li := e.lineOf(p, eol)
			p.Col = starts[li]
		}
		eol, goal = false, -1
	case fyne.KeyEnd:
		starts, li := e.lineOf(p, eol)
		eol, goal = false, -1
		switch {
		case word:
			p = e.doc.end()
		case li+1 < len(starts):
			p.Col, eol = starts[li+1], true
		default:
			p.Col = len(e.doc.paras[p.Para].text)
		}
	}
	e.eol, e.goalX = eol, goal
	e.moveTo(p, extend)
	return true
}

// vertical returns the position one visual line up (dir -1) or down from
// p, as near x as the line allows.
func (e *Editor) vertical(p textPos, eol bool, dir int, x float32) (textPos, bool) {
	starts, li := e.lineOf(p, eol)
	para := p.Para
	li += dir
	switch {
	case li < 0 && para == 0:
		return textPos{}, false
	case li < 0:
		para--
		starts = e.lines(para)
		li = len(starts) - 1
	case li >= len(starts) && para == len(e.doc.paras)-1:
		return e.doc.end(), false
	case li >= len(starts):
		para++
		starts = e.lines(para)
		li = 0
	}
	col, eol := e.colAtX(para, starts, li, x)
	return textPos{para, col}, eol
}

// selectAll selects the whole text.
func (e *Editor) selectAll() {
	e.anchor, e.caret = textPos{}, e.doc.end()
	e.hist.open = false
	e.Refresh()
	e.caretMoved()
}

// --- keyboard ---

// TypedRune implements fyne.Focusable: typed text and committed
// input-method text arrive here.
func (e *Editor) TypedRune(r rune) {
	if e.Disabled() {
		return
	}
	// Right after Enter, the indent characters an author types go over
	// the indent Enter gave, one by one, instead of doubling it.
	if len(e.autoIndent) > 0 && e.caret == e.anchor && e.caret == e.autoIndentAt && e.edits == e.autoIndentEdits && r == e.autoIndent[0] {
		e.autoIndent = e.autoIndent[1:]
		return
	}
	e.autoIndent, e.autoGap = nil, false
	if e.SmartQuotes && strings.ContainsRune(smartquote.Quotes, r) {
		from, _ := ordered(e.anchor, e.caret)
		r = smartquote.Face(r, e.doc.paras[from.Para].text[:from.Col], func() bool { return e.speechOpenAbove(from.Para) })
	}
	if e.SmartQuotes && r == '-' && e.revertDash() {
		return
	}
	e.typeOver(string(r), editTyping)
	if e.SmartQuotes && (r == '-' || r == '.') {
		e.smartPunct(r)
	}
	if e.SmartQuotes && !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		e.smartElision(false)
	}
}

// smartElision turns the opening quote of the word r just ended into an
// apostrophe where the word is elided ('Tis, 'em, rock 'n' roll, '89;
// smartquote.Elision): the quote was typed before the word and Curly
// opened it (‘Tis). The turn is an undo step of its own, so Ctrl+Z right
// after gives back the ‘ that was typed, and the caret stays where the
// author types. It reads a few runes before the caret. atBreak is Enter,
// which ends the word before the caret as a space would (back in '89⏎).
func (e *Editor) smartElision(atBreak bool) {
	if e.caret != e.anchor {
		return
	}
	para, col := e.caret.Para, e.caret.Col
	text := e.doc.paras[para].text
	from := max(0, col-12)
	line := text[from:col]
	if atBreak {
		line = append(slices.Clone(line), ' ')
	}
	at, ok := smartquote.Elision(line)
	if !ok {
		return
	}
	caret := e.caret
	e.edit(textPos{para, from + at}, textPos{para, from + at + 1}, "’", editAutoformat)
	e.caret, e.anchor = caret, caret
	e.hist.undo[len(e.hist.undo)-1].afterCaret = caret
}

// speechOpenAbove reports whether the paragraphs above para leave a “
// open (smartquote.Face: a ” after a character then closes it). The
// look back stops at the nearest paragraph with a double quote.
func (e *Editor) speechOpenAbove(para int) bool {
	for p := para - 1; p >= 0; p-- {
		if q := smartquote.LastDouble(e.doc.paras[p].text); q != 0 {
			return q == '“'
		}
	}
	return false
}

// smartPunct turns the r just typed and the marks before it into the
// mark smart punctuation makes of them (smartquote.Punct: -- into —,
// ... into …, doubled in Chinese) as an undo step of its own, so Ctrl+Z
// right after it restores what was typed. It reads the caret's
// paragraph only: constant work per key.
func (e *Editor) smartPunct(r rune) {
	text := e.doc.paras[e.caret.Para].text
	col := e.caret.Col
	n, with, ok := smartquote.Punct(r, text[:col-1], text[col:], e.lastRuneAbove(e.caret.Para), e.ChineseBook != nil && e.ChineseBook())
	if !ok {
		return
	}
	e.edit(textPos{e.caret.Para, col - 1 - n}, e.caret, with, editAutoformat)
}

// lastRuneAbove is the last rune of the text above paragraph para that
// says which language it is in, looking past a few closing quotes and
// spaces (。” ends a Chinese paragraph, ." an English one) and the blank
// lines between paragraphs, a bounded few of each; 0 if none.
func (e *Editor) lastRuneAbove(para int) rune {
	for p := para - 1; p >= 0 && p >= para-3; p-- {
		text := e.doc.paras[p].text
		for i := len(text) - 1; i >= 0 && i >= len(text)-4; i-- {
			if !strings.ContainsRune(" \t\u3000\"'”’」』", text[i]) {
				return text[i]
			}
		}
		if len(text) > 4 {
			return 0 // text, but no letter to tell by
		}
	}
	return 0
}

// revertDash is a - typed right after smart punctuation made a dash (no
// other edit or caret move between): the dash goes back to the two
// typed -, and this one joins them, so --- typed on purpose (a scene
// break, a rule) stays ---, with the undo history of plain typing.
func (e *Editor) revertDash() bool {
	n := len(e.hist.undo)
	if n == 0 || !e.hist.open || e.caret != e.anchor {
		return false
	}
	top := e.hist.undo[n-1]
	if top.kind != editAutoformat || e.caret != top.afterCaret || strings.Trim(top.inserted, "—") != "" {
		return false
	}
	e.hist.undo = e.hist.undo[:n-1]
	end := e.doc.replace(top.at, top.afterCaret, top.removed)
	e.caret, e.anchor = end, end
	// The typing step the two - ended is open again to take the third.
	e.hist.open = true
	e.typeOver("-", editTyping)
	return true
}

// TypedKey implements fyne.Focusable.
func (e *Editor) TypedKey(ev *fyne.KeyEvent) {
	shift := e.shiftHeld()
	if e.OnKey != nil && e.OnKey(ev, shift) {
		return
	}
	if e.Disabled() {
		return
	}
	if (ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter) && e.afterAutoGap() {
		e.autoGap = false
		return
	}
	e.autoIndent, e.autoGap = nil, false // Enter sets them again
	switch ev.Name {
	case fyne.KeyBackspace:
		e.deleteBackward(false)
	case fyne.KeyDelete:
		e.deleteForward(false)
	case fyne.KeyReturn, fyne.KeyEnter:
		if e.SmartQuotes {
			e.smartElision(true)
		}
		e.breakParagraph()
	case fyne.KeyTab:
		if shift {
			// The editor takes Tab for a tab, so the window hands it
			// Shift+Tab too; that inserted a tab where the keyboard
			// meant to leave backwards (to the title).
			if c := fyne.CurrentApp().Driver().CanvasForObject(e); c != nil {
				c.FocusPrevious()
			}
			return
		}
		e.typeOver("\t", editTyping)
	default:
		e.moveKey(ev.Name, shift, false)
	}
}

// KeyDown implements desktop.Keyable: Shift held extends selections.
func (e *Editor) KeyDown(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		e.shift = true
	}
}

// KeyUp implements desktop.Keyable.
func (e *Editor) KeyUp(ev *fyne.KeyEvent) {
	if ev.Name == desktop.KeyShiftLeft || ev.Name == desktop.KeyShiftRight {
		e.shift = false
	}
}

// shiftHeld reports whether Shift is down. The desktop driver knows; the
// editor's own flag (KeyDown, KeyUp) is all other drivers (tests) give.
// The flag alone stuck: Ctrl+Shift+S opened a dialog, whose name box got
// Shift's release, and Fyne leaves the window's focus where it was under
// a dialog, so the editor never lost the keyboard to clear it; after the
// dialog, Right selected the text the next letter typed over.
func (e *Editor) shiftHeld() bool {
	if a := fyne.CurrentApp(); a != nil {
		if d, ok := a.Driver().(interface{ CurrentKeyModifiers() fyne.KeyModifier }); ok {
			return d.CurrentKeyModifiers()&fyne.KeyModifierShift != 0
		}
	}
	return e.shift
}

// wordModifier is the modifier of word-wise movement: Ctrl, or Alt on
// macOS (where Cmd+arrow goes to the line ends).
func wordModifier() fyne.KeyModifier {
	if runtime.GOOS == "darwin" {
		return fyne.KeyModifierAlt
	}
	return fyne.KeyModifierControl
}

// TypedShortcut implements fyne.Shortcutable.
func (e *Editor) TypedShortcut(s fyne.Shortcut) {
	if e.OnShortcut != nil && e.OnShortcut(s) {
		return
	}
	switch s := s.(type) {
	case *fyne.ShortcutCopy:
		e.copy(clipboard(s.Clipboard))
	case *fyne.ShortcutSelectAll:
		e.selectAll()
	}
	if e.Disabled() {
		return
	}
	switch s := s.(type) {
	case *fyne.ShortcutCut:
		if e.caret != e.anchor {
			e.copy(clipboard(s.Clipboard))
			e.replaceSelection("", editOther)
		}
	case *fyne.ShortcutPaste:
		if cb := clipboard(s.Clipboard); cb != nil {
			if text := normalize(cb.Content()); text != "" {
				e.replaceSelection(text, editOther)
			}
		}
	case *fyne.ShortcutUndo:
		e.Undo()
	case *fyne.ShortcutRedo:
		e.Redo()
	case *desktop.CustomShortcut:
		e.customShortcut(s)
	}
}

func (e *Editor) customShortcut(s *desktop.CustomShortcut) {
	extend := s.Modifier&fyne.KeyModifierShift != 0
	mod := s.Modifier &^ fyne.KeyModifierShift
	switch {
	case mod == fyne.KeyModifierShortcutDefault && s.KeyName == fyne.KeyZ && extend,
		mod == fyne.KeyModifierShortcutDefault && s.KeyName == fyne.KeyY && !extend:
		e.Redo()
	case mod == fyne.KeyModifierShortcutDefault && (s.KeyName == fyne.KeyHome || s.KeyName == fyne.KeyEnd):
		e.moveKey(s.KeyName, extend, true)
	case mod == wordModifier() && (s.KeyName == fyne.KeyLeft || s.KeyName == fyne.KeyRight):
		e.moveKey(s.KeyName, extend, true)
	case mod == wordModifier() && s.KeyName == fyne.KeyBackspace:
		e.deleteBackward(true)
	case mod == wordModifier() && s.KeyName == fyne.KeyDelete:
		e.deleteForward(true)
	}
}

// clipboard returns the shortcut's clipboard, or the application's.
func clipboard(cb fyne.Clipboard) fyne.Clipboard {
	if cb != nil {
		return cb
	}
	if app := fyne.CurrentApp(); app != nil {
		return app.Clipboard()
	}
	return nil
}

func (e *Editor) copy(cb fyne.Clipboard) {
	if cb != nil && e.caret != e.anchor {
		cb.SetContent(e.SelectedText())
	}
}

// FocusGained implements fyne.Focusable.
func (e *Editor) FocusGained() {
	e.focused = true
	e.Refresh()
	e.caretMoved()
}

// FocusLost implements fyne.Focusable.
func (e *Editor) FocusLost() {
	e.focused, e.shift = false, false
	e.Refresh()
}

// AcceptsTab implements fyne.Tabbable: Tab inserts a tab, as in the
// multi-line Entry this editor replaced.
func (e *Editor) AcceptsTab() bool { return true }

// --- mouse ---

// MouseDown implements desktop.Mouseable: a press places the caret, or
// with Shift extends the selection to it.
func (e *Editor) MouseDown(ev *desktop.MouseEvent) {
	if ev.Button != desktop.MouseButtonPrimary {
		return
	}
	e.pressed, e.pressShift = true, ev.Modifier&fyne.KeyModifierShift != 0
	e.requestFocus()
	p, eol := e.posAt(ev.Position)
	third := !e.wordPickedAt.IsZero() && !e.pressShift && p.Para == e.wordPickedPara && time.Since(e.wordPickedAt) <= doubleTapDelay()
	e.wordPickedAt = time.Time{}
	if third {
		e.anchor = textPos{p.Para, 0}
		e.eol, e.goalX = false, -1
		e.moveTo(textPos{p.Para, len(e.doc.paras[p.Para].text)}, true)
		return
	}
	e.eol, e.goalX = eol, -1
	e.moveTo(p, e.pressShift)
}

// doubleTapDelay is the driver's longest pause between the clicks of a
// double click, which a triple click's third press keeps to as well.
func doubleTapDelay() time.Duration {
	if app := fyne.CurrentApp(); app != nil {
		return app.Driver().DoubleTapDelay()
	}
	return 300 * time.Millisecond
}

// MouseUp implements desktop.Mouseable.
func (e *Editor) MouseUp(*desktop.MouseEvent) {}

// Tapped implements fyne.Tappable: places the caret when no MouseDown
// did (touch screens, tests).
func (e *Editor) Tapped(ev *fyne.PointEvent) {
	if e.pressed {
		e.pressed = false
		return
	}
	e.requestFocus()
	p, eol := e.posAt(ev.Position)
	e.eol, e.goalX = eol, -1
	e.moveTo(p, e.shiftHeld())
}

// TappedSecondary implements fyne.SecondaryTappable: the context menu of
// the multi-line Entry this editor replaced, plus Undo and Redo.
func (e *Editor) TappedSecondary(ev *fyne.PointEvent) {
	app := fyne.CurrentApp()
	if app == nil {
		return
	}
	if c := app.Driver().CanvasForObject(e); c != nil {
		e.requestFocus()
		widget.ShowPopUpMenuAtPosition(e.contextMenu(), c, ev.AbsolutePosition)
	}
}

// Its labels go through lang.L like the rest of the interface (the
// app's catalogues hold them), so a Chinese interface does not show an
// English menu over the manuscript.
func (e *Editor) contextMenu() *fyne.Menu {
	do := func(s fyne.Shortcut) func() { return func() { e.TypedShortcut(s) } }
	return fyne.NewMenu("",
		fyne.NewMenuItem(lang.L("Undo"), e.Undo),
		fyne.NewMenuItem(lang.L("Redo"), e.Redo),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem(lang.L("Cut"), do(&fyne.ShortcutCut{})),
		fyne.NewMenuItem(lang.L("Copy"), do(&fyne.ShortcutCopy{})),
		fyne.NewMenuItem(lang.L("Paste"), do(&fyne.ShortcutPaste{})),
		fyne.NewMenuItem(lang.L("Select All"), do(&fyne.ShortcutSelectAll{})),
	)
}

// DoubleTapped implements fyne.DoubleTappable: selects the word (one
// CJK character, a Latin word, a run of punctuation) under the pointer;
// a third press soon after selects its paragraph (MouseDown).
// With Shift held it is a Shift+click that came quickly after a click:
// it extends the selection to the pointer, as every Shift+click does.
func (e *Editor) DoubleTapped(ev *fyne.PointEvent) {
	p, eol := e.posAt(ev.Position)
	if e.pressed && e.pressShift || !e.pressed && e.shiftHeld() {
		e.eol, e.goalX = eol, -1
		e.moveTo(p, true)
		return
	}
	start, end := wordAt(e.doc.paras[p.Para].text, p.Col)
	e.wordPickedAt, e.wordPickedPara = time.Now(), p.Para
	e.anchor = textPos{p.Para, start}
	e.eol, e.goalX = false, -1
	e.moveTo(textPos{p.Para, end}, true)
}

// Dragged implements fyne.Draggable: drags select, scrolling when the
// pointer leaves the view; a drag that starts on the scroll bar moves it.
func (e *Editor) Dragged(ev *fyne.DragEvent) {
	if !e.dragging {
		e.dragging = true
		start := ev.Position.Subtract(ev.Dragged)
		e.barDrag = start.X >= e.size.Width-e.m.barZone()
		if !e.barDrag && !e.pressed {
			e.anchor, _ = e.posAt(start)
		}
	}
	if e.barDrag {
		e.scrollToFraction(ev.Position.Y / max(e.size.Height, 1))
		return
	}
	switch {
	case ev.Position.Y < 0:
		e.scrollBy(ev.Position.Y)
	case ev.Position.Y > e.size.Height:
		e.scrollBy(ev.Position.Y - e.size.Height)
	}
	p, eol := e.posAt(ev.Position)
	e.eol, e.goalX = eol, -1
	e.moveTo(p, true)
}

// DragEnd implements fyne.Draggable.
func (e *Editor) DragEnd() { e.dragging, e.barDrag, e.pressed = false, false, false }

// Scrolled implements fyne.Scrollable.
func (e *Editor) Scrolled(ev *fyne.ScrollEvent) {
	e.scrollBy(-ev.Scrolled.DY)
	e.Refresh()
	e.caretMoved()
}

// Cursor implements desktop.Cursorable.
func (e *Editor) Cursor() desktop.Cursor { return desktop.TextCursor }

func (e *Editor) requestFocus() {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(e); c != nil && c.Focused() != e {
			c.Focus(e)
		}
	}
}
