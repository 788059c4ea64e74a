package app

import (
	"context"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"inkflow/engine"
	"inkflow/engine/search"
)

// openFrankenstein is a harness without a model nor autosave holding
// the chapters (title, text) of a project Frankenstein, the first open.
func openFrankenstein(t *testing.T, chapters ...[2]string) (*harness, []engine.Chapter) {
	t.Helper()
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: time.Hour}})
	var p engine.Project
	var chs []engine.Chapter
	for _, tt := range chapters {
		var c engine.Chapter
		p, c = h.addChapter("Frankenstein", tt[0], tt[1])
		chs = append(chs, c)
	}
	h.openInTree(p.ID, chs[0].ID)
	return h, chs
}

// modifiersDriver is the test driver with what the desktop driver adds:
// the modifier keys held now (desktop.Driver).
type modifiersDriver struct {
	fyne.Driver
	mods fyne.KeyModifier
}

// CurrentKeyModifiers implements desktop.Driver.
func (d *modifiersDriver) CurrentKeyModifiers() fyne.KeyModifier { return d.mods }

// modifiersApp is an app whose driver is a modifiersDriver.
type modifiersApp struct {
	fyne.App
	driver *modifiersDriver
}

func (a *modifiersApp) Driver() fyne.Driver { return a.driver }

// withModifiers makes the current app's driver report the modifiers held,
// as the desktop driver does, until the test ends.
func withModifiers(t *testing.T, a fyne.App) *modifiersDriver {
	t.Helper()
	d := &modifiersDriver{Driver: a.Driver()}
	fyne.SetCurrentApp(&modifiersApp{App: a, driver: d})
	t.Cleanup(func() { fyne.SetCurrentApp(a) })
	return d
}

// keyUpOnFocused gives the release of key to whatever has the keyboard
// now, as the window does.
func keyUpOnFocused(c fyne.Canvas, key fyne.KeyName) {
	if k, ok := c.Focused().(desktop.Keyable); ok {
		k.KeyUp(&fyne.KeyEvent{Name: key})
	}
}

// TestShiftLetGoInADialogDoesNotSelect: Ctrl+Shift+S in the text opens
// the snapshot dialog, whose name box gets Shift's release; after Esc,
// the arrows move the caret again. The editor kept Shift down (the
// window's focus stays with it under a dialog, so it never heard the key
// go up): Right selected, and the next letter typed over the selection.
func TestShiftLetGoInADialogDoesNotSelect(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Chapter 1", "I am by birth a Genevese."})
	u := h.u
	drv := withModifiers(t, h.a)
	ed, cv := u.editor, u.Window().Canvas()
	cv.Focus(ed.text)
	ed.text.SetCaret(0)

	drv.mods = fyne.KeyModifierShift
	ed.text.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	drv.mods |= fyne.KeyModifierShortcutDefault
	ed.text.TypedShortcut(scTakeSnapshot)
	if !u.keys.covered() {
		t.Fatal("Ctrl+Shift+S opened no dialog")
	}
	drv.mods = 0
	keyUpOnFocused(cv, desktop.KeyShiftLeft)
	u.keys.handleKey(&fyne.KeyEvent{Name: fyne.KeyEscape}, false)
	if u.keys.covered() {
		t.Fatal("Esc left the snapshot dialog open")
	}
	h.pump()

	cv.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
	if s, e := ed.text.Selection(); s != e {
		t.Fatalf("Right after the dialog selected runes %d–%d, want the caret moved", s, e)
	}
	cv.Focused().TypedRune('X')
	if got := ed.text.Text(); got != "IX am by birth a Genevese." {
		t.Fatalf("typing after the dialog made %q", got)
	}
}

// TestShiftTabOutOfAFieldForgetsShift: Shift+Tab out of the replace box
// leaves Shift's release to the field before it; back in the find bar,
// Enter steps to the next match, not the previous one.
func TestShiftTabOutOfAFieldForgetsShift(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Chapter 2", "Elizabeth one. Elizabeth two. Elizabeth three."})
	u := h.u
	ed, cv := u.editor, u.Window().Canvas()
	cv.Focus(ed.text)
	ed.text.SetCaret(0)
	u.command(cmdReplaceInChapter)
	typeInto(ed.find.pattern, "Elizabeth")
	if ed.find.current != 0 {
		t.Fatalf("the find bar selected match %d, want the first", ed.find.current)
	}

	cv.Focus(ed.find.replacement)
	ed.find.replacement.KeyDown(&fyne.KeyEvent{Name: desktop.KeyShiftLeft})
	cv.FocusPrevious() // Shift+Tab
	keyUpOnFocused(cv, desktop.KeyShiftLeft)
	cv.Focus(ed.find.pattern)
	ed.find.pattern.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if ed.find.current != 1 {
		t.Fatalf("Enter went to match %d, want the next one (1)", ed.find.current)
	}
}

// goItem is the Go menu's item labelled label.
func goItem(t *testing.T, u *UI, label string) *fyne.MenuItem {
	t.Helper()
	for _, m := range u.win.MainMenu().Items {
		if m.Label != "Go" {
			continue
		}
		for _, it := range m.Items {
			if it.Label == label {
				return it
			}
		}
	}
	t.Fatalf("no Go › %s in the menu", label)
	return nil
}

