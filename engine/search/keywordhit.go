package search

import "unicode/utf8"

// placeKeywordHits sets, for the keyword-led candidates (cand.kwLed) among
// cands, where in their parent the keyword hit is: the passage of the
// child's keyword document that holds most of the query's terms, cut to
// the parent. The keyword index files each ~300-rune passage under the
// child it overlaps most, so a passage, and the name in it, can begin a
// sentence or more before its child: highlighting the child would mark
// text without the word and open the editor a sentence early (measured on
// Frankenstein, `search --mode keyword Plainpalais`: the second result
// highlighted a child the word is not in). Ranking is left as it is; only
// the span a result shows as its match moves. A Store that is no
// PassageStore leaves every match on its child.
func (r *run) placeKeywordHits(cands []*cand, query string) error {
	ps, ok := r.deps.Store.(PassageStore)
	if !ok {
		return nil
	}
	var ids []uint64
	for _, c := range cands {
		if c.kwLed {
			ids = append(ids, c.child.ID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	spans, err := ps.KeywordPassages(ids)
	if err != nil {
		return &storeError{err}
	}
	q := newLexicalQuery(query)
	for _, c := range cands {
		if c.kwLed {
			c.hit = bestPassage(c.parent.Text, spans[c.child.ID], q)
		}
	}
	return nil
}

// bestPassage returns the passage among spans, cut to the parent text,
// that holds the largest share of the query's terms, then the longer part
// of the parent, then the earlier; nil when no span overlaps the parent.
// Terms are compared unstemmed (lexicalQuery), so a passage that matched
// only by a stem is chosen by its length in the parent.
func bestPassage(text string, spans []Span, q lexicalQuery) *Span {
	n := utf8.RuneCountInString(text)
	var best *Span
	bestShare, bestLen := -1.0, 0
	for _, s := range spans {
		cut := Span{Start: max(s.Start, 0), End: min(s.End, n)}
		if cut.End <= cut.Start {
			continue
		}
		share := q.overlap(runeSlice(text, cut.Start, cut.End))
		if share > bestShare || (share == bestShare && cut.End-cut.Start > bestLen) {
			best, bestShare, bestLen = &cut, share, cut.End-cut.Start
		}
	}
	return best
}
