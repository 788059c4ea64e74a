package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

	"inkflow/engine"
	"inkflow/internal/l10nkeys"
)

// TestMain pins the messages to English, whatever the machine's locale,
// so tests can read them.
func TestMain(m *testing.M) {
	os.Setenv("LANGUAGE", "en")
	os.Setenv("LC_MESSAGES", "en_US.UTF-8")
	os.Exit(m.Run())
}

// TestCatalogueKeys checks both catalogues hold exactly the keys the code
// uses.
func TestCatalogueKeys(t *testing.T) {
	want, err := l10nkeys.Scan(".", "usageX", "kindX")
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

// TestChineseMessages runs the import preview with a Chinese locale: the
// summary reads in Chinese, --json keeps its keys and the exit code is 0.
func TestChineseMessages(t *testing.T) {
	inChinese(t)
	data := t.TempDir()
	book := writeFile(t, "book.txt", testBook)
	code, out, stderr := run(t, data, "import", "--dry-run", book)
	if code != 0 || !strings.Contains(out, "→ 作品《book》：2 章，另有扉页（第 0 章），") {
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
	tests := []struct {
		args     []string
		code     int
		en, zh   string
		noStdout bool
	}{
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
			"no such file", "导入：找不到文件", true},
	}
	check := func(zh bool) {
		for _, tt := range tests {
			want := tt.en
			if zh {
				want = tt.zh
			}
			code, out, stderr := run(t, data, tt.args...)
			if code != tt.code || !strings.HasPrefix(stderr, "inkflow: ") || !strings.Contains(stderr, want) || strings.Count(stderr, "\n") != 1 {
				t.Errorf("%v (Chinese %v): exit %d, stderr %q; want exit %d and one line holding %q", tt.args, zh, code, stderr, tt.code, want)
			}
			if tt.noStdout && out != "" {
				t.Errorf("%v (Chinese %v): a failed command printed %q", tt.args, zh, out)
			}
		}
	}
	check(false)
	inChinese(t)
	check(true)

	// An engine error the command line did not write is introduced by
	// its sentinel, with the engine's detail after it.
	err := fmt.Errorf("engine: open: %w", engine.ErrLocked)
	if got := localizeEngineError(err, err.Error()); !strings.HasPrefix(got, "数据目录正被另一个 InkFlow 使用") || !strings.Contains(got, err.Error()) {
		t.Errorf("locked: %q", got)
	}
	if got := localizeEngineError(errors.New("plain"), "plain"); got != "plain" {
		t.Errorf("an error without a sentinel changed: %q", got)
	}
}
