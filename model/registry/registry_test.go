package registry

import (
	"strings"
	"testing"

	"inkflow/model/manifest"
)

func TestCatalogEntriesValidate(t *testing.T) {
	seenName := map[string]bool{}
	seenSHA := map[string]bool{}
	for _, m := range All() {
		t.Run(m.Name, func(t *testing.T) {
			if err := m.Validate(); err != nil {
				t.Fatal(err)
			}
			key := strings.ToLower(m.Name)
			if seenName[key] {
				t.Errorf("name %q listed twice", m.Name)
			}
			seenName[key] = true
			if seenSHA[m.ONNX.SHA256] {
				t.Errorf("ONNX sha256 %s listed twice: BySHA256 would be ambiguous", m.ONNX.SHA256)
			}
			seenSHA[m.ONNX.SHA256] = true
			if m.Description == "" {
				t.Error("no description for `model list`")
			}
			if m.DocumentPrefix != "" && m.Unsupported == "" {
				t.Error("a model needing a document prefix must stay Unsupported until the manifest can carry it")
			}
		})
	}
}

// TestPinnedFacts holds the entries to the values the issue and the model
// cards require, so an edit that breaks one is caught.
func TestPinnedFacts(t *testing.T) {
	tests := []struct {
		name        string
		dims        int
		pooling     string
		prefix      string
		maxTokens   int
		installable bool
	}{
		{"bge-small-zh-v1.5", 512, manifest.PoolingCLS, "为这个句子生成表示以用于检索相关文章：", 512, true},
		{"all-MiniLM-L6-v2", 384, manifest.PoolingMean, "", 256, true},
		{"multilingual-e5-small", 384, manifest.PoolingMean, "query: ", 512, false},
	}
	for _, tt := range tests {
		m, ok := Lookup(tt.name)
		if !ok {
			t.Errorf("%s missing from the registry", tt.name)
			continue
		}
		if m.Dims != tt.dims || m.Pooling != tt.pooling || m.QueryPrefix != tt.prefix || m.MaxTokens != tt.maxTokens {
			t.Errorf("%s: dims %d pooling %q prefix %q max %d, want %d %q %q %d",
				tt.name, m.Dims, m.Pooling, m.QueryPrefix, m.MaxTokens, tt.dims, tt.pooling, tt.prefix, tt.maxTokens)
		}
		if got := m.Unsupported == ""; got != tt.installable {
			t.Errorf("%s: installable %v, want %v (%q)", tt.name, got, tt.installable, m.Unsupported)
		}
	}
	if All()[0].Name != "bge-small-zh-v1.5" {
		t.Errorf("first (recommended) model is %s, want bge-small-zh-v1.5", All()[0].Name)
	}
	// The bge tokenizer is byte-identical to the reference copy the project
	// tests its tokenizer against (shared/reference/.../SHA256SUMS).
	bge, _ := Lookup("bge-small-zh-v1.5")
	if bge.Tokenizer.SHA256 != "48cea5d44424912a6fd1ea647bf4fe50b55ab8b1e5879c3275f80e339e8fae26" || bge.Tokenizer.Size != 439125 {
		t.Errorf("bge tokenizer pin %s/%d differs from the reference copy", bge.Tokenizer.SHA256, bge.Tokenizer.Size)
	}
}

func TestURLAndManifest(t *testing.T) {
	m, _ := Lookup("BGE-small-zh-v1.5") // case-insensitive
	tests := []struct {
		base string
		want string
	}{
		{"", "https://huggingface.co/Xenova/bge-small-zh-v1.5/resolve/75c43b069aac4d136ba6bc1122f995fedcfd2781/onnx/model.onnx"},
		{"http://127.0.0.1:8080/", "http://127.0.0.1:8080/Xenova/bge-small-zh-v1.5/resolve/75c43b069aac4d136ba6bc1122f995fedcfd2781/onnx/model.onnx"},
	}
	for _, tt := range tests {
		if got := m.URL(tt.base, m.ONNX); got != tt.want {
			t.Errorf("URL(%q) = %s, want %s", tt.base, got, tt.want)
		}
	}
	man := m.Manifest()
	if err := man.Validate(); err != nil {
		t.Fatal(err)
	}
	if man.SHA256 != m.ONNX.SHA256 || man.ModelFile != "model.onnx" || man.TokenizerFile != "tokenizer.json" ||
		man.Revision != m.Revision || !man.Normalize || man.Output != manifest.OutputHidden {
		t.Errorf("manifest %+v does not describe the registry entry", man)
	}
	if m.TotalSize() != m.ONNX.Size+m.Tokenizer.Size {
		t.Errorf("TotalSize %d", m.TotalSize())
	}
	if fs := m.Files(); fs[len(fs)-1] != m.ONNX {
		t.Error("the model graph must be downloaded last")
	}
}

func TestLookups(t *testing.T) {
	if _, ok := Lookup("no-such-model"); ok {
		t.Error("Lookup found a model that does not exist")
	}
	mini, _ := Lookup("all-MiniLM-L6-v2")
	got, ok := BySHA256(strings.ToUpper(mini.ONNX.SHA256))
	if !ok || got.Name != mini.Name {
		t.Errorf("BySHA256 = %v %v, want %s", got.Name, ok, mini.Name)
	}
	if _, ok := BySHA256(strings.Repeat("0", 64)); ok {
		t.Error("BySHA256 matched an unknown hash")
	}
	if n := Names(); len(n) != len(All()) || n[0] != "bge-small-zh-v1.5" {
		t.Errorf("Names() = %v", n)
	}
	// All returns copies: editing one must not change the registry.
	a := All()
	a[0].Inputs[0] = "mutated"
	a[0].Name = "mutated"
	if b := All(); b[0].Name == "mutated" || b[0].Inputs[0] == "mutated" {
		t.Error("All() exposes the registry's own storage")
	}
}

func TestValidateRejects(t *testing.T) {
	good, _ := Lookup("bge-small-zh-v1.5")
	tests := []struct {
		name string
		edit func(*Model)
		want string
	}{
		{"branch instead of commit", func(m *Model) { m.Revision = "main" }, "revision"},
		{"short hash", func(m *Model) { m.ONNX.SHA256 = "abc" }, "sha256"},
		{"uppercase hash", func(m *Model) { m.ONNX.SHA256 = strings.ToUpper(m.ONNX.SHA256) }, "sha256"},
		{"no size", func(m *Model) { m.Tokenizer.Size = 0 }, "size"},
		{"path escape", func(m *Model) { m.ONNX.Path = "../x.onnx" }, "path"},
		{"bad name", func(m *Model) { m.Name = "../evil" }, "name"},
		{"bad repo", func(m *Model) { m.Repo = "nobody" }, "repo"},
		{"same local names", func(m *Model) { m.Tokenizer.Name = m.ONNX.Name }, "share"},
		{"bad pooling", func(m *Model) { m.Pooling = "max" }, "pooling"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := good
			m.Inputs = append([]string(nil), good.Inputs...)
			tt.edit(&m)
			err := m.Validate()
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Validate() = %v, want an error about %q", err, tt.want)
			}
		})
	}
}
