package chunk

import (
	"context"
	"fmt"
	"math"
)

// ParentPlan is one logical parent of a chapter: blocks FirstBlock through
// LastBlock (indexes into the blocks given to [PlanParents], inclusive) and
// the rune span [Start, End) of the chapter text it covers. When a long
// block is split, several plans share the same block index and each covers
// part of it.
type ParentPlan struct {
	FirstBlock, LastBlock int
	Start, End            int
}

// PlanParents groups a chapter's blocks into logical parents, the units
// search returns whole. blocks must be ascending, non-overlapping, non-empty
// spans of text, as [SplitBlocks] produces; only one chapter is ever given,
// so no parent can span two chapters (P1).
//
// The rules, in order:
//  1. A block longer than MaxParentSize is split at sentence boundaries
//     into pieces of at most MaxParentSize (unless a single sentence is
//     longer, which then forms a piece of its own). Among all such splits
//     the chosen one minimises (number of pieces) + Σ (1+simᵢ)/2 over its
//     cuts, where simᵢ is the similarity of the two sentences a cut
//     separates: cuts land on the strongest semantic boundaries, and an
//     extra piece is accepted only when it lets the cuts move to boundaries
//     that are, in total, that much weaker. Pieces shorter than
//     MinParentSize are avoided whenever possible. This is the only step
//     that needs emb; it embeds the sentences of each long block with one
//     call.
//  2. Consecutive blocks shorter than MinParentSize are merged, as long as
//     the merged span stays within MaxParentSize.
//  3. A group still shorter than MinParentSize joins its previous or next
//     neighbour, whichever gives the smaller parent within MaxParentSize,
//     so that a one-line paragraph between two long ones does not become a
//     parent (and a child) too small to be useful.
//
// A parent's text is text[Start:End] in runes: merged parents keep the blank
// lines between their blocks. Every parent is at most MaxParentSize runes
// unless it is a single sentence that is longer (P10).
func PlanParents(ctx context.Context, emb Embedder, text string, blocks []Span, cfg Config) ([]ParentPlan, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	rs := []rune(text)
	if err := checkBlocks(blocks, len(rs)); err != nil {
		return nil, err
	}
	units := make([]parentUnit, 0, len(blocks))
	for i, b := range blocks {
		if b.Len() <= cfg.MaxParentSize {
			units = append(units, parentUnit{i, b.Start, b.End})
			continue
		}
		pieces, err := splitLongBlock(ctx, emb, rs[b.Start:b.End], cfg)
		if err != nil {
			return nil, fmt.Errorf("chunk: splitting block %d (%d runes): %w", i, b.Len(), err)
		}
		for _, p := range pieces {
			units = append(units, parentUnit{i, b.Start + p.Start, b.Start + p.End})
		}
	}
	groups := mergeUnits(units, cfg)
	plans := make([]ParentPlan, len(groups))
	for i, g := range groups {
		plans[i] = ParentPlan{
			FirstBlock: units[g.first].block,
			LastBlock:  units[g.last].block,
			Start:      g.start,
			End:        g.end,
		}
	}
	return plans, nil
}

// checkBlocks rejects block lists that SplitBlocks could not have produced
// for a text of n runes, before they can cause an out-of-range slice.
func checkBlocks(blocks []Span, n int) error {
	prevEnd := 0
	for i, b := range blocks {
		if b.Start < prevEnd || b.End <= b.Start || b.End > n {
			return fmt.Errorf("chunk: block %d span [%d, %d) is empty, out of order or outside the %d-rune text", i, b.Start, b.End, n)
		}
		prevEnd = b.End
	}
	return nil
}

// parentUnit is a whole block, or a piece of a long one, in chapter offsets.
type parentUnit struct {
	block      int
	start, end int
}

