package search

import "testing"

func TestLiteralShare(t *testing.T) {
	list := func(shares ...float64) []ranked {
		out := make([]ranked, len(shares))
		for i, s := range shares {
			out[i] = ranked{id: uint64(i + 1), matched: s}
		}
		return out
	}
	tests := []struct {
		name string
		kw   []ranked
		want float64
	}{
		{"empty list", nil, 0},
		{"the best of the first page", list(0.5, 0.25, 1, 0.5), 1},
		{"not the first hit but the fullest", list(0.3, 0.6), 0.6},
		{"only the first page counts", list(0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 0.2, 1), 0.2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := literalShare(tc.kw); got != tc.want {
				t.Errorf("literalShare = %v, want %v", got, tc.want)
			}
		})
	}
}
