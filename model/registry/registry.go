// Package registry lists the transformer embedding models InkFlow knows how
// to download: which Hugging Face repository, which pinned revision, which
// files with their exact sizes and sha256, and how the model must be run
// (pooling, prefixes, dims). It is data plus small helpers and imports only
// the manifest package, so the installer, the CLI and the UI can share it
// without linking ONNX Runtime.
//
// Every hash here was taken from public records of the exact bytes (Hugging
// Face LFS metadata and independent projects that pinned and downloaded the
// same revision); none is computed from a guess. A model whose files cannot
// be verified, or that InkFlow cannot run yet, carries an Unsupported reason
// and the installer refuses it.
package registry

import (
	"fmt"
	"regexp"
	"strings"

	"inkflow/model/manifest"
)

// DefaultBaseURL is the Hugging Face hub that serves the files.
const DefaultBaseURL = "https://huggingface.co"

// File is one file of a model repository.
type File struct {
	// Path is the file's path inside the repository, e.g. "onnx/model.onnx".
	Path string
	// Name is the file's name inside the installed model folder.
	Name string
	// Size is the exact length in bytes.
	Size int64
	// SHA256 is the lowercase hex sha256 of the file.
	SHA256 string
}

// Model describes one downloadable embedding model.
type Model struct {
	// Name is InkFlow's name for the model: the folder it is installed in,
	// the value of the model.name setting and the first part of its model id.
	Name string
	// Description is one line for `inkflow model list`.
	Description string
	// Repo is the Hugging Face repository, "owner/name".
	Repo string
	// Revision is the full 40-digit commit hash the files are pinned to, so
	// an upstream change can never swap the weights under a user.
	Revision string
	// ONNX is the model graph; Tokenizer the Hugging Face tokenizer.json.
	ONNX, Tokenizer File

	// Dims is the vector length.
	Dims int
	// Pooling is manifest.PoolingCLS or manifest.PoolingMean.
	Pooling string
	// QueryPrefix is prepended to search queries.
	QueryPrefix string
	// DocumentPrefix is what the model wants prepended to indexed passages
	// (e5's "passage: "). The manifest has no field for it yet, so a model
	// that needs one is marked Unsupported until the loader can apply it.
	DocumentPrefix string
	// MaxTokens caps the token sequence, [CLS] and [SEP] included.
	MaxTokens int
	// Inputs are the ONNX inputs the export declares.
	Inputs []string

	// Unsupported, when not empty, says why InkFlow cannot install the
	// model; the installer refuses it with this reason.
	Unsupported string
}

// Files returns the files to download, the model graph last: it is the big
// one, so a missing or wrong small file fails the install before the long
// download starts.
func (m Model) Files() []File { return []File{m.Tokenizer, m.ONNX} }

// TotalSize is the number of bytes an install downloads.
func (m Model) TotalSize() int64 { return m.Tokenizer.Size + m.ONNX.Size }

// URL is where f is downloaded from on the hub at base (DefaultBaseURL
// when empty), pinned to the model's revision.
func (m Model) URL(base string, f File) string {
	if base == "" {
		base = DefaultBaseURL
	}
	return strings.TrimRight(base, "/") + "/" + m.Repo + "/resolve/" + m.Revision + "/" + f.Path
}

// Manifest is the manifest.json an install writes for the model.
func (m Model) Manifest() manifest.Manifest {
	return manifest.Manifest{
		Name:          m.Name,
		Kind:          manifest.KindTransformer,
		Dims:          m.Dims,
		Pooling:       m.Pooling,
		Normalize:     true, // the Embedder contract: unit vectors
		QueryPrefix:   m.QueryPrefix,
		MaxTokens:     m.MaxTokens,
		Inputs:        append([]string(nil), m.Inputs...),
		Output:        manifest.OutputHidden,
		ModelFile:     m.ONNX.Name,
		TokenizerFile: m.Tokenizer.Name,
		SHA256:        m.ONNX.SHA256,
		Revision:      m.Revision,
		Source:        DefaultBaseURL + "/" + m.Repo,
	}
}

var (
	hex40 = regexp.MustCompile(`^[0-9a-f]{40}$`)
	hex64 = regexp.MustCompile(`^[0-9a-f]{64}$`)
	// safeName keeps model names usable as folder names on every OS.
	safeName = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]*$`)
)

// Validate reports the first problem that would make the entry unsafe to
// download: an unpinned revision, a missing hash or size, or a manifest the
// loader would reject.
func (m Model) Validate() error {
	if !safeName.MatchString(m.Name) {
		return fmt.Errorf("registry: model name %q is not a safe folder name", m.Name)
	}
	if strings.Count(m.Repo, "/") != 1 || strings.HasPrefix(m.Repo, "/") || strings.HasSuffix(m.Repo, "/") {
		return fmt.Errorf("registry: %s: repo %q is not owner/name", m.Name, m.Repo)
	}
	if !hex40.MatchString(m.Revision) {
		return fmt.Errorf("registry: %s: revision %q is not a 40-digit commit hash", m.Name, m.Revision)
	}
	for _, f := range m.Files() {
		if f.Path == "" || strings.HasPrefix(f.Path, "/") || strings.Contains(f.Path, "..") {
			return fmt.Errorf("registry: %s: bad file path %q", m.Name, f.Path)
		}
		if !safeName.MatchString(f.Name) {
			return fmt.Errorf("registry: %s: bad local file name %q", m.Name, f.Name)
		}
		if f.Size <= 0 {
			return fmt.Errorf("registry: %s: %s has no size", m.Name, f.Path)
		}
		if !hex64.MatchString(f.SHA256) {
			return fmt.Errorf("registry: %s: %s has no valid sha256", m.Name, f.Path)
		}
	}
	if m.ONNX.Name == m.Tokenizer.Name {
		return fmt.Errorf("registry: %s: model and tokenizer share the file name %q", m.Name, m.ONNX.Name)
	}
	if err := m.Manifest().Validate(); err != nil {
		return fmt.Errorf("registry: %s: %w", m.Name, err)
	}
	return nil
}

// All returns every known model, recommended first. The slice is a copy.
func All() []Model {
	out := make([]Model, len(catalog))
	for i, m := range catalog {
		m.Inputs = append([]string(nil), m.Inputs...)
		out[i] = m
	}
	return out
}

// Lookup finds a model by name (case-insensitive).
func Lookup(name string) (Model, bool) {
	for _, m := range All() {
		if strings.EqualFold(m.Name, name) {
			return m, true
		}
	}
	return Model{}, false
}

// BySHA256 finds the model whose ONNX file has the given sha256, so a folder
// holding a known export (downloaded by hand on another machine) can be
// installed without the user spelling out pooling and prefixes.
func BySHA256(sum string) (Model, bool) {
	sum = strings.ToLower(sum)
	for _, m := range All() {
		if m.ONNX.SHA256 == sum {
			return m, true
		}
	}
	return Model{}, false
}

// Names lists the model names, for error messages.
func Names() []string {
	var out []string
	for _, m := range catalog {
		out = append(out, m.Name)
	}
	return out
}
