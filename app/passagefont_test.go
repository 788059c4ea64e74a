package app

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

	"inkflow/engine"
	"inkflow/engine/search"
)

// Books whose passages hold curly quotes, single and double, and (the
// Chinese one) an ellipsis.
const (
	quotesZh = "“雪下了一夜。山路都封了，我们出不去了。”老人说着，把柴火往炉子里又添了一根。“他说‘明天再走’，可是明天……”她望着窗外的雪。"
	quotesEn = "“Victor,” said Elizabeth, “you must not go out tonight; the storm is too strong.” He didn’t answer, and only looked at the ‘road’ beyond the gate."
)

// checkPassageQuotes checks the curly quotes (and ellipses) a passage
// lays out and draws, and returns how many it found: in a Chinese book
// each is as wide as a Chinese character, from the CJK font whole, as
// the editor draws it; in an English book each is Fyne's own narrow form
// in the window's font. Each run holding one is drawn in the font it was
// measured in, so the text drawn fills the room the layout gave it.
func checkPassageQuotes(t *testing.T, name string, p *passageText, chinese bool) int {
	t.Helper()
	size := p.textSize()
	measure := func(s string, style fyne.TextStyle, font fyne.Resource) float32 {
		sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, size, style, font)
		return sz.Width
	}
	han := measure("雪", fyne.TextStyle{}, nil)
	found := 0
	for i, r := range p.text {
		if !strings.ContainsRune("“”‘’…", r) || (!chinese && r == '…') {
			continue
		}
		found++
		want := measure(string(r), fyne.TextStyle{}, theme.DefaultTextFont())
		if chinese {
			want = han
		}
		if got := p.adv[i]; math.Abs(float64(got-want)) > 0.01 {
			t.Errorf("%s: %q at %d is laid out %v wide, want %v (雪 is %v)", name, r, i, got, want, han)
		}
	}
	walkObjects(p, func(o fyne.CanvasObject) bool {
		txt, ok := o.(*canvas.Text)
		if !ok || !strings.ContainsAny(txt.Text, "“”‘’") {
			return false
		}
		var wantFont fyne.Resource
		if chinese {
			wantFont = wholeCJKFont()
		}
		if txt.FontSource != wantFont {
			t.Errorf("%s: %q is drawn in %v, want %v", name, txt.Text, fontName(txt.FontSource), fontName(wantFont))
		}
		if drawn := measure(txt.Text, txt.TextStyle, txt.FontSource); math.Abs(float64(drawn-txt.Size().Width)) > 0.5 {
			t.Errorf("%s: %q draws %v wide in a box of %v", name, txt.Text, drawn, txt.Size().Width)
		}
		return false
	})
	return found
}

// fontName names a FontSource for a message.
func fontName(f fyne.Resource) string {
	if f == nil {
		return "the window's font"
	}
	return fmt.Sprintf("%s (%p)", f.Name(), f)
}

// TestResultCardsDrawABooksQuotesInItsFont: a search result card of a
// Chinese book draws “ ” ‘ ’ … as wide as its characters, as the editor
// does (they were Fyne's Latin forms, 5–6 px beside 14 px characters, in
// either interface language); an English book's keep Fyne's narrow
// quotes.
func TestResultCardsDrawABooksQuotesInItsFont(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		for _, c := range []struct {
			name    string
			project string
			text    string
			query   string
			chinese bool
		}{
			{"Chinese book", "雪夜", quotesZh, "老人", true},
			{"English book", "Letters", quotesEn, "Elizabeth", false},
		} {
			name := language + " interface, " + c.name
			h := newHarness(t, harnessOptions{language: language})
			p, ch := h.addChapter(c.project, "1", c.text)
			h.flush()
			h.openInTree(p.ID, ch.ID)
			cards := h.search(c.query)
			if len(cards) == 0 {
				t.Fatalf("%s: no result for %q", name, c.query)
			}
			drawn(h, cards[0], 420)
			if n := checkPassageQuotes(t, name, cards[0].body, c.chinese); n < 3 {
				t.Errorf("%s: the card shows %d quotes, want the passage's (%q)", name, n, cards[0].body.Text())
			}
			h.close()
		}
	}
}

