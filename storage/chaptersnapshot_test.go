package storage

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"
)

// snapshotTexts reads back the text of every snapshot of a chapter.
func snapshotTexts(t *testing.T, db *DB, chapterID uint64) map[uint64]string {
	t.Helper()
	out := map[uint64]string{}
	must(t, db.View(func(tx *Tx) error {
		ids, err := tx.SnapshotIDs(chapterID)
		for _, id := range ids {
			if out[id], err = tx.SnapshotText(id); err != nil {
				return err
			}
		}
		return err
	}))
	return out
}

func TestSnapshotsStoreDeltasAndSurviveDeletion(t *testing.T) {
	db := openTestDB(t)
	var pid, cid uint64
	base := strings.Repeat("曹操引兵追赶，孔明早已料定。Liu Bei waited by the river.\n\n", 60)
	texts := []string{base, base + "新的一段。", "前言\n" + base + "新的一段。", "完全不同的文本。", "完全不同的文本。！"}
	want := map[uint64]string{}
	must(t, db.Update(func(tx *Tx) error {
		c, err := newChapter(tx)
		if err != nil {
			return err
		}
		pid, cid = c.ProjectID, c.ID
		for i, text := range texts {
			s, err := tx.PutSnapshot(Snapshot{ChapterID: cid, ProjectID: pid, Title: "c", Reason: "manual", Name: strings.Repeat("n", i)}, text)
			if err != nil {
				return err
			}
			want[s.ID] = text
		}
		return nil
	}))
	check := func(when string) {
		t.Helper()
		got := snapshotTexts(t, db, cid)
		if len(got) != len(want) {
			t.Fatalf("%s: %d snapshots, want %d", when, len(got), len(want))
		}
		for id, text := range want {
			if got[id] != text {
				t.Fatalf("%s: snapshot %d reads %q…, want %q…", when, id, trunc(got[id]), trunc(text))
			}
		}
	}
	check("after taking")

	snaps, err := TxValue(db.View, func(tx *Tx) ([]Snapshot, error) { return tx.Snapshots(cid) })
	must(t, err)
	// The first two differ from their successor by a few characters:
	// deltas of a few bytes. The newest is always a full copy.
	for i, s := range snaps[:2] {
		if !s.Delta || s.Stored > 40 {
			t.Errorf("snapshot %d: delta %v, %d bytes; want a delta of a few bytes", i, s.Delta, s.Stored)
		}
	}
	if last := snaps[len(snaps)-1]; last.Delta || last.Stored != len(texts[len(texts)-1])+1 {
		t.Errorf("newest snapshot: delta %v, %d bytes; want a full copy", last.Delta, last.Stored)
	}

	// Deleting from the middle of the chain rebases its older neighbour.
	for _, i := range []int{1, 3, 4} {
		if err := db.Update(func(tx *Tx) error { return tx.DeleteSnapshot(snaps[i].ID) }); err != nil {
			t.Fatal(err)
		}
		delete(want, snaps[i].ID)
		check("after deleting snapshot " + snaps[i].Name)
	}

	// The chapter's deletion keeps its snapshots; the project's removes them.
	if err := db.Update(func(tx *Tx) error { _, err := tx.DeleteChapter(cid); return err }); err != nil {
		t.Fatal(err)
	}
	check("after deleting the chapter")
	must(t, db.Update(func(tx *Tx) error {
		if chs, err := tx.SnapshotChapters(pid); err != nil || len(chs) != 1 || chs[0] != cid {
			t.Errorf("snapshot chapters of the project: %v, %v; want [%d]", chs, err, cid)
		}
		if _, err := tx.PutReplace(ReplaceRecord{ProjectID: pid, Pattern: "a", Chapters: []ReplacedChapter{{ChapterID: cid, Before: snaps[0].ID, Changes: 2}}}); err != nil {
			return err
		}
		_, err := tx.DeleteProject(pid)
		return err
	}))
	_ = db.View(func(tx *Tx) error {
		u, err := tx.SnapshotUsage()
		rs, err2 := tx.Replaces(pid)
		if err != nil || err2 != nil || u.Count != 0 || u.StoredBytes != 0 || len(rs) != 0 {
			t.Errorf("after deleting the project: usage %+v, %d replaces (%v, %v); want none", u, len(rs), err, err2)
		}
		if _, err := tx.Snapshot(snaps[0].ID); !errors.Is(err, ErrNotFound) {
			t.Errorf("snapshot of a deleted project: %v, want ErrNotFound", err)
		}
		return nil
	})
}

