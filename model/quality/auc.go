package quality

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// AUC returns the area under the ROC curve of scores for the items marked
// positive: the probability that a random positive outscores a random
// negative, ties counting one half (the Mann–Whitney U statistic divided
// by the number of positive–negative pairs). It needs at least one
// positive and one negative and no NaN score.
func AUC(scores []float64, positive []bool) (float64, error) {
	if len(scores) != len(positive) {
		return 0, fmt.Errorf("auc: %d scores for %d labels", len(scores), len(positive))
	}
	idx := make([]int, len(scores))
	var nPos, nNeg float64
	for i, s := range scores {
		if math.IsNaN(s) {
			return 0, fmt.Errorf("auc: score %d is NaN", i)
		}
		idx[i] = i
		if positive[i] {
			nPos++
		} else {
			nNeg++
		}
	}
	if nPos == 0 || nNeg == 0 {
		return 0, errors.New("auc: need at least one positive and one negative")
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		switch {
		case scores[a] < scores[b]:
			return -1
		case scores[a] > scores[b]:
			return 1
		}
		return 0
	})
	// Rank sum of the positives, tied scores sharing their mean rank.
	var rankSum float64
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && scores[idx[j]] == scores[idx[i]] {
			j++
		}
		mean := float64(i+j+1) / 2 // ranks are 1-based: (i+1 + j) / 2
		for k := i; k < j; k++ {
			if positive[idx[k]] {
				rankSum += mean
			}
		}
		i = j
	}
	return (rankSum - nPos*(nPos+1)/2) / (nPos * nNeg), nil
}
