package tokenizer

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// ErrUnsupported is wrapped by the errors Parse returns for a tokenizer.json
// component this package does not implement (a BPE or Unigram model, a
// Metaspace pre-tokenizer, …). Callers can test for it with errors.Is.
var ErrUnsupported = errors.New("unsupported tokenizer.json component")

// fileJSON is the subset of the tokenizer.json schema that affects the ids of
// a single sequence.
type fileJSON struct {
	Truncation    *truncationJSON  `json:"truncation"`
	Padding       *paddingJSON     `json:"padding"`
	AddedTokens   []addedTokenJSON `json:"added_tokens"`
	Normalizer    json.RawMessage  `json:"normalizer"`
	PreTokenizer  json.RawMessage  `json:"pre_tokenizer"`
	PostProcessor json.RawMessage  `json:"post_processor"`
	Model         json.RawMessage  `json:"model"`
}

type truncationJSON struct {
	Direction string `json:"direction"` // "Right" (default) or "Left"
	MaxLength int    `json:"max_length"`
}

type paddingJSON struct {
	PadID    *int64 `json:"pad_id"`
	PadToken string `json:"pad_token"`
}

type addedTokenJSON struct {
	ID      *int64 `json:"id"`
	Content string `json:"content"`
	LStrip  bool   `json:"lstrip"`
	RStrip  bool   `json:"rstrip"`
	Special bool   `json:"special"`
	// Normalized defaults to !special, as in the reference.
	Normalized *bool `json:"normalized"`
}

// componentJSON reads only the type of a component.
type componentJSON struct {
	Type string `json:"type"`
}

// bertNormalizerJSON is BertNormalizer. A missing boolean is false, as in
// the reference JS (Rust would default clean_text, handle_chinese_chars and
// lowercase to true, but every tokenizer.json written by Rust spells them out).
type bertNormalizerJSON struct {
	CleanText          bool  `json:"clean_text"`
	HandleChineseChars bool  `json:"handle_chinese_chars"`
	StripAccents       *bool `json:"strip_accents"`
	Lowercase          bool  `json:"lowercase"`
}

type wordPieceJSON struct {
	Type                    string           `json:"type"`
	UnkToken                string           `json:"unk_token"`
	ContinuingSubwordPrefix *string          `json:"continuing_subword_prefix"`
	MaxInputCharsPerWord    *int             `json:"max_input_chars_per_word"`
	Vocab                   map[string]int64 `json:"vocab"`
	Merges                  json.RawMessage  `json:"merges"`
}

type templateJSON struct {
	Single        []templateItemJSON             `json:"single"`
	SpecialTokens map[string]templateSpecialJSON `json:"special_tokens"`
}

type templateItemJSON struct {
	SpecialToken *struct {
		ID string `json:"id"`
	} `json:"SpecialToken"`
	Sequence *struct {
		ID string `json:"id"`
	} `json:"Sequence"`
}

type templateSpecialJSON struct {
	IDs []int64 `json:"ids"`
}

// bertProcessingJSON is BertProcessing and RobertaProcessing: each of sep
// and cls is a [token, id] pair.
type bertProcessingJSON struct {
	Sep []json.RawMessage `json:"sep"`
	Cls []json.RawMessage `json:"cls"`
}

// isNull reports whether a raw JSON value is absent or null.
func isNull(raw json.RawMessage) bool {
	t := bytes.TrimSpace(raw)
	return len(t) == 0 || string(t) == "null"
}

// componentType returns the "type" field of a component.
func componentType(what string, raw json.RawMessage) (string, error) {
	var c componentJSON
	if err := json.Unmarshal(raw, &c); err != nil {
		return "", fmt.Errorf("tokenizer: %s: %w", what, err)
	}
	return c.Type, nil
}

// requireType reads a component's "type" (see componentType) and fails
// with ErrUnsupported unless it is one of want.
func requireType(what string, raw json.RawMessage, want ...string) error {
	typ, err := componentType(what, raw)
	if err != nil {
		return err
	}
	if !slices.Contains(want, typ) {
		return fmt.Errorf("tokenizer: %s type %q: %w", what, typ, ErrUnsupported)
	}
	return nil
}

// parseNormalizer returns nil for a null normalizer.
func parseNormalizer(raw json.RawMessage) (*bertNormalizer, error) {
	if isNull(raw) {
		return nil, nil
	}
	if err := requireType("normalizer", raw, "BertNormalizer"); err != nil {
		return nil, err
	}
	var j bertNormalizerJSON
	if err := json.Unmarshal(raw, &j); err != nil {
		return nil, fmt.Errorf("tokenizer: BertNormalizer: %w", err)
	}
	n := &bertNormalizer{
		cleanText:    j.CleanText,
		chineseChars: j.HandleChineseChars,
		lowercase:    j.Lowercase,
	}
	// strip_accents null (or absent) follows lowercase: BERT's uncased
	// models strip accents, cased ones keep them.
	if j.StripAccents != nil {
		n.stripAccents = *j.StripAccents
	} else {
		n.stripAccents = j.Lowercase
	}
	return n, nil
}

// parsePreTokenizer reports whether BertPreTokenizer is used (false: none).
func parsePreTokenizer(raw json.RawMessage) (bool, error) {
	if isNull(raw) {
		return false, nil
	}
	if err := requireType("pre_tokenizer", raw, "BertPreTokenizer"); err != nil {
		return false, err
	}
	return true, nil
}

// parseModel reads a WordPiece model. Like the reference, a model without a
// type that has a vocabulary object, a continuing_subword_prefix, an
// unk_token and no merges is WordPiece.
func parseModel(raw json.RawMessage) (*wordPieceJSON, error) {
	if isNull(raw) {
		return nil, errors.New("tokenizer: tokenizer.json has no model")
	}
	if err := requireType("model", raw, "", "WordPiece"); err != nil {
		return nil, err
	}
	var m wordPieceJSON
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, fmt.Errorf("tokenizer: WordPiece model: %w", err)
	}
	switch {
	case m.Type == "WordPiece":
	case m.Type == "" && m.Vocab != nil && m.ContinuingSubwordPrefix != nil && m.UnkToken != "" && isNull(m.Merges):
	default:
		return nil, fmt.Errorf("tokenizer: model type %q: %w", m.Type, ErrUnsupported)
	}
	if len(m.Vocab) == 0 {
		return nil, errors.New("tokenizer: WordPiece model has an empty vocab")
	}
	for tok, id := range m.Vocab {
		if id < 0 {
			return nil, fmt.Errorf("tokenizer: vocab entry %q has negative id %d", tok, id)
		}
	}
	if m.MaxInputCharsPerWord != nil && *m.MaxInputCharsPerWord < 0 {
		return nil, fmt.Errorf("tokenizer: max_input_chars_per_word %d is negative", *m.MaxInputCharsPerWord)
	}
	return &m, nil
}
