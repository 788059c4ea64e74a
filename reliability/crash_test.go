package reliability

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"inkflow/engine"
	"inkflow/engine/importer"
)

// crashKills is how many SIGKILLs each harness delivers: 10 + 10 = 20 in
// the short variant, 60 + 60 under make soak.
func crashKills() int {
	switch {
	case long():
		return 60
	case raceEnabled:
		return 2 // the children are what gets killed; the race run only re-checks the parent's paths
	}
	return 10
}

// killAfter starts cmd, waits for "ready" when ready is true, sleeps a
// random moment and SIGKILLs it. It reports whether the child was still
// running when killed (a child that finished first proves nothing).
func killAfter(t *testing.T, rng *rand.Rand, args []string, role string, ready bool, maxDelay time.Duration) bool {
	t.Helper()
	cmd, out, stderr := startChild(t, role, args...)
	exited := make(chan error, 1)
	if ready {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		ok := waitReady(ctx, bufio.NewScanner(out))
		cancel()
		if !ok {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("child never got ready: %s", stderr.String())
		}
	} else {
		go func() {
			sc := bufio.NewScanner(out)
			for sc.Scan() {
			}
		}()
	}
	go func() { exited <- cmd.Wait() }()
	finished := func(err error) bool {
		if err != nil {
			t.Fatalf("child failed before the kill: %v: %s", err, stderr.String())
		}
		return false
	}
	select {
	case err := <-exited:
		return finished(err)
	case <-time.After(time.Duration(rng.Int64N(int64(maxDelay)))):
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		// The child may finish between the timer and the signal: Wait has
		// then reaped it, and the run counts as one that was not killed.
		if errors.Is(err, os.ErrProcessDone) {
			return finished(<-exited)
		}
		t.Fatal(err)
	}
	<-exited
	return true
}

// TestCrashDuringEditing SIGKILLs a scripted editing session at random
// moments. After each kill every acknowledged save must be stored byte for
// byte, and an ordinary Open must bring the indexes back to P8 by itself.
func TestCrashDuringEditing(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	logPath := filepath.Join(dir, "edits.log")
	rng := rand.New(rand.NewPCG(1, uint64(time.Now().UnixNano())))
	kills := 0
	for i := 0; kills < crashKills(); i++ {
		// A third of the kills land during Open (start-up repair).
		if killAfter(t, rng, []string{data, logPath, fmt.Sprint(rng.Uint64())}, roleEdit, i%3 != 0, 1500*time.Millisecond) {
			kills++
		}
		verifyEdits(t, data, logPath)
	}
	_, saves := readLog(t, logPath)
	t.Logf("editing: %d kills survived, %d acknowledged saves", kills, saves)
	if saves == 0 {
		t.Fatal("no save was acknowledged before any kill")
	}
}

// verifyEdits opens the data dir as a fresh process would and checks it.
func verifyEdits(t *testing.T, data, logPath string) {
	t.Helper()
	last, _ := readLog(t, logPath)
	e := openEngine(t, data, nil, time.Hour)
	for id, want := range last {
		c, err := e.Chapter(id)
		if err != nil {
			t.Fatalf("chapter %d of an acknowledged save: %v", id, err)
		}
		got := sha(c.Text)
		if got == want {
			continue
		}
		// The kill may have come after SaveChapter returned but before
		// the log line was synced: then the text is the pending one.
		pending, err := os.ReadFile(filepath.Join(filepath.Dir(logPath), fmt.Sprintf("pending-%d.txt", id)))
		if err != nil || sha(string(pending)) != got {
			t.Fatalf("chapter %d: stored text %s is neither the last acknowledged save %s nor the one in flight", id, got[:12], want[:12])
		}
		// That save was acknowledged, only not logged: log it now, or
		// the next session's pending text for this chapter, written
		// before a kill that leaves this save stored, would no longer
		// match it (seen once in 2026-11-29's run). The leading newline
		// ends a line the kill tore.
		adoptSave(t, logPath, id, got)
	}
	checkConsistent(t, e)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
}

// adoptSave appends "id sha" to the edit log for a save that was stored
// but not logged before the kill.
func adoptSave(t *testing.T, logPath string, id uint64, h string) {
	t.Helper()
	f, err := os.OpenFile(logPath, os.O_APPEND|os.O_WRONLY, 0o600)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fmt.Fprintf(f, "\n%d %s\n", id, h); err != nil {
		f.Close()
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}

// TestCrashDuringImport SIGKILLs `inkflow import` of a book at random
// moments (while chapters are being written and while they are indexed).
// Whatever was imported must be a byte-exact prefix of the book's
// chapters, and Open must repair the indexes.
func TestCrashDuringImport(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	rng := rand.New(rand.NewPCG(2, uint64(time.Now().UnixNano())))
	chapters, paras := 12, 4
	if long() {
		chapters, paras = 300, 12
	}
	raw := []byte(novelBook(rng, chapters, paras))
	book := filepath.Join(dir, "book.txt")
	if err := os.WriteFile(book, raw, 0o600); err != nil {
		t.Fatal(err)
	}
	want, err := importer.Parse(raw, importer.Options{})
	if err != nil {
		t.Fatal(err)
	}
	kills, runs := 0, 0
	// window bounds the random kill delay. Once an import has run to the
	// end, the window shrinks to its duration, so later kills land inside
	// an import even when the process (with the embedding cache warm from
	// earlier runs) finishes in a fraction of the initial window.
	window := 1500 * time.Millisecond
	for i := 0; kills < crashKills(); i++ {
		// An import that finishes before its kill is verified too but
		// does not count; the harness keeps going until enough kills
		// landed mid-import.
		if i >= 4*crashKills() {
			t.Fatalf("only %d of %d imports were still running when killed", kills, i)
		}
		runs++
		name := fmt.Sprintf("book-%d", i)
		start := time.Now()
		if killAfter(t, rng, []string{"--data", data, "import", "--project", name, book}, roleCLI, false, window) {
			kills++
		} else {
			window = max(min(window, time.Since(start)), time.Millisecond)
		}
		e := openEngine(t, data, nil, time.Hour)
		verifyImport(t, e, name, want)
		checkConsistent(t, e)
		if err := e.Close(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("import: %d kills survived in %d runs (%d bytes, %d chapters per import)", kills, runs, len(raw), len(want))
}

// verifyImport checks that project name holds a prefix of want, byte for byte.
func verifyImport(t *testing.T, e *engine.Engine, name string, want []importer.Chapter) {
	t.Helper()
	p, ok, err := e.ProjectByName(name)
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		return // killed before the project was created
	}
	infos, err := e.Chapters(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	if len(infos) > len(want) {
		t.Fatalf("%s: %d chapters, the book has %d", name, len(infos), len(want))
	}
	for i, info := range infos {
		c, err := e.Chapter(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		if c.Text != want[i].Text || c.Title != want[i].Title {
			t.Fatalf("%s chapter %d (%q) differs from the book's %q", name, i, c.Title, want[i].Title)
		}
	}
}
