package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
)

// mainMenu builds the menu bar. Every item dispatches a command to the
// state (see state.go), which the panel owning it carries out; items carry
// the shortcuts of shortcuts.go so they are shown next to the commands
// and, on desktop drivers, fire even while an entry has focus.
func (u *UI) mainMenu() *fyne.MainMenu {
	item := func(label string, sc fyne.Shortcut, cmd command) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, func() {
			// The driver fires a menu shortcut even while a dialog
			// covers the window (Ctrl+N behind "Delete chapter?" made a
			// chapter); the menu itself cannot be clicked then.
			if !u.keys.covered() {
				u.command(cmd)
			} else {
				u.coveredCommand(cmd)
			}
		})
		it.Shortcut = sc
		return it
	}
	file := fyne.NewMenu(lang.L("File"),
		item(lang.L("New Project…"), nil, cmdNewProject),
		item(lang.L("New Chapter"), scNewChapter, cmdNewChapter),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Import Manuscript…"), scImport, cmdImport),
		item(lang.L("Export as Text…"), nil, cmdExportText),
		item(lang.L("Export as Markdown…"), nil, cmdExportMarkdown),
		item(lang.L("Export…"), nil, cmdExport),
		item(lang.L("Goals and History…"), nil, cmdGoals),
		item(lang.L("Deleted Projects…"), nil, cmdDeletedProjects),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Settings…"), scSettings, cmdSettings),
		fyne.NewMenuItemSeparator(),
		u.quitItem(),
	)
	edit := fyne.NewMenu(lang.L("Edit"),
		u.undoItem(lang.L("Undo"), &fyne.ShortcutUndo{}, cmdUndo),
		u.undoItem(lang.L("Redo"), &fyne.ShortcutRedo{}, cmdRedo),
		fyne.NewMenuItemSeparator(),
		u.clipboardItem(lang.L("Cut"), func(cb fyne.Clipboard) fyne.Shortcut { return &fyne.ShortcutCut{Clipboard: cb} }),
		u.clipboardItem(lang.L("Copy"), func(cb fyne.Clipboard) fyne.Shortcut { return &fyne.ShortcutCopy{Clipboard: cb} }),
		u.clipboardItem(lang.L("Paste"), func(cb fyne.Clipboard) fyne.Shortcut { return &fyne.ShortcutPaste{Clipboard: cb} }),
		u.clipboardItem(lang.L("Select All"), func(fyne.Clipboard) fyne.Shortcut { return &fyne.ShortcutSelectAll{} }),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Save"), scSave, cmdSave),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Split Chapter at Cursor…"), nil, cmdSplitChapter),
		item(lang.L("Merge with Next Chapter…"), nil, cmdMergeChapter),
		item(lang.L("Renumber Chapter Titles…"), nil, cmdRenumberTitles),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Take Snapshot…"), scTakeSnapshot, cmdTakeSnapshot),
	)
	// Finding has a menu of its own: in the Edit menu its seven commands
	// made a menu of 17, which ran past the bottom of a 600-px window
	// (Fyne's menus do not scroll), out of reach.
	search := fyne.NewMenu(lang.L("Search"),
		item(lang.L("Find in Manuscript"), scFind, cmdFind),
		item(lang.L("Next Result"), scNextResult, cmdNextResult),
		item(lang.L("Previous Result"), scPrevResult, cmdPrevResult),
		item(lang.L("Related Passages Now"), scRelated, cmdRelatedNow),
		fyne.NewMenuItemSeparator(),
		// Ctrl/Cmd+F too: in the text it finds in the chapter (the
		// first item, which the driver runs, hands it on), and the menu
		// said it searched the manuscript.
		item(lang.L("Find in Chapter"), scFindInChapter, cmdFindInChapter),
		item(lang.L("Replace in Chapter"), scReplaceInChapter, cmdReplaceInChapter),
		item(lang.L("Find and Replace in Project"), scFindReplace, cmdFindReplace),
	)
	// Highlight Names is on or off: its tick says which (without one the
	// author could not tell, a chapter naming no entry looks the same).
	highlight := item(lang.L("Highlight Names"), nil, cmdHighlightNames)
	highlight.Checked = u.app.Preferences().Bool(prefHighlightNames)
	toggle := highlight.Action
	highlight.Action = func() {
		toggle()
		highlight.Checked = u.app.Preferences().Bool(prefHighlightNames)
		if m := u.menuBar(); m != nil {
			m.Refresh()
		}
	}
	// Side Panel is ticked while the panel is on screen: a narrow window
	// hides it by itself (sidepanel.go), and the tick says so.
	panel := item(lang.L("Side Panel"), nil, cmdSidePanel)
	if u.side != nil {
		panel.Checked = u.side.shown()
		u.side.onChange = func() {
			panel.Checked = u.side.shown()
			if m := u.menuBar(); m != nil {
				m.Refresh()
			}
		}
	}
	view := fyne.NewMenu(lang.L("View"),
		item(lang.L("Larger Text"), scLargerText, cmdLargerText),
		item(lang.L("Smaller Text"), scSmallerText, cmdSmallerText),
		item(lang.L("Focus"), scFocus, cmdFocus),
		panel,
		highlight,
		item(lang.L("Open Entry at Cursor"), scOpenEntry, cmdOpenEntry),
	)
	idx := fyne.NewMenu(lang.L("Index"),
		item(lang.L("Retry Failed Chapters"), nil, cmdRetryIndex),
		item(lang.L("Rebuild Project Index…"), nil, cmdReindex),
	)
	return fyne.NewMainMenu(file, edit, search, view, u.goMenu(item), idx)
}

