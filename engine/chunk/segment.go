package chunk

import "math"

// Costs of the child segmenter. Only their order and rough ratios matter:
//   - an undersized child is avoided whenever any partition allows it
//     (minViolation dwarfs every other cost: each candidate adds at most
//     about 13, so this holds for texts of up to ~10⁷ candidates);
//   - not cutting at a cliff costs more than any size deviation at the
//     default sizes, so cliffs
//     are honoured unless a child would otherwise be undersized, and the
//     penalty grows with the cliff's depth, so a short segment joins the
//     neighbour it is more similar to;
//   - cutting inside a sentence is dearer than any sentence boundary, and a
//     word cut dearer than a clause cut, a blind wrap dearer still;
//   - among sentence boundaries, less similar neighbours are cheaper to
//     separate.
//
// Size deviation is ((L − target)/target)², at most 0.36 with the defaults.
const (
	minViolation      = 1e9
	cliffMergeBase    = 2.0
	cliffMergePerDist = 4.0
	sentenceCutBase   = 0.1
	sentenceCutPerSim = 0.2
	clauseCutCost     = 1.0
	spaceCutCost      = 1.5
	hardCutCost       = 3.0
)

// cutCost is the price of ending a child at c.
func cutCost(c candidate) float64 {
	switch c.kind {
	case kindCliff:
		return 0
	case kindSentence:
		if math.IsNaN(c.sim) {
			return sentenceCutBase + sentenceCutPerSim/2
		}
		return sentenceCutBase + sentenceCutPerSim*(1+c.sim)/2
	case kindClause:
		return clauseCutCost
	case kindSpace:
		return spaceCutCost
	default:
		return hardCutCost
	}
}

// mergePenalty is the price of a cliff ending up inside a child.
func mergePenalty(c candidate) float64 {
	if c.kind != kindCliff {
		return 0
	}
	d := 1.0 // unknown similarity: a middling cliff
	if !math.IsNaN(c.sim) {
		d = 1 - c.sim
	}
	return cliffMergeBase + cliffMergePerDist*d
}

// childSizeCost prices a child of l runes.
func childSizeCost(l int, cfg Config) float64 {
	if l < cfg.MinChildSize {
		return minViolation * (1 + float64(cfg.MinChildSize-l)/float64(cfg.MinChildSize))
	}
	dev := float64(l-cfg.TargetChildSize) / float64(cfg.TargetChildSize)
	return dev * dev
}

// segmentChildren chooses child ends among the candidates of a text of n
// runes by dynamic programming over a minimum-cost partition: every child
// is at most MaxChildSize (a hard constraint, always satisfiable because
// candidates are never further apart than MaxChildSize), undersized
// children are avoided when possible, cliffs are honoured, and sizes stay
// close to TargetChildSize.
//
// The look-back from each candidate stops at MaxChildSize runes, so the
// work is O(candidates × candidates per MaxChildSize runes): linear in the
// text length for a fixed configuration.
//
// It returns the child ends in ascending order, the last being n.
func segmentChildren(n int, cands []candidate, cfg Config) []int {
	// Node 0 is the start of the text, node m+1 its end.
	m := len(cands)
	pos := make([]int, m+2)
	for k, c := range cands {
		pos[k+1] = c.pos
	}
	pos[m+1] = n
	// penalty[k] = sum of merge penalties of candidates 1..k (node indexes).
	penalty := make([]float64, m+2)
	for k := 1; k <= m; k++ {
		penalty[k] = penalty[k-1] + mergePenalty(cands[k-1])
	}
	penalty[m+1] = penalty[m]

	// Size costs are looked up, not recomputed: the inner loop below runs
	// candidates × (candidates per MaxChildSize) times.
	sizeCost := make([]float64, cfg.MaxChildSize+1)
	for l := range sizeCost {
		sizeCost[l] = childSizeCost(l, cfg)
	}
	best := make([]float64, m+2)
	from := make([]int32, m+2)
	for j := 1; j <= m+1; j++ {
		end := 0.0
		if j <= m {
			end = cutCost(cands[j-1])
		}
		best[j] = math.Inf(1)
		for i := j - 1; i >= 0; i-- {
			l := pos[j] - pos[i]
			var size float64
			if l <= cfg.MaxChildSize {
				size = sizeCost[l]
			} else if i == j-1 {
				// Unreachable (candidates are never further apart than
				// MaxChildSize) but keeps the partition total if that ever
				// changes.
				size = minViolation
			} else {
				break
			}
			// Candidates strictly between i and j end up inside the child.
			cost := best[i] + size + end + penalty[j-1] - penalty[i]
			if cost < best[j] {
				best[j], from[j] = cost, int32(i)
			}
		}
	}
	var ends []int
	for j := m + 1; j > 0; j = int(from[j]) {
		ends = append(ends, pos[j])
	}
	for a, b := 0, len(ends)-1; a < b; a, b = a+1, b-1 {
		ends[a], ends[b] = ends[b], ends[a]
	}
	return ends
}