// TestRelatedPanelDrawsABooksQuotesInItsFont: the Related panel's quote
// of the paragraph at the cursor and its cards draw a Chinese book's
// quotes full width and an English book's narrow, as search cards do.
func TestRelatedPanelDrawsABooksQuotesInItsFont(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, c := range []struct {
		name    string
		project string
		para    string
		chinese bool
	}{
		{"Chinese book", "雪夜", quotesZh, true},
		{"English book", "Letters", quotesEn, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{shellOnly: true})
			rp := newRelatedPanel(h.u)
			p, writing := h.addChapter(c.project, "1", c.para)
			_, other := h.addChapter(c.project, "2", c.para+"\n\n"+c.para)
			h.flush()
			h.showPanel(rp.content())
			putCursor(h.u.state, p.ID, writing.ID, c.para)
			h.u.state.activity()
			h.waitFor("related passages", func() bool { return len(rp.cards) > 0 })
			if n := checkPassageQuotes(t, "the quote", rp.quote.body, c.chinese); n < 3 {
				t.Errorf("the quote shows %d quotes, want the paragraph's (%q)", n, rp.quote.body.Text())
			}
			checked := 0
			for _, card := range rp.cards {
				if card.res.OwnerID == other.ID {
					if n := checkPassageQuotes(t, "the card", card.body, c.chinese); n < 3 {
						t.Errorf("the card shows %d quotes, want the passage's (%q)", n, card.body.Text())
					}
					checked++
				}
			}
			if checked == 0 {
				t.Errorf("no card of chapter 2 among %d related passages", len(rp.cards))
			}
		})
	}
}

// TestReplaceRowsDrawABooksQuotesInItsFont: a Find & Replace row of a
// Chinese book draws its curly quotes as wide as its characters, in the
// CJK font whole, in either interface language; an English book's row
// keeps Fyne's narrow quotes in the window's font. The match, what it
// becomes and the context around it all take the book's font, and the
// row still ends in "…" where it is cut.
func TestReplaceRowsDrawABooksQuotesInItsFont(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		for _, c := range []struct {
			name, project, text, pattern, replacement string
			chinese                                   bool
		}{
			{"Chinese book", "雪夜", quotesZh, "老人", "“老人”", true},
			{"English book", "Letters", quotesEn, "Elizabeth", "“Liz”", false},
		} {
			name := language + " interface, " + c.name
			h := newHarness(t, harnessOptions{shellOnly: true, noModel: true, language: language, ui: Options{SearchDelay: time.Hour}})
			rp := newReplacePanel(h.u)
			p, _ := h.addChapter(c.project, "1", c.text)
			h.u.state.setProject(p.ID)
			h.showPanel(rp.content())
			h.u.Window().Resize(fyne.NewSize(900, 500))
			rp.pattern.SetText(c.pattern)
			rp.replacement.SetText(c.replacement)
			waitResults(h, rp, c.pattern, c.replacement)
			rt, _, _ := findRowView(t, rp.list, c.pattern)
			rt.Refresh()
			size := rt.Theme().Size(theme.SizeNameText)
			measure := func(s string, font fyne.Resource) float32 {
				sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, size, fyne.TextStyle{}, font)
				return sz.Width
			}
			han := measure("雪", nil)
			quotes := 0
			walkObjects(rt, func(o fyne.CanvasObject) bool {
				txt, ok := o.(*canvas.Text)
				if !ok || !txt.Visible() || !strings.ContainsAny(txt.Text, "“”‘’") {
					return false
				}
				// An English book's row is all in the window's font, whose
				// quotes are Fyne's.
				var wantFont fyne.Resource
				if c.chinese {
					wantFont = wholeCJKFont()
					// A run of quotes alone: the rest of the text stays
					// in the window's font, bold and all.
					if strings.Trim(txt.Text, "“”‘’…") != "" {
						t.Errorf("%s: %q mixes quotes and text in one run", name, txt.Text)
					}
				}
				quotes += strings.Count(txt.Text, "“") + strings.Count(txt.Text, "”") + strings.Count(txt.Text, "‘") + strings.Count(txt.Text, "’")
				if txt.FontSource != wantFont {
					t.Errorf("%s: %q is drawn in %v, want %v", name, txt.Text, fontName(txt.FontSource), fontName(wantFont))
				}
				if want := han * float32(len([]rune(txt.Text))); c.chinese && math.Abs(float64(txt.Size().Width-want)) > 0.5 {
					t.Errorf("%s: %q is %v wide, want %v (雪 is %v)", name, txt.Text, txt.Size().Width, want, han)
				}
				return false
			})
			if quotes < 3 {
				t.Errorf("%s: the row shows %d quotes (%q)", name, quotes, shownText(rt))
			}
			if got := shownText(rt); !strings.Contains(got, c.replacement) || !strings.Contains(got, c.pattern) {
				t.Errorf("%s: the row shows %q, want the match and what it becomes", name, got)
			}
			h.close()
		}
	}
}

