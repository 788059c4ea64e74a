package install

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/model"
	"inkflow/model/manifest"
	"inkflow/model/modelgen"
	"inkflow/model/onnxgraph"
)

func TestInstallDir(t *testing.T) {
	onnx, tok := tinyModel(t, 11, false)
	pooled, _ := tinyModel(t, 11, true)
	mean := Hints{Pooling: manifest.PoolingMean}

	// A folder that already carries a manifest (as `WriteModelDir` and a
	// previous InkFlow install write it).
	withManifest := t.TempDir()
	if err := modelgen.WriteModelDir(withManifest, onnx, tok, manifest.Manifest{
		Name: "carried", Kind: manifest.KindTransformer, Dims: tinyHidden, Pooling: manifest.PoolingCLS,
		Normalize: true, QueryPrefix: "q: ", MaxTokens: 32, Output: manifest.OutputHidden,
		Inputs: []string{manifest.InputIDs, manifest.InputAttentionMask, manifest.InputTokenTypeIDs},
	}); err != nil {
		t.Fatal(err)
	}

	tests := []struct {
		name  string
		src   string
		hints Hints
		// want* check a successful install; wantErr a failure.
		wantName    string
		wantPooling string
		wantOutput  string
		wantPrefix  string
		wantMax     int
		wantErr     string
	}{
		{
			name: "plain folder with pooling flag", src: writeFolder(t, map[string][]byte{"model.onnx": onnx, "tokenizer.json": tok}),
			hints:    Hints{Name: "plain", Pooling: manifest.PoolingMean, QueryPrefix: "query: ", HasQueryPrefix: true},
			wantName: "plain", wantPooling: manifest.PoolingMean, wantOutput: manifest.OutputHidden, wantPrefix: "query: ", wantMax: 512,
		},
		{
			name: "hugging face layout with config.json", src: writeFolder(t, map[string][]byte{
				"onnx/model.onnx": onnx, "onnx/model_quantized.onnx": []byte("ignored"), "tokenizer.json": tok,
				"config.json": []byte(`{"max_position_embeddings": 64, "hidden_size": 16}`),
			}),
			hints:    Hints{Name: "xenova-layout", Pooling: manifest.PoolingCLS},
			wantName: "xenova-layout", wantPooling: manifest.PoolingCLS, wantOutput: manifest.OutputHidden, wantMax: 64,
		},
		{
			name: "pooled output needs no pooling flag", src: writeFolder(t, map[string][]byte{"model.onnx": pooled, "tokenizer.json": tok}),
			hints:    Hints{Name: "pooled"},
			wantName: "pooled", wantPooling: manifest.PoolingNone, wantOutput: manifest.OutputSentence, wantMax: 512,
		},
		{
			name: "several onnx files, one chosen", src: writeFolder(t, map[string][]byte{
				"onnx/a.onnx": onnx, "onnx/b.onnx": pooled, "tokenizer.json": tok,
			}),
			hints:    Hints{Name: "chosen", ONNXFile: "onnx/b.onnx"},
			wantName: "chosen", wantPooling: manifest.PoolingNone, wantOutput: manifest.OutputSentence, wantMax: 512,
		},
		{
			name: "folder manifest kept", src: withManifest,
			wantName: "carried", wantPooling: manifest.PoolingCLS, wantOutput: manifest.OutputHidden, wantPrefix: "q: ", wantMax: 32,
		},
		{
			name: "folder manifest renamed", src: withManifest, hints: Hints{Name: "renamed"},
			wantName: "renamed", wantPooling: manifest.PoolingCLS, wantOutput: manifest.OutputHidden, wantPrefix: "q: ", wantMax: 32,
		},

		{
			name: "missing tokenizer.json", src: writeFolder(t, map[string][]byte{"model.onnx": onnx}), hints: mean,
			wantErr: "has no tokenizer.json",
		},
		{
			name: "no onnx file", src: writeFolder(t, map[string][]byte{"tokenizer.json": tok}), hints: mean,
			wantErr: "has no .onnx model file",
		},
		{
			name: "several onnx files", src: writeFolder(t, map[string][]byte{"onnx/a.onnx": onnx, "onnx/b.onnx": onnx, "tokenizer.json": tok}),
			hints: mean, wantErr: "several ONNX files (onnx/a.onnx, onnx/b.onnx)",
		},
		{
			name: "output named differently", src: writeFolder(t, map[string][]byte{
				"model.onnx": customONNX(t, manifest.InputIDs, "logits", onnxgraph.Int64), "tokenizer.json": tok,
			}),
			hints: mean, wantErr: "no last_hidden_state [batch, sequence, hidden] or sentence_embedding [batch, dims] output (its outputs: logits",
		},
		{
			name: "input InkFlow cannot feed", src: writeFolder(t, map[string][]byte{
				"model.onnx": customONNX(t, "pixel_values", manifest.OutputSentence, onnxgraph.Int64), "tokenizer.json": tok,
			}),
			wantErr: `needs input "pixel_values"`,
		},
		{
			name: "input of the wrong type", src: writeFolder(t, map[string][]byte{
				"model.onnx": customONNX(t, manifest.InputIDs, manifest.OutputSentence, onnxgraph.Int32), "tokenizer.json": tok,
			}),
			wantErr: `model input "input_ids" is`,
		},
		{
			name: "hidden output without pooling", src: writeFolder(t, map[string][]byte{"model.onnx": onnx, "tokenizer.json": tok}),
			hints: Hints{Name: "x"}, wantErr: "--pooling cls or --pooling mean",
		},
		{
			name: "garbage onnx", src: writeFolder(t, map[string][]byte{"model.onnx": []byte("not a model at all"), "tokenizer.json": tok}),
			hints: mean, wantErr: "is not a usable ONNX model",
		},
		{
			name: "broken tokenizer", src: writeFolder(t, map[string][]byte{"model.onnx": onnx, "tokenizer.json": []byte(`{"model":{"type":"BPE"}}`)}),
			hints: mean, wantErr: "its tokenizer cannot be used",
		},
		{
			name: "bad name", src: writeFolder(t, map[string][]byte{"model.onnx": onnx, "tokenizer.json": tok}),
			hints: Hints{Name: "../up", Pooling: manifest.PoolingMean}, wantErr: "must start with a letter or digit",
		},
		{
			name: "wrong dims flag", src: writeFolder(t, map[string][]byte{"model.onnx": onnx, "tokenizer.json": tok}),
			hints: Hints{Name: "d", Pooling: manifest.PoolingMean, Dims: 99}, wantErr: "outputs 16 dims, not 99",
		},
		{
			name: "pooling flag on a pooled model", src: writeFolder(t, map[string][]byte{"model.onnx": pooled, "tokenizer.json": tok}),
			hints: Hints{Name: "p", Pooling: manifest.PoolingCLS}, wantErr: "already outputs pooled",
		},
		{
			name: "not a folder", src: filepath.Join(t.TempDir(), "nowhere"), wantErr: "does not exist",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			dir, err := InstallDir(context.Background(), tt.src, root, "", tt.hints)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("InstallDir error = %v, want %q", err, tt.wantErr)
				}
				if strings.Contains(err.Error(), "\n") {
					t.Errorf("error spans several lines: %q", err)
				}
				if entries, _ := os.ReadDir(root); len(entries) != 0 {
					t.Errorf("a failed install left %d entries in the destination", len(entries))
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if dir != filepath.Join(root, tt.wantName) {
				t.Errorf("installed at %s, want %s", dir, filepath.Join(root, tt.wantName))
			}
			m, err := manifest.Read(dir)
			if err != nil {
				t.Fatal(err)
			}
			if m.Name != tt.wantName || m.Pooling != tt.wantPooling || m.Output != tt.wantOutput ||
				m.QueryPrefix != tt.wantPrefix || m.MaxTokens != tt.wantMax || m.Dims != tinyHidden || !m.Normalize {
				t.Errorf("manifest %+v, want name %s pooling %s output %s prefix %q max %d",
					m, tt.wantName, tt.wantPooling, tt.wantOutput, tt.wantPrefix, tt.wantMax)
			}
			if m.ModelFile != "model.onnx" || m.TokenizerFile != "tokenizer.json" {
				t.Errorf("files %s, %s, want the normalised names", m.ModelFile, m.TokenizerFile)
			}
			emb, err := model.Load(dir, model.Options{Threads: 1})
			if err != nil {
				t.Fatalf("installed folder does not load: %v", err)
			}
			emb.Close()
			if entries, _ := os.ReadDir(root); len(entries) != 1 {
				t.Errorf("destination holds %d entries, want only the model (staging left behind?)", len(entries))
			}
		})
	}
}

