package textedit

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"inkflow/app/textedit/linebreak"
)

// metrics are the text measures of the current theme, and the caches that
// depend on them.
type metrics struct {
	// source is the font lines are measured and drawn with (nil: the
	// theme's), Editor.FontSource as of the last update.
	source                    fyne.Resource
	textSize, lineHeight, pad float32
	textHeight                float32 // height of a canvas.Text line
	// wrapWidth is the width lines are broken to: the view less padding,
	// the scroll bar and an em for punctuation hanging past the margin.
	wrapWidth float32
	advance   map[rune]float32 // per-rune advances at textSize
	advBuf    []float32
	breaker   linebreak.Breaker
}

// update reads the theme; a new text size or font drops the advance
// cache (each paragraph's layout notices the change itself).
func (m *metrics) update(e *Editor) {
	size := theme.SizeForWidget(theme.SizeNameText, e)
	if size != m.textSize || e.FontSource != m.source || m.advance == nil {
		m.textSize, m.source = size, e.FontSource
		m.advance = make(map[rune]float32)
		m.textHeight = m.measure("国M").Height
	}
	m.lineHeight = m.textHeight + theme.SizeForWidget(theme.SizeNameLineSpacing, e)
	m.pad = theme.SizeForWidget(theme.SizeNameInnerPadding, e)
	m.wrapWidth = max(e.size.Width-2*m.pad-m.barZone()-m.textSize, m.textSize)
	// Closing punctuation hangs into that em and no further: 。” whole
	// (two ems in a CJK font) would reach under the scroll bar.
	m.breaker.Hang = m.textSize
}

// barZone is the width at the right edge that belongs to the scroll bar.
func (m *metrics) barZone() float32 { return max(m.pad, 8) }

// advanceOf returns the width of r alone, measured once per size.
func (m *metrics) advanceOf(r rune) float32 {
	w, ok := m.advance[r]
	if !ok {
		w = m.measure(string(r)).Width
		m.advance[r] = w
	}
	return w
}

// width returns the drawn width of rs. It measures the run as a whole,
// as canvas.Text draws it (with kerning), so a caret sits where the text
// shows its gap.
func (m *metrics) width(rs []rune) float32 {
	if len(rs) == 0 {
		return 0
	}
	return m.measure(string(rs)).Width
}

// measure returns the size s is drawn at, in the font lines are drawn
// with (setText).
func (m *metrics) measure(s string) fyne.Size {
	size, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, m.textSize, fyne.TextStyle{}, m.source)
	return size
}

// layout is a paragraph's wrapped lines for one width, text size and
// font.
type layout struct {
	width, size float32
	font        fyne.Resource
	starts      []int // rune offset where each visual line begins
}

// lines returns the visual line starts of paragraph i, wrapping it first
// if its layout is stale: the only place text is laid out.
func (e *Editor) lines(i int) []int {
	p := e.doc.paras[i]
	if p.lay.starts != nil && p.lay.width == e.m.wrapWidth && p.lay.size == e.m.textSize && p.lay.font == e.m.source {
		return p.lay.starts
	}
	adv := e.m.advBuf[:0]
	for _, r := range p.text {
		adv = append(adv, e.m.advanceOf(r))
	}
	e.m.advBuf = adv
	p.lay = layout{width: e.m.wrapWidth, size: e.m.textSize, font: e.m.source, starts: e.m.breaker.Lines(p.text, adv, e.m.wrapWidth)}
	return p.lay.starts
}

func (e *Editor) paraHeight(i int) float32 { return float32(len(e.lines(i))) * e.m.lineHeight }

// lineEnd returns where visual line li of a paragraph ends.
func lineEnd(starts []int, li, textLen int) int {
	if li+1 < len(starts) {
		return starts[li+1]
	}
	return textLen
}

// lineOf returns the line starts of p's paragraph and the line p is on;
// with eol a position on a wrap point belongs to the upper line.
func (e *Editor) lineOf(p textPos, eol bool) ([]int, int) {
	starts := e.lines(p.Para)
	li := 0
	for li+1 < len(starts) && starts[li+1] <= p.Col {
		li++
	}
	if eol && li > 0 && starts[li] == p.Col {
		li--
	}
	return starts, li
}

