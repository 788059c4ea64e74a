package engine

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"inkflow/storage"
)

// TestReindexReturnsMemory re-indexes a book of 40 chapters and
// checks, with a real database file, that once the indexer is idle the
// pages of the file the re-index read are no longer resident in the
// process (/proc/self/smaps) and the Go heap's free memory went back to
// the system (runtime/metrics); after one saved chapter only the mapping
// is released.
func TestReindexReturnsMemory(t *testing.T) {
	dir := t.TempDir()
	e, err := Open(Options{DataDir: dir, Embedder: newBigram(), Debounce: testDebounceNever, Logger: testLogger(t), TrimDelay: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	trims := make(chan trimResult, 16)
	e.trim.setOnTrim(func(r trimResult) { trims <- r })
	waitTrim := func(after string) trimResult {
		t.Helper()
		select {
		case r := <-trims:
			return r
		case <-time.After(30 * time.Second):
			t.Fatalf("no trim 30 s after %s", after)
			return trimResult{}
		}
	}
	p := mustProject(t, e, "长篇")
	var ids []uint64
	for i := range trimMinTasks + 8 {
		ids = append(ids, mustChapter(t, e, p.ID, "第"+strconv.Itoa(i+1)+"章", plainText(uint64(i), 6000)).ID)
	}
	flush(t, e)
	waitTrim("indexing the chapters")

	// The test's premise: reading the book through the engine makes the
	// file's pages resident, and reading starts no indexing, so no trim.
	for _, id := range ids {
		if _, err := e.Chapter(id); err != nil {
			t.Fatal(err)
		}
	}
	path := filepath.Join(dir, storage.FileName)
	read := mappedResident(t, path)
	if read < 1<<20 {
		t.Fatalf("after reading every chapter only %d kB of the database is resident", read>>10)
	}

	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := e.Reindex(ctx, p.ID); err != nil {
		t.Fatal(err)
	}
	r := waitTrim("the re-index")
	after, free := mappedResident(t, path), heapFree()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("database %d kB: %d kB resident after reading it, %d kB after the re-index's trim (%d kB advised); heap free %d kB before the trim, %d kB after",
		fi.Size()>>10, read>>10, after>>10, r.Mapped>>10, r.HeapFree>>10, free>>10)
	if r.Mapped <= 0 || !r.Heap {
		t.Errorf("the trim after a re-index of %d chapters advised %d bytes of the database mapping and returned the heap: %v", len(ids), r.Mapped, r.Heap)
	}
	// Whatever the search indexes' last updates read may be back.
	if after > read/4 {
		t.Errorf("%d kB of the database is resident after the trim, %d kB before the re-index", after>>10, read>>10)
	}
	if free > 8<<20 {
		t.Errorf("%d kB of free heap kept after the trim", free>>10)
	}

	// A saved chapter: the mapping goes back, the heap is left alone (a
	// full collection per save would cost more than it returns).
	if _, err := e.SaveChapter(ids[0], "第1章", plainText(99, 6000)); err != nil {
		t.Fatal(err)
	}
	flush(t, e)
	if r := waitTrim("a saved chapter"); r.Mapped <= 0 || r.Heap {
		t.Errorf("the trim after a saved chapter advised %d bytes of the mapping and returned the heap: %v, want some and false", r.Mapped, r.Heap)
	}
}

// mappedResident sums the resident bytes of the process's mappings of the
// file at path, from /proc/self/smaps.
func mappedResident(t *testing.T, path string) int64 {
	t.Helper()
	data, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Fatal(err)
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
				t.Fatalf("smaps: %q: %v", line, err)
			}
			kb += n
		}
	}
	return kb << 10
}
