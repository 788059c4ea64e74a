package export

import (
	"archive/zip"
	"fmt"
	"io"
	"strings"

	"inkflow/engine/emphasis"
	"inkflow/engine/importer"
)

// DOCX is written by hand as the minimal WordprocessingML parts: the
// maintained Go DOCX libraries are either commercial (unioffice) or
// template fillers that cannot define styles, and manuscript format needs
// exactly four styles and a page break per chapter.

// docxStyles defines Normal (12 pt body text with a first-line indent;
// double-spaced Times New Roman for English, 1.5-spaced SimSun/宋体 with a
// two-character indent for Chinese), Title, Author (which pandoc reads as the author) and Heading 1, which
// starts every chapter on a new page, and Front Matter Heading, heading
// 1 by another name for chapter 0's heading: Word has no mark for front
// matter (EPUB has epub:type), and an import that finds this style's name
// keeps the chapter under it as front matter (importer.FrontMatterStyle)
// whatever its title. Word, WPS and pandoc see a heading 1 through basedOn.
// Scene Break centres a scene break's mark (SceneBreak) without the
// indent.
//
// A book with volumes has Heading 2 as well, for its chapters: a heading
// 1 a level down (outlineLvl 1), on a new page as a chapter starts.
func docxStyles(chinese, volumes bool) string {
	heading2 := ""
	if volumes {
		heading2 = `
  <w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Heading1"/><w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:outlineLvl w:val="1"/></w:pPr></w:style>`
	}
	fonts := `<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="Times New Roman" w:cs="Times New Roman"/>`
	lang := `<w:lang w:val="en-US"/>`
	spacing := `<w:spacing w:after="0" w:line="480" w:lineRule="auto"/>`
	indent := `<w:ind w:firstLine="720"/>`
	if chinese {
		fonts = `<w:rFonts w:ascii="Times New Roman" w:hAnsi="Times New Roman" w:eastAsia="SimSun" w:cs="Times New Roman" w:hint="eastAsia"/>`
		lang = `<w:lang w:val="en-US" w:eastAsia="zh-CN"/>`
		spacing = `<w:spacing w:after="0" w:line="360" w:lineRule="auto"/>`
		indent = `<w:ind w:firstLineChars="200" w:firstLine="480"/>`
	}
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">
  <w:docDefaults>
    <w:rPrDefault><w:rPr>` + fonts + `<w:sz w:val="24"/><w:szCs w:val="24"/>` + lang + `</w:rPr></w:rPrDefault>
    <w:pPrDefault><w:pPr>` + spacing + `</w:pPr></w:pPrDefault>
  </w:docDefaults>
  <w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/>
    <w:pPr>` + indent + `</w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Author"/><w:qFormat/>
    <w:pPr><w:spacing w:before="4800" w:after="480"/><w:ind w:firstLine="0" w:firstLineChars="0"/><w:jc w:val="center"/></w:pPr><w:rPr><w:b/><w:sz w:val="40"/><w:szCs w:val="40"/></w:rPr></w:style>
  <w:style w:type="paragraph" w:styleId="Author"><w:name w:val="Author"/><w:basedOn w:val="Normal"/><w:qFormat/>
    <w:pPr><w:ind w:firstLine="0" w:firstLineChars="0"/><w:jc w:val="center"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:keepNext/><w:pageBreakBefore/><w:spacing w:before="2400" w:after="480"/><w:ind w:firstLine="0" w:firstLineChars="0"/><w:jc w:val="center"/><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/><w:szCs w:val="28"/></w:rPr></w:style>` + heading2 + `
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="` + sceneBreakStyleID + `"><w:name w:val="Scene Break"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/>
    <w:pPr><w:spacing w:before="240" w:after="240"/><w:ind w:firstLine="0" w:firstLineChars="0"/><w:jc w:val="center"/></w:pPr></w:style>
  <w:style w:type="paragraph" w:customStyle="1" w:styleId="` + frontMatterStyleID + `"><w:name w:val="` + importer.FrontMatterStyle + `"/><w:basedOn w:val="Heading1"/><w:next w:val="Normal"/><w:qFormat/></w:style>
</w:styles>
`
}

// docxPage is the section's page: US Letter with one-inch margins for
// English manuscript format; A4 with Word's Chinese default margins
// (2.54 cm top and bottom, 3.17 cm left and right) for Chinese, the
// paper every Chinese editor and print shop uses, which WPS and Word
// in China default to. Sizes are in twentieths of a point.
func docxPage(chinese bool) string {
	if chinese {
		return `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1800" w:bottom="1440" w:left="1800" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr>`
	}
	return `<w:sectPr><w:pgSz w:w="12240" w:h="15840"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr>`
}

