package app

import (
	"strings"
	"testing"

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
