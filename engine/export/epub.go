package export

import (
	"archive/zip"
	"crypto/sha1"
	"fmt"
	"io"
	"path"
	"strings"

	"inkflow/engine/emphasis"
)

// EPUB 3 is written by hand: the Go EPUB libraries (go-shiori/go-epub,
// bmaupin/go-epub) are not served by the Go module proxy this project
// builds from, and an EPUB is a zip of a few small XML files.

// epubStyleCJK indents paragraphs by two characters and opens up the
// line height, as Chinese books are set.
const epubStyleCJK = `body { font-family: "Songti SC", "SimSun", "Noto Serif CJK SC", serif; line-height: 1.8; margin: 0 1em; }
h1 { font-size: 1.4em; text-align: center; margin: 2em 0 1.5em; }
p { text-indent: 2em; margin: 0 0 0.4em; text-align: justify; }
.title { text-indent: 0; text-align: center; font-size: 2em; margin-top: 30%; }
.author { text-indent: 0; text-align: center; }
.scene-break { text-indent: 0; text-align: center; margin: 1em 0; }
`

// epubStyleBook is a conventional English book page: serif text,
// indented paragraphs without space between them.
const epubStyleBook = `body { font-family: Georgia, "Times New Roman", serif; line-height: 1.5; margin: 0 1em; }
h1 { font-size: 1.5em; text-align: center; margin: 2em 0 1.5em; }
p { text-indent: 1.5em; margin: 0; text-align: justify; }
h1 + p { text-indent: 0; }
.title { text-indent: 0; text-align: center; font-size: 2em; margin-top: 30%; }
.author { text-indent: 0; text-align: center; }
.scene-break { text-indent: 0; text-align: center; margin: 1em 0; }
`

// epubStyleVolumes is added to a book with volumes: a volume's page
// sets its title a third of the way down, as a part title is printed,
// and a chapter's heading under it (h2) looks as a chapter's h1 does in
// a book without volumes (in an English book, the paragraph after it
// unindented as after an h1).
func epubStyleVolumes(chinese bool) string {
	style := `h2 { font-size: 1.4em; text-align: center; margin: 2em 0 1.5em; }
.part h1 { font-size: 1.8em; margin-top: 30%; }
`
	if !chinese {
		style += "h2 + p { text-indent: 0; }\n"
	}
	return style
}

// coverTypes maps cover image extensions to their EPUB core media types.
var coverTypes = map[string]string{
	".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png",
	".gif": "image/gif", ".webp": "image/webp",
}

// IsCoverImage reports whether a file name has a cover image extension.
func IsCoverImage(name string) bool {
	return coverTypes[strings.ToLower(path.Ext(name))] != ""
}

