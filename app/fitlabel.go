package app

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine/importer"
)

// fitLabel is a one-line label that ends in "…" when its text is wider
// than the label, like a label with fyne.TextTruncateEllipsis. Fyne
// ellipsises by shaping the whole text with a new HarfBuzz shaper (and a
// new font) on every layout, uncached: a quarter of the CPU of typing a
// search went there, for the titles of the result cards, and the sidebar
// rows pay it on every selection. This label measures with
// fyne.MeasureText, which is cached per text, and only when the width or
// the text changed; a text that fits is measured once.
//
// With bookFont set (a Chinese book's, passageFont), the curly quotes
// and ellipsis are measured and drawn in it, full width as the editor and
// the result cards' passages draw them, by runs of their own
// (splitInBook): a label draws its text in the window's font only, whose
// “ ” are Fyne's narrow Latin forms. It draws its text through a rich
// text of its own for that, coloured and sized as a label.
type fitLabel struct {
	widget.Label

	// bookFont, when set, is the font the curly quotes and ellipsis are
	// drawn in (passageText.bookFont); rich draws the text.
	bookFont fyne.Resource
	rich     *widget.RichText

	full      string  // the text to show
	fitWidth  float32 // the width the shown text was fitted to
	fitSize   float32 // the text size it was fitted with (themes change it)
	fitSource string  // the full text it was fitted from

	// keepAt and keepLen mark runes of full that must stay in view (a
	// mention's name in its context); keepLen 0 cuts only the end.
	keepAt, keepLen int
	fitKeep         [2]int // the keepAt and keepLen the shown text was fitted with
	fitFont         fyne.Resource

	// middle cuts in the middle, keeping the text's start and end.
	middle, fitMiddle bool
	// chapter cuts a chapter's title, its volume's prefix first.
	chapter, fitChapter bool
}

func newFitLabel(style fyne.TextStyle) *fitLabel {
	l := &fitLabel{}
	l.TextStyle = style
	l.init()
	l.ExtendBaseWidget(l)
	return l
}

// init sets what every fitLabel starts with: nothing fitted yet, and a
// small MinSize (fit does the cutting).
func (l *fitLabel) init() {
	l.fitWidth = -1
	l.Truncation = fyne.TextTruncateClip
}

// CreateRenderer implements fyne.Widget: the label's rich text, which
// sync fills (a widget.Label's would draw the text in one font).
func (l *fitLabel) CreateRenderer() fyne.WidgetRenderer {
	l.ExtendBaseWidget(l)
	return l.renderer()
}

// renderer makes the rich text that draws the label; a widget that embeds
// fitLabel calls it from its own CreateRenderer, after ExtendBaseWidget
// with itself.
func (l *fitLabel) renderer() fyne.WidgetRenderer {
	l.rich = widget.NewRichText()
	l.sync()
	return widget.NewSimpleRenderer(l.rich)
}

// setBookFont makes f the font the curly quotes and ellipsis are drawn
// in (nil: the window's, as any label) and fits the text again when it
// changed.
func (l *fitLabel) setBookFont(f fyne.Resource) {
	if f == l.bookFont {
		return
	}
	l.bookFont = f
	l.fit(l.Size().Width)
	l.sync()
}

// sync gives the rich text the label's text, split by font, in the
// colour of its importance and its style, as widget.Label draws it.
func (l *fitLabel) sync() {
	if l.rich == nil {
		return // not created until shown
	}
	style := widget.RichTextStyle{Alignment: l.Alignment, ColorName: importanceColor(l.Importance), Inline: true, TextStyle: l.TextStyle, SizeName: l.SizeName}
	if style.SizeName == "" {
		style.SizeName = theme.SizeNameText
	}
	l.rich.Wrapping, l.rich.Truncation = l.Wrapping, l.Truncation
	l.rich.Segments = splitInBook(nil, &widget.TextSegment{Style: style, Text: l.Text}, l.bookFont)
	l.rich.Refresh()
}

// SetText shows text, cut to the label's width with "…" when too wide.
func (l *fitLabel) SetText(text string) {
	l.full, l.keepAt, l.keepLen, l.middle, l.chapter = text, 0, 0, false, false
	l.fit(l.Size().Width)
}

// SetChapterTitle shows a chapter's title cut at its end, but the prefix
// of its volume goes first (importer.SplitVolume): a web novel imported
// with 卷 headings has titles like "卷二 花丛 · 第一百二十八章 闹张园", and
// in a sidebar 245 px wide every row of the volume read "卷二 花丛 ·
// 第一百二十…" alike. The volume shows with the title whenever it fits.
func (l *fitLabel) SetChapterTitle(text string) {
	l.full, l.keepAt, l.keepLen, l.middle, l.chapter = text, 0, 0, false, true
	l.fit(l.Size().Width)
}

