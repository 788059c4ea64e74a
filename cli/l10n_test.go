package cli

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/engine/assistant"
	"inkflow/internal/l10nkeys"
)

// TestMain pins the messages to English, whatever the machine's locale,
// so tests can read them.
func TestMain(m *testing.M) {
	if os.Getenv(envRunMain) == "1" {
		os.Exit(Main(os.Args[1:], os.Stdin, os.Stdout, os.Stderr, BuildInfo{Version: "test"}))
	}
	os.Setenv("LANGUAGE", "en")
	os.Setenv("LC_MESSAGES", "en_US.UTF-8")
	os.Exit(m.Run())
}

// TestCatalogueKeys checks both catalogues hold exactly the keys the code
// uses.
func TestCatalogueKeys(t *testing.T) {
	want, err := l10nkeys.Scan(".", "usageX", "kindX", "say")
	if err != nil {
		t.Fatal(err)
	}
	if len(want) < 5 {
		t.Fatalf("found only %d keys in the source; is the scan broken?", len(want))
	}
	for _, name := range []string{"en", "zh-Hans"} {
		data, err := catalogues.ReadFile("translations/" + name + ".json")
		if err != nil {
			t.Fatal(err)
		}
		got := map[string]any{}
		if err := json.Unmarshal(data, &got); err != nil {
			t.Fatalf("%s.json: %v", name, err)
		}
		for _, k := range slices.Sorted(maps.Keys(want)) {
			if _, ok := got[k]; !ok {
				t.Errorf("%s.json: missing %q", name, k)
			}
		}
		for _, k := range slices.Sorted(maps.Keys(got)) {
			if _, ok := want[k]; !ok {
				t.Errorf("%s.json: unused key %q", name, k)
			}
		}
	}
}

// TestEnglishSaysStoryBible: the English messages call the story bible
// "Story Bible", as the app does; "wiki" is only the command's name
// (inkflow wiki list, "wiki add: …", "wiki suggest no longer proposes").
// They said "added wiki entry", "wiki \"Clerval\" renamed" and
// "story-bible entries".
func TestEnglishSaysStoryBible(t *testing.T) {
	data, err := catalogues.ReadFile("translations/en.json")
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]any{}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	command := regexp.MustCompile(`inkflow wiki|^wiki \w+|wiki (suggest|mentions) `)
	other := regexp.MustCompile(`(?i)\bwiki\b|story[- ]bible`)
	for key, v := range got {
		texts := []string{}
		switch v := v.(type) {
		case string:
			texts = append(texts, v)
		case map[string]any:
			for _, f := range v {
				s, _ := f.(string)
				texts = append(texts, s)
			}
		}
		for _, text := range texts {
			for _, m := range other.FindAllString(command.ReplaceAllString(text, ""), -1) {
				if m != "Story Bible" {
					t.Errorf("%s: %q says %q, not Story Bible", key, text, m)
				}
			}
		}
	}
}

// TestChineseMessages runs the import preview with a Chinese locale: the
// summary reads in Chinese, --json keeps its keys and the exit code is 0.
func TestChineseMessages(t *testing.T) {
	inChinese(t)
	data := t.TempDir()
	book := writeFile(t, "book.txt", testBook)
	code, out, stderr := run(t, data, "import", "--dry-run", book)
	// Named after the title the file's front matter states, 测试之书.
	if code != 0 || !strings.Contains(out, "→ 作品《测试之书》：2 章，另有扉页（第 0 章），") {
		t.Fatalf("dry run in Chinese: exit %d, output:\n%s%s", code, out, stderr)
	}
	code, out, _ = run(t, data, "import", "--dry-run", "--json", book)
	if code != 0 || !strings.Contains(out, `"chapters"`) || strings.Contains(out, "作品") {
		t.Fatalf("--json in Chinese: exit %d, output:\n%s", code, out)
	}
}

// inChinese switches the messages to a Chinese locale, as a user's
// LANG=zh_CN.UTF-8 does (TestMain's English overrides are lifted), until
// the test ends.
func inChinese(t *testing.T) {
	t.Helper()
	// Cleanups run last first: the language is resolved again after
	// t.Setenv has put the variables back.
	t.Cleanup(func() {
		if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
			t.Error(err)
		}
	})
	t.Setenv("LANG", "zh_CN.UTF-8")
	t.Setenv("LANGUAGE", "")
	t.Setenv("LC_MESSAGES", "")
	t.Setenv("LC_ALL", "")
	// Adding a catalogue makes Fyne resolve the language again.
	if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
		t.Fatal(err)
	}
}

