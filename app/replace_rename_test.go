package app

import (
	"slices"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
)

// TestReplaceAllRenamesTheOpenEntry: Replace All with the story bible
// included renames the character's entry too: the story bible's list and
// the entry open in its form show the new name (the form does not save
// the old one back), and Undo replace gives the old name back. A name
// another entry has is left alone, and the author is told in one line.
// Before, the entry's body changed but it kept its old name.
func TestReplaceAllRenamesTheOpenEntry(t *testing.T) {
	for _, tc := range []struct {
		name      string
		other     string // another entry's title
		wantTitle string
		wantInfo  string // in the notice; "" for none
	}{
		{"renamed", "", "林远", ""},
		{"name taken", "林远", "林园", "“林园” of “林园” was not renamed “林远”: that is already a name of “林远”."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, ui: Options{SearchDelay: time.Hour}})
			u := h.u
			p, c := h.addChapter("青云", "第一章", "林园拔剑。")
			w, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "林园", Aliases: []string{"小林园"}, Type: "character", Text: "林园是主角。"})
			if err != nil {
				t.Fatal(err)
			}
			if tc.other != "" {
				if _, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: tc.other, Text: "另一人。"}); err != nil {
					t.Fatal(err)
				}
			}
			h.openInTree(p.ID, c.ID)
			u.wiki.open(w.ID)
			h.waitFor("the entry to open", func() bool { return u.wiki.editing && u.wiki.current == w.ID })

			rp := u.replace
			u.command(cmdFindReplace)
			rp.alsoWiki.SetChecked(true)
			test.Type(rp.pattern, "林园")
			test.Type(rp.replacement, "林远")
			waitResults(h, rp, "林园", "林远")
			test.Tap(rp.replaceAll)
			h.tapDialogButton("Replace All")
			h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
			h.waitFor("the form to show the entry's name", func() bool { return u.wiki.title.Text == tc.wantTitle })
			h.waitFor("the form to show the replaced text", func() bool { return u.wiki.text.Text == "林远是主角。" })
			h.waitFor("the list to show the entry's name", func() bool {
				return slices.ContainsFunc(u.wiki.entries, func(e engine.WikiEntry) bool { return e.ID == w.ID && e.Title == tc.wantTitle })
			})
			if tc.wantInfo != "" {
				h.waitFor("the notice", func() bool { return findLabel(u.Window().Canvas().Overlays().Top(), tc.wantInfo) })
				h.tapDialogButton("OK")
			}
			u.wiki.saveEntry() // the form must not put the old name back
			h.waitFor("the form's save", func() bool { return u.wiki.saving == 0 })
			if got, _ := h.eng.WikiEntry(w.ID); got.Title != tc.wantTitle || !slices.Equal(got.Aliases, []string{"小林远"}) {
				t.Fatalf("entry after the replace: %q %q, want %q [小林远]", got.Title, got.Aliases, tc.wantTitle)
			}

			test.Tap(rp.undo)
			h.waitFor("the undo to finish", func() bool { return !rp.undo.Visible() })
			h.waitFor("the form to show the old name", func() bool { return u.wiki.title.Text == "林园" && u.wiki.text.Text == "林园是主角。" })
			if got, _ := h.eng.WikiEntry(w.ID); got.Title != "林园" || !slices.Equal(got.Aliases, []string{"小林园"}) {
				t.Errorf("entry after the undo: %q %q", got.Title, got.Aliases)
			}
		})
	}
}

