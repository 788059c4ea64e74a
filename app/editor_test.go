package app

import (
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"pgregory.net/rapid"

	"inkflow/engine"
)

// TestSavedChapterEqualsEditorText: whatever edits the author makes
// (typing, Enter, Backspace and Delete across paragraphs, paste of
// several paragraphs, undo and redo), the chapter the engine stores is
// exactly the editor's text, and the live counts are the engine's.
func TestSavedChapterEqualsEditorText(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", "　　"+paraHarbor+"\n\n　　"+paraMarket)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	clip := h.a.Clipboard()
	rapid.Check(t, func(rt *rapid.T) {
		for range rapid.IntRange(1, 25).Draw(rt, "steps") {
			switch rapid.IntRange(0, 6).Draw(rt, "op") {
			case 0:
				test.Type(ed.text, rapid.SampledFrom([]string{"字", "灯塔。", "word ", "“你好！”"}).Draw(rt, "typed"))
			case 1:
				ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
			case 2:
				ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyBackspace})
			case 3:
				ed.text.TypedKey(&fyne.KeyEvent{Name: fyne.KeyDelete})
			case 4:
				clip.SetContent("　　第一段。\n\n　　第二段。\n　　第三段。")
				ed.text.TypedShortcut(&fyne.ShortcutPaste{})
			case 5:
				n := len([]rune(ed.text.Text()))
				ed.text.Select(rapid.IntRange(0, n).Draw(rt, "from"), rapid.IntRange(0, n).Draw(rt, "to"))
			case 6:
				ed.text.TypedShortcut(&fyne.ShortcutUndo{})
				if rapid.Bool().Draw(rt, "redo") {
					ed.text.TypedShortcut(&fyne.ShortcutRedo{})
				}
			}
		}
		want := ed.text.Text()
		counts := engine.CountText(want)
		if ed.tally != counts {
			rt.Fatalf("live counts %+v, engine counts %+v", ed.tally, counts)
		}
		ed.text.TypedShortcut(scSave)
		h.waitFor("the save", func() bool { return ed.state == stateClean })
		got, err := h.eng.Chapter(c.ID)
		if err != nil {
			rt.Fatal(err)
		}
		if got.Text != want {
			rt.Fatalf("saved chapter differs from the editor:\n got %q\nwant %q", truncateRunes(got.Text, 80), truncateRunes(want, 80))
		}
		if stored := (engine.TextCounts{Zi: got.Zi, Chars: got.Chars, Words: got.Words}); stored != ed.tally {
			rt.Fatalf("saved counts %+v, editor shows %+v", stored, ed.tally)
		}
	})
}

