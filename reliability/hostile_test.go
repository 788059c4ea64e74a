package reliability

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMultiFileImportAllOrNothing: `import good.txt bad` where the second
// file can be read but cannot become a project (a file named ".txt" gives
// an empty project name) must import nothing, leave no empty project,
// name the failing file, and let a corrected re-run import the good file
// exactly once.
func TestMultiFileImportAllOrNothing(t *testing.T) {
	data, src := t.TempDir(), t.TempDir()
	good := filepath.Join(src, "good.txt")
	bad := filepath.Join(t.TempDir(), ".txt")
	for _, p := range []string{good, bad} {
		if err := os.WriteFile(p, []byte("第一回 甲\n\n正文一。\n\n第二回 乙\n\n正文二。\n"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	code, out, errOut := runCLI(t, "--data", data, "import", "--no-wait", good, bad)
	if code != 1 || !strings.Contains(errOut, bad) || strings.Count(errOut, "\n") != 1 {
		t.Fatalf("import good + bad: exit %d, stdout %q, stderr %q; want exit 1 and one line naming %s", code, out, errOut, bad)
	}
	e := openEngine(t, data, nil, time.Hour)
	if ps, err := e.Projects(); err != nil || len(ps) != 0 {
		t.Fatalf("after a failed import: projects %+v (%v); want none", ps, err)
	}
	e.Close()
	for range 2 {
		if code, out, errOut = runCLI(t, "--data", data, "import", "--no-wait", "--project", "book", good); code != 0 {
			t.Fatalf("import good: exit %d %q %q", code, out, errOut)
		}
	}
	e = openEngine(t, data, nil, time.Hour)
	ps, err := e.Projects()
	if err != nil || len(ps) != 1 {
		t.Fatalf("projects %+v (%v); want one", ps, err)
	}
	chs, err := e.Chapters(ps[0].ID)
	if err != nil || len(chs) != 4 {
		t.Fatalf("after importing good.txt twice: %d chapters (%v); want 4 (2 per run)", len(chs), err)
	}
}
