package main

import (
	"math"
	"slices"
	"testing"
)

func TestAddIdentity(t *testing.T) {
	const dims = 256
	// rows: a Latin word, two Han characters, a Han character that never
	// co-occurred (zero), then one bigram (past the token flags).
	han := []bool{false, true, true, true}
	base := func() []float32 {
		emb := make([]float32, 5*dims)
		for _, r := range []int{0, 1, 2, 4} {
			emb[r*dims] = 1 // the same distributional vector
		}
		return emb
	}
	emb := base()
	addIdentity(emb, dims, 1, 7, han)
	row := func(e []float32, r int) []float32 { return e[r*dims : (r+1)*dims] }
	if !slices.Equal(row(emb, 0), row(base(), 0)) {
		t.Error("a Latin token's vector changed")
	}
	if slices.ContainsFunc(row(emb, 3), func(x float32) bool { return x != 0 }) {
		t.Error("a zero row got an identity")
	}
	cos := func(a, b []float32) float64 {
		var ab, aa, bb float64
		for i := range a {
			ab += float64(a[i]) * float64(b[i])
			aa += float64(a[i]) * float64(a[i])
			bb += float64(b[i]) * float64(b[i])
		}
		return ab / math.Sqrt(aa*bb)
	}
	for _, r := range []int{1, 2, 4} {
		d := slices.Clone(row(emb, r))
		d[0]-- // the identity component alone
		var n float64
		for _, x := range d {
			n += float64(x) * float64(x)
		}
		if math.Abs(math.Sqrt(n)-1) > 1e-5 {
			t.Errorf("row %d: identity of length %v, want 1", r, math.Sqrt(n))
		}
	}
	// Identical distributional vectors (cosine 1) become distinguishable:
	// about 0.5 with λ = 1, give or take the random overlap (~1/√d).
	if c := cos(row(emb, 1), row(emb, 2)); c > 0.7 || c < 0.3 {
		t.Errorf("two Han tokens with the same distributional vector: cosine %v, want about 0.5", c)
	}
	again := base()
	addIdentity(again, dims, 1, 7, han)
	if !slices.Equal(again, emb) {
		t.Error("same seed, different vectors")
	}
	other := base()
	addIdentity(other, dims, 1, 8, han)
	if slices.Equal(other, emb) {
		t.Error("another seed gave the same vectors")
	}
	none := base()
	addIdentity(none, dims, 0, 7, han)
	if !slices.Equal(none, base()) {
		t.Error("λ = 0 changed the vectors")
	}
}
