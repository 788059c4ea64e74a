package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestWikiIgnore: the app's Ignore on a suggested name
// (engine.IgnoreSuggestion) had no command. `wiki ignore NAME...` makes
// wiki suggest stop proposing each name in the project, in either width
// (阿Ｑ ignored stays ignored as 阿Q), and leaves the other names.
func TestWikiIgnore(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	var b strings.Builder
	b.WriteString("第一回 出场\n\n")
	for range 12 {
		b.WriteString("　　阿Ｑ在未庄遇见王胡，王胡笑他，阿Ｑ便走开了。\n\n")
	}
	if code, _, stderr := run(t, data, "import", "--project", "书", "--no-wait", writeFile(t, "book.txt", b.String())); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	suggested := func() map[string]bool {
		code, out, stderr := run(t, data, "wiki", "suggest", "--json")
		var cands []struct {
			Name string `json:"name"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &cands) != nil {
			t.Fatalf("wiki suggest --json: exit %d: %s%s", code, out, stderr)
		}
		got := map[string]bool{}
		for _, c := range cands {
			got[c.Name] = true
		}
		return got
	}
	before := suggested()
	if !before["王胡"] || !before["阿Ｑ"] && !before["阿Q"] {
		t.Fatalf("the book's names are not suggested to start with: %v", before)
	}
	for _, tt := range []struct {
		args []string
		out  string
		gone []string // no longer suggested after it
	}{
		{[]string{"wiki", "ignore", " 王胡 "}, `wiki suggest no longer proposes "王胡"`, []string{"王胡"}},
		{[]string{"wiki", "ignore", "阿Q"}, `wiki suggest no longer proposes "阿Q"`, []string{"王胡", "阿Ｑ", "阿Q"}},
	} {
		code, out, stderr := run(t, data, tt.args...)
		if code != 0 || !strings.Contains(out, tt.out) {
			t.Fatalf("%v: exit %d, out %q, stderr %q; want %q", tt.args, code, out, stderr, tt.out)
		}
		got := suggested()
		for _, n := range tt.gone {
			if got[n] {
				t.Errorf("after %v, %s is still suggested: %v", tt.args, n, got)
			}
		}
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"wiki", "ignore"}, ExitUsage, "wiki ignore: give the NAME", "wiki ignore：请给出不再建议的名字", true},
		{[]string{"wiki", "ignore", "  "}, ExitUsage, "wiki ignore: give the NAME", "wiki ignore：请给出不再建议的名字", true},
		{[]string{"wiki", "ignore", "--project", "无", "王胡"}, ExitRuntime, `no project named "无"`, "没有名为《无》的作品", true},
	})
}
