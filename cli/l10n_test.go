package cli

import (
	"encoding/json"
	"maps"
	"os"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"

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
	want, err := l10nkeys.Scan(".")
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
	old := os.Getenv("LANGUAGE")
	os.Setenv("LANGUAGE", "zh_CN")
	// Adding a catalogue makes Fyne resolve the language again.
	if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
		t.Fatal(err)
	}
	defer func() {
		os.Setenv("LANGUAGE", old)
		if err := lang.AddTranslationsFS(catalogues, "translations"); err != nil {
			t.Fatal(err)
		}
	}()
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
