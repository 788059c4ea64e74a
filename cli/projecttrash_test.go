package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"inkflow/engine"
)

// TestProjectDeleteIsUndone: a deleted project is gone from the commands
// that take a project, listed by project deleted, back with project
// restore, and only a deleted one can be purged.
func TestProjectDeleteIsUndone(t *testing.T) {
	data := importTestBook(t)
	code, out, stderr := run(t, data, "project", "delete", "测试")
	if code != 0 || !strings.Contains(out, "project restore") {
		t.Fatalf("project delete: exit %d %q %s", code, out, stderr)
	}
	if code, _, _ := run(t, data, "wiki", "list", "--project", "测试"); code == 0 {
		t.Fatal("a deleted project is still found by name")
	}
	code, out, _ = run(t, data, "project", "deleted", "--json")
	var gone []engine.Project
	if code != 0 || json.Unmarshal([]byte(out), &gone) != nil || len(gone) != 1 || gone[0].Name != "测试" {
		t.Fatalf("project deleted --json: exit %d %s", code, out)
	}
	id := strconv.FormatUint(gone[0].ID, 10)
	if code, _, stderr := run(t, data, "project", "restore", id); code != 0 {
		t.Fatalf("project restore: exit %d %s", code, stderr)
	}
	if rs := searchJSON(t, data, "--project", "测试", "--mode", "keyword", "砍柴的声音"); len(rs) == 0 {
		t.Fatal("the restored project is not searched")
	}
	for _, c := range []struct {
		args []string
		code int
	}{
		{[]string{"project", "purge", id}, ExitRuntime}, // not deleted
		{[]string{"project", "purge", "x"}, ExitUsage},
		{[]string{"project", "restore", id}, ExitRuntime}, // not deleted
		{[]string{"project", "delete"}, ExitUsage},
	} {
		if code, _, stderr := run(t, data, c.args...); code != c.code {
			t.Errorf("%v: exit %d (want %d) %s", c.args, code, c.code, stderr)
		}
	}
	run(t, data, "project", "delete", "测试")
	if code, _, stderr := run(t, data, "project", "purge", id); code != 0 {
		t.Fatalf("project purge: exit %d %s", code, stderr)
	}
	if st := statsCounts(t, data); st["projects"] != 0.0 || st["chapters"] != 0.0 {
		t.Fatalf("after the purge: %v projects, %v chapters", st["projects"], st["chapters"])
	}
}

// TestProjectDeleteNeedsAName: `project delete ""` deleted the only
// project (an empty --project NAME means "the only one"), printing
// `deleted project 1 ""`; an empty or blank NAME is now the usage error
// of no NAME, and nothing is deleted. A NAME with spaces around it
// deletes the project it names and says its name.
func TestProjectDeleteNeedsAName(t *testing.T) {
	data := importTestBook(t) // project 测试
	checkFailures(t, data, []failure{
		{[]string{"project", "delete", ""}, ExitUsage, "project delete: give the project's NAME"},
		{[]string{"project", "delete", "  "}, ExitUsage, "project delete: give the project's NAME"},
	})
	if code, out, stderr := run(t, data, "chapter", "list"); code != 0 || !strings.Contains(out, "第一回") {
		t.Fatalf("after the refusals: exit %d %q %s", code, out, stderr)
	}
	if code, out, stderr := run(t, data, "project", "delete", " 测试 "); code != 0 || !strings.Contains(out, `deleted project 1 "测试" (undo: inkflow project restore 1)`) {
		t.Errorf("project delete ' 测试 ': exit %d %q %s", code, out, stderr)
	}
}
