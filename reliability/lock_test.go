package reliability

import (
	"bufio"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestSecondProcessGetsLockMessage: while one process holds a data dir
// (as the desktop app does), a CLI command in a second process must fail
// with a clear one-line message within 2 s, measured from its start to its
// exit, for a reading and a writing command.
func TestSecondProcessGetsLockMessage(t *testing.T) {
	data := filepath.Join(t.TempDir(), "data")
	holder, out, holdErr := startChild(t, roleHold, data)
	t.Cleanup(func() {
		_ = holder.Process.Kill()
		_ = holder.Wait()
	})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if !waitReady(ctx, bufio.NewScanner(out)) {
		t.Fatalf("holder never got ready: %s", holdErr.String())
	}
	// The promise is 2 s for the real binary; under the race detector the
	// child's own start-up is several times slower, which says nothing
	// about the lock.
	lockLimit := 2 * time.Second
	if raceEnabled {
		lockLimit = 4 * time.Second
	}
	for _, args := range [][]string{{"stats"}, {"backup", "now"}, {"search", "月亮"}} {
		start := time.Now()
		code, stdout, stderr := runCLI(t, append([]string{"--data", data}, args...)...)
		took := time.Since(start)
		t.Logf("%s: lock message after %v", args[0], took.Round(time.Millisecond))
		lines := strings.Split(strings.TrimRight(stderr, "\n"), "\n")
		if code != 1 || len(lines) != 1 || !strings.Contains(stderr, "already open by another InkFlow") {
			t.Errorf("%v while locked: exit %d stdout %q stderr %q; want exit 1 and one clear line", args, code, stdout, stderr)
		}
		if took > lockLimit {
			t.Errorf("%v: the lock message took %v, want < %v", args, took, lockLimit)
		}
	}
}
