package search

import (
	"cmp"
	"math"
	"slices"
)

// rawKind says what a candidate's raw score is, which depends on the
// indexes that answered.
type rawKind int

const (
	// rawRRF: both indexes answered; raw is the fused score of their
	// lists and of the lists of quotes (phrase.go), see fuse.
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
	// kwLed says the keyword list gave the candidate more of its raw
	// score than the vector list: its result then highlights where the
	// keyword hit is (placeKeywordHits) rather than the child.
	kwLed bool
	// kwMatched is the share of the query's distinct terms the child's
	// keyword document holds (keyword.Hit.Matched); 0 when the keyword
	// list did not hold the child.
	kwMatched float64
	// hit, when set, is where in the parent the keyword hit is (see
	// placeKeywordHits): results show it as their match instead of the
	// child.
	hit *Span
	// titled says the child opens a chapter whose title is the query
	// (titleList).
	titled bool
	// vecRaw and kwRaw are what the vector list and the keyword side (its
	// list and the votes of quotes) added to raw; vecScore and kwScore what
	// they added to score. A candidate moved to another child
	// (moveToWords) keeps its keyword part and takes the vector part of
	// the child it now shows.
	vecRaw, kwRaw, vecScore, kwScore float64
}

// voteList is a list of candidates that each get votes on top of the
// indexes' lists (see fuse): the quotes of the query, or the openings of
// the chapters it names.
type voteList struct {
	list  []ranked
	votes int // how many votes each entry gets
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

// fusion says how hybrid search combines its two lists.
type fusion struct {
	method string // FusionRRF or FusionConvex
	rrfK   int
	// vecWeight is the vector list's share, in (0, 1]; the keyword list
	// gets 1 − vecWeight.
	vecWeight float64
}

// fuse merges the ranked lists into child candidates ordered best first.
//
// With both indexes (rawRRF) the lists are combined by f.method, on
// children, before they are grouped into parents: a parent whose different
// children win the two lists is then judged by its best child, not
// credited twice.
//
//   - FusionConvex (the default, Bruch et al. 2023): each list's scores are
//     scaled onto [0, 1] (minMax), a child missing from a list gets 0 from
//     it, and score = w·vector + (1 − w)·keyword. Unlike RRF it keeps
//     how far apart the candidates of one list are, so a passage the
//     keyword index puts far ahead stays ahead when the vector list has
//     nothing as clear to say.
//   - FusionRRF: weighted Reciprocal Rank Fusion, 2w/(rrfK + vector rank) +
//     2(1 − w)/(rrfK + keyword rank); w = ½ is plain RRF.
//
// Either way each list of votes (quoteLists, phrase.go: the keyword
// candidates that quote the query, and those with a line that is the
// query, one vote each; titleList, title.go: the openings of the chapters
// whose title is the query, titleVotes votes) adds its votes to its
// entries, each vote worth 1 in convex fusion, which puts every quoting
// passage above every other and every heading above the other quotations,
// and 1/(rrfK + rank in the list) in RRF. With one list the raw score is
// that index's score.
//
// With normalize set, score is computed the same way from the size-
// normalised lists (see normalizedList); otherwise score = raw.
func fuse(r *rows, vec, kw []ranked, votes []voteList, kind rawKind, f fusion, normalize bool) []*cand {
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
	k := float64(f.rrfK)
	convex := f.method == FusionConvex
	// add adds list's part to each candidate's scores; setRank records
	// the candidate's rank in it and returns the fields its part goes in.
	add := func(list []ranked, weight float64, sizeNormalized bool, setRank func(*cand, int, ranked) (raw, score *float64)) {
		var normScores []float64
		var normRanks []int
		if normalize {
			if sizeNormalized {
				normScores, normRanks = normalizedList(r, list, kind == rawCosine)
			} else {
				normScores, normRanks = unnormalizedList(list)
			}
		}
		var rawMM, normMM minMax
		if convex {
			rawMM = newMinMax(list, nil)
			normMM = newMinMax(list, normScores)
		}
		for i, h := range list {
			c := get(h.id)
			rawPart, scorePart := setRank(c, i+1, h)
			before, beforeScore := c.raw, c.score
			switch {
			case kind != rawRRF:
				c.raw = h.score
				if normalize {
					c.score = normScores[i]
				}
			case convex:
				c.raw += weight * rawMM.scale(h.score)
				if normalize {
					c.score += weight * normMM.scale(normScores[i])
				}
			default:
				c.raw += 2 * weight / (k + float64(i+1))
				if normalize {
					c.score += 2 * weight / (k + float64(normRanks[i]))
				}
			}
			*rawPart += c.raw - before
			*scorePart += c.score - beforeScore
		}
	}
	add(vec, f.vecWeight, true, func(c *cand, rank int, _ ranked) (*float64, *float64) {
		c.vecRank = rank
		return &c.vecRaw, &c.vecScore
	})
	add(kw, 1-f.vecWeight, false, func(c *cand, rank int, h ranked) (*float64, *float64) {
		c.kwRank, c.kwMatched = rank, h.matched
		return &c.kwRaw, &c.kwScore
	})
	for _, l := range votes {
		for i, h := range l.list {
			// A quote's entry carries its keyword rank already; a
			// chapter's opening (titleList) may be in neither list.
			c := get(h.id)
			vote := 1 / (k + float64(i+1))
			if convex {
				vote = 1
			}
			vote *= float64(l.votes)
			c.raw += vote
			c.kwRaw += vote
			if normalize {
				c.score += vote
				c.kwScore += vote
			}
		}
	}
	for _, c := range out {
		c.kwLed = c.kwRank > 0 && c.kwRaw > c.vecRaw
	}
	if !normalize {
		for _, c := range out {
			c.score, c.vecScore, c.kwScore = c.raw, c.vecRaw, c.kwRaw
		}
	}
	slices.SortStableFunc(out, compareCands)
	return out
}

// minMax maps one list's scores onto [0, 1]: its best score to 1 and 0
// (or a negative cosine below it) to 0 — the theoretical minimum of BM25
// and of a cosine between related texts, rather than the worst score the
// list happened to hold (Bruch et al.'s "TMM"). Measured on the proxies
// (testdata/eval, MRR@10 summed over 12 sets, weight 0.3): 7.31 against
// 7.21 with the observed minimum, which stretches a list of near-equal
// scores over the whole range and so overstates its differences.
type minMax struct{ lo, hi float64 }

// newMinMax spans the list's scores, or scores when given (the list's
// size-normalised scores, in list order).
func newMinMax(list []ranked, scores []float64) minMax {
	m := minMax{lo: math.Inf(1), hi: math.Inf(-1)}
	for i, h := range list {
		x := h.score
		if scores != nil {
			x = scores[i]
		}
		m.lo, m.hi = min(m.lo, x), max(m.hi, x)
	}
	m.lo = min(0, m.lo)
	return m
}

func (m minMax) scale(x float64) float64 {
	if m.hi <= m.lo {
		return 1
	}
	return (x - m.lo) / (m.hi - m.lo)
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

// spreadChapters reorders parent candidates so that no chapter holds more
// than perChapter places before every other chapter in the list has shown
// its best: candidates beyond their chapter's first perChapter keep their
// order but move behind the rest. A chapter's summary counts as the
// chapter; each wiki entry counts on its own. perChapter <= 0 leaves the
// list as it is.
//
// The limit decides which passages make the k results asked for, not
// their order: when fewer chapters have evidence than k, the places left
// once each has shown its best go to the passages moved behind, best
// first, and those k results are then in score order (k <= 0: no such
// page, the spread order throughout). Why: behind every other chapter's
// best, a chapter's second passage came last on the page whatever it
// scored, and in a short book of long chapters that is where the passage
// asked about often is — The Great Gatsby (nine chapters and front
// matter), hybrid "a newspaper describes the car that killed the woman
// and did not stop": the "death car" passage 10th, behind nine chapters'
// bests of lower score; 2nd in score order. The chapters on the page
// are the same ones, so a book with as many chapters with evidence as k
// is not changed.
//
// Candidates without evidence (score <= 0: only a list whose weight is 0
// held them, e.g. the vector list for a name the model does not know, see
// vocabulary.go) come after every candidate with evidence, the ones moved
// behind included, and are spread among themselves. Otherwise a rare name
// whose every mention is in one chapter showed one of them and then
// filler (measured on Frankenstein, hybrid "Plainpalais": the best of its
// four passages in chapter 7, then nine passages of score 0, the other
// three after them).
//
// Why spread at all: the passages of one scene score alike, so without
// this a query about a scene fills the first page with one chapter and
// pushes down every other place the author wrote about it (measured,
// `make eval`, hybrid MRR@10 summed over 18 sets with model v1: 12.11 in
// plain order, 12.17 with two passages a chapter, 12.36 with one;
// keyword-only 11.78, 11.85, 12.05).
func spreadChapters(cands []*cand, perChapter, k int) []*cand {
	if perChapter <= 0 {
		return cands
	}
	type owner struct {
		wiki bool
		id   uint64 // chapter id (a summary's chapter), or wiki entry id
	}
	seen := make(map[owner]int, len(cands))
	spread := func(tier []*cand) (first, later []*cand) {
		for _, c := range tier {
			p := c.parent
			o := owner{p.Kind == KindWiki, p.OwnerID}
			if p.Kind == KindSummary {
				o.id = p.SummaryOf
			}
			seen[o]++
			if seen[o] <= perChapter {
				first = append(first, c)
			} else {
				later = append(later, c)
			}
		}
		return first, later
	}
	var some, none []*cand
	for _, c := range cands {
		if c.score > 0 {
			some = append(some, c)
		} else {
			none = append(none, c)
		}
	}
	// Evidence first; the chapters the evidence showed count when the
	// rest is spread.
	first, later := spread(some)
	noneFirst, noneLater := spread(none)
	if spare := min(k, len(some)) - len(first); spare > 0 && len(later) > 0 {
		// The page's places left over: the best of the passages moved
		// behind take them, and the page reads in the order it came in.
		spare = min(spare, len(later))
		at := make(map[*cand]int, len(some))
		for i, c := range some {
			at[c] = i
		}
		page := slices.Concat(first, later[:spare])
		slices.SortFunc(page, func(a, b *cand) int { return at[a] - at[b] })
		first, later = page, later[spare:]
	}
	return slices.Concat(first, later, noneFirst, noneLater)
}
