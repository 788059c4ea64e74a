//go:build linux && !wayland

package app

import (
	"image"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// imeSpots remembers the last spot sent per X11 window: setting it is a
// round trip to the input method server, so an unchanged spot is not
// sent again. Only the UI goroutine touches it.
var imeSpots = map[uintptr]image.Point{}

// setIMESpot moves the X input method's spot (XNSpotLocation, over-the-
// spot style) in win to (x, y) window pixels, through the IME patch in
// third_party/go-gl-glfw. Windows without a native X11 window (Fyne's
// test driver) and IMEs without the over-the-spot style are left alone.
func setIMESpot(win fyne.Window, x, y int) {
	nw, ok := win.(driver.NativeWindow)
	if !ok {
		return
	}
	nw.RunNative(func(ctx any) {
		xc, ok := ctx.(driver.X11WindowContext)
		if !ok || xc.WindowHandle == 0 {
			return
		}
		spot := image.Pt(x, y)
		if last, ok := imeSpots[xc.WindowHandle]; ok && last == spot {
			return
		}
		if glfw.SetX11IMESpot(xc.WindowHandle, x, y) {
			imeSpots[xc.WindowHandle] = spot
		}
	})
}
