package app

import (
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
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
	// (-9223372036854775808%) under “Importing 山路”. It says why in
	// words that hold for an export imported back too (it said "same
	// title and text", which an export's 第N章 headings are not).
	h.importManuscript("山路.md", mountain)
	h.waitFor("the note that the chapter was there already", func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, "Nothing new to import: “山路” has this chapter already (the same text under the same title, or as an export of the project writes it).")
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

	// A revised chapter comes in beside the old one when the author
	// chooses the project (a file with none of its chapters goes into a
	// new one unless chosen), which the note says: the book now holds
	// two 第一章 山路.
	revised := "## 第一章 山路\n\n" + paraMountain + "又下起了雨。\n"
	if into := h.openImport("山路.md", []byte(revised)); into.Selected != "New project “山路 (2)”" {
		t.Fatalf("a revised draft is to go into %q, want a new project", into.Selected)
	} else {
		into.SetSelected("Add to “山路”")
	}
	h.tapDialogButton("Import")
	h.waitFor("the note on the revised chapter", func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, "An added chapter has the title of a chapter the project had, with other text (“第一章 山路”)")
	})
	h.closeImportProgress()
}

// TestImportProgressCountsAsThePreview: once indexed, the import's
// progress dialog counts the chapters as the preview did, the front
// matter apart ("2 chapters and front matter (chapter 0)"), not 3.
func TestImportProgressCountsAsThePreview(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.importManuscript("灯塔.txt", "灯塔\n佚名\n\n第一章 出海\n\n"+paraHarbor+"\n\n第二章 集市\n\n"+paraMarket+"\n")
	want := "2 chapters and front matter (chapter 0) imported and indexed."
	h.waitFor("the progress to say "+want, func() bool {
		top := h.u.Window().Canvas().Overlays().Top()
		return top != nil && findLabel(top, want)
	})
	h.closeImportProgress()
}

// importManuscript imports a file's text as File › Import… does, into
// the project the import dialog offers.
func (h *harness) importManuscript(name, text string) {
	h.t.Helper()
	h.openImport(name, []byte(text))
	h.tapDialogButton("Import")
}

// openImport opens the import dialog on a manuscript as File › Import…
// does once the file is read, waits until it knows where the chapters
// go (whether the file goes on with a project of its name is read in the
// background), and returns its Into choice.
func (h *harness) openImport(name string, data []byte) *widget.Select {
	h.t.Helper()
	p := h.u.previewImport(name, data)
	h.waitFor("the import dialog to know where the chapters go", func() bool { return !p.proceed.Disabled() })
	return &p.into.Select
}

