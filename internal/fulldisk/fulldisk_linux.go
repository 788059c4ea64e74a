//go:build linux

package fulldisk

import (
	"bytes"
	"os"
	"os/exec"
	"syscall"
	"testing"
)

// childEnv marks the child process RunInChild starts.
const childEnv = "INKFLOW_FULLDISK_TEST_CHILD"

// RunInChild runs test t again in a child process and fails with the
// child's output if the child fails. It reports whether the caller is that
// child, which then runs the test itself:
//
//	if !fulldisk.RunInChild(t) {
//		return
//	}
//
// Why: the file-size limit holds for every file the process writes, go
// test's own record of the files a test opens included (-test.testlogfile,
// kept whenever the result may be cached). After a package's other tests
// that record is past the limit, so `go test` without -count=1 passed
// every test and then failed the package: "can't write testlog.txt: file
// too large". The child is started without that flag, so the limit falls
// on the test's files alone.
func RunInChild(t *testing.T) (isChild bool) {
	t.Helper()
	if os.Getenv(childEnv) != "" {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run=^"+t.Name()+"$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	out, err := cmd.CombinedOutput()
	switch {
	case err != nil:
		t.Fatalf("in a child process: %v\n%s", err, out)
	case bytes.Contains(out, []byte("--- SKIP")):
		t.Skipf("skipped in the child process:\n%s", out)
	case !bytes.Contains(out, []byte("--- PASS: "+t.Name())):
		t.Fatalf("the child process did not run %s:\n%s", t.Name(), out)
	}
	return false
}

// Limit sets the process's file-size limit to limit bytes, so that a write
// reaching past byte limit of any file fails (Go ignores SIGXFSZ), and
// returns the function that lifts it again: the disk has room once more.
// The limit goes by offset, not by file size: Linux refuses a write that
// ends past it even inside a file that is already longer. Call it only in
// the child process of RunInChild.
func Limit(t *testing.T, limit uint64) (lift func()) {
	t.Helper()
	var old syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
		t.Skipf("no file-size limit here: %v", err)
	}
	lim := syscall.Rlimit{Cur: limit, Max: old.Max}
	if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &lim); err != nil {
		t.Skipf("cannot set the file-size limit: %v", err)
	}
	lifted := false
	lift = func() {
		if lifted {
			return
		}
		lifted = true
		if err := syscall.Setrlimit(syscall.RLIMIT_FSIZE, &old); err != nil {
			t.Fatalf("restore the file-size limit: %v", err)
		}
	}
	t.Cleanup(lift)
	return lift
}

// WithLimit runs fn with the file-size limit at limit bytes (see Limit).
func WithLimit(t *testing.T, limit uint64, fn func()) {
	t.Helper()
	lift := Limit(t, limit)
	defer lift()
	fn()
}
