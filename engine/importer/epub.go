package importer

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"net/url"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/emphasis"
)

// EPUB books are read with archive/zip and encoding/xml as Word documents
// are (docx.go): META-INF/container.xml names the package (OPF), whose
// spine orders the XHTML documents. What becomes of a book:
//   - each spine document's text, a line per block element (p, div, li,
//     blockquote, a heading; br breaks a line); scripts, styles, footnote
//     asides and note references are left out;
//   - a document's h1s start chapters and name them (an h2 right after
//     its h1 is the title's second part: 第一章, 风起), or its h2s when it
//     has no h1 or one h1 over several h2s (a volume's page); lower
//     headings are text, unless a document has none higher and the table
//     of contents names it by its first (tocConfirmedHeads). A document without such a heading is named by the
//     table of contents (nav or NCX) when that lists it, else it
//     continues the chapter before (a chapter a converter split over
//     files);
//   - the cover, the table of contents (nav, or a page of epub:type toc)
//     and copyright pages are skipped, as are documents the spine marks
//     linear="no"; text before the first chapter (a title page) is the
//     front matter, unless it is a page of epub:type titlepage holding
//     the title and author alone, as InkFlow's export and pandoc write
//     it (TitlePage: no chapter); its title is no chapter heading, even
//     set as one (pandoc's <h1 class="title">);
//   - the package's dc:creator (not a translator's or another's role)
//     and dc:title name the book's author and title where the title page
//     does not (epubMetadata);
//   - a Chinese paragraph starts with 　　 as in a text file: books set
//     the indent in CSS, which is not read.

// epubPackage is what the OPF says.
type epubPackage struct {
	dir      string            // the OPF's folder, hrefs are relative to it
	items    map[string]string // id → href (resolved)
	props    map[string]string // id → properties
	spine    []string          // item ids, reading order
	linear   map[string]bool   // id → false for linear="no"
	toc      string            // the NCX item's id (spine toc="…")
	skipHref map[string]bool   // guide's cover, toc and copyright pages
}

// epubSkipTypes are the epub:type values of pages that are not the story.
var epubSkipTypes = []string{"cover", "toc", "landmarks", "copyright-page", "page-list", "loi", "lot"}

