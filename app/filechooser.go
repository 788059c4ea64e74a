package app

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/widget"
)

// The file chooser is Fyne's own dialog; this file words it for the
// author and remembers where the last file was.

// prefLastFolder remembers the folder of the last file imported (or
// opened: a cover image), where the next open dialog opens: each opened
// in the home folder, and importing the next volume from the same folder
// took as many clicks as the first.
const prefLastFolder = "files.last-folder"

// prefExportFolder remembers the folder of the last export, where the
// next save dialog opens. It is apart from prefLastFolder: the save
// dialog opened in the folder of the last import, a source folder that
// may be read-only or a download folder the export does not belong in.
const prefExportFolder = "files.last-export-folder"

// showFileDialog shows a file chooser titled for what it is for (Fyne
// titles one by gluing two words, "打开 文件") in the folder it starts
// in (startFolder: an open dialog where the last file was opened, a save
// dialog where the last export went), its places named in the
// interface's language.
func (u *UI) showFileDialog(d *dialog.FileDialog, title string, save bool) {
	d.SetTitleText(title)
	if l, err := storage.ListerForURI(storage.NewFileURI(u.startFolder(save))); err == nil {
		d.SetLocation(l)
	}
	d.Resize(fyne.NewSize(820, 560))
	d.Show()
	chooser := u.win.Canvas().Overlays().Top()
	translatePlaces(chooser)
	if save {
		acceptTypedPath(d, chooser)
		translateOverwrite(u.win.Canvas(), chooser)
	}
}

// acceptTypedPath lets the save chooser's name box take a whole path, as
// a desktop's own save dialog does: /home/ann/Books/book.epub (or
// ~/Books/book.epub) saves book.epub in that folder. Fyne put the typed
// text under the folder shown, and the export failed with "open
// /tmp/drafts/tmp/books/book.epub: no such file or directory". A path
// to a folder that does not exist is left to that error.
func acceptTypedPath(d *dialog.FileDialog, chooser fyne.CanvasObject) {
	save := findSaveButton(chooser)
	var name *widget.Entry
	walkPlain(chooser, func(obj fyne.CanvasObject) bool {
		name, _ = obj.(*widget.Entry)
		return name != nil
	})
	if save == nil || save.OnTapped == nil || name == nil {
		return
	}
	tapped := save.OnTapped
	save.OnTapped = func() {
		if dir, base, ok := typedPath(name.Text); ok {
			if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
				d.SetLocation(l)
				name.SetText(base)
			}
		}
		tapped()
	}
}

// showOpenDialog shows an open chooser (d, made with opened as its
// callback) as showFileDialog does, with a box above its files where a
// whole path can be typed or pasted: Fyne's chooser has none, so a file
// whose path the author had (/home/ann/Books/book.txt, copied from a
// file manager) had to be clicked to folder by folder. Enter in the box
// opens that file through opened, as choosing it would, or shows the
// folder it names; a path that is no file or folder there, or a file
// not ending in one of exts, gets a line saying so in the chooser.
func (u *UI) showOpenDialog(d *dialog.FileDialog, title string, exts []string, opened func(fyne.URIReadCloser, error)) {
	u.showFileDialog(d, title, false)
	popup, ok := u.win.Canvas().Overlays().Top().(*widget.PopUp)
	if !ok {
		return
	}
	ui, ok := popup.Content.(*fyne.Container)
	if !ok {
		return
	}
	at := slices.IndexFunc(ui.Objects, func(o fyne.CanvasObject) bool { _, ok := o.(*container.Split); return ok })
	if at < 0 {
		return // Fyne lays its chooser out another way; TestOpenChooserTakesATypedPath says so
	}
	path := newKeyEntry(u.keys, false)
	path.SetPlaceHolder(lang.L("Type or paste a path, then press Enter"))
	problem := noticeLabel(widget.DangerImportance)
	path.OnChanged = func(string) { problem.setOrHide("") }
	path.OnSubmitted = func(typed string) {
		file, dir, err := openTarget(typed, exts)
		switch {
		case err != nil:
			problem.setOrHide(err.Error())
		case dir != "":
			if l, err := storage.ListerForURI(storage.NewFileURI(dir)); err == nil {
				d.SetLocation(l)
				path.SetText("")
			}
		default:
			d.Hide()
			opened(storage.Reader(storage.NewFileURI(file)))
		}
	}
	// The box goes between the title and the files, where a desktop's
	// own chooser has its location box; the split stays the centre of
	// Fyne's layout, which knows its header and footer by themselves.
	ui.Objects[at] = container.NewBorder(container.NewVBox(path, problem), nil, nil, nil, ui.Objects[at])
	ui.Refresh()
	u.win.Canvas().Focus(path)
}

