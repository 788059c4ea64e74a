package main

import (
	"strings"
	"unicode"
)

// The vocabulary has to be chosen before a tokenizer exists, so candidate
// tokens are counted with this approximation of BERT's normalizer and
// pre-tokenizer: drop control characters, split on whitespace, isolate
// every CJK ideograph and every punctuation character, lowercase the rest.
// It does not strip accents or apply full Unicode case mapping; a
// candidate that the real tokenizer would normalise differently fails the
// round-trip check in buildTokenizer and is dropped, so the approximation
// can only cost a vocabulary slot, never a wrong id.

// unknownMark is the corpus's placeholder for a character its source could
// not encode; the corpus README asks for it to be an unknown token.
const unknownMark = '□'

// candidateCounts are the token candidates of one or more texts.
type candidateCounts struct {
	// Chars counts single-rune tokens: CJK ideographs and punctuation.
	Chars map[rune]int64
	// Words counts the other pre-tokens (Latin words, numbers, symbols).
	Words map[string]int64
}

func newCandidateCounts() *candidateCounts {
	return &candidateCounts{Chars: map[rune]int64{}, Words: map[string]int64{}}
}

// isCJK reports whether r is one of the ideograph ranges BERT's
// handle_chinese_chars isolates.
func isCJK(r rune) bool {
	switch {
	case r >= 0x4E00 && r <= 0x9FFF,
		r >= 0x3400 && r <= 0x4DBF,
		r >= 0x20000 && r <= 0x2A6DF,
		r >= 0x2A700 && r <= 0x2B73F,
		r >= 0x2B740 && r <= 0x2B81F,
		r >= 0x2B820 && r <= 0x2CEAF,
		r >= 0xF900 && r <= 0xFAFF,
		r >= 0x2F800 && r <= 0x2FA1F:
		return true
	}
	return false
}

// isBertPunct is BERT's punctuation test: ASCII punctuation (which includes
// symbols such as $ + < = > ^ ` | ~) or any Unicode punctuation category.
func isBertPunct(r rune) bool {
	if r < 0x80 {
		return (r >= 33 && r <= 47) || (r >= 58 && r <= 64) || (r >= 91 && r <= 96) || (r >= 123 && r <= 126)
	}
	return unicode.IsPunct(r)
}

// isBertControl is the clean_text control test (tab, newline and carriage
// return count as whitespace, not control).
func isBertControl(r rune) bool {
	if r == '\t' || r == '\n' || r == '\r' {
		return false
	}
	// Unassigned code points (Cn) are neither graphic nor space.
	return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs) || !unicode.IsGraphic(r) && !unicode.IsSpace(r)
}

// add counts the candidate tokens of text.
func (c *candidateCounts) add(text string) {
	var word strings.Builder
	flush := func() {
		if word.Len() > 0 {
			c.Words[word.String()]++
			word.Reset()
		}
	}
	for _, r := range text {
		switch {
		case r == 0 || r == unicode.ReplacementChar || isBertControl(r):
		case unicode.IsSpace(r):
			flush()
		case isCJK(r) || isBertPunct(r):
			flush()
			c.Chars[r]++
		default:
			word.WriteRune(unicode.ToLower(r))
		}
	}
	flush()
}

// merge adds the counts of o to c.
func (c *candidateCounts) merge(o *candidateCounts) {
	for r, n := range o.Chars {
		c.Chars[r] += n
	}
	for w, n := range o.Words {
		c.Words[w] += n
	}
}
