package engine

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"inkflow/engine/importer"
)

// ParseBook decodes a manuscript file and splits it into chapters, as
// every import does: a Word document (.docx) or an EPUB book by its
// content or name (importer.ParseFile), else text, where opts.Markdown is
// set for .md and .markdown names unless opts.HeadingPattern replaces the
// rules. Errors name the file; an *importer.EncodingError inside says
// which encoding to convert from, an *importer.FormatError what the file
// is when InkFlow does not read it (a Word 97–2003 .doc).
func ParseBook(name string, data []byte, opts importer.Options) ([]importer.Chapter, error) {
	chs, _, err := ParseBookPage(name, data, opts)
	return chs, err
}

// ParseBookPage is ParseBook that also returns the book's title page
// when the file marks one that holds only its title and author, as
// InkFlow's EPUB, Word and Markdown exports write it
// (importer.TitlePage): it is no chapter, and NewBook carries it into
// the metadata of a project the import creates.
func ParseBookPage(name string, data []byte, opts importer.Options) ([]importer.Chapter, importer.TitlePage, error) {
	ext := strings.ToLower(filepath.Ext(name))
	opts.Markdown = opts.HeadingPattern == nil && (ext == ".md" || ext == ".markdown")
	chs, page, err := importer.ParseFilePage(name, data, opts)
	if _, ok := errors.AsType[*importer.EncodingError](err); ok {
		return nil, page, fmt.Errorf("%s %w", name, err) // "book.txt looks like GB18030; …"
	}
	if fe, ok := errors.AsType[*importer.FormatError](err); ok {
		fe.Name = name // "book.doc is a Word 97–2003 .doc file; …"
		return nil, page, fe
	}
	if err != nil {
		return nil, page, fmt.Errorf("%s: %w", name, err)
	}
	if len(chs) == 0 {
		return nil, page, &NoTextError{Name: name}
	}
	return chs, page, nil
}

// ErrNoText: ParseBook found nothing to import in the file (it is empty
// or only blank). It comes with ErrInvalid, for a front end to say in
// its words.
var ErrNoText = errors.New("has no text")

// NoTextError is ParseBook's error for a file with nothing to import: it
// names the file, so a front end can say so in its own words (the app
// showed "书.txt has no text: invalid argument" in a Chinese window).
// errors.Is finds ErrNoText and ErrInvalid in it.
type NoTextError struct {
	Name string // the file's name, as ParseBook was given it
}

func (e *NoTextError) Error() string { return fmt.Sprintf("%s %v: %v", e.Name, ErrNoText, ErrInvalid) }

// Unwrap makes the error ErrNoText and ErrInvalid to errors.Is.
func (e *NoTextError) Unwrap() []error { return []error{ErrNoText, ErrInvalid} }

// ChapterPreview is one detected chapter as an import preview lists it.
type ChapterPreview struct {
	// Index is the chapter number the import will give (0: front matter).
	Index int    `json:"index"`
	Title string `json:"title"`
	// TextCounts are the chapter's 字数, 字符数 and English words (JSON:
	// zi, chars, words beside index and title).
	TextCounts
}

// PreviewChapters lists detected chapters with their lengths, so a front
// end can show them before anything is imported (and the author can try
// another heading pattern).
func PreviewChapters(chs []importer.Chapter) []ChapterPreview {
	out := make([]ChapterPreview, len(chs))
	for i, c := range chs {
		out[i] = ChapterPreview{Index: c.Index, Title: c.Title, TextCounts: CountText(c.Text)}
	}
	return out
}

// BookTitle is the name a new project takes for an imported manuscript:
// the title the file states (importer.BookTitle: an EPUB's dc:title, a
// Word document's title, a text file's title page: 荡寇志 over its
// author, 书名：…, Title: …, a Markdown book's # line, a web-novel TXT's
// 书名： header), else the file's name without its folder and extension
// (FileBookName). chs and page are what ParseBookPage made of data.
func BookTitle(file string, data []byte, chs []importer.Chapter, page importer.TitlePage) string {
	if t := importer.BookTitle(data, chs, page); t != "" {
		return t
	}
	return FileBookName(file)
}

// FileBookName is a file's name without its folder and extension: the
// name of a project imported from a file that states no title, and of
// every project imported before titles were read.
func FileBookName(file string) string {
	base := filepath.Base(file)
	return strings.TrimSuffix(base, filepath.Ext(base))
}
