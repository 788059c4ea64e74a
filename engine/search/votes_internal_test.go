package search

import (
	"math"
	"testing"
)

// TestVoteListWeight: a list of votes with n votes gives each entry what
// n lists of one vote would, in convex fusion (n) and in RRF (n/(k +
// rank)), to the raw score and the keyword part alike; a chapter's
// opening (titleList, titleVotes votes) that neither index held is still a
// candidate.
func TestVoteListWeight(t *testing.T) {
	st := &piecesStore{parents: map[uint64]Parent{}, children: map[uint64]Child{}}
	for id := uint64(1); id <= 3; id++ {
		st.parents[10*id] = Parent{ID: 10 * id, Kind: KindChapter, OwnerID: id, ProjectID: 1}
		st.children[id] = Child{ID: id, ParentID: 10 * id}
	}
	r := newRows(st)
	if err := r.load([]uint64{1, 2, 3}); err != nil {
		t.Fatal(err)
	}
	kw := []ranked{{id: 1, score: 4}, {id: 2, score: 2}}
	titles := []ranked{{id: 3}, {id: 2}}
	const k = 60
	tests := []struct {
		method string
		votes  []voteList
		want   map[uint64]float64 // child → raw score
	}{
		{FusionConvex, []voteList{{titles, 3}}, map[uint64]float64{1: 1, 2: 0.5 + 3, 3: 3}},
		{FusionConvex, []voteList{{titles, 1}, {titles, 1}, {titles, 1}}, map[uint64]float64{1: 1, 2: 0.5 + 3, 3: 3}},
		{FusionConvex, []voteList{{titles, 0}}, map[uint64]float64{1: 1, 2: 0.5, 3: 0}},
		{FusionRRF, []voteList{{titles, 3}}, map[uint64]float64{1: 2.0 / (k + 1), 2: 2.0/(k+2) + 3.0/(k+2), 3: 3.0 / (k + 1)}},
	}
	for _, tt := range tests {
		cands := fuse(r, nil, kw, tt.votes, rawRRF, fusion{method: tt.method, rrfK: k, vecWeight: 0}, false)
		if len(cands) != len(tt.want) {
			t.Fatalf("%s %v: %d candidates, want %d", tt.method, tt.votes, len(cands), len(tt.want))
		}
		for _, c := range cands {
			if want := tt.want[c.child.ID]; math.Abs(c.raw-want) > 1e-12 || math.Abs(c.kwRaw-want) > 1e-12 {
				t.Errorf("%s %v: child %d raw %v, keyword part %v; want %v", tt.method, tt.votes, c.child.ID, c.raw, c.kwRaw, want)
			}
		}
	}
}
