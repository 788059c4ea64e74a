package engine

import (
	"errors"
	"fmt"
	"slices"
	"sync"

	"inkflow/storage"
)

// Kinds of ChapterChange.
const (
	ChangeSplit    = "split"    // SplitChapter
	ChangeMerge    = "merge"    // MergeChapterWithNext
	ChangeDelete   = "delete"   // DeleteChapter
	ChangeRenumber = "renumber" // RenumberTitles
	ChangeMove     = "move"     // MoveChapter, MoveChapterInRun
	ChangeRename   = "rename"   // RenameChapter
)

// ChapterHistoryDepth is how many chapter changes of a project
// UndoChapterChange can take back one after another; older ones drop off
// the history (a deletion stays in DeletedChapters, a merge in its
// snapshots, a renumber in Renumbers).
const ChapterHistoryDepth = 20

// ErrChangedSince: a chapter an undo (or redo) would rewrite or remove
// was edited (its text or title) after the change it would take back (or
// after the undo it would take back), so going ahead would lose that
// writing. It wraps ErrInvalid.
var ErrChangedSince = fmt.Errorf("the chapter was edited since: %w", ErrInvalid)

// ChapterChange is a split, merge, deletion or move of chapters, a
// rename of one or a renumber of their titles, that UndoChapterChange can take back and
// RedoChapterChange make again, as an editor's Undo and Redo do: the
// engine keeps a history of each project's changes, up to
// ChapterHistoryDepth of them, for as long as it is open
// (LastChapterChange, NextChapterRedo). It is not kept on disk: a
// deletion stays in DeletedChapters and a merge in its snapshots for
// ever, but the history is of the session, as the front end offers it.
// The command line, a process per command, never has one to offer.
type ChapterChange struct {
	// Seq tells this change from every other one of the engine: an undo
	// or redo asks for the one it was shown, and a change redone is a new
	// one with a new Seq.
	Seq       uint64
	ProjectID uint64
	Kind      string // ChangeSplit, ChangeMerge, ChangeDelete, ChangeMove, ChangeRename or ChangeRenumber
	// Chapter is the chapter split, the one a merge kept, the one
	// deleted (once undone: the one brought back, which a redo deletes),
	// the one moved or the one renamed; Title is the title the change is
	// named by: the new chapter's of a split, the one merged in, the one
	// deleted, the one moved, the one a rename gave ("" for a renumber).
	// OldTitle is, for a rename, the title it replaced ("" otherwise).
	Chapter  uint64
	Title    string
	OldTitle string
	// Rewrites are the chapters the undo would rewrite or remove (the
	// split one and the new one; the merged one; the renumbered ones;
	// none for a move, which rewrites only the order): an edit to any of
	// them since the change makes the undo ErrChangedSince.
	Rewrites []uint64
}

// ChapterUndone tells what UndoChapterChange or RedoChapterChange did.
type ChapterUndone struct {
	ChapterChange
	// IDs maps each chapter the change (or its undo) had removed or kept
	// to its id now: a chapter brought back is a new record with a new id
	// (as RestoreDeletedChapter makes it), and so is the chapter a split
	// made again by a redo; the others keep theirs.
	IDs map[uint64]uint64
	// Made is the chapter a redone split made (0 otherwise).
	Made uint64
}

// chapterUndo is a ChapterChange with what taking it back, and making it
// again, needs.
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
	// at is the rune offset a split cut at, where a redo cuts again.
	at int
	// gone is the chapter a merge or deletion removed, brought back from
	// its snapshot; numbered is false for front matter (Index 0).
	gone     Snapshot
	numbered bool
	// summary: a merge joined the summaries; the kept chapter's is put
	// back to summaryBefore (none when hadSummary is false) unless it
	// was edited since (still summaryAfter).
	hadSummary                  bool
	summaryBefore, summaryAfter string
	// renumber is a renumber's record (RenumberRecord.ID) and titles
	// the titles it (or a rename, its one title) changed.
	renumber uint64
	titles   []RenumberedTitle
	// back are the chapters as the undo left them, once undone: a redo
	// is refused when one was edited since. brought is the chapter the
	// undo of a merge or deletion brought back.
	back    []chapterMark
	brought uint64
	// order and moved are a move's book order before and after it (the
	// chapters' ids in order): its undo needs the order still moved, its
	// redo still order (ErrChangedSince). run is the run of moves it
	// joins (MoveChapterInRun; 0: none, and none once undone or redone).
	order, moved []uint64
	run          uint64
}

