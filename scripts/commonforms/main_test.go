//go:build !race

package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestListsAreCurrent regenerates the common-forms lists from the
// training corpus (../shared) and compares them with the committed ones,
// so a change to mentions.Forms or to the thresholds cannot leave stale
// lists behind.
func TestListsAreCurrent(t *testing.T) {
	corpus := filepath.Join("..", "..", "..", "shared", "corpus", "train")
	if _, err := os.Stat(corpus); err != nil {
		t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	for _, lang := range []string{"zh", "en"} {
		got, err := list(corpus, lang, defaults[lang])
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("..", "..", "engine", "mentions", "common-"+lang+".txt"))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("engine/mentions/common-%s.txt is stale: run go run ./scripts/commonforms", lang)
		}
	}
}
