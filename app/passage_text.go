package app

import (
	"math"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/app/textedit/linebreak"
)

// passageStyle marks how a rune of a passage is drawn; the bits combine.
type passageStyle uint8

const (
	// styleMatch is the matched child inside the returned window: drawn
	// in the highlight colour.
	styleMatch passageStyle = 1 << iota
	// styleWord is a query word the keyword index matched: drawn bold,
	// and thickened for fonts without a bold face.
	styleWord
	// styleItalic is text the author marked _so_ or *so*: drawn in
	// italics, as an EPUB or Word export sets it (emphasis.Spans).
	styleItalic
	// styleInserted is text a snapshot's diff shows as written since:
	// bold, in green (colorNameInserted).
	styleInserted
	// styleDeleted is text a snapshot's diff shows as removed since:
	// italic, in red (colorNameDeleted).
	styleDeleted
	// styleMuted is what is not the author's text (the diff's mark of
	// unchanged text left out): in the disabled colour.
	styleMuted
	// styleBold is text the author marked **so**: drawn bold, and
	// thickened as a query word is, as an EPUB or Word export sets it
	// (emphasis.Spans). A query word inside it is drawn alike.
	styleBold
)

// passageText draws a passage of a result card with some runs styled,
// wrapped by the editor's line-breaking rules (textedit/linebreak: break
// anywhere between Han characters, kinsoku, no split Latin words) with
// the theme's line spacing between lines.
//
// It replaces widget.RichText, whose wrapping (Fyne 2.7 lineBounds) puts
// a segment that starts where not even one character fits on the line
// one character per line to its end: the text after a highlight stacked
// into a vertical column. Here a passage is wrapped as one text and the
// styles only choose how each piece of a line is drawn.
type passageText struct {
	widget.BaseWidget

	text   []rune
	styles []passageStyle // one per rune of text

	// How the whole text is drawn (a proseLabel sets them; a result
	// card keeps the zero values: regular, the text colour, leading).
	style     fyne.TextStyle
	colorName fyne.ThemeColorName // "" is the text colour
	sizeName  fyne.ThemeSizeName  // "" is the text size
	align     fyne.TextAlign
	// bookFont, when set, is the font of the book the passage comes from
	// (passageFont): the characters the window's font leaves to Fyne's
	// narrow Latin forms in either interface language (latinPunctuation:
	// the curly quotes, and the ellipsis) are measured and drawn in it, so
	// a Chinese book's “ ” ‘ ’ … are full width beside its characters as
	// the editor draws them. Only those runs take it: the window's font
	// draws the rest in the same face, and keeps bold and italics, which
	// a canvas.Text's FontSource does not have. A font set per text this
	// way costs nothing when the open book changes, where switching the
	// window's theme by the book re-themed every widget (1.47 s of a
	// 2.17 s switch in Fyne's ApplyThemeTo), and it is measured as it is
	// drawn: Fyne 2.7 measures text in the window's theme's font whatever
	// a container.ThemeOverride says, so a panel overridden to another
	// font would lay its quotes out narrow and draw them wide.
	bookFont fyne.Resource

	breaker linebreak.Breaker
	// The layout for laidWidth and laidSize: each visual line's rune span
	// in text and the x of each rune from its line's start.
	laidWidth, laidSize float32
	lines               []runeSpan
	x                   []float32
	adv                 []float32 // each rune's advance
	advance             map[advanceKey]float32
	// layouts counts the layouts done: tests check that a label asked
	// its MinSize every frame does not wrap its text again.
	layouts int
}

// advanceKey identifies a measured rune width.
type advanceKey struct {
	r     rune
	style fyne.TextStyle
	size  float32
	font  fyne.Resource // the FontSource it was measured in (nil: the theme's)
}

func newPassageText() *passageText {
	p := &passageText{advance: map[advanceKey]float32{}}
	p.ExtendBaseWidget(p)
	return p
}

// SetText replaces the passage; styles holds one entry per rune of text
// (missing entries are plain).
func (p *passageText) SetText(text string, styles []passageStyle) {
	p.set(text, styles)
	p.Refresh()
}

// set replaces the passage without drawing it again.
func (p *passageText) set(text string, styles []passageStyle) {
	p.text = []rune(text)
	p.styles = make([]passageStyle, len(p.text))
	copy(p.styles, styles)
	p.laidWidth = -1
}

// setBookFont makes f the font of the passage's book (bookFont; nil for
// the window's font throughout) and lays the text out again when it
// changed.
func (p *passageText) setBookFont(f fyne.Resource) {
	if f != p.bookFont {
		p.bookFont = f
		p.laidWidth = -1
	}
}

