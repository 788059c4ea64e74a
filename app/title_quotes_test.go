package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
)

// TestChineseQuotesTitlesWithBookMarks: the Chinese interface quoted a
// chapter's title three ways (「」 in the delete and merge questions, “”
// in the appearances, 《》 elsewhere). Mainland usage (GB/T 15834) puts
// the titles of works and their chapters in 《》, so every text naming a
// chapter does.
func TestChineseQuotesTitlesWithBookMarks(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("长河", "第二章 夜雨", "雨下了一夜。")
	h.addChapter("长河", "第三章 出发", "第二天，他们出发了。")
	h.openInTree(p.ID, c.ID)
	// dialogText opens a question and returns its texts, closed again.
	dialogText := func(open func()) string {
		open()
		ov := h.u.Window().Canvas().Overlays()
		top := ov.Top()
		if top == nil {
			t.Fatal("no dialog opened")
		}
		defer ov.Remove(top)
		return strings.Join(visibleStrings(top), "\n")
	}
	tests := []struct {
		name   string
		text   func() string
		titles []string
	}{
		{"the delete question", func() string { return dialogText(h.u.sidebar.deleteSelected) }, []string{"第二章 夜雨"}},
		{"the merge question", func() string { return dialogText(func() { h.u.command(cmdMergeChapter) }) }, []string{"第二章 夜雨", "第三章 出发"}},
		{"the appearances summary", func() string {
			return appearancesSummary(engine.Appearances{Total: 3, First: 1, Last: 2,
				Chapters: []engine.ChapterMentions{{Chapter: 1, Title: "第二章 夜雨"}, {Chapter: 2, Title: "第三章 出发"}}})
		}, []string{"第二章 夜雨", "第三章 出发"}},
		{"the recovery notice", func() string { return recoveryNotice(engine.Recovery{Title: "第二章 夜雨", Chars: 3}) }, []string{"第二章 夜雨"}},
		{"the recovery notice without a count", func() string { return recoveryNotice(engine.Recovery{Title: "第三章 出发"}) }, []string{"第三章 出发"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.text()
			for _, title := range tt.titles {
				if !strings.Contains(got, "《"+title+"》") {
					t.Errorf("%q is not quoted 《%s》: %q", title, title, got)
				}
			}
		})
	}
}

// TestProseBoxesTypeSmartQuotes: with smart quotes on (the default), the
// boxes of prose beside the manuscript — a chapter's title, a wiki
// entry's names and profile — type curly quotes as the manuscript does:
// a title stayed "The Storm's Arrival" over a text of don’t and “Come”,
// and the EPUB's headings and contents showed the straight ones. Typing
// over a selection quotes by what is before it; with smart quotes off,
// and in a search box, quotes stay as typed.
func TestProseBoxesTypeSmartQuotes(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("Lighthouse", "Chapter 1", "It won't hold.")
	h.openInTree(p.ID, c.ID)
	ed, w := h.u.editor, h.u.wiki
	tests := []struct {
		name      string
		box       *keyEntry
		start     string
		selectAll bool
		smart     bool
		typed     string
		want      string
	}{
		{"chapter title", ed.title, "", false, true, `The Storm's "Arrival"`, "The Storm’s “Arrival”"},
		{"chapter title typed over", ed.title, "Chapter 1", true, true, `"Lost" Souls`, "“Lost” Souls"},
		{"after a title's text", ed.title, "Chapter 1:", false, true, ` 'Lost'`, "Chapter 1: ‘Lost’"},
		{"smart quotes off", ed.title, "", false, false, `The Storm's "Arrival"`, `The Storm's "Arrival"`},
		{"wiki name", w.title, "", false, true, "Jane O'Neill", "Jane O’Neill"},
		{"wiki profile, second line", w.text, "Keeper.\n", false, true, `She said "no".`, "Keeper.\nShe said “no”."},
		{"search box", h.u.search.query, "", false, true, `"storm"`, `"storm"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h.a.Preferences().SetBool(PrefSmartQuotes, tc.smart)
			tc.box.SetText(tc.start)
			h.u.win.Canvas().Focus(tc.box)
			// The cursor at the end of what is there.
			lines := strings.Split(tc.start, "\n")
			tc.box.CursorRow, tc.box.CursorColumn = len(lines)-1, len([]rune(lines[len(lines)-1]))
			if tc.selectAll {
				tc.box.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
			}
			test.Type(tc.box, tc.typed)
			if got := tc.box.Text; got != tc.want {
				t.Fatalf("typed %q: %q, want %q", tc.typed, got, tc.want)
			}
		})
	}
}