// colAtX returns the column of visual line li nearest x (view
// coordinates), and whether it is a wrap point reached from its end.
func (e *Editor) colAtX(para int, starts []int, li int, x float32) (int, bool) {
	text := e.doc.paras[para].text
	start, end := starts[li], lineEnd(starts, li, len(text))
	pos := e.m.pad
	for col := start; col < end; col++ {
		w := e.m.advanceOf(text[col])
		if x < pos+w/2 {
			return col, false
		}
		pos += w
	}
	return end, li+1 < len(starts)
}

// paraTop returns the y of paragraph i's top in view coordinates, or
// false when it is not at or near the screen (searching no further than
// the bottom edge).
func (e *Editor) paraTop(i int) (float32, bool) {
	if i < e.top {
		return 0, false
	}
	y := e.m.pad - e.topOff
	for p := e.top; p < i; p++ {
		y += e.paraHeight(p)
		if y > e.size.Height {
			return 0, false
		}
	}
	return y, true
}

// caretLocal returns the caret's top-left in the widget; a caret off
// screen gets a y above or below the view.
func (e *Editor) caretLocal() fyne.Position {
	y, ok := e.paraTop(e.caret.Para)
	if !ok {
		if e.caret.Para < e.top {
			return fyne.NewPos(e.m.pad, -e.m.lineHeight)
		}
		return fyne.NewPos(e.m.pad, e.size.Height)
	}
	_, li := e.lineOf(e.caret, e.eol)
	return fyne.NewPos(e.xOf(e.caret, e.eol), y+float32(li)*e.m.lineHeight)
}

// xOf is the x of a caret at p (on the upper line at a wrap point when
// eol is set), whether or not its paragraph is on screen: the column Up
// and Down keep to.
func (e *Editor) xOf(p textPos, eol bool) float32 {
	starts, li := e.lineOf(p, eol)
	return e.m.pad + e.m.width(e.doc.paras[p.Para].text[starts[li]:p.Col])
}

// posAt returns the text position under a point of the widget: above the
// text the first visible line, below it the last.
func (e *Editor) posAt(pt fyne.Position) (textPos, bool) {
	e.m.update(e)
	y := e.m.pad - e.topOff
	p := e.top
	for {
		h := e.paraHeight(p)
		if pt.Y < y+h || p == len(e.doc.paras)-1 || y+h > e.size.Height+e.m.lineHeight {
			starts := e.lines(p)
			li := min(max(int((pt.Y-y)/e.m.lineHeight), 0), len(starts)-1)
			col, eol := e.colAtX(p, starts, li, pt.X)
			return textPos{p, col}, eol
		}
		y += h
		p++
	}
}

// --- scrolling ---

// scrollBy moves the view down by dy pixels (up when negative), within
// the text: laying out only the paragraphs passed over.
func (e *Editor) scrollBy(dy float32) {
	e.m.update(e)
	e.topOff += dy
	for e.topOff < 0 && e.top > 0 {
		e.top--
		e.topOff += e.paraHeight(e.top)
	}
	e.clampScroll()
}

// clampScroll keeps the view from scrolling past the last line: the text
// below the top edge must fill the view when there is enough of it. An
// offset past the end of the top paragraph (a scroll, or a paragraph that
// an edit or a wider window made shorter) moves the top to the paragraph
// it reaches.
func (e *Editor) clampScroll() {
	for e.top < len(e.doc.paras)-1 && e.topOff >= e.paraHeight(e.top) {
		e.topOff -= e.paraHeight(e.top)
		e.top++
	}
	view := e.size.Height - 2*e.m.pad
	below := -e.topOff
	for p := e.top; p < len(e.doc.paras) && below < view; p++ {
		below += e.paraHeight(p)
	}
	if below < view {
		e.topOff -= view - below
		for e.topOff < 0 && e.top > 0 {
			e.top--
			e.topOff += e.paraHeight(e.top)
		}
	}
	e.topOff = max(e.topOff, 0)
	if e.top == len(e.doc.paras)-1 {
		// The last paragraph keeps at least its last line on screen. The
		// cap is for it alone: on any other top paragraph it would pull a
		// view that scrollIntoView put between two lines up to a line
		// boundary, pushing the caret's line at the bottom edge half out
		// of sight.
		e.topOff = min(e.topOff, max(e.paraHeight(e.top)-e.m.lineHeight, 0))
	}
}