// TestGoMenuGivesEveryPaneTheKeyboard: an author without a mouse reaches
// each tab of the side panel (Fyne's tab buttons take no focus, and Tab
// in the text types a tab) and the chapter tree with Ctrl+0 to 6, shown
// in the Go menu, and lands in the tab's first field.
func TestGoMenuGivesEveryPaneTheKeyboard(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Chapter 1", "I am by birth a Genevese."})
	u := h.u
	cv := u.Window().Canvas()
	tests := []struct {
		label string
		sc    fyne.Shortcut
		tab   int
		want  fyne.Focusable
	}{
		{"Search", &desktop.CustomShortcut{KeyName: fyne.Key1, Modifier: fyne.KeyModifierShortcutDefault}, 0, u.search.query},
		{"Story Bible", &desktop.CustomShortcut{KeyName: fyne.Key3, Modifier: fyne.KeyModifierShortcutDefault}, 2, u.wiki.list},
		{"Assistant", &desktop.CustomShortcut{KeyName: fyne.Key4, Modifier: fyne.KeyModifierShortcutDefault}, 3, u.assistant.question},
		{"Find & Replace", &desktop.CustomShortcut{KeyName: fyne.Key5, Modifier: fyne.KeyModifierShortcutDefault}, 4, u.replace.pattern},
		{"Snapshots", &desktop.CustomShortcut{KeyName: fyne.Key6, Modifier: fyne.KeyModifierShortcutDefault}, 5, u.snaps.take},
		{"Chapter List", &desktop.CustomShortcut{KeyName: fyne.Key0, Modifier: fyne.KeyModifierShortcutDefault}, -1, u.sidebar.tree},
	}
	for _, tt := range tests {
		it := goItem(t, u, tt.label)
		if it.Shortcut == nil || it.Shortcut.ShortcutName() != tt.sc.ShortcutName() {
			t.Errorf("Go › %s shows shortcut %v, want %s", tt.label, it.Shortcut, tt.sc.ShortcutName())
		}
		// From the text, as the desktop driver gives the menu's
		// shortcuts to the item.
		cv.Focus(u.editor.text)
		u.editor.text.TypedShortcut(tt.sc)
		if tt.tab >= 0 && u.rightTab.SelectedIndex() != tt.tab {
			t.Errorf("%s: tab %d shown, want %d", tt.label, u.rightTab.SelectedIndex(), tt.tab)
		}
		if cv.Focused() != tt.want {
			t.Errorf("%s: the keyboard is in %T, want %T", tt.label, cv.Focused(), tt.want)
		}
	}
}

// TestNextChapterFromTheText: Ctrl+PageDown in the text opens the next
// chapter with the keyboard still in the text, Ctrl+PageUp goes back to
// the caret left in the first; past either end nothing moves.
func TestNextChapterFromTheText(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Chapter 1", "I am by birth a Genevese."}, [2]string{"Chapter 2", "We were brought up together."})
	u, c1, c2 := h.u, chs[0], chs[1]
	ed, cv := u.editor, u.Window().Canvas()
	if it := goItem(t, u, "Next Chapter"); it.Shortcut == nil || it.Shortcut.ShortcutName() != scNextChapter.ShortcutName() {
		t.Fatalf("Go › Next Chapter shows %v", it.Shortcut)
	}
	cv.Focus(ed.text)
	ed.text.SetCaret(5)
	opened := func(id uint64) func() bool {
		return func() bool { return ed.chapterID == id && !ed.loading && cv.Focused() == ed.text }
	}
	ed.text.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyPageDown, Modifier: fyne.KeyModifierShortcutDefault})
	h.waitFor("chapter 2 with the keyboard in its text", opened(c2.ID))
	ed.text.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyPageDown, Modifier: fyne.KeyModifierShortcutDefault})
	h.pump()
	if ed.chapterID != c2.ID {
		t.Fatal("Ctrl+PageDown in the last chapter left it")
	}
	ed.text.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyPageUp, Modifier: fyne.KeyModifierShortcutDefault})
	h.waitFor("chapter 1 with the keyboard in its text", opened(c1.ID))
	if at := ed.text.CaretOffset(); at != 5 {
		t.Fatalf("back in chapter 1 the caret is at %d, want 5 where it was left", at)
	}
}

// TestResultCardTakesTheKeyboard: Tab from the search box reaches the
// result cards, whose border shows it, and Enter on one opens its passage
// as a click does (the cards took no keyboard focus: the Related tab's
// passages could not be opened without a mouse).
func TestResultCardTakesTheKeyboard(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.addChapter("Frankenstein", "Chapter 1", "I am by birth a Genevese.\n\nClerval was my friend, and Clerval laughed.\n\nThe ice of the north.")
	h.flush()
	u := h.u
	cards := h.search("Clerval")
	// The first card is the passage: the chapter's summary, in a chapter
	// this short its whole text, is not listed beside it (engine/search
	// echo.go).
	if len(cards) == 0 || cards[0].res.Kind != search.KindChapter {
		kinds := make([]string, len(cards))
		for i, c := range cards {
			kinds[i] = c.res.Kind
		}
		t.Fatalf("results for Clerval are %v, want the passage first", kinds)
	}
	card := cards[0]
	cv := u.Window().Canvas()
	cv.Focus(u.search.query)
	for range 20 {
		cv.FocusNext()
		if cv.Focused() == fyne.Focusable(card) {
			break
		}
	}
	if cv.Focused() != fyne.Focusable(card) {
		t.Fatalf("Tab from the search box never reached the first result (stopped in %T)", cv.Focused())
	}
	if card.bg.StrokeWidth < 2 {
		t.Error("the focused card looks like the others")
	}
	card.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the passage in the editor", func() bool {
		return u.editor.chapterID != 0 && !u.editor.loading && cv.Focused() == u.editor.text
	})
	if len(u.editor.text.Highlights()) != 1 {
		t.Fatalf("the opened passage has %d highlights, want 1", len(u.editor.text.Highlights()))
	}
}

// pressSpace presses Space on the focused widget as the desktop driver
// does: the key (a button taps on it), then the character it types, to
// whatever has the keyboard by then.
func pressSpace(c fyne.Canvas) {
	if k, ok := c.Focused().(desktop.Keyable); ok {
		k.KeyDown(&fyne.KeyEvent{Name: fyne.KeySpace})
	}
	c.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeySpace})
	if f := c.Focused(); f != nil {
		f.TypedRune(' ')
	}
}

