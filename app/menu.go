package app

import (
	"context"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
)

// mainMenu builds the menu bar. Items carry the shortcuts of shortcuts.go
// so they are shown next to the commands and, on desktop drivers, fire
// even while an entry has focus.
func (u *UI) mainMenu() *fyne.MainMenu {
	item := func(label string, sc fyne.Shortcut, fn func()) *fyne.MenuItem {
		it := fyne.NewMenuItem(label, fn)
		it.Shortcut = sc
		return it
	}
	file := fyne.NewMenu("File",
		fyne.NewMenuItem("New Project…", u.sidebar.newProject),
		item("New Chapter", scNewChapter, u.sidebar.newChapter),
		fyne.NewMenuItemSeparator(),
		item("Import Manuscript…", scImport, u.importFile),
		fyne.NewMenuItem("Export as Text…", func() { u.exportProject(formatText) }),
		fyne.NewMenuItem("Export as Markdown…", func() { u.exportProject(formatMarkdown) }),
		fyne.NewMenuItemSeparator(),
		item("Settings…", scSettings, u.showSettings),
	)
	edit := fyne.NewMenu("Edit",
		item("Undo", &fyne.ShortcutUndo{}, u.editor.text.Undo),
		item("Redo", &fyne.ShortcutRedo{}, u.editor.text.Redo),
		fyne.NewMenuItemSeparator(),
		item("Save", scSave, func() { u.editor.save(true) }),
		fyne.NewMenuItemSeparator(),
		item("Find in Manuscript", scFind, u.focusSearch),
		item("Next Result", scNextResult, func() { u.search.step(1) }),
		item("Previous Result", scPrevResult, func() { u.search.step(-1) }),
		item("Related Passages Now", scRelated, func() {
			u.rightTab.SelectIndex(1)
			u.related.refreshNow()
		}),
	)
	view := fyne.NewMenu("View",
		item("Larger Text", scLargerText, func() { u.editor.changeFontSize(1) }),
		item("Smaller Text", scSmallerText, func() { u.editor.changeFontSize(-1) }),
	)
	idx := fyne.NewMenu("Index",
		fyne.NewMenuItem("Retry Failed Chapters", u.status.retryNow),
		fyne.NewMenuItem("Rebuild Project Index…", u.confirmReindex),
	)
	return fyne.NewMainMenu(file, edit, view, idx)
}

// confirmReindex rebuilds the current project's search data after asking.
func (u *UI) confirmReindex() {
	p, ok := u.sidebar.project(u.projectID)
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