func writeEPUB(w io.Writer, book Book) error {
	z := zip.NewWriter(w)
	// The mimetype entry comes first and uncompressed (OCF §4.3).
	mw, err := z.CreateHeader(&zip.FileHeader{Name: "mimetype", Method: zip.Store})
	if err == nil {
		_, err = io.WriteString(mw, "application/epub+zip")
	}
	if err != nil {
		return fmt.Errorf("export epub: %w", err)
	}
	files := []zipEntry{
		{"META-INF/container.xml", `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>
`},
	}
	lang := book.Language
	if lang == "" {
		lang = "en"
	}
	style := epubStyleBook
	if IsChinese(lang) {
		style = epubStyleCJK
	}
	places, volumes := placeVolumes(book.Chapters)
	if volumes {
		style += epubStyleVolumes(IsChinese(lang))
	}
	files = append(files, zipEntry{"OEBPS/style.css", style})

	var manifest, spine strings.Builder
	var toc []tocEntry // the contents, written as nav.xhtml and toc.ncx
	coverType := ""
	if len(book.Cover) > 0 {
		coverType = coverTypes[strings.ToLower(path.Ext(book.CoverName))]
		if coverType == "" {
			return fmt.Errorf("export epub: cover %s: not a JPEG, PNG, GIF or WebP image", book.CoverName)
		}
		ext := strings.ToLower(path.Ext(book.CoverName))
		fmt.Fprintf(&manifest, `    <item id="cover-image" href="cover%s" media-type="%s" properties="cover-image"/>`+"\n", ext, coverType)
		manifest.WriteString(`    <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>` + "\n")
		spine.WriteString(`    <itemref idref="cover" linear="no"/>` + "\n")
		files = append(files, zipEntry{"OEBPS/cover.xhtml",
			xhtmlPage(lang, book.Title, fmt.Sprintf(`<section epub:type="cover"><img src="cover%s" alt="%s" style="max-width:100%%;max-height:100%%"/></section>`, ext, xmlText(book.Title)))})
	}
	titleBody := fmt.Sprintf(`<section epub:type="titlepage"><p class="title">%s</p>`, xmlText(book.Title))
	if book.Author != "" {
		titleBody += fmt.Sprintf(`<p class="author">%s</p>`, xmlText(book.Author))
	}
	titleBody += `</section>`
	files = append(files, zipEntry{"OEBPS/title.xhtml", xhtmlPage(lang, book.Title, titleBody)})
	manifest.WriteString(`    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>` + "\n")
	manifest.WriteString(`    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>` + "\n")
	manifest.WriteString(`    <item id="css" href="style.css" media-type="text/css"/>` + "\n")
	manifest.WriteString(`    <item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>` + "\n")
	spine.WriteString(`    <itemref idref="title"/>` + "\n")

	chinese := IsChinese(lang)
	// page adds one content document to the book, its manifest, its
	// spine and its entry in the contents: a volume's entry holds its
	// chapters' entries, nested under it.
	page := func(id, name, title, body string, opensVolume, inVolume bool) {
		files = append(files, zipEntry{"OEBPS/" + name, xhtmlPage(lang, title, body)})
		fmt.Fprintf(&manifest, `    <item id="%s" href="%s" media-type="application/xhtml+xml"/>`+"\n", id, name)
		fmt.Fprintf(&spine, `    <itemref idref="%s"/>`+"\n", id)
		e := tocEntry{title: title, href: name, volume: opensVolume}
		if inVolume {
			toc[len(toc)-1].children = append(toc[len(toc)-1].children, e)
		} else {
			toc = append(toc, e)
		}
	}
	volumePages := 0
	for i, c := range book.Chapters {
		var pl placement
		if volumes {
			pl = places[i]
		}
		if pl.first && !pl.opens {
			// A volume without text of its own gets a page of its
			// title alone, as a printed book's part title: the
			// contents need a page to point its entry at, and a reader
			// turning pages sees where the volume begins.
			volumePages++
			page(fmt.Sprintf("v%d", volumePages), fmt.Sprintf("volume%04d.xhtml", volumePages), pl.volume,
				fmt.Sprintf("<section epub:type=\"part\" class=\"part\">\n<h1>%s</h1>\n</section>", xmlText(pl.volume)), true, false)
		}
		name := fmt.Sprintf("chapter%04d.xhtml", i+1)
		h := Heading(c, chinese, book.Title)
		// Front matter says so (EPUB structural semantics): an import
		// reads it back as chapter 0 whatever the title page above it says.
		kind, tag, class := "chapter", "h1", ""
		switch {
		case c.Number == 0:
			kind = "frontmatter"
		case pl.opens:
			// The volume's own page, its foreword under its title.
			kind, class, h = "part", ` class="part"`, pl.volume
		case pl.volume != "":
			// A chapter ranks below its volume: h2. A chapter after
			// them under an h1 (a 后记) is the book's, and an import
			// ends the volume there (importer's epubCuts).
			tag, h = "h2", chapterHeading(c, pl, chinese, book.Title)
		}
		var body strings.Builder
		fmt.Fprintf(&body, "<section epub:type=\"%s\"%s>\n<%s>%s</%[3]s>\n", kind, class, tag, xmlText(h))
		for _, p := range Paragraphs(c.Text) {
			if SceneBreak(p) {
				fmt.Fprintf(&body, "<p class=\"scene-break\">%s</p>\n", xmlText(p))
				continue
			}
			fmt.Fprintf(&body, "<p>%s</p>\n", xhtmlRuns(p))
		}
		body.WriteString("</section>")
		page(fmt.Sprintf("c%d", i+1), name, h, body.String(), pl.opens, pl.volume != "" && !pl.opens)
	}
	navTitle := "Contents"
	if chinese {
		navTitle = "目录"
	}
	files = append(files, zipEntry{"OEBPS/nav.xhtml", xhtmlPage(lang, navTitle,
		fmt.Sprintf("<nav epub:type=\"toc\" id=\"toc\">\n<h1>%s</h1>\n<ol>\n%s</ol>\n</nav>", navTitle, navList(toc)))})
	if len(toc) == 0 {
		// An NCX's navMap holds at least one entry: a book of no
		// chapters has its title page.
		toc = []tocEntry{{title: book.Title, href: "title.xhtml"}}
	}
	files = append(files, zipEntry{"OEBPS/toc.ncx", ncx(lang, bookID(book), book.Title, book.Author, toc)})

	creator := ""
	if book.Author != "" {
		creator = fmt.Sprintf("    <dc:creator>%s</dc:creator>\n", xmlText(book.Author))
	}
	files = append(files, zipEntry{"OEBPS/content.opf", fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="%[1]s">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">%[2]s</dc:identifier>
    <dc:title>%[3]s</dc:title>
%[4]s    <dc:language>%[1]s</dc:language>
    <meta property="dcterms:modified">%[5]s</meta>
  </metadata>
  <manifest>
%[6]s  </manifest>
  <spine toc="ncx">
%[7]s  </spine>
</package>
`, xmlText(lang), bookID(book), xmlText(book.Title), creator, book.Modified.UTC().Format("2006-01-02T15:04:05Z"), manifest.String(), spine.String())})

	if err := writeZipEntries(z, "epub", files); err != nil {
		return err
	}
	if len(book.Cover) > 0 {
		fw, err := z.Create("OEBPS/cover" + strings.ToLower(path.Ext(book.CoverName)))
		if err == nil {
			_, err = fw.Write(book.Cover)
		}
		if err != nil {
			return fmt.Errorf("export epub cover: %w", err)
		}
	}
	if err := z.Close(); err != nil {
		return fmt.Errorf("export epub: %w", err)
	}
	return nil
}

// tocEntry is one entry of an EPUB's contents: a page and, for a
// volume's, its chapters' entries under it.
type tocEntry struct {
	title, href string
	volume      bool // a volume's entry: its chapters nest under it
	children    []tocEntry
}

// navList is the EPUB 3 contents' list items (nav.xhtml), a volume's
// chapters in a list nested in its item.
func navList(toc []tocEntry) string {
	var b strings.Builder
	for _, e := range toc {
		if !e.volume && len(e.children) == 0 {
			fmt.Fprintf(&b, "      <li><a href=\"%s\">%s</a></li>\n", e.href, xmlText(e.title))
			continue
		}
		fmt.Fprintf(&b, "      <li><a href=\"%s\">%s</a>\n        <ol>\n", e.href, xmlText(e.title))
		for _, c := range e.children {
			fmt.Fprintf(&b, "          <li><a href=\"%s\">%s</a></li>\n", c.href, xmlText(c.title))
		}
		b.WriteString("        </ol>\n      </li>\n")
	}
	return b.String()
}

// ncx is the EPUB 2 contents (toc.ncx) of the same entries as the nav,
// nested alike: EPUB 3 readers use the nav, but older ones and the
// tools that convert for them (Kindle's, Adobe Digital Editions, many a
// Chinese reader) read the NCX the spine's toc attribute names, and
// without it show a book of no contents. uid is the package's
// dc:identifier, as the NCX must repeat it.
func ncx(lang, uid, title, author string, toc []tocEntry) string {
	var b strings.Builder
	depth := 1
	order := 0
	var points func(entries []tocEntry, indent string)
	points = func(entries []tocEntry, indent string) {
		for _, e := range entries {
			order++
			fmt.Fprintf(&b, "%[1]s<navPoint id=\"np%[2]d\" playOrder=\"%[2]d\">\n%[1]s  <navLabel><text>%[3]s</text></navLabel>\n%[1]s  <content src=\"%[4]s\"/>\n",
				indent, order, xmlText(e.title), e.href)
			if len(e.children) > 0 {
				depth = 2
				points(e.children, indent+"  ")
			}
			fmt.Fprintf(&b, "%s</navPoint>\n", indent)
		}
	}
	points(toc, "    ")
	docAuthor := ""
	if author != "" {
		docAuthor = fmt.Sprintf("  <docAuthor><text>%s</text></docAuthor>\n", xmlText(author))
	}
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="%s">
  <head>
    <meta name="dtb:uid" content="%s"/>
    <meta name="dtb:depth" content="%d"/>
    <meta name="dtb:totalPageCount" content="0"/>
    <meta name="dtb:maxPageNumber" content="0"/>
  </head>
  <docTitle><text>%s</text></docTitle>
%s  <navMap>
%s  </navMap>
</ncx>
`, xmlText(lang), xmlText(uid), depth, xmlText(title), docAuthor, b.String())
}

// xhtmlRuns is a paragraph's XHTML content: its text escaped, its
// emphasis spans (emphasis.Runs) in <em> and <strong> without their
// markers.
func xhtmlRuns(p string) string {
	runs := emphasis.Runs(p)
	if len(runs) == 1 && !runs[0].Italic && !runs[0].Bold {
		return xmlText(p)
	}
	var b strings.Builder
	for _, r := range runs {
		open, close := "", ""
		if r.Bold {
			open, close = "<strong>", "</strong>"
		}
		if r.Italic {
			open, close = open+"<em>", "</em>"+close
		}
		b.WriteString(open + xmlText(r.Text) + close)
	}
	return b.String()
}

// xhtmlPage wraps a body in an XHTML content document.
func xhtmlPage(lang, title, body string) string {
	return fmt.Sprintf(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="%[1]s" lang="%[1]s">
<head><meta charset="UTF-8"/><title>%[2]s</title><link rel="stylesheet" type="text/css" href="style.css"/></head>
<body>
%[3]s
</body>
</html>
`, xmlText(lang), xmlText(title), body)
}

// bookID is a stable urn:uuid for the book (a name-based UUID of its
// title and author), so re-exports of one book share an identifier.
func bookID(book Book) string {
	h := sha1.Sum([]byte("inkflow\x00" + book.Title + "\x00" + book.Author))
	h[6] = h[6]&0x0f | 0x50 // version 5
	h[8] = h[8]&0x3f | 0x80 // RFC 4122 variant
	return fmt.Sprintf("urn:uuid:%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}
