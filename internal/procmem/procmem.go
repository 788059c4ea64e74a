// Package procmem reads how much of a file the process has mapped and
// resident, from Linux's /proc/self/smaps: tests of code that gives a
// file mapping's pages back (storage.DB.ReleaseMapped) measure with it.
package procmem

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
)

// MappedResident sums the resident bytes (Rss) of the process's mappings
// of the file at path. It fails where /proc/self/smaps does not exist.
func MappedResident(path string) (int64, error) {
	data, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		return 0, fmt.Errorf("procmem: %w", err)
	}
	var kb int64
	in := false
	for line := range strings.Lines(string(data)) {
		f := strings.Fields(line)
		switch {
		case len(f) >= 5 && strings.Contains(f[0], "-"): // a mapping's header
			in = len(f) >= 6 && strings.Join(f[5:], " ") == path
		case in && len(f) == 3 && f[0] == "Rss:":
			n, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				return 0, fmt.Errorf("procmem: smaps line %q: %w", strings.TrimSpace(line), err)
			}
			kb += n
		}
	}
	return kb << 10, nil
}

// MustMappedResident is MappedResident for tests: an error ends the test.
func MustMappedResident(tb testing.TB, path string) int64 {
	tb.Helper()
	n, err := MappedResident(path)
	if err != nil {
		tb.Fatal(err)
	}
	return n
}
