package app

import (
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2/storage"

	"inkflow/engine"
)

// TestFileDialogsCannotWriteIntoTheDataFolder: what a save dialog opens
// for writing goes through the file repository, which refuses the data
// folder, so an export saved over inkflow.db leaves the database as it
// was; a file anywhere else is written.
func TestFileDialogsCannotWriteIntoTheDataFolder(t *testing.T) {
	h := newHarness(t, harnessOptions{noModel: true})
	h.addChapter("灯塔", "第一章", paraHarbor)
	db := engine.DatabaseFile(h.eng.DataDir())
	before, err := os.Stat(db)
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{db, filepath.Join(h.eng.DataDir(), "backups", "book.epub")} {
		if w, err := storage.Writer(storage.NewFileURI(path)); err == nil {
			w.Close()
			t.Fatalf("a dialog could write %s", path)
		}
	}
	if after, err := os.Stat(db); err != nil || after.Size() != before.Size() {
		t.Fatalf("the database changed size: %d → %v (%v)", before.Size(), after, err)
	}
	if ok, _ := storage.CanWrite(storage.NewFileURI(db)); ok {
		t.Fatal("the database is offered as writable")
	}

	elsewhere := filepath.Join(t.TempDir(), "book.txt")
	w, err := storage.Writer(storage.NewFileURI(elsewhere))
	if err != nil {
		t.Fatalf("a file outside the data folder: %v", err)
	}
	if _, err := w.Write([]byte("书")); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if b, err := os.ReadFile(elsewhere); err != nil || string(b) != "书" {
		t.Fatalf("the file outside: %q %v", b, err)
	}
}
