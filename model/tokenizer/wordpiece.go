package tokenizer

import (
	"math"
	"unicode/utf8"
)

// wordPiece is the WordPiece model: greedy longest-match-first segmentation
// of one pre-token into vocabulary pieces, continuation pieces carrying a
// prefix ("##"), and the whole word becoming the unknown token when any part
// of it cannot be matched or when it is longer than maxChars characters.
type wordPiece struct {
	// vocab maps a piece to the id the reference finally emits for it. It
	// holds the model vocabulary plus the added tokens (the JS tokenizer
	// inserts those into the model vocabulary, so WordPiece can match them).
	vocab    map[string]int64
	unkID    int64
	prefix   string
	maxChars int // max_input_chars_per_word, counted in code points
	// maxKey and maxPrefixedKey are the byte lengths of the longest
	// vocabulary entry and the longest one starting with prefix. No
	// candidate longer than these can match, so the search starts there
	// instead of at the end of a long word.
	maxKey, maxPrefixedKey int
	// single holds id+1 of every vocabulary entry that is one BMP
	// character (0: absent). Chinese text is almost all one-character
	// words, and an array index is several times cheaper than hashing.
	single *[0x10000]int32
}

// newWordPiece computes the derived fields of a wordPiece.
func newWordPiece(vocab map[string]int64, unkID int64, prefix string, maxChars int) *wordPiece {
	w := &wordPiece{vocab: vocab, unkID: unkID, prefix: prefix, maxChars: maxChars}
	for k, id := range vocab {
		if r, size := utf8.DecodeRuneInString(k); size == len(k) && r < 0x10000 && id < math.MaxInt32 &&
			(r != utf8.RuneError || k == "\uFFFD") {
			if w.single == nil {
				w.single = new([0x10000]int32)
			}
			w.single[r] = int32(id) + 1
		}
		if len(k) > w.maxKey {
			w.maxKey = len(k)
		}
		if len(k) > w.maxPrefixedKey && len(k) >= len(prefix) && k[:len(prefix)] == prefix {
			w.maxPrefixedKey = len(k)
		}
	}
	return w
}

// encodeWord appends the ids of word to ids. key is a scratch buffer for
// building prefixed candidates; the grown buffer is returned so it is reused.
func (w *wordPiece) encodeWord(ids []int64, word []byte, key []byte) ([]int64, []byte) {
	// Bytes bound code points from above, so the count is only needed for
	// long words.
	if len(word) > w.maxChars && utf8.RuneCount(word) > w.maxChars {
		return append(ids, w.unkID), key
	}
	// A one-character word either is a vocabulary entry or is unknown.
	if w.single != nil && len(word) <= 3 {
		if r, size := utf8.DecodeRune(word); size == len(word) && r < 0x10000 {
			if id := w.single[r]; id > 0 {
				return append(ids, int64(id-1)), key
			}
			return append(ids, w.unkID), key
		}
	}
	// Most other words are whole vocabulary entries: one lookup. Go does
	// not allocate for a map index with string(bytes).
	if id, ok := w.vocab[string(word)]; ok {
		return append(ids, id), key
	}
	mark := len(ids)
	for start := 0; start < len(word); {
		limit := w.maxKey
		if start > 0 {
			limit = w.maxPrefixedKey - len(w.prefix)
		}
		end := len(word)
		if end-start > limit {
			end = start + limit
			for end > start && !utf8.RuneStart(word[end]) {
				end--
			}
		}
		found := false
		for end > start {
			var id int64
			var ok bool
			if start == 0 {
				id, ok = w.vocab[string(word[:end])]
			} else {
				key = append(append(key[:0], w.prefix...), word[start:end]...)
				id, ok = w.vocab[string(key)]
			}
			if ok {
				ids = append(ids, id)
				found = true
				break
			}
			_, size := utf8.DecodeLastRune(word[start:end])
			end -= size
		}
		if !found {
			return append(ids[:mark], w.unkID), key
		}
		start = end
	}
	return ids, key
}
