package engine

import (
	"unicode"

	"inkflow/engine/chunk"
	"inkflow/storage"
)

// countText returns the novelist's counts: chars are non-whitespace
// characters; words are CJK characters (each counts as a word, as Chinese
// and Japanese word counts do) plus runs of other letters and digits.
func countText(text string) (chars, words int) {
	inWord := false
	for _, r := range text {
		switch {
		case unicode.IsSpace(r):
			inWord = false
			continue
		case isCJK(r):
			words++
			inWord = false
		case unicode.IsLetter(r) || unicode.IsDigit(r) || (inWord && (r == '\'' || r == '’' || r == '-')):
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

func isCJK(r rune) bool {
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// splitBlocks cuts text into StoryBlocks ready for storage.
func splitBlocks(text string) []storage.NewBlock {
	spans := chunk.SplitBlocks(text)
	if len(spans) == 0 {
		return nil
	}
	runes := []rune(text)
	out := make([]storage.NewBlock, len(spans))
	for i, s := range spans {
		out[i] = storage.NewBlock{Start: s.Start, End: s.End, Text: string(runes[s.Start:s.End])}
	}
	return out
}
