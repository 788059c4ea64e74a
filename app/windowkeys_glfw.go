//go:build !ci && !android && !ios && !mobile && !wasm && !js

package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// glfwWindowKeys are the GLFW keys the window looks at before Fyne does
// (shortcuts.windowKey), with their Fyne names.
var glfwWindowKeys = map[glfw.Key]fyne.KeyName{
	glfw.KeyF11:    fyne.KeyF11,
	glfw.KeyF3:     fyne.KeyF3,
	glfw.KeyEscape: fyne.KeyEscape,
}

// glfwRepeatingKeys are the glfwWindowKeys whose held key runs again on
// each repeat, as it did when Fyne gave it to the text: holding F3 steps
// on through the matches. Held F11 and Esc act once.
var glfwRepeatingKeys = map[glfw.Key]bool{glfw.KeyF3: true}

// hookWindowKeys puts take in front of Fyne's key handling in win, so
// that it sees a press of glfwWindowKeys whatever has the keyboard; a
// press it uses, with its repeats and release, goes no further. Fyne
// 2.7.1 has no such hook: its desktop window gives a key without Ctrl,
// Alt or Super to the focused widget alone (window.processKeyPressed). So
// the hook chains GLFW's key callback of the window's viewport, which it
// reaches through the driver's RunWithContext (the viewport's context is
// current inside it). It must run on the UI goroutine once the window
// exists (after Show), and reports whether it hooked: windows of other
// drivers (Fyne's test driver, the software one) are left alone.
func hookWindowKeys(win fyne.Window, take func(*fyne.KeyEvent, fyne.KeyModifier) bool) bool {
	rc, ok := win.(interface{ RunWithContext(func()) })
	if !ok || !nativeWindowExists(win) {
		return false
	}
	hooked := false
	rc.RunWithContext(func() {
		view := glfw.GetCurrentContext()
		if view == nil {
			return
		}
		f := &keyFilter{take: take, held: map[glfw.Key]bool{}}
		var fyneKey glfw.KeyCallback
		fyneKey = view.SetKeyCallback(func(w *glfw.Window, key glfw.Key, scancode int, action glfw.Action, mods glfw.ModifierKey) {
			if !f.used(key, action, mods) && fyneKey != nil {
				fyneKey(w, key, scancode, action, mods)
			}
		})
		hooked = true
	})
	return hooked
}

// nativeWindowExists reports whether win has its native window yet:
// RunWithContext needs the viewport, which Show creates.
func nativeWindowExists(win fyne.Window) bool {
	nw, ok := win.(driver.NativeWindow)
	if !ok {
		return false
	}
	exists := false
	nw.RunNative(func(ctx any) {
		switch c := ctx.(type) {
		case driver.X11WindowContext:
			exists = c.WindowHandle != 0
		case driver.WaylandWindowContext:
			exists = c.WaylandSurface != 0
		case driver.WindowsWindowContext:
			exists = c.HWND != 0
		case driver.MacWindowContext:
			exists = c.NSWindow != 0
		}
	})
	return exists
}

// keyFilter decides which GLFW key events the window takes before Fyne.
type keyFilter struct {
	take func(*fyne.KeyEvent, fyne.KeyModifier) bool
	// held are the keys whose press take used: their repeats and release
	// are its too (Fyne never saw them go down, and a held F11 would
	// switch focus mode on and off); a repeat of glfwRepeatingKeys runs
	// take again.
	held map[glfw.Key]bool
}

// used reports whether the event is the window's, running take for a
// press of one of glfwWindowKeys (and a repeat of glfwRepeatingKeys).
func (f *keyFilter) used(key glfw.Key, action glfw.Action, mods glfw.ModifierKey) bool {
	switch action {
	case glfw.Press:
		name, ok := glfwWindowKeys[key]
		if !ok || !f.take(&fyne.KeyEvent{Name: name}, fyneModifiers(mods)) {
			return false
		}
		f.held[key] = true
		return true
	case glfw.Repeat:
		if f.held[key] && glfwRepeatingKeys[key] {
			f.take(&fyne.KeyEvent{Name: glfwWindowKeys[key]}, fyneModifiers(mods))
		}
		return f.held[key]
	default:
		used := f.held[key]
		delete(f.held, key)
		return used
	}
}

// fyneModifiers is mods as Fyne names them.
func fyneModifiers(mods glfw.ModifierKey) fyne.KeyModifier {
	var m fyne.KeyModifier
	for g, f := range map[glfw.ModifierKey]fyne.KeyModifier{
		glfw.ModShift:   fyne.KeyModifierShift,
		glfw.ModControl: fyne.KeyModifierControl,
		glfw.ModAlt:     fyne.KeyModifierAlt,
		glfw.ModSuper:   fyne.KeyModifierSuper,
	} {
		if mods&g != 0 {
			m |= f
		}
	}
	return m
}
