package quality

import "math"

// windowSimilarities compares, at each pair i, the sum of the w sentence
// vectors ending at i with the sum of the w starting at i+1 (fewer at the
// ends of the document). It is not part of the chunker: the gate logs it
// to measure how much comparing small windows instead of single sentences
// (LangChain's buffer_size) would help a static model, whose vector of
// one short sentence is noisy.
func windowSimilarities(v [][]float32, w int) []float64 {
	if len(v) < 2 {
		return nil
	}
	d := len(v[0])
	sum := func(lo, hi int) []float64 {
		out := make([]float64, d)
		for i := max(lo, 0); i < min(hi, len(v)); i++ {
			for j, x := range v[i] {
				out[j] += float64(x)
			}
		}
		return out
	}
	sims := make([]float64, len(v)-1)
	for i := range sims {
		a, b := sum(i-w+1, i+1), sum(i+1, i+1+w)
		var dot, na, nb float64
		for j := range a {
			dot += a[j] * b[j]
			na += a[j] * a[j]
			nb += b[j] * b[j]
		}
		if na > 0 && nb > 0 {
			sims[i] = dot / math.Sqrt(na*nb)
		}
	}
	return sims
}
