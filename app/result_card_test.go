package app

import (
	"context"
	"fmt"
	"image/color"
	"slices"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"inkflow/engine/search"
)

// drawnText is one canvas.Text a card's passage draws.
type drawnText struct {
	text  string
	x, y  float32
	w     float32
	bold  bool
	color color.Color
	// italic: drawn in italics.
	italic bool
}

// drawn lays a card out at width and returns what its passage draws.
func drawn(h *harness, c *resultCard, width float32) []drawnText {
	return drawnIn(h, c, c.body, width)
}

// drawnIn shows content in a window width wide and returns what body,
// a passage inside it, draws.
func drawnIn(h *harness, content fyne.CanvasObject, body *passageText, width float32) []drawnText {
	h.u.Window().SetContent(content)
	h.u.Window().Resize(fyne.NewSize(width, 2000))
	var out []drawnText
	walkObjects(body, func(o fyne.CanvasObject) bool {
		if t, ok := o.(*canvas.Text); ok && t.Text != "" {
			out = append(out, drawnText{t.Text, t.Position().X, t.Position().Y, t.Size().Width, t.TextStyle.Bold, t.Color, t.TextStyle.Italic})
		}
		return false
	})
	return out
}

// TestResultCardHighlightsTheChild: of a parent window holding three
// paragraphs, only the matched child is drawn in the highlight colour;
// what comes before and after it is drawn in the text colour.
func TestResultCardHighlightsTheChild(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	before := "　　次日，于桃园中，备下乌牛白马祭礼等项。\n"
	child := "　　三人焚香再拜而说誓曰：“念刘备、关羽、张飞，虽然异姓，既结为兄弟，则同心协力。”"
	after := "\n　　玄德曰：“此天佑我也！”三人出庄迎接。"
	n := len([]rune(before))
	r := search.Result{Kind: search.KindChapter, Text: before + child + after, MatchStart: n, MatchEnd: n + len([]rune(child)), Sources: search.Sources{VectorRank: 1}}
	c := newResultCard(r, "", false, nil)
	if got := c.highlighted(); got != child {
		t.Fatalf("highlight = %q, want exactly the child %q", got, child)
	}
	match := c.Theme().Color(colorNameMatch, fyne.CurrentApp().Settings().ThemeVariant())
	var coloured, plain strings.Builder
	for _, d := range drawn(h, c, 420) {
		if d.color == match {
			coloured.WriteString(d.text)
		} else {
			plain.WriteString(d.text)
		}
	}
	if coloured.String() != child {
		t.Errorf("drawn in the highlight colour: %q, want the child", coloured.String())
	}
	if plain.String() != strings.ReplaceAll(before+after, "\n", "") {
		t.Errorf("drawn plain: %q, want the window around the child", plain.String())
	}
}