// chapterMark is a chapter's title and text (or its hash) at one moment.
type chapterMark struct {
	id    uint64
	title string
	text  string
	hash  storage.Hash
}

// remap renames the chapters u names after an undo or redo gave some of
// them new ids (old id → new id). The slices are copied: a ChapterChange
// handed out shares them.
func (u *chapterUndo) remap(ids map[uint64]uint64) {
	m := func(id uint64) uint64 {
		if n, ok := ids[id]; ok {
			return n
		}
		return id
	}
	u.Chapter, u.made, u.kept, u.before.id, u.brought = m(u.Chapter), m(u.made), m(u.kept), m(u.before.id), m(u.brought)
	u.Rewrites = slices.Clone(u.Rewrites)
	for i := range u.Rewrites {
		u.Rewrites[i] = m(u.Rewrites[i])
	}
	for _, marks := range []*[]chapterMark{&u.left, &u.back} {
		*marks = slices.Clone(*marks)
		for i := range *marks {
			(*marks)[i].id = m((*marks)[i].id)
		}
	}
	u.titles = slices.Clone(u.titles)
	for i := range u.titles {
		u.titles[i].ChapterID = m(u.titles[i].ChapterID)
	}
	for _, ids := range []*[]uint64{&u.order, &u.moved} {
		*ids = slices.Clone(*ids)
		for i := range *ids {
			(*ids)[i] = m((*ids)[i])
		}
	}
}

// chapterHistory is one project's changes: undo holds those that can be
// taken back, oldest first; redo those taken back, the next to redo last.
type chapterHistory struct {
	undo, redo []chapterUndo
}

// chapterUndos holds the chapter history of each project.
type chapterUndos struct {
	mu    sync.Mutex
	seq   uint64
	books map[uint64]*chapterHistory // project id →
}

// book is a project's history, made when missing; e.undos.mu is held.
func (e *Engine) book(projectID uint64) *chapterHistory {
	if e.undos.books == nil {
		e.undos.books = map[uint64]*chapterHistory{}
	}
	h := e.undos.books[projectID]
	if h == nil {
		h = &chapterHistory{}
		e.undos.books[projectID] = h
	}
	return h
}

// push puts u on top of the project's undo history, numbered, dropping
// the oldest change past ChapterHistoryDepth; e.undos.mu is held.
func (e *Engine) push(u chapterUndo) {
	h := e.book(u.ProjectID)
	e.undos.seq++
	u.Seq = e.undos.seq
	h.undo = append(h.undo, u)
	if n := len(h.undo) - ChapterHistoryDepth; n > 0 {
		h.undo = slices.Delete(h.undo, 0, n)
	}
}

// remember records a change just made: on top of the project's history,
// and, as in any editor, the changes undone before it can no longer be
// redone.
func (e *Engine) remember(u chapterUndo) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	e.push(u)
	e.book(u.ProjectID).redo = nil
}

// remapAll renames chapters in the whole history of a project after an
// undo or redo gave them new ids; e.undos.mu is held.
func (e *Engine) remapAll(projectID uint64, ids map[uint64]uint64) {
	h := e.book(projectID)
	for _, us := range [][]chapterUndo{h.undo, h.redo} {
		for i := range us {
			us[i].remap(ids)
		}
	}
}

// LastChapterChange returns the project's newest change made (or redone)
// through this engine and not undone yet, the one UndoChapterChange takes
// back next (ok false when there is none). Whether the chapters it would
// rewrite were edited since is only known when UndoChapterChange is
// asked.
func (e *Engine) LastChapterChange(projectID uint64) (ChapterChange, bool) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	return topChange(e.book(projectID).undo)
}