// menuBar is the window's main menu, shown or, in focus mode, hidden:
// its items' ticks and states are kept up to date either way, for the
// bar it comes back as.
func (u *UI) menuBar() *fyne.MainMenu {
	if m := u.win.MainMenu(); m != nil {
		return m
	}
	if u.focus != nil {
		return u.focus.menu
	}
	return nil
}

// quitItem is File › Quit with Ctrl+Q. The driver adds a Quit of its own
// when the menu has none, but without a shortcut: Ctrl+Q, which closes
// every other Linux application, did nothing. It closes like the window's
// close button (requestClose: the open chapter is saved first), and runs
// even while a dialog is open, as that button does.
func (u *UI) quitItem() *fyne.MenuItem {
	it := fyne.NewMenuItem(lang.L("Quit"), u.requestClose)
	it.IsQuit = true
	it.Shortcut = scQuit
	return it
}

// confirmReindex rebuilds the current project's search data after asking.
func (u *UI) confirmReindex() {
	p, ok := u.state.project(u.state.projectID())
	if !ok {
		return
	}
	u.newConfirm(lang.L("Rebuild index"),
		tr("Rebuild the search index of “{{.V}}”? Your text is not touched; unchanged passages come from the embedding cache.", p.Name),
		lang.L("Rebuild"), func(ok bool) {
			if !ok {
				return
			}
			// Reindex waits for the indexer (progress shows in the status
			// bar meanwhile), minutes for a long book: on the background
			// queue every save of the author's typing waited behind it
			// (40 s of "保存中…" for a 1.4 million 字 book). Closing the
			// window ends the wait; the engine finishes the rebuild at
			// its next start.
			u.indexWaits.Go(func() {
				err := u.eng.Reindex(u.ctx, p.ID)
				if err != nil && u.ctx.Err() == nil {
					u.do(func() { u.showError(lang.L("Rebuild index"), err) })
				}
			})
		}).Show()
}

// undoer is a widget with its own undo history: an entry, the manuscript.
type undoer interface {
	Undo()
	Redo()
}

// undoItem is Edit › Undo or Redo. The driver gives Ctrl+Z and Ctrl+Y to
// the menu before the focused widget, so the item undoes in whatever has
// the keyboard (the chapter title, the search box, a field of a dialog),
// and the manuscript only when it has the keyboard or nothing has: under
// xvfb, Ctrl+Z in the title box left the title alone and undid typing in
// the manuscript out of sight.
func (u *UI) undoItem(label string, sc fyne.Shortcut, cmd command) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, func() {
		// The chapter history (splits, merges, deletions, renumbers)
		// goes first when the manuscript has nothing of its own to undo
		// or redo since its last step (chapter_undo.go).
		if u.chapterUndo != nil && !u.keys.covered() {
			focused := u.win.Canvas().Focused()
			if cmd == cmdUndo && u.chapterUndo.takeUndo(focused) || cmd == cmdRedo && u.chapterUndo.takeRedo(focused) {
				return
			}
		}
		if f, ok := u.win.Canvas().Focused().(undoer); ok {
			if cmd == cmdRedo {
				f.Redo()
			} else {
				f.Undo()
			}
			return
		}
		if !u.keys.covered() {
			u.command(cmd)
		}
	})
	it.Shortcut = sc
	if cmd == cmdRedo && u.keys != nil {
		u.keys.redo = it.Action // Ctrl+Shift+Z from the chapter tree
	}
	return it
}

// clipboardItem is Edit › Cut, Copy, Paste or Select All; shortcut makes
// the item's shortcut with the clipboard to use (nil for the one the menu
// shows). Like Ctrl+Z, the desktop driver gives Ctrl+X, C, V and A (and
// Shift+Delete, Ctrl+Insert, Shift+Insert) to the menu item and then
// stops: the focused widget no longer sees them (Fyne 2.7.1, glfw
// window.triggersShortcut). So the item does, once, what the driver did
// before the menu had them: it types the shortcut into whatever has the
// keyboard, the manuscript, the chapter title, the search box or a field
// of a dialog (a dialog does not stop it as it stops the other items: it
// acts where the author is typing). A click on the menu does the same:
// the menu bar keeps a focus of its own, so the window's focused widget
// is still the one the author was in when the item runs (under xvfb, one
// paste per Ctrl+V and per click on Paste, in the manuscript and the
// title).
func (u *UI) clipboardItem(label string, shortcut func(fyne.Clipboard) fyne.Shortcut) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, func() {
		typeShortcut(u.win.Canvas(), shortcut(u.app.Clipboard()))
	})
	it.Shortcut = shortcut(nil)
	return it
}

// typeShortcut gives s to c's focused widget as the desktop driver does
// with a key no menu item claims: a disabled text widget only copies, and
// with no widget taking shortcuts the canvas's own table gets it (which
// has nothing for the clipboard: the items then do nothing).
func typeShortcut(c fyne.Canvas, s fyne.Shortcut) {
	f, ok := c.Focused().(fyne.Shortcutable)
	if !ok {
		if cs, ok := c.(fyne.Shortcutable); ok {
			cs.TypedShortcut(s)
		}
		return
	}
	type selectableText interface {
		fyne.Disableable
		SelectedText() string
	}
	if t, ok := f.(selectableText); ok && t.Disabled() && s.ShortcutName() != (&fyne.ShortcutCopy{}).ShortcutName() {
		return
	}
	f.TypedShortcut(s)
}

// menuItem finds the item labelled label in m, nil if none is.
func menuItem(m *fyne.MainMenu, label string) *fyne.MenuItem {
	for _, menu := range m.Items {
		for _, it := range menu.Items {
			if it.Label == label {
				return it
			}
		}
	}
	return nil
}
