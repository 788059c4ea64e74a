//go:build !unix

package keyword

import "time"

// processCPU is unavailable here; benchmarks then omit the per-CPU metric.
func processCPU() (time.Duration, bool) { return 0, false }