// TestReplaceAllAsksWithTheRenames: Replace All's confirmation counts the
// story-bible names the replace renames with the matches, as many as it
// then changes; it asked 替换 2 处 of a replace that made 4 changes (the
// entry's title and alias too). The button says the same counts in the
// same words: it read 全部替换（2 处）… and "Replace All (2)…" over that
// question. Without the story bible both count the matches alone.
func TestReplaceAllAsksWithTheRenames(t *testing.T) {
	for _, tc := range []struct {
		name     string
		language string
		wiki     bool
		button   string
		want     string
		changes  int
	}{
		// One match is in the chapter, one in the entry's text: "涉及 2
		// 章" counted the entry as a chapter.
		{"with the story bible", langEn, true, "Replace All (2 Matches, 2 Entry Names)…", "Replace 2 matches in 1 chapter and 1 Story Bible entry, and rename 2 entry names in the Story Bible?", 4},
		{"with the story bible, Chinese", langZh, true, "全部替换（2 处，2 个词条名）…", "替换 2 处，涉及 1 章和 1 个词条，并改设定集中的 2 个词条名？", 4},
		{"chapters only", langEn, false, "Replace All (1 Match)…", "Replace 1 match in 1 chapter?", 1},
		{"chapters only, Chinese", langZh, false, "全部替换（1 处）…", "替换 1 处，涉及 1 章？", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language, ui: Options{SearchDelay: time.Hour}})
			u := h.u
			p, c := h.addChapter("青云", "第一章", "林园拔剑。")
			if _, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "林园", Aliases: []string{"小林园"}, Type: "character", Text: "林园是主角。"}); err != nil {
				t.Fatal(err)
			}
			h.openInTree(p.ID, c.ID)
			rp := u.replace
			u.command(cmdFindReplace)
			rp.alsoWiki.SetChecked(tc.wiki)
			test.Type(rp.pattern, "林园")
			test.Type(rp.replacement, "林远")
			waitResults(h, rp, "林园", "林远")
			if rp.replaceAll.Text != tc.button {
				t.Errorf("the button reads %q, want %q", rp.replaceAll.Text, tc.button)
			}
			test.Tap(rp.replaceAll)
			if top := u.Window().Canvas().Overlays().Top(); top == nil || !findLabel(top, tc.want) {
				t.Fatalf("the confirmation does not say %q", tc.want)
			}
			h.tapDialogButton(lang.L("Replace All"))
			h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
			recs, err := h.eng.Replaces(p.ID)
			if err != nil || len(recs) != 1 || recs[0].Changes != tc.changes {
				t.Fatalf("replaces %+v (%v), want one of %d changes", recs, err, tc.changes)
			}
		})
	}
}

// TestReplaceAllRenamesWhenOnlyNamesMatch: a pattern found only in
// story-bible names (no chapter or entry text holds it) says what
// Replace All will do and lets the author run it: the entries are
// renamed, the undo button counts them as entries, and Undo gives the
// names back. Before, the tab said "No matches" over a disabled Replace
// All, though the replace would rename two entries.
func TestReplaceAllRenamesWhenOnlyNamesMatch(t *testing.T) {
	for _, tc := range []struct {
		language                       string
		summary, button, confirm, undo string
		// rows are the list's rows: the names' header and each name
		// before → after, whose it is (the list was empty).
		rows []string
	}{
		{langEn, "No matches in the text; 2 entry names to rename", "Replace All (2 Entry Names)…",
			"Rename 2 entry names in the Story Bible? Undo takes the whole replace back.", "Undo replace: 2 changes in 2 Story Bible entries",
			[]string{"Story Bible names  2 entry names", "桂哥 → 桂兄  alias of “阿Q”", "桂哥村 → 桂兄村  alias of “未庄”"}},
		{langZh, "文中无匹配，可改 2 个词条名", "全部替换（2 个词条名）…",
			"改设定集中的 2 个词条名？可以一键撤销整次替换。", "撤销替换：2 处，2 个词条",
			[]string{"设定集词条名  2 个词条名", "桂哥 → 桂兄  「阿Q」的别名", "桂哥村 → 桂兄村  「未庄」的别名"}},
	} {
		t.Run(tc.language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language, ui: Options{SearchDelay: time.Hour}})
			u := h.u
			p, c := h.addChapter("呐喊", "第一章", "阿Q走进未庄。")
			q, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "阿Q", Aliases: []string{"桂哥"}, Type: "character", Text: "未庄的雇工。"})
			if err != nil {
				t.Fatal(err)
			}
			village, err := h.eng.CreateWikiEntry(p.ID, engine.WikiEntry{Title: "未庄", Aliases: []string{"桂哥村"}, Type: "place", Text: "一个村子。"})
			if err != nil {
				t.Fatal(err)
			}
			h.openInTree(p.ID, c.ID)
			rp := u.replace
			u.command(cmdFindReplace)
			rp.alsoWiki.SetChecked(true)
			test.Type(rp.pattern, "桂哥")
			test.Type(rp.replacement, "桂兄")
			waitResults(h, rp, "桂哥", "桂兄")
			h.waitFor("the renames to be counted", func() bool { return len(rp.renames) == 2 })
			if rp.summary.Text != tc.summary {
				t.Errorf("the summary reads %q, want %q", rp.summary.Text, tc.summary)
			}
			if rp.replaceAll.Text != tc.button || rp.replaceAll.Disabled() {
				t.Fatalf("the button reads %q (disabled %v), want %q enabled", rp.replaceAll.Text, rp.replaceAll.Disabled(), tc.button)
			}
			if len(rp.rows) != len(tc.rows) {
				t.Fatalf("%d rows, want %d: %q", len(rp.rows), len(tc.rows), tc.rows)
			}
			for _, want := range tc.rows {
				text, check, button := findRowView(t, rp.list, want)
				if text.FullText() != want || check.Visible() || button.Visible() {
					t.Errorf("row %q (tick box %v, button %v), want %q with neither", text.FullText(), check.Visible(), button.Visible(), want)
				}
			}
			// A name's row opens its entry.
			rp.list.Select(1)
			h.waitFor("阿Q's entry to open", func() bool { return u.wiki.current == q.ID })
			test.Tap(rp.replaceAll)
			if top := u.Window().Canvas().Overlays().Top(); top == nil || !findLabel(top, tc.confirm) {
				t.Fatalf("the confirmation does not say %q", tc.confirm)
			}
			h.tapDialogButton(lang.L("Replace All"))
			h.waitFor("the replace to finish", func() bool { return rp.undo.Visible() })
			h.waitFor("the undo button's count", func() bool { return rp.undo.Text == tc.undo })
			for id, want := range map[uint64][]string{q.ID: {"桂兄"}, village.ID: {"桂兄村"}} {
				if got, _ := h.eng.WikiEntry(id); !slices.Equal(got.Aliases, want) {
					t.Errorf("entry %d's aliases after the replace: %q, want %q", id, got.Aliases, want)
				}
			}
			if got, _ := h.eng.Chapter(c.ID); got.Text != "阿Q走进未庄。" {
				t.Errorf("the chapter changed: %q", got.Text)
			}
			test.Tap(rp.undo)
			h.waitFor("the undo to finish", func() bool { return !rp.undo.Visible() })
			for id, want := range map[uint64][]string{q.ID: {"桂哥"}, village.ID: {"桂哥村"}} {
				if got, _ := h.eng.WikiEntry(id); !slices.Equal(got.Aliases, want) {
					t.Errorf("entry %d's aliases after the undo: %q, want %q", id, got.Aliases, want)
				}
			}
		})
	}
}

