package engine

import (
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"

	"inkflow/storage"
)

// SplitChapter cuts a chapter in two at a rune offset of its text (the
// caret) and returns the new chapter, which holds the text from the offset
// on, is titled newTitle and comes right after the old one. Blank lines at
// the cut are dropped. Paragraphs keep their identity (storage.MoveBlocks):
// the ones after the cut move to the new chapter, and only the parents
// around the cut are rebuilt by the indexer, from cached embeddings. The
// new chapter takes the number after the old one's, and the chapters
// after it move up a number (front matter stays unnumbered).
// A cut that leaves either side without text is refused with ErrInvalid.
func (e *Engine) SplitChapter(chapterID uint64, runeOffset int, newTitle string) (Chapter, error) {
	made, undo, err := e.splitChapter(chapterID, runeOffset, newTitle, nil)
	if err != nil {
		return Chapter{}, err
	}
	e.remember(undo)
	return made, nil
}

// splitChapter is SplitChapter without recording the change in the
// project's chapter history, which the caller does (a redo puts it back
// without clearing the changes still to redo). check, when not nil, runs
// first in the split's transaction and refuses it by returning an error.
func (e *Engine) splitChapter(chapterID uint64, runeOffset int, newTitle string, check func(*storage.Tx) error) (Chapter, chapterUndo, error) {
	var (
		made    Chapter
		removed []uint64
		project uint64
		written TextCounts // the writing history's share
		undo    chapterUndo
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		if check != nil {
			if err := check(tx); err != nil {
				return err
			}
		}
		c, err := tx.ChapterWithText(chapterID)
		if err != nil {
			return err
		}
		runes := []rune(c.Text)
		if runeOffset < 0 || runeOffset > len(runes) {
			return fmt.Errorf("offset %d outside the chapter's %d characters: %w", runeOffset, len(runes), ErrInvalid)
		}
		head := strings.TrimRightFunc(string(runes[:runeOffset]), unicode.IsSpace)
		tail := trimLeadingBlankLines(string(runes[runeOffset:]))
		if head == "" || strings.TrimSpace(tail) == "" {
			return fmt.Errorf("a split at %d would leave an empty chapter: %w", runeOffset, ErrInvalid)
		}
		blocks, err := tx.Blocks(c.Owner())
		if err != nil {
			return err
		}
		var moving []uint64
		for _, b := range blocks {
			if b.Start >= runeOffset {
				moving = append(moving, b.ID)
			}
		}

		number := storage.NextNumber
		if c.Index == 0 { // front matter split in two is still front matter
			number = 0
		}
		made, err = tx.CreateChapter(c.ProjectID, newTitle, number)
		if err != nil {
			return err
		}
		if err := tx.MoveChapter(made.ID, c.Order+1); err != nil {
			return err
		}
		if removed, err = tx.MoveBlocks(c.Owner(), made.Owner(), moving); err != nil {
			return err
		}
		for _, side := range []struct {
			id   uint64
			text string
		}{{c.ID, head}, {made.ID, tail}} {
			gone, err := putChapterText(tx, side.id, side.text)
			if err != nil {
				return err
			}
			removed = append(removed, gone...)
		}
		// The blank lines dropped at the cut are all the book loses.
		project, written = c.ProjectID, CountText(head).Add(CountText(tail)).Sub(CountText(c.Text))
		if err := e.addToHistory(tx, project, written); err != nil {
			return err
		}
		if made, err = tx.Chapter(made.ID); err != nil {
			return err
		}
		left, err := markChapters(tx, c.ID, made.ID)
		undo = chapterUndo{
			ChapterChange: ChapterChange{ProjectID: project, Kind: ChangeSplit, Chapter: c.ID, Title: made.Title, Rewrites: rewrites(left)},
			left:          left, made: made.ID, kept: c.ID, before: chapterMark{id: c.ID, title: c.Title, text: c.Text},
			at: runeOffset,
		}
		return err
	})
	if err != nil {
		return Chapter{}, chapterUndo{}, fmt.Errorf("engine: split chapter %d: %w", chapterID, err)
	}
	e.addToSession(project, written)
	e.ix.Remove(removed)
	e.ix.Schedule(storage.ChapterOwner(chapterID), true)
	e.ix.Schedule(made.Owner(), true)
	return made, undo, nil
}