// fitsView reports whether the whole text is on screen: scrolled to the
// top, with its paragraphs ending above the bottom edge. A new chapter's
// first two lines showed a scroll bar as tall as the view, with nothing
// to scroll. It lays out at most a screenful of paragraphs.
func (e *Editor) fitsView() bool {
	if e.top != 0 || e.topOff != 0 {
		return false
	}
	view, h := e.size.Height-2*e.m.pad, float32(0)
	for p := range e.doc.paras {
		if h += e.paraHeight(p); h > view {
			return false
		}
	}
	return true
}

// scrollIntoView scrolls so the line of p is on screen. With context, a
// line that was off screen lands a third of the way down, with text
// around it, instead of on the edge.
func (e *Editor) scrollIntoView(p textPos, context bool) {
	e.m.update(e)
	if e.size.Height <= 0 {
		e.top, e.topOff = p.Para, 0
		return
	}
	_, li := e.lineOf(p, e.eol)
	lineY := float32(li) * e.m.lineHeight // within its paragraph
	if y, ok := e.paraTop(p.Para); ok {
		top := y + lineY
		if top >= e.m.pad && top+e.m.lineHeight <= e.size.Height-e.m.pad {
			return // already visible
		}
		if !context && top < e.m.pad {
			e.scrollBy(top - e.m.pad)
			return
		}
		if !context {
			e.scrollBy(top + e.m.lineHeight - (e.size.Height - e.m.pad))
			return
		}
	} else if !context && p.Para < e.top {
		e.top, e.topOff = p.Para, lineY
		e.clampScroll()
		return
	}
	// Put the line at the bottom edge (or a third down with context),
	// then let scrollBy walk back over the paragraphs above it.
	at := e.size.Height - e.m.pad - e.m.lineHeight
	if context {
		at = (e.size.Height - e.m.lineHeight) / 3
	}
	e.top, e.topOff = p.Para, lineY
	e.scrollBy(e.m.pad - at)
}

// scrollToFraction shows the paragraph at fraction f of the text at the
// top (the scroll bar).
func (e *Editor) scrollToFraction(f float32) {
	f = min(max(f, 0), 1)
	e.top, e.topOff = min(int(f*float32(len(e.doc.paras))), len(e.doc.paras)-1), 0
	e.clampScroll()
	e.Refresh()
	e.caretMoved()
}

// --- rendering ---

// CreateRenderer implements fyne.Widget.
func (e *Editor) CreateRenderer() fyne.WidgetRenderer {
	r := &renderer{e: e, bg: canvas.NewRectangle(color.Transparent), caret: canvas.NewRectangle(color.Transparent),
		bar: canvas.NewRectangle(color.Transparent)}
	r.bg.CornerRadius = theme.SizeForWidget(theme.SizeNameInputRadius, e)
	r.bar.CornerRadius = 2
	r.Refresh()
	return r
}

// renderer draws the visible lines: one canvas.Text per visual line on
// screen, rectangles for highlights and the selection, the caret and a
// scroll bar. Objects are pooled; a line whose text did not change keeps
// its object untouched.
type renderer struct {
	e              *Editor
	bg, caret, bar *canvas.Rectangle
	texts          []*canvas.Text
	rects          []*canvas.Rectangle
	objects        []fyne.CanvasObject
}

func (r *renderer) Destroy() {}

func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }

// MinSize leaves room for a few characters on a few lines.
func (r *renderer) MinSize() fyne.Size {
	r.e.m.update(r.e)
	return fyne.NewSize(8*r.e.m.textSize, 3*r.e.m.lineHeight)
}

func (r *renderer) Layout(size fyne.Size) {
	if size == r.e.size {
		return
	}
	r.e.size = size
	r.e.m.update(r.e)
	r.e.clampScroll()
	r.Refresh()
}

