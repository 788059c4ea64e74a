//go:build unix

package chunk

import (
	"syscall"
	"time"
)

// processCPUTime is the user+system CPU time consumed by this process. The
// build machines are shared, so benchmarks report CPU time per operation
// next to wall time: it does not grow when other jobs steal the cores.
func processCPUTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
