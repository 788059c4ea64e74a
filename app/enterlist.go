package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// enterList is a widget.List in which Enter opens the row under the
// keyboard, as Space does: Ctrl+3 and Ctrl+6 put the keyboard in the
// story bible's and the snapshots' lists, and Enter, which opens a
// chapter in the chapter tree (chapterTree), did nothing there, so the
// author who reached an entry with the arrows could not open it without
// knowing Fyne's Space.
type enterList struct{ widget.List }

func newEnterList(length func() int, create func() fyne.CanvasObject, update func(widget.ListItemID, fyne.CanvasObject)) *enterList {
	l := &enterList{widget.List{Length: length, CreateItem: create, UpdateItem: update}}
	l.ExtendBaseWidget(l)
	return l
}

// TypedKey implements fyne.Focusable.
func (l *enterList) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyReturn || ev.Name == fyne.KeyEnter {
		ev = &fyne.KeyEvent{Name: fyne.KeySpace} // selects the row under the keyboard
	}
	l.List.TypedKey(ev)
}
