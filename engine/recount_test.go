package engine

import (
	"encoding/binary"
	"testing"

	bolt "go.etcd.io/bbolt"

	"inkflow/storage"
)

// Texts, most with 字数 and English words apart: the stored Words must
// be the words (engine.TextCounts), not 字数 as before.
var countedTexts = []struct {
	name, text string
	zi, words  int
}{
	{"english with inner punctuation", "e.g. U.S.A. 3.14 don't well-known", 8, 5},
	{"hyphenated words", "A self-made, well-read man.", 4, 4},
	{"abbreviations", "Dr. Frankenstein, i.e. Victor.", 5, 4},
	{"chinese", "林黛玉进贾府。", 6, 6},
	{"mixed", "我用iPhone 15写了3000字。", 8, 8},
}

// TestStoredCountsAreTheThreeCounts: every way a chapter's text is
// written (import, save, restore, split) stores CountText's three counts,
// so the chapter list, the totals and the goals count real words.
func TestStoredCountsAreTheThreeCounts(t *testing.T) {
	e, p := openProject(t, "p")
	for _, tt := range countedTexts {
		t.Run(tt.name, func(t *testing.T) {
			want := CountText(tt.text)
			if want.Zi != tt.zi || want.Words != tt.words {
				t.Fatalf("CountText(%q) = %+v, want 字数 %d and %d words", tt.text, want, tt.zi, tt.words)
			}
			imported, err := e.ImportChapters(p.ID, []NewChapter{{Title: tt.name, Index: 1, Text: tt.text}})
			must(t, err)
			saved := mustChapter(t, e, p.ID, tt.name+" saved", tt.text)
			for _, id := range []uint64{imported[0].ID, saved.ID} {
				c, err := e.Chapter(id)
				must(t, err)
				if got := chapterCounts(c); got != want {
					t.Errorf("chapter %d stores %+v, want %+v", id, got, want)
				}
			}
			snap, err := e.TakeSnapshot(saved.ID, "")
			must(t, err)
			if snap.Zi != want.Zi || snap.Words != want.Words {
				t.Errorf("snapshot counts 字数 %d, words %d; want %+v", snap.Zi, snap.Words, want)
			}
			res, err := e.SaveChapter(saved.ID, tt.name+" saved", tt.text+" More")
			must(t, err)
			if res.TextCounts != CountText(tt.text+" More") {
				t.Errorf("save result %+v, want %+v", res.TextCounts, CountText(tt.text+" More"))
			}
			if _, err := e.RestoreSnapshot(snap.ID); err != nil {
				t.Fatal(err)
			}
			c, err := e.Chapter(saved.ID)
			must(t, err)
			if got := chapterCounts(c); got != want {
				t.Errorf("restored chapter stores %+v, want %+v", got, want)
			}
		})
	}
	chs, err := e.Chapters(p.ID)
	must(t, err)
	var listed TextCounts
	for _, c := range chs {
		listed = listed.Add(c.TextCounts)
	}
	total, err := e.ProjectCounts(p.ID)
	must(t, err)
	if listed != total {
		t.Errorf("the chapter list adds up to %+v, the project counts %+v", listed, total)
	}
}

