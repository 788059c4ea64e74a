package app

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"inkflow/engine"
	"inkflow/engine/search"
)

// Each test here builds one panel alone on the shell (the state, the
// background queue, the window) with a real engine, and drives it only
// through the state and its own widgets: no other panel exists, so a
// panel that reached into another would fail here.

// TestSidebarPanelAlone: the tree draws the state's lists, a click asks
// the state for the chapter, and a chapter opened elsewhere is selected.
func TestSidebarPanelAlone(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true, noModel: true})
	st := h.u.state
	s := newSidebar(h.u)
	p, c1 := h.addChapter("灯塔", "第一章", paraHarbor)
	_, c2 := h.addChapter("灯塔", "第二章", paraMarket)
	h.showPanel(s.content())

	if s.empty.Visible() || st.projectID() != p.ID {
		t.Fatalf("with one project: empty hint %v, current project %d, want %d", s.empty.Visible(), st.projectID(), p.ID)
	}
	if got := s.childUIDs(projectUID(p.ID)); len(got) != 2 || got[0] != chapterUID(c1.ID) {
		t.Fatalf("tree children %v", got)
	}
	s.tree.Select(chapterUID(c2.ID)) // a click
	if req := st.openChapterRequest(); req.chapterID != c2.ID || req.projectID != p.ID {
		t.Fatalf("a click asked for %+v, want chapter %d", req, c2.ID)
	}
	st.openChapter(p.ID, c1.ID, nil) // e.g. a search result
	if s.selected != chapterUID(c1.ID) {
		t.Fatalf("the tree selects %q, want the chapter opened elsewhere", s.selected)
	}
	if req := st.openChapterRequest(); req.chapterID != c1.ID {
		t.Fatal("selecting the opened chapter in the tree reopened another")
	}
}

// TestEditorPanelAlone: the editor opens what the state asks for with the
// passage shown (highlighted, caret at its start, nothing selected), its saves update the state's counts, Save is a
// command, and closing the chapter in the state empties it.
func TestEditorPanelAlone(t *testing.T) {
	h, e, c := editorAlone(t, "灯塔", "第一章", paraHarbor, &runeSpan{2, 6})
	st := h.u.state
	if got, want := shownPassage(t, e), runes(paraHarbor, 2, 6); got != want {
		t.Fatalf("shown passage %q, want %q", got, want)
	}
	before, _ := st.chapter(c.ID)
	h.u.Window().Canvas().Focus(e.text)
	test.Type(e.text, "夜") // types in front of the shown passage
	if !st.run(cmdSave) {
		t.Fatal("the editor did not register Save")
	}
	h.waitFor("the save to reach the state", func() bool {
		info, _ := st.chapter(c.ID)
		stored, _ := h.eng.Chapter(c.ID)
		return e.state == stateClean && info.Chars == stored.Chars && info.Chars != before.Chars
	})
	if stored, _ := h.eng.Chapter(c.ID); !strings.Contains(stored.Text, "夜") {
		t.Fatal("Save did not store the typed text")
	}
	if para := st.cursorParagraph(); para.chapterID != c.ID || !strings.Contains(para.text, "夜") {
		t.Fatalf("cursor paragraph %+v", para)
	}

	e.rename("第一章 港口")
	h.waitFor("the new title in the state", func() bool { info, _ := st.chapter(c.ID); return info.Title == "第一章 港口" })
	st.closeChapter()
	if e.chapterID != 0 || e.text.Text() != "" || !e.text.Disabled() {
		t.Fatalf("after closeChapter the editor holds chapter %d", e.chapterID)
	}
}

// TestSearchPanelAlone: the search panel searches the state's current
// project, opens a result through the state, and reruns when the project
// changes.
func TestSearchPanelAlone(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true})
	st := h.u.state
	sp := newSearchPanel(h.u)
	p, c := h.addChapter("灯塔", "第一章", paraHarbor+"\n\n"+paraLighthouse)
	other, _ := h.addChapter("山", "第一章", paraMountain)
	h.flush()
	h.showPanel(sp.content())

	if !st.run(cmdFind) || h.u.Window().Canvas().Focused() != sp.query {
		t.Fatal("Find did not put the cursor in the query box")
	}
	st.setProject(p.ID)
	test.Type(sp.query, "灯塔守望者 暴风雨")
	sp.query.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("results", func() bool { return !sp.running && sp.shown.Query != "" })
	if sp.shown.Project != p.ID || len(sp.results) == 0 {
		t.Fatalf("searched project %d with %d results, want project %d with results", sp.shown.Project, len(sp.results), p.ID)
	}
	i := -1
	for j, r := range sp.results {
		if r.Kind == search.KindChapter && r.OwnerID == c.ID {
			i = j
			break
		}
	}
	if i < 0 {
		t.Fatalf("no result in the chapter:%s", describe(sp.cards))
	}
	test.Tap(sp.cards[i])
	if req := st.openChapterRequest(); req.chapterID != c.ID || req.sel == nil {
		t.Fatalf("tapping a result asked for %+v, want chapter %d with a passage", req, c.ID)
	}

	st.setProject(other.ID)
	h.waitFor("the search to rerun in the other project", func() bool { return !sp.running && sp.shown.Project == other.ID })

	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Search.Hybrid = false }); err != nil {
		t.Fatal(err)
	}
	st.settingsChanged()
	if sp.hybrid.Checked {
		t.Fatal("the Hybrid toggle did not follow the settings")
	}
	h.waitFor("the search to rerun without keywords", func() bool {
		return !sp.running && sp.shown.Hybrid != nil && !*sp.shown.Hybrid
	})
}

