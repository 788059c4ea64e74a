package engine

import (
	"fmt"
	"sync"

	"inkflow/storage"
)

// Kinds of ChapterChange.
const (
	ChangeSplit  = "split"  // SplitChapter
	ChangeMerge  = "merge"  // MergeChapterWithNext
	ChangeDelete = "delete" // DeleteChapter
)

// ErrChangedSince: a chapter an undo would rewrite or remove was edited
// (its text or title) after the change it would take back, so taking it
// back would lose that writing. It wraps ErrInvalid.
var ErrChangedSince = fmt.Errorf("the chapter was edited since: %w", ErrInvalid)

// ChapterChange is a split, merge or deletion of chapters that
// UndoChapterChange can take back, as an editor's Undo does: the engine
// keeps the newest one of each project for as long as it is open
// (LastChapterChange). It is not kept on disk: a deletion stays in
// DeletedChapters and a merge in its snapshots for ever, but the undo is
// the one just done, as the front end offers it. The command line, a
// process per command, never has one to offer.
type ChapterChange struct {
	// Seq tells this change from a later one of the same project.
	Seq       uint64
	ProjectID uint64
	Kind      string // ChangeSplit, ChangeMerge or ChangeDelete
	// Chapter is the chapter split, the one a merge kept, or the one
	// deleted; Title is the title the change is named by: the new
	// chapter's of a split, the one merged in, the one deleted.
	Chapter uint64
	Title   string
	// Rewrites are the chapters the undo would rewrite or remove (the
	// split one and the new one; the merged one): an edit to any of them
	// since the change makes the undo ErrChangedSince.
	Rewrites []uint64
}

// ChapterUndone tells what UndoChapterChange did.
type ChapterUndone struct {
	ChapterChange
	// IDs maps each chapter the change had removed or kept to its id
	// now: a chapter brought back is a new record with a new id (as
	// RestoreDeletedChapter makes it); the others keep theirs.
	IDs map[uint64]uint64
}

// chapterUndo is a ChapterChange with what taking it back needs.
type chapterUndo struct {
	ChapterChange
	// left are the chapters as the change left them; each must still
	// have this title and text.
	left []chapterMark
	// made is the chapter a split made, removed by the undo.
	made uint64
	// kept is the chapter a split or merge kept, given back before.
	kept   uint64
	before chapterMark // its title and text before the change
	// gone is the chapter a merge or deletion removed, brought back from
	// its snapshot; numbered is false for front matter (Index 0).
	gone     Snapshot
	numbered bool
	// summary: a merge joined the summaries; the kept chapter's is put
	// back to summaryBefore (none when hadSummary is false) unless it
	// was edited since (still summaryAfter).
	hadSummary                  bool
	summaryBefore, summaryAfter string
}

// chapterMark is a chapter's title and text (or its hash) at one moment.
type chapterMark struct {
	id    uint64
	title string
	text  string
	hash  storage.Hash
}

// chapterUndos holds the newest undoable ChapterChange of each project.
type chapterUndos struct {
	mu   sync.Mutex
	seq  uint64
	last map[uint64]chapterUndo // project id →
}

// remember makes u the project's undoable change, replacing the one
// before it.
func (e *Engine) remember(u chapterUndo) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	if e.undos.last == nil {
		e.undos.last = map[uint64]chapterUndo{}
	}
	e.undos.seq++
	u.Seq = e.undos.seq
	e.undos.last[u.ProjectID] = u
}

// LastChapterChange returns the project's newest split, merge or deletion
// made through this engine and not undone yet (ok false when there is
// none). Whether the chapters it would rewrite were edited since is only
// known when UndoChapterChange is asked.
func (e *Engine) LastChapterChange(projectID uint64) (ChapterChange, bool) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	u, ok := e.undos.last[projectID]
	return u.ChapterChange, ok
}

