package app

import (
	"fyne.io/fyne/v2"
)

// Fyne's word-wrapped Entry (v2.7.1) has no place for its caret after a
// space typed at the end of the text that ends a full row: the wrap
// drops the space from its rows, and the caret, put at the offset after
// it, is clamped back before it. The next character then went in before
// the space: a wiki profile typed in the real window read
// "cannot.Stubborn" and "thekeeper. ", and Backspace there erased the
// letter before the space instead of the space. wrapLag remembers where
// the caret really is while Fyne cannot show it, and the next key is
// typed there.

// wrapLag is a box's caret Fyne clamped: at is where it really is, shown
// the box as it was left (text and the offset Fyne put the caret at).
type wrapLag struct {
	shown entryState
	at    int
}

// noteWrapLag, right after one rune was typed at offset pos with no
// selection, remembers the caret if Fyne did not put it after the rune.
func (e *keyEntry) noteWrapLag(pos int) {
	e.lag = wrapLag{}
	if at := e.CursorTextOffset(); at < pos+1 {
		e.lag = wrapLag{shown: e.state(), at: pos + 1}
	}
}

// lagged is the text between where Fyne shows the caret and where it is
// (the space the wrap dropped), or "" when the box has moved on since.
func (e *keyEntry) lagged() string {
	if !e.holds(e.lag.shown) {
		e.lag = wrapLag{}
		return ""
	}
	text := []rune(e.Text)
	from, to := e.lag.shown.at, min(e.lag.at, len(text))
	if from >= to {
		e.lag = wrapLag{}
		return ""
	}
	return string(text[from:to])
}

// typeAfterLag types s where the caret really is, when Fyne's is behind
// it, and reports whether it did: the dropped text is taken out and put
// back with s after it, in one insertion whose end has a row.
func (e *keyEntry) typeAfterLag(s string) bool {
	gap := e.lagged()
	if gap == "" {
		return false
	}
	e.lag = wrapLag{}
	for range []rune(gap) {
		e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
	}
	e.Entry.TypedShortcut(&fyne.ShortcutPaste{Clipboard: textClipboard(gap + s)})
	placeIMEAtEntry(e, &e.Entry)
	return true
}

// backspaceLag is Backspace while the caret lags: the dropped space
// before the real caret is erased (Fyne's Backspace erased the letter
// before the space).
func (e *keyEntry) backspaceLag() bool {
	if e.lagged() == "" {
		return false
	}
	at := e.lag.at - 1
	e.Entry.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete}) // the gap is spaces: which one goes is alike
	e.lag = wrapLag{}
	if shown := e.state(); shown.at < at {
		e.lag = wrapLag{shown: shown, at: at}
	}
	return true
}

// textClipboard is a fyne.Clipboard holding one text, for typing a
// string at the caret through the Entry's paste (one undo step), never
// touching the system clipboard.
type textClipboard string

// Content implements fyne.Clipboard.
func (c textClipboard) Content() string { return string(c) }

// SetContent implements fyne.Clipboard; the text is fixed.
func (textClipboard) SetContent(string) {}
