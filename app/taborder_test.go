package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
)

// TestTabMovesTopDown presses Tab where an author would and checks where
// the keyboard lands: from a chapter's title into its text, from the
// story bible's last field into the entry's text, from the search box on
// to the search options. NewBorder put each panel's centre first in the
// tree Tab follows, so Tab in the title went to the search box, and the
// author's next words ended up as a search.
func TestTabMovesTopDown(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", "山中访友。")
	h.openInTree(p.ID, c.ID)
	cv := h.u.Window().Canvas()
	next := func(from fyne.Focusable) fyne.Focusable {
		cv.Focus(from)
		cv.FocusNext()
		return cv.Focused()
	}
	if got := next(h.u.editor.title); got != h.u.editor.text {
		t.Errorf("Tab in the chapter title went to %T, want the manuscript", got)
	}
	if got := next(h.u.search.query); got == h.u.editor.title || got == h.u.editor.text {
		t.Errorf("Tab in the search box went back to the editor (%T)", got)
	}

	w := h.u.wiki
	h.u.rightTab.SelectIndex(2)
	h.waitFor("the wiki to load", func() bool { return h.u.state.projectID() == p.ID })
	w.newEntry()
	if got := next(w.exclusions); got != w.text {
		t.Errorf("Tab in the entry's last field went to %T, want the entry's text", got)
	}
}

// TestSmallWindowLeavesRoomToWrite lays the Chinese window out at
// 1024×700: the side panel's widest tab sets how narrow it may get, and
// the story bible's filter row and the assistant's five buttons in a row
// made it 410 px, which left the manuscript 261 px (13 字 a line).
func TestSmallWindowLeavesRoomToWrite(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("书", "第一章", "山中访友。")
	h.openInTree(p.ID, c.ID)
	h.u.Window().Resize(fyne.NewSize(1024, 700))
	for _, it := range h.u.rightTab.Items {
		if w := it.Content.MinSize().Width; w > 320 {
			t.Errorf("the %s tab is at least %.0f px wide, want at most 320", it.Text, w)
		}
	}
	if w := h.u.editor.text.Size().Width; w < 360 {
		t.Errorf("the manuscript is %.0f px wide in a 1024 px window, want at least 360", w)
	}
}

// TestLongTitleShowsItsStart opens a chapter whose title is longer than
// its box: the box shows the title's start (its number), not its end, and
// a title the author is typing in keeps the cursor at its end.
func TestLongTitleShowsItsStart(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	long := "第五回 发矫诏诸镇应曹公 破关兵三英战吕布 " + strings.Repeat("长", 60)
	p, c := h.addChapter("书", long, "山中访友。")
	h.u.Window().Resize(fyne.NewSize(1024, 700))
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.waitFor("the long title", func() bool { return ed.title.Text == long })
	if ed.title.CursorColumn != 0 || ed.title.SelectedText() != "" {
		t.Fatalf("title cursor at %d, selected %q; want at the start", ed.title.CursorColumn, ed.title.SelectedText())
	}
	if off, ok := entryScrollOffset(&ed.title.Entry); !ok || off.X != 0 {
		t.Fatalf("the title box is scrolled by %v (%v), want its start shown", off, ok)
	}
	h.u.Window().Canvas().Focus(ed.title)
	ed.rename("第五回 改")
	if ed.title.CursorColumn != len([]rune("第五回 改")) {
		t.Fatalf("focused title cursor at %d, want its end", ed.title.CursorColumn)
	}
}

