package cli

import (
	"encoding/json"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/assistant/assistanttest"
)

// TestClosestName: a typo of a command, subcommand or setting is told the
// name it most likely meant; a word near none, or near two alike, is not.
func TestClosestName(t *testing.T) {
	cmds := []string{"import", "search", "context", "ask", "stats", "settings", "help", "wiki"}
	chapterSubs := []string{"list", "add", "rename", "move", "delete", "split", "merge", "write", "renumber"}
	keys := []string{"search.default-top-k", "search.hybrid", "chunking.max-child-size"}
	tests := []struct {
		typed string
		names []string
		want  string
	}{
		{"serach", cmds, "search"},   // a swap of two letters
		{"improt", cmds, "import"},   // another swap
		{"Search", cmds, ""},         // the name itself: refused for another reason
		{"stat", cmds, "stats"},      // a letter left out
		{"asks", cmds, "ask"},        // one added to a short word
		{"wkii", cmds, "wiki"},       // a swap in a short word
		{"xyz", cmds, ""},            // near nothing
		{"st", cmds, ""},             // too short to be the start of one name
		{"cont", cmds, "context"},    // the start of one name
		{"lst", chapterSubs, "list"}, // a letter left out
		{"ren", chapterSubs, ""},     // the start of rename and renumber
		{"renam", chapterSubs, "rename"},
		{"search.defualt-top-k", keys, "search.default-top-k"},
		{"default-top-k", keys, "search.default-top-k"}, // the key without its section
		{"search.k", keys, ""},
		{"", cmds, ""},
	}
	for _, tt := range tests {
		if got := closestName(tt.typed, tt.names); got != tt.want {
			t.Errorf("closestName(%q) = %q, want %q", tt.typed, got, tt.want)
		}
	}
}

// TestTypoSuggestions: a mistyped command, subcommand or setting is a
// usage error that names the word meant, in English and in Chinese, on
// one line; a word near none is the plain error it was.
func TestTypoSuggestions(t *testing.T) {
	data := t.TempDir()
	if code, _, stderr := run(t, data, "project", "create", "书"); code != 0 {
		t.Fatalf("project create: exit %d: %s", code, stderr)
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"serach", "剑"}, ExitUsage, `unknown command "serach" (run ` + "`inkflow help`); did you mean search?",
			"没有「serach」这个命令（用 `inkflow help` 查看全部命令）；是不是要用 search？", true},
		// Chinese lists the subcommands with 、, not ", ".
		{[]string{"chapter", "lst"}, ExitUsage, "(list, add, rename, move, delete, split, merge, write or renumber); did you mean list?",
			"（可用：list、add、rename、move、delete、split、merge、write 或 renumber）；是不是要用 list？", true},
		{[]string{"wiki", "mentoins", "x"}, ExitUsage, "; did you mean mentions?", "；是不是要用 mentions？", true},
		{[]string{"snapshot", "restor", "1", "1"}, ExitUsage, "; did you mean restore?", "；是不是要用 restore？", true},
		{[]string{"backup", "lsit"}, ExitUsage, "; did you mean list?", "；是不是要用 list？", true},
		{[]string{"model", "lits"}, ExitUsage, "; did you mean list?", "；是不是要用 list？", true},
		{[]string{"settings", "lst"}, ExitUsage, "; did you mean list?", "；是不是要用 list？", true},
		{[]string{"assistant", "tset"}, ExitUsage, "; did you mean test?", "；是不是要用 test？", true},
		{[]string{"settings", "get", "search.defualt-top-k"}, ExitUsage,
			`unknown setting "search.defualt-top-k" (see ` + "`inkflow settings list`); did you mean search.default-top-k?",
			"没有「search.defualt-top-k」这个设置项（用 `inkflow settings list` 查看全部设置）；是不是要用 search.default-top-k？", true},
		{[]string{"settings", "set", "default-top-k", "5"}, ExitUsage, "did you mean search.default-top-k?", "是不是要用 search.default-top-k？", true},
		// A command's flag before the command, where only --data goes.
		{[]string{"--json", "search", "剑"}, ExitUsage, "--json goes after the command (inkflow COMMAND --json …); only --data goes before it",
			"--json 要写在命令后面（inkflow 命令 --json …）；只有 --data 写在命令前面", true},
		{[]string{"frobnicate"}, ExitUsage, `unknown command "frobnicate" (run ` + "`inkflow help`)\n",
			"没有「frobnicate」这个命令（用 `inkflow help` 查看全部命令）\n", true},
	})
}

