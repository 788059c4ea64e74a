package engine

import (
	"slices"
	"strings"
	"testing"
)

// TestAddChapterGoesWhereANovelistMeansIt: a numbered chapter added to a
// book goes after its last numbered chapter, before the named chapters
// that end it (appending put 第七回 after 番外：某某); anything else, and a
// book whose last chapters are not end matter, gets it at the end. The
// chapter numbers follow book order, and the add is no step of the
// chapter history.
func TestAddChapterGoesWhereANovelistMeansIt(t *testing.T) {
	tests := []struct {
		name  string
		book  []string
		title string
		want  []string // the book after the add
	}{
		{"after the numbered run, before 番外",
			[]string{"第一回", "第二回", "番外：某某"}, "第三回",
			[]string{"第一回", "第二回", "第三回", "番外：某某"}},
		{"before 番外 and 后记",
			[]string{"第一章 起", "第二章 承", "番外一", "番外二：少年", "后记"}, "第三章",
			[]string{"第一章 起", "第二章 承", "第三章", "番外一", "番外二：少年", "后记"}},
		{"before 尾声",
			[]string{"楔子", "第一章", "尾声"}, "第二章",
			[]string{"楔子", "第一章", "第二章", "尾声"}},
		{"before an Epilogue and Acknowledgements",
			[]string{"Chapter 1", "Chapter 2", "Epilogue: Ten Years Later", "Acknowledgements"}, "Chapter 3",
			[]string{"Chapter 1", "Chapter 2", "Chapter 3", "Epilogue: Ten Years Later", "Acknowledgements"}},
		{"a book ending in numbered chapters",
			[]string{"第一回", "第二回"}, "第三回",
			[]string{"第一回", "第二回", "第三回"}},
		{"a chapter titled in words after the numbered run keeps the end",
			[]string{"第一章", "第二章", "雨夜", "番外"}, "第三章",
			[]string{"第一章", "第二章", "雨夜", "番外", "第三章"}},
		{"a named chapter goes at the end",
			[]string{"第一回", "第二回", "番外：某某"}, "后记",
			[]string{"第一回", "第二回", "番外：某某", "后记"}},
		{"a title in words goes at the end",
			[]string{"第一回", "番外"}, "新的一章",
			[]string{"第一回", "番外", "新的一章"}},
		{"a book without numbered chapters",
			[]string{"序", "番外"}, "第一章",
			[]string{"序", "番外", "第一章"}},
		{"an empty book",
			nil, "第一章",
			[]string{"第一章"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, p := openProject(t, "书")
			var chs []NewChapter
			for i, title := range tt.book {
				chs = append(chs, NewChapter{Title: title, Index: i + 1, Text: "正文。"})
			}
			if len(chs) > 0 {
				_, err := e.ImportChapters(p.ID, chs)
				must(t, err)
			}
			_, had := e.LastChapterChange(p.ID)
			c, err := e.AddChapter(p.ID, tt.title)
			must(t, err)
			infos, err := e.Chapters(p.ID)
			must(t, err)
			var got []string
			at := -1
			for i, ci := range infos {
				got = append(got, ci.Title)
				if ci.ID == c.ID {
					at = i
				}
				if ci.Order != i || ci.Index != i+1 {
					t.Errorf("%q at %d: order %d, number %d", ci.Title, i, ci.Order, ci.Index)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("book %s, want %s", strings.Join(got, " | "), strings.Join(tt.want, " | "))
			}
			if at < 0 || c.Order != at || c.Index != at+1 {
				t.Errorf("AddChapter returned order %d number %d, the book has it at %d", c.Order, c.Index, at)
			}
			if now, ok := e.LastChapterChange(p.ID); ok != had {
				t.Errorf("the add is a step of the chapter history: %+v", now)
			}
		})
	}
}
