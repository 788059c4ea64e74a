package modelgen

import (
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/model/manifest"
)

func staticManifest() manifest.Manifest {
	return manifest.Manifest{
		Name: "test-static", Kind: manifest.KindStatic, Dims: 4, Pooling: manifest.PoolingNone,
		Normalize: true, MaxTokens: 32, Inputs: []string{manifest.InputIDs, manifest.InputAttentionMask},
		Output: manifest.OutputSentence,
	}
}

func TestWriteModelDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "nested", "model")
	onnx := []byte("pretend onnx bytes")
	tok := []byte(`{"model":{}}`)
	if err := WriteModelDir(dir, onnx, tok, staticManifest()); err != nil {
		t.Fatal(err)
	}
	m, err := manifest.Read(dir)
	if err != nil {
		t.Fatalf("written manifest does not read back: %v", err)
	}
	sum := sha256.Sum256(onnx)
	if m.SHA256 != hex.EncodeToString(sum[:]) {
		t.Errorf("manifest sha256 %s does not match the model bytes", m.SHA256)
	}
	if m.ModelFile != ModelFileName || m.TokenizerFile != TokenizerFileName {
		t.Errorf("file names %q %q, want defaults", m.ModelFile, m.TokenizerFile)
	}
	for name, want := range map[string][]byte{ModelFileName: onnx, TokenizerFileName: tok} {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || string(got) != string(want) {
			t.Errorf("%s = %q, %v; want %q", name, got, err, want)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("folder holds %d entries, want exactly 3 (no temp files left)", len(entries))
	}
	// Writing again with other bytes replaces the files and the hash.
	if err := WriteModelDir(dir, []byte("other"), tok, staticManifest()); err != nil {
		t.Fatal(err)
	}
	if m2, _ := manifest.Read(dir); m2.SHA256 == m.SHA256 {
		t.Error("rewriting did not update the hash")
	}
}

func TestWriteModelDirRejects(t *testing.T) {
	bad := staticManifest()
	bad.Pooling = "mean" // static model with pooled output: invalid
	tests := []struct {
		name      string
		onnx, tok []byte
		m         manifest.Manifest
		want      string
	}{
		{"invalid manifest", []byte("x"), []byte("{}"), bad, "invalid manifest"},
		{"empty model", nil, []byte("{}"), staticManifest(), "empty ONNX model"},
		{"empty tokenizer", []byte("x"), nil, staticManifest(), "empty tokenizer.json"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "m")
			err := WriteModelDir(dir, tc.onnx, tc.tok, tc.m)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
			if _, err := os.Stat(dir); !os.IsNotExist(err) {
				t.Errorf("a rejected model left the folder %s behind", dir)
			}
		})
	}
}
