//go:build linux && cgo

// Command typing-latency types keys into the focused X window with xdotool
// and reports how long after the last key the screen settled: it reads a
// region of the screen with XGetImage as fast as it can (a millisecond or
// so per read, where starting ImageMagick takes hundreds under load) and
// finds the first read that already shows the final picture. Driven by
// scripts/typing-latency.sh.
//
//	typing-latency -crop 600x660+330+150 -keys abcdefghij -out DIR
package main

/*
#cgo LDFLAGS: -lX11
#include <stdlib.h>
#include <string.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>

// grab copies a w×h region at (x, y) of the root window into buf as
// 0xXXRRGGBB words; it returns 0 on failure.
static int grab(Display *d, int x, int y, int w, int h, unsigned int *buf) {
	XImage *img = XGetImage(d, DefaultRootWindow(d), x, y, w, h, AllPlanes, ZPixmap);
	if (!img) return 0;
	for (int j = 0; j < h; j++)
		for (int i = 0; i < w; i++)
			buf[j*w+i] = (unsigned int)XGetPixel(img, i, j);
	XDestroyImage(img);
	return 1;
}
*/
import "C"

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"time"
	"unsafe"
)

func main() {
	crop := flag.String("crop", "600x660+330+150", "screen region WxH+X+Y to watch")
	keys := flag.String("keys", "abcdefghij", "keys to type")
	delay := flag.Int("delay", 17, "milliseconds between keys")
	watch := flag.Duration("watch", 3*time.Second, "how long to read the screen after the last key")
	settle := flag.Duration("settle", 2*time.Second, "wait after watching before the final picture")
	out := flag.String("out", "", "folder for before/settled/final PNGs (optional)")
	trace := flag.Bool("trace", false, "print each change of the picture after the last key to stderr (when, how many pixels, whether it is the final picture)")
	flag.Parse()
	if err := run(*crop, *keys, *delay, *watch, *settle, *out, *trace); err != nil {
		fmt.Fprintln(os.Stderr, "typing-latency:", err)
		os.Exit(1)
	}
}

type frame struct {
	at  time.Duration // after the last key, when the read finished
	pix []uint32
}

func run(crop, keys string, delay int, watch, settle time.Duration, out string, trace bool) error {
	var w, h, x, y int
	if _, err := fmt.Sscanf(crop, "%dx%d+%d+%d", &w, &h, &x, &y); err != nil {
		return fmt.Errorf("bad -crop %q: %w", crop, err)
	}
	d := C.XOpenDisplay(nil)
	if d == nil {
		return errors.New("cannot open the X display ($DISPLAY)")
	}
	defer C.XCloseDisplay(d)
	read := func() ([]uint32, error) {
		pix := make([]uint32, w*h)
		if C.grab(d, C.int(x), C.int(y), C.int(w), C.int(h), (*C.uint)(unsafe.Pointer(&pix[0]))) == 0 {
			return nil, errors.New("XGetImage failed")
		}
		return pix, nil
	}
	before, err := read()
	if err != nil {
		return err
	}
	if err := exec.Command("xdotool", "type", "--delay", fmt.Sprint(delay), keys).Run(); err != nil {
		return fmt.Errorf("xdotool: %w", err)
	}
	last := time.Now()
	var frames []frame
	for time.Since(last) < watch {
		pix, err := read()
		if err != nil {
			return err
		}
		frames = append(frames, frame{time.Since(last), pix})
	}
	time.Sleep(settle)
	final, err := read()
	if err != nil {
		return err
	}
	if out != "" {
		save(filepath.Join(out, "before.png"), before, w, h)
		save(filepath.Join(out, "final.png"), final, w, h)
	}
	if trace {
		traceChanges(before, frames, final)
	}
	if equal(before, final) {
		return errors.New("the typed keys never appeared on screen")
	}
	// The screen settled at the first read from which on every read shows
	// the final picture.
	settled := -1
	for i := len(frames) - 1; i >= 0 && equal(frames[i].pix, final); i-- {
		settled = i
	}
	if settled < 0 {
		return fmt.Errorf("the screen did not settle within %v of the last key", watch)
	}
	lower := time.Duration(0)
	if settled > 0 {
		lower = frames[settled-1].at
	}
	if out != "" {
		save(filepath.Join(out, "settled.png"), frames[settled].pix, w, h)
	}
	fmt.Printf("%d %d %d\n", lower.Milliseconds(), frames[settled].at.Milliseconds(), len(frames))
	return nil
}

// traceChanges prints to stderr each read that differs from the one
// before it: what changed on screen after the last key, and when (an input
// method's candidate window opening and closing shows up here).
func traceChanges(before []uint32, frames []frame, final []uint32) {
	prev := before
	for i, f := range frames {
		n := 0
		for j := range f.pix {
			if f.pix[j] != prev[j] {
				n++
			}
		}
		if n > 0 {
			fmt.Fprintf(os.Stderr, "read %d at %d ms: %d pixels changed, final picture: %v\n", i, f.at.Milliseconds(), n, equal(f.pix, final))
		}
		prev = f.pix
	}
}

func equal(a, b []uint32) bool {
	return bytes.Equal(unsafe.Slice((*byte)(unsafe.Pointer(&a[0])), len(a)*4), unsafe.Slice((*byte)(unsafe.Pointer(&b[0])), len(b)*4))
}

func save(path string, pix []uint32, w, h int) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i, p := range pix {
		img.Set(i%w, i/w, color.RGBA{R: uint8(p >> 16), G: uint8(p >> 8), B: uint8(p), A: 0xff})
	}
	f, err := os.Create(path)
	if err != nil {
		return
	}
	defer f.Close()
	_ = png.Encode(f, img)
}
