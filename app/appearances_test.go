package app

import (
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"inkflow/app/textedit"
	"inkflow/engine"
	"inkflow/engine/search"
)

// mentionRow finds the rendered row of the appearances list whose
// context (before any cutting) is text and returns its "Not this one" /
// "Count it" button.
func mentionRow(v *appearancesView, text string) *hintButton {
	var b *hintButton
	walkObjects(v.list, func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 3 {
			return false
		}
		if l, ok := c.Objects[0].(*fitLabel); ok && l.FullText() == text {
			b, _ = c.Objects[2].(*hintButton)
		}
		return b != nil
	})
	return b
}

// TestAppearancesView opens a character in the Wiki tab: the view shows
// its total, first and last chapter and a density strip; tapping a
// mention opens its chapter at it, tapping the strip opens that chapter,
// "Not this one" dismisses a false match, and an exclusion phrase typed
// into the form removes the 孔明 of 孔明灯. With
// INKFLOW_WRITE_SCREENSHOTS=1 it renders the window into
// docs/screenshots/appearances.png.
func TestAppearancesView(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c1 := h.addChapter("三国", "第一回", "刘备三顾茅庐，终见孔明。\n\n是夜孔明放孔明灯，以示天下。")
	_, c2 := h.addChapter("三国", "第二回", "曹操大宴铜雀台。")
	_, c3 := h.addChapter("三国", "第三回", "孔明病逝五丈原，卧龙归天。")
	w, v := h.openAppearances(p.ID, engine.WikiEntry{Title: "诸葛亮", Type: "character", Aliases: []string{"孔明", "卧龙"},
		Text: "字孔明，号卧龙，琅琊阳都人。"})
	h.waitFor("the appearances", func() bool { return v.a.Total == 5 })
	if got := v.summary.FullText(); got != "5 mentions · first in “第一回” · last in “第三回”" {
		t.Fatalf("summary %q", got)
	}
	if !slices.Equal(v.strip.counts, []int{3, 0, 2}) {
		t.Fatalf("density strip %v", v.strip.counts)
	}

	// A mention opens its chapter with the name selected.
	i := slices.IndexFunc(v.a.Mentions, func(m engine.Mention) bool { return m.ChapterID == c3.ID && m.Name == "卧龙" })
	v.list.Select(i)
	h.waitFor("chapter 3 at 卧龙", func() bool {
		r := h.u.state.openChapterRequest()
		return r.chapterID == c3.ID && r.sel != nil && *r.sel == runeSpan{8, 10}
	})
	// The strip jumps to the chapter under the pointer.
	size := v.strip.Size()
	if size.Width <= 0 {
		t.Fatal("the density strip has no width")
	}
	test.TapAt(v.strip, fyne.NewPos(size.Width*1.5/3, size.Height/2))
	h.waitFor("chapter 2 from the strip", func() bool { return h.u.state.openChapterRequest().chapterID == c2.ID })

	if os.Getenv("INKFLOW_WRITE_SCREENSHOTS") == "1" {
		f, err := os.Create(filepath.Join("..", "docs", "screenshots", "appearances.png"))
		if err != nil {
			t.Fatal(err)
		}
		if err := png.Encode(f, h.u.Window().Canvas().Capture()); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}

	// The reading list before chapter 2 (open in the editor) goes to the
	// clipboard.
	test.Tap(v.copy)
	want := "[第一回]\n刘备三顾茅庐，终见孔明。\n\n是夜孔明放孔明灯，以示天下。"
	h.waitFor("the reading list on the clipboard", func() bool { return h.a.Clipboard().Content() == want })
	if v.copy.hint != "Copied 2 passages" {
		t.Fatalf("copy button says %q", v.copy.hint)
	}

	// "Not this one" on the first mention: it stays listed, not counted.
	v.list.ScrollToTop()
	b := mentionRow(v, "刘备三顾茅庐，终见孔明。")
	if b == nil || b.hint != lang.L("Not this one") || b.Text != "" {
		t.Fatalf("no “Not this one” button on the first mention: %v", b)
	}
	test.Tap(b)
	h.waitFor("the dismissal", func() bool { return v.a.Total == 4 && len(v.a.Mentions) == 5 })
	if !v.a.Mentions[0].Dismissed || v.a.Mentions[0].ChapterID != c1.ID {
		t.Fatalf("first mention %+v", v.a.Mentions[0])
	}
	h.waitFor("the row to offer counting it again", func() bool {
		b := mentionRow(v, "刘备三顾茅庐，终见孔明。")
		return b != nil && b.hint == lang.L("Count it")
	})

	// An exclusion phrase typed into the form drops 孔明灯's 孔明.
	test.Type(h.u.wiki.exclusions, "孔明灯")
	test.Tap(h.u.wiki.save)
	h.waitFor("the exclusion to apply", func() bool { return v.a.Total == 3 && len(v.a.Mentions) == 4 })
	got, err := h.eng.WikiEntry(w.ID)
	if err != nil || !slices.Equal(got.Exclusions, []string{"孔明灯"}) {
		t.Fatalf("stored exclusions %v (%v)", got.Exclusions, err)
	}

	// A save elsewhere reaches the view by itself once the engine has
	// stored the new mentions.
	if _, err := h.eng.SaveChapter(c2.ID, "第二回", "曹操大宴铜雀台，孔明不至。"); err != nil {
		t.Fatal(err)
	}
	h.waitFor("the saved mention to show", func() bool { return v.a.Total == 4 && v.strip.counts[1] == 1 })
}

