package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"time"

	"fyne.io/fyne/v2"
)

// Ending the desktop app. Fyne 2.7.1 can fail to return from ShowAndRun
// once its main loop has stopped (SIGTERM, SIGINT, the window closed,
// File › Quit): the loop empties its queue of functions for the main
// goroutine and only then marks it drained, so a function queued in
// between is never run. Fyne queues one there itself, its lifecycle
// "stopped" hook (it saves the preferences); the lifecycle goroutine then
// waits for it forever, and Run waits for that goroutine (WaitForEvents).
// The window is gone but the process lives on with the data folder's
// lock, and every later start says "InkFlow is already running".
//
// detachStopHook takes that hook out of Fyne's queue, which closes the
// window the hang came through; exitGuard is the fallback for any other
// way the loop may not come back.

// Grace periods of the exit watchdog (exitGuard).
const (
	// exitGrace is how long ShowAndRun may take to return once the app
	// was asked to end; a healthy Fyne returns in milliseconds.
	exitGrace = 3 * time.Second
	// exitLimit bounds the saving and closing after that: the UI's Close
	// alone may wait 5 s for queued saves.
	exitLimit = 15 * time.Second
)

// lifecycleHooks is the part of Fyne's lifecycle detachStopHook needs:
// *internal/app.Lifecycle has it, the fyne.Lifecycle interface does not.
type lifecycleHooks interface {
	OnStopped() func()
	SetOnStoppedHookExecuted(func())
}

// detachStopHook removes the hook Fyne queues when its main loop stops
// and returns it for the caller to run after the UI has closed (nil when
// there is none or this Fyne has no such hook). With nothing queued at
// that moment, the race described above cannot leave Run waiting.
// The app's own OnStopped must stay unset for that, and does.
func detachStopHook(l fyne.Lifecycle) func() {
	h, ok := l.(lifecycleHooks)
	if !ok {
		return nil
	}
	hook := h.OnStopped() // Fyne's hook alone while the app sets none
	h.SetOnStoppedHookExecuted(nil)
	return hook
}

// prefsValues is the part of Fyne's preferences writePrefs needs: Fyne's
// file-backed ones have it (internal.InMemoryPreferences), the
// fyne.Preferences interface does not.
type prefsValues interface {
	ReadValues(func(map[string]any))
}

// errNoPrefsValues: the preferences are not Fyne's own.
var errNoPrefsValues = errors.New("preferences: values not readable")

// writePrefs stores the app's preferences in Fyne's preferences file
// (preferences.json in dir, the app's storage root) after the UI has
// closed, in place of Fyne's own save at exit, and only when the file
// does not hold them already.
//
// Fyne 2.7.1 saves by truncating the file and then writing it, and
// watches the file's folder: on any change it reads the file again,
// unless it saved within the last 100 ms. While its loop runs, both
// happen on the UI goroutine, one after the other; once the loop has
// stopped, the watcher's reading runs on its own goroutine beside the
// save and could find the file empty: "Fyne error: Preferences load
// error: EOF" in the log at every other exit by SIGTERM (nothing was
// lost: the save completed, only the reading failed). A file written
// beside and renamed over the old one is never seen empty.
func writePrefs(prefs fyne.Preferences, dir string) error {
	r, ok := prefs.(prefsValues)
	if !ok {
		return errNoPrefsValues
	}
	var (
		data []byte
		err  error
	)
	r.ReadValues(func(values map[string]any) { data, err = json.Marshal(values) })
	if err != nil {
		return fmt.Errorf("preferences: %w", err)
	}
	return writeFileIfChanged(filepath.Join(dir, "preferences.json"), append(data, '\n'))
}

// writeFileIfChanged replaces the file at path by data, through a file
// renamed over it, unless it holds data already.
func writeFileIfChanged(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("preferences: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".preferences-*.json")
	if err != nil {
		return fmt.Errorf("preferences: %w", err)
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		_ = os.Remove(tmp.Name())
		return fmt.Errorf("preferences: %w", err)
	}
	return nil
}

// exitGuard makes sure the process ends once the app is asked to end,
// saving first. The desktop main calls Finish after ShowAndRun returns;
// Arm (a signal, the window closing) starts a watchdog that, if
// ShowAndRun has not returned within grace, runs Finish itself and then
// exit. A finish that takes longer than limit is abandoned and exit(1)
// called anyway: the lock is the operating system's and ends with the
// process, and the journal has kept the typing of the last moments.
type exitGuard struct {
	grace, limit time.Duration
	finish       func() int // saves and closes; returns the exit code
	exit         func(code int)

	finishOnce, armOnce sync.Once
	done                chan struct{} // closed when finish has returned
	code                int
}

// newExitGuard returns a guard that runs finish once and, when armed and
// not finished in time, calls exit.
func newExitGuard(grace, limit time.Duration, finish func() int, exit func(int)) *exitGuard {
	return &exitGuard{grace: grace, limit: limit, finish: finish, exit: exit, done: make(chan struct{})}
}

// Finish runs finish once, whoever asks first, and returns its code. A
// second caller waits for the first one's finish.
func (g *exitGuard) Finish() int {
	g.finishOnce.Do(func() {
		g.code = g.finish()
		close(g.done)
	})
	return g.code
}

// Arm starts the watchdog; later calls do nothing.
func (g *exitGuard) Arm() {
	g.armOnce.Do(func() { time.AfterFunc(g.grace, g.expire) })
}

// expire runs grace after Arm.
func (g *exitGuard) expire() {
	select {
	case <-g.done:
		return // the app finished on its own; main returns and exits
	default:
	}
	// The UI loop is stopped (or, if a signal came before Fyne listened
	// for it, never will): Close, the engine and the lock are ours to end.
	go g.Finish()
	select {
	case <-g.done:
		g.exit(g.code)
	case <-time.After(g.limit):
		g.exit(1)
	}
}