// intoChoice is the Into drop-down of the import dialog in overlay, nil
// without one.
func intoChoice(overlay fyne.CanvasObject) *widget.Select {
	var into *widget.Select
	walkObjects(overlay, func(o fyne.CanvasObject) bool {
		if s, ok := o.(*intoSelect); ok {
			into = &s.Select
		}
		return into != nil
	})
	return into
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

// TestDemoShowsTheSearchTabByDefault: a demo that asks for no tab shows
// the Search tab with its results, whatever tab the window had: the
// window reopens on the tab last used with its data folder, and the
// README's Search screenshot came out on the Related tab.
func TestDemoShowsTheSearchTabByDefault(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	_, c := h.addChapter("灯塔", "第一章", paraHarbor+"\n\n"+paraLighthouse)
	h.flush()
	h.u.rightTab.SelectIndex(1) // as a folder last used on Related reopens
	h.u.opts.Demo = Demo{Chapter: "1", Query: "灯塔守望者"}
	h.u.applyDemo()
	h.waitFor("the demo to open its result", func() bool {
		return h.u.search.selected >= 0 && h.u.editor.chapterID == c.ID
	})
	if got := h.u.rightTab.SelectedIndex(); got != 0 {
		t.Fatalf("demo tab %d, want 0 (search)", got)
	}
}

// TestImportOffersTheBooksTitle: the import dialog offers a new project
// named after the title the file states, not the file (pg84.txt is
// Frankenstein), lists the existing projects beside it, and imports
// into the one the author picks. A file imported before titles were
// read is offered the project it went into.
func TestImportOffersTheBooksTitle(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.addChapter("灯塔", "第一章", paraHarbor)
	text := "Frankenstein;\n\nor, the Modern Prometheus\n\nby Mary Shelley\n\nChapter 1\n\n" + paraMarket + "\n\nChapter 2\n\n" + paraMountain + "\n"
	chs, err := parseManuscript("pg84.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	choose := func(name string, want []string, selected string) *widget.Select {
		t.Helper()
		into := h.openImport(name, []byte(text))
		if !slices.Equal(into.Options, want) || into.Selected != selected {
			t.Fatalf("import of %s offers %q, %q selected; want %q, %q", name, into.Options, into.Selected, want, selected)
		}
		return into
	}
	into := choose("pg84.txt", []string{"New project “Frankenstein”", "Add to “灯塔”"}, "New project “Frankenstein”")
	into.SetSelected("Add to “灯塔”")
	h.tapDialogButton("Import")
	h.waitFor("the book's chapters in the chosen project", func() bool { return len(h.projectChapters("灯塔")) == 1+len(chs) })
	h.closeImportProgress()
	if _, ok, _ := h.eng.ProjectByName("Frankenstein"); ok {
		t.Fatal("the import made a project the author did not choose")
	}

	// An earlier import named the project after the file, and holds its
	// first chapter: the file goes on with it, which is chosen.
	h.addChapter("frankenstein", "Chapter 1", paraMarket)
	h.u.state.reload(nil)
	h.waitFor("the sidebar to list the project", func() bool { return len(h.u.state.projectList()) == 2 })
	choose("frankenstein.txt", []string{"New project “Frankenstein”", "Add to “frankenstein”", "Add to “灯塔”"}, "Add to “frankenstein”")
	h.tapDialogButton("Cancel")
}

// TestImportOfATitleTakenMakesANewProject: importing a book whose title
// a project has already adds to that project only when the file goes on
// with it (it holds chapters the project has, or its numbering goes on
// from the project's); otherwise the dialog chooses a new project, named
// apart (呐喊 (2)), and offers the one of the same title right after it.
// Imported with the dialog's choice, a second book is a project of its own
// and the one of the same title keeps its chapters.
func TestImportOfATitleTakenMakesANewProject(t *testing.T) {
	type chapter struct{ title, text string }
	old := []chapter{{"第一章 旧稿", paraHarbor}}
	file := "第一章 风起\n\n" + paraMarket + "\n\n第二章 云涌\n\n" + paraMountain + "\n"
	tests := []struct {
		name     string
		existing map[string][]chapter // projects before the import
		file     string
		options  []string
		selected string
		made     string // the project the chosen import adds to
		chapters int    // its chapters after
	}{
		{"no project of the title", map[string][]chapter{"灯塔": old}, file,
			[]string{"New project “呐喊”", "Add to “灯塔”"}, "New project “呐喊”", "呐喊", 2},
		{"another book of the title", map[string][]chapter{"呐喊": old, "灯塔": old}, file,
			[]string{"New project “呐喊 (2)”", "Add to “呐喊”", "Add to “灯塔”"}, "New project “呐喊 (2)”", "呐喊 (2)", 2},
		{"the title and its second taken", map[string][]chapter{"呐喊": old, "呐喊 (2)": old}, file,
			[]string{"New project “呐喊 (3)”", "Add to “呐喊”", "Add to “呐喊 (2)”"}, "New project “呐喊 (3)”", "呐喊 (3)", 2},
		{"the same book again, longer", map[string][]chapter{"呐喊": {{"第一章 风起", paraMarket}}, "灯塔": old}, file,
			[]string{"New project “呐喊 (2)”", "Add to “呐喊”", "Add to “灯塔”"}, "Add to “呐喊”", "呐喊", 2},
		{"its numbering goes on", map[string][]chapter{"呐喊": old}, "第二章 风起\n\n" + paraMarket + "\n\n第三章 云涌\n\n" + paraMountain + "\n",
			[]string{"New project “呐喊 (2)”", "Add to “呐喊”"}, "Add to “呐喊”", "呐喊", 3},
		{"the same book again, after one of the title", map[string][]chapter{"呐喊": old, "呐喊 (2)": {{"第一章 风起", paraMarket}}}, file,
			[]string{"New project “呐喊 (3)”", "Add to “呐喊”", "Add to “呐喊 (2)”"}, "Add to “呐喊 (2)”", "呐喊 (2)", 2},
		{"its numbering starts again", map[string][]chapter{"呐喊": {{"第一章 旧稿", paraHarbor}, {"第二章 旧稿", paraLighthouse}}}, "第二章 风起\n\n" + paraMarket + "\n",
			[]string{"New project “呐喊 (2)”", "Add to “呐喊”"}, "New project “呐喊 (2)”", "呐喊 (2)", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			for _, name := range slices.Sorted(maps.Keys(tt.existing)) {
				for _, c := range tt.existing[name] {
					h.addChapter(name, c.title, c.text)
				}
			}
			h.u.state.reload(nil)
			h.waitFor("the sidebar to list the projects", func() bool { return len(h.u.state.projectList()) == len(tt.existing) })
			into := h.openImport("呐喊.txt", []byte(tt.file))
			if !slices.Equal(into.Options, tt.options) || into.Selected != tt.selected {
				t.Fatalf("offers %q, %q selected; want %q, %q", into.Options, into.Selected, tt.options, tt.selected)
			}
			h.tapDialogButton("Import")
			h.waitFor("the book in the chosen project", func() bool { return len(h.projectChapters(tt.made)) == tt.chapters })
			h.closeImportProgress()
			for name, had := range tt.existing {
				if name == tt.made {
					continue
				}
				if got := h.projectChapters(name); len(got) != len(had) {
					t.Errorf("project %s has %d chapters after the import, want its %d", name, len(got), len(had))
				}
			}
		})
	}
}

