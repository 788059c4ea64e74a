//go:build unix

package engine

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used, user and system: a
// benchmark reports it per operation beside the wall time, which on a
// loaded machine measures the other processes as much as this one.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
