package vector

import (
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
)

// noNode marks "no node" wherever an internal node number is expected.
const noNode = math.MaxUint32

// compactDivisor sets when tombstones are purged: once more than
// 1/compactDivisor (20 %) of the nodes are tombstones. Tombstones keep
// routing searches until then, so recall does not suffer, but they cost
// memory and search time.
const compactDivisor = 5

// HNSW is an approximate nearest-neighbour index: a hierarchical navigable
// small world graph (Malkov & Yashunin, 2018).
//
// Nodes are numbered internally in insertion order. Vectors live in one
// contiguous slab indexed by node number, layer-0 neighbour lists in a second
// slab with a fixed stride, and the few upper-layer lists in a small slice
// per node. Delete turns a node into a tombstone: it keeps routing searches
// but is never returned; once tombstones exceed 20 % of the nodes the graph is
// compacted, reconnecting the deleted nodes' neighbours to each other.
//
// HNSW is safe for concurrent use by many searchers and one writer at a
// time (further writers queue). A writer excludes searchers only while it
// changes the graph: an insert, or the final swap of a compaction, whose
// new graph is computed while searches continue on the old one.
type HNSW struct {
	dims    int
	cfg     HNSWConfig // normalised
	m       int        // max links on layers ≥ 1
	m0      int        // max links on layer 0
	stride0 int        // m0+1: a count followed by m0 slots
	mL      float64    // level multiplier 1/ln(M)

	efSearch atomic.Int64

	wmu sync.Mutex   // serialises writers
	mu  sync.RWMutex // held shared by searchers, exclusively by a writer changing state

	pcg *rand.PCG // kept to save and restore the level generator's state
	rng *rand.Rand

	vecs       []float32         // node n: vecs[n*dims:(n+1)*dims]
	ids        []uint64          // node → id
	levels     []uint8           // node → top layer
	deleted    []bool            // node → tombstone
	links0     []uint32          // node n layer 0: count at n*stride0, then ids
	upper      [][]uint32        // node n layer l≥1: count at (l-1)*(m+1), then ids
	node       map[uint64]uint32 // live id → node
	entry      uint32            // live node on the top layer, or noNode
	maxLevel   int               // levels[entry]
	tombstones int

	scratch sync.Pool // *scratch for searchers
	wbuf    *scratch  // writer's scratch, guarded by wmu
}

// NewHNSW returns an empty graph index for vectors of length dims. Zero M,
// EfConstruction and EfSearch take defaults (see HNSWConfig). A non-positive dims yields an index whose Add
// always fails with ErrDims.
func NewHNSW(dims int, cfg HNSWConfig) *HNSW {
	cfg = cfg.normalized()
	h := &HNSW{
		dims:    dims,
		cfg:     cfg,
		m:       cfg.M,
		m0:      2 * cfg.M,
		stride0: 2*cfg.M + 1,
		mL:      1 / math.Log(float64(cfg.M)),
		node:    make(map[uint64]uint32),
		entry:   noNode,
		wbuf:    newScratch(),
	}
	h.efSearch.Store(int64(cfg.EfSearch))
	h.pcg = rand.NewPCG(uint64(cfg.Seed), 0x9e3779b97f4a7c15)
	h.rng = rand.New(h.pcg)
	h.scratch.New = func() any { return newScratch() }
	return h
}

// SetEfSearch sets the candidate-list size used by Search; values below 1
// are treated as 1. It is safe to call concurrently with searches.
func (h *HNSW) SetEfSearch(ef int) {
	h.efSearch.Store(int64(min(max(ef, 1), maxEf)))
}

// Config returns the configuration in effect, with EfSearch reflecting the
// latest SetEfSearch.
func (h *HNSW) Config() HNSWConfig {
	c := h.cfg
	c.EfSearch = int(h.efSearch.Load())
	return c
}

// Contains reports whether id is live.
func (h *HNSW) Contains(id uint64) bool {
	h.mu.RLock()
	defer h.mu.RUnlock()
	_, ok := h.node[id]
	return ok
}

// IDs returns the live ids in no particular order.
func (h *HNSW) IDs() []uint64 {
	h.mu.RLock()
	defer h.mu.RUnlock()
	out := make([]uint64, 0, len(h.node))
	for id := range h.node {
		out = append(out, id)
	}
	return out
}

// Len returns the number of live ids.
func (h *HNSW) Len() int {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return len(h.node)
}