// TestClipassUsageErrors: values a user mistypes are refused as usage
// (exit 2) in the user's language, without the engine's English error
// chain, and the runtime errors found in the pass read as one plain line:
// eval of a file without queries printed zero metrics with exit 0, a
// deleted wiki entry was "no wiki entry" without its undo,
// --k 0 was taken silently for the default while -1 was refused, a
// negative --keep kept every backup, a goals --mode the engine refused
// read "engine: count mode …: invalid argument", a missing cover
// "engine: cover: stat …", summary generate without an assistant
// "engine: summarise chapters: …", and a summary with no earlier version
// ended ": not found".
func TestClipassUsageErrors(t *testing.T) {
	data := importTestBook(t)
	empty := writeFile(t, "empty.tsv", "# no queries yet\n")
	if code, _, stderr := runIn(t, data, "山中的读书人。", "wiki", "add", "--no-wait", "--title", "书生", "-"); code != 0 {
		t.Fatalf("wiki add: exit %d: %s", code, stderr)
	}
	if code, _, stderr := run(t, data, "wiki", "rm", "书生"); code != 0 {
		t.Fatalf("wiki rm: exit %d: %s", code, stderr)
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"wiki", "rm", "书生"}, ExitRuntime, `no Story Bible entry "书生": it was deleted (undo: inkflow wiki restore 1)`, "设定集里没有「书生」：它已被删除（撤销：inkflow wiki restore 1）", true},
		{[]string{"wiki", "mentions", "1"}, ExitRuntime, `no Story Bible entry "1": it was deleted (undo: inkflow wiki restore 1)`, "设定集里没有「1」：它已被删除", true},
		{[]string{"eval", empty}, ExitRuntime, "eval: " + empty + " has no queries (lines of query<TAB>chapter numbers)", "eval：" + empty + " 里没有查询", true},
		{[]string{"search", "--k", "0", "剑"}, ExitUsage, "--k must be positive", "--k 必须是正数", true},
		{[]string{"eval", "--k", "0", "q.tsv"}, ExitUsage, "--k must be positive", "--k 必须是正数", true},
		{[]string{"backup", "now", "--keep", "-1"}, ExitUsage, "backup now: --keep must not be negative (0 keeps all)", "backup now：--keep 不能是负数（0 表示全部保留）", true},
		{[]string{"project", "goals", "--mode", "bytes"}, ExitUsage, `--mode must be zi, chars or words, not "bytes"`, "--mode 只能是 zi、chars 或 words，不能是「bytes」", true},
		{[]string{"project", "meta", "--cover", "/no/such/cover.png"}, ExitRuntime, "project meta: --cover: cannot open “/no/such/cover.png”: the file does not exist", "project meta：打不开封面图片“/no/such/cover.png”：文件不存在", true},
		{[]string{"summary", "generate"}, ExitRuntime, "summary generate: No chat assistant is set up yet (set assistant.model); the extractive summaries stay in use",
			"summary generate：还没有配置助手", true},
		{[]string{"summary", "restore", "1"}, ExitRuntime, "chapter 1 has no earlier summary to restore\n", "第 1 章没有可恢复的更早摘要\n", true},
	})
	// A goals --mode that is right is still taken.
	if code, out, stderr := run(t, data, "project", "goals", "--mode", "chars", "--json"); code != 0 || !strings.Contains(out, `"mode": "chars"`) {
		t.Errorf("project goals --mode chars: exit %d\n%s%s", code, out, stderr)
	}
}