// UndoChapterChange takes back the project's newest split, merge or
// deletion, the one LastChapterChange returned as seq, and gives the book
// exactly the chapters it had before: texts, titles, order and numbers,
// and a merged chapter's summary. A split's new chapter goes (its
// paragraphs back into the chapter they came from, keeping their search
// data), a merge's kept chapter gets its text and title back and the
// chapter merged in comes back in its place, a deleted chapter comes back
// in its place (as RestoreDeletedChapter, with its snapshots and summary).
// The undo is refused, and nothing changes, when a chapter it would
// rewrite or remove was edited since (ErrChangedSince: the writing since
// would be lost), or when seq is not the newest change or it was taken
// back already (ErrNotFound), or when the deleted chapter was brought back
// another way (ErrInvalid).
func (e *Engine) UndoChapterChange(projectID, seq uint64) (ChapterUndone, error) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock() // one undo at a time, and no change recorded meanwhile
	u, ok := e.undos.last[projectID]
	if !ok || u.Seq != seq {
		return ChapterUndone{}, fmt.Errorf("engine: undo chapter change %d: not the newest change of project %d: %w", seq, projectID, ErrNotFound)
	}
	res := ChapterUndone{ChapterChange: u.ChapterChange, IDs: map[uint64]uint64{}}
	var (
		removed   []uint64
		scheduled []storage.Owner
		written   TextCounts
		summary   string // the restored chapter's author summary
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		removed, scheduled, written, summary = nil, nil, TextCounts{}, ""
		for _, m := range u.left {
			c, err := tx.Chapter(m.id)
			if err != nil {
				return fmt.Errorf("chapter %d: %w", m.id, err)
			}
			if c.Hash != m.hash || c.Title != m.title {
				return fmt.Errorf("chapter %q: %w", c.Title, ErrChangedSince)
			}
		}
		if u.made != 0 {
			if s, ok, err := tx.SummaryOf(u.made); err != nil {
				return err
			} else if ok && !s.Generated { // the author summed the new chapter up since
				return fmt.Errorf("the summary of the new chapter: %w", ErrChangedSince)
			}
			blocks, err := tx.Blocks(storage.ChapterOwner(u.made))
			if err != nil {
				return err
			}
			ids := make([]uint64, len(blocks))
			for i, b := range blocks {
				ids[i] = b.ID
			}
			gone, err := tx.MoveBlocks(storage.ChapterOwner(u.made), storage.ChapterOwner(u.kept), ids)
			if err != nil {
				return err
			}
			removed = append(removed, gone...)
			written = written.Sub(CountText(tx.Text(storage.ChapterOwner(u.made))))
			if gone, err = tx.DeleteChapter(u.made); err != nil {
				return err
			}
			removed = append(removed, gone...)
		}
		if u.kept != 0 {
			gone, w, err := rewriteOwnerText(tx, storage.ChapterOwner(u.kept), u.before.text)
			if err != nil {
				return err
			}
			removed, written = append(removed, gone...), written.Add(w)
			c, err := tx.Chapter(u.kept)
			if err != nil {
				return err
			}
			c.Title = u.before.title
			if err := tx.PutChapter(c); err != nil {
				return err
			}
			res.IDs[u.kept] = u.kept
			scheduled = append(scheduled, c.Owner())
		}
		if u.gone.ID != 0 {
			s, err := snapshotContent(tx, u.gone.ID)
			if err != nil {
				return fmt.Errorf("the snapshot of the chapter: %w", err)
			}
			c, sum, err := restoreDeletedTx(tx, s, u.numbered)
			if err != nil {
				return err
			}
			summary = sum
			if u.Kind == ChangeMerge { // a deletion took nothing from the writing history
				written = written.Add(CountText(s.Text))
			}
			res.IDs[u.gone.ChapterID] = c.ID
			scheduled = append(scheduled, c.Owner())
		}
		return e.addToHistory(tx, projectID, written)
	})
	if err != nil {
		return ChapterUndone{}, fmt.Errorf("engine: undo %s of chapter %d: %w", u.Kind, u.Chapter, err)
	}
	delete(e.undos.last, projectID)
	if u.made != 0 {
		e.clearJournal(u.made)
	}
	e.addToSession(projectID, written)
	e.ix.Remove(removed)
	for _, o := range scheduled {
		e.ix.Schedule(o, true)
	}
	// The summaries go last, each in its own transaction as a merge wrote
	// them: the chapters are back whatever happens to them.
	if summary != "" {
		if _, err := e.SetSummary(res.IDs[u.gone.ChapterID], summary); err != nil {
			return res, fmt.Errorf("engine: undo %s: the summary of the chapter brought back: %w", u.Kind, err)
		}
	}
	if u.Kind == ChangeMerge {
		if err := e.restoreMergedSummary(u); err != nil {
			return res, fmt.Errorf("engine: undo merge: the summary of chapter %d: %w", u.kept, err)
		}
	}
	return res, nil
}