func (r *renderer) Refresh() {
	e := r.e
	e.m.update(e)
	fg := theme.ColorForWidget(theme.ColorNameForeground, e)
	if e.Disabled() {
		fg = theme.ColorForWidget(theme.ColorNameDisabled, e)
	}
	r.bg.FillColor = theme.ColorForWidget(theme.ColorNameInputBackground, e)
	r.bg.Resize(e.size)
	r.objects = append(r.objects[:0], r.bg)
	nText, nRect := 0, 0

	selFrom, selTo := ordered(e.anchor, e.caret)
	spans := make([]spanPaint, 0, len(e.highlights)+len(e.marks)+1)
	if marks := e.visible(e.marks); len(marks) > 0 {
		mark := theme.ColorForWidget(ColorNameMark, e)
		if mark == nil { // a theme without it
			mark = theme.ColorForWidget(theme.ColorNamePrimary, e)
		} else if _, _, _, a := mark.RGBA(); a == 0 {
			mark = theme.ColorForWidget(theme.ColorNamePrimary, e)
		}
		for _, m := range marks {
			spans = append(spans, spanPaint{from: m.from, to: m.to, color: mark, underline: true})
		}
	}
	warning := theme.ColorForWidget(theme.ColorNameWarning, e)
	hl := highlightColor(warning)
	// The match a find stepped to is the selection: it is painted in a
	// stronger tint of its own, without the selection's over it. The
	// selection's translucent blue over the amber came out grey on the
	// dark theme, the least visible match of all.
	onMatch := false
	for _, h := range e.visibleHighlights() {
		c := hl
		if selFrom != selTo && h.from == selFrom && h.to == selTo {
			c, onMatch = currentHighlightColor(warning), true
		}
		spans = append(spans, spanPaint{from: h.from, to: h.to, color: c})
	}
	if selFrom != selTo && !onMatch {
		spans = append(spans, spanPaint{from: selFrom, to: selTo, color: theme.ColorForWidget(theme.ColorNameSelection, e)})
	}

	placeholder := len(e.doc.paras) == 1 && len(e.doc.paras[0].text) == 0 && e.PlaceHolder != ""
	lh, pad := e.m.lineHeight, e.m.pad
	textDY := (lh - e.m.textHeight) / 2
	y := pad - e.topOff
	var texts []fyne.CanvasObject
	for p := e.top; p < len(e.doc.paras) && y < e.size.Height; p++ {
		text := e.doc.paras[p].text
		starts := e.lines(p)
		for li, s := range starts {
			ly := y + float32(li)*lh
			if ly+lh < 0 {
				continue
			}
			if ly >= e.size.Height {
				break
			}
			end := lineEnd(starts, li, len(text))
			for _, sp := range spans {
				x0, x1, ok := r.spanOnLine(sp, p, text, s, end, li+1 == len(starts))
				if !ok {
					continue
				}
				rect := r.rect(nRect)
				nRect++
				rect.FillColor = sp.color
				rect.Move(fyne.NewPos(x0, ly))
				rect.Resize(fyne.NewSize(x1-x0, lh))
				r.objects = append(r.objects, rect)
				if sp.underline {
					// The mark's own colour, opaque, under the glyphs:
					// a name reads as one however the tints mix.
					line := r.rect(nRect)
					nRect++
					line.FillColor = opaque(sp.color)
					h := max(1, lh/16)
					line.Move(fyne.NewPos(x0, ly+textDY+e.m.textHeight))
					line.Resize(fyne.NewSize(x1-x0, h))
					r.objects = append(r.objects, line)
				}
			}
			if s == end {
				continue
			}
			t := r.text(nText)
			nText++
			r.setText(t, string(text[s:end]), fg)
			t.Move(fyne.NewPos(pad, ly+textDY))
			texts = append(texts, t)
		}
		y += float32(len(starts)) * lh
	}
	if placeholder {
		// Wrapped as the text would be: a hint longer than the view ran
		// off its right edge ("…to start writing" cut at 900 px).
		ph := []rune(e.PlaceHolder)
		adv := make([]float32, len(ph))
		for i, c := range ph {
			adv[i] = e.m.advanceOf(c)
		}
		starts := e.m.breaker.Lines(ph, adv, e.m.wrapWidth)
		phColor := theme.ColorForWidget(theme.ColorNamePlaceHolder, e)
		for li, s := range starts {
			t := r.text(nText)
			nText++
			r.setText(t, string(ph[s:lineEnd(starts, li, len(ph))]), phColor)
			t.Move(fyne.NewPos(pad, pad+textDY+float32(li)*lh))
			texts = append(texts, t)
		}
	}
	r.objects = append(r.objects, texts...)

	if e.focused && !e.Disabled() {
		c := e.caretLocal()
		r.caret.FillColor = theme.ColorForWidget(theme.ColorNamePrimary, e)
		r.caret.Move(c)
		r.caret.Resize(fyne.NewSize(2, lh))
		r.objects = append(r.objects, r.caret)
	}
	if n := len(e.doc.paras); n > 1 && !e.fitsView() {
		shown := max(e.size.Height/lh/4, 1) // about the paragraphs on screen
		thumb := max(e.size.Height*min(shown/float32(n), 1), 24)
		frac := (float32(e.top) + e.topOff/max(e.paraHeight(e.top), 1)) / float32(n)
		r.bar.FillColor = theme.ColorForWidget(theme.ColorNameScrollBar, e)
		r.bar.Move(fyne.NewPos(e.size.Width-e.m.barZone()+2, frac*(e.size.Height-thumb)))
		r.bar.Resize(fyne.NewSize(e.m.barZone()-4, thumb))
		r.objects = append(r.objects, r.bar)
	}
	canvas.Refresh(e)
}

