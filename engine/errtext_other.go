//go:build !windows

package engine

import "syscall"

// diskFullErrnos are the system's codes for a full disk besides ENOSPC;
// Unix has none (errtext_windows.go lists Windows's).
var diskFullErrnos []syscall.Errno
