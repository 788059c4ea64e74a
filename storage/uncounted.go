package storage

import "fmt"

// Chapter and snapshot records written before English words were counted
// hold 字数 and characters but no word count (Words -1). Storage knows no
// counting rule, so it only finds those records and takes the counts back:
// engine.Open counts their texts once.

// UncountedChapters lists, in id order, the chapters whose record has no
// English word count (Chapter.Words -1).
func (tx *Tx) UncountedChapters() ([]uint64, error) {
	var ids []uint64
	err := forEachRecord(tx.b(bucketChapters), "chapter", decodeChapter, func(c Chapter) error {
		if c.Words < 0 {
			ids = append(ids, c.ID)
		}
		return nil
	})
	return ids, err
}

// UncountedSnapshots lists, in id order, the snapshots whose record has
// no English word count (Snapshot.Words -1), deleted chapters' included.
func (tx *Tx) UncountedSnapshots() ([]uint64, error) {
	meta, err := tx.bucketOrNil(bucketSnapshots)
	if err != nil || meta == nil {
		return nil, err
	}
	var ids []uint64
	err = forEachRecord(meta, "snapshot", decodeSnapshot, func(s Snapshot) error {
		if s.Words < 0 {
			ids = append(ids, s.ID)
		}
		return nil
	})
	return ids, err
}

// PutSnapshotCounts records a snapshot's 字数 and English words, counted
// from its text. Nothing else of the snapshot changes: it stays the copy
// of the chapter it was, only counted now.
func (tx *Tx) PutSnapshotCounts(id uint64, zi, words int) error {
	s, err := tx.Snapshot(id)
	if err != nil {
		return err
	}
	if zi < 0 || words < 0 {
		return fmt.Errorf("storage: snapshot %d: counts %d and %d: %w", id, zi, words, ErrInvalid)
	}
	s.Zi, s.Words = zi, words
	return tx.putAll([]write{{bucketSnapshots, u64Key(id), encodeSnapshot(s)}}, "count snapshot %d", id)
}
