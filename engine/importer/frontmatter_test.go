package importer

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestFrontMatterAfterTitlePage: a title page (title, author) before a
// first heading that names the book again or front matter makes that
// heading's section chapter 0, as InkFlow's exports write a book; a first
// heading of another name is a chapter, numbered or not, and the title
// page InkFlow's EPUB writes (title and author alone) no chapter.
func TestFrontMatterAfterTitlePage(t *testing.T) {
	docx := func(first string) func(t *testing.T) []byte {
		return func(t *testing.T) []byte {
			return docxFile(t, p("a3", r("风雪夜归人"))+p("", r("佚名"))+p("1", r(first))+p("", r("前言。"))+
				p("1", r("第一章 风起"))+p("", r("天色将晚。"))+p("1", r("第二章 云涌"))+p("", r("雨下了。")))
		}
	}
	epub := func(first string) func(t *testing.T) []byte {
		return func(t *testing.T) []byte {
			return epubFile(t, `<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/><item id="c0" href="c0.xhtml" media-type="application/xhtml+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="c2.xhtml" media-type="application/xhtml+xml"/>`,
				`<itemref idref="title"/><itemref idref="c0"/><itemref idref="c1"/><itemref idref="c2"/>`, map[string]string{
					"OEBPS/title.xhtml": page(`<section epub:type="titlepage"><p class="title">Frankenstein</p><p class="author">Mary Shelley</p></section>`),
					"OEBPS/c0.xhtml":    page(`<section epub:type="chapter"><h1>` + first + `</h1><p>Begun in 1816.</p></section>`),
					"OEBPS/c1.xhtml":    page(`<section epub:type="chapter"><h1>Chapter 1</h1><p>I am by birth a Genevese.</p></section>`),
					"OEBPS/c2.xhtml":    page(`<section epub:type="chapter"><h1>Chapter 2</h1><p>We were brought up together.</p></section>`),
				})
		}
	}
	markdown := func(first string) func(t *testing.T) []byte {
		return func(*testing.T) []byte {
			return []byte("# 风雪夜归人\n\n佚名\n\n## " + first + "\n\n序\n\n前言。\n\n## 第一章 风起\n\n天色将晚。\n\n## 第二章 云涌\n\n雨下了。\n")
		}
	}
	tests := []struct {
		name, file string
		data       func(t *testing.T) []byte
		want       []string // index and title of every chapter
	}{
		{"Word: the book's title again", "a.docx", docx("风雪夜归人"), []string{"0 风雪夜归人", "1 第一章 风起", "2 第二章 云涌"}},
		{"Word: a preface", "a.docx", docx("序"), []string{"0 序", "1 第一章 风起", "2 第二章 云涌"}},
		{"Word: a chapter without a number", "a.docx", docx("楔子"), []string{"0 风雪夜归人", "1 楔子", "2 第一章 风起", "3 第二章 云涌"}},
		{"EPUB: the book's title again", "a.epub", epub("Frankenstein"), []string{"0 Frankenstein", "1 Chapter 1", "2 Chapter 2"}},
		{"EPUB: Front matter", "a.epub", epub("Front matter"), []string{"0 Front matter", "1 Chapter 1", "2 Chapter 2"}},
		{"EPUB: a prologue is a chapter", "a.epub", epub("Prologue"), []string{"1 Prologue", "2 Chapter 1", "3 Chapter 2"}},
		{"Markdown: the front matter's 序 line starts no chapter", "a.md", markdown("风雪夜归人"), []string{"0 风雪夜归人", "1 第一章 风起", "2 第二章 云涌"}},
		{"Markdown: another book's headings", "a.md", markdown("楔子"), []string{"1 风雪夜归人", "2 楔子", "3 序", "4 第一章 风起", "5 第二章 云涌"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, err := ParseFile(tt.file, tt.data(t), Options{Markdown: filepath.Ext(tt.file) == ".md"})
			if err != nil {
				t.Fatal(err)
			}
			got := IndexTitles(chs)
			if !slices.Equal(got, tt.want) {
				t.Errorf("chapters %q, want %q", got, tt.want)
			}
		})
	}
}

