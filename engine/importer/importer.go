// Package importer turns a novel stored as plain text or Markdown into
// chapters, detecting chapter headings the way Chinese and English books
// write them.
package importer

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/emphasis"
)

// Chapter is one detected chapter. Index 0 is the front matter (title page,
// table of contents); detected chapters are numbered from 1 in file order.
type Chapter struct {
	Index int
	Title string
	Text  string
}

// ErrBinary reports input that is not text (NUL bytes or mostly invalid UTF-8).
var ErrBinary = errors.New("not a text file")

// markdownHeading matches level 1 and 2 Markdown headings.
var markdownHeading = regexp.MustCompile(`^#{1,2}\s+\S`)

// maxHeadingRunes keeps a long paragraph that happens to start with 第一回
// from being taken as a heading.
const maxHeadingRunes = 80

// Options control detection.
type Options struct {
	// HeadingPattern, when set, replaces the default heading rules. It is
	// matched against each line (without its line ending).
	HeadingPattern *regexp.Regexp
	// Markdown also treats "# " and "## " lines as chapter headings.
	Markdown bool
	// Encoding is the file's encoding (see Decode); Strict reads UTF-8
	// only and names any other encoding it detects.
	Encoding Encoding
	// KeepLineBreaks keeps every line break of a hard-wrapped file; by
	// default its wrapped lines are joined into paragraphs (unwrap.go).
	KeepLineBreaks bool
}

// Normalize validates raw file content and returns it as clean text: UTF-8
// (a leading byte-order mark removed), LF line endings, no NUL or other C0
// control characters except tab and newline. Content that looks binary is
// rejected with ErrBinary rather than stored as garbage; content in another
// encoding (GB18030, UTF-16 without its byte-order mark; with it, it is
// converted) or with invalid bytes gets an *EncodingError (see Decode): no
// character is ever silently replaced.
func Normalize(data []byte) (string, error) { return normalize(data, Strict) }

// normalize is Normalize for a file in enc.
func normalize(data []byte, enc Encoding) (string, error) {
	data, err := Decode(data, enc)
	if err != nil {
		return "", err
	}
	if bytes.IndexByte(data, 0) >= 0 {
		return "", fmt.Errorf("%w: it contains NUL bytes", ErrBinary)
	}
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var b strings.Builder
	b.Grow(len(data))
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		i += size
		switch {
		case r == '\r':
			b.WriteByte('\n')
			if i < len(data) && data[i] == '\n' {
				i++
			}
		case r == '\n' || r == '\t':
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			// Control characters have no place in prose; dropping them keeps
			// the stored text printable and the editor sane.
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), nil
}

// Split cuts normalised text into chapters, by opts.HeadingPattern when
// set (every matching line starts a chapter) or else by the default rules
// of detectCuts. Text before the first heading becomes chapter 0 when it
// holds anything but whitespace. Headings whose chapter would be empty and
// that come before the first real chapter are a table of contents: they
// stay in chapter 0. A volume heading directly followed by its first
// chapter only prefixes its chapters' titles. In a hard-wrapped text the
// wrapped lines of every chapter are joined into paragraphs unless
// opts.KeepLineBreaks is set (unwrap); so are run-on lines, a chapter
// or a book on one line, broken into paragraphs (breakRunOnLines). A
// web-novel download's site furniture goes (webnovel.go): a heading
// written twice makes one chapter, and site ads and the （本章完） at a
// chapter's end are dropped.
func Split(text string, opts Options) []Chapter {
	chs, _ := split(text, opts, nil, nil)
	return chs
}

// TitlePage is the title page a file marks as one and that holds the
// book's title and, maybe, its author and nothing else, as InkFlow's
// EPUB, Word and Markdown exports write it: an EPUB page of epub:type
// titlepage, a Word document's Title paragraph and the Author one under
// it, a Markdown book's "# Title" line and the line under it. It is no
// chapter: the import makes no chapter 0 of it, and a new project takes
// its title and author as its metadata instead (engine.NewBook). A
// web-novel TXT's 书名：/作者： header gives one too, also when it stands
// over other front matter (内容简介：), where its lines stay the text of
// chapter 0. A Word document's properties and an EPUB's metadata
// (dc:creator, dc:title) fill in what its title page does not name. Zero when the file has none.
type TitlePage struct {
	Title, Author string
}

// titleLines are the lines of a title page a file marks as one (see
// TitlePage): its title's and its author's (-1 for none).
type titleLines struct{ title, author int }