// TestImportOfAnotherBookWithTheSameTitlePage: a book that opens with
// the title page of one imported before (呐喊, 鲁迅) but has chapters of its
// own is another book of the title, and goes into a new project: the
// title page alone chose the project of the title, as if the file went
// on with it (seen in the window with a draft titled 呐喊). The same file
// again still goes on with its project, and so does a file of front
// matter alone.
func TestImportOfAnotherBookWithTheSameTitlePage(t *testing.T) {
	tests := []struct {
		name, file string
		selected   string
	}{
		{"another book", "呐喊\n鲁迅\n\n第一章 草稿\n\n" + paraMountain + "\n", "New project “呐喊 (2)”"},
		{"the same book again", "呐喊\n鲁迅\n\n第一章 风起\n\n" + paraMarket + "\n", "Add to “呐喊”"},
		{"the title page alone", "呐喊\n鲁迅\n", "Add to “呐喊”"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			h.importManuscript("呐喊.txt", "呐喊\n鲁迅\n\n第一章 风起\n\n"+paraMarket+"\n")
			h.waitFor("the book in the sidebar", func() bool {
				ps := h.u.state.projectList()
				return len(ps) == 1 && len(h.u.state.chapterList(ps[0].ID)) == 2
			})
			h.closeImportProgress()
			if h.projectChapters("呐喊")[0].Index != 0 {
				t.Fatal("the title page was not imported as front matter")
			}
			if into := h.openImport("nahan-draft.txt", []byte(tt.file)); into.Selected != tt.selected {
				t.Errorf("Into chooses %q, want %q", into.Selected, tt.selected)
			}
		})
	}
}