// TestTitlePageOnlyWhenMarked: a title page is no chapter only when the
// file marks it as InkFlow's exports do and it holds the book's title and
// author and nothing else; a publisher's line, a dedication, a title page
// the file does not mark (an author's line in the Normal style, a TXT
// file's first lines) make chapter 0 as before; a TXT's title over its
// author's bare name stays chapter 0 and names the book's title and
// author all the same (TestChineseBylineTitlePage).
func TestTitlePageOnlyWhenMarked(t *testing.T) {
	chapters := p("1", r("第一章 风起")) + p("", r("天色将晚。")) + p("1", r("第二章 云涌")) + p("", r("雨下了。"))
	epub := func(titlePage string) []byte {
		return epubFile(t, `<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="c2.xhtml" media-type="application/xhtml+xml"/>`,
			`<itemref idref="title"/><itemref idref="c1"/><itemref idref="c2"/>`, map[string]string{
				"OEBPS/title.xhtml": page(titlePage),
				"OEBPS/c1.xhtml":    page(`<section epub:type="chapter"><h1>Chapter 1</h1><p>I am by birth a Genevese.</p></section>`),
				"OEBPS/c2.xhtml":    page(`<section epub:type="chapter"><h1>Chapter 2</h1><p>We were brought up together.</p></section>`),
			})
	}
	tests := []struct {
		name, file string
		data       []byte
		want       []string // index and title of every chapter
		page       TitlePage
	}{
		{"Word: Title and Author", "a.docx", docxFile(t, p("a3", r("风雪夜归人"))+p("Author", r("佚名"))+chapters),
			[]string{"1 第一章 风起", "2 第二章 云涌"}, TitlePage{"风雪夜归人", "佚名"}},
		{"Word: Title alone", "a.docx", docxFile(t, p("a3", r("风雪夜归人"))+chapters),
			[]string{"1 第一章 风起", "2 第二章 云涌"}, TitlePage{Title: "风雪夜归人"}},
		{"Word: the author in the Normal style", "a.docx", docxFile(t, p("a3", r("风雪夜归人"))+p("", r("佚名"))+chapters),
			[]string{"0 风雪夜归人", "1 第一章 风起", "2 第二章 云涌"}, TitlePage{}},
		{"Word: a publisher under the author", "a.docx", docxFile(t, p("a3", r("风雪夜归人"))+p("Author", r("佚名"))+p("", r("人民文学出版社"))+chapters),
			[]string{"0 风雪夜归人", "1 第一章 风起", "2 第二章 云涌"}, TitlePage{}},
		{"EPUB: title and author", "a.epub", epub(`<section epub:type="titlepage"><p class="title">Frankenstein</p><p class="author">Mary Shelley</p></section>`),
			[]string{"1 Chapter 1", "2 Chapter 2"}, TitlePage{"Frankenstein", "Mary Shelley"}},
		{"EPUB: a publisher's title page", "a.epub", epub(`<section epub:type="titlepage"><p class="title">Frankenstein</p><p class="author">Mary Shelley</p><p>Lackington, 1818</p></section>`),
			[]string{"0 Frankenstein", "1 Chapter 1", "2 Chapter 2"}, TitlePage{}},
		{"EPUB: a title page in a heading", "a.epub", epub(`<section epub:type="titlepage"><div class="title">Frankenstein</div><div>by Mary Shelley</div></section>`),
			[]string{"0 Frankenstein", "1 Chapter 1", "2 Chapter 2"}, TitlePage{}},
		{"EPUB: no titlepage type", "a.epub", epub(`<section><p class="title">Frankenstein</p><p class="author">Mary Shelley</p></section>`),
			[]string{"0 Frankenstein", "1 Chapter 1", "2 Chapter 2"}, TitlePage{}},
		{"Markdown: title and author", "a.md", []byte("# 风雪夜归人\n\n佚名\n\n## 第一章 风起\n\n天色将晚。\n\n## 第二章 云涌\n\n雨下了。\n"),
			[]string{"1 第一章 风起", "2 第二章 云涌"}, TitlePage{"风雪夜归人", "佚名"}},
		{"Markdown: a dedication under the author", "a.md", []byte("# 风雪夜归人\n\n佚名\n\n献给我的母亲。\n\n## 第一章 风起\n\n天色将晚。\n\n## 第二章 云涌\n\n雨下了。\n"),
			[]string{"1 风雪夜归人", "2 第一章 风起", "3 第二章 云涌"}, TitlePage{}},
		{"Markdown: a line right under the title is text", "a.md", []byte("# 风雪夜归人\n佚名\n\n## 第一章 风起\n\n天色将晚。\n\n## 第二章 云涌\n\n雨下了。\n"),
			[]string{"1 风雪夜归人", "2 第一章 风起", "3 第二章 云涌"}, TitlePage{}},
		{"Markdown: a title heading over numbered chapters of its level", "a.md", []byte("# The Picture of Dorian Gray\n\n*by Oscar Wilde*\n\n# Chapter I\n\nThe studio was filled with the rich odour of roses.\n\n# Chapter II\n\nAs they entered they saw Dorian Gray.\n"),
			[]string{"0 The Picture of Dorian Gray", "1 Chapter I", "2 Chapter II"}, TitlePage{"The Picture of Dorian Gray", "Oscar Wilde"}},
		{"Markdown: a first chapter with a name of its own", "a.md", []byte("# The Studio\n\nThe studio was filled with the rich odour of roses.\n\n# Chapter 2\n\nThey saw Dorian Gray.\n\n# Chapter 3\n\nHe left.\n"),
			[]string{"1 The Studio", "2 Chapter 2", "3 Chapter 3"}, TitlePage{}},
		{"TXT: a title page is chapter 0", "a.txt", []byte("呐喊\n\n鲁迅\n\n第一章 风起\n\n天色将晚。\n\n第二章 云涌\n\n雨下了。\n"),
			[]string{"0 呐喊", "1 第一章 风起", "2 第二章 云涌"}, TitlePage{"呐喊", "鲁迅"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, page, err := ParseFilePage(tt.file, tt.data, Options{Markdown: filepath.Ext(tt.file) == ".md"})
			if err != nil {
				t.Fatal(err)
			}
			got := IndexTitles(chs)
			if !slices.Equal(got, tt.want) || page != tt.page {
				t.Errorf("chapters %q and title page %+v, want %q and %+v", got, page, tt.want, tt.page)
			}
		})
	}
}

