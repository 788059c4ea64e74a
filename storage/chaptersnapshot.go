package storage

import (
	"fmt"
	"time"
	"unicode/utf8"

	bolt "go.etcd.io/bbolt"
)

// Snapshot is an immutable copy of one chapter's title and text, taken at
// a moment (DESIGN §3). Snapshots are not owners: they have no blocks,
// parents or children, so search and the vector and keyword indexes never
// see them. They outlive their chapter (a deleted chapter can be brought
// back) and go with their project.
//
// The text is stored compactly as reverse deltas: the chapter's newest
// snapshot holds the full text, and each older one a delta against the
// next newer one when that delta is much smaller than its text (small
// edits between snapshots cost a few bytes each). Reading the newest
// snapshot, the one compared with the current text most often, is a plain
// read; an older one replays the deltas from the newest down.
type Snapshot struct {
	ID        uint64
	ChapterID uint64
	ProjectID uint64
	// Title is the chapter's title when the snapshot was taken.
	Title string
	// Name is the author's name for the snapshot; "" for automatic ones.
	Name string
	// Reason says why it was taken ("manual", "interval", "replace",
	// "restore", "delete", "undo").
	Reason string
	At     time.Time
	// Chars is the length of the text in runes, Hash identifies it.
	Chars int
	Hash  Hash
	// Stored is the number of bytes the text takes in the database (a
	// full copy, or a delta when Delta is set).
	Stored int
	Delta  bool
	// Position is the chapter's place in its project when the snapshot
	// was taken, from 1 (0: unknown, as in snapshots made before it was
	// recorded). A deleted chapter is restored to it.
	Position int
	// Zi and Words are the text's 字数 and English words (see
	// Chapter.Zi), so a list of snapshots counts as the chapter list
	// does. Zi is -1 in snapshots made before it was recorded, Words in
	// those made before English words were counted; engine.Open counts
	// those once from their text (PutSnapshotCounts).
	Zi, Words int
}

// Snapshot data kinds (the first byte of a snapshot_data value).
const (
	snapFull  byte = 0
	snapDelta byte = 1
)

// bucketOrNil returns a bucket that may not exist yet in a database made
// before it (nil then, which readers treat as empty); a writable
// transaction creates it.
func (tx *Tx) bucketOrNil(name []byte) (*bolt.Bucket, error) {
	if b := tx.tx.Bucket(name); b != nil || !tx.tx.Writable() {
		return b, nil
	}
	b, err := tx.tx.CreateBucket(name)
	if err != nil {
		return nil, fmt.Errorf("storage: create bucket %s: %w", name, err)
	}
	return b, nil
}

// makeBuckets creates the named buckets in a database made before them
// (see bucketOrNil), ahead of a write into them.
func (tx *Tx) makeBuckets(names ...[]byte) error {
	for _, name := range names {
		if _, err := tx.bucketOrNil(name); err != nil {
			return err
		}
	}
	return nil
}

func encodeSnapshot(s Snapshot) []byte {
	e := newEncoder(len(s.Title) + len(s.Name) + 64)
	e.uvarint(s.ChapterID)
	e.uvarint(s.ProjectID)
	e.string(s.Title)
	e.string(s.Name)
	e.string(s.Reason)
	e.time(s.At)
	e.int(s.Chars)
	e.hash(s.Hash)
	e.int(s.Position) // older records end before it,
	e.int(s.Zi)       // or before this (older builds read it as Words),
	e.int(s.Words)    // or before this
	return e.b
}

func decodeSnapshot(id uint64, raw []byte) (Snapshot, error) {
	d := newDecoder(raw)
	s := Snapshot{
		ID: id, ChapterID: d.uvarint(), ProjectID: d.uvarint(),
		Title: d.string(), Name: d.string(), Reason: d.string(),
		At: d.time(), Chars: d.int(), Hash: d.hash(),
	}
	s.Zi, s.Words = -1, -1
	if d.more() {
		s.Position = d.int()
	}
	if d.more() {
		s.Zi = d.int()
	}
	if d.more() {
		s.Words = d.int()
	}
	return decoded(d, s, "snapshot %d", id)
}

func snapshotChapterKey(chapterID, id uint64) []byte {
	return concatKey(u64Key(chapterID), u64Key(id))
}