// SetTextMiddle shows text cut in its middle to the label's width, "…"
// between its start and its end: a project's name, whose end is what
// tells "The Wonderful Wizard of Oz" from "The Wonderful Wizard of Oz
// (2)" (cut at the end, three projects read "The Wonderful …" alike).
func (l *fitLabel) SetTextMiddle(text string) {
	l.full, l.keepAt, l.keepLen, l.middle, l.chapter = text, 0, 0, true, false
	l.fit(l.Size().Width)
}

// SetTextAround shows text cut to the label's width around the runes
// text[at:at+n], which stay in view with as much on either side as fits,
// "…" marking each cut: a mention's row cut at its end hid the name it
// is about ("… that Elizabeth La…") whenever the lead-in was long.
func (l *fitLabel) SetTextAround(text string, at, n int) {
	l.full, l.keepAt, l.keepLen, l.middle, l.chapter = text, at, n, false, false
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

// Refresh fits the text again when the theme's text size changed, and
// draws it with the label's current style and importance.
func (l *fitLabel) Refresh() {
	l.fit(l.Size().Width)
	l.sync()
	l.BaseWidget.Refresh()
}

// fit cuts the full text to width (not at all before the label has one)
// and shows it when it changed.
func (l *fitLabel) fit(width float32) {
	th := l.Theme()
	size := th.Size(theme.SizeNameText)
	if width == l.fitWidth && size == l.fitSize && l.full == l.fitSource && [2]int{l.keepAt, l.keepLen} == l.fitKeep && l.bookFont == l.fitFont && l.middle == l.fitMiddle && l.chapter == l.fitChapter {
		return
	}
	l.fitWidth, l.fitSize, l.fitSource, l.fitKeep, l.fitFont, l.fitMiddle, l.fitChapter = width, size, l.full, [2]int{l.keepAt, l.keepLen}, l.bookFont, l.middle, l.chapter
	shown := l.full
	avail := width - 2*th.Size(theme.SizeNameInnerPadding)
	style, book := l.TextStyle, l.bookFont
	measure := func(s string) float32 { return measureInBook(s, size, style, book) }
	switch {
	case width <= 0:
	case l.keepLen > 0:
		shown = ellipsiseAroundBy(l.full, l.keepAt, l.keepLen, avail, measure)
	case l.middle:
		shown = ellipsiseMiddleBy(l.full, avail, measure)
	case l.chapter:
		shown = ellipsiseChapterBy(l.full, avail, measure)
	default:
		shown = ellipsiseBy(l.full, avail, measure)
	}
	if shown != l.Text {
		l.Text = shown
		l.sync()
	}
}

// ellipsiseBy returns text, or its longest prefix that fits avail with
// "…" after it, in the widths measure gives (a text drawn in more than
// one font: rowText, fitLabel.bookFont).
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

// ellipsiseChapterBy returns a chapter's title whole when it fits avail,
// else without its volume's prefix, cut at its end with "…" if that too
// is wider (see fitLabel.SetChapterTitle).
func ellipsiseChapterBy(title string, avail float32, measure func(string) float32) string {
	if measure(title) <= avail {
		return title
	}
	_, own := importer.SplitVolume(title)
	return ellipsiseBy(own, avail, measure)
}

// ellipsiseMiddleBy returns text, or its widest start and end that fit
// avail with "…" between them (the end as long as the start, or a rune
// shorter), in the widths measure gives.
func ellipsiseMiddleBy(text string, avail float32, measure func(string) float32) string {
	if measure(text) <= avail {
		return text
	}
	runes := []rune(text)
	cut := func(k int) string {
		head := (k + 1) / 2
		return strings.TrimRight(string(runes[:head]), " ") + "…" + strings.TrimLeft(string(runes[len(runes)-(k-head):]), " ")
	}
	lo, hi := 0, len(runes) // the most runes kept that fit is in [lo, hi)
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if measure(cut(mid)) <= avail {
			lo = mid
		} else {
			hi = mid
		}
	}
	return cut(lo)
}

// ellipsiseAround returns text, or the widest window of it that holds
// text[at:at+n] centred (as near as the text's ends allow) and fits avail
// with "…" at each cut end. When not even the kept runes fit, it is the
// text from at cut at its end.
func ellipsiseAround(text string, at, n int, avail, size float32, style fyne.TextStyle) string {
	return ellipsiseAroundBy(text, at, n, avail, func(s string) float32 { return fyne.MeasureText(s, size, style).Width })
}

// ellipsiseAroundBy is ellipsiseAround with the widths measure gives (a
// text drawn in more than one font: fitLabel.bookFont).
func ellipsiseAroundBy(text string, at, n int, avail float32, measure func(string) float32) string {
	if measure(text) <= avail {
		return text
	}
	runes := []rune(text)
	if at < 0 || n <= 0 || at+n > len(runes) {
		return ellipsiseBy(text, avail, measure)
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
	if measure(window(lo)) > avail {
		return ellipsiseBy(string(runes[at:]), avail, measure)
	}
	for lo+1 < hi {
		mid := (lo + hi) / 2
		if measure(window(mid)) <= avail {
			lo = mid
		} else {
			hi = mid
		}
	}
	return window(lo)
}