// TestBylineTitlePage: an English manuscript opening with its title and
// byline (Project Gutenberg's "The Great Gatsby / by / F. Scott
// Fitzgerald") keeps them as chapter 0, as a title page the file does not
// mark, and gives the book its title and author, whatever follows the
// byline: a preface, a dedication, a publisher. Before, only a title page
// of title and byline and nothing else did; over a preface (Bleak House,
// Treasure Island) the author was in chapter 0 alone, and the project
// and its EPUB and DOCX named none. A byline that is a sentence, a
// credit to a translator, or a dedication or preface before any byline
// gives none.
func TestBylineTitlePage(t *testing.T) {
	chapters := "\n\nI\n\nIn my younger and more vulnerable years my father gave me some advice.\n\nII\n\nAbout half way between West Egg and New York the motor road hastily joins the railroad.\n"
	tests := []struct {
		name, front string
		want        []string // index and title of every chapter
		page        TitlePage
	}{
		{"title, by, author", "The Great Gatsby\n\nby\n\nF. Scott Fitzgerald", []string{"0 The Great Gatsby", "1 I", "2 II"},
			TitlePage{"The Great Gatsby", "F. Scott Fitzgerald"}},
		{"by and the name on one line", "  The Great Gatsby\n\n  BY F. Scott Fitzgerald", []string{"0 The Great Gatsby", "1 I", "2 II"},
			TitlePage{"The Great Gatsby", "F. Scott Fitzgerald"}},
		{"a publisher under the author", "The Great Gatsby\n\nby\n\nF. Scott Fitzgerald\n\nCharles Scribner’s Sons, 1925", []string{"0 The Great Gatsby", "1 I", "2 II"},
			TitlePage{"The Great Gatsby", "F. Scott Fitzgerald"}},
		{"a preface under the byline in capitals", "BLEAK HOUSE\n\nby\n\nCHARLES DICKENS\n\nPREFACE\n\nA Chancery judge once had the kindness to inform me.", nil,
			TitlePage{"Bleak House", "Charles Dickens"}},
		{"BY and the name in capitals over an introduction", "ANNE OF AVONLEA\n\nBY L. M. MONTGOMERY\n\nIntroduction\n\nThis is the second book about Anne.", nil,
			TitlePage{"Anne of Avonlea", "L. M. Montgomery"}},
		{"a dedication under the byline", "TREASURE ISLAND\n\nby Robert Louis Stevenson\n\nTo S.L.O., an American gentleman, this story is dedicated.", nil,
			TitlePage{"Treasure Island", "Robert Louis Stevenson"}},
		{"a foreword under the byline", "A Princess of Mars\n\nby Edgar Rice Burroughs\n\nFOREWORD\n\nTo the Reader of this Work:", nil,
			TitlePage{"A Princess of Mars", "Edgar Rice Burroughs"}},
		{"a subtitle over the byline", "Oliver Twist\n\nOR\n\nTHE PARISH BOY’S PROGRESS\n\nby Charles Dickens\n\nAmong other public buildings in a certain town.", nil,
			TitlePage{"Oliver Twist", "Charles Dickens"}},
		{"the name over a presenter's credit", "Tess of the d’Urbervilles\n\nA Pure Woman\n\nFaithfully presented by\n\nThomas Hardy\n\n... Poor wounded name!", nil,
			TitlePage{"Tess of the d’Urbervilles", "Thomas Hardy"}},
		{"a degree after a comma", "GULLIVER’S TRAVELS\n\nBY JONATHAN SWIFT, D.D.,\n\ndean of st. patrick’s, dublin.", nil,
			TitlePage{"Gulliver’s Travels", "Jonathan Swift"}},
		{"a labelled author over a preface", "The Wind\n\nAuthor: Jane Roe\n\nPreface\n\nThis book began as a letter.", nil,
			TitlePage{"The Wind", "Jane Roe"}},
		{"a translator's credit is no byline", "Crime and Punishment\n\nTranslated by Constance Garnett\n\nPREFACE\n\nA few words.", nil,
			TitlePage{}},
		{"a dedication before the byline", "Anne of the Island\n\nTo all the girls\n\nby Lucy Maud Montgomery", nil,
			TitlePage{}},
		{"a preface's heading over its writer", "Preface\n\nby Jane Roe\n\nThis book began as a letter.", nil,
			TitlePage{}},
		{"prose under the title", "Rain\n\nBy noon the streets were empty, and the rain had gone.\n\nShe left.", nil,
			TitlePage{}},
		{"a byline that is a sentence", "Waverley\n\nby\n\nthe author of many things, and others.", []string{"0 Waverley", "1 I", "2 II"},
			TitlePage{}},
		{"no byline", "The Great Gatsby\n\nF. Scott Fitzgerald", []string{"0 The Great Gatsby", "1 I", "2 II"},
			TitlePage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, page, err := ParseFilePage("a.txt", []byte(tt.front+chapters), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := IndexTitles(chs); tt.want != nil && !slices.Equal(got, tt.want) || page != tt.page {
				t.Errorf("chapters %q and title page %+v, want %q and %+v", got, page, tt.want, tt.page)
			}
			if first, _, _ := strings.Cut(tt.front, "\n"); len(chs) == 0 || chs[0].Index != 0 || !strings.Contains(chs[0].Title+"\n"+chs[0].Text, strings.TrimSpace(first)) {
				t.Errorf("chapter 0 lost the title page: %q", IndexTitles(chs))
			}
		})
	}
}

