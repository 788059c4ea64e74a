// Package export writes a manuscript in the forms publishers and
// platforms take: EPUB 3 for readers and self-publishing, DOCX in
// manuscript format for editors and agents, plain TXT laid out the way
// Chinese web-novel platforms expect, and Markdown. It knows nothing of
// the database: the engine gathers a Book and hands it over.
package export

import (
	"archive/zip"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
	"unicode"

	"inkflow/engine/emphasis"
	"inkflow/engine/importer"
)

// Format is an export file format.
type Format string

// Export formats.
const (
	EPUB     Format = "epub"
	DOCX     Format = "docx"
	TXT      Format = "txt"
	Markdown Format = "md"
)

// Formats lists every format, in the order menus show them.
var Formats = []Format{EPUB, DOCX, TXT, Markdown}

// ParseFormat checks a format name ("epub", "docx", "txt", "md").
func ParseFormat(name string) (Format, error) {
	for _, f := range Formats {
		if string(f) == strings.ToLower(strings.TrimPrefix(name, ".")) {
			return f, nil
		}
	}
	return "", fmt.Errorf("unknown export format %q (want epub, docx, txt or md)", name)
}

// Book is what gets exported.
type Book struct {
	Title, Author string
	// Language is a BCP 47 tag: "zh-CN" or "en" (see IsChinese).
	Language string
	// Cover is the cover image (JPEG, PNG, GIF or WebP) and CoverName its
	// file name, whose extension gives the media type; nil for none.
	Cover     []byte
	CoverName string
	Chapters  []Chapter
	// Modified stamps the EPUB (dcterms:modified); zero means now.
	Modified time.Time
}

// Chapter is one chapter: its number (0 for front matter), title and
// text as stored (paragraphs on their own lines or between blank lines).
type Chapter struct {
	Number int
	Title  string
	Text   string
}

// Options tune one export.
type Options struct {
	// GB18030 writes TXT in GB18030 instead of UTF-8.
	GB18030 bool
}

// Write renders book in format f to w.
func Write(w io.Writer, book Book, f Format, opts Options) error {
	if book.Modified.IsZero() {
		book.Modified = time.Now()
	}
	book = withoutRepeatedTitlePage(book)
	switch f {
	case EPUB:
		return writeEPUB(w, book)
	case DOCX:
		return writeDOCX(w, book)
	case TXT:
		return writeTXT(w, book, opts.GB18030)
	case Markdown:
		return writeMarkdown(w, book)
	}
	return fmt.Errorf("export: unknown format %q", f)
}

// Written is book as Write writes it (in every format): its front matter
// rid of the lines that only repeat the title page, and gone when that is
// all it held (withoutRepeatedTitlePage). A caller says with it what the
// file holds: a chapter 0 that became the title page has no page of its
// own.
func Written(book Book) Book { return withoutRepeatedTitlePage(book) }

// withoutRepeatedTitlePage returns book with its front matter rid of the
// title page every format writes of the book's title and author (EPUB's
// title page, Word's Title and Author paragraphs, Markdown's "# Title",
// the TXT's Title:/书名： header). An import that takes a project's title
// and author from a title page over the first chapter (ANNE OF GREEN
// GABLES over By Lucy Maud Montgomery, 迷羊 over 郁达夫) keeps those lines
// as chapter 0's text, and an export printed them again under the title
// page it made of them, on a page headed by the title once more. So the
// lines that are exactly that title page, as the importer reads one
// (importer.OpeningTitlePage), are left out when they give the book's
// very title and author, and a chapter 0 that is nothing else gets no
// page. Anything else chapter 0 holds (a preface, a dedication, a
// subtitle) stays, under chapter 0's title; a title page the author has
// since renamed the book away from stays too, as it no longer repeats
// the book's. An export of chapter 0 alone keeps it, as a book needs a
// chapter.
func withoutRepeatedTitlePage(book Book) Book {
	if len(book.Chapters) == 0 || book.Chapters[0].Number != 0 {
		return book
	}
	title, author := strings.TrimSpace(book.Title), strings.Join(strings.Fields(book.Author), " ")
	tp, rest, ok := importer.OpeningTitlePage(book.Chapters[0].Text)
	// The title must read back from every format's own title page, the
	// TXT's header too (importer.HeaderTitle), or the export would lose it.
	if !ok || tp != (importer.TitlePage{Title: title, Author: author}) || !importer.HeaderTitle(title) {
		return book
	}
	chapters := slices.Clone(book.Chapters)
	switch {
	case strings.TrimSpace(rest) != "":
		chapters[0].Text = rest
	case len(chapters) > 1:
		chapters = chapters[1:]
	default:
		return book
	}
	book.Chapters = chapters
	return book
}