// PutSnapshot stores a new snapshot of text with s's chapter, project,
// title, name, reason, time, position and counts (ID, Chars, Hash and
// the sizes are filled in) and returns it. The chapter's previous newest snapshot becomes a
// delta against it when that is much smaller.
func (tx *Tx) PutSnapshot(s Snapshot, text string) (Snapshot, error) {
	if err := tx.makeBuckets(bucketSnapshots, bucketSnapshotData, bucketSnapshotsByChapter); err != nil {
		return Snapshot{}, err
	}
	prev, hasPrev, err := tx.newestSnapshotID(s.ChapterID)
	if err != nil {
		return Snapshot{}, err
	}
	if s.ID, err = tx.nextID(bucketSnapshots); err != nil {
		return Snapshot{}, err
	}
	s.Chars, s.Hash = utf8.RuneCountInString(text), HashText(text)
	full := append([]byte{snapFull}, text...)
	rows := []write{
		{bucketSnapshots, u64Key(s.ID), encodeSnapshot(s)},
		{bucketSnapshotData, u64Key(s.ID), full},
		{bucketSnapshotsByChapter, snapshotChapterKey(s.ChapterID, s.ID), nil},
	}
	if err := tx.putAll(rows, "put snapshot %d", s.ID); err != nil {
		return Snapshot{}, err
	}
	s.Stored = len(full)
	if hasPrev {
		prevText, err := tx.SnapshotText(prev)
		if err != nil {
			return Snapshot{}, err
		}
		if err := tx.encodeSnapshotData(prev, prevText, s.ID, text); err != nil {
			return Snapshot{}, err
		}
	}
	return s, nil
}

// encodeSnapshotData stores snapshot id's text as a delta against
// snapshot base (whose text is baseText) when that is much smaller than
// the text, else as a full copy. base 0 means no base.
func (tx *Tx) encodeSnapshotData(id uint64, text string, base uint64, baseText string) error {
	v := append([]byte{snapFull}, text...)
	if base != 0 {
		if delta := encodeDelta(base, baseText, text); len(delta)*2 < len(v) {
			v = delta
		}
	}
	return tx.putAll([]write{{bucketSnapshotData, u64Key(id), v}}, "put snapshot %d", id)
}

// newestSnapshotID is the id of a chapter's newest snapshot.
func (tx *Tx) newestSnapshotID(chapterID uint64) (uint64, bool, error) {
	ids, err := tx.SnapshotIDs(chapterID)
	if err != nil || len(ids) == 0 {
		return 0, false, err
	}
	return ids[len(ids)-1], true, nil
}

// NewestSnapshot returns a chapter's newest snapshot (without its text),
// if it has one.
func (tx *Tx) NewestSnapshot(chapterID uint64) (Snapshot, bool, error) {
	id, ok, err := tx.newestSnapshotID(chapterID)
	if err != nil || !ok {
		return Snapshot{}, false, err
	}
	s, err := tx.Snapshot(id)
	if err != nil {
		return Snapshot{}, false, err
	}
	return s, true, nil
}

// SnapshotIDs lists a chapter's snapshot ids, oldest first. The chapter
// may have been deleted.
func (tx *Tx) SnapshotIDs(chapterID uint64) ([]uint64, error) {
	byChapter, err := tx.bucketOrNil(bucketSnapshotsByChapter)
	if err != nil || byChapter == nil {
		return nil, err
	}
	return idsUnder(byChapter, u64Key(chapterID), 16, "snapshot index")
}

// Snapshot returns a snapshot's record (without its text); the error wraps
// ErrNotFound if absent.
func (tx *Tx) Snapshot(id uint64) (Snapshot, error) {
	s, err := record(tx, bucketSnapshots, "snapshot", id, decodeSnapshot)
	if err != nil {
		return Snapshot{}, err
	}
	v := tx.get(bucketSnapshotData, u64Key(id))
	if len(v) == 0 {
		return Snapshot{}, fmt.Errorf("storage: snapshot %d has no data: %w", id, ErrCorrupt)
	}
	s.Stored, s.Delta = len(v), v[0] == snapDelta
	return s, nil
}

// Snapshots lists a chapter's snapshots, oldest first.
func (tx *Tx) Snapshots(chapterID uint64) ([]Snapshot, error) {
	ids, err := tx.SnapshotIDs(chapterID)
	if err != nil {
		return nil, err
	}
	return recordsOf(ids, tx.Snapshot)
}

// SnapshotText returns the text a snapshot recorded.
func (tx *Tx) SnapshotText(id uint64) (string, error) {
	// Walk the chain of deltas to the full text it ends in, then replay
	// it backwards. Bases are always newer snapshots, so it terminates;
	// the bound guards a damaged file.
	var chain [][]byte
	for cur := id; ; {
		v := tx.get(bucketSnapshotData, u64Key(cur))
		if len(v) == 0 {
			return "", fmt.Errorf("storage: snapshot %d: %w", cur, ErrNotFound)
		}
		if v[0] == snapFull {
			text := string(v[1:])
			for i := len(chain) - 1; i >= 0; i-- {
				var err error
				if text, err = applyDelta(text, chain[i]); err != nil {
					return "", fmt.Errorf("storage: snapshot %d: %w", id, err)
				}
			}
			return text, nil
		}
		base, _, err := deltaBase(v)
		if err != nil || base <= cur || len(chain) > 1<<20 {
			return "", fmt.Errorf("storage: snapshot %d: bad delta chain: %w", id, ErrCorrupt)
		}
		chain = append(chain, v)
		cur = base
	}
}