// TestResultCardLaysOutOncePerResult: a card given a result of a book in
// another language (a search of all projects, or the open book changed)
// lays its passage out once, in the new book's font; setting the font
// after the text laid it out twice, and a book switch cost some 130 ms
// more CPU with the cards' quotes in the book's font.
func TestResultCardLaysOutOncePerResult(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	h := newHarness(t, harnessOptions{shellOnly: true, noModel: true})
	const zhBook, enBook = 1, 2
	pool := cardPool{onTap: func(int) {}, bookFont: func(id uint64) fyne.Resource { return passageFont(id == zhBook) }}
	result := func(project uint64, text string) []search.Result {
		return []search.Result{{Kind: search.KindChapter, ProjectID: project, Text: text, MatchStart: 1, MatchEnd: 6}}
	}
	card := pool.fill(result(zhBook, quotesZh), "", false)[0]
	h.u.Window().SetContent(card)
	h.u.Window().Resize(fyne.NewSize(420, 2000))
	for _, c := range []struct {
		name    string
		project uint64
		text    string
		chinese bool
	}{
		{"English after Chinese", enBook, quotesEn, false},
		{"Chinese after English", zhBook, quotesZh, true},
		{"another Chinese passage", zhBook, "“" + quotesZh, true},
	} {
		before := card.body.layouts
		if got := pool.fill(result(c.project, c.text), "", false)[0]; got != card {
			t.Fatalf("%s: the pool made a new card", c.name)
		}
		if n := card.body.layouts - before; n != 1 {
			t.Errorf("%s: the passage was laid out %d times, want once", c.name, n)
		}
		if n := checkPassageQuotes(t, c.name, card.body, c.chinese); n < 3 {
			t.Errorf("%s: the card shows %d quotes (%q)", c.name, n, card.body.Text())
		}
	}
}

// checkDrawnQuotes checks the curly quotes drawn inside root (a label of
// a side panel) and returns how many it found: in a Chinese book each
// run of them is drawn in the CJK font whole, where “ is as wide as a
// Chinese character, as the editor draws it; in an English book in the
// window's font, Fyne's narrow form. It logs the advance of “ measured
// in the font each run is drawn in.
func checkDrawnQuotes(t *testing.T, name string, root fyne.CanvasObject, chinese bool) int {
	t.Helper()
	found := 0
	walkObjects(root, func(o fyne.CanvasObject) bool {
		txt, ok := o.(*canvas.Text)
		if !ok || !strings.ContainsAny(txt.Text, "“”‘’") {
			return false
		}
		found += strings.Count(txt.Text, "“") + strings.Count(txt.Text, "”") + strings.Count(txt.Text, "‘") + strings.Count(txt.Text, "’")
		measure := func(s string, font fyne.Resource) float32 {
			sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, txt.TextSize, txt.TextStyle, font)
			return sz.Width
		}
		han, quote := measure("雪", nil), measure("“", txt.FontSource)
		t.Logf("%s: “ in %q is %.2f px wide (雪 %.2f px)", name, txt.Text, quote, han)
		var wantFont fyne.Resource
		if chinese {
			wantFont = wholeCJKFont()
		}
		if txt.FontSource != wantFont {
			t.Errorf("%s: %q is drawn in %v, want %v", name, txt.Text, fontName(txt.FontSource), fontName(wantFont))
		}
		if full := quote > han*0.9; full != chinese {
			t.Errorf("%s: “ is %.2f px wide beside 雪's %.2f (full width %v, want %v)", name, quote, han, full, chinese)
		}
		return false
	})
	return found
}

