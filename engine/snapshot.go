package engine

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"inkflow/storage"
)

// Snapshot is an immutable copy of a chapter's title and text (see
// storage.Snapshot); Stored is what it takes on disk.
type Snapshot = storage.Snapshot

// Why a snapshot was taken (Snapshot.Reason).
const (
	ReasonManual   = "manual"   // the author asked (TakeSnapshot)
	ReasonInterval = "interval" // editing, at most once per snapshots.interval-minutes
	ReasonReplace  = "replace"  // before a project-wide replace changed the chapter
	ReasonRestore  = "restore"  // before a snapshot was restored over the text
	ReasonDelete   = "delete"   // before the chapter was deleted
	ReasonUndo     = "undo"     // before a replace was undone
	ReasonMerge    = "merge"    // before the chapter was merged with the next (both are kept)
	ReasonCut      = "cut"      // editing, before a save that removes a large part of the text
	// ReasonWrite: before a front end replaced the text wholesale (the
	// command line's chapter write; SnapshotBeforeOverwrite). It was
	// "manual", which told the author they had taken it.
	ReasonWrite = "write"
)

// A save that removes at least bigCut characters, or at least half of a
// chapter of minHalfCut or more, snapshots the text first even when the
// interval snapshot is not due (ReasonCut): a stray key typed over a
// selected passage, or Ctrl+A then a key, saves the loss within seconds,
// and the editor's undo history does not outlive the chapter being
// switched away from or the app closing.
const (
	bigCut     = 1000
	minHalfCut = 200
)

// bigCutBetween reports whether going from oldChars to newChars
// (TextCounts.Chars) removes enough to snapshot first.
func bigCutBetween(oldChars, newChars int) bool {
	drop := oldChars - newChars
	return drop >= bigCut || (oldChars >= minHalfCut && 2*drop >= oldChars)
}

// Retention of automatic snapshots (named ones are kept for ever): all
// from the last day, then the newest of each day for a month, then the
// newest of each week.
const (
	keepAllFor  = 24 * time.Hour
	keepDailyTo = 30 * 24 * time.Hour
	week        = 7 * 24 * time.Hour
)

// SnapshotContent is a snapshot with the text it recorded.
type SnapshotContent struct {
	Snapshot
	Text string
}

// RestoreResult tells what RestoreSnapshot did.
type RestoreResult struct {
	// Before is the snapshot of the text the restore replaced: restoring
	// it undoes the restore.
	Before Snapshot
	// Restored is the snapshot whose title and text the chapter now has.
	Restored Snapshot
}

// clock is the engine's time source for snapshots and their retention.
func (e *Engine) clock() time.Time {
	if e.now != nil {
		return e.now()
	}
	return time.Now()
}

// TakeSnapshot records the chapter's current title and text under an
// optional name ("" for an unnamed manual snapshot, which retention may
// thin like automatic ones).
func (e *Engine) TakeSnapshot(chapterID uint64, name string) (Snapshot, error) {
	s, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (Snapshot, error) {
		return e.snapshotTx(tx, chapterID, name, ReasonManual)
	})
	if err != nil {
		return Snapshot{}, fmt.Errorf("engine: take snapshot of chapter %d: %w", chapterID, err)
	}
	return s, nil
}

// SnapshotBeforeOverwrite keeps a chapter's title and text before a
// front end replaces the text wholesale (the command line's chapter
// write): an unnamed snapshot (ReasonWrite), unless the newest snapshot already
// holds the same title and text, which is returned instead (restoring it
// undoes the overwrite all the same), as the automatic snapshots before a
// replace or a restore do.
func (e *Engine) SnapshotBeforeOverwrite(chapterID uint64) (Snapshot, error) {
	s, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (Snapshot, error) {
		return e.putSnapshotTx(tx, chapterID, "", ReasonWrite, true)
	})
	if err != nil {
		return Snapshot{}, fmt.Errorf("engine: snapshot chapter %d before overwriting it: %w", chapterID, err)
	}
	return s, nil
}