// fontOf is the FontSource r is measured and drawn in: the book's font
// for the characters it draws (latinPunctuation), else nil, the theme's.
func (p *passageText) fontOf(r rune) fyne.Resource {
	if p.bookFont != nil && latinPunctuation(r) {
		return p.bookFont
	}
	return nil
}

// runStyle is how runes of style st are drawn: the whole text's style,
// bold for a query word, an inserted run or where the author marked it,
// italic where the author marked it or for a deleted run.
func (p *passageText) runStyle(st passageStyle) fyne.TextStyle {
	s := p.style
	s.Bold = s.Bold || st&(styleWord|styleInserted|styleBold) != 0
	s.Italic = s.Italic || st&(styleItalic|styleDeleted) != 0
	return s
}

// runColor is the theme colour of runes of style st: the highlight for
// a match, the diff's colours for its runs, else the whole text's.
func runColor(st passageStyle, text fyne.ThemeColorName) fyne.ThemeColorName {
	switch {
	case st&styleMatch != 0:
		return colorNameMatch
	case st&styleInserted != 0:
		return colorNameInserted
	case st&styleDeleted != 0:
		return colorNameDeleted
	case st&styleMuted != 0:
		return theme.ColorNameDisabled
	}
	return text
}

// Text returns the passage as shown.
func (p *passageText) Text() string { return string(p.text) }

// styled returns the runs of the passage that carry style s, in order.
func (p *passageText) styled(s passageStyle) []string {
	var out []string
	for i := 0; i < len(p.text); {
		if p.styles[i]&s == 0 {
			i++
			continue
		}
		j := i
		for j < len(p.text) && p.styles[j]&s != 0 {
			j++
		}
		out = append(out, string(p.text[i:j]))
		i = j
	}
	return out
}

// Resize lays the passage out again when the width changes; the height
// it needs (MinSize) follows the width.
func (p *passageText) Resize(size fyne.Size) {
	widthChanged := size.Width != p.Size().Width
	p.BaseWidget.Resize(size)
	if widthChanged {
		p.Refresh()
	}
}

func (p *passageText) textSize() float32 {
	if p.sizeName != "" {
		return p.Theme().Size(p.sizeName)
	}
	return p.Theme().Size(theme.SizeNameText)
}

// lineHeight is the height of one line plus the theme's line spacing,
// which the app theme makes roomy for Chinese (theme.go).
func (p *passageText) lineHeight() float32 {
	return fyne.MeasureText("国", p.textSize(), fyne.TextStyle{}).Height + p.Theme().Size(theme.SizeNameLineSpacing)
}

// layout wraps the passage to width (no wrapping when width <= 0).
func (p *passageText) layout(width float32) {
	size := p.textSize()
	if width == p.laidWidth && size == p.laidSize {
		return
	}
	p.laidWidth, p.laidSize = width, size
	p.layouts++
	wrap := width
	if wrap <= 0 {
		wrap = float32(math.Inf(1))
	}
	p.lines = p.lines[:0]
	p.adv = append(p.adv[:0], make([]float32, len(p.text))...)
	adv := p.adv
	for i, r := range p.text {
		adv[i] = p.advanceOf(r, p.runStyle(p.styles[i]), size, p.fontOf(r))
	}
	start := 0
	for start <= len(p.text) {
		end := start
		for end < len(p.text) && p.text[end] != '\n' {
			end++
		}
		starts := p.breaker.Lines(p.text[start:end], adv[start:end], wrap)
		for li, s := range starts {
			e := end - start
			if li+1 < len(starts) {
				e = starts[li+1]
			}
			p.lines = append(p.lines, runeSpan{start + s, start + e})
		}
		start = end + 1
	}
	p.x = append(p.x[:0], make([]float32, len(p.text)+1)...)
	for _, l := range p.lines {
		x := float32(0)
		for i := l.start; i < l.end; i++ {
			p.x[i] = x
			x += adv[i]
		}
	}
}

// strandedLine reports whether a paragraph of the passage, as last laid
// out, wraps to a last line narrower than a third of the width it was
// wrapped to: a word or two left alone under a full line.
func (p *passageText) strandedLine() bool {
	if p.laidWidth <= 0 {
		return false
	}
	for _, l := range p.lines {
		wrapped := l.start > 0 && p.text[l.start-1] != '\n'
		last := l.end == len(p.text) || p.text[l.end] == '\n'
		if !wrapped || !last {
			continue
		}
		width := float32(0)
		for _, a := range p.adv[l.start:l.end] {
			width += a
		}
		if width < p.laidWidth/3 {
			return true
		}
	}
	return false
}

// advanceOf is the width of r alone in font (nil: the theme's),
// measured once per style, size and font.
func (p *passageText) advanceOf(r rune, style fyne.TextStyle, size float32, font fyne.Resource) float32 {
	k := advanceKey{r, style, size, font}
	w, ok := p.advance[k]
	if !ok {
		if font != nil {
			sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(string(r), size, style, font)
			w = sz.Width
		} else {
			w = fyne.MeasureText(string(r), size, style).Width
		}
		p.advance[k] = w
	}
	return w
}