// TestChineseBylineTitlePage: a Chinese manuscript opening with its title
// and its author's bare name under it (呼兰河传 over 萧红) keeps them as
// chapter 0, as the English byline does, and gives the book its title and
// author: the project had no author and its exports named none. So does
// one whose byline has a preface or anything else after it (迷羊 over
// 郁达夫, then 自序; 故事新编 over 鲁迅 著, then 序言; 作者：郁达夫):
// before, only a title and byline with nothing after them did. A bare name over more
// text must stand right under the title with a blank line after it, as
// the classical books set it. A line under the title that is no name (a
// sentence, a subtitle, the book's kind), or a title that names front
// matter, gives none; nor does the name of front matter under the title
// (自序, 目录, 正文: each was taken for the author), with text after it or
// not.
func TestChineseBylineTitlePage(t *testing.T) {
	chapters := "\n\n第一章\n\n　　严冬一封锁了大地的时候，则大地满地裂着口。\n\n第二章\n\n　　呼兰河除了这些卑琐平凡的实际生活之外。\n"
	tests := []struct {
		name, front string
		want        []string // index and title of every chapter
		page        TitlePage
	}{
		{"title over the author", "呼兰河传\n萧红", []string{"0 呼兰河传", "1 第一章", "2 第二章"}, TitlePage{"呼兰河传", "萧红"}},
		{"blank line and indents between", "　　呼兰河传\n\n　　　　萧红", []string{"0 呼兰河传", "1 第一章", "2 第二章"}, TitlePage{"呼兰河传", "萧红"}},
		{"a three-character name", "荡寇志\n\n俞万春", []string{"0 荡寇志", "1 第一章", "2 第二章"}, TitlePage{"荡寇志", "俞万春"}},
		{"a translated name with its dot", "复活\n列夫·托尔斯泰", []string{"0 复活", "1 第一章", "2 第二章"}, TitlePage{"复活", "列夫·托尔斯泰"}},
		{"the author's mark after the name", "呐喊\n鲁迅 著", []string{"0 呐喊", "1 第一章", "2 第二章"}, TitlePage{"呐喊", "鲁迅"}},
		{"a sentence under the title", "呼兰河传\n她来了。", []string{"0 呼兰河传", "1 第一章", "2 第二章"}, TitlePage{}},
		{"a subtitle under the title", "呼兰河传\n一座北方小城的童年往事", []string{"0 呼兰河传", "1 第一章", "2 第二章"}, TitlePage{}},
		{"front matter's name over a line", "内容简介\n她来了", nil, TitlePage{}},
		{"the author's mark without a space", "呐喊\n鲁迅著", nil, TitlePage{"呐喊", "鲁迅"}},
		{"a preface's name under the title", "长河\n自序", nil, TitlePage{}},
		{"a contents line under the title", "长河\n目录", nil, TitlePage{}},
		{"an epigraph's name under the title", "长河\n题记", nil, TitlePage{}},
		{"a blurb's name under the title", "长河\n内容简介", nil, TitlePage{}},
		{"a main-text label under the title", "长河\n正文", nil, TitlePage{}},
		{"a preface after the bare name", "迷羊\n郁达夫\n\n自序\n\n　　这一篇小说，是在病中写的。", []string{"0 迷羊", "1 第一章", "2 第二章"}, TitlePage{"迷羊", "郁达夫"}},
		{"a preface's name with a note after it", "萧红作品选\n萧红\n\n失眠之夜（代序）\n\n　　为什么要这样失眠呢！", nil, TitlePage{"萧红作品选", "萧红"}},
		{"a marked name over a preface", "故事新编\n\n鲁迅 著\n\n序言\n\n　　这一本很小的集子。", nil, TitlePage{"故事新编", "鲁迅"}},
		{"a labelled author over a foreword", "沉沦\n作者：郁达夫\n\n前言\n\n　　这是我的第一本小说集。", nil, TitlePage{"沉沦", "郁达夫"}},
		{"a pen name of five characters", "金瓶梅\n兰陵笑笑生\n\n金瓶梅序\n\n　　窃谓兰陵笑笑生作金瓶梅传。", nil, TitlePage{"金瓶梅", "兰陵笑笑生"}},
		{"the mark （题） written on", "封神演义\n许仲琳（题）", nil, TitlePage{"封神演义", "许仲琳"}},
		{"another name in brackets", "弘一法师文集\n弘一（李叔同）\n\n　　壬申十月在厦门讲。", nil, TitlePage{"弘一法师文集", "弘一（李叔同）"}},
		{"a short line set apart over a story", "迷羊\n\n春天\n\n　　那年春天，我住在城外。", nil, TitlePage{}},
		{"a short line running on into the text", "迷羊\n春天\n　　那年春天，我住在城外。", nil, TitlePage{}},
		{"a preface's name over its text", "长河\n自序\n\n　　这是序的正文。", nil, TitlePage{}},
		{"an introduction's name over its text", "长河\n引言\n\n　　这是引言的正文。", nil, TitlePage{}},
		{"the book's kind under the title", "呼兰河传\n长篇小说\n\n　　这是一部长篇小说。", nil, TitlePage{}},
		{"five characters that are no pen name", "呼兰河传\n北方的小城\n\n　　严冬一封锁了大地。", nil, TitlePage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, page, err := ParseFilePage("a.txt", []byte(tt.front+chapters), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if tt.want != nil && !slices.Equal(IndexTitles(chs), tt.want) {
				t.Errorf("chapters %q, want %q", IndexTitles(chs), tt.want)
			}
			if page != tt.page {
				t.Errorf("title page %+v, want %+v", page, tt.page)
			}
		})
	}
}

