package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
)

// TestWikiMentionsAndSuggest runs the story-bible commands on the test
// book without a model: mentions need none.
func TestWikiMentionsAndSuggest(t *testing.T) {
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--project", "测试", "--no-wait", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runIn(t, data, "书生，一介儒生。", "wiki", "add", "--no-wait", "--title", "书生", "--alias", "儒生", "--exclude", "书生气", "-"); code != 0 {
		t.Fatalf("wiki add: exit %d: %s", code, stderr)
	}
	code, out, stderr := run(t, data, "wiki", "mentions", "--json", "书生")
	if code != 0 {
		t.Fatalf("wiki mentions: exit %d: %s", code, stderr)
	}
	var a struct {
		Total    int `json:"total"`
		First    int `json:"first"`
		Last     int `json:"last"`
		Chapters []struct {
			Chapter int `json:"chapter"`
			Count   int `json:"count"`
		} `json:"chapters"`
		Mentions []struct {
			Chapter int    `json:"chapter"`
			Start   int    `json:"start"`
			End     int    `json:"end"`
			Name    string `json:"name"`
			Context string `json:"context"`
		} `json:"mentions"`
	}
	if err := json.Unmarshal([]byte(out), &a); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	// The front matter is chapter 0, 第一回 chapter 1.
	if a.Total != 1 || a.First != 1 || a.Last != 1 || len(a.Chapters) != 3 || a.Chapters[1].Count != 1 ||
		a.Mentions[0].Name != "书生" || a.Mentions[0].End-a.Mentions[0].Start != 2 || !strings.Contains(a.Mentions[0].Context, "书生背着竹篓") {
		t.Fatalf("mentions %+v", a)
	}
	code, out, _ = run(t, data, "wiki", "mentions", "书生")
	if code != 0 || !strings.Contains(out, `"书生": 1 mention in 1 of 2 chapters, first in chapter 1, last in chapter 1`) {
		t.Fatalf("wiki mentions: exit %d:\n%s", code, out)
	}
	// "Not this one" from the command line, and back.
	start := strconv.Itoa(a.Mentions[0].Start)
	if code, out, stderr := run(t, data, "wiki", "dismiss", "书生", "1", start); code != 0 || !strings.HasPrefix(out, "not this one: ") {
		t.Fatalf("wiki dismiss: exit %d: %s%s", code, out, stderr)
	}
	if code, out, _ := run(t, data, "wiki", "mentions", "--json", "书生"); code != 0 || !strings.Contains(out, `"dismissed": true`) || !strings.Contains(out, `"total": 0`) {
		t.Fatalf("after dismiss: exit %d:\n%s", code, out)
	}
	if code, _, stderr := run(t, data, "wiki", "dismiss", "--undo", "书生", "1", start); code != 0 {
		t.Fatalf("wiki dismiss --undo: exit %d: %s", code, stderr)
	}
	code, out, _ = run(t, data, "wiki", "reading", "--before", "2", "书生")
	if code != 0 || !strings.HasPrefix(out, "[第一回 山中访友]\n") || !strings.Contains(out, "书生背着竹篓") {
		t.Fatalf("wiki reading: exit %d:\n%s", code, out)
	}
	code, out, _ = run(t, data, "wiki", "list", "--json")
	if code != 0 || !strings.Contains(out, `"exclusions": [`) || !strings.Contains(out, "书生气") {
		t.Fatalf("wiki list --json: exit %d:\n%s", code, out)
	}
	code, out, _ = run(t, data, "wiki", "suggest", "--json")
	var cands []struct {
		Name  string `json:"name"`
		Count int    `json:"count"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &cands) != nil {
		t.Fatalf("wiki suggest --json: exit %d:\n%s", code, out)
	}
	for _, tc := range []struct {
		args []string
		code int
	}{
		{[]string{"wiki", "mentions"}, ExitUsage},
		{[]string{"wiki", "mentions", "无此人"}, ExitRuntime},
		{[]string{"wiki", "suggest", "x"}, ExitUsage},
		{[]string{"wiki", "reading", "--budget", "0", "书生"}, ExitUsage},
		{[]string{"wiki", "dismiss", "书生", "1", "x"}, ExitUsage},
		{[]string{"wiki", "dismiss", "书生", "2", "0"}, ExitRuntime},
	} {
		code, _, stderr := run(t, data, tc.args...)
		if code != tc.code || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%v: exit %d, stderr %q; want exit %d and one line", tc.args, code, stderr, tc.code)
		}
	}
}

// TestWikiEntryInEitherWidth: an entry titled 阿Q, as input methods type
// it, is found by the 阿Ｑ copied from the book, as its mentions are.
func TestWikiEntryInEitherWidth(t *testing.T) {
	data := bookWithAQ(t, "第一章 序\n\n我要给阿Ｑ做正传。阿Ｑ不独是姓名籍贯有些渺茫。\n")
	for _, ref := range []string{"阿Q", "阿Ｑ", "阿ｑ"} {
		code, out, stderr := run(t, data, "wiki", "mentions", ref)
		if code != 0 || !strings.Contains(out, `"阿Q": 2 mentions in 1 of 1 chapter,`) || !strings.Contains(out, "我要给«阿Ｑ»做正传") {
			t.Errorf("wiki mentions %s: exit %d:\n%s%s", ref, code, out, stderr)
		}
	}
}

// TestWikiMentionsMarkName: each mention's context line marks the name
// where this mention is («name», 【name】 in Chinese), so that a line
// naming the entry twice says which of the two it is; --json gives
// where the name starts in the context (context_at, in runes).
func TestWikiMentionsMarkName(t *testing.T) {
	data := t.TempDir()
	book := writeFile(t, "书.txt", "第一章 相见\n\n　　闰土见了闰土的父亲，说Runtu is here。\n")
	if code, _, stderr := run(t, data, "import", "--project", "故乡", "--no-wait", book); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runIn(t, data, "少年闰土。", "wiki", "add", "--no-wait", "--title", "闰土", "--alias", "Runtu", "-"); code != 0 {
		t.Fatalf("wiki add: exit %d: %s", code, stderr)
	}
	for _, tt := range []struct {
		zh   bool
		args []string
		want []string // parts of stdout
	}{
		{false, []string{"wiki", "mentions", "闰土"}, []string{"«闰土»见了闰土的父亲，说Runtu is here。\n", "闰土见了«闰土»的父亲，说Runtu is here。\n", "闰土见了闰土的父亲，说«Runtu» is here。\n"}},
		{false, []string{"wiki", "mentions", "--json", "闰土"}, []string{`"context_at": 0`, `"context_at": 4`, `"context_at": 11`}},
		{false, []string{"wiki", "dismiss", "闰土", "1", "6"}, []string{"not this one: 闰土见了«闰土»的父亲"}},
		// Chinese from here on.
		{true, []string{"wiki", "mentions", "闰土"}, []string{"【闰土】见了闰土的父亲", "闰土见了【闰土】的父亲", "说【Runtu】 is here。"}},
		{true, []string{"wiki", "dismiss", "--undo", "闰土", "1", "6"}, []string{"闰土见了【闰土】的父亲"}},
	} {
		if tt.zh {
			inChinese(t)
		}
		code, out, stderr := run(t, data, tt.args...)
		for _, w := range tt.want {
			if code != 0 || !strings.Contains(out, w) {
				t.Errorf("%v (zh %v): exit %d, stdout lacks %q:\n%s%s", tt.args, tt.zh, code, w, out, stderr)
			}
		}
	}
}

// TestWikiMentionsCountChaptersAsImportDoes: wiki mentions counts the
// chapters as import does, the front matter apart ("in 1 of 2 chapters
// and the front matter"); it said "of 3 chapters", the front matter
// counted as one.
func TestWikiMentionsCountChaptersAsImportDoes(t *testing.T) {
	data := bookWithAQ(t, "阿Q正传\n\n阿Ｑ的故事。\n\n第一章 序\n\n我要给阿Ｑ做正传。\n\n第二章 优胜记略\n\n未庄的人们。\n")
	for _, tt := range []struct {
		zh   bool // this case and every later one in Chinese
		want string
	}{
		{false, `"阿Q": 3 mentions in 1 of 2 chapters and the front matter, first in the front matter, last in chapter 1`},
		{true, "「阿Q」在 2 章中的 1 章和卷首出现，共 3 次；首次见于卷首，最后见于第 1 章"},
	} {
		if tt.zh {
			inChinese(t)
		}
		code, out, stderr := run(t, data, "wiki", "mentions", "阿Q")
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("zh %v: exit %d, stdout lacks %q:\n%s%s", tt.zh, code, tt.want, out, stderr)
		}
	}
}

// bookWithAQ is a data folder with book imported as 呐喊 and a story-bible
// entry 阿Q, titled as input methods type it (the book has 阿Ｑ).
func bookWithAQ(t *testing.T, book string) string {
	t.Helper()
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--project", "呐喊", "--no-wait", writeFile(t, "阿Q.txt", book)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	if code, _, stderr := runIn(t, data, "未庄的阿Q。", "wiki", "add", "--no-wait", "--title", "阿Q", "-"); code != 0 {
		t.Fatalf("wiki add: exit %d: %s", code, stderr)
	}
	return data
}
