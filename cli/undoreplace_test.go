package cli

import (
	"strings"
	"testing"
)

// TestUndoReplaceSaysEditsSince: undoing a replace whose chapter and wiki
// entry were edited since keeps those edits and turns back only the
// replacements, and says so, in English and Chinese; the entry's text
// before the undo is its newest version; and a replace with --wiki counts
// the entry as a wiki entry, not a chapter. Before, the undo took the
// edits out (an undo of a replace an older InkFlow recorded still does,
// and says where they are kept: sayEditedSince).
func TestUndoReplaceSaysEditsSince(t *testing.T) {
	type want struct {
		en, zh []string
	}
	tests := []want{{
		en: []string{
			"Story Bible entry \"书生\" renamed \"秀才\"\n",
			"replace 1: 3 changes in 1 chapter and 1 Story Bible entry or summary (undo: inkflow replace --undo 1)\n",
			"undid replace 1 in 1 chapter and 1 Story Bible entry or summary\n",
			"1 Story Bible entry name given back\n",
			"2 texts edited since the replace kept those edits: only the replacements were undone\n",
		},
		zh: []string{
			"词条「书生」改名为「秀才」\n",
			"替换 1：在 1 章和 1 个词条或摘要中替换了 3 处（撤销：inkflow replace --undo 1）\n",
			"已撤销替换 1，恢复了 1 章和 1 个词条或摘要\n",
			"恢复了 1 个词条名字\n",
			"替换之后改动过的 2 项保留了这些改动，只撤销了替换的地方\n",
		},
	}}
	inBothLanguages(t, tests, func(w want) (string, string) {
		return strings.Join(w.en, "\x00"), strings.Join(w.zh, "\x00")
	}, func(_ want, wants string, zh bool) {
		data := importTestBook(t) // project 测试; 书生 in chapter 1
		out := runSteps(t, data, zh, []cliStep{
			{"书生常在山中。", []string{"wiki", "add", "--no-wait", "--title", "书生", "-"}},
			{"", []string{"replace", "--wiki", "书生", "秀才"}},
			{"　　秀才上山。后来加的。\n", []string{"chapter", "write", "--no-wait", "1", "-"}},
			{"秀才常在山中。后来加的。", []string{"wiki", "update", "--no-wait", "秀才", "-"}}, // the replace renamed the entry
			{"", []string{"replace", "--undo", "1"}},
		})
		for _, w := range strings.Split(wants, "\x00") {
			if !strings.Contains(out, w) {
				t.Errorf("Chinese %v: no %q in\n%s", zh, w, out)
			}
		}
		// The entry keeps the edit with its name back, and its newest
		// version is the text before the undo (秀才常在山中。后来加的。: 10 字).
		if code, stdout, _ := run(t, data, "find", "--wiki", "书生常在山中。后来加的。"); code != 0 || !strings.Contains(stdout, "书生常在山中。后来加的。") {
			t.Errorf("the entry after the undo (Chinese %v): exit %d\n%s", zh, code, stdout)
		}
		code, stdout, _ := run(t, data, "wiki", "history", "书生")
		if first, _, _ := strings.Cut(stdout, "\n"); code != 0 || !strings.Contains(first, "v2") || !strings.Contains(first, "10 字") {
			t.Errorf("wiki history after the undo (Chinese %v): exit %d\n%s", zh, code, stdout)
		}
	})
}

