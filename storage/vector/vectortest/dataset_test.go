package vectortest

import (
	"math"
	"testing"
)

func dot(a, b []float32) float64 {
	var s float64
	for i := range a {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}

// TestDatasetShape checks what the index tests rely on: unit vectors of
// the asked length, the same data for the same seed, and members of a
// one-cluster set closer to each other than members of different sets.
func TestDatasetShape(t *testing.T) {
	a := NewDataset(64, 1, 0.7, 1).Samples(50)
	again := NewDataset(64, 1, 0.7, 1).Samples(50)
	other := NewDataset(64, 1, 0.7, 2).Samples(50)
	var within, across float64
	for i, v := range a {
		if len(v) != 64 || math.Abs(dot(v, v)-1) > 1e-5 {
			t.Fatalf("sample %d: length %d, norm² %v; want 64 and 1", i, len(v), dot(v, v))
		}
		if dot(v, again[i]) < 1-1e-6 {
			t.Fatalf("sample %d differs for the same seed", i)
		}
		within += dot(v, a[(i+1)%len(a)])
		across += dot(v, other[i])
	}
	within, across = within/50, across/50
	if within < 0.5 || across > 0.3 {
		t.Errorf("mean cosine within a cluster %.2f (want ≥ 0.5), across seeds %.2f (want ≤ 0.3)", within, across)
	}
}
