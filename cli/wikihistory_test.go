package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"inkflow/engine"
)

// TestWikiUndo: an update and a removal can each be undone from the
// command line, and the entry that comes back is searchable again.
func TestWikiUndo(t *testing.T) {
	data := importTestBook(t)
	if code, _, stderr := run(t, data, "wiki", "add", "--title", "老樵夫", "--file", writeFile(t, "w.txt", wikiText)); code != 0 {
		t.Fatalf("wiki add: exit %d %s", code, stderr)
	}
	if code, _, stderr := run(t, data, "wiki", "update", "老樵夫", "--file", writeFile(t, "w2.txt", "樵夫会吹笛子，笛声在山谷里回荡。")); code != 0 {
		t.Fatalf("wiki update: exit %d %s", code, stderr)
	}
	code, out, stderr := run(t, data, "wiki", "rm", "老樵夫")
	if code != 0 || !strings.Contains(out, "wiki restore") {
		t.Fatalf("wiki rm: exit %d %q %s (the undo command should be named)", code, out, stderr)
	}

	code, out, _ = run(t, data, "wiki", "deleted", "--json")
	var gone []engine.WikiVersion
	if code != 0 || json.Unmarshal([]byte(out), &gone) != nil || len(gone) != 1 || gone[0].Title != "老樵夫" || gone[0].Reason != engine.WikiDeleted {
		t.Fatalf("wiki deleted --json: exit %d %s", code, out)
	}
	// A deleted entry is found by its old title.
	if code, _, stderr := run(t, data, "wiki", "restore", "老樵夫"); code != 0 {
		t.Fatalf("wiki restore: exit %d %s", code, stderr)
	}
	if rs := searchJSON(t, data, "--mode", "keyword", "笛声在山谷里回荡"); !hasKind(rs, "wiki", "老樵夫") {
		t.Fatalf("the restored entry is not found: %+v", rs)
	}

	code, out, _ = run(t, data, "wiki", "history", "老樵夫")
	if code != 0 || !strings.Contains(out, "v1 ") || !strings.Contains(out, "v2 ") {
		t.Fatalf("wiki history: exit %d %q", code, out)
	}
	if code, _, stderr := run(t, data, "wiki", "restore", "老樵夫", "1"); code != 0 {
		t.Fatalf("wiki restore 老樵夫 1: exit %d %s", code, stderr)
	}
	if rs := searchJSON(t, data, "--mode", "keyword", "认得山里每一条小路"); !hasKind(rs, "wiki", "老樵夫") {
		t.Fatalf("version 1's text is not back: %+v", rs)
	}

	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"wiki", "restore", "老樵夫", "x"}, 2},
		{[]string{"wiki", "restore", "老樵夫", "99"}, 1},
		{[]string{"wiki", "restore", "没有这个人"}, 1},
		{[]string{"wiki", "history"}, 2},
	} {
		code, _, stderr := run(t, data, c.args...)
		if code != c.code || strings.Count(strings.TrimSpace(stderr), "\n") != 0 || stderr == "" {
			t.Errorf("%v: exit %d (want %d), stderr %q", c.args, code, c.code, stderr)
		}
	}
}
