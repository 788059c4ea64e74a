package modelgen

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"inkflow/model/manifest"
)

// Default file names inside a model folder.
const (
	ModelFileName     = "model.onnx"
	TokenizerFileName = "tokenizer.json"
)

// WriteModelDir writes a complete model folder: the ONNX bytes, the
// tokenizer.json and manifest.json with sha256 (and model_file /
// tokenizer_file, when empty) filled in. The manifest is validated before
// anything is written. Each file is written to a temporary name and renamed,
// so an interrupted run never leaves a manifest whose hash disagrees with
// the model beside it.
func WriteModelDir(dir string, onnx []byte, tokenizerJSON []byte, m manifest.Manifest) error {
	if len(onnx) == 0 {
		return fmt.Errorf("write model folder %s: empty ONNX model", dir)
	}
	if len(tokenizerJSON) == 0 {
		return fmt.Errorf("write model folder %s: empty tokenizer.json", dir)
	}
	if m.ModelFile == "" {
		m.ModelFile = ModelFileName
	}
	if m.TokenizerFile == "" {
		m.TokenizerFile = TokenizerFileName
	}
	sum := sha256.Sum256(onnx)
	m.SHA256 = hex.EncodeToString(sum[:])
	if err := m.Validate(); err != nil {
		return fmt.Errorf("write model folder %s: %w", dir, err)
	}
	manifestJSON, err := m.Marshal()
	if err != nil {
		return fmt.Errorf("write model folder %s: %w", dir, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write model folder: %w", err)
	}
	// The manifest goes last: it is what marks the folder as a model.
	files := []struct {
		name string
		data []byte
	}{
		{m.ModelFile, onnx},
		{m.TokenizerFile, tokenizerJSON},
		{manifest.FileName, manifestJSON},
	}
	for _, f := range files {
		if err := writeFileAtomic(filepath.Join(dir, f.name), f.data); err != nil {
			return fmt.Errorf("write model folder %s: %w", dir, err)
		}
	}
	return nil
}

func writeFileAtomic(path string, data []byte) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
