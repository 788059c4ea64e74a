package storage

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

// blocksOf turns paragraphs into NewBlocks laid out with blank lines.
func blocksOf(paras ...string) (string, []NewBlock) {
	var nb []NewBlock
	pos := 0
	for i, p := range paras {
		if i > 0 {
			pos += 2 // "\n\n"
		}
		n := len([]rune(p))
		nb = append(nb, NewBlock{Start: pos, End: pos + n, Text: p})
		pos += n
	}
	return strings.Join(paras, "\n\n"), nb
}

// newChapter creates project "p" with one empty chapter "c", the fixture
// of the tests that need one chapter to own text or snapshots.
func newChapter(tx *Tx) (Chapter, error) {
	p, err := tx.CreateProject("p")
	if err != nil {
		return Chapter{}, err
	}
	return tx.CreateChapter(p.ID, "c", 1)
}

// setupChapter creates a project and a chapter and saves paras into it.
func setupChapter(t *testing.T, db *DB, paras ...string) Owner {
	t.Helper()
	var o Owner
	must(t, db.Update(func(tx *Tx) error {
		c, err := newChapter(tx)
		if err != nil {
			return err
		}
		o = c.Owner()
		text, nb := blocksOf(paras...)
		_, err = tx.SaveOwnerText(o, text, nb)
		return err
	}))
	return o
}

func saveParas(t *testing.T, db *DB, o Owner, paras ...string) BlockDiff {
	t.Helper()
	text, nb := blocksOf(paras...)
	d, err := TxValue(db.Update, func(tx *Tx) (BlockDiff, error) { return tx.SaveOwnerText(o, text, nb) })
	if err != nil {
		t.Fatal(err)
	}
	return d
}

func readBlocks(t *testing.T, db *DB, o Owner) []Block {
	t.Helper()
	bs, err := TxValue(db.View, func(tx *Tx) ([]Block, error) { return tx.Blocks(o) })
	if err != nil {
		t.Fatal(err)
	}
	return bs
}

// cleanAll marks every block indexed, as an index run would.
func cleanAll(t *testing.T, db *DB, o Owner) {
	t.Helper()
	must(t, db.Update(func(tx *Tx) error {
		want := map[uint64]Hash{}
		for _, b := range readBlocksTx(tx, o) {
			want[b.ID] = b.Hash
		}
		_, err := tx.MarkBlocksIndexed(o, want, tx.Now())
		return err
	}))
}

func readBlocksTx(tx *Tx, o Owner) []Block {
	bs, _ := tx.Blocks(o)
	return bs
}

func TestSyncBlocks(t *testing.T) {
	base := []string{"甲段。", "乙段。", "丙段。", "丁段。"}
	tests := []struct {
		name  string
		paras []string
		// want lists, per new block, the index in base whose id it must
		// keep, or -1 for a fresh id.
		want      []int
		dirty     []bool
		diff      BlockDiff
		wantOrder []string
	}{
		{
			name: "unchanged", paras: base,
			want: []int{0, 1, 2, 3}, dirty: []bool{false, false, false, false},
			diff: BlockDiff{Kept: 4},
		},
		{
			name: "insert at top keeps every id", paras: []string{"新段。", "甲段。", "乙段。", "丙段。", "丁段。"},
			want: []int{-1, 0, 1, 2, 3}, dirty: []bool{true, false, false, false, false},
			diff: BlockDiff{Kept: 4, Added: 1},
		},
		{
			name: "retyped paragraph keeps its id and turns dirty", paras: []string{"甲段。", "乙段改。", "丙段。", "丁段。"},
			want: []int{0, 1, 2, 3}, dirty: []bool{false, true, false, false},
			diff: BlockDiff{Kept: 3, Changed: 1},
		},
		{
			name: "retyped first paragraph", paras: []string{"甲段改。", "乙段。", "丙段。", "丁段。"},
			want: []int{0, 1, 2, 3}, dirty: []bool{true, false, false, false},
			diff: BlockDiff{Kept: 3, Changed: 1},
		},
		{
			name: "moved paragraph keeps its id", paras: []string{"丁段。", "甲段。", "乙段。", "丙段。"},
			want: []int{3, 0, 1, 2}, dirty: []bool{false, false, false, false},
			diff: BlockDiff{Kept: 4},
		},
		{
			name: "deleted paragraph", paras: []string{"甲段。", "丙段。", "丁段。"},
			want: []int{0, 2, 3}, dirty: []bool{false, false, false},
			diff: BlockDiff{Kept: 3, Removed: 1},
		},
		{
			name: "everything replaced", paras: []string{"子。", "丑。"},
			want: []int{0, 1}, dirty: []bool{true, true},
			diff: BlockDiff{Changed: 2, Removed: 2},
		},
		{
			name: "empty text", paras: nil,
			want: nil, dirty: nil,
			diff: BlockDiff{Removed: 4},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			db := openTestDB(t)
			o := setupChapter(t, db, base...)
			cleanAll(t, db, o)
			before := readBlocks(t, db, o)
			d := saveParas(t, db, o, tt.paras...)
			d.RemovedChildren = nil
			if !reflect.DeepEqual(d, tt.diff) {
				t.Errorf("diff = %+v, want %+v", d, tt.diff)
			}
			after := readBlocks(t, db, o)
			if len(after) != len(tt.paras) {
				t.Fatalf("%d blocks, want %d", len(after), len(tt.paras))
			}
			seen := map[uint64]bool{}
			for i, b := range after {
				if b.Order != i || b.Text != tt.paras[i] || b.Hash != HashText(tt.paras[i]) {
					t.Errorf("block %d = %+v, want order %d text %q", i, b, i, tt.paras[i])
				}
				if seen[b.ID] {
					t.Errorf("block id %d used twice", b.ID)
				}
				seen[b.ID] = true
				if tt.want[i] >= 0 && b.ID != before[tt.want[i]].ID {
					t.Errorf("block %d has id %d, want old id %d", i, b.ID, before[tt.want[i]].ID)
				}
				if tt.want[i] < 0 && slices.ContainsFunc(before, func(ob Block) bool { return ob.ID == b.ID }) {
					t.Errorf("new block %d reused id %d", i, b.ID)
				}
				if b.Dirty != tt.dirty[i] {
					t.Errorf("block %d dirty = %v, want %v", i, b.Dirty, tt.dirty[i])
				}
			}
		})
	}
}