// TestSpaceOnRenameKeepsTheTitle: Space on the sidebar's Rename button
// opens the dialog with the chapter's title selected, and the space the
// key types does not replace it (the title became " ", and Enter renamed
// the chapter to nothing). A space typed afterwards still goes in.
func TestSpaceOnRenameKeepsTheTitle(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Letter 1", "You will rejoice to hear."})
	u, c := h.u, chs[0]
	cv := u.Window().Canvas()
	var rename *hintButton
	walkObjects(u.sidebar.content(), func(o fyne.CanvasObject) bool {
		if b, ok := o.(*hintButton); ok && b.hint == "Rename" {
			rename = b
			return true
		}
		return false
	})
	if rename == nil {
		t.Fatal("no Rename button in the sidebar")
	}
	cv.Focus(rename)
	pressSpace(cv)
	title, ok := cv.Focused().(*keyEntry)
	if !ok {
		t.Fatalf("after Space on Rename the keyboard is in %T, want the title box", cv.Focused())
	}
	if title.Text != "Letter 1" || title.SelectedText() != "Letter 1" {
		t.Fatalf("the Rename box holds %q (selected %q), want the title selected", title.Text, title.SelectedText())
	}
	title.KeyDown(&fyne.KeyEvent{Name: fyne.KeyEnd})
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	pressSpace(cv)
	test.Type(title, "(draft)")
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the new title", func() bool {
		ch, _ := h.eng.Chapter(c.ID)
		return ch.Title == "Letter 1 (draft)" || u.editor.title.Text == "Letter 1 (draft)"
	})
}

// TestShiftedRedoInTheTitle: Ctrl+Shift+Z redoes in the chapter's title
// as it does in the text (Fyne's entry knows only Ctrl+Y).
func TestShiftedRedoInTheTitle(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Letter", "You will rejoice to hear."})
	u := h.u
	title := u.editor.title
	u.Window().Canvas().Focus(title)
	title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEnd})
	test.Type(title, " IV")
	title.TypedShortcut(&fyne.ShortcutUndo{})
	if title.Text != "Letter" {
		t.Fatalf("Ctrl+Z left the title %q", title.Text)
	}
	title.TypedShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyZ, Modifier: fyne.KeyModifierShortcutDefault | fyne.KeyModifierShift})
	if title.Text != "Letter IV" {
		t.Fatalf("Ctrl+Shift+Z made the title %q, want the typing back", title.Text)
	}
}

// TestEscOnAFindBarButtonClosesTheBar: after Replace All pressed with
// Space the keyboard is on the button; Esc there closes the bar and gives
// the text the keyboard, as Esc in the bar's boxes does.
func TestEscOnAFindBarButtonClosesTheBar(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Chapter 2", "Elizabeth one. Elizabeth two."})
	u := h.u
	ed, cv := u.editor, u.Window().Canvas()
	cv.Focus(ed.text)
	ed.text.TypedShortcut(scReplaceInChapter)
	typeInto(ed.find.pattern, "Elizabeth")
	typeInto(ed.find.replacement, "Lizzy")
	var all fyne.Focusable
	walkObjects(ed.find.box, func(o fyne.CanvasObject) bool {
		if b, ok := o.(*barButton); ok && b.Text == "Replace All in Chapter" {
			all = b
			return true
		}
		return false
	})
	if all == nil {
		t.Fatal("no Replace All in Chapter button in the find bar")
	}
	cv.Focus(all)
	pressSpace(cv)
	if got := ed.text.Text(); got != "Lizzy one. Lizzy two." {
		t.Fatalf("Replace All made %q", got)
	}
	cv.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if ed.find.box.Visible() || cv.Focused() != ed.text {
		t.Fatalf("Esc on the button: bar shown %v, keyboard in %T", ed.find.box.Visible(), cv.Focused())
	}
}

// TestEnglishAssistantExampleIsNoThreeKingdomsName: the question box's
// example in English asks about any book; "Zhuge Liang" (from 三国演义,
// the Chinese example) read as noise above Frankenstein.
func TestEnglishAssistantExampleIsNoThreeKingdomsName(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	ph := h.u.assistant.question.PlaceHolder
	if !strings.HasPrefix(ph, "Ask about the book") || strings.Contains(ph, "Zhuge") {
		t.Fatalf("the English question box says %q", ph)
	}
}

// TestGoalsAndExportTakeTheKeyboard: the goals and export dialogs open
// with the keyboard in their first box (nothing had it, and typing went
// nowhere); in the goals, a target typed and Enter save it, and Esc
// cancels the export.
func TestGoalsAndExportTakeTheKeyboard(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Letter 1", "You will rejoice to hear."})
	u, c := h.u, chs[0]
	cv := u.Window().Canvas()

	u.command(cmdGoals)
	h.waitFor("the goals dialog", u.keys.covered)
	box, ok := cv.Focused().(*dialogEntry)
	if !ok {
		t.Fatalf("the goals dialog opened with the keyboard in %T, want its first box", cv.Focused())
	}
	test.Type(box, "90000")
	box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the book target saved", func() bool {
		g, err := h.eng.Goals(c.ProjectID)
		return err == nil && g.Target == 90000
	})

	u.command(cmdExport)
	h.waitFor("the export dialog", u.keys.covered)
	box, ok = cv.Focused().(*dialogEntry)
	if !ok {
		t.Fatalf("the export dialog opened with the keyboard in %T, want its first box", cv.Focused())
	}
	box.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.keys.covered() {
		t.Fatal("Esc left the export dialog open")
	}
}

// TestCtrlPageDownStepsTheSettingsTabs: in the settings dialog, whose tabs
// take no keyboard focus, Go › Next and Previous Chapter (Ctrl+PageDown,
// Ctrl+PageUp, which the desktop driver gives the menu) show the next and
// previous tab, round the ends; the chapter stays.
func TestCtrlPageDownStepsTheSettingsTabs(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Letter 1", "You will rejoice to hear."}, [2]string{"Letter 2", "I write a few lines."})
	u, c := h.u, chs[0]
	u.command(cmdSettings)
	tabs := u.settings.tabs
	n := len(tabs.Items)
	if n < 3 {
		t.Fatalf("the settings dialog has %d tabs", n)
	}
	next, prev := goItem(t, u, "Next Chapter"), goItem(t, u, "Previous Chapter")
	next.Action()
	if tabs.SelectedIndex() != 1 {
		t.Fatalf("Ctrl+PageDown in the settings shows tab %d, want 1", tabs.SelectedIndex())
	}
	prev.Action()
	prev.Action()
	if tabs.SelectedIndex() != n-1 {
		t.Fatalf("Ctrl+PageUp twice shows tab %d, want the last (%d)", tabs.SelectedIndex(), n-1)
	}
	h.pump()
	if u.editor.chapterID != c.ID {
		t.Fatal("Ctrl+PageDown in the settings opened another chapter")
	}
	u.settings.dlg.Hide()
	next.Action()
	h.waitFor("the next chapter once the dialog is closed", func() bool { return u.editor.chapterID != c.ID && !u.editor.loading })
}

