package app

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// contrastRatio is the WCAG 2 contrast ratio of fg drawn over bg (fg's
// alpha blended onto bg first, as the screen shows it): 1 to 21.
func contrastRatio(fg, bg color.Color) float64 {
	f, b := color.NRGBAModel.Convert(fg).(color.NRGBA), color.NRGBAModel.Convert(bg).(color.NRGBA)
	a := float64(f.A) / 255
	mix := func(x, y uint8) float64 { return (float64(x)*a + float64(y)*(1-a)) / 255 }
	lf := luminance(mix(f.R, b.R), mix(f.G, b.G), mix(f.B, b.B))
	lb := luminance(float64(b.R)/255, float64(b.G)/255, float64(b.B)/255)
	hi, lo := math.Max(lf, lb), math.Min(lf, lb)
	return (hi + 0.05) / (lo + 0.05)
}

// luminance is WCAG 2's relative luminance of an sRGB colour.
func luminance(r, g, b float64) float64 {
	lin := func(c float64) float64 {
		if c <= 0.04045 {
			return c / 12.92
		}
		return math.Pow((c+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// TestSettingsHintsAreReadable: the hints under the settings' fields are
// small text, so WCAG AA asks 4.5:1 against what they are drawn on (the
// dialog's overlay background, the window's behind it) in the light and
// the dark theme. In the disabled colour they measured 2.0:1 on white.
func TestSettingsHintsAreReadable(t *testing.T) {
	hint := hinted(nil, "Following the book counts a Chinese book in 字.").(*fyne.Container).Objects[1].(*proseLabel)
	hint.Refresh()
	th := newAppTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		fg := th.Color(hint.body.colorName, v)
		for _, bgName := range []fyne.ThemeColorName{theme.ColorNameOverlayBackground, theme.ColorNameBackground} {
			bg := th.Color(bgName, v)
			r := contrastRatio(fg, bg)
			t.Logf("variant %d: hint %v on %s %v: %.2f:1", v, fg, bgName, bg, r)
			if r < 4.5 {
				t.Errorf("variant %d: the hint's colour %v on %s %v is %.2f:1, want at least 4.5:1", v, fg, bgName, bg, r)
			}
		}
	}
}

// TestDiffColoursAreReadable: a snapshot's diff shows whole sentences of
// the author's text as written (green) or removed (red) on the side
// panel, so they need WCAG AA's 4.5:1 in both variants. Fyne's success
// green, which drew them, measured 1.4:1 on the light theme's white.
func TestDiffColoursAreReadable(t *testing.T) {
	th := newAppTheme()
	for _, st := range []passageStyle{styleInserted, styleDeleted} {
		for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
			fg, bg := th.Color(runColor(st, theme.ColorNameForeground), v), th.Color(theme.ColorNameBackground, v)
			if r := contrastRatio(fg, bg); r < 4.5 {
				t.Errorf("variant %d: diff style %d in %v on %v is %.2f:1, want at least 4.5:1", v, st, fg, bg, r)
			}
		}
	}
}

// TestQuietTextIsReadable: labels of low importance (the chapter's count,
// its save and index state, the status bar, the sidebar's counts) are
// drawn in the disabled colour, which Fyne makes 1.28:1 on the light
// background and 1.55:1 on the dark one: the author's word count was all
// but invisible. It must reach 3:1 on the window's background and stay
// quieter than the text.
func TestQuietTextIsReadable(t *testing.T) {
	th := newAppTheme()
	for _, v := range []fyne.ThemeVariant{theme.VariantLight, theme.VariantDark} {
		quiet, bg, text := th.Color(theme.ColorNameDisabled, v), th.Color(theme.ColorNameBackground, v), th.Color(theme.ColorNameForeground, v)
		if r := contrastRatio(quiet, bg); r < 3 {
			t.Errorf("variant %d: quiet text %v on %v is %.2f:1, want at least 3:1", v, quiet, bg, r)
		}
		if r := contrastRatio(text, quiet); r < 1.5 {
			t.Errorf("variant %d: the text %v and quiet text %v differ by %.2f:1, want at least 1.5:1", v, text, quiet, r)
		}
	}
}