// openTarget reads a path typed in the open chooser's path box: a file
// to open (file) or a folder to show (dir), or why it is neither, said
// for the author in one line. Spaces around it, quotes a file manager
// puts around a copied path and a file:// in front are dropped; ~/ is
// the home folder. A file must end in one of exts (any case).
func openTarget(typed string, exts []string) (file, dir string, err error) {
	p := strings.TrimSpace(typed)
	if len(p) >= 2 && (p[0] == '\'' || p[0] == '"') && p[len(p)-1] == p[0] {
		p = p[1 : len(p)-1]
	}
	p = strings.TrimPrefix(p, "file://")
	if p == "" {
		return "", "", errors.New(lang.L("Type a path first"))
	}
	if rest, found := strings.CutPrefix(p, "~"+string(filepath.Separator)); found || p == "~" {
		home, herr := os.UserHomeDir()
		if herr != nil {
			return "", "", fmt.Errorf("%s: %w", lang.L("No home folder to start ~ from"), herr)
		}
		p = filepath.Join(home, rest)
	}
	if !filepath.IsAbs(p) {
		home, _ := os.UserHomeDir()
		return "", "", errors.New(lang.L("Type the whole path, such as {{.Example}}", map[string]any{"Example": filepath.Join(home, "book.txt")}))
	}
	fi, serr := os.Stat(p)
	switch {
	case serr != nil && errors.Is(serr, os.ErrNotExist):
		return "", "", errors.New(lang.L("Nothing is at {{.Path}}", map[string]any{"Path": p}))
	case serr != nil:
		return "", "", fmt.Errorf("%s: %w", lang.L("Cannot open {{.Path}}", map[string]any{"Path": p}), serr)
	case fi.IsDir():
		return "", filepath.Clean(p), nil
	}
	if !slices.ContainsFunc(exts, func(ext string) bool { return strings.EqualFold(filepath.Ext(p), ext) }) {
		var shown []string
		for _, ext := range exts {
			if e := strings.ToLower(ext); !slices.Contains(shown, e) {
				shown = append(shown, e)
			}
		}
		return "", "", errors.New(lang.L("{{.Name}} cannot be opened here: choose a file ending in {{.Exts}}",
			map[string]any{"Name": filepath.Base(p), "Exts": strings.Join(shown, lang.L(", "))}))
	}
	return filepath.Clean(p), "", nil
}

// typedPath splits a name typed as an absolute path (or one from ~/)
// into its folder and file name; ok is false for a plain name.
func typedPath(typed string) (dir, base string, ok bool) {
	p := strings.TrimSpace(typed)
	if rest, found := strings.CutPrefix(p, "~"+string(filepath.Separator)); found {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", "", false
		}
		p = filepath.Join(home, rest)
	}
	if !filepath.IsAbs(p) {
		return "", "", false
	}
	dir, base = filepath.Split(p)
	if base == "" {
		return "", "", false
	}
	return filepath.Clean(dir), base, true
}

// fyneOverwrite are the questions Fyne's save dialog asks, in English
// whatever the language (its code has them as literals, not lang.L),
// when the chosen name is taken: by a file (the title, then the message
// up to the file's name) or by a folder.
const (
	fyneOverwriteTitle = "Overwrite?"
	fyneOverwriteAsk   = "Are you sure you want to overwrite the file\n"
	fyneCannotTitle    = "Cannot overwrite"
	fyneCannotAsk      = "Files cannot replace a directory,\ncheck the file name and try again"
)

// translateOverwrite words in the interface's language the question the
// save chooser (chooser, on canvas c) asks when the name is taken: Save,
// which Return in the name box taps too, is wrapped so that the dialog
// it opened is reworded as it appears. "Overwrite? Are you sure you want
// to overwrite the file 长夜.docx?" interrupted a Chinese export.
func translateOverwrite(c fyne.Canvas, chooser fyne.CanvasObject) {
	save := findSaveButton(chooser)
	if save == nil || save.OnTapped == nil {
		return
	}
	tapped := save.OnTapped
	save.OnTapped = func() {
		before := c.Overlays().Top()
		tapped()
		if top := c.Overlays().Top(); top != nil && top != before {
			rewordOverwrite(top)
		}
	}
}

// findSaveButton is the save chooser's Save button, in its footer.
func findSaveButton(o fyne.CanvasObject) *widget.Button {
	var found *widget.Button
	walkPlain(o, func(obj fyne.CanvasObject) bool {
		if b, ok := obj.(*widget.Button); ok && b.Text == lang.L("Save") {
			found = b
		}
		return found != nil
	})
	return found
}

