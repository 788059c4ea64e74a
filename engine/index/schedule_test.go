package index

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"inkflow/engine/index/indextest"
	"inkflow/storage"
	"inkflow/storage/vector"
)

func TestBackoff(t *testing.T) {
	want := []time.Duration{1, 2, 4, 8, 16, 32, 60, 60, 60}
	for i, w := range want {
		if got := backoff(i + 1); got != w*time.Second {
			t.Errorf("backoff(%d) = %v, want %v", i+1, got, w*time.Second)
		}
	}
	if got := backoff(1000); got != backoffMax {
		t.Errorf("backoff(1000) = %v", got)
	}
}

const para = "宝玉听了，便走近前来，细细看那石上的字迹。原来是一篇故事，说的是一块顽石的来历。\n\n黛玉笑道：“你又在这里胡说。”宝玉也笑了，两人一同往园子里去了。那日天气正好，花开得满园都是。"

// TestDebounceCoalesces: a burst of saves becomes one task, started a
// debounce delay after the last save, that indexes the latest text. The
// scheduler runs on a clock the test moves: each save comes 1 ms before
// the debounce of the one before would end, so ten saves span nine
// debounces and must still make one task. (On the wall clock, with 20 ms
// sleeps between saves, a machine stalled for 200 ms let a task start
// mid-burst and the test failed under load.)
func TestDebounceCoalesces(t *testing.T) {
	const debounce = 200 * time.Millisecond
	clk := newManualClock()
	emb := indextest.NewCounting(indextest.Bigram{})
	f := newFixture(t, emb, debounce, func(c *Config) { c.clock = clk })
	o := f.chapter()
	var last string
	for i := range 10 {
		if i > 0 {
			clk.Advance(debounce - time.Millisecond)
		}
		last = fmt.Sprintf("%s第%d稿。", para, i)
		f.save(o, last, false)
		// The worker has seen this save: it waits for the debounce
		// counted from it, not from the first save of the burst.
		due := clk.Now().Add(debounce)
		f.waitFor(30*time.Second, fmt.Sprintf("the worker to wait until save %d's debounce ends", i+1),
			func() bool { return clk.waitsFor(due) })
		if n := len(f.eventsOf(EventRunning)); n != 0 {
			t.Fatalf("%d tasks started during the burst, at save %d", n, i+1)
		}
	}
	clk.Advance(debounce)
	f.waitFor(30*time.Second, "the task", func() bool { return len(f.eventsOf(EventDone)) == 1 })
	// The owner left the queue with the task: no second task can follow.
	if pending, running, _ := f.ix.Counts(); pending != 0 || running != 0 {
		t.Fatalf("after the task: %d owners pending, %d running, want none", pending, running)
	}
	if n := len(f.eventsOf(EventDone)); n != 1 {
		t.Fatalf("%d tasks ran for one burst of saves, want 1", n)
	}
	if running := f.eventsOf(EventRunning); len(running) != 1 {
		t.Fatalf("%d tasks started, want 1", len(running))
	}
	got := f.parentTexts(o)
	if strings.Join(got, "\n\n") != last {
		t.Fatalf("indexed text %q, want the latest save %q", got, last)
	}
	done := f.eventsOf(EventDone)[0]
	if done.Task.ParentsAdded == 0 || done.Task.ChildrenAdded == 0 {
		t.Errorf("done event %+v reports no work", done)
	}
	f.checkP8()
}

// TestWorkerRunsAnOwnerDueWhileItLooked: the save's debounce ends between
// the worker finding the owner not yet due and reading how long to wait
// for it (a machine stalled there). The wait, negative, was no wait at
// all: the worker slept until some other change woke it, and the chapter
// stayed unindexed meanwhile. It must run the owner at once.
func TestWorkerRunsAnOwnerDueWhileItLooked(t *testing.T) {
	const debounce = 200 * time.Millisecond
	clk := newManualClock()
	f := newFixture(t, indextest.Bigram{}, debounce, func(c *Config) { c.clock = clk })
	o := f.chapter()
	// The times read from here: the save's (its due time), the worker's
	// check whether the owner is due, then the worker's reading of how
	// long to wait, which finds the debounce over.
	clk.stall(3, 2*debounce)
	f.save(o, para, false)
	f.waitFor(30*time.Second, "the task", func() bool { return len(f.eventsOf(EventDone)) == 1 })
}

