package chunk

import (
	"strings"
	"unicode"
)

// SplitSentences partitions text into sentences that cover it exactly: the
// spans are contiguous from 0 to the rune length of text, so concatenating
// the sentences gives text back. No sentence is empty or whitespace-only —
// unless text itself is empty (nil) or only whitespace (one span).
//
// A sentence ends:
//   - after a run of terminators 。！？!?；;… (and relatives such as ⋯ ‼),
//     so "？！" and "……" stay whole;
//   - after a run of ASCII full stops that is followed by whitespace or the
//     end of the text, so decimals ("3.14") and dotted tokens ("e.g.x") do
//     not split. It does not end after a known abbreviation ("Mr.", "Dec.",
//     "e.g.") or an initial ("J."), nor when the next word starts with a
//     lowercase letter on the same line ("... and then");
//   - at a line break.
//
// Closing quotes and brackets (”’」』）)"' …) that directly follow a
// terminator belong to the sentence they close. Whitespace after a sentence
// belongs to it up to and including the last line break; whitespace after
// that break (paragraph indentation) starts the next sentence. Leading
// whitespace of the text belongs to the first sentence.
//
// The scan is linear in the length of text.
func SplitSentences(text string) []Span {
	if text == "" {
		return nil
	}
	return splitSentenceRunes([]rune(text))
}

// splitSentenceRunes is SplitSentences on an already decoded text, so
// callers that hold runes do not decode twice.
func splitSentenceRunes(rs []rune) []Span {
	n := len(rs)
	if n == 0 {
		return nil
	}
	// A novel averages a sentence every 20–40 runes; preallocating avoids
	// most regrowth on the indexing hot path.
	spans := make([]Span, 0, n/24+1)
	start := 0
	hasContent := false // the open sentence holds a non-whitespace rune
	i := 0
	for i < n {
		r := rs[i]
		switch {
		case isLineBreak(r):
			if !hasContent {
				// Leading blank lines join the sentence that follows.
				i++
				continue
			}
			end := attachTrailing(rs, i)
			spans = append(spans, Span{start, end})
			start, hasContent, i = end, false, end
		case isTerminator(r) || r == '.':
			j, strong := scanTerminatorRun(rs, i)
			if !strong && !fullStopEnds(rs, i, j) {
				hasContent, i = true, j
				continue
			}
			end := attachTrailing(rs, j)
			spans = append(spans, Span{start, end})
			start, hasContent, i = end, false, end
		default:
			if !hasContent && !isSpace(r) {
				hasContent = true
			}
			i++
		}
	}
	if start < n {
		if !hasContent && len(spans) > 0 {
			// Unreachable with the attachment rules above (trailing
			// whitespace always joins the sentence before it), but a
			// whitespace-only tail must never become a sentence.
			spans[len(spans)-1].End = n
		} else {
			spans = append(spans, Span{start, n})
		}
	}
	return spans
}

// scanTerminatorRun consumes the run of terminators and full stops starting
// at i together with the closing quotes/brackets and combining marks that
// follow them. It returns the end of the run and whether the run holds a
// terminator other than the full stop (which always ends a sentence).
func scanTerminatorRun(rs []rune, i int) (end int, strong bool) {
	j := i
	for j < len(rs) {
		r := rs[j]
		switch {
		case isTerminator(r):
			strong = true
		case r == '.', isCloser(r), isExtender(r):
		default:
			return j, strong
		}
		j++
	}
	return j, strong
}

// fullStopEnds decides whether a run of full stops rs[i:j] (possibly with
// closers) ends a sentence.
func fullStopEnds(rs []rune, i, j int) bool {
	if j == len(rs) {
		return true
	}
	if !isSpace(rs[j]) {
		return false // 3.14, e.g.x, www.example.com
	}
	// Look past same-line spaces: a line break always ends the sentence,
	// a lowercase continuation means the dot was not a sentence end.
	// Each full-stop run scans only the whitespace right after it, so the
	// total work stays linear.
	k := j
	for k < len(rs) && isSpace(rs[k]) {
		if isLineBreak(rs[k]) {
			return true
		}
		k++
	}
	if k < len(rs) && unicode.IsLower(rs[k]) {
		return false
	}
	// A single dot right after an abbreviation or initial is not an end.
	if j == i+1 && isAbbreviation(rs, i) {
		return false
	}
	return true
}

// maxAbbrevLen bounds the look-back for abbreviations, keeping the scan
// linear even when a very long word ends in a full stop.
const maxAbbrevLen = 8

// abbreviations are lowercase tokens (without their final dot) after which
// a full stop does not end a sentence. "etc." and "no." are left out: they
// end sentences too often in prose.
var abbreviations = map[string]bool{
	"mr": true, "mrs": true, "ms": true, "dr": true, "st": true, "jr": true, "sr": true,
	"prof": true, "rev": true, "gen": true, "col": true, "capt": true, "lt": true,
	"sgt": true, "mt": true, "messrs": true, "mme": true, "mlle": true, "vs": true,
	"e.g": true, "i.e": true, "cf": true, "fig": true, "vol": true, "pp": true,
	"jan": true, "feb": true, "mar": true, "apr": true, "jun": true, "jul": true,
	"aug": true, "sep": true, "sept": true, "oct": true, "nov": true, "dec": true,
}

// isAbbreviation reports whether the word ending right before the full stop
// at rs[dot] is a known abbreviation or a single-letter initial.
func isAbbreviation(rs []rune, dot int) bool {
	k := dot
	for k > 0 && dot-k <= maxAbbrevLen && (unicode.IsLetter(rs[k-1]) || rs[k-1] == '.') {
		k--
	}
	if k == dot || dot-k > maxAbbrevLen {
		return false
	}
	if k > 0 && (unicode.IsLetter(rs[k-1]) || unicode.IsDigit(rs[k-1])) {
		return false // part of a longer token such as "1st"
	}
	word := rs[k:dot]
	if len(word) == 1 && unicode.IsUpper(word[0]) && word[0] != 'I' {
		return true // an initial: "J. R. R. Tolkien"; "I." is usually the pronoun
	}
	return IsAbbreviation(string(word))
}

// IsAbbreviation reports whether word, without its final full stop, is
// one of the abbreviations after which a full stop ends no sentence
// ("Mr", "mrs", "e.g"; case aside). Initials are not among them:
// SplitSentences judges a single capital letter by where it stands, and
// in a chapter title it is more often a Roman numeral ("Chapter V.").
func IsAbbreviation(word string) bool {
	return abbreviations[strings.ToLower(word)]
}

// attachTrailing returns where a sentence that ends its content at i really
// ends: after the following whitespace up to and including its last line
// break, or after all of it when no line break follows (or the text ends).
func attachTrailing(rs []rune, i int) int {
	k, lastBreak := i, -1
	for k < len(rs) && isSpace(rs[k]) {
		if isLineBreak(rs[k]) {
			lastBreak = k
		}
		k++
	}
	if k == len(rs) || lastBreak < 0 {
		return k
	}
	return lastBreak + 1
}
