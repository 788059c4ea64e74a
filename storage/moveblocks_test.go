package storage

import (
	"slices"
	"testing"
)

// TestMoveBlocks moves the last two of four paragraphs to another
// chapter: they keep their ids, the parents that covered them go (with
// their children), the parent over the staying paragraphs stays, and
// every block left without a parent is dirty.
func TestMoveBlocks(t *testing.T) {
	db := openTestDB(t)
	from := setupChapter(t, db, "一。", "二。", "三。", "四。")
	cleanAll(t, db, from)
	bs := readBlocks(t, db, from)
	var to Owner
	var keep, straddle, tail Parent
	var gone []uint64
	must(t, db.Update(func(tx *Tx) error {
		c, err := tx.CreateChapter(1, "新", 2)
		if err != nil {
			return err
		}
		to = c.Owner()
		// Parents over blocks 0, 1-2 (straddling the cut) and 3.
		keep, _, err = tx.AddParent(Parent{Owner: from, ProjectID: 1, BlockIDs: []uint64{bs[0].ID}, Text: "一。"},
			[]Child{{Text: "一。", Vector: []float32{1, 0}}})
		if err != nil {
			return err
		}
		var chs []Child
		straddle, chs, err = tx.AddParent(Parent{Owner: from, ProjectID: 1, BlockIDs: []uint64{bs[1].ID, bs[2].ID}, Text: "二。\n\n三。"},
			[]Child{{Text: "二。", Vector: []float32{0, 1}}})
		for _, c := range chs {
			gone = append(gone, c.ID)
		}
		if err != nil {
			return err
		}
		tail, chs, err = tx.AddParent(Parent{Owner: from, ProjectID: 1, BlockIDs: []uint64{bs[3].ID}, Text: "四。"},
			[]Child{{Text: "四。", Vector: []float32{1, 1}}})
		for _, c := range chs {
			gone = append(gone, c.ID)
		}
		return err
	}))

	removed, err := TxValue(db.Update, func(tx *Tx) ([]uint64, error) { return tx.MoveBlocks(from, to, []uint64{bs[2].ID, bs[3].ID}) })
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(removed)
	if !slices.Equal(removed, gone) {
		t.Errorf("removed children %v, want %v", removed, gone)
	}
	moved := readBlocks(t, db, to)
	if len(moved) != 2 || moved[0].ID != bs[2].ID || moved[1].ID != bs[3].ID || moved[0].Text != "三。" || !moved[0].Dirty || !moved[1].Dirty {
		t.Fatalf("moved blocks %+v", moved)
	}
	left := readBlocks(t, db, from)
	if len(left) != 2 || left[0].Dirty || !left[1].Dirty {
		t.Fatalf("blocks left: %+v (want block 0 clean, block 1 dirty: it lost its parent)", left)
	}
	must(t, db.View(func(tx *Tx) error {
		if _, err := tx.Parent(keep.ID); err != nil {
			t.Errorf("the parent over staying blocks was deleted: %v", err)
		}
		for _, p := range []Parent{straddle, tail} {
			if _, err := tx.Parent(p.ID); err == nil {
				t.Errorf("parent %d over a moved block survived (P1)", p.ID)
			}
		}
		return nil
	}))
}
