package app

import (
	"slices"
	"strings"
	"unicode"

	"fyne.io/fyne/v2"

	"inkflow/internal/smartquote"
)

// Smart punctuation in the boxes of prose (keyEntry.smartQuotes: a
// chapter's title, a project's name, a wiki entry's fields) as in the
// manuscript (textedit.Editor.smartPunct): two typed - become —, three .
// become …, doubled in Chinese (—— ……); Ctrl+Z right after gives back
// what was typed, and a - right after the dash makes it --- (a scene break
// on purpose). Only the quotes were turned there, so a title typed 他说--
// stayed 他说-- while the same words in the text became 他说——.

// entryPunct remembers the box's last conversion, so that Ctrl+Z, Redo
// and a third - right after it can take it back as one step: the
// conversion is several of the box's undo steps (each mark typed is
// erased, the mark made is typed; Fyne's entry merges none of the
// erasures, as - and . part words), which it would otherwise undo one at
// a time, through - and an empty gap.
type entryPunct struct {
	// typed is the box's text as typed, before the conversion; made the
	// box right after it, undone right after Ctrl+Z took it back. A
	// state that no longer holds (the author typed on or moved the caret)
	// is let go.
	typed        string
	made, undone entryState
	// dash: the conversion made a dash (a - after it reverts it).
	dash bool
}

// maxPunctSteps bounds the undo steps one conversion takes: the three
// marks erased and the one typed, or an elided word erased back to its
// quote and typed again (smartElision), with room to spare.
const maxPunctSteps = 24

// entryState is a box's text and caret offset at a moment.
type entryState struct {
	text string
	at   int
	set  bool
}

func (e *keyEntry) state() entryState {
	return entryState{text: e.Text, at: e.CursorTextOffset(), set: true}
}

// holds reports whether the box is still as s was.
func (e *keyEntry) holds(s entryState) bool {
	return s.set && s.text == e.Text && s.at == e.CursorTextOffset()
}

func (e *keyEntry) smartOn() bool { return e.smartQuotes != nil && e.smartQuotes() }

// bookChinese reports the book the box writes about is Chinese
// (appState.bookChinese), which decides —— or — where no text in the box
// does (an empty title); a box of no book (a new project's name) goes by
// the interface.
func (e *keyEntry) bookChinese() bool {
	if e.chineseBook != nil {
		return e.chineseBook()
	}
	return interfaceChinese()
}

// smartPunct turns r, just typed at the caret, and the marks before it
// into the mark smart punctuation makes of them (smartquote.Punct), by
// the line the caret is on.
func (e *keyEntry) smartPunct(r rune) {
	if !e.smartOn() || e.Password {
		return
	}
	text := []rune(e.Text)
	at := e.CursorTextOffset()
	if at < 1 || at > len(text) || text[at-1] != r {
		return
	}
	start, end := at-1, at
	for start > 0 && text[start-1] != '\n' {
		start--
	}
	for end < len(text) && text[end] != '\n' {
		end++
	}
	n, with, ok := smartquote.Punct(r, text[start:at-1], text[at:end], lastRuneAbove(text[:start]), e.bookChinese())
	if !ok {
		return
	}
	typed := e.Text
	for range n + 1 {
		e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	}
	for _, m := range with {
		e.Entry.TypedRune(m)
	}
	placeIMEAtEntry(e, &e.Entry)
	e.punct = entryPunct{typed: typed, made: e.state(), dash: r == '-'}
}

// smartElision turns the opening quote of the word r just ended into an
// apostrophe where the word is elided ('Twas, 'em, '89;
// smartquote.Elision), as the manuscript does: a title typed 'Twas the
// Night kept ‘Twas. Ctrl+Z right after gives back the ‘ in one step
// (entryPunct). Only a box that turns quotes does it.
func (e *keyEntry) smartElision(r rune) {
	if unicode.IsLetter(r) || unicode.IsDigit(r) {
		return
	}
	// What r became is before the caret: a quote turned curly (’ ends the
	// n of 'n').
	if text, at := []rune(e.Text), e.CursorTextOffset(); at >= 1 && at <= len(text) && !unicode.IsLetter(text[at-1]) && !unicode.IsDigit(text[at-1]) {
		e.elide(text, at, 0)
	}
}

