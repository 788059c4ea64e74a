package app

import (
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestSaveChooserTakesATypedPath: a whole path typed in the save
// chooser's name box saves there, by Save or by Return; Fyne put it under
// the folder shown ("open /shown/tmp/books/book.epub: no such file or
// directory", real window). A plain name still saves in the folder shown.
func TestSaveChooserTakesATypedPath(t *testing.T) {
	shown, other := t.TempDir(), t.TempDir()
	for _, tc := range []struct {
		name, typed, want string
		enter             bool
	}{
		{"a path, Save", filepath.Join(other, "book.epub"), filepath.Join(other, "book.epub"), false},
		{"a path, Return", filepath.Join(other, "book.docx"), filepath.Join(other, "book.docx"), true},
		{"a plain name", "book.md", filepath.Join(shown, "book.md"), false},
		{"a folder that is not there", filepath.Join(other, "nowhere", "book.txt"), "", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: langEn})
			h.u.app.Preferences().SetString(prefExportFolder, shown)
			got := ""
			d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
				if err == nil && w != nil {
					got = w.URI().Path()
					w.Close()
				}
			}, h.u.Window())
			d.SetFileName("draft.epub")
			h.u.showFileDialog(d, lang.L("Export to"), true)
			chooser := h.u.Window().Canvas().Overlays().Top()
			name := chooserNameBox(t, chooser)
			name.SetText(tc.typed)
			if tc.enter {
				name.OnSubmitted(name.Text)
			} else {
				test.Tap(findButton(chooser, lang.L("Save")))
			}
			if got != tc.want {
				t.Fatalf("typed %q: saved to %q, want %q", tc.typed, got, tc.want)
			}
		})
	}
}

// chooserNameBox returns the file name box of a file chooser.
func chooserNameBox(t *testing.T, chooser fyne.CanvasObject) *widget.Entry {
	t.Helper()
	var name *widget.Entry
	walkObjects(chooser, func(o fyne.CanvasObject) bool {
		name, _ = o.(*widget.Entry)
		return name != nil
	})
	if name == nil {
		t.Fatal("no name box in the chooser")
	}
	return name
}
