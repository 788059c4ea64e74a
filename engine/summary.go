package engine

import (
	"fmt"
	"strings"

	"inkflow/storage"
)

// Summary is a chapter's summary (see storage.Summary); it is indexed and
// searched as kind "summary".
type Summary = storage.Summary

// SetSummary creates or replaces a chapter's summary. An empty (or
// whitespace-only) text deletes it.
func (e *Engine) SetSummary(chapterID uint64, text string) (Summary, error) {
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
	err = e.saveOwner(s.Owner(), text, func(tx *storage.Tx, changed bool) error {
		if !changed {
			return nil
		}
		cur, err := tx.Summary(s.ID)
		if err != nil {
			return err
		}
		cur.Hash, cur.UpdatedAt = storage.HashText(text), tx.Now()
		return tx.PutSummary(cur)
	})
	if err != nil {
		return Summary{}, fmt.Errorf("engine: set summary of chapter %d: %w", chapterID, err)
	}
	s, _, err = e.Summary(chapterID)
	return s, err
}

// Summary returns a chapter's summary with its text, if it has one.
func (e *Engine) Summary(chapterID uint64) (Summary, bool, error) {
	var (
		s  Summary
		ok bool
	)
	err := e.db.View(func(tx *storage.Tx) error {
		if _, err := tx.Chapter(chapterID); err != nil {
			return err
		}
		var err error
		if s, ok, err = tx.SummaryOf(chapterID); err != nil || !ok {
			return err
		}
		s, err = tx.SummaryWithText(s.ID)
		return err
	})
	if err != nil {
		return Summary{}, false, fmt.Errorf("engine: %w", err)
	}
	return s, ok, nil
}

// DeleteSummary removes a chapter's summary and its search data; a
// chapter without one is not an error.
func (e *Engine) DeleteSummary(chapterID uint64) error {
	var removed []uint64
	err := e.db.Update(func(tx *storage.Tx) error {
		s, ok, err := tx.SummaryOf(chapterID)
		if err != nil || !ok {
			return err
		}
		removed, err = tx.DeleteSummary(s.ID)
		return err
	})
	if err != nil {
		return fmt.Errorf("engine: delete summary of chapter %d: %w", chapterID, err)
	}
	e.ix.Remove(removed)
	return nil
}
