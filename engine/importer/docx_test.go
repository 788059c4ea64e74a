package importer

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/importer/importertest"
)

// testStyles are styles.xml as Chinese Word writes them: ids are
// localised ("1", "a"), names are not; 标题 is WPS's name for Title.
const testStyles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:docDefaults><w:pPrDefault><w:pPr><w:spacing w:after="0"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="a"><w:name w:val="Normal"/><w:pPr><w:ind w:firstLineChars="200" w:firstLine="420"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="1"><w:name w:val="heading 1"/><w:basedOn w:val="a"/><w:pPr><w:ind w:firstLineChars="0" w:firstLine="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="2"><w:name w:val="标题 2"/><w:basedOn w:val="a"/></w:style>
<w:style w:type="paragraph" w:styleId="a3"><w:name w:val="标题"/><w:basedOn w:val="a"/></w:style>
<w:style w:type="paragraph" w:styleId="Chap"><w:name w:val="My Chapter"/><w:basedOn w:val="a"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Plain"><w:name w:val="Body Plain"/><w:pPr><w:ind w:firstLine="0"/></w:pPr></w:style>
<w:style w:type="paragraph" w:styleId="Author"><w:name w:val="Author"/><w:basedOn w:val="a"/></w:style>
<w:style w:type="paragraph" w:customStyle="1" w:styleId="Front"><w:name w:val="Front Matter Heading"/><w:basedOn w:val="1"/></w:style>
<w:style w:type="character" w:styleId="1Char"><w:name w:val="heading 1 Char"/></w:style>
</w:styles>`

// docxFile zips a document body (the w:body's content) with testStyles.
func docxFile(t *testing.T, body string) []byte {
	return importertest.Zip(map[string]string{
		"[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
		"_rels/.rels":         `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`,
		"word/styles.xml":     testStyles,
		"word/document.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"><w:body>` + body + `<w:sectPr/></w:body></w:document>`,
	})
}

// p is a paragraph of style (default when "") holding runs.
func p(style, runs string) string {
	pPr := ""
	if style != "" {
		pPr = `<w:pPr><w:pStyle w:val="` + style + `"/></w:pPr>`
	}
	return "<w:p>" + pPr + runs + "</w:p>"
}

// r is a run of text.
func r(text string) string { return `<w:r><w:t xml:space="preserve">` + text + `</w:t></w:r>` }