// IndexTitles lists chapters as "index title". It is exported to the
// tests of package importer_test too, which write real files with
// engine/export (titlepage_test.go).
func IndexTitles(chs []Chapter) []string {
	var out []string
	for _, c := range chs {
		out = append(out, fmt.Sprintf("%d %s", c.Index, c.Title))
	}
	return out
}

// TestTXTFrontMatterMark: the mark InkFlow's TXT export writes over the
// front matter's title, on the file's first line, gives chapter 0 that
// title and leaves the text; the mark anywhere else, over a paragraph
// rather than a title, or as the start of a sentence is the book's text.
func TestTXTFrontMatterMark(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string // index and title of every chapter
		front      string   // chapter 0's text ("" for none)
	}{
		{"zh", "【卷首】\n测试之书\n\n　　写在前面的几句话。\n\n第一章 风起\n\n　　天色将晚。\n",
			[]string{"0 测试之书", "1 第一章 风起"}, "　　写在前面的几句话。"},
		{"en, after blank lines", "\n\n[Front matter]\nA Word First\n\nA few words before the story.\n\nChapter 1\n\nThat winter.\n",
			[]string{"0 A Word First", "1 Chapter 1"}, "A few words before the story."},
		{"a title that reads as a heading", "【卷首】\n序\n\n　　这是书前的话。\n\n第一章 风起\n\n　　天色将晚。\n",
			[]string{"0 序", "1 第一章 风起"}, "　　这是书前的话。"},
		{"a title numbered 0", "【卷首】\n第零章 缘起\n\n　　很久以前。\n\n第一章 风起\n\n　　天色将晚。\n",
			[]string{"0 第零章 缘起", "1 第一章 风起"}, "　　很久以前。"},
		{"no text", "【卷首】\n扉页\n\n\n第一章 风起\n\n　　天色将晚。\n",
			[]string{"0 扉页", "1 第一章 风起"}, ""},
		{"no title", "[Front matter]\n\nA few words.\n\nChapter 1\n\nThat winter.\n",
			[]string{"0 A few words.", "1 Chapter 1"}, "A few words."},
		{"over a paragraph", "【卷首】\n　　第一段。\n　　第二段。\n\n第一章 风起\n\n　　天色将晚。\n",
			[]string{"0 【卷首】", "1 第一章 风起"}, "【卷首】\n　　第一段。\n　　第二段。"},
		{"not the first line", "书前\n\n【卷首】\n扉页\n\n第一章 风起\n\n　　天色将晚。\n",
			[]string{"0 书前", "1 第一章 风起"}, "书前\n\n【卷首】\n扉页"},
		{"in a sentence", "[Front matter] is what a publisher calls it.\n\nChapter 1\n\nThat winter.\n",
			[]string{"0 Front matter", "1 Chapter 1"}, "[Front matter] is what a publisher calls it."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs := Split(tt.text, Options{KeepLineBreaks: true})
			if got := IndexTitles(chs); !slices.Equal(got, tt.want) {
				t.Fatalf("chapters %q, want %q", got, tt.want)
			}
			if chs[0].Index != 0 || chs[0].Text != tt.front {
				t.Errorf("front matter %q, want %q", chs[0].Text, tt.front)
			}
		})
	}
}
