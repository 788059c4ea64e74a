package app

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"inkflow/engine"
)

// TestProseBoxesTypeSmartPunctuation: the boxes of prose that type curly
// quotes (a chapter's title, a wiki entry's names and profile) make --
// a dash and ... an ellipsis as the manuscript does, doubled after
// Chinese; a title typed 他说--走吧 stayed so while the text beside it
// became 他说——走吧. --- on purpose stays; smart punctuation off, a
// search box and the find bar keep what was typed.
func TestProseBoxesTypeSmartPunctuation(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("Lighthouse", "Chapter 1", "It won't hold.")
	h.openInTree(p.ID, c.ID)
	ed, w := h.u.editor, h.u.wiki
	tests := []struct {
		name  string
		box   *keyEntry
		start string
		smart bool
		typed string
		want  string
	}{
		{"English title", ed.title, "", true, "The Storm--and After...", "The Storm—and After…"},
		{"Chinese title", ed.title, "", true, "他说--走吧...", "他说——走吧……"},
		{"after a title's text", ed.title, "第一章 ", true, "雨夜...", "第一章 雨夜……"},
		{"three dashes on purpose", ed.title, "", true, "Part---One", "Part---One"},
		{"a fourth dot", ed.title, "", true, "Gone....", "Gone…."},
		{"smart punctuation off", ed.title, "", false, "他说--走吧...", "他说--走吧..."},
		{"an elision in a title", ed.title, "", true, "'Twas the Night", "’Twas the Night"},
		{"a year in a title", ed.title, "", true, "Summer of '69.", "Summer of ’69."},
		{"a quotation in a title", ed.title, "", true, "'Hold,' She Said", "‘Hold,’ She Said"},
		{"an elision, smart punctuation off", ed.title, "", false, "'Twas the Night", "'Twas the Night"},
		{"wiki name", w.title, "", true, "林默--少年", "林默——少年"},
		{"wiki profile under Chinese", w.text, "少年。\n", true, "--", "少年。\n——"},
		{"wiki profile under English", w.text, "Keeper.\n", true, "...", "Keeper.\n…"},
		{"search box", h.u.search.query, "", true, "a--b...", "a--b..."},
		{"find bar", ed.find.pattern, "", true, "a--b...", "a--b..."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := h.typeInBox(tc.box, tc.start, false, tc.smart, tc.typed); got != tc.want {
				t.Fatalf("typed %q: %q, want %q", tc.typed, got, tc.want)
			}
		})
	}
}

// TestProseBoxPunctuationUndo: in a title as in the manuscript, Ctrl+Z
// right after a dash or an ellipsis was made gives back the marks typed
// in one step (the box's own undo would take one mark at a time, through
// - and an empty gap), Redo makes it again, and the next Ctrl+Z goes on
// into the typing.
func TestProseBoxPunctuationUndo(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("Lighthouse", "Chapter 1", "It won't hold.")
	h.openInTree(p.ID, c.ID)
	title := h.u.editor.title
	menu := h.u.Window().MainMenu()
	ways := []struct {
		name       string
		undo, redo func()
	}{
		{"typed into the box", func() { title.TypedShortcut(&fyne.ShortcutUndo{}) }, func() { title.TypedShortcut(&fyne.ShortcutRedo{}) }},
		// The desktop driver gives Ctrl+Z and Ctrl+Y to the menu first:
		// its Undo went straight to the box's own, one mark at a time.
		{"Edit menu", menuItem(menu, "Undo").Action, menuItem(menu, "Redo").Action},
	}
	for _, way := range ways {
		for _, tc := range []struct {
			typed, made, undone string
		}{
			{"Storm--", "Storm—", "Storm--"},
			{"Storm...", "Storm…", "Storm..."},
			{"他说--", "他说——", "他说--"},
			{"他说...", "他说……", "他说..."},
			{"'Twas ", "’Twas ", "‘Twas "},
		} {
			t.Run(way.name+" "+tc.typed, func(t *testing.T) {
				title.SetText("")
				h.u.win.Canvas().Focus(title)
				test.Type(title, tc.typed)
				if title.Text != tc.made {
					t.Fatalf("typed %q: %q, want %q", tc.typed, title.Text, tc.made)
				}
				way.undo()
				if title.Text != tc.undone || title.CursorColumn != len([]rune(tc.undone)) {
					t.Fatalf("Ctrl+Z after %q: %q, cursor %d; want %q, the cursor at its end", tc.typed, title.Text, title.CursorColumn, tc.undone)
				}
				way.redo()
				if title.Text != tc.made {
					t.Fatalf("Redo: %q, want %q", title.Text, tc.made)
				}
				way.undo()
				if title.Text != tc.undone {
					t.Fatalf("Ctrl+Z after Redo: %q, want %q", title.Text, tc.undone)
				}
				way.undo()
				if got := title.Text; len(got) >= len(tc.undone) || !strings.HasPrefix(tc.undone, got) {
					t.Errorf("the next Ctrl+Z: %q, want less of %q (the typing, as the box undoes it)", got, tc.undone)
				}
			})
		}
	}
}

