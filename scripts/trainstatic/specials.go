package main

import (
	"fmt"

	"inkflow/model/modelgen"
)

// Special tokens in id order. [PAD] must be 0: the runtime pads batches
// with id 0 and the model gives it weight 0.
var specialTokens = []string{modelgen.TokenPad, modelgen.TokenUnk, modelgen.TokenCLS, modelgen.TokenSEP, modelgen.TokenMask}

// Ids of the special tokens.
const (
	padID  = 0
	unkID  = 1
	clsID  = 2
	sepID  = 3
	maskID = 4
)

// wordPiecePrefix marks a piece that continues a word.
const wordPiecePrefix = "##"

// maxCharsPerWord is WordPiece's max_input_chars_per_word (the value
// modelgen writes): longer pre-tokens become [UNK].
const maxCharsPerWord = 100

// tokenizerJSON renders the tokenizer.json for tokens (index = id), which
// must start with specialTokens: BertNormalizer (lowercase, CJK
// isolation, accents stripped), BertPreTokenizer, WordPiece with "##",
// [CLS] $A [SEP], no truncation or padding.
func tokenizerJSON(tokens []string) ([]byte, error) {
	if len(tokens) < len(specialTokens) {
		return nil, fmt.Errorf("tokenizer.json: %d tokens, need at least the %d specials", len(tokens), len(specialTokens))
	}
	for i, s := range specialTokens {
		if tokens[i] != s {
			return nil, fmt.Errorf("tokenizer.json: token %d is %q, want %q", i, tokens[i], s)
		}
	}
	js, err := modelgen.WordPieceTokenizerJSON(tokens, true)
	if err != nil {
		return nil, fmt.Errorf("render tokenizer.json: %w", err)
	}
	return js, nil
}