// NextChapterRedo returns the project's change undone last, the one
// RedoChapterChange makes again next (ok false when there is none: none
// was undone, or a change was made since).
func (e *Engine) NextChapterRedo(projectID uint64) (ChapterChange, bool) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	return topChange(e.book(projectID).redo)
}

// topChange is the change on top of an undo or redo stack (ok false: empty).
func topChange(stack []chapterUndo) (ChapterChange, bool) {
	if len(stack) == 0 {
		return ChapterChange{}, false
	}
	return stack[len(stack)-1].ChapterChange, true
}

// UndoChapterChange takes back the project's newest change, the one
// LastChapterChange returned as seq, and gives the book exactly the
// chapters it had before: texts, titles, order and numbers, and a merged
// chapter's summary. A split's new chapter goes (its paragraphs back into
// the chapter they came from, keeping their search data), a merge's kept
// chapter gets its text and title back and the chapter merged in comes
// back in its place, a deleted chapter comes back in its place (as
// RestoreDeletedChapter, with its snapshots and summary), renumbered
// titles get their old numbers, a renamed chapter its old title, a
// moved chapter goes back to its place
// (refused with ErrChangedSince when the order was changed since). The
// change undone becomes the one
// NextChapterRedo offers, and the one before it the newest.
// The undo is refused, and nothing changes, when a chapter it would
// rewrite or remove was edited since (ErrChangedSince: the writing since
// would be lost; the change stays the newest, so that once that writing
// is undone the undo can go ahead), or when seq is not the newest change
// or it was taken back already (ErrNotFound), or when the deleted chapter
// was brought back another way (ErrInvalid).
func (e *Engine) UndoChapterChange(projectID, seq uint64) (ChapterUndone, error) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock() // one undo at a time, and no change recorded meanwhile
	h := e.book(projectID)
	if len(h.undo) == 0 || h.undo[len(h.undo)-1].Seq != seq {
		return ChapterUndone{}, fmt.Errorf("engine: undo chapter change %d: not the newest change of project %d: %w", seq, projectID, ErrNotFound)
	}
	u := h.undo[len(h.undo)-1]
	var (
		res ChapterUndone
		err error
	)
	switch u.Kind {
	case ChangeRenumber:
		res, err = e.undoRenumberStep(&u)
	case ChangeRename:
		res, err = e.retitleStep(&u, false)
	case ChangeMove:
		res = ChapterUndone{IDs: map[uint64]uint64{}}
		if err = e.reorder(u, false); err != nil {
			res, err = ChapterUndone{}, fmt.Errorf("engine: undo move of chapter %d: %w", u.Chapter, err)
		}
	default:
		res, err = e.undoChapters(&u)
	}
	if err != nil && res.IDs == nil { // nothing changed
		return ChapterUndone{}, err
	}
	// Past here the chapters are back (err: a summary was not).
	h.undo = h.undo[:len(h.undo)-1]
	e.remapAll(projectID, res.IDs)
	u.remap(res.IDs)
	e.undos.seq++
	u.Seq = e.undos.seq // to redo, a Seq of its own
	u.run = 0           // a move made again is not joined by the run's next move
	res.ChapterChange = u.ChapterChange
	h.redo = append(h.redo, u)
	return res, err
}

