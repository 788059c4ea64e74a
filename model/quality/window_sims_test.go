package quality

import (
	"math"
	"testing"
)

func TestWindowSimilarities(t *testing.T) {
	v := [][]float32{{1, 0}, {1, 0}, {0, 1}, {0, 1}}
	tests := []struct {
		w    int
		want []float64
	}{
		{1, []float64{1, 0, 1}},
		{2, []float64{1 / math.Sqrt2, 0, 1 / math.Sqrt2}},
	}
	for _, tc := range tests {
		got := windowSimilarities(v, tc.w)
		for i := range tc.want {
			if math.Abs(got[i]-tc.want[i]) > 1e-12 {
				t.Errorf("w=%d: %v, want %v", tc.w, got, tc.want)
				break
			}
		}
	}
	if windowSimilarities(v[:1], 2) != nil {
		t.Error("one vector has no pairs")
	}
}