// TestSearchFilterByEntry: the search panel keeps only the passages that
// mention the entry chosen under "Mentioning" (刘备 + 雪夜).
func TestSearchFilterByEntry(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	p, liu := h.addChapter("三国", "第一回", "雪夜，刘备踏雪访贤，风雪满山，马蹄难行。")
	_, cao := h.addChapter("三国", "第二回", "雪夜，曹操独坐帐中饮酒，听风雪打帐。")
	w, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "刘备", Aliases: []string{"玄德"}})
	if err != nil {
		t.Fatal(err)
	}
	h.flush()
	h.u.state.entrySaved()
	chapters := func(cards []*resultCard) []uint64 {
		var ids []uint64
		for _, c := range cards {
			if c.res.Kind == search.KindChapter {
				ids = append(ids, c.res.OwnerID)
			}
		}
		return ids
	}
	cards := h.search("雪夜")
	if ids := chapters(cards); !slices.Contains(ids, liu.ID) || !slices.Contains(ids, cao.ID) {
		t.Fatalf("unfiltered search should find both chapters:%s", describe(cards))
	}
	f := h.u.search.mentions
	h.waitFor("the filter to offer 刘备", func() bool { return slices.Contains(f.choice.Options, "刘备") })
	f.choice.SetSelected("刘备")
	h.waitFor("the filtered results", func() bool {
		ids := chapters(h.u.search.cards)
		return !h.u.search.running && f.spans != nil && len(ids) > 0 && !slices.Contains(ids, cao.ID)
	})
	if ids := chapters(h.u.search.cards); !slices.Equal(slices.Compact(ids), []uint64{liu.ID}) {
		t.Fatalf("filtered to 刘备: chapters %v, want only %d", ids, liu.ID)
	}
	if f.entryID != w.ID {
		t.Fatalf("filter entry %d, want %d", f.entryID, w.ID)
	}
	f.choice.SetSelected(anyEntry())
	h.waitFor("the filter to clear", func() bool { return slices.Contains(chapters(h.u.search.cards), cao.ID) })
}

// TestHighlightNames: View › Highlight Names marks every entry's names in
// the open chapter, and turning it off clears them.
func TestHighlightNames(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("三国", "第一回", "刘备三顾茅庐。\n\n终见孔明，卧龙也。")
	if _, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "诸葛亮", Aliases: []string{"孔明", "卧龙"}}); err != nil {
		t.Fatal(err)
	}
	if err := h.eng.FlushMentions(context.Background()); err != nil {
		t.Fatal(err)
	}
	// Through the window's menu, whose tick shows the choice.
	var item *fyne.MenuItem
	for _, m := range h.u.Window().MainMenu().Items {
		for _, it := range m.Items {
			if it.Label == "Highlight Names" {
				item = it
			}
		}
	}
	if item == nil || item.Checked {
		t.Fatalf("View › Highlight Names %+v, want it unticked", item)
	}
	item.Action()
	if !item.Checked {
		t.Fatal("Highlight Names is on without a tick")
	}
	h.u.state.openChapter(p.ID, c.ID, nil)
	want := []textedit.Range{{Start: 11, End: 13}, {Start: 14, End: 16}}
	h.waitFor("the names highlighted", func() bool { return slices.Equal(h.u.editor.text.Marks(), want) })
	// Typing a name: after the autosave and the debounce the engine's new
	// mentions come back marked, the new one too.
	h.u.editor.text.SetCaret(18)
	typeInto(h.u.editor.text, "孔明至。")
	want = append(want, textedit.Range{Start: 18, End: 20})
	h.waitFor("the typed name highlighted", func() bool { return slices.Equal(h.u.editor.text.Marks(), want) })

	// Ctrl+Shift+E in a name opens its entry.
	h.u.editor.text.SetCaret(15)
	h.u.editor.text.TypedShortcut(scOpenEntry)
	h.waitFor("the entry to open", func() bool { return h.u.wiki.editing && h.u.wiki.title.Text == "诸葛亮" })
	item.Action()
	if item.Checked {
		t.Fatal("Highlight Names is off with a tick")
	}
	if got := h.u.editor.text.Marks(); len(got) != 0 {
		t.Fatalf("names marked after turning it off: %v", got)
	}
	if h.u.app.Preferences().Bool(prefHighlightNames) {
		t.Fatal("the choice was not remembered as off")
	}
}

// TestSuggestionsDialog: "Suggestions…" lists frequent names without an
// entry, with the keyboard on the first name's Add once they are in; Add
// (Enter there) makes one an entry, Ignore stops proposing another.
func TestSuggestionsDialog(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	text := ""
	for range 6 {
		text += "关羽与张飞同行，关羽笑，张飞怒。\n\n"
	}
	p, _ := h.addChapter("三国", "第一回", text)
	w := h.u.wiki
	h.u.state.openWiki(p.ID, 0)
	b := findButton(h.u.Window().Content(), "Suggestions…")
	if b == nil {
		t.Fatal("no Suggestions… button in the wiki tab")
	}
	test.Tap(b)
	h.waitFor("the suggestions", func() bool { return w.suggest != nil && len(w.suggest.cands) == 2 })
	s := w.suggest
	if s.cands[0].Name != "关羽" || s.cands[0].Count != 12 || s.cands[1].Name != "张飞" {
		t.Fatalf("candidates %v", s.cands)
	}
	top := h.u.Window().Canvas().Overlays().Top()
	if top == nil || !findLabel(top, "关羽 · 12 times") {
		t.Fatal("the dialog does not show 关羽 with its count")
	}
	tapRow := func(name, button string) {
		t.Helper()
		var tapped bool
		walkObjects(top, func(o fyne.CanvasObject) bool {
			c, ok := o.(*fyne.Container)
			if !ok || len(c.Objects) != 2 {
				return false
			}
			l, ok := c.Objects[0].(*widget.Label)
			if !ok || !strings.HasPrefix(l.Text, name+" ·") {
				return false
			}
			if btn := findButton(c.Objects[1], button); btn != nil {
				test.Tap(btn)
				tapped = true
			}
			return tapped
		})
		if !tapped {
			t.Fatalf("no %s button on the row of %s", button, name)
		}
	}
	// The keyboard is on the first name's Add (nothing had it).
	add, ok := h.u.Window().Canvas().Focused().(*dialogButton)
	if !ok || add.Text != "Add" {
		t.Fatalf("the suggestions have the keyboard in %T, want the first Add", h.u.Window().Canvas().Focused())
	}
	tapRow("张飞", "Ignore")
	add.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("关羽 to become an entry", func() bool { return len(w.entries) == 1 && w.entries[0].Title == "关羽" })
	if len(s.cands) != 0 {
		t.Fatalf("candidates left: %v", s.cands)
	}
	h.waitFor("张飞 to be ignored", func() bool {
		got, err := h.eng.SuggestEntries(p.ID, 0)
		return err == nil && len(got) == 0
	})
}