// TestEnterInTheTreeOpensTheChapterToWrite: Enter on a chapter in the
// sidebar opens it with the keyboard in its text, and on the chapter
// already open goes to its text (Enter did nothing; Space opens and
// leaves the keyboard in the tree, two Tabs from the text).
func TestEnterInTheTreeOpensTheChapterToWrite(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Chapter 1", "I am by birth a Genevese."}, [2]string{"Chapter 2", "We were brought up together."})
	u, c2 := h.u, chs[1]
	ed, cv, tree := u.editor, u.Window().Canvas(), u.sidebar.tree
	cv.Focus(tree)
	tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDown})
	tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("chapter 2 with the keyboard in its text", func() bool {
		return ed.chapterID == c2.ID && !ed.loading && cv.Focused() == ed.text
	})
	cv.Focus(tree)
	tree.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	if cv.Focused() != ed.text {
		t.Fatalf("Enter on the open chapter left the keyboard in %T", cv.Focused())
	}
}

// TestOpenEntryAtCursorSaysWhyNothingOpened: Ctrl+Shift+E where no entry
// is named says so after the counts (the key did nothing at all, which
// read as broken), and the note goes when the chapter changes.
func TestOpenEntryAtCursorSaysWhyNothingOpened(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Chapter 5", "It was on a dreary night of November."}, [2]string{"Chapter 6", "Clerval was my friend."})
	u, c2 := h.u, chs[1]
	ed := u.editor
	u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(3)
	ed.text.TypedShortcut(scOpenEntry)
	h.waitFor("the note after the counts", func() bool {
		return strings.Contains(ed.counts.Text, "No Story Bible entry is named at the cursor.")
	})
	h.openInTree(c2.ProjectID, c2.ID)
	if strings.Contains(ed.counts.Text, "wiki") {
		t.Fatalf("the next chapter's counts say %q", ed.counts.Text)
	}
}

// TestFindInChapterShowsCtrlF: the Search menu shows Ctrl+F beside Find
// in Chapter, what it does in the text, not only beside Find in
// Manuscript; the driver runs the first item with the key, which finds in
// the chapter from the text and in the manuscript elsewhere.
func TestFindInChapterShowsCtrlF(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Chapter 5", "It was on a dreary night of November."})
	u := h.u
	var first *fyne.MenuItem
	for _, m := range u.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut == nil || it.Shortcut.ShortcutName() != scFind.ShortcutName() {
				continue
			}
			if first == nil {
				first = it
			}
		}
	}
	inChapter := menuItem(u.win.MainMenu(), "Find in Chapter")
	if inChapter.Shortcut == nil || inChapter.Shortcut.ShortcutName() != scFind.ShortcutName() {
		t.Fatalf("Find in Chapter shows %v, want Ctrl+F", inChapter.Shortcut)
	}
	cv := u.Window().Canvas()
	cv.Focus(u.editor.text)
	first.Action()
	if !u.editor.find.box.Visible() || cv.Focused() != u.editor.find.pattern {
		t.Fatal("Ctrl+F in the text did not open the find bar")
	}
	cv.Focus(u.sidebar.tree)
	first.Action()
	if cv.Focused() != u.search.query {
		t.Fatalf("Ctrl+F in the sidebar left the keyboard in %T, want the search box", cv.Focused())
	}
}

// TestUndoneReplaceAllSaysNoMore: Ctrl+Z after Replace All in Chapter
// brings every match back in one step, and the bar no longer says
// "Replaced 2" about a replace taken back.
func TestUndoneReplaceAllSaysNoMore(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Chapter 2", "Elizabeth one. Elizabeth two."})
	ed, cv := h.u.editor, h.u.Window().Canvas()
	cv.Focus(ed.text)
	ed.text.TypedShortcut(scReplaceInChapter)
	typeInto(ed.find.pattern, "Elizabeth")
	typeInto(ed.find.replacement, "Lizzy")
	ed.find.replaceAll()
	if ed.find.status.Text != "Replaced 2" {
		t.Fatalf("after Replace All the bar says %q", ed.find.status.Text)
	}
	cv.Focus(ed.text)
	h.u.command(cmdUndo)
	if got := ed.text.Text(); got != "Elizabeth one. Elizabeth two." {
		t.Fatalf("Ctrl+Z after Replace All made %q", got)
	}
	if strings.Contains(ed.find.status.Text, "Replaced") {
		t.Fatalf("after the undo the bar still says %q", ed.find.status.Text)
	}
}

// addEntry makes a story-bible entry titled title in project pid and
// waits until its mentions are found.
func (h *harness) addEntry(pid uint64, title string) engine.WikiEntry {
	h.t.Helper()
	w, err := h.eng.CreateWikiEntry(pid, engine.WikiEntry{Title: title})
	if err != nil {
		h.t.Fatal(err)
	}
	if err := h.eng.FlushMentions(context.Background()); err != nil {
		h.t.Fatal(err)
	}
	return w
}

