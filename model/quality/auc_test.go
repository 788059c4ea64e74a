package quality

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

func TestAUC(t *testing.T) {
	tests := []struct {
		name   string
		scores []float64
		pos    []bool
		want   float64
	}{
		{"perfect", []float64{0.1, 0.2, 0.8, 0.9}, []bool{false, false, true, true}, 1},
		{"reversed", []float64{0.9, 0.8, 0.2, 0.1}, []bool{false, false, true, true}, 0},
		{"all tied", []float64{0.5, 0.5, 0.5}, []bool{true, false, false}, 0.5},
		{"sklearn example", []float64{0.1, 0.4, 0.35, 0.8}, []bool{false, false, true, true}, 0.75},
		{"one tie across classes", []float64{0.3, 0.5, 0.5, 0.9}, []bool{false, false, true, true}, 0.875},
	}
	for _, tc := range tests {
		got, err := AUC(tc.scores, tc.pos)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if math.Abs(got-tc.want) > 1e-12 {
			t.Errorf("%s: AUC = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestAUCErrors(t *testing.T) {
	tests := []struct {
		scores []float64
		pos    []bool
	}{
		{[]float64{1}, []bool{true, false}},
		{[]float64{1, 2}, []bool{true, true}},
		{[]float64{1, 2}, []bool{false, false}},
		{nil, nil},
		{[]float64{1, math.NaN()}, []bool{true, false}},
	}
	for _, tc := range tests {
		if _, err := AUC(tc.scores, tc.pos); err == nil {
			t.Errorf("AUC(%v, %v) succeeded", tc.scores, tc.pos)
		}
	}
}

// TestAUCProperties checks AUC against its pairwise definition and its
// symmetry under negating the scores.
func TestAUCProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(2, 40).Draw(t, "n")
		scores := make([]float64, n)
		pos := make([]bool, n)
		for i := range scores {
			scores[i] = float64(rapid.IntRange(0, 5).Draw(t, "score")) // many ties
			pos[i] = rapid.Bool().Draw(t, "pos")
		}
		pos[0], pos[1] = true, false
		got, err := AUC(scores, pos)
		if err != nil {
			t.Fatal(err)
		}
		var wins, pairs float64
		for i := range scores {
			for j := range scores {
				if pos[i] && !pos[j] {
					pairs++
					switch {
					case scores[i] > scores[j]:
						wins++
					case scores[i] == scores[j]:
						wins += 0.5
					}
				}
			}
		}
		if math.Abs(got-wins/pairs) > 1e-9 {
			t.Fatalf("AUC %v, pairwise definition %v", got, wins/pairs)
		}
		neg := make([]float64, n)
		for i, s := range scores {
			neg[i] = -s
		}
		back, _ := AUC(neg, pos)
		if math.Abs(got+back-1) > 1e-9 {
			t.Fatalf("AUC %v and of negated scores %v do not sum to 1", got, back)
		}
	})
}
