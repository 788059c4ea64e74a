package model

// poolCLS returns token 0 of one sequence's hidden states ([T*H] row-major).
// [CLS] is never padding, so the mask is not needed.
func poolCLS(hidden []float32, dims int) []float32 {
	out := make([]float32, dims)
	copy(out, hidden[:dims])
	return out
}

// poolMean returns the mean of the hidden states whose mask is 1. Padding
// positions carry garbage activations and must not leak into the vector.
// Sums run in float64 so the result does not depend on how much padding
// the batch added.
func poolMean(hidden []float32, mask []int64, dims int) []float32 {
	sum := make([]float64, dims)
	n := 0
	for t, m := range mask {
		if m == 0 {
			continue
		}
		n++
		row := hidden[t*dims : (t+1)*dims]
		for i, v := range row {
			sum[i] += float64(v)
		}
	}
	out := make([]float32, dims)
	if n == 0 {
		return out
	}
	for i, s := range sum {
		out[i] = float32(s / float64(n))
	}
	return out
}