// TestDashAtTheStartFollowsTheBook: where no text tells Chinese from
// English (an empty title, a chapter's first line) smart punctuation
// goes by the book's language as the engine knows it (its language set
// for export, else its text), else, for a book with neither, by the
// interface: -- at the start of a Chinese book's chapter made —, not ——.
func TestDashAtTheStartFollowsTheBook(t *testing.T) {
	for _, tc := range []struct {
		name, language, text, set string
		want                      string
	}{
		{"a Chinese book, English interface", langEn, "孔明笑曰：“吾有一计。”", "", "——"},
		{"an English book, Chinese interface", langZh, "It was on a dreary night of November.", "", "—"},
		{"set to Chinese over English text", langEn, "It was on a dreary night of November.", "zh-CN", "——"},
		{"an empty book, Chinese interface", langZh, "", "", "——"},
		{"an empty book, English interface", langEn, "", "", "—"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language})
			p, _ := h.addChapter("书", "第一章", tc.text)
			if tc.set != "" {
				if err := h.eng.SetProjectMeta(p.ID, engine.ProjectMeta{Language: tc.set}); err != nil {
					t.Fatal(err)
				}
			}
			_, c := h.addChapter("书", "", "") // reloads the lists
			h.openInTree(p.ID, c.ID)
			ed := h.u.editor
			cv := h.u.win.Canvas()
			cv.Focus(ed.title)
			test.Type(ed.title, "--")
			if ed.title.Text != tc.want {
				t.Errorf("-- in an empty title: %q, want %q", ed.title.Text, tc.want)
			}
			cv.Focus(ed.text)
			test.Type(ed.text, "--")
			if got := ed.text.Text(); got != tc.want {
				t.Errorf("-- on the chapter's first line: %q, want %q", got, tc.want)
			}
		})
	}
}

// TestTitleElisionAtEnter: a title that ends in an elision (Summer of
// '69) gets its apostrophe when Enter moves to the text, as a space
// after the word would have given it; a title ending in a quotation's
// first word keeps ‘.
func TestTitleElisionAtEnter(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("Lighthouse", "Chapter 1", "It won't hold.")
	h.openInTree(p.ID, c.ID)
	title := h.u.editor.title
	for typed, want := range map[string]string{"Summer of '69": "Summer of ’69", "Rock 'n' Roll": "Rock ’n’ Roll", "Then 'Hold": "Then ‘Hold"} {
		title.SetText("")
		h.u.win.Canvas().Focus(title)
		test.Type(title, typed)
		title.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
		if title.Text != want {
			t.Errorf("typed %q and Enter: %q, want %q", typed, title.Text, want)
		}
	}
}
