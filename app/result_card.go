package app

import (
	"strings"
	"unicode"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine/emphasis"
	"inkflow/engine/search"
)

// cardContext is how many characters of the passage a collapsed card
// shows on each side of the match; "Show whole passage" shows the rest.
const cardContext = 140

// resultCard shows one search or related result: where it comes from, why
// it matched, and the returned passage with the matched part highlighted.
// Tapping it opens the passage in the editor.
type resultCard struct {
	widget.BaseWidget

	res search.Result
	// query is the search whose keyword side found res ("" for related
	// passages): its words are bold in the passage.
	query    string
	onTap    func()
	title    *fitLabel
	note     *widget.Label // says when nothing matched
	meta     *proseLabel
	body     *passageText
	expand   *widget.Button
	bg       *canvas.Rectangle
	expanded bool
	// showProject: the title names the result's project (a search of
	// all projects).
	showProject bool
	// under: the card is a passage of the summary hit above it (a deep
	// search's), its title marked (setUnder).
	under    bool
	selected bool
	hovered  bool
	// focused: the card has the keyboard (Tab), where Enter or Space
	// opens it as a click does; onFocus then brings it into view.
	focused bool
	onFocus func()
}

var (
	_ fyne.Tappable     = (*resultCard)(nil)
	_ fyne.Focusable    = (*resultCard)(nil)
	_ desktop.Hoverable = (*resultCard)(nil)
)

func newResultCard(res search.Result, query string, showProject bool, onTap func()) *resultCard {
	c := &resultCard{onTap: onTap}
	c.title = newFitLabel(fyne.TextStyle{Bold: true})
	c.note = widget.NewLabel("")
	c.note.Importance = widget.LowImportance
	// Wrapped in the width left by the button, whole: on one line it
	// asked 440 px and widened the side panel, and cut to that width a
	// card found by its chapter's title said "The chapter's title ·
	// Matches the me…" (章名相符 · 语义…), not why it matched.
	c.meta = newProseLabel("")
	c.meta.Importance = widget.LowImportance
	c.body = newPassageText()
	c.bg = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
	c.bg.CornerRadius = theme.Size(theme.SizeNameInputRadius)
	c.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	c.bg.StrokeWidth = 1
	c.expand = widget.NewButton(lang.L("Show whole passage"), func() { c.setExpanded(!c.expanded) })
	c.expand.Importance = widget.LowImportance
	c.ExtendBaseWidget(c)
	c.set(res, query, showProject, nil)
	return c
}

// set shows another result in the card, collapsed and not selected, its
// curly quotes and ellipsis in font (passageText.bookFont). The
// panels keep their cards and set new results into them: a new card per
// result and search made Fyne build and cache renderers and text
// measurements for each, which grew with every search typed.
func (c *resultCard) set(res search.Result, query string, showProject bool, font fyne.Resource) {
	same := c.res.Text == res.Text && c.res.MatchStart == res.MatchStart && c.res.MatchEnd == res.MatchEnd &&
		(c.res.Sources.KeywordRank > 0) == (res.Sources.KeywordRank > 0) && c.query == query && !c.expanded &&
		c.body.bookFont == font
	// Before the text is set, which lays it out once, in the new font.
	c.body.setBookFont(font)
	// The title too: a chapter named 《“呐喊”自序》 had its quotes narrow
	// above a passage that draws them full width.
	c.title.setBookFont(font)
	c.res, c.query, c.showProject = res, query, showProject
	c.title.SetText(cardTitle(res, showProject))
	// The engine's score is a fused rank (0.016, 2, 0.868 by the mode)
	// that tells an author nothing; the meta line says why the passage
	// matched, and only a result nothing matched gets a note here. The
	// command line's --json keeps the scores.
	note := ""
	if res.Unmatched() {
		note = lang.L("no match, by meaning only")
	}
	setLabel(c.note, note)
	if m := cardMeta(res); m != c.meta.Text {
		c.meta.SetText(m)
	}
	if c.expanded {
		c.expanded = false
		c.expand.SetText(lang.L("Show whole passage"))
	}
	if c.trimmed() {
		c.expand.Show()
	} else {
		c.expand.Hide()
	}
	if c.selected {
		c.setSelected(false)
	}
	if !same || c.body.text == nil {
		c.setSegments()
	}
}

