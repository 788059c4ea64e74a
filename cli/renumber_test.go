package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestChapterRenumber moves a chapter whose title numbers itself, lists
// the renumber's dry run (text and --json), applies it, undoes it with
// the command it printed, and checks the refusals' exit codes; then the
// same in Chinese.
func TestChapterRenumber(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回 山中访友, 第二回 夜雨论剑
	if code, _, stderr := run(t, data, "chapter", "move", "2", "1"); code != 0 {
		t.Fatalf("chapter move: exit %d %s", code, stderr)
	}
	titles := func() string {
		t.Helper()
		_, out, _ := run(t, data, "chapter", "list", "--json")
		var chs []chapterJSON
		if err := json.Unmarshal([]byte(out), &chs); err != nil {
			t.Fatal(err)
		}
		var ts []string
		for _, c := range chs {
			ts = append(ts, c.Title)
		}
		return strings.Join(ts, " | ")
	}
	const moved, fixed = "测试之书 | 第二回 夜雨论剑 | 第一回 山中访友", "测试之书 | 第一回 夜雨论剑 | 第二回 山中访友"

	code, out, stderr := run(t, data, "chapter", "renumber", "--dry-run")
	if code != 0 || !strings.Contains(out, "    1  第二回 夜雨论剑 → 第一回 夜雨论剑\n") ||
		!strings.Contains(out, "dry run: 2 titles would be renumbered") || titles() != moved {
		t.Fatalf("renumber --dry-run: exit %d %q %s; titles %s", code, out, stderr, titles())
	}
	code, out, _ = run(t, data, "chapter", "renumber", "--dry-run", "--json")
	var plan renumberJSON
	if err := json.Unmarshal([]byte(out), &plan); code != 0 || err != nil || !plan.DryRun || plan.ID != 0 || len(plan.Titles) != 2 ||
		plan.Titles[1].Index != 2 || plan.Titles[1].Old != "第一回 山中访友" || plan.Titles[1].New != "第二回 山中访友" {
		t.Fatalf("renumber --dry-run --json: exit %d %v %s", code, err, out)
	}
	code, out, stderr = run(t, data, "chapter", "renumber")
	if code != 0 || !strings.Contains(out, "renumber 1: 2 titles renumbered (undo: inkflow chapter renumber --undo 1)") || titles() != fixed {
		t.Fatalf("renumber: exit %d %q %s; titles %s", code, out, stderr, titles())
	}
	if code, out, _ = run(t, data, "chapter", "renumber"); code != 0 || !strings.Contains(out, "nothing changed") {
		t.Fatalf("renumber again: exit %d %q", code, out)
	}
	code, out, _ = run(t, data, "chapter", "renumber", "--undo", "1", "--json")
	var undo struct {
		ID             uint64
		Restored, Kept []json.RawMessage
	}
	if err := json.Unmarshal([]byte(out), &undo); code != 0 || err != nil || undo.ID != 1 || len(undo.Restored) != 2 || undo.Kept == nil ||
		!strings.Contains(out, `"kept": []`) || titles() != moved {
		t.Fatalf("renumber --undo 1 --json: exit %d %v %s; titles %s", code, err, out, titles())
	}
	checkFailures(t, data, []failure{
		{[]string{"chapter", "renumber", "--undo", "1"}, ExitRuntime, "renumber 1 was already undone"},
		{[]string{"chapter", "renumber", "--undo"}, ExitRuntime, "no renumber to undo in this project"},
		{[]string{"chapter", "renumber", "--undo", "7"}, ExitRuntime, "no renumber 7 in this project"},
		{[]string{"chapter", "renumber", "--undo", "x"}, ExitUsage, `"x" is not a renumber id`},
		{[]string{"chapter", "renumber", "1"}, ExitUsage, "chapter renumber takes no arguments"},
		{[]string{"chapter", "renumber", "--undo", "--dry-run"}, ExitUsage, "chapter renumber takes no arguments"},
	})

	inChinese(t)
	if code, out, _ = run(t, data, "chapter", "renumber"); code != 0 || !strings.Contains(out, "重排章号 2：改了 2 个标题（撤销：inkflow chapter renumber --undo 2）") {
		t.Fatalf("renumber in Chinese: exit %d %q", code, out)
	}
	// The undo lists the titles it gives back, new → old.
	if code, out, _ = run(t, data, "chapter", "renumber", "--undo"); code != 0 || !strings.Contains(out, "已撤销重排章号 2：2 个标题恢复原样") ||
		!strings.Contains(out, "    1  第一回 夜雨论剑 → 第二回 夜雨论剑\n") {
		t.Fatalf("undo in Chinese: exit %d %q", code, out)
	}
}