// Costs of the long-block splitter: a piece costs 1 (fewer pieces first),
// a cut costs (1+sim)/2 ∈ [0, 1] (then weaker similarity), an undersized
// piece costs minViolation (avoided whenever possible).
func parentPieceCost(l int, cfg Config) float64 {
	if l < cfg.MinParentSize {
		return 1 + minViolation*(1+float64(cfg.MinParentSize-l)/float64(cfg.MinParentSize))
	}
	return 1
}

func parentCutCost(sim float64) float64 {
	if math.IsNaN(sim) {
		return 0.5
	}
	return (1 + sim) / 2
}

// splitLongBlock splits one block (rs) into pieces of at most MaxParentSize
// runes at sentence boundaries, by dynamic programming over the sentence
// boundaries (see PlanParents for the objective). Offsets are relative to rs.
func splitLongBlock(ctx context.Context, emb Embedder, rs []rune, cfg Config) ([]Span, error) {
	sents := splitSentenceRunes(rs)
	if len(sents) < 2 {
		return []Span{{0, len(rs)}}, nil
	}
	vecs, err := embedSpans(ctx, emb, rs, sents)
	if err != nil {
		return nil, err
	}
	sims := Similarities(vecs)
	// Node k is the position before sentence k; node len(sents) is the end.
	m := len(sents)
	pos := make([]int, m+1)
	for k := 1; k <= m; k++ {
		pos[k] = sents[k-1].End
	}
	best := make([]float64, m+1)
	from := make([]int, m+1)
	for j := 1; j <= m; j++ {
		end := 0.0
		if j < m {
			end = parentCutCost(sims[j-1])
		}
		best[j] = math.Inf(1)
		for i := j - 1; i >= 0; i-- {
			l := pos[j] - pos[i]
			if l > cfg.MaxParentSize && i < j-1 {
				break // a lone over-long sentence is admissible, nothing more
			}
			cost := best[i] + parentPieceCost(l, cfg) + end
			if cost < best[j] {
				best[j], from[j] = cost, i
			}
		}
	}
	var pieces []Span
	for j := m; j > 0; j = from[j] {
		pieces = append(pieces, Span{pos[from[j]], pos[j]})
	}
	for a, b := 0, len(pieces)-1; a < b; a, b = a+1, b-1 {
		pieces[a], pieces[b] = pieces[b], pieces[a]
	}
	return pieces, nil
}

// unitGroup is a run of units [first, last] spanning [start, end).
type unitGroup struct {
	first, last int
	start, end  int
	allShort    bool // every unit is shorter than MinParentSize
}

func (g unitGroup) size() int { return g.end - g.start }

// mergeUnits applies rules 2 and 3 of PlanParents.
func mergeUnits(units []parentUnit, cfg Config) []unitGroup {
	var groups []unitGroup
	for k, u := range units {
		short := u.end-u.start < cfg.MinParentSize
		if last := len(groups) - 1; last >= 0 && short && groups[last].allShort &&
			u.end-groups[last].start <= cfg.MaxParentSize {
			groups[last].last, groups[last].end = k, u.end
			continue
		}
		groups = append(groups, unitGroup{first: k, last: k, start: u.start, end: u.end, allShort: short})
	}

	out := make([]unitGroup, 0, len(groups))
	for i := 0; i < len(groups); i++ {
		g := groups[i]
		if g.size() < cfg.MinParentSize {
			prevSize, nextSize := math.MaxInt, math.MaxInt
			if len(out) > 0 {
				if s := g.end - out[len(out)-1].start; s <= cfg.MaxParentSize {
					prevSize = s
				}
			}
			if i+1 < len(groups) {
				if s := groups[i+1].end - g.start; s <= cfg.MaxParentSize {
					nextSize = s
				}
			}
			switch {
			case prevSize != math.MaxInt && prevSize <= nextSize:
				p := &out[len(out)-1]
				p.last, p.end = g.last, g.end
				continue
			case nextSize != math.MaxInt:
				groups[i+1].first, groups[i+1].start = g.first, g.start
				continue
			}
		}
		out = append(out, g)
	}
	return out
}