// split is Split with the headings already known when marked is not nil
// (a Word document's heading paragraphs, see docx.go): they replace the
// detection, and the text's lines are taken as they are. page, when not
// nil, holds the lines of the title page the file marks (an EPUB's or a
// Word document's); a Markdown book's is found here (markdownFront).
// When the text before the first chapter is that page and nothing else,
// it makes no chapter 0 and comes back as the TitlePage.
func split(text string, opts Options, marked []cut, page *titleLines) ([]Chapter, TitlePage) {
	if !opts.KeepLineBreaks && marked == nil {
		text = breakRunOnLines(text)
	}
	raw := strings.Split(text, "\n")
	lines := make([]string, len(raw)) // without trailing spaces, for matching
	for i, l := range raw {
		lines[i] = strings.TrimRight(l, " \t　")
	}
	var cuts []cut
	frontCut := false // cuts[0] heads the front matter
	txtFront, txtMarked := "", false
	var txtHeader TitlePage // a 书名：/作者： header over the mark
	var mdByline TitlePage  // a Markdown title heading's byline (markdownTitleHeading)
	if marked == nil && !opts.Markdown {
		txtFront, txtHeader, txtMarked = takeTXTFrontMatterMark(raw, lines)
	}
	if marked != nil {
		cuts = marked
	} else if opts.HeadingPattern != nil {
		for i, l := range lines {
			if l != "" && utf8.RuneCountInString(l) <= maxHeadingRunes && opts.HeadingPattern.MatchString(l) {
				cuts = append(cuts, cut{line: i, title: headingTitle(l)})
			}
		}
	} else {
		frontMark := -1
		if opts.Markdown {
			frontMark = takeFrontMatterMark(raw, lines)
		}
		cuts = detectCuts(lines, opts.Markdown)
		if opts.Markdown {
			cuts, frontCut, page = markdownFront(lines, cuts, frontMark)
			if !frontCut && page == nil {
				frontCut, mdByline = markdownTitleHeading(lines, cuts)
			}
		}
	}
	cuts = mergeRepeatedHeadings(cuts, lines)
	// Site ads are judged in Chinese books only: a web address alone on a
	// line is a site's in a web-novel download, maybe the author's in an
	// English manuscript. The book's start tells its language.
	han := mostlyHan(text[:min(len(text), 16<<10)])

	frontEnd := len(raw)
	if len(cuts) > 0 {
		frontEnd = cuts[0].line
	}
	if marked != nil {
		frontCut = exportedFront(lines[:frontEnd], cuts)
	}
	var tp TitlePage
	// keepFront: the text before the first chapter is chapter 0 even
	// though tp holds a title: a header blanked over front matter, or
	// one that stays in it.
	keepFront := txtMarked
	if len(cuts) > 0 && onlyTitlePage(lines[:frontEnd], page) {
		tp.Title = strings.TrimSpace(strings.TrimPrefix(lines[page.title], "# "))
		if page.author >= 0 {
			tp.Author = strings.TrimSpace(lines[page.author])
		}
	} else if txtMarked {
		if tp = txtHeader; tp.Title == "" {
			// Front matter that opens with the header itself (a
			// download's, kept in chapter 0 below): the TXT export
			// writes no second header over the mark, and the header
			// under it is still the book's title and author.
			_, tp, _ = headerThenLine(lines[:frontEnd])
		}
	} else if len(cuts) > 0 && marked == nil && !opts.Markdown {
		if tp = webNovelHeader(lines[:frontEnd]); tp.Title == "" {
			// The header over front matter the TXT export writes
			// without its mark: a 序 (Preface) the book has as chapter
			// 1, on the first line after the header. A download's
			// header over other front matter (标签：, 内容简介：) stays
			// in chapter 0 and titles it, as the author's text; it is
			// the book's title and author all the same, or the project
			// had no author and its exports none.
			idx, header, next := headerThenLine(lines[:frontEnd])
			tp, keepFront = header, true
			if len(idx) > 0 && next >= 0 && IsPrefaceHeading(strings.Trim(lines[next], headingIndent)) {
				blankLines(raw, lines, idx)
			}
		}
	}
	if tp.Title == "" && len(cuts) > 0 && marked == nil && !opts.Markdown {
		// An English title page of the title and its byline and nothing
		// else: it stays chapter 0, as a title page the file does not
		// mark does, and gives the book its author.
		tp, keepFront = bylinePage(lines[:frontEnd]), true
	}
	if tp.Title == "" && mdByline.Title != "" {
		tp, keepFront = mdByline, true
	}
	if tp.Title == "" {
		tp = TitlePage{} // an author without a title is no header
	}

	type section struct {
		cut
		body string
	}
	sections := make([]section, len(cuts))
	for i, c := range cuts {
		end := len(raw)
		if i+1 < len(cuts) {
			end = cuts[i+1].line
		}
		start := c.line + 1
		if c.titleLine > 0 {
			start = c.titleLine + 1
		}
		body := dropSiteFurniture(trimBlankLines(strings.Join(raw[start:end], "\n")), han)
		if !c.volume && (i > 0 || !frontCut) {
			body = dropRepeatedTitle(body, c.title)
		}
		sections[i] = section{cut: c, body: body}
	}
	front := strings.Join(raw[:frontEnd], "\n")
	frontName := txtFront // chapter 0's title when a heading or the mark gives it
	if frontCut {
		front, frontName = sections[0].body, sections[0].title
		sections = sections[1:]
	} else if tp.Title != "" && !keepFront {
		// The title page: no chapter, the project's metadata. A TXT
		// export's header over its 【卷首】 front matter is blanked
		// already, and the text under the mark is chapter 0's.
		front = ""
	}

	// Leading empty chapters are table-of-contents lines: fold them into the
	// front matter so a contents page does not create a run of empty
	// chapters. Empty volumes right before the first chapter are not part
	// of it: they only prefix titles.
	toc := 0
	for toc < len(sections)-1 && strings.TrimSpace(sections[toc].body) == "" {
		toc++
	}
	// The list's last entry is followed by the rest of the front matter
	// (Frankenstein's four letters), so its "chapter" is not empty; it is
	// part of the list when its heading comes again later, as the list's
	// entries do (a TXT export puts a blank line between them).
	tocText := false
	if toc > 1 && toc < len(sections)-1 {
		last := sections[toc].title
		tocText = slices.ContainsFunc(sections[toc+1:], func(x section) bool { return x.title == last })
	}
	if tocText {
		toc++
	}
	for toc > 0 && sections[toc-1].volume {
		toc--
	}
	for i, s := range sections[:toc] {
		// An entry keeps the blank line the file has before it (a TXT
		// export writes one between entries): joined line to line, a
		// contents list alone in the front matter reads as hard-wrapped
		// text and becomes one paragraph.
		if s.line > 0 && strings.TrimSpace(raw[s.line-1]) == "" && !strings.HasSuffix(front, "\n") {
			front += "\n"
		}
		front += "\n" + raw[s.line]
		if s.titleLine > 0 {
			front += "\n" + strings.Join(raw[s.line+1:s.titleLine+1], "\n")
		}
		if tocText && i == toc-1 {
			front += "\n\n" + s.body
		}
	}
	sections = sections[toc:]

	width := 0
	if !opts.KeepLineBreaks {
		width = wrapWidth(lines)
	}
	var out []Chapter
	// Front matter the TXT mark titles is chapter 0 even without text,
	// as the project it was exported from had it.
	if body := unwrap(dropSiteFurniture(trimBlankLines(front), han), width, opts.Markdown); strings.TrimSpace(body) != "" || txtFront != "" {
		if frontName == "" && !txtMarked {
			frontName, body = prefaceTitle(body)
		}
		if frontName == "" {
			frontName = frontTitle(body)
		}
		out = append(out, Chapter{Index: 0, Title: frontName, Text: body})
	}
	n := 0
	for _, s := range sections {
		if s.volume && strings.TrimSpace(s.body) == "" {
			continue
		}
		n++
		out = append(out, Chapter{Index: n, Title: s.title, Text: unwrap(s.body, width, opts.Markdown)})
	}
	return out, tp
}

