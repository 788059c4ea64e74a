//go:build windows

package engine

import "syscall"

// Windows says a full disk with its own codes, not with the ENOSPC the
// syscall package invents for it (which no Windows call returns):
// ERROR_HANDLE_DISK_FULL (39) and ERROR_DISK_FULL (112), winerror.h.
// The syscall package has no names for them, and golang.org/x/sys is
// not worth a direct dependency for two numbers. They are errors, as
// fileReasons lists them.
var diskFullErrnos = []error{syscall.Errno(39), syscall.Errno(112)}
