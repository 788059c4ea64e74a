package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
)

// newBorder lays out like container.NewBorder but keeps its objects in
// reading order: top, left, centre, right, bottom. Tab moves the keyboard
// through the window in the order of the object tree, and NewBorder puts
// the centre first, so Tab in a chapter's title jumped past the manuscript
// to the search box, and in the story bible past an entry's text to its
// buttons.
func newBorder(top, bottom, left, right fyne.CanvasObject, centre ...fyne.CanvasObject) *fyne.Container {
	var all []fyne.CanvasObject
	add := func(objs ...fyne.CanvasObject) {
		for _, o := range objs {
			if o != nil {
				all = append(all, o)
			}
		}
	}
	add(top, left)
	add(centre...)
	add(right, bottom)
	return container.New(layout.NewBorderLayout(top, bottom, left, right), all...)
}