// snapshotTx snapshots a chapter inside the caller's transaction. An
// automatic snapshot of a text and title the newest snapshot already holds
// is not taken again: that one is returned. Automatic snapshots thin the
// chapter's older ones (ThinSnapshots).
func (e *Engine) snapshotTx(tx *storage.Tx, chapterID uint64, name, reason string) (Snapshot, error) {
	// A deletion (a merge deletes the chapter merged in) is always
	// recorded: its snapshot holds the place a restore puts the chapter
	// back in (an unchanged text costs a delta of a few bytes).
	always := reason == ReasonManual || reason == ReasonDelete || reason == ReasonMerge
	return e.putSnapshotTx(tx, chapterID, name, reason, name == "" && !always)
}

// putSnapshotTx is snapshotTx with the choice made: reuse returns the
// newest snapshot instead of a new one when it holds the chapter's title
// and text.
func (e *Engine) putSnapshotTx(tx *storage.Tx, chapterID uint64, name, reason string, reuse bool) (Snapshot, error) {
	c, err := tx.ChapterWithText(chapterID)
	if err != nil {
		return Snapshot{}, err
	}
	if reuse {
		last, ok, err := tx.NewestSnapshot(chapterID)
		if err != nil {
			return Snapshot{}, err
		}
		if ok && last.Hash == c.Hash && last.Title == c.Title {
			return last, nil
		}
	}
	s, err := tx.PutSnapshot(Snapshot{
		ChapterID: c.ID, ProjectID: c.ProjectID, Title: c.Title, Name: name, Reason: reason, At: e.clock(),
		Position: c.Order + 1, Zi: c.Zi, Words: c.Words,
	}, c.Text)
	if err != nil {
		return Snapshot{}, err
	}
	if name == "" {
		if err := e.thinTx(tx, chapterID, s.ID); err != nil {
			return Snapshot{}, err
		}
	}
	return s, nil
}

// Snapshots lists a chapter's snapshots, newest first. The chapter may
// have been deleted (see DeletedChapters).
func (e *Engine) Snapshots(chapterID uint64) ([]Snapshot, error) {
	out, err := storage.TxValue(e.db.View, func(tx *storage.Tx) ([]Snapshot, error) { return tx.Snapshots(chapterID) })
	if err != nil {
		return nil, fmt.Errorf("engine: snapshots of chapter %d: %w", chapterID, err)
	}
	slices.Reverse(out)
	return out, nil
}

// SnapshotText returns a snapshot with the title and text it recorded.
func (e *Engine) SnapshotText(id uint64) (SnapshotContent, error) {
	out, err := storage.TxValue(e.db.View, func(tx *storage.Tx) (SnapshotContent, error) { return snapshotContent(tx, id) })
	if err != nil {
		return SnapshotContent{}, fmt.Errorf("engine: snapshot %d: %w", id, err)
	}
	return out, nil
}

// snapshotContent reads a snapshot and the text it recorded, in the
// caller's transaction.
func snapshotContent(tx *storage.Tx, id uint64) (SnapshotContent, error) {
	s, err := tx.Snapshot(id)
	if err != nil {
		return SnapshotContent{}, err
	}
	text, err := tx.SnapshotText(id)
	return SnapshotContent{Snapshot: s, Text: text}, err
}

// DeleteSnapshot removes one snapshot (the others keep their text).
func (e *Engine) DeleteSnapshot(id uint64) error {
	if err := e.db.Update(func(tx *storage.Tx) error { return tx.DeleteSnapshot(id) }); err != nil {
		return fmt.Errorf("engine: delete snapshot %d: %w", id, err)
	}
	return nil
}

// DiffSnapshot compares snapshot id (the old side) with snapshot otherID,
// or with the chapter's current text when otherID is 0 (the new side).
// Chinese is compared character by character, Latin text word by word.
func (e *Engine) DiffSnapshot(id, otherID uint64) (TextDiff, error) {
	var oldText, newText string
	err := e.db.View(func(tx *storage.Tx) error {
		old, err := snapshotContent(tx, id)
		if err != nil {
			return err
		}
		oldText = old.Text
		if otherID != 0 {
			newText, err = tx.SnapshotText(otherID)
			return err
		}
		c, err := tx.ChapterWithText(old.ChapterID)
		newText = c.Text
		return err
	})
	if err != nil {
		return TextDiff{}, fmt.Errorf("engine: diff snapshot %d: %w", id, err)
	}
	return DiffTexts(oldText, newText), nil
}

