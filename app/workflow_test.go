package app

import (
	"context"
	"errors"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/engine/search"
)

// TestSidebarManagesChapters drives the sidebar like an author: a project
// made through its dialog, which opens its first chapter (the book came
// empty, and what the author typed next went nowhere), chapters added
// with Ctrl+N, a title typed in
// the editor, reordering with the move buttons, and a delete that is
// cancelled at the confirmation.
func TestSidebarManagesChapters(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.u.sidebar
	if !s.empty.Visible() {
		t.Fatal("an empty data directory should show the empty-state hint")
	}

	s.newProject()
	name := h.u.Window().Canvas().Focused()
	test.Type(name, "新小说")
	h.tapDialogButton("Create")
	h.waitFor("the project", func() bool {
		return len(h.u.state.projectList()) == 1 && h.u.state.projectList()[0].Name == "新小说"
	})
	pid := h.u.state.projectList()[0].ID
	if h.u.state.projectID() != pid || s.empty.Visible() {
		t.Fatal("the new project is not current, or the empty hint stayed")
	}
	// The new book opens its first chapter, its title ready to type over.
	h.waitFor("the first chapter", func() bool {
		chs := h.u.state.chapterList(pid)
		return len(chs) == 1 && h.u.editor.chapterID == chs[0].ID
	})
	if first := h.u.state.chapterList(pid)[0].Title; h.u.Window().Canvas().Focused() != h.u.editor.title || first == "" || h.u.editor.title.SelectedText() != first {
		t.Fatalf("a new project's first chapter: keyboard on %T, title selection %q", h.u.Window().Canvas().Focused(), h.u.editor.title.SelectedText())
	}

	for i := 2; i <= 3; i++ {
		h.u.editor.title.TypedShortcut(scNewChapter) // Ctrl+N from wherever the focus is
		h.waitFor("a new chapter", func() bool {
			return len(h.u.state.chapterList(pid)) == i && h.u.editor.chapterID == h.u.state.chapterList(pid)[i-1].ID
		})
	}
	chs := h.u.state.chapterList(pid)
	if h.u.Window().Canvas().Focused() != h.u.editor.title {
		t.Fatal("a new chapter should put the cursor in its title")
	}

	// Retitle the open (third) chapter from the editor: its title is
	// selected, so typing replaces it.
	test.Type(h.u.editor.title, "第三章 夜航")
	h.waitFor("the title to reach the tree", func() bool {
		c, _ := h.u.state.chapter(chs[2].ID)
		return c.Title == "第三章 夜航"
	})

	// Move it to the top with two clicks on "move up", which then greys
	// out (and "move down", greyed out on the last chapter, comes on).
	if s.up.Disabled() || !s.down.Disabled() {
		t.Fatalf("on the last chapter: up disabled %v, down disabled %v", s.up.Disabled(), s.down.Disabled())
	}
	test.Tap(s.up.ToolbarObject().(fyne.Tappable))
	h.waitFor("the first move", func() bool { c, _ := h.u.state.chapter(chs[2].ID); return c.Order == 1 })
	test.Tap(s.up.ToolbarObject().(fyne.Tappable))
	h.waitFor("the second move", func() bool {
		c, _ := h.u.state.chapter(chs[2].ID)
		return c.Order == 0 && s.up.Disabled() && !s.down.Disabled()
	})
	s.moveSelected(-1) // already first: nothing happens
	s.tree.Select(projectUID(pid))
	if !s.up.Disabled() || !s.down.Disabled() {
		t.Error("up and down enabled on a project row, where they do nothing")
	}
	s.tree.Select(chapterUID(chs[2].ID))
	infos, err := h.eng.Chapters(pid)
	if err != nil {
		t.Fatal(err)
	}
	if infos[0].ID != chs[2].ID || infos[1].ID != chs[0].ID || infos[2].ID != chs[1].ID {
		t.Fatalf("engine order after moves: %d %d %d", infos[0].ID, infos[1].ID, infos[2].ID)
	}

	// A cancelled delete keeps the chapter.
	s.deleteSelected()
	h.tapDialogButton("Cancel")
	h.pump()
	if _, ok := h.u.state.chapter(chs[2].ID); !ok {
		t.Fatal("cancelling the confirmation deleted the chapter")
	}
}

