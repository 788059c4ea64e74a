// Package terms splits text into the simple terms that the BM25 baseline
// (engine/eval/bm25) and deep search's lexical fallback (engine/search)
// score: each run of Han, Hiragana, Katakana or Hangul gives its character
// bigrams (a run of one character stands alone), and every other run of
// letters and digits gives one lower-cased word. There is no stemming and
// no stop list. The keyword index does not use it: it has its own analyzer
// (storage/keyword).
package terms

import (
	"strings"
	"unicode"
)

// Each calls emit for every term of s, in the order they stand. With
// unigrams, a CJK run of two or more characters also gives each of its
// characters, after its bigrams, so that a one-character query (always a
// unigram) can match inside longer runs.
func Each(s string, unigrams bool, emit func(term string)) {
	var cjk []rune
	var word strings.Builder
	flushCJK := func() {
		if len(cjk) == 1 {
			emit(string(cjk))
		}
		for i := 0; i+1 < len(cjk); i++ {
			emit(string(cjk[i : i+2]))
		}
		if unigrams && len(cjk) > 1 {
			for _, r := range cjk {
				emit(string(r))
			}
		}
		cjk = cjk[:0]
	}
	flushWord := func() {
		if word.Len() > 0 {
			emit(word.String())
			word.Reset()
		}
	}
	for _, r := range s {
		switch {
		case IsCJK(r):
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
}

// IsCJK reports whether r belongs to a script written without spaces
// between words (Han, Hiragana, Katakana, Hangul).
func IsCJK(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}
