package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// run invokes the command line in-process and returns exit code and output.
func run(t *testing.T, dataDir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	full := append([]string{"--data", dataDir}, args...)
	code = Main(full, strings.NewReader(""), &out, &errb, BuildInfo{Version: "test"})
	return code, out.String(), errb.String()
}

// useFixtureModel points model lookup at the tiny static fixture so tests
// run the real ONNX Runtime on a real (small) model file.
func useFixtureModel(t *testing.T) {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-static"))
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv("INKFLOW_MODEL_DIR", dir)
}

func writeFile(t *testing.T, name, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

const testBook = `测试之书

第一回 山中访友

　　清晨的山路上雾气很重，书生背着竹篓慢慢往上走。他要去看望多年未见的老朋友，心里既高兴又有些不安。

　　走到半山腰，他在一块大石头旁边坐下休息，听见远处传来砍柴的声音。

第二回 夜雨论剑

　　晚上下起了大雨，两个人坐在屋里喝酒，谈起年轻时学剑的往事。朋友说剑法的要紧处不在快，而在于心里安静。

　　雨停之后，月亮从云后面出来，院子里的竹子一片银白。
`

// failure is a command line that must exit with code and say, in one line
// of stderr, something containing want.
type failure struct {
	args []string
	code int
	want string
}

// checkFailures runs each failure against data as a subtest.
func checkFailures(t *testing.T, data string, tests []failure) {
	t.Helper()
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			code, _, stderr := run(t, data, tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d (stderr %q)", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.want) {
				t.Errorf("stderr %q lacks %q", stderr, tt.want)
			}
			if n := strings.Count(strings.TrimSpace(stderr), "\n"); n != 0 {
				t.Errorf("error is %d lines, want one: %q", n+1, stderr)
			}
		})
	}
}

func TestUsageErrors(t *testing.T) {
	data := t.TempDir()
	checkFailures(t, data, []failure{
		{[]string{"frobnicate"}, ExitUsage, "unknown command"},
		{[]string{"import"}, ExitUsage, "no FILE"},
		{[]string{"import", "--chapter-regex", "("}, ExitUsage, "chapter-regex"},
		{[]string{"stats", "--nope"}, ExitUsage, "flag provided but not defined"},
		{[]string{"stats", "extra"}, ExitUsage, "no arguments"},
		{[]string{"reindex", "三国"}, ExitUsage, "--project NAME"},
		{[]string{"version", "extra"}, ExitUsage, "no arguments"},
		{[]string{"doctor", "extra"}, ExitUsage, "no arguments"},
		{[]string{"backup", "list", "extra"}, ExitUsage, "no arguments"},
		{[]string{"import", filepath.Join(data, "missing.txt")}, ExitRuntime, "the file does not exist"},
		{[]string{"import", data}, ExitRuntime, "is a directory"},
	})
}

// TestBadFlagsPrintOneLine: a bad flag is one line on stderr and nothing
// on stdout (a script piping --json must not read the usage text), and
// -h is no error: the usage on stdout, exit 0, no "help requested".
func TestBadFlagsPrintOneLine(t *testing.T) {
	data := t.TempDir()
	for _, args := range [][]string{
		{"search", "--json", "--bogus", "x"},
		{"search", "--k", "99999999999999999999", "x"},
		{"stats", "--json=maybe"},
		{"wiki", "add", "--text", "x"},
		{"snapshot", "list", "-x"},
		{"--bogus", "stats"},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, stdout, stderr := run(t, data, args...)
			if code != ExitUsage || stdout != "" || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
				t.Errorf("exit %d, stdout %q, stderr %q; want 2, nothing, one line", code, stdout, stderr)
			}
		})
	}
	for _, args := range [][]string{{"search", "-h"}, {"wiki", "add", "--help"}, {"-h"}, {"backup", "list", "-h"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			code, stdout, stderr := run(t, data, args...)
			if code != ExitOK || !strings.Contains(stdout, "Usage") || stderr != "" {
				t.Errorf("exit %d, stdout %q, stderr %q; want 0, the usage, nothing", code, stdout, stderr)
			}
		})
	}
}

