package main

import (
	"slices"
	"testing"
)

func setOf(toks ...string) map[string]bool {
	m := map[string]bool{}
	for _, t := range toks {
		m[t] = true
	}
	return m
}

func TestSegment(t *testing.T) {
	vocab := setOf("un", "unh", "##h", "##a", "##p", "##y", "##ppy", "##happy", "h", "a", "p", "y", "##n", "u")
	tests := []struct {
		word string
		want []string
		ok   bool
	}{
		{"unhappy", []string{"unh", "##a", "##ppy"}, true}, // greedy: longest first piece wins
		{"happy", []string{"h", "##a", "##ppy"}, true},
		{"hun", []string{"h", "##u"}, false}, // no "##u"
		{"", nil, true},
		{"x", nil, false},
	}
	for _, tc := range tests {
		got, ok := segment([]rune(tc.word), vocab)
		if ok != tc.ok || (ok && !slices.Equal(got, tc.want)) {
			t.Errorf("segment(%q) = %v, %v; want %v, %v", tc.word, got, ok, tc.want, tc.ok)
		}
	}
}

func TestSelectPieces(t *testing.T) {
	base := map[string]bool{}
	for r := 'a'; r <= 'z'; r++ {
		base[string(r)] = true
		base["##"+string(r)] = true
	}
	rare := map[string]int64{
		"walking": 3, "talking": 3, "singing": 2, "unkind": 2, "untrue": 2, "zqx": 9,
	}
	pieces, use := selectPieces(rare, base, 10, 4)
	if len(pieces) == 0 || len(pieces) > 10 {
		t.Fatalf("pieces %v", pieces)
	}
	vocab := maps2set(base)
	for _, p := range pieces {
		if use[p] < 4 {
			t.Errorf("piece %q used %d times, below the minimum", p, use[p])
		}
		if base[p] {
			t.Errorf("piece %q duplicates the base", p)
		}
		vocab[p] = true
	}
	// The shared ending must be learnt: it covers 8 occurrences.
	got, _ := segment([]rune("walking"), vocab)
	if !slices.Contains(pieces, "##king") && !slices.Contains(pieces, "##ing") && !slices.Contains(pieces, "##alking") {
		t.Errorf("no -ing piece in %v (walking → %v)", pieces, got)
	}
	for i := 1; i < len(pieces); i++ {
		if use[pieces[i]] > use[pieces[i-1]] {
			t.Errorf("pieces not ordered by use: %v", pieces)
		}
	}
	again, _ := selectPieces(rare, base, 10, 4)
	if !slices.Equal(again, pieces) {
		t.Errorf("not deterministic: %v vs %v", again, pieces)
	}
	if p, _ := selectPieces(rare, base, 0, 1); p != nil {
		t.Errorf("maxPieces 0 gave %v", p)
	}
}
