package modelgen

import (
	"bytes"
	"fmt"
	"math"
	"strings"
	"testing"
)

// staticReference computes one row of the static graph in float64, from
// p's float vectors (pass dequantised ones for an Int8 model).
func staticReference(p StaticParams, ids, mask []int64) []float64 {
	d := p.Dims
	v := make([]float64, d)
	var total float64
	add := func(row int64, w float64) {
		total += w
		for j := 0; j < d; j++ {
			v[j] += w * float64(p.Embeddings[int(row)*d+j])
		}
	}
	for t, id := range ids {
		add(id, float64(p.Weights[id])*float64(mask[t]))
	}
	if p.Bigrams != nil {
		for t := 0; t+1 < len(ids); t++ {
			if r, ok := p.Bigrams.Lookup(ids[t], ids[t+1]); ok && mask[t] == 1 && mask[t+1] == 1 {
				row := p.Bigrams.Vocab + int64(r)
				add(row, float64(p.Weights[row]))
			}
		}
	}
	total = math.Max(total, staticEpsilon)
	for j := range v {
		v[j] /= total
	}
	proj := make([]float64, d)
	for _, u := range p.CommonComponents {
		var dot float64
		for j := range v {
			dot += v[j] * float64(u[j])
		}
		for j := range v {
			proj[j] += dot * float64(u[j])
		}
	}
	var ss float64
	for j := range v {
		v[j] -= proj[j]
		ss += v[j] * v[j]
	}
	n := math.Max(math.Sqrt(ss), staticEpsilon)
	for j := range v {
		v[j] /= n
	}
	return v
}

// withBigrams extends random token parameters by bigram rows for pairs,
// in a table of the given buckets.
func withBigrams(t *testing.T, p StaticParams, vocab int, pairs [][2]int32, buckets int) StaticParams {
	t.Helper()
	table, placed, err := NewBigramTable(vocab, pairs, buckets)
	if err != nil {
		t.Fatal(err)
	}
	for i, ok := range placed {
		if !ok {
			t.Fatalf("pair %d not placed", i)
		}
	}
	extra := RandomStaticParams(len(pairs), p.Dims, 77)
	p.Embeddings = append(p.Embeddings, extra.Embeddings...)
	p.Weights = append(p.Weights, extra.Weights...)
	p.Bigrams = &table
	return p
}

// staticIDs and staticMask are token ids and masks of a batch of 4 × 7 that cover
// padding, repeats, specials only and all padding.
var staticIDs = []int64{
	2, 5, 9, 17, 3, 0, 0, // padded sentence
	2, 33, 33, 33, 1, 8, 3, // repeated token
	2, 3, 0, 0, 0, 0, 0, // specials only: weight 0 everywhere
	0, 0, 0, 0, 0, 0, 0, // all padding
}

var staticMask = []int64{
	1, 1, 1, 1, 1, 0, 0,
	1, 1, 1, 1, 1, 1, 1,
	1, 1, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0,
}

// checkAgainstReference runs p's graph on staticIDs and compares every
// row with staticReference(ref, ...).
func checkAgainstReference(t *testing.T, name string, p, ref StaticParams) {
	t.Helper()
	model, err := StaticONNX(p)
	if err != nil {
		t.Fatal(err)
	}
	dims := p.Dims
	got, shape := runModel(t, model, []string{"input_ids", "attention_mask"}, 4, 7, [][]int64{staticIDs, staticMask}, "sentence_embedding")
	if len(shape) != 2 || shape[0] != 4 || shape[1] != int64(dims) {
		t.Fatalf("%s: output shape %v, want [4 %d]", name, shape, dims)
	}
	for row := 0; row < 4; row++ {
		want := staticReference(ref, staticIDs[row*7:(row+1)*7], staticMask[row*7:(row+1)*7])
		for j := 0; j < dims; j++ {
			g := float64(got[row*dims+j])
			if math.IsNaN(g) || math.Abs(g-want[j]) > 1e-5 {
				t.Fatalf("%s row %d: got %v, want %v", name, row, got[row*dims:(row+1)*dims], want)
			}
		}
	}
}

func TestStaticONNXMatchesReference(t *testing.T) {
	const vocab, dims = 40, 6
	for _, r := range []int{0, 1, 3} {
		p := RandomStaticParams(vocab, dims, 11, 0, 2, 3)
		rng := newRNG(99)
		for k := 1; k < r; k++ { // extra components, deliberately not orthogonal
			p.CommonComponents = append(p.CommonComponents, rng.fill(dims, 0.5))
		}
		if r == 0 {
			p.CommonComponents = nil
		}
		checkAgainstReference(t, fmt.Sprintf("r=%d", r), p, p)
	}
}

