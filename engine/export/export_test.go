package export

import (
	"archive/zip"
	"bytes"
	"io"
	"slices"
	"strings"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"inkflow/engine/importer"
)

func TestParagraphs(t *testing.T) {
	// A manuscript hard-wrapped at ~66 letters, as Project Gutenberg's
	// and imports that kept their line breaks are.
	para := "The lamp burned low while the captain wrote his letters home, and\n" +
		"the sea was quiet. Nobody on board could say whether the ice would\n" +
		"open before the winter came down upon them."
	wrapped := strings.Repeat(para+"\n\n", 12)
	var wrappedParas []string
	for range 12 {
		wrappedParas = append(wrappedParas, strings.ReplaceAll(para, "\n", " "))
	}
	tests := []struct {
		name, text string
		want       []string
	}{
		{"one line each (Chinese)", "\u3000\u3000第一段。\n\u3000\u3000第二段。\n", []string{"第一段。", "第二段。"}},
		{"a scene break between lines", "\u3000\u3000第一段。\n\u3000\u3000第二段。\n\n\u3000\u3000次日。\n\u3000\u3000第四段。", []string{"第一段。", "第二段。", "次日。", "第四段。"}},
		{"verse in blank-line prose keeps its lines", "He read the lines aloud.\n\n Like one who, on a lonely road,\n Doth walk in fear and dread,\n\nThen he slept.", []string{"He read the lines aloud.", "Like one who, on a lonely road,", "Doth walk in fear and dread,", "Then he slept."}},
		{"hard-wrapped text is joined", wrapped, wrappedParas},
		{"CRLF and empty", "a\r\n\r\nb\r\n", []string{"a", "b"}},
		{"nothing", " \n\u3000\n", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Paragraphs(tt.text); strings.Join(got, "|") != strings.Join(tt.want, "|") {
				t.Fatalf("Paragraphs = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestHeading: EPUB, DOCX and Markdown print a title as the author wrote
// it; the web-novel TXT numbers a title that says no number, but not a
// named chapter.
func TestHeading(t *testing.T) {
	tests := []struct {
		c              Chapter
		chinese        bool
		book, webNovel string
	}{
		{Chapter{Number: 3, Title: "风起"}, true, "风起", "第3章 风起"},
		{Chapter{Number: 2, Title: "《呐喊》自序"}, true, "《呐喊》自序", "第2章 《呐喊》自序"},
		{Chapter{Number: 1, Title: "第一回 宴桃园豪杰三结义"}, true, "第一回 宴桃园豪杰三结义", "第一回 宴桃园豪杰三结义"},
		{Chapter{Number: 2, Title: "第十二章"}, true, "第十二章", "第十二章"},
		{Chapter{Number: 25, Title: "尾声"}, true, "尾声", "尾声"},
		{Chapter{Number: 26, Title: "番外 小师妹"}, true, "番外 小师妹", "番外 小师妹"},
		{Chapter{Number: 4}, true, "第4章", "第4章"},
		{Chapter{Number: 5, Title: "Chapter 5"}, false, "Chapter 5", "Chapter 5"},
		{Chapter{Number: 6, Title: "The Storm"}, false, "The Storm", "Chapter 6: The Storm"},
		{Chapter{Number: 30, Title: "Epilogue"}, false, "Epilogue", "Chapter 30: Epilogue"},
		{Chapter{Number: 1, Title: "自序"}, true, "自序", "第1章 自序"},
		{Chapter{Number: 7}, false, "Chapter 7", "Chapter 7"},
		{Chapter{Number: 0, Title: "序"}, true, "序", "序"},
		{Chapter{Number: 0}, false, "Book", ""},
	}
	for _, tt := range tests {
		if got := Heading(tt.c, tt.chinese, "Book"); got != tt.book {
			t.Errorf("Heading(%+v) = %q, want %q", tt.c, got, tt.book)
		}
		if got := WebNovelHeading(tt.c, tt.chinese); got != tt.webNovel {
			t.Errorf("WebNovelHeading(%+v) = %q, want %q", tt.c, got, tt.webNovel)
		}
	}
}

// TestWebNovelHeadings: a preface that opens a book whose chapters number
// themselves stands as written (not 第1章 序 above 第一章); with front
// matter before it, or before titled chapters, it keeps its number.
func TestWebNovelHeadings(t *testing.T) {
	tests := []struct {
		name     string
		chapters []Chapter
		chinese  bool
		want     []string
	}{
		{"preface before numbered chapters", []Chapter{{Number: 1, Title: "序"}, {Number: 2, Title: "第一章 风起"}, {Number: 3, Title: "第二章 雨落"}}, true,
			[]string{"序", "第一章 风起", "第二章 雨落"}},
		{"English preface before numbered chapters", []Chapter{{Number: 1, Title: "Preface"}, {Number: 2, Title: "Chapter 1"}}, false,
			[]string{"Preface", "Chapter 1"}},
		{"preface before titled chapters", []Chapter{{Number: 1, Title: "自序"}, {Number: 2, Title: "狂人日记"}}, true,
			[]string{"第1章 自序", "第2章 狂人日记"}},
		{"front matter, then a preface", []Chapter{{Number: 0, Title: "风雪"}, {Number: 1, Title: "序"}, {Number: 2, Title: "第一章 风起"}}, true,
			[]string{"", "第1章 序", "第一章 风起"}},
		{"a preface alone", []Chapter{{Number: 1, Title: "序"}}, true, []string{"第1章 序"}},
		{"roman numerals alone", []Chapter{{Number: 0, Title: "The Picture of Dorian Gray"}, {Number: 1, Title: "I"}, {Number: 2, Title: "II."}, {Number: 3, Title: "XIV"}, {Number: 4, Title: "I Remember"}, {Number: 5, Title: "Ivy"}}, false,
			[]string{"", "I", "II.", "XIV", "Chapter 4: I Remember", "Chapter 5: Ivy"}},
		{"a book numbered by 节: the rest by 节 too", []Chapter{{Number: 0, Title: "迷羊"}, {Number: 1, Title: "第01节"}, {Number: 2, Title: "第02节"}, {Number: 3, Title: "重逢"}}, true,
			[]string{"", "第01节", "第02节", "第3节 重逢"}},
		{"a book numbered by 回", []Chapter{{Number: 1, Title: "第一回 甲"}, {Number: 2, Title: "乙"}}, true, []string{"第一回 甲", "第2回 乙"}},
		{"a book numbered by 章 and 节: 章", []Chapter{{Number: 1, Title: "第一章"}, {Number: 2, Title: "第一节"}, {Number: 3, Title: "丙"}}, true,
			[]string{"第一章", "第一节", "第3章 丙"}},
		{"headings in brackets", []Chapter{{Number: 1, Title: "【第一章】风起"}, {Number: 2, Title: "〔第二回〕"}, {Number: 3, Title: "【甲】乙"}}, true,
			[]string{"【第一章】风起", "〔第二回〕", "第3章 【甲】乙"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := WebNovelHeadings(tt.chapters, tt.chinese); !slices.Equal(got, tt.want) {
				t.Errorf("WebNovelHeadings = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestDetectLanguageAndParseFormat(t *testing.T) {
	if got := DetectLanguage("“他是朝廷命官，岂可擅杀？” said nobody"); got != "zh-CN" {
		t.Errorf("Chinese sample detected as %s", got)
	}
	if got := DetectLanguage("I am by birth a Genevese."); got != "en" {
		t.Errorf("English sample detected as %s", got)
	}
	for _, name := range []string{"epub", ".DOCX", "txt", "md"} {
		if _, err := ParseFormat(name); err != nil {
			t.Errorf("ParseFormat(%q): %v", name, err)
		}
	}
	if _, err := ParseFormat("pdf"); err == nil {
		t.Error("ParseFormat(pdf) accepted")
	}
}

func TestTXTLayoutAndGB18030(t *testing.T) {
	book := Book{Title: "书", Language: "zh-CN", Chapters: []Chapter{
		{Number: 0, Title: "扉页", Text: "书前的话。"},
		{Number: 1, Title: "开端", Text: "\u3000\u3000第一段。\n第二段。"},
		{Number: 2, Title: "第二章 转折", Text: "第三段。"},
	}}
	// The book's 书名： header (no 作者： line: it has no author), then the
	// front matter under its mark and title (importer.TXTFrontMatterZH).
	want := "书名：书\n\n【卷首】\n扉页\n\n\u3000\u3000书前的话。\n\n\n" +
		"第1章 开端\n\n\u3000\u3000第一段。\n\n\u3000\u3000第二段。\n\n\n第二章 转折\n\n\u3000\u3000第三段。\n\n"
	var utf8Out, gbOut bytes.Buffer
	if err := Write(&utf8Out, book, TXT, Options{}); err != nil {
		t.Fatal(err)
	}
	if utf8Out.String() != want {
		t.Fatalf("TXT =\n%q\nwant\n%q", utf8Out.String(), want)
	}
	if err := Write(&gbOut, book, TXT, Options{GB18030: true}); err != nil {
		t.Fatal(err)
	}
	decoded, err := simplifiedchinese.GB18030.NewDecoder().Bytes(gbOut.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if string(decoded) != want || bytes.Equal(gbOut.Bytes(), utf8Out.Bytes()) {
		t.Fatalf("GB18030 output decodes to %q", decoded)
	}
	en := Book{Title: "Notes", Language: "en", Chapters: []Chapter{
		{Number: 0, Title: "A Word First", Text: "A few words."},
		{Number: 1, Title: "Chapter 1", Text: "That winter."},
	}}
	var enOut bytes.Buffer
	if err := Write(&enOut, en, TXT, Options{}); err != nil {
		t.Fatal(err)
	}
	if want := "Title: Notes\n\n[Front matter]\nA Word First\n\nA few words.\n\n\nChapter 1\n\nThat winter.\n\n"; enOut.String() != want {
		t.Fatalf("English TXT =\n%q\nwant\n%q", enOut.String(), want)
	}
}

func TestXMLTextDropsForbiddenCharacters(t *testing.T) {
	if got := xmlText("a<b>&\x01\"c'"); got != "a&lt;b&gt;&amp;&quot;c&apos;" {
		t.Fatalf("xmlText = %q", got)
	}
}

// TestDOCXPaperFollowsTheLanguage: a Chinese manuscript is laid out on
// A4 with Word's Chinese margins, an English one on US Letter with
// one-inch margins. Chinese DOCX went out on US Letter, which no Chinese
// editor or print shop uses.
func TestDOCXPaperFollowsTheLanguage(t *testing.T) {
	for _, tc := range []struct {
		lang, size, margins string
	}{
		{"zh-CN", `<w:pgSz w:w="11906" w:h="16838"/>`, `w:right="1800" w:bottom="1440" w:left="1800"`},
		{"en", `<w:pgSz w:w="12240" w:h="15840"/>`, `w:right="1440" w:bottom="1440" w:left="1440"`},
	} {
		var buf bytes.Buffer
		book := Book{Title: "夜", Language: tc.lang, Chapters: []Chapter{{Number: 1, Title: "第一章", Text: "　　天色将晚。"}}}
		if err := Write(&buf, book, DOCX, Options{}); err != nil {
			t.Fatal(err)
		}
		zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatal(err)
		}
		f, err := zr.Open("word/document.xml")
		if err != nil {
			t.Fatal(err)
		}
		doc, err := io.ReadAll(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(doc), tc.size) || !strings.Contains(string(doc), tc.margins) {
			t.Errorf("%s: the section reads %s, want %s and margins %s", tc.lang, doc[strings.Index(string(doc), "<w:sectPr>"):], tc.size, tc.margins)
		}
	}
}

// TestTXTHeader: the TXT export opens with the book's labelled header in
// its language, the author's line only when it has an author, and none
// for a title an import would not read back from it (importer.HeaderTitle).
// It wrote no header, so an export came back without title or author.
func TestTXTHeader(t *testing.T) {
	chs := []Chapter{{Number: 1, Title: "第一章 风起", Text: "风起了。"}}
	for _, tt := range []struct {
		name string
		book Book
		want string // the file's start up to its first chapter
	}{
		{"zh with author", Book{Title: "呐喊", Author: "鲁迅", Language: "zh-CN"}, "书名：呐喊\n作者：鲁迅\n\n第一章 风起\n"},
		{"zh without author", Book{Title: "呐喊", Language: "zh-CN"}, "书名：呐喊\n\n第一章 风起\n"},
		{"en with author", Book{Title: "Frankenstein", Author: "Mary  Shelley", Language: "en"}, "Title: Frankenstein\nAuthor: Mary Shelley\n\n第一章 风起\n"},
		{"en without author", Book{Title: "Frankenstein", Language: "en"}, "Title: Frankenstein\n\n第一章 风起\n"},
		{"placeholder title", Book{Title: "未命名", Author: "鲁迅", Language: "zh-CN"}, "第一章 风起\n"},
		{"no title", Book{Author: "鲁迅", Language: "zh-CN"}, "第一章 风起\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			tt.book.Chapters = chs
			var out bytes.Buffer
			if err := Write(&out, tt.book, TXT, Options{}); err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(out.String(), tt.want) {
				t.Errorf("TXT opens %q, want %q", out.String(), tt.want)
			}
		})
	}
}

// TestTXTOfASectionNumberedBookImportsBack: a book that numbers its
// chapters 第01节 … and has one titled by name alone comes back from its
// web-novel TXT with every chapter, not as front matter holding the 节
// above one 第N章.
func TestTXTOfASectionNumberedBookImportsBack(t *testing.T) {
	book := Book{Title: "迷羊", Author: "郁达夫", Language: "zh-CN", Chapters: []Chapter{
		{Number: 1, Title: "第01节", Text: "\u3000\u3000一九XX年的秋天，我住在A城里养病。"},
		{Number: 2, Title: "第02节", Text: "\u3000\u3000戏园里满是人。"},
		{Number: 3, Title: "重逢", Text: "\u3000\u3000第二日，我在江边遇到了谢月英。"},
	}}
	var buf bytes.Buffer
	if err := Write(&buf, book, TXT, Options{}); err != nil {
		t.Fatal(err)
	}
	chs, err := importer.ParseFile("迷羊.txt", buf.Bytes(), importer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var titles []string
	for _, c := range chs {
		if c.Index > 0 {
			titles = append(titles, c.Title)
		}
	}
	if want := []string{"第01节", "第02节", "第3节 重逢"}; !slices.Equal(titles, want) {
		t.Errorf("the TXT imports back as chapters %q, want %q\n%s", titles, want, buf.String())
	}
}