// TestReplaceSaysNameClash: a replace with --wiki that would rename an
// entry to another entry's name leaves it as it is and says so in one
// line, in English and Chinese, rather than giving two entries one name.
func TestReplaceSaysNameClash(t *testing.T) {
	type want struct{ en, zh string }
	tests := []want{{
		en: "Story Bible entry \"书生\": \"书生\" not renamed \"秀才\", already a name of Story Bible entry \"秀才\"\n",
		zh: "词条「书生」：「书生」未改为「秀才」，这已是词条「秀才」的名字\n",
	}}
	inBothLanguages(t, tests, func(w want) (string, string) { return w.en, w.zh }, func(_ want, want string, zh bool) {
		data := importTestBook(t)
		for _, step := range [][]string{
			{"wiki", "add", "--no-wait", "--title", "书生", "-"},
			{"wiki", "add", "--no-wait", "--title", "秀才", "-"},
		} {
			if code, _, stderr := runIn(t, data, "山中人。", step...); code != 0 {
				t.Fatalf("%v: exit %d: %s", step, code, stderr)
			}
		}
		code, stdout, stderr := run(t, data, "replace", "--wiki", "--no-wait", "书生", "秀才")
		if code != 0 || !strings.Contains(stdout, want) {
			t.Errorf("Chinese %v: exit %d, no %q in\n%s%s", zh, code, want, stdout, stderr)
		}
		if code, stdout, _ := run(t, data, "wiki", "list"); code != 0 || !strings.Contains(stdout, "书生") || !strings.Contains(stdout, "秀才") {
			t.Errorf("Chinese %v: wiki list after the replace: exit %d\n%s", zh, code, stdout)
		}
	})
}

// TestReplaceOnlyNames: a replace with --wiki whose pattern is only in
// story-bible names renames the entries, and every line about it names
// them as entries: the dry run, the replace, the list and the undo said
// "0 chapters and 2 wiki entries", "in 0 chapters" (the list, which left
// the renamed entries out) and "undid replace 1 in 0 chapters".
func TestReplaceOnlyNames(t *testing.T) {
	type want struct {
		en, zh []string
	}
	tests := []want{{
		en: []string{
			"dry run: 2 changes in 2 Story Bible entries or summaries would be made\n",
			"replace 1: 2 changes in 2 Story Bible entries or summaries (undo: inkflow replace --undo 1)\n",
			"\"桂哥\" → \"桂兄\": 2 changes in 2 Story Bible entries or summaries\n",
			"undid replace 1\n2 Story Bible entry names given back\n",
		},
		zh: []string{
			"预览：将在 2 个词条或摘要中做 2 处替换（尚未改动）\n",
			"替换 1：在 2 个词条或摘要中替换了 2 处（撤销：inkflow replace --undo 1）\n",
			"「桂哥」→「桂兄」：2 个词条或摘要中 2 处\n",
			"已撤销替换 1\n恢复了 2 个词条名字\n",
		},
	}}
	inBothLanguages(t, tests, func(w want) (string, string) {
		return strings.Join(w.en, "\x00"), strings.Join(w.zh, "\x00")
	}, func(_ want, wants string, zh bool) {
		data := importTestBook(t)
		out := runSteps(t, data, zh, []cliStep{
			{"山中的读书人。", []string{"wiki", "add", "--no-wait", "--title", "书生", "--alias", "桂哥", "-"}},
			{"一座山。", []string{"wiki", "add", "--no-wait", "--title", "青山", "--alias", "桂哥山", "-"}},
			{"", []string{"replace", "--dry-run", "--wiki", "桂哥", "桂兄"}},
			{"", []string{"replace", "--wiki", "桂哥", "桂兄"}},
			{"", []string{"replace", "--list"}},
			{"", []string{"replace", "--undo", "1"}},
		})
		for _, w := range strings.Split(wants, "\x00") {
			if !strings.Contains(out, w) {
				t.Errorf("Chinese %v: no %q in\n%s", zh, w, out)
			}
		}
	})
}

// cliStep is one command a test runs, with what it reads on stdin.
type cliStep struct {
	stdin string
	args  []string
}

// runSteps runs steps in data in order, failing the test at the first
// that exits non-zero, and returns what they printed.
func runSteps(t *testing.T, data string, zh bool, steps []cliStep) string {
	t.Helper()
	var out strings.Builder
	for _, step := range steps {
		code, stdout, stderr := runIn(t, data, step.stdin, step.args...)
		if code != 0 {
			t.Fatalf("%v (Chinese %v): exit %d: %s", step.args, zh, code, stderr)
		}
		out.WriteString(stdout)
	}
	return out.String()
}
