//go:build !windows

package engine

// diskFullErrnos are the system's codes for a full disk besides ENOSPC
// (as errors, for fileReasons); Unix has none (errtext_windows.go lists
// Windows's).
var diskFullErrnos []error