// TestChineseErrors: with LANG=zh_CN.UTF-8 the one-line errors of things
// that do not exist or values a setting refuses read in Chinese, an error
// from the engine is introduced in Chinese by the sentinel it wraps, and
// the exit codes, the empty stdout of a failed --json command and the
// English texts (checked first) are what they were.
func TestChineseErrors(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--no-wait", writeFile(t, "书.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"search", "--json", "--project", "不存在", "剑"}, ExitRuntime,
			`no project named "不存在"`, "没有名为《不存在》的作品", true},
		{[]string{"summary", "show", "9"}, ExitRuntime,
			"no chapter 9: the chapters are numbered 1–2 (see inkflow chapter list)", "没有第 9 章：本作品的章节编号为 1–2（用 inkflow chapter list 查看）", true},
		{[]string{"summary", "show", "第九回"}, ExitRuntime,
			`no chapter titled "第九回"`, "没有标题为「第九回」的章节", true},
		{[]string{"settings", "set", "search.default-top-k", "abc"}, ExitUsage,
			"settings set: search.default-top-k: abc is not a whole number", "settings set：设置项 search.default-top-k 不接受「abc」，可用的值：1–1000", true},
		{[]string{"settings", "set", "search.fusion", "max"}, ExitUsage,
			"settings set: search.fusion", "设置项 search.fusion 不接受「max」，可用的值：convex / rrf", true},
		{[]string{"settings", "get", "no.such"}, ExitUsage,
			"settings get: unknown setting \"no.such\"", "没有「no.such」这个设置项", true},
		{[]string{"import", filepath.Join(data, "没有这个文件.txt")}, ExitRuntime,
			"the file does not exist", "导入：打不开“", true},
	})

	// An engine error the command line did not write is introduced by
	// its sentinel, with the engine's detail after it.
	err := fmt.Errorf("engine: open: %w", engine.ErrLocked)
	if got := localizeEngineError(err); !strings.HasPrefix(got, "数据目录正被另一个 InkFlow 使用") || !strings.Contains(got, err.Error()) {
		t.Errorf("locked: %q", got)
	}
	if got := localizeEngineError(errors.New("plain")); got != "plain" {
		t.Errorf("an error without a sentinel changed: %q", got)
	}
}

// langFailure is a command line that fails with code, saying en in
// English and zh in Chinese on one line of stderr; noStdout: and
// printing nothing on stdout.
type langFailure struct {
	args     []string
	code     int
	en, zh   string
	noStdout bool
}

// checkInBothLanguages runs each failure against data in English, then
// switches the test to Chinese (inChinese, for the rest of the test) and
// runs them again: the exit code, one line on stderr after "inkflow: "
// ("inkflow：" in Chinese) holding the language's text, nothing on stdout when noStdout, and none
// of the engine's English error chain ("engine:", "storage:", "invalid
// argument") in either language.
func checkInBothLanguages(t *testing.T, data string, tests []langFailure) {
	t.Helper()
	inBothLanguages(t, tests, func(tt langFailure) (string, string) { return tt.en, tt.zh }, func(tt langFailure, want string, zh bool) {
		code, out, stderr := run(t, data, tt.args...)
		// The lead-in's colon is the message's: full-width before Chinese.
		prefix := "inkflow: "
		if zh {
			prefix = "inkflow："
		}
		if code != tt.code || !strings.HasPrefix(stderr, prefix) || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("%v (Chinese %v): exit %d, stderr %q; want exit %d and one line after %q holding %q", tt.args, zh, code, stderr, tt.code, prefix, want)
		}
		if tt.noStdout && out != "" {
			t.Errorf("%v (Chinese %v): a failed command printed %q", tt.args, zh, out)
		}
		for _, english := range []string{"engine:", "storage:", "invalid argument"} {
			if strings.Contains(stderr, english) {
				t.Errorf("%v (Chinese %v): the engine's %q in %q", tt.args, zh, english, stderr)
			}
		}
	})
}

// inBothLanguages calls check on each test with the text it wants in
// English (texts' first), then switches the test to Chinese (inChinese,
// for the rest of the test) and calls it again with the Chinese text.
func inBothLanguages[T any](t *testing.T, tests []T, texts func(T) (en, zh string), check func(tt T, want string, zh bool)) {
	t.Helper()
	for _, zh := range []bool{false, true} {
		if zh {
			inChinese(t)
		}
		for _, tt := range tests {
			want, zhText := texts(tt)
			if zh {
				want = zhText
			}
			check(tt, want, zh)
		}
	}
}

