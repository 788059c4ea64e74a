// Package vecmath holds the vector arithmetic that the embedding model and
// the vector index agree on, so that both sides mean the same thing by a
// unit vector.
package vecmath

import "math"

// Normalize scales v to unit L2 length in place: the form the model
// returns and the vector index expects (the dot product is then the
// cosine). A zero vector stays zero rather than turning into NaNs. The sum
// and the scaling are done in float64, so tiny vectors keep their
// direction.
func Normalize(v []float32) {
	var ss float64
	for _, x := range v {
		ss += float64(x) * float64(x)
	}
	if ss == 0 {
		return
	}
	inv := 1 / math.Sqrt(ss)
	for i, x := range v {
		v[i] = float32(float64(x) * inv)
	}
}
