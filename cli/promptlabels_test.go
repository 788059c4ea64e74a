package cli

import (
	"strings"
	"testing"
)

// englishBook is a short English book with two chapters.
const englishBook = `The Lantern

Chapter 1

The lantern swung above the ice while the sailors slept.

Chapter 2

The lantern went out in the storm and the ship drifted north.
`

// TestPromptLabelsInTheBooksLanguage: the labels context and ask put on
// passages are in the book's language, whatever the user's: a Chinese
// book's read [摘要：…] and 问题：, an English book's [Summary: …] and
// Question:, in a data folder holding both.
func TestPromptLabelsInTheBooksLanguage(t *testing.T) {
	data := importTestBook(t)
	if code, _, stderr := run(t, data, "import", "--project", "Lantern", writeFile(t, "lantern.txt", englishBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	for _, s := range []struct{ project, summary string }{{"测试", "书生上山访友。"}, {"Lantern", "The lantern swings above the ice."}} {
		if code, _, stderr := run(t, data, "summary", "set", "--project", s.project, "1", writeFile(t, "s.txt", s.summary)); code != 0 {
			t.Fatalf("summary set: exit %d: %s", code, stderr)
		}
	}
	tests := []struct {
		args      []string
		want, not []string
	}{
		{[]string{"context", "--project", "测试", "书生"}, []string{"[摘要：第一回 山中访友]", "[第一回 山中访友]"}, []string{"[Summary"}},
		{[]string{"ask", "--project", "测试", "书生去哪里？"}, []string{"小说中的段落，按故事顺序：", "] 摘要：第一回 山中访友\n", "问题：书生去哪里？"}, []string{"Summary of", "Question:", "Passages from"}},
		{[]string{"context", "--project", "Lantern", "lantern ice"}, []string{"[Summary: Chapter 1]", "[Chapter 1]"}, []string{"摘要"}},
		{[]string{"ask", "--project", "Lantern", "Where is the lantern?"}, []string{"Passages from the novel, in story order:", "] Summary of Chapter 1\n", "Question: Where is the lantern?"}, []string{"摘要", "问题"}},
	}
	for _, zh := range []bool{false, true} {
		if zh {
			inChinese(t)
		}
		for _, tt := range tests {
			code, out, stderr := run(t, data, tt.args...)
			if code != 0 {
				t.Fatalf("%v (LANG Chinese %v): exit %d: %s", tt.args, zh, code, stderr)
			}
			for _, w := range tt.want {
				if !strings.Contains(out, w) {
					t.Errorf("%v (LANG Chinese %v): output lacks %q:\n%s", tt.args, zh, w, out)
				}
			}
			for _, n := range tt.not {
				if strings.Contains(out, n) {
					t.Errorf("%v (LANG Chinese %v): output holds %q:\n%s", tt.args, zh, n, out)
				}
			}
		}
	}
}
