package importer

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"inkflow/engine/emphasis"
)

// Word documents are read with archive/zip and encoding/xml: no Go DOCX
// reader is usable here (baliance.com/gooxml is not served by the module
// proxy, unioffice needs a paid licence, ubavic/godocx publishes no
// version), and a manuscript needs only word/document.xml's paragraphs
// and the names of styles.xml's paragraph styles.
//
// What becomes of a document:
//   - every paragraph is a line (a line break inside one, w:br, starts a
//     new line), with a blank line between two paragraphs in a book that
//     is not Chinese (bookIsHan); table cells' paragraphs come in
//     document order; runs of empty paragraphs are one blank line;
//   - deleted revisions (w:del, w:moveFrom) are dropped and insertions
//     kept, as the document reads with its changes accepted; hidden text
//     (w:vanish), field instructions, footnotes and comments, text boxes
//     and drawings are left out; a field shows its displayed result;
//   - a paragraph in a heading style — named "heading 1"/"heading 2" or
//     "Title" in styles.xml (WPS writes 标题 1, 标题) or with outline level
//     1–2 — starts a chapter. Styles are matched by name and outline level
//     because their ids are localised (Chinese Word's heading 1 is "1").
//     A heading in the style named Front Matter Heading (FrontMatterStyle,
//     as InkFlow's export writes chapter 0's) heads the front matter when
//     it is the first heading under a title page, whatever its title.
//     A single Title before the first heading is the book's title (the
//     front matter; with nothing but an Author paragraph under it, the
//     title page InkFlow's own export writes, no chapter: TitlePage);
//     when both levels are used and level 1 has fewer headings, they are
//     volumes whose titles prefix their chapters', as in a text file. A document
//     without heading styles is split by the text rules (第一章, Chapter 1);
//   - the document's properties (docProps/core.xml: dc:creator, dc:title,
//     as Word's File › Info, python-docx and pandoc write them) name the
//     book's author, and its title, when the body's title page does not
//     (TitlePage); a tool's or a computer's name (python-docx,
//     Administrator, DESKTOP-…) names nobody (metadataAuthor);
//   - a Chinese paragraph with a first-line indent (w:ind firstLineChars
//     or firstLine, on the paragraph, its style or the defaults), or one
//     typed with a leading tab, starts with the two ideographic spaces
//     (　　) of Chinese prose in a text file; other paragraphs carry no
//     indent, as English text in InkFlow does not.

// docxIndent is a paragraph's first-line indent: set when w:ind gave one,
// first > 0 for an indent (0 none, < 0 hanging).
type docxIndent struct {
	set   bool
	first int
}

// docxStyle is a paragraph style of styles.xml.
type docxStyle struct {
	name, basedOn string
	outline       int // w:outlineLvl + 1; 0 when the style sets none
	indent        docxIndent
	num           docxNum
}

// docxNum is a w:numPr: the list a paragraph is numbered in and its level.
type docxNum struct {
	id      string // "" when not set
	ilvl    int
	hasIlvl bool
}

// docxStyles are a document's paragraph styles by id.
type docxStyles struct {
	byID         map[string]docxStyle
	defaultStyle string
	defaults     docxIndent
}

// headingName matches the names Word and WPS give heading styles.
var headingName = regexp.MustCompile(`^(?:heading|标题)\s*([1-9])$`)

// FrontMatterStyle is the name of the paragraph style InkFlow's Word
// export gives chapter 0's heading (a heading 1 by another name): Word
// has no mark for front matter, as EPUB has epub:type frontmatter, and
// without one a chapter 0 titled otherwise than the book (测试之书 in a
// project 测试) came back as chapter 1.
const FrontMatterStyle = "Front Matter Heading"

// headingKind is what a paragraph's style makes it.
type headingKind int

const (
	notHeadingPara headingKind = iota
	titlePara                  // Title: the book's title, or chapters when used more than once
	level1Para                 // heading 1, outline level 1
	level2Para                 // heading 2, outline level 2
)