// webNovelHeader is the title page of a web-novel TXT download whose
// lines before the first chapter, front, are its labelled header and
// nothing else: 书名：逆天剑尊 (or the title alone in 《》, as most
// downloads open: 《逆天剑尊》) and, maybe, 作者：墨染青衫 (or Title: and
// Author:) with blank lines. Zero for other front matter, which stays
// chapter 0. Such a header is the book's metadata, not its text: read as
// front matter, a 32-chapter download came in with a chapter 0 holding
// those two lines and a project without its author.
func webNovelHeader(front []string) TitlePage {
	var tp TitlePage
	for _, l := range front {
		l = strings.Trim(l, headingIndent)
		if l == "" {
			continue
		}
		if t, ok := headerTitle(l); ok && tp.Title == "" {
			if tp.Title = labelledTitle(t); tp.Title == "" {
				return TitlePage{}
			}
			continue
		}
		if m := authorField.FindStringSubmatch(l); m != nil && tp.Author == "" &&
			utf8.RuneCountInString(m[1]) <= 2*maxAuthorNameRunes {
			tp.Author = strings.TrimSpace(m[1])
			continue
		}
		return TitlePage{}
	}
	if tp.Title == "" {
		return TitlePage{}
	}
	return tp
}

// bylinePage is the title page at the top of a manuscript's lines
// before its first chapter, front: the title on the first line and the
// byline under it, blank lines and indents around them, whatever follows
// (a preface, a dedication, a contents list, an epigraph). The byline is
// "by F. Scott Fitzgerald" on one line or "by" over the name (Project
// Gutenberg's layout, in capitals or not, maybe under a subtitle:
// "Oliver Twist", "OR", "THE PARISH BOY’S PROGRESS", "by Charles
// Dickens"), a labelled 作者：郁达夫 or Author: Jane Roe, or a Chinese
// book's author the classical way (hanByline: 呼兰河传 over 萧红, 故乡
// over 鲁迅 著). Before, a byline with anything after it (Bleak House's
// PREFACE, 迷羊's 自序) stayed in chapter 0 and nowhere else: the
// project had no author, and its EPUB and DOCX named none. The title is
// the one BookTitle finds in the same lines, so the project's name does
// not change with its author. Zero when the first lines are no title
// over a byline.
func bylinePage(front []string) TitlePage {
	// texts are the first lines with text; under[i]: texts[i] is right
	// under texts[i-1], no blank line between; apart[i]: a blank line
	// (or the end) follows it.
	var texts []string
	var under, apart []bool
	gap := false
	for _, l := range front {
		if l = strings.Trim(l, headingIndent); l == "" {
			gap = true
			if len(apart) > 0 {
				apart[len(apart)-1] = true
			}
			continue
		}
		if len(texts) == maxBylineLines+2 {
			break
		}
		texts, under, apart = append(texts, l), append(under, !gap), append(apart, false)
		gap = false
	}
	if len(texts) < 2 {
		return TitlePage{}
	}
	if len(texts) <= maxBylineLines+1 {
		apart[len(apart)-1] = true // the front matter ends there
	}
	author := ""
	if mostlyHan(texts[0]) {
		author = hanTitlePageAuthor(texts, under, apart)
	} else {
		author = englishByline(texts)
	}
	if author == "" {
		return TitlePage{}
	}
	title := frontMatterTitle(strings.Join(front, "\n"))
	if title == "" || IsPrefaceHeading(title) || IsNamedHeading(title) {
		return TitlePage{}
	}
	return TitlePage{Title: title, Author: author}
}

