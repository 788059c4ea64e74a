package export

import (
	"bufio"
	"fmt"
	"io"
	"slices"
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
	headings, volumeLines := txtHeadings(book.Chapters, chinese)
	writeTXTHeader(bw, book, chinese)
	for i, c := range book.Chapters {
		if i > 0 {
			bw.WriteString("\n")
		}
		if volumeLines[i] != "" {
			fmt.Fprintf(bw, "%s\n\n\n", volumeLines[i])
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

// txtHeadings returns the heading line of each chapter
// (WebNovelHeadings) and the volume line to write above it ("" for
// none). A volume whose title an import reads as a volume's heading
// (importer.IsVolumeHeading: 第一卷 潜龙, 卷之二, PART ONE) has its title
// on a line of its own above its first chapter, and its chapters are
// headed by their own titles (第三章 风起), as web-novel downloads lay
// out 卷 and 章: the import nests them again. The volume's own page (its
// foreword) is headed by the volume's title. A volume an import would
// not read as one (a Word document's heading 1 "The Old Buccaneer") stays
// in its chapters' headings, whole, as in a book without volumes: alone
// on a line it would come back as a line of the chapter before.
func txtHeadings(chapters []Chapter, chinese bool) (headings, volumeLines []string) {
	volumeLines = make([]string, len(chapters))
	places, volumes := placeVolumes(chapters)
	if !volumes {
		return WebNovelHeadings(chapters, chinese), volumeLines
	}
	own := slices.Clone(chapters)
	for i, pl := range places {
		if pl.volume != "" && !pl.opens && importer.IsVolumeHeading(pl.volume) {
			own[i].Title = pl.own
		}
	}
	headings = WebNovelHeadings(own, chinese)
	for i, pl := range places {
		if pl.volume == "" || !importer.IsVolumeHeading(pl.volume) {
			continue
		}
		switch {
		case pl.opens:
			headings[i] = pl.volume
		case pl.first:
			volumeLines[i] = pl.volume
		}
	}
	return headings, volumeLines
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
// of every chapter ("# volume" over "## chapter" in a book with volumes). The front matter's heading has the comment
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
	// In a book with volumes a volume is a "#" heading and its chapters
	// "##" ones; a chapter outside any volume is a "#" heading too (a
	// 后记 after the last volume is the book's, not that volume's).
	places, volumes := placeVolumes(book.Chapters)
	for i, c := range book.Chapters {
		mark, h := "##", Heading(c, chinese, "")
		if volumes && c.Number != 0 {
			pl := places[i]
			switch {
			case pl.opens:
				mark, h = "#", pl.volume
			case pl.first:
				fmt.Fprintf(bw, "\n# %s\n", pl.volume)
				fallthrough
			case pl.volume != "":
				h = chapterHeading(c, pl, chinese, "")
			default:
				mark = "#"
			}
		}
		if h != "" {
			if c.Number == 0 {
				fmt.Fprintf(bw, "\n%s\n## %s\n", importer.MarkdownFrontMatter, h)
			} else {
				fmt.Fprintf(bw, "\n%s %s\n", mark, h)
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
