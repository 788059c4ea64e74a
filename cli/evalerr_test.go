package cli

import (
	"testing"
)

// TestEvalLineErrorsInBothLanguages: a malformed line of a query file is
// said in the user's language by its kind (eval.ParseKind), naming the
// file and the line, with exit 1 in both languages.
func TestEvalLineErrorsInBothLanguages(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--no-wait", writeFile(t, "书.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	tests := []struct{ name, content, en, zh string }{
		{"fields.tsv", "只有查询词\n", "eval: line 1: want query<TAB>chapters, found 1 tab-separated fields", "第 1 行：应为 查询词<TAB>章节编号，却有 1 个以制表符分隔的字段"},
		{"index.tsv", "# 注释\n剑\t1,x\n", `eval: line 2: chapter index "x" is not a number from 0 to 1000000`, "第 2 行：章节编号「x」不是 0 到 1000000 之间的数"},
		{"empty.tsv", "\t1\n", "eval: line 1: empty query", "第 1 行：查询词是空的"},
		{"nochapters.tsv", "剑\t \n", `eval: line 1: no chapter indexes for "剑"`, "第 1 行：查询词「剑」后没有章节编号"},
		{"comma.tsv", "剑\t1,,2\n", `eval: line 1: empty chapter index in "1,,2"`, "第 1 行：章节编号「1,,2」中有一项是空的"},
		{"utf8.tsv", "剑\xff\t1\n", "eval: line 1: not valid UTF-8", "第 1 行：不是有效的 UTF-8 文本"},
	}
	var failures []langFailure
	for _, tt := range tests {
		f := writeFile(t, tt.name, tt.content)
		failures = append(failures, langFailure{[]string{"eval", f}, ExitRuntime, f + ": " + tt.en, "eval：" + f + " " + tt.zh, true})
	}
	checkInBothLanguages(t, data, failures)
}
