package app

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/widget"
)

// desktopKey does with sc what Fyne 2.7.1's desktop driver does with the
// key pressed for it (glfw window.triggersShortcut): the main menu item
// bearing the shortcut runs, and only when there is none does the focused
// widget, or else the canvas, get it (typeShortcut does that part).
func desktopKey(t *testing.T, u *UI, sc fyne.Shortcut) {
	t.Helper()
	for _, m := range u.Window().MainMenu().Items {
		for _, it := range m.Items {
			if it.Shortcut != nil && it.Shortcut.ShortcutName() == sc.ShortcutName() && it.Action != nil {
				it.Action()
				return
			}
		}
	}
	typeShortcut(u.Window().Canvas(), sc)
}

// clipTarget is a widget the Edit menu's clipboard items act on.
type clipTarget struct {
	name   string
	widget func(h *harness) fyne.Focusable
	text   func(w fyne.Focusable) string
	set    func(w fyne.Focusable, text string)
	// sel selects the runes [start, end) of the text.
	sel func(w fyne.Focusable, start, end int)
	// selected is the selected text.
	selected func(w fyne.Focusable) string
}

// entryTarget is a Fyne entry found by get: InkFlow's keyEntry or a plain
// widget.Entry in a dialog.
func entryTarget(name string, get func(h *harness) fyne.Focusable) clipTarget {
	entry := func(w fyne.Focusable) *widget.Entry {
		switch w := w.(type) {
		case *keyEntry:
			return &w.Entry
		case *widget.Entry:
			return w
		}
		panic("not an entry")
	}
	return clipTarget{
		name:   name,
		widget: get,
		text:   func(w fyne.Focusable) string { return entry(w).Text },
		set:    func(w fyne.Focusable, s string) { entry(w).SetText(s) },
		sel: func(w fyne.Focusable, start, end int) {
			e := entry(w)
			e.CursorRow, e.CursorColumn = 0, start
			k := w.(desktop.Keyable)
			shift := &fyne.KeyEvent{Name: desktop.KeyShiftLeft}
			w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyLeft}) // drops an old selection
			e.CursorRow, e.CursorColumn = 0, start
			k.KeyDown(shift)
			for range end - start {
				w.TypedKey(&fyne.KeyEvent{Name: fyne.KeyRight})
			}
			k.KeyUp(shift)
		},
		selected: func(w fyne.Focusable) string { return entry(w).SelectedText() },
	}
}

// TestEditMenuClipboardActsOnceOnTheFocusedWidget: Edit › Cut, Copy, Paste
// and Select All act on whatever has the keyboard (the manuscript, the
// chapter title, the search box, a dialog's field), and act once: clicked
// in the menu, and through the key, which the desktop driver gives the
// menu item instead of the widget (one paste per Ctrl+V, not two).
func TestEditMenuClipboardActsOnceOnTheFocusedWidget(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("书", "第一章", paraHarbor)
	h.openInTree(p.ID, c.ID)
	u := h.u
	canvas := u.Window().Canvas()

	menu := func(label string) *fyne.MenuItem {
		for _, m := range u.Window().MainMenu().Items {
			for _, it := range m.Items {
				if it.Label == label {
					return it
				}
			}
		}
		t.Fatalf("no menu item %q", label)
		return nil
	}
	for label, sc := range map[string]fyne.Shortcut{
		"Cut": &fyne.ShortcutCut{}, "Copy": &fyne.ShortcutCopy{},
		"Paste": &fyne.ShortcutPaste{}, "Select All": &fyne.ShortcutSelectAll{},
	} {
		if got := menu(label).Shortcut; got == nil || got.ShortcutName() != sc.ShortcutName() {
			t.Errorf("Edit › %s shows shortcut %v, want %s", label, got, sc.ShortcutName())
		}
	}

	var field *widget.Entry // the dialog's, made by its target
	targets := []clipTarget{
		{
			name:   "manuscript",
			widget: func(h *harness) fyne.Focusable { return h.u.editor.text },
			text:   func(fyne.Focusable) string { return u.editor.text.Text() },
			set:    func(_ fyne.Focusable, s string) { u.editor.text.SetText(s) },
			sel:    func(_ fyne.Focusable, start, end int) { u.editor.text.Select(start, end) },
			selected: func(fyne.Focusable) string {
				return u.editor.text.SelectedText()
			},
		},
		entryTarget("chapter title", func(h *harness) fyne.Focusable { return h.u.editor.title }),
		entryTarget("search box", func(h *harness) fyne.Focusable { return h.u.search.query }),
		entryTarget("dialog field", func(h *harness) fyne.Focusable {
			if field == nil {
				field = widget.NewEntry()
				dialog.NewCustom("", "OK", field, h.u.Window()).Show()
			}
			return field
		}),
	}
	const text = "天色将晚。"
	routes := []struct {
		name string
		do   func(label string, sc fyne.Shortcut)
	}{
		{"menu", func(label string, _ fyne.Shortcut) { menu(label).Action() }},
		{"key", func(_ string, sc fyne.Shortcut) { desktopKey(t, u, sc) }},
	}
	for _, tg := range targets {
		for _, r := range routes {
			t.Run(tg.name+"/"+r.name, func(t *testing.T) {
				w := tg.widget(h)
				canvas.Focus(w)
				if canvas.Focused() != w {
					t.Fatalf("%s did not take the focus", tg.name)
				}
				tg.set(w, text)
				cb := u.app.Clipboard()
				cb.SetContent("")

				tg.sel(w, 0, 2)
				r.do("Copy", &fyne.ShortcutCopy{Clipboard: cb})
				if got := cb.Content(); got != "天色" || tg.text(w) != text {
					t.Fatalf("Copy of 天色: clipboard %q, text %q", got, tg.text(w))
				}
				tg.sel(w, 2, 4)
				r.do("Cut", &fyne.ShortcutCut{Clipboard: cb})
				if got := cb.Content(); got != "将晚" || tg.text(w) != "天色。" {
					t.Fatalf("Cut of 将晚: clipboard %q, text %q", got, tg.text(w))
				}
				tg.sel(w, 2, 2)
				r.do("Paste", &fyne.ShortcutPaste{Clipboard: cb})
				if got := tg.text(w); got != text {
					t.Fatalf("Paste of 将晚 after 天色: text %q, want %q (once)", got, text)
				}
				tg.sel(w, 1, 1)
				r.do("Select All", &fyne.ShortcutSelectAll{})
				if got := tg.selected(w); got != text {
					t.Fatalf("Select All selected %q, want %q", got, text)
				}
				if canvas.Focused() != w {
					t.Fatal("the focus moved")
				}
			})
		}
	}

	// A disabled field only copies, as the driver lets it; with nothing
	// focused the items do nothing.
	field.SetText(text)
	canvas.Focus(field)
	desktopKey(t, u, &fyne.ShortcutSelectAll{})
	field.Disable()
	u.app.Clipboard().SetContent("")
	menu("Cut").Action()
	menu("Paste").Action()
	if field.Text != text || u.app.Clipboard().Content() != "" {
		t.Fatalf("Cut and Paste in a disabled field: text %q, clipboard %q", field.Text, u.app.Clipboard().Content())
	}
	menu("Copy").Action()
	if got := u.app.Clipboard().Content(); got != text {
		t.Fatalf("Copy in a disabled field: clipboard %q", got)
	}
	canvas.Overlays().Top().Hide()
	canvas.Unfocus()
	before := u.editor.text.Text()
	for _, l := range []string{"Cut", "Copy", "Paste", "Select All"} {
		menu(l).Action()
	}
	if u.editor.text.Text() != before {
		t.Fatal("Edit › Paste with nothing focused changed the manuscript")
	}
}