// OpeningTitlePage is the title page a text opens with as an import
// reads one at the top of a manuscript (bylinePage): the title on the
// first line and the byline right under it (by Jane Roe, "by" over the
// name, Author: Jane Roe, 作者：郁达夫, 郁达夫 alone under 迷羊), and the
// text after those lines, blank lines before it trimmed. ok is false when
// the text opens otherwise, or when its title page holds more than those
// lines (a subtitle, an alternative title, OR over THE PARISH BOY’S
// PROGRESS): the project's title and author do not say all it says. The
// exports ask it of chapter 0, where an import keeps such a title page
// while taking the project's title and author from it, so as not to print
// the book's title page a second time under the one they make of them.
func OpeningTitlePage(text string) (tp TitlePage, rest string, ok bool) {
	raw := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	lines := make([]string, len(raw))
	var texts []int // the lines holding text, up to the byline's end
	for i, l := range raw {
		lines[i] = strings.TrimRight(l, headingIndent)
		if strings.Trim(l, headingIndent) != "" && len(texts) < 3 {
			texts = append(texts, i)
		}
	}
	tp = bylinePage(lines)
	if tp.Title == "" || len(texts) < 2 || cleanTitle(strings.Trim(lines[texts[0]], headingIndent)) != tp.Title {
		return TitlePage{}, "", false
	}
	// The byline is the line under the title, or "by" over the name.
	end := texts[1]
	if by := strings.ToLower(strings.Trim(lines[end], headingIndent)); (by == "by" || strings.HasSuffix(by, " by")) && len(texts) > 2 {
		end = texts[2]
	}
	// Those lines alone must give the title page: else the author's name
	// came from further down, under a subtitle.
	if bylinePage(lines[:end+1]) != tp {
		return TitlePage{}, "", false
	}
	return tp, trimBlankLines(strings.Join(raw[end+1:], "\n")), true
}

// maxBylineLines is how far under a title its byline may be: past a
// subtitle of a few lines (Oliver Twist; OR; THE PARISH BOY’S PROGRESS;
// by Charles Dickens, Hard Times' AND; REPRINTED PIECES; * * *).
const maxBylineLines = 5

// hanTitlePageAuthor is the author a Chinese title page names on the
// line under its title, texts[0]: labelled (作者：郁达夫), or the
// classical way (hanByline). A bare name (萧红) with more front matter
// after it must sit right under the title with a blank line after both,
// as the classical books set it (迷羊 / 郁达夫, then 自序); set apart
// from the title by blank lines, a short line over a preface or a story
// is as likely a heading (引言, 缘起) as a name. A name with its mark (鲁
// 迅 著) or label is one wherever it stands.
func hanTitlePageAuthor(texts []string, under, apart []bool) string {
	line := texts[1]
	if m := authorField.FindStringSubmatch(line); m != nil {
		return labelledAuthor(m[1])
	}
	name := hanByline(line)
	if name == "" || name != line {
		return name // "" or the name without its mark
	}
	if len(texts) == 2 || under[1] && apart[1] {
		return name
	}
	return ""
}

// labelledAuthor is the name a label (作者：, Author:) gives, "" when it
// is too long for a name.
func labelledAuthor(name string) string {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > 2*maxAuthorNameRunes || strings.ContainsAny(name, "。！？!?") {
		return ""
	}
	return name
}

// englishByline is the author an English title page names under its
// title, texts[0]: "by Jane Austen", "by" over the name, "Faithfully
// presented by" over it, or Author: Jane Austen, maybe under a subtitle
// of a few short lines; the name in capitals is set as it is printed in
// lower case (BY EDITH WHARTON: Edith Wharton), a comma ends it (BY
// JONATHAN SWIFT, D.D.). "" when the lines under the title turn into
// anything else first (a dedication, a translator's credit, a preface,
// prose) before a byline.
func englishByline(texts []string) string {
	for k := 1; k < len(texts); k++ {
		line := texts[k]
		if m := authorField.FindStringSubmatch(line); m != nil {
			return bylineAuthor(m[1])
		}
		lower := strings.ToLower(line)
		switch {
		case lower == "by" || strings.HasSuffix(lower, " by") && !bylineCredit.MatchString(line):
			if k+1 < len(texts) {
				return bylineAuthor(texts[k+1])
			}
			return ""
		case strings.HasPrefix(lower, "by "):
			return bylineAuthor(line[3:])
		}
		if !subtitleLine(line) {
			return ""
		}
	}
	return ""
}

// bylineCredit matches a title page's credit to someone other than the
// author: Translated from the French by, Illustrated by.
var bylineCredit = regexp.MustCompile(`(?i)\b(?:translat|illustrat|edit|compil|adapt|abridg|annotat|introduc|preface|notes|decorat|drawings|pictures)`)

// subtitleLine reports a line of a title page between the title and its
// byline: a subtitle (A Nightmare, OR, THE PARISH BOY’S PROGRESS), a
// rule of stars; not a sentence, a credit, a dedication or front
// matter's heading.
func subtitleLine(line string) bool {
	if strings.Trim(line, "*-—_=~·.• ") == "" {
		return true
	}
	return utf8.RuneCountInString(line) <= maxTitleRunes && !strings.ContainsAny(line, "。！？!?“”\"") &&
		!creditStart.MatchString(line) && !dedication.MatchString(line) && !matterStart.MatchString(line) &&
		!IsPrefaceHeading(line) && !IsNamedHeading(line) && !strings.EqualFold(line, "to") &&
		!strings.HasPrefix(strings.ToLower(line), "to ") // To all the girls, To S.L.O.
}

