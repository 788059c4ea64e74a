package reliability

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"inkflow/engine"
	"inkflow/engine/search"
)

// workload describes a run of random edits with concurrent searches.
type workload struct {
	chapters, edits int
	// warmup is the edit after which the heap baseline is taken (0: none).
	warmup int
	// searchers is how many goroutines search continuously.
	searchers int
}

// workloadResult reports what a run did.
type workloadResult struct {
	edits, searches int64
	// heapWarm and heapEnd are the live heap bytes at warm-up and at the end.
	heapWarm, heapEnd uint64
}

// liveHeap returns the smallest live heap (HeapAlloc right after a forced
// collection) over a few samples 50 ms apart. HeapInuse would add span
// fragmentation, and a single sample catches whatever bleve's background
// persister holds at that instant (about 1 MiB either way); a leak raises
// the floor, which the minimum still sees.
func liveHeap() uint64 {
	least := uint64(math.MaxUint64)
	for i := range 5 {
		if i > 0 {
			time.Sleep(50 * time.Millisecond)
		}
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		least = min(least, ms.HeapAlloc)
	}
	return least
}

// runWorkload edits chapters of e at random (replace a paragraph, append,
// delete, rewrite) while searchers query in every mode, then waits for the
// indexer, and checks that no search failed, every chapter holds its last
// save byte for byte, and the indexes are consistent (P8).
func runWorkload(t *testing.T, e *engine.Engine, w workload) workloadResult {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	p, err := e.CreateProject(fmt.Sprintf("work-%d", time.Now().UnixNano()))
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(uint64(w.edits), 3))
	ids := make([]uint64, w.chapters)
	last := make(map[uint64]string, w.chapters)
	paras := make(map[uint64][]string, w.chapters)
	for i := range ids {
		c, err := e.CreateChapter(p.ID, fmt.Sprintf("第%d章", i+1))
		if err != nil {
			t.Fatal(err)
		}
		ids[i] = c.ID
	}
	var (
		res   workloadResult
		wg    sync.WaitGroup
		errMu sync.Mutex
		errs  []error
		// quiet is held shared by each search and exclusively while the
		// heap baseline is measured, so no search's garbage or in-flight
		// results count as live heap.
		quiet   sync.RWMutex
		queries = []string{"书生喝酒", "月亮 院子", "江湖客栈的掌柜", "渡船", "琴声 少女 河边"}
		modes   = []search.Mode{search.ModeParentChild, search.ModeDirect, search.ModeKeyword}
	)
	for s := range w.searchers {
		wg.Go(func() {
			for n := s; ctx.Err() == nil; n++ {
				quiet.RLock()
				resp, err := e.Search(ctx, search.Request{Query: queries[n%len(queries)], Project: p.ID, Mode: modes[n%len(modes)], K: 5})
				quiet.RUnlock()
				if err != nil && ctx.Err() == nil {
					errMu.Lock()
					errs = append(errs, fmt.Errorf("search: %w", err))
					errMu.Unlock()
					return
				}
				seen := map[uint64]bool{}
				for _, r := range resp.Results {
					if r.ParentID != 0 && seen[r.ParentID] && modes[n%len(modes)] != search.ModeDirect {
						errMu.Lock()
						errs = append(errs, fmt.Errorf("P5: parent %d returned twice", r.ParentID))
						errMu.Unlock()
					}
					seen[r.ParentID] = true
				}
				atomic.AddInt64(&res.searches, 1)
			}
		})
	}
	begin := time.Now()
	for n := range w.edits {
		id := ids[rng.IntN(len(ids))]
		ps := paras[id]
		switch op := rng.IntN(10); {
		case len(ps) == 0 || op < 3:
			ps = append(ps, novelText(rng, 1))
		case op < 6:
			ps[rng.IntN(len(ps))] = novelText(rng, 1)
		case op < 8 && len(ps) > 1:
			i := rng.IntN(len(ps))
			ps = append(ps[:i], ps[i+1:]...)
		case op < 9:
			i := rng.IntN(len(ps))
			ps[i] += novelSentence(rng) // typing at the end of a paragraph
		default:
			ps = []string{novelText(rng, 1+rng.IntN(4))}
		}
		if len(ps) > 12 {
			ps = ps[len(ps)-12:]
		}
		paras[id] = ps
		text := strings.Join(ps, "\n\n")
		if _, err := e.SaveChapter(id, fmt.Sprintf("第%d章", id), text); err != nil {
			t.Fatalf("edit %d: %v", n, err)
		}
		last[id] = text
		res.edits++
		if n%25 == 0 {
			e.IndexNow(id)
		}
		if w.warmup > 0 && n+1 == w.warmup {
			flush(t, e)
			quiet.Lock()
			res.heapWarm = liveHeap()
			quiet.Unlock()
		}
	}
	editsDone := time.Now()
	flush(t, e)
	t.Logf("edits took %v, final flush %v", editsDone.Sub(begin), time.Since(editsDone))
	cancel()
	wg.Wait()
	for _, err := range errs {
		t.Error(err)
	}
	for id, want := range last {
		c, err := e.Chapter(id)
		if err != nil {
			t.Fatal(err)
		}
		if c.Text != want {
			t.Errorf("chapter %d: stored text differs from its last save", id)
		}
	}
	checkConsistent(t, e)
	if w.warmup > 0 {
		res.heapEnd = liveHeap()
	}
	return res
}

// TestConcurrentSearchWhileIndexing runs searches in every mode against
// an indexer that is committing edits; the Makefile runs this package
// under -race too (RACE_PKGS).
func TestConcurrentSearchWhileIndexing(t *testing.T) {
	e := openEngine(t, t.TempDir(), nil, 5*time.Millisecond)
	res := runWorkload(t, e, workload{chapters: 8, edits: 60, searchers: 2})
	t.Logf("%d edits, %d concurrent searches", res.edits, res.searches)
	if res.searches == 0 {
		t.Fatal("no search ran concurrently with the edits")
	}
}

// TestSoak: many random edits across many chapters while a goroutine
// searches continuously; afterwards everything is stored and consistent,
// and the heap has not grown by more than 20 % since warm-up.
func TestSoak(t *testing.T) {
	w := workload{chapters: 50, edits: 300, warmup: 60, searchers: 1}
	switch {
	case long():
		w.edits, w.warmup = 10_000, 1_000
	case raceEnabled:
		w.edits, w.warmup = 60, 20
	}
	e := openEngine(t, t.TempDir(), nil, 20*time.Millisecond)
	start := time.Now()
	res := runWorkload(t, e, w)
	growth := float64(res.heapEnd)/float64(res.heapWarm) - 1
	t.Logf("soak: %d edits over %d chapters, %d searches in %v; live heap %.2f MiB after warm-up, %.2f MiB at end (%+.1f%%)",
		res.edits, w.chapters, res.searches, time.Since(start).Round(time.Millisecond),
		float64(res.heapWarm)/(1<<20), float64(res.heapEnd)/(1<<20), 100*growth)
	if growth > 0.20 {
		t.Errorf("live heap grew by %.1f%% after warm-up, want <= 20%%", 100*growth)
	}
}