// MergeChapterWithNext appends the next chapter (in project order) to a
// chapter and deletes it, returning the merged chapter. The next chapter's
// title becomes a line of the text where the two join, so merging mends a
// chapter that a false heading cut in two and no word is lost; its
// author's summary is appended to this chapter's (which keeps its own as
// a summary version) and kept with the deleted chapter. Paragraphs keep their
// identity as in SplitChapter. Both chapters are snapshotted first
// (ReasonMerge), so the merge can be undone: restore this chapter's
// snapshot and bring the next one back from DeletedChapters. The last
// chapter has no next: ErrInvalid.
func (e *Engine) MergeChapterWithNext(chapterID uint64) (Chapter, error) {
	merged, undo, err := e.mergeChapterWithNext(chapterID, nil)
	if err != nil {
		return Chapter{}, err
	}
	e.remember(undo)
	return merged, nil
}

// mergeChapterWithNext is MergeChapterWithNext without recording the
// change in the chapter history (as splitChapter). check, when not nil,
// runs before anything is written and again in the merge's transaction.
func (e *Engine) mergeChapterWithNext(chapterID uint64, check func(*storage.Tx) error) (Chapter, chapterUndo, error) {
	fail := func(err error) (Chapter, chapterUndo, error) {
		return Chapter{}, chapterUndo{}, fmt.Errorf("engine: merge chapter %d: %w", chapterID, err)
	}
	if check != nil {
		if err := e.db.View(check); err != nil {
			return fail(err)
		}
	}
	next, err := e.nextChapter(chapterID)
	if err != nil {
		return fail(err)
	}
	// The summary goes first, in its own transaction: should the merge
	// fail, this chapter's summary holds both and nothing is lost. What
	// it was is kept for the undo.
	summaryBefore, hadSummary, err := e.authorSummary(chapterID)
	if err != nil {
		return fail(err)
	}
	if err := e.mergeSummaries(chapterID, next); err != nil {
		return fail(err)
	}
	summaryAfter, _, err := e.authorSummary(chapterID)
	if err != nil {
		return fail(err)
	}
	var (
		merged  Chapter
		removed []uint64
		project uint64
		written TextCounts // the writing history's share
		undo    = chapterUndo{hadSummary: hadSummary, summaryBefore: summaryBefore, summaryAfter: summaryAfter}
	)
	err = e.db.Update(func(tx *storage.Tx) error {
		if check != nil {
			if err := check(tx); err != nil {
				return err
			}
		}
		c, err := tx.ChapterWithText(chapterID)
		if err != nil {
			return err
		}
		n, err := tx.ChapterWithText(next)
		if err != nil {
			return err
		}
		for _, id := range []uint64{c.ID, n.ID} {
			if undo.gone, err = e.snapshotTx(tx, id, "", ReasonMerge); err != nil {
				return err
			}
		}
		parts := slices.DeleteFunc([]string{
			strings.TrimRightFunc(c.Text, unicode.IsSpace), n.Title, trimLeadingBlankLines(n.Text),
		}, func(s string) bool { return strings.TrimSpace(s) == "" })
		blocks, err := tx.Blocks(n.Owner())
		if err != nil {
			return err
		}
		ids := make([]uint64, len(blocks))
		for i, b := range blocks {
			ids[i] = b.ID
		}
		if removed, err = tx.MoveBlocks(n.Owner(), c.Owner(), ids); err != nil {
			return err
		}
		joined := strings.Join(parts, joinSeparator(c.Text, n.Text))
		gone, err := putChapterText(tx, c.ID, joined)
		if err != nil {
			return err
		}
		removed = append(removed, gone...)
		// The book grows by the next chapter's title, now a line of text.
		project, written = c.ProjectID, CountText(joined).Sub(CountText(c.Text)).Sub(CountText(n.Text))
		if err := e.addToHistory(tx, project, written); err != nil {
			return err
		}
		// The next chapter's summary lives on in this one's, but is
		// kept with it too, as DeleteChapter keeps it: a merge undone by
		// bringing the next chapter back gives it its summary again.
		if err := e.keepAuthorSummary(tx, n.ID); err != nil {
			return err
		}
		if gone, err = tx.DeleteChapter(n.ID); err != nil {
			return err
		}
		removed = append(removed, gone...)
		if merged, err = tx.Chapter(c.ID); err != nil {
			return err
		}
		undo.ChapterChange = ChapterChange{ProjectID: project, Kind: ChangeMerge, Chapter: c.ID, Title: n.Title, Rewrites: []uint64{c.ID}}
		undo.left, err = markChapters(tx, c.ID)
		undo.kept, undo.before, undo.numbered = c.ID, chapterMark{id: c.ID, title: c.Title, text: c.Text}, n.Index > 0
		return err
	})
	if err != nil {
		return fail(err)
	}
	e.addToSession(project, written)
	e.ix.Remove(removed)
	e.ix.Schedule(merged.Owner(), true)
	return merged, undo, nil
}