// parseEPUB turns an EPUB book into chapters (see above).
func parseEPUB(files map[string]*zip.File, opts Options) ([]Chapter, TitlePage, error) {
	damaged := func(err error) ([]Chapter, TitlePage, error) {
		return nil, TitlePage{}, &FormatError{Kind: DamagedEPUB, Err: err}
	}
	container, err := readZipFile(files["META-INF/container.xml"], maxPart)
	if err != nil || container == nil {
		if err == nil {
			err = errors.New("it has no META-INF/container.xml")
		}
		return damaged(err)
	}
	var c struct {
		Rootfiles []struct {
			FullPath  string `xml:"full-path,attr"`
			MediaType string `xml:"media-type,attr"`
		} `xml:"rootfiles>rootfile"`
	}
	if err := xml.Unmarshal(container, &c); err != nil {
		return damaged(err)
	}
	opfPath := ""
	for _, r := range c.Rootfiles {
		if r.MediaType == "" || r.MediaType == "application/oebps-package+xml" {
			opfPath = r.FullPath
			break
		}
	}
	if _, ok := files["META-INF/encryption.xml"]; ok && hasFontFreeEncryption(files["META-INF/encryption.xml"]) {
		return nil, TitlePage{}, &FormatError{Kind: EPUBDRM}
	}
	opf, err := readZipFile(files[opfPath], maxPart)
	if err != nil || opf == nil {
		if err == nil {
			err = errors.New("its package " + opfPath + " is missing")
		}
		return damaged(err)
	}
	pkg, err := readOPF(opfPath, opf)
	if err != nil {
		return damaged(err)
	}
	titles := epubTOCTitles(files, pkg)

	// The spine's documents are read first: the book's language, from
	// all of them, tells how its paragraphs are set apart (bookIsHan;
	// not a title page's lines, which epubTitlePage counts).
	type spineDoc struct {
		href   string
		blocks []xhtmlBlock
		kind   pageKind
	}
	var docs []spineDoc
	var read []xhtmlBlock
	for _, id := range pkg.spine {
		href := pkg.items[id]
		if !pkg.linear[id] || pkg.skipHref[href] || strings.Contains(" "+pkg.props[id]+" ", " nav ") || id == pkg.toc {
			continue
		}
		data, err := readZipFile(files[href], maxPart)
		if err != nil {
			return damaged(err)
		}
		if data == nil {
			continue // a spine entry without its file: read what there is
		}
		blocks, kind := readXHTML(data)
		if kind.skip {
			continue
		}
		docs = append(docs, spineDoc{href, blocks, kind})
		read = append(read, blocks...)
	}
	apart := !bookIsHan(read, func(b xhtmlBlock) string { return b.text })

	var (
		lines []string
		cuts  []epubHead
		page  *titleLines // the title page (see TitlePage)
	)
	for _, doc := range docs {
		href, blocks, front, isTitlePage := doc.href, doc.blocks, doc.kind.front, doc.kind.titlePage
		start := len(lines)
		if isTitlePage && page == nil {
			page = epubTitlePage(blocks, start)
		}
		firstCut := len(cuts)
		heads := docHeads(blocks)
		if isTitlePage {
			dropBookTitleHeads(blocks, heads)
		}
		if len(heads) == 0 && titles[href] != "" {
			heads = tocConfirmedHeads(blocks, titles[href])
		}
		if len(heads) == 0 && titles[href] != "" && len(blocks) > 0 {
			cuts = append(cuts, epubHead{line: start, title: titles[href]})
			lines = append(lines, titles[href])
		}
		prose := false // the line above is a paragraph's text
		for i, b := range blocks {
			if h, ok := heads[i]; ok {
				cuts = append(cuts, epubHead{line: len(lines), title: h, level: b.heading, part: doc.kind.part && len(cuts) == firstCut})
				lines = append(lines, h)
				prose = false
				continue
			}
			if b.sub {
				continue // the second line of a title, in it already
			}
			first := true
			for k, l := range strings.Split(b.text, "\n") {
				// Only the first line is indented, as text-indent sets
				// it; a line after a br keeps what was typed.
				l = strings.TrimLeft(l, " ")
				if k == 0 || !strings.HasPrefix(l, "　") {
					l = strings.TrimFunc(l, unicode.IsSpace)
				} else {
					l = strings.TrimRightFunc(l, unicode.IsSpace)
				}
				if l == "" {
					continue
				}
				if k == 0 && b.para && mostlyHan(l) {
					l = indent + strings.TrimLeft(l, "　")
				}
				if first && apart && prose && !isTitlePage {
					lines = append(lines, "") // an English paragraph: see bookIsHan
				}
				lines = append(lines, l)
				first, prose = false, true
			}
		}
		if front && firstCut < len(cuts) && cuts[firstCut].line == start {
			cuts[firstCut].front = true
		}
	}
	text := strings.Join(lines, "\n")
	opts.KeepLineBreaks = true
	opts.Markdown = false
	var (
		chs []Chapter
		tp  TitlePage
	)
	if opts.HeadingPattern != nil || len(cuts) == 0 {
		chs, tp = split(text, opts, nil, page)
	} else {
		chs, tp = split(text, opts, epubCuts(cuts), page)
	}
	// The book's metadata names what its title page does not: a
	// Gutenberg or pandoc EPUB's author is in dc:creator alone.
	title, author := epubMetadata(files)
	if tp.Title == "" {
		tp.Title = title
	}
	if tp.Author == "" {
		tp.Author = author
	}
	return chs, tp, nil
}

// epubTitlePage returns the lines of a title page (a page of epub:type
// titlepage) laid out as InkFlow's export writes it — the title in a
// paragraph of class title, maybe the author in one of class author
// under it, nothing else — whose blocks start at line start; nil for
// another page (a publisher's, with more on it).
func epubTitlePage(blocks []xhtmlBlock, start int) *titleLines {
	if len(blocks) == 0 || len(blocks) > 2 || !bookTitleBlock(blocks[0]) || strings.Contains(blocks[0].text, "\n") {
		return nil
	}
	page := &titleLines{title: start, author: -1}
	if len(blocks) == 2 {
		if b := blocks[1]; b.heading > 0 || b.class != "author" || strings.Contains(b.text, "\n") {
			return nil
		}
		page.author = start + 1
	}
	return page
}