// TestOpenCountsOlderRecords: a data directory written before English
// words were counted holds chapter records that end after their times
// (with 字数 in the slot that was named Words) and snapshot records that
// end after 字数 or before it. Open counts each once from its text;
// nothing else of the book changes.
func TestOpenCountsOlderRecords(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "Frankenstein")
	english := "e.g. U.S.A. 3.14 don't well-known"
	chinese := "林黛玉进贾府。"
	chs, err := e.ImportChapters(p.ID, []NewChapter{{Title: "Letter 1", Index: 1, Text: english}, {Title: "第二回", Index: 2, Text: chinese}})
	must(t, err)
	s1, err := e.TakeSnapshot(chs[0].ID, "first")
	must(t, err)
	_, err = e.SaveChapter(chs[0].ID, "Letter 1", english+" and more")
	must(t, err)
	s2, err := e.TakeSnapshot(chs[0].ID, "second")
	must(t, err)
	before := map[uint64]Chapter{}
	for _, c := range chs {
		before[c.ID], err = e.Chapter(c.ID)
		must(t, err)
	}
	must(t, e.Close())

	// Write the records as the older builds did.
	db, err := bolt.Open(DatabaseFile(dir), 0o600, nil)
	must(t, err)
	must(t, db.Update(func(tx *bolt.Tx) error {
		for _, c := range before {
			if err := tx.Bucket([]byte("chapters")).Put(idKey(c.ID), oldChapterRecord(c)); err != nil {
				return err
			}
		}
		snaps := tx.Bucket([]byte("snapshots"))
		zi := CountText(english).Zi
		if err := snaps.Put(idKey(s1.ID), oldSnapshotRecord(s1, &zi)); err != nil {
			return err
		}
		return snaps.Put(idKey(s2.ID), oldSnapshotRecord(s2, nil))
	}))
	must(t, db.Close())

	// The older records decode with no word count…
	sdb, err := storage.Open(DatabaseFile(dir))
	must(t, err)
	must(t, sdb.View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(chs[0].ID)
		if err != nil {
			return err
		}
		if want := CountText(english + " and more"); c.Words != -1 || c.Zi != want.Zi || c.Chars != want.Chars {
			t.Errorf("older chapter record reads as 字数 %d, chars %d, words %d", c.Zi, c.Chars, c.Words)
		}
		old, err := tx.UncountedChapters()
		if err != nil || len(old) != 2 {
			t.Errorf("uncounted chapters %v (%v), want both", old, err)
		}
		olds, err := tx.UncountedSnapshots()
		if err != nil || len(olds) != 2 {
			t.Errorf("uncounted snapshots %v (%v), want both", olds, err)
		}
		return nil
	}))
	must(t, sdb.Close())

	// …and Open counts them.
	e = openEngine(t, dir, newBigram(), testDebounceNever)
	for _, c := range chs {
		got, err := e.Chapter(c.ID)
		must(t, err)
		if want := CountText(got.Text); chapterCounts(got) != want {
			t.Errorf("chapter %q counts %+v after open, want %+v", c.Title, chapterCounts(got), want)
		}
		b := before[c.ID]
		if got.Hash != b.Hash || got.Title != b.Title || !got.UpdatedAt.Equal(b.UpdatedAt) || !got.CreatedAt.Equal(b.CreatedAt) || got.Index != b.Index || got.Order != b.Order {
			t.Errorf("chapter %q changed beyond its counts: %+v, was %+v", c.Title, got, b)
		}
	}
	text, err := e.Chapter(chs[0].ID)
	must(t, err)
	if text.Text != english+" and more" {
		t.Errorf("chapter text %q after open", text.Text)
	}
	snaps, err := e.Snapshots(chs[0].ID)
	must(t, err)
	for _, s := range snaps {
		content, err := e.SnapshotText(s.ID)
		must(t, err)
		want := CountText(content.Text)
		if s.Zi != want.Zi || s.Words != want.Words || s.Name != map[uint64]string{s1.ID: "first", s2.ID: "second"}[s.ID] {
			t.Errorf("snapshot %q counts 字数 %d, words %d after open; want %+v", s.Name, s.Zi, s.Words, want)
		}
	}
	if chs, snaps, err := countUncounted(e.db); err != nil || chs+snaps != 0 {
		t.Errorf("a second count found %d chapters and %d snapshots to count (%v)", chs, snaps, err)
	}
}

func idKey(id uint64) []byte { return binary.BigEndian.AppendUint64(nil, id) }

// oldChapterRecord is a chapter record as builds before English word
// counts wrote it: format byte 1, project, title, index, order, hash,
// characters, 字数 (then named Words), created and updated.
func oldChapterRecord(c Chapter) []byte {
	b := []byte{1}
	b = binary.AppendUvarint(b, c.ProjectID)
	b = binary.AppendUvarint(b, uint64(len(c.Title)))
	b = append(b, c.Title...)
	b = binary.AppendVarint(b, int64(c.Index))
	b = binary.AppendVarint(b, int64(c.Order))
	b = append(b, c.Hash[:]...)
	b = binary.AppendVarint(b, int64(c.Chars))
	b = binary.AppendVarint(b, int64(c.Zi))
	b = binary.AppendVarint(b, c.CreatedAt.UnixNano())
	return binary.AppendVarint(b, c.UpdatedAt.UnixNano())
}

// oldSnapshotRecord is a snapshot record as older builds wrote it: with
// the chapter's 字数 (then named Words) after its position, or, for zi
// nil, ending before the position, as the first snapshots did.
func oldSnapshotRecord(s Snapshot, zi *int) []byte {
	b := []byte{1}
	b = binary.AppendUvarint(b, s.ChapterID)
	b = binary.AppendUvarint(b, s.ProjectID)
	for _, str := range []string{s.Title, s.Name, s.Reason} {
		b = binary.AppendUvarint(b, uint64(len(str)))
		b = append(b, str...)
	}
	b = binary.AppendVarint(b, s.At.UnixNano())
	b = binary.AppendVarint(b, int64(s.Chars))
	b = append(b, s.Hash[:]...)
	if zi == nil {
		return b
	}
	b = binary.AppendVarint(b, int64(s.Position))
	return binary.AppendVarint(b, int64(*zi))
}
