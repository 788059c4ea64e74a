//go:build !race

// Imports a whole dev book (importDevBook, acceptance_test.go): a
// functional acceptance check, left out of the race pass like the other
// full-book tests.

package engine

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"inkflow/storage"
)

// crashChildEnv makes the test binary a replace-all child (TestMain): its
// value is the data directory to open.
const crashChildEnv = "INKFLOW_ENGINE_REPLACE_CHILD"

func TestMain(m *testing.M) {
	if dir := os.Getenv(crashChildEnv); dir != "" {
		os.Exit(replaceChild(dir))
	}
	os.Exit(m.Run())
}

// replaceChild opens dir without a model, says "ready", replaces 孔明 by
// 诸葛亮 in the project "p" and says "done".
func replaceChild(dir string) int {
	e, err := Open(Options{DataDir: dir, Debounce: time.Hour})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	p, ok, err := e.ProjectByName("p")
	if err != nil || !ok {
		fmt.Fprintln(os.Stderr, "no project p", err)
		return 1
	}
	fmt.Println("ready")
	if _, err := e.ReplaceAll(ReplaceRequest{ProjectID: p.ID, Pattern: "孔明", Replacement: "诸葛亮"}); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	fmt.Println("done")
	if err := e.Close(); err != nil {
		return 1
	}
	return 0
}

// TestReplaceAllCrash SIGKILLs a child in the middle of replace-all over
// 三国演义: after each kill the project holds either every replacement or
// none, and the undo record exists exactly when they are there.
func TestReplaceAllCrash(t *testing.T) {
	template := t.TempDir()
	e := openEngine(t, template, nil, testDebounceNever)
	p, _ := importDevBook(t, e, "p", "zh/sanguoyanyi.txt")
	infos, err := e.Chapters(p.ID)
	if err != nil {
		t.Fatal(err)
	}
	original := map[uint64]string{}
	for _, c := range infos {
		original[c.ID] = mustText(t, e, c.ID)
	}
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	db, err := os.ReadFile(filepath.Join(template, storage.FileName))
	if err != nil {
		t.Fatal(err)
	}

	// run starts a child and SIGKILLs it kill after it said "ready"
	// (unless it finished first). midway reports a kill before the child
	// said "done", i.e. before ReplaceAll returned; took is how long
	// ReplaceAll took when it did.
	run := func(kill time.Duration) (midway bool, took time.Duration) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, storage.FileName), db, 0o600); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(os.Args[0], "-test.run=^$")
		cmd.Env = append(os.Environ(), crashChildEnv+"="+dir)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		if !sc.Scan() || sc.Text() != "ready" {
			_ = cmd.Process.Kill()
			_ = cmd.Wait()
			t.Fatalf("child never got ready: %s", stderr.String())
		}
		start := time.Now()
		done := make(chan time.Duration, 1)
		exited := make(chan error, 1)
		go func() {
			for sc.Scan() {
				if sc.Text() == "done" {
					done <- time.Since(start)
				}
			}
			exited <- cmd.Wait()
		}()
		select {
		case err := <-exited:
			if err != nil {
				t.Fatalf("child failed: %v: %s", err, stderr.String())
			}
		case <-time.After(kill):
			_ = cmd.Process.Signal(syscall.SIGKILL)
			<-exited
		}
		select {
		case took = <-done:
		default:
			midway = true
		}

		after := openEngine(t, dir, nil, testDebounceNever)
		applied := 0
		for _, c := range infos {
			got := mustText(t, after, c.ID)
			switch got {
			case original[c.ID]:
			case strings.ReplaceAll(original[c.ID], "孔明", "诸葛亮"):
				applied++
			default:
				t.Fatalf("chapter %d is neither the original nor the replaced text", c.Index)
			}
		}
		records, err := after.Replaces(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		none := applied == 0 && len(records) == 0
		all := applied > 50 && len(records) == 1 && len(records[0].Chapters) == applied
		if !none && !all {
			t.Fatalf("after the kill: %d chapters replaced and %d undo records; want all or none", applied, len(records))
		}
		if err := after.Close(); err != nil {
			t.Fatal(err)
		}
		t.Logf("kill %v after ready: during ReplaceAll %v, %d chapters replaced", kill, midway, applied)
		if midway && applied > 0 {
			t.Logf("  (killed after the commit, before \"done\" was written)")
		}
		return midway, took
	}

	_, full := run(time.Minute) // uninterrupted: how long ReplaceAll takes here
	rng := rand.New(rand.NewPCG(22, uint64(time.Now().UnixNano())))
	midways := 0
	for range 12 {
		// Mostly inside ReplaceAll, some just after it.
		if midway, _ := run(time.Duration(rng.Int64N(int64(full) * 5 / 4))); midway {
			midways++
		}
	}
	if midways == 0 {
		t.Fatalf("no child was killed during ReplaceAll (it takes %v here)", full)
	}
}