// bookTitleBlock reports a title page's block that holds the book's
// title: a paragraph of class title, as InkFlow's export writes it, or a
// heading of that class, as pandoc's does (<h1 class="title">).
func bookTitleBlock(b xhtmlBlock) bool {
	return slices.Contains(strings.Fields(b.class), "title") && (b.heading > 0 || b.class == "title")
}

// dropBookTitleHeads takes the book's title (bookTitleBlock) out of the
// chapter headings docHeads found on a title page: it names the book,
// not a chapter. Read as one, pandoc's title page (<h1 class="title">
// over the author) came in as chapter 1, titled 青云志 and holding the
// author's name.
func dropBookTitleHeads(blocks []xhtmlBlock, heads map[int]string) {
	for i := range heads {
		if blocks[i].heading == 0 || !bookTitleBlock(blocks[i]) {
			continue
		}
		delete(heads, i)
		if i+1 < len(blocks) && blocks[i+1].sub {
			blocks[i+1].sub = false // a subtitle stays a line of the page
		}
	}
}

// epubHead is a chapter heading found in the spine; front marks one that
// opens a page of front matter (epub:type frontmatter), part one that
// opens a volume's page (epub:type part). level is its heading's rank (1
// for h1), 0 for a title the table of contents gives.
type epubHead struct {
	line  int
	title string
	front bool
	part  bool
	level int
}

// epubCuts makes the chapter headings found in the spine cuts. A volume's
// page (epub:type part, as InkFlow's export writes one and Calibre and
// publishers' books have) heads a volume: the chapters after it carry
// its title ("第一卷 潜龙 · 第一章 风起"), as the volume heading of a
// text file gives it, until the next volume's page or a heading that
// ranks above the volume's chapters (the h1 of a 后记 after h2
// chapters). The book's end matter after the last volume is the book's
// (unprefixEndMatter). Read as a chapter, a volume's page of its title
// alone came in as an empty chapter, and its chapters without it.
func epubCuts(heads []epubHead) []cut {
	cuts := make([]cut, len(heads))
	own := make([]string, len(heads))
	volume, chapterLevel := "", 0
	for i, h := range heads {
		title := headingTitle(h.title)
		own[i] = title
		if h.part {
			volume, chapterLevel = title, 0
			cuts[i] = cut{line: h.line, title: title, volume: true}
			continue
		}
		if volume != "" && h.level > 0 {
			if chapterLevel == 0 {
				chapterLevel = h.level
			} else if h.level < chapterLevel {
				volume = ""
			}
		}
		if volume != "" {
			title = volume + volumeSeparator + title
		}
		cuts[i] = cut{line: h.line, title: title, front: h.front}
	}
	unprefixEndMatter(cuts, own)
	return cuts
}

// hasFontFreeEncryption reports whether encryption.xml encrypts more
// than fonts (obfuscated fonts are allowed in any EPUB; encrypted text is
// DRM).
func hasFontFreeEncryption(f *zip.File) bool {
	data, err := readZipFile(f, 1<<20)
	if err != nil {
		return false
	}
	return bytes.Contains(data, []byte("EncryptedData")) &&
		!bytes.Contains(data, []byte("http://www.idpf.org/2008/embedding")) &&
		!bytes.Contains(data, []byte("http://ns.adobe.com/pdf/enc#RC"))
}

// readOPF reads the package document.
func readOPF(opfPath string, data []byte) (*epubPackage, error) {
	var opf struct {
		Items []struct {
			ID         string `xml:"id,attr"`
			Href       string `xml:"href,attr"`
			MediaType  string `xml:"media-type,attr"`
			Properties string `xml:"properties,attr"`
		} `xml:"manifest>item"`
		Spine struct {
			Toc   string `xml:"toc,attr"`
			Items []struct {
				IDRef  string `xml:"idref,attr"`
				Linear string `xml:"linear,attr"`
			} `xml:"itemref"`
		} `xml:"spine"`
		Guide []struct {
			Type string `xml:"type,attr"`
			Href string `xml:"href,attr"`
		} `xml:"guide>reference"`
	}
	if err := xml.Unmarshal(data, &opf); err != nil {
		return nil, err
	}
	pkg := &epubPackage{dir: path.Dir(opfPath), items: map[string]string{}, props: map[string]string{},
		linear: map[string]bool{}, toc: opf.Spine.Toc, skipHref: map[string]bool{}}
	for _, it := range opf.Items {
		pkg.items[it.ID] = pkg.resolve(it.Href)
		pkg.props[it.ID] = it.Properties
	}
	for _, it := range opf.Spine.Items {
		pkg.spine = append(pkg.spine, it.IDRef)
		pkg.linear[it.IDRef] = it.Linear != "no"
	}
	for _, g := range opf.Guide {
		switch strings.ToLower(g.Type) {
		case "cover", "toc", "copyright-page":
			pkg.skipHref[pkg.resolve(g.Href)] = true
		}
	}
	return pkg, nil
}

