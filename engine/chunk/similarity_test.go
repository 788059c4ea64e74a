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

func TestWindowSimilarities(t *testing.T) {
	a, b := []float32{1, 0}, []float32{0, 1}
	tests := []struct {
		name string
		vecs [][]float32
		w    int
		want []float64
	}{
		{"none", nil, 3, nil},
		{"one vector", [][]float32{a}, 3, nil},
		// Gap 0 compares a with a+a+b (the window stops at the end), gap 1
		// a+a with a+b, gap 2 a+a+a with b.
		{"windows stop at the ends", [][]float32{a, a, a, b}, 3, []float64{2 / math.Sqrt(5), 1 / math.Sqrt2, 0}},
		// One odd sentence (index 2) gives adjacent similarities of 0 at
		// gaps 1 and 2, as low as the true change of topic at gap 5; with
		// windows of three, gap 5 alone falls to 0.
		{"noise is damped, a seam is not", [][]float32{a, a, b, a, a, a, b, b, b}, 3,
			[]float64{2 / math.Sqrt(5), 2 / math.Sqrt(5), 2 / math.Sqrt(5), 1, 0.8, 0, 1 / math.Sqrt(5), 2 / math.Sqrt(5)}},
		{"zero or negative width means one", [][]float32{a, b, a}, 0, []float64{0, 0}},
		{"mismatched lengths do not panic", [][]float32{{}, {1, 0}, {1}}, 2, []float64{0, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := WindowSimilarities(tt.vecs, tt.w)
			if len(got) != len(tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
			for i := range got {
				if math.Abs(got[i]-tt.want[i]) > 1e-6 {
					t.Fatalf("gap %d: got %v, want %v", i, got, tt.want)
				}
			}
		})
	}
}

// TestWindowOfOneIsSimilarities: a window of one sentence is the
// adjacent-pair similarity, and drop mode keeps using it.
func TestWindowOfOneIsSimilarities(t *testing.T) {
	vecs := chainVectors([]float64{0.9, 0.1, -0.5, 0.99, 0})
	one, adj := WindowSimilarities(vecs, 1), Similarities(vecs)
	drop := GapSimilarities(vecs, Config{CliffMode: CliffDrop})
	for i := range adj {
		if math.Abs(one[i]-adj[i]) > 1e-6 || drop[i] != adj[i] {
			t.Fatalf("gap %d: window of one %v, drop mode %v, adjacent %v", i, one[i], drop[i], adj[i])
		}
	}
	pct := GapSimilarities(vecs, Config{CliffMode: CliffPercentile})
	want := WindowSimilarities(vecs, CliffWindow)
	for i := range want {
		if pct[i] != want[i] {
			t.Fatalf("percentile mode gap %d: %v, want the %d-sentence window's %v", i, pct[i], CliffWindow, want[i])
		}
	}
}
