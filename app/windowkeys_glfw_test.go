//go:build !ci && !android && !ios && !mobile && !wasm && !js

package app

import (
	"reflect"
	"testing"

	"fyne.io/fyne/v2"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// TestWindowKeyFilter: the hook on the window's GLFW keys gives a press of
// F11, F3 and (in focus mode) Esc to the window, with Shift too, keeps
// their repeats and release from Fyne (a held F3 steps on, a held F11 or
// Esc acts once), and passes on every other key, these keys with Ctrl,
// Esc outside focus mode, and keys the window does not use under a
// dialog.
func TestWindowKeyFilter(t *testing.T) {
	type event struct {
		key    glfw.Key
		action glfw.Action
		mods   glfw.ModifierKey
	}
	press := func(k glfw.Key, mods glfw.ModifierKey) event { return event{k, glfw.Press, mods} }
	repeat := func(k glfw.Key, mods glfw.ModifierKey) event { return event{k, glfw.Repeat, mods} }
	release := func(k glfw.Key, mods glfw.ModifierKey) event { return event{k, glfw.Release, mods} }
	for _, tt := range []struct {
		name    string
		focus   bool // in focus mode: Esc leaves it
		covered bool // a dialog is open: the window uses no key
		events  []event
		used    []bool
		ran     []command // the commands the window ran
	}{
		{"F11", false, false, []event{press(glfw.KeyF11, 0), repeat(glfw.KeyF11, 0), release(glfw.KeyF11, 0)}, []bool{true, true, true}, []command{cmdFocus}},
		{"Shift+F11", false, false, []event{press(glfw.KeyF11, glfw.ModShift), release(glfw.KeyF11, glfw.ModShift)}, []bool{true, true}, []command{cmdFocus}},
		{"Ctrl+F11", false, false, []event{press(glfw.KeyF11, glfw.ModControl), release(glfw.KeyF11, glfw.ModControl)}, []bool{false, false}, nil},
		{"held F3", false, false, []event{press(glfw.KeyF3, 0), repeat(glfw.KeyF3, 0), repeat(glfw.KeyF3, 0), release(glfw.KeyF3, 0)}, []bool{true, true, true, true}, []command{cmdNextResult, cmdNextResult, cmdNextResult}},
		{"Shift+F3", false, false, []event{press(glfw.KeyF3, glfw.ModShift), release(glfw.KeyF3, glfw.ModShift)}, []bool{true, true}, []command{cmdPrevResult}},
		{"Ctrl+F3", false, false, []event{press(glfw.KeyF3, glfw.ModControl), release(glfw.KeyF3, glfw.ModControl)}, []bool{false, false}, nil},
		{"Esc in focus mode", true, false, []event{press(glfw.KeyEscape, 0), repeat(glfw.KeyEscape, 0), release(glfw.KeyEscape, 0)}, []bool{true, true, true}, []command{cmdLeaveFocusForTest}},
		{"Esc outside focus mode", false, false, []event{press(glfw.KeyEscape, 0), repeat(glfw.KeyEscape, 0), release(glfw.KeyEscape, 0)}, []bool{false, false, false}, nil},
		// The IME patch reports no press of an Esc the input method
		// filtered (it cancels a composition): its release alone
		// comes, and goes to Fyne.
		{"an input method's Esc", true, false, []event{release(glfw.KeyEscape, 0)}, []bool{false}, nil},
		{"a letter", false, false, []event{press(glfw.KeyA, 0), release(glfw.KeyA, 0)}, []bool{false, false}, nil},
		{"F11 under a dialog", false, true, []event{press(glfw.KeyF11, 0), repeat(glfw.KeyF11, 0), release(glfw.KeyF11, 0)}, []bool{false, false, false}, nil},
		{"F3 under a dialog", false, true, []event{press(glfw.KeyF3, 0), release(glfw.KeyF3, 0)}, []bool{false, false}, nil},
		{"Esc under a dialog in focus mode", true, true, []event{press(glfw.KeyEscape, 0), release(glfw.KeyEscape, 0)}, []bool{false, false}, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var ran []command
			k := &shortcuts{run: func(c command) { ran = append(ran, c) }}
			k.escape = func() bool {
				if tt.focus {
					ran = append(ran, cmdLeaveFocusForTest)
				}
				return tt.focus
			}
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
			if !reflect.DeepEqual(ran, tt.ran) {
				t.Errorf("the window ran %v, want %v", ran, tt.ran)
			}
		})
	}
	if got := fyneModifiers(glfw.ModShift | glfw.ModControl); got != fyne.KeyModifierShift|fyne.KeyModifierControl {
		t.Errorf("Shift+Ctrl is %v for Fyne", got)
	}
}

// cmdLeaveFocusForTest marks, in TestWindowKeyFilter, an Esc that left
// focus mode (shortcuts.escape, which is no command).
const cmdLeaveFocusForTest command = 255