// resolve turns an href of the OPF into a path in the zip, without its
// fragment.
func (p *epubPackage) resolve(href string) string {
	href, _, _ = strings.Cut(href, "#")
	if u, err := url.PathUnescape(href); err == nil {
		href = u
	}
	return path.Join(p.dir, href)
}

// epubTOCTitles reads the table of contents (EPUB 3 nav, else the NCX):
// the first title it gives each document, by path.
func epubTOCTitles(files map[string]*zip.File, pkg *epubPackage) map[string]string {
	titles := map[string]string{}
	add := func(base, href, title string) {
		href, _, _ = strings.Cut(href, "#")
		if u, err := url.PathUnescape(href); err == nil {
			href = u
		}
		title = strings.Join(strings.Fields(title), " ")
		if p := path.Join(path.Dir(base), href); title != "" && titles[p] == "" {
			titles[p] = title
		}
	}
	for id, props := range pkg.props {
		if !strings.Contains(" "+props+" ", " nav ") {
			continue
		}
		navPath := pkg.items[id]
		data, err := readZipFile(files[navPath], maxPart)
		if err != nil || data == nil {
			continue
		}
		d := newHTMLDecoder(data)
		inTOC, href := false, ""
		var text strings.Builder
		for {
			tok, err := d.Token()
			if err != nil {
				break
			}
			switch t := tok.(type) {
			case xml.StartElement:
				if t.Name.Local == "nav" {
					typ, _ := attr(t, "type")
					inTOC = typ == "toc"
				}
				if inTOC && t.Name.Local == "a" {
					href, _ = attr(t, "href")
					text.Reset()
				}
			case xml.CharData:
				if href != "" {
					text.Write(t)
				}
			case xml.EndElement:
				switch t.Name.Local {
				case "a":
					if href != "" {
						add(navPath, href, text.String())
					}
					href = ""
				case "nav":
					inTOC = false
				}
			}
		}
		if len(titles) > 0 {
			return titles
		}
	}
	ncxPath := pkg.items[pkg.toc]
	data, err := readZipFile(files[ncxPath], maxPart)
	if err != nil || data == nil {
		return titles
	}
	var ncx struct {
		Points []ncxPoint `xml:"navMap>navPoint"`
	}
	if xml.Unmarshal(data, &ncx) != nil {
		return titles
	}
	var walk func([]ncxPoint)
	walk = func(ps []ncxPoint) {
		for _, p := range ps {
			add(ncxPath, p.Content.Src, p.Label)
			walk(p.Points)
		}
	}
	walk(ncx.Points)
	return titles
}

// ncxPoint is an entry of an NCX navMap.
type ncxPoint struct {
	Label   string `xml:"navLabel>text"`
	Content struct {
		Src string `xml:"src,attr"`
	} `xml:"content"`
	Points []ncxPoint `xml:"navPoint"`
}

// newHTMLDecoder reads XHTML forgivingly: books carry HTML entities and
// unclosed tags.
func newHTMLDecoder(data []byte) *xml.Decoder {
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = false
	d.AutoClose = xml.HTMLAutoClose
	d.Entity = xml.HTMLEntity
	return d
}

// xhtmlBlock is one block of a content document.
type xhtmlBlock struct {
	text    string
	heading int  // 1–6 for h1–h6, 0 for text
	para    bool // a paragraph of prose (p), indented in a Chinese book
	sub     bool // set by docHeads: the second line of the title before it
	class   string
}

// htmlSpace is a run of HTML white space (not U+3000, which is text).
var htmlSpace = regexp.MustCompile(`[ \t\r\n\f]+`)