// TestReplaceSummaryWrapsAboveTheList: in a 1024×640 window the summary
// "共 4 处，分布在 1 章和 2 个词条；另可改 2 个词条名" wraps to two lines in the side
// panel; the panel was laid out for one, and the second line ran under
// the list's first row. The list starts below the whole summary.
func TestReplaceSummaryWrapsAboveTheList(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh, ui: Options{SearchDelay: time.Hour}})
	h.u.Window().Resize(fyne.NewSize(1024, 640))
	u := h.u
	p, c := h.addChapter("呐喊", "第一章", "桂哥走进未庄。桂哥笑了。")
	for _, w := range []engine.WikiEntry{{Title: "阿Q", Aliases: []string{"桂哥"}, Text: "桂哥是雇工。"}, {Title: "未庄", Aliases: []string{"桂哥村"}, Text: "桂哥住在这里。"}} {
		if _, err := h.eng.CreateWikiEntry(p.ID, w); err != nil {
			t.Fatal(err)
		}
	}
	h.openInTree(p.ID, c.ID)
	rp := u.replace
	u.command(cmdFindReplace)
	rp.alsoWiki.SetChecked(true)
	test.Type(rp.pattern, "桂哥")
	test.Type(rp.replacement, "桂兄")
	waitResults(h, rp, "桂哥", "桂兄")
	h.waitFor("the renames to be counted", func() bool { return len(rp.renames) == 2 })
	h.pump()
	d := fyne.CurrentApp().Driver()
	lines := len(rp.summary.body.lines)
	bottom := d.AbsolutePositionForObject(rp.summary).Y + rp.summary.Size().Height
	if top := d.AbsolutePositionForObject(rp.list).Y; bottom > top+0.5 || rp.summary.Size().Height < rp.summary.MinSize().Height-0.5 {
		t.Fatalf("the summary %q (%d lines) is %.0f px high of %.0f and ends at %.0f; the list starts at %.0f",
			rp.summary.Text, lines, rp.summary.Size().Height, rp.summary.MinSize().Height, bottom, top)
	}
	if lines < 2 {
		t.Fatalf("the summary %q is on %d line in %.0f px: the test needs it wrapped", rp.summary.Text, lines, rp.summary.Size().Width)
	}
}
