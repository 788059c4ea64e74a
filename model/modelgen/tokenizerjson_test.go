package modelgen

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"inkflow/model/tokenizer"
)

var testVocab = []string{TokenPad, TokenUnk, TokenCLS, TokenSEP, TokenMask, "月", "亮", "the", "king", "##s", "，", "！"}

// wordPiece generates the tokenizer.json of testVocab and parses it with
// the tokenizer package, as the model loader will.
func wordPiece(t *testing.T, lowercase bool) *tokenizer.Tokenizer {
	t.Helper()
	data, err := WordPieceTokenizerJSON(testVocab, lowercase)
	if err != nil {
		t.Fatal(err)
	}
	tok, err := tokenizer.Parse(data)
	if err != nil {
		t.Fatalf("the tokenizer package rejects the generated tokenizer.json: %v", err)
	}
	return tok
}

func TestWordPieceTokenizerJSONLoads(t *testing.T) {
	tok := wordPiece(t, true)
	if tok.VocabSize() != len(testVocab) || tok.PadID() != 0 || tok.UnknownID() != 1 {
		t.Fatalf("vocab %d pad %d unk %d, want %d 0 1", tok.VocabSize(), tok.PadID(), tok.UnknownID(), len(testVocab))
	}
	tests := []struct {
		text string
		want []int64
	}{
		{"", []int64{2, 3}},
		{"月亮", []int64{2, 5, 6, 3}},
		{"The Kings！", []int64{2, 7, 8, 9, 11, 3}}, // lowercased, ## continuation
		{"月，雨", []int64{2, 5, 10, 1, 3}},           // unknown CJK character
	}
	for _, tc := range tests {
		if got := tok.Encode(tc.text, 0); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("Encode(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

func TestWordPieceTokenizerJSONCase(t *testing.T) {
	if got := wordPiece(t, false).Encode("The", 0); fmt.Sprint(got) != "[2 1 3]" {
		t.Errorf("cased tokenizer: Encode(The) = %v, want [2 1 3]", got)
	}
}

func TestWordPieceTokenizerJSONDeterministicAndOrdered(t *testing.T) {
	a, _ := WordPieceTokenizerJSON(testVocab, true)
	b, _ := WordPieceTokenizerJSON(testVocab, true)
	if !bytes.Equal(a, b) {
		t.Fatal("same vocabulary, different bytes")
	}
	// The vocabulary is written in id order, as Hugging Face does.
	if i, j := bytes.Index(a, []byte(`"king": 8`)), bytes.Index(a, []byte(`"##s": 9`)); i < 0 || j < i {
		t.Fatalf("vocabulary not in id order")
	}
}

func TestWordPieceTokenizerJSONErrors(t *testing.T) {
	tests := []struct {
		name  string
		vocab []string
		want  string
	}{
		{"missing special", []string{TokenPad, TokenUnk, TokenCLS, TokenSEP}, "lacks special token [MASK]"},
		{"duplicate", append(append([]string{}, testVocab...), "月"), `"月" appears twice`},
		{"empty token", append(append([]string{}, testVocab...), ""), "is empty"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := WordPieceTokenizerJSON(tc.vocab, true); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}
