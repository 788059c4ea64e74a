//go:build !unix

package engine

import "time"

// processCPU is not measured here: benchmarks report wall time only.
func processCPU() (time.Duration, bool) { return 0, false }
