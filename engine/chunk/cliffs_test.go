package chunk

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"inkflow/internal/vecmath"
)

func TestCliffsDrop(t *testing.T) {
	nan := math.NaN()
	tests := []struct {
		name      string
		sims      []float64
		threshold float64
		want      []int
	}{
		{"no pairs", nil, 0.3, nil},
		{"one pair has no level", []float64{-1}, 0.3, nil},
		{"first pair never cuts", []float64{0.0, 0.9, 0.9}, 0.3, nil},
		{"simple drop", []float64{0.9, 0.9, 0.5, 0.9}, 0.3, []int{2}},
		{"drop exactly at threshold does not cut", []float64{0.9, 0.6}, 0.3, nil},
		{"drop just above threshold cuts", []float64{0.9, 0.59}, 0.3, []int{1}},
		{"rise never cuts", []float64{0.1, 0.9, 0.95}, 0.3, nil},
		// Level uses at most 3 preceding pairs: mean(0.9,0.9,0.9) − 0.55 = 0.35.
		// Over the whole segment it would be 0.62 − 0.55 = 0.07: no cut.
		{"window of three", []float64{0.2, 0.2, 0.9, 0.9, 0.9, 0.55}, 0.3, []int{5}},
		// After the cut at 2 the segment restarts: pair 3 has no level, and
		// pair 4's level is sims[3] alone (0.2), so 0.1 is no cliff.
		{"level restarts after a cut", []float64{0.9, 0.9, 0.2, 0.2, 0.1}, 0.3, []int{2}},
		{"two cliffs", []float64{0.8, 0.8, 0.1, 0.7, 0.7, 0.1}, 0.3, []int{2, 5}},
		{"adjacent drops cut once", []float64{0.9, 0.9, 0.1, 0.0}, 0.3, []int{2}},
		{"threshold matters", []float64{0.9, 0.9, 0.5}, 0.5, nil},
		{"NaN ignored", []float64{0.9, nan, 0.9, 0.3}, 0.3, []int{3}},
		{"NaN never cuts", []float64{0.9, 0.9, nan}, 0.3, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := dropConfig()
			cfg.SimilarityThreshold = tt.threshold
			got := Cliffs(tt.sims, cfg)
			if !slices.Equal(got, tt.want) {
				t.Fatalf("Cliffs(%v) = %v, want %v", tt.sims, got, tt.want)
			}
		})
	}
}

func TestCliffsPercentile(t *testing.T) {
	tests := []struct {
		name string
		sims []float64
		p    float64
		want []int
	}{
		{"fewer than two pairs", []float64{-1}, 95, nil},
		// d = [0.1 0.2 0.8 0.15]; 50th percentile = 0.175 (numpy linear).
		{"median", []float64{0.9, 0.8, 0.2, 0.85}, 50, []int{1, 2}},
		// 95th: rank 2.85 → 0.2 + 0.85·(0.8−0.2) = 0.71.
		{"p95", []float64{0.9, 0.8, 0.2, 0.85}, 95, []int{2}},
		{"p100 never cuts (strictly greater)", []float64{0.9, 0.8, 0.2, 0.85}, 100, nil},
		{"all equal never cuts", []float64{0.5, 0.5, 0.5, 0.5}, 95, nil},
		{"two pairs", []float64{0.9, 0.1}, 95, []int{1}},
		{"NaN ignored", []float64{0.9, math.NaN(), 0.1}, 95, []int{2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := DefaultConfig()
			cfg.CliffMode, cfg.Percentile = CliffPercentile, tt.p
			got := Cliffs(tt.sims, cfg)
			if !slices.Equal(got, tt.want) {
				t.Fatalf("Cliffs(%v, p%v) = %v, want %v", tt.sims, tt.p, got, tt.want)
			}
		})
	}
}

func TestPercentileSortedMatchesNumpy(t *testing.T) {
	// Reference values from numpy.percentile(a, p) (method="linear").
	a := []float64{1, 2, 3, 4, 10}
	for _, c := range []struct{ p, want float64 }{
		{0, 1}, {25, 2}, {50, 3}, {90, 7.6}, {95, 8.8}, {100, 10},
	} {
		if got := percentileSorted(a, c.p); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("percentile(%v, %v) = %v, want %v", a, c.p, got, c.want)
		}
	}
}

// topicVectors returns perSentence unit vectors for each topic: topic t's
// axis e_t plus deterministic noise of amplitude 0.1 in all 16 dimensions.
// Within a topic cosines are about 0.95–1, across topics about 0–0.2.
func topicVectors(topics, perTopic int) [][]float32 {
	rng := rand.New(rand.NewPCG(7, 11))
	var out [][]float32
	for topic := range topics {
		for range perTopic {
			v := make([]float32, 16)
			for d := range v {
				v[d] = float32(0.1 * (rng.Float64()*2 - 1))
			}
			v[topic]++
			vecmath.Normalize(v)
			out = append(out, v)
		}
	}
	return out
}

func TestCliffsOnDesignedTopics(t *testing.T) {
	// Three topics; the cuts belong between the last sentence of one topic
	// and the first of the next.
	t.Run("drop", func(t *testing.T) {
		sims := Similarities(topicVectors(3, 6))
		if got, want := Cliffs(sims, dropConfig()), []int{5, 11}; !slices.Equal(got, want) {
			t.Fatalf("drop cliffs = %v, want %v (sims %.2f)", got, want, sims)
		}
	})
	t.Run("percentile", func(t *testing.T) {
		// 59 pairs, 2 of them across topics. The 97th percentile has rank
		// 56.26, between the largest within-topic distance (sorted[56]) and
		// the smaller cross-topic one (sorted[57]), so exactly the two
		// cross-topic pairs exceed it.
		sims := Similarities(topicVectors(3, 20))
		cfg := DefaultConfig()
		cfg.CliffMode, cfg.Percentile = CliffPercentile, 97
		if got, want := Cliffs(sims, cfg), []int{19, 39}; !slices.Equal(got, want) {
			t.Fatalf("percentile cliffs = %v, want %v", got, want)
		}
		// At the default 95th percentile (rank 55.1) the noisiest
		// within-topic pair is above the threshold too: percentile mode
		// always cuts its top share of pairs.
		noisiest, worst := -1, -2.0
		for i, s := range sims {
			if i != 19 && i != 39 && 1-s > worst {
				noisiest, worst = i, 1-s
			}
		}
		want := []int{19, 39, noisiest}
		slices.Sort(want)
		cfg.Percentile = 95
		if got := Cliffs(sims, cfg); !slices.Equal(got, want) {
			t.Fatalf("p95 cliffs = %v, want %v", got, want)
		}
	})
}

func TestCliffsInvalidConfigUsesDefaults(t *testing.T) {
	sims := []float64{0.9, 0.9, 0.5, 0.9}
	if got := Cliffs(sims, Config{CliffMode: "bogus"}); !slices.Equal(got, []int{2}) {
		t.Fatalf("got %v, want drop-mode default [2]", got)
	}
}
