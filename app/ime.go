package app

import (
	"math"
	"reflect"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
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
	spotIME(win, x, y)
}

// spotIME is setIMESpot; a test records the spots here.
var spotIME = setIMESpot

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

// focusEntry is a text box the IME is placed beside: an extended
// widget.Entry (keyEntry, dialogEntry, questionEntry) as it sits in the
// widget tree.
type focusEntry interface {
	fyne.CanvasObject
	fyne.Focusable
}

// canvasForObject is the driver's CanvasForObject. GLFW's driver knows an
// object's canvas only once a frame has drawn it, so a box focused as it
// appears (a dialog's, the find bar's) has none yet; a test stands in for
// that driver here.
var canvasForObject = func(o fyne.CanvasObject) fyne.Canvas {
	return fyne.CurrentApp().Driver().CanvasForObject(o)
}

// placeIMEAtEntry tells the IME where the caret of obj (whose embedded
// widget.Entry is e) is, when obj has the focus of its window. Every text
// box calls it when it gains the focus and after each typed character,
// which keeps the candidate window beside whichever box is being typed
// into (the editor places it from its own caret, editor.placeIME).
func placeIMEAtEntry(obj focusEntry, e *widget.Entry) {
	c := canvasForObject(obj)
	if c == nil || c.Focused() != obj {
		return
	}
	for _, w := range fyne.CurrentApp().Driver().AllWindows() {
		if w.Canvas() == c {
			pos, lineHeight := entryCaret(obj, e)
			placeIME(w, pos, lineHeight)
			return
		}
	}
}

// placeIMEOnFocus places the IME for a box that has just gained the
// focus, and once more after the frame that follows: a box focused as it
// is shown (a dialog's, the find bar's, the wiki form's) is neither drawn
// nor laid out yet, so the first attempt finds no canvas or a stale
// position, and the candidate window of the first word typed there opened
// where the last box had left it, over the manuscript. fyne.Do, called
// from the event that moved the focus, runs after that event's frame.
func placeIMEOnFocus(obj focusEntry, e *widget.Entry) {
	placeIMEAtEntry(obj, e)
	fyne.Do(func() { placeIMEAtEntry(obj, e) })
}

// focusGained is a text box's FocusGained: the IME learns where its
// caret is before the first key of a composition reaches it.
func focusGained(obj focusEntry, e *widget.Entry) {
	e.FocusGained()
	placeIMEOnFocus(obj, e)
}

// typedRune is a text box's TypedRune: each committed character moves the
// caret, and the IME's next candidate window follows it.
func typedRune(obj focusEntry, e *widget.Entry, r rune) {
	e.TypedRune(r)
	placeIMEAtEntry(obj, e)
}

// FocusGained implements fyne.Focusable (focusGained).
func (e *keyEntry) FocusGained() { focusGained(e, &e.Entry) }

// TypedRune implements fyne.Focusable (typedRune). A space coming first
// into a box just given the keyboard by focusFresh is dropped; where the
// box has smart quotes a quote is curly (faceQuote) and -- and ... make
// a dash and an ellipsis (smartPunct); a character after a space the
// word wrap dropped goes after the space (entrywrap.go).
func (e *keyEntry) TypedRune(r rune) {
	if e.fresh {
		e.fresh = false
		if r == ' ' {
			return
		}
	}
	if r == '-' && e.revertDash() {
		return
	}
	if e.lagged() != "" {
		e.typeAfterLag(string(e.faceQuoteAt(r, e.lag.at)))
	} else {
		pos, grows := e.CursorTextOffset(), e.SelectedText() == ""
		typedRune(e, &e.Entry, e.faceQuote(r))
		if grows && e.MultiLine {
			e.noteWrapLag(pos)
		}
	}
	if r == '-' || r == '.' {
		e.smartPunct(r)
	}
	e.smartElision(r)
}

// FocusGained implements fyne.Focusable (focusGained).
func (e *dialogEntry) FocusGained() { focusGained(e, &e.Entry) }

// TypedRune implements fyne.Focusable (typedRune).
func (e *dialogEntry) TypedRune(r rune) { typedRune(e, &e.Entry, r) }

// FocusGained implements fyne.Focusable (focusGained).
func (e *questionEntry) FocusGained() { focusGained(e, &e.Entry) }

// TypedRune implements fyne.Focusable (typedRune).
func (e *questionEntry) TypedRune(r rune) { typedRune(e, &e.Entry, r) }

// imeBackOnClose makes d, a dialog with a text box, give the IME back to
// the text below it once it has closed. Fyne returns the keyboard to what
// had the focus under a dialog without telling it (OverlayStack.Remove
// drops the dialog's focus manager; nothing calls FocusGained), so after
// a snapshot was named or a chapter renamed the candidates of the next
// word typed in the manuscript opened where the dialog's box had been.
// Calling FocusGained again is what Fyne does when the window itself
// gets the focus back.
// Then runs also (a dialog's own OnClosed, which this one replaces).
func (u *UI) imeBackOnClose(d dialog.Dialog, also ...func()) {
	d.SetOnClosed(func() {
		if f := u.win.Canvas().Focused(); f != nil {
			f.FocusGained()
		}
		for _, fn := range also {
			fn()
		}
	})
}