// TestSubcommandUsageLines: `-h` of a subcommand that takes arguments
// names them ("Usage: inkflow backup restore " said nothing, with a space
// after it), and `assistant test -h` is help (exit 0), not an unknown
// subcommand "test -h" (exit 2).
func TestSubcommandUsageLines(t *testing.T) {
	data := t.TempDir()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"backup", "restore", "-h"}, "Usage: inkflow backup restore NAME\n"},
		{[]string{"backup", "now", "-h"}, "Usage: inkflow backup now [--keep N]\n"},
		{[]string{"backup", "list", "-h"}, "Usage: inkflow backup list\n"},
		{[]string{"settings", "get", "-h"}, "Usage: inkflow settings get KEY\n"},
		{[]string{"settings", "set", "-h"}, "Usage: inkflow settings set KEY VALUE\n"},
		{[]string{"version", "-h"}, "Usage: inkflow version\n"},
		{[]string{"assistant", "test", "-h"}, "Usage: inkflow assistant test | key set"},
		{[]string{"assistant", "key", "set", "--help"}, "Usage: inkflow assistant test | key set"},
	}
	for _, tt := range tests {
		code, out, stderr := run(t, data, tt.args...)
		if code != ExitOK || !strings.HasPrefix(out, tt.want) || stderr != "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 0 and %q", tt.args, code, out, stderr, tt.want)
		}
	}
}

// TestReplaceListJSON: `replace --list --json` prints the contract's
// snake_case keys and what each replace changed, [] when there is none;
// it printed the stored record's Go field names ("ID", "ProjectID") with
// its undo data (each edit, text hashes as arrays of numbers), and null.
func TestReplaceListJSON(t *testing.T) {
	data := importTestBook(t)
	steps := []struct {
		args []string
		want string
	}{
		{[]string{"replace", "--list", "--json"}, "[]\n"},
		{[]string{"replace", "书生", "秀才"}, ""},
		{[]string{"replace", "--undo", "1"}, ""},
	}
	for _, s := range steps {
		code, out, stderr := run(t, data, s.args...)
		if code != 0 || (s.want != "" && out != s.want) {
			t.Fatalf("%v: exit %d, stdout %q, stderr %q", s.args, code, out, stderr)
		}
	}
	code, out, stderr := run(t, data, "replace", "--list", "--json")
	if code != 0 {
		t.Fatalf("replace --list --json: exit %d: %s", code, stderr)
	}
	var got []map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil || len(got) != 1 {
		t.Fatalf("replace --list --json: %v\n%s", err, out)
	}
	r := got[0]
	keys := slices.Sorted(maps.Keys(r))
	if want := []string{"at", "changes", "id", "owners", "pattern", "replacement", "undone"}; !slices.Equal(keys, want) {
		t.Errorf("keys %v, want %v", keys, want)
	}
	if r["id"] != 1.0 || r["pattern"] != "书生" || r["replacement"] != "秀才" || r["undone"] != true || r["changes"].(float64) < 1 {
		t.Errorf("record %v", r)
	}
	owners, _ := r["owners"].([]any)
	if len(owners) != 1 {
		t.Fatalf("owners %v, want the one chapter", r["owners"])
	}
	o := owners[0].(map[string]any)
	if !strings.HasPrefix(o["owner"].(string), "chapter:") || o["changes"] != r["changes"] || o["snapshot"].(float64) < 1 {
		t.Errorf("owner %v", o)
	}
}

