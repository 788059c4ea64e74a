package engine

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/export"
	"inkflow/engine/importer"
)

// Books with front matter for the round-trip tests.
var (
	fengxue = []NewChapter{
		{Index: 0, Title: "风雪夜归人", Text: "风雪夜归人\n作者：佚名\n\n　　写在前面的话。"},
		{Index: 1, Title: "第一章 风起", Text: "　　天色将晚，城门外的风越刮越大。"},
		{Index: 2, Title: "第二章 云涌", Text: "　　雨下了一夜，第二天早上才停。"}}
	frankenstein = []NewChapter{
		{Index: 0, Title: "Frankenstein", Text: "Frankenstein\n\nor, the Modern Prometheus"},
		{Index: 1, Title: "Chapter 1", Text: "I am by birth a Genevese, and my family is one of the most distinguished of that republic."},
		{Index: 2, Title: "Chapter 2", Text: "We were brought up together; there was not quite a year difference in our ages."}}
)

// TestExportImportKeepsChapterList: a book exported in any format and
// imported again has the same chapter list — its front matter is chapter
// 0 again, not chapter 1 under the title page the EPUB and Word exports
// write before it — and an EPUB or a Word file names its project after
// the book.
func TestExportImportKeepsChapterList(t *testing.T) {
	books := []struct {
		project  string
		chapters []NewChapter
	}{
		{"风雪夜归人", fengxue},
		{"逆天剑尊", []NewChapter{
			{Index: 0, Title: "序", Text: "序\n\n　　这是一篇序言，写在书前面。"},
			{Index: 1, Title: "第一章 扫雪", Text: "　　山门外的石阶上积了一夜的雪。"},
			{Index: 2, Title: "第二章 古井", Text: "　　后山有一口古井。"}}},
		{"Frankenstein", frankenstein},
		// The same book named after its file (inkflow import
		// frankenstein.txt): the title page says frankenstein over the
		// front matter's Frankenstein.
		{"frankenstein", frankenstein},
	}
	e := openEngine(t, "", newBigram(), testDebounceNever)
	for _, b := range books {
		p := importProject(t, e, b.project, b.chapters)
		want := newChapterTitles(b.chapters)
		for _, format := range export.Formats {
			t.Run(b.project+"/"+string(format), func(t *testing.T) {
				file, data, chs := exportAndParse(t, e, p.ID, format)
				if got := numberedTitles(chs); !slices.Equal(got, want) {
					t.Errorf("re-imported chapters %q, exported %q", got, want)
				}
				if format == export.EPUB || format == export.DOCX {
					if name := BookTitle(file, data, chs, importer.TitlePage{}); name != b.project {
						t.Errorf("re-import names its project %q, want %q", name, b.project)
					}
				}
			})
		}
	}
}

// TestExportKeepsTheAuthorsTitles: a book whose chapters are named, not
// numbered (a prologue, a titled chapter, an epilogue), exports its
// titles as written in EPUB, DOCX and Markdown and comes back under them;
// the web-novel TXT numbers the titled chapter only (第2章 风起), not the
// named ones. Every title was numbered (第1章 楔子 … 第4章 尾声).
func TestExportKeepsTheAuthorsTitles(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	chapters := []NewChapter{
		{Index: 1, Title: "楔子", Text: "　　那一年的雪下得格外早，镇上的人都说是个兆头。"},
		{Index: 2, Title: "风起", Text: "　　风从北边来，吹了三天三夜。\n　　客栈的门板被吹得咯咯作响。"},
		{Index: 3, Title: "第三章 云涌", Text: "　　云压得很低，像要落到屋顶上。"},
		{Index: 4, Title: "尾声", Text: "　　后来的事，镇上的人都不大记得了。"},
	}
	p := importProject(t, e, "雪国", chapters)
	written := []string{"1 楔子", "2 风起", "3 第三章 云涌", "4 尾声"}
	for _, tt := range []struct {
		format export.Format
		want   []string
	}{
		{export.EPUB, written},
		{export.DOCX, written},
		{export.Markdown, written},
		{export.TXT, []string{"1 楔子", "2 第2章 风起", "3 第三章 云涌", "4 尾声"}},
	} {
		t.Run(string(tt.format), func(t *testing.T) {
			_, _, chs := exportAndParse(t, e, p.ID, tt.format)
			if got := numberedTitles(chs); !slices.Equal(got, tt.want) {
				t.Errorf("chapters came back as %q, want %q", got, tt.want)
			}
		})
	}
}

