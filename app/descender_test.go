package app

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// TestWrappedLabelKeepsItsDescenders: a wrapped label in the window's
// theme draws the whole of every line, the last one included. Fyne sizes
// each line's text, and the texture it draws it into, by the font's line
// box (ascent + descent, each rounded up to a pixel), so a CJK font whose
// declared descent barely covers its glyphs lost the bottom row of "g",
// "y" and "p" ("meaning", "entry", "No snapshots…"): a cut glyph ends in
// a solid row at the box's edge, a whole one fades out inside it.
func TestWrappedLabelKeepsItsDescenders(t *testing.T) {
	for _, tc := range []struct {
		name string
		font func() fyne.Resource
	}{
		{"English interface", englishCJKFont},
		{"Chinese interface", chineseCJKFont},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := tc.font()
			if res == nil {
				t.Skip("no CJK font on this machine (make deps installs fonts-wqy-microhei)")
			}
			a := test.NewTempApp(t)
			a.Settings().SetTheme(&inkTheme{base: theme.DefaultTheme(), text: res})
			label := widget.NewLabel("Typing gypsy jugs: gjpqy gjpqy, 设定集，gjpqy gjpqy gypsy; 快照（gjpqy）")
			label.Wrapping = fyne.TextWrapWord
			// At the window's origin, as tall as it asks to be at this width.
			w := test.NewTempWindow(t, container.NewWithoutLayout(label))
			w.SetPadded(false)
			w.Resize(fyne.NewSize(300, 200))
			label.Resize(fyne.NewSize(260, 1))
			label.Resize(fyne.NewSize(260, label.MinSize().Height))
			img := w.Canvas().Capture()

			lines := 0
			for _, o := range test.LaidOutObjects(label) {
				text, ok := o.(*canvas.Text)
				if !ok || text.Text == "" || !text.Visible() {
					continue
				}
				lines++
				pos := text.Position() // the label's rich text fills it, at the origin
				top := ceilPx(pos.Y)   // where the painter puts the texture's first row
				box := image.Rect(ceilPx(pos.X), top, ceilPx(pos.X+text.MinSize().Width), top+ceilPx(text.MinSize().Height))
				strongest, bottom := inkRows(img, box)
				t.Logf("line %d %q: box %v, strongest ink %.2f, bottom row %.2f", lines, text.Text, box, strongest, bottom)
				if strongest == 0 {
					t.Fatalf("line %d %q drew nothing in %v", lines, text.Text, box)
				}
				if bottom > strongest/2 {
					t.Errorf("line %d %q is cut at the bottom: its last pixel row has ink %.2f of %.2f", lines, text.Text, bottom, strongest)
				}
			}
			if lines < 2 {
				t.Fatalf("the label wrapped into %d lines, want 2 or more", lines)
			}
		})
	}
}

// ceilPx is a height in pixels at scale 1, as the painter rounds it.
func ceilPx(v float32) int {
	n := int(v)
	if float32(n) < v {
		n++
	}
	return n
}

// inkRows returns the strongest ink of any pixel inside box, and the
// strongest in its bottom row, as the brightness difference from the
// box's top-left pixel (the background), 0 to 1.
func inkRows(img image.Image, box image.Rectangle) (strongest, bottom float64) {
	bg := brightness(img, box.Min.X, box.Min.Y)
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			d := brightness(img, x, y) - bg
			d = max(d, -d)
			strongest = max(strongest, d)
			if y == box.Max.Y-1 {
				bottom = max(bottom, d)
			}
		}
	}
	return strongest, bottom
}

func brightness(img image.Image, x, y int) float64 {
	r, g, b, _ := img.At(x, y).RGBA()
	return float64(r+g+b) / (3 * 0xffff)
}
