package app

import (
	"math"
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The system input method (IME) turns keys into text: pinyin in, 你好
// out. Committed text reaches the editor as TypedRune calls like any
// typed character, and keys the IME consumes never reach it at all (both
// are fixed in the X11 layer, third_party/go-gl-glfw); what the app itself
// must do is tell the IME where the caret is, so that the candidate
// window opens beside it rather than at a corner of the window.

// placeIME tells the system input method that the caret of the focused
// text is at caret (canvas coordinates, the top of the caret) and is
// lineHeight tall. The IME puts its candidate window just below that
// line. It is cheap when the caret has not moved and does nothing where
// the platform layer offers no way to place the IME (see setIMESpot).
// Call it on the UI goroutine whenever the caret moves.
func placeIME(win fyne.Window, caret fyne.Position, lineHeight float32) {
	if win == nil {
		return
	}
	x, y := imeSpot(win.Canvas().Scale(), caret, lineHeight)
	setIMESpot(win, x, y)
}

// imeSpot converts a caret in canvas coordinates to the IME spot in
// window pixels: the caret's left edge on the bottom of its line (X11's
// XNSpotLocation is on the text baseline; the bottom of the line keeps the
// candidate window off the text being written).
func imeSpot(scale float32, caret fyne.Position, lineHeight float32) (x, y int) {
	return int(math.Round(float64(caret.X * scale))), int(math.Round(float64((caret.Y + lineHeight) * scale)))
}

// entryCaret returns where an entry draws its caret, in canvas
// coordinates, and the height of its text line. obj is the entry as it
// sits in the widget tree (an extended Entry such as keyEntry, whose
// embedded widget.Entry is e). Fyne 2.7's Entry.CursorPosition is
// relative to the entry's scrolled content, so the scroll offset is
// subtracted; the Entry keeps its scroller in an unexported field, read
// here by reflection (entryScrollOffset).
//
// This adapter serves today's editor, a widget.Entry; an editor widget
// that knows its caret passes that position to placeIME directly.
func entryCaret(obj fyne.CanvasObject, e *widget.Entry) (fyne.Position, float32) {
	th := e.Theme()
	border := th.Size(theme.SizeNameInputBorder)
	textSize := th.Size(theme.SizeNameText)
	lineHeight := fyne.MeasureText("M", textSize, e.TextStyle).Height

	top := fyne.CurrentApp().Driver().AbsolutePositionForObject(obj)
	// The content sits one input border in from the entry's edge
	// (entryRenderer.Layout).
	pos := top.Add(fyne.NewPos(border, border)).Add(e.CursorPosition())
	if off, ok := entryScrollOffset(e); ok {
		return pos.Subtract(off), lineHeight
	}
	// Without the offset, keep the caret inside the entry: Fyne scrolls
	// the caret into view as it moves, so it is at most at the bottom.
	pos.Y = min(pos.Y, top.Y+obj.Size().Height-lineHeight-border)
	return pos, lineHeight
}

// entryScrollOffset reads the scroll offset of an Entry's content. It
// reports false if a Fyne release renamed or retyped the field (a test
// on the pinned release checks that it is found).
func entryScrollOffset(e *widget.Entry) (fyne.Position, bool) {
	f := reflect.ValueOf(e).Elem().FieldByName("scroll")
	if !f.IsValid() || f.Kind() != reflect.Pointer || f.IsNil() {
		return fyne.Position{}, false
	}
	off := f.Elem().FieldByName("Offset")
	if !off.IsValid() || off.Type() != reflect.TypeFor[fyne.Position]() {
		return fyne.Position{}, false
	}
	return fyne.NewPos(float32(off.Field(0).Float()), float32(off.Field(1).Float())), true
}

// placeIMEAtEntry tells the IME where e's caret is, when e has the focus
// of its window: the editor calls it whenever its caret moves, and every
// keyEntry (title, search box) when it gains the focus and after each
// typed character, which keeps the candidate window beside whichever
// entry is being typed into.
func placeIMEAtEntry(e *keyEntry) {
	drv := fyne.CurrentApp().Driver()
	c := drv.CanvasForObject(e)
	if c == nil || c.Focused() != e {
		return
	}
	for _, w := range drv.AllWindows() {
		if w.Canvas() == c {
			pos, lineHeight := entryCaret(e, &e.Entry)
			placeIME(w, pos, lineHeight)
			return
		}
	}
}

// FocusGained implements fyne.Focusable: the IME learns where this entry's
// caret is before the first key of a composition reaches it.
func (e *keyEntry) FocusGained() {
	e.Entry.FocusGained()
	placeIMEAtEntry(e)
}

// TypedRune implements fyne.Focusable; each committed character moves the
// caret, and the IME's next candidate window follows it. An entry with an
// OnCursorChanged hook (the editor) places the IME from that hook, which
// also sees clicks and arrow keys, so it is not done twice here.
func (e *keyEntry) TypedRune(r rune) {
	e.Entry.TypedRune(r)
	if e.OnCursorChanged == nil {
		placeIMEAtEntry(e)
	}
}
