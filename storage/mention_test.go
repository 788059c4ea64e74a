package storage

import (
	"reflect"
	"testing"
)

func checkMentions(t *testing.T, db *DB) {
	t.Helper()
	must(t, db.View(func(tx *Tx) error {
		bad, err := tx.CheckMentions()
		if err != nil {
			return err
		}
		for _, b := range bad {
			t.Error(b)
		}
		return nil
	}))
}

// TestMentionsLeaveNothingBehind walks a block's mentions through a
// rewrite, the block vanishing, an entry's deletion and the chapter's
// deletion, checking the by-entry index and P6 at each step.
func TestMentionsLeaveNothingBehind(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "刘备与孔明。", "孔明灯。")
	var liu, kong WikiEntry
	var blocks []Block
	must(t, db.Update(func(tx *Tx) error {
		c, err := tx.Chapter(o.ID)
		if err != nil {
			return err
		}
		if liu, err = tx.CreateWikiEntry(WikiEntry{ProjectID: c.ProjectID, Title: "刘备"}); err != nil {
			return err
		}
		if kong, err = tx.CreateWikiEntry(WikiEntry{ProjectID: c.ProjectID, Title: "诸葛亮", Aliases: []string{"孔明"}, Exclusions: []string{"孔明灯"}}); err != nil {
			return err
		}
		if blocks, err = tx.Blocks(o); err != nil {
			return err
		}
		r := BlockMentions{Owner: o, BlockID: blocks[0].ID, Hash: blocks[0].Hash,
			Mentions:  []BlockMention{{liu.ID, 0, 2}, {kong.ID, 3, 5}},
			Dismissed: []Dismissal{{kong.ID, 42}}}
		if err := tx.PutBlockMentions(r); err != nil {
			return err
		}
		return tx.MarkMentionsPending(PendingEntry{c.ProjectID, kong.ID}, []string{"卧龙"})
	}))
	checkMentions(t, db)
	_ = db.View(func(tx *Tx) error {
		w, _ := tx.WikiEntry(kong.ID)
		if !reflect.DeepEqual(w.Exclusions, []string{"孔明灯"}) {
			t.Errorf("exclusions %v", w.Exclusions)
		}
		got, _ := tx.EntryMentionBlocks(kong.ID)
		if len(got) != 1 || got[0].BlockID != blocks[0].ID || got[0].Count != 1 {
			t.Errorf("EntryMentionBlocks = %v", got)
		}
		r, ok, _ := tx.BlockMentionsAt(o, blocks[0].ID)
		if !ok || len(r.Mentions) != 2 || r.Dismissed[0].Key != 42 || r.Hash != blocks[0].Hash {
			t.Errorf("record %+v", r)
		}
		return nil
	})

	// Deleting an entry drops its mentions, asks for a rescan and clears
	// its pending mark.
	if err := db.Update(func(tx *Tx) error { _, err := tx.DeleteWikiEntry(kong.ID); return err }); err != nil {
		t.Fatal(err)
	}
	checkMentions(t, db)
	_ = db.View(func(tx *Tx) error {
		r, _, _ := tx.BlockMentionsAt(o, blocks[0].ID)
		if !r.Hash.IsZero() || len(r.Mentions) != 1 || len(r.Dismissed) != 0 {
			t.Errorf("after deleting the entry: %+v", r)
		}
		if p, _ := tx.PendingMentionEntries(); len(p) != 0 {
			t.Errorf("pending %v", p)
		}
		return nil
	})

	// The block vanishing takes its mentions along.
	saveParas(t, db, o, "孔明灯。")
	checkMentions(t, db)
	_ = db.View(func(tx *Tx) error {
		if got, _ := tx.EntryMentionBlocks(liu.ID); len(got) != 0 {
			t.Errorf("mentions of a vanished block survive: %v", got)
		}
		return nil
	})

	// So does the chapter.
	must(t, db.Update(func(tx *Tx) error {
		bs, _ := tx.Blocks(o)
		if err := tx.PutBlockMentions(BlockMentions{Owner: o, BlockID: bs[0].ID, Hash: bs[0].Hash, Mentions: []BlockMention{{liu.ID, 0, 1}}}); err != nil {
			return err
		}
		_, err := tx.DeleteChapter(o.ID)
		return err
	}))
	checkMentions(t, db)
	_ = db.View(func(tx *Tx) error {
		if got, _ := tx.EntryMentionBlocks(liu.ID); len(got) != 0 {
			t.Errorf("mentions of a deleted chapter survive: %v", got)
		}
		return nil
	})
}

// TestWikiRecordWithoutExclusions reads a record written before
// exclusions existed.
func TestWikiRecordWithoutExclusions(t *testing.T) {
	w := WikiEntry{ProjectID: 3, Title: "t", Type: "character", Aliases: []string{"a"}}
	full := encodeWiki(w)
	got, err := decodeWiki(7, full[:len(full)-1]) // no Exclusions: their count, 0, is the last byte
	if err != nil || got.Title != "t" || !reflect.DeepEqual(got.Aliases, []string{"a"}) || got.Exclusions != nil {
		t.Fatalf("decodeWiki(old record) = %+v, %v", got, err)
	}
	w.ID, w.Exclusions = 7, []string{"x"}
	if got, err := decodeWiki(7, encodeWiki(w)); err != nil || !reflect.DeepEqual(got, w) {
		t.Fatalf("round trip %+v, %v", got, err)
	}
}

// TestMarkAllMentionsStale: every record gets the zero hash and keeps its
// mentions and dismissals; the by-entry index stays as it was.
func TestMarkAllMentionsStale(t *testing.T) {
	db := openTestDB(t)
	o := setupChapter(t, db, "阿Ｑ与赵太爷。", "赵太爷笑。")
	var recs []BlockMentions
	must(t, db.Update(func(tx *Tx) error {
		c, err := tx.Chapter(o.ID)
		if err != nil {
			return err
		}
		w, err := tx.CreateWikiEntry(WikiEntry{ProjectID: c.ProjectID, Title: "赵太爷"})
		if err != nil {
			return err
		}
		blocks, err := tx.Blocks(o)
		if err != nil {
			return err
		}
		for i, b := range blocks {
			r := BlockMentions{Owner: o, BlockID: b.ID, Hash: b.Hash, Mentions: []BlockMention{{w.ID, 3 * (1 - i), 3*(1-i) + 3}}}
			if i == 1 {
				r.Hash, r.Dismissed = Hash{}, []Dismissal{{w.ID, 7}} // stale already
			}
			if err := tx.PutBlockMentions(r); err != nil {
				return err
			}
			recs = append(recs, r)
		}
		return nil
	}))
	var n int
	must(t, db.Update(func(tx *Tx) error {
		var err error
		n, err = tx.MarkAllMentionsStale()
		return err
	}))
	if n != 1 {
		t.Errorf("marked %d records, want 1 (the other was stale already)", n)
	}
	checkMentions(t, db)
	must(t, db.View(func(tx *Tx) error {
		for _, want := range recs {
			want.Hash = Hash{}
			got, ok, err := tx.BlockMentionsAt(o, want.BlockID)
			if err != nil || !ok || !reflect.DeepEqual(got, want) {
				t.Errorf("block %d: %+v (%v, %v), want %+v", want.BlockID, got, ok, err, want)
			}
		}
		return nil
	}))
}
