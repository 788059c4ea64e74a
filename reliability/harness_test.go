package reliability

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"inkflow/engine"
	"inkflow/model"
)

// childEnv selects a child-process role when the test binary re-executes
// itself (see TestMain); the parent test never sets it for itself.
const childEnv = "INKFLOW_RELIABILITY_CHILD"

// soakEnv turns on the long variants (make soak).
const soakEnv = "INKFLOW_SOAK"

func TestMain(m *testing.M) {
	if role := os.Getenv(childEnv); role != "" {
		os.Exit(runChild(role, os.Args[1:]))
	}
	os.Exit(m.Run())
}

// long reports whether the long (soak) variants were asked for.
func long() bool { return os.Getenv(soakEnv) != "" }

// fixtureDir is the tiny static model: real ONNX graph, real runtime.
func fixtureDir() string {
	dir, err := filepath.Abs(filepath.Join("..", "model", "testdata", "tiny-static"))
	if err != nil {
		panic(err)
	}
	return dir
}

var (
	modelOnce sync.Once
	modelEmb  *model.ONNXEmbedder
	modelErr  error
)

// loadModel loads the fixture model once per process; an ONNXEmbedder is
// safe for concurrent use, and sharing it keeps the tests' memory flat.
func loadModel(t testing.TB) model.Embedder {
	t.Helper()
	modelOnce.Do(func() { modelEmb, modelErr = model.Load(fixtureDir(), model.Options{Threads: 1}) })
	if modelErr != nil {
		t.Fatalf("load fixture model: %v", modelErr)
	}
	return modelEmb
}

// openEngine opens dir with the fixture model; logs go to lb when non-nil.
func openEngine(t testing.TB, dir string, lb *lockedBuffer, debounce time.Duration) *engine.Engine {
	t.Helper()
	var logger *slog.Logger
	if lb != nil {
		logger = slog.New(slog.NewTextHandler(lb, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	e, err := engine.Open(engine.Options{DataDir: dir, Embedder: loadModel(t), Logger: logger, Debounce: debounce})
	if err != nil {
		t.Fatalf("open %s: %v", dir, err)
	}
	t.Cleanup(func() { e.Close() })
	return e
}

// flush waits until the indexer is idle.
func flush(t testing.TB, e *engine.Engine) {
	t.Helper()
	timeout := 2 * time.Minute
	if long() {
		timeout = 20 * time.Minute // 20 MB of distinct text under make soak
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatalf("flush: %v", err)
	}
}

func sha(s string) string {
	h := sha256.Sum256([]byte(s))
	return hex.EncodeToString(h[:])
}

// consistencyErrors checks, after Flush, what must hold once the indexer
// is idle: nothing dirty, pending or failed; every child points at a
// stored parent (P2); and the vector and keyword indexes hold exactly the
// stored children (P8), no orphans either way.
func consistencyErrors(e *engine.Engine) []error {
	var errs []error
	st, err := e.Stats(context.Background())
	if err != nil {
		return []error{err}
	}
	if st.DirtyBlocks != 0 || st.PendingTasks != 0 || st.FailedTasks != 0 {
		errs = append(errs, fmt.Errorf("not idle: dirty %d pending %d failed %d", st.DirtyBlocks, st.PendingTasks, st.FailedTasks))
	}
	if st.Vectors != st.Children {
		errs = append(errs, fmt.Errorf("P8: %d vectors, %d children", st.Vectors, st.Children))
	}
	if err := e.Verify(); err != nil {
		errs = append(errs, err) // P2 and P8, one violation a line
	}
	return errs
}

// checkConsistent flushes and fails the test on any consistencyErrors.
func checkConsistent(t testing.TB, e *engine.Engine) {
	t.Helper()
	flush(t, e)
	for _, err := range consistencyErrors(e) {
		t.Error(err)
	}
}
