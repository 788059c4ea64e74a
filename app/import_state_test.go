package app

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestImportKeepsTheOpenBook: importing a manuscript while a chapter of
// another book is open leaves that book current, so the wiki entry the
// author writes next is filed under the novel on screen. (Before the
// shared state, the import made the new book current behind the
// editor's back and the entry went to the imported book.) With nothing
// open, the imported book becomes current; importing it again adds
// nothing and says so.
func TestImportKeepsTheOpenBook(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	mine, c := h.addChapter("灯塔", "第一章", paraHarbor)
	h.openInTree(mine.ID, c.ID)

	h.importManuscript("集市.md", "## 第一章 集市\n\n"+paraMarket+"\n")
	h.waitFor("the imported book in the sidebar", func() bool {
		for _, p := range h.u.state.projectList() {
			if p.Name == "集市" && len(h.u.state.chapterList(p.ID)) == 1 {
				return true
			}
		}
		return false
	})
	h.closeImportProgress()
	if got := h.u.state.projectID(); got != mine.ID {
		t.Fatalf("after the import the current project is %d, want the open book %d", got, mine.ID)
	}
	if h.u.editor.projectID != mine.ID || h.u.editor.chapterID != c.ID {
		t.Fatalf("the editor left the open chapter: project %d chapter %d", h.u.editor.projectID, h.u.editor.chapterID)
	}

	w := h.u.wiki
	w.newEntry()
	test.Type(w.title, "陈远")
	test.Type(w.text, "老船长，守着一封二十年前的信。")
	test.Tap(w.save)
	h.waitFor("the entry to save", func() bool { return w.state.Text == "Saved" })
	got, err := h.eng.WikiEntry(w.current)
	if err != nil {
		t.Fatal(err)
	}
	if got.ProjectID != mine.ID {
		t.Fatalf("the wiki entry was filed under project %d, want the book on screen (%d)", got.ProjectID, mine.ID)
	}

	// With no chapter open, the imported book becomes current.
	h.u.state.closeChapter()
	mountain := "## 第一章 山路\n\n" + paraMountain + "\n"
	h.importManuscript("山路.md", mountain)
	h.waitFor("the second book to become current", func() bool {
		p, ok := h.u.state.project(h.u.state.projectID())
		return ok && p.Name == "山路"
	})
	h.closeImportProgress()

	// The same file again is offered its own project (not the first in
	// the list) and adds nothing there. A note says why, in place of the
	// progress dialog: with no chapter to index its bar read 0 of 0
	// (-9223372036854775808%) under “Importing 山路”.
	h.importManuscript("山路.md", mountain)
	h.waitFor("the note that the chapter was there already", func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, "Nothing new to import: “山路” has this chapter already")
	})
	top := h.u.Window().Canvas().Overlays().Top()
	if walkObjects(top, func(o fyne.CanvasObject) bool { _, ok := o.(*widget.ProgressBar); return ok }) {
		t.Fatal("the note on an import that added nothing holds a progress bar")
	}
	if n := len(h.u.Window().Canvas().Overlays().List()); n != 1 {
		t.Fatalf("%d dialogs open after an import that added nothing, want the note alone", n)
	}
	h.tapDialogButton("OK")

	for _, pid := range []uint64{h.u.state.projectID(), mine.ID} {
		if n := len(h.u.state.chapterList(pid)); n != 1 {
			t.Fatalf("after a second import of the same file project %d has %d chapters, want 1", pid, n)
		}
	}

	// A revised chapter comes in beside the old one, which the note
	// says: the book now holds two 第一章 山路.
	h.importManuscript("山路.md", "## 第一章 山路\n\n"+paraMountain+"又下起了雨。\n")
	h.waitFor("the note on the revised chapter", func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, "An added chapter has the title of a chapter the project had, with other text (“第一章 山路”)")
	})
	h.closeImportProgress()
}

// importManuscript imports a file's text as File › Import… does, into
// the project the dialog offers.
func (h *harness) importManuscript(name, text string) {
	h.t.Helper()
	chs, err := parseManuscript(name, []byte(text))
	if err != nil {
		h.t.Fatal(err)
	}
	h.u.confirmImport(name, chs)
	h.tapDialogButton("Import")
}

// TestDemoOpensChapterAndResult: the screenshot demo opens the chapter it
// names, runs its query and opens the best result in that chapter, then
// shows the tab it asks for, all through the state and the panels' own
// commands.
func TestDemoOpensChapterAndResult(t *testing.T) {
	dir := t.TempDir()
	h := newHarness(t, harnessOptions{dir: dir})
	_, c := h.addChapter("灯塔", "第一章", paraHarbor+"\n\n"+paraLighthouse)
	h.addChapter("灯塔", "第二章", paraMountain)
	h.flush()
	h.close()

	h = newHarness(t, harnessOptions{dir: dir, ui: Options{Demo: Demo{Chapter: "1", Query: "灯塔守望者", Tab: "related"}}})
	h.waitFor("the demo to open its result", func() bool {
		return h.u.search.selected >= 0 && h.u.editor.chapterID == c.ID && len(h.u.editor.text.Highlights()) == 1
	})
	if got := h.u.rightTab.SelectedIndex(); got != 1 {
		t.Fatalf("demo tab %d, want 1 (related)", got)
	}
	if r := h.u.search.results[h.u.search.selected]; r.OwnerID != c.ID {
		t.Fatalf("demo opened a result in %d, want chapter %d", r.OwnerID, c.ID)
	}
}