// MinSize implements fyne.Widget: a few characters wide, and as tall as
// the passage wrapped to the current width.
func (p *passageText) MinSize() fyne.Size {
	p.ExtendBaseWidget(p)
	p.layout(p.Size().Width)
	h := float32(len(p.lines))*p.lineHeight() - p.Theme().Size(theme.SizeNameLineSpacing)
	return fyne.NewSize(4*p.textSize(), max(h, 0))
}

// CreateRenderer implements fyne.Widget.
func (p *passageText) CreateRenderer() fyne.WidgetRenderer {
	return &passageRenderer{p: p}
}

type passageRenderer struct {
	p    *passageText
	objs []fyne.CanvasObject
	// texts are the canvas.Text objects drawn, kept for the next layout.
	texts []*canvas.Text
}

func (r *passageRenderer) Destroy() {}

func (r *passageRenderer) Objects() []fyne.CanvasObject { return r.objs }

func (r *passageRenderer) MinSize() fyne.Size { return r.p.MinSize() }

func (r *passageRenderer) Refresh() {
	r.Layout(r.p.Size())
	canvas.Refresh(r.p)
}

// text returns the k-th canvas.Text of this layout, reusing the last
// layout's.
func (r *passageRenderer) text(k int) *canvas.Text {
	if k == len(r.texts) {
		r.texts = append(r.texts, &canvas.Text{})
	}
	return r.texts[k]
}

// Layout draws each visual line as one canvas.Text per run of equal
// style and font (fontOf). A run's size comes from the runes' advances
// the wrapping measured: measuring each run's string again would shape it once more
// and add an entry to Fyne's text cache for every distinct run of every
// passage ever shown.
func (r *passageRenderer) Layout(size fyne.Size) {
	p := r.p
	p.layout(size.Width)
	th := p.Theme()
	v := fyne.CurrentApp().Settings().ThemeVariant()
	textSize, lh := p.textSize(), p.lineHeight()
	textHeight := lh - th.Size(theme.SizeNameLineSpacing)
	fgName := p.colorName
	if fgName == "" {
		fgName = theme.ColorNameForeground
	}
	r.objs = r.objs[:0]
	k := 0
	for li, l := range p.lines {
		indent := p.indent(l, size.Width)
		for i := l.start; i < l.end; {
			st, font := p.styles[i], p.fontOf(p.text[i])
			j := i
			for j < l.end && p.styles[j] == st && p.fontOf(p.text[j]) == font {
				j++
			}
			end := j
			for end > i && p.text[end-1] == '\r' {
				end--
			}
			width := float32(0)
			if end > i {
				width = p.x[end-1] + p.adv[end-1] - p.x[i]
			}
			t := r.text(k)
			k++
			// The last layout's object takes the run's fields in place:
			// Move and Resize then cost nothing where the run keeps its
			// place and size, where a zeroed object had Resize refresh it
			// on the canvas every time (a stack walk in Fyne's thread
			// check, a sixth of the cards' layout, and a Chinese book's
			// quotes, runs of their own, doubled the objects). The
			// renderer's Refresh redraws the whole passage anyway, and a
			// text's texture is looked up by its text and style.
			t.Text, t.Color, t.TextSize, t.TextStyle, t.FontSource = string(p.text[i:end]), th.Color(runColor(st, fgName), v), textSize, p.runStyle(st), font
			t.Move(fyne.NewPos(indent+p.x[i], float32(li)*lh))
			t.Resize(fyne.NewSize(width, textHeight))
			r.objs = append(r.objs, t)
			if st&(styleWord|styleBold) != 0 {
				// Few CJK fonts have a bold face (Fyne's fallback draws
				// their characters regular): a copy a hair to the right
				// thickens the strokes of any font.
				thick := r.text(k)
				k++
				*thick = *t
				thick.Move(t.Position().AddXY(max(1, textSize/14), 0))
				r.objs = append(r.objs, thick)
			}
			i = j
		}
	}
}

// indent is how far line l is drawn from the left edge of width for the
// text's alignment; the spaces a line ends with hang and do not count.
func (p *passageText) indent(l runeSpan, width float32) float32 {
	if p.align == fyne.TextAlignLeading || l.end == l.start {
		return 0
	}
	end := l.end
	for end > l.start && unicode.IsSpace(p.text[end-1]) {
		end--
	}
	used := float32(0)
	if end > l.start {
		used = p.x[end-1] + p.adv[end-1]
	}
	free := max(width-used, 0)
	if p.align == fyne.TextAlignCenter {
		return free / 2
	}
	return free
}
