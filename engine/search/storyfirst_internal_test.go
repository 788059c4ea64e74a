package search

import (
	"context"
	"slices"
	"testing"
)

// TestStoryFirstNeedsEvidence: profiles the query does not ask about give
// way to the story's best passage, and a passage without evidence (score
// 0, put after every other by spreadChapters) is not one: the list is
// left as it is. Before, the first chapter passage of any score led, so
// a passage no list gave anything came first, above the profiles with
// evidence (the property test's P9 failed, seed 14375966385878781374).
func TestStoryFirstNeedsEvidence(t *testing.T) {
	c := func(id uint64, kind string, score float64) *cand {
		return &cand{child: &Child{ID: id}, parent: &Parent{ID: id, Kind: kind, OwnerID: id, OwnerTitle: "老艄公"}, score: score}
	}
	tests := []struct {
		name  string
		cands []*cand
		want  []uint64
	}{
		{"a passage with evidence leads", []*cand{c(1, KindWiki, 0.9), c(2, KindWiki, 0.8), c(3, KindChapter, 0.5)}, []uint64{3, 1, 2}},
		{"a passage without evidence does not", []*cand{c(1, KindWiki, 0.9), c(2, KindWiki, 0.8), c(3, KindChapter, 0)}, []uint64{1, 2, 3}},
		{"the first passage with evidence leads", []*cand{c(1, KindWiki, 0.9), c(3, KindChapter, 0.5), c(4, KindChapter, 0)}, []uint64{3, 1, 4}},
	}
	r := &run{deps: Deps{Embedder: fixedEmbedder{1, 0}}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := r.storyFirst(context.Background(), []float32{1, 0}, "渡口的雨夜", tt.cands)
			if err != nil {
				t.Fatal(err)
			}
			var got []uint64
			for _, x := range out {
				got = append(got, x.child.ID)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("order %v, want %v", got, tt.want)
			}
		})
	}
}
