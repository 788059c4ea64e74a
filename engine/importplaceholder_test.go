package engine

import (
	"slices"
	"testing"

	"inkflow/engine/importer"
)

// TestImportReplacesANewProjectsEmptyChapter: an author who makes a
// project (which opens with an empty "Chapter 1") and imports the
// manuscript into it gets the book alone, numbered from its own front
// matter, with the title page's author; a chapter that holds anything of
// the author's (text, a title of its own, a snapshot, unsaved typing) is
// kept and the book goes after it, as before.
func TestImportReplacesANewProjectsEmptyChapter(t *testing.T) {
	book := []NewChapter{
		{Title: "The Great Gatsby", Index: 0, Text: "The Great Gatsby\n\nby\n\nF. Scott Fitzgerald"},
		{Title: "I", Index: 1, Text: "In my younger and more vulnerable years my father gave me some advice."},
		{Title: "II", Index: 2, Text: "About half way between West Egg and New York the motor road hastily joins the railroad."},
	}
	page := importer.TitlePage{Title: "The Great Gatsby", Author: "F. Scott Fitzgerald"}
	bookTitles := []string{"The Great Gatsby", "I", "II"}
	for _, tc := range []struct {
		name string
		// prepare makes the project's chapters before the import.
		prepare    func(t *testing.T, e *Engine, projectID uint64)
		wantTitles []string
		wantIndex  []int
		wantAuthor string
	}{
		{"an empty Chapter 1", func(t *testing.T, e *Engine, pid uint64) {
			_, err := e.AddChapter(pid, "Chapter 1")
			must(t, err)
		}, bookTitles, []int{0, 1, 2}, "F. Scott Fitzgerald"},
		{"an empty 第一章", func(t *testing.T, e *Engine, pid uint64) {
			_, err := e.AddChapter(pid, "第一章")
			must(t, err)
		}, bookTitles, []int{0, 1, 2}, "F. Scott Fitzgerald"},
		{"a project with an author of its own", func(t *testing.T, e *Engine, pid uint64) {
			_, err := e.AddChapter(pid, "Chapter 1")
			must(t, err)
			must(t, e.SetProjectMeta(pid, ProjectMeta{Author: "Nick Carraway"}))
		}, bookTitles, []int{0, 1, 2}, "Nick Carraway"},
		{"a chapter with text", func(t *testing.T, e *Engine, pid uint64) {
			mustChapter(t, e, pid, "Chapter 1", "Nick rents a house.")
		}, []string{"Chapter 1", "The Great Gatsby", "I", "II"}, []int{1, 2, 3, 4}, ""},
		{"an empty chapter titled by the author", func(t *testing.T, e *Engine, pid uint64) {
			_, err := e.AddChapter(pid, "The Valley of Ashes")
			must(t, err)
		}, []string{"The Valley of Ashes", "The Great Gatsby", "I", "II"}, []int{1, 2, 3, 4}, ""},
		{"an empty chapter with a snapshot", func(t *testing.T, e *Engine, pid uint64) {
			c := mustChapter(t, e, pid, "Chapter 1", "A line the author cut.")
			_, err := e.TakeSnapshot(c.ID, "before the cut")
			must(t, err)
			_, err = e.SaveChapter(c.ID, "Chapter 1", "")
			must(t, err)
		}, []string{"Chapter 1", "The Great Gatsby", "I", "II"}, []int{1, 2, 3, 4}, ""},
		{"an empty chapter with unsaved typing", func(t *testing.T, e *Engine, pid uint64) {
			c, err := e.AddChapter(pid, "Chapter 1")
			must(t, err)
			must(t, e.JournalChapter(c.ID, "Chapter 1", "Typed and not saved yet."))
		}, []string{"Chapter 1", "The Great Gatsby", "I", "II"}, []int{1, 2, 3, 4}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			e, p := openProject(t, "West Egg")
			tc.prepare(t, e, p.ID)
			made, err := e.ImportBooks([]NewBook{{Project: "West Egg", Chapters: book, TitlePage: page}})
			must(t, err)
			if len(made[0]) != len(book) {
				t.Fatalf("%d chapters imported, want %d", len(made[0]), len(book))
			}
			infos, err := e.Chapters(p.ID)
			must(t, err)
			var titles []string
			var index []int
			for _, c := range infos {
				titles, index = append(titles, c.Title), append(index, c.Index)
			}
			if !slices.Equal(titles, tc.wantTitles) || !slices.Equal(index, tc.wantIndex) {
				t.Errorf("chapters %q numbered %v, want %q numbered %v", titles, index, tc.wantTitles, tc.wantIndex)
			}
			m, err := e.ProjectMeta(p.ID)
			must(t, err)
			if m.Author != tc.wantAuthor {
				t.Errorf("author %q, want %q", m.Author, tc.wantAuthor)
			}
			flush(t, e)
			checkInvariants(t, e)
		})
	}
}