// TestBoolFlagSaysTrueOrFalse: a boolean flag given another value says
// which values it takes; it said strconv's "strconv.ParseBool: parsing
// \"maybe\": invalid syntax".
func TestBoolFlagSaysTrueOrFalse(t *testing.T) {
	checkFailures(t, t.TempDir(), []failure{
		{[]string{"search", "--hybrid=maybe", "x"}, ExitUsage, `search: invalid value "maybe" for -hybrid: want true or false`},
		{[]string{"stats", "--json=2"}, ExitUsage, `stats: invalid value "2" for -json: want true or false`},
	})
}

// TestSettingsArgumentsSaid: settings get and set without their
// arguments say which they take ("settings get takes 1 argument(s)"
// before).
func TestSettingsArgumentsSaid(t *testing.T) {
	checkFailures(t, t.TempDir(), []failure{
		{[]string{"settings", "get"}, ExitUsage, "settings get: give one KEY (see inkflow settings list)"},
		{[]string{"settings", "set", "search.default-top-k"}, ExitUsage, "settings set: give a KEY and its VALUE (see inkflow settings list)"},
		{[]string{"settings", "list", "x"}, ExitUsage, "settings list takes no arguments"},
	})
}

func TestImportBadFiles(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	tests := []struct {
		name, content, want string
	}{
		{"empty.txt", "", "has no text"},
		{"blank.txt", " \n\n　\n", "has no text"},
		{"binary.bin", "\x7fELF\x02\x01\x01\x00\x00\x00", "not a text file"},
		{"gbk.txt", "\xc4\xe3\xba\xc3\xca\xc0\xbd\xe7\xc4\xe3\xba\xc3", "gbk.txt looks like GB18030; re-run with --encoding gb18030 to convert it"},
		{"old.doc", "\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1\x00\x00W\x00o\x00r\x00d\x00D\x00o\x00c\x00u\x00m\x00e\x00n\x00t\x00", "old.doc is a Word 97–2003 .doc file; open it in Word or WPS and save it as .docx"},
		{"damaged.docx", "PK\x03\x04\x14\x00\x00", "damaged.docx is a damaged Word document; open it in Word or WPS to repair it"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := run(t, data, "import", writeFile(t, tt.name, tt.content))
			if code != ExitRuntime || !strings.Contains(stderr, tt.want) {
				t.Fatalf("exit %d stderr %q, want 1 and %q", code, stderr, tt.want)
			}
		})
	}
	// Nothing was imported by the failures.
	code, out, _ := run(t, data, "stats", "--json")
	if code != 0 || !strings.Contains(out, `"chapters": 0`) {
		t.Fatalf("stats after failed imports: exit %d %s", code, out)
	}
}

