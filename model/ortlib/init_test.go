package ortlib

import (
	"strings"
	"sync"
	"testing"
)

// TestInit loads the real library. It fails (never skips) without it: run
// `make ort` (scripts/fetch-ort.sh) first, as `make test` does.
func TestInit(t *testing.T) {
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() {
			errs[i] = Init()
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatalf("Init: %v", err)
		}
	}
	if v := Version(); !strings.HasPrefix(v, "1.") {
		t.Errorf("Version() = %q, want an ONNX Runtime 1.x version", v)
	}
	if LibraryPath() == "" {
		t.Error("LibraryPath() is empty after a successful Init")
	}
	if err := Init(); err != nil {
		t.Errorf("second Init: %v", err)
	}
}
