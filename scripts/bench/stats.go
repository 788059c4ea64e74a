package main

import (
	"math"
	"slices"
)

// percentile returns the nearest-rank p-th percentile (0 < p <= 100) of xs:
// the smallest value at least p % of the samples are less than or equal
// to. Nearest rank always returns a measured sample (no interpolation), so
// a p99 over 100 samples is the second largest, which is what a latency
// goal means. It returns NaN for no samples; xs is not modified.
func percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 || p <= 0 || p > 100 || math.IsNaN(p) {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	rank := int(math.Ceil(p / 100 * float64(len(s))))
	return s[min(max(rank, 1), len(s))-1]
}

// median returns the middle sample, or the mean of the two middle samples
// for an even count (NaN for none). It is the summary of repeated runs on
// a noisy shared machine: one slow run caused by a neighbour does not move
// it.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}