// TestDebounceWaits: the task does not start before the delay expires.
func TestDebounceWaits(t *testing.T) {
	const debounce = 300 * time.Millisecond
	f := newFixture(t, indextest.Bigram{}, debounce)
	o := f.chapter()
	start := time.Now()
	f.save(o, para, false)
	f.waitFor(5*time.Second, "the task", func() bool { return len(f.eventsOf(EventDone)) == 1 })
	if took := time.Since(start); took < debounce {
		t.Fatalf("task finished %v after the save, before the %v debounce", took, debounce)
	}
}

// TestFlushSkipsDebounce: with an hour-long debounce, Flush indexes at once.
func TestFlushSkipsDebounce(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	o := f.chapter()
	f.save(o, para, false)
	time.Sleep(50 * time.Millisecond)
	if n := len(f.eventsOf(EventDone)); n != 0 {
		t.Fatalf("task ran before the debounce: %d", n)
	}
	start := time.Now()
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Fatalf("Flush took %v", took)
	}
	if n := len(f.eventsOf(EventDone)); n != 1 {
		t.Fatalf("%d tasks after Flush, want 1", n)
	}
	if f.dirtyBlocks(o) != 0 {
		t.Fatal("blocks still dirty after Flush")
	}
	f.checkP8()
}

// TestImmediateScheduleSkipsDebounce: an explicit save indexes without
// waiting for the debounce.
func TestImmediateScheduleSkipsDebounce(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	o := f.chapter()
	f.save(o, para, true)
	f.waitFor(5*time.Second, "the task", func() bool { return len(f.eventsOf(EventDone)) == 1 })
}

// TestFailingEmbedderRetries: failures leave the blocks dirty, are
// retried after 1 s, 2 s …, and the owner is indexed once the model
// recovers.
func TestFailingEmbedderRetries(t *testing.T) {
	emb := indextest.NewFailing(indextest.Bigram{}, true)
	f := newFixture(t, emb, time.Hour)
	o := f.chapter()
	f.save(o, para, true)
	err := f.flush()
	if !errors.Is(err, ErrIndexFailed) || !errors.Is(err, indextest.ErrInjected) {
		t.Fatalf("Flush with a failing model: err = %v, want ErrIndexFailed wrapping the cause", err)
	}
	if f.dirtyBlocks(o) == 0 {
		t.Fatal("a failed task cleared dirty flags")
	}
	if pending, _, failed := f.ix.Counts(); pending != 1 || failed != 1 {
		t.Fatalf("counts pending=%d failed=%d, want 1 and 1", pending, failed)
	}
	if _, _, failed := f.ix.Pending(o); !failed {
		t.Fatal("owner not reported failed")
	}
	f.waitFor(5*time.Second, "the second failure", func() bool { return len(f.eventsOf(EventFailed)) >= 2 })
	fails := f.eventsOf(EventFailed)
	if fails[0].Retry != time.Second || fails[1].Retry != 2*time.Second {
		t.Fatalf("retry delays %v, %v; want 1s, 2s", fails[0].Retry, fails[1].Retry)
	}
	emb.SetFailing(false)
	f.waitFor(10*time.Second, "recovery", func() bool { return len(f.eventsOf(EventDone)) == 1 })
	if f.dirtyBlocks(o) != 0 {
		t.Fatal("blocks still dirty after recovery")
	}
	if pending, _, failed := f.ix.Counts(); pending != 0 || failed != 0 {
		t.Fatalf("after recovery pending=%d failed=%d", pending, failed)
	}
	if m := f.ix.Metrics(); m.TasksFailed < 2 || m.TasksDone != 1 {
		t.Fatalf("metrics %+v", m)
	}
	f.checkP8()
}