// bylineAuthor is the name in an English byline, "" when it is none
// (bylineName): up to a comma (JONATHAN SWIFT, D.D.), set in title case
// when printed in capitals.
func bylineAuthor(s string) string {
	s, _, _ = strings.Cut(s, ",")
	s = strings.TrimSpace(s)
	if s == "" || !bylineName(s) {
		return ""
	}
	if !strings.ContainsFunc(s, unicode.IsLower) {
		s = titleCase(s)
	}
	return s
}

// hanByline is the author a Chinese title page's line under the title
// names, "" when the line is no bare name: a name of two to four Han
// characters (萧红, 俞万春), one with a middle dot (列夫·托尔斯泰), or
// either with its mark after a space (鲁迅 著, 林纾 译: the name without
// it), with 著 or （题） written on (鲁迅著, 许仲琳（题）), or with another
// name of the writer's in brackets (弘一（李叔同）, kept). A line of more
// is a sentence or a subtitle, not a byline: 她来了 under 内容简介 is a
// preface's first line.
func hanByline(line string) string {
	if matterNames[line] || matterEnd.MatchString(line) || IsNamedHeading(line) || IsPrefaceHeading(line) {
		// 自序, 目录, 题记, 正文 under the title are front matter, no
		// name: each was taken for the book's author.
		return ""
	}
	name := line
	if i := strings.LastIndexAny(line, " 　"); i > 0 && authorMarks.MatchString(line) {
		name = strings.TrimRight(line[:i], " 　")
	} else if short, ok := cutAnySuffix(line, "著", "（题）", "(题)"); ok && utf8.RuneCountInString(short) >= 2 {
		// 鲁迅著, the mark written on: no Chinese name ends in 著.
		name = short
	}
	if open := strings.IndexAny(name, "（("); open > 0 {
		// 弘一（李叔同）, 张南庄（过路人）: both must be names.
		alias, ok := cutAnySuffix(name[open:], "）", ")")
		if !ok || hanName(name[:open]) == "" || hanName(strings.TrimLeft(alias, "（(")) == "" {
			return ""
		}
		return name
	}
	return hanName(name)
}

// hanName is name when it can be a Chinese writer's name: two to four Han
// characters, five for a pen name as the old books sign (兰陵笑笑生,
// 观我斋主人, 海天独啸子), or more with a middle dot (列夫·托尔斯泰); ""
// otherwise, and for a line that names the book's kind (长篇小说, 短篇
// 小说集, 精校版) rather than its writer.
func hanName(name string) string {
	if bookKind.MatchString(name) {
		return ""
	}
	n := 0
	for _, r := range name {
		switch {
		case unicode.Is(unicode.Han, r):
			n++
		case r == '·' || r == '•':
		default:
			return ""
		}
	}
	dot := strings.ContainsAny(name, "·•")
	if n < 2 || n > 4 && !dot && !(n == 5 && penNameEnd.MatchString(name)) || utf8.RuneCountInString(name) > maxAuthorNameRunes {
		return ""
	}
	return name
}

var (
	// penNameEnd ends a five-character pen name: 笑笑生, 斋主人, 独啸子,
	// 渔叟, 居士.
	penNameEnd = regexp.MustCompile(`[生子人士叟客翁氏僧侬]$`)
	// bookKind ends a line under a title that says what the book is, not
	// who wrote it: 长篇小说, 武侠小说集, 精校版, 足本.
	bookKind = regexp.MustCompile(`(?:小说|小说集|故事|故事集|传奇|童话|诗集|诗选|文集|文选|散文|散文集|选集|全集|合集|作品|作品集|丛书|版|足本|全本|校本|注本|译本)$`)
)

// cutAnySuffix is strings.CutSuffix with the first of suffixes s ends in.
func cutAnySuffix(s string, suffixes ...string) (string, bool) {
	for _, suf := range suffixes {
		if before, ok := strings.CutSuffix(s, suf); ok {
			return before, true
		}
	}
	return s, false
}

// bylineName reports whether s can be the name in a byline: a few words,
// the first capitalised, no sentence (F. Scott Fitzgerald, Mary
// Wollstonecraft Shelley; not "the author of Waverley, and others.").
func bylineName(s string) bool {
	first, _ := utf8.DecodeRuneInString(s)
	words := strings.Fields(s)
	return unicode.IsUpper(first) && len(words) <= 6 && utf8.RuneCountInString(s) <= maxAuthorLineRunes &&
		!strings.ContainsAny(s, "。！？!?“”\"：:;；,，") && !strings.HasSuffix(words[len(words)-1], ".")
}

// headerTitle returns the title a web-novel header's title line gives,
// l trimmed of its indent: a labelled one (书名：逆天剑尊) or a line that
// is a title in 《》 and nothing else (《逆天剑尊》, the common header of
// a download, "《青石镇旧事》\n作者：林远": before, it was chapter 0 and
// the EPUB export printed the title three times and no author).
func headerTitle(l string) (string, bool) {
	if m := titleLabel.FindStringSubmatch(l); m != nil {
		return m[1], true
	}
	if m := bookMarks.FindStringSubmatch(l); m != nil && m[2] == "" {
		return m[1], true
	}
	return "", false
}

// authorField matches a web-novel header's labelled author line and
// captures the name: 作者：墨染青衫, Author: Jane Roe.
var authorField = regexp.MustCompile(`^(?:作[ 　]?者|著者|(?i:author))[ 　]*[:：][ 　]*(\S.*)$`)

