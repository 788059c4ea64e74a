package app

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/lang"
)

// Go menu shortcuts: the next and previous chapter, and the keyboard into
// the chapter tree or one of the side panel's tabs. Without them an
// author at the keyboard could not reach the Wiki, Related, Assistant or
// Snapshots tab at all (Fyne's tab buttons take no keyboard focus, and
// Tab in the text types a tab), and went to the next chapter through the
// sidebar: Shift+Tab twice, Down, Space, Tab twice.
var (
	scNextChapter = primaryKey(fyne.KeyPageDown)
	scPrevChapter = primaryKey(fyne.KeyPageUp)
	scGoSidebar   = primaryKey(fyne.Key0)
	// scGoTab are Ctrl/Cmd+1 to 6, the side panel's tabs in their order.
	scGoTab = func() (tabs [sideTabCount]*desktop.CustomShortcut) {
		for i := range tabs {
			tabs[i] = primaryKey(fyne.KeyName(strconv.Itoa(i + 1)))
		}
		return tabs
	}()
)

// sideTabCount is the number of tabs in the side panel (ui.go).
const sideTabCount = 6

// goShortcuts are the Go menu's shortcuts with their commands, for the
// shortcut table (shortcuts.go).
func goShortcuts() map[*desktop.CustomShortcut]command {
	m := map[*desktop.CustomShortcut]command{
		scNextChapter: cmdNextChapter,
		scPrevChapter: cmdPrevChapter,
		scGoSidebar:   cmdGoSidebar,
	}
	for i, sc := range scGoTab {
		m[sc] = cmdGoTab1 + command(i)
	}
	return m
}

// goMenu is the Go menu: chapters, then places for the keyboard.
func (u *UI) goMenu(item func(string, fyne.Shortcut, command) *fyne.MenuItem) *fyne.Menu {
	items := []*fyne.MenuItem{
		item(lang.L("Next Chapter"), scNextChapter, cmdNextChapter),
		item(lang.L("Previous Chapter"), scPrevChapter, cmdPrevChapter),
		fyne.NewMenuItemSeparator(),
		item(lang.L("Chapter List"), scGoSidebar, cmdGoSidebar),
	}
	// The tabs' full names: a tab shows a short label or only its icon
	// (sidetabs.go), a menu has room for the name.
	for i := range u.rightTab.Items {
		items = append(items, item(u.tabFit.names[i].name, scGoTab[i], cmdGoTab1+command(i)))
	}
	return fyne.NewMenu(lang.L("Go"), items...)
}

// installNavigation registers the Go menu's commands.
func (u *UI) installNavigation() {
	u.state.handle(cmdNextChapter, func() { u.stepChapter(1) })
	u.state.handle(cmdPrevChapter, func() { u.stepChapter(-1) })
	u.state.handle(cmdGoSidebar, u.goSidebar)
	for i := range sideTabCount {
		u.state.handle(cmdGoTab1+command(i), func() { u.goTab(i) })
	}
}

// stepChapter opens the chapter after (dir 1) or before (dir -1) the open
// one in its project, with the caret where the author last left it
// there. The keyboard stays where it was, or goes to the text when it
// was in the title (a new title box is no place to type prose).
//
// With the keyboard in the Wiki tab on an open entry, the keys step the
// entry's pages instead (wikiPanel.stepBody).
func (u *UI) stepChapter(dir int) {
	if u.wiki != nil && u.wiki.stepBody(dir) {
		return
	}
	pid := u.state.projectID()
	list := u.state.chapterList(pid)
	if len(list) == 0 {
		return
	}
	open := u.state.openChapterRequest().chapterID
	at := -1
	for i, c := range list {
		if c.ID == open {
			at = i
			break
		}
	}
	next := at + dir
	if at < 0 && dir < 0 {
		next = len(list) - 1
	}
	if next < 0 || next >= len(list) {
		return
	}
	f := u.win.Canvas().Focused()
	inText := f == nil || f == u.editor.text || f == u.editor.title
	u.state.request(chapterRequest{projectID: pid, chapterID: list[next].ID, focusText: inText})
}

// goSidebar gives the keyboard to the chapter tree (Ctrl/Cmd+0).
func (u *UI) goSidebar() {
	if u.focus != nil {
		u.focus.leave()
	}
	u.win.Canvas().Focus(u.sidebar.tree)
}

// goTab shows side panel tab i and gives the keyboard to its first field
// (the list, in a tab that has no field; the first passage in Related),
// so the author can type or step through it at once.
func (u *UI) goTab(i int) {
	if i >= len(u.rightTab.Items) {
		return
	}
	if u.focus != nil {
		u.focus.leave()
	}
	u.rightTab.SelectIndex(i)
	u.showSidePanel()
	var target fyne.Focusable
	switch i {
	case 0:
		u.search.focus()
		return
	case 1:
		target = u.related.firstCard()
	case 2:
		target = u.wiki.list
	case 3:
		target = u.assistant.question
	case 4:
		target = u.replace.pattern
	case 5:
		target = u.snaps.list
		if len(u.snaps.snaps) == 0 {
			target = u.snaps.take
		}
	}
	if target != nil {
		u.win.Canvas().Focus(target)
	}
}

// coveredCommand runs what a command does while a dialog covers the
// window: Ctrl+PageDown and Ctrl+PageUp step the settings dialog's tabs,
// as they switch tabs in GTK's notebooks. Its tabs take no keyboard
// focus: Search, Indexing, Model, Assistant and Snapshots were out of
// reach without a mouse. Other commands wait for the dialog to close.
func (u *UI) coveredCommand(cmd command) {
	d := u.settings
	if d == nil || !d.open || (cmd != cmdNextChapter && cmd != cmdPrevChapter) {
		return
	}
	dir := 1
	if cmd == cmdPrevChapter {
		dir = -1
	}
	n := len(d.tabs.Items)
	d.tabs.SelectIndex(((d.tabs.SelectedIndex()+dir)%n + n) % n)
	// The keyboard goes with the tab shown, to its first field.
	d.focusTab()
}
