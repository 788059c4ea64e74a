package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"inkflow/engine"
)

// TestChapterCommands walks a book's table of contents from the command
// line: every step changes the book and the list shows the numbers the
// other commands take, in book order, front matter unnumbered; a deleted
// chapter comes back in its place with the undo the command printed.
func TestChapterCommands(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回, 第二回
	toc := func() string {
		t.Helper()
		code, out, stderr := run(t, data, "chapter", "list", "--json")
		var chs []chapterJSON
		if err := json.Unmarshal([]byte(out), &chs); code != 0 || err != nil {
			t.Fatalf("chapter list --json: exit %d %v %s", code, err, stderr)
		}
		var rows []string
		for i, c := range chs {
			if c.Position != i+1 {
				t.Errorf("%q at position %d of the list says %d", c.Title, i+1, c.Position)
			}
			rows = append(rows, fmt.Sprint(c.Index, " ", c.Title))
		}
		return strings.Join(rows, " | ")
	}
	if got, want := toc(), "0 测试之书 | 1 第一回 山中访友 | 2 第二回 夜雨论剑"; got != want {
		t.Fatalf("after import: %s, want %s", got, want)
	}
	// The list counts the chapters as the import did, the front matter
	// apart (it said 3 chapters).
	if code, out, _ := run(t, data, "project", "list"); code != 0 || !strings.Contains(out, ": 2 chapters and front matter, ") {
		t.Errorf("project list: exit %d, %q; want 2 chapters and front matter", code, out)
	}
	steps := []struct {
		args []string
		say  string // in the command's output
		toc  string
	}{
		{[]string{"chapter", "add", "下山"}, `added chapter 3 "下山"`,
			"0 测试之书 | 1 第一回 山中访友 | 2 第二回 夜雨论剑 | 3 下山"},
		{[]string{"chapter", "move", "3", "1"}, `moved chapter 3 "下山"; it is now chapter 1`,
			"0 测试之书 | 1 下山 | 2 第一回 山中访友 | 3 第二回 夜雨论剑"},
		{[]string{"chapter", "rename", "下山", "第零回 下山"}, `is now titled "第零回 下山"`,
			"0 测试之书 | 1 第零回 下山 | 2 第一回 山中访友 | 3 第二回 夜雨论剑"},
		{[]string{"chapter", "delete", "2"}, "undo: inkflow snapshot undelete ",
			"0 测试之书 | 1 第零回 下山 | 2 第二回 夜雨论剑"},
	}
	var undo []string
	for _, s := range steps {
		code, out, stderr := run(t, data, s.args...)
		if code != 0 || !strings.Contains(out, s.say) {
			t.Fatalf("%v: exit %d, %q %s; want %q", s.args, code, out, stderr, s.say)
		}
		if got := toc(); got != s.toc {
			t.Fatalf("after %v: %s, want %s", s.args, got, s.toc)
		}
		if _, cmd, ok := strings.Cut(out, "undo: "); ok {
			undo = strings.Fields(strings.TrimSuffix(strings.TrimSpace(cmd), ")"))[1:]
		}
	}
	if code, out, stderr := run(t, data, undo...); code != 0 {
		t.Fatalf("%v: exit %d %q %s", undo, code, out, stderr)
	}
	if got, want := toc(), "0 测试之书 | 1 第零回 下山 | 2 第一回 山中访友 | 3 第二回 夜雨论剑"; got != want {
		t.Fatalf("after the undo: %s, want %s", got, want)
	}
	code, out, _ := run(t, data, "chapter", "list")
	if lines := strings.Split(strings.TrimSpace(out), "\n"); code != 0 || len(lines) != 4 || !strings.HasPrefix(strings.TrimSpace(lines[0]), "0 ") {
		t.Errorf("chapter list: exit %d\n%s", code, out)
	}

	for _, bad := range []struct {
		args []string
		exit int
	}{
		{[]string{"chapter", "move", "1"}, ExitUsage},
		{[]string{"chapter", "rename", "1"}, ExitUsage},
		{[]string{"chapter", "add"}, ExitUsage},
		{[]string{"chapter", "list", "x"}, ExitUsage},
		{[]string{"chapter", "move", "1", "9"}, ExitRuntime},
		{[]string{"chapter", "delete", "9"}, ExitRuntime},
	} {
		if code, _, stderr := run(t, data, bad.args...); code != bad.exit || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, stderr %q; want %d and one line", bad.args, code, stderr, bad.exit)
		}
	}
	if got, want := toc(), "0 测试之书 | 1 第零回 下山 | 2 第一回 山中访友 | 3 第二回 夜雨论剑"; got != want {
		t.Fatalf("after the refusals: %s, want %s", got, want)
	}
}