// Dims returns the vector length of the index.
func (h *HNSW) Dims() int { return h.dims }

// Vector returns a copy of the vector stored under id, if any.
func (h *HNSW) Vector(id uint64) ([]float32, bool) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	n, ok := h.node[id]
	if !ok {
		return nil, false
	}
	return append([]float32(nil), h.vec(n)...), true
}

// vec returns node n's vector (a view into the slab).
func (h *HNSW) vec(n uint32) []float32 {
	i := int(n) * h.dims
	return h.vecs[i : i+h.dims : i+h.dims]
}

// maxLinks is the neighbour-list capacity on layer l.
func (h *HNSW) maxLinks(l int) int {
	if l == 0 {
		return h.m0
	}
	return h.m
}

// neighbors returns node n's neighbour list on layer l as a view into
// storage; the caller must not keep it across a change to that list.
func (h *HNSW) neighbors(n uint32, l int) []uint32 {
	if l == 0 {
		b := int(n) * h.stride0
		return h.links0[b+1 : b+1+int(h.links0[b])]
	}
	u := h.upper[n]
	b := (l - 1) * (h.m + 1)
	return u[b+1 : b+1+int(u[b])]
}

// setNeighbors replaces node n's neighbour list on layer l; len(list) must
// not exceed maxLinks(l).
func (h *HNSW) setNeighbors(n uint32, l int, list []uint32) {
	if l == 0 {
		b := int(n) * h.stride0
		h.links0[b] = uint32(len(list))
		copy(h.links0[b+1:], list)
		return
	}
	u := h.upper[n]
	b := (l - 1) * (h.m + 1)
	u[b] = uint32(len(list))
	copy(u[b+1:], list)
}

// appendNeighbor adds x to node n's list on layer l, which must have room.
func (h *HNSW) appendNeighbor(n uint32, l int, x uint32) {
	if l == 0 {
		b := int(n) * h.stride0
		c := h.links0[b]
		h.links0[b+1+int(c)] = x
		h.links0[b] = c + 1
		return
	}
	u := h.upper[n]
	b := (l - 1) * (h.m + 1)
	c := u[b]
	u[b+1+int(c)] = x
	u[b] = c + 1
}

// randomLevel draws a node's top layer: floor(-ln(U)·mL), U uniform in (0,1].
func (h *HNSW) randomLevel() int {
	u := 1 - h.rng.Float64() // (0,1]: avoids ln(0)
	return min(int(math.Floor(-math.Log(u)*h.mL)), maxLevelCap)
}

// allocNode appends a node with the given id, vector and level and empty
// neighbour lists, returning its number. The caller holds mu exclusively.
func (h *HNSW) allocNode(id uint64, v []float32, level int) uint32 {
	n := uint32(len(h.ids))
	h.ids = append(h.ids, id)
	h.vecs = append(h.vecs, v...)
	h.levels = append(h.levels, uint8(level))
	h.deleted = append(h.deleted, false)
	l := len(h.links0)
	h.links0 = slices.Grow(h.links0, h.stride0)[:l+h.stride0]
	clear(h.links0[l:]) // count 0: the node starts without links
	var u []uint32
	if level > 0 {
		u = make([]uint32, level*(h.m+1))
	}
	h.upper = append(h.upper, u)
	return n
}

// markDeleted turns live node n into a tombstone and keeps the entry point
// on a live node. The caller holds mu exclusively.
func (h *HNSW) markDeleted(n uint32) {
	h.deleted[n] = true
	delete(h.node, h.ids[n])
	h.tombstones++
	if h.entry == n {
		h.chooseEntry()
	}
}

// chooseEntry makes the live node with the highest level (lowest number on
// ties) the entry point, or clears it when nothing is live. It scans all
// nodes, which is cheap next to the rarity of deleting the entry point.
func (h *HNSW) chooseEntry() {
	h.entry, h.maxLevel = noNode, 0
	for n, lv := range h.levels {
		if h.deleted[n] {
			continue
		}
		if h.entry == noNode || int(lv) > h.maxLevel {
			h.entry, h.maxLevel = uint32(n), int(lv)
		}
	}
}

// needsCompaction reports whether tombstones exceed the purge threshold.
func (h *HNSW) needsCompaction() bool {
	return h.tombstones > 0 && h.tombstones*compactDivisor > len(h.ids)
}
