package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// rowText is the one line of a Find & Replace result row: its segments
// (the context before a match, the match, what it becomes) are shown
// whole, but for the last (the rest of the line after the match), cut
// to the room the others leave and ending in "…" where it is cut. A
// rich text of several inline segments with fyne.TextTruncateEllipsis
// cut the last one at the row's edge mid-word, with no "…" (Fyne 2.7.1),
// and the author could not tell a line cut from a line that ends there.
// Measured with Fyne's cached text measurements, only when the width,
// the text size, the book's font or the segments changed.
//
// With bookFont set (a Chinese book's, passageFont), the curly quotes
// and ellipsis of the segments are drawn in it, full width as the editor
// draws them, by segments of their own (bookSegment): a RichText draws a
// TextSegment in the window's font only.
type rowText struct {
	widget.RichText

	parts []*widget.TextSegment // the segments as set
	tail  *widget.TextSegment   // the last of them as shown, cut
	full  string                // its text whole
	// bookFont, when set, is the font the row's curly quotes and
	// ellipsis are drawn in (passageText.bookFont).
	bookFont fyne.Resource

	fitWidth, fitSize float32       // what the shown segments were fitted to
	fitFont           fyne.Resource // and with which book font
}

func newRowText() *rowText {
	t := &rowText{fitWidth: -1}
	t.Truncation = fyne.TextTruncateClip // a small MinSize; fit does the cutting
	t.ExtendBaseWidget(t)
	return t
}

// SetSegments shows segs, drawing the curly quotes and ellipsis in font
// (nil: the window's font); the last segment is cut to fit.
func (t *rowText) SetSegments(segs []*widget.TextSegment, font fyne.Resource) {
	t.parts, t.tail, t.full, t.bookFont = segs, nil, "", font
	if n := len(segs); n > 0 {
		t.tail = &widget.TextSegment{Style: segs[n-1].Style, Text: segs[n-1].Text}
		t.full = t.tail.Text
	}
	t.fitWidth = -1
	t.fit(t.Size().Width)
	t.RichText.Refresh()
}

// FullText is the row's text before any cutting.
func (t *rowText) FullText() string {
	var b strings.Builder
	for i, s := range t.parts {
		if i == len(t.parts)-1 {
			b.WriteString(t.full)
		} else {
			b.WriteString(s.Text)
		}
	}
	return b.String()
}

// Resize fits the last segment to the new width.
func (t *rowText) Resize(size fyne.Size) {
	t.fit(size.Width)
	t.RichText.Resize(size)
}

// Refresh fits the last segment again when the theme's text size changed.
func (t *rowText) Refresh() {
	t.fit(t.Size().Width)
	t.RichText.Refresh()
}

// fit cuts the last segment to the width the others leave (not at all
// before the row has a width) and sets the segments the rich text draws.
func (t *rowText) fit(width float32) {
	n := len(t.parts)
	if n == 0 {
		return
	}
	th := t.Theme()
	size := th.Size(theme.SizeNameText)
	if width == t.fitWidth && size == t.fitSize && t.bookFont == t.fitFont {
		return
	}
	t.fitWidth, t.fitSize, t.fitFont = width, size, t.bookFont
	t.tail.Text = t.full
	if width > 0 && t.full != "" {
		avail := width - 2*th.Size(theme.SizeNameInnerPadding)
		for _, s := range t.parts[:n-1] {
			avail -= t.measure(s.Text, size, s.Style.TextStyle)
		}
		style := t.tail.Style.TextStyle
		t.tail.Text = ellipsiseBy(t.full, avail, func(s string) float32 { return t.measure(s, size, style) })
	}
	segs := make([]widget.RichTextSegment, 0, len(t.Segments))
	for _, s := range t.parts[:n-1] {
		segs = t.split(segs, s)
	}
	t.Segments = t.split(segs, t.tail)
}

// measure is how wide s is drawn at size in style, each run in its font.
func (t *rowText) measure(s string, size float32, style fyne.TextStyle) float32 {
	return measureInBook(s, size, style, t.bookFont)
}

// split appends s to segs as the rich text draws it (splitInBook).
func (t *rowText) split(segs []widget.RichTextSegment, s *widget.TextSegment) []widget.RichTextSegment {
	return splitInBook(segs, s, t.bookFont)
}

// bookRuns calls fn for each run of s drawn in one font, in order: the
// curly quotes and ellipsis (latinPunctuation) in book, the book's font
// (passageFont), the rest in nil, the window's. With no book font, s is
// one run.
func bookRuns(s string, book fyne.Resource, fn func(run string, font fyne.Resource)) {
	if book == nil {
		if s != "" {
			fn(s, nil)
		}
		return
	}
	start, font := 0, fyne.Resource(nil)
	for i, r := range s {
		f := fyne.Resource(nil)
		if latinPunctuation(r) {
			f = book
		}
		if f != font {
			if i > start {
				fn(s[start:i], font)
			}
			start, font = i, f
		}
	}
	if start < len(s) {
		fn(s[start:], font)
	}
}

// measureInBook is how wide s is drawn at size in style, each of its
// bookRuns in its font (Fyne's cached measurements).
func measureInBook(s string, size float32, style fyne.TextStyle, book fyne.Resource) float32 {
	w := float32(0)
	bookRuns(s, book, func(run string, font fyne.Resource) {
		sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(run, size, style, font)
		w += sz.Width
	})
	return w
}

// splitInBook appends s to segs as a rich text draws it: whole without
// a book font, else cut into its bookRuns, those of the book's font as
// bookSegments.
func splitInBook(segs []widget.RichTextSegment, s *widget.TextSegment, book fyne.Resource) []widget.RichTextSegment {
	if book == nil {
		return append(segs, s)
	}
	bookRuns(s.Text, book, func(run string, font fyne.Resource) {
		part := &widget.TextSegment{Style: s.Style, Text: run}
		if font == nil {
			segs = append(segs, part)
		} else {
			segs = append(segs, &bookSegment{TextSegment: part, font: font})
		}
	})
	return segs
}

// bookSegment is an inline run of a rich text drawn in a font of its
// own (a canvas.Text's FontSource), which a widget.TextSegment cannot
// be: the rich text measures and places it as the canvas.Text it draws,
// with its own font's width and baseline.
type bookSegment struct {
	*widget.TextSegment
	font fyne.Resource
}

// Visual implements widget.RichTextSegment.
func (s *bookSegment) Visual() fyne.CanvasObject {
	o := &canvas.Text{}
	s.Update(o)
	return o
}

// Update implements widget.RichTextSegment: the text, in the book's
// font, coloured and sized as its TextSegment would be.
func (s *bookSegment) Update(o fyne.CanvasObject) {
	txt := o.(*canvas.Text)
	th := fyne.CurrentApp().Settings().Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	name := s.Style.ColorName
	if name == "" {
		name = theme.ColorNameForeground
	}
	sizeName := s.Style.SizeName
	if sizeName == "" {
		sizeName = theme.SizeNameText
	}
	txt.Text, txt.TextStyle, txt.FontSource = s.Text, s.Style.TextStyle, s.font
	txt.Color, txt.TextSize = th.Color(name, v), th.Size(sizeName)
	txt.Refresh()
}
