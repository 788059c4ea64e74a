package chunk

import "unicode"

// isLineBreak reports a rune that ends a line. "\r\n" is two line-break
// runes; callers treat a run of whitespace as one unit, so the pair never
// produces an empty line of its own.
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\u0085', '\u2028', '\u2029':
		return true
	}
	return false
}

// isSpace is the whitespace definition shared by blocks and sentences, so a
// "blank line" and a "whitespace-only sentence" mean the same thing.
func isSpace(r rune) bool { return unicode.IsSpace(r) }

// isTerminator reports a rune that ends a sentence wherever it appears:
// the specification's 。！？!?；;… plus their close Unicode relatives
// (halfwidth ｡, midline ⋯, ‼ ⁇ ⁈ ⁉). The ASCII full stop is handled
// separately because it also appears in decimals and abbreviations.
func isTerminator(r rune) bool {
	switch r {
	case '。', '｡', '！', '？', '!', '?', '；', ';', '…', '⋯', '‼', '⁇', '⁈', '⁉':
		return true
	}
	return false
}

// isCloser reports closing quotes and brackets that belong to the sentence
// they close when they directly follow its terminator (「走！」, "Go!").
func isCloser(r rune) bool {
	switch r {
	case '”', '’', '」', '』', '）', ')', '"', '\'', '］', ']', '】', '》', '〉', '〕', '｝', '}', '»', '›':
		return true
	}
	return false
}

// isClauseMark reports the clause separators used to split a sentence that
// is too long for one child. Colons are included because Chinese dialogue
// ("玄德曰：「…」") naturally breaks there.
func isClauseMark(r rune) bool {
	switch r {
	case '，', '、', ',', '：', ':', '﹐', '､':
		return true
	}
	return false
}

// isExtender reports runes that attach to the preceding rune to form one
// user-perceived character (combining marks, variation selectors, emoji
// modifiers, tag characters, the zero-width joiner). Cutting before them
// would tear a grapheme apart.
func isExtender(r rune) bool {
	switch {
	case r == '\u200d': // zero-width joiner
		return true
	case r >= '\ufe00' && r <= '\ufe0f', r >= 0xe0100 && r <= 0xe01ef: // variation selectors
		return true
	case r >= 0x1f3fb && r <= 0x1f3ff: // emoji skin-tone modifiers
		return true
	case r >= 0xe0020 && r <= 0xe007f: // tag characters (subdivision flags)
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me)
}

// isRegionalIndicator reports the letters that pair up into flag emoji.
func isRegionalIndicator(r rune) bool { return r >= 0x1f1e6 && r <= 0x1f1ff }

// breakable reports whether a cut between rs[p-1] and rs[p] keeps
// user-perceived characters whole. It is a conservative approximation of
// Unicode grapheme boundaries, good enough for a hard wrap, which is a last
// resort anyway.
func breakable(rs []rune, p int) bool {
	if p <= 0 || p >= len(rs) {
		return true
	}
	prev, next := rs[p-1], rs[p]
	switch {
	case prev == '\r' && next == '\n':
		return false
	case prev == '\u200d', isExtender(next):
		return false
	case isRegionalIndicator(prev) && isRegionalIndicator(next):
		return false
	}
	return true
}

// isBlank reports whether rs holds only whitespace (true for an empty slice).
func isBlank(rs []rune) bool {
	for _, r := range rs {
		if !isSpace(r) {
			return false
		}
	}
	return true
}
