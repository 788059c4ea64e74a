package vecmath

import (
	"math"
	"testing"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		in, want []float32
	}{
		{[]float32{3, 4}, []float32{0.6, 0.8}},
		{[]float32{0, 0, 0}, []float32{0, 0, 0}}, // stays zero, no NaN
		{[]float32{0, -2}, []float32{0, -1}},
		{[]float32{1e-30, 0}, []float32{1, 0}}, // tiny but non-zero: still a direction
	}
	for _, tc := range tests {
		v := append([]float32(nil), tc.in...)
		Normalize(v)
		for i := range v {
			if math.IsNaN(float64(v[i])) || math.Abs(float64(v[i]-tc.want[i])) > 1e-6 {
				t.Errorf("Normalize(%v) = %v, want %v", tc.in, v, tc.want)
				break
			}
		}
	}
}
