package vector

import (
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// parallelMinBatch is the batch size below which AddBatch inserts
// sequentially: spawning workers and allocating per-node locks does not pay
// for a few hundred inserts.
const parallelMinBatch = 1024

// AddBatch adds vecs[i] under ids[i] for every i, with the same meaning as
// calling Add for each pair in order (a later duplicate id wins). It is the
// fast path for rebuilding an index at start-up: all vectors are validated
// first (nothing is added if any is invalid), then up to GOMAXPROCS workers
// insert them concurrently, each neighbour list guarded by its own lock.
// Levels still come from the seeded generator, but the graph depends on
// worker scheduling, so a parallel build is not bit-for-bit reproducible.
// Searchers wait until the batch is complete.
func (h *HNSW) AddBatch(ids []uint64, vecs [][]float32) error {
	if err := checkBatch(h.dims, ids, vecs); err != nil {
		return err
	}
	lastIndex := make(map[uint64]int, len(ids))
	for i, id := range ids {
		lastIndex[id] = i
	}

	h.wmu.Lock()
	defer h.wmu.Unlock()
	h.mu.Lock()
	first := len(h.ids)
	h.vecs = slices.Grow(h.vecs, len(lastIndex)*h.dims)
	h.links0 = slices.Grow(h.links0, len(lastIndex)*h.stride0)
	for i, id := range ids {
		if lastIndex[id] != i {
			continue
		}
		if old, ok := h.node[id]; ok {
			h.markDeleted(old)
		}
		h.node[id] = h.allocNode(id, vecs[i], h.randomLevel())
	}
	h.insertRange(first, len(h.ids))
	compact := h.needsCompaction()
	h.mu.Unlock()
	if compact {
		h.compact()
	}
	return nil
}

// insertRange links the allocated nodes first..end-1 into the graph, in
// parallel when the range is large enough. The caller holds mu exclusively;
// all nodes, vectors and list storage are allocated before the workers
// start, so the workers share only the neighbour lists (under lk) and the
// entry point (under gmu).
func (h *HNSW) insertRange(first, end int) {
	count := end - first
	workers := min(runtime.GOMAXPROCS(0), max(count/parallelMinBatch, 1))
	if workers < 2 {
		for n := first; n < end; n++ {
			h.insert(uint32(n), nil, nil, h.wbuf)
		}
		return
	}
	lk := make(linkLocks, end)
	var gmu sync.Mutex
	var next atomic.Int64
	h.inParallel(workers, func(_ int, s *scratch) {
		for {
			i := int(next.Add(1)) - 1
			if i >= count {
				return
			}
			h.insert(uint32(first+i), lk, &gmu, s)
		}
	})
}

// inParallel runs work on workers goroutines and waits for them. Worker 0
// uses the writer's scratch (the caller holds the write lock), the others
// a fresh one each.
func (h *HNSW) inParallel(workers int, work func(w int, s *scratch)) {
	var wg sync.WaitGroup
	for w := range workers {
		s := h.wbuf
		if w > 0 {
			s = newScratch()
		}
		wg.Go(func() { work(w, s) })
	}
	wg.Wait()
}
