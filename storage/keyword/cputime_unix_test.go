//go:build unix

package keyword

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time (user+system) this process has used. The
// benchmarks report throughput per CPU-second next to wall-clock throughput
// because the build machine is shared and wall time depends on neighbours.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
