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
		// fcitx5's alternation out of step after a speech left open
		// over a line break: ” opens the line, “ closes it.
		{"wiki profile, input method's quotes after an open one", w.text, "他说：“等等……\n", false, true, "”我还没说完。“", "他说：“等等……\n“我还没说完。”"},
		// Out of step mid-line: ” after a character opens, “ closes;
		// a speech left open on the line above is closed there.
		{"wiki profile, input method's quotes mid-line", w.text, "Keeper.\n", false, true, "他说”你好“", "Keeper.\n他说“你好”"},
		{"wiki profile, a speech left open above", w.text, "“等等……\n", false, true, "我还没说完”", "“等等……\n我还没说完”"},
		{"search box", h.u.search.query, "", false, true, `"storm"`, `"storm"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := h.typeInBox(tc.box, tc.start, tc.selectAll, tc.smart, tc.typed); got != tc.want {
				t.Fatalf("typed %q: %q, want %q", tc.typed, got, tc.want)
			}
		})
	}
}

// typeInBox types typed into box as the author would, with smart
// punctuation on or off: box holds start, the cursor at its end (or all
// of it selected), and the box has the keyboard. It returns the box's
// text after.
func (h *harness) typeInBox(box *keyEntry, start string, selectAll, smart bool, typed string) string {
	h.a.Preferences().SetBool(PrefSmartQuotes, smart)
	box.SetText(start)
	h.u.win.Canvas().Focus(box)
	lines := strings.Split(start, "\n")
	box.CursorRow, box.CursorColumn = len(lines)-1, len([]rune(lines[len(lines)-1]))
	if selectAll {
		box.Entry.TypedShortcut(&fyne.ShortcutSelectAll{})
	}
	test.Type(box, typed)
	return box.Text
}

// TestQuotedTitlesNestTheirOwnQuotes: a chapter titled “Lost” Souls
// (smart quotes) was asked about as Delete the chapter “”Lost” Souls”:
// the message's quotes round the title doubled the title's own. A title
// inside a message's quotation marks has its quotes of that kind one
// level down (with a hair space between “ and ‘, which ran together in
// the window); quotes of another kind stay as the author typed them.
func TestQuotedTitlesNestTheirOwnQuotes(t *testing.T) {
	tests := []struct {
		name, language, title, want string
	}{
		{"English, quoted word first", langEn, "“Lost” Souls", "Delete the chapter “\u200a‘Lost’ Souls”"},
		{"English, quoted word last", langEn, "The Word “Home”", "Delete the chapter “The Word ‘Home’\u200a”"},
		{"English, apostrophe stays", langEn, "Justine’s “Trial”", "Delete the chapter “Justine’s ‘Trial’\u200a”"},
		{"English, no quotes", langEn, "Chapter 1", "Delete the chapter “Chapter 1”"},
		{"Chinese, curly quotes inside 《》 stay", langZh, "“Lost” Souls", "删除章节《“Lost” Souls》"},
		{"Chinese, a book's title inside 《》", langZh, "读《三国》", "删除章节《读〈三国〉》"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			p, c := h.addChapter("Lighthouse", tt.title, "The lamp was out.")
			h.openInTree(p.ID, c.ID)
			h.u.sidebar.deleteSelected()
			top := h.u.Window().Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("no delete question opened")
			}
			defer h.u.Window().Canvas().Overlays().Remove(top)
			if got := strings.Join(visibleStrings(top), "\n"); !strings.Contains(got, tt.want) {
				t.Errorf("the delete question reads %q, want it to contain %q", got, tt.want)
			}
		})
	}
}

// TestQuotedMessagesNestEveryValue: the nesting follows the translation
// of each message, for every value it quotes (the merge question names
// two chapters), and leaves values it does not quote alone.
func TestQuotedMessagesNestEveryValue(t *testing.T) {
	applyLanguage(langEn)
	got := quotedL("Merge “{{.A}}” with the next chapter, “{{.B}}”?\nThe title “{{.B}}” becomes a line of the text. Right after, Undo (Ctrl+Z) takes the merge back; later, restore “Before merge” in Snapshots and bring “{{.B}}” back from Deleted Chapters there.",
		map[string]any{"A": "“Lost” Souls", "B": "“Found”"})
	for _, want := range []string{"Merge “\u200a‘Lost’ Souls”", "next chapter, “\u200a‘Found’\u200a”?", "bring “\u200a‘Found’\u200a” back"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q lacks %q", got, want)
		}
	}
	if got := quotedL("Exported the front matter (0) of “{{.Name}}” to {{.Path}}.", map[string]any{"Name": "Book", "Path": "/tmp/“x”.md"}); !strings.Contains(got, "/tmp/“x”.md") {
		t.Errorf("an unquoted value was changed: %q", got)
	}
}
