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
// The units are paragraphs: the lines of the blocks (blockLines). The
// rules, in order:
//  1. A paragraph longer than MaxParentSize is split at sentence boundaries
//     into pieces of at most MaxParentSize (unless a single sentence is
//     longer, which then forms a piece of its own). Among all such splits
//     the chosen one minimises (number of pieces) + Σ (1+simᵢ)/2 over its
//     cuts, where simᵢ is the similarity of the two sentences a cut
//     separates: cuts land on the strongest semantic boundaries, and an
//     extra piece is accepted only when it lets the cuts move to boundaries
//     that are, in total, that much weaker. Pieces shorter than
//     MinParentSize are avoided whenever possible. This is the only step
//     that needs emb; it embeds the sentences of each long paragraph with
//     one call.
//  2. Consecutive paragraphs shorter than MinParentSize are merged, as
//     long as the merged span stays within MaxParentSize.
//  3. A group still shorter than MinParentSize joins its previous or next
//     neighbour within MaxParentSize, so that a one-line paragraph between
//     two long ones does not become a parent (and a child) too small to be
//     useful. When both neighbours have room it joins the one it reads
//     with: the higher cosine between its first sentence and the previous
//     group's last, or its last sentence and the next group's first (one
//     embedding call for all such groups of the chapter; chunking embeds
//     the same sentences again for the children, so a caching embedder
//     pays for them once). On a tie, the smaller resulting parent wins,
//     then the previous neighbour.
//
// A parent's text is text[Start:End] in runes: merged parents keep the line
// breaks and blank lines between their paragraphs. A plan's FirstBlock and
// LastBlock are the blocks holding its first and last paragraph. Every
// parent is at most MaxParentSize runes unless it is a single sentence
// that is longer (P10).
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
		for _, l := range blockLines(rs, b) {
			if l.Len() <= cfg.MaxParentSize {
				units = append(units, parentUnit{i, l.Start, l.End})
				continue
			}
			pieces, err := splitLongBlock(ctx, emb, rs[l.Start:l.End], cfg)
			if err != nil {
				return nil, fmt.Errorf("chunk: splitting block %d (%d runes): %w", i, l.Len(), err)
			}
			for _, p := range pieces {
				units = append(units, parentUnit{i, l.Start + p.Start, l.Start + p.End})
			}
		}
	}
	groups := mergeShortRuns(units, cfg)
	fit, err := neighbourFit(ctx, emb, rs, groups, cfg)
	if err != nil {
		return nil, fmt.Errorf("chunk: placing short blocks: %w", err)
	}
	groups = mergeShortGroups(groups, fit, cfg)
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

// blockLines cuts block b of rs into its lines, each with its line
// terminator (the last ends where the block does), so that they tile the
// block: a paragraph is a line, in the editor as here. A block is what
// blank lines separate, and many books and authors put no blank line
// between paragraphs: a Chinese TXT with one indented paragraph a line, or
// a chapter typed with Enter between paragraphs, is one block. Planned as
// one unit it became parents cut at sentence ends across paragraphs,
// ~1,400 characters each; measured on 蜃楼志 and 风月梦 with their blank
// lines removed, default search MRR@10 fell by 0.01–0.07 on all six proxy
// sets and vector search by up to 0.16 (README "Index path").
func blockLines(rs []rune, b Span) []Span {
	var lines []Span
	start := b.Start
	for i := b.Start; i < b.End; i++ {
		if !isLineBreak(rs[i]) {
			continue
		}
		end := i + 1
		if rs[i] == '\r' && end < b.End && rs[end] == '\n' {
			end++
		}
		lines = append(lines, Span{start, end})
		start, i = end, end-1
	}
	return append(lines, Span{start, b.End})
}

// parentUnit is a line of a block, or a piece of a long line, in chapter
// offsets.
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

// mergeShortRuns applies rule 2 of PlanParents: consecutive units shorter
// than MinParentSize form one group while it stays within MaxParentSize.
func mergeShortRuns(units []parentUnit, cfg Config) []unitGroup {
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
	return groups
}

// sideFit is how well a short group reads with its previous and next
// neighbour (cosines; NaN when unknown).
type sideFit struct{ prev, next float64 }

// neighbourFit measures, for every group shorter than MinParentSize that
// has a neighbour on both sides, the cosine of its first sentence to the
// previous group's last sentence and of its last sentence to the next
// group's first, embedding all those sentences in one call. Groups with a
// single candidate neighbour need no vectors, and a chapter without such
// groups makes no call (emb may then be nil).
func neighbourFit(ctx context.Context, emb Embedder, rs []rune, groups []unitGroup, cfg Config) ([]sideFit, error) {
	fit := make([]sideFit, len(groups))
	var spans []Span
	type ask struct{ group, first, last, prevLast, nextFirst int } // indexes into spans
	var asks []ask
	index := make(map[Span]int)
	add := func(s Span) int {
		if i, ok := index[s]; ok {
			return i
		}
		index[s] = len(spans)
		spans = append(spans, s)
		return len(spans) - 1
	}
	sentence := func(g unitGroup, last bool) Span {
		sents := splitSentenceRunes(rs[g.start:g.end])
		s := sents[0]
		if last {
			s = sents[len(sents)-1]
		}
		return Span{g.start + s.Start, g.start + s.End}
	}
	for i, g := range groups {
		fit[i] = sideFit{math.NaN(), math.NaN()}
		if g.size() >= cfg.MinParentSize || i == 0 || i+1 == len(groups) {
			continue
		}
		asks = append(asks, ask{i, add(sentence(g, false)), add(sentence(g, true)),
			add(sentence(groups[i-1], true)), add(sentence(groups[i+1], false))})
	}
	if len(asks) == 0 {
		return fit, nil
	}
	vecs, err := embedSpans(ctx, emb, rs, spans)
	if err != nil {
		return nil, err
	}
	for _, a := range asks {
		fit[a.group] = sideFit{cosine(vecs[a.first], vecs[a.prevLast]), cosine(vecs[a.last], vecs[a.nextFirst])}
	}
	return fit, nil
}

// mergeShortGroups applies rule 3 of PlanParents to the groups of rule 2,
// with fit from neighbourFit.
func mergeShortGroups(groups []unitGroup, fit []sideFit, cfg Config) []unitGroup {
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
			toPrev := prevSize != math.MaxInt && prevSize <= nextSize
			if prevSize != math.MaxInt && nextSize != math.MaxInt && fit[i].prev != fit[i].next &&
				!math.IsNaN(fit[i].prev) && !math.IsNaN(fit[i].next) {
				toPrev = fit[i].prev > fit[i].next
			}
			switch {
			case toPrev:
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