func TestImportThenStats(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	book := writeFile(t, "book.txt", testBook)
	code, out, stderr := run(t, data, "import", "--project", "测试", book)
	if code != 0 {
		t.Fatalf("import exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "2 chapters and front matter") {
		t.Errorf("import output %q: want 2 chapters and front matter", out)
	}
	code, out, stderr = run(t, data, "stats", "--json")
	if code != 0 {
		t.Fatalf("stats exit %d: %s", code, stderr)
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"projects", "chapters", "blocks", "parents", "children", "vectors",
		"dirty_blocks", "pending_tasks", "failed_tasks", "model", "vector_index", "child_chars", "parent_chars"} {
		if _, ok := st[key]; !ok {
			t.Errorf("stats --json lacks %q", key)
		}
	}
	if st["chapters"].(float64) != 3 || st["dirty_blocks"].(float64) != 0 {
		t.Errorf("chapters %v dirty %v, want 3 and 0", st["chapters"], st["dirty_blocks"])
	}
	if st["vectors"] != st["children"] || st["children"].(float64) == 0 {
		t.Errorf("vectors %v children %v: want equal and non-zero", st["vectors"], st["children"])
	}
	for _, obj := range []string{"child_chars", "parent_chars"} {
		m := st[obj].(map[string]any)
		for _, k := range []string{"min", "p1", "p50", "p99", "max"} {
			if _, ok := m[k]; !ok {
				t.Errorf("%s lacks %q", obj, k)
			}
		}
	}

	// Importing the same file again adds nothing and says why; another
	// book is appended after the last chapter.
	code, out, stderr = run(t, data, "import", "--project", "测试", "--no-wait", book)
	if code != 0 || !strings.Contains(out, ": 0 chapters") || !strings.Contains(out, "not added again") {
		t.Fatalf("second import: exit %d %q %s", code, out, stderr)
	}
	if code, out, _ = run(t, data, "stats", "--json"); code != 0 || !strings.Contains(out, `"chapters": 3`) {
		t.Fatalf("after the second import of the same file: %s", out)
	}
	other := writeFile(t, "other.txt", "第一章 归来\n\n他回到了山里。\n\n第二章 远行\n\n她离开了小城。\n")
	if code, _, stderr = run(t, data, "import", "--project", "测试", "--no-wait", other); code != 0 {
		t.Fatalf("import of another book: exit %d: %s", code, stderr)
	}
	if code, out, _ = run(t, data, "stats", "--json"); code != 0 || !strings.Contains(out, `"chapters": 5`) {
		t.Fatalf("after importing another book: %s", out)
	}
}

func TestLockedDataDir(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	s, err := openSession(&env{dataDir: data, stderr: &bytes.Buffer{}})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	code, _, stderr := run(t, data, "stats")
	if code != ExitRuntime || !strings.Contains(stderr, "already open by another InkFlow") {
		t.Fatalf("exit %d stderr %q", code, stderr)
	}
}

func TestDoctor(t *testing.T) {
	data := t.TempDir()
	useFixtureModel(t)
	code, out, stderr := run(t, data, "doctor", "--json")
	if code != 0 {
		t.Fatalf("doctor exit %d: %s %s", code, out, stderr)
	}
	var r doctorReport
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if !r.OK || r.ONNXRuntime.Version != "1.30.0" || !r.Model.SHA256Verified || r.Model.Dims == 0 {
		t.Fatalf("doctor report: %+v", r)
	}

	// A missing model is a failure with a fix, and exit status 1.
	t.Setenv("INKFLOW_MODEL_DIR", filepath.Join(data, "nowhere"))
	code, out, _ = run(t, data, "doctor")
	if code != ExitRuntime || !strings.Contains(out, "fix:") {
		t.Fatalf("doctor without model: exit %d\n%s", code, out)
	}
}

func TestBackupCommands(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--project", "a", writeFile(t, "a.txt", testBook)); code != 0 {
		t.Fatal(stderr)
	}
	code, out, stderr := run(t, data, "backup", "now")
	if code != 0 || !strings.Contains(out, "saved") {
		t.Fatalf("backup now: %d %s %s", code, out, stderr)
	}
	if code, _, stderr = run(t, data, "import", "--project", "b", writeFile(t, "b.txt", testBook)); code != 0 {
		t.Fatal(stderr)
	}
	code, out, _ = run(t, data, "backup", "list")
	name, _, _ := strings.Cut(out, "\t")
	if code != 0 || !strings.HasPrefix(name, "inkflow-") {
		t.Fatalf("backup list: %q", out)
	}
	if code, out, stderr = run(t, data, "backup", "restore", name); code != 0 {
		t.Fatalf("restore: %s %s", out, stderr)
	}
	// The restored database has one project, and search data is rebuilt.
	undo := regexp.MustCompile(`undo: inkflow backup restore (\S+)\)`).FindStringSubmatch(out)
	code, out, _ = run(t, data, "stats", "--json")
	if code != 0 || !strings.Contains(out, `"projects": 1`) {
		t.Fatalf("after restore: %s", out)
	}
	// The restore is undone by the command it printed.
	if undo == nil {
		t.Fatalf("restore printed no undo command")
	}
	if code, out, stderr = run(t, data, "backup", "restore", undo[1]); code != 0 {
		t.Fatalf("undo restore: %s %s", out, stderr)
	}
	if code, out, _ = run(t, data, "stats", "--json"); code != 0 || !strings.Contains(out, `"projects": 2`) {
		t.Fatalf("after undoing the restore: %s", out)
	}
	if code, _, stderr = run(t, data, "backup", "restore"); code != ExitUsage {
		t.Fatalf("restore without name: exit %d %s", code, stderr)
	}
	// A name that is no backup says so, without the advice to close
	// InkFlow, which is for a database in use.
	code, _, stderr = run(t, data, "backup", "restore", "inkflow-000099-20260101-000000.000.db")
	if code != ExitRuntime || !strings.Contains(stderr, "inkflow-000099") || strings.Contains(stderr, "close InkFlow") {
		t.Errorf("restore of a missing backup: exit %d %q", code, stderr)
	}
}

