package modroot

import (
	"os"
	"path/filepath"
	"testing"
)

func TestAbove(t *testing.T) {
	root := t.TempDir()
	deep := filepath.Join(root, "a", "b", "c")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		t.Fatal(err)
	}
	// A folder named go.mod is not a module file.
	if err := os.Mkdir(filepath.Join(root, "a", "go.mod"), 0o755); err != nil {
		t.Fatal(err)
	}
	if got, _ := Above(deep); got == filepath.Join(root, "a") {
		t.Fatalf("Above took the folder a/go.mod for a module file: %q", got)
	}
	if err := os.WriteFile(filepath.Join(root, "go.mod"), []byte("module x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, from, want string
		ok               bool
	}{
		{"from deep below", deep, root, true},
		{"from the root itself", root, root, true},
		{"unclean path", deep + "/../..", root, true},
		{"empty", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := Above(tt.from)
			if got != tt.want || ok != tt.ok {
				t.Errorf("Above(%q) = %q, %v; want %q, %v", tt.from, got, ok, tt.want, tt.ok)
			}
		})
	}
}

// TestOfWorkingDir: the tests run in this package's folder, inside the
// repository, whose root holds this package at internal/modroot.
func TestOfWorkingDir(t *testing.T) {
	root, ok := OfWorkingDir()
	if !ok {
		t.Fatal("no module root above the package folder")
	}
	if _, err := os.Stat(filepath.Join(root, "internal", "modroot", "modroot.go")); err != nil {
		t.Errorf("OfWorkingDir = %q, which does not hold this package: %v", root, err)
	}
}
