package cli

import (
	"testing"

	"inkflow/engine"
)

// TestNoChapterIndex: a CHAPTER number no chapter has is refused naming
// the numbers there are.
func TestNoChapterIndex(t *testing.T) {
	book := func(numbers ...int) []engine.ChapterInfo {
		var chs []engine.ChapterInfo
		for _, n := range numbers {
			chs = append(chs, engine.ChapterInfo{Index: n})
		}
		return chs
	}
	for _, c := range []struct {
		n    int
		chs  []engine.ChapterInfo
		p    string
		want string
	}{
		{9, book(0, 1, 2, 3), "", "no chapter 9: the chapters are numbered 1–3 (see inkflow chapter list)"},
		{1, book(0, 27, 28, 0), "", "no chapter 1: the chapters are numbered 27–28 (see inkflow chapter list)"},
		{0, book(1), "", "no chapter 0: the chapters are numbered 1 (see inkflow chapter list)"},
		{1, book(0), "", "no chapter 1: the project has no numbered chapters (see inkflow chapter list)"},
		{1, nil, "", "no chapter 1: the project has no numbered chapters (see inkflow chapter list)"},
		{9, book(1, 2), " --project '书 一'", "no chapter 9: the chapters are numbered 1–2 (see inkflow chapter list --project '书 一')"},
		{9, nil, " --project 书", "no chapter 9: the project has no numbered chapters (see inkflow chapter list --project 书)"},
	} {
		first, last := engine.NumberRange(engine.ChapterNumbers(c.chs))
		if got := errNoChapterIndex(c.n, first, last, c.p).Error(); got != c.want {
			t.Errorf("chapter %d of %v: %q, want %q", c.n, c.chs, got, c.want)
		}
	}
}