// TestAppearancesSummary names the first and last chapters by their
// titles, as the author knows them, in both interface languages.
func TestAppearancesSummary(t *testing.T) {
	chapters := []engine.ChapterMentions{{Chapter: 0, Title: "楔子"}, {Chapter: 1, Title: "第一回 宴桃园豪杰三结义"}, {Chapter: 2, Title: ""}}
	tests := []struct {
		name, language string
		total          int
		first, last    int
		want           string
	}{
		{"English, two chapters", langEn, 12, 0, 2, "12 mentions · first in “楔子” · last in “Untitled chapter”"},
		{"English, one mention", langEn, 1, 1, 1, "1 mention, in “第一回 宴桃园豪杰三结义”"},
		{"English, one chapter", langEn, 3, 1, 1, "3 mentions, all in “第一回 宴桃园豪杰三结义”"},
		{"Chinese, two chapters", langZh, 1234, 0, 1, "共出现 1,234 次 · 首见《楔子》 · 最近见于《第一回 宴桃园豪杰三结义》"},
		{"Chinese, one chapter", langZh, 2, 2, 2, "出现 2 次，都在《未命名章节》"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			useLanguage(t, tt.language)
			a := engine.Appearances{Total: tt.total, First: tt.first, Last: tt.last, Chapters: chapters}
			if got := appearancesSummary(a); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestMentionRowsNameTheChapter: the rows under the summary said 第 1 章
// while the summary named chapters by title; a row names its chapter as
// the tree does (an untitled one 未命名章节), a title too long for the
// column ending in "…". The column holds a number and a two-zi name
// whole: it was as wide as 第八十八章 alone, and 第一章 雪夜 showed as
// "第一章 …", the name that tells the chapters apart cut off.
func TestMentionRowsNameTheChapter(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	chapters := []struct {
		title, text, context, want string
		whole                      bool // shown without cutting
	}{
		{"楔子", "孔明隐居隆中。", "孔明隐居隆中。", "楔子", true},
		{"第一回 宴桃园豪杰三结义斩黄巾英雄首立功", "玄德求见孔明。", "玄德求见孔明。", "第一回 宴桃园豪杰三结义斩黄巾英雄首立功", false},
		{"", "孔明出山。", "孔明出山。", "未命名章节", true},
		{"第一章 雪夜", "孔明夜至。", "孔明夜至。", "第一章 雪夜", true},
		{"第十二章 故人", "孔明访友。", "孔明访友。", "第十二章 故人", true},
	}
	var p engine.Project
	for _, c := range chapters {
		p, _ = h.addChapter("三国", c.title, c.text)
	}
	_, v := h.openAppearances(p.ID, engine.WikiEntry{Title: "孔明", Type: "character"})
	h.waitFor("the appearances", func() bool { return v.a.Total == len(chapters) })
	// Tall enough for every row: the list draws only the rows it shows.
	h.u.Window().Resize(fyne.NewSize(1280, 1200))
	for _, c := range chapters {
		t.Run(c.want, func(t *testing.T) {
			var where *fitLabel
			walkObjects(v.list, func(o fyne.CanvasObject) bool {
				row, ok := o.(*fyne.Container)
				if !ok || len(row.Objects) != 3 {
					return false
				}
				if l, ok := row.Objects[0].(*fitLabel); ok && l.FullText() == c.context {
					if col, ok := row.Objects[1].(*fyne.Container); ok && len(col.Objects) == 1 {
						where, _ = col.Objects[0].(*fitLabel)
					}
					return true
				}
				return false
			})
			if where == nil {
				t.Fatalf("no row for %q with a chapter column", c.context)
			}
			if where.FullText() != c.want {
				t.Errorf("the row names its chapter %q, want %q", where.FullText(), c.want)
			}
			if shown := where.Text; shown != c.want && !strings.HasSuffix(shown, "…") {
				t.Errorf("the row shows %q: cut without …", shown)
			}
			if c.whole && where.Text != c.want {
				t.Errorf("the row shows %q, want %q whole", where.Text, c.want)
			}
		})
	}
}

// TestEmptySuggestionsSayHowOftenANameMustOccur: in a new book every
// name is rarer than a suggestion needs, and "No frequent names without
// an entry" over Eliza, named four times, read as if names went
// unnoticed; the empty dialog says how often a name must occur.
func TestEmptySuggestionsSayHowOftenANameMustOccur(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("Lighthouse", "The Storm", strings.Repeat("The wind rose, and Eliza watched the sea.\n\n", 4))
	w := h.u.wiki
	h.u.state.openWiki(p.ID, 0)
	test.Tap(findButton(h.u.Window().Content(), "Suggestions…"))
	want := fmt.Sprintf("a name is suggested once it occurs %d times", engine.SuggestMinCount)
	h.waitFor("the empty suggestions", func() bool { return w.suggest != nil && strings.Contains(w.suggest.state.Text, want) })
}

// TestAppearancesFollowChapterTitles: the view named chapters by the
// titles it read with the mentions, and after Renumber Chapter Titles
// (or a rename, or a move) it kept “第二章 故人” for a chapter the tree
// called 第一章 故人 until a new mention came. It follows the chapter
// lists now.
func TestAppearancesFollowChapterTitles(t *testing.T) {
	tests := []struct {
		name   string
		change func(h *harness, p engine.Project, a, b engine.Chapter) error
		first  string // the summary's first chapter after the change
	}{
		{"renumbered", func(h *harness, p engine.Project, a, b engine.Chapter) error {
			if err := h.eng.MoveChapter(b.ID, 0); err != nil {
				return err
			}
			_, err := h.eng.RenumberTitles(p.ID)
			return err
		}, "第一章 故人"},
		{"renamed", func(h *harness, p engine.Project, a, b engine.Chapter) error {
			return h.eng.RenameChapter(a.ID, "第一章 大雪")
		}, "第一章 大雪"},
		{"moved", func(h *harness, p engine.Project, a, b engine.Chapter) error {
			return h.eng.MoveChapter(b.ID, 0)
		}, "第二章 故人"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			_, a := h.addChapter("长夜", "第一章 雪夜", "沈默推门而入。")
			p, b := h.addChapter("长夜", "第二章 故人", "沈默沉默了很久。")
			_, v := h.openAppearances(p.ID, engine.WikiEntry{Title: "沈默", Type: "character"})
			h.waitFor("the appearances", func() bool { return v.a.Total == 2 })
			if !strings.Contains(v.summary.FullText(), "first in “第一章 雪夜”") {
				t.Fatalf("summary %q", v.summary.FullText())
			}
			if err := tt.change(h, p, a, b); err != nil {
				t.Fatal(err)
			}
			h.reloadSidebar()
			want := "first in “" + tt.first + "”"
			h.waitFor("the summary to name "+tt.first+" first", func() bool { return strings.Contains(v.summary.FullText(), want) })
		})
	}
}

// TestDensityStripCellsApart: the strip's cells, one a chapter, are
// apart when there is room: two chapters that both name the entry drew
// one solid bar. Cells too narrow for a gap touch, as before.
func TestDensityStripCellsApart(t *testing.T) {
	tests := []struct {
		chapters int
		width    float32
		apart    bool
	}{
		{2, 360, true},
		{30, 360, true},
		{400, 360, false},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprint(tt.chapters), func(t *testing.T) {
			s := newDensityStrip(nil)
			counts := make([]int, tt.chapters)
			for i := range counts {
				counts[i] = 1
			}
			s.setCounts(counts)
			r := test.TempWidgetRenderer(t, s).(*stripRenderer)
			s.Resize(fyne.NewSize(tt.width, 20))
			r.Layout(fyne.NewSize(tt.width, 20))
			a, b := r.cells[0], r.cells[1]
			end := a.Position().X + a.Size().Width
			if apart := end < b.Position().X; apart != tt.apart {
				t.Errorf("%d chapters in %.0f px: the first cell ends at %.1f, the second starts at %.1f (apart %v, want %v)",
					tt.chapters, tt.width, end, b.Position().X, apart, tt.apart)
			}
			if a.Size().Width < 1 {
				t.Errorf("a cell is %.1f px wide", a.Size().Width)
			}
		})
	}
}

// TestMentionRowsShowTheName: a mention's row was its context cut at the
// row's end, a few characters before the name first; at the panel's
// width in English that left "… that Elizabeth La…", and a long lead-in
// hid the name altogether. The row shows the name whole with about as
// much context on either side, "…" where it is cut, and no wider than
// the row.
func TestMentionRowsShowTheName(t *testing.T) {
	lead := "It was on a dreary night of November, when I beheld the accomplishment of my toils, that "
	tail := " came into the room, pale and trembling, and asked whether the storm had passed at last."
	tests := []struct {
		name, language, entry, text string
		least                       int // characters the row shows at least
	}{
		{"English", langEn, "Elizabeth", lead + "Elizabeth Lavenza" + tail, 30},
		{"Chinese, a long lead-in", langZh, "阿Q", strings.Repeat("未庄的人们在酒店门口闲谈，说起城里的新闻，", 2) + "阿Q" + "便又说起他在城里看见杀革命党的事来，众人都听得呆了。", 14},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			p, _ := h.addChapter("Book", "Chapter 5", tt.text)
			_, v := h.openAppearances(p.ID, engine.WikiEntry{Title: tt.entry, Type: "character"})
			h.waitFor("the appearances", func() bool { return v.a.Total == 1 })
			m := v.a.Mentions[0]
			var text *fitLabel
			var column fyne.CanvasObject
			walkObjects(v.list, func(o fyne.CanvasObject) bool {
				if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 3 {
					text, _ = c.Objects[0].(*fitLabel)
					column = c.Objects[1]
				}
				return text != nil
			})
			if text == nil {
				t.Fatal("no mention row with a fitted context")
			}
			// The chapter column is as wide as "Chapter 5", not as a
			// long Chinese heading, and the context has the rest.
			th := text.Theme()
			if w, want := column.Size().Width, fyne.MeasureText("Chapter 5", th.Size(theme.SizeNameText), fyne.TextStyle{}).Width+2*th.Size(theme.SizeNameInnerPadding); w > want+1 {
				t.Errorf("the chapter column is %.0f wide for “Chapter 5”, %.0f wide", w, want)
			}
			shown := text.Text
			at := strings.Index(shown, tt.entry)
			if at < 0 {
				t.Fatalf("the row shows %q: the name %q is cut", shown, tt.entry)
			}
			if shown == m.Context {
				t.Fatalf("the row shows the whole context %q: the test needs it cut", shown)
			}
			before, after := []rune(shown[:at]), []rune(shown[at+len(tt.entry):])
			if d := len(before) - len(after); d < -3 || d > 3 {
				t.Errorf("the row shows %q: %d characters before the name, %d after; want it centred", shown, len(before), len(after))
			}
			// The row is mostly context: a "Not This One" button 130 px
			// wide beside it left an English row 18 characters ("…ved
			// Elizabeth. T…") in the 370-px panel.
			if n := utf8.RuneCountInString(shown); n < tt.least {
				t.Errorf("the row shows %q: %d characters, want at least %d", shown, n, tt.least)
			}
			if !strings.HasPrefix(shown, "…") || !strings.HasSuffix(shown, "…") {
				t.Errorf("the row shows %q: want … at both cut ends", shown)
			}
			if w := fyne.MeasureText(shown, th.Size(theme.SizeNameText), text.TextStyle).Width + 2*th.Size(theme.SizeNameInnerPadding); w > text.Size().Width+0.5 {
				t.Errorf("the row's text is %.0f wide in a %.0f-wide label", w, text.Size().Width)
			}
		})
	}
}

