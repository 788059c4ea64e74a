package cli

import (
	"strings"
	"testing"
)

// TestUndoReplaceSaysEditsSince: undoing a replace whose chapter and wiki
// entry were edited since says, for each, that the undo took those edits
// out too and how to get them back, in English and Chinese; and a replace
// with --wiki counts the entry as a wiki entry, not a chapter. Before, the
// undo said only "undid replace 1 in 2 chapters" and the entry's edits
// were gone for good.
func TestUndoReplaceSaysEditsSince(t *testing.T) {
	type want struct {
		en, zh []string
	}
	tests := []want{{
		en: []string{
			"replace 1: 2 changes in 1 chapter and 1 wiki entry or summary (undo: inkflow replace --undo 1)\n",
			"undid replace 1 in 1 chapter and 1 wiki entry or summary\n",
			"chapter 1 \"第一回 山中访友\" had been edited since the replace: the undo took those edits out too; they are in snapshot ",
			"wiki entry 1 \"书生\" had been edited since the replace: the undo took those edits out too; they are its newest version (inkflow wiki history 1; to bring them back: inkflow wiki restore 1)\n",
		},
		zh: []string{
			"替换 1：在 1 章和 1 个设定词条或摘要中替换了 2 处（撤销：inkflow replace --undo 1）\n",
			"已撤销替换 1，恢复了 1 章和 1 个设定词条或摘要\n",
			"第 1 章「第一回 山中访友」在替换之后改动过：撤销也去掉了这些改动；它们存在快照 ",
			"设定词条 1「书生」在替换之后改动过：撤销也去掉了这些改动；它们存为词条的最新版本（查看：inkflow wiki history 1；找回：inkflow wiki restore 1）\n",
		},
	}}
	inBothLanguages(t, tests, func(w want) (string, string) {
		return strings.Join(w.en, "\x00"), strings.Join(w.zh, "\x00")
	}, func(_ want, wants string, zh bool) {
		data := importTestBook(t) // project 测试; 书生 in chapter 1
		var out strings.Builder
		for _, step := range []struct {
			stdin string
			args  []string
		}{
			{"书生常在山中。", []string{"wiki", "add", "--no-wait", "--title", "书生", "-"}},
			{"", []string{"replace", "--wiki", "书生", "秀才"}},
			{"　　秀才上山。后来加的。\n", []string{"chapter", "write", "--no-wait", "1", "-"}},
			{"秀才常在山中。后来加的。", []string{"wiki", "update", "--no-wait", "书生", "-"}},
			{"", []string{"replace", "--undo", "1"}},
		} {
			code, stdout, stderr := runIn(t, data, step.stdin, step.args...)
			if code != 0 {
				t.Fatalf("%v (Chinese %v): exit %d: %s", step.args, zh, code, stderr)
			}
			out.WriteString(stdout)
		}
		for _, w := range strings.Split(wants, "\x00") {
			if !strings.Contains(out.String(), w) {
				t.Errorf("Chinese %v: no %q in\n%s", zh, w, out.String())
			}
		}
		// The entry's newest version is the edited text (秀才常在山中。后来加的。: 10 字).
		code, stdout, _ := run(t, data, "wiki", "history", "书生")
		if first, _, _ := strings.Cut(stdout, "\n"); code != 0 || !strings.Contains(first, "v2") || !strings.Contains(first, "10 字") {
			t.Errorf("wiki history after the undo (Chinese %v): exit %d\n%s", zh, code, stdout)
		}
	})
}