func TestReplaceRecordRoundTrip(t *testing.T) {
	db := openTestDB(t)
	r := ReplaceRecord{ProjectID: 3, Pattern: "孔明", Replacement: "诸葛亮", Changes: 5,
		Chapters: []ReplacedChapter{{ChapterID: 1, Before: 7, After: HashText("x"), Changes: 2, Edits: []ReplaceEdit{{At: 3, Len: 6, Now: "诸葛亮"}}}, {ChapterID: 2, Before: 8, Changes: 3}},
		Texts:    []ReplacedText{{Owner: WikiOwner(4), Before: "孔明，字孔明", After: HashText("y"), Changes: 2, Edits: []ReplaceEdit{{At: 0, Len: 6, Now: ""}, {At: 12, Len: 6, Now: "亮"}}}},
		Names:    []RenamedName{{EntryID: 4, Alias: -1, Before: "孔明", After: "诸葛亮"}, {EntryID: 4, Alias: 1, Before: "卧龙", After: "伏龙"}}}
	r, err := TxValue(db.Update, func(tx *Tx) (ReplaceRecord, error) { return tx.PutReplace(r) })
	if err != nil {
		t.Fatal(err)
	}
	_ = db.View(func(tx *Tx) error {
		got, err := tx.Replace(r.ID)
		if err != nil || got.Pattern != r.Pattern || !reflect.DeepEqual(got.Chapters, r.Chapters) || !reflect.DeepEqual(got.Texts, r.Texts) || !reflect.DeepEqual(got.Names, r.Names) {
			t.Errorf("read back %+v, %v; want %+v", got, err, r)
		}
		return nil
	})
}

func TestApplyDeltaRejectsDamage(t *testing.T) {
	d := encodeDelta(1, "孔明借东风", "诸葛亮借东风")
	if got, err := applyDelta("孔明借东风", d); err != nil || got != "诸葛亮借东风" {
		t.Fatalf("applyDelta: %q, %v", got, err)
	}
	for _, bad := range [][]byte{d[:len(d)-1], append(append([]byte{}, d...), deltaCopy, 9)} {
		if _, err := applyDelta("孔明借东风", bad); err == nil {
			t.Errorf("damaged delta %v accepted", bad)
		}
	}
}

func trunc(s string) string {
	r := []rune(s)
	return string(r[:min(len(r), 20)])
}

// TestSnapshotsInADatabaseMadeBeforeThem: a file without the snapshot
// buckets reads as having no snapshots and gets the buckets on the first
// write.
func TestSnapshotsInADatabaseMadeBeforeThem(t *testing.T) {
	db := openTestDB(t)
	var cid uint64
	must(t, db.Update(func(tx *Tx) error {
		for _, name := range [][]byte{bucketSnapshots, bucketSnapshotData, bucketSnapshotsByChapter, bucketReplaces} {
			if err := tx.tx.DeleteBucket(name); err != nil {
				return err
			}
		}
		c, err := newChapter(tx)
		cid = c.ID
		return err
	}))
	_ = db.View(func(tx *Tx) error {
		snaps, err := tx.Snapshots(cid)
		u, err2 := tx.SnapshotUsage()
		rs, err3 := tx.Replaces(1)
		if len(snaps) != 0 || u.Count != 0 || len(rs) != 0 || errors.Join(err, err2, err3) != nil {
			t.Errorf("reads without the buckets: %v %+v %v, %v %v %v", snaps, u, rs, err, err2, err3)
		}
		return nil
	})
	must(t, db.Update(func(tx *Tx) error {
		_, err := tx.PutSnapshot(Snapshot{ChapterID: cid, ProjectID: 1, Reason: "manual"}, "text")
		return err
	}))
	if got := snapshotTexts(t, db, cid); len(got) != 1 {
		t.Errorf("after the first write: %v", got)
	}
}

// TestSnapshotRecordVersions: a snapshot record keeps the chapter's place
// and counts, and records written before each was added still read
// (Position 0, Zi and Words -1: unknown).
func TestSnapshotRecordVersions(t *testing.T) {
	s := Snapshot{ChapterID: 3, ProjectID: 1, Title: "第一章", Reason: "manual", At: time.Unix(1700000000, 0), Chars: 12, Position: 4, Zi: 9, Words: 5}
	got, err := decodeSnapshot(7, encodeSnapshot(s))
	if err != nil || got.Position != 4 || got.Zi != 9 || got.Words != 5 || got.Title != "第一章" {
		t.Fatalf("round trip: %+v, %v", got, err)
	}
	full := encodeSnapshot(s)
	for _, c := range []struct {
		name               string
		cut                int // bytes left off the end
		position, zi, word int
	}{
		{"before English words", 1, 4, 9, -1},
		{"before word counts", 2, 4, -1, -1},
		{"before positions", 3, 0, -1, -1},
	} {
		got, err := decodeSnapshot(7, full[:len(full)-c.cut])
		if err != nil || got.Position != c.position || got.Zi != c.zi || got.Words != c.word || got.Chars != 12 {
			t.Errorf("%s: %+v, %v", c.name, got, err)
		}
	}
}
