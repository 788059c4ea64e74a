//go:build !ci && !android && !ios && !mobile && !wasm && !js

package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// TestWindowKeyFilter: the hook on the window's GLFW keys gives a press of
// F11 to the window (with Shift too), keeps its repeats and release from
// Fyne, and passes on every other key, F11 with Ctrl, and an F11 the
// window does not use (under a dialog).
func TestWindowKeyFilter(t *testing.T) {
	type event struct {
		key    glfw.Key
		action glfw.Action
		mods   glfw.ModifierKey
	}
	for _, tt := range []struct {
		name    string
		covered bool // a dialog is open: the window uses no key
		events  []event
		used    []bool
		taken   int // the presses the window ran
	}{
		{"F11", false, []event{{glfw.KeyF11, glfw.Press, 0}, {glfw.KeyF11, glfw.Repeat, 0}, {glfw.KeyF11, glfw.Release, 0}}, []bool{true, true, true}, 1},
		{"Shift+F11", false, []event{{glfw.KeyF11, glfw.Press, glfw.ModShift}, {glfw.KeyF11, glfw.Release, glfw.ModShift}}, []bool{true, true}, 1},
		{"Ctrl+F11", false, []event{{glfw.KeyF11, glfw.Press, glfw.ModControl}, {glfw.KeyF11, glfw.Release, glfw.ModControl}}, []bool{false, false}, 0},
		{"F3", false, []event{{glfw.KeyF3, glfw.Press, 0}, {glfw.KeyF3, glfw.Repeat, 0}, {glfw.KeyF3, glfw.Release, 0}}, []bool{false, false, false}, 0},
		{"a letter", false, []event{{glfw.KeyA, glfw.Press, 0}, {glfw.KeyA, glfw.Release, 0}}, []bool{false, false}, 0},
		{"F11 under a dialog", true, []event{{glfw.KeyF11, glfw.Press, 0}, {glfw.KeyF11, glfw.Repeat, 0}, {glfw.KeyF11, glfw.Release, 0}}, []bool{false, false, false}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			taken := 0
			k := &shortcuts{run: func(c command) {
				if c == cmdFocus {
					taken++
				}
			}}
			f := &keyFilter{held: map[glfw.Key]bool{}, take: func(ev *fyne.KeyEvent, mods fyne.KeyModifier) bool {
				if tt.covered {
					return false
				}
				return k.windowKey(ev, mods)
			}}
			for i, ev := range tt.events {
				if got := f.used(ev.key, ev.action, ev.mods); got != tt.used[i] {
					t.Errorf("event %d (%v): used %v, want %v", i, ev, got, tt.used[i])
				}
			}
			if taken != tt.taken {
				t.Errorf("focus mode switched %d times, want %d", taken, tt.taken)
			}
		})
	}
	if got := fyneModifiers(glfw.ModShift | glfw.ModControl); got != fyne.KeyModifierShift|fyne.KeyModifierControl {
		t.Errorf("Shift+Ctrl is %v for Fyne", got)
	}
}
