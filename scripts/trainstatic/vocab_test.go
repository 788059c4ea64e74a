package main

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"pgregory.net/rapid"

	"inkflow/model/tokenizer"
)

// testCounts is a small synthetic corpus count: CJK characters with
// falling frequencies, English words, punctuation and the unknown mark.
func testCounts() *candidateCounts {
	c := newCandidateCounts()
	for i := 0; i < 40; i++ {
		c.Chars[rune(0x4E00+i)] = int64(40 - i) // 一 … with counts 40..1
	}
	c.Chars['，'] = 500
	c.Chars['。'] = 300
	c.Chars['“'] = 2
	for w, n := range map[string]int64{
		"the": 100, "walking": 2, "talking": 2, "singing": 1, "ring": 9,
		"café": 5, "□": 50, "□x": 7, "１２": 4,
	} {
		c.Words[w] = n
	}
	return c
}

// parseTokens builds the tokenizer.json of tokens and parses it as the
// app will.
func parseTokens(t *testing.T, tokens []string) *tokenizer.Tokenizer {
	t.Helper()
	js, err := tokenizerJSON(tokens)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizer.Parse(js)
	if err != nil {
		t.Fatal(err)
	}
	return tok
}

func testVocabConfig() config {
	cfg := defaultConfig()
	cfg.MinCJK, cfg.MinWord, cfg.MinPiece, cfg.MaxPieces = 3, 3, 2, 20
	return cfg
}

func TestSelectVocab(t *testing.T) {
	tokens, st, err := selectVocab(testCounts(), testVocabConfig())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tokens[:len(specialTokens)], specialTokens) {
		t.Fatalf("specials %v", tokens[:5])
	}
	has := setOf(tokens...)
	if len(has) != len(tokens) {
		t.Fatal("duplicate tokens")
	}
	for _, want := range []string{"a", "z", "##q", "0", "##9", "$", "，", "。", "the", "ring", string(rune(0x4E00)), string(rune(0x4E00 + 37))} {
		if !has[want] {
			t.Errorf("missing %q", want)
		}
	}
	for _, absent := range []string{string(rune(0x4E00 + 38)), "“", "□", "□x", "walking", "café"} {
		if has[absent] {
			t.Errorf("%q should not be in the vocabulary", absent)
		}
	}
	if st.Chars != 40 || st.Words != 3 { // 38 CJK + ， 。; the, ring, １２
		t.Errorf("stats %+v", st)
	}
	again, _, err := selectVocab(testCounts(), testVocabConfig())
	if err != nil || !slices.Equal(again, tokens) {
		t.Errorf("not deterministic (err %v)", err)
	}
}

func TestSelectVocabBudget(t *testing.T) {
	c := newCandidateCounts()
	for i := 0; i < 3000; i++ {
		c.Chars[rune(0x4E00+i)] = int64(10000 - i)
	}
	cfg := testVocabConfig()
	cfg.MaxBytes = folderOverhead + 2000*tokenBytes(string(rune(0x4E00)), cfg) // room for 2000 of the 3000
	tokens, st, err := selectVocab(c, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var size int64 = folderOverhead
	for _, tok := range tokens {
		size += tokenBytes(tok, cfg)
	}
	if size > cfg.MaxBytes || st.Trimmed == 0 {
		t.Errorf("%d tokens, estimated %d bytes, %d trimmed; budget %d", len(tokens), size, st.Trimmed, cfg.MaxBytes)
	}
	// The most frequent characters survive, the rarest go.
	has := setOf(tokens...)
	if !has[string(rune(0x4E00))] || has[string(rune(0x4E00+2999))] {
		t.Error("trimming did not drop the least frequent tokens")
	}
	cfg.MaxBytes, cfg.Dims = 1<<20, 8192 // the base alone does not fit
	if _, _, err := selectVocab(c, cfg); err == nil {
		t.Error("impossible budget accepted")
	}
}

// TestVocabTokenizer checks the rendered tokenizer.json with the project's
// tokenizer: every whole token encodes to itself and any lower-case ASCII
// word or number tokenises without [UNK].
func TestVocabTokenizer(t *testing.T) {
	tokens, _, err := selectVocab(testCounts(), testVocabConfig())
	if err != nil {
		t.Fatal(err)
	}
	tok := parseTokens(t, tokens)
	if err := checkTokenizer(tok, tokens); err != nil {
		t.Fatal(err)
	}
	id := func(s string) int64 { return int64(slices.Index(tokens, s)) }
	tests := []struct {
		text string
		want []int64
	}{
		{"The RING，一", []int64{clsID, id("the"), id("ring"), id("，"), id(string(rune(0x4E00))), sepID}},
		{"丁□乙", []int64{clsID, id("丁"), unkID, unkID, sepID}}, // 乙 is below the cut
		{"", []int64{clsID, sepID}},
	}
	for _, tc := range tests {
		if got := tok.Encode(tc.text, 0); !slices.Equal(got, tc.want) {
			t.Errorf("Encode(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		word := rapid.StringMatching(`[A-Za-z0-9]{1,30}`).Draw(t, "word")
		ids := tok.Encode(word, 0)
		if slices.Contains(ids, unkID) {
			t.Fatalf("%q tokenises with [UNK]: %v", word, ids)
		}
	})
}

func TestTokenizerJSONErrors(t *testing.T) {
	tests := [][]string{
		nil,
		{"[PAD]", "[UNK]", "[CLS]", "[SEP]"},
		{"[UNK]", "[PAD]", "[CLS]", "[SEP]", "[MASK]"},
		{"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "a", "a"},
		{"[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", ""},
	}
	for _, toks := range tests {
		if _, err := tokenizerJSON(toks); err == nil {
			t.Errorf("tokens %q accepted", toks)
		}
	}
}

func TestCheckTokenizerRejectsDeadToken(t *testing.T) {
	// "A" can never be emitted: the normalizer lowercases it.
	tokens := append(slices.Clone(specialTokens), "a", "A")
	tok := parseTokens(t, tokens)
	err := checkTokenizer(tok, tokens)
	if err == nil || !strings.Contains(err.Error(), fmt.Sprintf("%q", "A")) {
		t.Errorf("err %v, want a complaint about \"A\"", err)
	}
}
