package search

import (
	"cmp"
	"slices"
)

// rawKind says what a candidate's raw score is, which depends on the
// indexes that answered.
type rawKind int

const (
	// rawRRF: both indexes answered; raw is the Reciprocal Rank Fusion
	// score of their lists and of the quoted-phrase list (phrase.go).
	rawRRF rawKind = iota
	// rawCosine: vector list only; raw is the cosine similarity.
	rawCosine
	// rawBM25: keyword list only; raw is the BM25 score.
	rawBM25
)

// cand is a matched child with everything ranking needs.
type cand struct {
	child   *Child
	parent  *Parent
	vecRank int // 1-based; 0 when the vector list did not hold the child
	kwRank  int // 1-based; 0 when the keyword list did not hold the child
	raw     float64
	score   float64
}

// bestRank is the better of the candidate's ranks, for breaking ties.
func (c *cand) bestRank() int {
	switch {
	case c.vecRank == 0:
		return c.kwRank
	case c.kwRank == 0:
		return c.vecRank
	}
	return min(c.vecRank, c.kwRank)
}

// fuse merges the ranked lists into child candidates ordered best first.
//
// With both indexes (rawRRF) a child's raw score is the sum over the lists
// holding it — vector, keyword, and the keyword candidates that quote the
// query (phrase, see phrase.go) — of 1/(rrfK + rank), rank counted from 1
// among the eligible children of that list. Fusion happens on children, before they are
// grouped into parents: a parent whose different children win the two
// lists is then judged by its best child, not credited twice. With one
// list the raw score is that index's score.
//
// With normalize set, score is computed the same way from the size-
// normalised lists (see normalizedList); otherwise score = raw.
func fuse(r *rows, vec, kw, phrase []ranked, kind rawKind, rrfK int, normalize bool) []*cand {
	byID := make(map[uint64]*cand, len(vec)+len(kw))
	var out []*cand
	get := func(id uint64) *cand {
		if c := byID[id]; c != nil {
			return c
		}
		ch, p, _ := r.pair(id) // lists hold only ids with both rows
		c := &cand{child: ch, parent: p}
		byID[id] = c
		out = append(out, c)
		return c
	}
	k := float64(rrfK)
	add := func(list []ranked, setRank func(*cand, int)) {
		var normScores []float64
		var normRanks []int
		if normalize {
			normScores, normRanks = normalizedList(r, list)
		}
		for i, h := range list {
			c := get(h.id)
			setRank(c, i+1)
			if kind == rawRRF {
				c.raw += 1 / (k + float64(i+1))
				if normalize {
					c.score += 1 / (k + float64(normRanks[i]))
				}
			} else {
				c.raw = h.score
				if normalize {
					c.score = normScores[i]
				}
			}
		}
	}
	add(vec, func(c *cand, rank int) { c.vecRank = rank })
	add(kw, func(c *cand, rank int) { c.kwRank = rank })
	add(phrase, func(*cand, int) {}) // its entries carry their keyword rank already
	if !normalize {
		for _, c := range out {
			c.score = c.raw
		}
	}
	slices.SortStableFunc(out, compareCands)
	return out
}

// compareCands orders candidates by score, then raw score, then their best
// rank, then child id, so that equal inputs always give the same order
// (P9, ties stable).
func compareCands(a, b *cand) int {
	if c := cmp.Compare(b.score, a.score); c != 0 {
		return c
	}
	if c := cmp.Compare(b.raw, a.raw); c != 0 {
		return c
	}
	if c := cmp.Compare(a.bestRank(), b.bestRank()); c != 0 {
		return c
	}
	return cmp.Compare(a.child.ID, b.child.ID)
}

// bestPerParent keeps the first (best) candidate of each parent, in order
// (P5).
func bestPerParent(cands []*cand) []*cand {
	seen := make(map[uint64]bool, len(cands))
	out := make([]*cand, 0, len(cands))
	for _, c := range cands {
		if seen[c.parent.ID] {
			continue
		}
		seen[c.parent.ID] = true
		out = append(out, c)
	}
	return out
}