// kind resolves a style through its basedOn chain: the nearest style with
// a heading name or an outline level decides.
func (s *docxStyles) kind(id string) headingKind {
	for range 20 { // basedOn loops exist in damaged files
		st, ok := s.byID[id]
		if !ok {
			return notHeadingPara
		}
		name := strings.ToLower(strings.TrimSpace(st.name))
		if name == "title" || name == "标题" {
			return titlePara
		}
		if m := headingName.FindStringSubmatch(name); m != nil {
			return outlineKind(int(m[1][0] - '0'))
		}
		if st.outline > 0 {
			return outlineKind(st.outline)
		}
		id = st.basedOn
	}
	return notHeadingPara
}

// outlineKind is the heading kind of outline level lvl (1-based).
func outlineKind(lvl int) headingKind {
	switch lvl {
	case 1:
		return level1Para
	case 2:
		return level2Para
	}
	return notHeadingPara
}

// indent is the first-line indent a style gives, through its chain.
func (s *docxStyles) indent(id string) docxIndent {
	for range 20 {
		st, ok := s.byID[id]
		if !ok {
			break
		}
		if st.indent.set {
			return st.indent
		}
		id = st.basedOn
	}
	return s.defaults
}

// num is the list numbering a style gives, through its chain.
func (s *docxStyles) num(id string) docxNum {
	for range 20 {
		st, ok := s.byID[id]
		if !ok {
			break
		}
		if st.num.id != "" {
			return st.num
		}
		id = st.basedOn
	}
	return docxNum{}
}

// readNum reads a w:numId or w:ilvl element into n.
func readNum(e xml.StartElement, n *docxNum) {
	v, _ := attr(e, "val")
	if e.Name.Local == "numId" {
		n.id = v
		return
	}
	n.ilvl, _ = strconv.Atoi(v)
	n.hasIlvl = true
}

// attr returns a w: attribute's value by local name.
func attr(e xml.StartElement, local string) (string, bool) {
	for _, a := range e.Attr {
		if a.Name.Local == local {
			return a.Value, true
		}
	}
	return "", false
}

// readIndent reads a w:ind element's first-line indent: the character
// count (firstLineChars, hundredths of a character) wins over twips, as
// in Word; a hanging indent is negative.
func readIndent(e xml.StartElement) docxIndent {
	var ind docxIndent
	for _, pair := range [][2]string{{"firstLineChars", "firstLine"}, {"hangingChars", "hanging"}} {
		sign := 1
		if pair[0] == "hangingChars" {
			sign = -1
		}
		for _, name := range pair {
			if v, ok := attr(e, name); ok {
				n, _ := strconv.Atoi(v)
				if !ind.set || n != 0 {
					ind = docxIndent{set: true, first: sign * n}
				}
				break
			}
		}
	}
	return ind
}