// TestImportAsksOnce: a manuscript dropped on the window is imported
// after one question: the dialog that lists its chapters and their count
// says where they go too, and Enter imports them there. It asked in two
// dialogs, the chapters first, then where (Into) with the chapters out of
// sight. A book of a title a project has goes into a new project named
// apart, and the dialog says why; a file that goes on with the project is
// added to it; a 请假条 stays in its chapter, no chapter of its own.
func TestImportAsksOnce(t *testing.T) {
	const serial = "第一章 风起\n\n　　风从北边来，吹了三天三夜。\n\n请假条：今天家里有事，请假一天。\n\n第二章 云涌\n\n　　云压得很低。\n"
	tests := []struct {
		name     string
		language string
		existing []string // 呐喊's chapter titles before, each with paraHarbor
		selected string   // what Into chooses
		note     string   // what the dialog says of the choice
		made     string   // the project the chapters go into
		chapters int      // its chapters after
	}{
		{"another book of the title, Chinese", langZh, []string{"第一章 旧稿"},
			"新建作品《呐喊 (2)》", "已有同名作品《呐喊》，这个文件不是它的后续，所以导入到新作品。", "呐喊 (2)", 2},
		{"another book of the title, English", langEn, []string{"第一章 旧稿"},
			"New project “呐喊 (2)”", "A project “呐喊” has this title already, and this file does not go on with it, so it goes into a new project.", "呐喊 (2)", 2},
		{"the next part of the serial", langZh, []string{"第一章 旧稿", "第二章 旧稿"},
			"加入《呐喊》", "这个文件接续《呐喊》", "呐喊", 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tt.language})
			for _, title := range tt.existing {
				h.addChapter("呐喊", title, paraHarbor)
			}
			h.u.state.reload(nil)
			h.waitFor("the sidebar to list the project", func() bool { return len(h.u.state.projectList()) == 1 })
			file := serial
			if len(tt.existing) == 2 {
				file = strings.NewReplacer("第一章", "第三章", "第二章", "第四章").Replace(serial)
			}
			path := filepath.Join(t.TempDir(), "呐喊.txt")
			if err := os.WriteFile(path, []byte(file), 0o644); err != nil {
				t.Fatal(err)
			}
			h.u.dropped(fyne.Position{}, []fyne.URI{storage.NewFileURI(path)})
			c := h.u.Window().Canvas()
			h.waitFor("the import dialog to know where the chapters go", func() bool {
				into := intoChoice(c.Overlays().Top())
				return into != nil && !into.Disabled() && into.Selected != ""
			})
			top := c.Overlays().Top()
			if n := len(c.Overlays().List()); n != 1 {
				t.Fatalf("%d dialogs open, want the import dialog alone", n)
			}
			if into := intoChoice(top); into.Selected != tt.selected {
				t.Errorf("Into chooses %q of %q, want %q", into.Selected, into.Options, tt.selected)
			}
			zi := engine.CountText("风从北边来，吹了三天三夜。请假条：今天家里有事，请假一天。云压得很低。").Zi
			count := countText(engine.CountZi, zi) // a Chinese file is counted in 字 under any interface
			for _, want := range []string{"风起", "云涌", count, tt.note} {
				if !findLabel(top, want) {
					t.Errorf("the import dialog does not say %q: %q", want, visibleStrings(top))
				}
			}
			if findLabel(top, "请假条") {
				t.Error("the import dialog lists the 请假条 as a chapter")
			}

			// Enter imports, with nothing more to answer.
			c.Unfocus()
			c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
			h.waitFor("the chapters in "+tt.made, func() bool { return len(h.projectChapters(tt.made)) == tt.chapters })
			if !walkObjects(c.Overlays().Top(), func(o fyne.CanvasObject) bool { _, ok := o.(*widget.ProgressBar); return ok }) {
				t.Errorf("after Enter the dialog on top is not the import's progress: %q", visibleStrings(c.Overlays().Top()))
			}
			if n := len(c.Overlays().List()); n != 1 {
				t.Errorf("%d dialogs open after Enter, want the progress alone", n)
			}
			chs := h.projectChapters(tt.made)
			last, err := h.eng.Chapter(chs[len(chs)-2].ID)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(last.Text, "请假条") {
				t.Errorf("the 请假条 is not in its chapter %q: %q", last.Title, last.Text)
			}
			if tt.made != "呐喊" {
				if got := h.projectChapters("呐喊"); len(got) != len(tt.existing) {
					t.Errorf("呐喊 has %d chapters after the import, want its %d", len(got), len(tt.existing))
				}
			}
		})
	}
}

// TestImportDialogKeepsTheAuthorsChoice: the project the author picks in
// Into stays picked when another chapter pattern lists the chapters
// again, and is the one the chapters go into; the note on why Into chose
// the new project goes once the author chose another. Cancelled, with
// the keyboard in Into, the dialog leaves no project and no dialog
// behind, even when what it was working out comes back after.
func TestImportDialogKeepsTheAuthorsChoice(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.addChapter("灯塔", "第一章 旧稿", paraHarbor)
	h.addChapter("山路", "第一章 旧稿", paraHarbor)
	h.u.state.reload(nil)
	h.waitFor("the sidebar to list the projects", func() bool { return len(h.u.state.projectList()) == 2 })
	c := h.u.Window().Canvas()
	book := []byte("第一章 风起\n\n" + paraMarket + "\n\n第二章 云涌\n\n" + paraMountain + "\n")

	// Cancelled with Esc at once, before it knows where the chapters go:
	// nothing opens after, when the work it started comes back.
	p := h.u.previewImport("山路.txt", book)
	c.Unfocus()
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if c.Overlays().Top() != nil {
		t.Fatal("Esc did not close the import dialog")
	}
	h.settle()
	if top := c.Overlays().Top(); top != nil {
		t.Fatalf("a cancelled import left a dialog: %q", visibleStrings(top))
	}
	if ps, err := h.eng.Projects(); err != nil || len(ps) != 2 {
		t.Fatalf("projects after a cancelled import: %v, %v", ps, err)
	}

	p = h.u.previewImport("山路.txt", book)
	h.waitFor("the import dialog to know where the chapters go", func() bool { return !p.proceed.Disabled() })
	top := c.Overlays().Top()
	if p.into.Selected != "New project “山路 (2)”" || !findLabel(top, "A project “山路” has this title already") {
		t.Fatalf("Into chooses %q, the dialog says %q", p.into.Selected, visibleStrings(top))
	}
	p.into.SetSelected("Add to “灯塔”")
	if findLabel(top, "has this title already") {
		t.Error("the note on the new project stays once the author chose 灯塔")
	}
	p.pattern.SetText("^第.章 风起$")
	test.Tap(findButton(top, "Apply"))
	h.waitFor("the chapters under the new pattern", func() bool {
		return findLabel(p.summary, "1 chapter, ") && !p.proceed.Disabled()
	})
	if p.into.Selected != "Add to “灯塔”" {
		t.Fatalf("another pattern changed Into to %q, the author chose 灯塔", p.into.Selected)
	}
	// Enter in Into imports, as Enter does with nothing focused.
	c.Focus(p.into)
	p.into.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the chapter in 灯塔", func() bool { return len(h.projectChapters("灯塔")) == 2 })
	if _, ok, _ := h.eng.ProjectByName("山路 (2)"); ok {
		t.Error("the import made a project the author did not choose")
	}
}