// RedoChapterChange makes the change UndoChapterChange took back last
// again, the one NextChapterRedo returned as seq: the split cut at the
// same place with the same title, the same two chapters merged, the same
// chapter deleted or renamed, the same titles renumbered, the same chapter moved to
// the same place. The change made again is
// the newest one to undo (a new ChapterChange, with a new Seq), and the
// changes undone before it stay there to redo. The redo is refused, and
// nothing changes, when a chapter it would rewrite or remove was edited
// since the undo (ErrChangedSince), when seq is not the next change to
// redo (ErrNotFound: none was undone, or a change was made since), or
// when the chapters were changed another way (ErrInvalid: the chapter
// merged in is no longer the next one).
func (e *Engine) RedoChapterChange(projectID, seq uint64) (ChapterUndone, error) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	h := e.book(projectID)
	if len(h.redo) == 0 || h.redo[len(h.redo)-1].Seq != seq {
		return ChapterUndone{}, fmt.Errorf("engine: redo chapter change %d: not the next change to redo in project %d: %w", seq, projectID, ErrNotFound)
	}
	u := h.redo[len(h.redo)-1]
	// unchanged refuses the redo when a chapter is not as the undo left it.
	unchanged := func(tx *storage.Tx) error {
		for _, m := range u.back {
			c, err := tx.Chapter(m.id)
			if errors.Is(err, ErrNotFound) {
				return fmt.Errorf("chapter %d is gone: %w", m.id, ErrInvalid)
			}
			if err != nil {
				return fmt.Errorf("chapter %d: %w", m.id, err)
			}
			if c.Hash != m.hash || c.Title != m.title {
				return fmt.Errorf("chapter %q: %w", c.Title, ErrChangedSince)
			}
		}
		return nil
	}
	res := ChapterUndone{IDs: map[uint64]uint64{}}
	var (
		again chapterUndo
		err   error
	)
	switch u.Kind {
	case ChangeSplit:
		var made Chapter
		made, again, err = e.splitChapter(u.kept, u.at, u.Title, unchanged)
		res.IDs[u.made], res.Made = made.ID, made.ID
	case ChangeMerge:
		merged := u.brought
		_, again, err = e.mergeChapterWithNext(u.kept, func(tx *storage.Tx) error {
			if err := unchanged(tx); err != nil {
				return err
			}
			c, err := tx.Chapter(u.kept)
			if err != nil {
				return err
			}
			ids, err := tx.ChapterIDs(c.ProjectID)
			if err != nil {
				return err
			}
			if i := slices.Index(ids, u.kept); i < 0 || i+1 >= len(ids) || ids[i+1] != merged {
				return fmt.Errorf("chapter %d no longer follows chapter %d: %w", merged, u.kept, ErrInvalid)
			}
			return nil
		})
	case ChangeDelete:
		again, err = e.deleteChapter(u.Chapter, unchanged)
	case ChangeRenumber:
		again, err = e.redoRenumber(u)
	case ChangeRename:
		again = u
		_, err = e.retitleStep(&u, true)
	case ChangeMove:
		again, err = u, e.reorder(u, true)
	default:
		err = fmt.Errorf("a %q cannot be redone: %w", u.Kind, ErrInvalid)
	}
	if err != nil {
		return ChapterUndone{}, fmt.Errorf("engine: redo %s of chapter %d: %w", u.Kind, u.Chapter, err)
	}
	h.redo = h.redo[:len(h.redo)-1]
	e.remapAll(projectID, res.IDs)
	e.push(again)
	res.ChapterChange = h.undo[len(h.undo)-1].ChapterChange
	return res, nil
}

