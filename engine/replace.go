package engine

import (
	"fmt"
	"slices"
	"strings"

	"inkflow/storage"
)

// ReplaceRecord is the undo record of a project-wide replace (see
// storage.ReplaceRecord).
type ReplaceRecord = storage.ReplaceRecord

// ReplaceRequest is one replace across a project's chapters.
type ReplaceRequest struct {
	ProjectID            uint64
	Pattern, Replacement string
	Options              FindOptions
	// Skip lists match ids (FindMatch.ID) the author unticked.
	Skip []string
	// Only, when set, replaces just these matches (replace one).
	Only []string
}

// ReplacedChapter is one chapter a replace changed.
type ReplacedChapter struct {
	ChapterID    uint64 `json:"chapter_id"`
	ChapterIndex int    `json:"chapter_index"`
	Title        string `json:"title"`
	Changes      int    `json:"changes"`
	// Snapshot holds the chapter as it was before the replace.
	Snapshot uint64 `json:"snapshot"`
}

// ReplaceResult tells what ReplaceAll did.
type ReplaceResult struct {
	// ID names the replace for UndoReplace (0 when nothing matched).
	ID       uint64            `json:"id"`
	Changes  int               `json:"changes"`
	Chapters []ReplacedChapter `json:"chapters"`
}

// UndoLabel is the menu text of the replace's undo.
func (r ReplaceResult) UndoLabel() string { return undoLabel(r.Changes, len(r.Chapters)) }

func undoLabel(changes, chapters int) string {
	return fmt.Sprintf("Undo replace: %d changes in %d chapters", changes, chapters)
}

// ReplaceAll replaces every match of a pattern in a project's chapters,
// except the skipped ones, as one operation: in one bbolt transaction it
// snapshots every chapter it changes, rewrites them through the block
// matching SaveChapter uses (only paragraphs that changed become dirty, so
// the indexer re-embeds those and takes the rest from the embedding cache)
// and stores an undo record. A crash leaves all of it or none.
func (e *Engine) ReplaceAll(req ReplaceRequest) (ReplaceResult, error) {
	if req.Options.Wiki || req.Options.Summaries {
		return ReplaceResult{}, fmt.Errorf("engine: replace: only chapters can be replaced in, not wiki entries or summaries: %w", ErrInvalid)
	}
	m, err := compileFind(req.Pattern, req.Options)
	if err != nil {
		return ReplaceResult{}, fmt.Errorf("engine: replace: %w", err)
	}
	skip, only := idSet(req.Skip), idSet(req.Only)
	var (
		res     ReplaceResult
		removed []uint64
	)
	err = e.db.Update(func(tx *storage.Tx) error {
		res, removed = ReplaceResult{}, nil // a retried transaction starts afresh
		chs, err := projectChapters(tx, req.ProjectID, req.Options.Chapters)
		if err != nil {
			return err
		}
		rec := storage.ReplaceRecord{ProjectID: req.ProjectID, At: e.clock(), Pattern: req.Pattern, Replacement: req.Replacement}
		for _, c := range chs {
			text := tx.Text(c.Owner())
			var out strings.Builder
			last, n := 0, 0
			for _, mt := range m.matches(text) {
				id := matchID(FindChapter, c.ID, mt.start)
				if skip[id] || (len(only) > 0 && !only[id]) {
					continue
				}
				out.WriteString(text[last:mt.loc[0]])
				out.WriteString(m.replacement(text, mt, req.Replacement))
				last, n = mt.loc[1], n+1
			}
			if n == 0 {
				continue
			}
			out.WriteString(text[last:])
			snap, err := e.snapshotTx(tx, c.ID, "", ReasonReplace)
			if err != nil {
				return err
			}
			gone, err := putChapterText(tx, c.ID, out.String())
			if err != nil {
				return err
			}
			removed = append(removed, gone...)
			rec.Changes += n
			rec.Chapters = append(rec.Chapters, storage.ReplacedChapter{
				ChapterID: c.ID, Before: snap.ID, After: storage.HashText(out.String()), Changes: n,
			})
			res.Chapters = append(res.Chapters, ReplacedChapter{
				ChapterID: c.ID, ChapterIndex: c.Index, Title: c.Title, Changes: n, Snapshot: snap.ID,
			})
		}
		if rec.Changes == 0 {
			return nil
		}
		if rec, err = tx.PutReplace(rec); err != nil {
			return err
		}
		res.ID, res.Changes = rec.ID, rec.Changes
		return nil
	})
	if err != nil {
		return ReplaceResult{}, fmt.Errorf("engine: replace: %w", err)
	}
	e.ix.Remove(removed)
	for _, c := range res.Chapters {
		e.ix.Schedule(storage.ChapterOwner(c.ChapterID), false) // after the debounce, as a save
	}
	return res, nil
}

func idSet(ids []string) map[string]bool {
	set := make(map[string]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return set
}

// UndoResult tells what UndoReplace did.
type UndoResult struct {
	// Chapters were given back their text from before the replace (each
	// snapshotted first, as a restore does).
	Chapters []uint64 `json:"chapters"`
	// Deleted chapters were deleted since the replace and left alone.
	Deleted []uint64 `json:"deleted"`
}

// UndoReplace gives every chapter a replace changed its text from before
// the replace, in one transaction. Edits made since in those chapters are
// kept in the automatic snapshot taken before each chapter is put back.
// An undone replace cannot be undone again (ErrInvalid).
func (e *Engine) UndoReplace(id uint64) (UndoResult, error) {
	var (
		res     UndoResult
		removed []uint64
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		res, removed = UndoResult{}, nil
		rec, err := tx.Replace(id)
		if err != nil {
			return err
		}
		if rec.Undone {
			return fmt.Errorf("replace %d was already undone: %w", id, ErrInvalid)
		}
		for _, c := range rec.Chapters {
			if _, err := tx.Chapter(c.ChapterID); err != nil {
				res.Deleted = append(res.Deleted, c.ChapterID)
				continue
			}
			text, err := tx.SnapshotText(c.Before)
			if err != nil {
				return fmt.Errorf("the snapshot of chapter %d before the replace is gone: %w", c.ChapterID, err)
			}
			if _, err := e.snapshotTx(tx, c.ChapterID, "", ReasonUndo); err != nil {
				return err
			}
			gone, err := putChapterText(tx, c.ChapterID, text)
			if err != nil {
				return err
			}
			removed = append(removed, gone...)
			res.Chapters = append(res.Chapters, c.ChapterID)
		}
		rec.Undone = true
		_, err = tx.PutReplace(rec)
		return err
	})
	if err != nil {
		return UndoResult{}, fmt.Errorf("engine: undo replace %d: %w", id, err)
	}
	e.ix.Remove(removed)
	for _, c := range res.Chapters {
		e.ix.Schedule(storage.ChapterOwner(c), false)
	}
	return res, nil
}

// Replaces lists a project's replaces, newest first, for an undo menu
// (ReplaceRecord.Undone marks those already undone).
func (e *Engine) Replaces(projectID uint64) ([]ReplaceRecord, error) {
	var out []ReplaceRecord
	err := e.db.View(func(tx *storage.Tx) error {
		var err error
		out, err = tx.Replaces(projectID)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("engine: replaces: %w", err)
	}
	slices.Reverse(out)
	return out, nil
}

// ReplaceUndoLabel is the menu text of a stored replace's undo.
func ReplaceUndoLabel(r ReplaceRecord) string { return undoLabel(r.Changes, len(r.Chapters)) }
