package index

import "time"

// clock is the time the scheduler reads: when a save is due, how long a
// worker waits for it, when a failure may be retried. The wall clock runs
// it; a test gives a clock it moves by hand (Config.clock), so what a
// burst of saves coalesces into depends on the gaps the test says, not on
// how fast a loaded machine happened to run it.
type clock interface {
	// Now is the current time.
	Now() time.Time
	// Timer sends on the channel it returns once d has passed; stop
	// cancels it.
	Timer(d time.Duration) (fire <-chan time.Time, stop func() bool)
}

// wallClock is the real time.
type wallClock struct{}

func (wallClock) Now() time.Time { return time.Now() }

func (wallClock) Timer(d time.Duration) (<-chan time.Time, func() bool) {
	t := time.NewTimer(d)
	return t.C, t.Stop
}
