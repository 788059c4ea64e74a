package search

import (
	"slices"
	"unicode"

	"inkflow/engine/chunk"
)

// cutWindow chooses the rune span [ws, we) of a parent to show for a match
// at [cs, ce), given a window of w runes (w <= 0: no windowing).
//
// The span always contains the whole match (P12), even when the match is
// longer than the window, and is never longer than max(w, ce-cs). It
// prefers edges on sentence boundaries: starting from the sentences that
// hold the match, it adds whole sentences, each time on the side with less
// context so far, while they fit. When sentences are so long that this
// yields less than half a window, it cuts a window of exactly w runes
// centred on the match instead, since a reader gains more from the text
// than from tidy edges.
func cutWindow(text string, n, cs, ce, w int) (ws, we int) {
	if w <= 0 || n <= w {
		return 0, n
	}
	if ce-cs >= w {
		return cs, ce
	}
	bounds := sentenceBounds(text, n)
	// a = last boundary at or before cs, b = first boundary at or after ce.
	ai, _ := slices.BinarySearch(bounds, cs+1)
	ai--
	bi, _ := slices.BinarySearch(bounds, ce)
	a, b := bounds[ai], bounds[bi]
	if b-a <= w {
		for {
			canLeft := ai > 0 && b-bounds[ai-1] <= w
			canRight := bi < len(bounds)-1 && bounds[bi+1]-a <= w
			if !canLeft && !canRight {
				break
			}
			if canLeft && (!canRight || cs-a <= b-ce) {
				ai--
				a = bounds[ai]
			} else {
				bi++
				b = bounds[bi]
			}
		}
		if 2*(b-a) >= w {
			return a, b
		}
	}
	ws = cs - (w-(ce-cs))/2
	ws = max(0, min(ws, n-w))
	return WordEdges([]rune(text), ws, ws+w, cs, ce)
}

// maxWordTrim is the most WordEdges moves an edge: a long word, not a
// sentence's worth of text.
const maxWordTrim = 24

// WordEdges moves the edges of the window [ws, we) of runes off the
// middle of a word of a script written with spaces, inward to the next
// word's start and the previous word's end: a cut passage that begins "e
// was called on for her defence" (Justine cut to its last letter) reads
// as a typo, in a search result, a result card and an AI prompt alike.
// The window keeps [keepS, keepE) (a match: P12), never empties, and
// moves an edge at most maxWordTrim runes; an edge that cannot move so
// stays. Chinese and Japanese text is cut anywhere, as a reader reads it,
// but not through a mark written doubled (the dash ——, the ellipsis
// ……), nor before a mark that belongs to the character before it (a
// variation selector, a joiner, an enclosing mark).
func WordEdges(runes []rune, ws, we, keepS, keepE int) (int, int) {
	ws, we = markEdges(runes, ws, we, keepS, keepE)
	n := len(runes)
	if ws > 0 && ws < n && inSpacedWord(runes[ws-1]) && inSpacedWord(runes[ws]) {
		i := ws
		for i < n && i-ws <= maxWordTrim && inSpacedWord(runes[i]) {
			i++
		}
		// Then the spaces and the punctuation that ends what was cut
		// ("word, next" starts at "next").
		for i < n && i-ws <= maxWordTrim && !inSpacedWord(runes[i]) && closesText(runes[i]) {
			i++
		}
		if i-ws <= maxWordTrim && i <= keepS && i < we {
			ws = i
		}
	}
	if we < n && we > ws && inSpacedWord(runes[we-1]) && inSpacedWord(runes[we]) {
		j := we
		for j > ws && we-j <= maxWordTrim && inSpacedWord(runes[j-1]) {
			j--
		}
		for j > ws && we-j <= maxWordTrim && unicode.IsSpace(runes[j-1]) {
			j--
		}
		if we-j <= maxWordTrim && j >= keepE && j > ws {
			we = j
		}
	}
	// A cut on a space leaves it at the edge (" truth, yet I own").
	for ws < keepS && ws < we-1 && unicode.IsSpace(runes[ws]) {
		ws++
	}
	for we > keepE && we-1 > ws && unicode.IsSpace(runes[we-1]) {
		we--
	}
	return ws, we
}

// markEdges moves an edge of the window [ws, we) that splits a doubled
// mark or leaves an attached mark without its character inward, off it,
// keeping [keepS, keepE).
func markEdges(runes []rune, ws, we, keepS, keepE int) (int, int) {
	for ws < keepS && ws < we-1 && (splitsPair(runes, ws) || attached(runes[ws])) {
		ws++
	}
	for we > keepE && we-1 > ws && we < len(runes) && (splitsPair(runes, we) || attached(runes[we])) {
		we--
	}
	return ws, we
}

// splitsPair reports whether a cut before runes[i] falls inside one of
// the marks Chinese writes doubled, —— and ……: a run of them is cut
// between its pairs, not through one.
func splitsPair(runes []rune, i int) bool {
	if i <= 0 || i >= len(runes) || runes[i] != runes[i-1] || (runes[i] != '—' && runes[i] != '…') {
		return false
	}
	n := 0
	for j := i - 1; j >= 0 && runes[j] == runes[i]; j-- {
		n++
	}
	return n%2 == 1
}

// attached reports whether r is drawn with the character before it: a
// variation selector (the emoji or text form of what precedes it), a
// zero-width joiner, or an enclosing mark. (A text of runes has no
// surrogate halves to split.)
func attached(r rune) bool {
	return r == '\u200d' || unicode.In(r, unicode.Variation_Selector, unicode.Me)
}

// inSpacedWord reports whether r is part of a word in a script that
// separates words with spaces: a letter, digit or combining mark that is
// not Han, kana or Thai (whose text has no spaces to cut at).
func inSpacedWord(r rune) bool {
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) {
		return false
	}
	return !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Thai)
}

// closesText reports whether r, after a word, belongs with what came
// before it: a space, or punctuation that is not an opening quote or
// bracket.
func closesText(r rune) bool {
	if unicode.IsSpace(r) {
		return true
	}
	return unicode.IsPunct(r) && !unicode.In(r, unicode.Ps, unicode.Pi)
}

// sentenceBounds returns the sorted rune offsets where sentences of text
// start, plus n (the end), so consecutive entries delimit one sentence.
func sentenceBounds(text string, n int) []int {
	spans := chunk.SplitSentences(text)
	bounds := make([]int, 0, len(spans)+2)
	bounds = append(bounds, 0)
	for _, s := range spans {
		if s.Start > bounds[len(bounds)-1] && s.Start < n {
			bounds = append(bounds, s.Start)
		}
	}
	if bounds[len(bounds)-1] != n {
		bounds = append(bounds, n)
	}
	return bounds
}
