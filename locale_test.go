package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestFyneLocaleQuiet re-runs this test binary under POSIX locales: package
// initialisation (Fyne's included) must print nothing, because the command
// line promises one line on stderr for errors and nothing otherwise.
func TestFyneLocaleQuiet(t *testing.T) {
	if os.Getenv("INKFLOW_INIT_PROBE") == "1" {
		return // the child: package init has run; exit quietly
	}
	for _, env := range []string{"LANG=C", "LANG=C.UTF-8", "LC_ALL=POSIX"} {
		cmd := exec.Command(os.Args[0], "-test.run=^TestFyneLocaleQuiet$")
		cmd.Env = append(os.Environ(), "INKFLOW_INIT_PROBE=1", "LC_ALL=", "LC_MESSAGES=", "LANG=", env)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", env, err, out)
		}
		if strings.Contains(string(out), "Fyne error") {
			t.Errorf("%s: package init logged:\n%s", env, out)
		}
	}
}