// TestCtrlPageDownStepsTheWikiEntryPages: with the keyboard in an open
// story-bible entry, Go › Next and Previous Chapter (Ctrl+PageDown,
// PageUp) show the entry's other page, Appearances or Profile, with the
// keyboard in it; the chapter stays. The page's tab buttons take no
// focus: the appearances were out of reach without a mouse. From the
// text the keys still step chapters.
func TestCtrlPageDownStepsTheWikiEntryPages(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Chapter 5", "Clerval was my friend."}, [2]string{"Chapter 6", "Clerval laughed."})
	u, c := h.u, chs[0]
	w := h.addEntry(c.ProjectID, "Clerval")
	cv, p := u.Window().Canvas(), u.wiki
	u.state.openWiki(c.ProjectID, w.ID)
	h.waitFor("the entry in the form", func() bool { return p.editing && p.current == w.ID })
	h.waitFor("its appearances", func() bool { return len(p.appear.a.Mentions) == 2 })
	next, prev := goItem(t, u, "Next Chapter"), goItem(t, u, "Previous Chapter")

	cv.Focus(p.text)
	next.Action()
	if got := p.body.Selected().Text; got != "Appearances" {
		t.Fatalf("Ctrl+PageDown in the entry's text shows %q, want Appearances", got)
	}
	if cv.Focused() != fyne.Focusable(p.appear.list) {
		t.Fatalf("on Appearances the keyboard is in %T, want the mentions", cv.Focused())
	}
	prev.Action()
	if got := p.body.Selected().Text; got != "Profile" || cv.Focused() != fyne.Focusable(p.text) {
		t.Fatalf("Ctrl+PageUp shows %q with the keyboard in %T, want Profile's text", got, cv.Focused())
	}
	cv.Focus(p.list)
	prev.Action() // round the start
	if got := p.body.Selected().Text; got != "Appearances" {
		t.Fatalf("Ctrl+PageUp in the entry list shows %q, want Appearances", got)
	}
	h.pump()
	if u.editor.chapterID != c.ID {
		t.Fatal("Ctrl+PageDown in the wiki opened another chapter")
	}

	cv.Focus(u.editor.text)
	next.Action()
	h.waitFor("the next chapter from the text", func() bool { return u.editor.chapterID == chs[1].ID && !u.editor.loading })
	if got := p.body.Selected().Text; got != "Appearances" {
		t.Fatalf("Ctrl+PageDown in the text changed the entry's page to %q", got)
	}
}

// TestSettingsOpenWithTheKeyboardInTheFirstField: the settings dialog
// opens with the keyboard in its first field, the font size (nothing had
// it), Ctrl+PageDown takes it to the next tab's first field, and Esc on
// either closes the dialog as it does with nothing focused (a slider or
// a drop-down kept Esc to itself).
func TestSettingsOpenWithTheKeyboardInTheFirstField(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Letter 1", "You will rejoice to hear."})
	u := h.u
	cv := u.Window().Canvas()
	cv.Focus(u.editor.text)
	menuItem(u.win.MainMenu(), "Settings…").Action()
	d := u.settings
	if d == nil || !u.keys.covered() {
		t.Fatal("no settings dialog")
	}
	if cv.Focused() != fyne.Focusable(d.font) {
		t.Fatalf("the settings opened with the keyboard in %T, want the font size", cv.Focused())
	}
	cv.Focused().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.keys.covered() {
		t.Fatal("Esc on the font size left the settings open")
	}

	menuItem(u.win.MainMenu(), "Settings…").Action()
	d = u.settings
	goItem(t, u, "Next Chapter").Action()
	f := cv.Focused()
	if f == nil || f != d.first[1] || d.tabs.SelectedIndex() != 1 {
		t.Fatalf("Ctrl+PageDown: tab %d, keyboard in %T, want tab 1's first field", d.tabs.SelectedIndex(), f)
	}
	f.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.keys.covered() {
		t.Fatalf("Esc on %T left the settings open", f)
	}
}

// TestOpenEntryAtCursorOnANameJustTyped: Ctrl+Shift+E on a name typed a
// moment ago (before any autosave, its mention not found yet) saves the
// chapter and opens the entry once the name is found; it said "still
// being found, try again" and the author had to press it again.
func TestOpenEntryAtCursorOnANameJustTyped(t *testing.T) {
	h, chs := openFrankenstein(t, [2]string{"Chapter 5", "It was on a dreary night of November."})
	u, c := h.u, chs[0]
	w := h.addEntry(c.ProjectID, "Clerval")
	ed := u.editor
	u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(0)
	typeInto(ed.text, "Clerval came. ")
	ed.text.SetCaret(3)
	ed.text.TypedShortcut(scOpenEntry)
	h.waitFor("the entry of the name just typed", func() bool { return u.wiki.editing && u.wiki.current == w.ID })
	if strings.Contains(ed.counts.Text, "try again") {
		t.Fatalf("the counts say %q", ed.counts.Text)
	}
	if ch, _ := h.eng.Chapter(c.ID); !strings.HasPrefix(ch.Text, "Clerval came.") {
		t.Fatalf("the chapter was not saved: %q", ch.Text)
	}
}

// TestNoShortcutTakesAnInputMethodKey: no menu item nor shortcut of
// InkFlow's is a key the Chinese input methods keep by default (fcitx5
// with its Chinese addons, ibus, ibus-libpinyin): with pinyin on the IME
// takes the key and InkFlow never sees it. View › Focus showed
// Ctrl+Shift+F, their simplified/traditional switch: under xvfb with
// fcitx5's pinyin on, the key did nothing.
func TestNoShortcutTakesAnInputMethodKey(t *testing.T) {
	if runtime.GOOS == "darwin" {
		t.Skip("the keys of Linux and Windows input methods")
	}
	h, _ := openFrankenstein(t, [2]string{"Chapter 1", "I am by birth a Genevese."})
	ctrl, shift, alt := fyne.KeyModifierControl, fyne.KeyModifierShift, fyne.KeyModifierAlt
	imeKeys := map[string]*desktop.CustomShortcut{
		"Ctrl+Space: switch the IME on/off":          {KeyName: fyne.KeySpace, Modifier: ctrl},
		"Ctrl+Shift+F: simplified/traditional":       {KeyName: fyne.KeyF, Modifier: ctrl | shift},
		"Ctrl+Shift+U: type a code point":            {KeyName: fyne.KeyU, Modifier: ctrl | shift},
		"Ctrl+.: Chinese/English punctuation":        {KeyName: fyne.KeyPeriod, Modifier: ctrl},
		"Ctrl+;: fcitx5's clipboard":                 {KeyName: fyne.KeySemicolon, Modifier: ctrl},
		"Ctrl+7: forget a candidate (fcitx5 pinyin)": {KeyName: fyne.Key7, Modifier: ctrl},
		"Ctrl+8: forget a candidate (fcitx5 table)":  {KeyName: fyne.Key8, Modifier: ctrl},
		"Ctrl+Alt+E: fcitx5 table's pinyin lookup":   {KeyName: fyne.KeyE, Modifier: ctrl | alt},
		"Ctrl+Alt+P: fcitx5's preedit on/off":        {KeyName: fyne.KeyP, Modifier: ctrl | alt},
		"Ctrl+Alt+Shift+U: fcitx5's Unicode search":  {KeyName: fyne.KeyU, Modifier: ctrl | alt | shift},
		"Ctrl+Alt+Shift+C: fcitx5's cloud pinyin":    {KeyName: fyne.KeyC, Modifier: ctrl | alt | shift},
		"Super+Space: ibus's next input method":      {KeyName: fyne.KeySpace, Modifier: fyne.KeyModifierSuper},
		"Super+.: ibus's emoji":                      {KeyName: fyne.KeyPeriod, Modifier: fyne.KeyModifierSuper},
	}
	taken := map[string]string{}
	for name := range h.u.keys.table {
		taken[name] = "the shortcut table"
	}
	for _, m := range h.u.win.MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil {
				taken[it.Shortcut.ShortcutName()] = m.Label + " › " + it.Label
			}
		}
	}
	for what, sc := range imeKeys {
		if by, ok := taken[sc.ShortcutName()]; ok {
			t.Errorf("%s takes %s", by, what)
		}
	}
	focus := menuItem(h.u.win.MainMenu(), "Focus")
	if focus.Shortcut == nil || focus.Shortcut.ShortcutName() != (&desktop.CustomShortcut{KeyName: fyne.KeyF11}).ShortcutName() {
		t.Errorf("View › Focus shows %v, want F11", focus.Shortcut)
	}
}

