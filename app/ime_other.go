//go:build !linux || wayland

package app

import "fyne.io/fyne/v2"

// setIMESpot does nothing here: GLFW 3.3 offers no IME placement on
// Windows, macOS or Wayland (Windows and macOS place the candidate window
// from the system caret or the window, see README "Input methods").
func setIMESpot(fyne.Window, int, int) {}
