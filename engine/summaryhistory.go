package engine

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"inkflow/storage"
)

// SummaryVersion is an earlier text of the author's summary of a
// chapter: what a new summary replaced, what deleting it removed, or what
// went with the chapter when it was deleted (a chapter brought back from
// Deleted Chapters gets it back). Generated summaries are not kept: the
// chapter makes them again.
type SummaryVersion struct {
	ChapterID uint64 `json:"chapter_id"`
	// Version counts a chapter's summary versions from 1.
	Version int `json:"version"`
	// Reason is why it was kept: SummaryReplaced, SummaryDeleted or
	// SummaryRestored.
	Reason string    `json:"reason"`
	At     time.Time `json:"at"`
	Text   string    `json:"text"`
}

// Why a summary version was kept (SummaryVersion.Reason).
const (
	SummaryReplaced = "replace" // a new summary replaced it
	SummaryDeleted  = "delete"  // the summary, or its chapter, was deleted
	SummaryRestored = "restore" // an older version was restored over it, as WikiRestored
)

// summaryKind names the summaries' kept versions (versions.go).
const summaryKind = "summary"

// keepSummaryVersion records text, the author's summary of a chapter, as
// its newest version unless that holds the same text already; it runs in
// the caller's transaction.
func (e *Engine) keepSummaryVersion(tx *storage.Tx, projectID, chapterID uint64, text, reason string) error {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	old, err := readVersions[SummaryVersion](tx, projectID, versionsKey(summaryKind, chapterID))
	if err != nil {
		return err
	}
	v := SummaryVersion{ChapterID: chapterID, Version: 1, Reason: reason, At: e.clock(), Text: text}
	if n := len(old); n > 0 {
		if old[n-1].Text == text {
			return nil
		}
		v.Version = old[n-1].Version + 1
	}
	return putVersion(tx, projectID, summaryKind, chapterID, v.Version, v, versionNumbers(old, func(v SummaryVersion) int { return v.Version }))
}

// keepAuthorSummary keeps the author's summary of a chapter, if it has
// one, before it is deleted.
func (e *Engine) keepAuthorSummary(tx *storage.Tx, chapterID uint64) error {
	s, ok, err := tx.SummaryOf(chapterID)
	if err != nil || !ok || s.Generated {
		return err
	}
	if s, err = tx.SummaryWithText(s.ID); err != nil {
		return err
	}
	return e.keepSummaryVersion(tx, s.ProjectID, chapterID, s.Text, SummaryDeleted)
}

// SummaryHistory lists the kept versions of a chapter's summary, newest
// first.
func (e *Engine) SummaryHistory(chapterID uint64) ([]SummaryVersion, error) {
	vs, err := storage.TxValue(e.db.View, func(tx *storage.Tx) ([]SummaryVersion, error) {
		c, err := tx.Chapter(chapterID)
		if err != nil {
			return nil, err
		}
		return readVersions[SummaryVersion](tx, c.ProjectID, versionsKey(summaryKind, chapterID))
	})
	if err != nil {
		return nil, fmt.Errorf("engine: summary history of chapter %d: %w", chapterID, err)
	}
	slices.Reverse(vs)
	return vs, nil
}

// RestoreSummaryVersion makes a kept version the chapter's summary again;
// the summary it replaces is kept in turn, so the restore can be undone.
func (e *Engine) RestoreSummaryVersion(chapterID uint64, version int) (Summary, error) {
	var v SummaryVersion
	err := e.db.View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(chapterID)
		if err != nil {
			return err
		}
		return getProjectJSON(tx, c.ProjectID, versionKey(summaryKind, chapterID, version), &v)
	})
	if err == nil && v.ChapterID != chapterID {
		err = fmt.Errorf("the summary of chapter %d has no version %d: %w", chapterID, version, ErrNotFound)
	}
	if err != nil {
		return Summary{}, fmt.Errorf("engine: restore summary of chapter %d: %w", chapterID, err)
	}
	return e.setSummary(chapterID, v.Text, SummaryRestored)
}

// moveSummaryVersions gives the summary versions of a deleted chapter to
// the chapter it is brought back as, and returns the text of the summary
// it had when it was deleted ("" if none).
func moveSummaryVersions(tx *storage.Tx, projectID, from, to uint64) (string, error) {
	vs, err := readVersions[SummaryVersion](tx, projectID, versionsKey(summaryKind, from))
	if err != nil || len(vs) == 0 {
		return "", err
	}
	for _, v := range vs {
		if err := tx.DeleteProjectData(projectID, versionKey(summaryKind, from, v.Version)); err != nil {
			return "", err
		}
		v.ChapterID = to
		if err := putProjectJSON(tx, projectID, versionKey(summaryKind, to, v.Version), v); err != nil {
			return "", err
		}
	}
	if last := vs[len(vs)-1]; last.Reason == SummaryDeleted {
		return last.Text, nil
	}
	return "", nil
}