// TestDeletedProjectsOpenWithTheKeyboardOnRestore: File › Deleted
// Projects… opens with the keyboard on the first Restore (nothing had
// it); Esc there closes the dialog, and Enter brings the project back.
func TestDeletedProjectsOpenWithTheKeyboardOnRestore(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Letter 1", "You will rejoice to hear."})
	u := h.u
	other, _ := h.addChapter("The Last Man", "Volume 1", "I am the native of a sea-surrounded nook.")
	if err := h.eng.TrashProject(other.ID); err != nil {
		t.Fatal(err)
	}
	cv := u.Window().Canvas()
	open := func() *dialogButton {
		t.Helper()
		menuItem(u.win.MainMenu(), "Deleted Projects…").Action()
		h.waitFor("the deleted projects", u.keys.covered)
		b, ok := cv.Focused().(*dialogButton)
		if !ok || b.Text != "Restore" {
			t.Fatalf("the deleted projects opened with the keyboard in %T, want Restore", cv.Focused())
		}
		return b
	}
	open().TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if u.keys.covered() {
		t.Fatal("Esc on Restore left the dialog open")
	}
	open().TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.waitFor("the project back", func() bool {
		gone, err := h.eng.DeletedProjects()
		return err == nil && len(gone) == 0 && u.state.projectID() == other.ID
	})
}

// TestShortcutsUseThePrimaryKey: every Ctrl shortcut is made by
// primaryKey or primaryShiftKey, the same key and modifiers it was
// declared with by hand (Ctrl on Linux and Windows, Cmd on macOS).
func TestShortcutsUseThePrimaryKey(t *testing.T) {
	primary := fyne.KeyModifierShortcutDefault
	for _, tt := range []struct {
		name  string
		sc    *desktop.CustomShortcut
		key   fyne.KeyName
		shift bool
	}{
		{"save", scSave, fyne.KeyS, false},
		{"find", scFind, fyne.KeyF, false},
		{"next result", scNextResult, fyne.KeyDown, false},
		{"previous result", scPrevResult, fyne.KeyUp, false},
		{"new chapter", scNewChapter, fyne.KeyN, false},
		{"import", scImport, fyne.KeyO, false},
		{"settings", scSettings, fyne.KeyComma, false},
		{"larger text", scLargerText, fyne.KeyEqual, false},
		{"smaller text", scSmallerText, fyne.KeyMinus, false},
		{"quit", scQuit, fyne.KeyQ, false},
		{"replace in chapter", scReplaceInChapter, fyne.KeyH, false},
		{"related", scRelated, fyne.KeyR, true},
		{"open entry", scOpenEntry, fyne.KeyE, true},
		{"find and replace", scFindReplace, fyne.KeyH, true},
		{"redo", scRedoShifted, fyne.KeyZ, true},
		{"take snapshot", scTakeSnapshot, fyne.KeyS, true},
		{"next chapter", scNextChapter, fyne.KeyPageDown, false},
	} {
		want := primary
		if tt.shift {
			want |= fyne.KeyModifierShift
		}
		if tt.sc.KeyName != tt.key || tt.sc.Modifier != want {
			t.Errorf("%s is %s, want %s with modifiers %d", tt.name, tt.sc.ShortcutName(), tt.key, want)
		}
	}
	if runtime.GOOS == "darwin" {
		if scFocus.KeyName != fyne.KeyF || scFocus.Modifier != primary|fyne.KeyModifierShift {
			t.Errorf("focus mode on macOS is %s, want Cmd+Shift+F", scFocus.ShortcutName())
		}
	}
}

// pressKey presses key in u's window as the desktop driver does with
// InkFlow's hook on the window's keys (hookWindowKeys): the window takes
// it first (windowKey), else the focused widget, else the canvas.
func pressKey(u *UI, key fyne.KeyName) { pressKeyWith(u, key, 0) }

// pressKeyWith is pressKey with mods held (Shift+F3).
func pressKeyWith(u *UI, key fyne.KeyName, mods fyne.KeyModifier) {
	ev := &fyne.KeyEvent{Name: key}
	if u.keys.windowKey(ev, mods) {
		return
	}
	c := u.Window().Canvas()
	if f := c.Focused(); f != nil {
		f.TypedKey(ev)
	} else if typed := c.OnTypedKey(); typed != nil {
		typed(ev)
	}
}

// firstFocusable is the first T in c's content that takes the keyboard
// (one shown), nil without one. It leaves nothing focused.
func firstFocusable[T fyne.Focusable](c fyne.Canvas) T {
	var found T
	walkObjects(c.Content(), func(o fyne.CanvasObject) bool {
		w, ok := o.(T)
		if !ok {
			return false
		}
		c.Focus(w)
		if c.Focused() == fyne.Focusable(w) {
			found = w
		}
		return c.Focused() == fyne.Focusable(w)
	})
	c.Unfocus()
	return found
}