// TestMentionRowsAndCardTitlesDrawABooksQuotesInItsFont: the story
// bible's mention rows and the title of a search card draw a Chinese
// book's “ ” ‘ ’ full width, in the CJK font whole as the editor and the
// cards' passages do (they were Fyne's narrow Latin forms, 5 px beside
// 14-px characters, in either interface language); an English book's
// keep Fyne's narrow quotes.
func TestMentionRowsAndCardTitlesDrawABooksQuotesInItsFont(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		for _, c := range []struct {
			name, project, title, text, entry, query string
			chinese                                  bool
		}{
			{"Chinese book", "雪夜", "第一章 “雪夜”", quotesZh, "老人", "老人", true},
			{"English book", "Letters", "Chapter 1 “Storm”", quotesEn, "Elizabeth", "Elizabeth", false},
		} {
			name := language + " interface, " + c.name
			h := newHarness(t, harnessOptions{language: language})
			p, ch := h.addChapter(c.project, c.title, c.text)
			h.flush()
			h.openInTree(p.ID, ch.ID)

			_, v := h.openAppearances(p.ID, engine.WikiEntry{Title: c.entry, Type: "character"})
			h.waitFor("the appearances", func() bool { return v.a.Total > 0 })
			var row *fyne.Container
			walkObjects(v.list, func(o fyne.CanvasObject) bool {
				if r, ok := o.(*fyne.Container); ok && len(r.Objects) == 3 {
					if _, ok := r.Objects[0].(*fitLabel); ok {
						row = r
					}
				}
				return row != nil
			})
			if row == nil {
				t.Fatalf("%s: no mention row", name)
			}
			text := row.Objects[0].(*fitLabel)
			text.Refresh()
			if n := checkDrawnQuotes(t, name+", the mention row", row, c.chinese); n < 2 {
				t.Errorf("%s: the mention row draws %d quotes, want its context's (%q)", name, n, text.Text)
			}

			cards := h.search(c.query)
			if len(cards) == 0 {
				t.Fatalf("%s: no result for %q", name, c.query)
			}
			drawn(h, cards[0], 420)
			if n := checkDrawnQuotes(t, name+", the card's title", cards[0].title, c.chinese); n != 2 {
				t.Errorf("%s: the card's title draws %d quotes, want the chapter title's 2 (%q)", name, n, cards[0].title.Text)
			}
			h.close()
		}
	}
}

