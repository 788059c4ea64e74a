package search

import (
	"slices"
	"testing"
)

// TestSpreadChapters: each chapter shows its best passage before any
// shows another, and passages without evidence (score <= 0) come after
// every passage with some, the ones moved behind included, spread the
// same way with the chapters already shown counted. The limit chooses
// the k results asked for, not their order: places of the page left once
// every chapter with evidence has shown its best go to the best passages
// moved behind, and the page is in score order.
func TestSpreadChapters(t *testing.T) {
	// c builds a candidate of child id in chapter ch with score.
	c := func(id, ch uint64, score float64) *cand {
		return &cand{child: &Child{ID: id}, parent: &Parent{ID: id, Kind: KindChapter, OwnerID: ch}, score: score}
	}
	// weak builds n candidates of one passage each in chapters 100, 101,
	// …, ids from id on, scoring below the others.
	weak := func(n int, id uint64) []*cand {
		var out []*cand
		for i := range uint64(n) {
			out = append(out, c(id+i, 100+i, 1-float64(i)/100))
		}
		return out
	}
	tests := []struct {
		name       string
		cands      []*cand
		perChapter int
		k          int      // results asked for
		want       []uint64 // child ids in order
	}{
		{"one chapter's second passage follows the others when the page is full",
			[]*cand{c(1, 7, 2), c(2, 7, 1.9), c(3, 3, 1)}, 1, 2, []uint64{1, 3, 2}},
		{"a page with room shows it where its score is",
			[]*cand{c(1, 7, 2), c(2, 7, 1.9), c(3, 3, 1)}, 1, 10, []uint64{1, 2, 3}},
		{"a short book: the second passage of the best chapter is second (Gatsby, death car)",
			slices.Concat([]*cand{c(1, 7, 2), c(2, 7, 1.9)}, weak(8, 10)), 1, 10,
			[]uint64{1, 2, 10, 11, 12, 13, 14, 15, 16, 17}},
		{"a book with as many chapters as the page: every chapter's best first",
			slices.Concat([]*cand{c(1, 7, 2), c(2, 7, 1.9)}, weak(9, 10)), 1, 10,
			[]uint64{1, 10, 11, 12, 13, 14, 15, 16, 17, 18, 2}},
		{"the places left go to the best of the passages moved behind",
			[]*cand{c(1, 7, 3), c(2, 7, 2.5), c(3, 7, 2.4), c(4, 3, 1), c(5, 5, 0.5)}, 1, 4, []uint64{1, 2, 4, 5, 3}},
		{"a rare name's mentions in one chapter before score 0 (Plainpalais)",
			[]*cand{c(1, 7, 2), c(2, 7, 1.9), c(3, 7, 1.8), c(4, 24, 0), c(5, 14, 0)}, 1, 10, []uint64{1, 2, 3, 4, 5}},
		{"score 0 is spread too, the chapters shown counted",
			[]*cand{c(1, 7, 2), c(2, 7, 0), c(3, 24, 0), c(4, 24, 0), c(5, 14, 0)}, 1, 10, []uint64{1, 3, 5, 2, 4}},
		{"negative scores count as no evidence",
			[]*cand{c(1, 7, 0.5), c(2, 7, 0.4), c(3, 2, -0.1)}, 1, 10, []uint64{1, 2, 3}},
		{"two a chapter",
			[]*cand{c(1, 7, 3), c(2, 7, 2), c(3, 7, 1), c(4, 2, 0.5), c(5, 2, 0)}, 2, 2, []uint64{1, 2, 4, 3, 5}},
		{"no page asked for: the spread order throughout",
			[]*cand{c(1, 7, 2), c(2, 7, 1.9), c(3, 3, 1)}, 1, 0, []uint64{1, 3, 2}},
		{"zero per chapter keeps the order",
			[]*cand{c(1, 7, 0), c(2, 7, 2), c(3, 7, 1)}, 0, 10, []uint64{1, 2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []uint64
			for _, x := range spreadChapters(tt.cands, tt.perChapter, tt.k) {
				got = append(got, x.child.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("order %v, want %v", got, tt.want)
			}
		})
	}
}
