package export

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"inkflow/engine/importer"

	"golang.org/x/text/encoding/simplifiedchinese"
	"golang.org/x/text/transform"
)

// writeTXT writes the layout Chinese web-novel platforms take: a heading
// line per chapter (第N章 标题), each paragraph indented with two
// full-width spaces, one blank line between paragraphs. English books get
// the same shape without the full-width indent. Front matter (chapter 0)
// opens the file under a mark and its title (【卷首】 over 扉页, see
// importer.TXTFrontMatterZH). The book's title and author head the file
// as a web-novel download labels them (writeTXTHeader). GB18030 is for
// platforms that still ask for it.
func writeTXT(w io.Writer, book Book, gb18030 bool) error {
	if gb18030 {
		enc := transform.NewWriter(w, simplifiedchinese.GB18030.NewEncoder())
		defer enc.Close()
		w = enc
	}
	bw := bufio.NewWriter(w)
	chinese := IsChinese(book.Language)
	indent := ""
	if chinese {
		indent = "\u3000\u3000"
	}
	headings := WebNovelHeadings(book.Chapters, chinese)
	writeTXTHeader(bw, book, chinese)
	for i, c := range book.Chapters {
		if i > 0 {
			bw.WriteString("\n")
		}
		// Front matter (number 0) has no heading line, as a web-novel
		// platform takes every heading for a chapter's: the mark over its
		// title (importer.TXTFrontMatterZH, 【卷首】) tells an import both.
		switch {
		case c.Number == 0:
			fmt.Fprintf(bw, "%s\n%s\n\n", txtFrontMatterMark(chinese), Heading(c, chinese, ""))
		case headings[i] != "":
			fmt.Fprintf(bw, "%s\n\n", headings[i])
		}
		for _, p := range Paragraphs(c.Text) {
			fmt.Fprintf(bw, "%s%s\n\n", indent, p)
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("export txt: %w", err)
	}
	return nil
}

// writeTXTHeader writes the labelled header a web-novel download opens
// with, 书名：X and 作者：Y (Title: and Author: in a book not in Chinese),
// the author's line only when the book has an author, then a blank line.
// The importer reads it back as the book's title page (project title and
// author), so an export imports back under its name; without it a TXT
// export came back named after its file and without its author. A title
// the importer would not take from the header (importer.HeaderTitle: 未命名,
// a sentence) is left out with its author, as the header's lines would
// come back as a chapter 0.
//
// Front matter that opens with this very header (a download's, kept in
// chapter 0 over its synopsis) has it already: written again, the file
// read 书名：… twice. The import reads the header under the 【卷首】 mark
// as the book's title and author all the same.
func writeTXTHeader(bw *bufio.Writer, book Book, chinese bool) {
	title := strings.TrimSpace(book.Title)
	if !importer.HeaderTitle(title) {
		return
	}
	author := strings.Join(strings.Fields(book.Author), " ")
	if len(book.Chapters) > 0 && book.Chapters[0].Number == 0 &&
		importer.OpeningHeader(book.Chapters[0].Text) == (importer.TitlePage{Title: title, Author: author}) {
		return
	}
	titleLabel, authorLabel := "Title: ", "Author: "
	if chinese {
		titleLabel, authorLabel = "书名：", "作者："
	}
	fmt.Fprintf(bw, "%s%s\n", titleLabel, title)
	if author != "" {
		fmt.Fprintf(bw, "%s%s\n", authorLabel, author)
	}
	bw.WriteString("\n")
}

// txtFrontMatterMark is the line a TXT export writes over the front
// matter's title: importer.TXTFrontMatterZH in a Chinese book,
// importer.TXTFrontMatterEN in another.
func txtFrontMatterMark(chinese bool) string {
	if chinese {
		return importer.TXTFrontMatterZH
	}
	return importer.TXTFrontMatterEN
}

// writeMarkdown writes "# Title", then "## heading" and the paragraphs
// of every chapter. The front matter's heading has the comment
// importer.MarkdownFrontMatter on the line above it, invisible when the
// file is rendered: Markdown has no mark for front matter, as EPUB has
// epub:type and InkFlow's Word export a style, and without it an import
// reads front matter titled otherwise than the book (测试之书 in 测试) as
// chapter 1.
func writeMarkdown(w io.Writer, book Book) error {
	bw := bufio.NewWriter(w)
	chinese := IsChinese(book.Language)
	fmt.Fprintf(bw, "# %s\n", book.Title)
	if book.Author != "" {
		fmt.Fprintf(bw, "\n%s\n", book.Author)
	}
	for _, c := range book.Chapters {
		if h := Heading(c, chinese, ""); h != "" {
			if c.Number == 0 {
				fmt.Fprintf(bw, "\n%s\n## %s\n", importer.MarkdownFrontMatter, h)
			} else {
				fmt.Fprintf(bw, "\n## %s\n", h)
			}
		}
		for _, p := range Paragraphs(c.Text) {
			fmt.Fprintf(bw, "\n%s\n", strings.TrimSpace(p))
		}
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("export markdown: %w", err)
	}
	return nil
}
