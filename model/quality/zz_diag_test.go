package quality

import (
	"math"
	"os"
	"testing"

	"inkflow/engine/chunk"
)

func windowSims(v [][]float32, w int) []float64 {
	d := len(v[0])
	sum := func(lo, hi int) []float32 {
		out := make([]float32, d)
		for i := max(lo, 0); i < min(hi, len(v)); i++ {
			for j := range out {
				out[j] += v[i][j]
			}
		}
		return out
	}
	sims := make([]float64, len(v)-1)
	for i := range sims {
		a, b := sum(i-w+1, i+1), sum(i+1, i+1+w)
		var dot, na, nb float64
		for j := range a {
			dot += float64(a[j] * b[j])
			na += float64(a[j] * a[j])
			nb += float64(b[j] * b[j])
		}
		sims[i] = dot / math.Sqrt(na*nb+1e-30)
	}
	return sims
}

func TestZZDiag(t *testing.T) {
	if os.Getenv("DIAG") == "" {
		t.Skip()
	}
	emb := loadShipped(t)
	docs, _ := MakeDocs(devSources(t), docsPerPair, parasPerSource, docSeed)
	for _, w := range []int{2, 3} {
		for _, c := range []chunk.Config{{CliffMode: chunk.CliffDrop, SimilarityThreshold: 0.3}, {CliffMode: chunk.CliffDrop, SimilarityThreshold: 0.2}, {CliffMode: chunk.CliffPercentile, Percentile: 95}, {CliffMode: chunk.CliffPercentile, Percentile: 90}} {
			ev := cliffEval(emb, c)
			ev.Cliffs = func(v [][]float32) []int { return chunk.Cliffs(windowSims(v, w), c) }
			r, err := ev.Run(docs)
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("window %d %s %.2f/%.0f: %s", w, c.CliffMode, c.SimilarityThreshold, c.Percentile, r)
		}
	}
}
