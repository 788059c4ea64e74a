package app

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// mainMenu builds the menu bar. Every item dispatches a command to the
// state (see state.go), which the panel owning it carries out; items carry
// the shortcuts of shortcuts.go so they are shown next to the commands
// and, on desktop drivers, fire even while an entry has focus.
func (u *UI) mainMenu() *fyne.MainMenu {
	item := func(label string, sc fyne.Shortcut, cmd command) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, func() { u.command(cmd) })
		it.Shortcut = sc
		return it
	}
	file := fyne.NewMenu("File",
		item("New Project…", nil, cmdNewProject),
		item("New Chapter", scNewChapter, cmdNewChapter),
		fyne.NewMenuItemSeparator(),
		item("Import Manuscript…", scImport, cmdImport),
		item("Export as Text…", nil, cmdExportText),
		item("Export as Markdown…", nil, cmdExportMarkdown),
		item("Export…", nil, cmdExport),
		item("Goals and History…", nil, cmdGoals),
		fyne.NewMenuItemSeparator(),
		item("Settings…", scSettings, cmdSettings),
	)
	edit := fyne.NewMenu("Edit",
		item("Undo", &fyne.ShortcutUndo{}, cmdUndo),
		item("Redo", &fyne.ShortcutRedo{}, cmdRedo),
		fyne.NewMenuItemSeparator(),
		item("Save", scSave, cmdSave),
		fyne.NewMenuItemSeparator(),
		item("Find in Manuscript", scFind, cmdFind),
		item("Next Result", scNextResult, cmdNextResult),
		item("Previous Result", scPrevResult, cmdPrevResult),
		item("Related Passages Now", scRelated, cmdRelatedNow),
	)
	view := fyne.NewMenu("View",
		item("Larger Text", scLargerText, cmdLargerText),
		item("Smaller Text", scSmallerText, cmdSmallerText),
		item("Focus", scFocus, cmdFocus),
	)
	idx := fyne.NewMenu("Index",
		item("Retry Failed Chapters", nil, cmdRetryIndex),
		item("Rebuild Project Index…", nil, cmdReindex),
	)
	return fyne.NewMainMenu(file, edit, view, idx)
}

// confirmReindex rebuilds the current project's search data after asking.
func (u *UI) confirmReindex() {
	p, ok := u.state.project(u.state.projectID())
	if !ok {
		return
	}
	dialog.ShowConfirm("Rebuild index",
		fmt.Sprintf("Rebuild the search index of “%s”? Your text is not touched; unchanged passages come from the embedding cache.", p.Name),
		func(ok bool) {
			if !ok {
				return
			}
			u.background(func() {
				// Reindex waits for the indexer; progress shows in the
				// status bar meanwhile.
				err := u.eng.Reindex(context.WithoutCancel(u.ctx), p.ID)
				if err != nil {
					u.do(func() { u.showError("Rebuild index", err) })
				}
			})
		}, u.win)
}
