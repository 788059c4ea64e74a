//go:build !unix

package main

import "time"

// cpuTime is unavailable here; figures then report wall-clock time only.
func cpuTime() (time.Duration, bool) { return 0, false }