// plainButton is a plain button: the story bible's (the side tabs' …
// was one on screen, and every tab now shows). The Search tab is open
// again after, for its tick boxes and drop-down.
func plainButton(u *UI) *widget.Button {
	u.rightTab.SelectIndex(2)
	defer u.rightTab.SelectIndex(0)
	return firstFocusable[*widget.Button](u.Window().Canvas())
}

// TestF11FromAnywhere: F11 switches focus mode on and off with the
// keyboard on the chapter tree, a button, a tick box or a drop-down, which take
// no F11 themselves (it did nothing there: Fyne gives a key without
// Ctrl to the focused widget alone), and does nothing under a dialog.
func TestF11FromAnywhere(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Letter 1", "You will rejoice to hear."})
	u := h.u
	cv := u.Window().Canvas()
	u.search.showOptions(true) // its tick boxes and drop-down, folded by default
	for _, tt := range []struct {
		name string
		w    fyne.Focusable
		tab  int // the side panel tab it is in
	}{
		{"the chapter tree", u.sidebar.tree, 0},
		{"a plain button (the story bible's)", plainButton(u), 2},
		{"a toolbar button", firstFocusable[*hintButton](cv), 0},
		{"a tick box", firstFocusable[*widget.Check](cv), 0},
		{"a drop-down", firstFocusable[*widget.Select](cv), 0},
	} {
		if tt.w == nil || reflect.ValueOf(tt.w).IsNil() {
			t.Fatalf("no %s in the window", tt.name)
		}
		u.rightTab.SelectIndex(tt.tab)
		cv.Focus(tt.w)
		if cv.Focused() != tt.w {
			t.Fatalf("%s does not take the keyboard", tt.name)
		}
		tt.w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyF11})
		if u.focus.active {
			t.Fatalf("%s took F11 itself", tt.name)
		}
		pressKey(u, fyne.KeyF11)
		if !u.focus.active || !u.Window().FullScreen() {
			t.Fatalf("F11 on %s did not enter focus mode", tt.name)
		}
		pressKey(u, fyne.KeyF11)
		if u.focus.active || u.Window().FullScreen() {
			t.Fatalf("F11 after %s did not leave focus mode", tt.name)
		}
	}
	cv.Focus(u.sidebar.tree)
	u.showInfo("Frankenstein", "A dialog over the window.")
	pressKey(u, fyne.KeyF11)
	if u.focus.active {
		t.Fatal("F11 under a dialog entered focus mode")
	}
}

// TestF3FromAnywhere: F3 and Shift+F3 step through the chapter's find
// while its bar is open, else through the search results, with the
// keyboard in the text, the find bar, the chapter tree, a button, a tick
// box or a drop-down (which take no F3 themselves), and do nothing under
// a dialog.
func TestF3FromAnywhere(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Letter 1", "Elizabeth one. Elizabeth two. Elizabeth three."})
	u, ed := h.u, h.u.editor
	cv := u.Window().Canvas()
	// The search panel's stepping has its own test
	// (TestShortcutsWhileEditing): here, which one F3 asks for.
	var results []int
	u.state.handle(cmdNextResult, func() { results = append(results, 1) })
	u.state.handle(cmdPrevResult, func() { results = append(results, -1) })
	u.search.showOptions(true) // its tick boxes and drop-down, folded by default
	cv.Focus(ed.text)
	ed.text.TypedShortcut(scFindInChapter)
	typeInto(ed.find.pattern, "Elizabeth")
	if ed.find.status.Text != "1 of 3" {
		t.Fatalf("the find bar says %q, want 1 of 3", ed.find.status.Text)
	}
	for _, tt := range []struct {
		name string
		w    fyne.Focusable
		tab  int // the side panel tab it is in
	}{
		{"the text", ed.text, 0},
		{"the find bar's box", ed.find.pattern, 0},
		{"the chapter tree", u.sidebar.tree, 0},
		{"a plain button (the story bible's)", plainButton(u), 2},
		{"a tick box", firstFocusable[*widget.Check](cv), 0},
		{"a drop-down", firstFocusable[*widget.Select](cv), 0},
	} {
		if tt.w == nil || reflect.ValueOf(tt.w).IsNil() {
			t.Fatalf("no %s in the window", tt.name)
		}
		u.rightTab.SelectIndex(tt.tab)
		cv.Focus(tt.w)
		pressKey(u, fyne.KeyF3)
		if ed.find.status.Text != "2 of 3" {
			t.Fatalf("F3 on %s: the find bar says %q, want 2 of 3", tt.name, ed.find.status.Text)
		}
		pressKeyWith(u, fyne.KeyF3, fyne.KeyModifierShift)
		if ed.find.status.Text != "1 of 3" {
			t.Fatalf("Shift+F3 on %s: the find bar says %q, want 1 of 3", tt.name, ed.find.status.Text)
		}
		if len(results) != 0 {
			t.Fatalf("F3 on %s stepped the search results with the find bar open", tt.name)
		}
	}
	ed.find.hide()
	for _, w := range []fyne.Focusable{ed.text, u.sidebar.tree, firstFocusable[*widget.Check](cv)} {
		cv.Focus(w)
		pressKey(u, fyne.KeyF3)
		pressKeyWith(u, fyne.KeyF3, fyne.KeyModifierShift)
	}
	if want := []int{1, -1, 1, -1, 1, -1}; !reflect.DeepEqual(results, want) {
		t.Fatalf("F3, Shift+F3 without the find bar ran %v, want %v", results, want)
	}
	if ed.find.box.Visible() {
		t.Fatal("F3 opened the find bar")
	}
	u.showInfo("Frankenstein", "A dialog over the window.")
	results = nil
	pressKey(u, fyne.KeyF3)
	if len(results) != 0 {
		t.Fatal("F3 under a dialog stepped the results")
	}
}