// IsChinese reports whether// IsChinese reports whether a language tag is Chinese (zh, zh-CN,
// zh-Hans, …), which selects the CJK layout in every format.
func IsChinese(lang string) bool {
	l := strings.ToLower(lang)
	return l == "zh" || strings.HasPrefix(l, "zh-")
}

// DetectLanguage guesses "zh-CN" or "en" from a sample of text: Chinese
// when at least a fifth of its letters are Han characters.
func DetectLanguage(sample string) string {
	han, letters := 0, 0
	for _, r := range sample {
		switch {
		case unicode.Is(unicode.Han, r):
			han++
			letters++
		case unicode.IsLetter(r):
			letters++
		}
	}
	if letters > 0 && han*5 >= letters {
		return "zh-CN"
	}
	return "en"
}

// Paragraphs splits a chapter's text into paragraphs without their
// indentation: a paragraph is a line, as in the editor, whether blank lines
// separate paragraphs or not (a scene break in a chapter typed with Enter
// between paragraphs is a blank line). Text that is still hard-wrapped (an
// import made before imports joined wrapped lines, or one that kept them)
// has its wrapped lines joined first (importer.Unwrap).
func Paragraphs(text string) []string {
	text = importer.Unwrap(strings.ReplaceAll(text, "\r\n", "\n"))
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if p := strings.TrimFunc(line, unicode.IsSpace); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// SceneBreak reports whether a paragraph is a scene break's mark rather
// than prose: a short line of nothing but asterisks, hashes, tildes,
// dots, stars, diamonds or ※ and spaces (* * *, ***, #, ⁂, ※※※), or a
// rule of hyphens or underscores (---; emphasis.SceneBreak, which an
// import's bold and italics keep clear of).
// EPUB and DOCX centre it with no indent, as a book sets one; indented
// like prose it sat at the left like a stray footnote mark. The mark
// itself is kept, so an import reads it back.
func SceneBreak(p string) bool { return emphasis.SceneBreak(p) }

// Heading is a chapter's heading in an EPUB, a Word document and
// Markdown: its title as the author wrote it (风起, 尾声, 《呐喊》自序,
// Loomings), a number only where it has none (第12章, Chapter 12). Front
// matter keeps its title, or fallback when it has none. Numbering every
// title made a collection's stories 第1章 《呐喊》自序 … and a novel's
// epilogue 第25章 尾声; the web-novel TXT numbers them (WebNovelHeading).
func Heading(c Chapter, chinese bool, fallback string) string {
	title := strings.TrimSpace(c.Title)
	switch {
	case title != "":
		return title
	case c.Number == 0:
		return fallback
	case chinese:
		return fmt.Sprintf("第%d章", c.Number)
	}
	return fmt.Sprintf("Chapter %d", c.Number)
}

// WebNovelHeading is a chapter's heading line in the web-novel TXT, where
// platforms and readers' apps find chapters by their number: 第12章 before
// a title that does not say which chapter it is (第12章 风起, Chapter 12:
// The Storm). A title that does (第一回 …, Chapter 1) and a Chinese named
// chapter of the story (楔子, 尾声, 番外) stand as written, as an import
// finds them so. A preface keeps its number (第1章 自序): alone before
// the first numbered chapter, an import reads it as front matter, and
// every chapter after it would come back one number down. An English
// Epilogue keeps its number too (Chapter 12: Epilogue): a reader's app
// finds chapters by it, and an import reads either form back as one.
// WebNovelHeadings makes the one exception, which needs the book.
func WebNovelHeading(c Chapter, chinese bool) string {
	title := strings.TrimSpace(c.Title)
	named := chinese && importer.IsNamedHeading(title) && !importer.IsPrefaceHeading(title)
	switch {
	case c.Number == 0 || title == "" || numbered(title) || named:
		return Heading(c, chinese, "")
	case chinese:
		return fmt.Sprintf("第%d章 %s", c.Number, title)
	}
	return fmt.Sprintf("Chapter %d: %s", c.Number, title)
}

// WebNovelHeadings returns the heading line of each of a book's
// chapters in the web-novel TXT ("" for front matter, which has none):
// WebNovelHeading's, except for a preface that opens a book with no
// front matter and whose next chapter numbers itself (序, then 第一章
// 风起; Preface, then Chapter 1). Numbered, it would read 第1章 序 above
// 第一章 — two first chapters — so it stands as written, and an import
// reads it back as the front matter the author's own numbering says it
// is. With front matter in the book it keeps its number: an import would
// fold it into the front matter, two chapters into one.
//
// A Chinese book that numbers its chapters with a marker of its own
// numbers the rest with it too: 迷羊's 第01节 … 第14节 and a chapter titled
// 重逢 give 第15节 重逢, not 第15章 重逢, which an import would read as the
// book's one chapter with fourteen sections before it (its front matter).
func WebNovelHeadings(chapters []Chapter, chinese bool) []string {
	marker := ""
	if chinese {
		marker = bookMarker(chapters)
	}
	out := make([]string, len(chapters))
	for i, c := range chapters {
		switch {
		case c.Number == 0:
		case i == 0 && len(chapters) > 1 && importer.IsPrefaceHeading(strings.TrimSpace(c.Title)) && numbered(strings.TrimSpace(chapters[1].Title)):
			out[i] = strings.TrimSpace(c.Title)
		default:
			out[i] = WebNovelHeading(c, chinese)
			if marker != "" && marker != "章" && strings.HasPrefix(out[i], fmt.Sprintf("第%d章", c.Number)) {
				out[i] = fmt.Sprintf("第%d%s", c.Number, marker) + strings.TrimPrefix(out[i], fmt.Sprintf("第%d章", c.Number))
			}
		}
	}
	return out
}

// bookMarker is the marker (回, 节, 则 …) every numbered Chinese title of
// chapters uses, "" when they use none or more than one.
func bookMarker(chapters []Chapter) string {
	marker := ""
	for _, c := range chapters {
		t, ok := importer.ParseNumberedTitle(c.Title)
		if !ok || t.Kind == "Chapter" || c.Number == 0 {
			continue
		}
		if marker != "" && marker != t.Kind {
			return ""
		}
		marker = t.Kind
	}
	return marker
}

// numbered reports whether a title starts with a chapter number of its
// own: 第…章/回/节/卷 within its first few characters, in brackets as the
// import reads them (【第一章】风起; it was exported as 第1章 【第一章】风起
// and came back so), "Chapter", or a roman numeral alone (I, IV.: it
// was exported as Chapter 1: I).
func numbered(title string) bool {
	if strings.HasPrefix(strings.ToLower(title), "chapter ") || importer.IsBracketedHeading(title) || importer.IsLetterHeading(title) ||
		importer.IsRomanHeading(title) {
		return true
	}
	r := []rune(title)
	if len(r) < 3 || r[0] != '第' {
		return false
	}
	for i := 2; i < len(r) && i < 12; i++ {
		switch r[i] {
		case '章', '回', '节', '卷', '集', '部', '篇':
			return true
		}
	}
	return false
}

// xmlEscaper escapes text for XML element content and attribute values.
var xmlEscaper = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&apos;")

// xmlText escapes s for XML and drops the characters XML 1.0 forbids
// (control characters a pasted text may carry).
func xmlText(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' || (r >= 0x20 && r != 0xFFFE && r != 0xFFFF) {
			return r
		}
		return -1
	}, s)
	return xmlEscaper.Replace(s)
}

// zipEntry is one text file of a zipped format (DOCX, EPUB).
type zipEntry struct{ name, body string }

// writeZipEntries writes entries into z, in order; format names the
// export in errors.
func writeZipEntries(z *zip.Writer, format string, entries []zipEntry) error {
	for _, f := range entries {
		fw, err := z.Create(f.name)
		if err == nil {
			_, err = io.WriteString(fw, f.body)
		}
		if err != nil {
			return fmt.Errorf("export %s %s: %w", format, f.name, err)
		}
	}
	return nil
}