// TestResultCardLinesDoNotStack: at many widths and match positions,
// every line of a card's passage but a paragraph's last is filled to the
// width (less than two characters short), and no line is wider than the
// card but for hanging punctuation. Fyne's RichText, which the cards used
// before, stacked the text after the highlight one character per line
// whenever the highlight ended where no further character fitted.
func TestResultCardLinesDoNotStack(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	texts := []string{
		"　　次日，于桃园中，备下乌牛白马祭礼等项，三人焚香再拜而说誓曰：“念刘备、关羽、张飞，虽然异姓，既结为兄弟。”玄德曰：“此天佑我也！”三人出庄迎接。原来二客乃中山大商。",
		"The lighthouse keeper lit the last lamp and watched the boats come home. Nobody spoke of the storm that night; the harbour was quiet.",
	}
	checked := 0
	for _, text := range texts {
		n := len([]rune(text))
		for ms := 0; ms < n; ms += 13 {
			for me := ms + 5; me <= n; me += 17 {
				for width := float32(200); width < 520; width += 41 {
					c := newResultCard(search.Result{Kind: search.KindChapter, Text: text, MatchStart: ms, MatchEnd: me}, "", false, nil)
					d := drawn(h, c, width)
					avail := c.body.Size().Width
					checkLines(t, fmt.Sprintf("width %v, match [%d,%d)", width, ms, me), text, d, avail, c.body.textSize())
					checked++
				}
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d layouts checked", checked)
	}
}

// drawnLines joins what is drawn into its lines, top to bottom, and
// says where each ends.
func drawnLines(d []drawnText) (lines []string, ends []float32) {
	rows := map[float32][]drawnText{}
	for _, x := range d {
		rows[x.y] = append(rows[x.y], x)
	}
	ys := make([]float32, 0, len(rows))
	for y := range rows {
		ys = append(ys, y)
	}
	sort.Slice(ys, func(i, j int) bool { return ys[i] < ys[j] })
	lines = make([]string, len(ys))
	ends = make([]float32, len(ys))
	for i, y := range ys {
		row := rows[y]
		slices.SortFunc(row, func(a, b drawnText) int { return int(a.x - b.x) })
		for _, x := range row {
			lines[i] += x.text
			ends[i] = x.x + x.w
		}
	}
	return lines, ends
}

// checkLines checks the drawn lines of one paragraph of text.
func checkLines(t *testing.T, what, text string, d []drawnText, avail, size float32) {
	t.Helper()
	lines, ends := drawnLines(d)
	for i := range lines {
		if ends[i] > avail+2*size {
			t.Fatalf("%s: line %d %q runs to %v past the width %v", what, i, lines[i], ends[i], avail)
		}
	}
	var all strings.Builder
	for i, line := range lines {
		all.WriteString(line)
		if i+1 == len(lines) {
			break
		}
		// What the next line starts with must not have fitted on this
		// one: its first word (with an opening quote before it), or its
		// first three characters (the kinsoku rules may carry a character
		// down with its punctuation).
		next := []rune(lines[i+1])
		unit := next[:min(3, len(next))]
		if first := strings.TrimLeft(lines[i+1], "「『（“‘(["); first != "" {
			if r := []rune(first)[0]; isLetterOrDigit(r) && !isPairedScript(r) {
				unit = []rune(strings.Fields(lines[i+1])[0])
			}
		}
		if ends[i]+fyne.MeasureText(string(unit), size, fyne.TextStyle{}).Width <= avail {
			t.Fatalf("%s: line %d %q ends at %v of %v although %q fits after it: the text stacks", what, i, line, ends[i], avail, string(unit))
		}
	}
	if all.String() != text {
		t.Fatalf("%s: lines %q do not rebuild the text", what, all.String())
	}
}

// TestResultCardBoldsQueryWords: a result the keyword side found shows the
// query's words bold (drawn bold, not just styled); a result found by
// meaning alone bolds nothing; the line under the passage says why it
// matched.
func TestResultCardBoldsQueryWords(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	text := "　　次日，于桃园中祭告天地，三人焚香再拜而说誓曰：既结为兄弟，则同心协力。"
	r := search.Result{Kind: search.KindChapter, Text: text, MatchStart: 0, MatchEnd: len([]rune(text)), Sources: search.Sources{VectorRank: 2, KeywordRank: 1}}
	c := newResultCard(r, "桃园结为兄弟", false, nil)
	if got := c.boldWords(); !slices.Equal(got, []string{"桃园", "结为兄弟"}) {
		t.Fatalf("bold words = %q", got)
	}
	// Each bold run is drawn twice, the copy a pixel or so to the right,
	// so that fonts without a bold face (most CJK fonts) look bold too.
	var bold []drawnText
	for _, d := range drawn(h, c, 600) {
		if d.bold {
			bold = append(bold, d)
		}
	}
	if len(bold) != 4 || bold[0].text+bold[2].text != "桃园结为兄弟" || bold[1].text != bold[0].text || bold[3].text != bold[2].text ||
		bold[1].y != bold[0].y || bold[1].x-bold[0].x < 1 || bold[1].x-bold[0].x > 2 {
		t.Fatalf("drawn bold: %+v", bold)
	}
	if c.meta.Text != "Matches the meaning and the words" {
		t.Fatalf("meta = %q", c.meta.Text)
	}
	r.Sources = search.Sources{VectorRank: 1}
	if c := newResultCard(r, "桃园结为兄弟", false, nil); len(c.boldWords()) != 0 || c.meta.Text != "Similar in meaning" {
		t.Fatalf("a meaning-only result bolds %q, says %q", c.boldWords(), c.meta.Text)
	}
}

func TestMarkQueryWords(t *testing.T) {
	tests := []struct {
		query, text string
		want        []string
	}{
		{"桃园结为兄弟", "于桃园中，既结为兄弟", []string{"桃园", "结为兄弟"}},
		{"刀", "关公提刀上马，青龙刀", []string{"刀", "刀"}},
		{"刘备 storm", "刘关张 a Storm and storms", []string{"Storm", "storms"}}, // 刘备 needs both characters
		{"the storm at sea", "The sea was calm after the storm", []string{"sea", "storm"}},
		{"lamp", "lamplighters lit the lamps", []string{"lamps"}},
		// Stop words ("by", "had") are not why a passage matched; a query
		// of nothing else matches by them, so they are marked then.
		{"the creature learns to read by watching a family", "I read it, as I had read them by the fire; the family slept", []string{"read", "read", "family"}},
		{"to be or not to be", "Not to be, said he", []string{"Not", "to", "be"}},
		// An apostrophe between letters is inside the word, as the index
		// reads it: the query's contractions and possessives leave no
		// lone s or t to bold in every it’s and wouldn’t.
		{"Gatsby waits all night outside Daisy's house", "“Yes, it’s all quiet.” “I want to wait here till Daisy goes to bed. Good night.” Daisy’s house",
			[]string{"wait", "Daisy", "night", "Daisy’s", "house"}},
		{"Can't repeat the past? Why of course you can", "“I wouldn’t ask too much of her. You can’t repeat the past.”", []string{"can’t", "repeat", "past"}},
		{"O'Brien", "O’Brien and Brien", []string{"O’Brien"}},
		// A passage's stop word is no shortened query word: "but" bolded
		// for "butler" (seen under Xvfb), which the index never matches.
		{"the butler and the lawyer break down the door of the cabinet", "I may be in error, but Poole, my butler, will force the door",
			[]string{"butler", "door"}},
		{"", "空的查询", nil},
	}
	for _, tt := range tests {
		text := []rune(tt.text)
		styles := make([]passageStyle, len(text))
		markQueryWords(tt.query, text, styles)
		p := newPassageText()
		p.SetText(tt.text, styles)
		if got := p.styled(styleWord); !slices.Equal(got, tt.want) {
			t.Errorf("markQueryWords(%q, %q) = %q, want %q", tt.query, tt.text, got, tt.want)
		}
	}
}

// TestSearchShowsMoreOnDemand: a query that matches 21-29 passages shows the
// first page (search.default-top-k, 10) with a "Show more" button under
// it; each tap loads the next page under the results already there,
// keeping the scroll position and the selected card, until there is no
// more and the button goes.
func TestSearchShowsMoreOnDemand(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	var paras []string
	for i := range 25 {
		paras = append(paras, fmt.Sprintf("　　第%d夜，守灯人在灯塔上点亮了最后一盏灯。", i+1)+strings.Repeat("海风吹过礁石，浪花一层层涌上来又退下去，远处的渔船慢慢靠岸。", 6))
	}
	h.addChapter("灯塔", "第一章", strings.Join(paras, "\n\n"))
	h.flush()
	p := h.u.search
	cards := h.search("灯塔")
	if len(cards) != 10 || findButton(p.list, lang.L("Show more")) == nil {
		t.Fatalf("first page: %d cards, Show more shown: %v", len(cards), findButton(p.list, lang.L("Show more")) != nil)
	}
	all := p.request()
	all.K = search.MaxK
	resp, err := h.eng.Search(context.Background(), all)
	if err != nil {
		t.Fatal(err)
	}
	total := len(resp.Results)
	if total <= 20 || total >= 30 {
		t.Fatalf("the chapter gives %d results, want 21 to 29 for three pages", total)
	}
	first := p.results[0].ParentID
	p.choose(2)
	p.scroll.Offset.Y = 120
	more := func(want int) {
		t.Helper()
		test.Tap(findButton(p.list, lang.L("Show more")))
		h.waitFor(fmt.Sprintf("the next page (%d results)", want), func() bool { return !p.running && len(p.results) == want })
	}
	more(20)
	if p.results[0].ParentID != first || p.selected != 2 || !p.cards[2].selected || p.scroll.Offset.Y != 120 {
		t.Fatalf("after Show more: first parent %d (was %d), selected %d, offset %v", p.results[0].ParentID, first, p.selected, p.scroll.Offset.Y)
	}
	if findButton(p.list, lang.L("Show more")) == nil {
		t.Fatalf("20 of %d: Show more should stay", total)
	}
	more(total)
	if findButton(p.list, lang.L("Show more")) != nil {
		t.Fatalf("all %d shown: Show more should go", total)
	}
	for i, r := range p.results {
		if r.ParentID != resp.Results[i].ParentID {
			t.Fatalf("result %d after paging is parent %d, the engine's one search says %d", i, r.ParentID, resp.Results[i].ParentID)
		}
	}
	// A new query starts again at the first page.
	if cards := h.search("守灯人"); len(cards) != 10 {
		t.Fatalf("a new query shows %d cards, want the first page", len(cards))
	}
}

// TestCardPoolReusesCards: a panel's second list of results is shown in
// the same card widgets as the first, each showing its new result as a
// new card would (match highlighted in its context, query words bold,
// collapsed, not selected), and a longer list adds cards; what the cards
// draw is the new passage, not the old one.
func TestCardPoolReusesCards(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	long := strings.Repeat("前文很长。", 40)
	first := []search.Result{
		{Kind: search.KindChapter, Chapter: "第一回", Text: long + "桃园结义" + long, MatchStart: 200, MatchEnd: 204, Sources: search.Sources{KeywordRank: 1}},
		{Kind: search.KindChapter, Chapter: "第二回", Text: "张飞怒鞭督邮", MatchStart: 0, MatchEnd: 2, Sources: search.Sources{VectorRank: 1}},
	}
	second := []search.Result{
		{Kind: search.KindChapter, Chapter: "第三回", Text: "议温明董卓叱丁原", MatchStart: 3, MatchEnd: 5, Sources: search.Sources{KeywordRank: 1}},
		{Kind: search.KindWiki, Chapter: "刘备", Text: "字玄德，涿郡涿县人", MatchStart: 0, MatchEnd: 3, Sources: search.Sources{VectorRank: 1}},
		{Kind: search.KindChapter, Chapter: "第四回", Text: "废汉帝陈留践位", MatchStart: 0, MatchEnd: 4, Sources: search.Sources{VectorRank: 2}},
	}
	var tapped []int
	pool := cardPool{onTap: func(i int) { tapped = append(tapped, i) }}
	cards := pool.fill(first, "桃园", false)
	if len(cards) != 2 || !cards[0].trimmed() || !cards[0].expand.Visible() {
		t.Fatalf("first list: %d cards, first trimmed %v", len(cards), cards[0].trimmed())
	}
	cards[0].setExpanded(true)
	cards[0].setSelected(true)
	again := pool.fill(second, "董卓", true)
	if len(again) != 3 || again[0] != cards[0] || again[1] != cards[1] {
		t.Fatal("the second list does not reuse the first list's cards")
	}
	for i, c := range again {
		fresh := newResultCard(second[i], "董卓", true, nil)
		if c.highlighted() != fresh.highlighted() || !slices.Equal(c.boldWords(), fresh.boldWords()) || c.body.Text() != fresh.body.Text() ||
			c.title.Text != fresh.title.Text || c.meta.Text != fresh.meta.Text || c.note.Text != fresh.note.Text {
			t.Errorf("card %d shows %q (%q bold, title %q), a new card %q (%q, %q)", i, c.highlighted(), c.boldWords(), c.title.Text,
				fresh.highlighted(), fresh.boldWords(), fresh.title.Text)
		}
		if c.expanded || c.selected || c.expand.Visible() {
			t.Errorf("card %d: expanded %v, selected %v, expand button shown %v", i, c.expanded, c.selected, c.expand.Visible())
		}
	}
	var drawnText strings.Builder
	ds := drawn(h, again[0], 420)
	for i, d := range ds {
		if d.bold && i > 0 && ds[i-1].bold && ds[i-1].text == d.text {
			continue // the copy that thickens a bold run
		}
		drawnText.WriteString(d.text)
	}
	if drawnText.String() != second[0].Text {
		t.Errorf("the reused card draws %q, want %q", drawnText.String(), second[0].Text)
	}
	test.Tap(again[2])
	if !slices.Equal(tapped, []int{2}) {
		t.Errorf("tapping the third card reported %v", tapped)
	}
}

// TestResultCardIsNarrow: a card with its whole footer (why it matched
// and "Show whole passage") asks for no more width than the side panel's
// widest tab at rest: side by side on one line they asked 440 px, and
// the first search that matched a long passage pushed the panel over the
// manuscript, past the window's edge at 1024 px.
func TestResultCardIsNarrow(t *testing.T) {
	test.NewTempApp(t)
	applyLanguage(langEn)
	text := strings.Repeat("I demand a creature of another sex, but as hideous as myself. ", 20)
	r := search.Result{Kind: search.KindChapter, Text: text, MatchStart: 400, MatchEnd: 460,
		Sources: search.Sources{VectorRank: 1, KeywordRank: 1}}
	c := newResultCard(r, "a companion", false, nil)
	if !c.expand.Visible() || c.meta.Text != "Matches the meaning and the words" {
		t.Fatalf("the card shows no expand button or says %q", c.meta.Text)
	}
	test.TempWidgetRenderer(t, c)
	if got := c.MinSize().Width; got > 340 {
		t.Errorf("the card asks for %v px wide", got)
	}
}

// TestResultCardFooterFitsInEnglish: at the side panel's width in the
// window's first size (1280 px: a quarter for the sidebar, 0.4 of the
// rest, less the dividers and the list's padding, 360 px a card), an
// English card says in full why it matched, beside the button that
// expands it. "Show Whole Passage" took 161 px of the line and cut the
// reason to "Matches the meaning and…" in every related passage (seen
// under Xvfb, en_US.UTF-8).
func TestResultCardFooterFitsInEnglish(t *testing.T) {
	test.NewTempApp(t)
	applyLanguage(langEn)
	oneLine := newProseLabel("Matches").MinSize().Height
	text := strings.Repeat("I demand a creature of another sex, but as hideous as myself. ", 20)
	for _, tc := range []struct {
		name    string
		sources search.Sources
		want    string
	}{
		{"meaning and words", search.Sources{VectorRank: 1, KeywordRank: 1}, "Matches the meaning and the words"},
		{"meaning", search.Sources{VectorRank: 1}, "Similar in meaning"},
		{"words", search.Sources{KeywordRank: 1}, "Contains the words"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := search.Result{Kind: search.KindChapter, Text: text, MatchStart: 400, MatchEnd: 460, Sources: tc.sources}
			c := newResultCard(r, "", false, nil)
			if !c.expand.Visible() {
				t.Fatal("the card shows no expand button")
			}
			test.TempWidgetRenderer(t, c)
			c.Resize(fyne.NewSize(360, 400))
			if c.meta.Text != tc.want || c.meta.MinSize().Height > oneLine {
				t.Errorf("at 360 px the footer reads %q (%v px high, a line is %v) beside %q (%v px), want %q on one line",
					c.meta.Text, c.meta.MinSize().Height, oneLine, c.expand.Text, c.expand.MinSize().Width, tc.want)
			}
		})
	}
}

// TestResultCardMetaIsWhole: a card found by its chapter's title says
// why it matched whole, its reasons wrapped beside the expand button, in
// English and Chinese, in the side panel of the window's first size (360
// px a card) and of a 1000 px window (280 px), and narrower: cut to one
// line it read "The chapter's title · Matches the me…" (real window,
// en_US). The card still asks for no more width than a panel has.
func TestResultCardMetaIsWhole(t *testing.T) {
	text := strings.Repeat("I demand a creature of another sex, but as hideous as myself. ", 20)
	for _, language := range []string{langEn, langZh} {
		test.NewTempApp(t)
		applyLanguage(language)
		r := search.Result{Kind: search.KindChapter, Text: text, MatchStart: 400, MatchEnd: 460,
			Sources: search.Sources{Title: true, VectorRank: 1, KeywordRank: 1}, Window: search.Window{Cut: true}}
		want := cardMeta(r)
		for _, width := range []float32{360, 280, 220} {
			c := newResultCard(r, "Letter 3", false, nil)
			test.TempWidgetRenderer(t, c)
			if got := c.MinSize().Width; got > 340 {
				t.Errorf("%s: the card asks for %v px wide", language, got)
			}
			c.Resize(fyne.NewSize(width, c.MinSize().Height))
			c.Resize(fyne.NewSize(width, c.MinSize().Height)) // again: the wrapped footer's height is known now
			abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
			bottom := abs(c.meta).Y - abs(c).Y + c.meta.Size().Height
			if c.meta.Text != want || c.meta.Size().Height < c.meta.MinSize().Height || bottom > c.Size().Height {
				t.Errorf("%s, %v px: the footer shows %q in %v of the %v px it needs, to %v of the card's %v; want %q whole",
					language, width, c.meta.Text, c.meta.Size().Height, c.meta.MinSize().Height, bottom, c.Size().Height, want)
			}
		}
	}
}

// TestResultCardPassageLinesUpWithTitle: the passage starts where the
// card's title starts, and punctuation hanging past the passage's last
// column (。” at a line's end) is drawn inside the card: drawn from its
// own edge, the passage sat a label's inner padding left of the title and
// a hanging 。” ran onto the card's right border.
func TestResultCardPassageLinesUpWithTitle(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	text := "天色将晚，雪还没有停。她没有回头，只是灯芯拨亮了些。她终于转过身来，看着他肩上的雪，半晌才说：“进来吧，外头冷。”"
	abs := func(o fyne.CanvasObject) fyne.Position {
		return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
	}
	firstText := func(o fyne.CanvasObject) *canvas.Text {
		var found *canvas.Text
		walkObjects(o, func(o fyne.CanvasObject) bool {
			if t, ok := o.(*canvas.Text); ok && t.Text != "" {
				found = t
				return true
			}
			return false
		})
		return found
	}
	for _, width := range []float32{300, 360, 372, 420} {
		c := newResultCard(search.Result{Kind: search.KindSummary, Text: text, MatchStart: 0, MatchEnd: len([]rune(text))}, "", false, nil)
		d := drawn(h, c, width)
		title, body := firstText(c.title), firstText(c.body)
		if title == nil || body == nil {
			t.Fatalf("width %v: title or passage draws nothing", width)
		}
		if tx, bx := abs(title).X, abs(body).X; tx != bx {
			t.Errorf("width %v: passage starts at x=%v, title at x=%v", width, bx, tx)
		}
		cardRight := abs(c).X + c.Size().Width
		pad := c.Theme().Size(theme.SizeNameInnerPadding)
		for _, x := range d {
			// Up to two closing marks may hang past the last column
			// (linebreak's 标点悬挂); the first must start a padding
			// inside the card's border, not on it.
			body := strings.TrimRight(x.text, "。，、；：！？”」』）…")
			start := abs(c.body).X + x.x + fyne.MeasureText(body, c.body.textSize(), fyne.TextStyle{}).Width
			if start > cardRight-pad {
				t.Errorf("width %v: %q: its end starts at x=%v, within %v of the card's border at %v", width, x.text, start, pad, cardRight)
			}
		}
	}
}

// TestResultCardSaysWhyNotScore: a card shows no score (得分 0.868 or 2
// told an author nothing and changed scale with the search mode), but
// why the passage matched, in the interface's language; only a result
// nothing matched carries a note beside its title.
func TestResultCardSaysWhyNotScore(t *testing.T) {
	test.NewTempApp(t)
	both := search.Sources{VectorRank: 2, KeywordRank: 1}
	for _, tt := range []struct {
		language string
		res      search.Result
		note     string
		meta     string
	}{
		{langEn, search.Result{Score: 0.868, Sources: both}, "", "Matches the meaning and the words"},
		{langEn, search.Result{Score: 2, Sources: search.Sources{KeywordRank: 1}}, "", "Contains the words"},
		{langEn, search.Result{Score: 0.5, Sources: search.Sources{VectorRank: 1}, Window: search.Window{Cut: true}}, "", "Similar in meaning · excerpt"},
		{langEn, search.Result{Score: 0, Sources: search.Sources{VectorRank: 9}}, "no match, by meaning only", "Similar in meaning"},
		{langZh, search.Result{Score: 0.868, Sources: both}, "", "语义与关键词均匹配"},
		{langZh, search.Result{Score: 2, Sources: search.Sources{KeywordRank: 1}}, "", "关键词匹配"},
		{langZh, search.Result{Score: 0.5, Sources: search.Sources{VectorRank: 1}, Window: search.Window{Cut: true}}, "", "语义相近 · 节选"},
		{langZh, search.Result{Score: 0, Sources: search.Sources{VectorRank: 9}}, "未匹配，仅按语义排列", "语义相近"},
	} {
		t.Run(tt.language+"/"+tt.meta, func(t *testing.T) {
			useLanguage(t, tt.language)
			tt.res.Kind, tt.res.Chapter, tt.res.Text = search.KindChapter, "第一章", "山中访友。"
			c := newResultCard(tt.res, "", false, nil)
			if c.note.Text != tt.note || c.meta.Text != tt.meta {
				t.Errorf("note %q, meta %q; want %q, %q", c.note.Text, c.meta.Text, tt.note, tt.meta)
			}
			for _, s := range []string{c.note.Text, c.meta.Text, c.title.Text} {
				if strings.Contains(s, "得分") || strings.Contains(s, "score") || strings.Contains(s, "0.868") {
					t.Errorf("the card shows a score: %q", s)
				}
			}
		})
	}
}

// TestResultCardSetsItalics: a passage's _italics_ and *italics* are
// drawn in italics without their markers, as the exports set them; a
// snake_case word, a * * * line and an opener left open on its line stay
// as written. A card showed "that _you_ are the cause".
func TestResultCardSetsItalics(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	long := strings.Repeat("and the sea was grey ", 10) // 210 letters
	text := "You do not reflect that _you_ are the cause, he said.\n* * *\nShe read *Ruins* in my_notes, an _open\none_ here. _" + long + "end_ of it."
	tests := []struct {
		name     string
		ms, me   int
		expanded bool
	}{
		{"the whole passage", 0, len([]rune(text)), true},
		// Collapsed around "of it": the window starts inside the last
		// span, whose opener it cuts off.
		{"a window", len([]rune(text)) - 5, len([]rune(text)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newResultCard(search.Result{Kind: search.KindChapter, Text: text, MatchStart: tt.ms, MatchEnd: tt.me}, "", false, nil)
			if tt.expanded {
				c.setExpanded(true)
			}
			var italic []string
			var all strings.Builder
			for _, d := range drawn(h, c, 2000) {
				if d.italic {
					italic = append(italic, d.text)
				}
				all.WriteString(d.text + " ")
			}
			want := []string{"you", "Ruins", strings.TrimSpace(long) + " end"}
			if !tt.expanded {
				// The window's letters before the match (from the word
				// the cardContext-th letter before it is in: "grey", not
				// "as"), up to the closing marker.
				runes := []rune(text)
				from, _ := cardWindow(runes, tt.ms, tt.me)
				want = []string{string(runes[from : from+strings.Index(string(runes[from:]), "end_")+len("end")])}
			}
			if !slices.Equal(italic, want) {
				t.Errorf("drawn in italics: %q, want %q", italic, want)
			}
			shown := c.body.Text()
			if strings.Contains(shown, "_you_") || tt.expanded && (strings.Contains(shown, "*Ruins*") || !strings.Contains(shown, "* * *") || !strings.Contains(shown, "my_notes") || !strings.Contains(shown, "_open")) {
				t.Errorf("the card shows %q", shown)
			}
		})
	}
}

// TestResultCardSetsBold: a passage's **bold** is drawn bold and its
// ***bold italics*** bold and italic, without their markers, as the
// exports set them; a *** scene break and a run of four asterisks stay
// as written. A card showed "he was **very angry**".
func TestResultCardSetsBold(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	text := "He was **very angry** and ***loud***, 他**非常**生气。\n***\nA **** line and **an _inner_ one**."
	c := newResultCard(search.Result{Kind: search.KindChapter, Text: text, MatchStart: 0, MatchEnd: len([]rune(text))}, "", false, nil)
	c.setExpanded(true)
	var bold, italic []string
	for _, d := range drawn(h, c, 2000) {
		// A bold run is drawn twice, the copy a hair to the right
		// thickening fonts without a bold face: count it once.
		if d.bold && (len(bold) == 0 || bold[len(bold)-1] != d.text) {
			bold = append(bold, d.text)
		}
		if d.italic && (len(italic) == 0 || italic[len(italic)-1] != d.text) {
			italic = append(italic, d.text)
		}
	}
	if want := []string{"very angry", "loud", "非常", "an ", "inner", " one"}; !slices.Equal(bold, want) {
		t.Errorf("drawn bold: %q, want %q", bold, want)
	}
	if want := []string{"loud", "inner"}; !slices.Equal(italic, want) {
		t.Errorf("drawn in italics: %q, want %q", italic, want)
	}
	shown := c.body.Text()
	if want := "He was very angry and loud, 他非常生气。\n***\nA **** line and an inner one."; shown != want {
		t.Errorf("the card shows %q, want %q", shown, want)
	}
}

// TestResultCardBoldsQueryWordsAcrossMarkers: the query's pairs of
// characters are found in the text as the card shows it, without the
// author's markers, as the keyword index reads it: 他**非常**生气 bolds
// 他 and 生气 for 他非常生气 (the pairs 他非 and 常生 stand across a
// marker in the text as typed), and 非常 is bold as the author's.
func TestResultCardBoldsQueryWordsAcrossMarkers(t *testing.T) {
	newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	text := "他**非常**生气，转身走了。"
	r := search.Result{Kind: search.KindChapter, Text: text, MatchStart: 0, MatchEnd: len([]rune(text)), Sources: search.Sources{KeywordRank: 1}}
	c := newResultCard(r, "他非常生气", false, nil)
	if got := c.boldWords(); !slices.Equal(got, []string{"他非常生气"}) {
		t.Fatalf("query words = %q, want the whole of 他非常生气", got)
	}
	if got := c.body.styled(styleBold); !slices.Equal(got, []string{"非常"}) {
		t.Fatalf("the author's bold = %q, want 非常", got)
	}
}

// TestResultCardCutsBetweenWords: a collapsed card whose passage is cut
// starts and ends on whole English words (it started "…ged this
// feeling"), and a Chinese one is not cut through a —— or ……; the match
// is always whole. Before, the card cut cardContext runes either side
// wherever they fell.
func TestResultCardCutsBetweenWords(t *testing.T) {
	newHarness(t, harnessOptions{noModel: true})
	// 152 runes before the match: the plain cut (12) falls inside
	// "changed", and the one after it (140 after the match) inside "then".
	english := strings.Repeat("And I changed this feeling ", 6)[:152]
	for _, tc := range []struct {
		name, before, match, after string
		wantStart, wantEnd         string // the shown text after its "…", before its "…"
	}{
		{"English", english, "MATCH", strings.Repeat(" and then someone came", 8),
			"this feeling", "someone came and"},
		{"Chinese dash", strings.Repeat("前", 12) + "——" + strings.Repeat("前", 139), "匹配", "后",
			strings.Repeat("前", 10), ""},
		{"Chinese ellipsis", "前", "匹配", strings.Repeat("后", 139) + "……" + strings.Repeat("后", 20),
			"前匹配", strings.Repeat("后", 10)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := tc.before + tc.match + tc.after
			ms := len([]rune(tc.before))
			c := newResultCard(search.Result{Kind: search.KindChapter, Text: text, MatchStart: ms, MatchEnd: ms + len([]rune(tc.match))}, "", false, nil)
			shown := c.body.Text()
			inner := strings.TrimSuffix(strings.TrimPrefix(shown, "…"), "…")
			if c.highlighted() != tc.match || !strings.Contains(text, inner) {
				t.Fatalf("card shows %q, highlight %q", shown, c.highlighted())
			}
			if strings.HasPrefix(shown, "…") && !strings.HasPrefix(inner, tc.wantStart) || strings.HasPrefix(inner, "—") || strings.HasPrefix(inner, "…") {
				t.Errorf("card starts %q, want %q after the ellipsis", shown[:min(len(shown), 40)], tc.wantStart)
			}
			if strings.HasSuffix(inner, "—") || strings.HasSuffix(inner, "…") || !strings.HasSuffix(strings.TrimRight(inner, " "), strings.TrimSpace(tc.wantEnd)) {
				t.Errorf("card ends %q, want %q before the ellipsis", inner[max(0, len(inner)-40):], tc.wantEnd)
			}
		})
	}
}

