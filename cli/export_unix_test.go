//go:build unix

package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestExportLeavesDevicesAndLinksInPlace: an --out that is a pipe (or a
// device) is refused and stays what it was (as root, --out /dev/full
// replaced the device with a file), and an --out that is a link writes
// the book into the file the link names, leaving the link a link.
func TestExportLeavesDevicesAndLinksInPlace(t *testing.T) {
	data := importTestBook(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, data, "export", "--format", "txt", "--out", fifo)
	if code != ExitRuntime || !strings.Contains(stderr, "is not a file") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("--out a pipe: exit %d, stderr %q; want 1 and one line saying it is not a file", code, stderr)
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Errorf("the pipe was replaced (%v, %v)", st.Mode(), err)
	}

	target := filepath.Join(dir, "book.txt")
	if err := os.WriteFile(target, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "latest.txt")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := run(t, data, "export", "--format", "txt", "--out", link); code != ExitOK {
		t.Fatalf("--out a link: exit %d: %s", code, stderr)
	}
	if st, err := os.Lstat(link); err != nil || st.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced by a file (%v)", err)
	}
	if got, err := os.ReadFile(target); err != nil || !strings.Contains(string(got), "第一回") {
		t.Errorf("the linked file does not hold the book (%v): %.40q", err, got)
	}
}
