package engine

import (
	"bytes"
	"slices"
	"testing"

	"inkflow/engine/export"
	"inkflow/engine/importer"
)

// TestExportTitlePageComesBackAsMeta: a book without front matter
// exported to EPUB, Word or Markdown and imported again has no chapter 0
// (it came back with one holding the title page's title, 2 字 of 场合),
// and the new project the import makes takes the title page's title and
// author as its metadata — in Chinese and English, with an author or
// without; the title only when it is not the new project's name. An
// import into a project that exists keeps its metadata.
func TestExportTitlePageComesBackAsMeta(t *testing.T) {
	zh := []NewChapter{
		{Index: 1, Title: "第一章 风起", Text: "　　那年冬天，风从北方吹来。"},
		{Index: 2, Title: "第二章 雨落", Text: "　　雨下了三天三夜。"}}
	en := []NewChapter{
		{Index: 1, Title: "Chapter 1", Text: "That winter the wind came from the north."},
		{Index: 2, Title: "Chapter 2", Text: "It rained for three days and three nights."}}
	e := openEngine(t, "", newBigram(), testDebounceNever)
	books := []struct {
		project string
		meta    ProjectMeta
		chs     []NewChapter
	}{
		{"场合", ProjectMeta{}, zh},
		{"风起", ProjectMeta{Title: "风起云涌", Author: "佚名"}, zh},
		{"wind", ProjectMeta{Title: "The Wind"}, en},
		{"wind-author", ProjectMeta{Title: "The Wind", Author: "Mary Shelley"}, en},
	}
	for _, b := range books {
		p := importProject(t, e, b.project, b.chs)
		must(t, e.SetProjectMeta(p.ID, b.meta))
		title := b.meta.Title
		if title == "" {
			title = b.project // the export's title page names the project
		}
		for _, format := range []export.Format{export.EPUB, export.DOCX, export.Markdown} {
			t.Run(b.project+"/"+string(format), func(t *testing.T) {
				var buf bytes.Buffer
				_, err := e.ExportProject(p.ID, ExportOptions{Format: format}, &buf)
				must(t, err)
				chs, page, err := ParseBookPage("book."+string(format), buf.Bytes(), importer.Options{})
				must(t, err)
				want := make([]string, len(b.chs))
				for i, c := range b.chs {
					want[i] = c.Title
				}
				var got []string
				for _, c := range chs {
					got = append(got, c.Title)
				}
				if !slices.Equal(got, want) || chs[0].Index != 1 {
					t.Fatalf("chapters %q (first %d), want %q", got, chs[0].Index, want)
				}
				back := make([]NewChapter, len(chs))
				for i, c := range chs {
					back[i] = NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
				}
				if page != (importer.TitlePage{Title: title, Author: b.meta.Author}) {
					t.Errorf("title page %+v, want %q by %q", page, title, b.meta.Author)
				}
				for _, tt := range []struct {
					into string
					page importer.TitlePage
					want ProjectMeta
				}{
					{"copy " + b.project + " " + string(format), page, ProjectMeta{Title: title, Author: b.meta.Author}},
					// A project named after the book: its name is the title.
					{b.project + " " + title + " " + string(format), importer.TitlePage{Title: b.project + " " + title + " " + string(format), Author: page.Author}, ProjectMeta{Author: b.meta.Author}},
				} {
					_, err := e.ImportBooks([]NewBook{{Project: tt.into, Chapters: back, TitlePage: tt.page}})
					must(t, err)
					q, _, err := e.ProjectByName(tt.into)
					must(t, err)
					m, err := e.ProjectMeta(q.ID)
					must(t, err)
					if m != tt.want {
						t.Errorf("project %q has metadata %+v, want %+v", tt.into, m, tt.want)
					}
				}
				// Into the book's own project: its metadata stays.
				_, err = e.ImportBooks([]NewBook{{Project: b.project, Chapters: back, TitlePage: importer.TitlePage{Title: "Another", Author: "Someone"}}})
				must(t, err)
				if m, err := e.ProjectMeta(p.ID); err != nil || m != b.meta {
					t.Errorf("the book's own project has metadata %+v (%v), want %+v", m, err, b.meta)
				}
			})
		}
	}
}
