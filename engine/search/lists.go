package search

import (
	"context"
	"fmt"

	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// minCandidates is the floor of the candidate list taken from each index:
// fusion and parent deduplication need more children than results.
const minCandidates = 50

// maxOverFetch bounds how far a list is widened to find enough children of
// the searched scope: a tiny project inside a huge multi-project index
// should not turn one search into a scan of every vector.
const maxOverFetch = 20000

// candidateCount is how many eligible children each index should supply
// for k results: at least max(50, 5·k).
func candidateCount(k int) int { return max(minCandidates, 5*k) }

// ranked is one eligible child of an index's list, in list order; rank is
// its 1-based position among eligible children.
type ranked struct {
	id    uint64
	score float64
	// matched is, in the keyword list, the share of the query's distinct
	// terms the child's passage holds (keyword.Hit.Matched); 0 elsewhere.
	matched float64
	// late is, in a vector list re-scored by late interaction, the part
	// of score that is β · MaxSim (late.go); score − late is the cosine's
	// part. Size normalisation corrects the two parts each by its own
	// exponent (normalize.go). 0 elsewhere.
	late float64
}

// vectorList returns up to need children of the scope nearest to q, best
// first. The index holds every project, so it asks for need, filters, and
// asks for four times as many while too few survive and the index has more.
func vectorList(ctx context.Context, idx vector.Index, r *rows, q []float32, sc scope, need int) ([]ranked, error) {
	total := idx.Len()
	if total == 0 {
		return nil, nil
	}
	limit := max(need, min(total, maxOverFetch))
	return widenList(ctx, r, sc, need, limit, func(n int) ([]ranked, error) {
		hits := idx.Search(q, n)
		out := make([]ranked, len(hits))
		for i, h := range hits {
			out[i] = ranked{id: h.ID, score: float64(h.Score)}
		}
		return out, nil
	})
}

// keywordList is vectorList for the keyword index. The index filters by
// project itself, so one round suffices unless the scope rejects parents
// the index cannot tell apart (Related's exclude).
func keywordList(ctx context.Context, idx KeywordIndex, r *rows, text string, sc scope, need int) ([]ranked, error) {
	limit := max(need, keyword.MaxK)
	return widenList(ctx, r, sc, need, limit, func(n int) ([]ranked, error) {
		hits, err := idx.Search(keyword.Query{
			Text:        text,
			Project:     sc.project,
			AllProjects: sc.all,
			Kinds:       kindList(sc.kinds),
			K:           n,
		})
		if err != nil {
			return nil, fmt.Errorf("search: keyword index: %w", err)
		}
		out := make([]ranked, len(hits))
		for i, h := range hits {
			out[i] = ranked{id: h.ID, score: h.Score, matched: h.Matched}
		}
		return out, nil
	})
}

// widenList asks fetch for an index's n best hits (n starting at need),
// keeps those the scope admits, and while fewer than need survive, the
// index gave all that was asked and n is below limit, asks again for four
// times as many. It returns at most need children, in the index's order.
func widenList(ctx context.Context, r *rows, sc scope, need, limit int, fetch func(n int) ([]ranked, error)) ([]ranked, error) {
	n := min(need, limit)
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		hits, err := fetch(n)
		if err != nil {
			return nil, err
		}
		ids := make([]uint64, len(hits))
		for i, h := range hits {
			ids[i] = h.id
		}
		if err := r.load(ids); err != nil {
			return nil, err
		}
		out := make([]ranked, 0, min(len(hits), need))
		for _, h := range hits {
			if _, p, ok := r.pair(h.id); ok && sc.admits(p) {
				out = append(out, h)
				if len(out) == need {
					break
				}
			}
		}
		if len(out) >= need || len(hits) < n || n >= limit {
			return out, nil
		}
		n = min(n*4, limit)
	}
}