// setLabel changes a label's text only when it differs: SetText lays the
// label out again even for the same text.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// cardPool is a panel's result cards, kept for the next results: the
// cards stay the same widgets from search to search, so what Fyne builds
// and caches for a widget (its renderers, its texts' measurements) does
// not grow with the number of searches, only with the longest list shown.
type cardPool struct {
	all []*resultCard
	// onTap runs when card i (of the results shown) is tapped.
	onTap func(i int)
	// onFocus, when set, runs when a card gets the keyboard.
	onFocus func(*resultCard)
	// bookFont, when set, is the font a result's passage draws its curly
	// quotes and ellipsis in, by the result's project (passageFont): a
	// search of all projects may show a Chinese and an English book's.
	bookFont func(projectID uint64) fyne.Resource
}

// fill puts results into the first len(results) cards, making the ones
// missing, and returns those cards.
func (cp *cardPool) fill(results []search.Result, query string, showProject bool) []*resultCard {
	for i, r := range results {
		var font fyne.Resource
		if cp.bookFont != nil {
			font = cp.bookFont(r.ProjectID)
		}
		if i < len(cp.all) {
			cp.all[i].set(r, query, showProject, font)
			continue
		}
		card := newResultCard(r, query, showProject, func() { cp.onTap(i) })
		card.onFocus = func() {
			if cp.onFocus != nil {
				cp.onFocus(card)
			}
		}
		if font != nil {
			card.set(r, query, showProject, font)
		}
		cp.all = append(cp.all, card)
	}
	return cp.all[:len(results)]
}

// cardTitle names where a result comes from.
func cardTitle(r search.Result, showProject bool) string {
	name := strings.TrimSpace(r.Chapter)
	var t string
	switch r.Kind {
	case search.KindWiki:
		t = tr("Wiki · {{.V}}", name)
		if r.WikiType != "" {
			// One catalogue string, not " (" + type + ")": Chinese puts
			// the type in full-width brackets with no space (林雪（人物）).
			t = lang.L("Wiki · {{.Name}} ({{.Type}})", map[string]any{"Name": name, "Type": wikiTypeName(r.WikiType)})
		}
	case search.KindSummary:
		t = tr("Summary · {{.V}}", name)
	default:
		if name == "" {
			name = chapterHeading(r.ChapterIndex)
		}
		t = name
	}
	if showProject && r.Project != "" {
		t = r.Project + " › " + t
	}
	return t
}

// cardMeta is the small line under the passage: whether the query is its
// chapter's title, which index found it and whether the passage is an
// excerpt of a longer block.
func cardMeta(r search.Result) string {
	var parts []string
	if r.Sources.Title {
		// First: it is why the passage leads, whatever else found it.
		parts = append(parts, lang.L("The chapter's title"))
	}
	switch v, k := r.Sources.VectorRank > 0, r.Sources.KeywordRank > 0; {
	case v && k:
		parts = append(parts, lang.L("Matches the meaning and the words"))
	case v:
		parts = append(parts, lang.L("Similar in meaning"))
	case k:
		parts = append(parts, lang.L("Contains the words"))
	}
	if r.Window.Cut {
		parts = append(parts, lang.L("excerpt"))
	}
	return strings.Join(parts, " · ")
}

// trimmed reports whether the collapsed card hides part of the text.
func (c *resultCard) trimmed() bool {
	runes := []rune(c.res.Text)
	ms, me := c.match()
	from, to := cardWindow(runes, ms, me)
	return from > 0 || to < len(runes)
}

// cardWindow is the part [from, to) of a passage a collapsed card shows:
// cardContext characters either side of the match [ms, me), its edges
// moved off the middle of an English word (a card starting "…ged this
// feeling" reads as a typo) and of Chinese doubled marks (—— ……) as the
// engine cuts its own windows (search.WordEdges).
func cardWindow(runes []rune, ms, me int) (from, to int) {
	from, to = max(0, ms-cardContext), min(len(runes), me+cardContext)
	ws, we := search.WordEdges(runes, from, to, ms, me)
	// Only a cut edge moves: the passage's own start keeps its indent.
	if from > 0 {
		from = ws
	}
	if to < len(runes) {
		to = we
	}
	return from, to
}

// match returns the match offsets clamped to the text.
func (c *resultCard) match() (int, int) {
	n := len([]rune(c.res.Text))
	ms := min(max(c.res.MatchStart, 0), n)
	me := min(max(c.res.MatchEnd, ms), n)
	return ms, me
}

