package cli

import (
	"encoding/json"
	"fmt"
	"testing"
)

// TestRefusalsSaidInTheUsersLanguage: the ids and cuts the engine
// refuses — a snapshot, a deleted chapter's snapshot or a replace that
// does not exist, an undelete of a chapter that is not deleted, an undo
// of a replace undone already, a split past the end or at the start of
// the text, an export format there is none of, an empty PATTERN, a
// backup NAME that is empty or a path, a file to import that is empty
// or not text — are one line in the user's language with the exit code
// they had (an empty NAME: a usage error), naming where to look. They
// were the engine's English before ("engine: undo replace 999: storage:
// replace 999: not found" after a Chinese "找不到要操作的内容").
func TestRefusalsSaidInTheUsersLanguage(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回, 第二回
	for _, args := range [][]string{
		{"snapshot", "take", "1"},
		{"replace", "--no-wait", "书生", "秀才"},
		{"replace", "--no-wait", "--undo", "1"},
	} {
		if code, _, stderr := run(t, data, args...); code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, stderr)
		}
	}
	_, out, _ := run(t, data, "snapshot", "list", "--json", "1")
	var snaps []snapshotJSON
	if err := json.Unmarshal([]byte(out), &snaps); err != nil || len(snaps) == 0 {
		t.Fatalf("snapshot list --json: %v %s", err, out)
	}
	manual := fmt.Sprint(snaps[len(snaps)-1].ID) // the oldest: the one taken above
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"snapshot", "undelete", "999"}, ExitRuntime,
			"no snapshot 999 of a deleted chapter (see inkflow snapshot deleted)", "没有已删除章节的快照 999", true},
		{[]string{"snapshot", "undelete", manual}, ExitRuntime,
			"is of chapter 1 \"第一回 山中访友\", which is not deleted (to bring back that text: inkflow snapshot restore 1 " + manual + ")", "这一章并没有删除", true},
		{[]string{"snapshot", "show", "1", "999"}, ExitRuntime, "no snapshot 999 (see inkflow snapshot list 1)", "没有快照 999", true},
		{[]string{"snapshot", "restore", "--no-wait", "1", "999"}, ExitRuntime, "no snapshot 999 (see inkflow snapshot list 1)", "没有快照 999", true},
		{[]string{"snapshot", "diff", "--against", "999", "1", manual}, ExitRuntime, "no snapshot 999", "没有快照 999", true},
		{[]string{"replace", "--undo", "999"}, ExitRuntime, "no replace 999 in this project (see inkflow replace --list)", "本作品没有替换 999", true},
		{[]string{"replace", "--undo", "1"}, ExitRuntime, "replace 1 was already undone (see inkflow replace --list)", "替换 1 已经撤销过了", true},
		{[]string{"chapter", "split", "--offset", "0", "1", "上"}, ExitRuntime, "a cut at character 0 of chapter 1 \"第一回 山中访友\" would leave one part without text", "会有一半没有正文", true},
		{[]string{"chapter", "split", "--offset", "99999", "1", "上"}, ExitRuntime, "character 99999 is past its end", "第 99999 个字符已在章末之后", true},
		{[]string{"export", "--format", "pdf"}, ExitUsage, `export: unknown format "pdf" (want epub, docx, txt or md)`, "没有「pdf」这种格式", true},
		{[]string{"backup", "restore", ""}, ExitUsage, "backup restore NAME (names from `inkflow backup list`)", "backup restore 备份名", true},
		{[]string{"backup", "restore", "../inkflow.db"}, ExitRuntime, `no backup named "../inkflow.db" (see inkflow backup list)`, "没有名为", true},
		{[]string{"import", "--dry-run", writeFile(t, "blank.txt", " \n\u3000\n")}, ExitRuntime, "blank.txt has no text; nothing was imported", "里没有正文，什么也没有导入", true},
		{[]string{"import", writeFile(t, "a.bin", "\x7fELF\x02\x01\x01\x00\x00\x00")}, ExitRuntime, "a.bin is not a text file (InkFlow imports TXT, Markdown, Word .docx and EPUB)", "不是文本文件", true},
		{[]string{"find", ""}, ExitUsage, "the PATTERN is empty: give the text to find", "要查找的文字是空的", true},
		{[]string{"replace", "--dry-run", "", "秀才"}, ExitUsage, "the PATTERN is empty: give the text to find", "要查找的文字是空的", true},
	})
}