// TestChineseSession runs an author's session with LANG=zh_CN.UTF-8 (an
// import, search, the wiki, summaries, snapshots, find and replace,
// chapters and their text, export, goals, listing, deleting and
// restoring a project, and usage
// mistakes) and fails on any English word in what a person reads: a
// message left out of the catalogue. Commands, flags, ids, paths and the
// book's own text are not words to translate; --json is checked to be
// the same bytes as in English.
func TestChineseSession(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	book := writeFile(t, "书.txt", testBook)
	out := filepath.Join(t.TempDir(), "书.epub")
	type step struct {
		args []string
		code int
	}
	ok := func(args ...string) step { return step{args, ExitOK} }
	usage := func(args ...string) step { return step{args, ExitUsage} }
	failing := func(args ...string) step { return step{args, ExitRuntime} }
	steps := []step{
		// Named 书 (the file states 测试之书): the steps below use it.
		ok("import", "--dry-run", "--project", "书", book),
		ok("import", "--project", "书", book),
		ok("import", "--project", "书", book), // every chapter there already
		ok("search", "--k", "2", "书生"),
		usage("search"),
		usage("search", "--k", "-1", "书生"),
		usage("search", "--bogus", "书生"),
		usage("search", "--k", "abc", "书生"),
		usage("search", "--mode", "fuzzy", "书生"),
		ok("wiki", "list"),
		ok("wiki", "add", "--title", "书生", "--type", "character", "--alias", "读书人", "--file", writeFile(t, "书生.txt", "背竹篓上山访友的读书人。")),
		ok("wiki", "list"),
		ok("wiki", "update", "书生", "--file", writeFile(t, "书生2.txt", "上山访友的书生。")),
		ok("wiki", "update", "书生", "--type", "character"),
		ok("wiki", "history", "书生"),
		ok("wiki", "mentions", "书生"),
		ok("wiki", "suggest"),
		ok("wiki", "rm", "书生"),
		ok("wiki", "deleted"),
		failing("wiki", "rm", "书生"),
		ok("wiki", "restore", "书生"),
		ok("wiki", "restore", "书生"),
		failing("wiki", "restore", "书生", "9"),
		usage("wiki", "restore", "书生", "x"),
		usage("wiki", "add", "--title", "剑", "--type", "weapon", "-"),
		usage("wiki", "frob"),
		usage("wiki"),
		ok("summary", "show", "1"),
		ok("summary", "set", "1", "--file", writeFile(t, "摘要.txt", "书生上山访友。")),
		ok("summary", "set", "1", "--file", writeFile(t, "摘要2.txt", "书生上山，访问老朋友。")),
		ok("summary", "history", "1"),
		ok("summary", "restore", "1"),
		ok("summary", "restore", "1", "1"),
		failing("summary", "restore", "2"),
		failing("summary", "show", "9"),
		usage("summary", "set", "1"),
		ok("snapshot", "take", "--name", "初稿", "1"),
		ok("snapshot", "list", "1"),
		ok("snapshot", "list", "2"),
		ok("find", "书生"),
		ok("replace", "--dry-run", "书生", "秀才"),
		ok("replace", "书生", "秀才"),
		ok("replace", "--list"),
		ok("replace", "--undo", "1"),
		ok("replace", "不存在的字", "秀才"),
		usage("replace", "--undo", "x"),
		ok("snapshot", "diff", "1", "1"),
		ok("snapshot", "restore", "1", "1"),
		usage("snapshot", "show", "1", "x"),
		usage("snapshot", "frob"),
		ok("chapter", "split", "--at", "走到半山腰", "1", "半山"),
		ok("chapter", "merge", "1"),
		ok("chapter", "list"),
		ok("chapter", "add", "下山"),
		ok("chapter", "rename", "下山", "第三回 下山"),
		ok("chapter", "move", "3", "1"),
		ok("chapter", "delete", "1"),
		ok("chapter", "write", "--no-wait", "1", writeFile(t, "正文.txt", "书生下山，天色已晚。")),
		ok("chapter", "write", "--no-wait", "1", writeFile(t, "正文2.txt", "书生下山，天色已晚。")), // the same text
		usage("chapter", "write", "1"),
		usage("chapter", "add", "  "),
		usage("chapter", "rename", "-1", "新"),
		ok("project", "list"),
		usage("project", "create", ""),
		failing("project", "create", "书"),
		usage("project", "delete", ""),
		ok("wiki", "reading", "书生"),
		usage("wiki", "reading", "--budget", "20", "书生"),
		failing("snapshot", "undelete", "999"),
		failing("replace", "--undo", "999"),
		failing("chapter", "move", "1", "9"),
		usage("chapter", "move", "1"),
		usage("chapter", "list", "x"),
		failing("chapter", "merge", "2"), // the last one
		usage("project", "goals", "--deadline", "2026-13-01"),
		usage("project", "goals", "--target", "-5"),
		usage("project", "meta", "--language", "xx_yy!"),
		failing("backup", "restore", "nope"),
		failing("chapter", "split", "--at", "没有这句话", "1", "新"),
		// What the system and the libraries refuse (engine.ErrorText):
		// a bad regular expression, a file that is not there, a folder
		// or a path through a file where a file should be, another
		// encoding; and the flag package's complaints.
		usage("find", ""),
		usage("find", "--regex", "("),
		usage("find", "--regex", "a**"),
		usage("replace", "--regex", "[a-", "x"),
		usage("import", "--chapter-regex", "(", book),
		failing("wiki", "add", "--title", "剑", "--file", filepath.Join(data, "没有这个文件.txt")),
		failing("wiki", "add", "--title", "剑", "--file", data),
		failing("summary", "set", "1", "--file", filepath.Join(book, "x.txt")),
		// UTF-16 without its byte-order mark (with it, it is read).
		failing("summary", "set", "1", "--file", writeFile(t, "utf16.txt", strings.Repeat("a\x00b\x00", 10))),
		failing("project", "meta", "--cover", filepath.Join(data, "没有.png")),
		failing("--data", book, "chapter", "list"),
		usage("search", "--k"),
		usage("search", "--k", "99999999999999999999", "书生"),
		usage("search", "--hybrid=maybe", "书生"),
		usage("--bogus", "search"),
		ok("snapshot", "deleted"),
		ok("export", "--format", "epub", "--out", out),
		usage("export", "--format", "pdf"),
		usage("export", "--format", "txt", "--chapters", "5-2"),
		ok("project", "meta"),
		ok("project", "goals"),
		ok("stats", "--history"),
		ok("project", "delete", "书"),
		failing("search", "书生"),
		ok("project", "deleted"),
		ok("project", "restore", "1"),
		failing("project", "restore", "1"),
		usage("project", "restore", "x"),
		ok("project", "delete", "书"),
		ok("project", "purge", "1"),
		ok("project", "deleted"),
		usage("frob"),
		failing("import", filepath.Join(data, "没有这个文件.txt")),
		failing("import", t.TempDir()),
		usage("import"),
	}
	// --json is the same bytes in either language: read in English
	// first, from a data folder of its own.
	jsonData := t.TempDir()
	for _, args := range [][]string{
		{"import", book},
		{"wiki", "add", "--title", "书生", "--file", writeFile(t, "书生0.txt", "读书人。")},
		{"summary", "set", "1", "--file", writeFile(t, "摘要0.txt", "访友。")},
		{"summary", "set", "1", "--file", writeFile(t, "摘要1.txt", "上山访友。")},
		{"snapshot", "take", "1"},
	} {
		if code, _, stderr := run(t, jsonData, args...); code != 0 {
			t.Fatalf("%v: %s", args, stderr)
		}
	}
	jsonCommands := [][]string{
		{"import", "--dry-run", "--json", book},
		{"wiki", "list", "--json"},
		{"summary", "history", "--json", "1"},
		{"snapshot", "list", "--json", "1"},
		{"stats", "--history", "--json"},
		{"project", "deleted", "--json"},
	}
	english := make([]string, len(jsonCommands))
	for i, args := range jsonCommands {
		_, english[i], _ = run(t, jsonData, args...)
	}
	inChinese(t)
	for i, args := range jsonCommands {
		if code, got, stderr := run(t, jsonData, args...); code != 0 || got != english[i] {
			t.Errorf("%v in Chinese: exit %d (%s), output\n%s\nwant the English\n%s", args, code, stderr, got, english[i])
		}
	}

	// What is not a word to translate: the paths the session names,
	// commands (`inkflow wiki restore 1`), flags, and names that are the
	// command line's contract (subcommands, formats, encodings).
	// A path ends at a space or at the Chinese punctuation after it: a
	// "：permission denied" glued to it is English to find.
	paths := regexp.MustCompile(`(?:` + regexp.QuoteMeta(filepath.Dir(book)) + `|` + regexp.QuoteMeta(filepath.Dir(out)) + `|` + regexp.QuoteMeta(data) + `|/tmp/)[^\s：，；（）「」]*`)
	commands := regexp.MustCompile("`[^`]*`|inkflow(?: [a-z][a-z-]*)*|(?:^|[\\s（(：])--?[a-z][a-z0-9-]*(?:=\\S*)?")
	allowed := map[string]bool{"UTF": true, "TXT": true, "EPUB": true, "InkFlow": true, "kB": true, "MB": true,
		"list": true, "take": true, "show": true, "diff": true, "restore": true, "deleted": true, "undelete": true,
		"add": true, "update": true, "rm": true, "mentions": true, "suggest": true, "ignore": true, "reading": true, "dismiss": true, "history": true,
		"set": true, "generate": true, "search": true, "wiki": true, "summary": true, "snapshot": true, "import": true, "export": true,
		"replace": true, "character": true, "place": true, "item": true, "faction": true, "lore": true, "weapon": true,
		"epub": true, "docx": true, "txt": true, "md": true, "pdf": true, "zi": true, "frob": true, "parent-child": true,
		"direct": true, "keyword": true, "fuzzy": true, "bogus": true, "abc": true, "maybe": true, "true": true, "false": true, "project": true,
		"YYYY-MM-DD": true, "xx": true, "yy": true, "nope": true, "zh-CN": true, "en": true,
		"chapter": true, "split": true, "merge": true, "delete": true, "move": true, "rename": true, "purge": true, "meta": true, "goals": true,
		"write": true, "create": true}
	// Help: the command and flag names stay (the contract), what they do
	// is said in Chinese.
	for _, h := range []struct {
		args []string
		want string
	}{
		{[]string{"help"}, "把 TXT / Markdown / Word（.docx）/ EPUB 小说按章节导入"},
		{[]string{"wiki", "-h"}, "设定集词条"},
		{[]string{"wiki", "add", "-h"}, "词条标题，例如人物的名字"},
	} {
		if code, stdout, _ := run(t, data, h.args...); code != 0 || !strings.Contains(stdout, h.want) || !strings.Contains(stdout, "用法：") {
			t.Errorf("%v in Chinese: exit %d, output\n%s", h.args, code, stdout)
		}
	}
	word := regexp.MustCompile(`[A-Za-z][A-Za-z-]*[A-Za-z]`)
	// The kind of value each flag takes (the flag package's "-k int",
	// "-project string", "-against uint", "-alias value") and a default
	// ("(default 4000)") read in Chinese too.
	flagKind := regexp.MustCompile(`(?m)^  -[a-z-]+ (.+)$`)
	for _, args := range [][]string{{"search", "-h"}, {"context", "-h"}, {"snapshot", "diff", "-h"}, {"wiki", "add", "-h"}} {
		code, stdout, _ := run(t, data, args...)
		kinds := flagKind.FindAllStringSubmatch(stdout, -1)
		if code != 0 || len(kinds) == 0 || strings.Contains(stdout, "(default") {
			t.Errorf("%v in Chinese: exit %d, output\n%s", args, code, stdout)
		}
		for _, k := range kinds {
			if word.MatchString(k[1]) {
				t.Errorf("%v: the kind of value %q is English", args, k[0])
			}
		}
	}
	// A usage line names what the user fills in (作品名, 查询词, 文件) in
	// Chinese, every command alike; flags and the values typed as they
	// are (epub|docx, YYYY-MM-DD) stay, and N is a number, as in a
	// formula.
	placeholderLeft := regexp.MustCompile(`(?:^|[^A-Za-z0-9-])[A-Z][A-Z-]*[A-Z]\b`)
	var helps [][]string
	for _, name := range commandNames() {
		helps = append(helps, []string{name, "-h"})
	}
	for _, sub := range []string{"project meta", "project goals", "project delete", "project restore", "wiki add", "wiki update",
		"wiki reading", "wiki dismiss", "wiki restore", "summary set", "summary generate", "summary restore", "chapter move",
		"chapter rename", "chapter split", "chapter write", "snapshot diff", "snapshot take", "model install", "model use",
		"project create", "project list", "project rename", "wiki ignore"} {
		helps = append(helps, append(strings.Fields(sub), "-h"))
	}
	for _, args := range helps {
		code, stdout, _ := run(t, data, args...)
		line, _, _ := strings.Cut(stdout, "\n")
		if code != 0 || !strings.HasPrefix(line, "用法：inkflow ") {
			t.Errorf("%v in Chinese: exit %d, output\n%s", args, code, stdout)
			continue
		}
		if w := placeholderLeft.FindString(strings.ReplaceAll(line, "YYYY-MM-DD", "")); w != "" {
			t.Errorf("%v: the placeholder %s is English in %q", args, strings.TrimSpace(w), line)
		}
	}
	if _, stdout, _ := run(t, data, "wiki", "update", "-h"); !strings.Contains(stdout, "[--project 作品名] 编号|标题 [--title 标题] [--type 类型] [--alias 别名]") {
		t.Errorf("wiki update -h in Chinese:\n%s", stdout)
	}
	if _, stdout, _ := run(t, data, "context", "-h"); !strings.Contains(stdout, "（默认 4000）") {
		t.Errorf("context -h in Chinese: no （默认 4000） in\n%s", stdout)
	}
	// What the system, the model files, ONNX Runtime and the assistant's
	// server say is not the program's to translate either: the names of
	// files and settings, environment variables, URLs, and the server's
	// own words quoted after 服务器说.
	names := regexp.MustCompile(`https?://[^\s：，；（）「」]*|(?:^|[^\w.])/[^\s：，；（）「」、]+|服务器说：「[^」]*」|\b[a-z_]+\.(?:json|onnx)\b|\bassistant\.[a-z-]+|\b[A-Z]+(?:_[A-Z]+)+\b|\bbge-small-zh-v1\.5\b`)
	for _, w := range []string{"ONNX", "JSON", "HTTP", "API", "OpenAI", "Hugging", "Face", "sha", "pooling", "onnx", "model", "use", "doctor"} {
		allowed[w] = true
	}
	checkEnglish := func(args []string, texts ...string) {
		t.Helper()
		for _, text := range texts {
			for line := range strings.Lines(text) {
				rest := commands.ReplaceAllString(paths.ReplaceAllString(names.ReplaceAllString(line, ""), ""), "")
				for _, w := range word.FindAllString(rest, -1) {
					if !allowed[w] {
						t.Errorf("%v: %q in %q is English", args, w, strings.TrimSpace(line))
						break
					}
				}
			}
		}
	}
	for _, s := range steps {
		code, stdout, stderr := run(t, data, s.args...)
		if code != s.code {
			t.Errorf("%v: exit %d, want %d; stderr %q", s.args, code, s.code, stderr)
		}
		checkEnglish(s.args, stdout, stderr)
	}
	chineseModelAndAssistantErrors(t, book, checkEnglish)
}