// RestoreSnapshot gives the chapter the title and text snapshot id
// recorded, after snapshotting the current ones (RestoreResult.Before;
// restoring that undoes the restore). Only the paragraphs that differ are
// re-indexed.
func (e *Engine) RestoreSnapshot(id uint64) (RestoreResult, error) {
	var (
		res     RestoreResult
		removed []uint64
		written TextCounts
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		s, err := snapshotContent(tx, id)
		if err != nil {
			return err
		}
		res.Restored = s.Snapshot
		if res.Before, err = e.snapshotTx(tx, res.Restored.ChapterID, "", ReasonRestore); err != nil {
			return err
		}
		if removed, written, err = rewriteOwnerText(tx, storage.ChapterOwner(s.ChapterID), s.Text); err != nil {
			return err
		}
		if err := e.addToHistory(tx, s.ProjectID, written); err != nil {
			return err
		}
		c, err := tx.Chapter(res.Restored.ChapterID)
		if err != nil {
			return err
		}
		c.Title = res.Restored.Title
		return tx.PutChapter(c)
	})
	if err != nil {
		return RestoreResult{}, fmt.Errorf("engine: restore snapshot %d: %w", id, err)
	}
	e.addToSession(res.Restored.ProjectID, written)
	e.ix.Remove(removed)
	e.ix.Schedule(storage.ChapterOwner(res.Restored.ChapterID), true)
	return res, nil
}

// DeletedChapters lists the chapters of a project that were deleted but
// can be brought back: the newest snapshot of each, newest deletion first.
func (e *Engine) DeletedChapters(projectID uint64) ([]Snapshot, error) {
	var out []Snapshot
	err := e.db.View(func(tx *storage.Tx) error {
		chapters, err := tx.SnapshotChapters(projectID)
		if err != nil {
			return err
		}
		for _, id := range chapters {
			if _, err := tx.Chapter(id); err == nil {
				continue
			}
			s, ok, err := tx.NewestSnapshot(id)
			if err != nil || !ok {
				return err
			}
			out = append(out, s)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: deleted chapters: %w", err)
	}
	slices.SortFunc(out, func(a, b Snapshot) int { return b.At.Compare(a.At) })
	return out, nil
}

// RestoreDeletedChapter brings a deleted chapter back from one of its
// snapshots, as a new chapter with the snapshot's title and text, in the
// place it had among the chapters (the end of its project when the
// snapshot does not record a place); the deleted chapter's snapshots and
// summary versions move to it, and the author's summary it had comes back.
func (e *Engine) RestoreDeletedChapter(snapshotID uint64) (Chapter, error) {
	var summary string // the author's summary when the chapter was deleted
	c, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (Chapter, error) {
		s, err := snapshotContent(tx, snapshotID)
		if err != nil {
			return Chapter{}, err
		}
		var c Chapter
		c, summary, err = restoreDeletedTx(tx, s, true)
		return c, err
	})
	if err != nil {
		return Chapter{}, fmt.Errorf("engine: restore deleted chapter from snapshot %d: %w", snapshotID, err)
	}
	e.ix.Schedule(c.Owner(), true)
	if summary != "" {
		if _, err := e.SetSummary(c.ID, summary); err != nil {
			return c, fmt.Errorf("engine: restore deleted chapter from snapshot %d: its summary: %w", snapshotID, err)
		}
	}
	return c, nil
}

// ThinSnapshots applies the retention policy to a chapter's snapshots
// now and returns how many it removed. Automatic snapshots run it
// themselves; this is for a front end that wants it at start-up.
func (e *Engine) ThinSnapshots(chapterID uint64) (int, error) {
	n, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (int, error) {
		before, err := tx.SnapshotIDs(chapterID)
		if err != nil {
			return 0, err
		}
		if err := e.thinTx(tx, chapterID, 0); err != nil {
			return 0, err
		}
		after, err := tx.SnapshotIDs(chapterID)
		return len(before) - len(after), err
	})
	if err != nil {
		return 0, fmt.Errorf("engine: thin snapshots of chapter %d: %w", chapterID, err)
	}
	return n, nil
}