// TestMenusFitASmallWindow: every menu of the menu bar fits a 600-px
// window under the bar. The Edit menu held 17 commands, 640 px in
// Chinese: in a 900×600 window it ran past the bottom, and 在全书中查找替换
// and 存快照… could not be reached (Fyne's menus do not scroll).
func TestMenusFitASmallWindow(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true, language: langZh})
	for _, m := range h.u.Window().MainMenu().Items {
		if got := widget.NewMenu(m).MinSize().Height; got > 560 {
			t.Errorf("the %s menu is %.0f px tall", m.Label, got)
		}
	}
}

// TestFindAndReplaceInProjectHasAKey: Search › Find and Replace in
// Project had no shortcut, the one Search command the keyboard could not
// reach. Ctrl+Shift+H (Ctrl+H replaces in the chapter) shows the tab with
// the cursor in its Find box, from the manuscript too, and the menu says
// so.
func TestFindAndReplaceInProjectHasAKey(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	p, c := h.addChapter("青云", "第一章", "林峰站在山门前。")
	h.openInTree(p.ID, c.ID)
	u := h.u
	if it := menuItem(u.win.MainMenu(), "Find and Replace in Project"); it == nil || it.Shortcut == nil || it.Shortcut.ShortcutName() != scFindReplace.ShortcutName() {
		t.Fatalf("the menu item shows no Ctrl+Shift+H: %+v", it)
	}
	u.Window().Canvas().Focus(u.editor.text)
	u.editor.text.TypedShortcut(scFindReplace)
	if got := selectedTabName(u); got != "Find & Replace" || u.Window().Canvas().Focused() != u.replace.pattern {
		t.Fatalf("Ctrl+Shift+H in the manuscript shows tab %q, focus %T", got, u.Window().Canvas().Focused())
	}
}

// TestMenuItemsThatAskEndInEllipsis: a menu item that asks for more
// before it acts (a dialog over the window) ends in "…", and one that
// acts at once does not: the chapter menu's Delete opened a confirmation
// with no "…" to say so. Every item of the main menu and of the chapter
// tree's context menu is run, in both languages, with a chapter open and
// a chapter after it, and whether a dialog came up is checked against
// its label.
func TestMenuItemsThatAskEndInEllipsis(t *testing.T) {
	for _, language := range []string{langZh, langEn} {
		t.Run(language, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: language})
			p, c := h.addChapter("长河", "第一章 雪夜", "雪下了一夜。\n\n天亮了。")
			h.addChapter("长河", "第三章 故人", "故人来了。")
			win := h.u.Window()
			menus := append([]*fyne.Menu{}, win.MainMenu().Items...)
			h.openInTree(p.ID, c.ID)
			menus = append(menus, h.u.sidebar.chapterMenuItems())
			for _, m := range menus {
				for _, it := range m.Items {
					if it.IsSeparator || it.IsQuit || it.Disabled || it.Action == nil {
						continue
					}
					before := win.Canvas().Overlays().Top()
					it.Action()
					// Some read first (the renumber plan, the goals) and
					// ask when the read is back, in a few milliseconds.
					var top fyne.CanvasObject
					for end := time.Now().Add(250 * time.Millisecond); time.Now().Before(end); time.Sleep(10 * time.Millisecond) {
						h.pump()
						if top = win.Canvas().Overlays().Top(); top != nil && top != before {
							break
						}
					}
					asks := top != nil && top != before
					if asks {
						win.Canvas().Overlays().Remove(top)
					}
					if ends := strings.HasSuffix(it.Label, "…"); asks != ends {
						t.Errorf("%s › %q: opens a dialog %v, ends in … %v", m.Label, it.Label, asks, ends)
					}
				}
			}
		})
	}
}