// TestEditorKeepsAppShortcutsAndUndoMenu: with the manuscript focused, the
// app's shortcuts still reach their commands, Ctrl+Z undoes typing, and
// Edit → Undo / Redo act on the manuscript.
func TestEditorKeepsAppShortcutsAndUndoMenu(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", paraHarbor)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	h.u.Window().Canvas().Focus(ed.text)
	ed.text.SetCaret(0)
	test.Type(ed.text, "夜")
	if ed.state != stateEdited || !strings.HasPrefix(ed.text.Text(), "夜") {
		t.Fatalf("typing: state %v, text %q", ed.state, truncateRunes(ed.text.Text(), 10))
	}
	// Ctrl+Z undoes typing; the app table does not claim it.
	ed.text.TypedShortcut(&fyne.ShortcutUndo{})
	if ed.text.Text() != paraHarbor {
		t.Fatalf("Ctrl+Z left %q", truncateRunes(ed.text.Text(), 10))
	}
	menu := func(label string) *fyne.MenuItem {
		for _, m := range h.u.mainMenu().Items {
			for _, it := range m.Items {
				if it.Label == label {
					return it
				}
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	menu("Redo").Action()
	if !strings.HasPrefix(ed.text.Text(), "夜") {
		t.Fatalf("Edit → Redo left %q", truncateRunes(ed.text.Text(), 10))
	}
	menu("Undo").Action()
	if ed.text.Text() != paraHarbor {
		t.Fatalf("Edit → Undo left %q", truncateRunes(ed.text.Text(), 10))
	}
	if _, ok := menu("Undo").Shortcut.(*fyne.ShortcutUndo); !ok {
		t.Fatal("Edit → Undo does not show Ctrl+Z")
	}
	// The app's own shortcuts pass through the editor.
	size := ed.fontSize
	ed.text.TypedShortcut(scLargerText)
	if ed.fontSize != size+1 {
		t.Fatalf("Ctrl+= with the editor focused: font size %v", ed.fontSize)
	}
	ed.text.TypedShortcut(scFind)
	if h.u.Window().Canvas().Focused() != ed.find.pattern {
		t.Fatal("Ctrl+F with the editor focused did not open find in chapter")
	}
	ed.find.hide()
	menu("Find in Manuscript").Action() // what the desktop driver runs for Ctrl+F first
	if h.u.Window().Canvas().Focused() != ed.find.pattern {
		t.Fatal("Ctrl+F through the menu with the editor focused did not open find in chapter")
	}
	ed.find.hide()
	h.u.Window().Canvas().Unfocus()
	h.u.keys.handle(scFind) // no entry focused: the canvas's table
	if h.u.Window().Canvas().Focused() != h.u.search.query {
		t.Fatal("Ctrl+F outside the editor did not reach the search box")
	}
}

// TestUndoMenuActsOnTheFocusedEntry: the desktop driver gives Ctrl+Z and
// Ctrl+Y to Edit › Undo / Redo before the focused widget, so with the
// chapter title (or any entry) focused the menu must undo there, not in
// the manuscript: under xvfb Ctrl+Z in the title box undid the
// manuscript's last typing out of sight and left the title as it was.
func TestUndoMenuActsOnTheFocusedEntry(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", paraHarbor)
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	canvas := h.u.Window().Canvas()
	canvas.Focus(ed.text)
	ed.text.SetCaret(0)
	test.Type(ed.text, "夜")
	typed := ed.text.Text()

	shortcut := func(sc fyne.Shortcut) { // what the driver does with Ctrl+Z / Ctrl+Y
		t.Helper()
		for _, m := range h.u.mainMenu().Items {
			for _, it := range m.Items {
				if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() {
					it.Action()
					return
				}
			}
		}
		t.Fatalf("no menu item for %s", sc.ShortcutName())
	}
	canvas.Focus(ed.title)
	ed.title.CursorColumn = len([]rune(ed.title.Text))
	test.Type(ed.title, "下")
	if ed.title.Text != "第一章下" {
		t.Fatalf("title %q after typing", ed.title.Text)
	}
	shortcut(&fyne.ShortcutUndo{})
	if ed.title.Text != "第一章" || ed.text.Text() != typed {
		t.Fatalf("Ctrl+Z in the title: title %q, manuscript %q", ed.title.Text, truncateRunes(ed.text.Text(), 10))
	}
	shortcut(&fyne.ShortcutRedo{})
	if ed.title.Text != "第一章下" || ed.text.Text() != typed {
		t.Fatalf("Ctrl+Y in the title: title %q, manuscript %q", ed.title.Text, truncateRunes(ed.text.Text(), 10))
	}
	// With the manuscript focused, or nothing, the menu undoes there.
	canvas.Focus(ed.text)
	shortcut(&fyne.ShortcutUndo{})
	if ed.text.Text() != paraHarbor || ed.title.Text != "第一章下" {
		t.Fatalf("Ctrl+Z in the manuscript: title %q, manuscript %q", ed.title.Text, truncateRunes(ed.text.Text(), 10))
	}
	canvas.Unfocus()
	shortcut(&fyne.ShortcutRedo{})
	if ed.text.Text() != typed {
		t.Fatalf("Edit › Redo with nothing focused left %q", truncateRunes(ed.text.Text(), 10))
	}
}

// TestGoingBackToAChapterRestoresTheCaret: leaving a long chapter for
// another and coming back puts the caret, and the view, where the author
// was writing (it went back to the top: under xvfb, 阿Ｑ正传 reopened at
// 第一章 after a glance at another story); the place in the chapter open
// at exit is kept for the next start.
func TestGoingBackToAChapterRestoresTheCaret(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	long := strings.Repeat("　　"+paraHarbor+"\n\n", 20)
	p, a := h.addChapter("书", "第一章", long)
	_, b := h.addChapter("书", "第二章", paraMarket)
	ed := h.u.editor
	h.openInTree(p.ID, a.ID)
	at := utf8.RuneCountInString(long) - 40
	ed.text.SetCaret(at)
	h.openInTree(p.ID, b.ID)
	if ed.text.CaretOffset() != 0 {
		t.Fatalf("a chapter opened for the first time has the caret at %d", ed.text.CaretOffset())
	}
	h.openInTree(p.ID, a.ID)
	if got := ed.text.CaretOffset(); got != at {
		t.Fatalf("back in the first chapter the caret is at %d, want %d", got, at)
	}

	// The next start reopens the chapter open at exit where its caret was;
	// a chapter id remembered for another data folder means nothing here.
	h.openInTree(p.ID, b.ID)
	ed.carets = map[uint64]int{}
	h.a.Preferences().SetString(prefLastChapter+"@"+t.TempDir(), strconv.FormatUint(a.ID, 10))
	h.u.reopenLastChapter()
	h.pump()
	if ed.chapterID != b.ID {
		t.Fatalf("another data folder's last chapter opened here: chapter %d", ed.chapterID)
	}
	h.a.Preferences().SetString(h.u.dataPref(prefLastChapter), strconv.FormatUint(a.ID, 10))
	h.a.Preferences().SetString(h.u.dataPref(prefLastCaret), strconv.FormatUint(a.ID, 10)+":"+strconv.Itoa(at-100))
	h.u.reopenLastChapter()
	h.waitFor("the last chapter to reopen", func() bool { return ed.chapterID == a.ID && !ed.loading })
	if got := ed.text.CaretOffset(); got != at-100 {
		t.Fatalf("reopened at %d, want %d", got, at-100)
	}
	// At exit the place is remembered with its chapter.
	ed.text.SetCaret(at - 50)
	h.u.Close()
	want := strconv.FormatUint(a.ID, 10) + ":" + strconv.Itoa(at-50)
	if got := h.a.Preferences().String(h.u.dataPref(prefLastCaret)); got != want {
		t.Fatalf("remembered caret %q, want %q", got, want)
	}
}

// TestReopenedChapterTakesTheKeyboard: the chapter open at the last exit
// comes back with the keyboard in its text, at its caret, so the first
// keys the author types after a start continue the sentence (under xvfb
// nothing had the focus and they went nowhere).
func TestReopenedChapterTakesTheKeyboard(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("Lighthouse", "The Storm", "The wind came at dusk. She waited.")
	h.addChapter("Lighthouse", "The Lantern", "Thomas stood in the doorway.")
	ed := h.u.editor
	h.a.Preferences().SetString(h.u.dataPref(prefLastChapter), strconv.FormatUint(c.ID, 10))
	h.a.Preferences().SetString(h.u.dataPref(prefLastCaret), strconv.FormatUint(c.ID, 10)+":22")
	h.u.reopenLastChapter()
	h.waitFor("the last chapter to reopen", func() bool { return ed.chapterID == c.ID && ed.projectID == p.ID && !ed.loading })
	focused := h.u.win.Canvas().Focused()
	if focused == nil || focused != fyne.Focusable(ed.text) {
		t.Fatalf("after the start the keyboard is in %T, want the chapter's text", h.u.win.Canvas().Focused())
	}
	for _, r := range " Nobody came." {
		focused.TypedRune(r)
	}
	if got, want := ed.text.Text(), "The wind came at dusk. Nobody came. She waited."; got != want {
		t.Fatalf("typed after the start: %q, want %q", got, want)
	}
}

// TestSavesRememberTheCaret: every save records where the caret is, so a
// start after a crash (no Close) opens the chapter where the author was
// typing, not where the last clean exit left it.
func TestSavesRememberTheCaret(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, ui: Options{AutosaveDelay: 20 * time.Millisecond}})
	p, c := h.addChapter("三国", "第一回", strings.Repeat("话说天下大势。\n", 100))
	h.openInTree(p.ID, c.ID)
	ed := h.u.editor
	ed.text.SetCaret(350)
	typeInto(ed.text, "分久必合。")
	want := strconv.FormatUint(c.ID, 10) + ":355"
	h.waitFor("the save", func() bool { return ed.state == stateClean })
	if got := h.a.Preferences().String(h.u.dataPref(prefLastCaret)); got != want {
		t.Fatalf("after a save the remembered caret is %q, want %q", got, want)
	}
}