// TestSearchPanelRefreshesWhenIndexed: the search on screen runs again by
// itself once the indexer has committed something since it started, so
// the line just written is found without searching twice, whether it was
// saved before the search (which then says a chapter is still waiting)
// or after it.
func TestSearchPanelRefreshesWhenIndexed(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true, holdIndexing: true})
	sp := newSearchPanel(h.u)
	p, c1 := h.addChapter("灯塔", "第一章", paraHarbor)
	_, c2 := h.addChapter("灯塔", "第二章", paraMarket)
	h.flush()
	h.showPanel(sp.content())
	h.u.state.setProject(p.ID)
	search := func(query string) {
		sp.query.SetText(query)
		sp.query.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		h.waitFor("results for "+query, func() bool { return !sp.running && sp.shown.Query == query && len(sp.results) > 0 })
	}
	save := func(id uint64, title, text string) {
		if _, err := h.eng.SaveChapter(id, title, text); err != nil {
			t.Fatal(err)
		}
		h.waitFor("the edited chapter to wait for the indexer", func() bool {
			return h.u.state.chapterState(id) != engine.StateIndexed
		})
	}
	refreshed := func(id uint64, text string) {
		t.Helper()
		if found(sp.results, id, text) {
			t.Fatalf("%q was found before it was indexed; the test proves nothing", text)
		}
		before := sp.gen
		h.flush()
		h.waitFor("the search to run again and find "+text, func() bool {
			return !sp.running && sp.gen > before && found(sp.results, id, text)
		})
		if sp.notice.Visible() {
			t.Fatalf("after indexing the notice says %q", sp.notice.Text)
		}
	}

	save(c2.ID, "第二章", paraMarket+"\n\n"+paraLighthouse) // saved, then searched
	search("灯塔守望者 暴风雨")
	if !strings.Contains(sp.notice.Text, "still being indexed") {
		t.Fatalf("a search with a chapter waiting: notice %q", sp.notice.Text)
	}
	refreshed(c2.ID, "林默")

	search("猎户赵铁 古寺") // searched, then saved
	save(c1.ID, "第一章", paraHarbor+"\n\n"+paraMountain)
	refreshed(c1.ID, "赵铁")

	gen := sp.gen
	h.flush() // nothing new committed: no search
	if sp.gen != gen {
		t.Fatal("the search ran again although the index did not change")
	}
}

// found says whether results hold a passage of chapter id that contains
// text.
func found(results []search.Result, id uint64, text string) bool {
	for _, r := range results {
		if r.Kind == search.KindChapter && r.OwnerID == id && strings.Contains(r.Text, text) {
			return true
		}
	}
	return false
}

// relatedBook shows a Related panel alone beside the book 灯塔, indexed:
// 第一章 (paraLighthouse) is the chapter written in, 第二章 holds other.
func relatedBook(t *testing.T, other string) (h *harness, rp *relatedPanel, p engine.Project, writing, second engine.Chapter) {
	t.Helper()
	h = newHarness(t, harnessOptions{shellOnly: true})
	rp = newRelatedPanel(h.u)
	p, writing = h.addChapter("灯塔", "第一章", paraLighthouse)
	_, second = h.addChapter("灯塔", "第二章", other)
	h.flush()
	h.showPanel(rp.content())
	return h, rp, p, writing, second
}

// putCursor puts the cursor in para of a chapter, as the editor tells the
// state; the panel only knows the state.
func putCursor(st *appState, projectID, chapterID uint64, para string) {
	st.cursorParagraph = func() cursorParagraph {
		return cursorParagraph{projectID: projectID, chapterID: chapterID, text: para, span: runeSpan{0, len([]rune(para))}}
	}
}

// TestRelatedPanelAlone: the related panel looks up the paragraph the
// state says is under the cursor once the author pauses, and opens a
// passage through the state.
func TestRelatedPanelAlone(t *testing.T) {
	h, rp, p, writing, other := relatedBook(t, paraHarbor+"\n\n"+paraMountain)
	st := h.u.state
	putCursor(st, p.ID, writing.ID, "老船长站在码头上，望着海面，手里攥着一封泛黄的信。")
	st.activity()
	h.waitFor("related passages", func() bool { return len(rp.cards) > 0 })
	if rp.cards[0].res.OwnerID == writing.ID && rp.cards[0].res.Kind == search.KindChapter {
		t.Fatal("the paragraph's own chapter came back as related")
	}
	test.Tap(rp.cards[0])
	if req := st.openChapterRequest(); req.chapterID == 0 || req.chapterID == writing.ID {
		t.Fatalf("tapping a related passage asked for %+v, want chapter %d (or its summary's)", req, other.ID)
	}
}

