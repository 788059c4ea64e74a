package index

import (
	"slices"
	"sync"
	"time"
)

// manualClock is a clock a test moves by hand (Advance): the scheduler
// sees exactly the gaps the test makes between saves, however long the
// machine took to run them.
type manualClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*manualTimer
	// stallIn counts down the calls of Now until the one that finds the
	// clock stallBy further on (stall).
	stallIn int
	stallBy time.Duration
}

// manualTimer is one Timer of a manualClock, pending until Advance
// passes at or it is stopped.
type manualTimer struct {
	at   time.Time
	fire chan time.Time
}

func newManualClock() *manualClock { return &manualClock{now: time.Now()} }

// Now implements clock.
func (c *manualClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.stallIn > 0 {
		if c.stallIn--; c.stallIn == 0 {
			c.advanceLocked(c.stallBy)
		}
	}
	return c.now
}

// stall makes the n-th call of Now from here find the clock d further
// on, as when the machine stalled between two readings of the time.
func (c *manualClock) stall(n int, d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stallIn, c.stallBy = n, d
}

// Timer implements clock: the channel receives once Advance has moved
// the clock d on (at once for d <= 0).
func (c *manualClock) Timer(d time.Duration) (<-chan time.Time, func() bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &manualTimer{at: c.now.Add(d), fire: make(chan time.Time, 1)}
	if d <= 0 {
		t.fire <- c.now
		return t.fire, func() bool { return false }
	}
	c.timers = append(c.timers, t)
	return t.fire, func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		i := slices.Index(c.timers, t)
		if i < 0 {
			return false
		}
		c.timers = slices.Delete(c.timers, i, i+1)
		return true
	}
}

// Advance moves the clock d on and fires the timers it passes.
func (c *manualClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.advanceLocked(d)
}

// advanceLocked is Advance with c.mu held.
func (c *manualClock) advanceLocked(d time.Duration) {
	c.now = c.now.Add(d)
	c.timers = slices.DeleteFunc(c.timers, func(t *manualTimer) bool {
		if t.at.After(c.now) {
			return false
		}
		t.fire <- c.now
		return true
	})
}

// waitsFor reports whether a timer is pending that fires at at: a
// worker has seen the latest Schedule and waits for the due time it set.
func (c *manualClock) waitsFor(at time.Time) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.ContainsFunc(c.timers, func(t *manualTimer) bool { return t.at.Equal(at) })
}