// TestEllipsiseAround cuts a text around the runes to keep at many
// widths: they are always whole, the window is as wide as fits, and the
// text's own "…" is not doubled.
func TestEllipsiseAround(t *testing.T) {
	test.NewTempApp(t)
	size, style := float32(14), fyne.TextStyle{}
	tests := []struct {
		text     string
		at, n    int
		keep     string
		wantHead string // a prefix of every cut result ("" for none)
	}{
		{"…风风风风风风风风风风风风风风风风刘琮至襄阳，风风风风风风风风风风风风风风。", 17, 2, "刘琮", "…"},
		{"刘琮至襄阳，风风风风风风风风风风风风风风风风风风风风风风。", 0, 2, "刘琮", "刘琮"},
		{"and then, at the very end of a long sentence, Elizabeth", 46, 9, "Elizabeth", "…"},
	}
	for _, tt := range tests {
		full := fyne.MeasureText(tt.text, size, style).Width
		for w := fyne.MeasureText(tt.keep+"……", size, style).Width; w < full+20; w += 7 {
			got := ellipsiseAround(tt.text, tt.at, tt.n, w, size, style)
			if !strings.Contains(got, tt.keep) {
				t.Errorf("%q at %.0f: %q lost %q", tt.text, w, got, tt.keep)
			}
			if fw := fyne.MeasureText(got, size, style).Width; fw > w {
				t.Errorf("%q at %.0f: %q is %.0f wide", tt.text, w, got, fw)
			}
			if strings.Contains(got, "……") {
				t.Errorf("%q at %.0f: %q doubles the …", tt.text, w, got)
			}
			if got != tt.text && !strings.HasPrefix(got, tt.wantHead) {
				t.Errorf("%q at %.0f: %q, want it to start %q", tt.text, w, got, tt.wantHead)
			}
		}
	}
}