// TestRelatedPanelForgetsAnotherChapter: the passages shown belong to
// the paragraph they were looked up for. Moving to a paragraph too short
// to look up keeps them within the same chapter (a paragraph just
// begun), but in another chapter, a new empty one or no chapter, the
// panel goes back to its hint: it kept the last chapter's passages under
// "Related to the paragraph at the cursor" and that chapter's quote
// (seen under Xvfb: a new, empty Chapter 25 showed the passages of
// "Frankenstein;").
func TestRelatedPanelForgetsAnotherChapter(t *testing.T) {
	h, rp, p, writing, fresh := relatedBook(t, paraHarbor+"\n\n"+paraMountain)
	st := h.u.state
	hint := rp.about.Text

	// at moves the cursor to para of the chapter, told as change: a
	// keystroke or click (changeActivity), or a chapter opened without
	// one (changeChapter: the next chapter after a deletion).
	at := func(chapterID uint64, para string, change stateChange) {
		putCursor(st, p.ID, chapterID, para)
		st.notify(change)
	}
	// settle pumps past the panel's pause (200 ms in the harness).
	settle := func() {
		for end := time.Now().Add(time.Second); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
			h.pump()
		}
	}
	for _, tc := range []struct {
		name      string
		chapterID uint64
		change    stateChange
		keeps     bool
	}{
		{"a paragraph just begun in the same chapter", writing.ID, changeActivity, true},
		{"another chapter's empty paragraph", fresh.ID, changeActivity, false},
		{"another chapter opened without a key", fresh.ID, changeChapter, false},
		{"no chapter", 0, changeActivity, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			at(writing.ID, strings.TrimSpace(paraLighthouse), changeActivity)
			h.waitFor("related passages", func() bool { return len(rp.cards) > 0 && rp.quote.Visible() })
			at(tc.chapterID, "", tc.change)
			settle()
			if kept := len(rp.cards) > 0 || rp.quote.Visible() || rp.about.Text != hint; kept != tc.keeps {
				t.Errorf("kept the passages: %v, want %v (%d cards, quote shown %v, heading %q)", kept, tc.keeps, len(rp.cards), rp.quote.Visible(), rp.about.Text)
			}
			if !tc.keeps && len(rp.list.Objects) != 0 {
				t.Errorf("the list still holds %d cards", len(rp.list.Objects))
			}
		})
	}
}

// TestRelatedLabelsGetTheirHeight: in a narrow Related tab the quote of
// the paragraph wraps to several lines and the count under it stays
// above the results: the border round them kept the layout it had
// before the lookup, the quote ran under the first card and the count
// was hidden behind it.
func TestRelatedLabelsGetTheirHeight(t *testing.T) {
	h, rp, p, writing, _ := relatedBook(t, paraHarbor+"\n\n"+paraMountain)
	st := h.u.state
	h.u.Window().Resize(fyne.NewSize(260, 700))
	h.pump()
	putCursor(st, p.ID, writing.ID, strings.TrimSpace(paraLighthouse))
	st.activity()
	h.waitFor("related passages", func() bool { return len(rp.cards) > 0 })
	h.pump()
	if lines := len(rp.quote.body.lines); lines < 3 {
		t.Fatalf("the quote is %d lines at 260 px, want it wrapped", lines)
	}
	for _, l := range []*proseLabel{rp.about, rp.quote, rp.summary} {
		if l.Size().Height < l.MinSize().Height {
			t.Errorf("%q has %.0f px of the %.0f it needs", l.Text, l.Size().Height, l.MinSize().Height)
		}
	}
	if end, list := rp.top.Position().Y+rp.top.Size().Height, rp.scroll.Position().Y; list < end || rp.top.Size().Height < rp.top.MinSize().Height {
		t.Errorf("the results start at y=%.0f, above the labels' end at %.0f (they need %.0f)", list, end, rp.top.MinSize().Height)
	}
}

