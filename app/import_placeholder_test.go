package app

import (
	"slices"
	"testing"

	"inkflow/engine/importer"
)

// TestImportIntoANewProjectOpensTheBook: File › New Project opens the
// new book's empty Chapter 1; importing the manuscript into that project
// replaces the empty chapter (the tree lists the book alone) and the
// editor shows the book's first chapter, not an editor emptied of a
// chapter that is gone. Before, the book came after an empty Chapter 1
// that stayed open.
func TestImportIntoANewProjectOpensTheBook(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, err := h.eng.CreateProject("West Egg")
	if err != nil {
		t.Fatal(err)
	}
	h.u.state.setProject(p.ID)
	h.reloadSidebar()
	h.u.sidebar.newChapter() // as New Project does once it has the name
	h.waitFor("the new chapter to open", func() bool { return h.u.editor.chapterID != 0 && !h.u.editor.loading })
	placeholder := h.u.editor.chapterID

	chs := []importer.Chapter{
		{Title: "The Great Gatsby", Index: 0, Text: "The Great Gatsby\n\nby\n\nF. Scott Fitzgerald"},
		{Title: "I", Index: 1, Text: "In my younger and more vulnerable years my father gave me some advice."},
	}
	h.u.runImport("The Great Gatsby", "West Egg", chs, importer.TitlePage{Title: "The Great Gatsby", Author: "F. Scott Fitzgerald"})
	h.u.waitBackground(30e9)
	h.pump()
	h.reloadSidebar()

	var titles []string
	for _, c := range h.projectChapters("West Egg") {
		titles = append(titles, c.Title)
	}
	if want := []string{"The Great Gatsby", "I"}; !slices.Equal(titles, want) {
		t.Errorf("the project holds %q, want %q", titles, want)
	}
	h.waitFor("the editor to settle", func() bool { return !h.u.editor.loading })
	if id, title := h.u.editor.chapterID, h.u.editor.title.Text; id == placeholder || title != "The Great Gatsby" {
		t.Errorf("the editor shows chapter %d %q, want the book's first chapter %q", id, title, "The Great Gatsby")
	}
}
