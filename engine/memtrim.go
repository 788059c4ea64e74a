package engine

import (
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"

	"inkflow/engine/index"
)

// After indexing (and other work that reads much of the database: the
// start-up scans, searches) the process keeps memory it no longer uses:
//   - the pages of the database file the tasks read through bbolt's
//     mapping stay mapped and resident (a re-index of a 3-million-character
//     book reads the whole 250 MB file; the kernel maps up to 16 cached
//     neighbours of each page a read faults in, so even scattered reads
//     map much of the file);
//   - the Go heap the job freed stays with the process until the heap has
//     grown back to its goal, twice the live heap with the default GOGC.
//
// memTrimmer gives them back once that work has paused for a moment: the
// mapping after any of it (an madvise, cheap, and the pages refault from
// the page cache when read again; the page cache itself keeps them, so
// this lets the kernel reclaim them first rather than freeing memory), the
// heap after a large indexing job or when much of it is free, as returning
// it costs a full collection. A burst of searches postpones the trim
// until it ends: collecting in the middle of one would only see the heap
// grow back.
const (
	// trimDelay is how long the work must pause before the trim: an
	// import queues chapters one after another, the search indexes are
	// still being updated for a moment after the last task, and an author
	// types a query a character at a time.
	trimDelay = 2 * time.Second
	// trimMinTasks: fewer tasks than this since the last heap trim (the
	// author saving a chapter) free too little to pay for a collection...
	trimMinTasks = 32
	// trimMinHeapFree: ...unless the Go heap holds at least this much free
	// memory not yet returned (one huge chapter indexed).
	trimMinHeapFree = 64 << 20
	// searchReleaseEvery: a burst of searches that does not pause gives
	// the mapping (not the heap) back every this many searches. The
	// pause-trim alone let the pages a search faults in, with up to 16
	// cached neighbours each, pile up for as long as the author kept
	// searching: after 800 searches as you type over a 3-million-character
	// book all 249 MB of its database were resident (BENCHMARKS.md, the
	// app with a web novel). The madvise costs a few milliseconds on a
	// goroutine of its own; the next searches refault the pages they read
	// from the page cache.
	searchReleaseEvery = 16
)

// heapFreeMetric is the Go heap's free memory not yet returned to the
// system.
const heapFreeMetric = "/memory/classes/heap/free:bytes"

// trimResult is what one trim did.
type trimResult struct {
	// Mapped is how many bytes of the database mapping were advised.
	Mapped int64
	// HeapFree is the heap's free memory not yet returned before the
	// trim; Heap says whether the trim returned it, HeapFreeAfter what
	// was left right after.
	HeapFree, HeapFreeAfter uint64
	Heap                    bool
}

// memTrimmer watches the indexer's events and the mention tracker's
// passes and trims memory (see above) on a timer goroutine of its own,
// never on the caller of an engine method or the UI thread.
type memTrimmer struct {
	e     *Engine
	delay time.Duration

	mu sync.Mutex
	// tasks counts the tasks committed since the last trim; heapTasks
	// since the last trim that returned the heap.
	tasks, heapTasks int
	timer            *time.Timer // pending trim, nil if none
	// gen counts the events: a timer that fires after a newer event
	// (which stopped it too late) does nothing.
	gen    uint64
	closed bool
	// onTrim, when set (tests), is called after each trim.
	onTrim func(trimResult)
	// running is held while a trim or a search release runs, so close
	// waits for it.
	running sync.Mutex
	// searches counts the searches since the mapping was last released
	// during a burst; releasing says such a release is under way.
	searches  int
	releasing bool
}

// newMemTrimmer makes the engine's trimmer; delay <= 0 means trimDelay.
func newMemTrimmer(e *Engine, delay time.Duration) *memTrimmer {
	if delay <= 0 {
		delay = trimDelay
	}
	return &memTrimmer{e: e, delay: delay}
}

// event is the indexer subscription: it counts tasks, and arms the timer
// when the indexer goes idle after work; any other event means work
// again, so a pending trim waits for the next idle.
func (m *memTrimmer) event(ev index.Event) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return
	}
	if ev.Kind == index.EventDone {
		m.tasks++
		m.heapTasks++
	}
	if m.timer != nil {
		m.timer.Stop()
		m.timer = nil
	}
	m.gen++
	if ev.Kind == index.EventIdle && m.tasks > 0 {
		gen := m.gen
		m.timer = time.AfterFunc(m.delay, func() { m.trim(gen) })
	}
}

// workDone is called after other work that reads the database: a pass of
// the mention tracker (which at start-up reads every chapter) or a
// search. Like an idle indexer after a task, it (re)arms the timer, so
// the trim comes once such work has paused for the delay; only the
// mapping is given back, and the heap when 64 MB of it are free.
func (m *memTrimmer) workDone() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return
	}
	if m.timer != nil {
		m.timer.Stop()
	}
	m.gen++
	m.tasks++
	gen := m.gen
	m.timer = time.AfterFunc(m.delay, func() { m.trim(gen) })
}

