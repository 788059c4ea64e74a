//go:build unix

package cputime

import (
	"runtime"
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

// TestThreadCountsOnlyItsOwnWork: the thread's clock grows with the work
// the thread does and not while it sleeps (a wall clock would grow by the
// whole sleep).
func TestThreadCountsOnlyItsOwnWork(t *testing.T) {
	if runtime.GOOS != "linux" {
		if _, ok := Thread(); ok {
			t.Fatalf("Thread reports a clock on %s, which has none", runtime.GOOS)
		}
		return
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start, ok := Thread()
	if !ok {
		t.Fatal("Thread is not available on Linux")
	}
	time.Sleep(200 * time.Millisecond)
	slept, _ := Thread()
	if d := slept - start; d >= 100*time.Millisecond {
		t.Errorf("the thread's clock grew %v over a 200 ms sleep", d)
	}
	deadline := time.Now().Add(10 * time.Second)
	x := 0
	for time.Now().Before(deadline) {
		for i := 0; i < 1_000_000; i++ {
			x += i
		}
		if now, _ := Thread(); now-slept >= time.Millisecond {
			return
		}
	}
	t.Fatalf("the thread's CPU time did not grow after 10 s of work (x=%d)", x)
}