// TestSearchJSONContract checks `search --json` against docs/ARCHITECTURE.md
// §8 key by key, on a real import with the real runtime.
func TestSearchJSONContract(t *testing.T) {
	data := importTestBook(t)
	code, out, stderr := run(t, data, "search", "--json", "--k", "3", "朋友", "喝酒")
	if code != 0 {
		t.Fatalf("search exit %d: %s", code, stderr)
	}
	var resp map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &resp); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"query", "took_ms", "fallback", "results"} {
		if _, ok := resp[k]; !ok {
			t.Errorf("response lacks %q", k)
		}
	}
	var query string
	_ = json.Unmarshal(resp["query"], &query)
	if query != "朋友 喝酒" {
		t.Errorf("query = %q", query)
	}
	var results []map[string]json.RawMessage
	if err := json.Unmarshal(resp["results"], &results); err != nil || len(results) == 0 {
		t.Fatalf("results: %v %s", err, resp["results"])
	}
	want := []string{"rank", "score", "raw_score", "kind", "project", "chapter", "chapter_index",
		"block_index", "parent_id", "text", "window", "match_start", "match_end", "sources"}
	for i, r := range results {
		for _, k := range want {
			if _, ok := r[k]; !ok {
				t.Errorf("result %d lacks %q", i, k)
			}
		}
		var text string
		var ms, me, rank int
		_ = json.Unmarshal(r["text"], &text)
		_ = json.Unmarshal(r["match_start"], &ms)
		_ = json.Unmarshal(r["match_end"], &me)
		_ = json.Unmarshal(r["rank"], &rank)
		if rank != i+1 {
			t.Errorf("result %d has rank %d", i, rank)
		}
		if n := len([]rune(text)); ms < 0 || me <= ms || me > n {
			t.Errorf("result %d match [%d,%d) outside text of %d runes", i, ms, me, n)
		}
		var src map[string]int
		if err := json.Unmarshal(r["sources"], &src); err != nil {
			t.Errorf("sources: %v", err)
		}
		for k := range src {
			if k != "vector_rank" && k != "keyword_rank" && k != "title" {
				t.Errorf("unexpected source %q", k)
			}
		}
	}

	// Usage errors of search.
	for _, args := range [][]string{{"search"}, {"search", "--mode", "fuzzy", "x"}, {"search", "--k", "-1", "x"},
		{"search", "\xff\xfe"}, {"context", "书\xff"}, {"ask", "谁\xff"}} {
		if code, _, _ := run(t, data, args...); code != ExitUsage {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

func TestContextAndEval(t *testing.T) {
	data := importTestBook(t)
	code, out, stderr := run(t, data, "context", "--budget", "300", "雨停之后的院子")
	if code != 0 || len([]rune(out)) > 301 || !strings.Contains(out, "第") {
		t.Fatalf("context: exit %d (%d runes) %q %s", code, len([]rune(out)), out, stderr)
	}
	queries := writeFile(t, "q.tsv", "# test queries\n书生上山看望朋友\t1\n雨夜喝酒谈剑法\t2\n")
	code, out, stderr = run(t, data, "eval", "--json", "--mode", "keyword", queries)
	if code != 0 {
		t.Fatalf("eval: %d %s", code, stderr)
	}
	var m map[string]float64
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"queries", "hit@1", "hit@5", "hit@10", "mrr@10", "p50_ms", "p95_ms"} {
		if _, ok := m[k]; !ok {
			t.Errorf("eval --json lacks %q", k)
		}
	}
	if m["queries"] != 2 || m["hit@10"] != 1 {
		t.Errorf("eval metrics %v: want 2 queries all found in the top 10", m)
	}
	// The BM25 baseline, alone and beside a product mode.
	code, out, stderr = run(t, data, "eval", "--json", "--mode", "bm25", queries)
	var bm map[string]float64
	if code != 0 || json.Unmarshal([]byte(out), &bm) != nil || bm["queries"] != 2 || bm["hit@10"] != 1 {
		t.Errorf("eval --mode bm25: exit %d %q %s; want 2 queries all found", code, out, stderr)
	}
	code, out, stderr = run(t, data, "eval", "--json", "--baseline", "--mode", "keyword", queries)
	var both struct {
		MRR      float64            `json:"mrr@10"`
		Baseline map[string]float64 `json:"baseline"`
	}
	if code != 0 || json.Unmarshal([]byte(out), &both) != nil || both.MRR != m["mrr@10"] || both.Baseline["mrr@10"] != bm["mrr@10"] {
		t.Errorf("eval --baseline: exit %d %q %s; want keyword mrr %v and baseline %v", code, out, stderr, m["mrr@10"], bm["mrr@10"])
	}
	bad := writeFile(t, "bad.tsv", "no tab here\n")
	if code, _, stderr = run(t, data, "eval", bad); code == 0 || !strings.Contains(stderr, "line 1") {
		t.Errorf("bad TSV: exit %d %q", code, stderr)
	}
}

func TestSettingsCommand(t *testing.T) {
	data := t.TempDir()
	useFixtureModel(t)
	code, out, _ := run(t, data, "settings", "list")
	if code != 0 || !strings.Contains(out, "search.rrf-k = 60") || !strings.Contains(out, "chunking.similarity-threshold = 0.3") {
		t.Fatalf("settings list: %d\n%s", code, out)
	}
	if code, out, _ = run(t, data, "settings", "set", "search.rrf-k", "30"); code != 0 {
		t.Fatalf("set: %d %s", code, out)
	}
	if code, out, _ = run(t, data, "settings", "get", "search.rrf-k"); code != 0 || strings.TrimSpace(out) != "30" {
		t.Fatalf("get after set: %d %q", code, out)
	}
	for _, args := range [][]string{
		{"settings", "set", "search.rrf-k", "abc"},
		{"settings", "set", "chunking.min-child-size", "900"}, // above the max child size
		{"settings", "get", "no.such.key"},
		{"settings", "frobnicate"},
	} {
		if code, _, stderr := run(t, data, args...); code != ExitUsage {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr)
		}
	}
	if _, out, _ = run(t, data, "settings", "get", "chunking.min-child-size"); strings.TrimSpace(out) != "100" {
		t.Errorf("an invalid value was stored: %q", out)
	}
}