// onlyTitlePage reports whether the lines before a book's first chapter,
// front, are the title page page marks and nothing else.
func onlyTitlePage(front []string, page *titleLines) bool {
	if page == nil || page.title < 0 || page.title >= len(front) || strings.TrimSpace(front[page.title]) == "" {
		return false
	}
	for i, l := range front {
		if strings.TrimSpace(l) != "" && i != page.title && i != page.author {
			return false
		}
	}
	return true
}

// genericFrontTitles are the names frontTitle gives front matter that
// starts with no short line.
var genericFrontTitles = []string{"扉页", "Front matter"}

// exportedFront reports whether the first of a Word document's or an
// EPUB's headings heads its front matter: the lines before it, before,
// are a title page — the book's title, maybe its author — and its file
// marks it front matter (an EPUB page of epub:type frontmatter, as
// InkFlow's export writes chapter 0 under a title page of any name), or
// it names the book again (in any case: a project named after its file,
// frankenstein, over Frankenstein) or front matter (扉页 and Front matter
// as InkFlow names it, 序, Preface, Contents), with chapters after it. A
// heading of another name is a chapter's: a story's first chapter may
// have no number (Prologue, Loomings). InkFlow's EPUB and Word exports
// write a book so (the title page, then chapter 0 under its title), as
// do many an ebook that opens its text with the title; read as a
// chapter, the front matter came back one place down, as chapter 1.
func exportedFront(before []string, cuts []cut) bool {
	if len(cuts) < 2 || cuts[0].volume {
		return false
	}
	var page []string
	for _, l := range before {
		if l = strings.TrimSpace(strings.Trim(strings.TrimLeft(l, "#"), "　")); l != "" {
			page = append(page, l)
		}
	}
	if len(page) == 0 || len(page) > 2 {
		return false
	}
	if cuts[0].front {
		return true
	}
	t := cuts[0].title
	return strings.EqualFold(t, page[0]) || slices.Contains(genericFrontTitles, t) || prefaceHeading.MatchString(t) || frontMatterName.MatchString(t)
}

// frontMatterName matches the English names of front matter a heading
// gives it (a preface is 序 in prefaceHeading).
var frontMatterName = regexp.MustCompile(`^(?i:preface|foreword|introduction|contents|table of contents|dedication|epigraph|acknowledge?ments?|author's note|a note on the text|目录|目次)\b`)

// MarkdownFrontMatter is the comment InkFlow's Markdown export writes on
// the line above the front matter's "##" heading. Markdown has no mark
// for front matter (EPUB has epub:type, InkFlow's Word export a style),
// and a comment is the one mark every Markdown renderer hides.
const MarkdownFrontMatter = "<!-- front matter -->"

// takeFrontMatterMark finds the first MarkdownFrontMatter line right
// above a "##" heading, blanks it in raw and lines (it is no text of the
// book) and returns the heading's line; -1 when there is none.
func takeFrontMatterMark(raw, lines []string) int {
	for i := 0; i+1 < len(lines); i++ {
		if strings.TrimSpace(lines[i]) == MarkdownFrontMatter && strings.HasPrefix(lines[i+1], "## ") {
			raw[i], lines[i] = "", ""
			return i + 1
		}
	}
	return -1
}

// The marks InkFlow's TXT export writes on the line above the front
// matter's title, at the top of the file: 【卷首】 in a Chinese book,
// [Front matter] in another. A plain text file has no hidden mark, as
// Markdown has its comment (MarkdownFrontMatter) and Word a style, and
// without one an import titles front matter after its first line (测试之书
// came back as 写在前面的几句话), or reads a title such as 序 or 第零章 as
// a chapter's heading. A reader sees the mark, so it is a label a
// manuscript may carry: 卷首 is the front of a book.
const (
	TXTFrontMatterZH = "【卷首】"
	TXTFrontMatterEN = "[Front matter]"
)

// takeTXTFrontMatterMark finds a TXT front-matter mark on the first line
// of a file that holds text, the front matter's title on the line under
// it and a blank line (or the file's end) after that, as the TXT export
// writes them; a mark followed by a blank line stands for front matter
// without a title. The export writes the book's labelled header (书名：
// and 作者：, see HeaderTitle) above the mark, so the mark may come after
// such a header instead, which is returned as the book's title page. It
// blanks the header, the mark and the title in raw and lines (they are no
// text of the book) and returns the title. Anywhere else, or over more
// than one line, the mark is the book's own text.
func takeTXTFrontMatterMark(raw, lines []string) (title string, header TitlePage, ok bool) {
	headerLines, header, i := headerThenLine(lines)
	if i < 0 {
		return "", TitlePage{}, false
	}
	if m := strings.Trim(lines[i], headingIndent); m != TXTFrontMatterZH && !strings.EqualFold(m, TXTFrontMatterEN) {
		return "", TitlePage{}, false
	}
	blank := func(j int) bool { return j >= len(lines) || strings.Trim(lines[j], headingIndent) == "" }
	switch {
	case blank(i + 1):
	case blank(i+2) && utf8.RuneCountInString(lines[i+1]) <= maxHeadingRunes:
		title = strings.Trim(lines[i+1], headingIndent)
		raw[i+1], lines[i+1] = "", ""
	default:
		return "", TitlePage{}, false
	}
	raw[i], lines[i] = "", ""
	blankLines(raw, lines, headerLines)
	return title, header, true
}