// TestEscLeavesFocusModeFromAnywhere: in focus mode Esc closes the find
// bar, then leaves, whatever has the keyboard (the session count's button
// takes no Esc itself); a menu over the window or a dialog closes on it
// and focus mode stays; outside focus mode the window takes no Esc, so
// the find bar still closes on it.
func TestEscLeavesFocusModeFromAnywhere(t *testing.T) {
	h, _ := openFrankenstein(t, [2]string{"Letter 1", "Elizabeth one. Elizabeth two."})
	u, ed := h.u, h.u.editor
	cv := u.Window().Canvas()
	enter := func() {
		t.Helper()
		if !u.focus.active {
			pressKey(u, fyne.KeyF11)
		}
		if !u.focus.active {
			t.Fatal("F11 did not enter focus mode")
		}
	}
	for _, tt := range []struct {
		name string
		w    func() fyne.Focusable
	}{
		{"the text", func() fyne.Focusable { return ed.text }},
		{"the title", func() fyne.Focusable { return ed.title }},
		{"the session count", func() fyne.Focusable { return u.focus.session }},
	} {
		enter()
		w := tt.w()
		cv.Focus(w)
		if cv.Focused() != w {
			t.Fatalf("%s does not take the keyboard in focus mode", tt.name)
		}
		if tt.name == "the session count" {
			w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			if !u.focus.active {
				t.Fatal("the session count's button took Esc itself")
			}
		}
		pressKey(u, fyne.KeyEscape)
		if u.focus.active || u.Window().FullScreen() {
			t.Fatalf("Esc on %s did not leave focus mode", tt.name)
		}
	}

	// The find bar closes first, with the keyboard in it or elsewhere.
	for _, where := range []string{"the find bar's box", "the session count"} {
		enter()
		cv.Focus(ed.text)
		ed.text.TypedShortcut(scFindInChapter)
		if where == "the session count" {
			cv.Focus(u.focus.session)
		}
		pressKey(u, fyne.KeyEscape)
		if ed.find.box.Visible() || !u.focus.active {
			t.Fatalf("Esc in %s: find bar shown %v, focus mode %v; want it closed and focus mode on", where, ed.find.box.Visible(), u.focus.active)
		}
		pressKey(u, fyne.KeyEscape)
		if u.focus.active {
			t.Fatalf("a second Esc (from %s) did not leave focus mode", where)
		}
	}

	// A menu over the window and a dialog take Esc; focus mode stays.
	enter()
	cv.Focus(ed.text)
	menu := widget.NewPopUpMenu(fyne.NewMenu("", fyne.NewMenuItem("Cut", func() {})), cv)
	menu.ShowAtPosition(fyne.NewPos(10, 10))
	cv.Focus(menu)
	pressKey(u, fyne.KeyEscape)
	if cv.Overlays().Top() != nil || !u.focus.active {
		t.Fatalf("Esc over a menu: menu open %v, focus mode %v; want it closed and focus mode on", cv.Overlays().Top() != nil, u.focus.active)
	}
	u.showInfo("Frankenstein", "A dialog over the window.")
	pressKey(u, fyne.KeyEscape)
	if cv.Overlays().Top() != nil || !u.focus.active {
		t.Fatalf("Esc over a dialog: dialog open %v, focus mode %v; want it closed and focus mode on", cv.Overlays().Top() != nil, u.focus.active)
	}
	pressKey(u, fyne.KeyEscape)
	if u.focus.active {
		t.Fatal("Esc after the dialog did not leave focus mode")
	}

	// Outside focus mode Esc is the widget's: it closes the find bar.
	cv.Focus(ed.text)
	ed.text.TypedShortcut(scFindInChapter)
	if u.keys.windowKey(&fyne.KeyEvent{Name: fyne.KeyEscape}, 0) {
		t.Fatal("the window took Esc outside focus mode")
	}
	pressKey(u, fyne.KeyEscape)
	if ed.find.box.Visible() {
		t.Fatal("Esc in the find bar did not close it")
	}
}

// fakeMenuBarItem stands for an item of Fyne's main menu bar (an
// internal type of the desktop driver): a focusable with a Child menu.
type fakeMenuBarItem struct{ widget.Button }

func (*fakeMenuBarItem) Child() *widget.Menu { return nil }

// TestEscapeFreeInMenuBar: with the keyboard in the main menu bar the
// window leaves Esc to Fyne, which closes the open menu on it.
func TestEscapeFreeInMenuBar(t *testing.T) {
	item := &fakeMenuBarItem{}
	item.ExtendBaseWidget(item)
	plain := widget.NewButton("Plain", nil)
	c := test.NewCanvas()
	c.SetContent(container.NewVBox(item, plain))
	k := &shortcuts{canvas: c, escape: func() bool { return true }}
	for _, tt := range []struct {
		name string
		w    fyne.Focusable
		want bool
	}{{"a menu bar item", item, false}, {"a button", plain, true}, {"nothing", nil, true}} {
		if tt.w != nil {
			c.Focus(tt.w)
		} else {
			c.Unfocus()
		}
		if got := k.windowKey(&fyne.KeyEvent{Name: fyne.KeyEscape}, 0); got != tt.want {
			t.Errorf("Esc with the keyboard on %s: window took it %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestEscClosesTheExportFileChooser: Esc closes the Export to file
// chooser with the keyboard in its file name box, where Fyne puts it when
// the chooser opens. The box is Fyne's plain Entry, which took the key:
// under Xvfb, Export…, Enter, then Esc (pressed again and again) left the
// chooser open, and only its Cancel closed it.
func TestEscClosesTheExportFileChooser(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("Anne of Green Gables", "CHAPTER I. Mrs. Rachel Lynde Is Surprised",
		"Mrs. Rachel Lynde lived just where the Avonlea main road dipped down into a little hollow.")
	c := h.u.Window().Canvas()
	e := newExportDialog(h.u, p, engine.ProjectMeta{})
	e.dlg.Show()
	exporting := c.Overlays().Top()
	e.author.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // on to choosing the file
	h.waitFor("the file chooser", func() bool { top := c.Overlays().Top(); return top != nil && top != exporting })
	if _, ok := c.Focused().(*widget.Entry); !ok {
		t.Fatalf("the chooser opened with the keyboard on %T, want its file name box", c.Focused())
	}
	pressKey(h.u, fyne.KeyEscape)
	if top := c.Overlays().Top(); top != nil {
		t.Fatal("Esc in the file name box left the Export to chooser open")
	}
}