// TestDataThatIsAFile: --data naming a file, or a path through one, is
// one line saying so; it was the engine's "engine: open: mkdir …: not a
// directory".
func TestDataThatIsAFile(t *testing.T) {
	file := writeFile(t, "notes.txt", "x")
	for _, data := range []string{file, filepath.Join(file, "sub")} {
		checkFailures(t, data, []failure{
			{[]string{"stats"}, ExitRuntime, "the data folder " + data + " is a file or inside one; give --data a folder"},
			{[]string{"project", "list"}, ExitRuntime, "give --data a folder"},
		})
	}
}

// TestSearchMarksMatchInUsersMarks: search's plain output marks the match
// as wiki mentions marks a name, «…» in English and 【…】 in Chinese; the
// English output used Chinese brackets.
func TestSearchMarksMatchInUsersMarks(t *testing.T) {
	data := importTestBook(t)
	for _, tt := range []struct {
		zh        bool // this case and every later one in Chinese
		want, not string
	}{
		{false, "«", "【"},
		{true, "【", "«"},
	} {
		if tt.zh {
			inChinese(t)
		}
		code, out, stderr := run(t, data, "search", "--mode", "keyword", "--k", "3", "喝酒")
		if code != 0 || !strings.Contains(out, tt.want) || strings.Contains(out, tt.not) {
			t.Errorf("zh %v: exit %d, want %q and no %q in:\n%s%s", tt.zh, code, tt.want, tt.not, out, stderr)
		}
	}
}
