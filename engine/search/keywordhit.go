package search

import (
	"fmt"
	"math"
	"slices"

	"inkflow/engine/passage"
	"inkflow/storage/keyword"
)

// parentCands turns fused child candidates into the best k parent
// candidates: the best of each parent (bestPerParent), with r.dropEchoes
// without the summaries that only repeat one of the passages
// (echoes.drop), spread over the chapters (spreadChapters), and with
// r.placeHits each keyword-led one placed where the words its keyword
// document matched are (placeKeywordHits). Placing can move a candidate to another parent of
// its owner, which can be one that another candidate already stands for,
// and gives a moved candidate the scores of the child it now shows, so
// cands are ordered again and the list is made again until every
// keyword-led candidate in it has been placed; sc admits the parents a
// candidate may move to.
func (r *run) parentCands(cands []*cand, query string, sc scope, k int) ([]*cand, error) {
	echo := newEchoes()
	perParent := func() []*cand {
		if r.dropEchoes {
			return echo.drop(bestPerParent(cands))
		}
		return bestPerParent(cands)
	}
	if !r.placeHits {
		cands = spreadChapters(perParent(), r.s.perChapter(), k)
		return cands[:min(k, len(cands))], nil
	}
	m, err := keyword.NewMatcher(query)
	if err != nil {
		return nil, fmt.Errorf("search: %w", err)
	}
	h := &hits{m: m, found: make(map[uint64][]keyword.Match)}
	vecOf := make(map[uint64]vecSide, len(cands))
	for _, c := range cands {
		if c.vecRank > 0 {
			vecOf[c.child.ID] = vecSide{c.vecRank, c.vecRaw, c.vecScore}
		}
	}
	placed := make(map[*cand]bool)
	for {
		top := spreadChapters(perParent(), r.s.perChapter(), k)
		if len(top) > k {
			top = top[:k]
		}
		var todo []*cand
		for _, c := range top {
			if c.kwLed && !placed[c] {
				todo = append(todo, c)
				placed[c] = true
			}
		}
		if len(todo) == 0 {
			return top, nil
		}
		moved, err := r.placeKeywordHits(todo, h, sc, vecOf)
		if err != nil {
			return nil, err
		}
		if moved {
			slices.SortStableFunc(cands, compareCands)
		}
	}
}

// hits finds one query's terms in parents, each parent once.
type hits struct {
	m     *keyword.Matcher
	found map[uint64][]keyword.Match // by parent id
}

// in returns where the query's terms stand in a parent's text.
func (h *hits) in(p *Parent) []keyword.Match {
	ms, ok := h.found[p.ID]
	if !ok {
		ms = h.m.Find(p.Text)
		h.found[p.ID] = ms
	}
	return ms
}

// placeKeywordHits places keyword-led candidates where their keyword hit
// is. The keyword index scores ~300-rune passages cut over an owner's
// whole text, filed under the child they overlap most (package passage),
// so a passage and the words it matched can stand in the parent before or
// after its child's: such a result showed, and highlighted, a paragraph
// without the word (Frankenstein, keyword search "Ingolstadt": ranks 7
// and 8). A candidate whose parent holds fewer of the query's distinct
// terms than its keyword document does (cand.kwMatched) moves to the
// parent, and that parent's child, that a piece of its document holding
// more of them lies in (PassageStore.KeywordPieces, which cuts the owner's
// passages again: only for these few). Then each highlights the passage of
// its parent (passage.CutTrimmed over the parent's text alone) that holds
// most of the terms — what the author reads, found in the text the result
// shows, so no passage spans are read — nearest its child on a tie. A
// parent without any term keeps the child as its match. A moved candidate
// takes the vector rank and vector part of its score from the child it now
// shows (none when the vector list did not hold that child) and keeps its
// keyword rank and part, the keyword document whose words it shows:
// otherwise --json and the result's "why it matched" described the child
// it left (a vector rank for a paragraph the vector list never returned).
// placeKeywordHits reports whether it moved any candidate, whose score may
// then have changed.
func (r *run) placeKeywordHits(cands []*cand, h *hits, sc scope, vecOf map[uint64]vecSide) (bool, error) {
	if h.m.Terms() == 0 {
		return false, nil
	}
	quoted, err := r.moveToQuote(cands, sc, vecOf)
	if err != nil {
		return false, err
	}
	moved := len(quoted) > 0
	var short []*cand // parents missing words the document matched
	for _, c := range cands {
		if quoted[c] {
			continue
		}
		if distinctTerms(h.in(c.parent)) < int(math.Round(c.kwMatched*float64(h.m.Terms()))) {
			short = append(short, c)
		}
	}
	if ps, ok := r.deps.Store.(PassageStore); ok && len(short) > 0 {
		m, err := r.moveToWords(ps, short, h, sc, vecOf)
		if err != nil {
			return false, err
		}
		moved = moved || m
	}
	for _, c := range cands {
		c.hit = bestPassage(c.parent.Text, h.in(c.parent), Span{c.child.Start, c.child.End})
	}
	return moved, nil
}

