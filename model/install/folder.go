package install

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	ort "github.com/yalue/onnxruntime_go"

	"inkflow/internal/safefile"
	"inkflow/model/manifest"
	"inkflow/model/ortlib"
	"inkflow/model/registry"
	"inkflow/model/tokenizer"
)

// Hints fill in what a model folder without manifest.json cannot say about
// itself. Zero fields are inferred: from a registry model with the same
// ONNX sha256, from the model's declared outputs, from config.json. Set
// fields override what a manifest.json in the folder says.
type Hints struct {
	// Name is the installed folder's name (default: the manifest's name,
	// the matching registry model's, or the source folder's base name).
	Name string
	// ONNXFile picks the model file, relative to the folder, when it holds
	// several (Hugging Face exports ship onnx/model.onnx next to quantized
	// variants).
	ONNXFile string
	// Pooling is manifest.PoolingCLS or manifest.PoolingMean, for models
	// whose output is last_hidden_state.
	Pooling string
	// QueryPrefix is prepended to search queries; set HasQueryPrefix to use
	// it (an empty prefix is a valid choice).
	QueryPrefix    string
	HasQueryPrefix bool
	// MaxTokens caps the token sequence (default config.json's
	// max_position_embeddings, else 512).
	MaxTokens int
	// Dims is the vector length, needed only when the model leaves its
	// output width symbolic.
	Dims int
}

// Folder is a model folder that passed inspection.
type Folder struct {
	// Dir is the inspected folder.
	Dir string
	// ONNXPath and TokenizerPath are the files the model needs.
	ONNXPath, TokenizerPath string
	// Manifest describes the model; its file names are relative to Dir
	// when the folder had a manifest, and are rewritten by InstallDir.
	Manifest manifest.Manifest
	// Registry names the registry model whose ONNX hash matched, if any.
	Registry string
}

// defaultMaxTokens is BERT's position table, used when nothing else says.
const defaultMaxTokens = 512

// folderName keeps installed model names usable as folder names and model
// ids everywhere.
var folderName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)