// joinSeparator is what a merge puts between the chapter, the next one's
// title and its text: a blank line, as between the paragraphs of most
// books, but a line break alone when the two chapters' paragraphs are
// lines with no blank line between them (typed in the editor with Enter,
// as Chinese web novels are), where blank lines around the title stood
// out from every other paragraph.
func joinSeparator(texts ...string) string {
	lines := false
	for _, t := range texts {
		body := strings.Split(strings.TrimSpace(t), "\n")
		for _, l := range body {
			if strings.TrimSpace(l) == "" {
				return "\n\n"
			}
		}
		lines = lines || len(body) > 1
	}
	if lines {
		return "\n"
	}
	return "\n\n"
}

// nextChapter is the id of the chapter after chapterID in its project.
func (e *Engine) nextChapter(chapterID uint64) (uint64, error) {
	var next uint64
	err := e.db.View(func(tx *storage.Tx) error {
		c, err := tx.Chapter(chapterID)
		if err != nil {
			return err
		}
		ids, err := tx.ChapterIDs(c.ProjectID)
		if err != nil {
			return err
		}
		if c.Order+1 >= len(ids) {
			return fmt.Errorf("chapter %q is the last one, there is nothing to merge it with: %w", c.Title, ErrInvalid)
		}
		next = ids[c.Order+1]
		return nil
	})
	return next, err
}

// mergeSummaries appends the author's summary of chapter from to the one
// of chapter into (or gives it to into when that has none).
func (e *Engine) mergeSummaries(into, from uint64) error {
	add, ok, err := e.Summary(from)
	if err != nil || !ok {
		return err
	}
	cur, ok, err := e.Summary(into)
	if err != nil {
		return err
	}
	text := add.Text
	if ok {
		text = strings.TrimRightFunc(cur.Text, unicode.IsSpace) + "\n\n" + text
	}
	_, err = e.SetSummary(into, text)
	return err
}

// putChapterText stores a chapter's new text and blocks with its hash and
// counts, in the caller's transaction, and marks it for the indexer. It
// returns the ids of children deleted with vanished blocks.
func putChapterText(tx *storage.Tx, id uint64, text string) ([]uint64, error) {
	return putRecordText(tx, id, text, tx.Chapter, tx.PutChapter, func(c *Chapter, h storage.Hash, now time.Time) {
		c.Hash, c.UpdatedAt = h, now
		setCounts(c, CountText(text))
	})
}

// putRecordText is the one way an owner's text is rewritten, in the
// caller's transaction: it reads the owner's record with get, saves text
// and its blocks (SaveOwnerText), lets stamp record the text's hash and
// the time in the record, and writes the record back with put. It
// returns the ids of children deleted with vanished blocks.
func putRecordText[T interface{ Owner() storage.Owner }](tx *storage.Tx, id uint64, text string,
	get func(uint64) (T, error), put func(T) error, stamp func(r *T, h storage.Hash, now time.Time)) ([]uint64, error) {
	r, err := get(id)
	if err != nil {
		return nil, err
	}
	diff, err := tx.SaveOwnerText(r.Owner(), text, splitBlocks(text))
	if err != nil {
		return nil, err
	}
	stamp(&r, storage.HashText(text), tx.Now())
	return diff.RemovedChildren, put(r)
}

// trimLeadingBlankLines drops the blank lines a text starts with but keeps
// the indentation of its first line (Chinese paragraphs start with U+3000).
func trimLeadingBlankLines(s string) string {
	for {
		line, rest, ok := strings.Cut(s, "\n")
		if !ok || strings.TrimSpace(line) != "" {
			return s
		}
		s = rest
	}
}