// readStyles reads styles.xml's paragraph styles and default indent.
func readStyles(data []byte) (*docxStyles, error) {
	s := &docxStyles{byID: map[string]docxStyle{}}
	if data == nil {
		return s, nil
	}
	var cur *docxStyle
	curID, inDefaults := "", false
	err := walkXML(data, func(d *xml.Decoder, tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "pPrDefault":
				inDefaults = true
			case "style":
				if typ, _ := attr(t, "type"); typ != "paragraph" {
					if err := d.Skip(); err != nil {
						return err
					}
					return nil
				}
				curID, _ = attr(t, "styleId")
				cur = &docxStyle{}
				if v, _ := attr(t, "default"); v == "1" || v == "true" {
					s.defaultStyle = curID
				}
			case "name":
				if cur != nil {
					cur.name, _ = attr(t, "val")
				}
			case "basedOn":
				if cur != nil {
					cur.basedOn, _ = attr(t, "val")
				}
			case "outlineLvl":
				if cur != nil {
					v, _ := attr(t, "val")
					n, _ := strconv.Atoi(v)
					cur.outline = n + 1
				}
			case "numId", "ilvl":
				if cur != nil {
					readNum(t, &cur.num)
				}
			case "ind":
				switch {
				case cur != nil:
					cur.indent = readIndent(t)
				case inDefaults:
					s.defaults = readIndent(t)
				}
			case "rPr", "tblPr", "tcPr", "trPr", "tblStylePr", "pPrChange":
				if err := d.Skip(); err != nil {
					return err
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "pPrDefault":
				inDefaults = false
			case "style":
				if cur != nil {
					s.byID[curID] = *cur
				}
				cur = nil
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s, nil
}

// docxPara is one paragraph as read.
type docxPara struct {
	text    string
	indent  docxIndent
	outline int // the paragraph's own w:outlineLvl + 1, 0 for none
	style   string
	hasInd  bool
	num     docxNum
}

// readParagraphs reads document.xml's paragraphs in order.
func readParagraphs(data []byte) ([]docxPara, error) { return readParas(data, 0) }

// errEnough stops readParas once it has what was asked for.
var errEnough = errors.New("enough paragraphs")

// readParas reads document.xml's paragraphs in order, up to the one with
// the text numbered limit (all when limit is 0): a title needs only the
// first of a novel's thousands.
func readParas(data []byte, limit int) ([]docxPara, error) {
	withText := 0
	var (
		out    []docxPara
		p      *docxPara
		text   strings.Builder
		inT    bool
		hidden bool   // the run is w:vanish
		italic bool   // the run is set in italics (w:i)
		inItal bool   // the text written last was italic: an emphasis.Open is unclosed
		bold   bool   // the run is set in bold (w:b)
		inBold bool   // the text written last was bold: an emphasis.BoldOpen is unclosed
		fields []bool // per open field: its result is showing
		inPPr  bool
		rule   bool // the paragraph holds a horizontal line (pictIsRule)
	)
	showing := func() bool {
		if hidden {
			return false
		}
		for _, f := range fields {
			if !f {
				return false
			}
		}
		return true
	}
	err := walkXML(data, func(d *xml.Decoder, tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			if inPPr {
				switch t.Name.Local {
				case "pStyle":
					p.style, _ = attr(t, "val")
				case "outlineLvl":
					v, _ := attr(t, "val")
					n, _ := strconv.Atoi(v)
					p.outline = n + 1
				case "ind":
					p.indent, p.hasInd = readIndent(t), true
				case "numId", "ilvl":
					readNum(t, &p.num)
				case "rPr", "pPrChange", "sectPr", "tabs":
					if err := d.Skip(); err != nil {
						return err
					}
				}
				return nil
			}
			switch t.Name.Local {
			case "p":
				if p != nil {
					// A paragraph inside a paragraph (a text box some
					// writer did not wrap in a drawing): read as its own.
					return nil
				}
				p = &docxPara{}
				text.Reset()
				inItal, inBold, rule = false, false, false
				fields = fields[:0]
			case "pPr":
				inPPr = p != nil
			case "r":
				hidden, italic, bold = false, false, false
			case "rPr":
				if err := readRunProps(d, &hidden, &italic, &bold); err != nil {
					return err
				}
			case "t":
				inT = true
			case "tab", "ptab":
				if p != nil && showing() {
					text.WriteByte('\t')
				}
			case "br":
				typ, _ := attr(t, "type")
				if p != nil && showing() && (typ == "" || typ == "textWrapping") {
					text.WriteByte('\n')
				}
			case "cr":
				if p != nil && showing() {
					text.WriteByte('\n')
				}
			case "noBreakHyphen":
				if p != nil && showing() {
					text.WriteByte('-')
				}
			case "sym":
				if p != nil && showing() {
					font, _ := attr(t, "font")
					code, _ := attr(t, "char")
					if r := symbolRune(font, code); r != 0 {
						text.WriteRune(r)
					}
				}
			case "fldChar":
				switch typ, _ := attr(t, "fldCharType"); typ {
				case "begin":
					fields = append(fields, false)
				case "separate":
					if len(fields) > 0 {
						fields[len(fields)-1] = true
					}
				case "end":
					if len(fields) > 0 {
						fields = fields[:len(fields)-1]
					}
				}
			case "pict":
				r, err := pictIsRule(d)
				if err != nil {
					return err
				}
				rule = rule || r && p != nil && showing()
			case "del", "moveFrom", "delText", "instrText", "delInstrText",
				"txbxContent", "AlternateContent", "drawing", "object",
				"footnoteReference", "endnoteReference", "commentReference", "sectPr":
				if err := d.Skip(); err != nil {
					return err
				}
			}
		case xml.CharData:
			if inT && p != nil && showing() {
				// Italic and bold runs are bracketed for emphasis.Mark,
				// which writes them as _italics_ and **bold**, the
				// plain-text manuscript's way; a run's neighbour in the
				// same style continues it (Word splits a paragraph's
				// runs wherever an edit or a spelling mark fell).
				if bold != inBold {
					if inBold = bold; bold {
						text.WriteRune(emphasis.BoldOpen)
					} else {
						text.WriteRune(emphasis.BoldClose)
					}
				}
				if italic != inItal {
					if inItal = italic; italic {
						text.WriteRune(emphasis.Open)
					} else {
						text.WriteRune(emphasis.Close)
					}
				}
				text.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "t":
				inT = false
			case "pPr":
				inPPr = false
			case "p":
				if p != nil {
					if inItal {
						text.WriteRune(emphasis.Close)
					}
					if inBold {
						text.WriteRune(emphasis.BoldClose)
					}
					p.text = emphasis.Mark(text.String())
					if rule && strings.TrimSpace(p.text) == "" {
						// A line across the page between scenes: the
						// scene break's mark, as an EPUB's hr. Dropped,
						// the scenes ran on as one.
						p.text = sceneBreakMark
					}
					out = append(out, *p)
					p = nil
					if strings.TrimSpace(out[len(out)-1].text) != "" {
						if withText++; withText == limit {
							return errEnough
						}
					}
				}
			}
		}
		return nil
	})
	if err != nil && !errors.Is(err, errEnough) {
		return nil, err
	}
	return out, nil
}

// pictIsRule reads a w:pict element to its end (the decoder is past its
// start) and reports whether it is a horizontal line: a VML shape marked
// o:hr="t", which Word's Insert › Horizontal Line and pandoc's rule for
// * * * both write. Any other picture is skipped, as before.
func pictIsRule(d *xml.Decoder) (bool, error) {
	rule := false
	for depth := 1; depth > 0; {
		tok, err := d.Token()
		if err != nil {
			return false, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			if v, _ := attr(t, "hr"); v == "t" {
				rule = true
			}
		case xml.EndElement:
			depth--
		}
	}
	return rule, nil
}

// walkXML calls fn with each token of data and the decoder (to skip an
// element) until the data ends or fn fails.
func walkXML(data []byte, fn func(d *xml.Decoder, tok xml.Token) error) error {
	d := xml.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		if err := fn(d, tok); err != nil {
			return err
		}
	}
}

// readRunProps reads a run's w:rPr up to its end: whether the run is
// hidden, whether it is italic and whether bold. A tracked change's
// record of the properties before it (w:rPrChange) is not the run's.
func readRunProps(d *xml.Decoder, hidden, italic, bold *bool) error {
	for depth := 1; depth > 0; {
		tok, err := d.Token()
		if err != nil {
			return err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			switch t.Name.Local {
			case "rPrChange":
				if err := d.Skip(); err != nil {
					return err
				}
				depth--
			case "vanish":
				v, _ := attr(t, "val")
				*hidden = v != "0" && v != "false" && v != "off"
			case "i":
				v, _ := attr(t, "val")
				*italic = v != "0" && v != "false" && v != "off"
			case "b":
				v, _ := attr(t, "val")
				*bold = v != "0" && v != "false" && v != "off"
			}
		case xml.EndElement:
			depth--
		}
	}
	return nil
}

// symbolFontRunes maps the Symbol font's private-use codes (F0xx, as
// w:sym writes them) to Unicode for the characters prose uses; other
// symbol fonts' pictures (Wingdings' ticks and hands) have no place in
// a manuscript's text and are dropped.
var symbolFontRunes = map[rune]rune{
	0xF0A3: '≤', 0xF0B3: '≥', 0xF0B9: '≠', 0xF0B1: '±', 0xF0B4: '×', 0xF0B8: '÷',
	0xF0B0: '°', 0xF0B7: '•', 0xF0BC: '…', 0xF0BE: '—', 0xF0D7: '·', 0xF0AE: '→',
	0xF0AC: '←', 0xF0A5: '∞', 0xF0D3: '©', 0xF0D2: '®', 0xF0D4: '™', 0xF0A2: '′',
	0xF0B2: '″', 0xF061: 'α', 0xF062: 'β', 0xF067: 'γ', 0xF064: 'δ', 0xF070: 'π',
	0xF06D: 'μ', 0xF057: 'Ω', 0xF077: 'ω', 0xF071: 'θ', 0xF06C: 'λ', 0xF073: 'σ',
}

// symbolRune is the character a w:sym stands for, 0 for none.
func symbolRune(font, code string) rune {
	n, err := strconv.ParseUint(code, 16, 32)
	if err != nil || n == 0 {
		return 0
	}
	r := rune(n)
	if r < 0x100 {
		r += 0xF000 // the char of a symbol font may be written without its F0
	}
	if r < 0xF000 || r > 0xF0FF {
		return r // a real character
	}
	if strings.EqualFold(font, "Symbol") {
		return symbolFontRunes[r]
	}
	return 0
}

// parseDOCX turns a Word document into chapters (see the top of this file).
func parseDOCX(files map[string]*zip.File, opts Options) ([]Chapter, TitlePage, error) {
	damaged := func(err error) ([]Chapter, TitlePage, error) {
		return nil, TitlePage{}, &FormatError{Kind: DamagedDOCX, Err: err}
	}
	doc, err := readZipFile(files["word/document.xml"], maxPart)
	if err != nil {
		return damaged(err)
	}
	if doc == nil {
		return damaged(errors.New("it has no word/document.xml"))
	}
	styles, err := readPart(files, "word/styles.xml", readStyles)
	if err != nil {
		return damaged(err)
	}
	numbering, err := readPart(files, "word/numbering.xml", readNumbering)
	if err != nil {
		return damaged(err)
	}
	paras, err := readParagraphs(doc)
	if err != nil {
		return damaged(err)
	}
	for i, p := range paras {
		// Word's list numbers (第一章 from a multilevel list) are part of
		// what the author sees.
		style := p.style
		if style == "" {
			style = styles.defaultStyle
		}
		num := styles.num(style)
		if p.num.id != "" {
			num.id = p.num.id
		}
		if p.num.hasIlvl {
			num.ilvl = p.num.ilvl
		}
		if num.id == "" {
			continue
		}
		if label := numbering.label(num.id, num.ilvl); label != "" && strings.TrimSpace(p.text) != "" {
			paras[i].text = label + " " + strings.TrimLeft(p.text, " \t　")
		}
	}
	chs, tp := splitDOCX(paras, styles, opts)
	// The body's title page names the book first; else the document's
	// properties (File › Info in Word, core_properties in python-docx,
	// pandoc's title and author) do. Before, a manuscript whose author
	// was in its properties alone came in without one.
	title, author := docxCore(files)
	if tp.Title == "" {
		tp.Title = title
	}
	if tp.Author == "" {
		tp.Author = author
	}
	return chs, tp, nil
}

// readPart reads an optional part of a Word file (the styles, the
// numbering) and parses it with parse, which takes nil for a part the
// file does not have: reading and parsing fail alike, as a damaged file.
func readPart[T any](files map[string]*zip.File, name string, parse func([]byte) (T, error)) (T, error) {
	data, err := readZipFile(files[name], maxPart)
	if err != nil {
		var zero T
		return zero, err
	}
	return parse(data)
}

// splitDOCX lays the paragraphs out as lines and cuts them into chapters
// at their heading paragraphs, or by the text rules when there are none.
// The Title paragraph and the Author one right under it, and nothing
// else, before the first heading are the title page InkFlow's export
// writes (see TitlePage).
func splitDOCX(paras []docxPara, styles *docxStyles, opts Options) ([]Chapter, TitlePage) {
	type head struct {
		line  int
		kind  headingKind
		title string
		front bool // in the FrontMatterStyle
	}
	var (
		lines []string
		heads []head
	)
	authorLine := -1 // the first Author paragraph's line
	blank := true    // no blank line at the start, nor two in a row
	apart := !bookIsHan(paras, func(p docxPara) string { return p.text })
	prose := false // the line above is a paragraph's text
	for _, p := range paras {
		style := p.style
		if style == "" {
			style = styles.defaultStyle
		}
		kind := styles.kind(style)
		if p.outline > 0 {
			kind = outlineKind(p.outline)
		}
		text := strings.TrimRightFunc(cleanText(p.text), unicode.IsSpace)
		if kind != notHeadingPara {
			title := strings.Join(strings.Fields(text), " ")
			if title != "" {
				heads = append(heads, head{line: len(lines), kind: kind, title: headingTitle(title), front: styles.isNamed(style, FrontMatterStyle)})
				lines = append(lines, title)
				blank, prose = false, false
				continue
			}
		}
		if strings.TrimSpace(text) == "" {
			if !blank {
				lines = append(lines, "")
			}
			blank, prose = true, false
			continue
		}
		if apart && prose {
			lines = append(lines, "") // an English paragraph: see bookIsHan
		}
		if authorLine < 0 && styles.isAuthor(style) && !strings.Contains(strings.TrimSpace(text), "\n") {
			authorLine = len(lines)
		}
		ind := p.indent
		if !p.hasInd {
			ind = styles.indent(style)
		}
		for i, line := range strings.Split(text, "\n") {
			indented := i == 0 && ind.first > 0
			if strings.HasPrefix(line, "\t") {
				indented = true // a tab typed as the indent
			}
			if indented && mostlyHan(line) {
				line = indent + strings.TrimLeft(line, " \t　")
			} else if indented {
				line = strings.TrimLeft(line, " \t")
			}
			lines = append(lines, strings.TrimRightFunc(line, unicode.IsSpace))
		}
		blank, prose = false, true
	}
	text := strings.Join(lines, "\n")
	opts.KeepLineBreaks = true // a paragraph is a paragraph: none is wrapped
	opts.Markdown = false
	var page *titleLines
	if len(heads) > 0 && heads[0].kind == titlePara && heads[0].line == 0 {
		page = &titleLines{title: 0, author: -1}
		if authorLine == 1 {
			page.author = 1
		}
	}
	if opts.HeadingPattern != nil || len(heads) == 0 {
		return split(text, opts, nil, page)
	}

	count := map[headingKind]int{}
	for _, h := range heads {
		count[h.kind]++
	}
	// One Title ahead of the headings names the book; so does one
	// heading 1 ahead of a book of heading 2s.
	bookTitle := headingKind(-1)
	switch {
	case count[titlePara] == 1 && heads[0].kind == titlePara && len(heads) > 1:
		bookTitle = titlePara
	case count[level1Para] == 1 && heads[0].kind == level1Para && count[level2Para] > 1:
		bookTitle = level1Para
	}
	volumes := count[level1Para] > 0 && count[level2Para] > count[level1Para] && bookTitle != level1Para
	// A heading titled as a part (Part I, 第一卷 潜龙) is a volume above
	// the chapters after it at any level, as the line is in a text file,
	// when the book has chapters besides: as a chapter of its own it came
	// in empty, a "Part I" of no words before Chapter One.
	// A heading at the part's own level ends it when the chapters are a
	// level below (a heading 1 Epilogue after a heading 1 Part III and
	// its heading 2 chapters is the book's); in a book of one heading
	// level the part runs on, as in a text file.
	part := make([]bool, len(heads))
	chaptersBesides := false
	deepest := notHeadingPara // the deepest level of a heading that is no part
	for i, h := range heads {
		lv, _ := classify(h.title, false)
		part[i] = lv == volumeLevel
		if !part[i] && !(i == 0 && h.kind == bookTitle) {
			chaptersBesides = true
			deepest = max(deepest, h.kind)
		}
	}
	var cuts []cut
	var own []string // each cut's title without its volume's
	volume, volumeKind := "", notHeadingPara
	for i, h := range heads {
		switch {
		case i == 0 && h.kind == bookTitle:
			continue
		case volumes && h.kind == level1Para && !h.front, chaptersBesides && part[i]:
			// The front matter's heading (FrontMatterStyle, a heading
			// 1 by another name) is chapter 0's, never a volume's: made
			// one, it came back as chapter 1.
			volume, volumeKind = h.title, h.kind
			cuts = append(cuts, cut{line: h.line, title: h.title, volume: true})
		default:
			if h.kind <= volumeKind && volumeKind < deepest {
				volume = ""
			}
			title := h.title
			if volume != "" {
				title = volume + volumeSeparator + title
			}
			cuts = append(cuts, cut{line: h.line, title: title, front: h.front})
		}
		own = append(own, h.title)
	}
	unprefixEndMatter(cuts, own)
	chapters := func(chs []Chapter) int {
		n := 0
		for _, c := range chs {
			if c.Index > 0 {
				n++
			}
		}
		return n
	}
	styled, tp := split(text, opts, cuts, page)
	if chapters(styled) < 2 || rulesFindMore(lines, cuts) {
		// One heading style for a preface in a book whose chapters are
		// typed as 第一章 lines, or chapters in a heading style but some
		// typed plain: the text rules know better.
		if plain, ptp := split(text, opts, nil, page); chapters(plain) > chapters(styled) {
			return plain, ptp
		}
	}
	return styled, tp
}

// rulesFindMore reports whether the text rules (detectCuts) cut the
// document's lines at every heading paragraph's line (cuts) and at more
// lines besides: a book whose chapters are headings the rules know
// (Chapter One, 第一章) and some typed as plain paragraphs, the style
// forgotten. By its heading styles alone "Chapter Two" was a line inside
// chapter one, the two chapters one.
func rulesFindMore(lines []string, cuts []cut) bool {
	trimmed := make([]string, len(lines)) // as split matches them
	for i, l := range lines {
		trimmed[i] = strings.TrimRight(l, " \t　")
	}
	rules := map[int]bool{}
	for _, c := range detectCuts(trimmed, false) {
		rules[c.line] = true
	}
	for _, c := range cuts {
		if !rules[c.line] {
			return false
		}
	}
	return len(rules) > len(cuts)
}

// isAuthor reports whether a paragraph style is named Author, as
// InkFlow's export names the style of the author's line under the
// title (pandoc reads it so too).
func (s *docxStyles) isAuthor(id string) bool { return s.isNamed(id, "author") }

// isNamed reports whether paragraph style id is named name, in any case.
func (s *docxStyles) isNamed(id, name string) bool {
	st, ok := s.byID[id]
	return ok && strings.EqualFold(strings.TrimSpace(st.name), name)
}

// cleanText drops what a character reference (&#13;, &#1;) can put into
// XML text and a text file's normalisation would have dropped: carriage
// returns and other control characters but tab and newline.
func cleanText(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\t' && r != '\n' || r == 0x7f {
			return -1
		}
		return r
	}, strings.ToValidUTF8(s, ""))
}
