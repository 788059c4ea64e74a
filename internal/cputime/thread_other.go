//go:build !linux

package cputime

import "time"

// Thread is measured on Linux only (CLOCK_THREAD_CPUTIME_ID): elsewhere
// it returns false, and callers fall back to wall-clock time.
func Thread() (time.Duration, bool) { return 0, false }
