package textedit

import "unicode"

// runeClass groups runes for word movement and double-click selection.
type runeClass int

const (
	classSpace     runeClass = iota
	classWord                // letters and digits of alphabetic scripts
	classIdeograph           // CJK: each character is a word of its own
	classPunct               // everything else
)

// classOf classifies r. Chinese has no spaces and no dictionary is at
// hand here, so, as UAX #29 does without one, each CJK character is a
// word: Ctrl+Right over 天下大势 steps one character, not the whole run.
func classOf(r rune) runeClass {
	switch {
	case unicode.IsSpace(r):
		return classSpace
	case r >= 0x2E80 && (unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)):
		return classIdeograph
	case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_':
		return classWord
	}
	return classPunct
}

// classAt classifies text[i] in its place: an apostrophe between two
// letters belongs to the word, as word processors and UAX #29 have it, so
// that Ctrl+Right, Ctrl+Backspace and a double click take "don't",
// "o’clock" and "Justine’s" whole, not "don", "'" and "t".
func classAt(text []rune, i int) runeClass {
	if r := text[i]; (r == '\'' || r == '’') && i > 0 && i+1 < len(text) &&
		classOf(text[i-1]) == classWord && classOf(text[i+1]) == classWord {
		return classWord
	}
	return classOf(text[i])
}

// wordRight returns where Ctrl+Right from col lands in text: past any
// spaces, then past one word (one CJK character, a run of letters and
// digits, or a run of punctuation).
func wordRight(text []rune, col int) int {
	for col < len(text) && classAt(text, col) == classSpace {
		col++
	}
	if col == len(text) {
		return col
	}
	c := classAt(text, col)
	col++
	if c == classIdeograph {
		return col
	}
	for col < len(text) && classAt(text, col) == c {
		col++
	}
	return col
}

// wordLeft mirrors wordRight: back over spaces, then back over one word.
func wordLeft(text []rune, col int) int {
	for col > 0 && classAt(text, col-1) == classSpace {
		col--
	}
	if col == 0 {
		return 0
	}
	c := classAt(text, col-1)
	col--
	if c == classIdeograph {
		return col
	}
	for col > 0 && classAt(text, col-1) == c {
		col--
	}
	return col
}

// wordAt returns the word under col for a double click: the run of runes
// of the class of text[col] (one character for CJK).
func wordAt(text []rune, col int) (start, end int) {
	if len(text) == 0 {
		return 0, 0
	}
	col = min(col, len(text)-1)
	c := classAt(text, col)
	if c == classIdeograph {
		return col, col + 1
	}
	start, end = col, col+1
	for start > 0 && classAt(text, start-1) == c {
		start--
	}
	for end < len(text) && classAt(text, end) == c {
		end++
	}
	return start, end
}
