package tokenizer

import (
	"os"
	"slices"
	"testing"
	"unicode/utf8"
)

// uncasedPatch turns the reference tokenizer into an uncased one with a
// normalized added token, so fuzzing also covers lowercase, strip_accents and
// the normalized added-token split.
const uncasedPatch = `{
  "normalizer": {"lowercase": true, "strip_accents": null},
  "added_tokens": [
    {"id": 0, "content": "[PAD]", "normalized": false, "special": true},
    {"id": 100, "content": "[UNK]", "normalized": false, "special": true},
    {"id": 101, "content": "[CLS]", "normalized": false, "special": true},
    {"id": 102, "content": "[SEP]", "normalized": false, "special": true},
    {"id": 103, "content": "[MASK]", "normalized": true, "special": true}
  ]
}`

func FuzzEncode(f *testing.F) {
	cased := loadBGE(f)
	base, err := os.ReadFile(bgePath(f))
	if err != nil {
		f.Fatal(err)
	}
	uncased := parsePatched(f, base, uncasedPatch)
	// The same tokenizer with tiny chunks: truncated encodings take the
	// chunked path, and checkEncode compares them with full ones.
	chunked := parsePatched(f, base, uncasedPatch)
	chunked.chunkBytes = 3
	for _, s := range []string{"", "你好，世界！", "Hello [SEP] ΟΔΟΣ café", "\xe4\xbd\xff", "[CL\u200bS]"} {
		f.Add(s, 0)
		f.Add(s, 3)
	}
	f.Fuzz(func(t *testing.T, text string, maxLen int) {
		for _, tok := range []*Tokenizer{cased, uncased, chunked} {
			checkEncode(t, tok, text, maxLen)
		}
	})
}

// checkEncode asserts the invariants of one Encode call.
func checkEncode(t *testing.T, tok *Tokenizer, text string, maxLen int) {
	cls, _ := tok.TokenID("[CLS]")
	sep, _ := tok.TokenID("[SEP]")
	ids := tok.Encode(text, maxLen)
	for i, id := range ids {
		if id < 0 || id >= int64(tok.VocabSize()) {
			t.Fatalf("Encode(%q, %d)[%d] = %d, outside [0, %d)", text, maxLen, i, id, tok.VocabSize())
		}
	}
	if maxLen > 0 && len(ids) > maxLen {
		t.Fatalf("Encode(%q, %d) returned %d ids", text, maxLen, len(ids))
	}
	if maxLen == 1 {
		if !slices.Equal(ids, []int64{cls}) {
			t.Fatalf("Encode(%q, 1) = %v, want [CLS]", text, ids)
		}
		return
	}
	if len(ids) < 2 || ids[0] != cls || ids[len(ids)-1] != sep {
		t.Fatalf("Encode(%q, %d) = %v, want [CLS] … [SEP]", text, maxLen, ids)
	}
	// A truncated encoding is the untruncated one cut on the right: this
	// checks the encoder's early stop against the full run.
	full := tok.Encode(text, 0)
	if maxLen > 0 {
		content := full[1 : len(full)-1]
		want := append(append([]int64{cls}, content[:min(len(content), maxLen-2)]...), sep)
		if !slices.Equal(ids, want) {
			t.Fatalf("Encode(%q, %d) = %v, want %v", text, maxLen, ids, want)
		}
	} else if !slices.Equal(ids, full) {
		t.Fatalf("Encode(%q, %d) = %v differs from Encode(…, 0) = %v", text, maxLen, ids, full)
	}
	// Invalid bytes are read as Node reads them.
	if !utf8.ValidString(text) && !slices.Equal(full, tok.Encode(toValidUTF8(text), 0)) {
		t.Fatalf("Encode(%q) differs from Encode(toValidUTF8(%q))", text, text)
	}
}