// TestAppearancesListHasRoom: under the entry's form the mentions list
// had the height left over, two rows in a 1280×820 window. It has room
// for mentionListRows rows, and picking the Appearances tab scrolls the
// tab so the list is in view, while the entry's names and the tabs'
// header (Profile, Appearances) stay in view above it: scrolling the
// whole form to its bottom took the header out of the panel, and before
// that the names.
func TestAppearancesListHasRoom(t *testing.T) {
	for _, size := range []fyne.Size{{Width: 1400, Height: 900}, {Width: 1280, Height: 820}, {Width: 1024, Height: 640}, {Width: 1024, Height: 560}} {
		t.Run(fmt.Sprintf("%.0fx%.0f", size.Width, size.Height), func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langZh})
			h.u.Window().Resize(size)
			p, _ := h.addChapter("呐喊", "第二章 雪夜", strings.Repeat("阿Q又说。\n\n", 20))
			w, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "阿Q", Type: "character"})
			if err != nil {
				t.Fatal(err)
			}
			if err := h.eng.FlushMentions(context.Background()); err != nil {
				t.Fatal(err)
			}
			h.u.state.openWiki(p.ID, w.ID)
			v := h.u.wiki.appear
			h.waitFor("the appearances", func() bool { return v.a.Total == 20 })
			h.u.wiki.body.SelectIndex(1) // the Appearances tab
			row := v.list.CreateItem().MinSize().Height
			if got := v.list.Size().Height; got < mentionListRows*row {
				t.Fatalf("the list is %.0f high: %.1f rows of %.0f, want %d", got, got/row, row, mentionListRows)
			}
			d := fyne.CurrentApp().Driver()
			sc := h.u.wiki.formScroll
			view := d.AbsolutePositionForObject(sc).Y
			// The tabs' header, at the tabs' top, is inside the form.
			if y := d.AbsolutePositionForObject(h.u.wiki.body).Y; y < view-0.5 {
				t.Fatalf("the tabs' header starts at %.0f, above the form's top %.0f: out of view", y, view)
			}
			// As much of the list as the tab has room for is in view.
			in := h.u.wiki.body.Items[1].Content
			inTop := d.AbsolutePositionForObject(in).Y
			inEnd := min(inTop+in.Size().Height, view+sc.Size().Height)
			top := d.AbsolutePositionForObject(v.list).Y
			shown := min(top+v.list.Size().Height, inEnd) - max(top, inTop)
			if want := min(v.list.Size().Height, inEnd-inTop); shown < want-0.5 {
				t.Fatalf("%.0f px of the list in view, want %.0f: it spans %.0f–%.0f, the tab shows %.0f–%.0f",
					shown, want, top, top+v.list.Size().Height, inTop, inEnd)
			}
			// From 1024×640 up the tab has room for the rows it asks for:
			// the entries' list above gives it up, down to two rows. At
			// 1024×640 it showed one row of mentions under its header.
			t.Logf("%.0f px of mentions in view (%.1f rows); the entries' list %.0f px",
				shown, shown/row, h.u.wiki.listBox.Size().Height)
			if size.Height >= 640 && shown < mentionListRows*row-0.5 {
				t.Errorf("%.0f px of the list in view: %.1f rows, want %d; the entries' list is %.0f px high",
					shown, shown/row, mentionListRows, h.u.wiki.listBox.Size().Height)
			}
			if entries := h.u.wiki.listBox.Size().Height; entries < wikiListRowsAppearances*h.u.wiki.listRow()-0.5 {
				t.Errorf("the entries' list is %.0f high, less than %d rows", entries, wikiListRowsAppearances)
			}

			// The names are above the scrolling tabs, inside the window.
			for _, f := range []*keyEntry{h.u.wiki.title, h.u.wiki.aliases} {
				y := d.AbsolutePositionForObject(f).Y
				if !f.Visible() || y < 0 || y+f.Size().Height > view+0.5 || f.Size().Height == 0 {
					t.Fatalf("a name field spans %.0f–%.0f, the tabs start at %.0f: out of view", y, y+f.Size().Height, view)
				}
			}
			// Back on the Profile tab the divider is where it was, and
			// the list has its rows again where the panel has room.
			h.u.wiki.body.SelectIndex(0)
			if got := h.u.wiki.split.Offset; got != 0.3 {
				t.Errorf("back on the Profile tab the divider is at %.2f, want 0.3 as before", got)
			}
			// (With an entry open it keeps wikiListRowsEntry at least: the
			// Profile box needs the rest of a 1024×640 window.)
			if entries := h.u.wiki.listBox.Size().Height; size.Height >= 640 && entries < wikiListRowsEntry*h.u.wiki.listRow()-0.5 {
				t.Errorf("back on the Profile tab the entries' list is %.0f high, less than %d rows", entries, wikiListRowsEntry)
			}
			if entries := h.u.wiki.listBox.Size().Height; size.Height >= 820 && entries < wikiListRows*h.u.wiki.listRow()-0.5 {
				t.Errorf("back on the Profile tab the entries' list is %.0f high, less than %d rows", entries, wikiListRows)
			}
		})
	}
}

