package search

import (
	"slices"
	"testing"
)

// TestSpreadChapters: each chapter shows its best passage before any
// shows another, and passages without evidence (score <= 0) come after
// every passage with some, the ones moved behind included, spread the
// same way with the chapters already shown counted.
func TestSpreadChapters(t *testing.T) {
	// c builds a candidate of child id in chapter ch with score.
	c := func(id, ch uint64, score float64) *cand {
		return &cand{child: &Child{ID: id}, parent: &Parent{ID: id, Kind: KindChapter, OwnerID: ch}, score: score}
	}
	tests := []struct {
		name       string
		cands      []*cand
		perChapter int
		want       []uint64 // child ids in order
	}{
		{"one chapter's second passage follows the others",
			[]*cand{c(1, 7, 2), c(2, 7, 1.9), c(3, 3, 1)}, 1, []uint64{1, 3, 2}},
		{"a rare name's mentions in one chapter before score 0 (Plainpalais)",
			[]*cand{c(1, 7, 2), c(2, 7, 1.9), c(3, 7, 1.8), c(4, 24, 0), c(5, 14, 0)}, 1, []uint64{1, 2, 3, 4, 5}},
		{"score 0 is spread too, the chapters shown counted",
			[]*cand{c(1, 7, 2), c(2, 7, 0), c(3, 24, 0), c(4, 24, 0), c(5, 14, 0)}, 1, []uint64{1, 3, 5, 2, 4}},
		{"negative scores count as no evidence",
			[]*cand{c(1, 7, 0.5), c(2, 7, 0.4), c(3, 2, -0.1)}, 1, []uint64{1, 2, 3}},
		{"two a chapter",
			[]*cand{c(1, 7, 3), c(2, 7, 2), c(3, 7, 1), c(4, 2, 0.5), c(5, 2, 0)}, 2, []uint64{1, 2, 4, 3, 5}},
		{"zero per chapter keeps the order",
			[]*cand{c(1, 7, 0), c(2, 7, 2), c(3, 7, 1)}, 0, []uint64{1, 2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []uint64
			for _, x := range spreadChapters(tt.cands, tt.perChapter) {
				got = append(got, x.child.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("order %v, want %v", got, tt.want)
			}
		})
	}
}
