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
// importer.TXTFrontMatterZH). GB18030 is for platforms that still ask
// for it.
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
