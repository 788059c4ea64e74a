package vector

import (
	"testing"

	"inkflow/storage/vector/vectortest"
)

// TestParallelBuild stresses AddBatch's concurrent insertion with small,
// cheap vectors and a small M (many list overflows, so many contended
// links): the graph must come out well-formed — no self links, no
// duplicates — and searchable, also when the batch updates ids of an
// existing graph that holds tombstones.
func TestParallelBuild(t *testing.T) {
	const dims, n = 12, 6000
	ds := vectortest.NewDataset(dims, 20, 0.6, 61)
	vecs := ds.Samples(n)
	ids := sequentialIDs(n, 0)
	h := NewHNSW(dims, HNSWConfig{M: 4, EfConstruction: 32, EfSearch: 32, Seed: 4})
	flat := NewFlat(dims)
	if err := h.AddBatch(ids[:n/2], vecs[:n/2]); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n/2; i += 20 {
		h.Delete(ids[i])
	}
	// The second batch overlaps the first: 1/6 of it are updates.
	if err := h.AddBatch(ids[n/3:], vecs[n/3:]); err != nil {
		t.Fatal(err)
	}
	if err := flat.AddBatch(ids, vecs); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n/3; i += 20 {
		flat.Delete(ids[i])
	}
	checkGraph(t, h)
	if h.Len() != flat.Len() {
		t.Fatalf("Len = %d, want %d", h.Len(), flat.Len())
	}
	if r := recallAt(t, h, flat, ds.Samples(100), 10); r < 0.9 {
		t.Fatalf("recall@10 after parallel build = %.3f", r)
	}
}
