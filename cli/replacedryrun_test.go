package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestReplaceDryRunCountsRenames: `replace --dry-run --wiki` counts the
// story-bible titles and aliases the replace renames with the matches, in
// English and Chinese, and says each rename and each name it would leave;
// its --json carries the "changes", "renamed" and "clashes" the real
// replace's --json then gives. Before, the dry run said "2 changes" of a
// replace that made 4 and its --json had no renames.
func TestReplaceDryRunCountsRenames(t *testing.T) {
	type step struct {
		stdin string
		args  []string
	}
	type want struct {
		name    string
		wiki    []step // the Story Bible before the replace
		renamed int    // names the replace renames
		en, zh  []string
	}
	tests := []want{
		{
			name: "title and alias renamed",
			wiki: []step{{"书生常在山中。", []string{"wiki", "add", "--no-wait", "--title", "书生", "--alias", "穷书生", "-"}}},
			// 书生 once in chapter 1 and once in the entry's text, its
			// title and one alias: 4 changes.
			renamed: 2,
			en: []string{
				"Story Bible entry \"书生\" would be renamed \"秀才\"\n",
				"Story Bible entry \"书生\": alias \"穷书生\" would become \"穷秀才\"\n",
				"dry run: 4 changes in 1 chapter and 1 Story Bible entry or summary would be made\n",
			},
			zh: []string{
				"词条「书生」将改名为「秀才」\n",
				"词条「书生」的别名「穷书生」将改为「穷秀才」\n",
				"预览：将在 1 章和 1 个词条或摘要中做 4 处替换（尚未改动）\n",
			},
		},
		{
			name: "a name only, no match in the entry's text",
			wiki: []step{{"山中人。", []string{"wiki", "add", "--no-wait", "--title", "书生", "-"}}},
			// The entry counts as a wiki entry changed though its text has
			// no match.
			renamed: 1,
			en:      []string{"dry run: 2 changes in 1 chapter and 1 Story Bible entry or summary would be made\n"},
			zh:      []string{"预览：将在 1 章和 1 个词条或摘要中做 2 处替换（尚未改动）\n"},
		},
		{
			name: "name taken by another entry",
			wiki: []step{
				{"山中人。", []string{"wiki", "add", "--no-wait", "--title", "书生", "-"}},
				{"山中人。", []string{"wiki", "add", "--no-wait", "--title", "秀才", "-"}},
			},
			en: []string{
				"Story Bible entry \"书生\": \"书生\" would not be renamed \"秀才\", already a name of Story Bible entry \"秀才\"\n",
				"dry run: 1 change in 1 chapter would be made\n",
			},
			zh: []string{
				"词条「书生」：「书生」不会改为「秀才」，这已是词条「秀才」的名字\n",
				"预览：将在 1 章中做 1 处替换（尚未改动）\n",
			},
		},
	}
	type counts struct {
		Changes int               `json:"changes"`
		Renamed []json.RawMessage `json:"renamed"`
		Clashes []json.RawMessage `json:"clashes"`
	}
	inBothLanguages(t, tests, func(w want) (string, string) {
		return strings.Join(w.en, "\x00"), strings.Join(w.zh, "\x00")
	}, func(tt want, wants string, zh bool) {
		data := importTestBook(t) // 书生 once, in chapter 1
		for _, s := range tt.wiki {
			if code, _, stderr := runIn(t, data, s.stdin, s.args...); code != 0 {
				t.Fatalf("%s: %v: exit %d: %s", tt.name, s.args, code, stderr)
			}
		}
		code, out, stderr := run(t, data, "replace", "--dry-run", "--wiki", "书生", "秀才")
		if code != 0 {
			t.Fatalf("%s (Chinese %v): dry run: exit %d: %s", tt.name, zh, code, stderr)
		}
		for _, w := range strings.Split(wants, "\x00") {
			if !strings.Contains(out, w) {
				t.Errorf("%s (Chinese %v): no %q in\n%s", tt.name, zh, w, out)
			}
		}
		var dry, real counts
		for _, r := range []struct {
			args []string
			into *counts
		}{
			{[]string{"replace", "--dry-run", "--json", "--wiki", "书生", "秀才"}, &dry},
			{[]string{"replace", "--json", "--no-wait", "--wiki", "书生", "秀才"}, &real},
		} {
			code, out, stderr := run(t, data, r.args...)
			if code != 0 {
				t.Fatalf("%s: %v: exit %d: %s", tt.name, r.args, code, stderr)
			}
			if err := json.Unmarshal([]byte(out), r.into); err != nil {
				t.Fatalf("%s: %v: %v\n%s", tt.name, r.args, err, out)
			}
		}
		if dry.Changes != real.Changes || len(dry.Renamed) != len(real.Renamed) || len(dry.Renamed) != tt.renamed || len(dry.Clashes) != len(real.Clashes) {
			t.Errorf("%s (Chinese %v): dry run --json changes %d, renamed %d, clashes %d; the replace's %d, %d, %d (want %d renamed)",
				tt.name, zh, dry.Changes, len(dry.Renamed), len(dry.Clashes), real.Changes, len(real.Renamed), len(real.Clashes), tt.renamed)
		}
	})
}