// TestStaticONNXBigramsAndInt8 checks the bigram branch and the int8 table
// against the reference: pairs inside a sentence (5,9), a repeated pair
// (33,33 twice), a pair whose second token is masked (3,0 and 17,3 at the
// mask's edge), pairs with specials (2,3) and pairs not in the table.
func TestStaticONNXBigramsAndInt8(t *testing.T) {
	const vocab, dims = 40, 6
	pairs := [][2]int32{{5, 9}, {33, 33}, {17, 3}, {3, 0}, {8, 3}, {2, 3}}
	p := withBigrams(t, RandomStaticParams(vocab, dims, 11, 0, 2, 3), vocab, pairs, 16)
	checkAgainstReference(t, "float bigrams", p, p)

	q, scales, err := QuantizeRows(p.Embeddings, dims)
	if err != nil {
		t.Fatal(err)
	}
	quant := p
	quant.Int8 = true
	ref := p
	ref.Embeddings = DequantizeRows(q, scales, dims)
	checkAgainstReference(t, "int8 bigrams", quant, ref)

	// The bigrams must change the vectors, or the branch is dead.
	plain := p
	plain.Bigrams = nil
	plain.Embeddings = p.Embeddings[:vocab*dims]
	plain.Weights = p.Weights[:vocab]
	a := staticReference(p, staticIDs[:7], staticMask[:7])
	b := staticReference(plain, staticIDs[:7], staticMask[:7])
	if math.Abs(a[0]-b[0])+math.Abs(a[1]-b[1]) < 1e-6 {
		t.Fatal("bigrams did not change the sentence vector")
	}
}

func TestStaticONNXDeterministic(t *testing.T) {
	p := RandomStaticParams(50, 8, 5, 0)
	a, err := StaticONNX(p)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := StaticONNX(RandomStaticParams(50, 8, 5, 0))
	if !bytes.Equal(a, b) {
		t.Fatal("same parameters, different bytes")
	}
	c, _ := StaticONNX(RandomStaticParams(50, 8, 6, 0))
	if bytes.Equal(a, c) {
		t.Fatal("a different seed gave the same model")
	}
}

func TestStaticONNXRejectsBadParams(t *testing.T) {
	good := RandomStaticParams(10, 4, 1)
	nan := RandomStaticParams(10, 4, 1)
	nan.Embeddings[7] = float32(math.NaN())
	inf := RandomStaticParams(10, 4, 1)
	inf.Weights[3] = float32(math.Inf(1))
	tests := []struct {
		name string
		p    StaticParams
		want string
	}{
		{"zero dims", StaticParams{Dims: 0, Embeddings: good.Embeddings, Weights: good.Weights}, "dims 0"},
		{"ragged embeddings", StaticParams{Dims: 3, Embeddings: good.Embeddings, Weights: good.Weights}, "not a whole number"},
		{"no embeddings", StaticParams{Dims: 4}, "not a whole number"},
		{"weights length", StaticParams{Dims: 4, Embeddings: good.Embeddings, Weights: good.Weights[:9]}, "9 weights for 10 vector rows"},
		{"component length", StaticParams{Dims: 4, Embeddings: good.Embeddings, Weights: good.Weights, CommonComponents: [][]float32{{1, 0, 0}}}, "component 0 has 3 values"},
		{"NaN embedding", nan, "value 7 is NaN"},
		{"Inf weight", inf, "value 3 is +Inf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := StaticONNX(tc.p)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestRandomStaticParams(t *testing.T) {
	p := RandomStaticParams(20, 5, 3, 0, 2, 99)
	if p.Dims != 5 || len(p.Embeddings) != 100 || len(p.Weights) != 20 || len(p.CommonComponents) != 1 {
		t.Fatalf("shape wrong: %+v", p)
	}
	if p.Weights[0] != 0 || p.Weights[2] != 0 || p.Weights[1] <= 0 {
		t.Fatalf("weights %v: want 0 for ids 0 and 2 only", p.Weights[:3])
	}
	var ss float64
	for _, x := range p.CommonComponents[0] {
		ss += float64(x) * float64(x)
	}
	if math.Abs(ss-1) > 1e-6 {
		t.Fatalf("common component has squared norm %v, want 1", ss)
	}
}
