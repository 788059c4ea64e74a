package search

import (
	"math"
	"testing"

	"inkflow/model"
)

// knownWords is an embedder whose model knows exactly the listed words.
type knownWords struct {
	model.Embedder
	words map[string]bool
}

func (k knownWords) WholeWord(w string) bool { return k.words[w] }

// wrapped hides an embedder behind a wrapper, as caches and counters do.
type wrapped struct{ model.Embedder }

func (w wrapped) Unwrap() model.Embedder { return w.Embedder }

func TestVocabularyShare(t *testing.T) {
	emb := knownWords{words: map[string]bool{"marry": true, "桃": true, "园": true, "café": true}}
	tests := []struct {
		name  string
		emb   model.Embedder
		query string
		want  float64
	}{
		{"names the model never saw", emb, "Sab Than is to marry Dejah Thoris", 1.0 / 4}, // than, is, to: stop words
		{"case folded", emb, "MARRY", 1},
		{"cjk by character", emb, "桃园结义", 0.5},
		{"mixed scripts", emb, "桃 Dejah", 0.5},
		{"accented letters stay in the word", emb, "Café", 1},
		{"stray letters are not words", emb, "Dorothy's", 0},
		{"stop words only", emb, "to be or not to be", 1},
		{"digits only", emb, "1984", 1},
		{"letters and digits make one word", emb, "R2D2 marry", 0.5},
		{"empty", emb, "", 1},
		{"through a wrapper", wrapped{emb}, "marry Thoris", 0.5},
		{"a model that cannot say", wrapped{}, "Thoris", 1},
		{"no model", nil, "Thoris", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := vocabularyShare(tc.emb, tc.query); math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("vocabularyShare(%q) = %v, want %v", tc.query, got, tc.want)
			}
		})
	}
}