// TestAppearancesSummaryIsOneLine: the summary above the mentions is
// one line at every width, cut with "…" where the panel is narrow, and
// the pointer resting on it shows it whole, in Chinese and English.
// Wrapped, it took three lines of an English panel in a 1000×700 window
// ("20 mentions · first in “…” · last in “…”"), a row of mentions and a
// half fewer.
func TestAppearancesSummaryIsOneLine(t *testing.T) {
	chapters := []engine.ChapterMentions{{Chapter: 1, Title: "第一章 故人"}, {Chapter: 2, Title: "第二章 雪夜"}}
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			v := h.u.wiki.appear
			v.entryID = 1
			v.set(engine.Appearances{Total: 1234, First: 1, Last: 2, Chapters: chapters})
			l := v.summary
			line := widget.NewLabel("字").MinSize().Height
			cut := false
			for w := float32(60); w < 700; w += 20 {
				l.Resize(fyne.NewSize(w, l.MinSize().Height))
				if got := l.MinSize().Height; got > line+0.5 {
					t.Fatalf("at %.0f px the summary is %.0f high, more than a line's %.0f", w, got, line)
				}
				cut = cut || l.cut()
			}
			if !cut {
				t.Fatal("the summary was never cut: the test needs it to be")
			}
			// Cut, the pointer on it shows the whole summary.
			l.Resize(fyne.NewSize(120, l.MinSize().Height))
			if !l.cut() {
				t.Fatalf("at 120 px the summary %q is whole", l.Text)
			}
			l.MouseIn(nil)
			h.waitFor("the whole summary as a hint", func() bool {
				for _, o := range h.u.hints.layer.Objects {
					if txt, ok := o.(*canvas.Text); ok && txt.Text == l.FullText() {
						return true
					}
				}
				return false
			})
			l.MouseOut()
			if len(h.u.hints.layer.Objects) != 0 {
				t.Error("the hint stays after the pointer left")
			}
		})
	}
}

// openAppearances makes the story-bible entry in the project, finds its
// mentions (no model needed) and opens its Appearances tab.
func (h *harness) openAppearances(projectID uint64, entry engine.WikiEntry) (engine.WikiEntry, *appearancesView) {
	h.t.Helper()
	w, err := h.eng.CreateWikiEntry(projectID, entry)
	if err != nil {
		h.t.Fatal(err)
	}
	if err := h.eng.FlushMentions(context.Background()); err != nil {
		h.t.Fatal(err)
	}
	h.u.state.openWiki(projectID, w.ID)
	h.u.wiki.body.SelectIndex(1) // the Appearances tab
	return w, h.u.wiki.appear
}

// TestTypingInAnEntryKeepsTheSidePanel: typing in a story-bible entry
// in a 1024×640 window keeps the side panel where it is. The form's
// state, "有未保存的修改" (Unsaved changes, now 未保存) beside its three buttons,
// widened the panel past the room the window leaves it, and the whole
// panel vanished at the first character typed, until the window was
// resized.
func TestTypingInAnEntryKeepsTheSidePanel(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language, ui: Options{AutosaveDelay: time.Hour}})
			h.u.Window().Resize(fyne.NewSize(1024, 640))
			p, _ := h.addChapter("呐喊", "第一章", "阿Q又说。")
			w, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "阿Q", Type: "character", Text: "未庄的雇工。"})
			if err != nil {
				t.Fatal(err)
			}
			h.u.state.openWiki(p.ID, w.ID)
			wp := h.u.wiki
			h.waitFor("the entry to open", func() bool { return wp.editing && wp.current == w.ID })
			if !h.u.side.shown() {
				t.Fatal("the side panel is hidden before any typing: the test needs it shown")
			}
			before := h.u.side.centre.Trailing.MinSize().Width
			// The state is whole beside the buttons, not cut to "…".
			whole := func() bool {
				th := wp.state.Theme()
				return wp.state.Size().Width+0.5 >= fyne.MeasureText(wp.state.Text, th.Size(theme.SizeNameText), fyne.TextStyle{}).Width+2*th.Size(theme.SizeNameInnerPadding)
			}
			if !whole() {
				t.Errorf("the state %q is cut in %.0f px (least %v, min %v, panel %v min %v)", wp.state.Text, wp.state.Size().Width, wp.stateWidth(), wp.state.MinSize(), h.u.side.centre.Trailing.Size(), h.u.side.centre.Trailing.MinSize())
			}
			test.Type(wp.text, "他")
			if !wp.dirty {
				t.Fatal("the entry is not marked unsaved")
			}
			h.u.Window().Content().Refresh()
			if !h.u.side.shown() {
				t.Errorf("typing hid the side panel: it asks %.0f px now, %.0f before, the state reading %q",
					h.u.side.centre.Trailing.MinSize().Width, before, wp.state.Text)
			}
			if now := h.u.side.centre.Trailing.MinSize().Width; now > before+0.5 {
				t.Errorf("typing widened the side panel from %.0f to %.0f px (the state reads %q)", before, now, wp.state.Text)
			}
			// 未保存 as 已保存: the Chinese state is whole too.
			if language == langZh && !whole() {
				t.Errorf("the state %q is cut in %.0f px", wp.state.Text, wp.state.Size().Width)
			}
		})
	}
}