// smartElisionAtBreak is smartElision for Enter, which ends the word
// before the caret as a space would (a title ending Summer of '69).
func (e *keyEntry) smartElisionAtBreak() {
	if text, at := []rune(e.Text), e.CursorTextOffset(); at >= 1 && at <= len(text) {
		e.elide(text, at, ' ')
	}
}

// elide turns the quote of the elided word that ends at text[:at] (and
// the word's end, when not 0) into ’ by erasing back to the quote and
// typing it and the word again, the way smartPunct types its marks.
func (e *keyEntry) elide(text []rune, at int, end rune) {
	if !e.smartOn() || e.Password || e.SelectedText() != "" {
		return
	}
	start := max(0, at-12)
	for i := at - 1; i > start; i-- {
		if text[i-1] == '\n' {
			start = i
			break
		}
	}
	line := slices.Clone(text[start:at])
	if end != 0 {
		line = append(line, end)
	}
	q, ok := smartquote.Elision(line)
	if !ok {
		return
	}
	q += start
	typed := e.Text
	for range at - q {
		e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
	}
	e.Entry.TypedRune('’')
	for _, m := range text[q+1 : at] {
		e.Entry.TypedRune(m)
	}
	placeIMEAtEntry(e, &e.Entry)
	e.punct = entryPunct{typed: typed, made: e.state()}
}

// revertDash takes back the dash made right before a - typed now, which
// joins the two typed - it was made of: --- on purpose stays ---.
func (e *keyEntry) revertDash() bool {
	if !e.punct.dash || !e.holds(e.punct.made) || !e.smartOn() {
		return false
	}
	e.undoPunct()
	e.punct = entryPunct{}
	typedRune(e, &e.Entry, '-')
	return true
}

// Undo takes back the last edit (Ctrl+Z, typed into the box or through
// Edit › Undo, which the desktop driver gives it first): a conversion
// right before in one step (undoPunct).
func (e *keyEntry) Undo() {
	if !e.undoPunct() {
		e.Entry.Undo()
	}
}

// Redo makes the edit undone again (Ctrl+Y, Ctrl+Shift+Z, Edit › Redo).
func (e *keyEntry) Redo() {
	if !e.redoPunct() {
		e.Entry.Redo()
	}
}

// undoPunct is Ctrl+Z right after a conversion: the marks as typed come
// back in one step.
func (e *keyEntry) undoPunct() bool {
	if !e.holds(e.punct.made) {
		return false
	}
	for i := 0; i < maxPunctSteps && e.Text != e.punct.typed; i++ {
		e.Entry.Undo()
	}
	p := e.punct
	e.punct = entryPunct{typed: p.typed, made: p.made, undone: e.state(), dash: p.dash}
	return true
}

// redoPunct is Redo right after undoPunct: the mark again, in one step.
func (e *keyEntry) redoPunct() bool {
	if !e.holds(e.punct.undone) {
		return false
	}
	for i := 0; i < maxPunctSteps && e.Text != e.punct.made.text; i++ {
		e.Entry.Redo()
	}
	p := e.punct
	e.punct = entryPunct{typed: p.typed, made: e.state(), dash: p.dash}
	return true
}

// lastRuneAbove is the last rune of the lines above the caret's (text,
// up to the start of its line) that says which language they are in,
// looking past a few closing quotes, spaces and blank lines; 0 if none
// (the box's first line). Like the editor's, it looks a bounded way.
func lastRuneAbove(text []rune) rune {
	for i := len(text) - 1; i >= 0 && i >= len(text)-8; i-- {
		if !strings.ContainsRune(" \t\r\n\u3000\"'”’」』", text[i]) {
			return text[i]
		}
	}
	return 0
}
