package modelgen

import (
	"fmt"
	"math"
)

// QuantizeRows stores a rows×dims float32 matrix as int8 with one float32
// scale per row (symmetric, scale = max|x|/127), which is how the static
// model keeps its vector table small: a quarter of the float32 size, and a
// rounding error below 0.4 % of a row's largest value, far below what
// changes a cosine ranking.
func QuantizeRows(m []float32, dims int) ([]int8, []float32, error) {
	if dims <= 0 || len(m)%dims != 0 {
		return nil, nil, fmt.Errorf("quantize: %d values are not whole rows of %d", len(m), dims)
	}
	rows := len(m) / dims
	q := make([]int8, len(m))
	scales := make([]float32, rows)
	for r := 0; r < rows; r++ {
		row := m[r*dims : (r+1)*dims]
		var peak float64
		for _, x := range row {
			peak = math.Max(peak, math.Abs(float64(x)))
		}
		if peak == 0 {
			continue
		}
		scale := float32(peak / 127)
		scales[r] = scale
		for j, x := range row {
			q[r*dims+j] = int8(max(-127, min(127, math.Round(float64(x)/float64(scale)))))
		}
	}
	return q, scales, nil
}

// DequantizeRows is the inverse of QuantizeRows: the float32 values the
// graph computes from the int8 table (q · scale, rounded to float32).
func DequantizeRows(q []int8, scales []float32, dims int) []float32 {
	out := make([]float32, len(q))
	for i, x := range q {
		out[i] = float32(x) * scales[i/dims]
	}
	return out
}
