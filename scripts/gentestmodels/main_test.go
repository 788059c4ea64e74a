package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestCommittedFixturesAreUpToDate regenerates the fixtures and compares
// them byte for byte with model/testdata: it fails when a generator changed
// without `go run ./scripts/gentestmodels`, or when generation stopped being
// deterministic.
func TestCommittedFixturesAreUpToDate(t *testing.T) {
	tmp := t.TempDir()
	if err := generate(tmp); err != nil {
		t.Fatal(err)
	}
	committed := filepath.Join("..", "..", "model", "testdata")
	for _, model := range []string{"tiny-bert", "tiny-bert-cls", "tiny-static"} {
		for _, file := range []string{"manifest.json", "model.onnx", "tokenizer.json"} {
			want, err := os.ReadFile(filepath.Join(tmp, model, file))
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(filepath.Join(committed, model, file))
			if err != nil {
				t.Fatalf("%v (run `go run ./scripts/gentestmodels`)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("model/testdata/%s/%s is stale: run `go run ./scripts/gentestmodels`", model, file)
			}
		}
	}
}

func TestFixtureVocabHasNoDuplicatesAndSpecialsFirst(t *testing.T) {
	v := fixtureVocab()
	if v[0] != "[PAD]" || v[1] != "[UNK]" || v[2] != "[CLS]" || v[3] != "[SEP]" {
		t.Fatalf("specials not first: %v", v[:5])
	}
	seen := map[string]bool{}
	for _, tok := range v {
		if seen[tok] {
			t.Fatalf("duplicate token %q", tok)
		}
		seen[tok] = true
	}
}