// TestSaveDuringTaskRequeues: a save that lands while a task embeds
// makes the task's result stale; it is discarded, the owner stays dirty
// and runs again with the latest text.
func TestSaveDuringTaskRequeues(t *testing.T) {
	emb := indextest.NewBlocking(indextest.Bigram{})
	f := newFixture(t, emb, time.Hour)
	o := f.chapter()
	f.save(o, para, true)
	<-emb.Entered()
	newer := para + "\n\n忽听外面有人说：“林姑娘来了。”宝玉连忙起身迎了出去。"
	f.save(o, newer, false)
	emb.Release()
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(f.parentTexts(o), "\n\n"); got != newer {
		t.Fatalf("indexed %q, want the text saved during the task", got)
	}
	if f.dirtyBlocks(o) != 0 {
		t.Fatal("blocks still dirty")
	}
	if n := len(f.eventsOf(EventDone)); n != 1 {
		t.Fatalf("%d committed tasks, want 1 (the stale one must not commit)", n)
	}
	f.checkP8()
}

// TestConcurrentSavesAndSearches runs saves on several owners while
// searches hit the vector and keyword indexes (run with -race), then
// checks P8.
func TestConcurrentSavesAndSearches(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, 5*time.Millisecond)
	owners := []storage.Owner{f.chapter(), f.chapter(), f.chapter()}
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range 2 {
		wg.Go(func() {
			q, _ := indextest.Bigram{}.EmbedQuery(context.Background(), "宝玉黛玉")
			for {
				select {
				case <-stop:
					return
				default:
				}
				emb, vix := f.ix.Active()
				if emb == nil || vix == nil {
					t.Error("no active model")
					return
				}
				vix.Search(q, 5)
				if i == 0 {
					if _, err := f.ix.Keyword().Search(keywordQuery("宝玉", f.project)); err != nil {
						t.Error(err)
						return
					}
				}
			}
		})
	}
	var saves sync.WaitGroup
	for k, o := range owners {
		saves.Go(func() {
			for i := range 15 {
				text := fmt.Sprintf("%s\n\n第%d章第%d稿，情节又有变化。%s", para, k, i, strings.Repeat("园中花木繁盛。", i%4))
				f.save(o, text, i%3 == 0)
				time.Sleep(3 * time.Millisecond)
			}
		})
	}
	saves.Wait()
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	close(stop)
	wg.Wait()
	f.checkP8()
	for _, o := range owners {
		if f.dirtyBlocks(o) != 0 {
			t.Fatalf("%s still dirty", o)
		}
	}
}

// TestVectorsPersistedWhenQuiet: the vector index reaches disk once the
// indexer has been quiet for PersistDelay, not after every task.
func TestVectorsPersistedWhenQuiet(t *testing.T) {
	dir := t.TempDir()
	db, err := storage.Open(filepath.Join(dir, storage.FileName))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var o storage.Owner
	if err := db.Update(func(tx *storage.Tx) error {
		p, err := tx.CreateProject("p")
		if err != nil {
			return err
		}
		c, err := tx.CreateChapter(p.ID, "c", 1)
		o = c.Owner()
		return err
	}); err != nil {
		t.Fatal(err)
	}
	const delay = 300 * time.Millisecond
	vecPath := filepath.Join(dir, "vectors.idx")
	ix, err := Open(Config{DB: db, KeywordDir: filepath.Join(dir, "kw"), VectorPath: vecPath, Debounce: time.Hour, PersistDelay: delay}, indextest.Bigram{})
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	f := &fixture{t: t, dir: dir, db: db, ix: ix}
	f.save(o, para, true)
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(vecPath); err == nil {
		t.Fatal("vector index written right after the task")
	}
	f.waitFor(5*time.Second, "the vector file", func() bool { _, err := os.Stat(vecPath); return err == nil })
	loaded, err := vector.LoadFile(vecPath)
	if err != nil {
		t.Fatal(err)
	}
	_, vix := ix.Active()
	if loaded.Len() != vix.Len() || loaded.Len() == 0 {
		t.Fatalf("persisted %d vectors, index has %d", loaded.Len(), vix.Len())
	}
}

