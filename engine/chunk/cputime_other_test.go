//go:build !unix

package chunk

import "time"

// processCPUTime is unavailable here; benchmarks then report wall time only.
func processCPUTime() (time.Duration, bool) { return 0, false }
