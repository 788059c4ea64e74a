package app

import (
	"testing"

	"fyne.io/fyne/v2"

	"inkflow/engine"
)

// TestNewChapterTitle: a chapter added at the end follows the book's
// numbered headings in their style, past an epilogue and whatever the
// chapters' places; a book without one gets a plain heading in the
// interface's language, in Chinese numerals for Chinese.
func TestNewChapterTitle(t *testing.T) {
	info := func(titles ...string) []engine.ChapterInfo {
		var chs []engine.ChapterInfo
		for i, title := range titles {
			chs = append(chs, engine.ChapterInfo{Index: i + 1, Title: title})
		}
		return chs
	}
	tests := []struct {
		name     string
		chapters []engine.ChapterInfo
		en, zh   string
	}{
		{"a new book", nil, "Chapter 1", "第一章"},
		{"回 in Chinese numerals", info("第一回 宴桃园豪杰三结义", "第二回 张翼德怒鞭督邮"), "第三回", "第三回"},
		{"a spaced Arabic number", info("第 1 章", "第 2 章"), "第 3 章", "第 3 章"},
		{"an epilogue after the last chapter", info("第一章 风起", "第二章 云涌", "尾声"), "第三章", "第三章"},
		{"English roman numerals, with the book's full stop", info("CHAPTER I.", "CHAPTER II."), "CHAPTER III.", "CHAPTER III."},
		{"titles by name only: numbered as the engine numbers", info("风起", "云涌"), "Chapter 3", "第三章"},
		{"a book that numbers only its 节, padded", info("迷羊", "第01节", "第14节"), "第15节", "第15节"},
		{"节 under chapters: the next chapter follows the 章", info("第一章 风起", "第一节", "第二节"), "第二章", "第二章"},
	}
	t.Cleanup(func() { applyLanguage(langEn) })
	for _, tt := range tests {
		for _, l := range []struct{ choice, want string }{{langEn, tt.en}, {langZh, tt.zh}} {
			applyLanguage(l.choice)
			if got := newChapterTitle(tt.chapters); got != l.want {
				t.Errorf("%s, %s interface: %q, want %q", tt.name, l.choice, got, l.want)
			}
		}
	}
	applyLanguage(langEn)
}

// TestNewChapterFollowsTheBooksIndent: in a book whose paragraphs start
// with 　　, a new chapter's text starts with it too and Enter in the
// title puts the cursor after it; a book without indents gets an empty
// chapter.
func TestNewChapterFollowsTheBooksIndent(t *testing.T) {
	for _, tt := range []struct {
		name, last, want string
	}{
		{"indented", "　　天色将晚。\n\n　　雪还没有停。", "　　"},
		{"not indented", "It was late.\n\nThe snow went on.", ""},
	} {
		h := newHarness(t, harnessOptions{noModel: true})
		p, c := h.addChapter("书", "第一章", tt.last)
		h.openInTree(p.ID, c.ID)
		h.u.keys.handle(scNewChapter)
		h.waitFor("the new chapter, open", func() bool {
			chs := h.u.state.chapterList(p.ID)
			return len(chs) == 2 && h.u.editor.chapterID == chs[1].ID && !h.u.editor.loading
		})
		if got := h.u.editor.text.Text(); got != tt.want {
			t.Errorf("%s: the new chapter's text %q, want %q", tt.name, got, tt.want)
		}
		h.u.editor.title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if got, want := h.u.editor.text.CaretOffset(), len([]rune(tt.want)); got != want {
			t.Errorf("%s: Enter in the title put the cursor at %d, want %d", tt.name, got, want)
		}
		h.close()
	}
}

func TestIndentsParagraphs(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"", false},
		{"　　一。\n　　二。\n三。", true},
		{"一。\n\n　　二。\n三。", false},
		{"\n\n　　一。\n\n\n", true},
	}
	for _, tt := range tests {
		if got := indentsParagraphs(tt.text); got != tt.want {
			t.Errorf("indentsParagraphs(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