func TestInstallDirExistingName(t *testing.T) {
	onnx, tok := tinyModel(t, 12, false)
	src := writeFolder(t, map[string][]byte{"model.onnx": onnx, "tokenizer.json": tok})
	root := t.TempDir()
	hints := Hints{Pooling: manifest.PoolingMean}
	if _, err := InstallDir(context.Background(), src, root, "twice", hints); err != nil {
		t.Fatal(err)
	}
	_, err := InstallDir(context.Background(), src, root, "twice", hints)
	if err == nil || !strings.Contains(err.Error(), "already installed") {
		t.Fatalf("second InstallDir error = %v, want already installed", err)
	}
	// The source folder is never modified.
	if entries, _ := os.ReadDir(src); len(entries) != 2 {
		t.Errorf("source folder now holds %d entries, want its 2 files", len(entries))
	}
}

// TestInstallDirDamagedManifestFolder: a folder whose manifest no longer
// matches its model file is refused before anything is copied.
func TestInstallDirDamagedManifestFolder(t *testing.T) {
	src := inputIDsOnlyDir(t, "damaged", 13)
	other, _ := tinyModel(t, 14, false)
	if err := os.WriteFile(filepath.Join(src, "model.onnx"), other, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := InstallDir(context.Background(), src, t.TempDir(), "", Hints{})
	if err == nil || !strings.Contains(err.Error(), "damaged or replaced") {
		t.Fatalf("InstallDir error = %v, want a hash mismatch", err)
	}
}

// TestInstallDirManifestInputsChecked: a manifest whose inputs disagree
// with the model passes inspection but fails the test run, and nothing is
// installed.
func TestInstallDirManifestInputsChecked(t *testing.T) {
	src := inputIDsOnlyDir(t, "short-inputs", 15)
	root := t.TempDir()
	_, err := InstallDir(context.Background(), src, root, "", Hints{})
	if err == nil || !strings.Contains(err.Error(), "test load failed") {
		t.Fatalf("InstallDir error = %v, want the test load to fail", err)
	}
	if entries, _ := os.ReadDir(root); len(entries) != 0 {
		t.Errorf("a failed test run left %d entries behind", len(entries))
	}
}

// inputIDsOnlyDir writes a tiny model (seed) into a new folder with a
// manifest that names only input_ids, fewer inputs than the model takes:
// a folder that passes inspection and fails at the test run.
func inputIDsOnlyDir(t *testing.T, name string, seed int64) string {
	t.Helper()
	onnx, tok := tinyModel(t, seed, false)
	dir := t.TempDir()
	if err := modelgen.WriteModelDir(dir, onnx, tok, manifest.Manifest{
		Name: name, Kind: manifest.KindTransformer, Dims: tinyHidden, Pooling: manifest.PoolingMean,
		Normalize: true, MaxTokens: 32, Output: manifest.OutputHidden, Inputs: []string{manifest.InputIDs},
	}); err != nil {
		t.Fatal(err)
	}
	return dir
}