// moveToQuote moves each candidate whose keyword document quotes the
// query only in a piece lying in another parent (run.quotedAt, set by the
// quote lists) to that parent's child, when sc admits the parent: the
// quotation, often a heading that opens the passage, is what ranked it,
// so the result shows where it stands even when the candidate's own
// parent holds as many of the query's terms. It returns the candidates it
// moved, which moveToWords then leaves alone.
func (r *run) moveToQuote(cands []*cand, sc scope, vecOf map[uint64]vecSide) (map[*cand]bool, error) {
	dest := make(map[*cand]uint64)
	var to []uint64
	for _, c := range cands {
		if id, ok := r.quotedAt[c.child.ID]; ok && id != c.child.ID {
			dest[c] = id
			to = append(to, id)
		}
	}
	if len(dest) == 0 {
		return nil, nil
	}
	if err := r.rows.load(to); err != nil {
		return nil, err
	}
	moved := make(map[*cand]bool, len(dest))
	for c, id := range dest {
		if ch, p, ok := r.rows.pair(id); ok && sc.admits(p) {
			c.moveTo(ch, p, vecOf[id])
			moved[c] = true
		}
	}
	return moved, nil
}

// moveToWords moves each candidate to the parent that the piece of its
// keyword document holding most of the query's terms lies in, when that
// piece holds more of them than the candidate's parent does and sc admits
// that parent, and gives it the vector side of that piece's child
// (moveTo), found in vecOf. It reports whether it moved any.
func (r *run) moveToWords(ps PassageStore, cands []*cand, h *hits, sc scope, vecOf map[uint64]vecSide) (bool, error) {
	ids := make([]uint64, len(cands))
	for i, c := range cands {
		ids[i] = c.child.ID
	}
	pieces, err := ps.KeywordPieces(ids)
	if err != nil {
		return false, &storeError{err}
	}
	var to []uint64 // children to read
	dest := make(map[*cand]uint64, len(cands))
	for _, c := range cands {
		best, bestN := uint64(0), distinctTerms(h.in(c.parent))
		for _, p := range pieces[c.child.ID] {
			if p.ParentID == c.parent.ID {
				continue
			}
			if n := distinctTerms(h.m.Find(p.Text)); n > bestN {
				best, bestN = p.ChildID, n
			}
		}
		if best != 0 {
			dest[c] = best
			to = append(to, best)
		}
	}
	if err := r.rows.load(to); err != nil {
		return false, err
	}
	moved := false
	for c, id := range dest {
		if ch, p, ok := r.rows.pair(id); ok && sc.admits(p) {
			c.moveTo(ch, p, vecOf[id])
			moved = true
		}
	}
	return moved, nil
}

// vecSide is what the vector list said of a child: its rank there and
// its part of a candidate's raw score and score (see cand). parentCands
// notes it for every fused child before any candidate moves, as a moved
// candidate's own fields no longer describe its first child.
type vecSide struct {
	rank       int
	raw, score float64
}

// moveTo makes c stand for child ch of parent p: its keyword side (rank,
// share of terms, part of the scores) stays, the keyword document whose
// words ch's parent holds; its vector side becomes ch's own, v (the zero
// vecSide when the vector list did not hold ch). The scores are the sum of
// the two parts again, as fuse makes them.
func (c *cand) moveTo(ch *Child, p *Parent, v vecSide) {
	c.child, c.parent = ch, p
	c.vecRank, c.vecRaw, c.vecScore = v.rank, v.raw, v.score
	c.raw, c.score = c.vecRaw+c.kwRaw, c.vecScore+c.kwScore
}

// distinctTerms is the number of distinct query terms among ms.
func distinctTerms(ms []keyword.Match) int {
	seen := make(map[int]bool, len(ms))
	for _, m := range ms {
		seen[m.Term] = true
	}
	return len(seen)
}

// bestPassage returns the passage of text (passage.CutTrimmed) that holds
// the most distinct query terms among ms, then the one overlapping child
// most, then the earlier; nil when ms is empty.
func bestPassage(text string, ms []keyword.Match, child Span) *Span {
	if len(ms) == 0 {
		return nil
	}
	var best *Span
	bestN, bestOv := 0, 0
	for _, p := range passage.CutTrimmed(text) {
		seen := make(map[int]bool)
		for _, m := range ms {
			if m.Start >= p.Start && m.End <= p.End {
				seen[m.Term] = true
			}
		}
		ov := max(0, min(p.End, child.End)-max(p.Start, child.Start))
		if n := len(seen); n > bestN || (n == bestN && n > 0 && ov > bestOv) {
			best, bestN, bestOv = &Span{p.Start, p.End}, n, ov
		}
	}
	return best
}
