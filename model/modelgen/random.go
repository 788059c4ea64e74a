package modelgen

import "math"

// RandomStaticParams returns deterministic random static-model weights for
// tests and benchmarks: token vectors with standard deviation 1/√dims, SIF
// weights in (0, 1] (0 for zeroWeightIDs, e.g. [PAD], [CLS], [SEP]) and
// one random common component of unit length.
func RandomStaticParams(vocab, dims int, seed int64, zeroWeightIDs ...int64) StaticParams {
	r := newRNG(seed)
	emb := r.fill(vocab*dims, 1/math.Sqrt(float64(dims)))
	w := make([]float32, vocab)
	for i := range w {
		w[i] = float32(0.05 + 0.95*r.float64())
	}
	for _, id := range zeroWeightIDs {
		if id >= 0 && int(id) < vocab {
			w[id] = 0
		}
	}
	u := r.fill(dims, 1)
	var ss float64
	for _, x := range u {
		ss += float64(x) * float64(x)
	}
	inv := 1 / math.Sqrt(ss)
	for i := range u {
		u[i] = float32(float64(u[i]) * inv)
	}
	return StaticParams{Dims: dims, Embeddings: emb, Weights: w, CommonComponents: [][]float32{u}}
}
