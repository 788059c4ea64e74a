package importer

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want string
		err  error
	}{
		{"crlf", "a\r\nb\r\n", "a\nb\n", nil},
		{"lone cr", "a\rb", "a\nb", nil},
		{"bom", "\xef\xbb\xbf第一回", "第一回", nil},
		{"controls dropped", "a\x01b\x7fc\td", "abc\td", nil},
		{"nul is binary", "abc\x00def", "", ErrBinary},
		{"isolated bad byte replaced", strings.Repeat("好", 100) + "\xff", strings.Repeat("好", 100) + "\uFFFD", nil},
		{"mostly garbage is binary", "\xff\xfe\xfd\xfc abc", "", ErrBinary},
		{"emoji zwj kept", "👩‍👩‍👧 ok", "👩‍👩‍👧 ok", nil},
		{"rtl kept", "שלום עולם", "שלום עולם", nil},
		{"empty", "", "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Normalize([]byte(tt.in))
			if !errors.Is(err, tt.err) {
				t.Fatalf("err = %v, want %v", err, tt.err)
			}
			if err == nil && got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestSplit(t *testing.T) {
	type ch struct {
		index int
		title string
		text  string
	}
	tests := []struct {
		name string
		in   string
		opts Options
		want []ch
	}{
		{
			name: "chinese hui with front matter",
			in:   "某书\n作者\n\n第一回 开篇\n\n　　正文一。\n\n第二回 续篇\n　　正文二。\n",
			want: []ch{{0, "某书", "某书\n作者"}, {1, "第一回 开篇", "　　正文一。"}, {2, "第二回 续篇", "　　正文二。"}},
		},
		{
			name: "zhang and jie",
			in:   "第1章 起\n甲\n第十二节 承\n乙",
			want: []ch{{1, "第1章 起", "甲"}, {2, "第十二节 承", "乙"}},
		},
		{
			name: "english chapters and roman numerals",
			in:   "Chapter 1\nIt began.\nCHAPTER II.\nIt went on.\nIII.\nIt ended.",
			want: []ch{{1, "Chapter 1", "It began."}, {2, "CHAPTER II.", "It went on."}, {3, "III.", "It ended."}},
		},
		{
			name: "indented toc lines are not headings",
			in:   "Book\n\n Chapter 1\n Chapter 2\n\nChapter 1\nOne.\nChapter 2\nTwo.",
			want: []ch{{0, "Book", "Book\n\n Chapter 1\n Chapter 2"}, {1, "Chapter 1", "One."}, {2, "Chapter 2", "Two."}},
		},
		{
			name: "unindented toc folds into front matter",
			in:   "Contents\nChapter 1\nChapter 2\n\nChapter 1\nOne.\nChapter 2\nTwo.",
			want: []ch{{0, "Contents", "Contents\nChapter 1\nChapter 2"}, {1, "Chapter 1", "One."}, {2, "Chapter 2", "Two."}},
		},
		{
			name: "heading word inside a sentence is not a heading",
			in:   "He read Chapter 3 twice.\n第一回说的是桃园。",
			want: []ch{{0, "He read Chapter 3 twice.", "He read Chapter 3 twice.\n第一回说的是桃园。"}},
		},
		{
			name: "no headings keeps everything as chapter 0",
			in:   "Just a story.\n\nWith two paragraphs.",
			want: []ch{{0, "Just a story.", "Just a story.\n\nWith two paragraphs."}},
		},
		{
			name: "custom regex",
			in:   "== A ==\nx\n== B ==\ny",
			opts: Options{HeadingPattern: regexp.MustCompile(`^== .* ==$`)},
			want: []ch{{1, "== A ==", "x"}, {2, "== B ==", "y"}},
		},
		{
			name: "markdown headings",
			in:   "# One\ntext\n## Two\nmore\n### not a chapter\nstill two",
			opts: Options{Markdown: true},
			want: []ch{{1, "One", "text"}, {2, "Two", "more\n### not a chapter\nstill two"}},
		},
		{name: "only whitespace", in: " \n\n　\n", want: nil},
		{name: "empty", in: "", want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Split(tt.in, tt.opts)
			if len(got) != len(tt.want) {
				t.Fatalf("got %d chapters %+v, want %d", len(got), got, len(tt.want))
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Index != w.index || g.Title != w.title || g.Text != w.text {
					t.Errorf("chapter %d = {%d %q %q}, want {%d %q %q}", i, g.Index, g.Title, g.Text, w.index, w.title, w.text)
				}
			}
		})
	}
}

// corpusFile reads a dev text from the shared corpus that sits beside the
// repository; its absence is a broken checkout, not a reason to skip.
func corpusFile(t *testing.T, rel string) []byte {
	t.Helper()
	path := filepath.Join("..", "..", "..", "shared", "corpus", rel)
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	return data
}

func TestRealNovels(t *testing.T) {
	tests := []struct {
		file         string
		wantChapters int // detected chapters, without chapter 0
		wantFront    bool
		firstTitle   string
	}{
		{"dev/zh/sanguoyanyi.txt", 120, false, "第一回 宴桃园豪杰三结义 斩黄巾英雄首立功"},
		{"dev/en/frankenstein.txt", 24, true, "Chapter 1"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data := corpusFile(t, tt.file)
			chs, err := Parse(data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			front := len(chs) > 0 && chs[0].Index == 0
			if front != tt.wantFront {
				t.Errorf("front matter = %v, want %v", front, tt.wantFront)
			}
			n := len(chs)
			if front {
				n--
			}
			if n != tt.wantChapters {
				t.Fatalf("detected %d chapters, want %d", n, tt.wantChapters)
			}
			first := chs[0]
			if front {
				first = chs[1]
			}
			if first.Title != tt.firstTitle || first.Index != 1 {
				t.Errorf("first chapter = %d %q, want 1 %q", first.Index, first.Title, tt.firstTitle)
			}
			var total int
			for _, c := range chs {
				if strings.TrimSpace(c.Text) == "" {
					t.Errorf("chapter %d %q is empty", c.Index, c.Title)
				}
				total += utf8.RuneCountInString(c.Text) + utf8.RuneCountInString(c.Title)
			}
			if whole := utf8.RuneCount(data); total < whole*98/100 {
				t.Errorf("chapters hold %d of %d characters: text was lost", total, whole)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("第一回 甲\n正文\n第二回 乙\n正文"), "")
	f.Add([]byte("Chapter 1\r\nx\rCHAPTER II.\n"), "")
	f.Add([]byte("\xef\xbb\xbf# A\n## B\n"), `^#`)
	f.Add([]byte("\xff\xfe\x00"), "")
	f.Fuzz(func(t *testing.T, data []byte, pattern string) {
		var opts Options
		if re, err := regexp.Compile(pattern); err == nil && pattern != "" {
			opts.HeadingPattern = re
		}
		chs, err := Parse(data, opts)
		if err != nil {
			if !errors.Is(err, ErrBinary) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			return
		}
		prev := -1
		for _, c := range chs {
			if c.Index <= prev {
				t.Fatalf("indexes not increasing: %d after %d", c.Index, prev)
			}
			prev = c.Index
			if !utf8.ValidString(c.Text) || !utf8.ValidString(c.Title) {
				t.Fatal("invalid UTF-8 in output")
			}
			if strings.ContainsAny(c.Text, "\r\x00") {
				t.Fatal("CR or NUL survived normalisation")
			}
		}
	})
}
