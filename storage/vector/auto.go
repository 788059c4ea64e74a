package vector

import (
	"fmt"
	"sync"
)

// DefaultAutoThreshold is the size at which Auto moves from exact to graph
// search. A flat scan costs about 87 ns per 256-dimension vector (8.7 ms
// at 100,000 in BENCHMARKS.md), so below ten thousand vectors — a
// project of one to three novels — it stays under a millisecond, and it is
// exact. A graph there would make results depend on the build: the
// parent-child candidates are the 50 best children, and the tail of that
// list is where HNSW misses. Two imports of 三国演义 (2,942 children)
// searched through graphs scored hybrid MRR@10 0.655 and 0.679 on the
// testdata/eval queries; three imports searched exactly scored 0.674 to
// 0.676.
const DefaultAutoThreshold = 10_000

// Auto is a Flat index that turns itself into an HNSW index once it holds
// threshold vectors. The switch is one-way: an Auto that shrinks below the
// threshold again keeps its graph, which handles deletes just as well.
//
// Auto is safe for concurrent use by many searchers and one writer.
// Searches keep running on the flat index while the graph is being built.
type Auto struct {
	dims      int
	threshold int
	cfg       HNSWConfig

	wmu  sync.Mutex   // serialises writers, including the switch
	mu   sync.RWMutex // guards cur, flat and hnsw
	cur  Index
	flat *Flat // non-nil until the switch
	hnsw *HNSW // non-nil after the switch
}

// NewAuto returns an empty Auto index. threshold <= 0 selects
// DefaultAutoThreshold; cfg configures the HNSW graph built at the switch.
func NewAuto(dims int, threshold int, cfg HNSWConfig) *Auto {
	if threshold <= 0 {
		threshold = DefaultAutoThreshold
	}
	f := NewFlat(dims)
	return &Auto{dims: dims, threshold: threshold, cfg: cfg.normalized(), cur: f, flat: f}
}

// Threshold returns the size at which the index switches to HNSW.
func (a *Auto) Threshold() int { return a.threshold }

// UsingHNSW reports whether the index has switched to its graph.
func (a *Auto) UsingHNSW() bool {
	a.mu.RLock()
	defer a.mu.RUnlock()
	return a.hnsw != nil
}

// current returns the index searches should use.
func (a *Auto) current() Index {
	a.mu.RLock()
	defer a.mu.RUnlock()
	return a.cur
}

// Add stores vec under id, switching to HNSW when the index reaches its
// threshold.
func (a *Auto) Add(id uint64, vec []float32) error {
	return a.AddBatch([]uint64{id}, [][]float32{vec})
}

// AddBatch adds many vectors with the semantics of HNSW.AddBatch. When the
// batch takes the index to its threshold the graph is built from the flat
// contents and the batch in one parallel pass.
func (a *Auto) AddBatch(ids []uint64, vecs [][]float32) error {
	if err := checkBatch(a.dims, ids, vecs); err != nil {
		return err
	}
	a.wmu.Lock()
	defer a.wmu.Unlock()
	if a.hnsw != nil {
		return a.hnsw.AddBatch(ids, vecs)
	}
	grown := a.flat.Len()
	for _, id := range ids {
		if !a.flat.Contains(id) {
			grown++ // may overcount duplicates within the batch: switching early is harmless
		}
	}
	if grown < a.threshold {
		return a.flat.AddBatch(ids, vecs)
	}

	// Build the graph aside while searchers keep using the flat index.
	// Flat is not changed meanwhile: every writer holds wmu.
	h := NewHNSW(a.dims, a.cfg)
	a.flat.mu.RLock()
	allIDs := make([]uint64, 0, len(a.flat.ids)+len(ids))
	allVecs := make([][]float32, 0, cap(allIDs))
	for i, id := range a.flat.ids {
		allIDs = append(allIDs, id)
		allVecs = append(allVecs, a.flat.vecs[i*a.dims:(i+1)*a.dims])
	}
	a.flat.mu.RUnlock()
	allIDs = append(allIDs, ids...)
	allVecs = append(allVecs, vecs...)
	if err := h.AddBatch(allIDs, allVecs); err != nil {
		return fmt.Errorf("vector: switch to HNSW: %w", err)
	}
	a.mu.Lock()
	a.cur, a.hnsw, a.flat = h, h, nil
	a.mu.Unlock()
	return nil
}

// Delete removes id and reports whether it was present.
func (a *Auto) Delete(id uint64) bool {
	a.wmu.Lock()
	defer a.wmu.Unlock()
	return a.cur.Delete(id)
}

// Search returns the top k hits from the flat index or the graph.
func (a *Auto) Search(query []float32, k int) []Hit { return a.current().Search(query, k) }

// Contains reports whether id is live.
func (a *Auto) Contains(id uint64) bool { return a.current().Contains(id) }

// IDs returns the live ids in no particular order.
func (a *Auto) IDs() []uint64 { return a.current().IDs() }

// Len returns the number of live ids.
func (a *Auto) Len() int { return a.current().Len() }

// Dims returns the vector length of the index.
func (a *Auto) Dims() int { return a.dims }

// Vector returns a copy of the vector stored under id, if any.
func (a *Auto) Vector(id uint64) ([]float32, bool) {
	switch x := a.current().(type) {
	case *Flat:
		return x.Vector(id)
	case *HNSW:
		return x.Vector(id)
	}
	return nil, false
}
