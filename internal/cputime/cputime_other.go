//go:build !unix

package cputime

import "time"

// Process is unavailable here: it returns false, and measurements report
// wall-clock time only.
func Process() (time.Duration, bool) { return 0, false }
