//go:build unix

package reliability

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"inkflow/engine"
	"inkflow/model/ortlib"
)

// TestMultiFileImportAllOrNothing: `import good.txt bad` where the second
// file can be read but cannot become a project (a file named ".txt" gives
// an empty project name) must import nothing, leave no empty project,
// name the failing file, and let a corrected re-run import the good file
// exactly once — and a second run of it add nothing (a project's chapters
// are not imported twice).
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
	if err != nil || len(chs) != 2 {
		t.Fatalf("after importing good.txt twice: %d chapters (%v); want 2 (the second run finds them there)", len(chs), err)
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

// TestSearchReportsIncompleteIndex: text stored but never indexed (an
// import killed before indexing, here --no-wait with the process gone)
// must not be searched silently: search says how much is indexed, --json
// carries the counts, and --wait finishes indexing first.
func TestSearchReportsIncompleteIndex(t *testing.T) {
	data := t.TempDir()
	book := filepath.Join(t.TempDir(), "book.txt")
	rng := rand.New(rand.NewPCG(8, 8))
	if err := os.WriteFile(book, []byte(novelBook(rng, 40, 4)), 0o600); err != nil {
		t.Fatal(err)
	}
	if code, out, errOut := runCLI(t, "--data", data, "import", "--no-wait", book); code != 0 {
		t.Fatalf("import: %d %q %q", code, out, errOut)
	}
	code, out, errOut := runCLI(t, "--data", data, "search", "--json", "书生")
	if code != 0 || !strings.Contains(errOut, "index incomplete: ") || !strings.Contains(errOut, "passages indexed") {
		t.Fatalf("search on a partial index: exit %d, stderr %q; want a note saying the index is incomplete", code, errOut)
	}
	var resp struct {
		Results         []json.RawMessage             `json:"results"`
		IndexIncomplete *struct{ Indexed, Total int } `json:"index_incomplete"`
	}
	if err := json.Unmarshal([]byte(out), &resp); err != nil || resp.IndexIncomplete == nil || resp.IndexIncomplete.Indexed >= resp.IndexIncomplete.Total {
		t.Fatalf("search --json on a partial index: %v, index_incomplete %+v in %s", err, resp.IndexIncomplete, out)
	}
	if code, out, errOut = runCLI(t, "--data", data, "search", "--wait", "书生"); code != 0 || strings.Contains(errOut, "incomplete") || !strings.Contains(out, "results in") {
		t.Fatalf("search --wait: exit %d, stdout %q, stderr %q; want results and no note", code, out, errOut)
	}
	if code, _, errOut = runCLI(t, "--data", data, "search", "书生"); code != 0 || errOut != "" {
		t.Fatalf("search after --wait: exit %d, stderr %q; want a complete index", code, errOut)
	}
}

// TestLongQueryArgument: a pasted paragraph as the query (60 KB on the
// command line) used to kill the process with SIGSEGV inside ONNX
// Runtime's environment creation (a regex over /proc/self/cmdline that
// recurses per character; see model/ortlib/cmdline_linux.go). It must
// search, and say that the model reads only the start of the query.
func TestLongQueryArgument(t *testing.T) {
	data := t.TempDir()
	seedDataDir(t, data)
	query := strings.Repeat("书生喝酒，", 4000) // 60,000 bytes
	code, out, errOut := runCLIWithin(t, time.Minute, "--data", data, "search", "--k", "3", query)
	if code != 0 || !strings.Contains(out, "results in") {
		t.Fatalf("search with a %d-byte query: exit %d, stdout %.200q, stderr %.300q", len(query), code, out, errOut)
	}
	if !strings.Contains(errOut, "the query is longer than the model reads") || strings.Count(errOut, "\n") != 1 {
		t.Errorf("stderr %q; want one note that the query was cut to the model's length", errOut)
	}
}

// openUp lets other users into dir and the test's folders above it (never
// past the system temp folder, whose own mode must not change).
func openUp(t *testing.T, dir string) {
	t.Helper()
	root := filepath.Clean(os.TempDir())
	for d := filepath.Clean(dir); strings.HasPrefix(d, root+string(filepath.Separator)); d = filepath.Dir(d) {
		if err := os.Chmod(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
}

// TestReadOnlyDataFolder: a data folder InkFlow may not write is reported
// as exactly that, in one line with exit 1 (it used to work half way: the
// database opened, index writes failed and came out as a corrupt keyword
// index, and reindex exited 0). The child runs as an
// unprivileged user when the test runs as root (root may write anywhere).
func TestReadOnlyDataFolder(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	seedDataDir(t, data)
	run := func(args ...string) (int, string, string) {
		cmd := childCmd(roleCLI, args...)
		if os.Geteuid() == 0 {
			// The unprivileged child needs a copy of this binary it may
			// run, and every folder on the way to the data readable.
			bin := filepath.Join(t.TempDir(), "reliability.test")
			raw, err := os.ReadFile(os.Args[0])
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(bin, raw, 0o755); err != nil {
				t.Fatal(err)
			}
			openUp(t, filepath.Dir(bin))
			openUp(t, filepath.Dir(data)) // data itself stays read-only
			lib, _, err := ortlib.Locate()
			if err != nil {
				t.Fatal(err)
			}
			cmd.Path, cmd.Args[0] = bin, bin
			cmd.Env = append(cmd.Env, "INKFLOW_ORT_LIB="+lib)
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		}
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil && cmd.ProcessState == nil {
			t.Fatal(err)
		}
		return cmd.ProcessState.ExitCode(), out.String(), errb.String()
	}
	// The files stay writable, the folders do not: the database opens,
	// but no index file can be created or replaced.
	if err := filepath.WalkDir(data, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if os.Geteuid() == 0 {
			if err := os.Chown(p, 65534, 65534); err != nil {
				return err
			}
		}
		return os.Chmod(p, map[bool]os.FileMode{true: 0o555, false: 0o644}[d.IsDir()])
	}); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = filepath.WalkDir(data, func(p string, d os.DirEntry, err error) error { return os.Chmod(p, 0o755) })
	})
	for _, args := range [][]string{{"stats"}, {"reindex"}, {"search", "书生"}} {
		code, _, errOut := run(append([]string{"--data", data}, args...)...)
		if code != 1 || strings.Count(errOut, "\n") != 1 || strings.Contains(errOut, "corrupt") ||
			!strings.Contains(errOut, "read-only") && !strings.Contains(errOut, "permission denied") {
			t.Errorf("%v on a read-only data folder: exit %d, stderr %q; want exit 1 and one line saying it cannot be written", args, code, errOut)
		}
	}
	code, out, _ := run("--data", data, "doctor")
	if code != 1 || strings.Contains(out, "restore a snapshot") || !strings.Contains(out, "not writable") {
		t.Errorf("doctor on a read-only data folder: exit %d\n%s\nwant it to say the folder is not writable, not to restore a snapshot", code, out)
	}
}

// TestFallbackSaidOnceWithReason: without a usable model, search answers
// from the keyword index and says so once, with why the model is missing.
func TestFallbackSaidOnceWithReason(t *testing.T) {
	data := t.TempDir()
	seedDataDir(t, data)
	cmd := childCmd(roleCLI, "--data", data, "search", "书生")
	cmd.Env = append(cmd.Env, "INKFLOW_MODEL_DIR="+filepath.Join(t.TempDir(), "no-such-model"))
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("search without a model: %v, stderr %q", err, errb.String())
	}
	if n := strings.Count(out.String(), "keyword results only"); n != 1 || !strings.Contains(out.String(), "no-such-model") {
		t.Fatalf("search without a model printed %q; want the keyword fallback said once, naming why there is no model", out.String())
	}
}