// TestExportPrefaceBeforeNumberedChapters: a book that opens with a
// preface as chapter 1, its other chapters numbered by their titles
// (序, 第一章 风起 …), comes back from every format with the preface as
// its front matter and the chapters under their own numbers. The
// web-novel TXT wrote 第1章 序 above 第一章 风起 (Chapter 1: Preface
// above Chapter 1), two first chapters, and came back so; EPUB, Word and
// Markdown already read it as front matter.
func TestExportPrefaceBeforeNumberedChapters(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	for _, b := range []struct {
		project  string
		chapters []NewChapter
		want     []string
	}{
		{"序在前", []NewChapter{
			{Index: 1, Title: "序", Text: "　　这是一个关于风的故事。"},
			{Index: 2, Title: "第一章 风起", Text: "　　那年冬天，风从北方吹来。"},
			{Index: 3, Title: "第二章 雨落", Text: "　　雨下了三天三夜。"}},
			[]string{"0 序", "1 第一章 风起", "2 第二章 雨落"}},
		{"Preface first", []NewChapter{
			{Index: 1, Title: "Preface", Text: "This is a story about the wind."},
			{Index: 2, Title: "Chapter 1", Text: "That winter the wind came from the north."},
			{Index: 3, Title: "Chapter 2", Text: "It rained for three days and three nights."}},
			[]string{"0 Preface", "1 Chapter 1", "2 Chapter 2"}},
	} {
		p := importProject(t, e, b.project, b.chapters)
		for _, format := range export.Formats {
			t.Run(b.project+"/"+string(format), func(t *testing.T) {
				_, _, chs := exportAndParse(t, e, p.ID, format)
				if got := numberedTitles(chs); !slices.Equal(got, b.want) {
					t.Errorf("re-imported chapters %q, want %q", got, b.want)
				}
				for i, c := range chs {
					if want := export.Paragraphs(b.chapters[i].Text); !slices.Equal(export.Paragraphs(c.Text), want) {
						t.Errorf("chapter %d came back as %q, want %q", i, c.Text, want)
					}
				}
			})
		}
	}
}

// TestImportingAnExportAddsNothing: a book's own export imported back
// into its project adds no chapter in any format. The chapters were
// added again because their text came back without the 　　 their
// paragraphs were typed with (EPUB, Word, Markdown) or under the
// web-novel TXT's heading (第2章 风起) instead of their title.
func TestImportingAnExportAddsNothing(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	chapters := append(slices.Clone(fengxue), NewChapter{Index: 3, Title: "风停", Text: "　　风停了。\n\n　　镇上的人都出了门。"})
	p := importProject(t, e, "风雪夜归人", chapters)
	// Front matter titled otherwise than its project came back from Word
	// as chapter 1, a chapter the project did not have.
	ceshiProject := importProject(t, e, "测试", ceshi)
	for _, tt := range []struct {
		project Project
		formats []export.Format
	}{
		// 测试之书 came back from the web-novel TXT, which wrote no
		// heading for front matter, titled after its first line; every
		// format marks it now.
		{p, export.Formats},
		{ceshiProject, export.Formats},
	} {
		for _, format := range tt.formats {
			addsNothing(t, e, tt.project, format)
		}
	}
	// A chapter edited since the export is new.
	back := []NewChapter{{Title: "风停", Index: 3, Text: "风停了。镇上的人都出了门，天也晴了。"}}
	in, err := e.ChaptersInProject(p.Name, back)
	must(t, err)
	if in[0] {
		t.Error("a chapter whose text changed counts as one the project has")
	}
}

// addsNothing checks that importing project p's export in format back
// into p adds no chapter.
func addsNothing(t *testing.T, e *Engine, p Project, format export.Format) {
	t.Helper()
	t.Run(p.Name+"/"+string(format), func(t *testing.T) {
		_, _, chs := exportAndParse(t, e, p.ID, format)
		back := asNewChapters(chs)
		in, err := e.ChaptersInProject(p.Name, back)
		must(t, err)
		if n := len(in) - countTrue(in); n != 0 {
			t.Errorf("the preview foresees %d new chapters (%v)", n, in)
		}
		made, err := e.ImportBooks([]NewBook{{Project: p.Name, Chapters: back}})
		must(t, err)
		if len(made[0]) != 0 {
			t.Errorf("importing the export added %d chapters", len(made[0]))
		}
	})
}