// headerThenLine finds the first line of lines that holds text, and a
// web-novel header starting there (leadingHeader): the header's lines,
// the title page they give, and the first line holding text after the
// header (the first line itself when there is none), -1 when none does.
func headerThenLine(lines []string) (headerLines []int, header TitlePage, next int) {
	holdsText := func(l string) bool { return strings.Trim(l, headingIndent) != "" }
	next = slices.IndexFunc(lines, holdsText)
	if next < 0 {
		return nil, TitlePage{}, -1
	}
	if headerLines, header = leadingHeader(lines, next); len(headerLines) > 0 {
		after := headerLines[len(headerLines)-1] + 1
		if next = slices.IndexFunc(lines[after:], holdsText); next >= 0 {
			next += after
		}
	}
	return headerLines, header, next
}

// OpeningHeader is the web-novel header a text opens with (书名： and
// maybe 作者：, or Title: and Author:, blank lines and indents before and
// between them allowed) as an import reads it: the book's title and
// author. Zero when the text opens otherwise. The TXT export asks it of
// front matter that kept a download's header over its synopsis, so as
// not to write the same header again above it.
func OpeningHeader(text string) TitlePage {
	_, header, _ := headerThenLine(strings.Split(text, "\n"))
	return header
}

// blankLines empties lines idx of raw and lines: a header's or a mark's,
// no text of the book.
func blankLines(raw, lines []string, idx []int) {
	for _, j := range idx {
		raw[j], lines[j] = "", ""
	}
}

// leadingHeader finds a web-novel header (webNovelHeader: a 书名： line
// and maybe a 作者： one, blank lines between) starting at line i, which
// holds text: the header's lines and the title page they give; none when
// line i starts no such header.
func leadingHeader(lines []string, i int) ([]int, TitlePage) {
	var idx []int
	var hl []string
	for j := i; j < len(lines) && len(idx) < 2; j++ {
		l := strings.Trim(lines[j], headingIndent)
		if l == "" {
			continue
		}
		if _, ok := headerTitle(l); !ok && !authorField.MatchString(l) {
			break
		}
		idx, hl = append(idx, j), append(hl, l)
	}
	if len(idx) == 0 {
		return nil, TitlePage{}
	}
	tp := webNovelHeader(hl)
	if tp.Title == "" {
		return nil, TitlePage{}
	}
	return idx, tp
}

// HeaderTitle reports whether a book's title reads back from a web-novel
// TXT's 书名： (Title:) header line as itself: the TXT export writes the
// header only then, as a title an import would not take (a sentence such
// as 呐喊！, a placeholder such as 未命名) would make a chapter 0 of the
// header's lines.
func HeaderTitle(title string) bool {
	title = strings.TrimSpace(title)
	return title != "" && !strings.ContainsAny(title, "\n\r") && labelledTitle(title) == title
}

// markdownFront finds the front matter of a Markdown book laid out as
// InkFlow's export writes it — "# Title", the author, chapter 0 under
// "## its title", every chapter under "##" — and returns its cuts, the
// first heading the front matter (see exportedFront; frontMark, the line
// of the heading MarkdownFrontMatter marks, makes it so whatever its
// title). Such a book's chapters are its Markdown headings: a 序 or 目录
// line of the front matter's text starts none. It also returns the
// book's title page (see TitlePage): its "# Title" line, at the top, and
// the author's line under it, when the "##" headings are all the book's
// other headings — besides, in a book with volumes, the "#" headings of
// its volumes and of the chapters after them that stand outside any (a
// 后记 after the last volume), as the export writes them. Another book's
// cuts come back as they are.
func markdownFront(lines []string, cuts []cut, frontMark int) ([]cut, bool, *titleLines) {
	if len(cuts) < 2 || !strings.HasPrefix(lines[cuts[0].line], "# ") {
		return cuts, false, nil
	}
	volumes := false
	md := slices.DeleteFunc(slices.Clone(cuts[1:]), func(c cut) bool {
		volumes = volumes || c.volume
		return !strings.HasPrefix(lines[c.line], "## ") && !volumes
	})
	if len(md) > 0 && md[0].line == frontMark {
		md[0].front = true
	}
	page := markdownTitlePage(lines, cuts[0].line, md)
	if len(md) == len(cuts)-1 && page != nil {
		// The title page's lines stay a page when the book has chapter 0.
		return md, len(md) >= 2 && exportedFront(lines[:md[0].line], md), page
	}
	if len(cuts) < 3 || len(md) < 2 || !exportedFront(lines[:md[0].line], md) {
		return cuts, false, nil
	}
	// The export's layout, with a line of the front matter's text that
	// reads as a heading (自序 over a preface): the "# Title" page is the
	// book's all the same, or the project came back unnamed.
	return md, true, page
}

// markdownTitleHeading reports whether a Markdown book's first heading
// is its title over chapters that number themselves at the same level
// ("# The Picture of Dorian Gray", maybe a byline, then "# Chapter I",
// "# Chapter II" …): not InkFlow's export layout (markdownFront), but
// as an author writes one. That heading then heads the front matter,
// chapter 0, as a TXT book's title does; read as chapter 1, it put every
// chapter one number off. Its byline, "by Oscar Wilde" in italics or
// not, gives the book's title and author, as a TXT's does (bylinePage).
func markdownTitleHeading(lines []string, cuts []cut) (bool, TitlePage) {
	if len(cuts) < 3 || !strings.HasPrefix(lines[cuts[0].line], "# ") {
		return false, TitlePage{}
	}
	for _, l := range lines[:cuts[0].line] {
		if strings.TrimSpace(l) != "" {
			return false, TitlePage{}
		}
	}
	if lv, n := classify(cuts[0].title, false); lv == chapterLevel && n > 0 || IsNamedHeading(cuts[0].title) {
		return false, TitlePage{}
	}
	for _, c := range cuts[1:] {
		if !strings.HasPrefix(lines[c.line], "# ") {
			return false, TitlePage{}
		}
		if lv, n := classify(c.title, false); (lv != chapterLevel || n == 0) && !IsNamedHeading(c.title) {
			return false, TitlePage{}
		}
	}
	var text []string
	for _, l := range lines[cuts[0].line+1 : cuts[1].line] {
		if l = strings.TrimSpace(emphasis.Plain(l)); l != "" {
			text = append(text, l)
		}
	}
	if len(text) > 1 || len(text) == 1 && utf8.RuneCountInString(text[0]) > maxAuthorLineRunes {
		return false, TitlePage{}
	}
	return true, bylinePage(append([]string{cuts[0].title}, text...))
}

