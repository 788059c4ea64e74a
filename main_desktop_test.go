package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	fyneapp "fyne.io/fyne/v2/app"
	"fyne.io/fyne/v2/test"
)

func TestDesktopArgs(t *testing.T) {
	tests := []struct {
		args    []string
		dataDir string
		desktop bool
	}{
		{nil, "", true},
		{[]string{"--data", "/tmp/x"}, "/tmp/x", true},
		{[]string{"--data=/tmp/y"}, "/tmp/y", true},
		{[]string{"-data", "/tmp/z"}, "/tmp/z", true},
		{[]string{"--data"}, "", false}, // the CLI reports the missing value
		{[]string{"import", "book.txt"}, "", false},
		{[]string{"--data", "/tmp/x", "stats"}, "", false},
		{[]string{"help"}, "", false},
		{[]string{"--version"}, "", false},
	}
	for _, tt := range tests {
		dir, ok := desktopArgs(tt.args)
		if ok != tt.desktop || dir != tt.dataDir {
			t.Errorf("desktopArgs(%q) = %q, %v; want %q, %v", tt.args, dir, ok, tt.dataDir, tt.desktop)
		}
	}
}

func TestNoDisplay(t *testing.T) {
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	tests := []struct {
		goos    string
		vars    map[string]string
		refused bool
	}{
		{"linux", nil, true},
		{"freebsd", map[string]string{"DISPLAY": ""}, true},
		{"linux", map[string]string{"DISPLAY": ":0"}, false},
		{"linux", map[string]string{"WAYLAND_DISPLAY": "wayland-0"}, false},
		{"windows", nil, false},
		{"darwin", nil, false},
	}
	for _, tt := range tests {
		if msg := noDisplay(tt.goos, env(tt.vars)); (msg != "") != tt.refused {
			t.Errorf("noDisplay(%s, %v) = %q, want refused %v", tt.goos, tt.vars, msg, tt.refused)
		}
	}
}

// TestDesktopWithoutDisplay: started where no window can open (a server,
// an ssh session), the app says so in one line and exits 1; it used to
// panic inside GLFW with a stack trace.
func TestDesktopWithoutDisplay(t *testing.T) {
	if noDisplay(runtime.GOOS, func(string) string { return "" }) == "" {
		t.Skip("a display is needed on " + runtime.GOOS + " only where X11 or Wayland is")
	}
	t.Setenv("DISPLAY", "")
	t.Setenv("WAYLAND_DISPLAY", "")
	if code := runDesktop(t.TempDir()); code != 1 {
		t.Errorf("exit code %d, want 1", code)
	}
}

// TestExitGuard: once armed, the process ends within grace plus the
// finish even when ShowAndRun never returns (the Fyne 2.7.1 hang after
// its main loop stopped), finishing (saving, closing the engine) first;
// a finish that itself hangs is abandoned after limit.
func TestExitGuard(t *testing.T) {
	tests := []struct {
		name       string
		finishHang bool // finish never returns
		mainEnds   bool // ShowAndRun returns and main finishes before grace
		wantExit   int  // -1: exit must not be called
		wantFinish int  // times finish ran
	}{
		{name: "stalled UI loop", wantExit: 0, wantFinish: 1},
		{name: "stalled UI loop and finish", finishHang: true, wantExit: 1, wantFinish: 1},
		{name: "healthy exit", mainEnds: true, wantExit: -1, wantFinish: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var finished atomic.Int32
			block := make(chan struct{})
			defer close(block)
			exited := make(chan int, 2)
			g := newExitGuard(20*time.Millisecond, 100*time.Millisecond, func() int {
				finished.Add(1)
				if tt.finishHang {
					<-block
				}
				return 0
			}, func(code int) { exited <- code })
			g.Arm()
			g.Arm() // a second signal or close changes nothing
			if tt.mainEnds {
				if code := g.Finish(); code != 0 {
					t.Fatalf("Finish = %d, want 0", code)
				}
			}
			select {
			case code := <-exited:
				if tt.wantExit < 0 {
					t.Fatalf("exit(%d) called after a healthy finish", code)
				}
				if code != tt.wantExit {
					t.Fatalf("exit(%d), want exit(%d)", code, tt.wantExit)
				}
			case <-time.After(2 * time.Second):
				if tt.wantExit >= 0 {
					t.Fatal("the process was not ended: the UI loop's hang keeps the data folder locked")
				}
			}
			if n := int(finished.Load()); n != tt.wantFinish {
				t.Fatalf("finish ran %d times, want %d", n, tt.wantFinish)
			}
		})
	}
}

