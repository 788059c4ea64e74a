package app

import (
	"strings"
	"unicode"

	"inkflow/engine/search"
)

// markQueryWords marks with styleWord the runes of text that the keyword
// index matches for query, the way it matches them (storage/keyword):
// Chinese, Japanese and Korean text by pairs of adjacent characters (a
// query character that stands alone, by itself), other words whole and
// case-folded, with a short suffix allowed either way for the stemmer's
// plurals and tenses (storm, storms, stormed). A word runs on over an
// apostrophe between letters, typed or curly, as the index's tokenizer
// reads it (can’t, Daisy’s, O’Brien are one word each): split there, the
// query "Daisy's house" bolded the s of every it’s and "Can't repeat the
// past" the t of every wouldn’t. Words too common to say why a passage
// matched are not marked.
func markQueryWords(query string, text []rune, styles []passageStyle) {
	pairs, singles, words := queryTerms(query)
	for i := 0; i < len(text); {
		r := text[i]
		switch {
		case isPairedScript(r):
			if singles[r] {
				styles[i] |= styleWord
			}
			if i+1 < len(text) && isPairedScript(text[i+1]) && pairs[[2]rune{r, text[i+1]}] {
				styles[i] |= styleWord
				styles[i+1] |= styleWord
			}
			i++
		case isLetterOrDigit(r):
			j := wordEnd(text, i)
			if matchesWord(foldWord(text[i:j]), words) {
				for k := i; k < j; k++ {
					styles[k] |= styleWord
				}
			}
			i = j
		default:
			i++
		}
	}
}

// queryTerms splits a query into the CJK character pairs and lone CJK
// characters it holds and its other words (lower case, common ones left
// out as the keyword index leaves them out: English stop words, unless
// the query is nothing else, "to be or not to be").
func queryTerms(query string) (pairs map[[2]rune]bool, singles map[rune]bool, words []string) {
	pairs, singles = map[[2]rune]bool{}, map[rune]bool{}
	var stop []string
	q := []rune(strings.ToLower(query))
	for i := 0; i < len(q); {
		switch {
		case isPairedScript(q[i]):
			j := i
			for j < len(q) && isPairedScript(q[j]) {
				j++
			}
			if j-i == 1 {
				singles[q[i]] = true
			}
			for k := i; k+1 < j; k++ {
				pairs[[2]rune{q[k], q[k+1]}] = true
			}
			i = j
		case isLetterOrDigit(q[i]):
			j := wordEnd(q, i)
			if w := foldWord(q[i:j]); search.IsStopWord(w) {
				stop = append(stop, w)
			} else {
				words = append(words, w)
			}
			i = j
		default:
			i++
		}
	}
	if len(words) == 0 && len(pairs) == 0 && len(singles) == 0 {
		words = stop
	}
	return pairs, singles, words
}

// maxSuffix is the longest ending by which a passage word may differ from
// a query word and still be the same word to the stemmer.
const maxSuffix = 3

// matchesWord reports whether w is one of words, or one of them with (or,
// unless w is a stop word, without) a short ending.
func matchesWord(w string, words []string) bool {
	for _, q := range words {
		short, long := q, w
		if len(short) > len(long) {
			short, long = long, short
		}
		if short == long {
			return true
		}
		// A passage word shorter than the query's is a stem of it only
		// when it is no stop word: "but" is not "butler" shortened, and
		// the index, which drops stop words, never matches it for that.
		if short == w && search.IsStopWord(w) {
			continue
		}
		if len([]rune(short)) >= 3 && strings.HasPrefix(long, short) && len([]rune(long))-len([]rune(short)) <= maxSuffix {
			return true
		}
	}
	return false
}

// wordEnd returns the end of the word of Latin (or other spaced) script
// starting at text[i]: letters and digits, and an apostrophe with a
// letter or digit on either side.
func wordEnd(text []rune, i int) int {
	j := i
	for j < len(text) {
		switch r := text[j]; {
		case isLetterOrDigit(r) && !isPairedScript(r):
		case isApostrophe(r) && j > i && j+1 < len(text) && isLetterOrDigit(text[j+1]) && !isPairedScript(text[j+1]):
		default:
			return j
		}
		j++
	}
	return j
}

// foldWord is a word as queryTerms and matchesWord compare it: in lower
// case, a curly apostrophe read as a typed one (smart quotes turn what
// the author types, the query box keeps it as typed).
func foldWord(w []rune) string {
	return strings.ReplaceAll(strings.ToLower(string(w)), "’", "'")
}

// isApostrophe reports whether r is an apostrophe: typed (') or curly (’).
func isApostrophe(r rune) bool { return r == '\'' || r == '’' }

// isPairedScript reports whether r is a Han, kana or hangul character: the
// scripts the keyword index splits into character pairs.
func isPairedScript(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// isLetterOrDigit reports whether r belongs to a word (a letter or a digit).
func isLetterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
