package app

import (
	"syscall"
	"time"
)

// rusageThread is Linux's RUSAGE_THREAD: the calling thread alone.
const rusageThread = 1

// threadUsage returns the CPU time the calling OS thread has used and
// the times the kernel took the CPU from it (involuntary context
// switches); ok is false where the kernel does not tell.
func threadUsage() (cpu time.Duration, preempted int64, ok bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0, 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), ru.Nivcsw, true
}
