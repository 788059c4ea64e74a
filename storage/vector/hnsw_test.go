package vector

import (
	"math"
	"testing"

	"inkflow/storage/vector/vectortest"
)

// checkGraph verifies the structural invariants of h: consistent node
// bookkeeping, bounded duplicate-free neighbour lists that point at nodes
// present on their layer, and a live entry point on the top layer.
func checkGraph(t fataler, h *HNSW) {
	t.Helper()
	h.mu.RLock()
	defer h.mu.RUnlock()
	n := len(h.ids)
	if len(h.levels) != n || len(h.deleted) != n || len(h.upper) != n ||
		len(h.vecs) != n*h.dims || len(h.links0) != n*h.stride0 {
		t.Fatalf("slab lengths disagree: %d ids", n)
	}
	dead := 0
	for i := range n {
		if h.deleted[i] {
			dead++
			continue
		}
		if got, ok := h.node[h.ids[i]]; !ok || got != uint32(i) {
			t.Fatalf("live node %d (id %d) missing from the id map", i, h.ids[i])
		}
	}
	if dead != h.tombstones || n-dead != len(h.node) {
		t.Fatalf("%d nodes, %d dead, tombstones=%d, live map=%d", n, dead, h.tombstones, len(h.node))
	}
	if h.needsCompaction() {
		t.Fatalf("left with %d tombstones of %d nodes", dead, n)
	}
	for i := range uint32(n) {
		for l := 0; l <= int(h.levels[i]); l++ {
			list := h.neighbors(i, l)
			if len(list) > h.maxLinks(l) {
				t.Fatalf("node %d layer %d has %d links", i, l, len(list))
			}
			seen := map[uint32]bool{}
			for _, x := range list {
				if x >= uint32(n) || int(h.levels[x]) < l || x == i || seen[x] {
					t.Fatalf("node %d layer %d: bad link %d in %v", i, l, x, list)
				}
				seen[x] = true
			}
		}
	}
	if len(h.node) == 0 {
		if h.entry != noNode {
			t.Fatalf("entry %d in an index without live nodes", h.entry)
		}
		return
	}
	if h.entry == noNode || h.deleted[h.entry] || int(h.levels[h.entry]) != h.maxLevel {
		t.Fatalf("bad entry %d (maxLevel %d)", h.entry, h.maxLevel)
	}
	for i := range n {
		if !h.deleted[i] && int(h.levels[i]) > h.maxLevel {
			t.Fatalf("live node %d is above the entry's level", i)
		}
	}
}

func TestDefaultConfigNormalised(t *testing.T) {
	cases := []struct {
		in, want HNSWConfig
	}{
		{HNSWConfig{}, func() HNSWConfig { c := DefaultHNSWConfig(); c.Seed = 0; return c }()},
		{HNSWConfig{M: 1, EfConstruction: 1, EfSearch: 1}, HNSWConfig{M: 2, EfConstruction: 2, EfSearch: 1}},
		{HNSWConfig{M: 10000, EfConstruction: 5, EfSearch: -4, Seed: 3},
			HNSWConfig{M: maxM, EfConstruction: maxM, EfSearch: DefaultHNSWConfig().EfSearch, Seed: 3}},
	}
	for _, c := range cases {
		if got := NewHNSW(4, c.in).Config(); got != c.want {
			t.Errorf("NewHNSW(%+v).Config() = %+v, want %+v", c.in, got, c.want)
		}
	}
	h := NewHNSW(4, HNSWConfig{})
	h.SetEfSearch(0)
	if h.Config().EfSearch != 1 {
		t.Errorf("SetEfSearch(0) left EfSearch %d, want 1", h.Config().EfSearch)
	}
}