// collapseSpace makes each run of HTML white space one space, as a
// browser shows it, except a line break between two Chinese characters,
// which shows as nothing (CSS Text's segment break rule): a book's
// source wrapped at 80 columns must not put spaces into its sentences.
func collapseSpace(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range htmlSpace.FindAllStringIndex(s, -1) {
		b.WriteString(s[last:m[0]])
		last = m[1]
		before, _ := utf8.DecodeLastRuneInString(s[:m[0]])
		after, _ := utf8.DecodeRuneInString(s[m[1]:])
		if strings.ContainsAny(s[m[0]:m[1]], "\r\n") && wide(before) && wide(after) {
			continue
		}
		b.WriteByte(' ')
	}
	b.WriteString(s[last:])
	return b.String()
}

// wide reports whether r is a Chinese character or punctuation mark.
func wide(r rune) bool {
	return unicode.Is(unicode.Han, r) || r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}

// sceneBreakMark is the line a scene break (an EPUB's hr, a Word
// document's horizontal rule) comes in as: the mark a plain-text
// manuscript puts between scenes, which the exports set centred as a
// scene break again (export.SceneBreak).
const sceneBreakMark = "* * *"

// blockElements end the line of text before them.
var blockElements = map[string]bool{
	"p": true, "div": true, "li": true, "blockquote": true, "section": true, "article": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "pre": true,
	"tr": true, "td": true, "th": true, "dt": true, "dd": true, "hr": true, "table": true,
	"header": true, "footer": true, "figcaption": true, "body": true,
}

// pageKind is what a content document's body or first section says it
// is (its epub:type).
type pageKind struct {
	// skip marks a page that is not the story (a cover, a table of
	// contents, a copyright page).
	skip bool
	// front marks front matter (epub:type frontmatter).
	front bool
	// titlePage marks a title page (epub:type titlepage).
	titlePage bool
	// part marks a volume's page (epub:type part or volume), as
	// InkFlow's export writes one over a volume's chapters: its heading
	// is the volume's, whose title the chapters after it carry.
	part bool
}

// readXHTML reads a content document's blocks and what kind of page it
// is (pageKind).
func readXHTML(data []byte) (blocks []xhtmlBlock, kind pageKind) {
	d := newHTMLDecoder(data)
	var (
		text    strings.Builder
		heading int
		para    bool
		class   string
	)
	// italic is the depth of em and i elements open in the block, bold
	// that of b and strong: the outermost one's text is bracketed for
	// emphasis.Mark, which writes it as _italics_ and **bold** the way a
	// plain-text manuscript marks them.
	italic, bold := 0, 0
	// brk is an hr read since the last block: a scene break, which comes
	// in as a line of its own (sceneBreakMark) when text follows it and
	// text came before it, not at a page's ends or under a heading.
	// Dropped, the two scenes of a chapter ran on as one.
	brk := false
	flush := func() {
		raw := text.String()
		if heading > 0 {
			raw = emphasis.Strip(raw)
		} else {
			raw = emphasis.Mark(raw)
		}
		italic, bold = 0, 0
		if s := strings.TrimFunc(cleanText(raw), unicode.IsSpace); s != "" {
			if brk && heading == 0 && len(blocks) > 0 && blocks[len(blocks)-1].heading == 0 {
				blocks = append(blocks, xhtmlBlock{text: sceneBreakMark})
			}
			brk = false
			blocks = append(blocks, xhtmlBlock{text: s, heading: heading, para: para && heading == 0, class: class})
		}
		text.Reset()
		heading, para, class = 0, false, ""
	}
	inBody := false
	for {
		tok, err := d.Token()
		if err != nil {
			break // io.EOF, or the rest of a broken page: keep what was read
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := strings.ToLower(t.Name.Local)
			typ, _ := attr(t, "type") // epub:type
			// The page's opening element: its body, or a section before
			// any text (white space between tags is a space here).
			opening := name == "body" || name == "section" && len(blocks) == 0 && strings.TrimSpace(text.String()) == ""
			for _, s := range epubSkipTypes {
				if strings.Contains(" "+typ+" ", " "+s+" ") && opening {
					return nil, pageKind{skip: true}
				}
			}
			if opening && strings.Contains(" "+typ+" ", " frontmatter ") {
				kind.front = true
			}
			if opening && strings.Contains(" "+typ+" ", " titlepage ") {
				kind.titlePage = true
			}
			if opening && (strings.Contains(" "+typ+" ", " part ") || strings.Contains(" "+typ+" ", " volume ")) {
				kind.part = true
			}
			role, _ := attr(t, "role")
			switch {
			case name == "body":
				inBody = true
			case name == "script" || name == "style" || name == "head" || name == "title" ||
				name == "aside" || name == "nav" || name == "rt" || name == "rp" || isNote(typ+" "+role):
				// Notes, their references and ruby annotations (pinyin
				// over characters) are not the text.
				if err := d.Skip(); err != nil {
					return blocks, kind
				}
			case name == "br":
				text.WriteByte('\n')
			case name == "em" || name == "i":
				if italic++; italic == 1 && inBody {
					text.WriteRune(emphasis.Open)
				}
			case name == "strong" || name == "b":
				if bold++; bold == 1 && inBody {
					text.WriteRune(emphasis.BoldOpen)
				}
			case name == "hr":
				flush()
				brk = inBody
			case blockElements[name]:
				flush()
				if len(name) == 2 && name[0] == 'h' && name[1] >= '1' && name[1] <= '6' {
					heading = int(name[1] - '0')
				}
				// A title page's centred lines are not paragraphs of prose.
				class, _ = attr(t, "class")
				para = name == "p" && !strings.Contains(class, "title") && !strings.Contains(class, "author") && !strings.Contains(class, "center")
			}
		case xml.CharData:
			if inBody {
				// White space in HTML is a space, whatever the source's
				// line breaks; only br breaks a line.
				text.WriteString(collapseSpace(string(t)))
			}
		case xml.EndElement:
			switch name := strings.ToLower(t.Name.Local); {
			case blockElements[name]:
				flush()
			case (name == "em" || name == "i") && italic > 0:
				if italic--; italic == 0 && inBody {
					text.WriteRune(emphasis.Close)
				}
			case (name == "strong" || name == "b") && bold > 0:
				if bold--; bold == 0 && inBody {
					text.WriteRune(emphasis.BoldClose)
				}
			}
		}
	}
	flush()
	return blocks, kind
}