// TestScheduleBacklogIsLinear: queueing n owners (what Open does with the
// backlog a killed import leaves) must examine O(n) owner records, not
// O(n²) — every Schedule sends an event with the queue's counts, and
// counting by a loop over the queue made 100,000 chapters take minutes.
// The scheduler's visit counter is checked, not the time, so the test
// holds on a loaded machine.
func TestScheduleBacklogIsLinear(t *testing.T) {
	f := newFixture(t, nil, time.Hour) // no model: nothing is claimed
	const n = 20_000
	for i := range n {
		f.ix.Schedule(storage.ChapterOwner(uint64(i+1)), true)
	}
	f.ix.mu.Lock()
	visits, pending := f.ix.visits, len(f.ix.owners)
	f.ix.mu.Unlock()
	if pending != n {
		t.Fatalf("%d owners queued, want %d", pending, n)
	}
	if visits > n {
		t.Fatalf("queueing %d owners examined %d owner records; want at most %d (linear)", n, visits, n)
	}
	if p, _, failed := f.ix.Counts(); p != n || failed != 0 {
		t.Fatalf("Counts = %d pending, %d failed; want %d, 0", p, failed, n)
	}
}

// TestWorkingThroughBacklogIsLinear: claiming and flushing a backlog of n
// owners (chapters deleted meanwhile, so each task is quick) examines
// O(n) owner records: workers take the next owner from a heap, and Flush
// looks at the whole queue only when nothing is running or due.
func TestWorkingThroughBacklogIsLinear(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	const n = 2_000
	for i := range n {
		f.ix.Schedule(storage.ChapterOwner(uint64(1_000_000+i)), true)
	}
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	f.ix.mu.Lock()
	visits := f.ix.visits
	f.ix.mu.Unlock()
	t.Logf("%d owners: %d owner records examined", n, visits)
	if visits > 4*n {
		t.Fatalf("working through %d owners examined %d owner records; want at most %d (linear)", n, visits, 4*n)
	}
}

// panicking is a model that panics, as a bug set off by one owner's data
// would inside a task.
type panicking struct{ indextest.Bigram }

func (panicking) Embed(context.Context, []string) ([][]float32, error) { panic("boom") }

// TestPanickingTaskIsAFailure: a panic inside a task on a worker
// goroutine, where nothing above could recover it, becomes that task's
// failure (retried, reported by Flush) instead of killing the process.
func TestPanickingTaskIsAFailure(t *testing.T) {
	f := newFixture(t, panicking{}, time.Hour)
	o := f.chapter()
	f.save(o, para, true)
	err := f.flush()
	if !errors.Is(err, ErrIndexFailed) || !strings.Contains(err.Error(), "boom") {
		t.Fatalf("Flush with a panicking model: err = %v, want ErrIndexFailed naming the panic", err)
	}
	if _, _, failed := f.ix.Counts(); failed != 1 {
		t.Fatalf("%d failed owners, want 1", failed)
	}
}

// TestFlushReportsIndexWriteErrors: when the keyword index cannot be
// written, Flush (and so reindex) fails instead of reporting success.
func TestFlushReportsIndexWriteErrors(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	o := f.chapter()
	if err := f.ix.kw.Close(); err != nil { // every later write fails
		t.Fatal(err)
	}
	f.save(o, para, true)
	err := f.flush()
	if !errors.Is(err, ErrIndexFailed) || !strings.Contains(err.Error(), "search indexes") {
		t.Fatalf("Flush after a failed keyword index write: err = %v, want ErrIndexFailed about the search indexes", err)
	}
}

