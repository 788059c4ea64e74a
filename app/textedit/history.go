package textedit

import (
	"strings"
	"unicode/utf8"
)

// editKind says how an edit may merge with the one before it into a
// single undo step.
type editKind int

const (
	editOther     editKind = iota // never merges
	editTyping                    // typed runes: merge with typing right before them
	editBackspace                 // merges with backspaces right after it
	editDelete                    // merges with deletes at the same place
	// editAutoformat is smart punctuation turning typed runes into
	// others (-- into —): its own step, so Ctrl+Z right after it gives
	// back what was typed, as in Word. It never merges.
	editAutoformat
)

// change is one undo step: at at, removed was replaced by inserted.
// Positions of later steps stay valid because undo and redo replay the
// steps in order.
type change struct {
	at                textPos
	removed, inserted string
	kind              editKind
	// caret and anchor before and after, restored by undo and redo.
	beforeCaret, beforeAnchor textPos
	afterCaret                textPos
}

// history is the undo and redo stacks.
type history struct {
	undo, redo []change
	// open allows the next edit to merge into the top of undo; any caret
	// movement or non-merging edit closes it.
	open bool
}

// move takes the last step off from and pushes it onto to (Undo moves it
// from undo to redo, Redo back) and closes the open step; ok is false when
// from is empty.
func (h *history) move(from, to *[]change) (c change, ok bool) {
	n := len(*from)
	if n == 0 {
		return change{}, false
	}
	c = (*from)[n-1]
	*from = (*from)[:n-1]
	*to = append(*to, c)
	h.open = false
	return c, true
}

// maxUndo bounds the undo stack; the oldest steps are dropped.
const maxUndo = 5000

// record adds c, merging it into the previous step when both are the same
// kind of small edit at adjoining places.
func (h *history) record(c change) {
	h.redo = h.redo[:0]
	if n := len(h.undo); n > 0 && h.open && c.kind != editOther && h.undo[n-1].kind == c.kind {
		top := &h.undo[n-1]
		switch {
		case c.kind == editTyping && c.removed == "" && c.at == endOf(top.at, top.inserted) && !startsWord(top.inserted, c.inserted):
			top.inserted += c.inserted
			top.afterCaret = c.afterCaret
			return
		case c.kind == editBackspace && endOf(c.at, c.removed) == top.at:
			top.at = c.at
			top.removed = c.removed + top.removed
			top.afterCaret = c.afterCaret
			return
		case c.kind == editDelete && c.at == top.at:
			top.removed += c.removed
			top.afterCaret = c.afterCaret
			return
		}
	}
	if len(h.undo) == maxUndo {
		h.undo = append(h.undo[:0], h.undo[1:]...)
	}
	h.undo = append(h.undo, c)
	h.open = c.kind != editOther
}

// startsWord reports whether typing next after typed begins a new word
// (a non-space after a space) or a new clause (anything but more
// punctuation after a Chinese clause mark such as ， or 。, closing quotes
// included), where a typing undo step ends: undo takes back a word at a
// time in Latin text, each word with the spaces typed after it (undo
// after "the letter said " takes back "said ", not a lone space first),
// and a clause at a time in Chinese, which has no spaces (an unbroken
// paragraph of typing went in one Ctrl+Z).
func startsWord(typed, next string) bool {
	if next == "" {
		return false
	}
	if strings.HasSuffix(typed, " ") {
		return !strings.HasPrefix(next, " ")
	}
	first, _ := utf8.DecodeRuneInString(next)
	if strings.ContainsRune(clauseMarks, first) || strings.ContainsRune(closingMarks, first) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(typed, closingMarks))
	return strings.ContainsRune(clauseMarks, last)
}

// clauseMarks end a clause in Chinese text; closingMarks may follow them
// (“他走了。”).
const (
	clauseMarks  = "，。！？；：、…—"
	closingMarks = "”’」』）》】"
)
