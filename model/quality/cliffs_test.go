package quality

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestSeamPair(t *testing.T) {
	spans := [][2]int{{0, 3}, {3, 7}, {7, 10}}
	tests := []struct {
		seam int
		want int
		ok   bool
	}{
		{3, 0, true},
		{7, 1, true},
		{5, 0, true}, // inside sentence 1: the pair before it
		{0, 0, false},
		{10, 0, false},
	}
	for _, tc := range tests {
		got, err := seamPair(spans, tc.seam)
		if (err == nil) != tc.ok || (tc.ok && got != tc.want) {
			t.Errorf("seamPair(%d) = %d, %v; want %d, ok %v", tc.seam, got, err, tc.want, tc.ok)
		}
	}
}

func TestScoreCuts(t *testing.T) {
	tests := []struct {
		cuts  []int
		seam  int
		tol   int
		found bool
		wrong int
	}{
		{nil, 5, 1, false, 0},
		{[]int{5}, 5, 1, true, 0},
		{[]int{4, 9}, 5, 1, true, 1},
		{[]int{3, 7}, 5, 1, false, 2},
		{[]int{3, 7}, 5, 2, true, 0},
		{[]int{6}, 5, 0, false, 1},
	}
	for _, tc := range tests {
		f, w := scoreCuts(tc.cuts, tc.seam, tc.tol)
		if f != tc.found || w != tc.wrong {
			t.Errorf("scoreCuts(%v, %d, %d) = %v, %d; want %v, %d", tc.cuts, tc.seam, tc.tol, f, w, tc.found, tc.wrong)
		}
	}
}

func TestRandomBaseline(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	// One cut among 30 pairs, seam in the middle, ±1: P(found) = 3/30.
	found, wrong := randomBaseline(1, 30, 15, 1, 20000, rng)
	if math.Abs(found-0.1) > 0.01 || math.Abs(wrong-0.9) > 0.01 {
		t.Errorf("found %v, false cuts %v; want ≈0.1, ≈0.9", found, wrong)
	}
	if f, w := randomBaseline(0, 30, 15, 1, 10, rng); f != 0 || w != 0 {
		t.Errorf("no cuts: %v %v", f, w)
	}
	// More cuts than pairs: every pair is cut.
	if f, w := randomBaseline(9, 5, 2, 1, 10, rng); f != 1 || w != 2 {
		t.Errorf("all pairs cut: %v %v, want 1, 2", f, w)
	}
}

// splitBars splits on '|' (kept with the sentence it ends).
func splitBars(text string) [][2]int {
	var spans [][2]int
	start, i := 0, 0
	for _, r := range text {
		i++
		if r == '|' {
			spans = append(spans, [2]int{start, i})
			start = i
		}
	}
	if start < i {
		spans = append(spans, [2]int{start, i})
	}
	return spans
}

func TestCliffEvalRun(t *testing.T) {
	docs := []Doc{
		{Text: "a|a|a|b|b|", Seam: 6, A: "A", B: "B"},
		{Text: "a|a|b|b|b|b|", Seam: 4, A: "A", B: "B"},
	}
	// Vectors: "a" and "b" sentences are orthogonal.
	embed := func(s []string) ([][]float32, error) {
		out := make([][]float32, len(s))
		for i, x := range s {
			if strings.HasPrefix(x, "a") {
				out[i] = []float32{1, 0}
			} else {
				out[i] = []float32{0, 1}
			}
		}
		return out, nil
	}
	// A chunker that cuts where consecutive vectors differ, plus a
	// spurious cut at the last pair.
	cliffs := func(v [][]float32) []int {
		var cuts []int
		for i := 0; i+1 < len(v); i++ {
			if v[i][0] != v[i+1][0] || i == len(v)-2 {
				cuts = append(cuts, i)
			}
		}
		return cuts
	}
	ev := CliffEval{Split: splitBars, Embed: embed, Cliffs: cliffs, Tolerance: 1, Draws: 50, Seed: 3}
	r, err := ev.Run(docs)
	if err != nil {
		t.Fatal(err)
	}
	// Doc 1: pairs 0..3, seam pair 2, cuts {2, 3} → found, 0 false.
	// Doc 2: pairs 0..4, seam pair 1, cuts {1, 4} → found, 1 false.
	if r.Docs != 2 || r.Found != 2 || r.Cuts != 4 || r.FalseCuts != 1 || r.Pairs != 9 {
		t.Errorf("report %+v", r)
	}
	if r.Recall() != 1 || r.RandomRecall() <= 0 || r.RandomRecall() > 1 || r.RandomFalseCuts <= 0 {
		t.Errorf("recall %v, random %v, random false %v", r.Recall(), r.RandomRecall(), r.RandomFalseCuts)
	}
	if !strings.Contains(r.String(), "seam found 2 (100.0%)") {
		t.Errorf("String() = %q", r.String())
	}

	failing := ev
	failing.Embed = func([]string) ([][]float32, error) { return nil, errors.New("boom") }
	if _, err := failing.Run(docs); err == nil {
		t.Error("embed error swallowed")
	}
	short := ev
	short.Embed = func([]string) ([][]float32, error) { return [][]float32{{1}}, nil }
	if _, err := short.Run(docs); err == nil {
		t.Error("wrong number of vectors accepted")
	}
	if _, err := (CliffEval{}).Run(docs); err == nil {
		t.Error("missing functions accepted")
	}
	if _, err := ev.Run([]Doc{{Text: "a|b|", Seam: 0}}); err == nil {
		t.Error("seam in the first sentence accepted")
	}
	if (CliffReport{}).Recall() != 0 || (CliffReport{}).RandomRecall() != 0 {
		t.Error("empty report has recall")
	}
}
