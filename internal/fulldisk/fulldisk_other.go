//go:build !linux

package fulldisk

import "testing"

// RunInChild skips t: the file-size limit that stands in for a full disk
// is set up for Linux only.
func RunInChild(t *testing.T) (isChild bool) {
	t.Helper()
	t.Skip("full-disk tests run on Linux only")
	return false
}

// Limit is never reached: RunInChild skipped the test.
func Limit(t *testing.T, limit uint64) (lift func()) {
	t.Helper()
	t.Skip("full-disk tests run on Linux only")
	return func() {}
}

// WithLimit is never reached: RunInChild skipped the test.
func WithLimit(t *testing.T, limit uint64, fn func()) {
	t.Helper()
	t.Skip("full-disk tests run on Linux only")
}