// TestRelatedQuote: the Related tab quotes the start of the paragraph at
// the cursor once, ending at a word; dialogue was quoted ““I intended…
// with its marks doubled, and a word cut in two ("me, f…"). Quotes
// inside the quote are single ones. The author's **bold** and _italics_
// are styles without their markers (the quote showed the markers), also
// where the cut falls inside them.
func TestRelatedQuote(t *testing.T) {
	tests := []struct {
		para, want   string
		bold, italic []string
	}{
		{para: "The lamp burned low.", want: "“The lamp burned low.”"},
		{para: "“I intended to reason. This passion is detrimental to me, for you do not reflect.",
			want: "“I intended to reason. This passion is detrimental to me,…"},
		{para: "She waited and waited while the lamp above them turned its slow white eye.",
			want: "“She waited and waited while the lamp above them turned its…”"},
		{para: "「孔明笑曰」", want: "「孔明笑曰」"},
		{para: "门外传来马蹄声。“沈默。”他报了自己的名字。", want: "“门外传来马蹄声。‘沈默。’他报了自己的名字。”"},
		{para: "He said “no” twice.", want: "“He said ‘no’ twice.”"},
		{para: strings.Repeat("海", 70), want: "“" + strings.Repeat("海", 59) + "…”"},
		{para: strings.Repeat("x", 70), want: "“" + strings.Repeat("x", 59) + "…”"},
		{para: "The lamp burned **very** low and _she_ waited.", want: "“The lamp burned very low and she waited.”",
			bold: []string{"very"}, italic: []string{"she"}},
		{para: "他**非常**生气，_转身_走了。", want: "“他非常生气，转身走了。”", bold: []string{"非常"}, italic: []string{"转身"}},
		{para: "**“Go,”** she said.", want: "“Go,” she said.", bold: []string{"“Go,”"}},
		{para: strings.Repeat("海", 55) + "**" + strings.Repeat("浪", 10) + "**", want: "“" + strings.Repeat("海", 55) + strings.Repeat("浪", 4) + "…”",
			bold: []string{strings.Repeat("浪", 4)}},
	}
	for _, tt := range tests {
		got, styles := quoteExcerpt(tt.para, 60)
		if got != tt.want {
			t.Errorf("quoteExcerpt(%q) = %q, want %q", tt.para, got, tt.want)
			continue
		}
		if len(styles) != len([]rune(got)) {
			t.Fatalf("quoteExcerpt(%q): %d styles for %d runes", tt.para, len(styles), len([]rune(got)))
		}
		pt := newPassageText()
		pt.set(got, styles)
		if b := pt.styled(styleBold); !slices.Equal(b, tt.bold) {
			t.Errorf("quoteExcerpt(%q) bold = %q, want %q", tt.para, b, tt.bold)
		}
		if i := pt.styled(styleItalic); !slices.Equal(i, tt.italic) {
			t.Errorf("quoteExcerpt(%q) italic = %q, want %q", tt.para, i, tt.italic)
		}
	}
}

// TestRelatedQuoteDrawsEmphasis: the Related panel's quote of the
// paragraph at the cursor draws the author's **bold** and _italics_ as a
// result card does, without the markers (it showed them raw).
func TestRelatedQuoteDrawsEmphasis(t *testing.T) {
	h, rp, p, writing, _ := relatedBook(t, paraHarbor+"\n\n"+paraMountain)
	putCursor(h.u.state, p.ID, writing.ID, "老船长站在**码头**上，望着_海面_，手里攥着一封泛黄的信。")
	h.u.state.activity()
	h.waitFor("the quote", func() bool { return rp.quote.Visible() })
	if got, want := rp.quote.body.Text(), "“老船长站在码头上，望着海面，手里攥着一封泛黄的信。”"; got != want {
		t.Errorf("the quote reads %q, want %q", got, want)
	}
	if got := rp.quote.body.styled(styleBold); !slices.Equal(got, []string{"码头"}) {
		t.Errorf("the quote's bold = %q, want 码头", got)
	}
	if got := rp.quote.body.styled(styleItalic); !slices.Equal(got, []string{"海面"}) {
		t.Errorf("the quote's italics = %q, want 海面", got)
	}
}

// TestWikiPanelAlone: the wiki panel lists the state's current project,
// files a new entry there, and opens the entry the state asks for.
func TestWikiPanelAlone(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true, noModel: true})
	st := h.u.state
	w := newWikiPanel(h.u)
	// Two books with no chapters: the wiki needs none.
	a, errA := h.eng.CreateProject("灯塔")
	b, errB := h.eng.CreateProject("山")
	made, errW := h.eng.CreateWikiEntry(b.ID, engine.WikiEntry{Title: "赵铁", Type: "character", Text: "猎户。"})
	if err := errors.Join(errA, errB, errW); err != nil {
		t.Fatal(err)
	}
	h.showPanel(w.content())

	st.setProject(a.ID)
	w.newEntry()
	test.Type(w.title, "陈远")
	test.Tap(w.save)
	h.waitFor("the entry to be listed", func() bool { return len(w.entries) == 1 && w.state.Text == "Saved" })
	if got, _ := h.eng.WikiEntry(w.current); got.ProjectID != a.ID {
		t.Fatalf("new entry filed under %d, want %d", got.ProjectID, a.ID)
	}

	st.openWiki(b.ID, made.ID) // a search result in the other book
	h.waitFor("the other book's entry", func() bool {
		return w.editing && w.current == made.ID && len(w.entries) == 1 && w.entries[0].ID == made.ID
	})
	if w.title.Text != "赵铁" {
		t.Fatalf("form shows %q", w.title.Text)
	}
}

