package reliability

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"inkflow/engine"
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

// runCLIWithin is runCLI with a deadline: a command that hangs fails the
// test instead of stalling the suite.
func runCLIWithin(t *testing.T, limit time.Duration, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	cmd := childCmd(roleCLI, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	done := make(chan error, 1)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(limit):
		_ = cmd.Process.Kill()
		<-done
		t.Fatalf("inkflow %v did not finish within %v", args, limit)
	}
	return cmd.ProcessState.ExitCode(), out.String(), errb.String()
}

// TestUnboundedInputsRefused: files that never end or block on open
// (/dev/zero, a named pipe) are refused at once with one line, and a named
// pipe where the vector index file should be is treated as a damaged
// index (rebuilt) rather than hanging every command.
func TestUnboundedInputsRefused(t *testing.T) {
	data := t.TempDir()
	seedDataDir(t, data)
	fifo := filepath.Join(t.TempDir(), "book.txt")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{
		{"import", "--no-wait", "/dev/zero"},
		{"import", "--no-wait", fifo},
		{"wiki", "add", "--title", "零", "--no-wait", "--file", "/dev/zero"},
		{"wiki", "add", "--title", "管", "--no-wait", "--file", fifo},
		{"eval", fifo},
	} {
		code, _, errOut := runCLIWithin(t, time.Minute, append([]string{"--data", data}, args...)...)
		if code != 1 || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "not a regular file") {
			t.Errorf("inkflow %v: exit %d, stderr %q; want exit 1 and one line saying it is not a regular file", args, code, errOut)
		}
	}
	vec := filepath.Join(data, engine.VectorFile)
	if err := os.Remove(vec); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(vec, 0o600); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"stats"}, {"search", "书生"}} {
		if code, out, errOut := runCLIWithin(t, time.Minute, append([]string{"--data", data}, args...)...); code != 0 || out == "" {
			t.Errorf("inkflow %v with a named pipe as %s: exit %d, stdout %q, stderr %q", args, engine.VectorFile, code, out, errOut)
		}
	}
}