// worthReturningHeap says whether an idle indexer, after tasks tasks
// since the heap was last returned, has left enough behind to pay for a
// full collection; free reads the heap's free memory, only when the
// tasks alone do not decide.
func worthReturningHeap(tasks int, free func() uint64) bool {
	return tasks >= trimMinTasks || free() >= trimMinHeapFree
}

// searchDone is workDone for a search (Search, Related, BuildContext):
// besides arming the pause-trim, every searchReleaseEvery searches it
// releases the database mapping on a goroutine of its own, so a burst of
// searches holds only the pages its last few searches read. Only the
// mapping: a collection in the middle of a burst would see the heap grow
// straight back.
func (m *memTrimmer) searchDone() {
	m.workDone()
	m.mu.Lock()
	m.searches++
	due := m.searches >= searchReleaseEvery && !m.releasing && !m.closed
	if due {
		m.searches, m.releasing = 0, true
	}
	m.mu.Unlock()
	if !due {
		return
	}
	go func() {
		m.running.Lock() // close waits for it, or it finds closed
		defer m.running.Unlock()
		m.mu.Lock()
		closed, onTrim := m.closed, m.onTrim
		m.mu.Unlock()
		var res trimResult
		if !closed {
			n, err := m.e.db.ReleaseMapped()
			if err != nil {
				m.e.log.Warn("releasing the database's mapped pages failed", "after", "searches", "err", err)
			}
			res.Mapped = n
		}
		m.mu.Lock()
		m.releasing = false
		m.mu.Unlock()
		if !closed && onTrim != nil {
			onTrim(res)
		}
	}()
}

// setOnTrim sets the function called after each trim (tests).
func (m *memTrimmer) setOnTrim(fn func(trimResult)) {
	m.mu.Lock()
	m.onTrim = fn
	m.mu.Unlock()
}

// trim releases the database mapping, and after a large job the Go
// heap's free memory, if the indexer is still idle and no event came
// after the one that armed the timer (gen).
func (m *memTrimmer) trim(gen uint64) {
	m.running.Lock()
	defer m.running.Unlock()
	m.mu.Lock()
	if m.closed || gen != m.gen {
		m.mu.Unlock()
		return
	}
	m.timer = nil
	m.mu.Unlock()
	if pending, running, _ := m.e.ix.Counts(); pending+running > 0 || m.e.mentions.busy() {
		return // the work goes on: its end arms the timer again
	}
	res := trimResult{HeapFree: heapFree()}
	m.mu.Lock()
	m.tasks = 0
	res.Heap = worthReturningHeap(m.heapTasks, func() uint64 { return res.HeapFree })
	if res.Heap {
		m.heapTasks = 0
	}
	onTrim := m.onTrim
	m.mu.Unlock()
	mapped, err := m.e.db.ReleaseMapped()
	if err != nil {
		m.e.log.Warn("releasing the database's mapped pages failed", "err", err)
	}
	res.Mapped = mapped
	if res.Heap {
		// A full collection, then every free span returned.
		debug.FreeOSMemory()
		res.HeapFreeAfter = heapFree()
	}
	m.e.log.Debug("returned memory after indexing", "mapped_bytes", res.Mapped, "heap", res.Heap, "heap_free_bytes", res.HeapFree)
	if onTrim != nil {
		onTrim(res)
	}
}

// releaseMapping gives back the database pages a scan outside the
// indexer's tasks read: at start-up the search indexes are reconciled
// with every child in the database and the unindexed owners are looked
// for in every block, which left most of a large book's file mapped (176
// of its 249 MB) before the author did anything. Only advice: a failure
// is logged.
func (m *memTrimmer) releaseMapping(after string) {
	n, err := m.e.db.ReleaseMapped()
	if err != nil {
		m.e.log.Warn("releasing the database's mapped pages failed", "after", after, "err", err)
		return
	}
	m.e.log.Debug("released the database's mapped pages", "after", after, "mapped_bytes", n)
}

// close stops the trimmer and waits for a trim in progress, so the
// database can be closed after it.
func (m *memTrimmer) close() {
	// Holding running waits for a trim in progress; a timer that fires
	// later finds closed set.
	m.running.Lock()
	defer m.running.Unlock()
	m.mu.Lock()
	defer m.mu.Unlock()
	m.closed = true
	if m.timer != nil {
		m.timer.Stop()
		m.timer = nil
	}
}

// heapFree reads the Go heap's free memory not yet returned to the system.
func heapFree() uint64 {
	s := []metrics.Sample{{Name: heapFreeMetric}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return s[0].Value.Uint64()
}