// setSegments shows the text, the matched child in the highlight colour,
// the author's _italics_ and **bold** in italics and bold without their
// markers and, when the keyword side found the result, the query's words
// bold. A collapsed
// card keeps cardContext characters either side of the match.
func (c *resultCard) setSegments() {
	runes := []rune(c.res.Text)
	ms, me := c.match()
	from, to := 0, len(runes)
	if !c.expanded {
		from, to = cardWindow(runes, ms, me)
	}
	shown := runes[from:to]
	styles := make([]passageStyle, len(shown))
	for i := ms - from; i < me-from; i++ {
		styles[i] |= styleMatch
	}
	// Query words are found in the text without the author's markers,
	// as the keyword index reads it (他**非常**生气 holds 他非).
	shown, styles = emphasise(runes, from, shown, styles)
	if c.res.Sources.KeywordRank > 0 {
		markQueryWords(c.query, shown, styles)
	}
	shown, styles = dropBlankLines(shown, styles)
	if from > 0 {
		shown = append([]rune{'…'}, shown...)
		styles = append([]passageStyle{0}, styles...)
	}
	if to < len(runes) {
		shown = append(shown, '…')
		styles = append(styles, 0)
	}
	c.body.SetText(string(shown), styles)
}

// dropBlankLines takes out the blank lines of a card's text (and their
// styles): paragraphs follow each other line by line, as the author's own
// typed ones do. A book imported from plain text keeps its blank lines,
// and Frankenstein's letters end in three or four of them: a card showed
// "Elizabeth Lavenza." and "Geneva, March 18th" with most of its height
// empty between them, and less of the passage.
func dropBlankLines(text []rune, styles []passageStyle) ([]rune, []passageStyle) {
	outText, outStyles := text[:0:0], styles[:0:0]
	nl := -1 // the line break after the last line kept: its style goes on
	for start := 0; start <= len(text); {
		end := start
		for end < len(text) && text[end] != '\n' {
			end++
		}
		blank := true
		for _, r := range text[start:end] {
			if !unicode.IsSpace(r) {
				blank = false
				break
			}
		}
		if !blank {
			if len(outText) > 0 {
				outText = append(outText, '\n')
				outStyles = append(outStyles, styles[nl])
			}
			outText = append(outText, text[start:end]...)
			outStyles = append(outStyles, styles[start:end]...)
			nl = end
		}
		start = end + 1
	}
	return outText, outStyles
}

// highlighted returns the text drawn in the highlight colour.
func (c *resultCard) highlighted() string { return strings.Join(c.body.styled(styleMatch), "") }

// boldWords returns the runs drawn bold: the query's matching words.
func (c *resultCard) boldWords() []string { return c.body.styled(styleWord) }

// setUnder marks the card as a passage of the summary hit above it (or
// not): its title starts with "↳", so the passages read as the
// summary's, not as hits of their own.
func (c *resultCard) setUnder(on bool) {
	title := cardTitle(c.res, c.showProject)
	if on {
		title = "↳ " + title
	}
	if title != c.title.FullText() {
		c.title.SetText(title)
	}
	c.under = on
}

func (c *resultCard) setExpanded(on bool) {
	c.expanded = on
	if on {
		c.expand.SetText(lang.L("Show less"))
	} else {
		c.expand.SetText(lang.L("Show whole passage"))
	}
	c.setSegments()
	c.Refresh()
}

func (c *resultCard) setSelected(on bool) {
	c.selected = on
	c.refreshBackground()
}

func (c *resultCard) refreshBackground() {
	switch {
	case c.selected:
		c.bg.FillColor = fyne.CurrentApp().Settings().Theme().Color(colorNameCardSelected, fyne.CurrentApp().Settings().ThemeVariant())
		c.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
	case c.hovered:
		c.bg.FillColor = theme.Color(theme.ColorNameHover)
		c.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	default:
		c.bg.FillColor = theme.Color(theme.ColorNameInputBackground)
		c.bg.StrokeColor = theme.Color(theme.ColorNameSeparator)
	}
	c.bg.StrokeWidth = 1
	if c.focused {
		// The keyboard's place, drawn as Fyne draws a focused entry's.
		c.bg.StrokeColor = theme.Color(theme.ColorNamePrimary)
		c.bg.StrokeWidth = 2
	}
	c.bg.Refresh()
}

// FocusGained implements fyne.Focusable.
func (c *resultCard) FocusGained() {
	c.focused = true
	c.refreshBackground()
	if c.onFocus != nil {
		c.onFocus()
	}
}