// TestStoryBibleBoxesDrawABooksQuotesFullWidth: the story bible's
// boxes (name, aliases, exclusions, the entry's text) draw a Chinese
// book's “ ” ‘ ’ as wide as its characters, in either interface
// language, as the editor does: Fyne measures and draws an Entry's text
// in the theme's font for its style (bookTextStyle), so the quotes'
// width is the one the caret and the wrapping are laid out by. They were
// Fyne's narrow Latin forms (5.03 px beside 14-px characters). An English
// book's boxes keep them narrow.
func TestStoryBibleBoxesDrawABooksQuotesFullWidth(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		for _, c := range []struct {
			name, project, text string
			entry               engine.WikiEntry
			chinese             bool
		}{
			{"Chinese book", "雪夜", quotesZh, engine.WikiEntry{Title: "“老人”", Aliases: []string{"‘老’"}, Exclusions: []string{"“老人家”"}, Text: quotesZh}, true},
			{"English book", "Letters", quotesEn, engine.WikiEntry{Title: "“Liz”", Aliases: []string{"‘Eliza’"}, Exclusions: []string{"“Elizabeth’s”"}, Text: quotesEn}, false},
		} {
			name := language + " interface, " + c.name
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			p, ch := h.addChapter(c.project, "1", c.text)
			h.openInTree(p.ID, ch.ID)
			w, err := h.eng.CreateWikiEntry(p.ID, c.entry)
			if err != nil {
				t.Fatal(err)
			}
			h.u.state.openWiki(p.ID, w.ID)
			wp := h.u.wiki
			h.waitFor("the entry to open", func() bool { return wp.editing && wp.current == w.ID && wp.text.Text == c.text })
			for _, box := range []struct {
				name string
				e    *keyEntry
			}{{"name", wp.title}, {"aliases", wp.aliases}, {"exclusions", wp.exclusions}, {"text", wp.text}} {
				box.e.Refresh()
				want := proseBoxStyle(c.chinese)
				if box.e.TextStyle != want {
					t.Errorf("%s, the %s box: style %+v, want %+v", name, box.name, box.e.TextStyle, want)
				}
				seen := 0
				walkObjects(box.e, func(o fyne.CanvasObject) bool {
					txt, ok := o.(*canvas.Text)
					if !ok || !strings.ContainsAny(txt.Text, "“”‘’") {
						return false
					}
					seen++
					measure := func(s string, style fyne.TextStyle) float32 {
						sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, txt.TextSize, style, txt.FontSource)
						return sz.Width
					}
					han, quote := measure("雪", fyne.TextStyle{}), measure("“", txt.TextStyle)
					t.Logf("%s, the %s box: “ is %.2f px wide (雪 %.2f px)", name, box.name, quote, han)
					if full := math.Abs(float64(quote-han)) < 0.5; full != c.chinese {
						t.Errorf("%s, the %s box: “ is %.2f px wide beside 雪's %.2f (full width %v, want %v)", name, box.name, quote, han, full, c.chinese)
					}
					// What is drawn is as wide as it was measured: the
					// box laid the text out in the font it draws.
					if drawn := measure(txt.Text, txt.TextStyle); math.Abs(float64(drawn-txt.Size().Width)) > 0.5 && txt.Size().Width > 0 {
						t.Errorf("%s, the %s box: %q draws %.2f wide in a box of %.2f", name, box.name, txt.Text, drawn, txt.Size().Width)
					}
					return false
				})
				if seen == 0 {
					t.Errorf("%s, the %s box draws no quotes (%q)", name, box.name, box.e.Text)
				}
			}
			h.close()
		}
	}
}

