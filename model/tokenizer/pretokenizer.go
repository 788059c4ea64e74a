package tokenizer

import "unicode/utf8"

// nextWord finds the next pre-token of BertPreTokenizer in b at or after
// byte offset i: a maximal run of characters that are neither whitespace nor
// punctuation, or a single punctuation character. It returns ok=false when
// only whitespace is left. Whitespace is JavaScript's \s and punctuation is
// \p{P} plus every ASCII symbol, as in the reference's
// /[^\s\p{P}…]+|[\p{P}…]/gu; both come from the generated tables.
//
// The function is index based (no callback, no slice of words) so the
// encoder walks pre-tokens without allocating.
func nextWord(b []byte, i int) (start, end int, ok bool) {
	// Skip whitespace.
	for i < len(b) {
		c := b[i]
		if c < utf8.RuneSelf {
			if bmpClass[c]&clsSpace == 0 {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRune(b[i:])
		if classOf(r)&clsSpace == 0 {
			break
		}
		i += size
	}
	if i >= len(b) {
		return len(b), len(b), false
	}
	start = i
	cls, size := classAt(b, i)
	if cls&clsPunct != 0 {
		return start, start + size, true
	}
	i += size
	for i < len(b) {
		cls, size = classAt(b, i)
		if cls&(clsSpace|clsPunct) != 0 {
			break
		}
		i += size
	}
	return start, i, true
}

// classAt returns the class bits and the encoded length of the rune at b[i].
func classAt(b []byte, i int) (uint8, int) {
	if c := b[i]; c < utf8.RuneSelf {
		return bmpClass[c], 1
	}
	r, size := utf8.DecodeRune(b[i:])
	return classOf(r), size
}