func TestParseDOCX(t *testing.T) {
	tests := []struct {
		name string
		body string
		want []Chapter
	}{
		{"heading styles by name, not id; Chinese indent from the style",
			p("a3", r("风雪夜归人")) + p("", r("作者")) +
				p("1", r("第一章 风起")) + p("", r("天色将晚。")) + p("", r("他走了。")) +
				p("1", r("第二章 云涌")) + p("", r("雨下了。")),
			[]Chapter{{0, "风雪夜归人", "风雪夜归人\n　　作者"}, {1, "第一章 风起", "　　天色将晚。\n　　他走了。"}, {2, "第二章 云涌", "　　雨下了。"}}},
		{"a Front Matter Heading under the title page heads chapter 0, whatever its title",
			p("a3", r("测试")) + p("Author", r("佚名")) +
				p("Front", r("测试之书")) + p("", r("写在前面。")) +
				p("1", r("第一章 风起")) + p("", r("天色将晚。")) + p("1", r("第二章 云涌")) + p("", r("雨下了。")),
			[]Chapter{{0, "测试之书", "　　写在前面。"}, {1, "第一章 风起", "　　天色将晚。"}, {2, "第二章 云涌", "　　雨下了。"}}},
		{"the same heading in heading 1 is a chapter",
			p("a3", r("测试")) + p("Author", r("佚名")) +
				p("1", r("测试之书")) + p("", r("写在前面。")) +
				p("1", r("第一章 风起")) + p("", r("天色将晚。")),
			[]Chapter{{1, "测试之书", "　　写在前面。"}, {2, "第一章 风起", "　　天色将晚。"}}},
		{"outline level on a custom style, English paragraphs carry no indent",
			p("Chap", r("The Storm")) + p("", r("It rained.")) + p("Chap", r("The Calm")) + p("", r("\tIt stopped.")),
			[]Chapter{{1, "The Storm", "It rained."}, {2, "The Calm", "It stopped."}}},
		{"volumes: fewer heading 1 than heading 2 prefix their chapters",
			p("1", r("第一卷 潜龙")) + p("2", r("第一章 甲")) + p("", r("一。")) + p("2", r("第二章 乙")) + p("", r("二。")) +
				p("1", r("第二卷 飞龙")) + p("2", r("第三章 丙")) + p("", r("三。")),
			[]Chapter{{1, "第一卷 潜龙 · 第一章 甲", "　　一。"}, {2, "第一卷 潜龙 · 第二章 乙", "　　二。"}, {3, "第二卷 飞龙 · 第三章 丙", "　　三。"}}},
		{"end matter after the last volume is the book's",
			p("1", r("第一卷 潜龙")) + p("2", r("第一章 甲")) + p("", r("一。")) +
				p("1", r("第二卷 飞龙")) + p("2", r("第二章 乙")) + p("", r("二。")) + p("2", r("第三章 丙")) + p("", r("三。")) +
				p("2", r("后记")) + p("", r("完。")),
			[]Chapter{{1, "第一卷 潜龙 · 第一章 甲", "　　一。"}, {2, "第二卷 飞龙 · 第二章 乙", "　　二。"}, {3, "第二卷 飞龙 · 第三章 丙", "　　三。"}, {4, "后记", "　　完。"}}},
		{"a part's heading prefixes the chapters a level below it, no empty chapter; a heading at its level after them is the book's",
			p("1", r("Prologue")) + p("", r("Sea.")) + p("1", r("Part I")) + p("2", r("Chapter One")) + p("", r("One.")) +
				p("2", r("CHAPTER 2")) + p("", r("Two.")) + p("1", r("Interlude")) + p("", r("Letter.")) + p("1", r("Epilogue")) + p("", r("Later.")),
			[]Chapter{{1, "Prologue", "Sea."}, {2, "Part I · Chapter One", "One."}, {3, "Part I · CHAPTER 2", "Two."}, {4, "Interlude", "Letter."}, {5, "Epilogue", "Later."}}},
		{"parts and chapters in one heading style: the part runs on",
			p("1", r("Part One")) + p("1", r("Chapter 1")) + p("", r("One.")) + p("1", r("Chapter 2")) + p("", r("Two.")) +
				p("1", r("Part Two")) + p("1", r("Chapter 3")) + p("", r("Three.")),
			[]Chapter{{1, "Part One · Chapter 1", "One."}, {2, "Part One · Chapter 2", "Two."}, {3, "Part Two · Chapter 3", "Three."}}},
		{"chapters in heading 1 but one typed as a plain paragraph: the text rules find it too",
			p("1", r("Chapter One: The Storm")) + p("", r("It rained.")) +
				p("", r("Chapter Two")) + p("", r("It stopped.")) +
				p("1", r("Chapter Three: Night")) + p("", r("Dark.")),
			[]Chapter{{1, "Chapter One: The Storm", "It rained."}, {2, "Chapter Two", "It stopped."}, {3, "Chapter Three: Night", "Dark."}}},
		{"a chapter's name repeated in a plain paragraph under its heading is its first line, no chapter of its own",
			p("1", r("第一卷 小城")) + p("2", r("第一章 严冬")) + p("", r("一。")) +
				p("1", r("第二卷 人物")) + p("2", r("第二章 冯歪嘴子")) + p("", r("二。")) + p("2", r("第三章 尾声")) + p("Plain", r("尾声")) + p("", r("完。")),
			[]Chapter{{1, "第一卷 小城 · 第一章 严冬", "　　一。"}, {2, "第二卷 人物 · 第二章 冯歪嘴子", "　　二。"}, {3, "第二卷 人物 · 第三章 尾声", "尾声\n　　完。"}}},
		{"headings the text rules do not know keep their chapters whole, a Chapter N line in them included",
			p("1", r("The Storm")) + p("", r("It rained.")) + p("", r("Chapter Two")) + p("", r("It stopped.")) +
				p("1", r("The Calm")) + p("", r("Dark.")),
			[]Chapter{{1, "The Storm", "It rained.\n\nChapter Two\n\nIt stopped."}, {2, "The Calm", "Dark."}}},
		{"no heading styles: the text rules find 第X章",
			p("Plain", r("第一章 开端")) + p("Plain", r("正文一。")) + p("Plain", r("第二章 发展")) + p("Plain", r("正文二。")),
			[]Chapter{{1, "第一章 开端", "正文一。"}, {2, "第二章 发展", "正文二。"}}},
		{"revisions, fields, footnotes, hidden text, symbols, breaks, tables; an English book's paragraphs are set apart by a blank line, a line break (w:br) inside one is not",
			p("1", r("Chapter 1")) +
				p("", r("Kept")+`<w:del><w:r><w:delText> deleted</w:delText></w:r></w:del><w:ins><w:r><w:t xml:space="preserve"> inserted</w:t></w:r></w:ins>`+
					`<w:r><w:rPr><w:vanish/></w:rPr><w:t>HIDDEN</w:t></w:r>`+r(" text")+`<w:r><w:footnoteReference w:id="1"/></w:r>`+r(".")) +
				p("", `<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> PAGE </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>`+r("7")+`<w:r><w:fldChar w:fldCharType="end"/></w:r>`+
					r(" pages")+`<w:r><w:noBreakHyphen/><w:t>long</w:t><w:tab/><w:t>x</w:t><w:sym w:font="Symbol" w:char="F0B3"/><w:sym w:font="Wingdings" w:char="F0FC"/><w:br/><w:t>next line</w:t></w:r>`) +
				`<w:tbl><w:tr><w:tc>` + p("", r("cell one")) + `</w:tc><w:tc>` + p("", r("cell two")) + `</w:tc></w:tr></w:tbl>` +
				p("", `<mc:AlternateContent><mc:Choice><w:r><w:t>box</w:t></w:r></mc:Choice><mc:Fallback><w:r><w:t>box</w:t></w:r></mc:Fallback></mc:AlternateContent>`+r("after box")) +
				p("1", r("Chapter 2")) + p("", r("End.")),
			[]Chapter{{1, "Chapter 1", "Kept inserted text.\n\n7 pages-long\tx≥\nnext line\n\ncell one\n\ncell two\n\nafter box"}, {2, "Chapter 2", "End."}}},
		{"italic runs come in as _underscores_, the plain-text manuscript's italics; inside a word they are dropped",
			p("1", r("Chapter 1")) +
				p("", r("She read ")+`<w:r><w:rPr><w:i/></w:rPr><w:t xml:space="preserve">Ruins </w:t></w:r><w:r><w:rPr><w:i/></w:rPr><w:t>of Empires</w:t></w:r>`+r(". Un")+`<w:r><w:rPr><w:i w:val="1"/></w:rPr><w:t>believ</w:t></w:r>`+r("able.")) +
				p("", `<w:r><w:rPr><w:i/></w:rPr><w:t>To Mrs. Saville, England.</w:t></w:r>`) +
				p("", r("Not ")+`<w:r><w:rPr><w:i w:val="0"/></w:rPr><w:t>italic</w:t></w:r>`+r(".")),
			[]Chapter{{1, "Chapter 1", "She read _Ruins of Empires_. Unbelievable.\n\n_To Mrs. Saville, England._\n\nNot italic."}}},
		{"bold runs come in as **asterisks**, split runs merged, bold and italic as ***both***, no marks around bold spaces",
			p("1", r("Chapter 1")) +
				p("", r("He was ")+`<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">very </w:t></w:r><w:r><w:rPr><w:b/><w:bCs/></w:rPr><w:t>angry</w:t></w:r>`+r(" and ")+
					`<w:r><w:rPr><w:b/><w:i/></w:rPr><w:t>loud</w:t></w:r>`+r(".")+`<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">  </w:t></w:r>`+r("Then ")+
					`<w:r><w:rPr><w:b w:val="false"/></w:rPr><w:t>calm</w:t></w:r>`+`<w:r><w:rPr><w:b w:val="0"/><w:rPrChange><w:rPr><w:b/></w:rPr></w:rPrChange></w:rPr><w:t>.</w:t></w:r>`) +
				p("", `<w:r><w:rPr><w:b/></w:rPr><w:t>A bold line, </w:t></w:r><w:r><w:rPr><w:b/><w:i/></w:rPr><w:t>half</w:t></w:r><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve"> italic.</w:t></w:r>`) +
				p("", r("他")+`<w:r><w:rPr><w:b/></w:rPr><w:t>非常</w:t></w:r>`+r("生气。")) +
				p("", `<w:r><w:rPr><w:b/><w:i/></w:rPr><w:t>※</w:t></w:r>`),
			[]Chapter{{1, "Chapter 1", "He was **very angry** and ***loud***.  Then calm.\n\n**A bold line, _half_ italic.**\n\n　　他**非常**生气。\n\n**_※_**"}}},
		{"chapter headings typed in bold, in Normal paragraphs or in heading styles, are found and titled without the markers",
			p("", `<w:r><w:rPr><w:b/></w:rPr><w:t>第一章 风起</w:t></w:r>`) + p("", r("天色将晚。")) +
				p("", `<w:r><w:rPr><w:b/></w:rPr><w:t>第二章</w:t></w:r>`) + p("", `<w:r><w:rPr><w:b/></w:rPr><w:t>云涌</w:t></w:r>`) + p("", r("雨")+`<w:r><w:rPr><w:b/></w:rPr><w:t>下了</w:t></w:r>`+r("。")),
			[]Chapter{{1, "第一章 风起", "　　天色将晚。"}, {2, "第二章 云涌", "　　雨**下了**。"}}},
		{"a heading style's bold runs do not mark its title",
			p("1", `<w:r><w:rPr><w:b/></w:rPr><w:t>The Storm</w:t></w:r>`) + p("", r("It rained.")) + p("1", `<w:r><w:rPr><w:i/></w:rPr><w:t>The Calm</w:t></w:r>`) + p("", r("It stopped.")),
			[]Chapter{{1, "The Storm", "It rained."}, {2, "The Calm", "It stopped."}}},
		{"a horizontal line between scenes comes in as a scene break's line; another picture is nothing",
			p("1", r("The Well")) + p("", r("The well was deep.")) +
				p("", `<w:r><w:pict><v:rect style="width:0;height:1.5pt" o:hralign="center" o:hrstd="t" o:hr="t"/></w:pict></w:r>`) +
				p("", r("At dusk the crows came back.")+`<w:r><w:pict><v:shape><v:imagedata r:id="rId9"/></v:shape></w:pict></w:r>`),
			[]Chapter{{1, "The Well", "The well was deep.\n\n* * *\n\nAt dusk the crows came back."}}},
		{"a typed indent is not doubled; empty paragraphs make one blank line",
			p("1", r("第一章")) + p("", r("　　已缩进。")) + p("", "") + p("", "") + p("", r("  空格缩进。")) + p("1", r("第二章")) + p("", r("完。")),
			[]Chapter{{1, "第一章", "　　已缩进。\n\n　　空格缩进。"}, {2, "第二章", "　　完。"}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, err := ParseFile("book.docx", docxFile(t, tt.body), Options{})
			if err != nil {
				t.Fatal(err)
			}
			sameChapters(t, chs, tt.want)
		})
	}
}

