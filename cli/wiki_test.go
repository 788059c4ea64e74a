package cli

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// runIn is run with stdin.
func runIn(t *testing.T, dataDir, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	full := append([]string{"--data", dataDir}, args...)
	code = Main(full, strings.NewReader(stdin), &out, &errb, BuildInfo{Version: "test"})
	return code, out.String(), errb.String()
}

// searchResult is the part of `search --json` these tests read.
type searchResult struct {
	Kind         string         `json:"kind"`
	Chapter      string         `json:"chapter"`
	ChapterIndex int            `json:"chapter_index"`
	ParentID     uint64         `json:"parent_id"`
	Text         string         `json:"text"`
	Expanded     []searchResult `json:"expanded"`
}

func searchJSON(t *testing.T, data string, args ...string) []searchResult {
	t.Helper()
	code, out, stderr := run(t, data, append([]string{"search", "--json"}, args...)...)
	if code != 0 {
		t.Fatalf("search %v: exit %d: %s", args, code, stderr)
	}
	var resp struct {
		Results []searchResult `json:"results"`
	}
	if err := json.Unmarshal([]byte(out), &resp); err != nil {
		t.Fatalf("search --json: %v\n%s", err, out)
	}
	return resp.Results
}

func statsCounts(t *testing.T, data string) map[string]any {
	t.Helper()
	code, out, stderr := run(t, data, "stats", "--json")
	if code != 0 {
		t.Fatalf("stats: exit %d: %s", code, stderr)
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// importTestBook imports testBook as project 测试 into a new data
// directory, with the fixture model, and returns the directory.
func importTestBook(t *testing.T) string {
	t.Helper()
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--project", "测试", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	return data
}

func hasKind(rs []searchResult, kind, chapter string) bool {
	for _, r := range rs {
		if r.Kind == kind && (chapter == "" || r.Chapter == chapter) {
			return true
		}
	}
	return false
}

const wikiText = "老樵夫住在山脚下，每天上山砍柴，认得山里每一条小路。\n\n他脾气古怪，却肯给迷路的旅人指路。"

func TestWikiCommands(t *testing.T) {
	data := importTestBook(t)
	before := statsCounts(t, data)

	code, out, stderr := run(t, data, "wiki", "add", "--title", "老樵夫", "--type", "character", "--alias", "樵夫", "--alias", "砍柴人", "--file", writeFile(t, "w.txt", wikiText))
	if code != 0 || !strings.Contains(out, "老樵夫") {
		t.Fatalf("wiki add: exit %d %q %s", code, out, stderr)
	}
	code, _, stderr = runIn(t, data, "竹林在山的北坡，风一吹沙沙作响。", "wiki", "add", "--title", "竹林", "--type", "place", "-")
	if code != 0 {
		t.Fatalf("wiki add from stdin: exit %d %s", code, stderr)
	}

	code, out, _ = run(t, data, "wiki", "list", "--json")
	var list []wikiJSON
	if code != 0 || json.Unmarshal([]byte(out), &list) != nil || len(list) != 2 {
		t.Fatalf("wiki list --json: exit %d %s", code, out)
	}
	if list[0].Title != "老樵夫" || list[0].Type != "character" || strings.Join(list[0].Aliases, ",") != "樵夫,砍柴人" || list[0].Chars == 0 {
		t.Errorf("first entry %+v", list[0])
	}
	code, out, _ = run(t, data, "wiki", "list", "--type", "place")
	if code != 0 || !strings.Contains(out, "竹林") || strings.Contains(out, "老樵夫") {
		t.Errorf("wiki list --type place: %q", out)
	}

	if rs := searchJSON(t, data, "--hybrid=true", "老樵夫认得山里每一条小路"); !hasKind(rs, "wiki", "老樵夫") {
		t.Fatalf("search lacks the wiki hit: %+v", rs)
	}
	withWiki := statsCounts(t, data)
	if withWiki["children"].(float64) <= before["children"].(float64) {
		t.Errorf("children %v → %v after adding Story Bible entries", before["children"], withWiki["children"])
	}

	// Update by alias: new title and text.
	code, _, stderr = run(t, data, "wiki", "update", "砍柴人", "--title", "樵夫老李", "--file", writeFile(t, "w2.txt", "樵夫老李会吹笛子，笛声在山谷里回荡。"))
	if code != 0 {
		t.Fatalf("wiki update: exit %d %s", code, stderr)
	}
	rs := searchJSON(t, data, "--mode", "keyword", "笛声在山谷里回荡")
	if !hasKind(rs, "wiki", "樵夫老李") {
		t.Fatalf("search after update: %+v", rs)
	}
	if rs := searchJSON(t, data, "--mode", "keyword", "认得山里每一条小路"); hasKind(rs, "wiki", "") {
		t.Errorf("the old text is still found: %+v", rs)
	}

	// Remove both; every trace goes.
	for _, ref := range []string{"樵夫老李", "竹林"} {
		if code, _, stderr := run(t, data, "wiki", "rm", ref); code != 0 {
			t.Fatalf("wiki rm %s: exit %d %s", ref, code, stderr)
		}
	}
	if rs := searchJSON(t, data, "--mode", "keyword", "笛声在山谷里回荡"); hasKind(rs, "wiki", "") {
		t.Errorf("removed entry still found: %+v", rs)
	}
	after := statsCounts(t, data)
	for _, k := range []string{"blocks", "parents", "children", "vectors"} {
		if after[k] != before[k] {
			t.Errorf("%s: %v before the entries, %v after removing them", k, before[k], after[k])
		}
	}
	if code, out, _ := run(t, data, "wiki", "list"); code != 0 || !strings.Contains(out, "no Story Bible entries") {
		t.Errorf("wiki list after rm: %q", out)
	}
}

func TestWikiUsageErrors(t *testing.T) {
	data := importTestBook(t)
	text := writeFile(t, "w.txt", wikiText)
	binary := writeFile(t, "b.bin", "\x00\x01\x02\x03\x00\x00\x00\x05\x06\x07\x00\x00")
	checkFailures(t, data, []failure{
		{[]string{"wiki"}, ExitUsage, "subcommand"},
		{[]string{"wiki", "frob"}, ExitUsage, "unknown subcommand"},
		{[]string{"wiki", "add", "--file", text}, ExitUsage, "--title"},
		{[]string{"wiki", "add", "--title", "x"}, ExitUsage, "--file"},
		{[]string{"wiki", "add", "--title", "x", "--type", "monster", "--file", text}, ExitUsage, "--type"},
		{[]string{"wiki", "add", "--title", "x", "--file", binary}, ExitRuntime, "b.bin"},
		{[]string{"wiki", "add", "--title", "x", "--file", text + ".missing"}, ExitRuntime, "missing"},
		{[]string{"wiki", "rm", "nobody"}, ExitRuntime, "no Story Bible entry"},
		{[]string{"wiki", "rm"}, ExitUsage, "ID or TITLE"},
		{[]string{"wiki", "list", "--project", "nope"}, ExitRuntime, "no project"},
		{[]string{"summary"}, ExitUsage, "subcommand"},
		{[]string{"summary", "show", "99"}, ExitRuntime, "no chapter"},
		{[]string{"summary", "show"}, ExitUsage, "CHAPTER"},
		{[]string{"summary", "set", "1"}, ExitUsage, "--file"},
	})
}

// TestSummaryCommands: summary show gives the generated summary (sentences
// of the chapter), search lists the passage rather than a summary that
// repeats it, summary set replaces it with the author's, which search
// finds and --deep expands into its chapter's passages.
func TestSummaryCommands(t *testing.T) {
	data := importTestBook(t)
	const chapter1 = "清晨的山路上雾气很重，书生背着竹篓慢慢往上走。他要去看望多年未见的老朋友，心里既高兴又有些不安。走到半山腰，他在一块大石头旁边坐下休息，听见远处传来砍柴的声音。"

	// A generated summary: sentences of the chapter, in text order.
	code, out, stderr := run(t, data, "summary", "show", "1", "--json")
	if code != 0 {
		t.Fatalf("summary show: exit %d %s", code, stderr)
	}
	var got summaryJSON
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if !got.Generated || got.ChapterIndex != 1 || got.Text == "" {
		t.Fatalf("summary show --json: %+v", got)
	}
	pos := 0
	for _, s := range strings.SplitAfter(got.Text, "。") {
		if s == "" {
			continue
		}
		i := strings.Index(chapter1[pos:], s)
		if i < 0 {
			t.Fatalf("generated summary %q: %q is not a later sentence of chapter 1", got.Text, s)
		}
		pos += i + len(s)
	}
	if code, out, _ := run(t, data, "summary", "show", "1"); code != 0 || !strings.Contains(out, "generated") {
		t.Errorf("summary show: %q", out)
	}

	// Chapter 1 is one passage, so its generated summary says nothing the
	// passage does not: searching the summary's words lists the passage
	// and not the summary beside it (engine/search echo.go).
	rs := searchJSON(t, data, "--mode", "keyword", got.Text)
	if len(rs) == 0 || rs[0].Kind != "chapter" || rs[0].ChapterIndex != 1 || hasKind(rs, "summary", "") {
		t.Fatalf("searching the generated summary's words: %+v, want chapter 1's passage first and no summary", rs)
	}

	// The author's summary replaces it (by chapter title, from stdin).
	const mine = "书生进山拜访故友，路遇樵夫。"
	code, _, stderr = runIn(t, data, mine, "summary", "set", "第一回 山中访友", "-")
	if code != 0 {
		t.Fatalf("summary set: exit %d %s", code, stderr)
	}
	code, out, _ = run(t, data, "summary", "show", "1", "--json")
	if code != 0 || json.Unmarshal([]byte(out), &got) != nil || got.Generated || got.Text != mine {
		t.Fatalf("after summary set: %s", out)
	}
	if code, out, _ := run(t, data, "summary", "show", "1"); !strings.Contains(out, "author's summary") {
		t.Errorf("summary show: exit %d %q", code, out)
	}
	// Searchable as kind "summary"; --deep leads from it to the passages
	// of its chapter: under it, unless the results list them already
	// (§8: never twice).
	rs = searchJSON(t, data, "--mode", "keyword", "--deep", "路遇樵夫")
	var hit *searchResult
	listed := map[uint64]bool{}
	reached := false // a passage of chapter 1 is in the answer
	for i := range rs {
		if rs[i].Kind == "summary" && rs[i].ChapterIndex == 1 && hit == nil {
			hit = &rs[i]
		}
		if rs[i].Kind == "chapter" {
			listed[rs[i].ParentID] = true
			reached = reached || rs[i].ChapterIndex == 1
		}
	}
	if hit == nil {
		t.Fatalf("the author's summary is not found: %+v", rs)
	}
	if !strings.Contains(hit.Text, "路遇樵夫") {
		t.Errorf("the generated summary is still indexed: %q", hit.Text)
	}
	for _, x := range hit.Expanded {
		if x.Kind != "chapter" || x.ChapterIndex != 1 {
			t.Errorf("expanded passage from %s #%d", x.Kind, x.ChapterIndex)
		}
		if listed[x.ParentID] {
			t.Errorf("the passage under the summary (parent %d) is a result of its own too", x.ParentID)
		}
		reached = true
	}
	if !reached {
		t.Fatalf("--deep leads to no passage of the summary's chapter: %+v", rs)
	}
}

// TestWikiWithoutModel: without a model, add refuses before writing
// anything unless --no-wait; a --no-wait entry is indexed by the next
// command that has the model.
func TestWikiWithoutModel(t *testing.T) {
	data := importTestBook(t)
	t.Setenv("INKFLOW_MODEL_DIR", t.TempDir()) // an empty folder: no model
	text := writeFile(t, "w.txt", wikiText)
	code, _, stderr := run(t, data, "wiki", "add", "--title", "老樵夫", "--file", text)
	if code != ExitRuntime || !strings.Contains(stderr, "--no-wait") {
		t.Fatalf("without a model: exit %d %q", code, stderr)
	}
	if _, out, _ := run(t, data, "wiki", "list"); !strings.Contains(out, "no Story Bible entries") {
		t.Fatalf("a refused add wrote an entry: %q", out)
	}
	if code, _, stderr := run(t, data, "wiki", "add", "--no-wait", "--title", "老樵夫", "--file", text); code != 0 {
		t.Fatalf("--no-wait: exit %d %s", code, stderr)
	}
	useFixtureModel(t)
	// Opening the data dir with a model resumes indexing; reindex waits.
	if code, _, stderr := run(t, data, "reindex"); code != 0 {
		t.Fatalf("reindex: exit %d %s", code, stderr)
	}
	if rs := searchJSON(t, data, "--mode", "keyword", "认得山里每一条小路"); !hasKind(rs, "wiki", "老樵夫") {
		t.Fatalf("the --no-wait entry was never indexed: %+v", rs)
	}
}

// TestTextFromAPositionalFile: where "-" reads the text from stdin, a
// FILE in its place reads it from the file (§8: "text from FILE or -")
// — wiki add and update, summary set and chapter write. `wiki add
// --title 书生 notes.txt` was refused as "unexpected argument … (the
// title goes in --title)", with the title in --title. Two sources of
// text are a usage error.
func TestTextFromAPositionalFile(t *testing.T) {
	data := importTestBook(t) // 测试之书 (front matter), 第一回, 第二回
	notes := writeFile(t, "notes.txt", "背竹篓的书生。")
	more := writeFile(t, "more.txt", "背竹篓赶路的书生。")
	tests := []struct {
		args []string
		code int
		want string // in stdout, or stderr when code is not 0
	}{
		{[]string{"wiki", "add", "--no-wait", "--title", "书生", notes}, 0, `added Story Bible entry 1 "书生"`},
		{[]string{"wiki", "update", "--no-wait", "书生", more}, 0, "updated Story Bible entry 1"},
		{[]string{"summary", "set", "--no-wait", "1", notes}, 0, "summary of chapter 1"},
		{[]string{"chapter", "write", "--no-wait", "2", notes}, 0, `wrote chapter 2 "第二回 夜雨论剑": 6 字`},
		{[]string{"wiki", "add", "--title", "剑客", notes, "--file", notes}, ExitUsage, "wiki add: give the text once: FILE, --file FILE or - (stdin)"},
		{[]string{"summary", "set", "1", notes, "-"}, ExitUsage, "summary set: give the text once"},
		{[]string{"wiki", "add", notes}, ExitUsage, "wiki add: --title is required"},
		{[]string{"wiki", "add", "--title", "剑客", notes, notes}, ExitUsage, "wiki add: unexpected argument"},
		{[]string{"chapter", "write", "1", filepath.Join(data, "missing.txt")}, ExitRuntime, "chapter write: cannot open “" + filepath.Join(data, "missing.txt") + "”: the file does not exist"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, out, stderr := run(t, data, tt.args...)
			said := out
			if tt.code != 0 {
				said = stderr
			}
			if code != tt.code || !strings.Contains(said, tt.want) {
				t.Errorf("exit %d, stdout %q, stderr %q; want exit %d and %q", code, out, stderr, tt.code, tt.want)
			}
		})
	}
	if _, out, _ := run(t, data, "wiki", "list", "--json"); !strings.Contains(out, `"chars": 9`) {
		t.Errorf("wiki list after the update: %s", out)
	}
}
