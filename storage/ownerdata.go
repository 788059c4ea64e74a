package storage

import (
	"errors"
	"fmt"
)

// SaveOwnerText stores an owner's new text and its blocks (see SyncBlocks),
// records the text's hash in the owner's record (reads verify the text
// against it), and marks the owner stale for the indexer, all in the
// caller's transaction.
func (tx *Tx) SaveOwnerText(o Owner, text string, blocks []NewBlock) (BlockDiff, error) {
	diff, err := tx.SyncBlocks(o, blocks)
	if err != nil {
		return BlockDiff{}, err
	}
	if err := tx.putText(o, text); err != nil {
		return BlockDiff{}, err
	}
	if err := tx.putOwnerHash(o, HashText(text)); err != nil {
		return BlockDiff{}, err
	}
	if err := tx.MarkStale(o); err != nil {
		return BlockDiff{}, err
	}
	return diff, nil
}

// putOwnerHash sets the text hash in an owner's record, if it has one.
func (tx *Tx) putOwnerHash(o Owner, h Hash) error {
	var (
		bucket = map[OwnerKind][]byte{OwnerChapter: bucketChapters, OwnerWiki: bucketWiki, OwnerSummary: bucketSummaries}[o.Kind]
		raw    []byte
		err    error
	)
	if bucket == nil {
		return fmt.Errorf("storage: owner %s: %w", o, ErrInvalid)
	}
	key := u64Key(o.ID)
	old := tx.b(bucket).Get(key)
	if old == nil {
		return nil
	}
	switch o.Kind {
	case OwnerChapter:
		var c Chapter
		if c, err = decodeChapter(o.ID, old); err == nil {
			c.Hash = h
			raw = encodeChapter(c)
		}
	case OwnerWiki:
		var w WikiEntry
		if w, err = decodeWiki(o.ID, old); err == nil {
			w.Hash = h
			raw = encodeWiki(w)
		}
	case OwnerSummary:
		var s Summary
		if s, err = decodeSummary(o.ID, old); err == nil {
			s.Hash = h
			raw = encodeSummary(s)
		}
	}
	if err == nil {
		err = tx.b(bucket).Put(key, raw)
	}
	if err != nil {
		return fmt.Errorf("storage: record the text hash of %s: %w", o, err)
	}
	return nil
}

// DeleteOwnerData removes an owner's text, blocks and their mentions,
// parents and children and its stale mark, and returns the removed children's ids. The owner's
// own record (chapter, wiki entry, summary) is the caller's business.
func (tx *Tx) DeleteOwnerData(o Owner) ([]uint64, error) {
	removed, err := tx.DeleteDerived(o)
	if err != nil {
		return nil, err
	}
	if err := tx.deleteOwnerMentions(o); err != nil {
		return nil, err
	}
	if _, err := deletePrefix(tx.b(bucketBlocks), o.key()); err != nil {
		return nil, fmt.Errorf("storage: delete blocks of %s: %w", o, err)
	}
	if err := tx.b(bucketTexts).Delete(o.key()); err != nil {
		return nil, fmt.Errorf("storage: delete text of %s: %w", o, err)
	}
	if err := tx.ClearStale(o); err != nil {
		return nil, err
	}
	return removed, nil
}

// DeleteDerived removes an owner's parents and children (not its text or
// blocks) and returns the removed children's ids; a full re-index starts
// from here.
func (tx *Tx) DeleteDerived(o Owner) ([]uint64, error) {
	parents, err := tx.ParentIDsOf(o)
	if err != nil {
		return nil, err
	}
	return collectRemoved(parents, tx.DeleteParent)
}

// OwnerProject returns the project an owner belongs to; ok is false if the
// owner no longer exists.
func (tx *Tx) OwnerProject(o Owner) (projectID uint64, ok bool, err error) {
	switch o.Kind {
	case OwnerChapter:
		c, err := tx.Chapter(o.ID)
		return projectOf(c.ProjectID, err)
	case OwnerWiki:
		w, err := tx.WikiEntry(o.ID)
		return projectOf(w.ProjectID, err)
	case OwnerSummary:
		s, err := tx.Summary(o.ID)
		return projectOf(s.ProjectID, err)
	default:
		return 0, false, fmt.Errorf("storage: owner %s: %w", o, ErrInvalid)
	}
}

// projectOf is OwnerProject's answer for an owner record's project, read
// with err: a record that is gone is no owner (ok false), not an error.
func projectOf(projectID uint64, err error) (uint64, bool, error) {
	if errors.Is(err, ErrNotFound) {
		return 0, false, nil
	}
	return projectID, err == nil, err
}

// OwnersOfProject lists every owner of a project: chapters in order, then
// wiki entries, then summaries.
func (tx *Tx) OwnersOfProject(projectID uint64) ([]Owner, error) {
	chapters, err := tx.ChapterIDs(projectID)
	if err != nil {
		return nil, err
	}
	var out, summaries []Owner
	for _, id := range chapters {
		out = append(out, ChapterOwner(id))
		if s, ok, err := tx.SummaryOf(id); err != nil {
			return nil, err
		} else if ok {
			summaries = append(summaries, SummaryOwner(s.ID))
		}
	}
	entries, err := tx.WikiEntries(projectID)
	if err != nil {
		return nil, err
	}
	for _, w := range entries {
		out = append(out, WikiOwner(w.ID))
	}
	return append(out, summaries...), nil
}

// AllOwners lists every owner of every project.
func (tx *Tx) AllOwners() ([]Owner, error) {
	ps, err := tx.Projects()
	if err != nil {
		return nil, err
	}
	var out []Owner
	for _, p := range ps {
		os, err := tx.OwnersOfProject(p.ID)
		if err != nil {
			return nil, err
		}
		out = append(out, os...)
	}
	return out, nil
}
