// Package manifest describes an embedding model folder: the JSON file
// manifest.json that sits next to the ONNX file and tells the loader how to
// feed the model and how to turn its output into one vector per text.
//
// It is a leaf package (standard library only) so that model generators and
// the trainer can write manifests without linking ONNX Runtime.
package manifest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"inkflow/internal/safefile"
)

// FileName is the manifest's file name inside a model folder.
const FileName = "manifest.json"

// Model kinds.
const (
	// KindStatic is a token-vector model (lookup, weighted mean, projection).
	KindStatic = "static"
	// KindTransformer is a BERT-family encoder.
	KindTransformer = "transformer"
)

// Pooling modes: how the loader turns the model output into one vector.
const (
	// PoolingCLS takes the first token ([CLS]) of last_hidden_state.
	PoolingCLS = "cls"
	// PoolingMean takes the attention-masked mean of last_hidden_state.
	PoolingMean = "mean"
	// PoolingNone means the model already outputs [batch, dims] vectors.
	PoolingNone = "none"
)

// Model input and output names that InkFlow understands.
const (
	InputIDs           = "input_ids"
	InputAttentionMask = "attention_mask"
	InputTokenTypeIDs  = "token_type_ids"
	OutputHidden       = "last_hidden_state"
	OutputSentence     = "sentence_embedding"
)

// Manifest is the content of manifest.json.
type Manifest struct {
	// Name identifies the model, e.g. "inkflow-static-zh" or "bge-small-zh-v1.5".
	Name string `json:"name"`
	// Kind is KindStatic or KindTransformer.
	Kind string `json:"kind"`
	// Dims is the length of the vectors the model produces.
	Dims int `json:"dims"`
	// Pooling is PoolingCLS, PoolingMean or PoolingNone.
	Pooling string `json:"pooling"`
	// Normalize asks the loader to L2-normalise the pooled vector.
	Normalize bool `json:"normalize"`
	// QueryPrefix is prepended to search queries (e5 wants "query: ").
	QueryPrefix string `json:"query_prefix"`
	// MaxTokens caps the token sequence, [CLS] and [SEP] included.
	MaxTokens int `json:"max_tokens"`
	// Inputs lists the model inputs to feed, from InputIDs,
	// InputAttentionMask and InputTokenTypeIDs.
	Inputs []string `json:"inputs"`
	// Output is OutputHidden or OutputSentence.
	Output string `json:"output"`
	// ModelFile is the ONNX file name, relative to the manifest's folder.
	ModelFile string `json:"model_file"`
	// TokenizerFile is the Hugging Face tokenizer.json, relative to the folder.
	TokenizerFile string `json:"tokenizer_file"`
	// SHA256 is the lowercase hex sha256 of ModelFile.
	SHA256 string `json:"sha256"`
	// Revision pins the upstream revision a downloaded model came from.
	Revision string `json:"revision,omitempty"`
	// Source says where the model came from (URL, "trained", "generated").
	Source string `json:"source,omitempty"`
}

var sha256Hex = regexp.MustCompile(`^[0-9a-f]{64}$`)

// Validate reports the first field that makes the manifest unusable.
func (m Manifest) Validate() error {
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }
	if strings.TrimSpace(m.Name) == "" {
		bad("name is empty")
	}
	if m.Kind != KindStatic && m.Kind != KindTransformer {
		bad("kind %q is not %q or %q", m.Kind, KindStatic, KindTransformer)
	}
	if m.Dims <= 0 {
		bad("dims %d must be positive", m.Dims)
	}
	switch m.Pooling {
	case PoolingCLS, PoolingMean:
		if m.Output != OutputHidden {
			bad("pooling %q needs output %q, not %q", m.Pooling, OutputHidden, m.Output)
		}
	case PoolingNone:
		if m.Output != OutputSentence {
			bad("pooling %q needs output %q, not %q", m.Pooling, OutputSentence, m.Output)
		}
	default:
		bad("pooling %q is not cls, mean or none", m.Pooling)
	}
	if m.MaxTokens < 2 {
		bad("max_tokens %d must be at least 2 ([CLS] and [SEP])", m.MaxTokens)
	}
	seen := map[string]bool{}
	for _, in := range m.Inputs {
		switch in {
		case InputIDs, InputAttentionMask, InputTokenTypeIDs:
		default:
			bad("input %q is not one of %s, %s, %s", in, InputIDs, InputAttentionMask, InputTokenTypeIDs)
		}
		if seen[in] {
			bad("input %q listed twice", in)
		}
		seen[in] = true
	}
	if !seen[InputIDs] {
		bad("inputs must include %q", InputIDs)
	}
	if err := checkRelative("model_file", m.ModelFile); err != nil {
		bad("%v", err)
	}
	if err := checkRelative("tokenizer_file", m.TokenizerFile); err != nil {
		bad("%v", err)
	}
	if !sha256Hex.MatchString(m.SHA256) {
		bad("sha256 %q is not 64 lowercase hex digits", m.SHA256)
	}
	if len(problems) > 0 {
		return &InvalidError{Problems: problems}
	}
	return nil
}