// TestNewChapterWithoutAProject: Ctrl+N before any project exists asks
// for the book's name, then gives it its first chapter, open with the
// cursor in the title, as the author pressed Ctrl+N to start writing.
func TestNewChapterWithoutAProject(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.u.keys.handle(scNewChapter)
	name := h.u.Window().Canvas().Focused()
	if name == nil {
		t.Fatal("Ctrl+N with no project did not ask for one")
	}
	test.Type(name, "风起")
	h.tapDialogButton("Create")
	h.waitFor("the project and its first chapter, open", func() bool {
		ps := h.u.state.projectList()
		if len(ps) != 1 {
			return false
		}
		chs := h.u.state.chapterList(ps[0].ID)
		return len(chs) == 1 && h.u.editor.chapterID == chs[0].ID
	})
	if h.u.Window().Canvas().Focused() != h.u.editor.title {
		t.Fatal("the first chapter should have the cursor in its title")
	}
}

// TestNameDialogsSubmitOnEnter: Enter in the name box of the New project
// and Rename dialogs does what their button does, and does nothing while
// the name is empty.
func TestNameDialogsSubmitOnEnter(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	s := h.u.sidebar
	enter := func() {
		h.u.Window().Canvas().Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}

	s.newProject()
	enter() // no name yet
	if h.u.Window().Canvas().Overlays().Top() == nil {
		t.Fatal("Enter with no name closed the New project dialog")
	}
	test.Type(h.u.Window().Canvas().Focused(), "海上书")
	enter()
	h.waitFor("the project", func() bool {
		return len(h.u.state.projectList()) == 1 && h.u.state.projectList()[0].Name == "海上书"
	})
	if h.u.Window().Canvas().Overlays().Top() != nil {
		t.Fatal("the New project dialog stayed open after Enter")
	}

	pid := h.u.state.projectList()[0].ID
	h.waitFor("its first chapter open", func() bool { return len(h.u.state.chapterList(pid)) == 1 && h.u.editor.chapterID != 0 })
	s.tree.Select(projectUID(pid))
	h.waitFor("the project in the tree", func() bool { return s.selected == projectUID(pid) })
	s.renameSelected()
	name := h.u.Window().Canvas().Focused()
	if name == nil {
		t.Fatal("the Rename dialog does not put the cursor in the name")
	}
	// The old name is selected: typing replaces it.
	if sel := name.(*keyEntry).SelectedText(); sel != "海上书" {
		t.Fatalf("the Rename dialog selects %q, want the old name", sel)
	}
	// drawn reports whether the dialog on top draws text (its form's
	// labels are text the form draws, not widgets).
	drawn := func(text string) bool {
		top := h.u.Window().Canvas().Overlays().Top()
		if top == nil {
			return false
		}
		for _, o := range test.LaidOutObjects(top) {
			if t, ok := o.(*canvas.Text); ok && t.Text == text {
				return true
			}
		}
		return false
	}
	if !drawn("Name") {
		t.Error("the project's Rename dialog does not ask for a name")
	}
	test.Type(name, "海上书（二稿）")
	enter()
	h.waitFor("the new name", func() bool { return h.u.state.projectList()[0].Name == "海上书（二稿）" })

	// A chapter has a title, as the editor's title box calls it.
	_, c := h.addChapter("海上书（二稿）", "第一章", "　　船开了。")
	h.reloadSidebar()
	h.openInTree(pid, c.ID)
	s.renameSelected()
	if !drawn("Chapter title") {
		t.Error("the chapter's Rename dialog does not ask for its title")
	}
	h.tapDialogButton("Cancel")
}

