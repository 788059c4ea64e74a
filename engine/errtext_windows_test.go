//go:build windows

package engine

import (
	"io/fs"
	"strings"
	"syscall"
	"testing"
)

// TestErrorTextWindowsDiskFull: Windows's own codes for a full disk read
// as ENOSPC does.
func TestErrorTextWindowsDiskFull(t *testing.T) {
	for _, code := range []syscall.Errno{39, 112} { // ERROR_HANDLE_DISK_FULL, ERROR_DISK_FULL
		err := &fs.PathError{Op: "write", Path: `C:\书\a.epub`, Err: code}
		if got := ErrorText(err, "zh-Hans"); !strings.Contains(got, "磁盘已满") {
			t.Errorf("errno %d: %q", code, got)
		}
	}
}