// InvalidError is Validate's error: what is wrong with the manifest, one
// problem each, in the English of its field names.
type InvalidError struct{ Problems []string }

func (e *InvalidError) Error() string {
	return "invalid manifest: " + strings.Join(e.Problems, "; ")
}

// checkRelative keeps file references inside the model folder, so a
// downloaded manifest cannot point the loader at arbitrary files.
func checkRelative(field, p string) error {
	if p == "" {
		return fmt.Errorf("%s is empty", field)
	}
	if filepath.IsAbs(p) || strings.HasPrefix(filepath.ToSlash(filepath.Clean(p)), "../") || filepath.Clean(p) == ".." {
		return fmt.Errorf("%s %q must be a path inside the model folder", field, p)
	}
	return nil
}

// maxManifestBytes bounds the manifest read; real ones are under 2 KB.
const maxManifestBytes = 1 << 20

// Read loads and validates dir/manifest.json.
func Read(dir string) (Manifest, error) {
	path := filepath.Join(dir, FileName)
	data, err := safefile.ReadFile(path, maxManifestBytes)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return Manifest{}, &ReadError{Dir: dir, Path: path, Kind: Missing, Err: err}
		}
		return Manifest{}, fmt.Errorf("read model manifest: %w", err)
	}
	var m Manifest
	// Unknown keys are allowed: a newer InkFlow may add fields, and an older
	// one should still load the model.
	if err := json.Unmarshal(data, &m); err != nil {
		return Manifest{}, &ReadError{Dir: dir, Path: path, Kind: Unparsable, Err: err}
	}
	if err := m.Validate(); err != nil {
		return Manifest{}, &ReadError{Dir: dir, Path: path, Kind: Invalid, Err: err}
	}
	return m, nil
}

// ReadErrorKind says what is wrong with a model folder's manifest.
type ReadErrorKind int

// What Read finds wrong with a manifest.
const (
	// Missing: the folder has no manifest.json.
	Missing ReadErrorKind = iota + 1
	// Unparsable: manifest.json is not JSON (Err is the decoder's error).
	Unparsable
	// Invalid: manifest.json is JSON, but Validate refuses it (Err is an
	// *InvalidError).
	Invalid
)

// ReadError is Read's error for a manifest that is not there or not a
// manifest: it keeps the file's path and the kind of problem, so that a
// front end can say them in the user's language; it wraps the cause.
type ReadError struct {
	// Dir is the model folder as the caller gave it, Path its manifest.
	Dir, Path string
	Kind      ReadErrorKind
	Err       error
}

func (e *ReadError) Error() string {
	switch e.Kind {
	case Missing:
		return fmt.Sprintf("model folder %s has no %s: %v", e.Dir, FileName, e.Err)
	case Unparsable:
		return fmt.Sprintf("parse %s: %v", e.Path, e.Err)
	}
	return fmt.Sprintf("%s: %v", e.Path, e.Err)
}

// Unwrap returns the cause.
func (e *ReadError) Unwrap() error { return e.Err }

// Marshal encodes the manifest as indented JSON with a trailing newline,
// the exact bytes written to manifest.json (stable for reproducible folders).
func (m Manifest) Marshal() ([]byte, error) {
	b, err := json.MarshalIndent(m, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("encode manifest: %w", err)
	}
	return append(b, '\n'), nil
}

// FileSHA256 is the lowercase hex sha256 of the file at path, the form of
// the SHA256 field. The file is streamed (models can be 100 MB).
func FileSHA256(path string) (string, error) {
	f, err := safefile.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("hash %s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
