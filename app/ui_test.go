package app

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2/test"

	"inkflow/engine/search"
)

// Paragraphs written for these tests (the shared corpus is never copied
// into the repository). Each is long enough to be a passage of its own.
var (
	paraHarbor = "　　港口的清晨总是从渔船归来开始。老船长陈远站在码头上，望着灰蓝色的海面，手里攥着一封泛黄的信。信是二十年前寄出的，收信人却从未出现。" +
		"潮水一次次漫上石阶，又一次次退去，像是在替他数着那些漫长的日子。码头上的孩子们都知道，只要看见他，就说明今天的鱼市要开张了，于是纷纷跑去搬运竹筐。"
	paraMarket = "　　集市上人声鼎沸，卖糖人的老汉吆喝着，铁匠铺里火星四溅。少女苏晴提着竹篮穿过人群，她要去药铺替母亲抓药。" +
		"药铺掌柜是个精明的中年人，算盘打得噼啪作响，却总在她来时多给几钱甘草。街角的说书先生正讲到赤壁烧船，围观的人一阵喝彩，连巡街的衙役都停下了脚步。"
	paraMountain = "　　山路崎岖，雾气从谷底翻涌上来，把松林染成一片模糊的墨色。猎户赵铁背着弓箭走在前面，脚下的碎石不时滚落深渊。" +
		"他记得父亲说过，翻过这座山就是传说中的古寺，寺里的钟每逢月圆便会自鸣。可是这些年来，进山的人越来越少，回来的人更少，村里的老人都劝他不要再去了。"
	paraLighthouse = "　　灯塔守望者林默在暴风雨之夜点燃了最后一盏油灯。狂风撞击着塔身，玻璃窗嗡嗡作响，海面上却传来遥远而清晰的钟声。" +
		"他想起师父临终前的叮嘱：灯灭之时，便是沉船归来之日。林默握紧铜制的灯罩，透过雨幕望向黑暗，只见一艘没有帆的旧船正缓缓驶向礁石，船头站着一个提灯的人影。"
)

