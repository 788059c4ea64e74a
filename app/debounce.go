package app

import "time"

// debounce runs a function on the UI goroutine after a pause in what
// keeps restarting it (typing, caret moves). Its zero value is ready;
// it is used from the UI goroutine only.
type debounce struct {
	timer *time.Timer
}

// restart cancels a pending run and schedules fn after delay.
func (d *debounce) restart(u *UI, delay time.Duration, fn func()) {
	d.stop()
	d.timer = time.AfterFunc(delay, func() { u.do(fn) })
}

// stop cancels a pending run, if any.
func (d *debounce) stop() {
	if d.timer != nil {
		d.timer.Stop()
	}
}
