package importer

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
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
		{"isolated bad byte is refused, never replaced", strings.Repeat("好", 100) + "\xff", "", ErrEncoding},
		{"mostly garbage is binary", "\xfd\xfc\xfb abc", "", ErrBinary},
		{"utf-16 by its byte-order mark, which names it", "\xff\xfeh\x00i\x00", "hi", nil},
		{"utf-16 without its mark", strings.Repeat("h\x00i\x00", 20), "", ErrEncoding},
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
			// Headings set in bold or italics, as a Markdown or TXT
			// manuscript marks them: found, titled without the markers;
			// the text's own bold stays.
			name: "headings in bold or italics",
			in:   "**第一章 风起**\n\n　　他**非常**生气。\n\n_第二章_\n\n**云涌**\n\n　　雨下了。\n",
			want: []ch{{1, "第一章 风起", "　　他**非常**生气。"}, {2, "第二章 云涌", "　　雨下了。"}},
		},
		{
			name: "chinese hui with front matter",
			in:   "某书\n作者\n\n第一回 开篇\n\n　　正文一。\n\n第二回 续篇\n　　正文二。\n",
			want: []ch{{0, "某书", "某书\n作者"}, {1, "第一回 开篇", "　　正文一。"}, {2, "第二回 续篇", "　　正文二。"}},
		},
		{
			// A web-novel TXT export of a book that opens with its
			// preface: the heading is the title, not the text's first line.
			name: "a preface alone before the first chapter is titled front matter",
			in:   "序\n\n　　写在前面。\n\n第一章 风起\n\n　　正文一。\n",
			want: []ch{{0, "序", "　　写在前面。"}, {1, "第一章 风起", "　　正文一。"}},
		},
		{
			name: "an English preface too",
			in:   "Preface\n\nA word first.\n\nChapter 1\n\nIt began.\n",
			want: []ch{{0, "Preface", "A word first."}, {1, "Chapter 1", "It began."}},
		},
		{
			name: "jie stays inside zhang",
			in:   "第1章 起\n甲\n第十二节 承\n乙",
			want: []ch{{1, "第1章 起", "甲\n第十二节 承\n乙"}},
		},
		{
			name: "jie alone are chapters",
			in:   "第一节 起\n甲\n第二节 承\n乙",
			want: []ch{{1, "第一节 起", "甲"}, {2, "第二节 承", "乙"}},
		},
		{
			name: "english chapters and roman numerals",
			in:   "Chapter 1\nIt began.\nCHAPTER II.\nIt went on.\nIII.\nIt ended.",
			want: []ch{{1, "Chapter 1", "It began."}, {2, "CHAPTER II.", "It went on."}, {3, "III.", "It ended."}},
		},
		{
			name: "a long chapter title after the number and a full stop",
			in: "CHAPTER III. RELATES HOW OLIVER TWIST WAS VERY NEAR GETTING A PLACE WHICH WOULD NOT HAVE BEEN A SINECURE\nIt began.\n" +
				"CHAPTER 56. Of the Less Erroneous Pictures of Whales, and the True Pictures of Whaling Scenes.\nIt went on.\n" +
				"Chapter 5 of the report, which nobody had read before the inquiry began, said that the mill had been unsafe for years.\nIt ended.",
			want: []ch{
				{1, "CHAPTER III. RELATES HOW OLIVER TWIST WAS VERY NEAR GETTING A PLACE WHICH WOULD NOT HAVE BEEN A SINECURE", "It began."},
				{2, "CHAPTER 56. Of the Less Erroneous Pictures of Whales, and the True Pictures of Whaling Scenes.",
					"It went on.\nChapter 5 of the report, which nobody had read before the inquiry began, said that the mill had been unsafe for years.\nIt ended."},
			},
		},
		{
			name: "a heading at the end of a caption block",
			in:   "[Illustration:\n\n  _He rode off._\n\nChapter I.]\n\nIt began.\n\nCHAPTER II.\n\nIt went on.",
			want: []ch{{0, "Front matter", "[Illustration:\n\n  _He rode off._"}, {1, "Chapter I.", "It began."}, {2, "CHAPTER II.", "It went on."}},
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
		{
			// A part's heading is no empty chapter: it prefixes the
			// chapters under it, and one at its own depth after them
			// is the book's again.
			name: "markdown parts prefix their chapters",
			in:   "# Prologue\nsea\n# Part I\n## Chapter One\nletter\n## Chapter Two\nvicar\n# Part II\n## Chapter Three\nlamp\n# Epilogue\nlater",
			opts: Options{Markdown: true},
			want: []ch{{1, "Prologue", "sea"}, {2, "Part I · Chapter One", "letter"}, {3, "Part I · Chapter Two", "vicar"},
				{4, "Part II · Chapter Three", "lamp"}, {5, "Epilogue", "later"}},
		},
		{
			name: "markdown parts of one heading depth run on",
			in:   "# Part One\n# Chapter 1\na\n# Chapter 2\nb\n# Book Two: Autumn\n# Chapter 3\nc",
			opts: Options{Markdown: true},
			want: []ch{{1, "Part One · Chapter 1", "a"}, {2, "Part One · Chapter 2", "b"}, {3, "Book Two: Autumn · Chapter 3", "c"}},
		},
		{
			name: "an exported chapter's title with its part's is a chapter, no part",
			in:   "## PART ONE · CHAPTER ONE\na\n## PART ONE · CHAPTER TWO\nb\n## Epilogue\nc",
			opts: Options{Markdown: true},
			want: []ch{{1, "PART ONE · CHAPTER ONE", "a"}, {2, "PART ONE · CHAPTER TWO", "b"}, {3, "Epilogue", "c"}},
		},
		{
			// A "#" heading over nothing but "##" ones heads a volume
			// whatever its words, as the export writes a volume a Word
			// document named so; it came in as an empty chapter. (A
			// file's first line, "# Title" over "##" ones, is its title.)
			name: "markdown # over ## is a volume whatever its name",
			in:   "# Treasure\n\nR. L. S.\n\n# The Old Buccaneer\n\n## The Old Sea-dog\nsquire\n## Black Dog\nlater\n# The Sea-cook\n\n## I Go to Bristol\nlonger",
			opts: Options{Markdown: true},
			want: []ch{{1, "The Old Buccaneer · The Old Sea-dog", "squire"}, {2, "The Old Buccaneer · Black Dog", "later"},
				{3, "The Sea-cook · I Go to Bristol", "longer"}},
		},
		{
			name: "markdown # with text under it stays a chapter",
			in:   "# Notes\nfirst\n## Two\nmore",
			opts: Options{Markdown: true},
			want: []ch{{1, "Notes", "first"}, {2, "Two", "more"}},
		},
		{
			// The export's layout: the book's # title and author,
			// volumes at #, chapters at ##, a 后记 at # after them.
			name: "exported markdown volumes under the book's title",
			in:   "# 潜龙\n\n林间\n\n# 卷之一\n\n## 第一回 风起\n\n风起了。\n\n# 卷之二\n\n这一卷的话。\n\n## 第二回 夜行\n\n夜行。\n\n# 后记\n\n完。",
			opts: Options{Markdown: true},
			want: []ch{{1, "卷之一 · 第一回 风起", "风起了。"}, {2, "卷之二", "这一卷的话。"}, {3, "卷之二 · 第二回 夜行", "夜行。"}, {4, "后记", "完。"}},
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
func corpusFile(t testing.TB, rel string) []byte {
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
		{"dev/en/frankenstein.txt", 28, true, "Letter 1"},
		{"dev/zh/luxun-nahan.txt", 15, true, "《呐喊》自序"},
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

// nahanTitles are the preface and the fourteen stories of 呐喊, in order
// (the Ｑ is full width, as in the file).
var nahanTitles = []string{"《呐喊》自序", "狂人日记", "孔乙己", "药", "明天", "一件小事", "头发的故事", "风波", "故乡",
	"阿Ｑ正传", "端午节", "白光", "兔和猫", "鸭的喜剧", "社戏"}

// TestNahanStories is the collection case: story titles alone on their
// lines, and 阿Ｑ正传's own 第一章…第九章 kept inside it.
func TestNahanStories(t *testing.T) {
	chs, err := Parse(corpusFile(t, "dev/zh/luxun-nahan.txt"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if chs[0].Index != 0 || chs[0].Title != "呐喊" || chs[0].Text != "呐喊\n鲁迅" {
		t.Errorf("chapter 0 = %d %q %q, want the title page", chs[0].Index, chs[0].Title, chs[0].Text)
	}
	var titles []string
	for _, c := range chs[1:] {
		titles = append(titles, c.Title)
	}
	if !slices.Equal(titles, nahanTitles) {
		t.Fatalf("titles %q, want %q", titles, nahanTitles)
	}
	aq := chs[10].Text
	if !strings.HasPrefix(aq, "第一章　序") || !strings.Contains(aq, "\n第九章　大团圆\n") {
		t.Errorf("阿Ｑ正传 lacks its sections: %.40q", aq)
	}
}

// TestNahanExcerpts: a few pages of 呐喊 split at the story titles they
// hold, as the whole book does (lines are the file's, from 1); an
// excerpt that opens with one of two titles is laid out as a story with
// a line set apart and stays one text.
func TestNahanExcerpts(t *testing.T) {
	lines := strings.Split(string(corpusFile(t, "dev/zh/luxun-nahan.txt")), "\n")
	tests := []struct {
		name     string
		from, to int
		titles   []string
	}{
		{"120 lines from 狂人日记's end", 232, 351, []string{"孔乙己", "药"}},
		{"400 lines from 狂人日记's end", 232, 631, []string{"孔乙己", "药", "明天", "一件小事", "头发的故事"}},
		{"明天 long, 一件小事 whole, 头发的故事 begun", 421, 620, []string{"明天", "一件小事", "头发的故事"}},
		{"opening at 孔乙己, 药 the only other title", 252, 371, nil},
		{"药 begun too little to tell", 171, 290, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var titles []string
			for _, c := range Split(strings.Join(lines[tt.from-1:tt.to], "\n"), Options{}) {
				if c.Index > 0 {
					titles = append(titles, c.Title)
				}
			}
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("第一回 甲\n正文\n第二回 乙\n正文"), "")
	f.Add([]byte("Chapter 1\r\nx\rCHAPTER II.\n"), "")
	f.Add([]byte("\xef\xbb\xbf# A\n## B\n"), `^#`)
	f.Add([]byte("\xff\xfe\x00"), "")
	f.Add([]byte("第一卷 甲\n第一章 乙\n正文\n第二节 丙\n楔子\n番外一\n第一千零二章 丁"), "")
	f.Add([]byte("集\n\n自序\n\n　　正文。\n\n甲\n\n第一章　起\n\n　　正文。\n\n乙\n\n　　正文。\n"), "")
	f.Fuzz(func(t *testing.T, data []byte, pattern string) {
		var opts Options
		if re, err := regexp.Compile(pattern); err == nil && pattern != "" {
			opts.HeadingPattern = re
		}
		chs, err := Parse(data, opts)
		if err != nil {
			if !errors.Is(err, ErrBinary) && !errors.Is(err, ErrEncoding) {
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

// TestSplitChineseHeadings covers the heading forms of Chinese books and
// web novels (网文): numerals, separators, named chapters, volumes.
func TestSplitChineseHeadings(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		titles []string // detected chapters from 1, in order
	}{
		{"arabic with space", "第1章 风起\n甲\n第2章 云涌\n乙", []string{"第1章 风起", "第2章 云涌"}},
		{"full-width digits and space", "第１章　风起\n甲\n第２章　云涌\n乙", []string{"第１章　风起", "第２章　云涌"}},
		{"colon separator", "第一章：风起\n甲\n第二章:云涌\n乙", []string{"第一章：风起", "第二章:云涌"}},
		{"title glued to the marker", "第1章风起\n甲\n第2章云涌\n乙", []string{"第1章风起", "第2章云涌"}},
		{"bare heading", "第一章\n甲\n第二章\n乙", []string{"第一章", "第二章"}},
		{"thousands with 零", "第一千零一章 旧\n甲\n第一千零二章 新\n乙", []string{"第一千零一章 旧", "第一千零二章 新"}},
		{"两百 and 〇", "第两百章 甲\n甲\n第二〇一章 乙\n乙", []string{"第两百章 甲", "第二〇一章 乙"}},
		{"trailing spaces", "第一章 甲　 \n甲\n第二章 乙 \n乙", []string{"第一章 甲", "第二章 乙"}},
		{"web novel named chapters", "书名\n\n楔子\n引\n第1章 开始\n甲\n第2章 继续\n乙\n尾声\n终\n番外一：后来\n丙\n后记\n谢谢", []string{"楔子", "第1章 开始", "第2章 继续", "尾声", "番外一：后来", "后记"}},
		{"序章 and 终章 with titles", "序章 前夜\n甲\n第一章 白天\n乙\n终章 黎明\n丙", []string{"序章 前夜", "第一章 白天", "终章 黎明"}},
		{"volumes prefix their chapters", "第一卷 潜龙\n第一章 出山\n甲\n第二章 入世\n乙\n第二卷 飞龙\n第三章 登天\n丙",
			[]string{"第一卷 潜龙 · 第一章 出山", "第一卷 潜龙 · 第二章 入世", "第二卷 飞龙 · 第三章 登天"}},
		{"volume with an introduction keeps it", "第一部 春\n这一部写春天。\n第一章 雨\n甲\n第二部 夏\n第二章 雷\n乙",
			[]string{"第一部 春", "第一部 春 · 第一章 雨", "第二部 夏 · 第二章 雷"}},
		{"volumes alone are chapters", "第一卷 甲\n甲\n第二卷 乙\n乙", []string{"第一卷 甲", "第二卷 乙"}},
		{"end matter after the last volume is the book's", "第一卷 潜龙\n第一章 出山\n甲\n第二卷 飞龙\n第二章 登天\n乙\n番外一 小师妹\n丙\n后记\n丁\n完本感言\n戊",
			[]string{"第一卷 潜龙 · 第一章 出山", "第二卷 飞龙 · 第二章 登天", "番外一 小师妹", "后记", "完本感言"}},
		{"a 番外 or 后记 with a volume or chapter after it is its volume's", "第一卷 潜龙\n第一章 出山\n甲\n番外 小师妹\n丙\n后记\n丁\n第二卷 飞龙\n第二章 登天\n乙\n番外二\n戊\n第三章 归来\n己",
			[]string{"第一卷 潜龙 · 第一章 出山", "第一卷 潜龙 · 番外 小师妹", "第一卷 潜龙 · 后记", "第二卷 飞龙 · 第二章 登天", "第二卷 飞龙 · 番外二", "第二卷 飞龙 · 第三章 归来"}},
		{"尾声 ends the last volume's story", "第一卷 潜龙\n第一章 出山\n甲\n第二卷 飞龙\n第二章 登天\n乙\n尾声\n丙\n后记\n丁",
			[]string{"第一卷 潜龙 · 第一章 出山", "第二卷 飞龙 · 第二章 登天", "第二卷 飞龙 · 尾声", "后记"}},
		{"numbering restarts per volume", "第一卷 上\n第1章 一\n甲\n第二卷 下\n第1章 一\n乙", []string{"第一卷 上 · 第1章 一", "第二卷 下 · 第1章 一"}},
		{"prose is no heading", "第一章 开始\n第一回说的是桃园。\n第二天他来了。\n第一部分讲的是春天\n番外的事，以后再说。\n后记里他写道：好。", []string{"第一章 开始"}},
		{"english number words and parts", "PART ONE\nCHAPTER ONE\na\nCHAPTER TWENTY-ONE\nb\nPart II\nChapter the First\nc\nChapter Third\nd",
			[]string{"PART ONE · CHAPTER ONE", "PART ONE · CHAPTER TWENTY-ONE", "Part II · Chapter the First", "Part II · Chapter Third"}},
		{"english volume forms", "BOOK THE FIRST: SOWING\nCHAPTER I\na\nVolume 2\nChapter 1\nb\nBook one of the series was long.\nChapter and verse.\n",
			[]string{"BOOK THE FIRST: SOWING · CHAPTER I", "Volume 2 · Chapter 1"}},
		{"english named chapters between and after numbered ones", "Chapter One\na\nInterlude\nb\nChapter Two\nc\nInterlude II: The Letter\nd\nEPILOGUE\ne\nAfterword\nf",
			[]string{"Chapter One", "Interlude", "Chapter Two", "Interlude II: The Letter", "EPILOGUE", "Afterword"}},
		{"an english epilogue ends the last part's story", "Part I\nChapter 1\na\nPart II\nChapter 2\nb\nEpilogue — Ten Years Later\nc",
			[]string{"Part I · Chapter 1", "Part II · Chapter 2", "Part II · Epilogue — Ten Years Later"}},
		{"english named words in prose are no heading", "Chapter 1\nEpilogue, he thought, was a strange word.\nInterlude of silence.\nThe prologue.\n", []string{"Chapter 1"}},
		{"long glued title is prose", "第一章 开始\n第二章开始的时候他们一起走进了那座很老很老很老很老很老的庙宇里面去看和尚们\n", []string{"第一章 开始"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var titles []string
			for _, c := range Split(tt.in, Options{}) {
				if c.Index > 0 {
					titles = append(titles, c.Title)
				}
			}
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
		})
	}
}

func TestParseNumber(t *testing.T) {
	for in, want := range map[string]int{
		"1": 1, "１２": 12, "0120": 120, "一": 1, "十": 10, "十二": 12, "二十": 20, "一百二十": 120,
		"一百零五": 105, "两百": 200, "一千零二": 1002, "三千四百五十六": 3456, "一〇二": 102, "一二〇": 120, "一○○": 100,
		"一万零一": 10001, "IV": 4, "xii": 12, "MCMXC": 1990, "": 0, "甲": 0,
		"ONE": 1, "Twenty-One": 21, "twelfth": 12, "FORTIETH": 40, "ninety nine": 99, "one hundred": 100, "and": 0, "first-rate": 0,
	} {
		if got := parseNumber(in); got != want {
			t.Errorf("parseNumber(%q) = %d, want %d", in, got, want)
		}
	}
}

// story is a made-up two-paragraph story body, long enough for the
// collection rules.
func story(s string) string { return strings.Repeat("　　"+strings.Repeat(s, 120)+"。\n\n", 2) }

// tale is story's English counterpart: two paragraphs of sentence s.
func tale(s string) string { return strings.Repeat(strings.Repeat(s+" ", 20)+"\n\n", 2) }

// TestSplitCollections covers files whose story titles stand alone on a
// line between blank lines.
func TestSplitCollections(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		titles []string
	}{
		{
			name:   "story titles between blank lines",
			in:     "文集\n作者\n\n自序\n\n" + story("序") + "\n甲\n\n" + story("甲") + "\n乙之歌\n\n" + story("乙") + "\n丙\n\n" + story("丙"),
			titles: []string{"自序", "甲", "乙之歌", "丙"},
		},
		{
			name: "numbered sections nested in one story stay inside it",
			in: "自序\n\n" + story("序") + "\n甲\n\n" + story("甲") + "\n乙传\n\n第一章　起\n\n" + story("乙") + "\n第二章　落\n\n" + story("乙") +
				"\n丙\n\n" + story("丙") + "\n丁\n\n" + story("丁"),
			titles: []string{"自序", "甲", "乙传", "丙", "丁"},
		},
		{
			name: "numbered chapters that run through the book win",
			in: "信一\n\n" + story("信") + "\n信二\n\n" + story("信") + "\n信三\n\n" + story("信") +
				"\n第一章 起\n" + story("甲") + story("甲") + "第二章 承\n" + story("乙") + story("乙") + "第三章 转\n" + story("丙") + story("丙"),
			titles: []string{"第一章 起", "第二章 承", "第三章 转"},
		},
		{
			name: "numbering that does not restart is the top level",
			in: "甲\n\n" + story("甲") + "\n第三章 起\n\n" + story("乙") + "\n乙\n\n" + story("丙") + "\n丙\n\n" + story("丁") +
				"\n第四章 落\n\n" + story("戊"),
			titles: []string{"第三章 起", "第四章 落"},
		},
		{
			name: "a title's subtitle and a part's first title are one title",
			in: "文集\n\n甲\n\n——悼某先生\n\n" + story("甲") + "\n第一辑\n\n乙\n\n" + story("乙") + "\n丙\n\n" + story("丙") +
				"\n（见《语丝》第十三期）\n\n" + story("丙") + "\n丁\n\n" + story("丁"),
			titles: []string{"甲", "第一辑", "丙", "丁"},
		},
		{
			name: "a subtitle on two lines stays with its title",
			in: "文集\n\n甲\n\n" + story("甲") + story("甲") + "\n论乙\n\n——关于传统的对于自然\n\n和艺术的态度的一个考察\n\n" + story("乙") + story("乙") +
				"\n丙\n\n" + story("丙") + story("丙") + "\n丁\n\n" + story("丁"),
			titles: []string{"甲", "论乙", "丙", "丁"},
		},
		{
			name: "an essay's dateline at the margin is no title",
			in: "文集\n\n甲\n\n" + story("甲") + story("甲") + "\n4月9日，宁波作。原载《我们的七月》\n\n航船中的文明\n\n" + story("乙") + story("乙") +
				"\n九月二十七日记\n\n" + story("丙") + story("丙") + "\n1944年5月21日\n\n正义\n\n" + story("丁") + story("丁") +
				"\n1939年10月15—16日作\n\n是喽嘛\n\n" + story("戊"),
			titles: []string{"甲", "航船中的文明", "九月二十七日记", "正义", "是喽嘛"},
		},
		{
			name: "a diary's dates above their entries are its titles",
			in: "日记\n\n三月五日\n\n" + story("甲") + story("甲") + "\n三月六日\n\n" + story("乙") + story("乙") +
				"\n一九二七年三月七日\n\n" + story("丙") + story("丙") + "\n三月八日\n\n" + story("丁"),
			titles: []string{"三月五日", "三月六日", "一九二七年三月七日", "三月八日"},
		},
		{
			name:   "a poem's lines between blank lines are one title",
			in:     "诗文集\n\n甲\n\n" + story("甲") + "\n我们开会\n\n我们的视线\n\n像车辐\n\n集中在一个轴心\n\n" + story("乙") + "\n丙\n\n" + story("丙"),
			titles: []string{"甲", "我们开会", "丙"},
		},
		{
			name: "an English collection's titles in capitals, not its short lines",
			in: "Tales\n\nTHE GOLD-BUG\n\n" + tale("The bug was gold.") + "\n5 represents a\n\n" + tale("The cipher was read.") +
				"\nTHE MURDERS IN THE RUE MORGUE\n\n" + tale("The ape did it.") + tale("It was seen.") +
				"\nTHE OVAL PORTRAIT\n\n" + tale("The painter was sad.") + tale("She died."),
			titles: []string{"THE GOLD-BUG", "THE MURDERS IN THE RUE MORGUE", "THE OVAL PORTRAIT"},
		},
		{
			name:   "short unpunctuated lines in prose are not titles",
			in:     "他说\n\n　　好。\n\n然后\n\n　　走了。\n\n最后\n\n　　没了。\n",
			titles: nil,
		},
		{
			name:   "an excerpt's two titles after its opening text",
			in:     story("尾") + "\n甲\n\n" + story("甲") + "\n乙之歌\n\n" + story("乙"),
			titles: []string{"甲", "乙之歌"},
		},
		{
			name:   "an excerpt's three titles, one story long and the last cut short",
			in:     story("尾") + "\n甲\n\n" + story("甲") + "\n乙\n\n" + story("乙") + story("乙") + story("乙") + "\n丙\n\n　　丙开头。\n",
			titles: []string{"甲", "乙", "丙"},
		},
		{
			name:   "an excerpt's two titles after a short text and before a short one are not enough",
			in:     story("尾") + "\n甲\n\n" + story("甲") + "\n乙\n\n　　乙开头。\n",
			titles: nil,
		},
		{
			name:   "a story's title and one line set apart further down are no collection",
			in:     "雨夜\n\n" + story("雨") + "\n三天后\n\n" + story("晴"),
			titles: nil,
		},
		{
			name:   "one line set apart in a story is no title",
			in:     story("雨") + "\n后来\n\n" + story("晴"),
			titles: nil,
		},
		{
			name:   "lines set apart in prose that is not indented are no titles",
			in:     strings.ReplaceAll(story("尾")+"\n三天后\n\n"+story("雨")+"\n一年后\n\n"+story("晴"), "　", ""),
			titles: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs := Split(tt.in, Options{})
			var titles []string
			kept := 0
			for _, c := range chs {
				if c.Index > 0 {
					titles = append(titles, c.Title)
				}
				kept += nonSpaceRunes(c.Text)
				if c.Index > 0 { // chapter 0's title is its first line
					kept += nonSpaceRunes(c.Title)
				}
			}
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
			if in := nonSpaceRunes(tt.in); kept != in {
				t.Errorf("chapters hold %d non-space characters of %d", kept, in)
			}
		})
	}
}

// nonSpaceRunes counts what an import must keep: everything but spaces.
func nonSpaceRunes(s string) int {
	n := 0
	for _, r := range s {
		if !unicode.IsSpace(r) {
			n++
		}
	}
	return n
}

// BenchmarkParse splits 三国演义 (1.8 MB, 120 回) and 呐喊 (the collection
// rules) as an import does.
func BenchmarkParse(b *testing.B) {
	for _, file := range []string{"dev/zh/sanguoyanyi.txt", "dev/zh/luxun-nahan.txt"} {
		data := corpusFile(b, file)
		b.Run(filepath.Base(file), func(b *testing.B) {
			b.SetBytes(int64(len(data)))
			for b.Loop() {
				if _, err := Parse(data, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestSplitContentsListWithBlankLines: a table of contents whose entries
// stand between blank lines (as a TXT export writes them) stays in the
// front matter with the text after it, and its last entry does not take
// that text as its chapter: the entry's heading comes again later. The
// letter that opens the story is a chapter, as in an epistolary novel.
func TestSplitContentsListWithBlankLines(t *testing.T) {
	body := func(s string) string { return strings.Repeat(s, 20) }
	text := strings.Join([]string{
		"The Voyage", "CONTENTS", "Letter 1", "Chapter 1", "Chapter 2", "Chapter 3",
		"Letter 1", body("The ship sailed north. "),
		"Chapter 1", body("I was born in Geneva. "),
		"Chapter 2", body("The storm came at night. "),
		"Chapter 3", body("We reached the ice. "),
	}, "\n\n")
	chs := Split(text, Options{})
	var titles []string
	for _, c := range chs {
		titles = append(titles, c.Title)
	}
	if want := []string{"The Voyage", "Letter 1", "Chapter 1", "Chapter 2", "Chapter 3"}; !slices.Equal(titles, want) {
		t.Fatalf("chapters %q, want %q", titles, want)
	}
	if strings.Contains(chs[0].Text, "The ship sailed north.") || !strings.Contains(chs[0].Text, "Chapter 3") {
		t.Errorf("front matter lacks the contents list or holds the letter: %.200q", chs[0].Text)
	}
	if !strings.Contains(chs[1].Text, "The ship sailed north.") {
		t.Errorf("Letter 1 lacks its text: %.200q", chs[1].Text)
	}
}

// TestFrontTitle: chapter 0 is named after a short first line (the
// book's title), else in the book's language.
func TestFrontTitle(t *testing.T) {
	for _, c := range []struct{ body, want string }{
		{"八仙得道\n\n　　列公听者。", "八仙得道"},
		{strings.Repeat("列公听者，从来说神仙们本是凡人做。", 3) + "\n\n下文。", "扉页"},
		{strings.Repeat("It was the best of times, it was the worst. ", 3) + "\n\nMore.", "Front matter"},
		{"    [Illustration:\n\n      GEORGE ALLEN\n      PUBLISHER\n    ]\n\n  [Illustration: 1894]\n\n      PRIDE.\n       and\n    PREJUDICE", "PRIDE."},
		{"Frankenstein;\n\nor, the Modern Prometheus\n\nby Mary Shelley", "Frankenstein"},
		{"Oh, Pioneers!\n\nby Willa Cather", "Oh, Pioneers!"},
		{"红楼梦：\n\n第一回", "红楼梦"},
		{"书名：逆天剑尊\n内容简介：少年得一古剑。", "逆天剑尊"},
		{"　　书名: 逆天剑尊\n\n作者: 墨染青衫", "逆天剑尊"},
		{"书名：\n\n逆天剑尊", "书名"},
		{"Title: The Long Walk\nSynopsis: A boy finds a sword.", "The Long Walk"},
		{"作品名称：逆天剑尊\n内容简介：少年得一古剑。", "逆天剑尊"},
	} {
		if got := frontTitle(c.body); got != c.want {
			t.Errorf("frontTitle(%.20q…) = %q, want %q", c.body, got, c.want)
		}
	}
}