// TestTypeAutosaveSearchHighlight covers the writing loop: typing into the
// editor is autosaved (it survives closing and reopening the engine), the
// indexer picks it up after its debounce, the search panel finds the new
// paragraph, its card highlights exactly the matched passage the engine
// returned, and tapping the card shows that passage in the editor.
func TestTypeAutosaveSearchHighlight(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, harnessOptions{dir: dir})
	p, c := h.addChapter("灯塔", "第一章 港口", paraHarbor+"\n\n"+paraMarket+"\n\n"+paraMountain)
	h.flush()
	h.openInTree(p.ID, c.ID)

	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(utf8.RuneCountInString(ed.text.Text()))
	typeInto(ed.text, "\n\n"+paraLighthouse)
	if !strings.HasSuffix(ed.text.Text(), paraLighthouse) {
		t.Fatalf("the editor does not end with the typed paragraph: %q", truncateRunes(ed.text.Text(), 80))
	}
	h.waitFor("the autosave", func() bool { return ed.state == stateClean })
	want := ed.text.Text()

	// The save reached the database: a new engine on the same directory
	// reads it back.
	h.close()
	h = newHarness(t, harnessOptions{dir: dir})
	ed = h.u.editor
	got, err := h.eng.Chapter(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != want {
		t.Fatalf("reopened chapter text differs from what was typed:\n got %q\nwant %q", truncateRunes(got.Text, 60), truncateRunes(want, 60))
	}

	// The reopened engine resumes indexing the chapter; once its dot
	// turns "indexed" the search panel must find the new paragraph.
	h.waitFor("the chapter to be indexed", func() bool {
		h.u.state.reload(nil)
		time.Sleep(20 * time.Millisecond)
		h.pump()
		return h.u.state.chapterState(c.ID) == "indexed"
	})
	const query = "灯塔守望者林默"
	cards := h.search(query)
	var card *resultCard
	for _, cd := range cards {
		if cd.res.Kind == search.KindChapter && cd.res.OwnerID == c.ID && strings.Contains(runes(cd.res.Text, cd.res.MatchStart, cd.res.MatchEnd), "林默") {
			card = cd
			break
		}
	}
	if card == nil {
		t.Fatalf("no result for the typed paragraph:%s", describe(cards))
	}

	// The card's highlight is exactly text[match_start:match_end] of the
	// engine's own answer to the same request, without its blank lines
	// (a card shows paragraphs line by line: dropBlankLines).
	resp, err := h.eng.Search(context.Background(), h.u.search.request())
	if err != nil {
		t.Fatal(err)
	}
	i := slices.IndexFunc(resp.Results, func(r search.Result) bool { return r.ParentID == card.res.ParentID })
	if i < 0 {
		t.Fatalf("engine results lack parent %d", card.res.ParentID)
	}
	er := resp.Results[i]
	wantHL := runes(er.Text, er.MatchStart, er.MatchEnd)
	shownHL, _ := dropBlankLines([]rune(wantHL), make([]passageStyle, len([]rune(wantHL))))
	if hl := card.highlighted(); hl != string(shownHL) {
		t.Fatalf("highlighted segment differs from the engine's match:\n got %q\nwant %q", hl, string(shownHL))
	}
	// The chunker may join the previous paragraph's last sentence to the
	// new one; the name occurs only in what was typed.
	if !strings.Contains(wantHL, query) {
		t.Fatalf("matched passage %q does not hold the typed paragraph's %q", wantHL, query)
	}
	if shown := card.body.Text(); !strings.Contains(shown, string(shownHL)) {
		t.Fatalf("card text %q lacks the match", shown)
	}

	// Tapping the card opens the chapter at the passage, marked but not
	// selected: the next keystroke types in front of it (it once replaced
	// all 210 selected characters).
	test.Tap(card)
	h.waitFor("the passage to be shown", func() bool { return len(ed.text.Highlights()) == 1 })
	if got := shownPassage(t, ed); got != wantHL {
		t.Fatalf("editor shows passage %q, want the matched passage %q", got, wantHL)
	}
	if card != h.u.search.cards[h.u.search.selected] {
		t.Fatalf("tapped card is not the selected one")
	}
	before := ed.text.Text()
	test.Type(ed.text, "一")
	if !strings.Contains(ed.text.Text(), wantHL) || utf8.RuneCountInString(ed.text.Text()) != utf8.RuneCountInString(before)+1 {
		t.Fatalf("typing after the result click changed the passage: %q", truncateRunes(ed.text.Text(), 80))
	}
}

// TestSettingsDialogChangesNextSearch turns parent-child search off and
// lowers the result count in the settings dialog; the next search, with
// no restart, returns matched passages themselves and fewer of them.
func TestSettingsDialogChangesNextSearch(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	long := strings.Join([]string{paraHarbor, paraMarket, paraMountain, paraLighthouse}, "")
	p, c := h.addChapter("长篇", "第一章", long+"\n\n"+paraMarket+paraHarbor+"\n\n"+paraMountain+paraLighthouse)
	h.flush()
	h.openInTree(p.ID, c.ID)

	before := h.search("码头")
	if len(before) < 2 {
		t.Fatalf("want several results before the change, got:%s", describe(before))
	}
	// The long first block holds several passages, so at least one
	// result returns more context than the passage it matched.
	if !slices.ContainsFunc(before, func(cd *resultCard) bool {
		return cd.res.MatchEnd-cd.res.MatchStart < utf8.RuneCountInString(cd.res.Text)
	}) {
		t.Fatalf("no parent-child result carries context around its match:%s", describe(before))
	}

	h.u.showSettings()
	d := h.u.settings
	pc := d.field("search.use-parent-child")
	if pc == nil || !pc.check.Checked {
		t.Fatal("settings dialog lacks a checked search.use-parent-child")
	}
	test.Tap(pc.check)
	topK := d.field("search.default-top-k")
	topK.entry.SetText("")
	test.Type(topK.entry, "1")
	h.tapDialogButton("Apply")
	h.waitFor("the settings to apply", func() bool {
		s := h.eng.Settings().Search
		return !s.UseParentChild && s.DefaultTopK == 1
	})
	h.waitFor("the search to rerun", func() bool {
		return !h.u.search.parentChild.Checked && len(h.u.search.cards) == 1
	})
	after := h.u.search.cards
	r := after[0].res
	if r.MatchStart != 0 || r.MatchEnd != utf8.RuneCountInString(r.Text) {
		t.Fatalf("direct-mode result is not the matched passage itself: [%d,%d) of %d runes", r.MatchStart, r.MatchEnd, utf8.RuneCountInString(r.Text))
	}

	// Invalid input is refused with a message and changes nothing.
	topK.entry.SetText("5000")
	h.tapDialogButton("Apply")
	if !d.errors.Visible() || !strings.Contains(d.errors.Text, "Results per search") {
		t.Fatalf("out-of-range top-k not reported; errors label: %q", d.errors.Text)
	}
	if h.eng.Settings().Search.DefaultTopK != 1 {
		t.Fatal("an invalid value was stored")
	}
}

