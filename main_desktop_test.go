package main

import "testing"

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
