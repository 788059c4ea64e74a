package reliability

import (
	"path/filepath"
	"strings"
	"testing"

	"inkflow/storage"
)

// TestStoredOutOfRangeSettingsNeverCrash is the regression test of the
// crash loop of issue 26: `settings set chunking.max-child-size
// 9223372036854775807` used to be stored, and from then on every command
// panicked allocating that many floats. Values outside the settings table
// written straight into the database (by an older release or by hand)
// must never be used: every command works with the defaults for them,
// says so in one log line, doctor reports them, and `settings set` repairs
// them.
func TestStoredOutOfRangeSettingsNeverCrash(t *testing.T) {
	data := t.TempDir()
	seedDataDir(t, data)
	db, err := storage.Open(filepath.Join(data, storage.FileName))
	if err != nil {
		t.Fatal(err)
	}
	bad := `{"chunking":{"max-child-size":9223372036854775807,"max-parent-size":10000000000,"embedding-batch-size":1000000000,` +
		`"debounce-ms":-1,"similarity-threshold":0,"cliff-mode":"sideways"},` +
		`"search":{"default-top-k":-3,"context-window-size":-7,"rrf-k":0},"model":{"name":"../../elsewhere"}}`
	if err := db.Update(func(tx *storage.Tx) error { return tx.PutSettingsData([]byte(bad)) }); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	commands := [][]string{
		{"reindex"},
		{"search", "--json", "老人 河边"},
		{"context", "老人"},
		{"stats", "--json"},
		{"settings", "list"},
		{"backup", "now"},
		{"model", "list"},
		{"wiki", "list", "--project", "p"},
	}
	for _, args := range commands {
		code, out, errOut := runCLI(t, append([]string{"--data", data}, args...)...)
		if code != 0 || strings.Contains(errOut, "panic") || strings.Count(errOut, "settings") > 1 {
			t.Fatalf("%v with out-of-range stored settings: exit %d\nstdout %s\nstderr %s", args, code, out, errOut)
		}
	}
	if _, out, _ := runCLI(t, "--data", data, "settings", "get", "chunking.max-child-size"); strings.TrimSpace(out) != "400" {
		t.Errorf("settings get chunking.max-child-size = %q, want the default 400 in use", out)
	}
	code, out, errOut := runCLI(t, "--data", data, "doctor")
	if code != 0 || !strings.Contains(out, "settings") || !strings.Contains(out, "chunking.max-child-size: stored 9223372036854775807 is invalid, using 400") {
		t.Fatalf("doctor does not report the stored values: exit %d\n%s%s", code, out, errOut)
	}

	// Any accepted change stores a valid set, which ends the warnings.
	if code, out, errOut := runCLI(t, "--data", data, "settings", "set", "chunking.max-child-size", "500"); code != 0 {
		t.Fatalf("settings set after the fallback: exit %d %s %s", code, out, errOut)
	}
	code, out, errOut = runCLI(t, "--data", data, "doctor")
	if code != 0 || strings.Contains(out, "stored") {
		t.Fatalf("doctor after the repair: exit %d\n%s%s", code, out, errOut)
	}
	if code, out, errOut := runCLI(t, "--data", data, "stats"); code != 0 || errOut != "" {
		t.Fatalf("stats after the repair: exit %d %s %s", code, out, errOut)
	}
}