// TestSuggestionsShowAndChangeKind: every suggested name was added as a
// character, 荆州 too. Each row shows the type the engine guesses (荆州 a
// place, 张飞 a character); Add makes the entry of the type shown, and
// the author can change it first (张飞 made a faction here).
func TestSuggestionsShowAndChangeKind(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	text := ""
	for range 6 {
		text += "张飞到荆州去，张飞说：“我在荆州等你。”\n\n"
	}
	p, _ := h.addChapter("三国", "第一回", text)
	w := h.u.wiki
	h.u.state.openWiki(p.ID, 0)
	test.Tap(findButton(h.u.Window().Content(), "Suggestions…"))
	h.waitFor("the suggestions", func() bool { return w.suggest != nil && len(w.suggest.cands) == 2 })
	// The longer text over the list wraps in the dialog: it is laid out
	// again, not left at the one line of "Looking…" over the first rows.
	s := w.suggest
	if bottom := s.state.Position().Y + s.state.Size().Height; bottom > s.list.Position().Y || s.state.Size().Height < s.state.MinSize().Height {
		t.Fatalf("the text over the list ends at %v, %v high of %v it needs; the list starts at %v", bottom, s.state.Size().Height, s.state.MinSize().Height, s.list.Position().Y)
	}
	top := h.u.Window().Canvas().Overlays().Top()
	row := func(name string) (*widget.Select, *dialogButton) {
		t.Helper()
		var kind *widget.Select
		var add *dialogButton
		walkObjects(top, func(o fyne.CanvasObject) bool {
			c, ok := o.(*fyne.Container)
			if !ok || len(c.Objects) != 2 {
				return false
			}
			if l, ok := c.Objects[0].(*widget.Label); !ok || !strings.HasPrefix(l.Text, name+" ·") {
				return false
			}
			walkObjects(c.Objects[1], func(o fyne.CanvasObject) bool {
				switch o := o.(type) {
				case *widget.Select:
					kind = o
				case *dialogButton:
					if o.Text == "Add" {
						add = o
					}
				}
				return false
			})
			return true
		})
		if kind == nil || add == nil {
			t.Fatalf("no type choice and Add on the row of %s", name)
		}
		return kind, add
	}
	kind, add := row("荆州")
	if kind.Selected != "Place" {
		t.Fatalf("荆州 shows the type %q, want Place", kind.Selected)
	}
	test.Tap(add)
	h.waitFor("荆州 to become a place", func() bool { return len(w.entries) == 1 })
	if got := w.entries[0]; got.Title != "荆州" || got.Type != "place" {
		t.Fatalf("entry %q of type %q, want 荆州 a place", got.Title, got.Type)
	}
	kind, add = row("张飞")
	if kind.Selected != "Character" {
		t.Fatalf("张飞 shows the type %q, want Character", kind.Selected)
	}
	kind.SetSelected("Faction")
	test.Tap(add)
	h.waitFor("张飞 to become an entry", func() bool { return len(w.entries) == 2 })
	for _, e := range w.entries {
		if e.Title == "张飞" && e.Type != "faction" {
			t.Fatalf("张飞 added as %q, want the faction chosen", e.Type)
		}
	}
}

// TestMentionColumnFitsTheChaptersListed: the mention rows' chapter
// column is as wide as the titles of the chapters the rows name, not as
// the book's longest title. In the real window (1000×700, 呐喊 imported),
// 孔乙己's rows, all in 《孔乙己》, had a column as wide as 《呐喊》自序,
// and seven 字 of each mention's context beside it.
func TestMentionColumnFitsTheChaptersListed(t *testing.T) {
	tests := []struct {
		name     string
		chapters [][2]string // title, text
		widest   string      // the title the column must fit, and no more
	}{
		{"one chapter names him", [][2]string{
			{"《呐喊》自序", "我在年青时候也曾经做过许多梦。"},
			{"孔乙己", "只有孔乙己到店，才可以笑几声。"},
			{"头发的故事", "星期日的早晨，我揭去一张隔夜的日历。"},
		}, "孔乙己"},
		{"two chapters name him", [][2]string{
			{"《呐喊》自序", "孔乙己的事，我在年青时候也曾听说。"},
			{"孔乙己", "只有孔乙己到店，才可以笑几声。"},
		}, "《呐喊》自序"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langZh})
			h.u.Window().Resize(fyne.NewSize(1000, 700))
			var p engine.Project
			for _, c := range tt.chapters {
				p, _ = h.addChapter("呐喊", c[0], c[1])
			}
			_, v := h.openAppearances(p.ID, engine.WikiEntry{Title: "孔乙己", Type: "character"})
			h.waitFor("the appearances", func() bool { return v.a.Total > 0 })
			var column fyne.CanvasObject
			walkObjects(v.list, func(o fyne.CanvasObject) bool {
				if c, ok := o.(*fyne.Container); ok && len(c.Objects) == 3 {
					if _, ok := c.Objects[0].(*fitLabel); ok {
						column = c.Objects[1]
					}
				}
				return column != nil
			})
			if column == nil {
				t.Fatal("no mention row")
			}
			th := v.list.Theme()
			size, pad := th.Size(theme.SizeNameText), 2*th.Size(theme.SizeNameInnerPadding)
			want := measureInBook(tt.widest, size, fyne.TextStyle{}, h.u.passageFont(p.ID)) + pad
			if w := column.Size().Width; w < want-0.5 || w > want+1 {
				t.Errorf("the chapter column is %.0f wide, want %.0f (as wide as %q)", w, want, tt.widest)
			}
		})
	}
}

