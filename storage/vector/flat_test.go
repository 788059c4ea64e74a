package vector

import (
	"slices"
	"testing"

	"inkflow/storage/vector/vectortest"
)

func TestFlatMatchesBruteForce(t *testing.T) {
	const dims = 12
	ds := vectortest.NewDataset(dims, 5, 0.8, 41)
	f := NewFlat(dims)
	vecs := map[uint64][]float32{}
	for i := range 500 {
		id := uint64(i * 3)
		v := ds.Sample()
		vecs[id] = v
		if err := f.Add(id, v); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 500; i += 4 { // deletes move the last slot into the hole
		delete(vecs, uint64(i*3))
		f.Delete(uint64(i * 3))
	}
	for _, k := range []int{1, 5, 10, 100, 1000} {
		q := ds.Sample()
		all := make([]Hit, 0, len(vecs))
		for id, v := range vecs {
			all = append(all, Hit{ID: id, Score: dot(q, v)})
		}
		sortHits(all)
		want := all[:min(k, len(all))]
		if got := f.Search(q, k); !slices.Equal(got, want) {
			t.Fatalf("k=%d: got %v, want %v", k, got, want)
		}
	}
	for id, v := range vecs {
		got, ok := f.Vector(id)
		if !ok || !slices.Equal(got, v) {
			t.Fatalf("Vector(%d) = %v, %v", id, got, ok)
		}
	}
	if _, ok := f.Vector(1); ok {
		t.Fatal("Vector of an absent id")
	}
}
