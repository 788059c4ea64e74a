package tokenizer

import (
	"slices"
	"testing"
)

func TestWordPiece(t *testing.T) {
	vocab := map[string]int64{
		"[UNK]": 0, "un": 1, "##aff": 2, "##able": 3, "una": 4, "##ffable": 5,
		"play": 6, "##ing": 7, "##s": 8, "你": 9, "##好": 10, "a": 11, "##a": 12,
		"é": 13, "##é": 14,
	}
	w := newWordPiece(vocab, 0, "##", 9)
	tests := []struct {
		word string
		want []int64
	}{
		{"play", []int64{6}},
		{"playing", []int64{6, 7}},
		{"plays", []int64{6, 8}},
		{"unaffable", []int64{4, 5}}, // longest first: "una" beats "un"
		{"playx", []int64{0}},        // any unmatched piece makes the whole word [UNK]
		{"xplay", []int64{0}},
		{"你好", []int64{9, 10}},
		{"aaaaaaaaa", []int64{11, 12, 12, 12, 12, 12, 12, 12, 12}}, // exactly max chars
		{"aaaaaaaaaa", []int64{0}},                                 // one more
		{"ééééééééé", []int64{13, 14, 14, 14, 14, 14, 14, 14, 14}}, // 18 bytes but 9 chars
		{"éééééééééé", []int64{0}},
	}
	var key []byte
	for _, tt := range tests {
		var got []int64
		got, key = w.encodeWord([]int64{99}, []byte(tt.word), key)
		if want := append([]int64{99}, tt.want...); !slices.Equal(got, want) {
			t.Errorf("encodeWord(%q) = %v, want %v (after a leading 99)", tt.word, got[1:], tt.want)
		}
	}
	if w.maxKey != len("##ffable") || w.maxPrefixedKey != len("##ffable") {
		t.Errorf("maxKey %d maxPrefixedKey %d", w.maxKey, w.maxPrefixedKey)
	}
}

func TestWordPieceOtherPrefix(t *testing.T) {
	// No "##" entries at all: continuations can never match.
	w := newWordPiece(map[string]int64{"[UNK]": 0, "ab": 1, "cd": 2, "@@cd": 3}, 0, "@@", 100)
	var key []byte
	got, _ := w.encodeWord(nil, []byte("abcd"), key)
	if !slices.Equal(got, []int64{1, 3}) {
		t.Errorf("got %v, want [1 3]", got)
	}
}