// TestResultCardDropsBlankLines: a card shows a passage's paragraphs
// line after line, without the blank lines a plain-text import keeps
// between them (Frankenstein's letters end in four): the card was mostly
// empty space. Indents, a scene break's line and the highlight stay.
func TestResultCardDropsBlankLines(t *testing.T) {
	newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	tests := []struct {
		name, text, match, want string
	}{
		{"a letter's ending", "write!\n\n“Elizabeth Lavenza.\n\n\n\n“Geneva, March 18th, 17—.”\n\n\n", "Elizabeth", "write!\n“Elizabeth Lavenza.\n“Geneva, March 18th, 17—.”"},
		{"blank lines of spaces", "One.\n  \n\t\nTwo.", "Two", "One.\nTwo."},
		{"Chinese indents and a scene break", "　　天色将晚。\n\n* * *\n\n　　城门开了。", "城门", "　　天色将晚。\n* * *\n　　城门开了。"},
		{"a match across paragraphs", "He left.\n\n\nShe stayed.", "left.\n\n\nShe", "He left.\nShe stayed."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ms := len([]rune(tt.text[:strings.Index(tt.text, tt.match)]))
			me := ms + len([]rune(tt.match))
			c := newResultCard(search.Result{Kind: search.KindChapter, Text: tt.text, MatchStart: ms, MatchEnd: me}, "", false, nil)
			c.setExpanded(true)
			if got := c.body.Text(); got != tt.want {
				t.Errorf("the card shows %q, want %q", got, tt.want)
			}
			if got, want := c.highlighted(), strings.Join(strings.FieldsFunc(tt.match, func(r rune) bool { return r == '\n' }), "\n"); got != want {
				t.Errorf("highlighted %q, want %q", got, want)
			}
		})
	}
}
