package vector

import (
	"errors"
	"math"
	"slices"
	"testing"

	"inkflow/internal/vecmath"
	"inkflow/storage/vector/vectortest"
)

// kind builds one of the index types for the shared contract tests.
type kind struct {
	name string
	make func(dims int) Index
}

// kinds covers every implementation. The HNSW and Auto variants use tiny
// parameters so that even small tests exercise graph search rather than the
// exact fallback for indexes no larger than EfSearch.
var kinds = []kind{
	{"Flat", func(d int) Index { return NewFlat(d) }},
	{"HNSW", func(d int) Index { return NewHNSW(d, smallConfig()) }},
	{"Auto", func(d int) Index { return NewAuto(d, 20, smallConfig()) }},
}

func smallConfig() HNSWConfig {
	return HNSWConfig{M: 4, EfConstruction: 16, EfSearch: 4, Seed: 7}
}

// unit returns a unit vector along axis i (mod dims) tilted by eps
// towards the next axis, handy for hand-checked similarities.
func unit(dims, i int, eps float32) []float32 {
	v := make([]float32, dims)
	v[i%dims] = 1
	v[(i+1)%dims] = eps
	vecmath.Normalize(v)
	return v
}

// checkSorted fails unless hits are in result order with distinct ids.
func checkSorted(t *testing.T, hits []Hit) {
	t.Helper()
	seen := map[uint64]bool{}
	for i, h := range hits {
		if seen[h.ID] {
			t.Fatalf("id %d returned twice in %v", h.ID, hits)
		}
		seen[h.ID] = true
		if i > 0 && !better(hits[i-1], h) {
			t.Fatalf("hits out of order at %d: %v", i, hits)
		}
	}
}

func TestEmptyIndex(t *testing.T) {
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(8)
			if got := ix.Search(unit(8, 0, 0), 5); len(got) != 0 {
				t.Fatalf("Search on empty index = %v", got)
			}
			if ix.Len() != 0 || len(ix.IDs()) != 0 || ix.Contains(1) || ix.Delete(1) {
				t.Fatal("empty index reports content")
			}
			if ix.Dims() != 8 {
				t.Fatalf("Dims = %d", ix.Dims())
			}
		})
	}
}

func TestKLargerThanLen(t *testing.T) {
	ds := vectortest.NewDataset(16, 3, 0.5, 1)
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(16)
			for i, v := range ds.Samples(12) {
				if err := ix.Add(uint64(i), v); err != nil {
					t.Fatal(err)
				}
			}
			got := ix.Search(ds.Sample(), 50)
			if len(got) != 12 {
				t.Fatalf("k=50 on 12 vectors returned %d hits", len(got))
			}
			checkSorted(t, got)
			if got := ix.Search(ds.Sample(), 0); got != nil {
				t.Fatalf("k=0 returned %v", got)
			}
			if got := ix.Search(ds.Sample(), -1); got != nil {
				t.Fatalf("k=-1 returned %v", got)
			}
		})
	}
}

func TestInvalidVectors(t *testing.T) {
	nan := float32(math.NaN())
	inf := float32(math.Inf(1))
	cases := []struct {
		name string
		dims int
		vec  []float32
		want error
	}{
		{"short", 4, []float32{1, 0, 0}, ErrDims},
		{"long", 4, []float32{1, 0, 0, 0, 0}, ErrDims},
		{"nil", 4, nil, ErrDims},
		{"zero dims index", 0, []float32{}, ErrDims},
		{"negative dims index", -3, []float32{1}, ErrDims},
		{"NaN", 4, []float32{1, nan, 0, 0}, ErrInvalidVector},
		{"Inf", 4, []float32{inf, 0, 0, 0}, ErrInvalidVector},
	}
	for _, kd := range kinds {
		for _, c := range cases {
			t.Run(kd.name+"/"+c.name, func(t *testing.T) {
				ix := kd.make(c.dims)
				err := ix.Add(1, c.vec)
				if !errors.Is(err, c.want) {
					t.Fatalf("Add error = %v, want %v", err, c.want)
				}
				if ix.Len() != 0 || ix.Contains(1) {
					t.Fatal("rejected vector was stored")
				}
				if got := ix.Search(c.vec, 3); got != nil {
					t.Fatalf("Search with invalid query returned %v", got)
				}
			})
		}
	}
}

func TestWrongQueryDims(t *testing.T) {
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(4)
			if err := ix.Add(1, unit(4, 0, 0)); err != nil {
				t.Fatal(err)
			}
			if got := ix.Search(unit(5, 0, 0), 1); got != nil {
				t.Fatalf("Search with 5-dim query on 4-dim index = %v", got)
			}
		})
	}
}

