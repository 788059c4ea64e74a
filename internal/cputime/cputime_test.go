//go:build unix

package cputime

import (
	"testing"
	"time"
)

// TestProcessAdvancesWithWork spins until the process's CPU time has grown
// by a millisecond; a clock that did not move fails at the deadline.
func TestProcessAdvancesWithWork(t *testing.T) {
	start, ok := Process()
	if !ok {
		t.Fatal("Process is not available on a unix system")
	}
	deadline := time.Now().Add(10 * time.Second)
	x := 0
	for time.Now().Before(deadline) {
		for i := 0; i < 1_000_000; i++ {
			x += i
		}
		if now, _ := Process(); now-start >= time.Millisecond {
			return
		}
	}
	t.Fatalf("CPU time did not grow after 10 s of work (x=%d)", x)
}
