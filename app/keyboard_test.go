package app

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// modifiersDriver is the test driver with what the desktop driver adds:
// the modifier keys held now (desktop.Driver).
type modifiersDriver struct {
	fyne.Driver
	mods fyne.KeyModifier
}

// CurrentKeyModifiers implements desktop.Driver.
func (d *modifiersDriver) CurrentKeyModifiers() fyne.KeyModifier { return d.mods }

// modifiersApp is an app whose driver is a modifiersDriver.
type modifiersApp struct {
	fyne.App
	driver *modifiersDriver
}

func (a *modifiersApp) Driver() fyne.Driver { return a.driver }

// withModifiers makes the current app's driver report the modifiers held,
// as the desktop driver does, until the test ends.
func withModifiers(t *testing.T, a fyne.App) *modifiersDriver {
	t.Helper()
	d := &modifiersDriver{Driver: a.Driver()}
	fyne.SetCurrentApp(&modifiersApp{App: a, driver: d})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
	return d
}

// keyUpOnFocused gives the release of key to whatever has the keyboard
// now, as the window does.
func keyUpOnFocused(c fyne.Canvas, key fyne.KeyName) {
	if k, ok := c.Focused().(desktop.Keyable); ok {
		k.KeyUp(&fyne.KeyEvent{Name: key})
	}
}

// TestShiftLetGoInADialogDoesNotSelect: Ctrl+Shift+S in the text opens
// the snapshot dialog, whose name box gets Shift's release; after Esc,
// the arrows move the caret again. The editor kept Shift down (the
// window's focus stays with it under a dialog, so it never heard the key
// go up): Right selected, and the next letter typed over the selection.
func TestShiftLetGoInADialogDoesNotSelect(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	u := h.u
	p, c := h.addChapter("Frankenstein", "Chapter 1", "I am by birth a Genevese.")
	h.openInTree(p.ID, c.ID)
	drv := withModifiers(t, h.a)
	ed, cv := u.editor, u.Window().Canvas()
	cv.Focus(ed.text)
	ed.text.SetCaret(0)

	drv.mods = fyne.KeyModifierShift
	ed.text.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	drv.mods |= fyne.KeyModifierShortcutDefault
	ed.text.TypedShortcut(scTakeSnapshot)
	if !u.keys.covered() {
		t.Fatal("Ctrl+Shift+S opened no dialog")
	}
	drv.mods = 0
	keyUpOnFocused(cv, desktop.KeyShiftLeft)
	u.keys.handleKey(&fyne.KeyEvent{Name: fyne.KeyEscape}, false)
	if u.keys.covered() {
		t.Fatal("Esc left the snapshot dialog open")
	}
	h.pump()

	cv.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if s, e := ed.text.Selection(); s != e {
		t.Fatalf("Right after the dialog selected runes %d–%d, want the caret moved", s, e)
	}
	cv.Focused().TypedRune('X')
	if got := ed.text.Text(); got != "IX am by birth a Genevese." {
		t.Fatalf("typing after the dialog made %q", got)
	}
}

// TestShiftTabOutOfAFieldForgetsShift: Shift+Tab out of the replace box
// leaves Shift's release to the field before it; back in the find bar,
// Enter steps to the next match, not the previous one.
func TestShiftTabOutOfAFieldForgetsShift(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	u := h.u
	p, c := h.addChapter("Frankenstein", "Chapter 2", "Elizabeth one. Elizabeth two. Elizabeth three.")
	h.openInTree(p.ID, c.ID)
	ed, cv := u.editor, u.Window().Canvas()
	cv.Focus(ed.text)
	ed.text.SetCaret(0)
	u.command(cmdReplaceInChapter)
	typeInto(ed.find.pattern, "Elizabeth")
	if ed.find.current != 0 {
		t.Fatalf("the find bar selected match %d, want the first", ed.find.current)
	}

	cv.Focus(ed.find.replacement)
	ed.find.replacement.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	cv.FocusPrevious() // Shift+Tab
	keyUpOnFocused(cv, desktop.KeyShiftLeft)
	cv.Focus(ed.find.pattern)
	ed.find.pattern.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ed.find.current != 1 {
		t.Fatalf("Enter went to match %d, want the next one (1)", ed.find.current)
	}
}
