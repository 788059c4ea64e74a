package search

import (
	"strings"
	"unicode"
)

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
	terms := make(map[string]bool)
	var cjk []rune
	var word strings.Builder
	flushCJK := func() {
		switch len(cjk) {
		case 0:
		case 1:
			terms[string(cjk)] = true
		default:
			for i := 0; i+1 < len(cjk); i++ {
				terms[string(cjk[i:i+2])] = true
			}
			if unigrams {
				for _, r := range cjk {
					terms[string(r)] = true
				}
			}
		}
		cjk = cjk[:0]
	}
	flushWord := func() {
		if word.Len() > 0 {
			terms[word.String()] = true
			word.Reset()
		}
	}
	for _, r := range s {
		switch {
		case isCJK(r):
			flushWord()
			cjk = append(cjk, r)
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			flushCJK()
			word.WriteRune(unicode.ToLower(r))
		default:
			flushCJK()
			flushWord()
		}
	}
	flushCJK()
	flushWord()
	return terms
}

// isCJK reports whether r belongs to a script written without spaces.
func isCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}
