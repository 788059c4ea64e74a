package app

import (
	"os"
	"path/filepath"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// The file chooser is Fyne's own dialog; this file words it for the
// author and remembers where the last file was.

// prefLastFolder remembers the folder of the last file imported or
// exported, where the next file dialog opens: each opened in the home
// folder, and importing the next volume from the same folder took as many
// clicks as the first.
const prefLastFolder = "files.last-folder"

// showFileDialog shows a file chooser titled for what it is for (Fyne
// titles one by gluing two words, "打开 文件") in the folder of the last
// file imported or exported, its places named in the interface's
// language.
func (u *UI) showFileDialog(d *dialog.FileDialog, title string) {
	d.SetTitleText(title)
	u.startIn(d)
	d.Resize(fyne.NewSize(820, 560))
	d.Show()
	translatePlaces(u.win.Canvas().Overlays().Top())
}

// startIn opens d in the folder of the last file imported or exported,
// when that folder is still there.
func (u *UI) startIn(d *dialog.FileDialog) {
	dir := u.app.Preferences().String(prefLastFolder)
	if dir == "" {
		return
	}
	if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
		return
	}
	if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
		d.SetLocation(l)
	}
}

// rememberFolder notes the folder of a file the author chose, for
// startIn.
func (u *UI) rememberFolder(uri fyne.URI) {
	if uri == nil || uri.Scheme() != "file" {
		return
	}
	u.app.Preferences().SetString(prefLastFolder, filepath.Dir(uri.Path()))
}

// placeNames are the places in the file chooser's sidebar, which Fyne
// names in English whatever the language (its catalogues have no entry
// for them): the home folder, the xdg user folders and the file system.
var placeNames = []string{"Home", "App Files", "Computer", "Desktop", "Documents", "Downloads", "Music", "Pictures", "Videos"}

// translatePlaces words the sidebar of the file chooser shown in popup (a
// list in the leading side of its split) in the interface's language: it
// wraps the list's item update, so the names stay translated when the
// list redraws. Should Fyne lay its chooser out another way, the sidebar
// keeps its English names and TestChineseFileChooserAndButtons says so.
func translatePlaces(popup fyne.CanvasObject) {
	places := placesList(popup)
	if places == nil || places.UpdateItem == nil {
		return
	}
	update := places.UpdateItem
	places.UpdateItem = func(id widget.ListItemID, item fyne.CanvasObject) {
		update(id, item)
		row, ok := item.(*fyne.Container)
		if !ok {
			return
		}
		for _, o := range row.Objects {
			if l, ok := o.(*widget.Label); ok && slices.Contains(placeNames, l.Text) {
				l.SetText(lang.L(l.Text))
			}
		}
	}
	places.Refresh()
}

// placesList finds the file chooser's sidebar: the list on the leading
// side of the split below its title.
func placesList(o fyne.CanvasObject) *widget.List {
	switch x := o.(type) {
	case *widget.PopUp:
		return placesList(x.Content)
	case *fyne.Container:
		for _, c := range x.Objects {
			if l := placesList(c); l != nil {
				return l
			}
		}
	case *container.Split:
		l, _ := x.Leading.(*widget.List)
		return l
	}
	return nil
}