func TestSyncBlocksDuplicatesMatchInOrder(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "同。", "异。", "同。")
	before := readBlocks(t, db, o)
	saveParas(t, db, o, "同。", "同。", "异。", "同。")
	after := readBlocks(t, db, o)
	if after[0].ID != before[0].ID || after[1].ID != before[2].ID {
		t.Fatalf("duplicates not matched in order: before %v after %v", ids(before), ids(after))
	}
	if after[2].ID != before[1].ID {
		t.Fatalf("moved block lost its id: before %v after %v", ids(before), ids(after))
	}
}

func ids(bs []Block) []uint64 {
	out := make([]uint64, len(bs))
	for i, b := range bs {
		out[i] = b.ID
	}
	return out
}

func TestSyncBlocksDeletesParentsOfVanishedBlocks(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "一。", "二。", "三。")
	bs := readBlocks(t, db, o)
	var keep, doomed Parent
	var doomedChildren []uint64
	must(t, db.Update(func(tx *Tx) error {
		var err error
		// One parent over blocks 0-1, one over block 2.
		var chs []Child
		doomed, chs, err = tx.AddParent(Parent{Owner: o, ProjectID: 1, BlockIDs: []uint64{bs[0].ID, bs[1].ID}, Text: "一。\n\n二。"},
			[]Child{{Text: "一。", Vector: []float32{1, 0}}, {Text: "\n\n二。", Vector: []float32{0, 1}}})
		if err != nil {
			return err
		}
		for _, c := range chs {
			doomedChildren = append(doomedChildren, c.ID)
		}
		keep, _, err = tx.AddParent(Parent{Owner: o, ProjectID: 1, BlockIDs: []uint64{bs[2].ID}, Text: "三。"},
			[]Child{{Text: "三。", Vector: []float32{1, 1}}})
		return err
	}))
	d := saveParas(t, db, o, "一。", "三。") // "二。" vanished
	slices.Sort(d.RemovedChildren)
	if !slices.Equal(d.RemovedChildren, doomedChildren) {
		t.Fatalf("removed children %v, want %v", d.RemovedChildren, doomedChildren)
	}
	must(t, db.View(func(tx *Tx) error {
		if _, err := tx.Parent(doomed.ID); err == nil {
			t.Error("parent over the vanished block survived")
		}
		for _, id := range doomedChildren {
			if tx.HasChild(id) {
				t.Errorf("child %d survived", id)
			}
		}
		if _, err := tx.Parent(keep.ID); err != nil {
			t.Errorf("unrelated parent deleted: %v", err)
		}
		if left, _ := tx.ChildIDsOf(doomed.ID); len(left) != 0 {
			t.Errorf("child index entries survived: %v", left)
		}
		return nil
	}))
}

func TestMarkBlocksIndexedKeepsChangedBlocksDirty(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "一。", "二。")
	read := readBlocks(t, db, o)
	saveParas(t, db, o, "一。", "二改。") // a save lands while the task runs
	must(t, db.Update(func(tx *Tx) error {
		want := map[uint64]Hash{}
		for _, b := range read {
			want[b.ID] = b.Hash
		}
		dirty, err := tx.MarkBlocksIndexed(o, want, tx.Now())
		if dirty != 1 {
			t.Errorf("still dirty = %d, want 1", dirty)
		}
		return err
	}))
	after := readBlocks(t, db, o)
	if after[0].Dirty || !after[1].Dirty {
		t.Fatalf("dirty flags = %v %v, want false true", after[0].Dirty, after[1].Dirty)
	}
	if after[0].LastChunkedAt.IsZero() {
		t.Error("LastChunkedAt not stamped")
	}
}

func TestSyncBlocksPrecomputedHash(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "一。")
	must(t, db.Update(func(tx *Tx) error {
		_, err := tx.SyncBlocks(o, []NewBlock{{Start: 0, End: 2, Text: "一。", Hash: HashText("一。")}})
		return err
	}))
	if bs := readBlocks(t, db, o); len(bs) != 1 || bs[0].Hash != HashText("一。") {
		t.Fatalf("blocks %+v", bs)
	}
}

// TestBlockLayoutIsBlocksWithoutText: BlockLayout gives every block as
// Blocks does, in the same order, with its Text left empty.
func TestBlockLayoutIsBlocksWithoutText(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "一。", "二二。", "三三三。")
	var full, layout []Block
	must(t, db.View(func(tx *Tx) error {
		var err error
		if full, err = tx.Blocks(o); err != nil {
			return err
		}
		layout, err = tx.BlockLayout(o)
		return err
	}))
	if len(full) != 3 || len(layout) != len(full) {
		t.Fatalf("%d blocks, %d in the layout, want 3 each", len(full), len(layout))
	}
	for i, b := range full {
		if b.Text == "" {
			t.Errorf("block %d: Blocks gave no text", i)
		}
		b.Text = ""
		if layout[i] != b {
			t.Errorf("block %d: layout %+v, want %+v", i, layout[i], b)
		}
	}
}