// InspectDir checks that dir holds a model InkFlow can run and describes
// it: tokenizer.json parses, the ONNX file's inputs are among input_ids,
// attention_mask and token_type_ids (int64 [batch, sequence]) and its
// output is last_hidden_state [batch, sequence, hidden] or
// sentence_embedding [batch, dims] (float), the vector length is known,
// and pooling is known. It needs ONNX Runtime (ortlib.Init) to read the
// model's signature. It does not run the model; InstallDir does.
func InspectDir(dir string, hints Hints) (Folder, error) {
	st, err := os.Stat(dir)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return Folder{}, &FolderError{Dir: dir, Kind: FolderMissing}
		}
		return Folder{}, fmt.Errorf("model folder: %w", err)
	}
	if !st.IsDir() {
		return Folder{}, fmt.Errorf("%s is not a folder", dir)
	}
	f := Folder{Dir: dir}
	var m manifest.Manifest
	haveManifest := fileSize(filepath.Join(dir, manifest.FileName)) > 0
	if haveManifest {
		if m, err = manifest.Read(dir); err != nil {
			return Folder{}, fmt.Errorf("model folder %s: %w", dir, err)
		}
		f.ONNXPath = filepath.Join(dir, m.ModelFile)
		f.TokenizerPath = filepath.Join(dir, m.TokenizerFile)
	} else {
		if f.ONNXPath, err = findONNX(dir, hints.ONNXFile); err != nil {
			return Folder{}, err
		}
		f.TokenizerPath = filepath.Join(dir, "tokenizer.json")
	}
	if hints.ONNXFile != "" && haveManifest {
		return Folder{}, fmt.Errorf("model folder %s has a manifest.json naming its model file (%s); --onnx does not apply", dir, m.ModelFile)
	}

	if _, err := os.Stat(f.TokenizerPath); err != nil {
		return Folder{}, &FolderError{Dir: dir, Kind: NoTokenizer, Files: []string{filepath.Base(f.TokenizerPath)}}
	}
	if _, err := tokenizer.Load(f.TokenizerPath); err != nil {
		return Folder{}, &FolderError{Dir: dir, Kind: BadTokenizer, Err: err}
	}
	sum, err := manifest.FileSHA256(f.ONNXPath)
	if err != nil {
		return Folder{}, fmt.Errorf("model folder %s: %w", dir, err)
	}
	if haveManifest && sum != m.SHA256 {
		return Folder{}, &FolderError{Dir: dir, Kind: Checksum, Files: []string{m.ModelFile}, Got: sum, Want: m.SHA256}
	}
	sig, err := readSignature(f.ONNXPath)
	if err != nil {
		return Folder{}, fmt.Errorf("model folder %s: %w", dir, err)
	}

	if !haveManifest {
		m = manifest.Manifest{
			Kind:          manifest.KindTransformer,
			Normalize:     true, // the Embedder contract: unit vectors
			ModelFile:     relSlash(dir, f.ONNXPath),
			TokenizerFile: relSlash(dir, f.TokenizerPath),
			Source:        "folder " + absOr(dir),
		}
		if reg, ok := registry.BySHA256(sum); ok {
			// A known export: take the settings it must run with.
			rm := reg.Manifest()
			m.Name, m.Pooling, m.QueryPrefix, m.MaxTokens, m.Dims, m.Revision = rm.Name, rm.Pooling, rm.QueryPrefix, rm.MaxTokens, rm.Dims, rm.Revision
			m.Source = rm.Source
			f.Registry = reg.Name
			if reg.Unsupported != "" {
				return Folder{}, fmt.Errorf("model folder %s holds %s, which InkFlow cannot run yet: %s", dir, reg.Name, reg.Unsupported)
			}
		}
		if m.Name == "" {
			m.Name = filepath.Base(absOr(dir))
		}
		if m.MaxTokens == 0 {
			m.MaxTokens = configMaxTokens(dir)
		}
	}
	if !haveManifest {
		// The model's own signature decides how it is fed and read. A
		// folder's manifest keeps its choices; loading it (InstallDir's test
		// run) checks them against the model.
		m.SHA256 = sum
		m.Inputs = sig.inputs
		m.Output = sig.output
		if sig.output == manifest.OutputSentence {
			m.Pooling = manifest.PoolingNone
		}
		if sig.dims > 0 {
			m.Dims = sig.dims
		}
	}

	// Explicit hints win over everything inferred.
	if hints.Name != "" {
		m.Name = hints.Name
	}
	if hints.Pooling != "" {
		if sig.output == manifest.OutputSentence && hints.Pooling != manifest.PoolingNone {
			return Folder{}, fmt.Errorf("model folder %s: the model already outputs pooled %s vectors; --pooling %s does not apply", dir, manifest.OutputSentence, hints.Pooling)
		}
		m.Pooling = hints.Pooling
	}
	if hints.HasQueryPrefix {
		m.QueryPrefix = hints.QueryPrefix
	}
	if hints.MaxTokens > 0 {
		m.MaxTokens = hints.MaxTokens
	}
	if hints.Dims > 0 {
		if sig.dims > 0 && hints.Dims != sig.dims {
			return Folder{}, fmt.Errorf("model folder %s: the model outputs %d dims, not %d", dir, sig.dims, hints.Dims)
		}
		m.Dims = hints.Dims
	}

	switch {
	case m.Pooling == "":
		return Folder{}, fmt.Errorf("model folder %s: cannot tell how to pool the model's %s output into one vector: pass --pooling cls or --pooling mean (see the model card)", dir, manifest.OutputHidden)
	case m.Dims <= 0:
		return Folder{}, fmt.Errorf("model folder %s: the model does not declare its vector size: pass --dims N", dir)
	case !folderName.MatchString(m.Name):
		return Folder{}, fmt.Errorf("model name %q must start with a letter or digit and hold only letters, digits, '.', '_' and '-': pass --name NAME", m.Name)
	}
	if err := m.Validate(); err != nil {
		return Folder{}, fmt.Errorf("model folder %s: %w", dir, err)
	}
	f.Manifest = m
	return f, nil
}

