package engine

import (
	"fmt"
	"slices"
	"strings"
	"time"

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

// ReplacedChapter is one chapter, summary or wiki entry a replace
// changed.
type ReplacedChapter struct {
	// Kind is FindChapter, FindSummary or FindWiki; ID the chapter's (also
	// for a summary) or wiki entry's id.
	Kind         string `json:"kind"`
	ID           uint64 `json:"id"`
	ChapterIndex int    `json:"chapter_index"`
	Title        string `json:"title"`
	Changes      int    `json:"changes"`
	// Snapshot holds a chapter as it was before the replace (0 for wiki
	// entries and summaries, whose text before is in the undo record).
	Snapshot uint64 `json:"snapshot"`
}

// ReplaceResult tells what ReplaceAll did.
type ReplaceResult struct {
	// ID names the replace for UndoReplace (0 when nothing matched).
	ID      uint64 `json:"id"`
	Changes int    `json:"changes"`
	// Chapters are the chapters changed, then the summaries and wiki
	// entries.
	Chapters []ReplacedChapter `json:"chapters"`
}

// UndoLabel is the menu text of the replace's undo.
func (r ReplaceResult) UndoLabel() string { return undoLabel(r.Changes, len(r.Chapters)) }

func undoLabel(changes, texts int) string {
	return fmt.Sprintf("Undo replace: %d changes in %d chapters", changes, texts)
}

// ReplaceAll replaces every match of a pattern in a project's chapters
// (and, with Options.Summaries and Options.Wiki, the author's summaries
// and the wiki entries), except the skipped ones, as one operation: in one
// bbolt transaction it snapshots every chapter it changes, rewrites the
// texts through the block matching SaveChapter uses (only paragraphs that
// changed become dirty, so the indexer re-embeds those and takes the rest
// from the embedding cache) and stores an undo record. A crash leaves all
// of it or none.
func (e *Engine) ReplaceAll(req ReplaceRequest) (ReplaceResult, error) {
	m, err := compileFind(req.Pattern, req.Options)
	if err != nil {
		return ReplaceResult{}, fmt.Errorf("engine: replace: %w", err)
	}
	skip, only := idSet(req.Skip), idSet(req.Only)
	var (
		res     ReplaceResult
		removed []uint64
		changed []storage.Owner
		written TextCounts // the writing history's share
	)
	err = e.db.Update(func(tx *storage.Tx) error {
		res, removed, changed, written = ReplaceResult{}, nil, nil, TextCounts{} // a retried transaction starts afresh
		targets, err := findTargets(tx, req.ProjectID, req.Options)
		if err != nil {
			return err
		}
		rec := storage.ReplaceRecord{ProjectID: req.ProjectID, At: e.clock(), Pattern: req.Pattern, Replacement: req.Replacement}
		for _, t := range targets {
			text := tx.Text(t.owner)
			var (
				out   strings.Builder
				edits []storage.ReplaceEdit
			)
			last, n := 0, 0
			for _, mt := range m.matches(text) {
				id := matchID(t.group.Kind, t.group.ID, mt.start)
				if skip[id] || (len(only) > 0 && !only[id]) {
					continue
				}
				now := m.replacement(text, mt, req.Replacement)
				out.WriteString(text[last:mt.loc[0]])
				out.WriteString(now)
				edits = append(edits, storage.ReplaceEdit{At: mt.loc[0], Len: mt.loc[1] - mt.loc[0], Now: now})
				last, n = mt.loc[1], n+1
			}
			if n == 0 {
				continue
			}
			out.WriteString(text[last:])
			after := out.String()
			done := ReplacedChapter{Kind: t.group.Kind, ID: t.group.ID, ChapterIndex: t.group.ChapterIndex, Title: t.group.Title, Changes: n}
			if t.owner.Kind == storage.OwnerChapter {
				snap, err := e.snapshotTx(tx, t.owner.ID, "", ReasonReplace)
				if err != nil {
					return err
				}
				done.Snapshot = snap.ID
				rec.Chapters = append(rec.Chapters, storage.ReplacedChapter{
					ChapterID: t.owner.ID, Before: snap.ID, After: storage.HashText(after), Changes: n, Edits: edits,
				})
			} else {
				rec.Texts = append(rec.Texts, storage.ReplacedText{Owner: t.owner, Before: text, After: storage.HashText(after), Changes: n, Edits: edits})
			}
			gone, w, err := rewriteOwnerText(tx, t.owner, after)
			if err != nil {
				return err
			}
			written = written.Add(w)
			removed = append(removed, gone...)
			changed = append(changed, t.owner)
			rec.Changes += n
			res.Chapters = append(res.Chapters, done)
		}
		if rec.Changes == 0 {
			return nil
		}
		if err := e.addToHistory(tx, req.ProjectID, written); err != nil {
			return err
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
	e.addToSession(req.ProjectID, written)
	e.afterRewrite(removed, changed)
	return res, nil
}

// afterRewrite drops the children of vanished blocks from the indexes and
// queues the rewritten owners as their own saves do: chapters behind the
// debounce, wiki entries and summaries at once.
func (e *Engine) afterRewrite(removed []uint64, owners []storage.Owner) {
	e.ix.Remove(removed)
	for _, o := range owners {
		e.ix.Schedule(o, o.Kind != storage.OwnerChapter)
	}
}

// putOwnerText stores a chapter's, wiki entry's or summary's new text in
// the caller's transaction, with the record's hash and time (a summary
// written this way is the author's). It returns the ids of children
// deleted with vanished blocks.
func putOwnerText(tx *storage.Tx, o storage.Owner, text string) ([]uint64, error) {
	switch o.Kind {
	case storage.OwnerChapter:
		return putChapterText(tx, o.ID, text)
	case storage.OwnerWiki:
		return putRecordText(tx, o.ID, text, tx.WikiEntry, tx.PutWikiEntry, func(w *WikiEntry, h storage.Hash, now time.Time) {
			w.Hash, w.UpdatedAt = h, now
		})
	case storage.OwnerSummary:
		return putRecordText(tx, o.ID, text, tx.Summary, tx.PutSummary, func(s *Summary, h storage.Hash, now time.Time) {
			s.Hash, s.UpdatedAt, s.Generated = h, now, false
		})
	}
	return nil, fmt.Errorf("owner %s cannot be rewritten: %w", o, ErrInvalid)
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
	// Restored are the chapters, summaries and wiki entries given back
	// their text from before the replace (each chapter snapshotted first,
	// as a restore does).
	Restored []storage.Owner
	// Deleted were deleted since the replace and are left alone.
	Deleted []storage.Owner
	// Kept are the restored texts the author edited after the replace:
	// only its replacements were turned back and those edits stayed.
	// Skipped counts the replacements left as they are because an edit
	// since changed them.
	Kept    []storage.Owner
	Skipped int
	// Edited are those of Restored edited since a replace recorded
	// without its edits (by an older InkFlow), which the undo could only
	// put back whole: it took those edits out too. A chapter's are in the
	// snapshot taken before it was put back, a wiki entry's or summary's
	// in its newest version (WikiHistory, SummaryHistory).
	Edited []EditedSince
}

// EditedSince is a text an undone replace put back although it had been
// edited since the replace (UndoResult.Edited).
type EditedSince struct {
	Owner storage.Owner
	// ChapterID is the chapter's, or the chapter a summary is of (0 for a
	// wiki entry).
	ChapterID uint64
	// Snapshot holds a chapter's text as it was before the undo, with
	// the edits (0 for a wiki entry or summary).
	Snapshot uint64
}

// UndoReplace takes a replace back, in one transaction. A text nobody
// edited since gets its text from before the replace; in one the author
// edited since, only the replacements still as the replace left them turn
// back and the later edits stay (UndoResult.Kept, Skipped). Each chapter
// is snapshotted first (ReasonUndo), and a wiki entry or summary edited
// since keeps its text as its newest version. The change in size goes
// into the writing history, as a save's does. An undone replace cannot be
// undone again (ErrInvalid).
func (e *Engine) UndoReplace(id uint64) (UndoResult, error) {
	var (
		res     UndoResult
		removed []uint64
		project uint64
		written TextCounts
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		res, removed, written = UndoResult{}, nil, TextCounts{}
		rec, err := tx.Replace(id)
		if err != nil {
			return err
		}
		if rec.Undone {
			return fmt.Errorf("replace %d was already undone: %w", id, ErrInvalid)
		}
		project = rec.ProjectID
		restore := func(o storage.Owner, before func() (string, error), after storage.Hash, edits []storage.ReplaceEdit) error {
			if !ownerExists(tx, o) {
				res.Deleted = append(res.Deleted, o)
				return nil
			}
			old, err := before()
			if err != nil {
				return err
			}
			text, whole := undoneText(tx, o, old, after, edits, &res)
			since := EditedSince{Owner: o}
			if o.Kind == storage.OwnerChapter {
				snap, err := e.snapshotTx(tx, o.ID, "", ReasonUndo)
				if err != nil {
					return err
				}
				since.ChapterID, since.Snapshot = o.ID, snap.ID
			} else if cur := tx.Text(o); storage.HashText(cur) != after {
				// A wiki entry or summary has no snapshots: the text
				// with the edits becomes a version its history (and
				// restore) can bring back, as a restore over it does.
				if since.ChapterID, err = e.keepEditedText(tx, o, cur); err != nil {
					return err
				}
			}
			if whole {
				res.Edited = append(res.Edited, since)
			}
			gone, w, err := rewriteOwnerText(tx, o, text)
			removed = append(removed, gone...)
			written = written.Add(w)
			res.Restored = append(res.Restored, o)
			return err
		}
		for _, c := range rec.Chapters {
			err := restore(storage.ChapterOwner(c.ChapterID), func() (string, error) {
				text, err := tx.SnapshotText(c.Before)
				if err != nil {
					return "", fmt.Errorf("the snapshot of chapter %d before the replace is gone: %w", c.ChapterID, err)
				}
				return text, nil
			}, c.After, c.Edits)
			if err != nil {
				return err
			}
		}
		for _, t := range rec.Texts {
			if err := restore(t.Owner, func() (string, error) { return t.Before, nil }, t.After, t.Edits); err != nil {
				return err
			}
		}
		if err := e.addToHistory(tx, rec.ProjectID, written); err != nil {
			return err
		}
		rec.Undone = true
		_, err = tx.PutReplace(rec)
		return err
	})
	if err != nil {
		return UndoResult{}, fmt.Errorf("engine: undo replace %d: %w", id, err)
	}
	e.addToSession(project, written)
	e.afterRewrite(removed, res.Restored)
	return res, nil
}

// ReplaceLeft is what an undo of a replace would still take back
// (ReplaceStillStanding).
type ReplaceLeft struct {
	// Changes counts the replacements still in their texts as the
	// replace wrote them; Texts the chapters, summaries and wiki entries
	// that hold them.
	Changes, Texts int
}

// ReplaceStillStanding reports how much of replace id an undo would take
// back now: the replacements not yet taken back or changed by edits since
// (an editor's own undo of them, typing over them), in texts not deleted.
// A front end offers the undo by it and stops offering it at zero,
// where UndoReplace would change nothing. A text whose replace was
// recorded without its edits (an older InkFlow) counts whole while it
// differs from the text before, as UndoReplace would put that back. An
// undone replace has nothing left.
func (e *Engine) ReplaceStillStanding(id uint64) (ReplaceLeft, error) {
	left, err := storage.TxValue(e.db.View, func(tx *storage.Tx) (ReplaceLeft, error) {
		var left ReplaceLeft
		rec, err := tx.Replace(id)
		if err != nil || rec.Undone {
			return left, err
		}
		count := func(o storage.Owner, before func() (string, error), after storage.Hash, changes int, edits []storage.ReplaceEdit) error {
			if !ownerExists(tx, o) {
				return nil
			}
			n := changes
			if current := tx.Text(o); storage.HashText(current) != after {
				old, err := before()
				if err != nil {
					return err
				}
				n = standingEdits(old, current, after, changes, edits)
			}
			if n > 0 {
				left.Changes += n
				left.Texts++
			}
			return nil
		}
		for _, c := range rec.Chapters {
			if err := count(storage.ChapterOwner(c.ChapterID), func() (string, error) { return tx.SnapshotText(c.Before) }, c.After, c.Changes, c.Edits); err != nil {
				return left, err
			}
		}
		for _, t := range rec.Texts {
			if err := count(t.Owner, func() (string, error) { return t.Before, nil }, t.After, t.Changes, t.Edits); err != nil {
				return left, err
			}
		}
		return left, nil
	})
	if err != nil {
		return ReplaceLeft{}, fmt.Errorf("engine: what is left of replace %d: %w", id, err)
	}
	return left, nil
}

// standingEdits counts the replacements of a text edited since the
// replace (current, no longer the text it wrote, whose hash is after)
// that are still as the replace left them, as undoEdits finds them;
// none when current is the text from before again. A record without its
// edits counts changes.
func standingEdits(before, current string, after storage.Hash, changes int, edits []storage.ReplaceEdit) int {
	if current == before { // taken back whole (a replacement by nothing leaves no span to find)
		return 0
	}
	wrote, spans, ok := replayEdits(before, edits)
	if !ok || len(edits) == 0 || storage.HashText(wrote) != after {
		return changes
	}
	_, skipped := undoEdits(before, wrote, current, edits, spans)
	return len(edits) - skipped
}

// undoneText is what undoing a replace makes of owner o's text: before,
// the text from before the replace, when o still has the text the replace
// wrote (hash after) or has that text again; else the current text with the replacements turned
// back (undoEdits), noted in res (Kept, Skipped). A replace recorded
// without its edits can only give before back whole over the edits
// since: whole reports that.
func undoneText(tx *storage.Tx, o storage.Owner, before string, after storage.Hash, edits []storage.ReplaceEdit, res *UndoResult) (text string, whole bool) {
	current := tx.Text(o)
	if storage.HashText(current) == after || current == before {
		// Untouched, or taken back already (an editor's undo): neither
		// kept edits nor skipped replacements to tell of.
		return before, false
	}
	wrote, spans, ok := replayEdits(before, edits)
	if !ok || len(edits) == 0 || storage.HashText(wrote) != after {
		return before, true
	}
	text, skipped := undoEdits(before, wrote, current, edits, spans)
	res.Kept = append(res.Kept, o)
	res.Skipped += skipped
	return text, false
}

// keepEditedText keeps text, a wiki entry's or summary's current text,
// as its newest version before an undone replace puts an older one back.
// It returns the chapter a summary is of (0 for a wiki entry).
func (e *Engine) keepEditedText(tx *storage.Tx, o storage.Owner, text string) (uint64, error) {
	switch o.Kind {
	case storage.OwnerWiki:
		w, err := tx.WikiEntry(o.ID)
		if err != nil {
			return 0, err
		}
		w.Text = text
		return 0, e.keepWikiVersion(tx, w, WikiRestored)
	case storage.OwnerSummary:
		sum, err := tx.Summary(o.ID)
		if err != nil {
			return 0, err
		}
		return sum.ChapterID, e.keepSummaryVersion(tx, sum.ProjectID, sum.ChapterID, text, SummaryRestored)
	}
	return 0, nil
}

// ownerExists reports whether a chapter, wiki entry or summary still
// exists.
func ownerExists(tx *storage.Tx, o storage.Owner) bool {
	var err error
	switch o.Kind {
	case storage.OwnerChapter:
		_, err = tx.Chapter(o.ID)
	case storage.OwnerWiki:
		_, err = tx.WikiEntry(o.ID)
	case storage.OwnerSummary:
		_, err = tx.Summary(o.ID)
	}
	return err == nil
}

// Replaces lists a project's replaces, newest first, for an undo menu
// (ReplaceRecord.Undone marks those already undone).
func (e *Engine) Replaces(projectID uint64) ([]ReplaceRecord, error) {
	out, err := storage.TxValue(e.db.View, func(tx *storage.Tx) ([]ReplaceRecord, error) { return tx.Replaces(projectID) })
	if err != nil {
		return nil, fmt.Errorf("engine: replaces: %w", err)
	}
	slices.Reverse(out)
	return out, nil
}

// ReplaceUndoLabel is the menu text of a stored replace's undo.
func ReplaceUndoLabel(r ReplaceRecord) string {
	return undoLabel(r.Changes, len(r.Chapters)+len(r.Texts))
}
