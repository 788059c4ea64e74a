package engine

import (
	"errors"
	"testing"
)

// TestSetProjectMetaLanguage: the language goes into an EPUB's xml:lang
// and dc:language, so it must be a BCP 47 tag; it is kept in canonical
// form, and anything else is refused (`--language 'zh"><x'` made an EPUB
// that epubcheck rejects).
func TestSetProjectMetaLanguage(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "书")
	cases := []struct {
		in, want string
		ok       bool
	}{
		{"zh-CN", "zh-CN", true},
		{" zh_cn ", "zh-CN", true},
		{"EN", "en", true},
		{"zh-Hans-TW", "zh-Hans-TW", true},
		{"", "", true},
		{`zh"><x`, "", false},
		{"klingon", "", false},
		{"中文", "", false},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			before, err := e.ProjectMeta(p.ID)
			if err != nil {
				t.Fatal(err)
			}
			err = e.SetProjectMeta(p.ID, ProjectMeta{Language: tc.in})
			if tc.ok != (err == nil) || (err != nil && !errors.Is(err, ErrInvalid)) {
				t.Fatalf("SetProjectMeta(%q) = %v, want ok %v", tc.in, err, tc.ok)
			}
			got, err := e.ProjectMeta(p.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := tc.want
			if !tc.ok {
				want = before.Language // a refused change changes nothing
			}
			if got.Language != want {
				t.Errorf("language = %q, want %q", got.Language, want)
			}
		})
	}
}

// TestBookChinese: a book's language as the engine knows it, which the
// editor's smart punctuation falls back to where no text tells (—— or —
// at a chapter's start): the language set in its metadata first, else its
// stored counts; a book with neither is not known.
func TestBookChinese(t *testing.T) {
	cases := []struct {
		name          string
		language      string
		text          string
		chinese, know bool
	}{
		{"no text, no language", "", "", false, false},
		{"Chinese text", "", "孔明笑曰：“吾有一计。”", true, true},
		{"English text", "", "It was on a dreary night of November.", false, true},
		{"set to Chinese, no text", "zh-CN", "", true, true},
		{"set to English over Chinese text", "en", "孔明笑曰：“吾有一计。”", false, true},
		{"set to Chinese over English text", "zh-Hans", "It was on a dreary night of November.", true, true},
	}
	e := openEngine(t, "", nil, testDebounceNever)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := mustProject(t, e, tc.name)
			if tc.text != "" {
				mustChapter(t, e, p.ID, "一", tc.text)
			}
			if tc.language != "" {
				must(t, e.SetProjectMeta(p.ID, ProjectMeta{Language: tc.language}))
			}
			chinese, known, err := e.BookChinese(p.ID)
			if err != nil || chinese != tc.chinese || known != tc.know {
				t.Errorf("BookChinese = %v, known %v, %v; want %v, known %v", chinese, known, err, tc.chinese, tc.know)
			}
			chs, err := e.Chapters(p.ID)
			must(t, err)
			chinese, known, err = e.BookChineseOf(p.ID, chs)
			if err != nil || chinese != tc.chinese || known != tc.know {
				t.Errorf("BookChineseOf = %v, known %v, %v; want %v, known %v", chinese, known, err, tc.chinese, tc.know)
			}
		})
	}
	if _, _, err := e.BookChinese(9999); !errors.Is(err, ErrNotFound) {
		t.Errorf("BookChinese of no project: %v, want ErrNotFound", err)
	}
}
