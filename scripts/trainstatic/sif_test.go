package main

import (
	"math"
	"slices"
	"testing"
)

func TestSIFWeights(t *testing.T) {
	vocab := len(specialTokens) + 3
	zh := &blockStream{Name: "zh", Counts: make([]int64, vocab), Tokens: 1000}
	en := &blockStream{Name: "en", Counts: make([]int64, vocab), Tokens: 10}
	zh.Counts[5], zh.Counts[6] = 100, 1
	en.Counts[6] = 5 // frequent in the small block
	zh.Counts[clsID] = 1000
	w := sifWeights([]*blockStream{zh, en}, vocab, 1e-3)
	for id := range specialTokens {
		if w[id] != 0 {
			t.Errorf("special %d has weight %v", id, w[id])
		}
	}
	want := []float64{1e-3 / (1e-3 + 0.1), 1e-3 / (1e-3 + 0.5), 1}
	for i, ww := range want {
		if got := float64(w[len(specialTokens)+i]); math.Abs(got-ww) > 1e-6 {
			t.Errorf("weight of token %d = %v, want %v", len(specialTokens)+i, got, ww)
		}
	}
}

func TestStaticModelEmbed(t *testing.T) {
	m := &staticModel{
		dims: 3,
		emb: []float32{
			0, 0, 0, // 0 [PAD]
			9, 9, 9, // 1 weight 0
			1, 0, 0, // 2
			0, 2, 0, // 3
		},
		weights: []float32{0, 0, 1, 3},
	}
	mean := m.weightedMean([]int64{2, 3, 1, 0})
	want := []float64{0.25, 1.5, 0}
	for j := range want {
		if math.Abs(mean[j]-want[j]) > 1e-12 {
			t.Fatalf("weighted mean %v, want %v", mean, want)
		}
	}
	v := m.embed([]int64{2, 3})
	n := math.Hypot(0.25, 1.5)
	if math.Abs(float64(v[0])-0.25/n) > 1e-6 || math.Abs(float64(v[1])-1.5/n) > 1e-6 || v[2] != 0 {
		t.Errorf("embed %v", v)
	}
	m.components = [][]float32{{0, 1, 0}}
	v = m.embed([]int64{2, 3})
	if !slices.Equal(v, []float32{1, 0, 0}) {
		t.Errorf("with component removed: %v, want [1 0 0]", v)
	}
	if z := m.embed([]int64{0, 1}); !slices.Equal(z, []float32{0, 0, 0}) {
		t.Errorf("weightless text: %v, want zeros", z)
	}
}

func TestCommonComponents(t *testing.T) {
	tokens := append(slices.Clone(specialTokens), "a", "b", "c", "d", "甲", "乙")
	tok := parseTokens(t, tokens)
	// Every token shares a large first coordinate: the common direction.
	m := &staticModel{dims: 4, weights: []float32{0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1}}
	m.emb = make([]float32, len(tokens)*4)
	vecs := map[string][]float32{"a": {5, 1, 0, 0}, "b": {5, -1, 0, 0}, "c": {5, 0, 1, 0}, "d": {5, 0, -1, 0}, "甲": {0, 0, 0, 4}, "乙": {1, 0, 0, 4}}
	for i, tk := range tokens {
		if v, ok := vecs[tk]; ok {
			copy(m.emb[i*4:], v)
		}
	}
	en := &blockStream{Name: "en", Sample: []string{"a", "b", "c d", "a b", "d", "c"}}
	zh := &blockStream{Name: "zh", Sample: []string{"甲", "乙", "甲乙", "乙乙"}}
	comps, err := commonComponents(m, tok, []*blockStream{en, zh}, 1, 512)
	if err != nil {
		t.Fatal(err)
	}
	if len(comps) != 2 {
		t.Fatalf("%d components, want 2", len(comps))
	}
	for i, u := range comps {
		for j, w := range comps {
			var d float64
			for k := range u {
				d += float64(u[k]) * float64(w[k])
			}
			want := 0.0
			if i == j {
				want = 1
			}
			if math.Abs(d-want) > 1e-6 {
				t.Errorf("<u%d, u%d> = %v, want %v", i, j, d, want)
			}
		}
	}
	if math.Abs(float64(comps[0][0])) < 0.99 {
		t.Errorf("first component %v, want ≈ ±e0 (the shared direction of the en block)", comps[0])
	}
	if _, err := commonComponents(m, tok, []*blockStream{{Name: "x"}}, 1, 512); err == nil {
		t.Error("block without sample sentences accepted")
	}
	if c, err := commonComponents(m, tok, []*blockStream{en}, 0, 512); err != nil || c != nil {
		t.Errorf("zero components: %v, %v", c, err)
	}
}

func TestTokenVectors(t *testing.T) {
	u := []float64{
		0.6, 0.8,
		0, 0,
	}
	s := []float64{4, 1}
	got := tokenVectors(u, s, 2, 2, 0.5, false)
	if !slices.Equal(got, []float32{1.2, 0.8, 0, 0}) {
		t.Errorf("p=0.5: %v", got)
	}
	got = tokenVectors(u, s, 2, 2, 0.5, true)
	n := math.Hypot(1.2, 0.8)
	if math.Abs(float64(got[0])-1.2/n) > 1e-6 || math.Abs(float64(got[1])-0.8/n) > 1e-6 || got[2] != 0 || got[3] != 0 {
		t.Errorf("row-normalised: %v", got)
	}
}