// TestDialogsTakeEscAndHoldCommands: Esc cancels a dialog, from its name
// box or with nothing in it focused, as its Cancel or No button would;
// while a dialog is open the window's commands wait (Ctrl+N behind
// "Delete chapter?" would make a chapter the author cannot see).
func TestDialogsTakeEscAndHoldCommands(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	s := h.u.sidebar
	c := h.u.Window().Canvas()
	esc := &fyne.KeyEvent{Name: fyne.KeyEscape}

	s.newProject()
	c.Focused().TypedKey(esc)
	if c.Overlays().Top() != nil || len(h.u.state.projectList()) != 0 {
		t.Fatal("Esc in the New project dialog did not cancel it")
	}

	p, ch := h.addChapter("海上书", "第一章", paraHarbor)
	h.u.state.openChapter(p.ID, ch.ID, nil)
	h.waitFor("the chapter in the tree", func() bool { return s.selected == chapterUID(ch.ID) })
	s.deleteSelected()
	if c.Overlays().Top() == nil {
		t.Fatal("no confirmation before deleting")
	}
	if h.u.keys.handle(scNewChapter) {
		t.Fatal("Ctrl+N ran behind the confirmation")
	}
	for _, m := range h.u.mainMenu().Items { // the driver fires menu shortcuts itself
		for _, it := range m.Items {
			if it.Shortcut == fyne.Shortcut(scNewChapter) {
				it.Action()
			}
		}
	}
	h.u.waitBackground(5 * time.Second)
	if chs, err := h.eng.Chapters(p.ID); err != nil || len(chs) != 1 {
		t.Fatalf("the menu's New Chapter ran behind the confirmation: %d chapters (%v)", len(chs), err)
	}
	c.Unfocus()
	c.OnTypedKey()(esc) // nothing in the dialog has the keyboard
	if c.Overlays().Top() != nil {
		t.Fatal("Esc did not cancel the confirmation")
	}
	h.u.waitBackground(5 * time.Second)
	if chs, err := h.eng.Chapters(p.ID); err != nil || len(chs) != 1 {
		t.Fatalf("after Esc the project holds %d chapters (%v), want the one", len(chs), err)
	}
	if !h.u.keys.handle(scNewChapter) {
		t.Fatal("Ctrl+N no longer runs once the dialog is gone")
	}
	h.waitFor("the new chapter", func() bool { return len(h.u.state.chapterList(p.ID)) == 2 })

	// The settings dialog lays out its own buttons; Esc presses its Close.
	if !h.u.keys.handle(scSettings) || c.Overlays().Top() == nil {
		t.Fatal("Ctrl+, did not open the settings")
	}
	c.Unfocus()
	c.OnTypedKey()(esc)
	if c.Overlays().Top() != nil {
		t.Fatal("Esc did not close the settings")
	}

	// Fyne's file chooser has a Cancel without the cancel icon.
	h.u.command(cmdImport)
	if c.Overlays().Top() == nil {
		t.Fatal("Ctrl+O did not open the file chooser")
	}
	c.Unfocus()
	c.OnTypedKey()(esc)
	if c.Overlays().Top() != nil {
		t.Fatal("Esc did not close the Import file chooser")
	}
}

// TestEnterAnswersDialogs: with nothing in a dialog focused, Enter
// presses its highlighted button (under xvfb the "Exported" message took
// only Esc or a click): it merges at the merge question and closes a
// message with a lone OK, but it does not delete at the delete question.
func TestEnterAnswersDialogs(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	c := h.u.Window().Canvas()
	enter := func() {
		t.Helper()
		c.Unfocus()
		c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyReturn})
	}
	p, first := h.addChapter("海上书", "第一章", paraHarbor)
	h.addChapter("海上书", "第二章", paraMarket)
	h.u.state.openChapter(p.ID, first.ID, nil)
	h.waitFor("the chapter in the tree", func() bool { return h.u.sidebar.selected == chapterUID(first.ID) })

	h.u.sidebar.deleteSelected()
	enter()
	h.u.waitBackground(5 * time.Second)
	if c.Overlays().Top() == nil || len(h.u.state.chapterList(p.ID)) != 2 {
		t.Fatal("Enter answered the delete question")
	}
	c.OnTypedKey()(&fyne.KeyEvent{Name: fyne.KeyEscape})

	h.u.command(cmdMergeChapter)
	if c.Overlays().Top() == nil {
		t.Fatal("no merge question")
	}
	enter()
	h.waitFor("the merge", func() bool { return len(h.u.state.chapterList(p.ID)) == 1 })

	h.u.command(cmdMergeChapter) // the last chapter: a message with OK
	if top := c.Overlays().Top(); top == nil || !findLabel(top, "is the last chapter") {
		t.Fatal("no message about the last chapter")
	}
	enter()
	if c.Overlays().Top() != nil {
		t.Fatal("Enter did not close the message")
	}
}

