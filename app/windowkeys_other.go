//go:build ci || android || ios || mobile || wasm || js

package app

import "fyne.io/fyne/v2"

// hookWindowKeys is the desktop's (windowkeys_glfw.go); these builds have
// no GLFW window to hook.
func hookWindowKeys(fyne.Window, func(*fyne.KeyEvent, fyne.KeyModifier) bool) bool { return false }