// isNote reports whether an element's epub:type or role marks a note,
// a reference to one or the way back from it.
func isNote(types string) bool {
	for _, w := range []string{"footnote", "endnote", "rearnote", "noteref", "backlink"} {
		if strings.Contains(types, w) {
			return true
		}
	}
	return false
}

// tocConfirmedHeads returns the chapter headings of a document whose
// highest headings are h3 to h6 when the table of contents confirms
// them: its title for the document is the first of them, or part of it
// (风起 for 第一章 风起). Some converters set every chapter title in h3,
// several chapters to a file: read by the contents' title alone, the
// file made one chapter, and a heading unlike that title stayed in the
// text.
func tocConfirmedHeads(blocks []xhtmlBlock, toc string) map[int]string {
	top := 0
	for _, b := range blocks {
		if b.heading > 2 && (top == 0 || b.heading < top) {
			top = b.heading
		}
	}
	heads := map[int]string{}
	for i, b := range blocks {
		if top == 0 || b.heading != top {
			continue
		}
		title := strings.Join(strings.Fields(b.text), " ")
		if len(heads) == 0 && title != toc && !strings.Contains(title, toc) && !strings.Contains(toc, title) {
			return nil
		}
		heads[i] = title
	}
	return heads
}

// docHeads returns the chapter headings of one document by block index:
// its headings of the highest level it has, if that is h1 or h2 (lower
// ones only when the contents confirm them, tocConfirmedHeads). An h2
// right after an h1 joins it as its title's second part.
func docHeads(blocks []xhtmlBlock) map[int]string {
	top := 0
	for _, b := range blocks {
		if b.heading > 0 && (top == 0 || b.heading < top) {
			top = b.heading
		}
	}
	heads := map[int]string{}
	if top == 0 || top > 2 {
		return heads
	}
	count := func(lv int) int {
		n := 0
		for _, b := range blocks {
			if b.heading == lv {
				n++
			}
		}
		return n
	}
	if top == 1 && count(1) == 1 && count(2) > 1 {
		// One h1 over several h2s: a volume or the book's title over
		// its chapters, which are the h2s; it stays a line of text.
		top = 2
	}
	for i := 0; i < len(blocks); i++ {
		if blocks[i].heading != top {
			continue
		}
		title := strings.Join(strings.Fields(blocks[i].text), " ")
		if i+1 < len(blocks) && blocks[i+1].heading == top+1 {
			title += " " + strings.Join(strings.Fields(blocks[i+1].text), " ")
			blocks[i+1].sub = true
		}
		heads[i] = title
	}
	return heads
}
