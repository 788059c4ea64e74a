package importer

import (
	"archive/zip"
	"bytes"
	"io"
	"os"
	"path/filepath"
	"testing"

	"inkflow/engine/importer/importertest"
)

// titleOPF is an EPUB package whose metadata holds meta.
func titleOPF(meta string) string {
	return `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">` + meta + `</metadata>
<manifest><item id="title" href="title.xhtml" media-type="application/xhtml+xml"/><item id="c1" href="c1.xhtml" media-type="application/xhtml+xml"/></manifest>
<spine><itemref idref="title"/><itemref idref="c1"/></spine></package>`
}

// coreXML is a Word document's core properties with title.
func coreXML(title string) string {
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>` + title + `</dc:title><dc:creator>某人</dc:creator></cp:coreProperties>`
}

func TestBookTitle(t *testing.T) {
	text := func(s string) []byte { return []byte(s) }
	withCore := func(t *testing.T, core, body string) []byte {
		files := map[string]string{}
		z := docxFile(t, body)
		for _, f := range mustUnzip(t, z) {
			files[f[0]] = f[1]
		}
		files["docProps/core.xml"] = core
		return importertest.Zip(files)
	}
	epub := func(t *testing.T, meta, titlePage string) []byte {
		return epubFile(t, "", "", map[string]string{
			"OEBPS/content.opf": titleOPF(meta),
			"OEBPS/title.xhtml": page(titlePage),
			"OEBPS/c1.xhtml":    page(`<h1>第一章 风起</h1><p>天色将晚。</p>`),
		})
	}
	chapters := p("1", r("第一章 风起")) + p("", r("天色将晚。")) + p("1", r("第二章 云涌")) + p("", r("雨下了。"))
	tests := []struct {
		name string
		file string
		data func(t *testing.T) []byte
		want string
	}{
		// Text: the title page before the first chapter.
		{"classical: title over author", "dangkouzhi.txt", func(*testing.T) []byte {
			return text("荡寇志\n俞万春\n\n第一回 猛都监兴师剿寇\n\n　　话说。\n")
		}, "荡寇志"},
		{"Gutenberg: the subtitle is not the name", "pg84.txt", func(*testing.T) []byte {
			return text("Frankenstein;\n\nor, the Modern Prometheus\n\nby Mary Wollstonecraft (Godwin) Shelley\n\nChapter 1\n\nI am by birth a Genevese.\n")
		}, "Frankenstein"},
		{"capitals in title case", "bleak.txt", func(*testing.T) []byte {
			return text("A CONNECTICUT YANKEE IN KING ARTHUR'S COURT\n\nby\n\nMARK TWAIN\n\nCHAPTER I\n\nCamelot.\n")
		}, "A Connecticut Yankee in King Arthur's Court"},
		{"a title page of short lines names the author further down", "oliver.txt", func(*testing.T) []byte {
			return text("Oliver Twist\n\nOR\n\nTHE PARISH BOY’S PROGRESS\n\nby Charles Dickens\n\nCHAPTER I.\n\nAmong other public buildings.\n")
		}, "Oliver Twist"},
		{"Gutenberg's header names it", "pg1342.txt", func(*testing.T) []byte {
			return text("The Project Gutenberg eBook of Pride and Prejudice\n\nThis ebook is for the use of anyone anywhere at no cost.\n\nTitle: Pride and Prejudice\n\nAuthor: Jane Austen\n\nRelease date: June 1, 1998 [eBook #1342]\n\nChapter 1\n\nIt is a truth universally acknowledged.\n")
		}, "Pride and Prejudice"},
		{"Gutenberg's Title: field without its alternative", "pg84.txt", func(*testing.T) []byte {
			return text("Title: Frankenstein; Or, The Modern Prometheus\n\nAuthor: Mary Wollstonecraft Shelley\n\nChapter 1\n\nI am by birth a Genevese.\n")
		}, "Frankenstein"},
		{"web novel: 书名 label", "download.txt", func(*testing.T) []byte {
			return text("书名：逆天剑尊\n作者：墨染青衫\n内容简介：\n　　三年扫雪，一朝觉醒。\n\n第一章 扫雪\n\n　　雪。\n")
		}, "逆天剑尊"},
		{"web novel: 《》 with the author on the line", "download.txt", func(*testing.T) []byte {
			return text("《雨天的热可可》作者：南枝\n\n第1章 雨\n\n　　雨。\n")
		}, "雨天的热可可"},
		{"web novel: the title alone before chapter 1", "download.txt", func(*testing.T) []byte {
			return text("逆天剑尊\n\n第一章 扫雪\n\n　　雪。\n")
		}, "逆天剑尊"},
		{"web novel: the title over 作者", "download.txt", func(*testing.T) []byte {
			return text("雨天的热可可\n作者：南枝\n第1章 雨\n　　雨。\n")
		}, "雨天的热可可"},
		{"Markdown hash", "draft.md", func(*testing.T) []byte {
			return text("# 神级包工头\n\n## 第一章 绑定\n\n　　张大山。\n")
		}, "神级包工头"},
		// Text without a title: the file's name (BookTitle says "").
		{"the first chapter starts the file", "sanguoyanyi.txt", func(*testing.T) []byte {
			return text("第一回 宴桃园豪杰三结义\n\n　　滚滚长江东逝水。\n\n第二回 张翼德怒鞭督邮\n\n　　且说董卓。\n")
		}, ""},
		{"a preface's heading", "book.txt", func(*testing.T) []byte {
			return text("《呐喊》自序\n\n　　我在年青时候也曾经做过许多梦。\n\n第一章 风起\n\n　　风。\n")
		}, ""},
		{"a preface named after the book", "book.txt", func(*testing.T) []byte {
			return text("水浒后传序\n\n　　古宋遗民之作也。\n\n第一回 阮统制感旧\n\n　　话说。\n")
		}, ""},
		{"a sentence", "draft.txt", func(*testing.T) []byte {
			return text("It was raining.\n\nChapter 1\n\nThe rain went on.\n")
		}, ""},
		{"speech", "draft.txt", func(*testing.T) []byte {
			return text("“你来了”\n\n第一章 风起\n\n　　风。\n")
		}, ""},
		{"a dedication", "draft.txt", func(*testing.T) []byte {
			return text("To my mother\n\nChapter 1\n\nThe rain went on.\n")
		}, ""},
		{"a table of contents", "draft.txt", func(*testing.T) []byte {
			return text("Contents\n\nChapter 1\nChapter 2\n\nChapter 1\n\nRain.\n\nChapter 2\n\nSun.\n")
		}, ""},
		{"a line of verse", "draft.txt", func(*testing.T) []byte {
			return text("All precious things discovered late\n\nTo those that seek them issue forth,\n\nChapter 1\n\nRain.\n")
		}, ""},
		{"a short line over a preface's prose", "book.txt", func(*testing.T) []byte {
			return text("结水浒全传\n\n　　这一部书，名唤作《荡寇志》。看官，你道这书为何而作？缘施耐庵先生《水浒传》并不以宋江为忠义。众位只须看他一路笔意，无一个不写宋江的奸恶。其所以称他忠义者，正为口里忠义，心里强盗，愈形出大奸大恶也。\n\n第一回 猛都监兴师剿寇\n\n　　话说。\n")
		}, ""},
		{"a line over the text without a blank line", "story.txt", func(*testing.T) []byte {
			return text("第一次见他\n是在一个下雨天，她没有带伞，站在咖啡馆的屋檐下等雨停。\n")
		}, ""},
		{"a copyright line", "draft.txt", func(*testing.T) []byte {
			return text("Copyright 2024 Jane Doe\n\nChapter 1\n\nRain.\n")
		}, ""},
		{"a title too long to be one", "draft.txt", func(*testing.T) []byte {
			return text("The Very Long And Winding Account Of Everything That Happened To Us In The Summer Of That Year\n\nby Me\n\nChapter 1\n\nRain.\n")
		}, ""},
		// Word: the core title, else a Title-styled first paragraph, else
		// the text's title page.
		{"Word: core properties", "draft.docx", func(t *testing.T) []byte {
			return withCore(t, coreXML("风雪夜归人"), p("", r("草稿"))+chapters)
		}, "风雪夜归人"},
		{"Word: a converter's core title is no title", "draft.docx", func(t *testing.T) []byte {
			return withCore(t, coreXML("Microsoft Word - draft.doc"), p("a3", r("风雪夜归人"))+p("", r("佚名"))+chapters)
		}, "风雪夜归人"},
		{"Word: Title-styled first paragraph", "draft.docx", func(t *testing.T) []byte {
			return docxFile(t, p("", r(""))+p("a3", r("风雪夜归人"))+p("", r("作者"))+chapters)
		}, "风雪夜归人"},
		{"Word: a title page in plain paragraphs", "draft.docx", func(t *testing.T) []byte {
			return docxFile(t, p("", r("风雪夜归人"))+p("", r("作者：佚名"))+chapters)
		}, "风雪夜归人"},
		{"Word: a chapter first", "draft.docx", func(t *testing.T) []byte {
			return withCore(t, coreXML(""), chapters)
		}, ""},
		// EPUB: dc:title, the main one of several.
		{"EPUB: dc:title", "book.epub", func(t *testing.T) []byte {
			return epub(t, `<dc:title>风雪夜归人</dc:title>`, `<p>扉页</p>`)
		}, "风雪夜归人"},
		{"EPUB: the main title", "book.epub", func(t *testing.T) []byte {
			return epub(t, `<dc:title id="s">A Tale</dc:title><dc:title id="m">Moby-Dick</dc:title><meta refines="#m" property="title-type">main</meta>`, `<p>x</p>`)
		}, "Moby-Dick"},
		{"EPUB: dc:title without its alternative", "pg84.epub", func(t *testing.T) []byte {
			return epub(t, `<dc:title>Frankenstein; Or, The Modern Prometheus</dc:title>`, `<p>x</p>`)
		}, "Frankenstein"},
		{"EPUB: a placeholder title, the title page says it", "book.epub", func(t *testing.T) []byte {
			return epub(t, `<dc:title>Unknown</dc:title>`, `<p class="title">风雪夜归人</p><p class="author">作者：佚名</p>`)
		}, "风雪夜归人"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data := tt.data(t)
			opts := Options{Markdown: filepath.Ext(tt.file) == ".md"}
			chs, page, err := ParseFilePage(tt.file, data, opts)
			if err != nil {
				t.Fatal(err)
			}
			if got := BookTitle(data, chs, page); got != tt.want {
				t.Errorf("title %q, want %q (chapters %+v)", got, tt.want, chs)
			}
		})
	}
}

// mustUnzip returns a zip's files as (name, content) pairs.
func mustUnzip(t *testing.T, data []byte) [][2]string {
	t.Helper()
	files, err := readAllZip(data)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestWebNovelTitles: every web-novel download of testdata that states
// its title gives it; 10-big-numbers.txt starts with its chapter.
func TestWebNovelTitles(t *testing.T) {
	want := map[string]string{
		"01-qidian-benzhangwan.txt": "逆天剑尊", "02-qidian-ps.txt": "逆天剑尊", "03-jjwxc-zuozhe.txt": "雨天的热可可",
		"04-dup-heading.txt": "逆天剑尊", "05-dup-heading-indented.txt": "镇北侯府", "06-markdown-hash.txt": "神级包工头",
		"07-volumes.txt": "星海远航", "08-juanyi.txt": "青衫客", "09-arabic.txt": "神级包工头", "10-big-numbers.txt": "",
		"11-fanwai.txt": "老街裁缝", "12-title-parts.txt": "镇北侯府", "13-site-ads.txt": "神级包工头", "14-gbk.txt": "逆天剑尊",
		"15-utf16.txt": "雨天的热可可", "16-fullwidth.txt": "星海远航", "17-fanqie-dup-bracket.txt": "神级包工头",
		"18-download-site.txt": "老街裁缝", "19-zongheng-mixed.txt": "青衫客", "20-lookalikes.txt": "写书的人",
		"21-jjwxc-compact.txt": "雨天的热可可",
	}
	for file, title := range want {
		data, err := os.ReadFile(filepath.Join("testdata", "webnovel", file))
		if err != nil {
			t.Fatal(err)
		}
		chs, page, err := ParseFilePage(file, data, Options{Encoding: Auto})
		if err != nil {
			t.Fatal(err)
		}
		if got := BookTitle(data, chs, page); got != title {
			t.Errorf("%s: title %q, want %q", file, got, title)
		}
	}
}

func TestTitleCase(t *testing.T) {
	tests := map[string]string{
		"BLEAK HOUSE":                   "Bleak House",
		"MOBY-DICK;":                    "Moby-Dick",
		"NORTH AND SOUTH.":              "North and South",
		"THE LIFE OF HENRY VIII":        "The Life of Henry VIII",
		"R.U.R.":                        "R.U.R.",
		"THE POSSESSED (The Devils)":    "The Possessed (The Devils)",
		"GULLIVER’S TRAVELS":            "Gulliver’s Travels",
		"Tess of the d’Urbervilles":     "Tess of the d’Urbervilles",
		"《儿女英雄传》":                       "儿女英雄传",
		"LITTLE MEN: LIFE AT PLUMFIELD": "Little Men: Life at Plumfield",
	}
	for in, want := range tests {
		if got := cleanTitle(in); got != want {
			t.Errorf("cleanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// readAllZip returns a zip's files as (name, content) pairs.
func readAllZip(data []byte) ([][2]string, error) {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var out [][2]string
	for _, f := range z.File {
		rc, err := f.Open()
		if err != nil {
			return nil, err
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, err
		}
		out = append(out, [2]string{f.Name, string(b)})
	}
	return out, nil
}