// findONNX picks the model file of a folder without manifest: the choice
// given, else model.onnx (at the top or in onnx/, the Hugging Face export
// layout), else the only .onnx file there is.
func findONNX(dir, choice string) (string, error) {
	if choice != "" {
		p := filepath.Join(dir, filepath.FromSlash(choice))
		if fileSize(p) == 0 {
			return "", &FolderError{Dir: dir, Kind: NoONNX, Files: []string{choice}}
		}
		return p, nil
	}
	for _, p := range []string{filepath.Join(dir, "model.onnx"), filepath.Join(dir, "onnx", "model.onnx")} {
		if fileSize(p) > 0 {
			return p, nil
		}
	}
	var found []string
	for _, sub := range []string{dir, filepath.Join(dir, "onnx")} {
		matches, _ := filepath.Glob(filepath.Join(sub, "*.onnx"))
		found = append(found, matches...)
	}
	switch len(found) {
	case 0:
		return "", &FolderError{Dir: dir, Kind: NoONNX}
	case 1:
		return found[0], nil
	}
	names := make([]string, len(found))
	for i, p := range found {
		names[i] = relSlash(dir, p)
	}
	slices.Sort(names)
	return "", &FolderError{Dir: dir, Kind: SeveralONNX, Files: names}
}

// signature is what InkFlow needs to know of a model's inputs and output.
type signature struct {
	inputs []string
	output string
	dims   int // 0 when the output width is symbolic
}

// readSignature reads the model's declared inputs and outputs through ONNX
// Runtime and checks that they form a family InkFlow can feed and pool.
func readSignature(path string) (signature, error) {
	if err := ortlib.Init(); err != nil {
		return signature{}, fmt.Errorf("cannot inspect the model without ONNX Runtime: %w", err)
	}
	so, err := ort.NewSessionOptions()
	if err != nil {
		return signature{}, fmt.Errorf("session options: %w", err)
	}
	defer so.Destroy()
	// Reading the signature needs a parsed graph, not an optimised one.
	if err := so.SetGraphOptimizationLevel(ort.GraphOptimizationLevelDisableAll); err != nil {
		return signature{}, err
	}
	if err := so.SetIntraOpNumThreads(1); err != nil {
		return signature{}, err
	}
	inputs, outputs, err := ort.GetInputOutputInfoWithOptions(path, so)
	if err != nil {
		return signature{}, fmt.Errorf("%s is not a usable ONNX model: %w", filepath.Base(path), err)
	}
	return checkSignature(inputs, outputs)
}

// checkSignature accepts input_ids[, attention_mask][, token_type_ids]
// (int64 [batch, sequence]) and a last_hidden_state or sentence_embedding
// float output.
func checkSignature(inputs, outputs []ort.InputOutputInfo) (signature, error) {
	var sig signature
	for _, in := range inputs {
		switch in.Name {
		case manifest.InputIDs, manifest.InputAttentionMask, manifest.InputTokenTypeIDs:
		default:
			return sig, fmt.Errorf("the model needs input %q, which InkFlow cannot feed (it feeds %s, %s and %s)",
				in.Name, manifest.InputIDs, manifest.InputAttentionMask, manifest.InputTokenTypeIDs)
		}
		if in.OrtValueType != ort.ONNXTypeTensor || in.DataType != ort.TensorElementDataTypeInt64 || len(in.Dimensions) != 2 {
			return sig, fmt.Errorf("model input %q is %v %v, want an int64 tensor [batch, sequence]", in.Name, in.DataType, in.Dimensions)
		}
		sig.inputs = append(sig.inputs, in.Name)
	}
	if !slices.Contains(sig.inputs, manifest.InputIDs) {
		return sig, fmt.Errorf("the model has no %q input (its inputs: %s)", manifest.InputIDs, describe(inputs))
	}
	// last_hidden_state is preferred: pooling it is the documented recipe
	// of the BERT-family models, while a sentence_embedding head may or may
	// not normalise.
	for _, want := range []struct {
		name string
		rank int
	}{{manifest.OutputHidden, 3}, {manifest.OutputSentence, 2}} {
		for _, out := range outputs {
			if out.Name != want.name {
				continue
			}
			if out.OrtValueType != ort.ONNXTypeTensor || out.DataType != ort.TensorElementDataTypeFloat || len(out.Dimensions) != want.rank {
				return sig, fmt.Errorf("model output %q is %v %v, want a float tensor of rank %d", out.Name, out.DataType, out.Dimensions, want.rank)
			}
			sig.output = want.name
			if last := out.Dimensions[want.rank-1]; last > 0 {
				sig.dims = int(last)
			}
			return sig, nil
		}
	}
	return sig, fmt.Errorf("the model has no %s [batch, sequence, hidden] or %s [batch, dims] output (its outputs: %s)",
		manifest.OutputHidden, manifest.OutputSentence, describe(outputs))
}

