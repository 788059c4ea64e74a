package engine

import (
	"errors"
	"fmt"

	"inkflow/storage"
)

// countUncounted gives the chapter and snapshot records written before
// English words were counted (storage.Chapter.Words -1) their three
// counts, from their texts. Open calls it before anything else reads the
// records, so the app, the command line and the goals never see a
// missing count; once every record is counted it costs one scan of the
// chapter and snapshot records, no text. Only the counts are written:
// texts, titles and times stay as they were. The chapters are counted in
// one transaction; a snapshot whose text cannot be read (a damaged
// delta) is left uncounted (its list shows characters) rather than
// keeping the others from being counted.
func countUncounted(db *storage.DB) (chapters, snapshots int, err error) {
	var chs, snaps []uint64
	err = db.View(func(tx *storage.Tx) error {
		var err error
		if chs, err = tx.UncountedChapters(); err != nil {
			return err
		}
		snaps, err = tx.UncountedSnapshots()
		return err
	})
	if err != nil {
		return 0, 0, fmt.Errorf("engine: count older records: %w", err)
	}
	if len(chs) > 0 {
		err = db.Update(func(tx *storage.Tx) error {
			for _, id := range chs {
				c, err := tx.Chapter(id)
				if err != nil {
					return err
				}
				setCounts(&c, CountText(tx.Text(c.Owner())))
				if err := tx.PutChapter(c); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return 0, 0, fmt.Errorf("engine: count older chapters: %w", err)
		}
	}
	if len(snaps) == 0 {
		return len(chs), 0, nil
	}
	var failed []error
	err = db.Update(func(tx *storage.Tx) error {
		for _, id := range snaps {
			text, err := tx.SnapshotText(id)
			if err != nil {
				failed = append(failed, err)
				continue
			}
			n := CountText(text)
			if err := tx.PutSnapshotCounts(id, n.Zi, n.Words); err != nil {
				return err
			}
			snapshots++
		}
		return nil
	})
	if err == nil {
		err = errors.Join(failed...)
	}
	if err != nil {
		return len(chs), snapshots, fmt.Errorf("engine: count older snapshots: %w", err)
	}
	return len(chs), snapshots, nil
}
