package engine

import (
	"fmt"
	"strings"

	"inkflow/storage"
)

// Summary is a chapter's summary (see storage.Summary), the author's or a
// generated one (see ChapterSummary); it is indexed and searched as kind
// "summary".
type Summary = storage.Summary

// SetSummary creates or replaces the author's summary of a chapter (it
// replaces a generated one); the author's summary it replaces is kept
// (SummaryHistory). An empty (or whitespace-only) text deletes it.
func (e *Engine) SetSummary(chapterID uint64, text string) (Summary, error) {
	return e.setSummary(chapterID, text, SummaryReplaced)
}

// setSummary is SetSummary, keeping the summary it replaces for reason.
func (e *Engine) setSummary(chapterID uint64, text, reason string) (Summary, error) {
	if strings.TrimSpace(text) == "" {
		return Summary{}, e.DeleteSummary(chapterID)
	}
	var s Summary
	err := e.db.Update(func(tx *storage.Tx) error {
		cur, ok, err := tx.SummaryOf(chapterID)
		if err != nil {
			return err
		}
		if !ok {
			cur, err = tx.CreateSummary(chapterID)
		}
		s = cur
		return err
	})
	if err != nil {
		return Summary{}, fmt.Errorf("engine: set summary of chapter %d: %w", chapterID, err)
	}
	err = e.saveOwner(s.Owner(), text, func(tx *storage.Tx, oldText string, changed bool) error {
		cur, err := tx.Summary(s.ID)
		if err != nil {
			return err
		}
		if changed && !cur.Generated {
			if err := e.keepSummaryVersion(tx, cur.ProjectID, chapterID, oldText, reason); err != nil {
				return err
			}
		}
		// The author adopting the generated text verbatim still makes it
		// theirs: it must then survive the chapter's next change.
		if !changed && !cur.Generated {
			return nil
		}
		cur.Hash, cur.UpdatedAt, cur.Generated, cur.ByAssistant, cur.Source = storage.HashText(text), tx.Now(), false, false, storage.Hash{}
		return tx.PutSummary(cur)
	})
	if err != nil {
		return Summary{}, fmt.Errorf("engine: set summary of chapter %d: %w", chapterID, err)
	}
	s, _, err = e.Summary(chapterID)
	return s, err
}

// Summary returns the author's summary of a chapter with its text, if
// there is one; a generated summary does not count (see ChapterSummary).
func (e *Engine) Summary(chapterID uint64) (Summary, bool, error) {
	return txFound(e.db.View, func(tx *storage.Tx) (Summary, bool, error) {
		if _, err := tx.Chapter(chapterID); err != nil {
			return Summary{}, false, err
		}
		s, ok, err := tx.SummaryOf(chapterID)
		if err != nil || !ok || s.Generated {
			return Summary{}, false, err
		}
		s, err = tx.SummaryWithText(s.ID)
		return s, err == nil, err
	})
}

// DeleteSummary removes a chapter's summary and its search data, keeping
// the author's text as a version (SummaryHistory); a chapter without one
// is not an error. The chapter is then re-indexed
// (cheaply: nothing in it changed) so that it gets a generated summary.
func (e *Engine) DeleteSummary(chapterID uint64) error {
	var removed []uint64
	err := e.db.Update(func(tx *storage.Tx) error {
		s, ok, err := tx.SummaryOf(chapterID)
		if err != nil || !ok {
			return err
		}
		if err := e.keepAuthorSummary(tx, chapterID); err != nil {
			return err
		}
		removed, err = tx.DeleteSummary(s.ID)
		return err
	})
	if err != nil {
		return fmt.Errorf("engine: delete summary of chapter %d: %w", chapterID, err)
	}
	e.ix.Remove(removed)
	e.ix.Schedule(storage.ChapterOwner(chapterID), true)
	return nil
}