// undoChapters takes back a split, merge or deletion (UndoChapterChange)
// and marks in u.back the chapters as it leaves them, for a redo;
// e.undos.mu is held.
func (e *Engine) undoChapters(u *chapterUndo) (ChapterUndone, error) {
	projectID := u.ProjectID
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
			res.IDs[u.gone.ChapterID], u.brought = c.ID, c.ID
			scheduled = append(scheduled, c.Owner())
		}
		var back []uint64
		for _, id := range res.IDs {
			back = append(back, id)
		}
		slices.Sort(back)
		var err error
		if u.back, err = markChapters(tx, back...); err != nil {
			return err
		}
		return e.addToHistory(tx, projectID, written)
	})
	if err != nil {
		return ChapterUndone{}, fmt.Errorf("engine: undo %s of chapter %d: %w", u.Kind, u.Chapter, err)
	}
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
		if err := e.restoreMergedSummary(*u); err != nil {
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

// undoRenumberStep takes back a renumber of the chapter history
// (UndoChapterChange): every title it changed gets its old number back,
// and its record is marked undone as UndoRenumber marks it. Unlike
// UndoRenumber, which keeps the titles renamed since and gives the others
// back, it is refused whole (ErrChangedSince) when a title was renamed
// since, or the chapter deleted (ErrInvalid): the history goes back step
// by step or not at all. e.undos.mu is held.
func (e *Engine) undoRenumberStep(u *chapterUndo) (ChapterUndone, error) {
	err := e.db.Update(func(tx *storage.Tx) error {
		if err := retitle(tx, u.titles, false); err != nil {
			return err
		}
		var rec RenumberRecord
		if err := getProjectJSON(tx, u.ProjectID, renumberKey(u.renumber), &rec); err != nil {
			return err
		}
		if rec.ID == 0 || rec.Undone {
			return fmt.Errorf("renumber %d was undone another way: %w", u.renumber, ErrInvalid)
		}
		rec.Undone = true
		return putProjectJSON(tx, u.ProjectID, renumberKey(rec.ID), rec)
	})
	if err != nil {
		return ChapterUndone{}, fmt.Errorf("engine: undo renumber %d of project %d: %w", u.renumber, u.ProjectID, err)
	}
	e.retitledOf(u.titles)
	return ChapterUndone{IDs: map[uint64]uint64{}}, nil
}

// redoRenumber renumbers the titles an undone renumber of the history
// changed, as it changed them, under a new record (Renumbers lists it),
// refused whole when one was renamed since; e.undos.mu is held.
func (e *Engine) redoRenumber(u chapterUndo) (chapterUndo, error) {
	again := u
	err := e.db.Update(func(tx *storage.Tx) error {
		if err := retitle(tx, u.titles, true); err != nil {
			return err
		}
		rec := RenumberRecord{ID: lastRenumberID(tx, u.ProjectID) + 1, At: e.clock(), Titles: u.titles}
		again.renumber = rec.ID
		return putProjectJSON(tx, u.ProjectID, renumberKey(rec.ID), rec)
	})
	if err != nil {
		return chapterUndo{}, err
	}
	e.retitledOf(u.titles)
	again.back = nil
	return again, nil
}

// retitleStep takes a rename of the chapter history back (forward false:
// UndoChapterChange) or makes it again (RedoChapterChange): the chapter
// gets its old title (or the new one) back, refused (ErrChangedSince,
// nothing changed) when it was renamed since, or (ErrInvalid) deleted.
// e.undos.mu is held.
func (e *Engine) retitleStep(u *chapterUndo, forward bool) (ChapterUndone, error) {
	if err := e.db.Update(func(tx *storage.Tx) error { return retitle(tx, u.titles, forward) }); err != nil {
		return ChapterUndone{}, fmt.Errorf("engine: rename of chapter %d: %w", u.Chapter, err)
	}
	e.retitledOf(u.titles)
	return ChapterUndone{IDs: map[uint64]uint64{}}, nil
}

// retitle gives each chapter of titles its New title (forward) or its
// Old one, each still carrying the other; else nothing is changed.
func retitle(tx *storage.Tx, titles []RenumberedTitle, forward bool) error {
	for _, t := range titles {
		from, to := t.New, t.Old
		if forward {
			from, to = t.Old, t.New
		}
		c, err := tx.Chapter(t.ChapterID)
		if errors.Is(err, ErrNotFound) {
			return fmt.Errorf("chapter %d (%q) is gone: %w", t.ChapterID, from, ErrInvalid)
		}
		if err != nil {
			return err
		}
		if c.Title != from {
			return fmt.Errorf("chapter %q, renumbered as %q: %w", c.Title, from, ErrChangedSince)
		}
		if err := setTitle(tx, t.ChapterID, to); err != nil {
			return err
		}
	}
	return nil
}

// forgetRenumber takes a renumber undone another way (UndoRenumber) out
// of its project's chapter history: it is no longer there to undo, and,
// being a change, it ends what was there to redo.
func (e *Engine) forgetRenumber(projectID, id uint64) {
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	h := e.book(projectID)
	h.undo = slices.DeleteFunc(h.undo, func(u chapterUndo) bool { return u.Kind == ChangeRenumber && u.renumber == id })
	h.redo = nil
}

// MoveChapterInRun moves a chapter as MoveChapter does and records the
// move in the project's chapter history, where UndoChapterChange puts the
// chapter back in its place. run, when not 0, is a run of moves the
// caller makes one step of (Move Up clicked three times is one move of
// three places, undone at once): a move of the same chapter with the same
// run as the newest step joins it, when the book's order is still as that
// step left it. A move to where the chapter is already changes nothing
// and records nothing; a run that brings the chapter back where it began
// takes its step out of the history. It returns the step the move made or
// joined (ok false: none, as the book's order is what it was).
func (e *Engine) MoveChapterInRun(id uint64, newPosition int, run uint64) (ch ChapterChange, ok bool, err error) {
	var (
		c             storage.Chapter
		before, after []uint64
	)
	err = e.db.Update(func(tx *storage.Tx) error {
		var err error
		if c, err = tx.Chapter(id); err != nil {
			return err
		}
		if before, err = tx.ChapterIDs(c.ProjectID); err != nil {
			return err
		}
		if err := tx.MoveChapter(id, newPosition); err != nil {
			return err
		}
		after, err = tx.ChapterIDs(c.ProjectID)
		return err
	})
	if err != nil {
		return ChapterChange{}, false, fmt.Errorf("engine: move chapter %d: %w", id, err)
	}
	if slices.Equal(before, after) {
		return ChapterChange{}, false, nil
	}
	// The history is locked after the write, not during it, so that the
	// window's LastChapterChange never waits on the disk. An undo or redo
	// that ran in between is harmless: a run is joined only when the order
	// is still the one its step left, and a step whose order was changed
	// under it is refused (ErrChangedSince), never applied over the change.
	e.undos.mu.Lock()
	defer e.undos.mu.Unlock()
	h := e.book(c.ProjectID)
	if n := len(h.undo); run != 0 && n > 0 {
		if top := &h.undo[n-1]; top.Kind == ChangeMove && top.run == run && top.Chapter == id && slices.Equal(top.moved, before) {
			top.moved = after
			if slices.Equal(top.order, after) { // back where the run began
				h.undo = h.undo[:n-1]
				return ChapterChange{}, false, nil
			}
			return top.ChapterChange, true, nil
		}
	}
	e.push(chapterUndo{
		ChapterChange: ChapterChange{ProjectID: c.ProjectID, Kind: ChangeMove, Chapter: id, Title: c.Title},
		order:         before, moved: after, run: run,
	})
	h.redo = nil
	return h.undo[len(h.undo)-1].ChapterChange, true, nil
}

// reorder takes a move back (forward false: UndoChapterChange) or makes
// it again (RedoChapterChange): the book's order must be the one the move
// (or its undo) left, else a chapter was moved, added or removed since,
// and putting the moved one back would undo that too (ErrChangedSince,
// nothing changed). e.undos.mu is held.
func (e *Engine) reorder(u chapterUndo, forward bool) error {
	from, to := u.moved, u.order
	if forward {
		from, to = u.order, u.moved
	}
	return e.db.Update(func(tx *storage.Tx) error {
		ids, err := tx.ChapterIDs(u.ProjectID)
		if err != nil {
			return err
		}
		if !slices.Equal(ids, from) {
			return fmt.Errorf("the order of the chapters: %w", ErrChangedSince)
		}
		if err := tx.MoveChapter(u.Chapter, slices.Index(to, u.Chapter)); err != nil {
			return err
		}
		if ids, err = tx.ChapterIDs(u.ProjectID); err != nil {
			return err
		}
		if !slices.Equal(ids, to) { // a run moves one chapter, so this cannot be; were it, nothing is written
			return fmt.Errorf("moving chapter %d back did not give the order it had: %w", u.Chapter, ErrInvalid)
		}
		return nil
	})
}
