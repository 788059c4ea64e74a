package cli

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestImportInterruptedHintRuns: the line an import stopped by Ctrl-C
// while indexing prints names a command that finishes the index, and
// that command (the line ends with it) runs as printed and leaves nothing
// unindexed. Before, it named "inkflow search --wait", which stops at "no
// QUERY given" (exit 2).
// The Ctrl-C itself is the operating system's; the import is left
// unindexed here by --no-wait, as the interrupted one leaves it.
func TestImportInterruptedHintRuns(t *testing.T) {
	data, p := severalProjects(t)
	stats := func() (dirty, pending, vectors int) {
		t.Helper()
		code, out, _ := run(t, data, "stats", "--json")
		var st struct {
			Dirty   int `json:"dirty_blocks"`
			Pending int `json:"pending_tasks"`
			Vectors int `json:"vectors"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &st) != nil {
			t.Fatalf("stats --json: exit %d: %s", code, out)
		}
		return st.Dirty, st.Pending, st.Vectors
	}
	if dirty, pending, _ := stats(); dirty == 0 && pending == 0 {
		t.Fatal("the import left nothing to index; the test needs it unindexed")
	}
	msg := errImportInterrupted([]book{{project: p}, {project: p}}, context.Canceled).Error()
	const before = "rebuild it now with inkflow "
	i, j := strings.Index(msg, before), len(msg)
	if i < 0 {
		t.Fatalf("no command in %q", msg)
	}
	args := shellFields(msg[i+len(before) : j])
	if code, _, stderr := run(t, data, args...); code != 0 {
		t.Fatalf("%q, run as printed: exit %d: %s", msg[i+len(before):j], code, stderr)
	}
	if dirty, pending, vectors := stats(); dirty != 0 || pending != 0 || vectors == 0 {
		t.Errorf("after %v: %d dirty blocks, %d pending tasks, %d vectors", args, dirty, pending, vectors)
	}
}