// sameChapters fails t with the first chapter that differs.
func sameChapters(t *testing.T, got, want []Chapter) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("got %d chapters, want %d:\n%+v", len(got), len(want), got)
	}
	for i := range got {
		if got[i] != want[i] {
			t.Errorf("chapter %d:\n got %+v\nwant %+v", i, got[i], want[i])
		}
	}
}

func TestParseFileRefusesWhatItCannotRead(t *testing.T) {
	utf16 := func(s string) string {
		var b strings.Builder
		for _, c := range s {
			b.WriteByte(byte(c))
			b.WriteByte(0)
		}
		return b.String()
	}
	cfb := "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + strings.Repeat("\x00", 504)
	good := docxFile(t, p("", r("text")))
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"book.doc", []byte(cfb + utf16("WordDocument")), "a Word 97–2003 .doc file; open it in Word or WPS and save it as .docx"},
		{"book.docx", []byte(cfb + utf16("EncryptedPackage")), "a password-protected Word document; open it in Word, remove the password"},
		{"book.xls", []byte(cfb + utf16("Workbook")), "an Excel 97–2003 workbook"},
		{"book.docx", good[:len(good)/2], "a damaged Word document (zip: not a valid zip file); open it in Word or WPS to repair it"},
		{"book.docx", []byte("第一章 这不是 Word 文件\n"), "a damaged Word document (zip: not a valid zip file)"},
		{"book.epub", []byte("PK\x03\x04garbage"), "a damaged EPUB book (zip: not a valid zip file)"},
		{"book.doc", []byte("<html><body>web page</body></html>"), "not a Word document despite its .doc name"},
		{"book.rtf", []byte(`{\rtf1\ansi 第一章}`), "an RTF document; open it in Word or WPS and save it as .docx"},
		{"book.odt", importertest.Zip(map[string]string{"mimetype": "application/vnd.oasis.opendocument.text", "content.xml": "<x/>"}), "an OpenDocument text (.odt)"},
		{"book.zip", importertest.Zip(map[string]string{"a.txt": "x"}), "a zip archive that holds no Word document or EPUB book"},
		{"book.docx", importertest.Zip(map[string]string{"word/document.xml": "<w:document><w:body><w:p>"}), "a damaged Word document (XML syntax error"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			_, err := ParseFile(tt.name, tt.data, Options{})
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("err = %v, want an ErrFormat", err)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, tt.want) || strings.Contains(msg, "\n") {
				t.Errorf("err = %q, want one line starting %q", msg, tt.want)
			}
		})
	}
}