// TestFrontMatterIsNoChapterInTheCounts: a book with front matter (扉页,
// chapter 0) and two chapters counts as two chapters in the status bar
// and the chapter tree, as the import and the export count it ("2 章，另有
// 扉页"); its text still counts in the total. Both said 3.
func TestFrontMatterIsNoChapterInTheCounts(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p := h.addFrontMatterBook()
	chs := h.projectChapters("青云")
	h.openInTree(p.ID, chs[1].ID)
	n, total := h.u.state.projectTotals(p.ID)
	if n != 2 || total.Zi != 4+8+9 {
		t.Fatalf("project totals: %d chapters, %d 字; want 2 chapters and the front matter's text counted (21 字)", n, total.Zi)
	}
	h.waitFor("the status bar's counts", func() bool { return strings.HasPrefix(h.u.status.counts.Text, "2 chapters · ") })
}

// TestStatusBarAlone: the status bar shows the state's project counts,
// the model by name and the indexer's progress.
func TestStatusBarAlone(t *testing.T) {
	h := newHarness(t, harnessOptions{shellOnly: true})
	st := h.u.state
	s := newStatusBar(h.u)
	h.addChapter("灯塔", "第一章", paraHarbor)
	h.addChapter("灯塔", "第二章", paraMarket)
	h.showPanel(s.content(nil))

	if got := s.counts.Text; !strings.HasPrefix(got, "2 chapters · ") {
		t.Fatalf("counts %q", got)
	}
	// The model by its name; the digest after "@" is the settings'.
	name, _, _ := strings.Cut(h.eng.Embedder().ModelID(), "@")
	if got := s.model.Text; got != "Model "+name || strings.Contains(got, "@") {
		t.Fatalf("model %q, want %q", got, "Model "+name)
	}
	h.flush()
	if got := s.progress.Text; got != "Index up to date" || !strings.HasPrefix(s.last.Text, "Last indexed ") {
		t.Fatalf("after indexing: progress %q, last %q", got, s.last.Text)
	}
	st.setProject(0)
	if s.counts.Text != "" {
		t.Fatalf("no project, counts %q", s.counts.Text)
	}
	if !st.run(cmdRetryIndex) {
		t.Fatal("the status bar did not register Retry")
	}
	h.waitFor("the retry to finish", func() bool { return !s.retrying })

	h.eng.SetEmbedder(nil)
	st.setModel(false, errors.New("no model file"))
	if got := s.model.Text; got != "No model loaded (see Settings › Model)" {
		t.Fatalf("after a failed load the model reads %q", got)
	}
}

// TestSearchPlaceholderFits: the search box's example queries are not
// cut off in the English window at first start or at 1024 px: "Search
// the manuscript — e.g. 桃园结义, a storm at sea…" (its example then) lost "sea" at 1280
// and "a storm" at 1024.
//
// The Chinese box is held to the same: "搜索书稿——如：桃园结义、海上风暴……"
// lost its last "…" under the search icon at 1024 px, and the entry showed
// a scroll bar under it.
func TestSearchPlaceholderFits(t *testing.T) {
	for _, language := range []string{"", langZh} {
		h := newHarness(t, harnessOptions{noModel: true, language: language})
		q := h.u.search.query
		for _, w := range []float32{1280, 1024} {
			h.u.Window().Resize(fyne.NewSize(w, 700))
			h.pump()
			room := q.Size().Width - 4*theme.InnerPadding() - theme.IconInlineSize()
			if need := fyne.MeasureText(q.PlaceHolder, theme.TextSize(), fyne.TextStyle{}).Width; need > room {
				t.Errorf("%v px window: placeholder %q needs %.0f px, the box has %.0f", w, q.PlaceHolder, need, room)
			}
		}
		h.close()
	}
}

// TestSearchExampleInTheWritersLanguage: the search box's example query
// is English in the English window and Chinese in the Chinese one; the
// English box said "e.g. a storm at sea, 桃园结义…", a query no English
// book answers.
func TestSearchExampleInTheWritersLanguage(t *testing.T) {
	for _, c := range []struct {
		language string
		chinese  bool
	}{{langEn, false}, {langZh, true}} {
		h := newHarness(t, harnessOptions{noModel: true, language: c.language})
		q := h.u.search.query.PlaceHolder
		if got := strings.ContainsFunc(q, isPairedScript); got != c.chinese {
			t.Errorf("%s window: the search box's example reads %q", c.language, q)
		}
		h.close()
	}
}

