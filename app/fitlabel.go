package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// fitLabel is a one-line label that ends in "…" when its text is wider
// than the label, like a label with fyne.TextTruncateEllipsis. Fyne
// ellipsises by shaping the whole text with a new HarfBuzz shaper (and a
// new font) on every layout, uncached: a quarter of the CPU of typing a
// search went there, for the titles of the result cards, and the sidebar
// rows pay it on every selection. This label measures with
// fyne.MeasureText, which is cached per text, and only when the width or
// the text changed; a text that fits is measured once.
type fitLabel struct {
	widget.Label

	full      string  // the text to show
	fitWidth  float32 // the width the shown text was fitted to
	fitSize   float32 // the text size it was fitted with (themes change it)
	fitSource string  // the full text it was fitted from

	// keepAt and keepLen mark runes of full that must stay in view (a
	// mention's name in its context); keepLen 0 cuts only the end.
	keepAt, keepLen int
	fitKeep         [2]int // the keepAt and keepLen the shown text was fitted with
}

func newFitLabel(style fyne.TextStyle) *fitLabel {
	l := &fitLabel{fitWidth: -1}
	l.TextStyle = style
	l.Truncation = fyne.TextTruncateClip // a small MinSize; fit does the cutting
	l.ExtendBaseWidget(l)
	return l
}

// SetText shows text, cut to the label's width with "…" when too wide.
func (l *fitLabel) SetText(text string) {
	l.full, l.keepAt, l.keepLen = text, 0, 0
	l.fit(l.Size().Width)
}

// SetTextAround shows text cut to the label's width around the runes
// text[at:at+n], which stay in view with as much on either side as fits,
// "…" marking each cut: a mention's row cut at its end hid the name it
// is about ("… that Elizabeth La…") whenever the lead-in was long.
func (l *fitLabel) SetTextAround(text string, at, n int) {
	l.full, l.keepAt, l.keepLen = text, at, n
	l.fit(l.Size().Width)
}

// SetStyle changes the text style (bold for a project row).
func (l *fitLabel) SetStyle(style fyne.TextStyle) {
	if l.TextStyle == style {
		return
	}
	l.TextStyle = style
	l.fitWidth = -1
	l.fit(l.Size().Width)
}

// FullText is the text before any cutting.
func (l *fitLabel) FullText() string { return l.full }

// Resize fits the text to the new width.
func (l *fitLabel) Resize(size fyne.Size) {
	l.Label.Resize(size)
	l.fit(size.Width)
}

// Refresh fits the text again when the theme's text size changed.
func (l *fitLabel) Refresh() {
	l.fit(l.Size().Width)
	l.Label.Refresh()
}

// fit cuts the full text to width (not at all before the label has one)
// and shows it when it changed.
func (l *fitLabel) fit(width float32) {
	th := l.Theme()
	size := th.Size(theme.SizeNameText)
	if width == l.fitWidth && size == l.fitSize && l.full == l.fitSource && [2]int{l.keepAt, l.keepLen} == l.fitKeep {
		return
	}
	l.fitWidth, l.fitSize, l.fitSource, l.fitKeep = width, size, l.full, [2]int{l.keepAt, l.keepLen}
	shown := l.full
	avail := width - 2*th.Size(theme.SizeNameInnerPadding)
	switch {
	case width <= 0:
	case l.keepLen > 0:
		shown = ellipsiseAround(l.full, l.keepAt, l.keepLen, avail, size, l.TextStyle)
	default:
		shown = ellipsise(l.full, avail, size, l.TextStyle)
	}
	if shown != l.Text {
		l.Label.SetText(shown)
	}
}

// ellipsise returns text, or its longest prefix that fits avail with "…"
// after it.
func ellipsise(text string, avail, size float32, style fyne.TextStyle) string {
	return ellipsiseBy(text, avail, func(s string) float32 { return fyne.MeasureText(s, size, style).Width })
}

// ellipsiseBy is ellipsise with the widths measure gives (a text drawn
// in more than one font: rowText).
func ellipsiseBy(text string, avail float32, measure func(string) float32) string {
	if measure(text) <= avail {
		return text
	}
	runes := []rune(text)
	lo, hi := 0, len(runes) // the longest fitting prefix is in [lo, hi)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if measure(string(runes[:mid])+"…") <= avail {
			lo = mid
		} else {
			hi = mid
		}
	}
	return string(runes[:lo]) + "…"
}

// ellipsiseAround returns text, or the widest window of it that holds
// text[at:at+n] centred (as near as the text's ends allow) and fits avail
// with "…" at each cut end. When not even the kept runes fit, it is the
// text from at cut at its end.
func ellipsiseAround(text string, at, n int, avail, size float32, style fyne.TextStyle) string {
	if fyne.MeasureText(text, size, style).Width <= avail {
		return text
	}
	runes := []rune(text)
	if at < 0 || n <= 0 || at+n > len(runes) {
		return ellipsise(text, avail, size, style)
	}
	window := func(w int) string {
		s := min(max(at+n/2-w/2, 0), len(runes)-w)
		e := s + w
		out := string(runes[s:e])
		if s > 0 && runes[s] != '…' {
			out = "…" + out
		}
		if e < len(runes) && runes[e-1] != '…' {
			out += "…"
		}
		return out
	}
	lo, hi := n, len(runes) // the widest fitting window is in [lo, hi)
	if fyne.MeasureText(window(lo), size, style).Width > avail {
		return ellipsise(string(runes[at:]), avail, size, style)
	}
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if fyne.MeasureText(window(mid), size, style).Width <= avail {
			lo = mid
		} else {
			hi = mid
		}
	}
	return window(lo)
}