// settle waits until the background jobs queued so far have run, and
// what they handed the UI goroutine, and the jobs those queued in turn.
func (h *harness) settle() {
	h.t.Helper()
	for range 3 {
		done := false
		h.u.background(func() { h.u.do(func() { done = true }) })
		h.waitFor("the background jobs to run", func() bool { return done })
	}
}

func TestNamedApart(t *testing.T) {
	tests := []struct {
		project, name string
		want          bool
	}{
		{"呐喊 (2)", "呐喊", true},
		{"呐喊 (12)", "呐喊", true},
		{"呐喊", "呐喊", false},
		{"呐喊 (0)", "呐喊", false},
		{"呐喊 ()", "呐喊", false},
		{"呐喊 (二)", "呐喊", false},
		{"呐喊 (2) 续", "呐喊", false},
		{"彷徨 (2)", "呐喊", false},
	}
	for _, tt := range tests {
		if got := namedApart(tt.project, tt.name); got != tt.want {
			t.Errorf("namedApart(%q, %q) = %v, want %v", tt.project, tt.name, got, tt.want)
		}
	}
}

// TestImportPreviewMarksWhatTheProjectHas: adding a file to a project,
// the import dialog marks the chapters the project has already (left out
// by the import), those of a title it has with other text, and those of
// a text it has under another title; Into set to a new project, the marks
// go. Before, the list showed none of this and the author learnt it only
// after importing.
func TestImportPreviewMarksWhatTheProjectHas(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.importManuscript("山路.md", "## 第一章 山路\n\n"+paraMountain+"\n\n## 第二章 集市\n\n"+paraMarket+"\n")
	h.waitFor("the first import", func() bool { return len(h.projectChapters("山路")) == 2 })
	h.closeImportProgress()
	h.reloadSidebar()

	file := "## 第一章 山路\n\n" + paraMountain + "\n\n## 第二章 集市\n\n" + paraHarbor + "\n\n## 第三章 赶集\n\n" + paraMarket +
		"\n\n## 第四章 新路\n\n" + paraMountain + "又下起了雨。\n"
	p := h.u.previewImport("山路.md", []byte(file))
	h.waitFor("the import dialog to know where the chapters go", func() bool { return !p.proceed.Disabled() })
	if p.into.Selected != "Add to “山路”" {
		p.into.SetSelected("Add to “山路”")
	}
	want := []engine.ChapterMatch{engine.SameChapter, engine.SameTitle, engine.SameText, engine.NoMatch}
	h.waitFor("the marks", func() bool { return p.marks != nil })
	if !slices.Equal(p.marks, want) {
		t.Fatalf("marks %v, want %v", p.marks, want)
	}
	for _, mark := range []string{"In the project already, not imported again", "The project has a chapter of this title", "The project has this text under another title"} {
		if !findLabel(p.list, mark) {
			t.Errorf("no row is marked %q", mark)
		}
	}
	if n := countVisibleMarks(p.list); n != 3 {
		t.Errorf("%d rows marked, want 3 (第四章 新路 is new)", n)
	}

	p.into.SetSelected(p.into.Options[0]) // a new project has none of them
	h.waitFor("the marks to go", func() bool { return p.marks == nil && countVisibleMarks(p.list) == 0 })
	h.tapDialogButton("Cancel")
}

// countVisibleMarks counts the rows of the import dialog's list that show
// a mark.
func countVisibleMarks(list fyne.CanvasObject) int {
	marks := map[string]bool{"In the project already, not imported again": true,
		"The project has a chapter of this title": true, "The project has this text under another title": true}
	n := 0
	walkObjects(list, func(o fyne.CanvasObject) bool {
		if l, ok := o.(*widget.Label); ok && l.Visible() && marks[l.Text] {
			n++
		}
		return false
	})
	return n
}
