package vector

import (
	"math"
	"slices"
	"testing"

	"pgregory.net/rapid"

	"inkflow/internal/vecmath"
)

// propDims and propIDs keep the state small enough that rapid's random
// sequences hit updates, deletes of present and absent ids, and graph
// compactions often.
const (
	propDims = 6
	propIDs  = 40
)

// TestPropertyAgainstModel runs random Add/Delete/Search sequences on each
// index kind and checks it against a plain map: Len, IDs and Contains agree
// with the model after every step; every hit is live, scored with its
// current vector, and in result order; Search returns min(k, Len) hits;
// Flat matches brute force exactly; the HNSW graph stays well-formed.
func TestPropertyAgainstModel(t *testing.T) {
	for _, kd := range []kind{
		{"Flat", func(d int) Index { return NewFlat(d) }},
		{"HNSW", func(d int) Index { return NewHNSW(d, HNSWConfig{M: 2, EfConstruction: 4, EfSearch: 1, Seed: 1}) }},
		{"HNSW-M4", func(d int) Index { return NewHNSW(d, HNSWConfig{M: 4, EfConstruction: 8, EfSearch: 2, Seed: 2}) }},
		{"Auto", func(d int) Index { return NewAuto(d, 12, HNSWConfig{M: 3, EfConstruction: 6, EfSearch: 2}) }},
	} {
		t.Run(kd.name, func(t *testing.T) {
			rapid.Check(t, func(rt *rapid.T) { runModel(rt, kd.make(propDims)) })
		})
	}
}

func drawVector(rt *rapid.T, label string) []float32 {
	// A few fixed directions make exact ties (and duplicate vectors) common.
	if rapid.IntRange(0, 4).Draw(rt, label+"-fixed") == 0 {
		return unit(propDims, rapid.IntRange(0, 2).Draw(rt, label+"-axis"), 0)
	}
	v := rapid.SliceOfN(rapid.Float32Range(-1, 1), propDims, propDims).Draw(rt, label)
	var s float32
	for _, x := range v {
		s += x * x
	}
	if s < 1e-6 {
		return unit(propDims, 0, 0)
	}
	vecmath.Normalize(v)
	return v
}

func runModel(rt *rapid.T, ix Index) {
	model := map[uint64][]float32{}
	id := rapid.Uint64Range(0, propIDs-1)
	rt.Repeat(map[string]func(*rapid.T){
		"add": func(rt *rapid.T) {
			k, v := id.Draw(rt, "id"), drawVector(rt, "vec")
			if err := ix.Add(k, v); err != nil {
				rt.Fatalf("Add(%d): %v", k, err)
			}
			model[k] = v
		},
		"addMany": func(rt *rapid.T) {
			for i := range rapid.IntRange(1, 15).Draw(rt, "n") {
				k := id.Draw(rt, "id")
				v := drawVector(rt, "vec"+string(rune('a'+i)))
				if err := ix.Add(k, v); err != nil {
					rt.Fatalf("Add(%d): %v", k, err)
				}
				model[k] = v
			}
		},
		"delete": func(rt *rapid.T) {
			k := id.Draw(rt, "id")
			_, present := model[k]
			if got := ix.Delete(k); got != present {
				rt.Fatalf("Delete(%d) = %v, model says %v", k, got, present)
			}
			delete(model, k)
		},
		"search": func(rt *rapid.T) {
			q := drawVector(rt, "query")
			k := rapid.IntRange(1, propIDs+2).Draw(rt, "k")
			checkHits(rt, ix, model, q, k)
		},
		"": func(rt *rapid.T) {
			if ix.Len() != len(model) {
				rt.Fatalf("Len = %d, model has %d", ix.Len(), len(model))
			}
			ids := ix.IDs()
			slices.Sort(ids)
			want := make([]uint64, 0, len(model))
			for k := range model {
				want = append(want, k)
			}
			slices.Sort(want)
			if !slices.Equal(ids, want) {
				rt.Fatalf("IDs = %v, model has %v", ids, want)
			}
			for k := range uint64(propIDs) {
				if _, ok := model[k]; ix.Contains(k) != ok {
					rt.Fatalf("Contains(%d) = %v, model says %v", k, !ok, ok)
				}
			}
			if h := asHNSW(ix); h != nil {
				checkGraph(rt, h)
			}
		},
	})
}

func checkHits(rt *rapid.T, ix Index, model map[uint64][]float32, q []float32, k int) {
	got := ix.Search(q, k)
	if want := min(k, len(model)); len(got) != want {
		rt.Fatalf("Search(k=%d) returned %d hits with %d live: %v", k, len(got), len(model), got)
	}
	for i, h := range got {
		v, ok := model[h.ID]
		if !ok {
			rt.Fatalf("deleted or unknown id %d returned", h.ID)
		}
		if s := dot(q, v); math.Abs(float64(s-h.Score)) > 1e-5 {
			rt.Fatalf("id %d scored %v, its vector gives %v", h.ID, h.Score, s)
		}
		if i > 0 && !better(got[i-1], h) {
			rt.Fatalf("hits out of order: %v", got)
		}
	}
	if _, exact := ix.(*Flat); exact {
		ref := newTopK(max(min(k, len(model)), 1))
		for id, v := range model {
			ref.push(Hit{ID: id, Score: dot(q, v)})
		}
		if want := ref.sorted(); len(model) > 0 && !slices.Equal(got, want) {
			rt.Fatalf("Flat returned %v, brute force %v", got, want)
		}
	}
}

// asHNSW returns the graph behind ix, if any.
func asHNSW(ix Index) *HNSW {
	switch x := ix.(type) {
	case *HNSW:
		return x
	case *Auto:
		x.mu.RLock()
		defer x.mu.RUnlock()
		return x.hnsw
	}
	return nil
}