// TestOpenUpgradesParentPlans: a database whose parents an older planner
// made (plan version 1: a block was one unit) has the owners whose blocks
// hold line breaks re-planned from the next start, and only those.
func TestOpenUpgradesParentPlans(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	lines, blank := f.chapter(), f.chapter()
	f.save(lines, strings.ReplaceAll(para, "\n\n", "\n"), true) // one block of two lines
	f.save(blank, para, true)
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	planned := func() (version int, stale []storage.Owner) {
		t.Helper()
		if err := f.db.View(func(tx *storage.Tx) error {
			version = tx.PlanVersion()
			var err error
			stale, err = tx.StaleOwners()
			return err
		}); err != nil {
			t.Fatal(err)
		}
		return version, stale
	}
	if v, stale := planned(); v != planVersion || len(stale) != 0 {
		t.Fatalf("after indexing: plan version %d, stale %v; want %d and none", v, stale, planVersion)
	}
	reopen := func() {
		t.Helper()
		if err := f.ix.Close(); err != nil {
			t.Fatal(err)
		}
		// No model: the stale marks stay for the test to read.
		ix, err := Open(Config{DB: f.db, KeywordDir: filepath.Join(f.dir, "keyword"), VectorPath: filepath.Join(f.dir, "vectors.idx"), Debounce: time.Hour}, nil)
		if err != nil {
			t.Fatal(err)
		}
		f.ix = ix
	}
	if err := f.db.Update(func(tx *storage.Tx) error { return tx.SetPlanVersion(1) }); err != nil {
		t.Fatal(err)
	}
	reopen()
	if v, stale := planned(); v != planVersion || len(stale) != 1 || stale[0] != lines {
		t.Fatalf("after the upgrade: plan version %d, stale %v; want %d and only %s", v, stale, planVersion, lines)
	}
	if err := f.db.Update(func(tx *storage.Tx) error { return tx.ClearStale(lines) }); err != nil {
		t.Fatal(err)
	}
	reopen()
	if _, stale := planned(); len(stale) != 0 {
		t.Fatalf("an up-to-date database had %v marked stale at start", stale)
	}
}

// TestEventPendingLeavesOutRunning: an event's Pending counts the owners
// waiting and Running the ones being indexed, each owner in one of them,
// as Event documents. Pending used to count the running owners too, so
// the status bar showed a chapter being indexed as also waiting
// ("等待 1 · 进行中 1" for one chapter, "等待 28 · 进行中 28" when none waited).
func TestEventPendingLeavesOutRunning(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	o := f.chapter()
	f.save(o, para, true)
	f.waitFor(5*time.Second, "the task", func() bool { return len(f.eventsOf(EventDone)) == 1 })
	for _, c := range []struct {
		kind             EventKind
		pending, running int
	}{
		{EventPending, 1, 0},
		{EventRunning, 0, 1},
		{EventDone, 0, 0},
	} {
		evs := f.eventsOf(c.kind)
		if len(evs) == 0 {
			t.Errorf("no %v event", c.kind)
			continue
		}
		if ev := evs[0]; ev.Pending != c.pending || ev.Running != c.running {
			t.Errorf("%v event: pending %d, running %d; want %d and %d", c.kind, ev.Pending, ev.Running, c.pending, c.running)
		}
	}
}

// TestFlushReturnsAfterItsEventsAreHeard: when Flush returns, every
// subscriber has heard the events of the tasks it waited for, a slow one
// too, so a front end that flushed can read its own record of them. Flush
// returned as soon as the indexer was idle, and finish handed out
// EventDone and EventIdle after that: the app's test harness slept 240 ms
// after every flush to be sure its event pump had them.
func TestFlushReturnsAfterItsEventsAreHeard(t *testing.T) {
	f := newFixture(t, indextest.Bigram{}, time.Hour)
	var (
		mu    sync.Mutex
		heard []EventKind
	)
	f.ix.Subscribe(func(ev Event) {
		if ev.Kind == EventDone {
			time.Sleep(100 * time.Millisecond) // a subscriber that takes its time
		}
		mu.Lock()
		heard = append(heard, ev.Kind)
		mu.Unlock()
	})
	f.save(f.chapter(), para, true)
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if !slices.Contains(heard, EventDone) || heard[len(heard)-1] != EventIdle {
		t.Fatalf("events heard when Flush returned: %v, want EventDone and then EventIdle last", heard)
	}
}