// TestChapterListCountsEnglishWords: an English book's chapter list
// counts words, not 字数 (which counts "e.g." as two), in the text and in
// --json ("zi", "chars" and "words" by engine.CountText), and so does a
// snapshot of a chapter.
func TestChapterListCountsEnglishWords(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	chapters := []string{
		"It was, e.g., a well-known U.S.A. affair of 3.14 days; don't ask.",
		"Dr. Frankenstein, i.e. Victor, left at 5 p.m. for the Alps.",
	}
	book := "Chapter 1\n\n" + chapters[0] + "\n\nChapter 2\n\n" + chapters[1] + "\n"
	if code, _, stderr := run(t, data, "import", "--project", "Book", writeFile(t, "book.txt", book)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	code, out, stderr := run(t, data, "chapter", "list", "--json")
	var chs []chapterJSON
	if err := json.Unmarshal([]byte(out), &chs); code != 0 || err != nil || len(chs) != 2 {
		t.Fatalf("chapter list --json: exit %d %v %s %s", code, err, out, stderr)
	}
	for i, c := range chs {
		want := engine.CountText(chapters[i])
		if c.Zi != want.Zi || c.Chars != want.Chars || c.Words != want.Words || c.Zi == c.Words {
			t.Errorf("chapter %d lists 字数 %d, chars %d, words %d; want %+v (words apart from 字数)", c.Index, c.Zi, c.Chars, c.Words, want)
		}
	}
	code, out, _ = run(t, data, "chapter", "list")
	for i, line := range strings.Split(strings.TrimSpace(out), "\n") {
		if f := strings.Fields(line); code != 0 || len(f) < 3 || f[1] != fmt.Sprint(chs[i].Words) || f[2] != "words" {
			t.Errorf("chapter list line %q, want %d words", line, chs[i].Words)
		}
	}
	if code, _, stderr := run(t, data, "snapshot", "take", "1"); code != 0 {
		t.Fatalf("snapshot take: exit %d %s", code, stderr)
	}
	code, out, _ = run(t, data, "snapshot", "list", "--json", "1")
	var snaps []snapshotJSON
	if err := json.Unmarshal([]byte(out), &snaps); code != 0 || err != nil || len(snaps) != 1 {
		t.Fatalf("snapshot list --json: exit %d %v %s", code, err, out)
	}
	if s := snaps[0]; s.Zi != chs[0].Zi || s.Words != chs[0].Words {
		t.Errorf("snapshot counts 字数 %d, words %d; want %d and %d", s.Zi, s.Words, chs[0].Zi, chs[0].Words)
	}
}

// TestChapterNumberArguments: a CHAPTER that is a negative number is
// refused as one (a usage error: no book has such a chapter), wherever
// it stands among the arguments — it was read as an unknown flag "-1"
// before another argument and as "no chapter -1" after one — and a
// number too large for an int is "no chapter N", not "no chapter
// titled N". An empty CHAPTER, which would name every chapter without a
// title, is a usage error too. A negative value of a flag or setting is
// still the value.
func TestChapterNumberArguments(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回, 第二回
	checkFailures(t, data, []failure{
		{[]string{"chapter", "rename", "-1", "X"}, ExitUsage, "no chapter -1: chapter numbers are 0 (the front matter) and up"},
		{[]string{"chapter", "move", "1", "-2"}, ExitUsage, "no chapter -2: chapter numbers are 0"},
		{[]string{"snapshot", "list", "-1"}, ExitUsage, "no chapter -1: chapter numbers are 0"},
		{[]string{"summary", "show", "--project", "测试", "-3"}, ExitUsage, "no chapter -3: chapter numbers are 0"},
		{[]string{"chapter", "rename", "99999999999999999999", "X"}, ExitRuntime, "no chapter 99999999999999999999: the chapters are numbered 1–2"},
		{[]string{"chapter", "delete", "-99999999999999999999"}, ExitUsage, "no chapter -99999999999999999999: chapter numbers are 0"},
		{[]string{"chapter", "delete", ""}, ExitUsage, "CHAPTER is empty: give a chapter number or title"},
		{[]string{"snapshot", "take", " "}, ExitUsage, "CHAPTER is empty: give a chapter number or title"},
		{[]string{"settings", "set", "search.default-top-k", "-5"}, ExitUsage, "-5 is not allowed"},
		{[]string{"search", "--k", "-1", "剑"}, ExitUsage, "--k must be positive"},
	})
}

// TestTitleNotEmpty: chapter add, rename and split refuse a title that
// is empty or only spaces or control characters, or is not UTF-8 (a
// usage error naming the command) and change nothing; they made a chapter with no title before, a blank line in the
// list that no CHAPTER argument could name by its title. wiki update
// --title with spaces alone is the same usage error (the engine's
// English "wiki entry name is empty: invalid argument", exit 1, before).
func TestTitleNotEmpty(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回, 第二回
	if code, _, stderr := run(t, data, "wiki", "add", "--no-wait", "--title", "书生", "--file", writeFile(t, "w.txt", "赶路的书生。")); code != 0 {
		t.Fatalf("wiki add: exit %d: %s", code, stderr)
	}
	list := func() string {
		_, chapters, _ := run(t, data, "chapter", "list", "--json")
		_, wiki, _ := run(t, data, "wiki", "list", "--json")
		return chapters + wiki
	}
	before := list()
	checkFailures(t, data, []failure{
		{[]string{"chapter", "add", ""}, ExitUsage, "chapter add: the title is empty"},
		{[]string{"chapter", "add", "   "}, ExitUsage, "chapter add: the title is empty"},
		{[]string{"chapter", "add", "\t\u3000"}, ExitUsage, "chapter add: the title is empty"},
		{[]string{"chapter", "rename", "1", "   "}, ExitUsage, "chapter rename: the title is empty"},
		{[]string{"chapter", "rename", "1", ""}, ExitUsage, "chapter rename: the title is empty"},
		{[]string{"chapter", "add", "\x01\x02"}, ExitUsage, "chapter add: the title is empty"},
		{[]string{"chapter", "add", "bad\xff"}, ExitUsage, `chapter add: "bad\xff" is not UTF-8 text; set the terminal to UTF-8`},
		{[]string{"chapter", "rename", "1", "\xc4\xe3"}, ExitUsage, "chapter rename: \"\\xc4\\xe3\" is not UTF-8 text"},
		{[]string{"chapter", "split", "--offset", "5", "1", " "}, ExitUsage, "chapter split: the title is empty"},
		{[]string{"wiki", "update", "--no-wait", "--title", "  ", "书生"}, ExitUsage, "wiki update: the title is empty"},
	})
	if after := list(); after != before {
		t.Errorf("a refused title changed the chapters:\n%s\nwas\n%s", after, before)
	}
}

// TestChapterAddBeforeTheExtras: chapter add puts a numbered chapter
// after the book's last numbered one, before the 番外 that ends it, as
// the window's New Chapter does, and says before which; a 番外 or a title
// in words goes at the end.
func TestChapterAddBeforeTheExtras(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回, 第二回
	for _, s := range []struct {
		title, say, toc string
	}{
		{"番外：某某", `added chapter 3 "番外：某某" at the end of the book`,
			"0 测试之书 | 1 第一回 山中访友 | 2 第二回 夜雨论剑 | 3 番外：某某"},
		{"第三回 下山", `added chapter 3 "第三回 下山" before "番外：某某"`,
			"0 测试之书 | 1 第一回 山中访友 | 2 第二回 夜雨论剑 | 3 第三回 下山 | 4 番外：某某"},
		{"雨夜", `added chapter 5 "雨夜" at the end of the book`,
			"0 测试之书 | 1 第一回 山中访友 | 2 第二回 夜雨论剑 | 3 第三回 下山 | 4 番外：某某 | 5 雨夜"},
	} {
		code, out, stderr := run(t, data, "chapter", "add", s.title)
		if code != 0 || strings.TrimSpace(out) != s.say {
			t.Fatalf("chapter add %s: exit %d, %q %s; want %q", s.title, code, out, stderr, s.say)
		}
		code, out, _ = run(t, data, "chapter", "list", "--json")
		var chs []chapterJSON
		if err := json.Unmarshal([]byte(out), &chs); code != 0 || err != nil {
			t.Fatalf("chapter list --json: exit %d %v", code, err)
		}
		var rows []string
		for _, c := range chs {
			rows = append(rows, fmt.Sprint(c.Index, " ", c.Title))
		}
		if got := strings.Join(rows, " | "); got != s.toc {
			t.Fatalf("after chapter add %s: %s, want %s", s.title, got, s.toc)
		}
	}
}