// TestSearchSummaryWrapsOnResize: a count line that fits on one line
// and wraps when the window narrows gets its second line at once: after
// a resize to 900 px "previous" (of "Shift+F3 / Ctrl+↑ previous") was
// hidden under the first result card until the next search.
func TestSearchSummaryWrapsOnResize(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langEn})
	p := h.u.search
	h.u.Window().Resize(fyne.NewSize(1400, 700))
	h.pump()
	p.setSummary("10 results · 2 ms · F3 / Ctrl+↓ next, Shift+F3 / Ctrl+↑ previous")
	h.pump()
	oneLine := p.summary.Size().Height
	h.u.Window().Resize(fyne.NewSize(900, 600))
	// A 900-px window hides the side panel (sidepanel.go); the author
	// brings it back, as Ctrl+1 would, beside a narrower manuscript.
	h.u.showSidePanel()
	h.pump()
	s := p.summary
	if s.MinSize().Height <= oneLine {
		t.Fatalf("the count line does not wrap at 900 px (%.0f px high): the test needs a longer line", s.MinSize().Height)
	}
	if s.Size().Height < s.MinSize().Height {
		t.Errorf("the count line has %.0f px of the %.0f it needs", s.Size().Height, s.MinSize().Height)
	}
	if end, list := s.Position().Y+s.Size().Height, p.scroll.Position().Y; list < end {
		t.Errorf("the results start at y=%.0f, above the count line's end at %.0f", list, end)
	}
}

// TestSearchSummaryGetsItsHeight: when the search's count line wraps to
// a second line, the panel makes room for it: the results moved down
// only on the next layout, and "Ctrl+↑ 上一个" was drawn under the first
// result card with its bottom cut off.
func TestSearchSummaryGetsItsHeight(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p := h.u.search
	for _, w := range []float32{1280, 1024} {
		h.u.Window().Resize(fyne.NewSize(w, 700))
		h.pump()
		p.setSummary("正在搜索…")
		h.pump()
		p.setSummary("9 条结果 · 77 毫秒 · F3 / Ctrl+↓ 下一个，Shift+F3 / Ctrl+↑ 上一个")
		h.pump()
		s := p.summary
		if s.Size().Height < s.MinSize().Height {
			t.Errorf("%v px window: the count line has %.0f px of the %.0f it needs", w, s.Size().Height, s.MinSize().Height)
		}
		if end, list := s.Position().Y+s.Size().Height, p.scroll.Position().Y; list < end {
			t.Errorf("%v px window: the results start at y=%.0f, above the count line's end at %.0f", w, list, end)
		}
	}
}

// TestSearchSummaryKeepsChineseWords: the Chinese count line wraps
// between words: at some panel widths it broke "Ctrl+↑ 上" / "一个"
// (and "下" / "一个", "条" / "结果") where the space before the word was
// free to break at.
func TestSearchSummaryKeepsChineseWords(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p := h.u.search
	text := "9 条结果 · 77 毫秒 · F3 / Ctrl+↓ 下一个，Shift+F3 / Ctrl+↑ 上一个"
	words := []string{"上一个", "下一个", "条结果", "毫秒"}
	for _, w := range words {
		if !strings.Contains(text, w) {
			t.Fatalf("the Chinese count line %q has no %q: the test needs it", text, w)
		}
	}
	wrapped := false
	for width := float32(760); width <= 1400; width += 6 {
		h.u.Window().Resize(fyne.NewSize(width, 700))
		p.setSummary(text)
		h.pump()
		s := p.summary.body
		wrapped = wrapped || len(s.lines) > 1
		for i, l := range s.lines[1:] {
			line := string(s.text[l.start:l.end])
			for _, w := range words {
				for k := 1; k < len([]rune(w)); k++ {
					if strings.HasPrefix(line, string([]rune(w)[k:])) && strings.HasSuffix(string(s.text[s.lines[i].start:s.lines[i].end]), string([]rune(w)[:k])) {
						t.Errorf("%v px window: %q is cut over two lines: %q / %q", width, w, string(s.text[s.lines[i].start:s.lines[i].end]), line)
					}
				}
			}
		}
	}
	if !wrapped {
		t.Fatal("the count line never wrapped: the test needs narrower windows")
	}
}

