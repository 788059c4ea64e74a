package engine

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"inkflow/engine/importer"
	"inkflow/storage"
)

// Chapter titles that carry their own number (第三章 失恋, 第3章, 第三回,
// 【第一章】风起, Chapter 3: The Storm, CHAPTER III, Chapter Twenty-One)
// stop matching their place when chapters are moved, split or deleted:
// the engine renumbers Chapter.Index, never a title. RenumberTitles
// rewrites those numbers in book order, each as its title writes it —
// its numerals, their case and form (第十一章 or 第一一章, Twenty-One or
// Twenty-one), its brackets — and where one title cannot show its form,
// as the book's other titles do (importer.BookNumerals); it keeps a
// record that UndoRenumber takes back. The titles are read by the
// importer's heading rules (importer.ParseNumberedTitle), so what an
// import cuts at is what a renumber counts.

// RenumberedTitle is one chapter title a renumber changes.
type RenumberedTitle struct {
	ChapterID uint64 `json:"id"`
	// Index is the chapter's number (Chapter.Index) when the renumber
	// was planned.
	Index int    `json:"index"`
	Old   string `json:"old"`
	New   string `json:"new"`
}

// RenumberRecord is a renumber as stored for its undo (a project-data
// record, renumber/ID).
type RenumberRecord struct {
	// ID names the renumber in its project (UndoRenumber); 0 when a
	// renumber had nothing to change and stored nothing.
	ID     uint64            `json:"id"`
	At     time.Time         `json:"at"`
	Titles []RenumberedTitle `json:"titles"`
	Undone bool              `json:"undone,omitempty"`
}

// UndoRenumberResult tells what UndoRenumber did.
type UndoRenumberResult struct {
	ID uint64 `json:"id"`
	// Restored got their title from before the renumber back.
	Restored []RenumberedTitle `json:"restored"`
	// Kept were renamed or deleted since the renumber: the author's
	// title stays.
	Kept []RenumberedTitle `json:"kept"`
}

// renumberKey is the project-data key of renumber id; the fixed width
// keeps the keys in id order.
func renumberKey(id uint64) string { return fmt.Sprintf(renumberPrefix+"%016x", id) }

// renumberPrefix starts the project-data keys of the renumber records.
const renumberPrefix = "renumber/"

// planRenumber lists the title changes that put a project's self-numbered
// titles in book order. Titles number on per kind (章, 回, 节, Chapter)
// from the smallest number of that kind in the book, so a serial's second
// volume that starts at 第二十七章 still does. Left alone: front matter
// (chapter 0), titles without a number of their own (楔子, 序, 尾声,
// Prologue), a title numbered 0, 第X节 titles in a book that also has
// 第X章 or 第X回 ones, whose sections start again in every chapter, and
// a kind whose first number starts it twice or more (第一章 … 第一章: the
// chapters of each volume numbered apart). A title that starts with its
// volume (第一卷 潜龙 · 第一章 风起, as an import titles them) is no
// numbered chapter title and stays too.
func planRenumber(tx *storage.Tx, projectID uint64) ([]RenumberedTitle, error) {
	chs, err := tx.Chapters(projectID)
	if err != nil {
		return nil, err
	}
	type numbered struct {
		c storage.Chapter
		t importer.NumberedTitle
	}
	var titles []numbered
	first := map[string]int{}  // the smallest number of each kind
	firsts := map[string]int{} // how many titles have it
	chapters := false          // a 章/回/Chapter kind is there
	for _, c := range chs {
		if c.Index == 0 {
			continue
		}
		t, ok := importer.ParseNumberedTitle(c.Title)
		if !ok || t.Number == 0 {
			continue
		}
		titles = append(titles, numbered{c, t})
		switch n, seen := first[t.Kind]; {
		case !seen || t.Number < n:
			first[t.Kind], firsts[t.Kind] = t.Number, 1
		case t.Number == n:
			firsts[t.Kind]++
		}
		chapters = chapters || !t.Section
	}
	next := first // counts on from there
	var all []importer.NumberedTitle
	for _, x := range titles {
		all = append(all, x.t)
	}
	book := importer.BookNumerals(all)
	var out []RenumberedTitle
	for _, x := range titles {
		if x.t.Section && chapters || firsts[x.t.Kind] > 1 {
			continue
		}
		n := next[x.t.Kind]
		next[x.t.Kind] = n + 1
		if n == x.t.Number {
			continue
		}
		title, ok := x.t.RenumberedIn(n, book)
		if !ok || title == x.c.Title {
			continue
		}
		out = append(out, RenumberedTitle{ChapterID: x.c.ID, Index: x.c.Index, Old: x.c.Title, New: title})
	}
	return out, nil
}