// TestNewChapterTitleThenText: a new chapter opens with its title
// selected, so typing replaces "Chapter N"; Enter in the title moves the
// cursor to the text, which invites writing while it is empty.
func TestNewChapterTitleThenText(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c1 := h.addChapter("海上书", "第一章", paraHarbor)
	h.u.state.setProject(p.ID)
	ed := h.u.editor
	ed.title.TypedShortcut(scNewChapter)
	h.waitFor("the new chapter", func() bool {
		chs := h.u.state.chapterList(p.ID)
		return len(chs) == 2 && ed.chapterID == chs[1].ID && ed.title.Text != "" && ed.title.SelectedText() == ed.title.Text
	})
	if h.u.Window().Canvas().Focused() != ed.title {
		t.Fatal("the cursor is not in the new chapter's title")
	}
	if ed.text.PlaceHolder != "Start writing here." {
		t.Fatalf("an open empty chapter says %q", ed.text.PlaceHolder)
	}
	test.Type(ed.title, "第二章 启航")
	if ed.title.Text != "第二章 启航" {
		t.Fatalf("typing over the new title gave %q", ed.title.Text)
	}
	ed.title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if h.u.Window().Canvas().Focused() != ed.text {
		t.Fatal("Enter in the title did not move the cursor to the text")
	}
	typeInto(ed.text, "船在黎明时离开港口。")
	// The book indents its paragraphs, so the new chapter's first one is
	// indented too (TestNewChapterFollowsTheBooksIndent).
	if ed.text.Text() != "　　船在黎明时离开港口。" || ed.title.Text != "第二章 启航" {
		t.Fatalf("title %q, text %q", ed.title.Text, ed.text.Text())
	}

	// A new chapter's selected title must not leak into the next chapter
	// opened: typed keys go after its title, none replaces another.
	ed.title.TypedShortcut(scNewChapter)
	h.waitFor("a third chapter with its title selected", func() bool {
		chs := h.u.state.chapterList(p.ID)
		return len(chs) == 3 && ed.chapterID == chs[2].ID && ed.title.SelectedText() != ""
	})
	h.u.state.openChapter(p.ID, c1.ID, nil)
	h.waitFor("the first chapter", func() bool { return ed.chapterID == c1.ID })
	h.u.Window().Canvas().Focus(ed.title)
	test.Type(ed.title, "（上）")
	if ed.title.Text != "第一章（上）" {
		t.Fatalf("typing after the first chapter's title gave %q", ed.title.Text)
	}

	h.u.state.closeChapter()
	if ed.text.PlaceHolder == "Start writing here." {
		t.Fatal("with no chapter open the text still invites writing")
	}
}

// TestShortcutsWhileEditing: Ctrl+S saves at once (no autosave wait) and
// indexes without the debounce; Ctrl+F moves to the search box; F3,
// Shift+F3 and Ctrl+Down/Up step through results from inside the editor.
func TestShortcutsWhileEditing(t *testing.T) {
	h := newHarness(t, harnessOptions{holdIndexing: true, ui: Options{AutosaveDelay: time.Hour}})
	p, c := h.addChapter("书", "第一章", paraHarbor+"\n\n"+paraMarket+"\n\n"+paraMountain)
	h.addChapter("书", "第二章", paraLighthouse+"\n\n"+paraMountain+"\n\n"+paraHarbor)
	// A third chapter, so that three story passages answer: each chapter
	// is one passage, and its summary, which only repeats it, is no
	// result of its own.
	h.addChapter("书", "第三章", paraMarket+"\n\n"+paraLighthouse)
	h.flush()
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	test.Type(ed.text, "夜")
	if ed.state != stateEdited || ed.indicatorText() != "Edited" {
		t.Fatalf("after typing: state %v, indicator %q", ed.state, ed.indicatorText())
	}
	ed.text.TypedShortcut(scSave)
	h.waitFor("Ctrl+S to save and index", func() bool { return ed.indicatorText() == "Saved · indexed" })
	if got, _ := h.eng.Chapter(c.ID); !strings.HasPrefix(got.Text, "夜") {
		t.Fatalf("Ctrl+S did not store the text: %q", truncateRunes(got.Text, 10))
	}

	h.u.Window().Canvas().Unfocus()
	h.u.keys.handle(scFind) // Ctrl+F outside the editor
	if h.u.Window().Canvas().Focused() != h.u.search.query {
		t.Fatal("Ctrl+F did not focus the search box")
	}
	cards := h.search("码头 集市 山路 灯塔")
	if len(cards) < 3 {
		t.Fatalf("want 3+ results to step through:%s", describe(cards))
	}
	sp := h.u.search
	steps := []struct {
		name string
		key  func()
		want int
	}{
		{"F3", func() { ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF3}) }, 0},
		{"F3 again", func() { ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF3}) }, 1},
		{"Ctrl+Down", func() { ed.text.TypedShortcut(scNextResult) }, 2},
		{"Ctrl+Up", func() { ed.text.TypedShortcut(scPrevResult) }, 1},
		{"Shift+F3", func() {
			shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
			ed.text.KeyDown(shift)
			ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF3})
			ed.text.KeyUp(shift)
		}, 0},
		{"Shift+F3 wraps", func() {
			shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
			ed.text.KeyDown(shift)
			ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF3})
			ed.text.KeyUp(shift)
		}, len(cards) - 1},
	}
	for _, st := range steps {
		st.key()
		h.pump()
		if sp.selected != st.want {
			t.Fatalf("%s: selected result %d, want %d", st.name, sp.selected, st.want)
		}
		r := sp.results[st.want]
		if r.Kind != search.KindChapter {
			// A summary opens its chapter; there is no passage to select.
			h.waitFor(st.name+" to open the summarised chapter", func() bool { return ed.chapterID == r.SummaryOf })
			continue
		}
		want := runes(r.Text, r.MatchStart, r.MatchEnd)
		h.waitFor(st.name+" to show the passage", func() bool {
			return ed.chapterID == r.OwnerID && len(ed.text.Highlights()) == 1 && shownPassage(t, ed) == want
		})
	}
	// Down in the search box steps too.
	h.u.command(cmdFind)
	sp.query.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	if sp.selected != 0 {
		t.Fatalf("Down in the search box selected %d, want 0 (wrapped)", sp.selected)
	}
}