// TestDeepSearchShowsPassagesUnderSummaries: the toggle named "Include
// summaries" (深度（含摘要）) changed nothing on screen: summary hits
// came with it off as on, and the passages a deep search attaches to
// them were never shown. Now named for what it does, it lists the
// summarised chapter's passages under each summary hit, marked "↳",
// each opening its place in the chapter; the count stays the engine's.
func TestDeepSearchShowsPassagesUnderSummaries(t *testing.T) {
	h := newHarness(t, harnessOptions{language: langZh})
	var paras []string
	for i := range 8 {
		paras = append(paras, fmt.Sprintf("　　第%d夜，海风吹过礁石，浪花涌上来又退下去。", i+1))
	}
	paras[5] = "　　守塔人爬上旋梯，把灯芯剪短，又添了油。"
	_, c := h.addChapter("长河", "第一章 守夜", strings.Join(paras, "\n\n"))
	if _, err := h.eng.SetSummary(c.ID, "守塔人整夜守着灯，添油剪芯。"); err != nil {
		t.Fatal(err)
	}
	h.flush()
	sp := h.u.search
	if got := sp.deep.Text; got != "摘要下附段落" {
		t.Errorf("the toggle reads %q", got)
	}
	summaryAt := func() int {
		for i, r := range sp.results {
			if r.Kind == search.KindSummary && r.SummaryOf == c.ID {
				return i
			}
		}
		t.Fatalf("no summary hit for the chapter:%s", describe(sp.cards))
		return -1
	}
	h.search("守塔人")
	if i := summaryAt(); i+1 < len(sp.cards) && sp.cards[i+1].under {
		t.Fatalf("with the toggle off a passage is listed under the summary")
	}
	// The list shows the chapter's one passage as a hit of its own: the
	// deep search does not list it again under the summary (it did).
	sp.deep.SetChecked(true)
	h.waitFor("the deep search", func() bool { return !sp.running && sp.shown.Deep })
	listed := map[uint64]int{}
	for i, card := range sp.cards {
		if !card.under && card.res.Kind == search.KindChapter {
			listed[card.res.ParentID] = i
		}
	}
	if len(listed) == 0 {
		t.Fatalf("the chapter's passage is not a hit of its own: the case does not arise:%s", describe(sp.cards))
	}
	for i, card := range sp.cards {
		if at, ok := listed[card.res.ParentID]; card.under && ok {
			t.Errorf("card %d under the summary repeats card %d:%s", i, at, describe(sp.cards))
		}
	}
	// With one result a page the summary is the list: the passage is
	// listed under it.
	if err := h.eng.UpdateSettings(func(s *engine.Settings) { s.Search.DefaultTopK = 1 }); err != nil {
		t.Fatal(err)
	}
	sp.deep.SetChecked(false)
	h.search("守塔人")
	found := sp.found
	sp.deep.SetChecked(true)
	h.waitFor("the deep search", func() bool { return !sp.running && sp.shown.Deep })
	i := summaryAt()
	if i+1 >= len(sp.cards) || !sp.cards[i+1].under {
		t.Fatalf("with the toggle on no passage is listed under the summary:%s", describe(sp.cards))
	}
	under := sp.cards[i+1]
	if under.res.Kind != search.KindChapter || under.res.OwnerID != c.ID {
		t.Fatalf("the passage under the summary is %+v, want one of chapter %d", under.res, c.ID)
	}
	if title := under.title.FullText(); !strings.HasPrefix(title, "↳ ") {
		t.Errorf("the passage under the summary is titled %q, want it marked ↳", title)
	}
	if !strings.Contains(under.body.Text(), "守塔人") {
		t.Errorf("the passage under the summary reads %q, want the chapter's passage of 守塔人", under.body.Text())
	}
	if sp.found != found {
		t.Errorf("the deep search found %d results, %d without it: the passages are not results of their own", sp.found, found)
	}
	sp.choose(i + 1)
	h.waitFor("the chapter to open", func() bool { return h.u.editor.chapterID == c.ID && !h.u.editor.loading })
}

// TestRelatedPanelFollowsARewrite: a passage shown in the Related tab
// that the engine rewrites behind it (a replace, a restore) is shown
// again as it now reads once it is indexed. The card kept the old text
// (a replaced name) until the paragraph at the cursor changed.
func TestRelatedPanelFollowsARewrite(t *testing.T) {
	h, rp, p, writing, other := relatedBook(t, paraHarbor)
	st := h.u.state
	putCursor(st, p.ID, writing.ID, "老船长站在码头上，望着海面，手里攥着一封泛黄的信。")
	st.activity()
	shows := func(s string) bool {
		for _, c := range rp.cards {
			if c.res.OwnerID == other.ID && strings.Contains(c.res.Text, s) {
				return true
			}
		}
		return false
	}
	h.waitFor("第二章's passage with 陈远", func() bool { return shows("陈远") })

	if _, err := h.eng.SaveChapter(other.ID, "第二章", strings.ReplaceAll(paraHarbor, "陈远", "陈默")); err != nil {
		t.Fatal(err)
	}
	h.flush()
	h.waitFor("the card to read 陈默", func() bool { return shows("陈默") && !shows("陈远") })
}

