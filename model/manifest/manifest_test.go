package manifest

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func valid() Manifest {
	return Manifest{
		Name: "bge-small-zh-v1.5", Kind: KindTransformer, Dims: 512, Pooling: PoolingCLS, Normalize: true,
		MaxTokens: 512, Inputs: []string{InputIDs, InputAttentionMask, InputTokenTypeIDs},
		Output: OutputHidden, ModelFile: "model.onnx", TokenizerFile: "tokenizer.json",
		SHA256: strings.Repeat("ab", 32), Revision: "7999e1d", Source: "https://example.invalid/bge",
	}
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name string
		edit func(m *Manifest)
		want string // "" = valid
	}{
		{"valid transformer", func(m *Manifest) {}, ""},
		{"valid static", func(m *Manifest) {
			m.Kind, m.Pooling, m.Output = KindStatic, PoolingNone, OutputSentence
			m.Inputs = []string{InputIDs, InputAttentionMask}
		}, ""},
		{"model in a subfolder", func(m *Manifest) { m.ModelFile = "onnx/model.onnx" }, ""},
		{"empty name", func(m *Manifest) { m.Name = " " }, "name is empty"},
		{"unknown kind", func(m *Manifest) { m.Kind = "lstm" }, `kind "lstm"`},
		{"zero dims", func(m *Manifest) { m.Dims = 0 }, "dims 0"},
		{"unknown pooling", func(m *Manifest) { m.Pooling = "max" }, `pooling "max"`},
		{"cls with pooled output", func(m *Manifest) { m.Output = OutputSentence }, `needs output "last_hidden_state"`},
		{"none with hidden output", func(m *Manifest) { m.Pooling = PoolingNone }, `needs output "sentence_embedding"`},
		{"max tokens too small", func(m *Manifest) { m.MaxTokens = 1 }, "max_tokens 1"},
		{"unknown input", func(m *Manifest) { m.Inputs = append(m.Inputs, "pixel_values") }, `input "pixel_values"`},
		{"duplicate input", func(m *Manifest) { m.Inputs = append(m.Inputs, InputIDs) }, "listed twice"},
		{"no input_ids", func(m *Manifest) { m.Inputs = []string{InputAttentionMask} }, `must include "input_ids"`},
		{"absolute model path", func(m *Manifest) { m.ModelFile = "/etc/passwd" }, "inside the model folder"},
		{"escaping tokenizer path", func(m *Manifest) { m.TokenizerFile = "../../x.json" }, "inside the model folder"},
		{"missing tokenizer", func(m *Manifest) { m.TokenizerFile = "" }, "tokenizer_file is empty"},
		{"uppercase sha", func(m *Manifest) { m.SHA256 = strings.Repeat("AB", 32) }, "64 lowercase hex"},
		{"short sha", func(m *Manifest) { m.SHA256 = "abc" }, "64 lowercase hex"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := valid()
			tc.edit(&m)
			err := m.Validate()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Validate: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Validate error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestValidateReportsEveryProblem(t *testing.T) {
	err := Manifest{}.Validate()
	if err == nil {
		t.Fatal("empty manifest validated")
	}
	for _, want := range []string{"name", "kind", "dims", "pooling", "max_tokens", "input_ids", "model_file", "sha256"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not mention %s", err, want)
		}
	}
}

func TestReadRoundTrip(t *testing.T) {
	dir := t.TempDir()
	data, err := valid().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, FileName), data, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, valid()) {
		t.Fatalf("round trip: %+v, want %+v", got, valid())
	}
	// The JSON keys are the documented ones.
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"name", "kind", "dims", "pooling", "normalize", "query_prefix", "max_tokens",
		"inputs", "output", "model_file", "tokenizer_file", "sha256", "revision", "source"} {
		if _, ok := raw[key]; !ok {
			t.Errorf("manifest JSON lacks key %q", key)
		}
	}
}

func TestReadErrors(t *testing.T) {
	dir := t.TempDir()
	if _, err := Read(dir); !errors.Is(err, os.ErrNotExist) || !strings.Contains(err.Error(), "has no manifest.json") {
		t.Fatalf("missing manifest: %v", err)
	}
	os.WriteFile(filepath.Join(dir, FileName), []byte(`{"name": 3}`), 0o644)
	if _, err := Read(dir); err == nil || !strings.Contains(err.Error(), "parse") {
		t.Fatalf("bad JSON: %v", err)
	}
	os.WriteFile(filepath.Join(dir, FileName), []byte(`{"name": "x"}`), 0o644)
	if _, err := Read(dir); err == nil || !strings.Contains(err.Error(), "invalid manifest") {
		t.Fatalf("invalid manifest: %v", err)
	}
}

func TestFileSHA256(t *testing.T) {
	path := filepath.Join(t.TempDir(), "model.onnx")
	if err := os.WriteFile(path, []byte("abc"), 0o644); err != nil {
		t.Fatal(err)
	}
	// sha256("abc"), FIPS 180-2 test vector.
	const want = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
	if got, err := FileSHA256(path); err != nil || got != want {
		t.Errorf("FileSHA256 = %q, %v; want %q", got, err, want)
	}
	if _, err := FileSHA256(filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Error("FileSHA256 of a missing file: no error")
	}
}