func describe(infos []ort.InputOutputInfo) string {
	parts := make([]string, len(infos))
	for i, in := range infos {
		parts[i] = fmt.Sprintf("%s %v", in.Name, in.Dimensions)
	}
	return strings.Join(parts, ", ")
}

// configMaxTokens reads max_position_embeddings from a Hugging Face
// config.json beside the model, the longest sequence the model has
// position vectors for.
func configMaxTokens(dir string) int {
	data, err := safefile.ReadFile(filepath.Join(dir, "config.json"), 1<<20)
	if err != nil {
		return defaultMaxTokens
	}
	var cfg struct {
		MaxPositions int `json:"max_position_embeddings"`
	}
	if json.Unmarshal(data, &cfg) != nil || cfg.MaxPositions < 2 {
		return defaultMaxTokens
	}
	return cfg.MaxPositions
}

// InstallDir checks the model folder srcDir (see InspectDir), copies its
// model and tokenizer into a staging folder inside destRoot with a
// manifest.json, runs a test embedding there, and renames the staging
// folder to destRoot/<name>. name may be empty (see Hints.Name); hints may
// be the zero value. The source folder is never modified.
func InstallDir(ctx context.Context, srcDir, destRoot, name string, hints Hints) (string, error) {
	if name != "" {
		hints.Name = name
	}
	f, err := InspectDir(srcDir, hints)
	if err != nil {
		return "", err
	}
	m := f.Manifest
	final := filepath.Join(destRoot, m.Name)
	if _, err := os.Stat(final); err == nil {
		return "", &FolderError{Dir: final, Kind: Installed, Name: m.Name}
	}
	if err := os.MkdirAll(destRoot, 0o755); err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	staging, err := os.MkdirTemp(destRoot, ".import-"+m.Name+"-")
	if err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	defer os.RemoveAll(staging) // a no-op once renamed

	sum, err := copyFile(ctx, f.ONNXPath, filepath.Join(staging, "model.onnx"))
	if err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	if sum != m.SHA256 {
		return "", fmt.Errorf("install %s: %s changed while it was copied", m.Name, f.ONNXPath)
	}
	if _, err := copyFile(ctx, f.TokenizerPath, filepath.Join(staging, "tokenizer.json")); err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	m.ModelFile, m.TokenizerFile = "model.onnx", "tokenizer.json"
	if err := writeManifest(staging, m); err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	if err := testRun(staging); err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("install %s: %w", m.Name, err)
	}
	if err := os.Rename(staging, final); err != nil {
		return "", fmt.Errorf("install %s: move it into place: %w", m.Name, err)
	}
	return final, nil
}

// copyFile copies src to dst, checking ctx between blocks, and returns the
// sha256 of what it wrote.
func copyFile(ctx context.Context, src, dst string) (string, error) {
	in, err := safefile.Open(src)
	if err != nil {
		return "", err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	_, err = io.Copy(io.MultiWriter(out, h), ctxReader{ctx, in})
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return "", fmt.Errorf("copy %s: %w", filepath.Base(src), err)
	}
	return hexSum(h), nil
}

// ctxReader stops a long copy when the context is cancelled.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(p []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(p)
}

// relSlash is p relative to dir with forward slashes, as manifests store
// paths.
func relSlash(dir, p string) string {
	rel, err := filepath.Rel(dir, p)
	if err != nil {
		return filepath.ToSlash(p)
	}
	return filepath.ToSlash(rel)
}

func absOr(p string) string {
	if a, err := filepath.Abs(p); err == nil {
		return a
	}
	return p
}
