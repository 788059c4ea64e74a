package model

import (
	"math"
	"path/filepath"
	"testing"

	"inkflow/internal/modroot"
	"inkflow/model/onnxgraph"
)

// shippedModel returns the folder of a model the checkout carries.
func shippedModel(t *testing.T, name string) string {
	t.Helper()
	root, ok := modroot.OfWorkingDir()
	if !ok {
		t.Fatal("no module root above the working directory")
	}
	return filepath.Join(root, "assets", "models", name)
}

// The shipped static models' tables read whole: one row per token of the
// tokenizer, every row of a token with a weight unit length, the weights
// those the model file holds, the special tokens weightless. v2 keeps its
// rows int8, v1 float32.
func TestLoadTokenTableShipped(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows int
		int8 bool
	}{
		{"inkflow-static-v2", 46748, true},
		{"inkflow-static-v1", 0, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := shippedModel(t, tc.name)
			tab, err := LoadTokenTable(dir)
			if err != nil {
				t.Fatal(err)
			}
			if tab.Rows() != tab.tok.VocabSize() || (tc.rows > 0 && tab.Rows() != tc.rows) {
				t.Fatalf("%d rows, tokenizer has %d tokens, want %d", tab.Rows(), tab.tok.VocabSize(), tc.rows)
			}
			if (tab.q8 != nil) != tc.int8 {
				t.Fatalf("int8 table = %v, want %v", tab.q8 != nil, tc.int8)
			}
			raw, err := onnxgraph.ReadInitializers(filepath.Join(dir, "model.onnx"), "token_weights")
			if err != nil {
				t.Fatal(err)
			}
			w, _ := raw["token_weights"].Float32s()
			buf := make([]float32, tab.Dims())
			unit := 0
			for id := range tab.Rows() {
				if tab.Weight(int64(id)) != w[id] {
					t.Fatalf("weight of token %d = %v, file says %v", id, tab.Weight(int64(id)), w[id])
				}
				if w[id] <= 0 {
					continue
				}
				// A token the training never met keeps a zero row
				// (cosine 0 with everything).
				n := l2(tab.Vector(int64(id), buf))
				if n != 0 && math.Abs(n-1) > 1e-5 {
					t.Fatalf("token %d: |v| = %v, want 1 (or 0)", id, n)
				}
				if n != 0 {
					unit++
				}
			}
			if unit < tab.Rows()/2 {
				t.Errorf("only %d of %d tokens have a weight and a unit vector", unit, tab.Rows())
			}
			for _, s := range []string{"[CLS]", "[SEP]", "[UNK]", "[PAD]"} {
				if id, _ := tab.tok.TokenID(s); len(tab.Tokens(s)) != 0 {
					t.Errorf("%s (id %d) is compared", s, id)
				}
			}
		})
	}
}

// A folder that is not a static model has no token table.
func TestLoadTokenTableErrors(t *testing.T) {
	for _, dir := range []string{t.TempDir(), filepath.Join("testdata", "nope")} {
		if _, err := LoadTokenTable(dir); err == nil {
			t.Errorf("%s: no error", dir)
		}
	}
}

// sifMaxSim is the plain late-interaction score of passages against
// query, the query tokens weighed by their SIF weights; nil when the query
// has no token the table knows.
func sifMaxSim(tab *TokenTable, query string, passages []string) []float64 {
	m := tab.Matches(query, passages)
	if len(m.Weights) == 0 {
		return nil
	}
	return m.MaxSim(m.Weights)
}

// MaxSim over Matches: a passage holding every query token scores 1, one
// sharing none of them less, an empty one 0; tokens the table does not
// know (unknown, special) are left out of the query, and a query of
// nothing but them has no tokens to match.
func TestMaxSim(t *testing.T) {
	tab, err := LoadTokenTable(shippedModel(t, "inkflow-static-v2"))
	if err != nil {
		t.Fatal(err)
	}
	one := func(q, p string) float64 {
		s := sifMaxSim(tab, q, []string{p})
		if len(s) != 1 {
			t.Fatalf("MaxSim(%q, %q) = %v", q, p, s)
		}
		return s[0]
	}
	tests := []struct {
		name   string
		query  string
		text   string
		lo, hi float64
	}{
		{"identical Chinese", "刘备大哭", "刘备大哭", 1 - 1e-6, 1 + 1e-6},
		{"identical English", "the wizard gave him a heart", "the wizard gave him a heart", 1 - 1e-6, 1 + 1e-6},
		{"query inside a longer passage", "刘备大哭", "次日，刘备大哭于堂上，众皆下泪。", 1 - 1e-6, 1 + 1e-6},
		{"other words", "刘备大哭", "the wizard gave him a heart", 0, 0.6},
		{"empty passage", "刘备大哭", "", 0, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := one(tc.query, tc.text); got < tc.lo || got > tc.hi {
				t.Errorf("MaxSim = %v, want in [%v, %v]", got, tc.lo, tc.hi)
			}
		})
	}
	// An unknown character and special tokens change nothing.
	passages := []string{"刘备大哭于堂上", "曹操大笑", "the wizard"}
	plain := sifMaxSim(tab, "刘备大哭", passages)
	noisy := sifMaxSim(tab, "[SEP]刘备\uE000大哭[CLS]", passages)
	for i := range plain {
		if plain[i] != noisy[i] {
			t.Errorf("passage %d: %v with unknown and special tokens, %v without", i, noisy[i], plain[i])
		}
	}
	if s := sifMaxSim(tab, "\uE000\uE001 [SEP]", passages); s != nil {
		t.Errorf("query of unknown tokens scored %v, want nil", s)
	}
}