// DeleteSnapshot removes one snapshot. The next older snapshot of the
// chapter, if it was stored as a delta against this one, is re-encoded
// against this one's base first, so every other snapshot keeps its text.
func (tx *Tx) DeleteSnapshot(id uint64) error {
	s, err := tx.Snapshot(id)
	if err != nil {
		return err
	}
	ids, err := tx.SnapshotIDs(s.ChapterID)
	if err != nil {
		return err
	}
	data := tx.b(bucketSnapshotData)
	for i, other := range ids {
		if other != id || i == 0 {
			continue
		}
		older := ids[i-1]
		v := data.Get(u64Key(older))
		if len(v) == 0 || v[0] != snapDelta {
			break
		}
		if b, _, err := deltaBase(v); err != nil || b != id {
			break
		}
		olderText, err := tx.SnapshotText(older)
		if err != nil {
			return err
		}
		var base uint64
		var baseText string
		if i+1 < len(ids) {
			base = ids[i+1]
			if baseText, err = tx.SnapshotText(base); err != nil {
				return err
			}
		}
		if err := tx.encodeSnapshotData(older, olderText, base, baseText); err != nil {
			return err
		}
	}
	return tx.removeSnapshot(s)
}

// removeSnapshot deletes a snapshot's three keys without rebasing.
func (tx *Tx) removeSnapshot(s Snapshot) error {
	return tx.deleteAll([]write{
		{bucket: bucketSnapshots, key: u64Key(s.ID)},
		{bucket: bucketSnapshotData, key: u64Key(s.ID)},
		{bucket: bucketSnapshotsByChapter, key: snapshotChapterKey(s.ChapterID, s.ID)},
	}, "delete snapshot %d", s.ID)
}

// MoveSnapshots gives every snapshot of chapter from to chapter to (a
// deleted chapter brought back under a new id keeps its history).
func (tx *Tx) MoveSnapshots(from, to uint64) error {
	snaps, err := tx.Snapshots(from)
	if err != nil {
		return err
	}
	for _, s := range snaps {
		if err := tx.deleteAll([]write{{bucket: bucketSnapshotsByChapter, key: snapshotChapterKey(from, s.ID)}}, "move snapshot %d", s.ID); err != nil {
			return err
		}
		s.ChapterID = to
		rows := []write{{bucketSnapshots, u64Key(s.ID), encodeSnapshot(s)}, {bucketSnapshotsByChapter, snapshotChapterKey(to, s.ID), nil}}
		if err := tx.putAll(rows, "move snapshot %d", s.ID); err != nil {
			return err
		}
	}
	return nil
}

// SnapshotChapters lists the chapters of a project that have snapshots,
// including deleted ones (whose chapter record is gone), by chapter id.
func (tx *Tx) SnapshotChapters(projectID uint64) ([]uint64, error) {
	byChapter, err := tx.bucketOrNil(bucketSnapshotsByChapter)
	if err != nil || byChapter == nil {
		return nil, err
	}
	var out []uint64
	c := byChapter.Cursor()
	for k, _ := c.First(); k != nil; {
		chapterID := getU64(k[:8])
		s, err := tx.Snapshot(getU64(k[8:]))
		if err != nil {
			return nil, err
		}
		if s.ProjectID == projectID {
			out = append(out, chapterID)
		}
		if chapterID == ^uint64(0) {
			break
		}
		k, _ = c.Seek(u64Key(chapterID + 1)) // the next chapter
	}
	return out, nil
}

// deleteProjectSnapshots removes every snapshot and replace record of a
// project (DeleteProject).
func (tx *Tx) deleteProjectSnapshots(projectID uint64) error {
	chapters, err := tx.SnapshotChapters(projectID)
	if err != nil {
		return err
	}
	for _, chapterID := range chapters {
		snaps, err := tx.Snapshots(chapterID)
		if err != nil {
			return err
		}
		for _, s := range snaps {
			if err := tx.removeSnapshot(s); err != nil {
				return err
			}
		}
	}
	return tx.deleteProjectReplaces(projectID)
}

// SnapshotUsage is what the snapshots take: their number and the bytes
// stored for them (keys and values of their data).
type SnapshotUsage struct {
	Count       int
	StoredBytes int64
}

// SnapshotUsage measures every snapshot of the database.
func (tx *Tx) SnapshotUsage() (SnapshotUsage, error) {
	var u SnapshotUsage
	data, err := tx.bucketOrNil(bucketSnapshotData)
	if err != nil || data == nil {
		return u, err
	}
	err = data.ForEach(func(k, v []byte) error {
		u.Count++
		u.StoredBytes += int64(len(k) + len(v))
		return nil
	})
	return u, err
}
