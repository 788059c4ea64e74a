package model

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"inkflow/model/manifest"
	"inkflow/model/modelgen"
	"inkflow/model/onnxgraph"
)

// copyFixture copies a fixture folder into a temp dir the test may break.
func copyFixture(t *testing.T, src string) string {
	t.Helper()
	dst := t.TempDir()
	entries, err := os.ReadDir(src)
	if err != nil {
		t.Fatal(err)
	}
	for _, ent := range entries {
		data, err := os.ReadFile(filepath.Join(src, ent.Name()))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dst, ent.Name()), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dst
}

// editManifest rewrites dir/manifest.json through fn.
func editManifest(t *testing.T, dir string, fn func(*manifest.Manifest)) {
	t.Helper()
	m, err := manifest.Read(dir)
	if err != nil {
		t.Fatal(err)
	}
	fn(&m)
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, manifest.FileName), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// modelBytes writes data as the model file and records its checksum in
// the manifest, so Load gets past the checksum to the bytes themselves.
func modelBytes(t *testing.T, dir string, data []byte) {
	t.Helper()
	writeFile(t, filepath.Join(dir, "model.onnx"), data)
	sum := sha256.Sum256(data)
	editManifest(t, dir, func(m *manifest.Manifest) { m.SHA256 = hex.EncodeToString(sum[:]) })
}

// breakManifest is a TestLoadErrors case that only edits the manifest.
func breakManifest(edit func(*manifest.Manifest)) func(t *testing.T, dir string) string {
	return func(t *testing.T, dir string) string {
		editManifest(t, dir, edit)
		return dir
	}
}

// removeFile is a TestLoadErrors case that deletes one file of the folder.
func removeFile(name string) func(t *testing.T, dir string) string {
	return func(t *testing.T, dir string) string {
		os.Remove(filepath.Join(dir, name))
		return dir
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name    string
		fixture string
		breakIt func(t *testing.T, dir string) string // returns the folder to load
		want    string
	}{
		{"missing folder", tinyBert, func(t *testing.T, dir string) string {
			return filepath.Join(dir, "nope")
		}, "does not exist"},
		{"not a folder", tinyBert, func(t *testing.T, dir string) string {
			return filepath.Join(dir, "model.onnx")
		}, "is not a folder"},
		{"missing manifest", tinyBert, removeFile(manifest.FileName), "has no manifest.json"},
		{"manifest not JSON", tinyBert, func(t *testing.T, dir string) string {
			writeFile(t, filepath.Join(dir, manifest.FileName), []byte("{name: tiny"))
			return dir
		}, "parse"},
		{"manifest invalid field", tinyBert, breakManifest(func(m *manifest.Manifest) { m.Pooling = "max" }),
			`pooling "max" is not cls, mean or none`},
		{"manifest model file escapes folder", tinyBert, breakManifest(func(m *manifest.Manifest) { m.ModelFile = "../model.onnx" }),
			"must be a path inside the model folder"},
		{"missing model file", tinyBert, removeFile("model.onnx"), "model file model.onnx is missing"},
		{"sha mismatch", tinyBert, func(t *testing.T, dir string) string {
			p := filepath.Join(dir, "model.onnx")
			data, _ := os.ReadFile(p)
			data[len(data)/2] ^= 0xff
			writeFile(t, p, data)
			return dir
		}, "is corrupt or was replaced"},
		{"garbage model bytes", tinyBert, func(t *testing.T, dir string) string {
			modelBytes(t, dir, []byte("this is not an ONNX protobuf, just text pretending to be one"))
			return dir
		}, "is not a usable ONNX model"},
		{"truncated model", tinyStatic, func(t *testing.T, dir string) string {
			data, _ := os.ReadFile(filepath.Join(dir, "model.onnx"))
			modelBytes(t, dir, data[:len(data)/3])
			return dir
		}, "is not a usable ONNX model"},
		{"missing tokenizer", tinyBert, removeFile("tokenizer.json"), "tokenizer"},
		{"manifest dims wrong (transformer)", tinyBert, breakManifest(func(m *manifest.Manifest) { m.Dims = 48 }),
			"has 32 dims, the manifest says 48"},
		{"manifest dims wrong (static)", tinyStatic, breakManifest(func(m *manifest.Manifest) { m.Dims = 8 }),
			"has 16 dims, the manifest says 8"},
		{"output the model lacks", tinyBert, breakManifest(func(m *manifest.Manifest) {
			m.Pooling, m.Output = manifest.PoolingNone, manifest.OutputSentence
		}), `has no output "sentence_embedding"`},
		{"static model asked for hidden states", tinyStatic, breakManifest(func(m *manifest.Manifest) {
			m.Pooling, m.Output = manifest.PoolingMean, manifest.OutputHidden
		}), `has no output "last_hidden_state"`},
		{"input the manifest forgets", tinyBert, breakManifest(func(m *manifest.Manifest) {
			m.Inputs = []string{manifest.InputIDs, manifest.InputAttentionMask}
		}), `needs input "token_type_ids"`},
		{"input the model lacks", tinyStatic, breakManifest(func(m *manifest.Manifest) {
			m.Inputs = append(m.Inputs, manifest.InputTokenTypeIDs)
		}), `lists input "token_type_ids", which the model lacks`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := tc.breakIt(t, copyFixture(t, tc.fixture))
			e, err := Load(dir, Options{})
			if err == nil {
				e.Close()
				t.Fatalf("Load succeeded, want an error containing %q", tc.want)
			}
			msg := err.Error()
			if !strings.Contains(msg, tc.want) {
				t.Fatalf("error %q does not contain %q", msg, tc.want)
			}
			if strings.Contains(msg, "\n") {
				t.Errorf("error spans several lines: %q", msg)
			}
		})
	}
}

