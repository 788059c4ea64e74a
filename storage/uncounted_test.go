package storage

import (
	"errors"
	"slices"
	"testing"
	"time"
)

// encodeChapterBeforeWords is a chapter record as builds before English
// word counts wrote it: today's layout without the Words appended last
// (a 0 takes one byte). 字数 sits in the slot those builds named Words.
// engine's TestOpenCountsOlderRecords writes the old layout byte by byte.
func encodeChapterBeforeWords(c Chapter) []byte {
	c.Words = 0
	full := encodeChapter(c)
	return full[:len(full)-1]
}

// TestRecordsWithoutWordCounts: in a real database, chapter and snapshot
// records written before English words were counted read with Words -1,
// are listed until counted, and counting them changes nothing else.
func TestRecordsWithoutWordCounts(t *testing.T) {
	db := openTestDB(t)
	now := time.Unix(1700000000, 0)
	var counted, old Chapter
	var snap, oldSnap Snapshot
	must(t, db.Update(func(tx *Tx) error {
		var err error
		if counted, err = newChapter(tx); err != nil {
			return err
		}
		counted.Zi, counted.Chars, counted.Words = 8, 29, 5
		if err := tx.PutChapter(counted); err != nil {
			return err
		}
		if old, err = tx.CreateChapter(counted.ProjectID, "old", 2); err != nil {
			return err
		}
		old.Zi, old.Chars, old.UpdatedAt = 8, 29, now
		if err := tx.b(bucketChapters).Put(u64Key(old.ID), encodeChapterBeforeWords(old)); err != nil {
			return err
		}
		if snap, err = tx.PutSnapshot(Snapshot{ChapterID: counted.ID, ProjectID: counted.ProjectID, Title: "c", Reason: "manual", Zi: 8, Words: 5}, "e.g. U.S.A."); err != nil {
			return err
		}
		if oldSnap, err = tx.PutSnapshot(Snapshot{ChapterID: old.ID, ProjectID: old.ProjectID, Title: "old", Name: "kept", Reason: "manual", Position: 2, Zi: 8}, "older text"); err != nil {
			return err
		}
		full := encodeSnapshot(oldSnap)
		return tx.b(bucketSnapshots).Put(u64Key(oldSnap.ID), full[:len(full)-1]) // no Words
	}))

	for _, tc := range []struct {
		name            string
		chapters, snaps []uint64
	}{
		{"before counting", []uint64{old.ID}, []uint64{oldSnap.ID}},
		{"after counting", nil, nil},
	} {
		must(t, db.View(func(tx *Tx) error {
			chs, err := tx.UncountedChapters()
			if err != nil || !slices.Equal(chs, tc.chapters) {
				t.Errorf("%s: uncounted chapters %v (%v), want %v", tc.name, chs, err, tc.chapters)
			}
			snaps, err := tx.UncountedSnapshots()
			if err != nil || !slices.Equal(snaps, tc.snaps) {
				t.Errorf("%s: uncounted snapshots %v (%v), want %v", tc.name, snaps, err, tc.snaps)
			}
			return nil
		}))
		if tc.chapters == nil {
			break
		}
		must(t, db.Update(func(tx *Tx) error {
			c, err := tx.Chapter(old.ID)
			if err != nil {
				return err
			}
			if c.Words != -1 || c.Zi != 8 || c.Chars != 29 || !c.UpdatedAt.Equal(now) || c.Title != "old" {
				t.Errorf("older chapter record reads as %+v", c)
			}
			c.Words = 2
			if err := tx.PutChapter(c); err != nil {
				return err
			}
			return tx.PutSnapshotCounts(oldSnap.ID, 2, 2)
		}))
	}
	must(t, db.View(func(tx *Tx) error {
		s, err := tx.Snapshot(oldSnap.ID)
		if err != nil {
			return err
		}
		text, err := tx.SnapshotText(oldSnap.ID)
		if err != nil {
			return err
		}
		if s.Zi != 2 || s.Words != 2 || s.Name != "kept" || s.Position != 2 || s.Hash != oldSnap.Hash || !s.At.Equal(oldSnap.At) || text != "older text" {
			t.Errorf("counted snapshot %+v with text %q", s, text)
		}
		return nil
	}))
	must(t, db.Update(func(tx *Tx) error {
		if err := tx.PutSnapshotCounts(snap.ID, -1, 3); !errors.Is(err, ErrInvalid) {
			t.Errorf("a negative count was stored (%v)", err)
		}
		return nil
	}))
}