// rewordOverwrite translates the labels of Fyne's overwrite question (or
// its refusal to replace a folder) in popup, and names the question's
// answers by what they do, Replace and Cancel: Fyne's Yes and No (是/否)
// made the author read the question again to know which one kept the
// file.
func rewordOverwrite(popup fyne.CanvasObject) {
	overwrite := false
	walkPlain(popup, func(obj fyne.CanvasObject) bool {
		l, ok := obj.(*widget.Label)
		if !ok {
			return false
		}
		text := l.Text
		switch {
		case text == fyneOverwriteTitle:
			overwrite = true
			text = lang.L("Replace the file?")
		case strings.HasPrefix(l.Text, fyneOverwriteAsk) && strings.HasSuffix(l.Text, "?"):
			name := strings.TrimSuffix(strings.TrimPrefix(l.Text, fyneOverwriteAsk), "?")
			text = lang.L("A file named “{{.Name}}” is already there. Replace it?", map[string]any{"Name": name})
		case text == fyneCannotTitle:
			text = lang.L("Cannot replace a folder")
		case text == fyneCannotAsk:
			text = lang.L("A folder has that name. Choose another name for the file.")
		}
		if text != l.Text {
			l.SetText(text)
		}
		return false
	})
	if !overwrite {
		return
	}
	walkPlain(popup, func(obj fyne.CanvasObject) bool {
		if b, ok := obj.(*widget.Button); ok {
			switch b.Text {
			case lang.L("Yes"):
				b.SetText(lang.L("Replace"))
			case lang.L("No"):
				b.SetText(lang.L("Cancel"))
			}
		}
		return false
	})
}

// walkPlain calls fn on o and what it holds through containers, pop-ups,
// splits and scrolls (the file chooser's and a dialog's layout), until fn
// says stop.
func walkPlain(o fyne.CanvasObject, fn func(fyne.CanvasObject) bool) bool {
	if o == nil || fn(o) {
		return o != nil
	}
	var kids []fyne.CanvasObject
	switch x := o.(type) {
	case *widget.PopUp:
		kids = []fyne.CanvasObject{x.Content}
	case *fyne.Container:
		kids = x.Objects
	case *container.Split:
		kids = []fyne.CanvasObject{x.Leading, x.Trailing}
	case *container.Scroll:
		kids = []fyne.CanvasObject{x.Content}
	}
	for _, k := range kids {
		if walkPlain(k, fn) {
			return true
		}
	}
	return false
}

// startFolder is where a file dialog opens: the folder of the last file
// opened, for a save dialog of the last export, when it is still there;
// else the author's documents folder, else the home folder. The start
// is always set: left unset, Fyne opens the folder its own dialogs
// used last, an import's for an export.
func (u *UI) startFolder(save bool) string {
	key := prefLastFolder
	if save {
		key = prefExportFolder
	}
	if dir := u.app.Preferences().String(key); isDir(dir) {
		return dir
	}
	return documentsFolder()
}

// documentsFolder is the author's documents folder (xdg-user-dir's on
// Linux, ~/Documents elsewhere), or the home folder when there is none.
func documentsFolder() string {
	home, err := os.UserHomeDir()
	if err != nil {
		return "."
	}
	if _, err := exec.LookPath("xdg-user-dir"); err == nil {
		if out, err := exec.Command("xdg-user-dir", "DOCUMENTS").Output(); err == nil {
			if dir := strings.TrimSpace(string(out)); dir != home && isDir(dir) {
				return dir
			}
		}
	}
	if dir := filepath.Join(home, "Documents"); isDir(dir) {
		return dir
	}
	return home
}

// isDir reports whether dir names a folder that is there.
func isDir(dir string) bool {
	if dir == "" {
		return false
	}
	fi, err := os.Stat(dir)
	return err == nil && fi.IsDir()
}

// rememberFolder notes the folder of a file the author chose to open,
// for startFolder.
func (u *UI) rememberFolder(uri fyne.URI) { u.rememberIn(prefLastFolder, uri) }

// rememberExportFolder notes the folder an export was saved in, for
// startFolder.
func (u *UI) rememberExportFolder(uri fyne.URI) { u.rememberIn(prefExportFolder, uri) }

func (u *UI) rememberIn(key string, uri fyne.URI) {
	if uri == nil || uri.Scheme() != "file" {
		return
	}
	u.app.Preferences().SetString(key, filepath.Dir(uri.Path()))
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
