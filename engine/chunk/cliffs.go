package chunk

import (
	"math"
	"slices"
)

// dropWindow is how many preceding pairs form the "level" in drop mode.
// Three is long enough to smooth one noisy pair and short enough to follow
// a gradual drift in topic without flagging it as a cliff.
const dropWindow = 3

// cliffEpsilon absorbs floating-point noise so that a drop of exactly the
// threshold (0.9 − 0.6 vs 0.3) does not count as "more than" it.
const cliffEpsilon = 1e-9

// Cliffs returns the pair indexes i at which to cut (between sentence i and
// sentence i+1), in ascending order. sims[i] is the similarity at the gap
// between sentences i and i+1, as produced by [GapSimilarities] for cfg's
// mode. Zero config fields take their defaults; an invalid config is
// replaced by [DefaultConfig].
//
// Drop mode (the default). Pairs are processed left to right in segments
// that start after the previous cut (the first segment at pair 0). The
// level at pair i is the mean similarity of the up to three pairs
// immediately before i that belong to the current segment. Pair i is a
// cliff when
//
//	level − sims[i] > SimilarityThreshold
//
// and then a new segment starts at pair i+1. The first pair of a segment
// has no level and is never a cliff, so two cuts are never adjacent and no
// sentence is isolated by cliffs alone. Only drops count: a rise in
// similarity never cuts.
//
// Percentile mode. With distances dᵢ = 1 − sims[i], the threshold is the
// Percentile-th percentile of all distances with linear interpolation
// between closest ranks (numpy's default: rank = p/100·(n−1)). Pair i is a
// cliff when dᵢ is strictly greater than the threshold. Fewer than two pairs
// give no cliffs: one pair has nothing to be compared with.
//
// NaN similarities are never cliffs and take no part in levels or
// percentiles.
func Cliffs(sims []float64, cfg Config) []int {
	cfg = cfg.effective()
	if cfg.CliffMode == CliffPercentile {
		return percentileCliffs(sims, cfg.Percentile)
	}
	return dropCliffs(sims, cfg.SimilarityThreshold)
}

func dropCliffs(sims []float64, threshold float64) []int {
	var cuts []int
	segStart := 0 // first pair of the current segment
	for i, s := range sims {
		if math.IsNaN(s) {
			continue
		}
		var sum float64
		count := 0
		for k := i - 1; k >= segStart && i-k <= dropWindow; k-- {
			if !math.IsNaN(sims[k]) {
				sum += sims[k]
				count++
			}
		}
		if count == 0 {
			continue
		}
		if sum/float64(count)-s > threshold+cliffEpsilon {
			cuts = append(cuts, i)
			segStart = i + 1
		}
	}
	return cuts
}

func percentileCliffs(sims []float64, p float64) []int {
	dists := make([]float64, 0, len(sims))
	for _, s := range sims {
		if !math.IsNaN(s) {
			dists = append(dists, 1-s)
		}
	}
	if len(dists) < 2 {
		return nil
	}
	slices.Sort(dists)
	threshold := percentileSorted(dists, p)
	var cuts []int
	for i, s := range sims {
		if !math.IsNaN(s) && 1-s > threshold {
			cuts = append(cuts, i)
		}
	}
	return cuts
}

// percentileSorted is numpy.percentile's default ("linear") method on an
// ascending, non-empty slice.
func percentileSorted(sorted []float64, p float64) float64 {
	rank := p / 100 * float64(len(sorted)-1)
	lo := int(math.Floor(rank))
	if lo >= len(sorted)-1 {
		return sorted[len(sorted)-1]
	}
	frac := rank - float64(lo)
	return sorted[lo] + frac*(sorted[lo+1]-sorted[lo])
}