// chineseModelAndAssistantErrors is TestChineseSession's part about what
// fails outside the book: model folders broken as a disk, a download or
// a person breaks them (a manifest that is not JSON, a truncated
// model.onnx, a missing tokenizer), an ONNX Runtime library that is not
// there, damaged or too old, a model download without network, and a
// chat assistant's server that refuses, fails or does not answer (a real
// local server). Each says in Chinese what is wrong, keeping the paths,
// on one line; checkEnglish fails on any English word left. The API key
// is never printed.
func chineseModelAndAssistantErrors(t *testing.T, book string, checkEnglish func([]string, ...string)) {
	fixture, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-static"))
	if err != nil {
		t.Fatal(err)
	}
	broken := func(name string, breakIt func(dir string)) string {
		dir := filepath.Join(t.TempDir(), name)
		if err := os.CopyFS(dir, os.DirFS(fixture)); err != nil {
			t.Fatal(err)
		}
		breakIt(dir)
		return dir
	}
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	remove := func(name string) func(string) { return func(dir string) { os.Remove(filepath.Join(dir, name)) } }
	noManifest := broken("无清单", remove("manifest.json"))
	badJSON := broken("坏清单", func(dir string) { write(filepath.Join(dir, "manifest.json"), "{name: tiny") })
	badField := broken("坏字段", func(dir string) {
		data, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
		write(filepath.Join(dir, "manifest.json"), strings.Replace(string(data), `"pooling": "none"`, `"pooling": "max"`, 1))
	})
	truncated := broken("截断", func(dir string) {
		data, _ := os.ReadFile(filepath.Join(dir, "model.onnx"))
		write(filepath.Join(dir, "model.onnx"), string(data[:len(data)/3]))
	})
	noONNX := broken("无模型", remove("model.onnx"))
	noTokenizer := broken("无分词器", remove("tokenizer.json"))
	garbage := broken("乱码", func(dir string) {
		text := "this is not an ONNX protobuf"
		write(filepath.Join(dir, "model.onnx"), text)
		data, _ := os.ReadFile(filepath.Join(dir, "manifest.json"))
		sum := sha256.Sum256([]byte(text))
		write(filepath.Join(dir, "manifest.json"), regexp.MustCompile(`[0-9a-f]{64}`).ReplaceAllString(string(data), hex.EncodeToString(sum[:])))
	})
	// Folders to install, as downloaded from Hugging Face: no manifest.
	bare := broken("下载的模型", func(dir string) { remove("manifest.json")(dir); remove("tokenizer.json")(dir) })
	twoONNX := broken("两个模型", func(dir string) {
		remove("manifest.json")(dir)
		os.Rename(filepath.Join(dir, "model.onnx"), filepath.Join(dir, "a.onnx"))
		write(filepath.Join(dir, "b.onnx"), "x")
	})
	badLib := filepath.Join(t.TempDir(), "libonnxruntime.so.1")
	write(badLib, "not a library")
	// A server that is gone: the port refuses connections.
	gone := httptest.NewServer(http.NotFoundHandler())
	gone.Close()
	hub := httptest.NewServer(http.NotFoundHandler())
	defer hub.Close()
	assistantServer := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// The request read to its end, the server notices the client
		// hang up (the request's context ends).
		io.Copy(io.Discard, r.Body)
		status := map[string]int{"/s401/v1/chat/completions": 401, "/s429/v1/chat/completions": 429, "/s500/v1/chat/completions": 500}[r.URL.Path]
		switch {
		case strings.HasPrefix(r.URL.Path, "/slow/"):
			select {
			case <-r.Context().Done():
			case <-time.After(10 * time.Second):
			}
			return
		case status == 0:
			w.Header().Set("Content-Type", "text/html")
			fmt.Fprint(w, "<html>hello</html>")
			return
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprintf(w, `{"error":{"message":"Incorrect API key provided (HTTP %d)","type":"invalid_request_error"}}`, status)
	}))
	defer assistantServer.Close()

	data := t.TempDir()
	t.Setenv("INKFLOW_MODEL_DIR", fixture)
	const key = "sk-zherr-secret-0042"
	t.Setenv(assistant.KeyEnv, key)
	for _, args := range [][]string{{"import", book}, {"settings", "set", "assistant.model", "qwen3"}, {"settings", "set", "assistant.timeout-seconds", "1"}} {
		if code, _, stderr := run(t, data, args...); code != 0 {
			t.Fatalf("%v: %s", args, stderr)
		}
	}
	type failure struct {
		name string
		env  map[string]string // besides INKFLOW_MODEL_DIR=fixture
		// url is the assistant's base URL to set first ("" leaves it).
		url  string
		args []string
		code int
		want string
		// process runs the command in a process of its own: ONNX Runtime
		// is loaded once per process, and this test's is loaded.
		process bool
		// listing: stdout lists what is installed and can be downloaded,
		// in the registry's English (not an error); only its line that
		// says want is read.
		listing bool
	}
	tests := []failure{
		{"no manifest", map[string]string{"INKFLOW_MODEL_DIR": noManifest}, "", []string{"model", "use", "无清单"}, ExitRuntime, "model use：没有安装名为「无清单」的模型", false, false},
		{"manifest not JSON", map[string]string{"INKFLOW_MODEL_DIR": badJSON}, "", []string{"search", "书生"}, ExitOK, "（仅关键词结果：没有嵌入模型：" + badJSON + "/manifest.json 有误：JSON 格式有误（第 2 字节处）", false, false},
		{"manifest field", map[string]string{"INKFLOW_MODEL_DIR": badField}, "", []string{"model", "use", "坏字段"}, ExitRuntime, "manifest.json 中这些字段的值不对：pooling", false, false},
		{"truncated model", map[string]string{"INKFLOW_MODEL_DIR": truncated}, "", []string{"doctor"}, ExitRuntime, "模型文件 " + truncated + "/model.onnx 已损坏或被替换", false, false},
		{"no model file", map[string]string{"INKFLOW_MODEL_DIR": noONNX}, "", []string{"model", "use", "无模型"}, ExitRuntime, "中没有模型文件 model.onnx", false, false},
		{"no tokenizer", map[string]string{"INKFLOW_MODEL_DIR": noTokenizer}, "", []string{"model", "use", "无分词器"}, ExitRuntime, "中没有分词器文件 tokenizer.json", false, false},
		{"not ONNX", map[string]string{"INKFLOW_MODEL_DIR": garbage}, "", []string{"model", "use", "乱码"}, ExitRuntime, "model.onnx 不是可用的 ONNX 模型", false, false},
		{"model list", map[string]string{"INKFLOW_MODEL_DIR": badJSON}, "", []string{"model", "list"}, ExitOK, "无法使用：" + badJSON + "/manifest.json 有误", false, true},
		{"install without tokenizer", nil, "", []string{"model", "install", bare}, ExitRuntime, "中没有 tokenizer.json", false, false},
		{"install two models", nil, "", []string{"model", "install", twoONNX}, ExitRuntime, "中有多个 ONNX 文件（a.onnx、b.onnx）", false, false},
		{"download offline", map[string]string{"HF_ENDPOINT": gone.URL}, "", []string{"model", "install", "bge-small-zh-v1.5"}, ExitRuntime, "：连接被拒绝。没有网络时，InkFlow 照常使用内置模型", false, false},
		{"download gone", map[string]string{"HF_ENDPOINT": hub.URL}, "", []string{"model", "install", "bge-small-zh-v1.5"}, ExitRuntime, "失败（HTTP 404）：模型站上已没有这个固定版本的文件", false, false},
		{"runtime not there", map[string]string{"INKFLOW_ORT_LIB": "/nonexistent/libonnxruntime.so.1"}, "", []string{"model", "use", "tiny-static"}, ExitRuntime, "环境变量 INKFLOW_ORT_LIB 指向的 /nonexistent/libonnxruntime.so.1 不存在", true, false},
		{"runtime not there, doctor", map[string]string{"INKFLOW_ORT_LIB": "/nonexistent/libonnxruntime.so.1"}, "", []string{"doctor"}, ExitRuntime, "故障 ONNX 运行库  环境变量 INKFLOW_ORT_LIB", true, false},
		{"runtime damaged", map[string]string{"INKFLOW_ORT_LIB": badLib}, "", []string{"search", "书生"}, ExitOK, "无法加载 ONNX 运行库 " + badLib + "：文件已损坏", true, false},
		{"assistant key refused", nil, assistantServer.URL + "/s401/v1", []string{"ask", "书生去了哪里"}, ExitRuntime, "拒绝了请求（HTTP 401）：请检查 API 密钥", false, false},
		{"assistant too many requests", nil, assistantServer.URL + "/s429/v1", []string{"ask", "书生去了哪里"}, ExitRuntime, "请求太频繁或额度已用完（HTTP 429）", false, false},
		{"assistant server error", nil, assistantServer.URL + "/s500/v1", []string{"assistant", "test"}, ExitRuntime, "内部出错（HTTP 500）", false, false},
		{"assistant not HTTP chat", nil, assistantServer.URL + "/html/v1", []string{"ask", "书生去了哪里"}, ExitRuntime, "的回复无法识别", false, false},
		{"assistant slow", nil, assistantServer.URL + "/slow/v1", []string{"ask", "书生去了哪里"}, ExitRuntime, "在 1 秒内没有回应", false, false},
		{"assistant not running", nil, gone.URL + "/v1", []string{"ask", "书生去了哪里"}, ExitRuntime, "连接不上助手服务器 " + gone.URL + "/v1：连接被拒绝", false, false},
	}
	if cc, err := exec.LookPath("cc"); err == nil {
		// An ONNX Runtime older than the binding: it has no API of the
		// version asked for.
		src := filepath.Join(t.TempDir(), "old.c")
		write(src, `typedef struct { const void *(*GetApi)(unsigned); const char *(*GetVersionString)(void); } OrtApiBase;
static const void *get_api(unsigned v) { (void)v; return 0; }
static const char *version(void) { return "1.10.0"; }
static OrtApiBase base = {get_api, version};
const OrtApiBase *OrtGetApiBase(void) { return &base; }
`)
		old := filepath.Join(t.TempDir(), "libonnxruntime.so.1")
		if out, err := exec.Command(cc, "-shared", "-fPIC", "-o", old, src).CombinedOutput(); err != nil {
			t.Logf("no old runtime to test with: %v: %s", err, out)
		} else {
			tests = append(tests, failure{"runtime too old", map[string]string{"INKFLOW_ORT_LIB": old}, "", []string{"model", "use", "tiny-static"}, ExitRuntime, old + " 处的 ONNX 运行库版本太旧", true, false})
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			if tt.url != "" {
				if code, _, stderr := run(t, data, "settings", "set", "assistant.base-url", tt.url); code != 0 {
					t.Fatal(stderr)
				}
			}
			var code int
			var stdout, stderr string
			if tt.process {
				code, stdout, stderr = runProcess(t, data, tt.args...)
			} else {
				code, stdout, stderr = run(t, data, tt.args...)
			}
			if code != tt.code || !strings.Contains(stdout+stderr, tt.want) {
				t.Errorf("%v: exit %d, stdout\n%s\nstderr\n%s\nwant exit %d and %q", tt.args, code, stdout, stderr, tt.code, tt.want)
			}
			// The error is the last line (a download says first where from).
			lines := strings.Split(strings.TrimSuffix(stderr, "\n"), "\n")
			if last := lines[len(lines)-1]; code != ExitOK && (!strings.HasPrefix(last, "inkflow：") || !strings.HasSuffix(stderr, "\n")) {
				t.Errorf("%v: the error is not one line: %q", tt.args, stderr)
			}
			if strings.Contains(stdout+stderr, key) {
				t.Errorf("%v: the API key is printed", tt.args)
			}
			if tt.listing {
				for line := range strings.Lines(stdout) {
					if strings.Contains(line, tt.want) {
						stdout = line
					}
				}
			}
			checkEnglish(tt.args, stdout, stderr)
		})
	}
}

// envRunMain makes the test binary run the command line with its
// arguments instead of the tests (runProcess).
const envRunMain = "INKFLOW_CLI_TEST_RUN_MAIN"

// runProcess is run in a process of its own (this test binary, which
// TestMain turns into the command line), for what is done once per
// process, such as loading ONNX Runtime. The language is Chinese.
func runProcess(t *testing.T, dataDir string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], append([]string{"--data", dataDir}, args...)...)
	cmd.Env = append(os.Environ(), envRunMain+"=1", "LANG=zh_CN.UTF-8", "LANGUAGE=", "LC_MESSAGES=", "LC_ALL=")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var exit *exec.ExitError
	if err != nil && !errors.As(err, &exit) {
		t.Fatal(err)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errb.String()
}

// commandNames are the names of the commands, as `inkflow help` lists
// them.
func commandNames() []string {
	var names []string
	for _, c := range commands() {
		names = append(names, c.name)
	}
	return names
}