// thinTx deletes the chapter's snapshots that retention drops, never
// keep (the one just taken).
func (e *Engine) thinTx(tx *storage.Tx, chapterID, keep uint64) error {
	snaps, err := tx.Snapshots(chapterID)
	if err != nil {
		return err
	}
	for _, id := range thinned(snaps, e.clock()) {
		if id == keep {
			continue
		}
		if err := tx.DeleteSnapshot(id); err != nil {
			return err
		}
	}
	return nil
}

// thinned returns the ids retention drops from snaps (oldest first) at
// time now: named snapshots stay, as do the automatic ones of the last
// day, the newest of each calendar day (UTC) of the last month and the
// newest of each week before. Days and weeks are fixed calendar periods,
// not ages, so a kept snapshot is not dropped later for drifting into a
// neighbour's period.
func thinned(snaps []Snapshot, now time.Time) []uint64 {
	var drop []uint64
	seen := make(map[string]bool)
	for i := len(snaps) - 1; i >= 0; i-- { // newest first: each period keeps its newest
		s := snaps[i]
		age := now.Sub(s.At)
		if s.Name != "" || age < keepAllFor {
			continue
		}
		period := "d" + s.At.UTC().Truncate(24*time.Hour).Format(time.DateOnly)
		if age >= keepDailyTo {
			period = "w" + s.At.UTC().Truncate(week).Format(time.DateOnly)
		}
		if seen[period] {
			drop = append(drop, s.ID)
			continue
		}
		seen[period] = true
	}
	return drop
}

// editSnapshot takes the automatic editing snapshot of a chapter before
// a save writes newText (hash newHash) over its text, when the setting is
// on and the text really changes: ReasonInterval when the chapter's newest
// snapshot is older than the interval, ReasonCut when the save removes a
// large part of the text (bigCutBetween) whatever the interval. A failure
// is logged, never returned: it must not stop a save.
func (e *Engine) editSnapshot(chapterID uint64, newHash storage.Hash, newText string) {
	minutes := e.Settings().Snapshots.IntervalMinutes
	if minutes <= 0 {
		return
	}
	interval := time.Duration(minutes) * time.Minute
	now := e.clock()
	// Without touching the database, the common case: the interval
	// snapshot is not due. Only a big cut needs one then.
	last, ok := e.lastSnap.Load(chapterID)
	recent := ok && now.Sub(last.(time.Time)) < interval
	// Decide in a read transaction: most saves need no snapshot, and a
	// write transaction costs an fsync.
	reason := ""
	err := e.db.View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(chapterID)
		if errors.Is(err, ErrNotFound) {
			return nil // the save reports it
		}
		if err != nil || c.Hash == newHash || c.Chars == 0 {
			return err
		}
		if bigCutBetween(c.Chars, CountText(newText).Chars) {
			reason = ReasonCut
			return nil
		}
		if recent {
			return nil
		}
		last, ok, err := tx.NewestSnapshot(chapterID)
		if err != nil || !ok {
			if err == nil {
				reason = ReasonInterval
			}
			return err
		}
		if now.Sub(last.At) < interval {
			e.lastSnap.Store(chapterID, last.At)
			return nil
		}
		reason = ReasonInterval
		return nil
	})
	if err == nil && reason != "" {
		err = e.db.Update(func(tx *storage.Tx) error {
			_, err := e.snapshotTx(tx, chapterID, "", reason)
			return err
		})
		if err == nil {
			e.lastSnap.Store(chapterID, now)
		}
	}
	if err != nil {
		e.log.Error("automatic snapshot failed", "chapter", chapterID, "err", err)
	}
}
