package modelgen

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// BERT's special tokens, which every WordPiece vocabulary given to
// WordPieceTokenizerJSON must contain.
const (
	TokenPad  = "[PAD]"
	TokenUnk  = "[UNK]"
	TokenCLS  = "[CLS]"
	TokenSEP  = "[SEP]"
	TokenMask = "[MASK]"
)

// WordPieceTokenizerJSON writes a Hugging Face tokenizer.json for a BERT
// WordPiece vocabulary, in the layout bert-base-chinese and bge-small-zh
// use: BertNormalizer (clean text, spaces around CJK characters, optional
// lowercasing), BertPreTokenizer, WordPiece with "##" continuations and
// "[CLS] A [SEP]" post-processing. A token's id is its index in vocab.
// The output is deterministic (vocabulary written in id order).
func WordPieceTokenizerJSON(vocab []string, lowercase bool) ([]byte, error) {
	ids := make(map[string]int, len(vocab))
	for i, tok := range vocab {
		if tok == "" {
			return nil, fmt.Errorf("tokenizer.json: vocabulary entry %d is empty", i)
		}
		if _, dup := ids[tok]; dup {
			return nil, fmt.Errorf("tokenizer.json: token %q appears twice in the vocabulary", tok)
		}
		ids[tok] = i
	}
	for _, s := range []string{TokenPad, TokenUnk, TokenCLS, TokenSEP, TokenMask} {
		if _, ok := ids[s]; !ok {
			return nil, fmt.Errorf("tokenizer.json: vocabulary lacks special token %s", s)
		}
	}

	type addedToken struct {
		ID         int    `json:"id"`
		Content    string `json:"content"`
		SingleWord bool   `json:"single_word"`
		LStrip     bool   `json:"lstrip"`
		RStrip     bool   `json:"rstrip"`
		Normalized bool   `json:"normalized"`
		Special    bool   `json:"special"`
	}
	var added []addedToken
	for _, s := range []string{TokenPad, TokenUnk, TokenCLS, TokenSEP, TokenMask} {
		added = append(added, addedToken{ID: ids[s], Content: s, Special: true})
	}
	type idRef struct {
		ID     string `json:"id"`
		TypeID int    `json:"type_id"`
	}
	type item struct {
		SpecialToken *idRef `json:"SpecialToken,omitempty"`
		Sequence     *idRef `json:"Sequence,omitempty"`
	}
	type special struct {
		ID     string   `json:"id"`
		IDs    []int    `json:"ids"`
		Tokens []string `json:"tokens"`
	}
	doc := struct {
		Version       string          `json:"version"`
		Truncation    any             `json:"truncation"`
		Padding       any             `json:"padding"`
		AddedTokens   []addedToken    `json:"added_tokens"`
		Normalizer    any             `json:"normalizer"`
		PreTokenizer  any             `json:"pre_tokenizer"`
		PostProcessor any             `json:"post_processor"`
		Decoder       any             `json:"decoder"`
		Model         json.RawMessage `json:"model"`
	}{
		Version:     "1.0",
		AddedTokens: added,
		Normalizer: map[string]any{
			"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true,
			"strip_accents": nil, "lowercase": lowercase,
		},
		PreTokenizer: map[string]any{"type": "BertPreTokenizer"},
		PostProcessor: map[string]any{
			"type": "TemplateProcessing",
			"single": []item{
				{SpecialToken: &idRef{ID: TokenCLS}},
				{Sequence: &idRef{ID: "A"}},
				{SpecialToken: &idRef{ID: TokenSEP}},
			},
			"pair": []item{
				{SpecialToken: &idRef{ID: TokenCLS}},
				{Sequence: &idRef{ID: "A"}},
				{SpecialToken: &idRef{ID: TokenSEP}},
				{Sequence: &idRef{ID: "B", TypeID: 1}},
				{SpecialToken: &idRef{ID: TokenSEP, TypeID: 1}},
			},
			"special_tokens": map[string]special{
				TokenCLS: {ID: TokenCLS, IDs: []int{ids[TokenCLS]}, Tokens: []string{TokenCLS}},
				TokenSEP: {ID: TokenSEP, IDs: []int{ids[TokenSEP]}, Tokens: []string{TokenSEP}},
			},
		},
		Decoder: map[string]any{"type": "WordPiece", "prefix": "##", "cleanup": true},
	}

	// The vocabulary is written by hand so it stays in id order (a Go map
	// would be sorted by token).
	var m bytes.Buffer
	m.WriteString(`{"type":"WordPiece","unk_token":"[UNK]","continuing_subword_prefix":"##","max_input_chars_per_word":100,"vocab":{`)
	for i, tok := range vocab {
		if i > 0 {
			m.WriteByte(',')
		}
		k, err := json.Marshal(tok)
		if err != nil {
			return nil, fmt.Errorf("tokenizer.json: %w", err)
		}
		m.Write(k)
		fmt.Fprintf(&m, ":%d", i)
	}
	m.WriteString(`}}`)
	doc.Model = m.Bytes()

	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("tokenizer.json: %w", err)
	}
	return append(out, '\n'), nil
}
