package cli

import (
	"strings"
	"testing"
)

// TestSummaryUndo: a summary replaced from the command line can be put
// back, and the restore names its own undo.
func TestSummaryUndo(t *testing.T) {
	data := importTestBook(t)
	for _, text := range []string{"书生上山访友。", "书生在雾中上山，听见砍柴声。"} {
		if code, _, stderr := runIn(t, data, text, "summary", "set", "--no-wait", "1", "-"); code != 0 {
			t.Fatalf("summary set: exit %d %s", code, stderr)
		}
	}
	code, out, _ := run(t, data, "summary", "history", "1")
	if code != 0 || !strings.Contains(out, "v1 ") || !strings.Contains(out, "书生上山访友。") {
		t.Fatalf("summary history: exit %d %q", code, out)
	}
	code, out, stderr := run(t, data, "summary", "restore", "--no-wait", "1")
	if code != 0 || !strings.Contains(out, "undo: inkflow summary restore 1") {
		t.Fatalf("summary restore: exit %d %q %s", code, out, stderr)
	}
	if code, out, _ := run(t, data, "summary", "show", "1"); code != 0 || !strings.Contains(out, "书生上山访友。") {
		t.Fatalf("summary show after the restore: %q", out)
	}
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"summary", "restore", "1", "x"}, ExitUsage},
		{[]string{"summary", "restore", "--no-wait", "1", "99"}, ExitRuntime},
		{[]string{"summary", "history"}, ExitUsage},
	} {
		if code, _, stderr := run(t, data, c.args...); code != c.code {
			t.Errorf("%v: exit %d (want %d) %s", c.args, code, c.code, stderr)
		}
	}
}