// frontMatterStyleID is the id of the Front Matter Heading style.
const frontMatterStyleID = "FrontMatterHeading"

// sceneBreakStyleID is the id of the Scene Break style: a paragraph
// centred, without the first-line indent, with a blank line's space
// around it (SceneBreak).
const sceneBreakStyleID = "SceneBreak"

func writeDOCX(w io.Writer, book Book) error {
	chinese := IsChinese(book.Language)
	lang := book.Language
	if lang == "" {
		lang = "en"
	}
	var doc strings.Builder
	doc.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>
`)
	// para writes a paragraph in style ("" for Normal) as one run per
	// stretch of runs, a bold one with <w:b/>, an italic one with <w:i/>
	// (the complex-script twins too, which Word sets with them).
	para := func(style string, runs []emphasis.Run) {
		doc.WriteString("<w:p>")
		if style != "" {
			fmt.Fprintf(&doc, `<w:pPr><w:pStyle w:val="%s"/></w:pPr>`, style)
		}
		for _, r := range runs {
			doc.WriteString("<w:r>")
			if r.Bold || r.Italic {
				doc.WriteString("<w:rPr>")
				if r.Bold {
					doc.WriteString("<w:b/><w:bCs/>")
				}
				if r.Italic {
					doc.WriteString("<w:i/><w:iCs/>")
				}
				doc.WriteString("</w:rPr>")
			}
			fmt.Fprintf(&doc, `<w:t xml:space="preserve">%s</w:t></w:r>`, xmlText(r.Text))
		}
		doc.WriteString("</w:p>\n")
	}
	plain := func(text string) []emphasis.Run { return []emphasis.Run{{Text: text}} }
	para("Title", plain(book.Title))
	if book.Author != "" {
		para("Author", plain(book.Author))
	}
	// In a book with volumes a volume's title is a heading 1 and its
	// chapters' are heading 2s, so Word's navigation pane and pandoc
	// nest 章 under 卷; chapters outside any volume stay heading 1s.
	places, volumes := placeVolumes(book.Chapters)
	for i, c := range book.Chapters {
		style, heading := "Heading1", Heading(c, chinese, book.Title)
		var pl placement
		if volumes {
			pl = places[i]
		}
		switch {
		case c.Number == 0:
			style = frontMatterStyleID
		case pl.opens:
			heading = pl.volume // the volume's foreword, under its title
		case pl.first:
			para("Heading1", plain(pl.volume))
			fallthrough
		case pl.volume != "":
			style, heading = "Heading2", chapterHeading(c, pl, chinese, book.Title)
		}
		para(style, plain(heading))
		for _, p := range Paragraphs(c.Text) {
			if SceneBreak(p) {
				para(sceneBreakStyleID, plain(p))
				continue
			}
			para("", emphasis.Runs(p))
		}
	}
	doc.WriteString(docxPage(chinese) + `
</w:body></w:document>
`)
	parts := []zipEntry{
		{"[Content_Types].xml", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
  <Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/>
  <Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>
`},
		{"_rels/.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>
`},
		{"word/_rels/document.xml.rels", `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
</Relationships>
`},
		{"docProps/core.xml", fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <dc:title>%s</dc:title>
  <dc:creator>%s</dc:creator>
  <dc:language>%s</dc:language>
  <dcterms:modified xsi:type="dcterms:W3CDTF">%s</dcterms:modified>
</cp:coreProperties>
`, xmlText(book.Title), xmlText(book.Author), xmlText(lang), book.Modified.UTC().Format("2006-01-02T15:04:05Z"))},
		{"word/styles.xml", docxStyles(chinese, volumes)},
		{"word/document.xml", doc.String()},
	}
	z := zip.NewWriter(w)
	if err := writeZipEntries(z, "docx", parts); err != nil {
		return err
	}
	if err := z.Close(); err != nil {
		return fmt.Errorf("export docx: %w", err)
	}
	return nil
}
