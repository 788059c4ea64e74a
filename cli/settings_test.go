package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"inkflow/engine/models"
	"inkflow/engine/settings"
	"inkflow/engine/settings/settingstest"
)

// secondModel is the name under which useModelFolders installs the
// fixture model a second time.
const secondModel = "tiny-second"

// useModelFolders points model lookup at a folder of model folders: the
// tiny static fixture as the bundled default and as a second installed
// model, so that model.name is checked against a real list of the
// names INKFLOW_MODEL_DIR holds.
func useModelFolders(t *testing.T) {
	t.Helper()
	fixture, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-static"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, name := range []string{models.Default, secondModel} {
		if err := os.Symlink(fixture, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	t.Setenv(models.EnvDir, dir)
}

// refusedValues are the table's out-of-range values for k, plus a model
// name that is not installed.
func refusedValues(k settings.Key) []string {
	_, reject := settingstest.Boundaries(k)
	if k.Name == "model.name" {
		reject = append(reject, "not-installed")
	}
	return reject
}

// TestSettingsSetEveryKey, generated from the settings table: `inkflow
// settings set` refuses every out-of-range value of every key with exit 2
// and one line, without `--` before negative numbers, and stores nothing;
// it accepts every bound (each key set to its low bound, its high bound,
// and 0 where 0 means something), in the order a user would need when a
// bound breaks a rule between keys, and reindex, search and stats work
// with every key at its bounds.
func TestSettingsSetEveryKey(t *testing.T) {
	useModelFolders(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "import", "--project", "测试", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d %s", code, stderr)
	}
	code, defaults, stderr := run(t, data, "settings", "list")
	if code != 0 || strings.Count(defaults, "\n") != len(settings.Keys()) {
		t.Fatalf("settings list: exit %d\n%s%s", code, defaults, stderr)
	}
	for _, k := range settings.Keys() {
		for _, v := range refusedValues(k) {
			code, out, stderr := run(t, data, "settings", "set", k.Name, v)
			if code != ExitUsage || strings.Count(stderr, "\n") != 1 || !strings.Contains(stderr, k.Name) || strings.Contains(stderr, "flag") {
				t.Errorf("settings set %s %q: exit %d, stdout %q, stderr %q; want exit 2 and one line naming the key", k.Name, v, code, out, stderr)
			}
		}
	}
	if code, _, stderr := run(t, data, "settings", "set", "no.such-key", "1"); code != ExitUsage || !strings.Contains(stderr, "unknown setting") {
		t.Errorf("unknown key: exit %d %q", code, stderr)
	}
	if _, now, _ := run(t, data, "settings", "list"); now != defaults {
		t.Fatalf("a refused value was stored:\n%s\nwant\n%s", now, defaults)
	}

	profiles := map[string]func(k settings.Key, accept []string) string{
		"low bounds":  func(_ settings.Key, accept []string) string { return accept[0] },
		"high bounds": func(_ settings.Key, accept []string) string { return accept[1] },
		"zeros": func(k settings.Key, accept []string) string {
			if k.Zero != "" {
				return "0"
			}
			return k.Default
		},
	}
	for name, pick := range profiles {
		t.Run(name, func(t *testing.T) {
			want := map[string]string{}
			var pending []string
			for _, k := range settings.Keys() {
				accept, _ := settingstest.Boundaries(k)
				want[k.Name] = pick(k, accept)
				// Both name installed models: the settings refuse others.
				if (k.Name == "model.name" || k.Name == "search.late-interaction-model") && want[k.Name] != "" && want[k.Name] != k.Default {
					want[k.Name] = secondModel
				}
				pending = append(pending, k.Name)
			}
			for len(pending) > 0 {
				var later []string
				for _, key := range pending {
					code, _, stderr := run(t, data, "settings", "set", key, want[key])
					switch {
					case code == 0:
					case code == ExitUsage && strings.Contains(stderr, "want "):
						later = append(later, key) // a rule between keys: set the others first
					default:
						t.Fatalf("settings set %s %q: exit %d %q", key, want[key], code, stderr)
					}
				}
				if len(later) == len(pending) {
					t.Fatalf("no order of `settings set` reaches %v", later)
				}
				pending = later
			}
			for key, v := range want {
				if code, out, _ := run(t, data, "settings", "get", key); code != 0 || strings.TrimSuffix(out, "\n") != v {
					t.Errorf("settings get %s = %q (exit %d), want %q", key, out, code, v)
				}
			}
			checkCommandsWork(t, t.Fatalf, data)
		})
	}
}

// TestSettingsProperty: for every key, any value `settings set` accepts
// leaves reindex, search and stats working on a real corpus with the real
// ONNX Runtime and model. Values are drawn around and beyond each key's
// range, so both outcomes of `set` occur; refused ones must store nothing.
func TestSettingsProperty(t *testing.T) {
	useModelFolders(t)
	seed := t.TempDir()
	if code, _, stderr := run(t, seed, "import", "--project", "测试", writeFile(t, "book.txt", testBook)); code != 0 {
		t.Fatalf("import: exit %d %s", code, stderr)
	}
	keys := settings.Keys()
	accepted := map[string]int{} // key → accepted values exercised
	rapid.Check(t, func(rt *rapid.T) {
		data := t.TempDir()
		if err := os.CopyFS(data, os.DirFS(seed)); err != nil {
			rt.Fatal(err)
		}
		_, list, _ := run(t, data, "settings", "list")
		want := strings.Split(list, "\n") // one "key = value" line per key, in table order
		for range rapid.IntRange(1, 3).Draw(rt, "changes") {
			i := rapid.IntRange(0, len(keys)-1).Draw(rt, "key")
			v := drawValue(rt, keys[i])
			code, out, stderr := run(t, data, "settings", "set", keys[i].Name, v)
			switch {
			case code == 0:
				accepted[keys[i].Name]++
				want[i] = strings.TrimSuffix(out, "\n")
			case code != ExitUsage || strings.Count(stderr, "\n") != 1:
				rt.Fatalf("settings set %s %q: exit %d %q, want 0, or 2 and one line", keys[i].Name, v, code, stderr)
			}
		}
		if _, list, _ = run(t, data, "settings", "list"); list != strings.Join(want, "\n") {
			rt.Fatalf("settings after accepted changes only:\n%s\nwant\n%s", list, strings.Join(want, "\n"))
		}
		checkCommandsWork(t, rt.Fatalf, data)
	})
	t.Logf("accepted values exercised per key: %v", accepted)
}

// checkCommandsWork runs reindex, search and stats, which must succeed,
// and search must find passages of the book, whatever the accepted
// settings are. fail is t.Fatalf or, inside a property, rapid's.
func checkCommandsWork(t *testing.T, fail func(string, ...any), data string) {
	t.Helper()
	for _, args := range [][]string{{"reindex"}, {"search", "--json", "书生 竹篓"}, {"stats", "--json"}} {
		code, out, stderr := run(t, data, args...)
		if code == 0 && args[0] == "search" {
			var resp struct {
				Results []searchResult `json:"results"`
			}
			if json.Unmarshal([]byte(out), &resp) != nil || len(resp.Results) == 0 {
				code = -1
			}
		}
		if code != 0 {
			_, list, _ := run(t, data, "settings", "list")
			fail("%v: exit %d\n%s%s\nwith settings:\n%s", args, code, out, stderr, list)
		}
	}
}

// drawValue draws a text for k: its bounds, values refused by the table,
// any value in or just around its range, or one near its default (which
// the rules between keys usually allow, so that every key is exercised
// with accepted values too).
func drawValue(rt *rapid.T, k settings.Key) string {
	accept, reject := settingstest.Boundaries(k)
	if k.Name == "model.name" || k.Name == "search.late-interaction-model" {
		return rapid.SampledFrom([]string{"", models.Default, secondModel, "not-installed", "a/b"}).Draw(rt, "name")
	}
	kind := rapid.IntRange(0, 3).Draw(rt, "kind")
	switch {
	case kind == 0:
		return rapid.SampledFrom(accept).Draw(rt, "bound")
	case kind == 1:
		return rapid.SampledFrom(reject).Draw(rt, "refused")
	case k.Type == settings.Int:
		lo, hi := int(k.Min)-10, int(k.Max)+10
		if def, _ := strconv.Atoi(k.Default); kind == 3 {
			lo, hi = def/2, def*2+1
		}
		return strconv.Itoa(rapid.IntRange(lo, hi).Draw(rt, "int"))
	case k.Type == settings.Float:
		return strconv.FormatFloat(rapid.Float64Range(k.Min/2, k.Max*1.1).Draw(rt, "float"), 'g', -1, 64)
	}
	return rapid.SampledFrom(accept).Draw(rt, "value")
}

// TestSettingsSetUnknownModelName: settings set model.name of a name no
// model has is refused in one line of the user's language, also under an
// INKFLOW_MODEL_DIR that is one model's folder (which runs under any
// name, and let every name through). The Chinese line ended in the
// engine's English "…is not an installed model (see …)".
func TestSettingsSetUnknownModelName(t *testing.T) {
	useFixtureModel(t)
	data := t.TempDir()
	if code, _, stderr := run(t, data, "project", "create", "书"); code != ExitOK {
		t.Fatalf("project create: exit %d: %s", code, stderr)
	}
	checkInBothLanguages(t, data, []langFailure{
		{[]string{"settings", "set", "model.name", "bogus"}, ExitUsage, `settings set: model.name: no model named "bogus" is installed (see ` + "`inkflow model list`)\n",
			"settings set：model.name：没有安装名为「bogus」的模型（用 `inkflow model list` 查看）\n", true},
		{[]string{"settings", "set", "search.late-interaction-model", "bogus"}, ExitUsage, `settings set: search.late-interaction-model: no model named "bogus" is installed (see ` + "`inkflow model list`)\n",
			"settings set：search.late-interaction-model：没有安装名为「bogus」的模型（用 `inkflow model list` 查看）\n", true},
	})
	if code, out, _ := run(t, data, "settings", "get", "model.name"); code != ExitOK || out != "\n" {
		t.Errorf("model.name after the refusals: exit %d, %q", code, out)
	}
}
