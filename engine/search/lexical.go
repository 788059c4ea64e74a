package search

import "inkflow/engine/terms"

// lexicalQuery scores texts by the share of the query's terms they
// contain. It serves deep search when no vectors can be compared. Terms
// follow the keyword index's idea of a term: Han, Hiragana, Katakana and
// Hangul runs give character bigrams (a single character stands alone),
// other letters and digits give lower-cased words.
type lexicalQuery struct {
	terms map[string]bool
}

func newLexicalQuery(q string) lexicalQuery {
	return lexicalQuery{terms: lexicalTerms(q, false)}
}

// overlap returns the fraction of the query's distinct terms found in text.
func (q lexicalQuery) overlap(text string) float64 {
	if len(q.terms) == 0 {
		return 0
	}
	found := 0
	for t := range lexicalTerms(text, true) {
		if q.terms[t] {
			found++
		}
	}
	return float64(found) / float64(len(q.terms))
}

// lexicalTerms returns the distinct terms of s. With unigrams, every
// character of a CJK run is a term too, so that a one-character query
// (always a unigram) can match inside longer runs.
func lexicalTerms(s string, unigrams bool) map[string]bool {
	set := make(map[string]bool)
	terms.Each(s, unigrams, func(t string) { set[t] = true })
	return set
}