// showGoals opens the goals dialog of project p.
func showGoals(t *testing.T, h *harness, p engine.Project) *goalsDialog {
	t.Helper()
	pr, err := h.eng.GoalProgress(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	g := newGoalsDialog(h.u, p, pr, nil, time.Now())
	g.dlg.Show()
	return g
}

// TestEnterConfirmsGoalsAndExport: Enter in a box of the goals dialog
// saves the goals, and in the export dialog goes on to choosing the file,
// as the dialogs' highlighted buttons do; it did nothing.
func TestEnterConfirmsGoalsAndExport(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("书", "第一章", "山中访友。")
	enter := &fyne.KeyEvent{Name: fyne.KeyReturn}
	g := showGoals(t, h, p)
	g.target.SetText("500000")
	g.target.TypedKey(enter)
	h.waitFor("the goals to be saved", func() bool {
		pr, err := h.eng.GoalProgress(p.ID)
		return err == nil && pr.Goals.Target == 500000
	})

	c := h.u.Window().Canvas()
	e := newExportDialog(h.u, p, engine.ProjectMeta{})
	e.dlg.Show()
	before := c.Overlays().Top()
	e.author.SetText("某人")
	e.author.TypedKey(enter)
	h.waitFor("the file chooser", func() bool { top := c.Overlays().Top(); return top != nil && top != before })
}

// TestEscInADialogsBoxCancelsIt: with the cursor in a box of the goals or
// settings dialog, Esc closes the dialog as its Close does; the box took
// the key and did nothing.
func TestEscInADialogsBoxCancelsIt(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("书", "第一章", "山中访友。")
	c := h.u.Window().Canvas()
	esc := &fyne.KeyEvent{Name: fyne.KeyEscape}
	g := showGoals(t, h, p)
	c.Focus(g.daily)
	c.Focused().TypedKey(esc)
	if c.Overlays().Top() != nil {
		t.Fatal("Esc in the daily target left the goals dialog open")
	}

	if !h.u.keys.handle(scSettings) || c.Overlays().Top() == nil {
		t.Fatal("Ctrl+, did not open the settings")
	}
	var box *dialogEntry
	h.u.settings.tabs.SelectIndex(1) // Writing has no boxes
	for i := 0; i < 40 && box == nil; i++ {
		c.FocusNext() // Tab through the dialog to a box
		box, _ = c.Focused().(*dialogEntry)
	}
	if box == nil {
		t.Fatal("no box in the settings")
	}
	box.TypedKey(esc)
	if c.Overlays().Top() != nil {
		t.Fatal("Esc in a settings box left the settings open")
	}
}

// TestCtrlSInTheStoryBibleSavesTheEntry: Ctrl+S with the cursor in an
// entry saves the entry (it saved the open chapter and left the entry
// unsaved); in the manuscript it still saves the chapter.
func TestCtrlSInTheStoryBibleSavesTheEntry(t *testing.T) {
	h, w, p := newEntryIn(t, harnessOptions{noModel: true}, "灯塔")
	test.Type(w.title, "林默")
	test.Type(w.text, "北礁灯塔的守望者。")
	h.u.Window().Canvas().Focus(w.text)
	h.u.command(cmdSave) // what the menu's Ctrl+S runs
	h.waitFor("the entry to save", func() bool { return len(w.entries) == 1 && !w.dirty })
	ws, err := h.eng.WikiEntries(p.ID)
	if err != nil || len(ws) != 1 || ws[0].Title != "林默" {
		t.Fatalf("stored entries %+v (%v)", ws, err)
	}
}

// TestFileDialogsOpenWhereTheLastFileWas: after a file was imported or
// exported, the next file dialog opens in its folder, not in the home
// folder every time.
func TestFileDialogsOpenWhereTheLastFileWas(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	dir := filepath.Join(t.TempDir(), "书稿")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	h.u.rememberFolder(storage.NewFileURI(filepath.Join(dir, "第二卷.txt")))
	h.u.command(cmdImport)
	top := h.u.Window().Canvas().Overlays().Top()
	if top == nil {
		t.Fatal("Ctrl+O did not open the file chooser")
	}
	if findButton(top, "书稿") == nil {
		t.Fatal("the file chooser does not open in the folder of the last file")
	}
}

// TestExportCoverHasAChooser: the cover's box has a Choose… button that
// opens a file dialog, instead of asking for the image's path typed out.
func TestExportCoverHasAChooser(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, _ := h.addChapter("书", "第一章", "山中访友。")
	e := newExportDialog(h.u, p, engine.ProjectMeta{})
	e.dlg.Show()
	c := h.u.Window().Canvas()
	before := c.Overlays().Top()
	choose := findButton(before, "Choose…")
	if choose == nil {
		t.Fatal("no Choose… beside the cover")
	}
	test.Tap(choose)
	if top := c.Overlays().Top(); top == nil || top == before {
		t.Fatal("Choose… opened no file dialog")
	}
}

// TestWideWindowKeepsLinesReadable: in a 2560-px window the manuscript's
// lines ran past 50 字; the editor now stands centred, at most maxLineZi
// 字 of its font wide, and follows the font when it grows.
func TestWideWindowKeepsLinesReadable(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	p, c := h.addChapter("书", "第一章", strings.Repeat("山中访友，雨夜论剑。", 40))
	h.openInTree(p.ID, c.ID)
	h.u.Window().Resize(fyne.NewSize(2560, 1440))
	ed := h.u.editor
	zi := fyne.MeasureText("字", ed.fontSize, fyne.TextStyle{}).Width
	if w := ed.text.Size().Width; w > zi*(maxLineZi+4) {
		t.Fatalf("the manuscript is %.0f px wide, %.0f 字; want at most about %d", w, w/zi, maxLineZi)
	}
	before := ed.text.Size().Width
	h.u.command(cmdLargerText)
	if ed.text.Size().Width <= before {
		t.Fatalf("a larger font left the column %.0f px wide (was %.0f)", ed.text.Size().Width, before)
	}
}

// TestSaveDialogOpensInTheExportFolder: the export's save dialog opened
// in the folder of the last import (a source folder, perhaps read-only).
// It opens where the last export went, else in the documents folder.
func TestSaveDialogOpensInTheExportFolder(t *testing.T) {
	tests := []struct {
		name       string
		exportedTo string // the folder of the last export, "" for none
		want       string // the folder the save dialog shows
	}{
		{"after an export", "导出稿", "导出稿"},
		{"no export yet", "", "Documents"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			t.Setenv("HOME", home)
			t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, ".config"))
			for _, d := range []string{"源稿件", "Documents", "导出稿"} {
				if err := os.Mkdir(filepath.Join(home, d), 0o755); err != nil {
					t.Fatal(err)
				}
			}
			h := newHarness(t, harnessOptions{noModel: true})
			p, c := h.addChapter("长河", "第一章", "雨下了一夜。")
			h.openInTree(p.ID, c.ID)
			h.u.rememberFolder(storage.NewFileURI(filepath.Join(home, "源稿件", "长河.txt")))
			if tt.exportedTo != "" {
				h.u.rememberExportFolder(storage.NewFileURI(filepath.Join(home, tt.exportedTo, "长河.txt")))
			}
			h.u.command(cmdExportText)
			top := h.u.Window().Canvas().Overlays().Top()
			if top == nil {
				t.Fatal("Export as Text… did not open the save dialog")
			}
			if findButton(top, "源稿件") != nil {
				t.Error("the save dialog opens in the folder of the last import")
			}
			if findButton(top, tt.want) == nil {
				t.Errorf("the save dialog does not open in %s", tt.want)
			}
		})
	}
}

