//go:build !linux

package ortlib

// shortenCmdline is needed on Linux only (see cmdline_linux.go).
func shortenCmdline() {}
