package importer_test

import (
	"bytes"
	"slices"
	"testing"

	"inkflow/engine/export"
	"inkflow/engine/importer"
)

// TestExportTitlePageIsNoChapter: the title page InkFlow's EPUB, Word and
// Markdown exports write (the book's title, the author when the project
// has one) comes back as the file's TitlePage, not as a chapter 0 holding
// the title: a book without front matter came back with one, in Chinese
// and English, with an author or without. A book with front matter keeps
// it as chapter 0 and its title page too; the web-novel TXT's title page
// is its 书名：/作者： header (Title:/Author:), above the 【卷首】 mark.
func TestExportTitlePageIsNoChapter(t *testing.T) {
	zh := []export.Chapter{
		{Number: 1, Title: "第一章 风起", Text: "　　那年冬天，风从北方吹来。"},
		{Number: 2, Title: "第二章 雨落", Text: "　　雨下了三天三夜。"}}
	en := []export.Chapter{
		{Number: 1, Title: "Chapter 1", Text: "That winter the wind came from the north."},
		{Number: 2, Title: "Chapter 2", Text: "It rained for three days and three nights."}}
	withFront := append([]export.Chapter{{Number: 0, Title: "风雪夜归人", Text: "风雪夜归人\n作者：佚名\n\n　　写在前面的话。"}}, zh...)
	books := []struct {
		name string
		book export.Book
		want []string
	}{
		{"Chinese with an author", export.Book{Title: "场合", Author: "佚名", Language: "zh-CN", Chapters: zh}, []string{"1 第一章 风起", "2 第二章 雨落"}},
		{"Chinese without an author", export.Book{Title: "场合", Language: "zh-CN", Chapters: zh}, []string{"1 第一章 风起", "2 第二章 雨落"}},
		{"English with an author", export.Book{Title: "The Wind", Author: "Mary Shelley", Language: "en", Chapters: en}, []string{"1 Chapter 1", "2 Chapter 2"}},
		{"English without an author", export.Book{Title: "The Wind", Language: "en", Chapters: en}, []string{"1 Chapter 1", "2 Chapter 2"}},
		{"front matter stays chapter 0", export.Book{Title: "风雪夜归人", Author: "佚名", Language: "zh-CN", Chapters: withFront}, []string{"0 风雪夜归人", "1 第一章 风起", "2 第二章 雨落"}},
	}
	for _, b := range books {
		for _, f := range []export.Format{export.EPUB, export.DOCX, export.Markdown, export.TXT} {
			t.Run(b.name+"/"+string(f), func(t *testing.T) {
				var buf bytes.Buffer
				if err := export.Write(&buf, b.book, f, export.Options{}); err != nil {
					t.Fatal(err)
				}
				chs, page, err := importer.ParseFilePage("book."+string(f), buf.Bytes(), importer.Options{Markdown: f == export.Markdown})
				if err != nil {
					t.Fatal(err)
				}
				if got := importer.IndexTitles(chs); !slices.Equal(got, b.want) {
					t.Errorf("chapters %q, want %q", got, b.want)
				}
				// The TXT export's is its 书名：/作者： header.
				want := importer.TitlePage{Title: b.book.Title, Author: b.book.Author}
				if page != want {
					t.Errorf("title page %+v, want %+v", page, want)
				}
			})
		}
	}
}
