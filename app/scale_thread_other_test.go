//go:build !linux

package app

import "time"

// threadUsage is only measured on Linux (RUSAGE_THREAD).
func threadUsage() (cpu time.Duration, preempted int64, ok bool) { return 0, 0, false }
