package search

import (
	"context"
	"testing"

	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// listKeywords is a KeywordIndex that answers every query with the same
// hits.
type listKeywords []keyword.Hit

func (l listKeywords) Search(keyword.Query) ([]keyword.Hit, error) { return l, nil }

// fixedEmbedder embeds every query as one vector.
type fixedEmbedder []float32

func (e fixedEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i := range texts {
		out[i] = e
	}
	return out, nil
}
func (e fixedEmbedder) EmbedQuery(context.Context, string) ([]float32, error) { return e, nil }
func (e fixedEmbedder) Dims() int                                             { return len(e) }
func (e fixedEmbedder) ModelID() string                                       { return "fixed@0" }

// TestHeadingInNeighbouringPieceRanksFirst: a heading that opens a short
// paragraph group is held by a keyword passage filed under a child of the
// next group (the passage overlaps that child most), as Treasure Island's
// "The First Blow" (chapter XIV) was. The quote lists read that keyword
// document, so the heading ranks first in keyword, convex and RRF search,
// shown in its own parent, before a passage that says the words in a
// sentence and that both indexes prefer — though the passage also holds
// the words in a sentence of the group before, which moving to the words
// alone (moveToWords, the first piece with the most terms) would show. The
// old lists read only the child's own parent, which has no such line: the
// heading came last.
func TestHeadingInNeighbouringPieceRanksFirst(t *testing.T) {
	texts := map[uint64]string{
		5:  "They waited for the first blow. None came.",
		10: "The First Blow\n\nI was so pleased at having slipped away.",
		20: "I ran first among the trees until the marsh began.",
		30: "Nobody dared to offer the first blow, so they stood.",
		40: "At first the wind did not blow at all.",
	}
	owners := map[uint64]uint64{5: 7, 10: 7, 20: 7, 30: 8, 40: 9}
	st := &piecesStore{parents: map[uint64]Parent{}, children: map[uint64]Child{}, pieces: map[uint64][]Piece{
		// Child 2's keyword passage: the end of parent 5 (the words in
		// a sentence), the whole of parent 10 (the heading), then part
		// of parent 20, where most of it lies.
		2: {
			{ParentID: 5, ChildID: 5, Start: 0, End: 31, Text: texts[5][:31]},
			{ParentID: 10, ChildID: 1, Start: 0, End: len(texts[10]), Text: texts[10]},
			{ParentID: 20, ChildID: 2, Start: 0, End: 30, Text: texts[20][:30]},
		},
	}}
	for cid, pid := range map[uint64]uint64{5: 5, 1: 10, 2: 20, 3: 30, 4: 40} {
		n := len(texts[pid]) // ASCII: runes are bytes
		st.parents[pid] = Parent{ID: pid, ProjectID: 1, Kind: KindChapter, OwnerID: owners[pid], ChapterIndex: int(owners[pid]), OwnerStart: int(pid), Text: texts[pid]}
		st.children[cid] = Child{ID: cid, ParentID: pid, End: n, Text: texts[pid]}
	}
	for _, id := range []uint64{3, 4, 2} {
		st.pieces[id] = append(st.pieces[id], Piece{ParentID: st.children[id].ParentID, ChildID: id, End: len(st.children[id].Text), Text: st.children[id].Text})
	}
	kw := listKeywords{{ID: 3, Score: 6, Matched: 1}, {ID: 4, Score: 5.5, Matched: 1}, {ID: 2, Score: 5, Matched: 1}}
	vecs := vector.NewFlat(2)
	for id, v := range map[uint64][]float32{1: {0, 1}, 2: {-1, 0}, 3: {1, 0}, 4: {0.8, 0.6}} {
		if err := vecs.Add(id, v); err != nil {
			t.Fatal(err)
		}
	}
	deps := Deps{Store: st, Keywords: kw, Vectors: vecs, Embedder: fixedEmbedder{1, 0}}

	rrf := DefaultSettings()
	rrf.Fusion = FusionRRF
	hybrid := true
	for _, tt := range []struct {
		name string
		req  Request
		s    Settings
	}{
		{"keyword", Request{Mode: ModeKeyword}, DefaultSettings()},
		{"hybrid convex", Request{Mode: ModeParentChild, Hybrid: &hybrid}, DefaultSettings()},
		{"hybrid rrf", Request{Mode: ModeParentChild, Hybrid: &hybrid}, rrf},
	} {
		for _, q := range []string{"The First Blow", "the first blow."} {
			tt.req.Query, tt.req.Project, tt.req.K = q, 1, 10
			resp, err := Search(context.Background(), deps, tt.req, tt.s)
			if err != nil {
				t.Fatalf("%s, %q: %v", tt.name, q, err)
			}
			var got []uint64
			for _, r := range resp.Results {
				got = append(got, r.ParentID)
			}
			if len(got) < 2 || got[0] != 10 || got[1] != 30 {
				t.Errorf("%s, %q: parents %v, want 10 (the heading, where it stands) first, then 30 (the sentence)", tt.name, q, got)
			}
		}
	}
}

// TestHasLineWithinPiece: in a piece of a keyword passage, only a whole
// line of the parent counts as a heading, not the part of a line that a
// passage starts or ends with at a sentence end.
func TestHasLineWithinPiece(t *testing.T) {
	const text = "He left. The First Blow\n  The First Blow  \nThe First Blow. Then more."
	//            0         10        20   24                 43
	tests := []struct {
		from, to int
		want     bool
	}{
		{0, -1, true},  // the whole parent: line 2
		{9, 23, false}, // the end of line 1, after a sentence end
		{24, 43, true}, // line 2, white space around it left out
		{26, 40, true}, // line 2 without its white space
		{27, 40, false},
		{43, 58, false}, // the start of line 3, before a sentence end
	}
	for _, tt := range tests {
		if got := hasLine(text, "the first blow", tt.from, tt.to); got != tt.want {
			t.Errorf("hasLine(%d, %d) = %v, want %v", tt.from, tt.to, got, tt.want)
		}
	}
}
