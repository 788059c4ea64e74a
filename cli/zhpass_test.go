package cli

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestChineseNovelistPass runs, with LANG=zh_CN.UTF-8, the commands of a
// Chinese novelist's pass over snapshots, the story bible, find and
// replace, and stats, each step on the project as the steps before it
// left it, and checks what was wrong before: a group of matches headed
// "第 1 回…: 2" (a half-width colon, no unit), no match said as "共 0
// 处，分布在 0 章中", replace --list quoting with Go's "…", snapshot usage
// errors that did not say which subcommand, a diff of equal texts
// printing the whole chapter over "删去 0 字符", --type 人物 (the word
// wiki list prints) refused, `wiki add 孔乙己 -` told it gave the text
// twice, stats saying the model's kind and index type in English, and
// an export of 2 chapters and the front matter saying "已导出 3 章", and
// goals and their progress without their unit (目标 100000, 每天 429).
func TestChineseNovelistPass(t *testing.T) {
	data := importTestBook(t) // project 测试: chapter 0, 第一回, 第二回
	out := t.TempDir()
	inChinese(t)
	for _, tt := range []struct {
		args     []string
		code     int
		out, err string // each a part of stdout, of stderr
		notInOut string
	}{
		{[]string{"find", "书生"}, ExitOK, "第 1 章「第一回 山中访友」：1 处\n", "", "书生」: "},
		{[]string{"find", "没有这个词"}, ExitOK, "没有找到\n", "", "共 0 处"},
		{[]string{"replace", "书生", "秀才"}, ExitOK, "替换 1：", "", ""},
		{[]string{"replace", "--list"}, ExitOK, "「书生」→「秀才」：1 章中 1 处\n", "", `"书生"`},
		{[]string{"snapshot", "restore", "1"}, ExitUsage, "", "inkflow：snapshot restore：请给出章节（编号或标题）和快照编号（用 inkflow snapshot list 章节 查看）\n", ""},
		{[]string{"snapshot", "diff", "1", "x"}, ExitUsage, "", "snapshot diff：「x」不是快照编号", ""},
		{[]string{"snapshot", "take", "1"}, ExitOK, "", "", ""},
		{[]string{"snapshot", "diff", "1", "2"}, ExitOK, "没有差别：两份正文相同\n", "", "删去 0"},
		{[]string{"snapshot", "diff", "1", "1"}, ExitOK, "删去 2 字符 [-…-]，新增 2 字符 {+…+}", "", ""},
		{[]string{"wiki", "add", "--type", "人物", "--title", "书生", "--file", "-"}, ExitRuntime, "", "wiki add：标准输入中没有文字", ""},
		{[]string{"wiki", "add", "书生", "-"}, ExitUsage, "", "wiki add：多余的参数「书生」（标题请用 --title 给出）", ""},
		{[]string{"wiki", "add", "--type", "人", "--title", "书生", "-"}, ExitUsage, "", "--type 只能是人物、地点、物品、势力、世界观（也可写 character, place, item, faction, lore）之一，不能是「人」", ""},
		{[]string{"stats"}, ExitOK, "静态词向量", "", " static "},
		{[]string{"export", "--format", "txt", "--out", filepath.Join(out, "全书.txt")}, ExitOK, "：2 章，另有扉页（第 0 章）\n", "", "3 章"},
		{[]string{"export", "--format", "md", "--chapters", "2-", "--out", filepath.Join(out, "第二回.md")}, ExitOK, "第二回.md：1 章\n", "", "扉页"},
		{[]string{"project", "goals", "--project", "测试", "--target", "10万", "--daily", "2千", "--deadline", "2099-12-31"}, ExitOK, "目标：100,000 字\n截止：2099-12-31\n每日：2,000 字\n", "", ""},
		{[]string{"stats", "--history", "--project", "测试"}, ExitOK, "目标 100,000 字，截止 2099-12-31", "", "万"},
		{[]string{"stats", "--history", "--project", "测试"}, ExitOK, "今天 +0 字，每日目标 2,000 字\n", "", ""},
		{[]string{"import", "--no-wait", "--project", "散文", writeFile(t, "散文.txt", "没有章节标题的一段文字。\n")}, ExitOK, "", "", ""},
		{[]string{"export", "--project", "散文", "--format", "epub", "--out", filepath.Join(out, "散文.epub")}, ExitOK, "散文.epub：扉页（第 0 章）\n", "", "1 章"},
	} {
		code, out, stderr := runIn(t, data, "", tt.args...)
		if code != tt.code || !strings.Contains(out, tt.out) || !strings.Contains(stderr, tt.err) || (tt.notInOut != "" && strings.Contains(out, tt.notInOut)) {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit %d, stdout with %q (not %q), stderr with %q",
				tt.args, code, out, stderr, tt.code, tt.out, tt.notInOut, tt.err)
		}
	}
	// The category as wiki list prints it is taken, and stored as --json
	// says it, in English.
	code, _, stderr := runIn(t, data, "常在山中访友的读书人。", "wiki", "add", "--project", "测试", "--type", "人物", "--title", "书生", "-")
	if code != 0 {
		t.Fatalf("wiki add --type 人物: exit %d: %s", code, stderr)
	}
	if _, out, _ := run(t, data, "wiki", "list", "--project", "测试", "--json"); !strings.Contains(out, `"type": "character"`) {
		t.Errorf("wiki list --json: %s", out)
	}
	if _, out, _ := run(t, data, "wiki", "list", "--project", "测试", "--type", "人物"); !strings.Contains(out, "人物      书生") {
		t.Errorf("wiki list --type 人物: %q", out)
	}
}