// FocusLost implements fyne.Focusable.
func (c *resultCard) FocusLost() {
	c.focused = false
	c.refreshBackground()
}

// TypedRune implements fyne.Focusable: Space opens the passage, as it
// presses a focused button.
func (c *resultCard) TypedRune(r rune) {
	if r == ' ' {
		c.Tapped(nil)
	}
}

// TypedKey implements fyne.Focusable: Enter opens the passage.
func (c *resultCard) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		c.Tapped(nil)
	}
}

// Tapped implements fyne.Tappable.
func (c *resultCard) Tapped(*fyne.PointEvent) {
	if c.onTap != nil {
		c.onTap()
	}
}

// MouseIn implements desktop.Hoverable.
func (c *resultCard) MouseIn(*desktop.MouseEvent) { c.hovered = true; c.refreshBackground() }

// MouseMoved implements desktop.Hoverable.
func (c *resultCard) MouseMoved(*desktop.MouseEvent) {}

// MouseOut implements desktop.Hoverable.
func (c *resultCard) MouseOut() { c.hovered = false; c.refreshBackground() }

// Cursor shows a hand: the card is a link to the passage.
func (c *resultCard) Cursor() desktop.Cursor { return desktop.PointerCursor }

// CreateRenderer implements fyne.Widget.
func (c *resultCard) CreateRenderer() fyne.WidgetRenderer {
	head := container.NewBorder(nil, nil, nil, c.note, c.title)
	foot := container.NewBorder(nil, nil, nil, c.expand, c.meta)
	// The passage draws its text from its own left edge, while the title
	// and footer labels inset theirs by the theme's inner padding: inset
	// alike, the passage lines up under the title, and the punctuation
	// that hangs past its margin (。” at a line's end) stays off the
	// card's border instead of touching it.
	pad := theme.Size(theme.SizeNameInnerPadding)
	body := container.New(layout.NewCustomPaddedLayout(0, 0, pad, pad), c.body)
	inner := container.NewBorder(head, foot, nil, nil, body)
	return widget.NewSimpleRenderer(container.NewStack(c.bg, container.NewPadded(inner)))
}

// scrollCardIntoView scrolls scroll, which holds a column of cards, so
// that card shows (its top, when it is taller than the view): a card the
// keyboard moved to below the view was out of sight.
func scrollCardIntoView(scroll *container.Scroll, card *resultCard) {
	y := card.Position().Y
	h := card.Size().Height
	view := scroll.Size().Height
	off := scroll.Offset.Y
	if y < off || y+h > off+view {
		scroll.Offset.Y = max(0, y-theme.Padding())
		scroll.Refresh()
	}
}

// emphasise sets the emphasis spans of a passage (whole: runes) in
// italics or bold within the window of it shown (shown, from runes[from])
// and drops their markers: a passage read _you_ where the book has you in
// italics, **now** where it has now in bold. Spans are found in the whole
// passage, so a window that cuts one still draws its inside in its style.
func emphasise(runes []rune, from int, shown []rune, styles []passageStyle) ([]rune, []passageStyle) {
	text := string(runes)
	spans := emphasis.Spans(text)
	if len(spans) == 0 {
		return shown, styles
	}
	// Byte offsets to rune indexes (a marker is ASCII: one byte, one
	// rune), then the window's view of them.
	at := make(map[int]int, 2*len(spans))
	for _, s := range spans {
		at[s.Open], at[s.Close] = -1, -1
	}
	i := 0
	for b := range text {
		if _, ok := at[b]; ok {
			at[b] = i
		}
		i++
	}
	drop := make([]bool, len(shown))
	for _, s := range spans {
		open, close := at[s.Open]-from, at[s.Close]-from
		st := styleItalic
		if s.Bold {
			st = styleBold
		}
		for j := max(open+s.OpenLen, 0); j < min(close, len(shown)); j++ {
			styles[j] |= st
		}
		for _, m := range [][2]int{{open, s.OpenLen}, {close, s.CloseLen}} {
			for j := m[0]; j < m[0]+m[1]; j++ {
				if j >= 0 && j < len(shown) {
					drop[j] = true
				}
			}
		}
	}
	outRunes, outStyles := shown[:0:0], styles[:0:0]
	for j, r := range shown {
		if !drop[j] {
			outRunes = append(outRunes, r)
			outStyles = append(outStyles, styles[j])
		}
	}
	return outRunes, outStyles
}