// TestCountOfNoText: a count of no text is said in the book's count, or
// the user's when the book has no text yet: an English book imported
// again (every chapter there already) said "0 chapters, 0 字", and so did
// an English user's new empty project.
func TestCountOfNoText(t *testing.T) {
	useFixtureModel(t)
	book := writeFile(t, "storm.txt", "Chapter 1\n\nThe storm came over the hill at night.\n\nChapter 2\n\nIn the morning the river was high.\n")
	type step struct {
		args   []string
		en, zh string
	}
	tests := []step{
		{[]string{"project", "list"}, "   1  Empty: 0 chapters, 0 words\n", "   1  《Empty》：0 章，0 字\n"},
		{[]string{"import", "--no-wait", book}, "", ""},
		{[]string{"import", "--no-wait", book}, "imported " + book + ": 0 chapters, 0 words into project \"storm\"\n",
			"已导入 " + book + "：0 章，0 词，作品《storm》\n"},
	}
	inBothLanguages(t, [][]step{tests}, func([]step) (string, string) { return "", "" }, func(steps []step, _ string, zh bool) {
		data := t.TempDir()
		if code, _, stderr := run(t, data, "project", "create", "Empty"); code != 0 {
			t.Fatalf("project create: exit %d: %s", code, stderr)
		}
		for _, s := range steps {
			want := s.en
			if zh {
				want = s.zh
			}
			code, out, stderr := run(t, data, s.args...)
			if code != 0 || !strings.Contains(out, want) {
				t.Errorf("%v (Chinese %v): exit %d, stdout %q, stderr %q; want %q", s.args, zh, code, out, stderr, want)
			}
		}
	})
}

// TestJSONEmptyListsNotNull: a --json list with nothing in it is [], as
// the contract's lists are: find, replace (and its --dry-run) of a
// pattern that is nowhere printed "groups": null or "chapters": null, and
// ask without an assistant "cited": null, "notes": null.
func TestJSONEmptyListsNotNull(t *testing.T) {
	data := importTestBook(t)
	tests := []struct {
		args []string
		keys []string
	}{
		{[]string{"find", "--json", "不在书里"}, []string{"groups"}},
		{[]string{"replace", "--dry-run", "--json", "不在书里", "x"}, []string{"groups"}},
		{[]string{"replace", "--json", "不在书里", "x"}, []string{"chapters"}},
		{[]string{"replace", "--list", "--json"}, nil},
		{[]string{"ask", "--json", "不在书里"}, []string{"cited", "notes"}},
	}
	for _, tt := range tests {
		code, out, stderr := run(t, data, tt.args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", tt.args, code, stderr)
		}
		if tt.keys == nil {
			if out != "[]\n" {
				t.Errorf("%v: %q, want []", tt.args, out)
			}
			continue
		}
		var got map[string]json.RawMessage
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%v: %v\n%s", tt.args, err, out)
		}
		for _, k := range tt.keys {
			if string(got[k]) != "[]" {
				t.Errorf("%v: %q is %s, want []", tt.args, k, got[k])
			}
		}
	}
}

// TestImportWithoutModelCreatesNothing: an import that cannot wait for
// indexing (no model) into a data folder that does not exist stops
// before making it; it left the folder behind with an empty database,
// against the contract (only a command that starts a book makes one, and
// this one started none). With --no-wait it imports.
func TestImportWithoutModelCreatesNothing(t *testing.T) {
	t.Setenv("INKFLOW_MODEL_DIR", t.TempDir()) // holds no model
	book := writeFile(t, "book.txt", testBook)
	data := filepath.Join(t.TempDir(), "books")
	tests := []struct {
		args    []string
		code    int
		created bool
	}{
		{[]string{"import", book}, ExitRuntime, false},
		{[]string{"import", "--no-wait", book}, ExitOK, true},
	}
	for _, tt := range tests {
		code, _, stderr := run(t, data, tt.args...)
		_, err := os.Stat(data)
		if code != tt.code || (err == nil) != tt.created {
			t.Errorf("%v: exit %d (%s), folder made %v; want exit %d, made %v", tt.args, code, stderr, err == nil, tt.code, tt.created)
		}
		if code != 0 && !strings.Contains(stderr, "use --no-wait to save the text anyway") {
			t.Errorf("%v: %q does not say --no-wait", tt.args, stderr)
		}
	}
}

