package engine

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"inkflow/engine/index"
	"inkflow/engine/search"
	"inkflow/internal/procmem"
	"inkflow/storage"
)

// TestReindexReturnsMemory re-indexes a book of 40 chapters and checks,
// with a real database file, that once the indexer is idle the pages of
// the file the re-index read are no longer resident in the process
// (/proc/self/smaps) and the Go heap's free memory went back to the
// system (runtime/metrics); after one saved chapter only the mapping is
// released, and after searches the mapping too.
//
// Each step waits for the trims its work arms (settle), not for a pause
// without one: on a loaded machine a trim came more than the half second
// it waited after the work, and was counted with the next step's (the
// re-index's heap trim taken for the saved chapter's).
func TestReindexReturnsMemory(t *testing.T) {
	dir := t.TempDir()
	// The vector file is written an hour after indexing: the 30 s default
	// can fall in the middle of a test a loaded machine slows, and the
	// write's buffers would be in the heap a trim reads.
	e, err := Open(Options{DataDir: dir, Embedder: newBigram(), Debounce: testDebounceNever, Logger: testLogger(t), TrimDelay: 50 * time.Millisecond, PersistDelay: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	trims := make(chan trimResult, 100)
	e.trim.setOnTrim(func(r trimResult) { trims <- r })
	// The indexer's events reach the trimmer through this subscription,
	// which notes when the last one the trimmer took was the idle that
	// arms its timer: Flush returns once the indexer is idle, which can
	// be before that event is sent.
	var trimmerIdle atomic.Bool
	e.untrim()
	e.untrim = e.ix.Subscribe(func(ev index.Event) {
		e.trim.event(ev)
		trimmerIdle.Store(ev.Kind == index.EventIdle)
	})
	trimmerIdle.Store(true) // no work yet
	path := filepath.Join(dir, storage.FileName)
	// wait runs the engine's waits with a deadline for a loaded machine,
	// where a re-index of the book took over a minute.
	wait := func(fn func(context.Context) error) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		if err := fn(ctx); err != nil {
			t.Fatal(err)
		}
	}
	// settle waits until the background work is done and the trims it
	// armed have run, and returns the trims seen.
	settle := func() []trimResult {
		t.Helper()
		wait(e.Flush)
		wait(e.FlushMentions)
		var seen []trimResult
		deadline := time.Now().Add(5 * time.Minute)
		for {
			select {
			case r := <-trims:
				seen = append(seen, r)
				continue
			default:
			}
			if trimmerIdle.Load() && e.trim.quiet() && len(trims) == 0 {
				return seen
			}
			if time.Now().After(deadline) {
				t.Fatalf("the trims after the work did not end within 5 minutes (%d seen)", len(seen))
			}
			time.Sleep(10 * time.Millisecond)
		}
	}
	p := mustProject(t, e, "长篇")
	var ids []uint64
	for i := range trimMinTasks + 8 {
		ids = append(ids, mustChapter(t, e, p.ID, "第"+strconv.Itoa(i+1)+"章", plainText(uint64(i), 6000)).ID)
	}
	settle()

	// The test's premise: reading the book through the engine makes the
	// file's pages resident, and reading starts no trim.
	for _, id := range ids {
		if _, err := e.Chapter(id); err != nil {
			t.Fatal(err)
		}
	}
	read := procmem.MustMappedResident(t, path)
	if read < 1<<20 {
		t.Fatalf("after reading every chapter only %d kB of the database is resident", read>>10)
	}

	wait(func(ctx context.Context) error { return e.Reindex(ctx, p.ID) })
	seen := settle()
	after := procmem.MustMappedResident(t, path)
	var heap *trimResult
	for i := range seen {
		if seen[i].Heap {
			heap = &seen[i]
		}
	}
	t.Logf("%d kB resident after reading every chapter, %d kB after the re-index's trims %+v", read>>10, after>>10, seen)
	if heap == nil || heap.Mapped <= 0 || heap.HeapFreeAfter > 8<<20 {
		t.Errorf("after a re-index of %d chapters no trim returned the heap and advised the mapping (%+v)", len(ids), seen)
	}
	if after > read/4 {
		t.Errorf("%d kB of the database is resident after the trim, %d kB before the re-index", after>>10, read>>10)
	}

	// A saved chapter: the mapping goes back, the heap is left alone (a
	// full collection per save would cost more than it returns).
	if _, err := e.SaveChapter(ids[0], "第1章", plainText(99, 6000)); err != nil {
		t.Fatal(err)
	}
	seen = settle()
	if len(seen) == 0 || seen[len(seen)-1].Mapped <= 0 {
		t.Errorf("after a saved chapter the trims %+v advised no mapping", seen)
	}
	for _, r := range seen {
		if r.Heap && r.HeapFree < trimMinHeapFree {
			t.Errorf("a trim after a saved chapter returned the heap with %d kB free", r.HeapFree>>10)
		}
	}

	// Searches map scattered pages; a pause after them gives them back.
	text := []rune(plainText(7, 3000))
	for i := range 30 {
		q := string(text[i*50 : i*50+4])
		wait(func(ctx context.Context) error {
			_, err := e.Search(ctx, search.Request{Query: q, Project: p.ID, K: 20})
			return err
		})
	}
	searched := procmem.MustMappedResident(t, path)
	settle()
	got := procmem.MustMappedResident(t, path)
	t.Logf("searches: %d kB resident right after them, %d kB after the trim", searched>>10, got>>10)
	if got > searched/4 {
		t.Errorf("%d kB of the database is resident after the searches' trim, %d kB right after them", got>>10, searched>>10)
	}
}

// TestOpenReleasesTheMapping reopens a book: the start-up scans
// (reconciling the search indexes with every child, looking for
// unindexed blocks, the mention tracker's look at every chapter) must not
// leave the database file mapped once they are done.
func TestOpenReleasesTheMapping(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "长篇")
	for i := range 20 {
		mustChapter(t, e, p.ID, "第"+strconv.Itoa(i+1)+"章", plainText(uint64(i), 6000))
	}
	flush(t, e)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	// The vector index file gone: Open rebuilds it from every child.
	if err := os.Remove(filepath.Join(dir, VectorFile)); err != nil {
		t.Fatal(err)
	}
	e, err := Open(Options{DataDir: dir, Embedder: newBigram(), Debounce: testDebounceNever, Logger: testLogger(t), TrimDelay: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	waitMinute(t, e.FlushMentions)
	path := filepath.Join(dir, storage.FileName)
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	// The trim follows the last pass by TrimDelay.
	var got, most int64
	for start := time.Now(); time.Since(start) < 10*time.Second; time.Sleep(20 * time.Millisecond) {
		if got = procmem.MustMappedResident(t, path); got <= fi.Size()/20 {
			break
		}
		most = max(most, got)
	}
	t.Logf("database %d kB: up to %d kB resident after Open, %d kB at the end", fi.Size()>>10, most>>10, got>>10)
	if got > fi.Size()/20 {
		t.Errorf("10 s after Open and its background passes %d kB of the %d kB database are resident", got>>10, fi.Size()>>10)
	}
}

// TestSearchBurstReleasesTheMapping: searches that never pause (search
// as you type, one query after another) give the database mapping back
// every searchReleaseEvery searches, without waiting for the pause-trim
// (an hour away here). Only the pause released it, so a long burst kept
// every page its searches had faulted in: all 249 MB of a web novel's
// database after 800 searches (BENCHMARKS.md).
func TestSearchBurstReleasesTheMapping(t *testing.T) {
	dir := t.TempDir()
	e, err := Open(Options{DataDir: dir, Embedder: newBigram(), Debounce: testDebounceNever, Logger: testLogger(t), TrimDelay: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { e.Close() })
	releases := make(chan trimResult, 100)
	e.trim.setOnTrim(func(r trimResult) { releases <- r })
	p := mustProject(t, e, "长篇")
	var ids []uint64
	for i := range 20 {
		ids = append(ids, mustChapter(t, e, p.ID, "第"+strconv.Itoa(i+1)+"章", plainText(uint64(i), 6000)).ID)
	}
	flush(t, e)
	path := filepath.Join(dir, storage.FileName)
	text := []rune(plainText(7, 3000))
	ctx := context.Background()
	for _, tc := range []struct {
		name     string
		searches int
		release  bool
	}{
		{"fewer searches than the release needs", searchReleaseEvery - 1, false},
		{"the search that completes the count", 1, true},
		{"another full count", searchReleaseEvery, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, id := range ids { // the premise: the file's pages resident
				if _, err := e.Chapter(id); err != nil {
					t.Fatal(err)
				}
			}
			read := procmem.MustMappedResident(t, path)
			for i := range tc.searches {
				q := string(text[i*50 : i*50+4])
				if _, err := e.Search(ctx, search.Request{Query: q, Project: p.ID, K: 20}); err != nil {
					t.Fatal(err)
				}
			}
			select {
			case r := <-releases:
				if !tc.release {
					t.Fatalf("released the mapping (%+v) after %d searches", r, tc.searches)
				}
				got := procmem.MustMappedResident(t, path)
				t.Logf("%d kB resident before the searches, %d kB after the release", read>>10, got>>10)
				if r.Mapped <= 0 || got > read/4 {
					t.Errorf("the release advised %d bytes and left %d of %d kB resident", r.Mapped, got>>10, read>>10)
				}
			case <-time.After(5 * time.Second):
				if tc.release {
					t.Fatalf("no release of the mapping within 5 s of %d searches without a pause (%d kB resident)", tc.searches, procmem.MustMappedResident(t, path)>>10)
				}
			}
		})
	}
}

// quiet reports whether no trim is armed, under way or releasing the
// mapping after searches: once the work is done, every trim it armed has
// run and called onTrim.
func (m *memTrimmer) quiet() bool {
	m.mu.Lock()
	busy := m.timer != nil || m.releasing
	m.mu.Unlock()
	if busy || !m.running.TryLock() { // a trim clears timer as it starts, and holds running to its end
		return false
	}
	m.running.Unlock()
	return true
}
