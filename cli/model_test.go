package cli

import (
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"inkflow/engine"
	"inkflow/engine/models"
	"inkflow/engine/models/modelstest"
)

// genWords are the characters of testBook plus a few English words, so
// the generated models see real token ids and their vectors differ between
// sentences (the chunker's cliffs then have something to work with).
func genWords() []string {
	var words []string
	seen := map[string]bool{}
	for _, r := range testBook {
		if t := string(r); r > 127 && !seen[t] {
			seen[t] = true
			words = append(words, t)
		}
	}
	return append(words, "the", "rain", "moon", ".", ",")
}

// genModelFolder writes a random BERT model folder (real ONNX, real
// tokenizer.json): an installed model called name, or with name "" a
// folder without a manifest, to install.
func genModelFolder(t *testing.T, dir, name string, seed int64, hidden int) {
	t.Helper()
	if err := modelstest.WriteBert(dir, modelstest.Bert{Words: genWords(), Hidden: hidden, Seed: seed, Name: name}); err != nil {
		t.Fatal(err)
	}
}

// statsJSON runs `stats --json` and decodes the fields the tests check.
type statsReport struct {
	Children    int `json:"children"`
	Vectors     int `json:"vectors"`
	DirtyBlocks int `json:"dirty_blocks"`
	Pending     int `json:"pending_tasks"`
	Failed      int `json:"failed_tasks"`
	Model       struct {
		ID   string `json:"id"`
		Dims int    `json:"dims"`
	} `json:"model"`
}

func statsJSON(t *testing.T, data string) statsReport {
	t.Helper()
	code, out, stderr := run(t, data, "stats", "--json")
	if code != ExitOK {
		t.Fatalf("stats exit %d: %s", code, stderr)
	}
	var st statsReport
	if err := json.Unmarshal([]byte(out), &st); err != nil {
		t.Fatalf("stats --json: %v\n%s", err, out)
	}
	return st
}

// TestModelUseSwitchesAndReindexes installs two generated models into the
// data directory's models folder (no INKFLOW_MODEL_DIR: that override is
// exclusive and would hide the per-name lookup) and switches between them
// by name.
func TestModelUseSwitchesAndReindexes(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	data := t.TempDir()
	installed := models.UserDir(data)
	genModelFolder(t, filepath.Join(installed, "gen-a"), "gen-a", 101, 16)
	genModelFolder(t, filepath.Join(installed, "gen-b"), "gen-b", 202, 24)

	if code, _, stderr := run(t, data, "model", "use", "gen-a"); code != ExitOK {
		t.Fatalf("model use gen-a: exit %d: %s", code, stderr)
	}
	book := writeFile(t, "book.txt", testBook)
	if code, _, stderr := run(t, data, "import", "--project", "book", book); code != ExitOK {
		t.Fatalf("import: exit %d: %s", code, stderr)
	}
	before := statsJSON(t, data)
	if !strings.HasPrefix(before.Model.ID, "gen-a@") || before.Children == 0 || before.Vectors != before.Children {
		t.Fatalf("after import with gen-a: %+v", before)
	}

	code, out, stderr := run(t, data, "model", "use", "gen-b")
	if code != ExitOK {
		t.Fatalf("model use gen-b: exit %d: %s", code, stderr)
	}
	if !strings.Contains(out, "now using gen-b@") || !strings.Contains(out, "was gen-a") {
		t.Errorf("model use output %q", out)
	}
	after := statsJSON(t, data)
	switch {
	case !strings.HasPrefix(after.Model.ID, "gen-b@") || after.Model.Dims != 24:
		t.Errorf("model after switch = %+v, want gen-b with 24 dims", after.Model)
	case after.Children == 0 || after.Vectors != after.Children:
		t.Errorf("after switch: %d vectors for %d children, want one per child", after.Vectors, after.Children)
	case after.DirtyBlocks != 0 || after.Pending != 0 || after.Failed != 0:
		t.Errorf("after switch: %d dirty blocks, %d pending, %d failed; want everything indexed", after.DirtyBlocks, after.Pending, after.Failed)
	}
	if code, out, stderr := run(t, data, "search", "--json", "夜雨论剑"); code != ExitOK || !strings.Contains(out, `"results"`) {
		t.Errorf("search after switch: exit %d, %s %s", code, out, stderr)
	}

	code, out, _ = run(t, data, "model", "list")
	if code != ExitOK || !strings.Contains(out, "* gen-b") || !strings.Contains(out, "  gen-a") {
		t.Errorf("model list does not mark gen-b active:\n%s", out)
	}

	// --no-wait only records the choice.
	if code, out, stderr := run(t, data, "model", "use", "--no-wait", "gen-a"); code != ExitOK || !strings.Contains(out, "model set to gen-a (was gen-b)") {
		t.Fatalf("model use --no-wait: exit %d: %s %s", code, out, stderr)
	}
	if name, err := activeModelName(data); err != nil || name != "gen-a" {
		t.Errorf("active model after --no-wait = %q, %v", name, err)
	}
}

