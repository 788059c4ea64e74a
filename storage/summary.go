package storage

import (
	"fmt"
	"time"
)

// Summary is the summary of one chapter, indexed as owner kind "summary".
// A chapter has at most one: the author's, or, when the author wrote none,
// one generated from the chapter (Generated).
type Summary struct {
	ID        uint64
	ProjectID uint64
	ChapterID uint64
	// Hash identifies the text.
	Hash      Hash
	CreatedAt time.Time
	UpdatedAt time.Time
	// Generated marks a summary the engine extracted from the chapter
	// rather than one the author wrote; the engine replaces it when the
	// chapter changes and never replaces an author's summary with one.
	Generated bool
	// ByAssistant marks a generated summary the chat assistant wrote
	// (rather than one extracted offline); Source is the hash of the
	// chapter text it summarised, so the engine keeps it exactly as long
	// as the chapter is unchanged.
	ByAssistant bool
	Source      Hash
	// Text is empty unless read with SummaryWithText.
	Text string
}

// Owner returns the summary as an indexing owner.
func (s Summary) Owner() Owner { return SummaryOwner(s.ID) }

func encodeSummary(s Summary) []byte {
	e := newEncoder(64)
	e.uvarint(s.ProjectID)
	e.uvarint(s.ChapterID)
	e.hash(s.Hash)
	e.time(s.CreatedAt)
	e.time(s.UpdatedAt)
	e.bool(s.Generated)
	e.bool(s.ByAssistant)
	e.hash(s.Source)
	return e.b
}

func decodeSummary(id uint64, raw []byte) (Summary, error) {
	d := newDecoder(raw)
	s := Summary{ID: id, ProjectID: d.uvarint(), ChapterID: d.uvarint(), Hash: d.hash()}
	s.CreatedAt, s.UpdatedAt = d.time(), d.time()
	// Records written before generated summaries existed end here; they
	// are all the author's.
	if d.more() {
		s.Generated = d.bool()
	}
	// Records written before assistant summaries existed end here.
	if d.more() {
		s.ByAssistant, s.Source = d.bool(), d.hash()
	}
	return decoded(d, s, "summary %d", id)
}

// CreateSummary adds an empty author's summary for a chapter; the error
// wraps ErrExists if the chapter already has one.
func (tx *Tx) CreateSummary(chapterID uint64) (Summary, error) {
	c, err := tx.Chapter(chapterID)
	if err != nil {
		return Summary{}, err
	}
	if _, ok, err := tx.SummaryOf(chapterID); err != nil {
		return Summary{}, err
	} else if ok {
		return Summary{}, fmt.Errorf("storage: summary of chapter %d: %w", chapterID, ErrExists)
	}
	return create(tx, bucketSummaries, func(id uint64, now time.Time) (Summary, []write) {
		s := Summary{ID: id, ProjectID: c.ProjectID, ChapterID: chapterID, Hash: HashText(""), CreatedAt: now, UpdatedAt: now}
		return s, []write{{bucketSummaries, u64Key(id), encodeSummary(s)}, {bucketSummaryByChapter, u64Key(chapterID), u64Key(id)}}
	}, "create summary")
}

// Summary returns a summary by id, without its text.
func (tx *Tx) Summary(id uint64) (Summary, error) {
	return record(tx, bucketSummaries, "summary", id, decodeSummary)
}

// SummaryWithText returns a summary with its text.
func (tx *Tx) SummaryWithText(id uint64) (Summary, error) {
	return withText(tx, id, tx.Summary)
}

func (s *Summary) textRef() (Owner, string, Hash, *string) {
	return s.Owner(), fmt.Sprintf("(of chapter %d)", s.ChapterID), s.Hash, &s.Text
}

// SummaryOf returns a chapter's summary (without text), if it has one.
func (tx *Tx) SummaryOf(chapterID uint64) (Summary, bool, error) {
	raw := tx.b(bucketSummaryByChapter).Get(u64Key(chapterID))
	if raw == nil {
		return Summary{}, false, nil
	}
	if len(raw) != 8 {
		return Summary{}, false, fmt.Errorf("storage: summary index of chapter %d: %w", chapterID, ErrCorrupt)
	}
	s, err := tx.Summary(getU64(raw))
	if err != nil {
		return Summary{}, false, err
	}
	return s, true, nil
}

// PutSummary rewrites an existing summary's record (hash, timestamps,
// Generated).
func (tx *Tx) PutSummary(s Summary) error {
	old, err := tx.Summary(s.ID)
	if err != nil {
		return err
	}
	if old.ChapterID != s.ChapterID || old.ProjectID != s.ProjectID {
		return fmt.Errorf("storage: summary %d: chapter changed: %w", s.ID, ErrInvalid)
	}
	return tx.putAll([]write{{bucketSummaries, u64Key(s.ID), encodeSummary(s)}}, "put summary %d", s.ID)
}

// DeleteSummary removes a summary and everything derived from it (P6),
// returning the removed children's ids.
func (tx *Tx) DeleteSummary(id uint64) ([]uint64, error) {
	s, err := tx.Summary(id)
	if err != nil {
		return nil, err
	}
	removed, err := tx.DeleteOwnerData(s.Owner())
	if err != nil {
		return nil, err
	}
	rows := []write{{bucket: bucketSummaryByChapter, key: u64Key(s.ChapterID)}, {bucket: bucketSummaries, key: u64Key(id)}}
	if err := tx.deleteAll(rows, "delete summary %d", id); err != nil {
		return nil, err
	}
	return removed, nil
}
