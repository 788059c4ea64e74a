package chunk

import (
	"math"
	"testing"
)

func TestSimilarities(t *testing.T) {
	tests := []struct {
		name string
		vecs [][]float32
		want []float64
	}{
		{"none", nil, nil},
		{"one vector", [][]float32{{1, 0}}, nil},
		{"identical", [][]float32{{1, 0}, {1, 0}}, []float64{1}},
		{"orthogonal then opposite", [][]float32{{1, 0}, {0, 1}, {0, -1}}, []float64{0, -1}},
		{"unnormalised", [][]float32{{3, 4}, {6, 8}}, []float64{1}},
		{"45 degrees", [][]float32{{1, 0}, {1, 1}}, []float64{math.Sqrt2 / 2}},
		{"zero vector", [][]float32{{0, 0}, {1, 0}}, []float64{0}},
		{"length mismatch uses common prefix", [][]float32{{1, 0, 5}, {1, 0}}, []float64{1}},
		{"empty vectors", [][]float32{{}, {}}, []float64{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Similarities(tt.vecs)
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if math.Abs(got[i]-tt.want[i]) > 1e-6 {
					t.Fatalf("got %v, want %v", got, tt.want)
				}
			}
		})
	}
}

func TestChainVectorsHaveDesignedSimilarities(t *testing.T) {
	want := []float64{0.9, 0.1, -0.5, 0.99, 0}
	got := Similarities(chainVectors(want))
	for i := range want {
		if math.Abs(got[i]-want[i]) > 1e-6 {
			t.Fatalf("pair %d: got %v, want %v", i, got[i], want[i])
		}
	}
}