// spanPaint is a span to paint behind the text; underline draws a line
// of its colour, opaque, under the text too (SetMarks).
type spanPaint struct {
	from, to  textPos
	color     color.Color
	underline bool
}

// ColorNameMark is the theme colour of the marks (SetMarks), meant as a
// translucent tint; a theme without it marks with its primary colour.
const ColorNameMark fyne.ThemeColorName = "textedit-mark"

// opaque is c without its transparency.
func opaque(c color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	n.A = 0xff
	return n
}

// spanOnLine returns the x extent of sp on the visual line [s, end) of
// paragraph p; a span running on past the paragraph's end shows a
// newline's worth of width after its last line.
func (r *renderer) spanOnLine(sp spanPaint, p int, text []rune, s, end int, last bool) (x0, x1 float32, ok bool) {
	continues := last && sp.to.Para > p // the span holds this paragraph's line break
	lineTo := textPos{p, end}
	if !(sp.from.before(lineTo) || (continues && sp.from == lineTo)) || !(textPos{p, s}).before(sp.to) {
		return 0, 0, false
	}
	a, b := s, end
	if sp.from.Para == p && sp.from.Col > a {
		a = sp.from.Col
	}
	if sp.to.Para == p && sp.to.Col < b {
		b = sp.to.Col
	}
	pad := r.e.m.pad
	x0 = pad + r.e.m.width(text[s:a])
	x1 = x0 + r.e.m.width(text[a:b])
	if continues {
		x1 += r.e.m.textSize / 2
	}
	return x0, x1, x1 > x0
}

func highlightColor(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0x60}
}

// currentHighlightColor is the tint of the match a find is on: the other
// matches' hue, twice as strong, so it stands out among them and the text
// on it still reads.
func currentHighlightColor(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{R: uint8(r >> 8), G: uint8(g >> 8), B: uint8(b >> 8), A: 0xc0}
}

func (r *renderer) text(i int) *canvas.Text {
	for len(r.texts) <= i {
		r.texts = append(r.texts, canvas.NewText("", color.Black))
	}
	return r.texts[i]
}

func (r *renderer) rect(i int) *canvas.Rectangle {
	for len(r.rects) <= i {
		r.rects = append(r.rects, canvas.NewRectangle(color.Transparent))
	}
	return r.rects[i]
}

// setText updates a pooled line, refreshing it only when it changed.
func (r *renderer) setText(t *canvas.Text, s string, c color.Color) {
	if t.Text == s && t.Color == c && t.TextSize == r.e.m.textSize && t.FontSource == r.e.m.source {
		return
	}
	t.Text, t.Color, t.TextSize, t.FontSource = s, c, r.e.m.textSize, r.e.m.source
	t.Resize(fyne.NewSize(r.e.m.wrapWidth+r.e.m.textSize, r.e.m.textHeight))
	t.Refresh()
}
