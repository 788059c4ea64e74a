package chunk

import (
	"math"
	"unicode"
)

// cutKind ranks the places where a child may end, from the most natural
// (a semantic cliff) to the last resort (a hard wrap inside a word).
type cutKind uint8

const (
	kindHard     cutKind = iota // any position that keeps graphemes whole
	kindSpace                   // start of a word after whitespace
	kindClause                  // after ，、,：: inside a sentence
	kindSentence                // sentence boundary
	kindCliff                   // sentence boundary at a semantic cliff
)

// candidate is a position (rune offset, strictly inside the text) where a
// child may end. sim is the similarity of the sentences on either side of a
// sentence or cliff boundary (NaN when unknown or not a sentence boundary).
type candidate struct {
	pos  int
	kind cutKind
	sim  float64
}

// hardWrapGap is the largest distance left between consecutive candidates.
// Gaps this small guarantee that the segmenter can always respect the
// maximum child size and, for sane configurations (max >= 3·min), also the
// minimum: every interval of that width contains a cut, so sizes can be
// balanced to within the gap. Quarter of the slack keeps the candidate
// count, and thus the segmenter's work, linear and small.
func hardWrapGap(cfg Config) int {
	return max(1, min(cfg.MinChildSize, cfg.MaxChildSize-cfg.MinChildSize)/4)
}

// childCandidates lists every admissible child end inside rs, ascending by
// position. sentenceEnds are the interior sentence boundaries with their
// similarities (NaN when unknown) and cliff flags.
func childCandidates(rs []rune, bounds []int, sims []float64, cliff []bool, gap int) []candidate {
	n := len(rs)
	natural := make([]candidate, 0, len(bounds)*2+n/16)
	// Merge sentence boundaries with clause positions in one ascending pass;
	// a position that is both keeps the stronger (sentence) kind.
	bi := 0
	emitSentencesUpTo := func(pos int) {
		for bi < len(bounds) && bounds[bi] <= pos {
			k := kindSentence
			if cliff[bi] {
				k = kindCliff
			}
			natural = append(natural, candidate{bounds[bi], k, sims[bi]})
			bi++
		}
	}
	for q := 0; q < n-1; q++ {
		if !isClauseMark(rs[q]) {
			continue
		}
		if rs[q] == ',' && q > 0 && unicode.IsDigit(rs[q-1]) && unicode.IsDigit(rs[q+1]) {
			continue // thousands separator: 1,000
		}
		p := q + 1
		for p < n && isSpace(rs[p]) && !isLineBreak(rs[p]) {
			p++ // the next clause starts at its first word
		}
		if p >= n || !breakable(rs, p) {
			continue
		}
		emitSentencesUpTo(p)
		if len(natural) > 0 && natural[len(natural)-1].pos == p {
			continue
		}
		natural = append(natural, candidate{p, kindClause, math.NaN()})
	}
	emitSentencesUpTo(n)

	withSpaces := fillGaps(rs, natural, gap, func(p int) bool {
		return isSpace(rs[p-1]) && !isSpace(rs[p]) && breakable(rs, p)
	}, kindSpace, false)
	return fillGaps(rs, withSpaces, gap, func(p int) bool { return breakable(rs, p) }, kindHard, true)
}

// fillGaps adds candidates of the given kind inside every gap (including the
// ones before the first and after the last candidate) that is wider than
// gap. With force=false it adds every position accepted by ok inside such a
// gap (word starts are few and all useful); with force=true it adds, greedily,
// the last acceptable position within reach, or an arbitrary one when
// there is none, so that no gap stays wider than gap.
func fillGaps(rs []rune, cands []candidate, gap int, ok func(p int) bool, kind cutKind, force bool) []candidate {
	n := len(rs)
	out := make([]candidate, 0, len(cands)+n/max(gap, 1)+1)
	prev := 0
	fill := func(a, b int) {
		if b-a <= gap {
			return
		}
		if !force {
			for p := a + 1; p < b; p++ {
				if ok(p) {
					out = append(out, candidate{p, kind, math.NaN()})
				}
			}
			return
		}
		cur := a
		for b-cur > gap {
			pick := -1
			for p := cur + 1; p <= cur+gap; p++ {
				if ok(p) {
					pick = p
				}
			}
			if pick < 0 {
				pick = cur + gap
			}
			out = append(out, candidate{pick, kind, math.NaN()})
			cur = pick
		}
	}
	for _, c := range cands {
		fill(prev, c.pos)
		out = append(out, c)
		prev = c.pos
	}
	fill(prev, n)
	return out
}
