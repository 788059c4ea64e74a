package cli

import (
	"bytes"
	"log"
	"testing"
)

// TestStdLogWarnings: what the standard logger prints during a command
// becomes one warning line each, repeats once, except the keyword index's
// sweep of segment files another sweep already removed.
func TestStdLogWarnings(t *testing.T) {
	var w warnings
	restore := w.captureStdLog()
	log.Printf("got err removing file: %s, err: %v", "00000000000a.zap", "remove /d/keyword/00000000000a.zap: no such file or directory")
	log.Printf("index: %s", "disk full")
	log.Printf("index: %s", "disk full")
	restore()
	var out bytes.Buffer
	w.print(&out)
	if got, want := out.String(), "inkflow: warning: index: disk full\n"; got != want {
		t.Errorf("warnings %q, want %q", got, want)
	}
}