// TestSearchStepButtonsBesideTheCount: the count line says the count, and
// Previous and Next are arrow buttons side by side at its right, at the
// panel's right, at the side panel's widths (300–420 px) in Chinese and
// English. The keys were words at the end of the count line, which
// wrapped with 上一个 alone on its last line (real window, zh_CN); then
// buttons named 上一个 and 下一个 took a row of their own from the results.
func TestSearchStepButtonsBesideTheCount(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{language: language})
			h.addChapter("书", "第一章 山中", "山中访友，山路很长。\n\n山中有风，吹过竹林。\n\n他在山中又访一友。")
			h.flush()
			p := h.u.search
			if p.steps.Visible() {
				t.Error("the step buttons show before a search")
			}
			h.search("山中")
			if len(p.results) == 0 {
				t.Fatal("no results: the test needs some")
			}
			for _, bad := range []string{"上一个", "previous", "F3"} {
				if strings.Contains(p.summary.Text, bad) {
					t.Errorf("the count line %q still says %q", p.summary.Text, bad)
				}
			}
			h.showPanel(p.body)
			for w := float32(300); w <= 420; w += 15 {
				h.u.Window().Resize(fyne.NewSize(w, 700))
				h.pump()
				if !p.steps.Visible() {
					t.Fatalf("%v px: the step buttons are hidden with %d results", w, len(p.results))
				}
				prev, next := absPos(p.prev), absPos(p.next)
				if prev.Y != next.Y || prev.X+p.prev.Size().Width > next.X {
					t.Errorf("%v px: Previous at %v, Next at %v: not side by side", w, prev, next)
				}
				if end := absPos(p.summary).X + p.summary.Size().Width; prev.X < end {
					t.Errorf("%v px: the buttons at x %v overlap the count line ending at %v", w, prev.X, end)
				}
				if right := next.X + p.next.Size().Width; right > w || right < w-2*theme.Padding()-4 {
					t.Errorf("%v px: Next ends at x %v, not at the panel's right", w, right)
				}
				if p.prev.Size().Width < p.prev.MinSize().Width || p.next.Size().Width < p.next.MinSize().Width {
					t.Errorf("%v px: a button is squeezed", w)
				}
			}
			before := p.selected
			test.Tap(p.next)
			if p.selected == before && len(p.results) > 1 {
				t.Errorf("Next left the selection at %d", p.selected)
			}
		})
	}
}

// absPos is o's position in the window's canvas.
func absPos(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// TestSearchShowsThreeCardsAtLaptopSize: in a 1000×700 window the search
// panel's options leave room for the titles of three result cards, in
// both languages. The query box, four checkboxes in two rows (four in
// English), the Mentioning row, the count and the Previous/Next row took
// half the panel, and a real-window pass saw one card.
func TestSearchShowsThreeCardsAtLaptopSize(t *testing.T) {
	for _, tc := range []struct {
		language, query string
		para            func(i int) string
	}{
		// The two paragraphs tell the same story at the same length (80
		// characters of Chinese, 250 of English). A 150-character Chinese
		// paragraph makes a 290-px card, two of which fill 1000×700
		// whatever the options do.
		{langZh, "钟声", func(i int) string {
			para, _, _ := strings.Cut(paraLighthouse, "他想起")
			return strings.Replace(para, "林默", fmt.Sprintf("守望者%d号", i), 1) + "他想起师父临终前的叮嘱：灯灭之时，便是沉船归来之日。"
		}},
		{langEn, "lighthouse", func(i int) string {
			return fmt.Sprintf("Keeper number %d climbed the lighthouse stairs at dusk, lit the great lamp and watched the storm roll in over the reef, "+
				"counting the ships that passed until the bell on the point rang out across the dark water.", i)
		}},
	} {
		t.Run(tc.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{language: tc.language})
			var p engine.Project
			for i := range 6 {
				p, _ = h.addChapter("灯塔", fmt.Sprintf("Chapter %d", i+1), tc.para(i+1))
			}
			h.flush()
			h.waitFor("the project to open", func() bool { return h.u.state.projectID() == p.ID })
			h.u.Window().Resize(fyne.NewSize(1000, 700))
			h.pump()
			cards := h.search(tc.query)
			h.pump()
			s := h.u.search.scroll
			if len(cards) < 4 {
				t.Fatalf("want at least 4 results, got %d", len(cards))
			}
			shown := 0
			for _, c := range cards {
				top := c.Position().Y - s.Offset.Y
				if top >= 0 && top+c.title.MinSize().Height <= s.Size().Height {
					shown++
				}
			}
			if shown < 3 {
				t.Errorf("the results show %d cards' titles in %.0f px (panel %.0f px high, first card %.0f px); want 3",
					shown, s.Size().Height, h.u.search.body.Size().Height, cards[0].Size().Height)
			}
		})
	}
}

// TestSearchOptionsFold: the search options start folded under one line
// that names those ticked; the button unfolds them, and the choice is
// remembered for the next window.
func TestSearchOptionsFold(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p := h.u.search
	if p.options.Visible() {
		t.Fatal("the options start unfolded")
	}
	tapCheck(p.allProjects)
	h.pump()
	if got := p.optionsNote.full; !strings.Contains(got, "全部作品") {
		t.Errorf("the folded options say %q, want 全部作品 among them", got)
	}
	test.Tap(p.optionsButton)
	h.pump()
	if !p.options.Visible() || !p.allProjects.Visible() || p.optionsNote.full != "" {
		t.Errorf("unfolded: options shown %v, note %q", p.options.Visible(), p.optionsNote.full)
	}
	if !h.a.Preferences().Bool(prefSearchOptions) {
		t.Error("the unfolded options are not remembered")
	}
}