// TestCloseSavesPendingText: text typed just before the window closes is
// saved even though the autosave had not fired yet, and Options.Quitting
// (the desktop main's exit watchdog) hears of the close.
func TestCloseSavesPendingText(t *testing.T) {
	dir := t.TempDir()
	quitting := 0
	h := newHarness(t, harnessOptions{dir: dir, ui: Options{AutosaveDelay: time.Hour, Quitting: func() { quitting++ }}})
	p, c := h.addChapter("书", "第一章", paraHarbor)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	test.Type(ed.text, "最后一句。")
	want := ed.text.Text()
	h.u.requestClose() // what closing the window runs
	h.winClosed = true
	if quitting != 1 {
		t.Fatalf("Options.Quitting ran %d times on close, want 1", quitting)
	}
	h.close()
	h = newHarness(t, harnessOptions{dir: dir})
	got, err := h.eng.Chapter(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Text != want {
		t.Fatalf("text typed before close was lost: %q", truncateRunes(got.Text, 12))
	}
}

// TestImportThroughUIAndExport imports a Markdown manuscript through the
// import dialog, follows its indexing in the progress dialog, then
// exports the project as text and Markdown and checks that both re-import
// to the same chapters.
func TestImportThroughUIAndExport(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	md := "## 第一章 港口\n\n" + paraHarbor + "\n\n" + paraMarket + "\n\n## 第二章 灯塔\n\n" + paraLighthouse + "\n"
	chs, err := parseManuscript("海上.md", []byte(md))
	if err != nil {
		t.Fatal(err)
	}
	if len(chs) != 2 {
		t.Fatalf("parsed %d chapters, want 2", len(chs))
	}
	h.importManuscript("海上.md", md)
	var pid uint64
	h.waitFor("the import to finish indexing", func() bool {
		p, ok, _ := h.eng.ProjectByName("海上")
		pid = p.ID
		top := h.u.Window().Canvas().Overlays().Top()
		return ok && top != nil && findLabel(top, "imported and indexed")
	})
	// Nothing runs on in the background now: the button closes the
	// dialog and says so.
	if top := h.u.Window().Canvas().Overlays().Top(); findButton(top, lang.L("Continue in background")) != nil {
		t.Error("the finished import still offers to continue in the background")
	}
	h.tapDialogButton("Close")
	h.waitFor("the tree to list the chapters", func() bool { return len(h.u.state.chapterList(pid)) == len(chs) })

	p, _ := h.u.state.project(pid)
	for _, format := range []engine.ExportFormat{"txt", "md"} {
		path := exportFromMenu(t, h, p, format)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		out := string(data)
		back, err := engine.ParseBook(path, data, importer.Options{})
		if err != nil {
			t.Fatal(err)
		}
		var got []importer.Chapter
		for _, c := range back {
			if c.Index > 0 { // the Markdown "# project" line is front matter
				got = append(got, c)
			}
		}
		if len(got) != len(chs) {
			t.Fatalf("%s export re-imports to %d chapters, want %d:\n%s", format, len(got), len(chs), out)
		}
		for i := range chs {
			// Markdown has no paragraph indent: the paragraphs come back
			// without the full-width spaces before them.
			if got[i].Title != chs[i].Title || !slices.Equal(paragraphLines(got[i].Text), paragraphLines(chs[i].Text)) {
				t.Fatalf("%s chapter %d: got %q / %q, want %q / %q", format, i, got[i].Title, truncateRunes(got[i].Text, 10), chs[i].Title, truncateRunes(chs[i].Text, 10))
			}
		}
	}
}

// paragraphLines is a text's lines that hold anything, without the
// spaces (full-width ones too) around them.
func paragraphLines(text string) []string {
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// failingEmbedder stands in for a model that breaks at run time, which a
// real model cannot be made to do on demand.
type failingEmbedder struct{}

var errModelBroken = errors.New("model exploded")

func (failingEmbedder) Embed(context.Context, []string) ([][]float32, error) {
	return nil, errModelBroken
}
func (failingEmbedder) EmbedQuery(context.Context, string) ([]float32, error) {
	return nil, errModelBroken
}
func (failingEmbedder) Dims() int       { return 16 }
func (failingEmbedder) ModelID() string { return "failing@test" }

// TestStatusShowsFailuresAndRetry: when indexing fails the status bar
// counts the failures, names the error and offers Retry, which asks the
// engine again without waiting for the backoff.
func TestStatusShowsFailuresAndRetry(t *testing.T) {
	dir := t.TempDir()
	eng, err := engine.Open(engine.Options{DataDir: dir, Embedder: failingEmbedder{}, Debounce: 10 * time.Millisecond, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	p, _ := eng.CreateProject("书")
	c, _ := eng.CreateChapter(p.ID, "第一章")
	if _, err := eng.SaveChapter(c.ID, "第一章", paraHarbor); err != nil {
		t.Fatal(err)
	}
	if err := eng.Close(); err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, dir: dir}
	h.eng, err = engine.Open(engine.Options{DataDir: dir, Embedder: failingEmbedder{}, Debounce: 10 * time.Millisecond, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	h.a = test.NewApp()
	h.u, err = New(h.a, h.eng, Options{Dispatch: h.enqueue, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(h.close)
	st := h.u.status
	h.waitFor("the failure to show", func() bool { return st.failures.Visible() && st.retry.Visible() })
	if !strings.Contains(st.failures.Text, "1 failed") || !strings.Contains(st.failures.Text, "model exploded") {
		t.Fatalf("failure text %q", st.failures.Text)
	}
	h.waitFor("the chapter dot to turn failed", func() bool { return h.u.state.chapterState(c.ID) == engine.StateFailed })
	test.Tap(st.retry)
	// The retry's report is followed, 120 ms later, by the event pump's
	// status for the same failure ("1 failed: …"): under load both were
	// queued before the test looked, and the report was never seen.
	h.waitForEach("the retry to report", func() bool { return strings.HasPrefix(st.failures.Text, "Still failing") })
	if !st.retry.Visible() {
		t.Fatal("Retry should stay available while the chapter keeps failing")
	}
}

// TestClickOnTreeRowOpensChapter: a click on a chapter's row opens it
// when the click is delivered as the desktop driver delivers it, to the
// deepest object under the pointer that takes any kind of tap. The rows
// take right-clicks (their context menu), so they receive every click;
// before treeRow.Tapped a left click stopped there and no chapter opened.
func TestClickOnTreeRowOpensChapter(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c1 := h.addChapter("海上书", "第一章", paraHarbor)
	_, c2 := h.addChapter("海上书", "第二章", paraMarket)
	s := h.u.sidebar
	s.openBranch(p.ID)
	h.u.state.openChapter(p.ID, c1.ID, nil)
	h.waitFor("the first chapter", func() bool { return h.u.editor.chapterID == c1.ID })

	row := s.rows[chapterUID(c2.ID)]
	if row == nil {
		t.Fatal("the second chapter has no row on screen")
	}
	at := fyne.CurrentApp().Driver().AbsolutePositionForObject(row).Add(fyne.NewPos(row.Size().Width/2, row.Size().Height/2))
	if !desktopClick(h.u.Window().Canvas(), at) {
		t.Fatal("nothing under the pointer takes the click")
	}
	h.waitFor("the clicked chapter to open", func() bool { return h.u.editor.chapterID == c2.ID })
}

// desktopClick delivers a left click at pos as Fyne's GLFW driver does:
// to the deepest visible object there that is Tappable, SecondaryTappable,
// DoubleTappable, Focusable or Mouseable, and only if that object is
// Tappable. (test.TapCanvas looks for Tappable objects alone, so it would
// reach through an object that takes only right-clicks.) It reports
// whether an object was found.
func desktopClick(c fyne.Canvas, pos fyne.Position) bool {
	var found fyne.CanvasObject
	var walk func(o fyne.CanvasObject, at fyne.Position)
	walk = func(o fyne.CanvasObject, at fyne.Position) {
		if !o.Visible() {
			return
		}
		at = at.Add(o.Position())
		size := o.Size()
		if pos.X < at.X || pos.Y < at.Y || pos.X >= at.X+size.Width || pos.Y >= at.Y+size.Height {
			return
		}
		switch o.(type) {
		case fyne.Tappable, fyne.SecondaryTappable, fyne.DoubleTappable, fyne.Focusable, desktop.Mouseable:
			found = o
		}
		for _, child := range childrenOf(o) {
			walk(child, at)
		}
	}
	walk(c.Content(), fyne.Position{})
	if found == nil {
		return false
	}
	if tap, ok := found.(fyne.Tappable); ok {
		tap.Tapped(&fyne.PointEvent{AbsolutePosition: pos})
	}
	return true
}

// TestAllProjectsResultsStayWhenOneOpens: with All projects ticked,
// opening a result from another book makes that book current, and the
// results must stay as they are. Under xvfb the search re-ranked for the
// new book: the list reshuffled under the author's click and F3 went on
// from a different list.
func TestAllProjectsResultsStayWhenOneOpens(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	mine, c := h.addChapter("海上书", "第一章", paraHarbor+"\n\n"+paraLighthouse)
	h.addChapter("集市书", "第一章", paraMarket)
	h.openInTree(mine.ID, c.ID)
	h.flush()
	p := h.u.search
	tapCheck(p.allProjects)
	if !p.allProjects.Checked {
		t.Fatal("All projects did not tick")
	}
	cards := h.search("老汉 集市 糖人")
	other := -1
	for i, r := range p.results {
		if r.ProjectID != mine.ID {
			other = i
			break
		}
	}
	if len(cards) < 2 || other < 0 {
		t.Fatalf("want results from both books:%s", describe(cards))
	}
	before := describe(p.cards)
	p.choose(other)
	h.waitFor("the other book's chapter", func() bool { return h.u.editor.projectID != mine.ID && !h.u.editor.loading })
	h.u.waitBackground(5 * time.Second)
	h.pump()
	if after := describe(p.cards); after != before || p.selected != other || p.running {
		t.Fatalf("results changed when one opened (selected %d, want %d):\nbefore:%s\nafter:%s", p.selected, other, before, after)
	}
}

// TestCtrlQQuitsAndSaves: File › Quit carries Ctrl+Q (the driver's own
// Quit had no shortcut) and closes like the window's close button, saving
// the typing the autosave has not reached yet.
func TestCtrlQQuitsAndSaves(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour, AutosaveMaxInterval: time.Hour}})
	p, c := h.addChapter("三国", "第一回", "话说天下大势。")
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	ed.text.SetCaret(7)
	typeInto(ed.text, "分久必合。")
	var quit *fyne.MenuItem
	for _, m := range h.u.mainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut == fyne.Shortcut(scQuit) {
				quit = it
			}
		}
	}
	if quit == nil || !quit.IsQuit || quit.Label != "Quit" {
		t.Fatalf("no Quit item with Ctrl+Q in the menu: %+v", quit)
	}
	open := len(h.a.Driver().AllWindows())
	quit.Action()
	h.winClosed = true
	h.pump()
	if n := len(h.a.Driver().AllWindows()); n != open-1 {
		t.Fatalf("Quit left %d windows open, want %d", n, open-1)
	}
	got, err := h.eng.Chapter(c.ID)
	if err != nil || got.Text != "话说天下大势。分久必合。" {
		t.Fatalf("stored %q (%v), want the typing saved at quit", got.Text, err)
	}
}
