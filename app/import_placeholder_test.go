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

// TestImportOffersTheProjectAwaitingABook: an author who makes a project
// and then imports a manuscript meant it for that project: the import
// dialog chooses it (and says why) while it holds only its empty Chapter
// 1. Before, the dialog chose a new project named after the book, and the
// empty one stayed beside it. A project with text is not chosen.
func TestImportOffersTheProjectAwaitingABook(t *testing.T) {
	manuscript := "The Great Gatsby\n\nby\n\nF. Scott Fitzgerald\n\nChapter 1\n\nIn my younger and more vulnerable years my father gave me some advice.\n\nChapter 2\n\nAbout half way between West Egg and New York the motor road hastily joins the railroad.\n"
	for _, tc := range []struct {
		name     string
		text     string // the project's Chapter 1
		want     string
		wantNote bool
	}{
		{"an empty new project", "", "Add to “West Egg”", true},
		{"a project with text", "Nick rents a house in West Egg.", "New project “The Great Gatsby”", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, c := h.addChapter("West Egg", "Chapter 1", tc.text)
			h.u.state.openChapter(p.ID, c.ID, nil)
			h.waitFor("the chapter to open", func() bool { return h.u.editor.chapterID == c.ID && !h.u.editor.loading })
			into := h.openImport("gatsby.txt", []byte(manuscript))
			if into.Selected != tc.want {
				t.Errorf("the import goes to %q, want %q", into.Selected, tc.want)
			}
			note := "“West Egg” has no text yet: the book goes into it, in place of its empty chapter."
			if top := h.u.Window().Canvas().Overlays().Top(); top == nil || findLabel(top, note) != tc.wantNote {
				t.Errorf("the note %q shown: %v, want %v", note, !tc.wantNote, tc.wantNote)
			}
		})
	}
}
