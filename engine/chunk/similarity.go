package chunk

import "math"

// Similarities returns cos(vecs[i], vecs[i+1]) for each adjacent pair, so the
// result has len(vecs)-1 entries (none for fewer than two vectors).
//
// The cosine is computed in float64 with both norms, so it is exact for
// normalised and unnormalised vectors alike. A pair involving a zero vector
// has similarity 0 (no evidence either way); vectors of different lengths
// are compared over their common prefix rather than panicking; NaN inputs
// give NaN, which [Cliffs] ignores.
func Similarities(vecs [][]float32) []float64 {
	if len(vecs) < 2 {
		return nil
	}
	sims := make([]float64, len(vecs)-1)
	for i := range sims {
		sims[i] = cosine(vecs[i], vecs[i+1])
	}
	return sims
}

func cosine(a, b []float32) float64 {
	n := min(len(a), len(b))
	var dot, na, nb float64
	for i := range n {
		x, y := float64(a[i]), float64(b[i])
		dot += x * y
		na += x * x
		nb += y * y
	}
	if na == 0 || nb == 0 {
		return 0
	}
	c := dot / math.Sqrt(na*nb)
	// Rounding can push |c| a hair above 1; clamp so distances stay >= 0.
	return math.Max(-1, math.Min(1, c))
}