// TestSummaryGenerateRange: summary generate --chapters takes ranges as
// export --chapters does (1-2 looked for a chapter titled "1-2"), with
// numbers and titles beside them, 0 the front matter, and a range no
// chapter is in says the numbers there are.
func TestSummaryGenerateRange(t *testing.T) {
	data := importTestBook(t) // chapters 1 and 2
	srv := assistanttest.New("qwen2.5:7b")
	defer srv.Close()
	srv.Reply = func(assistanttest.Request) string { return "助手写的摘要。" }
	for _, kv := range [][2]string{{"assistant.base-url", srv.BaseURL()}, {"assistant.model", "qwen2.5:7b"}} {
		if code, _, stderr := run(t, data, "settings", "set", kv[0], kv[1]); code != 0 {
			t.Fatalf("settings set %v: %s", kv, stderr)
		}
	}
	tests := []struct {
		list     string
		code     int
		want     []string // stderr holds each
		summary1 bool     // chapter 1 has the assistant's summary after
	}{
		{"2-", 0, []string{"[1/1] summarised 第二回 夜雨论剑"}, false},
		{"5-9", ExitRuntime, []string{"no chapter 9: the chapters are numbered 1–2"}, false},
		{"2-1", ExitUsage, []string{`--chapters "2-1": the range runs backwards`}, false},
		{"-1, 第二回 夜雨论剑", 0, []string{"summarised 第一回 山中访友", "kept the summary of 第二回 夜雨论剑"}, true},
		// 0 is the front matter, as chapter list numbers it.
		{"0-1", 0, []string{"kept the summary of 第一回 山中访友"}, true},
		{"3-0", ExitUsage, []string{`--chapters "3-0": the range runs backwards`}, true},
	}
	for _, tt := range tests {
		code, _, stderr := run(t, data, "summary", "generate", "--chapters", tt.list)
		for _, w := range tt.want {
			if code != tt.code || !strings.Contains(stderr, w) {
				t.Errorf("--chapters %q: exit %d, stderr %q; want exit %d and %q", tt.list, code, stderr, tt.code, w)
			}
		}
		_, out, _ := run(t, data, "summary", "show", "1")
		if got := strings.Contains(out, "助手写的摘要。"); got != tt.summary1 {
			t.Errorf("--chapters %q: chapter 1 summarised %v, want %v\n%s", tt.list, got, tt.summary1, out)
		}
	}
}

// TestWikiAddSameTitleNote: adding an entry under the title of one the
// project has (full-width or case aside) adds it and says, on stderr,
// that commands naming either now take the id; it said nothing, and the
// next `wiki mentions TITLE` was refused as ambiguous.
func TestWikiAddSameTitleNote(t *testing.T) {
	type addCase struct {
		title  string
		en, zh string // "" when no note is wanted
	}
	tests := []addCase{
		{"阿Q", "", ""},
		{"孔乙己", "", ""},
		{"阿Ｑ", `inkflow: note: entry 1 has the title "阿Ｑ" too; commands that name either take its id now`,
			"inkflow：注意：词条 1 的标题也是「阿Ｑ」；之后用命令指定其中一个时，请给出编号"},
	}
	inBothLanguages(t, [][]addCase{tests}, func([]addCase) (string, string) { return "", "" }, func(cases []addCase, _ string, zh bool) {
		data := importTestBook(t)
		for _, tt := range cases {
			code, _, stderr := runIn(t, data, "某人。", "wiki", "add", "--no-wait", "--title", tt.title, "-")
			want := tt.en
			if zh {
				want = tt.zh
			}
			if code != 0 || (want == "" && stderr != "") || (want != "" && stderr != want+"\n") {
				t.Errorf("wiki add %q (Chinese %v): exit %d, stderr %q; want %q", tt.title, zh, code, stderr, want)
			}
		}
	})
}
