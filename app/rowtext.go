package app

import (
	"strings"

	"fyne.io/fyne/v2"
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
// Measured with fyne.MeasureText (cached per text), only when the width,
// the text size or the segments changed.
type rowText struct {
	widget.RichText

	tail *widget.TextSegment // the last segment, the one cut
	full string              // its text whole

	fitWidth, fitSize float32 // what the shown tail was fitted to
}

func newRowText() *rowText {
	t := &rowText{fitWidth: -1}
	t.Truncation = fyne.TextTruncateClip // a small MinSize; fit does the cutting
	t.ExtendBaseWidget(t)
	return t
}

// SetSegments shows segs, the last of which, a *widget.TextSegment, is
// cut to fit.
func (t *rowText) SetSegments(segs []widget.RichTextSegment) {
	t.Segments, t.tail, t.full = segs, nil, ""
	if n := len(segs); n > 0 {
		if tail, ok := segs[n-1].(*widget.TextSegment); ok {
			t.tail, t.full = tail, tail.Text
		}
	}
	t.fitWidth = -1
	t.fit(t.Size().Width)
	t.RichText.Refresh()
}

// FullText is the row's text before any cutting.
func (t *rowText) FullText() string {
	var b strings.Builder
	for _, s := range t.Segments {
		if s == t.tail {
			b.WriteString(t.full)
		} else {
			b.WriteString(s.Textual())
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
// before the row has a width).
func (t *rowText) fit(width float32) {
	if t.tail == nil {
		return
	}
	th := t.Theme()
	size := th.Size(theme.SizeNameText)
	if width == t.fitWidth && size == t.fitSize {
		return
	}
	t.fitWidth, t.fitSize = width, size
	if width <= 0 || t.full == "" {
		t.tail.Text = t.full
		return
	}
	avail := width - 2*th.Size(theme.SizeNameInnerPadding)
	for _, s := range t.Segments {
		if s == t.tail {
			break
		}
		if ts, ok := s.(*widget.TextSegment); ok {
			avail -= fyne.MeasureText(ts.Text, size, ts.Style.TextStyle).Width
		}
	}
	t.tail.Text = ellipsise(t.full, avail, size, t.tail.Style.TextStyle)
}