// addAll adds vecs, with ids 0, 1, …, to every index in turn, so a graph
// and its exact reference hold the same vectors.
func addAll(t *testing.T, vecs [][]float32, indexes ...Index) {
	t.Helper()
	for i, v := range vecs {
		for _, ix := range indexes {
			if err := ix.Add(uint64(i), v); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestHNSWDeleteEntryPoint(t *testing.T) {
	const dims, n = 24, 400
	ds := vectortest.NewDataset(dims, 6, 0.6, 11)
	h := NewHNSW(dims, smallConfig())
	flat := NewFlat(dims)
	addAll(t, ds.Samples(n), h, flat)
	for round := range 30 {
		h.mu.RLock()
		entryID := h.ids[h.entry]
		h.mu.RUnlock()
		if !h.Delete(entryID) || !flat.Delete(entryID) {
			t.Fatalf("round %d: entry id %d not deleted", round, entryID)
		}
		checkGraph(t, h)
		for range 5 {
			q := ds.Sample()
			got := h.Search(q, 10)
			if len(got) != 10 {
				t.Fatalf("round %d: %d hits after deleting the entry point", round, len(got))
			}
			for _, hit := range got {
				if !flat.Contains(hit.ID) {
					t.Fatalf("round %d: deleted id %d returned", round, hit.ID)
				}
			}
		}
	}
	h.SetEfSearch(64)
	if r := recallAt(t, h, flat, ds.Samples(50), 10); r < 0.9 {
		t.Fatalf("recall after deleting 30 entry points = %.3f", r)
	}
}

func TestHNSWCompaction(t *testing.T) {
	const dims, n = 16, 1000
	ds := vectortest.NewDataset(dims, 8, 0.6, 12)
	h := NewHNSW(dims, HNSWConfig{M: 8, EfConstruction: 64, EfSearch: 32, Seed: 2})
	flat := NewFlat(dims)
	addAll(t, ds.Samples(n), h, flat)
	// Deleting every third node crosses the 20 % threshold more than once.
	compactions := 0
	for i := 0; i < n; i += 3 {
		before := h.tombstonesNow()
		h.Delete(uint64(i))
		flat.Delete(uint64(i))
		if h.tombstonesNow() < before {
			compactions++
		}
	}
	if compactions == 0 {
		t.Fatal("no compaction happened")
	}
	checkGraph(t, h)
	if r := recallAt(t, h, flat, ds.Samples(100), 10); r < 0.95 {
		t.Fatalf("recall after compaction = %.3f", r)
	}
}

// tombstonesNow reads the tombstone count under the lock (tests only).
func (h *HNSW) tombstonesNow() int {
	h.mu.RLock()
	defer h.mu.RUnlock()
	return h.tombstones
}

func TestLevelDistribution(t *testing.T) {
	h := NewHNSW(4, HNSWConfig{M: 16, Seed: 5})
	const n = 200000
	counts := make([]int, maxLevelCap+1)
	for range n {
		counts[h.randomLevel()]++
	}
	// P(level ≥ 1) = 1/M for mL = 1/ln M.
	frac := float64(n-counts[0]) / n
	if math.Abs(frac-1.0/16) > 0.005 {
		t.Fatalf("fraction above layer 0 = %.4f, want ≈ %.4f (counts %v)", frac, 1.0/16, counts[:5])
	}
}

func TestSearchUsesGraphAboveEf(t *testing.T) {
	// With EfSearch=4 and 300 nodes Search walks the graph; its hits must
	// still be live, sorted, and mostly the exact ones.
	const dims = 16
	ds := vectortest.NewDataset(dims, 4, 0.6, 13)
	h := NewHNSW(dims, HNSWConfig{M: 8, EfConstruction: 64, EfSearch: 4, Seed: 1})
	flat := NewFlat(dims)
	addAll(t, ds.Samples(300), h, flat)
	checkGraph(t, h)
	for range 20 {
		got := h.Search(ds.Sample(), 4)
		if len(got) != 4 {
			t.Fatalf("got %d hits", len(got))
		}
		checkSorted(t, got)
	}
	if r := recallAt(t, h, flat, ds.Samples(50), 4); r < 0.8 {
		t.Fatalf("recall@4 at EfSearch 4 = %.3f", r)
	}
}

// fataler is the part of testing.T and rapid.T that checkGraph needs.
type fataler interface {
	Helper()
	Fatalf(format string, args ...any)
}