// restoreMergedSummary gives the chapter a merge kept the summary it had
// before the merge joined the other's to it, unless the author edited the
// joined one since (kept, then, as they left it).
func (e *Engine) restoreMergedSummary(u chapterUndo) error {
	cur, ok, err := e.Summary(u.kept)
	if err != nil {
		return err
	}
	now := ""
	if ok {
		now = cur.Text
	}
	if now != u.summaryAfter || (u.hadSummary && now == u.summaryBefore) {
		return nil
	}
	if !u.hadSummary {
		return e.DeleteSummary(u.kept)
	}
	_, err = e.SetSummary(u.kept, u.summaryBefore)
	return err
}

// authorSummary is a chapter's author summary ("" and false when it has
// none, or only a generated one).
func (e *Engine) authorSummary(chapterID uint64) (string, bool, error) {
	s, ok, err := e.Summary(chapterID)
	if err != nil || !ok {
		return "", false, err
	}
	return s.Text, true, nil
}

// markChapters reads the title and hash of chapters as a change left
// them, in the caller's transaction.
func markChapters(tx *storage.Tx, ids ...uint64) ([]chapterMark, error) {
	out := make([]chapterMark, 0, len(ids))
	for _, id := range ids {
		c, err := tx.Chapter(id)
		if err != nil {
			return nil, err
		}
		out = append(out, chapterMark{id: c.ID, title: c.Title, hash: c.Hash})
	}
	return out, nil
}

// rewrites lists the chapters marks name.
func rewrites(marks []chapterMark) []uint64 {
	ids := make([]uint64, len(marks))
	for i, m := range marks {
		ids[i] = m.id
	}
	return ids
}

// restoreDeletedTx brings a deleted chapter back from its snapshot s, in
// the caller's transaction: a new chapter with the snapshot's title and
// text, numbered unless it was front matter, in the place it had (the
// end of its project when s records none), with the deleted chapter's
// snapshots and summary versions. It returns the chapter and the
// author's summary it had when it was deleted ("" if none), which the
// caller sets once the transaction is committed.
func restoreDeletedTx(tx *storage.Tx, s SnapshotContent, numbered bool) (Chapter, string, error) {
	if _, err := tx.Chapter(s.ChapterID); err == nil {
		return Chapter{}, "", fmt.Errorf("chapter %d was not deleted (restore the snapshot instead): %w", s.ChapterID, ErrInvalid)
	}
	number := 0
	if numbered {
		number = storage.NextNumber
	}
	c, err := tx.CreateChapter(s.ProjectID, s.Title, number)
	if err != nil {
		return Chapter{}, "", err
	}
	if _, err := putChapterText(tx, c.ID, s.Text); err != nil {
		return Chapter{}, "", err
	}
	if err := tx.MoveSnapshots(s.ChapterID, c.ID); err != nil {
		return Chapter{}, "", err
	}
	summary, err := moveSummaryVersions(tx, s.ProjectID, s.ChapterID, c.ID)
	if err != nil {
		return Chapter{}, "", err
	}
	if s.Position > 0 { // back in its place, not at the end of the book
		if err := tx.MoveChapter(c.ID, s.Position-1); err != nil {
			return Chapter{}, "", err
		}
	}
	c, err = tx.Chapter(c.ID)
	return c, summary, err
}
