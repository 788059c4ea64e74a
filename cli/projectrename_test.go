package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestProjectRename: the app renames a book (engine.RenameProject) and
// the command line had no command for it. `project rename NAME NEW-NAME`
// renames it, keeps names unique, refuses a name of spaces alone, and
// prints its undo, which runs as printed (a name with a space quoted).
func TestProjectRename(t *testing.T) {
	data := importTestBook(t) // project "测试"
	if code, _, stderr := run(t, data, "project", "create", "另一部"); code != 0 {
		t.Fatalf("project create: exit %d: %s", code, stderr)
	}
	names := func() []string {
		_, out, _ := run(t, data, "project", "list", "--json")
		var ps []projectJSON
		if err := json.Unmarshal([]byte(out), &ps); err != nil {
			t.Fatalf("project list --json: %v: %s", err, out)
		}
		var ns []string
		for _, p := range ps {
			ns = append(ns, p.Name)
		}
		return ns
	}
	code, out, stderr := run(t, data, "project", "rename", "测试", "  测试 (二稿) ")
	if want := `renamed project 1 "测试" to "测试 (二稿)" (undo: inkflow project rename '测试 (二稿)' 测试)`; code != 0 || !strings.Contains(out, want) {
		t.Fatalf("rename: exit %d, out %q, stderr %q; want %q", code, out, stderr, want)
	}
	if got := strings.Join(names(), ","); got != "测试 (二稿),另一部" {
		t.Errorf("after the rename the projects are %s", got)
	}
	// The chapters went with it.
	if code, out, _ := run(t, data, "chapter", "list", "--project", "测试 (二稿)"); code != 0 || !strings.Contains(out, "第一回 山中访友") {
		t.Errorf("chapter list of the renamed project: exit %d: %q", code, out)
	}
	// The undo closes the line; the name in it has a parenthesis of its own.
	undo := shellFields(strings.TrimSuffix(strings.TrimSpace(out[strings.Index(out, "(undo: inkflow ")+len("(undo: inkflow "):]), ")"))
	if code, _, stderr := run(t, data, undo...); code != 0 {
		t.Fatalf("the undo %q: exit %d: %s", undo, code, stderr)
	}
	if got := strings.Join(names(), ","); got != "测试,另一部" {
		t.Errorf("after the undo the projects are %s", got)
	}
	if code, out, _ := run(t, data, "project", "rename", "测试", "测试"); code != 0 || !strings.Contains(out, `project 1 is called "测试" already; nothing changed`) {
		t.Errorf("rename to its own name: exit %d: %q", code, out)
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"project", "rename", "测试", "另一部"}, ExitRuntime, `a project named "另一部" exists already`, "已有名为《另一部》的作品", true},
		{[]string{"project", "rename", "没有", "新名"}, ExitRuntime, `no project named "没有"`, "没有名为《没有》的作品", true},
		{[]string{"project", "rename", "测试", "   "}, ExitUsage, "project rename: the NAME is empty", "project rename：名称是空的", true},
		{[]string{"project", "rename", "测试", "两\n行"}, ExitUsage, "project rename: the NAME has a line break", "project rename：名称里有换行", true},
		{[]string{"project", "rename", "测试"}, ExitUsage, "project rename: give the project's NAME and its NEW-NAME", "project rename：请给出作品现在的名称和新名称", true},
		{[]string{"project", "rename", "", "新名"}, ExitUsage, "project rename: give the project's NAME and its NEW-NAME", "project rename：请给出作品现在的名称和新名称", true},
	})
	if got := strings.Join(names(), ","); got != "测试,另一部" {
		t.Errorf("after the refused renames the projects are %s", got)
	}
}
