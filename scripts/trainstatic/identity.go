package main

import (
	"math"
	"math/rand/v2"
)

// addIdentity gives every Han character token (and every bigram, which
// follow the tokens in emb) a component of its own:
// λ times a random sign vector of unit length, drawn from a PCG generator
// seeded with seed and the row. Distributional vectors say what a token is
// like, so tokens used alike (two names, two verbs of motion) get nearly the
// same vector and a sentence vector cannot tell them apart; random vectors
// in d dimensions are nearly orthogonal (cosine ~ 1/√d), so the identity
// component adds to the sentence cosine roughly the SIF-weighted overlap of
// the two texts' tokens — a Johnson–Lindenstrauss projection of their bag of
// tokens (random indexing, Sahlgren 2005). Rows that are all zero (tokens
// that never co-occurred, the specials) stay zero.
//
// Latin words keep their distributional vectors: the held-out proxy that
// chose λ measures Chinese retrieval only, and the English block's 32
// dimensions would carry a 256-dimensional identity mostly as noise.
func addIdentity(emb []float32, dims int, lambda float64, seed uint64, han []bool) {
	if lambda == 0 {
		return
	}
	v := float32(lambda / math.Sqrt(float64(dims)))
	for r := 0; r*dims < len(emb); r++ {
		if r < len(han) && !han[r] {
			continue
		}
		row := emb[r*dims : (r+1)*dims]
		zero := true
		for _, x := range row {
			if x != 0 {
				zero = false
				break
			}
		}
		if zero {
			continue
		}
		rng := rand.New(rand.NewPCG(seed, 0x1d3e7a5b^uint64(r)))
		for j := range row {
			if rng.Uint64()&1 == 0 {
				row[j] += v
			} else {
				row[j] -= v
			}
		}
	}
}
