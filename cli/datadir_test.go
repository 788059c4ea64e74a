package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestMissingDataFolder: a --data folder that does not exist (a typo) is
// one line naming it and the commands that start a book, for every
// command but those, which create it; before, each command created the
// folder and printed zeros or "no projects yet".
func TestMissingDataFolder(t *testing.T) {
	useFixtureModel(t)
	book := writeFile(t, "书.txt", testBook)
	for _, tt := range []struct {
		args   []string
		code   int
		create bool // the command creates the folder
	}{
		{[]string{"stats", "--json"}, ExitRuntime, false},
		{[]string{"search", "剑"}, ExitRuntime, false},
		{[]string{"find", "剑"}, ExitRuntime, false},
		{[]string{"export", "--format", "txt", "--out", filepath.Join(t.TempDir(), "书.txt")}, ExitRuntime, false},
		{[]string{"project", "list"}, ExitRuntime, false},
		{[]string{"project", "deleted"}, ExitRuntime, false},
		{[]string{"chapter", "list"}, ExitRuntime, false},
		{[]string{"wiki", "list"}, ExitRuntime, false},
		{[]string{"snapshot", "deleted"}, ExitRuntime, false},
		{[]string{"settings", "list"}, ExitRuntime, false},
		{[]string{"settings", "set", "search.hybrid", "false"}, ExitRuntime, false},
		{[]string{"backup", "list"}, ExitRuntime, false},
		{[]string{"backup", "now"}, ExitRuntime, false},
		{[]string{"import", "--dry-run", book}, ExitOK, false},
		{[]string{"doctor"}, -1, false}, // its exit code is the machine's
		{[]string{"import", "--no-wait", book}, ExitOK, true},
		{[]string{"project", "create", "新书"}, ExitOK, true},
	} {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			data := filepath.Join(t.TempDir(), "typo")
			code, _, stderr := run(t, data, tt.args...)
			_, err := os.Stat(data)
			if created := err == nil; created != tt.create {
				t.Errorf("folder created %v, want %v", created, tt.create)
			}
			if tt.code >= 0 && code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			if tt.code != ExitRuntime {
				return
			}
			want := "inkflow: the data folder " + data + " (from --data) does not exist; check the name, or start a book there with inkflow import FILE or inkflow project create NAME\n"
			if stderr != want {
				t.Errorf("stderr %q, want %q", stderr, want)
			}
		})
	}
}

// TestMissingDataFolderFrom: the error names where the folder came from;
// the OS default, missing until the first book, is no typo.
func TestMissingDataFolderFrom(t *testing.T) {
	data := filepath.Join(t.TempDir(), "typo")
	for _, tt := range []struct {
		env, want string
	}{
		{data, "the data folder " + data + " (from INKFLOW_DATA) does not exist"},
		{"", "no books yet: the data folder "},
	} {
		t.Run(tt.want, func(t *testing.T) {
			t.Setenv("INKFLOW_DATA", tt.env)
			t.Setenv("XDG_CONFIG_HOME", filepath.Join(t.TempDir(), "config"))
			t.Setenv("HOME", t.TempDir())
			var out, errb bytes.Buffer
			code := Main([]string{"stats"}, strings.NewReader(""), &out, &errb, BuildInfo{Version: "test"})
			if code != ExitRuntime || !strings.Contains(errb.String(), tt.want) {
				t.Errorf("exit %d, stderr %q; want 1 and %q", code, errb.String(), tt.want)
			}
		})
	}
}
