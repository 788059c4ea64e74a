package search

// literalTop is how many of the keyword list's best passages literalShare
// looks at: the first page of results.
const literalTop = 10

// literalShare returns how literally the keyword list answers the query:
// the largest share of the query's distinct terms that one of its best
// passages holds (1 when a passage holds them all, 0 for an empty list).
//
// Why: a query whose words stand together in a passage — a chapter title
// remembered word for word, a line quoted loosely — is answered by those
// words, and the vector list can only reorder what the keyword list
// already found; a paraphrase finds few of its words together, and there
// the semantic side is what helps. Fusion therefore gives the vector list
// less weight the larger this share (search.vector-weight-literal,
// settings.go). Measured on the leave-book-out proxies and on the 回目 of
// five more books model v1 never saw (README "Search path").
func literalShare(kw []ranked) float64 {
	best := 0.0
	for i, h := range kw {
		if i == literalTop {
			break
		}
		best = max(best, h.matched)
	}
	return best
}