// TestLoadCopiedFixture guards the table above: an unbroken copy loads, so
// each failure really comes from the change the case made.
func TestLoadCopiedFixture(t *testing.T) {
	for _, f := range fixtures {
		load(t, copyFixture(t, f.dir), Options{})
	}
}

// TestLoadDetectsDimsOnlyVisibleAtRunTime uses a model whose output width
// is symbolic in the file (as some exporters write it), so the mismatch with
// the manifest can only be seen by running it; Load must still refuse it.
func TestLoadDetectsDimsOnlyVisibleAtRunTime(t *testing.T) {
	g := onnxgraph.New("symbolic_width")
	batch, seq := onnxgraph.Symbolic("batch"), onnxgraph.Symbolic("sequence")
	g.Input(manifest.InputIDs, onnxgraph.Int64, batch, seq)
	g.Input(manifest.InputAttentionMask, onnxgraph.Int64, batch, seq)
	g.Output(manifest.OutputSentence, onnxgraph.Float, batch, onnxgraph.Symbolic("width"))
	// The "vector" is the token ids as floats: its width is the sequence
	// length, which no shape inference can pin to a number.
	g.Node("Cast", []string{manifest.InputIDs}, []string{manifest.OutputSentence}, onnxgraph.Int("to", int64(onnxgraph.Float)))
	onnx, err := g.Model(modelgen.Opset)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Load(writeStaticDir(t, "symbolic", 16, onnx), Options{})
	if err == nil {
		e.Close()
		t.Fatal("Load accepted a model whose output width is the sequence length for a manifest saying 16 dims")
	}
	if !strings.Contains(err.Error(), "test run failed") || !strings.Contains(err.Error(), "manifest dims 16") {
		t.Fatalf("error %q should say the test run found the width mismatch", err)
	}
}

// TestEmbedRunErrorIsReturned pairs a 10-token static model with the
// fixture's 1211-token tokenizer: [CLS] [SEP] fit (so Load's test run
// passes) but real text produces ids the model has no row for. ONNX
// Runtime's failure must come back as an error, not a crash.
func TestEmbedRunErrorIsReturned(t *testing.T) {
	onnx, err := modelgen.StaticONNX(modelgen.RandomStaticParams(10, 4, 1, 0, 2, 3))
	if err != nil {
		t.Fatal(err)
	}
	e := load(t, writeStaticDir(t, "too-small", 4, onnx), Options{})
	if _, err := e.Embed(context.Background(), []string{"月亮"}); err == nil || !strings.Contains(err.Error(), "run model") {
		t.Fatalf("Embed with out-of-vocabulary ids: %v, want a run error", err)
	}
	// The embedder stays usable after a failed run.
	if _, err := e.Embed(context.Background(), []string{""}); err != nil {
		t.Fatalf("Embed after a failed run: %v", err)
	}
}

// writeStaticDir writes a model folder around onnx with the tiny-static
// fixture's tokenizer and a static-model manifest of dims dimensions, for
// the tests of models that are broken on purpose.
func writeStaticDir(t *testing.T, name string, dims int, onnx []byte) string {
	t.Helper()
	tokJSON, err := os.ReadFile(filepath.Join(tinyStatic, "tokenizer.json"))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	err = modelgen.WriteModelDir(dir, onnx, tokJSON, manifest.Manifest{
		Name: name, Kind: manifest.KindStatic, Dims: dims, Pooling: manifest.PoolingNone,
		Normalize: true, MaxTokens: 16, Inputs: []string{manifest.InputIDs, manifest.InputAttentionMask},
		Output: manifest.OutputSentence,
	})
	if err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestLoadNamedNamesFolderOnce: LoadNamed's errors name the model folder
// once, as Load's do; it wrapped them again ("load model D: load model D:
// ONNX Runtime library not found" was a first run's error).
func TestLoadNamedNamesFolderOnce(t *testing.T) {
	tests := []struct {
		name   string
		broken func(t *testing.T, dir string)
	}{
		{"corrupt model file", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "model.onnx"), []byte("not the model"))
		}},
		{"manifest unreadable", func(t *testing.T, dir string) { writeFile(t, filepath.Join(dir, manifest.FileName), []byte("{")) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := copyFixture(t, tinyStatic)
			tt.broken(t, dir)
			t.Setenv("INKFLOW_MODEL_DIR", dir)
			_, err := LoadNamed("", "", Options{})
			if err == nil {
				t.Fatal("LoadNamed of a broken model folder: no error")
			}
			if n := strings.Count(err.Error(), dir); n != 1 {
				t.Errorf("the folder is named %d times in %q", n, err)
			}
		})
	}
}