// TestDeleteChapterRemovesResults deletes a chapter from the tree (with
// its confirmation) and checks that the search no longer returns it.
func TestDeleteChapterRemovesResults(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	p, keep := h.addChapter("书", "第一章", paraHarbor+"\n\n"+paraMarket)
	_, gone := h.addChapter("书", "第二章", paraLighthouse+"\n\n"+paraMountain)
	h.flush()

	// owners are the chapters the results belong to, by passage or by
	// summary.
	owners := func(cards []*resultCard) map[uint64]bool {
		m := map[uint64]bool{}
		for _, cd := range cards {
			m[cd.res.ChapterID()] = true
		}
		return m
	}
	before := owners(h.search("灯塔 码头"))
	if !before[gone.ID] || !before[keep.ID] {
		t.Fatalf("want results from both chapters before the delete: %v", before)
	}

	h.openInTree(p.ID, gone.ID)
	h.u.sidebar.deleteSelected()
	// The question sizes the chapter as its row in the tree does, in the
	// count mode, not in characters.
	c, _ := h.u.state.chapter(gone.ID)
	if size := sizeText(h.u.countMode(p.ID), c.TextCounts); c.Chars == c.In(h.u.countMode(p.ID)) || !findLabel(h.u.Window().Canvas().Overlays().Top(), "("+size+")") {
		t.Fatalf("the delete question does not size the chapter as %q (%+v)", size, c.TextCounts)
	}
	h.tapDialogButton("Delete")
	h.waitFor("the chapter to leave the tree and the one before it to open", func() bool {
		_, ok := h.u.state.chapter(gone.ID)
		return !ok && h.u.editor.chapterID == keep.ID
	})
	h.waitFor("the search to rerun", func() bool {
		return h.u.search.summary.Text != "Searching…" && !owners(h.u.search.cards)[gone.ID]
	})
	if after := owners(h.u.search.cards); !after[keep.ID] {
		t.Fatalf("the other chapter's results vanished too: %v", after)
	}
	resp, err := h.eng.Search(context.Background(), h.u.search.request())
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range resp.Results {
		if r.ChapterID() == gone.ID {
			t.Fatalf("engine still returns the deleted chapter: %q", truncateRunes(r.Text, 30))
		}
	}
}

// TestSearchExplainsMissingModel: with no model loaded the panel says why
// results are keyword-only instead of staying silent.
func TestSearchExplainsMissingModel(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{ModelError: fmt.Errorf("embedding model not found")}})
	h.addChapter("书", "第一章", paraHarbor)
	h.search("码头")
	n := h.u.search.notice
	if !n.Visible() || !strings.Contains(n.Text, "no embedding model") || !strings.Contains(n.Text, "keyword") {
		t.Fatalf("notice = %q, want an explanation of keyword-only search", n.Text)
	}
	if !strings.Contains(h.u.status.model.Text, "No model") {
		t.Fatalf("status model = %q", h.u.status.model.Text)
	}
	if got := h.u.editor.indicatorText(); got != "" {
		t.Fatalf("indicator without an open chapter = %q", got)
	}
}