// markdownTitlePage returns the title page of a Markdown book that
// opens as InkFlow's export writes it: "# Title" at line title, the
// first line of text, then, between blank lines, at most one short line
// (the author) before the first of its "##" headings, md; nil for
// another book.
func markdownTitlePage(lines []string, title int, md []cut) *titleLines {
	if len(md) == 0 || md[0].line <= title {
		return nil
	}
	for _, l := range lines[:title] {
		if strings.TrimSpace(l) != "" {
			return nil
		}
	}
	page := &titleLines{title: title, author: -1}
	between := lines[title+1 : md[0].line]
	var text []int
	for i, l := range between {
		if strings.TrimSpace(l) != "" {
			text = append(text, i)
		}
	}
	switch {
	case len(text) == 0:
		return page
	case len(text) > 1:
		return nil
	}
	i := text[0]
	l := strings.TrimSpace(between[i])
	if i == 0 || i == len(between)-1 || strings.HasPrefix(l, "#") ||
		utf8.RuneCountInString(l) > maxAuthorLineRunes || strings.ContainsAny(l, "。！？!?") {
		return nil
	}
	page.author = title + 1 + i
	return page
}

// maxAuthorLineRunes bounds the author's line of a Markdown title page:
// a name or two, not a sentence of the book.
const maxAuthorLineRunes = 40

// prefaceTitle takes the heading of front matter that is a preface and
// nothing else (序 or Preface on its first line, its text after it: a
// web-novel TXT export of a book that opens with its preface) as the
// front matter's title, as a chapter's heading is its title and not its
// text; other front matter comes back as it is, with no title.
func prefaceTitle(body string) (title, rest string) {
	first, after, ok := strings.Cut(trimBlankLines(body), "\n")
	first = strings.TrimSpace(strings.Trim(first, "　"))
	if !ok || !IsPrefaceHeading(first) || strings.TrimSpace(after) == "" {
		return "", body
	}
	return first, trimBlankLines(after)
}

// frontTitle names chapter 0 after its first line when that is short (a
// book title), else generically.
func frontTitle(body string) string {
	first := firstTextLine(body)
	// A web novel's header names its fields (书名：逆天剑尊, Title: The
	// Long Walk; titleLabel, the rule that reads it as the book's title
	// page too) or, from a Markdown editor, keeps the hash (# 逆天剑尊):
	// the title is the name.
	if m := titleLabel.FindStringSubmatch(first); m != nil {
		first = strings.TrimSpace(m[1])
	}
	if rest := strings.TrimSpace(strings.TrimLeft(first, "#")); rest != "" && strings.HasPrefix(first, "#") {
		first = rest
	}
	// A title broken over lines keeps the punctuation that joined them:
	// Gutenberg's Frankenstein opens "Frankenstein;" above "or, the Modern
	// Prometheus", and a chapter named "Frankenstein;" looks like a typo.
	first = strings.TrimRight(first, ";:,；：，、 ")
	if first != "" && utf8.RuneCountInString(first) <= 30 {
		return first
	}
	// Named in the book's language: the title is stored, and a Chinese
	// book's first chapter read "Front matter" in a Chinese window.
	if mostlyHan(body[:min(len(body), 4096)]) {
		return genericFrontTitles[0]
	}
	return genericFrontTitles[1]
}

// firstTextLine returns the first line of body, trimmed, that is not
// part of a picture's caption in square brackets: Project Gutenberg sets
// [Illustration: …] blocks above a book's title, and Pride and
// Prejudice's first chapter was titled "[Illustration:".
func firstTextLine(body string) string {
	depth := 0
	for line := range strings.Lines(body) {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		if depth == 0 && !strings.HasPrefix(line, "[Illustration") {
			return line
		}
		depth += strings.Count(line, "[") - strings.Count(line, "]")
		depth = max(depth, 0)
	}
	return ""
}

// trimBlankLines removes blank lines at both ends but keeps the indentation
// of the first paragraph (classical Chinese texts indent with U+3000).
func trimBlankLines(s string) string {
	lines := strings.Split(s, "\n")
	start, end := 0, len(lines)
	for start < end && strings.TrimSpace(lines[start]) == "" {
		start++
	}
	for end > start && strings.TrimSpace(lines[end-1]) == "" {
		end--
	}
	return strings.Join(lines[start:end], "\n")
}

// Parse decodes data from opts.Encoding, normalises it and splits it into
// chapters.
func Parse(data []byte, opts Options) ([]Chapter, error) {
	text, err := normalize(data, opts.Encoding)
	if err != nil {
		return nil, err
	}
	return Split(text, opts), nil
}