// PlanRenumber is RenumberTitles' dry run: the titles it would change,
// old and new, in book order (none when every numbered title matches
// its place).
func (e *Engine) PlanRenumber(projectID uint64) ([]RenumberedTitle, error) {
	var out []RenumberedTitle
	err := e.viewProject(projectID, func(tx *storage.Tx) (err error) {
		out, err = planRenumber(tx, projectID)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("engine: plan renumber of project %d: %w", projectID, err)
	}
	return out, nil
}

// RenumberTitles rewrites the numbers of a project's self-numbered chapter
// titles so that they follow book order (see planRenumber for which titles
// count), in one transaction that also stores the undo record. Only the
// titles change: texts, the chapters' numbers (Index) and the search data
// stay as they are. A project with nothing to renumber gets a record with
// ID 0 and nothing stored.
func (e *Engine) RenumberTitles(projectID uint64) (RenumberRecord, error) {
	var rec RenumberRecord
	err := e.db.Update(func(tx *storage.Tx) error {
		rec = RenumberRecord{}
		if _, err := tx.Project(projectID); err != nil {
			return err
		}
		plan, err := planRenumber(tx, projectID)
		if err != nil || len(plan) == 0 {
			return err
		}
		for _, t := range plan {
			if err := setTitle(tx, t.ChapterID, t.New); err != nil {
				return err
			}
		}
		rec = RenumberRecord{ID: lastRenumberID(tx, projectID) + 1, At: e.clock(), Titles: plan}
		return putProjectJSON(tx, projectID, renumberKey(rec.ID), rec)
	})
	if err != nil {
		return RenumberRecord{}, fmt.Errorf("engine: renumber the titles of project %d: %w", projectID, err)
	}
	e.retitledOf(rec.Titles)
	if rec.ID != 0 { // a step of the chapter history, as a split is
		ids := make([]uint64, len(rec.Titles))
		for i, t := range rec.Titles {
			ids[i] = t.ChapterID
		}
		e.remember(chapterUndo{
			ChapterChange: ChapterChange{ProjectID: projectID, Kind: ChangeRenumber, Rewrites: ids},
			renumber:      rec.ID, titles: slices.Clone(rec.Titles),
		})
	}
	return rec, nil
}

// retitled queues chapters whose titles changed for indexing: the keyword
// document of a chapter's opening holds its title's words (engine/index
// keywordDocs), and storage marked the chapter stale (PutChapter). The
// text is unchanged, so the task embeds nothing; it re-puts the chapter's
// keyword documents with the new title.
func (e *Engine) retitled(ids ...uint64) {
	for _, id := range ids {
		e.ix.Schedule(storage.ChapterOwner(id), true)
	}
}

// retitledOf is retitled for the chapters of renumbered titles.
func (e *Engine) retitledOf(titles []RenumberedTitle) {
	for _, t := range titles {
		e.retitled(t.ChapterID)
	}
}

// setTitle gives a chapter a new title (RenameChapter, a renumber and its
// undo); the caller queues it for indexing after the commit (retitled).
func setTitle(tx *storage.Tx, id uint64, title string) error {
	c, err := tx.Chapter(id)
	if err != nil {
		return err
	}
	c.Title, c.UpdatedAt = title, tx.Now()
	return tx.PutChapter(c)
}

// lastRenumberID is the id of a project's newest renumber, 0 when none.
func lastRenumberID(tx *storage.Tx, projectID uint64) uint64 {
	keys := tx.ProjectDataKeys(projectID, renumberPrefix)
	if len(keys) == 0 {
		return 0
	}
	id, _ := strconv.ParseUint(strings.TrimPrefix(keys[len(keys)-1], renumberPrefix), 16, 64)
	return id
}

// Renumbers lists a project's renumbers, newest first (Undone marks those
// taken back).
func (e *Engine) Renumbers(projectID uint64) ([]RenumberRecord, error) {
	var out []RenumberRecord
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		return tx.ProjectDataPrefix(projectID, renumberPrefix, func(key string, _ []byte) error {
			var r RenumberRecord
			if err := getProjectJSON(tx, projectID, key, &r); err != nil {
				return err
			}
			out = append([]RenumberRecord{r}, out...)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("engine: renumbers of project %d: %w", projectID, err)
	}
	return out, nil
}

// UndoRenumber takes a renumber back (id 0: the project's newest one not
// undone yet): each title still as the renumber wrote it gets its old
// title back; a title renamed since, or a chapter deleted since, is left
// as the author has it (UndoRenumberResult.Kept). A renumber undone
// already, or none to undo, is ErrInvalid; an unknown id ErrNotFound.
func (e *Engine) UndoRenumber(projectID, id uint64) (UndoRenumberResult, error) {
	var res UndoRenumberResult
	err := e.db.Update(func(tx *storage.Tx) error {
		res = UndoRenumberResult{}
		if _, err := tx.Project(projectID); err != nil {
			return err
		}
		if id == 0 {
			id = lastRenumberID(tx, projectID)
			for ; id > 0; id-- {
				var r RenumberRecord
				if err := getProjectJSON(tx, projectID, renumberKey(id), &r); err != nil {
					return err
				}
				if r.ID != 0 && !r.Undone {
					break
				}
			}
			if id == 0 {
				return fmt.Errorf("no renumber to undo: %w", ErrInvalid)
			}
		}
		var rec RenumberRecord
		if err := getProjectJSON(tx, projectID, renumberKey(id), &rec); err != nil {
			return err
		}
		if rec.ID == 0 {
			return fmt.Errorf("no renumber %d: %w", id, ErrNotFound)
		}
		if rec.Undone {
			return fmt.Errorf("renumber %d was already undone: %w", id, ErrInvalid)
		}
		res.ID = rec.ID
		for _, t := range rec.Titles {
			c, err := tx.Chapter(t.ChapterID)
			if err != nil && !errors.Is(err, ErrNotFound) {
				return err
			}
			if err != nil || c.Title != t.New {
				res.Kept = append(res.Kept, t)
				continue
			}
			if err := setTitle(tx, t.ChapterID, t.Old); err != nil {
				return err
			}
			res.Restored = append(res.Restored, t)
		}
		rec.Undone = true
		return putProjectJSON(tx, projectID, renumberKey(rec.ID), rec)
	})
	if err != nil {
		return UndoRenumberResult{}, fmt.Errorf("engine: undo renumber of project %d: %w", projectID, err)
	}
	e.retitledOf(res.Restored)
	e.forgetRenumber(projectID, res.ID)
	return res, nil
}
