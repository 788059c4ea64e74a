package search

import (
	"slices"

	"inkflow/engine/chunk"
)

// cutWindow chooses the rune span [ws, we) of a parent to show for a match
// at [cs, ce), given a window of w runes (w <= 0: no windowing).
//
// The span always contains the whole match (P12), even when the match is
// longer than the window, and is never longer than max(w, ce-cs). It
// prefers edges on sentence boundaries: starting from the sentences that
// hold the match, it adds whole sentences, each time on the side with less
// context so far, while they fit. When sentences are so long that this
// yields less than half a window, it cuts a window of exactly w runes
// centred on the match instead, since a reader gains more from the text
// than from tidy edges.
func cutWindow(text string, n, cs, ce, w int) (ws, we int) {
	if w <= 0 || n <= w {
		return 0, n
	}
	if ce-cs >= w {
		return cs, ce
	}
	bounds := sentenceBounds(text, n)
	// a = last boundary at or before cs, b = first boundary at or after ce.
	ai, _ := slices.BinarySearch(bounds, cs+1)
	ai--
	bi, _ := slices.BinarySearch(bounds, ce)
	a, b := bounds[ai], bounds[bi]
	if b-a <= w {
		for {
			canLeft := ai > 0 && b-bounds[ai-1] <= w
			canRight := bi < len(bounds)-1 && bounds[bi+1]-a <= w
			if !canLeft && !canRight {
				break
			}
			if canLeft && (!canRight || cs-a <= b-ce) {
				ai--
				a = bounds[ai]
			} else {
				bi++
				b = bounds[bi]
			}
		}
		if 2*(b-a) >= w {
			return a, b
		}
	}
	ws = cs - (w-(ce-cs))/2
	ws = max(0, min(ws, n-w))
	return ws, ws + w
}

// sentenceBounds returns the sorted rune offsets where sentences of text
// start, plus n (the end), so consecutive entries delimit one sentence.
func sentenceBounds(text string, n int) []int {
	spans := chunk.SplitSentences(text)
	bounds := make([]int, 0, len(spans)+2)
	bounds = append(bounds, 0)
	for _, s := range spans {
		if s.Start > bounds[len(bounds)-1] && s.Start < n {
			bounds = append(bounds, s.Start)
		}
	}
	if bounds[len(bounds)-1] != n {
		bounds = append(bounds, n)
	}
	return bounds
}