func TestUpdateReplacesVector(t *testing.T) {
	const dims, n = 32, 200 // above the tiny EfSearch: graph search is used
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(dims)
			ds := vectortest.NewDataset(dims, 4, 0.5, 3)
			for i := range n {
				if err := ix.Add(uint64(i), ds.Sample()); err != nil {
					t.Fatal(err)
				}
			}
			fresh := vectortest.NewDataset(dims, 1, 0.01, 99).Sample() // far from every cluster
			if err := ix.Add(17, fresh); err != nil {
				t.Fatal(err)
			}
			if ix.Len() != n {
				t.Fatalf("Len after update = %d, want %d", ix.Len(), n)
			}
			got := ix.Search(fresh, 3)
			if len(got) == 0 || got[0].ID != 17 || math.Abs(float64(got[0].Score)-1) > 1e-5 {
				t.Fatalf("updated vector not found first: %v", got)
			}
			for _, h := range got[1:] {
				if h.ID == 17 {
					t.Fatalf("id 17 returned twice: %v", got)
				}
			}
		})
	}
}

func TestTiesOrderedByID(t *testing.T) {
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(4)
			v := unit(4, 0, 0)
			for _, id := range []uint64{9, 3, 5, 1} {
				if err := ix.Add(id, v); err != nil {
					t.Fatal(err)
				}
			}
			got := ix.Search(v, 3)
			ids := []uint64{}
			for _, h := range got {
				ids = append(ids, h.ID)
			}
			if !slices.Equal(ids, []uint64{1, 3, 5}) {
				t.Fatalf("tied hits = %v, want ids 1 3 5", got)
			}
		})
	}
}

func TestDeleteEverythingThenAdd(t *testing.T) {
	const dims, n = 16, 150
	ds := vectortest.NewDataset(dims, 5, 0.5, 4)
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(dims)
			for i := range n {
				if err := ix.Add(uint64(i), ds.Sample()); err != nil {
					t.Fatal(err)
				}
			}
			for i := range n {
				if !ix.Delete(uint64(i)) {
					t.Fatalf("Delete(%d) = false", i)
				}
				if ix.Delete(uint64(i)) {
					t.Fatalf("second Delete(%d) = true", i)
				}
				for _, h := range ix.Search(ds.Sample(), 10) {
					if h.ID <= uint64(i) {
						t.Fatalf("deleted id %d returned after deleting 0..%d", h.ID, i)
					}
				}
			}
			if ix.Len() != 0 || len(ix.IDs()) != 0 {
				t.Fatalf("Len = %d after deleting everything", ix.Len())
			}
			if got := ix.Search(ds.Sample(), 5); len(got) != 0 {
				t.Fatalf("Search after deleting everything = %v", got)
			}
			v := ds.Sample()
			if err := ix.Add(1000, v); err != nil {
				t.Fatal(err)
			}
			if got := ix.Search(v, 5); len(got) != 1 || got[0].ID != 1000 {
				t.Fatalf("Search after re-adding = %v", got)
			}
		})
	}
}

func TestBatchMatchesAdd(t *testing.T) {
	const dims = 16
	ds := vectortest.NewDataset(dims, 5, 0.5, 8)
	vecs := ds.Samples(300)
	ids := sequentialIDs(300, 0)
	ids[299] = 5 // a duplicate inside the batch: the later vector wins
	for _, kd := range kinds {
		t.Run(kd.name, func(t *testing.T) {
			type batcher interface {
				AddBatch([]uint64, [][]float32) error
			}
			ix := kd.make(dims)
			if err := ix.(batcher).AddBatch(ids, vecs); err != nil {
				t.Fatal(err)
			}
			if ix.Len() != 299 {
				t.Fatalf("Len = %d, want 299", ix.Len())
			}
			got := ix.Search(vecs[299], 1)
			if len(got) != 1 || got[0].ID != 5 {
				t.Fatalf("duplicate id did not take the later vector: %v", got)
			}
			bad := [][]float32{vecs[0], make([]float32, dims-1)}
			if err := ix.(batcher).AddBatch([]uint64{1000, 1001}, bad); !errors.Is(err, ErrDims) {
				t.Fatalf("batch with a bad vector: err = %v", err)
			}
			if ix.Contains(1000) {
				t.Fatal("a rejected batch was partly applied")
			}
			if err := ix.(batcher).AddBatch([]uint64{1}, nil); err == nil {
				t.Fatal("mismatched batch lengths accepted")
			}
		})
	}
}