// TestAppearancesRowsAtLaptopSizes: a 13-inch laptop's window (1000×700)
// shows at least five mentions in an entry's Appearances tab, with the
// summary above them whole and the entry's name in view, in English and
// Chinese; under all four of the entry's fields it showed three. Type
// and Not these hide while the tab is up and come back with the Profile.
func TestAppearancesRowsAtLaptopSizes(t *testing.T) {
	const want = 5
	for _, language := range []string{langEn, langZh} {
		for _, size := range []fyne.Size{{Width: 1000, Height: 700}, {Width: 1280, Height: 800}, {Width: 1400, Height: 900}} {
			t.Run(fmt.Sprintf("%s %.0fx%.0f", language, size.Width, size.Height), func(t *testing.T) {
				h := newHarness(t, harnessOptions{noModel: true, language: language})
				h.u.Window().Resize(size)
				// Two chapters, so the summary names a first and a last
				// one, titled as long as a real book's: the summary
				// wrapped to three lines of an English panel.
				p, _ := h.addChapter("呐喊", "第一章 序 阿Q正传的缘起与名字", strings.Repeat("阿Q又说。\n\n", 10))
				h.addChapter("呐喊", "第九章 大团圆 阿Q的结局", strings.Repeat("阿Q又说。\n\n", 10))
				for _, name := range []string{"赵太爷", "王胡", "小D", "吴妈"} {
					if _, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: name, Type: "character"}); err != nil {
						t.Fatal(err)
					}
				}
				_, v := h.openAppearances(p.ID, engine.WikiEntry{Title: "阿Q", Type: "character"})
				h.waitFor("the appearances", func() bool { return v.a.Total == 20 })
				h.pump()
				w := h.u.wiki
				if !h.u.side.shown() {
					t.Fatal("the side panel is hidden")
				}
				d := fyne.CurrentApp().Driver()
				sc := v.scroll
				view := d.AbsolutePositionForObject(sc).Y
				end := view + sc.Size().Height
				top := d.AbsolutePositionForObject(v.list).Y
				row := v.list.CreateItem().MinSize().Height + theme.Padding()
				shown := min(top+v.list.Size().Height, end) - max(top, view)
				if shown/row < want-0.05 {
					t.Errorf("%.1f mentions in view (%.0f px), want %d; the entries' list is %.0f px high",
						shown/row, shown, want, w.listBox.Size().Height)
				}
				// The summary is one line: wrapped, it took three lines of
				// the English panel, four or five of the Chinese one, in the
				// real window, and the rows it took were mentions fewer.
				if got, line := v.summary.MinSize().Height, widget.NewLabel("字").MinSize().Height; got > line+0.5 {
					t.Errorf("the summary is %.0f px high, more than a line's %.0f", got, line)
				}
				if s := d.AbsolutePositionForObject(v.summary).Y; s < view-0.5 {
					t.Errorf("the summary starts at %.0f, above the tab's view at %.0f", s, view)
				}
				if y := d.AbsolutePositionForObject(w.title).Y; !w.title.Visible() || y < 0 || w.title.Size().Height == 0 {
					t.Errorf("the entry's name is out of view (at %.0f)", y)
				}
				if w.typ.Visible() || w.exclusions.Visible() {
					t.Error("Type and Not these show over the Appearances tab")
				}
				w.body.SelectIndex(0)
				h.pump()
				if !w.typ.Visible() || !w.exclusions.Visible() || w.exclusions.Size().Height == 0 {
					t.Error("Type and Not these did not come back with the Profile tab")
				}
			})
		}
	}
}

// TestSuggestionsAddAliases: Lord Henry and Henry Wotton were two
// suggestions, added as two entries for one man. The engine makes one of
// them, the full name with the titled form as its alias: the row shows
// both, and Add gives the entry the alias, so its mentions count both.
func TestSuggestionsAddAliases(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	text := ""
	for _, v := range []string{"smiled", "laughed", "waited", "spoke", "slept", "sighed"} {
		text += "Then Lord Henry " + v + ". Then Henry Wotton " + v + ".\n\n"
	}
	text += "Then Lord Henry Wotton came.\n\nThen Lord Henry Wotton went.\n\n"
	p, _ := h.addChapter("Dorian", "Chapter One", text)
	w := h.u.wiki
	h.u.state.openWiki(p.ID, 0)
	test.Tap(findButton(h.u.Window().Content(), "Suggestions…"))
	h.waitFor("the suggestions", func() bool { return w.suggest != nil && len(w.suggest.cands) > 0 })
	var add *dialogButton
	walkObjects(h.u.Window().Canvas().Overlays().Top(), func(o fyne.CanvasObject) bool {
		c, ok := o.(*fyne.Container)
		if !ok || len(c.Objects) != 2 {
			return false
		}
		if l, ok := c.Objects[0].(*widget.Label); !ok || !strings.HasPrefix(l.Text, "Henry Wotton (also Lord Henry) ·") {
			return false
		}
		walkObjects(c.Objects[1], func(o fyne.CanvasObject) bool {
			if b, ok := o.(*dialogButton); ok && b.Text == "Add" {
				add = b
			}
			return false
		})
		return true
	})
	if add == nil {
		t.Fatalf("no row of Henry Wotton (also Lord Henry) with Add among %+v", w.suggest.cands)
	}
	test.Tap(add)
	h.waitFor("Henry Wotton to become an entry", func() bool { return len(w.entries) == 1 })
	if got := w.entries[0]; got.Title != "Henry Wotton" || !slices.Equal(got.Aliases, []string{"Lord Henry"}) {
		t.Fatalf("entry %q with aliases %q, want Henry Wotton with the alias Lord Henry", got.Title, got.Aliases)
	}
}
