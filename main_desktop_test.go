package main

import (
	"runtime"
	"testing"
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
