package reliability

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"inkflow/cli"
	"inkflow/engine"
	"inkflow/model"
)

// Child roles (TestMain dispatches on childEnv).
const (
	roleCLI  = "cli"  // args: inkflow command line
	roleEdit = "edit" // args: data dir, log file, seed
	roleHold = "hold" // args: data dir; holds it open until killed
)

// editChapters is how many chapters the scripted editing session uses.
const editChapters = 6

// runChild is the child process's main; it returns the exit status.
func runChild(role string, args []string) int {
	var err error
	switch role {
	case roleCLI:
		return cli.Main(args, strings.NewReader(""), os.Stdout, os.Stderr, cli.BuildInfo{Version: "reliability"})
	case roleEdit:
		err = editSession(args)
	case roleHold:
		err = hold(args)
	case roleType:
		err = typingSession(args)
	default:
		err = fmt.Errorf("unknown child role %q", role)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "child:", err)
		return 1
	}
	return 0
}

// childCmd re-executes the test binary in a child role.
func childCmd(role string, args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), childEnv+"="+role, "INKFLOW_MODEL_DIR="+fixtureDir())
	return cmd
}

// startChild starts childCmd(role, args...) with its stdout piped to the
// test and its stderr kept for failure messages.
func startChild(t *testing.T, role string, args ...string) (*exec.Cmd, io.ReadCloser, *lockedBuffer) {
	t.Helper()
	cmd := childCmd(role, args...)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	stderr := &lockedBuffer{}
	cmd.Stderr = stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, out, stderr
}

// openChildEngine opens dir in a child with the fixture model and a short
// debounce, so the indexer is busy when the parent kills the child.
func openChildEngine(dir string) (*engine.Engine, error) {
	emb, err := model.Load(fixtureDir(), model.Options{Threads: 1})
	if err != nil {
		return nil, err
	}
	return engine.Open(engine.Options{DataDir: dir, Embedder: emb, Debounce: 20 * time.Millisecond, PersistDelay: 50 * time.Millisecond})
}

// openSeededChild parses a random session's seed argument and opens dir
// as openChildEngine does: the edit and typing sessions both start so.
func openSeededChild(dir, seedArg string) (*engine.Engine, uint64, error) {
	seed, err := strconv.ParseUint(seedArg, 10, 64)
	if err != nil {
		return nil, 0, err
	}
	e, err := openChildEngine(dir)
	return e, seed, err
}

// hold keeps a data directory open, as a running desktop app would.
func hold(args []string) error {
	e, err := openChildEngine(args[0])
	if err != nil {
		return err
	}
	defer e.Close()
	fmt.Println("ready")
	time.Sleep(time.Hour)
	return nil
}

// editSession saves random edits forever. After each SaveChapter returns
// it appends "chapterID sha256" to the log and fsyncs, so every logged
// save is one the engine acknowledged. Before each save the text is also
// written to pending-<id>.txt, which lets the parent accept a save that
// completed but was not yet logged when the kill came.
func editSession(args []string) error {
	dir, logPath := args[0], args[1]
	e, seed, err := openSeededChild(dir, args[2])
	if err != nil {
		return err
	}
	defer e.Close()
	ids, err := editChapterIDs(e)
	if err != nil {
		return err
	}
	logf, err := os.OpenFile(logPath, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		return err
	}
	defer logf.Close()
	rng := rand.New(rand.NewPCG(seed, 99))
	fmt.Println("ready")
	for n := 0; ; n++ {
		id := ids[rng.IntN(len(ids))]
		text := novelText(rng, 1+rng.IntN(6))
		if err := writeSynced(filepath.Join(filepath.Dir(logPath), fmt.Sprintf("pending-%d.txt", id)), []byte(text)); err != nil {
			return err
		}
		if _, err := e.SaveChapter(id, fmt.Sprintf("第%d章", id), text); err != nil {
			return fmt.Errorf("save %d: %w", id, err)
		}
		if _, err := fmt.Fprintf(logf, "%d %s\n", id, sha(text)); err != nil {
			return err
		}
		if err := logf.Sync(); err != nil {
			return err
		}
		if n%7 == 0 {
			e.IndexNow(id)
		}
		time.Sleep(time.Duration(rng.IntN(15)) * time.Millisecond)
	}
}

// editChapterIDs finds or creates the session's project and chapters.
func editChapterIDs(e *engine.Engine) ([]uint64, error) {
	p, ok, err := e.ProjectByName("edit")
	if err != nil {
		return nil, err
	}
	if !ok {
		if p, err = e.CreateProject("edit"); err != nil && !errors.Is(err, engine.ErrExists) {
			return nil, err
		}
	}
	infos, err := e.Chapters(p.ID)
	if err != nil {
		return nil, err
	}
	var ids []uint64
	for _, c := range infos {
		ids = append(ids, c.ID)
	}
	for len(ids) < editChapters {
		c, err := e.CreateChapter(p.ID, "new")
		if err != nil {
			return nil, err
		}
		ids = append(ids, c.ID)
	}
	return ids, nil
}

// writeSynced writes a file and fsyncs it before returning.
func writeSynced(path string, data []byte) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// readLog returns the last acknowledged sha per chapter from an edit log.
// A torn last line (kill during the write) is ignored: its save is then
// covered by the pending file.
func readLog(t testing.TB, path string) (last map[uint64]string, saves int) {
	t.Helper()
	last = map[uint64]string{}
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return last, 0
	}
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		id, h, ok := strings.Cut(sc.Text(), " ")
		n, err := strconv.ParseUint(id, 10, 64)
		if !ok || err != nil || len(h) != 64 {
			continue
		}
		last[n] = h
		saves++
	}
	return last, saves
}

// waitReady reads the child's stdout until it prints "ready" (or exits).
func waitReady(ctx context.Context, sc *bufio.Scanner) bool {
	done := make(chan bool, 1)
	go func() {
		for sc.Scan() {
			if sc.Text() == "ready" {
				done <- true
				return
			}
		}
		done <- false
	}()
	select {
	case ok := <-done:
		return ok
	case <-ctx.Done():
		return false
	}
}