// TestModelUseRefusesBrokenModel: a model that cannot load never becomes
// the active one.
func TestModelUseRefusesBrokenModel(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	data := t.TempDir()
	dir := filepath.Join(models.UserDir(data), "broken")
	genModelFolder(t, dir, "broken", 303, 16)
	if err := os.WriteFile(filepath.Join(dir, "model.onnx"), []byte("damaged"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := run(t, data, "model", "use", "broken")
	if code != ExitRuntime || !strings.Contains(stderr, "corrupt or was replaced") {
		t.Fatalf("model use broken: exit %d: %s", code, stderr)
	}
	if _, err := os.Stat(engine.DatabaseFile(data)); err == nil {
		if name, _ := activeModelName(data); name == "broken" {
			t.Error("a model that does not load became active")
		}
	}
}

func TestModelInstallFolder(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	data := t.TempDir()
	src := filepath.Join(t.TempDir(), "downloaded")
	genModelFolder(t, src, "", 404, 16)

	code, out, stderr := run(t, data, "model", "install", src, "--pooling", "mean", "--name", "my-model", "--query-prefix", "query: ")
	if code != ExitOK {
		t.Fatalf("model install DIR: exit %d: %s", code, stderr)
	}
	want := filepath.Join(models.UserDir(data), "my-model")
	if !strings.Contains(out, "installed my-model in "+want) {
		t.Errorf("output %q", out)
	}
	m, err := models.ReadManifest(want)
	if err != nil || m.Pooling != models.PoolingMean || m.QueryPrefix != "query: " || m.Dims != 16 {
		t.Fatalf("installed manifest %+v, %v", m, err)
	}
	code, out, _ = run(t, data, "model", "list")
	if code != ExitOK || !strings.Contains(out, "my-model") || !strings.Contains(out, "transformer") {
		t.Errorf("model list after install:\n%s", out)
	}
	// Missing pooling is a clear runtime error naming the flag.
	code, _, stderr = run(t, data, "model", "install", src, "--name", "again")
	if code != ExitRuntime || !strings.Contains(stderr, "--pooling cls or --pooling mean") {
		t.Errorf("install without pooling: exit %d: %s", code, stderr)
	}
}

// TestModelInstallOffline checks the CLI's one-line error when the hub
// cannot be reached (HF_ENDPOINT points at a port that refuses).
func TestModelInstallOffline(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	t.Setenv(envHubEndpoint, "http://"+addr)
	data := t.TempDir()
	code, _, stderr := run(t, data, "model", "install", "bge-small-zh-v1.5")
	if code != ExitRuntime {
		t.Fatalf("exit %d, want %d: %s", code, ExitRuntime, stderr)
	}
	line := strings.TrimSpace(stderr)
	for _, want := range []string{"cannot reach " + addr, "works offline", "inkflow model install DIR"} {
		if !strings.Contains(line, want) {
			t.Errorf("stderr %q lacks %q", line, want)
		}
	}
	if n := strings.Count(line, "\n"); n != 1 { // the start line, then the error
		t.Errorf("stderr has %d lines, want the start line and one error line: %q", n+1, line)
	}
	if _, err := os.Stat(filepath.Join(models.UserDir(data), "bge-small-zh-v1.5")); err == nil {
		t.Error("a failed download created the model folder")
	}
}

func TestModelListEmptyDataDir(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	data := t.TempDir()
	code, out, stderr := run(t, data, "model", "list")
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	for _, want := range []string{"Installed models", "inkflow-static-v2", "built in", "bge-small-zh-v1.5", "95 MB", "all-MiniLM-L6-v2", "91 MB", "multilingual-e5-small", "not installable yet"} {
		if !strings.Contains(out, want) {
			t.Errorf("model list lacks %q:\n%s", want, out)
		}
	}
	if _, err := os.Stat(engine.DatabaseFile(data)); err == nil {
		t.Error("model list created a database")
	}
}

func TestModelListOverride(t *testing.T) {
	fixture, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-bert"))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name, env string
		want      []string
	}{
		{"model folder", fixture, []string{"INKFLOW_MODEL_DIR=", "* tiny-bert", "transformer", "32 dims"}},
		{"folder of models", filepath.Dir(fixture), []string{"  tiny-bert ", "  tiny-static ", "static", "not found"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(models.EnvDir, tt.env)
			code, out, stderr := run(t, t.TempDir(), "model", "list")
			if code != ExitOK {
				t.Fatalf("exit %d: %s", code, stderr)
			}
			for _, want := range tt.want {
				if !strings.Contains(out, want) {
					t.Errorf("model list lacks %q:\n%s", want, out)
				}
			}
		})
	}
}

func TestModelUsageErrors(t *testing.T) {
	t.Setenv(models.EnvDir, "")
	data := t.TempDir()
	folder := t.TempDir()
	checkFailures(t, data, []failure{
		{[]string{"model"}, ExitUsage, "give a subcommand"},
		{[]string{"model", "frob"}, ExitUsage, "unknown subcommand"},
		{[]string{"model", "list", "extra"}, ExitUsage, "no arguments"},
		{[]string{"model", "install"}, ExitUsage, "give one model NAME (bge-small-zh-v1.5, all-MiniLM-L6-v2)"},
		{[]string{"model", "install", "no-such-model"}, ExitUsage, `unknown model "no-such-model"`},
		{[]string{"model", "install", "bge-small-zh-v1.5", "--pooling", "cls"}, ExitUsage, "apply to installing a folder"},
		{[]string{"model", "install", folder, "--pooling", "max"}, ExitUsage, "--pooling must be cls or mean"},
		{[]string{"model", "install", "multilingual-e5-small"}, ExitRuntime, "cannot be installed yet"},
		{[]string{"model", "install", filepath.Join(folder, "nope", "x")}, ExitRuntime, "does not exist"},
		{[]string{"model", "install", folder}, ExitRuntime, "has no .onnx model file"},
		{[]string{"model", "use"}, ExitUsage, "give one model NAME"},
		{[]string{"model", "use", ""}, ExitUsage, "give one model NAME"},
		{[]string{"model", "use", " "}, ExitUsage, "give one model NAME"},
		{[]string{"model", "use", "missing-model"}, ExitRuntime, `model use: no model named "missing-model" is installed (see ` + "`inkflow model list`)"},
	})
	code, out, _ := run(t, data, "model", "help")
	if code != ExitOK || !strings.Contains(out, "install DIR") {
		t.Errorf("model help: exit %d: %s", code, out)
	}
}

// TestRegistryWordsInChinese: `model list` in a Chinese locale says every
// downloadable model's description, and why one cannot be installed yet,
// in Chinese; in English it says them as the registry does, so a
// registry text changed without its translation fails here.
func TestRegistryWordsInChinese(t *testing.T) {
	for _, m := range models.Registry() {
		if about, why := registryWords(m); about != m.Description || why != m.Unsupported {
			t.Errorf("%s in English: %q, %q; the registry says %q, %q", m.Name, about, why, m.Description, m.Unsupported)
		}
	}
	inChinese(t)
	han := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
	}
	for _, m := range models.Registry() {
		about, why := registryWords(m)
		if !han(about) || m.Unsupported != "" && !han(why) {
			t.Errorf("%s in Chinese: %q, %q", m.Name, about, why)
		}
	}
}