// FuzzParseDOCX feeds document.xml bodies and styles.xml contents: any
// of them imports or is refused as a damaged Word document, never a
// panic, and what is imported is clean text.
func FuzzParseDOCX(f *testing.F) {
	f.Add(p("1", r("第一章"))+p("", r("正文")), testStyles)
	f.Add(p("", `<w:r><w:fldChar w:fldCharType="end"/><w:t>&#13;&#9;x</w:t><w:sym w:char="zz"/></w:r>`)+`<w:p><w:p>`, `<w:styles><w:style w:type="paragraph" w:styleId="a"><w:basedOn w:val="a"/><w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style></w:styles>`)
	f.Add(`<w:tbl><w:tr><w:tc>`+p("Chap", r("Title"))+`</w:tc></w:tr></w:tbl>`, "")
	f.Fuzz(func(t *testing.T, body, styles string) {
		data := importertest.Zip(map[string]string{
			"word/styles.xml":   styles,
			"word/document.xml": `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + body + `</w:body></w:document>`,
		})
		chs, err := ParseFile("fuzz.docx", data, Options{})
		if err != nil {
			if !errors.Is(err, ErrFormat) {
				t.Fatalf("unexpected error kind: %v", err)
			}
			return
		}
		for _, c := range chs {
			if !utf8.ValidString(c.Text) || strings.ContainsAny(c.Text, "\r\x00") {
				t.Fatalf("unclean text %q", c.Text)
			}
		}
	})
}

// TestParseDOCXListNumbers: headings numbered by a multilevel list
// (Chinese Word's 第一章 from 多级列表) carry their numbers, counted as
// Word counts them; a level's count restarts under a new parent, and
// w:isLgl shows its parent's number in decimal (1.2, not 一.2).
func TestParseDOCXListNumbers(t *testing.T) {
	numbering := `<w:numbering xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
<w:abstractNum w:abstractNumId="3"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="chineseCounting"/><w:lvlText w:val="第%1章"/></w:lvl>
<w:lvl w:ilvl="1"><w:start w:val="1"/><w:isLgl/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1.%2"/></w:lvl></w:abstractNum>
<w:num w:numId="7"><w:abstractNumId w:val="3"/></w:num></w:numbering>`
	styles := strings.Replace(testStyles, `<w:name w:val="heading 1"/><w:basedOn w:val="a"/><w:pPr>`, `<w:name w:val="heading 1"/><w:basedOn w:val="a"/><w:pPr><w:numPr><w:numId w:val="7"/></w:numPr>`, 1)
	sub := func(text string) string {
		return `<w:p><w:pPr><w:pStyle w:val="Plain"/><w:numPr><w:ilvl w:val="1"/><w:numId w:val="7"/></w:numPr></w:pPr>` + r(text) + `</w:p>`
	}
	body := p("1", r("风起")) + sub("初见") + sub("再会") + p("1", r("云涌")) + sub("夜雨") + p("1", r("雷动")) + p("", r("完。"))
	data := importertest.Zip(map[string]string{
		"word/styles.xml":    styles,
		"word/numbering.xml": numbering,
		"word/document.xml":  `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>` + body + `</w:body></w:document>`,
	})
	chs, err := ParseFile("book.docx", data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	sameChapters(t, chs, []Chapter{
		{Index: 1, Title: "第一章 风起", Text: "1.1 初见\n1.2 再会"},
		{Index: 2, Title: "第二章 云涌", Text: "2.1 夜雨"},
		{Index: 3, Title: "第三章 雷动", Text: "　　完。"},
	})
}

func TestFormatNumber(t *testing.T) {
	for _, tt := range []struct {
		n      int
		format string
		want   string
	}{
		{1, "chineseCounting", "一"}, {10, "chineseCounting", "十"}, {11, "chineseCountingThousand", "十一"},
		{20, "chineseCounting", "二十"}, {101, "chineseCounting", "一百零一"}, {110, "chineseCounting", "一百一十"},
		{1020, "chineseCounting", "一千零二十"}, {3, "chineseLegalSimplified", "叁"}, {2, "ideographTraditional", "乙"},
		{14, "upperRoman", "XIV"}, {9, "lowerRoman", "ix"}, {28, "upperLetter", "BB"}, {7, "decimalZero", "07"},
		{12, "decimalFullWidth", "１２"}, {5, "decimal", "5"}, {5, "someNewFormat", "5"},
	} {
		if got := formatNumber(tt.n, tt.format); got != tt.want {
			t.Errorf("formatNumber(%d, %s) = %q, want %q", tt.n, tt.format, got, tt.want)
		}
	}
}

// TestDOCXCoreProperties: a Word document's core properties (File ›
// Info: dc:creator, dc:title) name the book's author, and its title
// when the body has none, as a title page would (TitlePage): before, a
// manuscript whose author was in its properties alone came in without
// one. The body's own title page (a Title paragraph, an Author one under
// it, a byline) comes first; what a tool or a computer writes when
// nobody typed a name (python-docx, Administrator, Windows 用户,
// DESKTOP-…, WPS_…) is no author; nor is a title Word made of a file's
// name.
func TestDOCXCoreProperties(t *testing.T) {
	chapters := p("1", r("第一章 风起")) + p("", r("天色将晚。")) + p("1", r("第二章 云涌")) + p("", r("雨下了。"))
	core := func(title, creator string) string {
		return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>` +
			title + `</dc:title><dc:creator>` + creator + `</dc:creator></cp:coreProperties>`
	}
	tests := []struct {
		name, core, body string
		want             TitlePage
	}{
		{"the creator and the title", core("迷羊", "郁达夫"), chapters, TitlePage{"迷羊", "郁达夫"}},
		{"the creator alone", core("", "郁达夫"), chapters, TitlePage{Author: "郁达夫"}},
		{"an English name", core("The Lighthouse", "Jane Roe"), chapters, TitlePage{"The Lighthouse", "Jane Roe"}},
		{"the body's title page first", core("草稿三", "某编辑"), p("a3", r("风雪夜归人")) + p("Author", r("佚名")) + chapters,
			TitlePage{"风雪夜归人", "佚名"}},
		{"the body's title, the properties' author", core("草稿三", "郁达夫"), p("a3", r("风雪夜归人")) + chapters,
			TitlePage{"风雪夜归人", "郁达夫"}},
		{"a text byline first", core("", "某编辑"), p("", r("迷羊")) + p("", r("郁达夫")) + p("", r("")) + p("", r("第一章")) + p("", r("天色将晚。")),
			TitlePage{"迷羊", "郁达夫"}},
		{"python-docx's own name", core("", "python-docx"), chapters, TitlePage{}},
		{"Word's account name", core("", "Administrator"), chapters, TitlePage{}},
		{"Chinese Windows' account name", core("", "Windows 用户"), chapters, TitlePage{}},
		{"a computer's name", core("", "DESKTOP-4F2K9QJ"), chapters, TitlePage{}},
		{"WPS's generated name", core("", "WPS_1602132960"), chapters, TitlePage{}},
		{"a converted .doc's title", core("Microsoft Word - 草稿.doc", ""), chapters, TitlePage{}},
		{"no core properties", "", chapters, TitlePage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			files := map[string]string{}
			for _, f := range mustUnzip(t, docxFile(t, tt.body)) {
				files[f[0]] = f[1]
			}
			if tt.core != "" {
				files["docProps/core.xml"] = tt.core
			}
			chs, page, err := ParseFilePage("book.docx", importertest.Zip(files), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if page != tt.want {
				t.Errorf("title page %+v, want %+v", page, tt.want)
			}
			// The properties name the book; they make no chapter.
			without, _, err := ParseFilePage("book.docx", docxFile(t, tt.body), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(chs, without) {
				t.Errorf("chapters %q, without the properties %q", IndexTitles(chs), IndexTitles(without))
			}
		})
	}
}