// TestChapterTitleDrawsABooksQuotesFullWidth: the chapter title box draws
// a Chinese book's “ ” ‘ ’ as wide as its characters, as the text under
// it does, in either interface language, and an English book's narrow.
// The box's theme (newTitleTheme) draws its text in the font the window's
// theme measures it in, so the caret and the selection, placed by
// fyne.MeasureText, fall between the glyphs drawn: every prefix of the
// title measures the same in both. The quotes were Fyne's bold Latin
// ones (9.34 px beside 21-px characters), and a Chinese interface measured
// the bold title in its CJK font while drawing it in Fyne's bold.
func TestChapterTitleDrawsABooksQuotesFullWidth(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		for _, c := range []struct {
			name, project, title, text string
			chinese                    bool
		}{
			{"Chinese book", "雪夜", "第一章 “对话”‘夜’……", quotesZh, true},
			{"English book", "Letters", "Chapter 1 “Talk” ‘Night’…", quotesEn, false},
		} {
			name := language + " interface, " + c.name
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			p, ch := h.addChapter(c.project, c.title, c.text)
			h.openInTree(p.ID, ch.ID)
			e := h.u.editor
			h.waitFor("the chapter to open", func() bool { return e.chapterID == ch.ID && e.title.Text == c.title })
			if want := titleBoxStyle(c.chinese); e.title.TextStyle != want {
				t.Errorf("%s: title style %+v, want %+v", name, e.title.TextStyle, want)
			}
			style := e.title.TextStyle
			size := e.titleBox.Theme.Size(theme.SizeNameText)
			drawnFont := e.titleBox.Theme.Font(style)
			if measuredFont := fyne.CurrentApp().Settings().Theme().Font(style); drawnFont != measuredFont {
				t.Errorf("%s: the title is drawn in %s but measured in %s", name, drawnFont.Name(), measuredFont.Name())
			}
			inDrawn := func(s string) float32 {
				sz, _ := fyne.CurrentApp().Driver().RenderedTextSize(s, size, style, drawnFont)
				return sz.Width
			}
			han, quote := inDrawn("雪"), inDrawn("“")
			t.Logf("%s: “ is %.2f px wide (雪 %.2f px) at %.0f pt", name, quote, han, size)
			if full := math.Abs(float64(quote-han)) < 0.5; full != c.chinese {
				t.Errorf("%s: “ is %.2f px wide beside 雪's %.2f (full width %v, want %v)", name, quote, han, full, c.chinese)
			}
			// The caret after each character sits where the drawn glyphs
			// end. (Measured in the drawn font alone, which for a Chinese
			// book holds every character of the title; the window's
			// fonts leave the quotes to Fyne's, which the check of the
			// fonts above covers.)
			runes := []rune(c.title)
			for i := 1; c.chinese && i <= len(runes); i++ {
				prefix := string(runes[:i])
				if caret, glyphs := fyne.MeasureText(prefix, size, style).Width, inDrawn(prefix); math.Abs(float64(caret-glyphs)) > 0.5 {
					t.Errorf("%s: the caret after %q is at %.2f px, the glyphs end at %.2f", name, prefix, caret, glyphs)
					break
				}
			}
			h.close()
		}
	}
}

// TestTreeRowsDrawABooksQuotesFullWidth: the sidebar's rows draw a
// Chinese book's “ ” ‘ ’ in a chapter's title and the book's name full
// width, in the CJK font whole, as the chapter title box above the
// editor does (they were Fyne's narrow Latin forms, 5 px beside 14-px
// characters, in either interface language); an English book's keep
// Fyne's narrow quotes.
func TestTreeRowsDrawABooksQuotesFullWidth(t *testing.T) {
	if wholeCJKFont() == nil {
		t.Skip("no CJK font on this machine")
	}
	for _, language := range []string{langEn, langZh} {
		for _, c := range []struct {
			name, project, title, text string
			chinese                    bool
		}{
			{"Chinese book", "“雪夜”", "第一章 ‘雪夜’……", quotesZh, true},
			{"English book", "“Letters”", "Chapter 1 ‘Storm’", quotesEn, false},
		} {
			name := language + " interface, " + c.name
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			p, ch := h.addChapter(c.project, c.title, c.text)
			h.openInTree(p.ID, ch.ID)
			h.u.Window().Resize(fyne.NewSize(1200, 800))
			h.pump()
			for _, node := range []struct {
				what, uid string
				quotes    int
			}{{"the chapter's row", chapterUID(ch.ID), 2}, {"the book's row", projectUID(p.ID), 2}} {
				row := h.u.sidebar.rows[node.uid]
				if row == nil || row.title.FullText() == "" {
					t.Fatalf("%s: no bound row for %s", name, node.what)
				}
				row.title.Refresh()
				if n := checkDrawnQuotes(t, name+", "+node.what, row.title, c.chinese); n != node.quotes {
					t.Errorf("%s: %s draws %d quotes, want %d (%q)", name, node.what, n, node.quotes, row.title.Text)
				}
			}
			h.close()
		}
	}
}
