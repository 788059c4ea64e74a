package app

import (
	"os"
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

// TestOpenChooserTakesATypedPath: the open chooser (Import, a cover) has
// a box where a whole path is typed or pasted; Enter opens the file as
// choosing it would, shows a folder, and says in one line, in the
// interface's language, why a path opens nothing. Fyne's open chooser
// had no box to type in: a file whose path the author had was clicked to
// folder by folder.
func TestOpenChooserTakesATypedPath(t *testing.T) {
	home, books := t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	for _, f := range []string{filepath.Join(books, "book.txt"), filepath.Join(home, "draft.md"), filepath.Join(books, "notes.pdf")} {
		if err := os.WriteFile(f, []byte("第一章\n\n雪。"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name, language, typed string
		opens                 string // the file opened ("": none)
		says                  string // the line shown ("": none)
	}{
		{"a file", langEn, filepath.Join(books, "book.txt"), filepath.Join(books, "book.txt"), ""},
		{"a pasted path in quotes", langEn, " '" + filepath.Join(books, "book.txt") + "' ", filepath.Join(books, "book.txt"), ""},
		{"from the home folder", langZh, "~/draft.md", filepath.Join(home, "draft.md"), ""},
		{"a folder", langEn, books, "", ""},
		{"nothing there", langEn, filepath.Join(books, "lost.txt"), "", "Nothing is at " + filepath.Join(books, "lost.txt")},
		{"nothing there, Chinese", langZh, filepath.Join(books, "lost.txt"), "", "找不到 " + filepath.Join(books, "lost.txt")},
		{"not a manuscript", langZh, filepath.Join(books, "notes.pdf"), "", "这里打不开 notes.pdf：请选择扩展名为 .txt、.md、.markdown、.docx、.epub 的文件"},
		{"not a whole path", langEn, "book.txt", "", "Type the whole path, such as " + filepath.Join(home, "book.txt")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{noModel: true, language: tc.language})
			opened := ""
			cb := func(r fyne.URIReadCloser, err error) {
				if err == nil && r != nil {
					opened = r.URI().Path()
					r.Close()
				}
			}
			d := dialog.NewFileOpen(cb, h.u.Window())
			h.u.showOpenDialog(d, lang.L("Choose a manuscript to import"), manuscriptExtensions, cb)
			chooser := h.u.Window().Canvas().Overlays().Top()
			box, ok := h.u.Window().Canvas().Focused().(*keyEntry)
			if !ok {
				t.Fatalf("the keyboard is on %T, not in a path box", h.u.Window().Canvas().Focused())
			}
			box.SetText(tc.typed)
			box.OnSubmitted(box.Text)
			if opened != tc.opens {
				t.Fatalf("typed %q: opened %q, want %q", tc.typed, opened, tc.opens)
			}
			still := h.u.Window().Canvas().Overlays().Top() == chooser
			if still == (tc.opens != "") {
				t.Errorf("typed %q: the chooser is still shown %v", tc.typed, still)
			}
			said := ""
			walkPlain(chooser, func(o fyne.CanvasObject) bool {
				if l, ok := o.(*proseLabel); ok && l.Visible() && l.Importance == widget.DangerImportance {
					said = l.Text
				}
				return false
			})
			if said != tc.says {
				t.Errorf("typed %q: the chooser says %q, want %q", tc.typed, said, tc.says)
			}
		})
	}
}