// TestSearchTabTakesTheKeyboard: choosing the Search tab when nothing
// has the keyboard (a click on the tab takes it from the text) puts it in
// the query box, as Ctrl+F does; the author's 茴香豆 typed after the click
// went nowhere. A tab chosen while the text has the keyboard (a command,
// a start that restores the tab) leaves it there.
func TestSearchTabTakesTheKeyboard(t *testing.T) {
	tests := []struct {
		name      string
		inText    bool
		wantQuery bool
	}{
		{"after a click, nothing focused", false, true},
		{"the text has the keyboard", true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true})
			p, c := h.addChapter("书", "第一章", "山中访友。")
			h.openInTree(p.ID, c.ID)
			cv := h.u.Window().Canvas()
			h.u.rightTab.SelectIndex(1) // Related
			if tt.inText {
				cv.Focus(h.u.editor.text)
			} else {
				cv.Unfocus()
			}
			h.u.rightTab.SelectIndex(0) // Search
			if got := cv.Focused() == h.u.search.query; got != tt.wantQuery {
				t.Fatalf("the keyboard is in %T after the Search tab was chosen, want the query box %v", cv.Focused(), tt.wantQuery)
			}
			if tt.inText {
				return
			}
			for _, r := range "茴香豆" {
				cv.Focused().TypedRune(r)
			}
			if h.u.search.query.Text != "茴香豆" {
				t.Errorf("the query box reads %q after typing 茴香豆", h.u.search.query.Text)
			}
		})
	}
}
