package engine

import (
	"os"
	"path/filepath"
	"testing"
)

func TestInDataDir(t *testing.T) {
	root := t.TempDir()
	data := filepath.Join(root, "data")
	if err := os.MkdirAll(filepath.Join(data, "backups"), 0o755); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(root, "link")
	if err := os.Symlink(data, link); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		path string
		want bool
	}{
		{filepath.Join(data, "inkflow.db"), true},
		{filepath.Join(data, "backups", "book.epub"), true},
		{filepath.Join(data, "new", "book.epub"), true}, // a folder yet to be made
		{filepath.Join(link, "inkflow.db"), true},       // through a link
		{filepath.Join(data, "..", "book.epub"), false},
		{filepath.Join(root, "data2", "book.epub"), false}, // a name that only starts alike
		{filepath.Join(root, "book.epub"), false},
		{data, false}, // the folder itself is not in it
	} {
		if got := InDataDir(tt.path, data); got != tt.want {
			t.Errorf("InDataDir(%s) = %v, want %v", tt.path, got, tt.want)
		}
	}
}
