package engine

import (
	"unicode"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/storage"
)

// CountText returns the novelist's counts of text, the rule every
// chapter's Chars and Words follow; the editor sums it per paragraph to
// keep live counts. Counts are additive over lines: a line break ends a
// word, so the counts of a text are the sums of the counts of its lines.
func CountText(text string) (chars, words int) { return countText(text) }

// countText returns the novelist's counts: chars are non-whitespace
// characters; words are CJK characters (each counts as a word, as Chinese
// and Japanese word counts do) plus runs of other letters and digits.
//
// It runs on every save of a changed chapter, so the common cases (ASCII,
// the main CJK blocks) are decided without the Unicode tables.
func countText(text string) (chars, words int) {
	inWord := false
	for _, r := range text {
		switch {
		case r < utf8.RuneSelf:
			switch {
			case r == ' ' || (r >= '\t' && r <= '\r'):
				inWord = false
				continue
			case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
				if !inWord {
					words++
					inWord = true
				}
			case inWord && (r == '\'' || r == '-'):
			default:
				inWord = false
			}
		case isCJK(r):
			words++
			inWord = false
		case unicode.IsSpace(r):
			inWord = false
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r) || (inWord && r == '’'):
			if !inWord {
				words++
				inWord = true
			}
		default:
			inWord = false
		}
		chars++
	}
	return chars, words
}

// isCJK reports Han ideographs, kana and Hangul syllables.
func isCJK(r rune) bool {
	switch {
	case r >= 0x4E00 && r <= 0x9FFF, // CJK Unified Ideographs
		r >= 0x3400 && r <= 0x4DBF, // Extension A
		r >= 0x3040 && r <= 0x30FF, // Hiragana, Katakana
		r >= 0xAC00 && r <= 0xD7A3: // Hangul syllables
		return true
	case r < 0x2E80: // nothing below the CJK radicals is CJK
		return false
	}
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// splitBlocks cuts text into StoryBlocks ready for storage. Block texts
// are sliced out of text by byte offsets, found in one forward scan (the
// spans ascend), instead of converting the chapter to runes.
func splitBlocks(text string) []storage.NewBlock {
	spans := chunk.SplitBlocks(text)
	if len(spans) == 0 {
		return nil
	}
	out := make([]storage.NewBlock, len(spans))
	runePos, bytePos := 0, 0
	advance := func(to int) int {
		for runePos < to {
			_, n := utf8.DecodeRuneInString(text[bytePos:])
			bytePos += n
			runePos++
		}
		return bytePos
	}
	for i, s := range spans {
		from := advance(s.Start)
		to := advance(s.End)
		out[i] = storage.NewBlock{Start: s.Start, End: s.End, Text: text[from:to], Hash: storage.HashText(text[from:to])}
	}
	return out
}
