package search

import (
	"cmp"
	"math"
	"slices"
	"unicode/utf8"

	"inkflow/engine/chunk"
)

// Size normalisation (P11).
//
// A parent's score is the score of its best child, and a long parent holds
// more children, each a chance to match, so without correction long
// parents win merely for being long. The correction is the product's
// formula, score = raw · sqrt(avg / size), with avg the mean size of the
// candidate parents.
//
// Size is measured in children — the parent's length divided by the
// target child size, rounded, at least 1 — because the bias comes from
// taking the best of several children, not from characters as such.
// Measured on the 三国演义 queries (testdata/eval), size in runes made
// vector-only parent-child search worse than returning bare children
// (MRR@10 0.32 against 0.47): most Chinese paragraphs are one or two
// children long, so dividing by length penalised length itself and lifted
// short, off-topic passages over the one that matched. In child units a
// one-child parent is not penalised and a six-child block is, by the same
// formula.
//
// The factor multiplies the score itself, as the formula says, and that is
// what removes the bias on real text: asked 60 sentences of an unrelated
// novel, vector search over 三国演义 returns parents averaging 1.25× the
// project's mean parent size without normalisation and 1.04× with it
// (checkSizeBias in the engine's acceptance test). Scaling only a score's
// distance from the candidates' mean was tried and left 1.20×. The cost
// is measured too: on the testdata/eval query sets, whose answers are
// chapters, long passages are more often the right ones, and vector-only
// parent-child search with normalisation finds fewer of them in the top 5
// than bare children (three books: 0.49/0.59/0.81 against 0.58/0.72/0.90);
// with normalisation off the two are equal.
//
// It is applied to the vector index's own scores (cosine), child by child
// with the size of the child's parent, and then the list is re-ranked. In
// vector-only search that is exactly the formula on the parent score,
// since the factor is the same for all children of a parent. The keyword
// list is not normalised (unnormalizedList): its scores are BM25 over
// passages of about 300 characters, which BM25 already normalises for
// length, so the size of the parent a passage lies in says nothing about
// how well it matches. Measured (`make eval`, keyword-only MRR@10 summed
// over the 8 English sets): 5.65 normalised, 5.98 not; on Frankenstein's
// paraphrases 0.556 against 0.675.
//
// In hybrid search normalising child by child is what makes the formula
// meaningful:
// Reciprocal Rank Fusion only sees ranks, and its scores are compressed
// into [1/(k+n), 2/(k+1)] (rank 1 and rank 10 differ by 15 %), so
// multiplying the fused score by a size factor (easily 2× between a 300-
// and a 1200-rune parent) would let size overrule the ranking entirely: a
// passage both indexes put first would lose to any short passage one index
// put anywhere near the top. Fusing the normalised ranks keeps what RRF is
// for (agreement between the indexes) and removes the size bias from each
// ranking it fuses. Result.RawScore is then the fusion of the indexes' own
// lists and Result.Score the fusion of the normalised lists; the default
// convex fusion (fuse.go) scales each list onto [0, 1] before it weighs
// them, so there too the factor reorders each list rather than swamping
// the other.

// lateSizeExponent is the exponent a of the size correction of the
// MaxSim part of a late-interaction score, (avg/size)^a, where the
// cosine's part keeps sqrt(avg/size). MaxSim and cosine depend on length
// differently: MaxSim averages, over the query's tokens, each one's best
// match among the child's tokens, which is already near its ceiling for
// any child of a few hundred characters, so taking the best of a long
// parent's several children lifts it less than it lifts a cosine, and
// sqrt over-corrects it (P11 fell to 0.88× on 三国演义 at β 1). Measured
// with scripts/latefit on two training-corpus books (60 sentences of an
// unrelated novel each, vector-only, late interaction 1), the returned
// parents against the book's mean parent by a:
//
//	a                                         0.1    0.15   0.2    0.25   0.3    0.5
//	蜃楼志 (水浒传 sentences)                 1.127  1.061  1.015  0.968  0.930  0.866
//	Wizard of Oz (Treasure Island sentences)  1.140  1.060  1.010  0.952  0.910  0.844
//
// (1.260× and 1.392× without normalisation). 0.2 returns parents of the
// mean size on both.
const lateSizeExponent = 0.2

// childUnit is the length, in runes, of one child as the chunker aims to
// cut it; a parent's size for normalisation is its length in these units.
const childUnit = float64(chunk.DefaultTargetChildSize)

// parentSize is a parent's size in child units (at least 1). Short parents
// (a wiki entry, a summary, a one-line chapter) hold one child and have
// exactly the chances of any one child, so they count as 1 rather than
// being lifted above the story for being short.
func parentSize(text string) float64 {
	return max(1, math.Round(float64(utf8.RuneCountInString(text))/childUnit))
}

// normalizedList returns, for each entry of an index's list, its score
// after size normalisation and its 1-based rank by that score (ties keep
// list order). The average size is taken over the distinct parents of the
// list's children. With evidence (vector-only search) a list re-scored by
// late interaction also gains chapter evidence (addChapterEvidence).
func normalizedList(r *rows, list []ranked, evidence bool) (scores []float64, ranks []int) {
	sizes := make(map[uint64]float64)
	var sum float64
	for _, h := range list {
		p := r.parents[r.children[h.id].ParentID]
		if _, ok := sizes[p.ID]; !ok {
			s := parentSize(p.Text)
			sizes[p.ID] = s
			sum += s
		}
	}
	scores = make([]float64, len(list))
	if len(list) == 0 {
		return scores, nil
	}
	avg := sum / float64(len(sizes))
	order := make([]int, len(list))
	for i, h := range list {
		order[i] = i
		ratio := avg / sizes[r.children[h.id].ParentID]
		f := math.Sqrt(ratio)
		cos := h.score - h.late
		if cos >= 0 {
			scores[i] = cos * f
		} else {
			// A negative cosine divided by the factor: a short parent
			// is still favoured rather than pushed further down.
			scores[i] = cos / f
		}
		if h.late != 0 {
			scores[i] += h.late * math.Pow(ratio, lateSizeExponent)
		}
	}
	if evidence && lateList(list) {
		addChapterEvidence(r, list, scores)
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(scores[b], scores[a]) })
	ranks = make([]int, len(list))
	for pos, i := range order {
		ranks[i] = pos + 1
	}
	return scores, ranks
}

// unnormalizedList is normalizedList for a list whose scores need no size
// correction: the keyword list's. Its BM25 scores belong to ~300-character
// passages filed under children (engine/passage), already length-normalised
// by BM25 itself, so the size of the parent a passage lies in says nothing
// about how well it matches.
func unnormalizedList(list []ranked) (scores []float64, ranks []int) {
	scores = make([]float64, len(list))
	ranks = make([]int, len(list))
	for i, h := range list {
		scores[i] = h.score
		ranks[i] = i + 1
	}
	return scores, ranks
}
