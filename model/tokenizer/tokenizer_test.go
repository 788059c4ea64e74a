package tokenizer

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
)

// bgePath resolves the reference tokenizer from the repo root and fails (not
// skips) when it is missing.
func bgePath(t testing.TB) string {
	t.Helper()
	p := filepath.Join("..", "..", "..", "shared", "reference", "bge-small-zh-v1.5", "tokenizer.json")
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("reference tokenizer missing (expected ../shared beside the repo): %v", err)
	}
	return p
}

var (
	bgeOnce sync.Once
	bgeTok  *Tokenizer
	bgeErr  error
)

// loadBGE loads the reference tokenizer once per process.
func loadBGE(t testing.TB) *Tokenizer {
	t.Helper()
	p := bgePath(t)
	bgeOnce.Do(func() { bgeTok, bgeErr = Load(p) })
	if bgeErr != nil {
		t.Fatal(bgeErr)
	}
	return bgeTok
}

// tinyJSON builds a small tokenizer.json; mutate edits the decoded object
// before it is encoded.
func tinyJSON(t *testing.T, mutate func(m map[string]any)) []byte {
	t.Helper()
	vocab := map[string]any{}
	for i, tok := range []string{"[PAD]", "[UNK]", "[CLS]", "[SEP]", "hello", "world", "##s", ",", "你", "好"} {
		vocab[tok] = i
	}
	m := map[string]any{
		"version":    "1.0",
		"truncation": nil,
		"padding":    nil,
		"added_tokens": []any{
			map[string]any{"id": 0, "content": "[PAD]", "special": true, "normalized": false},
			map[string]any{"id": 1, "content": "[UNK]", "special": true, "normalized": false},
			map[string]any{"id": 2, "content": "[CLS]", "special": true, "normalized": false},
			map[string]any{"id": 3, "content": "[SEP]", "special": true, "normalized": false},
		},
		"normalizer":    map[string]any{"type": "BertNormalizer", "clean_text": true, "handle_chinese_chars": true, "strip_accents": nil, "lowercase": true},
		"pre_tokenizer": map[string]any{"type": "BertPreTokenizer"},
		"post_processor": map[string]any{
			"type":   "TemplateProcessing",
			"single": []any{map[string]any{"SpecialToken": map[string]any{"id": "[CLS]", "type_id": 0}}, map[string]any{"Sequence": map[string]any{"id": "A", "type_id": 0}}, map[string]any{"SpecialToken": map[string]any{"id": "[SEP]", "type_id": 0}}},
			"special_tokens": map[string]any{
				"[CLS]": map[string]any{"id": "[CLS]", "ids": []any{2}, "tokens": []any{"[CLS]"}},
				"[SEP]": map[string]any{"id": "[SEP]", "ids": []any{3}, "tokens": []any{"[SEP]"}},
			},
		},
		"decoder": map[string]any{"type": "WordPiece", "prefix": "##", "cleanup": true},
		"model":   map[string]any{"type": "WordPiece", "unk_token": "[UNK]", "continuing_subword_prefix": "##", "max_input_chars_per_word": 100, "vocab": vocab},
	}
	if mutate != nil {
		mutate(m)
	}
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func TestReferenceAccessors(t *testing.T) {
	tok := loadBGE(t)
	if got := tok.VocabSize(); got != 21128 {
		t.Errorf("VocabSize = %d, want 21128", got)
	}
	if got := tok.PadID(); got != 0 {
		t.Errorf("PadID = %d, want 0", got)
	}
	if got := tok.UnknownID(); got != 100 {
		t.Errorf("UnknownID = %d, want 100", got)
	}
	for tokStr, want := range map[string]int64{"[CLS]": 101, "[SEP]": 102, "[MASK]": 103, "你": 872, "##s": 8118} {
		if got, ok := tok.TokenID(tokStr); !ok || got != want {
			t.Errorf("TokenID(%q) = %d, %v; want %d", tokStr, got, ok, want)
		}
	}
	if _, ok := tok.TokenID("definitely-not-a-token"); ok {
		t.Error("TokenID of an unknown string reported ok")
	}
}

func TestEncodeTiny(t *testing.T) {
	tok, err := Parse(tinyJSON(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		text   string
		maxLen int
		want   []int64
	}{
		{"", 0, []int64{2, 3}},
		{"Hello, worlds", 0, []int64{2, 4, 7, 5, 6, 3}},
		{"HELLO你好 xyz", 0, []int64{2, 4, 8, 9, 1, 3}},
		{"hello [SEP] world", 0, []int64{2, 4, 3, 5, 3}},
		{"hello world hello", 4, []int64{2, 4, 5, 3}},
		{"hello world hello", 3, []int64{2, 4, 3}},
		{"hello world hello", 2, []int64{2, 3}},
		{"hello world hello", 1, []int64{2}},
		{"worlds", 3, []int64{2, 5, 3}}, // truncation may split a word's pieces
		{"hello\xff world", 0, []int64{2, 4, 5, 3}},
		{"hello\xffworld", 0, []int64{2, 1, 3}}, // U+FFFD is removed, joining the words
	}
	for _, tt := range tests {
		if got := tok.Encode(tt.text, tt.maxLen); !slices.Equal(got, tt.want) {
			t.Errorf("Encode(%q, %d) = %v, want %v", tt.text, tt.maxLen, got, tt.want)
		}
	}
}

func TestParseVariants(t *testing.T) {
	tests := []struct {
		name   string
		mutate func(m map[string]any)
		text   string
		want   []int64
		pad    int64
	}{
		{"no normalizer", func(m map[string]any) { m["normalizer"] = nil }, "Hello hello", []int64{2, 1, 4, 3}, 0},
		{"no pre-tokenizer", func(m map[string]any) { m["pre_tokenizer"] = nil }, "hello", []int64{2, 4, 3}, 0},
		{"no pre-tokenizer, two words", func(m map[string]any) { m["pre_tokenizer"] = nil }, "hello world", []int64{2, 1, 3}, 0},
		{"no post-processor", func(m map[string]any) { m["post_processor"] = nil }, "hello", []int64{4}, 0},
		{"BertProcessing", func(m map[string]any) {
			m["post_processor"] = map[string]any{"type": "BertProcessing", "sep": []any{"[SEP]", 3}, "cls": []any{"[CLS]", 2}}
		}, "hello", []int64{2, 4, 3}, 0},
		{"BertProcessing with ids only", func(m map[string]any) {
			m["post_processor"] = map[string]any{"type": "BertProcessing", "sep": []any{"<missing-sep>", 7}, "cls": []any{"<missing-cls>", 6}}
		}, "hello", []int64{6, 4, 7}, 0},
		{"model without type", func(m map[string]any) { delete(m["model"].(map[string]any), "type") }, "hello", []int64{2, 4, 3}, 0},
		{"padding id", func(m map[string]any) { m["padding"] = map[string]any{"pad_id": 9, "pad_token": "好"} }, "", []int64{2, 3}, 9},
		{"padding token", func(m map[string]any) { m["padding"] = map[string]any{"pad_token": "好"} }, "", []int64{2, 3}, 9},
		{"file truncation", func(m map[string]any) { m["truncation"] = map[string]any{"max_length": 3} }, "hello world", []int64{2, 4, 3}, 0},
		{"left truncation", func(m map[string]any) { m["truncation"] = map[string]any{"max_length": 3, "direction": "Left"} }, "hello world", []int64{2, 5, 3}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tok, err := Parse(tinyJSON(t, tt.mutate))
			if err != nil {
				t.Fatal(err)
			}
			if got := tok.Encode(tt.text, 0); !slices.Equal(got, tt.want) {
				t.Errorf("Encode(%q) = %v, want %v", tt.text, got, tt.want)
			}
			if tok.PadID() != tt.pad {
				t.Errorf("PadID = %d, want %d", tok.PadID(), tt.pad)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name        string
		data        []byte
		unsupported bool
		contains    string
	}{
		{"invalid JSON", []byte(`{"model": `), false, "parse tokenizer.json"},
		{"not an object", []byte(`[1,2]`), false, "parse tokenizer.json"},
		{"no model", []byte(`{}`), false, "no model"},
		{"BPE model", tinyJSON(t, func(m map[string]any) {
			m["model"] = map[string]any{"type": "BPE", "vocab": map[string]any{"a": 0}, "merges": []any{}}
		}), true, `"BPE"`},
		{"Unigram model", tinyJSON(t, func(m map[string]any) { m["model"] = map[string]any{"type": "Unigram", "vocab": []any{}} }), true, "Unigram"},
		{"NFKC normalizer", tinyJSON(t, func(m map[string]any) { m["normalizer"] = map[string]any{"type": "NFKC"} }), true, "NFKC"},
		{"Metaspace pre-tokenizer", tinyJSON(t, func(m map[string]any) { m["pre_tokenizer"] = map[string]any{"type": "Metaspace"} }), true, "Metaspace"},
		{"ByteLevel post-processor", tinyJSON(t, func(m map[string]any) { m["post_processor"] = map[string]any{"type": "ByteLevel"} }), true, "ByteLevel"},
		{"template with pair in single", tinyJSON(t, func(m map[string]any) {
			m["post_processor"].(map[string]any)["single"] = []any{map[string]any{"Sequence": map[string]any{"id": "B"}}}
		}), true, "sequence"},
		{"template special not found", tinyJSON(t, func(m map[string]any) {
			m["post_processor"].(map[string]any)["single"] = []any{map[string]any{"SpecialToken": map[string]any{"id": "<nope>"}}, map[string]any{"Sequence": map[string]any{"id": "A"}}}
		}), false, "<nope>"},
		{"unk not in vocab", tinyJSON(t, func(m map[string]any) { m["model"].(map[string]any)["unk_token"] = "<unk>" }), false, "unk_token"},
		{"empty vocab", tinyJSON(t, func(m map[string]any) { m["model"].(map[string]any)["vocab"] = map[string]any{} }), false, "empty vocab"},
		{"negative id", tinyJSON(t, func(m map[string]any) { m["model"].(map[string]any)["vocab"] = map[string]any{"[UNK]": -1} }), false, "negative"},
		{"string id", tinyJSON(t, func(m map[string]any) { m["model"].(map[string]any)["vocab"] = map[string]any{"[UNK]": "0"} }), false, "model"},
		{"bad truncation direction", tinyJSON(t, func(m map[string]any) { m["truncation"] = map[string]any{"max_length": 3, "direction": "Middle"} }), true, "Middle"},
		{"added token without id", tinyJSON(t, func(m map[string]any) { m["added_tokens"] = []any{map[string]any{"content": "x"}} }), false, "no valid id"},
		{"normalizer not an object", tinyJSON(t, func(m map[string]any) { m["normalizer"] = 7 }), false, "normalizer"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tok, err := Parse(tt.data)
			if err == nil {
				t.Fatalf("Parse succeeded (%v), want an error", tok != nil)
			}
			if got := errors.Is(err, ErrUnsupported); got != tt.unsupported {
				t.Errorf("errors.Is(err, ErrUnsupported) = %v, want %v (err: %v)", got, tt.unsupported, err)
			}
			if !strings.Contains(err.Error(), tt.contains) {
				t.Errorf("error %q does not mention %q", err, tt.contains)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	_, err := Load(filepath.Join(t.TempDir(), "missing.json"))
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Load(missing) = %v, want fs.ErrNotExist", err)
	}
	bad := filepath.Join(t.TempDir(), "tokenizer.json")
	if err := os.WriteFile(bad, []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = Load(bad)
	var syn *json.SyntaxError
	if !errors.As(err, &syn) || !strings.Contains(err.Error(), bad) {
		t.Errorf("Load(invalid) = %v, want a wrapped *json.SyntaxError naming the file", err)
	}
}

func TestEncodeConcurrent(t *testing.T) {
	tok := loadBGE(t)
	texts := []string{"夜里下了一场小雨。", "The quick brown fox.", "混合 mixed 文本 text!", strings.Repeat("长文本", 400)}
	want := make([][]int64, len(texts))
	for i, s := range texts {
		want[i] = tok.Encode(s, 0)
	}
	var wg sync.WaitGroup
	errs := make(chan string, 8)
	for g := 0; g < 8; g++ {
		wg.Go(func() {
			for k := 0; k < 200; k++ {
				i := (g + k) % len(texts)
				if got := tok.Encode(texts[i], 0); !slices.Equal(got, want[i]) {
					errs <- texts[i]
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for s := range errs {
		t.Errorf("concurrent Encode(%.20q) differs from sequential", s)
	}
}

func TestEncodeAllocations(t *testing.T) {
	tok := loadBGE(t)
	text := strings.Repeat("夜里下了一场小雨，街灯把石板路照得发亮。The rain stopped at midnight. ", 20)
	tok.Encode(text, 0) // warm the pool
	if n := testing.AllocsPerRun(50, func() { tok.Encode(text, 0) }); n > 1 {
		t.Errorf("Encode allocates %.1f times per call, want 1 (the result)", n)
	}
}

func TestEncodeReturnsFreshSlice(t *testing.T) {
	tok := loadBGE(t)
	a := tok.Encode("第一句", 0)
	saved := slices.Clone(a)
	_ = tok.Encode("完全不同的第二句话，更长一些", 0)
	if !slices.Equal(a, saved) {
		t.Errorf("a later Encode changed an earlier result: %v became %v", saved, a)
	}
}

// TestWholeWord: the shipped model's own tokenizer keeps the words and
// characters it learned whole and cuts or drops the rest.
func TestWholeWord(t *testing.T) {
	tok, err := Load(filepath.Join("..", "..", "assets", "models", "inkflow-static-v1", "tokenizer.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		word string
		want bool
	}{
		{"桃", true},
		{"marry", true},
		{"Marry", true},   // the model is uncased: normalisation comes first
		{"thoris", false}, // a name it never saw: sub-word pieces
		{"𠮷", false},      // outside its vocabulary: unknown
		{"marry him", false},
		{"", false},
		{"\xff", false},
	} {
		if got := tok.WholeWord(c.word); got != c.want {
			t.Errorf("WholeWord(%q) = %v, want %v", c.word, got, c.want)
		}
	}
}