// exportAndParse exports a project in format and parses the file as an
// import would, returning its name, bytes and chapters.
func exportAndParse(t *testing.T, e *Engine, projectID uint64, format export.Format) (string, []byte, []importer.Chapter) {
	t.Helper()
	var buf bytes.Buffer
	if _, err := e.ExportProject(projectID, ExportOptions{Format: format}, &buf); err != nil {
		t.Fatal(err)
	}
	file := "book." + string(format)
	chs, err := ParseBook(file, buf.Bytes(), importer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return file, buf.Bytes(), chs
}

// newChapterTitles lists chapters to import as "number title", as
// numberedTitles lists those parsed.
func newChapterTitles(chs []NewChapter) []string {
	var out []string
	for _, c := range chs {
		out = append(out, fmt.Sprintf("%d %s", c.Index, c.Title))
	}
	return out
}

// asNewChapters makes parsed chapters chapters to import.
func asNewChapters(chs []importer.Chapter) []NewChapter {
	out := make([]NewChapter, len(chs))
	for i, c := range chs {
		out[i] = NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	return out
}

// numberedTitles lists chapters as "number title".
func numberedTitles(chs []importer.Chapter) []string {
	var out []string
	for _, c := range chs {
		out = append(out, fmt.Sprintf("%d %s", c.Index, c.Title))
	}
	return out
}

// TestExportKeepsAStorysParts: a collection whose story has numbered
// parts of its own (阿Ｑ正传's 第一章 序 … in 呐喊), exported as web-novel
// TXT or Markdown, imports again as the same stories, the parts inside
// theirs: the TXT numbers the stories at the margin (第3章 阿Ｑ正传) and
// indents the parts like the paragraphs; Markdown heads the stories ##
// and writes the parts as plain lines. 呐喊's 16 chapters came back as 24
// from TXT and 25 from Markdown.
func TestExportKeepsAStorysParts(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	para := func(s string) string { return "　　" + strings.Repeat(s, 12) }
	chapters := []NewChapter{
		{Index: 1, Title: "《呐喊》自序", Text: para("我在年青时候也曾经做过许多梦，后来大半忘却了。")},
		{Index: 2, Title: "狂人日记", Text: para("今天晚上，很好的月光。我不见他，已是三十多年。")},
		{Index: 3, Title: "阿Ｑ正传", Text: "第一章　序\n" + para("我要给阿Ｑ做正传，已经不止一两年了。") +
			"\n第二章　优胜记略\n" + para("阿Ｑ不独是姓名籍贯有些渺茫。") + "\n第三章　续优胜记略\n" + para("然而阿Ｑ虽然常优胜。")},
		{Index: 4, Title: "故乡", Text: para("我冒了严寒，回到相隔二千余里，别了二十余年的故乡去。")},
		{Index: 5, Title: "社戏", Text: para("我在倒数上去的二十年中，只看过两回中国戏。")},
		{Index: 6, Title: "白光", Text: para("陈士成看过县考的榜，回到家里的时候，已经是下午了。")},
	}
	p := importProject(t, e, "呐喊", chapters)
	for _, tt := range []struct {
		format export.Format
		want   []string
	}{
		{export.TXT, []string{"1 第1章 《呐喊》自序", "2 第2章 狂人日记", "3 第3章 阿Ｑ正传", "4 第4章 故乡", "5 第5章 社戏", "6 第6章 白光"}},
		{export.Markdown, []string{"1 《呐喊》自序", "2 狂人日记", "3 阿Ｑ正传", "4 故乡", "5 社戏", "6 白光"}},
	} {
		t.Run(string(tt.format), func(t *testing.T) {
			_, _, chs := exportAndParse(t, e, p.ID, tt.format)
			if got := numberedTitles(chs); !slices.Equal(got, tt.want) {
				t.Fatalf("re-imported chapters %q, want %q", got, tt.want)
			}
			if !strings.Contains(chs[2].Text, "第二章　优胜记略") {
				t.Errorf("阿Ｑ正传 lost its parts: %.80q", chs[2].Text)
			}
		})
	}
}

// ceshi is a book whose front matter is titled otherwise than its
// project (测试 over 测试之书) and opens with no title line of its own.
var ceshi = []NewChapter{
	{Index: 0, Title: "测试之书", Text: "　　写在前面的几句话。"},
	{Index: 1, Title: "第一章 风起", Text: "　　天色将晚，城门外的风越刮越大。"},
	{Index: 2, Title: "第二章 云涌", Text: "　　雨下了一夜，第二天早上才停。"}}

// frontMatterBook is a book for the front-matter round trips.
type frontMatterBook struct {
	project  string
	chapters []NewChapter
}

// frontMatterBooks have front matter titled otherwise than their
// project (fengxue over 风雪夜归人) and than their first line (测试之书,
// A Word First, 序), and, 序言, chapter titles in brackets.
var frontMatterBooks = []frontMatterBook{
	{"fengxue", fengxue},
	{"测试", ceshi},
	{"Notes", []NewChapter{
		{Index: 0, Title: "A Word First", Text: "A few words before the story.\nAnd a few more."},
		{Index: 1, Title: "Chapter 1", Text: "That winter the wind came from the north."},
		{Index: 2, Title: "Chapter 2", Text: "It rained for three days and three nights."}}},
	{"序言", []NewChapter{
		{Index: 0, Title: "序", Text: "　　这些故事写于三年之间。\n　　写完又放了一年。"},
		{Index: 1, Title: "【第一章】风起", Text: "　　天色将晚。"},
		{Index: 2, Title: "〔第二章〕", Text: "　　雨下了一夜。"}}},
}

// TestExportMarksFrontMatter: an EPUB, Word, Markdown or TXT export
// marks chapter 0 as front matter, so it comes back as chapter 0 under
// its title, whatever the title page says (a project named after its
// file, fengxue, over the book's 风雪夜归人; 测试 over 测试之书) and
// whatever its first line. It came back as chapter 1 (under a one-line
// chapter 0, or none), or from TXT titled after its first line. EPUB
// marks it with epub:type frontmatter; Word, Markdown and plain text
// have no such mark, so the Word export gives the heading a style of its
// own (Front Matter Heading, based on heading 1), the Markdown export
// puts a comment above it (importer.MarkdownFrontMatter) and the TXT
// export a label a reader sees (importer.TXTFrontMatterZH, 【卷首】, or
// TXTFrontMatterEN, [Front matter]).
func TestExportMarksFrontMatter(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	for _, b := range frontMatterBooks {
		p := importProject(t, e, b.project, b.chapters)
		want := newChapterTitles(b.chapters)
		for _, format := range export.Formats {
			t.Run(b.project+"/"+string(format), func(t *testing.T) {
				_, _, chs := exportAndParse(t, e, p.ID, format)
				if got := numberedTitles(chs); !slices.Equal(got, want) {
					t.Errorf("re-imported chapters %q, want %q", got, want)
				}
			})
		}
	}
}

// importProject imports chapters as a new project named name.
func importProject(t *testing.T, e *Engine, name string, chapters []NewChapter) Project {
	t.Helper()
	if _, err := e.ImportBooks([]NewBook{{Project: name, Chapters: chapters}}); err != nil {
		t.Fatal(err)
	}
	p, _, err := e.ProjectByName(name)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestTXTExportReimportKeepsFrontMatter: a TXT export imported as a new
// project gives it the front matter back as chapter 0, under its title
// and with its text, in Chinese and in English, and every chapter's
// title. The import titled front matter after its first line (写在前面的
// 几句话。) or read a title such as 序 as text, and a heading in brackets
// came back numbered twice (第1章 【第一章】风起).
func TestTXTExportReimportKeepsFrontMatter(t *testing.T) {
	e := openEngine(t, "", newBigram(), testDebounceNever)
	// Front matter without text, too: a title page still to write.
	books := append(slices.Clone(frontMatterBooks), frontMatterBook{"空扉页", []NewChapter{
		{Index: 0, Title: "扉页"}, {Index: 1, Title: "第一章 风起", Text: "　　天色将晚。"}}})
	for _, b := range books {
		t.Run(b.project, func(t *testing.T) {
			p := importProject(t, e, b.project+" txt", b.chapters)
			_, _, chs := exportAndParse(t, e, p.ID, export.TXT)
			again := importProject(t, e, b.project+" again", asNewChapters(chs))
			infos, err := e.Chapters(again.ID)
			must(t, err)
			var got []string
			for _, c := range infos {
				got = append(got, fmt.Sprintf("%d %s", c.Index, c.Title))
			}
			if want := newChapterTitles(b.chapters); !slices.Equal(got, want) {
				t.Fatalf("re-imported chapters %q, exported %q", got, want)
			}
			c, err := e.Chapter(infos[0].ID)
			must(t, err)
			// The TXT sets a blank line between paragraphs: the
			// paragraphs, not the line breaks, come back.
			paragraphs := func(text string) []string {
				ps := export.Paragraphs(text)
				for i, para := range ps {
					ps[i] = strings.TrimSpace(para)
				}
				return ps
			}
			if c.Index != 0 || c.Title != b.chapters[0].Title || !slices.Equal(paragraphs(c.Text), paragraphs(b.chapters[0].Text)) {
				t.Errorf("front matter came back as %d %q: %q; want 0 %q: %q", c.Index, c.Title, c.Text, b.chapters[0].Title, b.chapters[0].Text)
			}
		})
	}
}

// TestTXTExportCarriesTitleAndAuthor: a TXT export opens with the book's
// 书名：/作者： header (Title:/Author: in English, no author line without
// an author), so importing it into a fresh data folder names the project
// after the book and gives it back its author, with or without front
// matter. The TXT export wrote no header: the re-import was named after
// its file and had no author.
func TestTXTExportCarriesTitleAndAuthor(t *testing.T) {
	zh := []NewChapter{
		{Index: 1, Title: "第一章 风起", Text: "　　天色将晚，城门外的风越刮越大。"},
		{Index: 2, Title: "第二章 云涌", Text: "　　雨下了一夜，第二天早上才停。"}}
	en := []NewChapter{
		{Index: 1, Title: "Chapter 1", Text: "I am by birth a Genevese."},
		{Index: 2, Title: "Chapter 2", Text: "We were brought up together."}}
	cases := []struct {
		name           string
		project        string
		meta           ProjectMeta
		chapters       []NewChapter
		header         string // the export's first lines
		wantTitle      string // the re-imported project's name
		wantMetaAuthor string
	}{
		{"zh with author", "呐喊稿", ProjectMeta{Title: "呐喊", Author: "鲁迅"}, zh, "书名：呐喊\n作者：鲁迅\n\n", "呐喊", "鲁迅"},
		{"zh without author", "彷徨", ProjectMeta{}, zh, "书名：彷徨\n\n第", "彷徨", ""},
		{"zh front matter", "风雪", ProjectMeta{Title: "风雪夜归人", Author: "佚名"}, fengxue, "书名：风雪夜归人\n作者：佚名\n\n【卷首】\n", "风雪夜归人", "佚名"},
		{"en with author", "frank", ProjectMeta{Title: "Frankenstein", Author: "Mary Shelley", Language: "en"}, en, "Title: Frankenstein\nAuthor: Mary Shelley\n\n", "Frankenstein", "Mary Shelley"},
		{"en front matter", "frank2", ProjectMeta{Title: "The Modern Prometheus", Author: "Mary Shelley", Language: "en"}, frankenstein, "Title: The Modern Prometheus\nAuthor: Mary Shelley\n\n[Front matter]\n", "The Modern Prometheus", "Mary Shelley"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := openEngine(t, "", newBigram(), testDebounceNever)
			p := importProject(t, src, c.project, c.chapters)
			if c.meta != (ProjectMeta{}) {
				must(t, src.SetProjectMeta(p.ID, c.meta))
			}
			var buf bytes.Buffer
			if _, err := src.ExportProject(p.ID, ExportOptions{Format: export.TXT}, &buf); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(buf.String(), c.header) {
				t.Fatalf("TXT export opens %q, want %q", buf.String()[:min(buf.Len(), 80)], c.header)
			}
			// Import it into a fresh data folder, as `inkflow import` does.
			file := "export.txt"
			chs, page, err := ParseBookPage(file, buf.Bytes(), importer.Options{})
			must(t, err)
			name := BookTitle(file, buf.Bytes(), chs, page)
			if name != c.wantTitle {
				t.Errorf("re-import names its project %q, want %q", name, c.wantTitle)
			}
			dst := openEngine(t, "", newBigram(), testDebounceNever)
			if _, err := dst.ImportBooks([]NewBook{{Project: name, Chapters: asNewChapters(chs), TitlePage: page}}); err != nil {
				t.Fatal(err)
			}
			again, _, err := dst.ProjectByName(name)
			must(t, err)
			meta, err := dst.ProjectMeta(again.ID)
			must(t, err)
			if meta.Author != c.wantMetaAuthor {
				t.Errorf("re-imported author %q, want %q", meta.Author, c.wantMetaAuthor)
			}
			infos, err := dst.Chapters(again.ID)
			must(t, err)
			var got []string
			for _, ci := range infos {
				got = append(got, fmt.Sprintf("%d %s", ci.Index, ci.Title))
			}
			if want := newChapterTitles(c.chapters); !slices.Equal(got, want) {
				t.Errorf("re-imported chapters %q, exported %q", got, want)
			}
		})
	}
}

// TestImportWebNovelHeaderOverSynopsisRoundTrip: a download whose header
// (书名：剑来江湖, 作者：白衣客) stands over its synopsis imports with
// that header as the project's title and author and as the first lines
// of chapter 0, word for word; its TXT export writes the header once
// (the front matter has it, so no second one above the 【卷首】 mark),
// and imports back with the same author and the same chapter 0. The
// author was lost before (project meta: author none), and with it every
// export's.
func TestImportWebNovelHeaderOverSynopsisRoundTrip(t *testing.T) {
	const file = "jianlai.txt"
	data := []byte("书名：剑来江湖\n作者：白衣客\n内容简介：少年下山，一剑入江湖。\n\n" +
		"第一章 出山\n\n　　山下的镇子一早就热闹起来。\n\n第二章 入城\n\n　　城门口排着长队。\n")
	// imported parses data and imports it into a fresh data folder, as
	// `inkflow import` does, and returns the project's meta and chapter 0.
	imported := func(data []byte) (string, ProjectMeta, Chapter, *Engine, Project) {
		t.Helper()
		chs, page, err := ParseBookPage(file, data, importer.Options{})
		must(t, err)
		name := BookTitle(file, data, chs, page)
		e := openEngine(t, "", newBigram(), testDebounceNever)
		if _, err := e.ImportBooks([]NewBook{{Project: name, Chapters: asNewChapters(chs), TitlePage: page}}); err != nil {
			t.Fatal(err)
		}
		p, ok, err := e.ProjectByName(name)
		must(t, err)
		if !ok {
			t.Fatalf("no project %q", name)
		}
		meta, err := e.ProjectMeta(p.ID)
		must(t, err)
		infos, err := e.Chapters(p.ID)
		must(t, err)
		c, err := e.Chapter(infos[0].ID)
		must(t, err)
		return name, meta, c, e, p
	}
	name, meta, front, e, p := imported(data)
	// The title is the project's name (an empty meta title says so).
	if name != "剑来江湖" || meta.Title != "" || meta.Author != "白衣客" {
		t.Errorf("imported as %q, meta title %q author %q; want 剑来江湖 by 白衣客", name, meta.Title, meta.Author)
	}
	if front.Index != 0 || !strings.HasPrefix(front.Text, "书名：剑来江湖\n作者：白衣客\n") || !strings.Contains(front.Text, "内容简介：") {
		t.Errorf("chapter 0 is %d %q: %q; want the header and synopsis as the file has them", front.Index, front.Title, front.Text)
	}

	var buf bytes.Buffer
	if _, err := e.ExportProject(p.ID, ExportOptions{Format: export.TXT}, &buf); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	if n := strings.Count(out, "书名：剑来江湖"); n != 1 {
		t.Errorf("TXT export holds 书名：剑来江湖 %d times, want once:\n%s", n, out[:min(len(out), 300)])
	}
	if n := strings.Count(out, "作者：白衣客"); n != 1 {
		t.Errorf("TXT export holds 作者：白衣客 %d times, want once:\n%s", n, out[:min(len(out), 300)])
	}

	name2, meta2, front2, _, _ := imported(buf.Bytes())
	if name2 != name || meta2.Author != meta.Author || meta2.Title != meta.Title {
		t.Errorf("re-imported as %q by %q (meta title %q), want %q by %q", name2, meta2.Author, meta2.Title, name, meta.Author)
	}
	paragraphs := func(text string) []string {
		ps := export.Paragraphs(text)
		for i, para := range ps {
			ps[i] = strings.TrimSpace(para)
		}
		return ps
	}
	if front2.Title != front.Title || !slices.Equal(paragraphs(front2.Text), paragraphs(front.Text)) {
		t.Errorf("re-imported chapter 0 %q: %q; want %q: %q", front2.Title, front2.Text, front.Title, front.Text)
	}
}