// TestModelUseUnderOverride: with INKFLOW_MODEL_DIR set, model use takes
// only a name some model has, and says that the override wins over it.
// Before, an override that is one model's folder took every name (the
// loader runs that folder whatever the name): `model use bogus` recorded
// "bogus", which named nothing once the override was unset.
func TestModelUseUnderOverride(t *testing.T) {
	fixture, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-bert"))
	if err != nil {
		t.Fatal(err)
	}
	data := t.TempDir()
	genModelFolder(t, filepath.Join(models.UserDir(data), "gen-a"), "gen-a", 101, 16)
	if code, _, stderr := run(t, data, "project", "create", "书"); code != ExitOK {
		t.Fatalf("project create: exit %d: %s", code, stderr)
	}
	t.Setenv(models.EnvDir, fixture)
	// The note is a line of its own; a refusal leaves the setting alone.
	if code, out, stderr := run(t, data, "model", "use", "--no-wait", "gen-a"); code != ExitOK ||
		!strings.Contains(out, "model set to gen-a") ||
		stderr != "inkflow: note: INKFLOW_MODEL_DIR="+fixture+" overrides the model folder and wins over the model setting: while it is set, InkFlow runs the model in "+fixture+"\n" {
		t.Errorf("model use gen-a under a model folder: exit %d, stdout %q, stderr %q", code, out, stderr)
	}
	// An override that holds no model of the name leaves none to run.
	t.Setenv(models.EnvDir, filepath.Join(t.TempDir(), "nowhere"))
	if code, _, stderr := run(t, data, "model", "use", "--no-wait", "gen-a"); code != ExitRuntime ||
		!strings.Contains(stderr, `overrides the model folder and holds no model "gen-a"; unset INKFLOW_MODEL_DIR to use it`) {
		t.Errorf("model use gen-a under an override without it: exit %d, stderr %q", code, stderr)
	}
	// An unknown name is one line in the user's language.
	t.Setenv(models.EnvDir, fixture)
	refusals := []langFailure{
		{[]string{"model", "use", "--no-wait", "bogus"}, ExitRuntime, `model use: no model named "bogus" is installed (see ` + "`inkflow model list`)",
			"model use：没有安装名为「bogus」的模型（用 `inkflow model list` 查看）", true},
		{[]string{"model", "use", "bogus"}, ExitRuntime, `model use: no model named "bogus" is installed`, "没有安装名为「bogus」的模型", true},
	}
	checkInBothLanguages(t, data, refusals)
	if name, err := activeModelName(data); err != nil || name != "gen-a" {
		t.Errorf("active model after the refusals = %q, %v; want gen-a", name, err)
	}
}
