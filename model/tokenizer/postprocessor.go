package tokenizer

import (
	"encoding/json"
	"fmt"
)

// parsePostProcessor returns the special token ids that go before and after
// the encoded text of a single sequence. lookup maps a token to the id the
// reference emits for it (added tokens first, then the vocabulary).
//
// The reference JS writes the special token's *string* from the template and
// converts it to an id through the vocabulary, so that is what we do. When
// the string is not in the vocabulary at all the reference would emit the
// unknown id, which is certainly not what the file means; we then use the ids
// written in the file (TemplateProcessing's special_tokens, the id of a
// BertProcessing pair), as the Rust implementation does.
func parsePostProcessor(raw json.RawMessage, lookup func(string) (int64, bool)) (prefix, suffix []int64, err error) {
	if isNull(raw) {
		return nil, nil, nil
	}
	typ, err := componentType("post_processor", raw)
	if err != nil {
		return nil, nil, err
	}
	switch typ {
	case "TemplateProcessing":
		return parseTemplate(raw, lookup)
	case "BertProcessing", "RobertaProcessing":
		// For one sequence both are cls, text, sep.
		var j bertProcessingJSON
		if err := json.Unmarshal(raw, &j); err != nil {
			return nil, nil, fmt.Errorf("tokenizer: %s: %w", typ, err)
		}
		cls, err := pairID(typ, "cls", j.Cls, lookup)
		if err != nil {
			return nil, nil, err
		}
		sep, err := pairID(typ, "sep", j.Sep, lookup)
		if err != nil {
			return nil, nil, err
		}
		return []int64{cls}, []int64{sep}, nil
	default:
		return nil, nil, fmt.Errorf("tokenizer: post_processor type %q: %w", typ, ErrUnsupported)
	}
}

// parseTemplate reads the single-sequence template of TemplateProcessing.
func parseTemplate(raw json.RawMessage, lookup func(string) (int64, bool)) (prefix, suffix []int64, err error) {
	var j templateJSON
	if err := json.Unmarshal(raw, &j); err != nil {
		return nil, nil, fmt.Errorf("tokenizer: TemplateProcessing: %w", err)
	}
	seenA := false
	for i, item := range j.Single {
		switch {
		case item.Sequence != nil:
			if item.Sequence.ID != "A" || seenA {
				return nil, nil, fmt.Errorf("tokenizer: TemplateProcessing single item %d: sequence %q (only one \"A\" is supported): %w",
					i, item.Sequence.ID, ErrUnsupported)
			}
			seenA = true
		case item.SpecialToken != nil:
			name := item.SpecialToken.ID
			var ids []int64
			if id, ok := lookup(name); ok {
				ids = []int64{id}
			} else if st, ok := j.SpecialTokens[name]; ok && len(st.IDs) > 0 {
				ids = st.IDs
			} else {
				return nil, nil, fmt.Errorf("tokenizer: TemplateProcessing special token %q is neither in the vocabulary nor in special_tokens", name)
			}
			if seenA {
				suffix = append(suffix, ids...)
			} else {
				prefix = append(prefix, ids...)
			}
		default:
			return nil, nil, fmt.Errorf("tokenizer: TemplateProcessing single item %d is neither SpecialToken nor Sequence", i)
		}
	}
	if !seenA {
		return nil, nil, fmt.Errorf("tokenizer: TemplateProcessing single template has no sequence \"A\": %w", ErrUnsupported)
	}
	return prefix, suffix, nil
}

// pairID resolves a BertProcessing [token, id] pair.
func pairID(typ, field string, pair []json.RawMessage, lookup func(string) (int64, bool)) (int64, error) {
	if len(pair) != 2 {
		return 0, fmt.Errorf("tokenizer: %s.%s must be a [token, id] pair", typ, field)
	}
	var tok string
	var id int64
	if err := json.Unmarshal(pair[0], &tok); err != nil {
		return 0, fmt.Errorf("tokenizer: %s.%s token: %w", typ, field, err)
	}
	if err := json.Unmarshal(pair[1], &id); err != nil {
		return 0, fmt.Errorf("tokenizer: %s.%s id: %w", typ, field, err)
	}
	if v, ok := lookup(tok); ok {
		return v, nil
	}
	return id, nil
}
