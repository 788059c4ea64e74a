package search

import (
	"math"
	"testing"
)

// piecesStore is a PassageStore in memory: parents and children, and the
// pieces of each child's keyword document.
type piecesStore struct {
	parents  map[uint64]Parent
	children map[uint64]Child
	pieces   map[uint64][]Piece
}

func (s *piecesStore) Children(ids []uint64) (map[uint64]Child, error) {
	out := make(map[uint64]Child)
	for _, id := range ids {
		if c, ok := s.children[id]; ok {
			out[id] = c
		}
	}
	return out, nil
}

func (s *piecesStore) Parents(ids []uint64) (map[uint64]Parent, error) {
	out := make(map[uint64]Parent)
	for _, id := range ids {
		if p, ok := s.parents[id]; ok {
			out[id] = p
		}
	}
	return out, nil
}

func (s *piecesStore) ChapterChildren(uint64) ([]Child, error) { return nil, nil }

func (s *piecesStore) KeywordPieces(ids []uint64) (map[uint64][]Piece, error) {
	out := make(map[uint64][]Piece)
	for _, id := range ids {
		out[id] = s.pieces[id]
	}
	return out, nil
}

// TestMovedKeywordHitTakesItsChildsScores: a keyword-led candidate whose
// keyword document's words stand in the next parent moves there and then
// carries the scores of the child it shows: its keyword rank and part (the
// document whose words it shows) and that child's vector rank and part,
// none when the vector list did not hold it; the list is ordered by the
// new scores. Before, it kept the vector rank and score of the child it
// left, so --json and "why it matched" described a paragraph not shown.
func TestMovedKeywordHitTakesItsChildsScores(t *testing.T) {
	// Parents 10, 20 and 30 of one chapter, one child each (1, 2, 3).
	// Child 1's keyword document runs into parent 20, where the word is.
	texts := map[uint64]string{
		10: "We walked by the lake until the evening came.",
		20: "At Plainpalais the storm broke over the Alps.",
		30: "In Plainpalais my brother was found at dawn.",
	}
	st := &piecesStore{parents: map[uint64]Parent{}, children: map[uint64]Child{}, pieces: map[uint64][]Piece{
		1: {
			{ParentID: 10, ChildID: 1, Start: 20, End: 46, Text: texts[10][20:]},
			{ParentID: 20, ChildID: 2, Start: 0, End: 20, Text: texts[20][:20]},
		},
	}}
	for i, pid := range []uint64{10, 20, 30} {
		cid := uint64(i + 1)
		n := len(texts[pid]) // ASCII: runes are bytes
		st.parents[pid] = Parent{ID: pid, ProjectID: 1, Kind: KindChapter, OwnerID: 7, ChapterIndex: 1, OwnerStart: i * 100, Text: texts[pid]}
		st.children[cid] = Child{ID: cid, ParentID: pid, End: n, Text: texts[pid]}
	}
	type want struct {
		child   uint64
		vecRank int
		kwRank  int
		raw     float64
	}
	const w = 0.3 // the vector list's weight
	tests := []struct {
		name    string
		vec, kw []ranked
		want    []want // the results, best first
	}{
		{
			name: "the child it moves to is in the vector list",
			vec:  []ranked{{id: 1, score: 0.9}, {id: 2, score: 0.45}},
			kw:   []ranked{{id: 1, score: 5, matched: 1}},
			// Child 2's own candidate (vector only) is left behind in
			// parent 20 by the moved one, which scores more.
			want: []want{{child: 2, vecRank: 2, kwRank: 1, raw: w*0.5 + (1 - w)}},
		},
		{
			name: "the child it moves to is in no list",
			vec:  []ranked{{id: 1, score: 0.9}},
			kw:   []ranked{{id: 1, score: 5, matched: 1}},
			want: []want{{child: 2, vecRank: 0, kwRank: 1, raw: 1 - w}},
		},
		{
			name: "losing the vector part it had moves it down",
			vec:  []ranked{{id: 1, score: 0.9}, {id: 3, score: 0.72}},
			kw:   []ranked{{id: 1, score: 5, matched: 1}, {id: 3, score: 4.5, matched: 1}},
			want: []want{
				{child: 3, vecRank: 2, kwRank: 2, raw: w*0.8 + (1-w)*0.9},
				{child: 2, vecRank: 0, kwRank: 1, raw: 1 - w},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := DefaultSettings()
			s.PerChapter = 0
			r := &run{deps: Deps{Store: st}, s: s, rows: newRows(st), placeHits: true}
			var ids []uint64
			for _, l := range [][]ranked{tt.vec, tt.kw} {
				for _, h := range l {
					ids = append(ids, h.id)
				}
			}
			if err := r.rows.load(ids); err != nil {
				t.Fatal(err)
			}
			cands := fuse(r.rows, tt.vec, tt.kw, nil, rawRRF, fusion{method: FusionConvex, rrfK: 60, vecWeight: w}, false)
			got, err := r.parentCands(cands, "Plainpalais", scope{project: 1}, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(tt.want) {
				var kids []uint64
				for _, c := range got {
					kids = append(kids, c.child.ID)
				}
				t.Fatalf("got the children %v, want %d results", kids, len(tt.want))
			}
			for i, wt := range tt.want {
				c := got[i]
				if c.child.ID != wt.child || c.vecRank != wt.vecRank || c.kwRank != wt.kwRank ||
					math.Abs(c.raw-wt.raw) > 1e-9 || math.Abs(c.score-wt.raw) > 1e-9 {
					t.Errorf("result %d: child %d, vector rank %d, keyword rank %d, raw %.4f, score %.4f; want child %d, ranks %d and %d, score %.4f",
						i+1, c.child.ID, c.vecRank, c.kwRank, c.raw, c.score, wt.child, wt.vecRank, wt.kwRank, wt.raw)
				}
				if res := baseResult(c); res.ChildID != wt.child || res.Sources.VectorRank != wt.vecRank {
					t.Errorf("result %d: ChildID %d, Sources %+v", i+1, res.ChildID, res.Sources)
				}
			}
		})
	}
}
