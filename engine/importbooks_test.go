package engine

import (
	"slices"
	"testing"
)

// countTrue counts the true values of bs.
func countTrue(bs []bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// TestImportBooksAddsOnlyNewChapters: a book imported twice is not
// doubled, a longer version of it adds only the chapters after the ones
// the project has, numbered on from them, and another book's chapters are
// all added after them; ChaptersInProject foresees each time which are
// left out.
func TestImportBooksAddsOnlyNewChapters(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	book := func(n int) []NewChapter {
		var chs []NewChapter
		for i := 1; i <= n; i++ {
			chs = append(chs, NewChapter{Title: "第" + string(rune('0'+i)) + "章", Index: i, Text: plainText(uint64(i), 300)})
		}
		return chs
	}
	imported := func(chs []NewChapter) int {
		t.Helper()
		made, err := e.ImportBooks([]NewBook{{Project: "连载", Chapters: chs}})
		must(t, err)
		return len(made[0])
	}
	for _, step := range []struct {
		name   string
		book   []NewChapter
		want   int
		titles []string
		index  []int
	}{
		{"first import", book(3), 3, []string{"第1章", "第2章", "第3章"}, []int{1, 2, 3}},
		{"the same file again", book(3), 0, []string{"第1章", "第2章", "第3章"}, []int{1, 2, 3}},
		{"a longer version", book(5), 2, []string{"第1章", "第2章", "第3章", "第4章", "第5章"}, []int{1, 2, 3, 4, 5}},
		{"another book", []NewChapter{{Title: "序", Index: 0, Text: "另一本书。"}, {Title: "第1章", Index: 1, Text: "另一本书的第一章。"}},
			2, []string{"第1章", "第2章", "第3章", "第4章", "第5章", "序", "第1章"}, []int{1, 2, 3, 4, 5, 6, 7}},
	} {
		// The preview (import --dry-run) foresees which are left out.
		in, err := e.ChaptersInProject("连载", step.book)
		must(t, err)
		if n := len(in) - countTrue(in); n != step.want {
			t.Fatalf("%s: ChaptersInProject foresees %d new chapters (%v), want %d", step.name, n, in, step.want)
		}
		if got := imported(step.book); got != step.want {
			t.Fatalf("%s: %d chapters added, want %d", step.name, got, step.want)
		}
		p, ok, err := e.ProjectByName("连载")
		must(t, err)
		if !ok {
			t.Fatal("no project")
		}
		infos, err := e.Chapters(p.ID)
		must(t, err)
		var titles []string
		var index []int
		for _, c := range infos {
			titles, index = append(titles, c.Title), append(index, c.Index)
		}
		if !slices.Equal(titles, step.titles) || !slices.Equal(index, step.index) {
			t.Fatalf("%s: chapters %q numbered %v, want %q numbered %v", step.name, titles, index, step.titles, step.index)
		}
	}
	flush(t, e)
	checkInvariants(t, e)
}

// TestImportBooksKnowsItsOwnTXTOfASectionNumberedBook: a book numbered
// 第01节 … with a chapter titled by name alone (重逢) comes back from its
// web-novel TXT under 第3节 重逢; imported again into the project, that is
// the chapter it has, not a new one.
func TestImportBooksKnowsItsOwnTXTOfASectionNumberedBook(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	chs := []NewChapter{
		{Title: "第01节", Index: 1, Text: plainText(1, 300)},
		{Title: "第02节", Index: 2, Text: plainText(2, 300)},
		{Title: "重逢", Index: 3, Text: plainText(3, 300)},
	}
	_, err := e.ImportBooks([]NewBook{{Project: "迷羊", Chapters: chs}})
	must(t, err)
	again := slices.Clone(chs)
	again[2].Title = "第3节 重逢"
	made, err := e.ImportBooks([]NewBook{{Project: "迷羊", Chapters: again}})
	must(t, err)
	if len(made[0]) != 0 {
		t.Errorf("the book's own TXT imported again added %d chapters, want none", len(made[0]))
	}
	flush(t, e)
}

// TestMatchChapters: the import preview's marks. A chapter the project
// has, title and text, is one the import leaves out; one of a title the
// project has, or of a text it has under another title, is added but
// marked; a new project has none of them.
func TestMatchChapters(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	_, err := e.ImportBooks([]NewBook{{Project: "山路", Chapters: []NewChapter{
		{Title: "第1章 出发", Index: 1, Text: "天还没亮，他就上路了。"},
		{Title: "第2章 雨夜", Index: 2, Text: "雨下了一整夜。"},
	}}})
	must(t, err)
	chs := []NewChapter{
		{Title: "第1章 出发", Index: 1, Text: "天还没亮，他就上路了。"},
		{Title: "第2章 雨夜", Index: 2, Text: "雨停了，他又走了一程。"},
		{Title: "第三章 晴", Index: 3, Text: "雨下了一整夜。"},
		{Title: "第4章 山顶", Index: 4, Text: "山顶上没有人。"},
		{Title: "空白", Index: 5, Text: ""},
	}
	tests := []struct {
		project string
		want    []ChapterMatch
	}{
		{"山路", []ChapterMatch{SameChapter, SameTitle, SameText, NoMatch, NoMatch}},
		{"山路 (2)", []ChapterMatch{NoMatch, NoMatch, NoMatch, NoMatch, NoMatch}},
	}
	for _, tt := range tests {
		got, err := e.MatchChapters(tt.project, chs)
		must(t, err)
		if !slices.Equal(got, tt.want) {
			t.Errorf("MatchChapters(%q) = %v, want %v", tt.project, got, tt.want)
		}
	}
}