// fakeLifecycle stands for Fyne's internal lifecycle with its stop hook.
type fakeLifecycle struct {
	fyne.Lifecycle
	hook func()
}

func (l *fakeLifecycle) OnStopped() func()                 { return l.hook }
func (l *fakeLifecycle) SetOnStoppedHookExecuted(f func()) { l.hook = f }

// TestDetachStopHook: Fyne queues nothing when its loop stops (the queued
// hook is what Run could wait for forever); the hook comes back to run
// after the UI closed. The real Fyne lifecycle must still have the hook,
// or the detaching silently stops working after a Fyne upgrade.
func TestDetachStopHook(t *testing.T) {
	ran := false
	l := &fakeLifecycle{hook: func() { ran = true }}
	hook := detachStopHook(l)
	if l.OnStopped() != nil {
		t.Fatal("Fyne would still queue its stop hook when the loop stops")
	}
	if hook == nil {
		t.Fatal("the preferences save was lost")
	}
	hook()
	if !ran {
		t.Fatal("the returned hook is not Fyne's")
	}
	if _, ok := fyneapp.NewWithID("inkflow.test.detach").Lifecycle().(lifecycleHooks); !ok {
		t.Fatal("this Fyne's lifecycle has no stop hook to detach: check exit_desktop.go against it")
	}
}

// TestWritePrefs: at exit the preferences go to Fyne's file as Fyne
// writes it (what it reads back at the next start), through a file
// renamed over it, and the file is left alone when it holds them
// already. Fyne's own save truncated the file before writing it, and its
// watcher, no longer kept in step by the stopped loop, read it empty.
// The real Fyne's preferences must still let their values be read, or
// the exit silently falls back to Fyne's save after a Fyne upgrade.
func TestWritePrefs(t *testing.T) {
	prefs := test.NewTempApp(t).Preferences()
	prefs.SetString("editor.last-caret@/data", "3:141")
	prefs.SetFloat("layout.panel-split", 0.6)
	dir := t.TempDir()
	path := filepath.Join(dir, "preferences.json")
	for _, round := range []string{"written", "unchanged"} {
		before, _ := os.Stat(path)
		if err := writePrefs(prefs, dir); err != nil {
			t.Fatalf("%s: %v", round, err)
		}
		after, err := os.Stat(path)
		if err != nil {
			t.Fatalf("%s: %v", round, err)
		}
		if round == "unchanged" && !os.SameFile(before, after) {
			t.Error("the file was written again though it held the preferences")
		}
		raw, _ := os.ReadFile(path)
		var got map[string]any
		if err := json.Unmarshal(raw, &got); err != nil || got["editor.last-caret@/data"] != "3:141" || got["layout.panel-split"] != 0.6 {
			t.Fatalf("%s: the file holds %s (%v)", round, raw, err)
		}
	}
	if tmp, _ := filepath.Glob(filepath.Join(dir, ".preferences-*")); len(tmp) > 0 {
		t.Errorf("temporary files left: %v", tmp)
	}
	if _, ok := fyneapp.NewWithID("inkflow.test.detach").Preferences().(prefsValues); !ok {
		t.Fatal("this Fyne's preferences do not give their values: check writePrefs against it")
	}
}
