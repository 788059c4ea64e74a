package cputime

import (
	"time"

	"golang.org/x/sys/unix"
)

// Thread returns the CPU time the calling OS thread has used so far, and
// false where the system cannot say. Unlike wall-clock time it does not
// grow while the thread waits for a core, so the cost of a piece of work
// measured with it is the same on a loaded machine as on an idle one. The
// caller must hold its goroutine on one thread (runtime.LockOSThread)
// from the first reading to the last.
func Thread() (time.Duration, bool) {
	var ts unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_THREAD_CPUTIME_ID, &ts); err != nil {
		return 0, false
	}
	return time.Duration(ts.Nano()), true
}
