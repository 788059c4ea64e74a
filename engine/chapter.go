package engine

import (
	"fmt"
	"strings"
	"time"
	"unicode/utf8"

	"inkflow/engine/importer"
	"inkflow/storage"
)

// Chapter is a chapter with its text (see storage.Chapter for the fields).
type Chapter = storage.Chapter

// ChapterInfo is a chapter as listed in the sidebar: no text, but counts
// and the state of its search index.
type ChapterInfo struct {
	ID        uint64
	ProjectID uint64
	Title     string
	// Index is the chapter number (see storage.Chapter.Index); Order the
	// 0-based position.
	Index, Order int
	// TextCounts are the chapter's counts as stored with it (In picks
	// the one a count mode shows).
	TextCounts
	UpdatedAt time.Time
	State     IndexState
}

// IndexState says whether a chapter's search data matches its text.
type IndexState string

// Index states.
const (
	// StateIndexed: search covers the current text.
	StateIndexed IndexState = "indexed"
	// StatePending: changes wait for the indexer (debounce or queue).
	StatePending IndexState = "pending"
	// StateIndexing: the indexer is working on the chapter.
	StateIndexing IndexState = "indexing"
	// StateFailed: the last attempt failed; it is retried with backoff.
	StateFailed IndexState = "failed"
	// StateNoModel: changes wait because no model is loaded.
	StateNoModel IndexState = "no-model"
)

// NewChapter is one chapter to import.
type NewChapter struct {
	Title string
	// Index is the chapter number (0 for front matter). The first
	// numbered chapter of a book that has none yet keeps it (a serial's
	// second volume may start at 27); the others are numbered on from
	// the book's last, in order (see storage.Chapter.Index).
	Index int
	Text  string
}

// SaveResult tells what SaveChapter did.
type SaveResult struct {
	// TextChanged is false when the text was identical (nothing but
	// possibly the title was written); TitleChanged reports a new title.
	TextChanged, TitleChanged bool
	// Blocks is the number of StoryBlocks in the text; the others count
	// how they matched the stored ones (see storage.BlockDiff).
	Blocks                                 int
	KeptBlocks, ChangedBlocks, AddedBlocks int
	RemovedBlocks                          int
	// TextCounts are the new counts.
	TextCounts
	// Took is how long the save took.
	Took time.Duration
}

// CreateChapter appends an empty chapter to a project, numbered one past
// the project's last numbered chapter.
func (e *Engine) CreateChapter(projectID uint64, title string) (Chapter, error) {
	c, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (Chapter, error) {
		return tx.CreateChapter(projectID, title, storage.NextNumber)
	})
	if err != nil {
		return Chapter{}, fmt.Errorf("engine: %w", err)
	}
	return c, nil
}

// AddChapter adds an empty chapter titled title where a novelist adding
// it means it to go (chapterPlace): a numbered chapter (第七回, Chapter 7)
// after the book's last numbered one, before the named chapters that end
// the book (番外, 尾声, 后记, Epilogue, Afterword), anything else at the
// end. Appending put 第七回 after a book's 番外 (第一回…第六回, 番外：某某).
// The chapter is numbered as book order numbers it (a 番外 it goes before
// moves one number on), in one transaction with its creation, and is no
// step of the chapter history (a new chapter is deleted, not un-moved).
func (e *Engine) AddChapter(projectID uint64, title string) (Chapter, error) {
	c, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) (Chapter, error) {
		chs, err := tx.Chapters(projectID)
		if err != nil {
			return Chapter{}, err
		}
		c, err := tx.CreateChapter(projectID, title, storage.NextNumber)
		if err != nil {
			return Chapter{}, err
		}
		pos := chapterPlace(chs, c.Title)
		if pos == len(chs) {
			return c, nil
		}
		if err := tx.MoveChapter(c.ID, pos); err != nil {
			return Chapter{}, err
		}
		return tx.Chapter(c.ID)
	})
	if err != nil {
		return Chapter{}, fmt.Errorf("engine: add chapter: %w", err)
	}
	return c, nil
}

// chapterPlace is the position (0-based) of a chapter titled title added
// to a book of chapters chs (book order): right after the last chapter
// titled with a numbered heading when title is one too and every chapter
// after that one is end matter (importer.IsEndMatterHeading); else the
// end. A chapter after the numbered run that is not end matter (a
// chapter the author titled in words) keeps the new one at the end: the
// book is not one of numbered chapters and extras.
func chapterPlace(chs []storage.Chapter, title string) int {
	if _, ok := importer.ParseNumberedTitle(title); !ok {
		return len(chs)
	}
	for i := len(chs) - 1; i >= 0; i-- {
		if _, ok := importer.ParseNumberedTitle(chs[i].Title); ok {
			return i + 1
		}
		if !importer.IsEndMatterHeading(chs[i].Title) {
			break
		}
	}
	return len(chs)
}

// SaveChapter stores a chapter's title and text (docs/ARCHITECTURE.md §2 step
// 1). It is the editor's hot path and does only cheap work, in one
// transaction: an identical text is a no-op; otherwise the text is split into
// StoryBlocks that are matched to the stored ones by content hash (unchanged
// paragraphs keep their identity and search data, even when moved), new and
// changed blocks are marked dirty, and vanished blocks are deleted with their
// parents and children. The chapter is then queued for the indexer behind the
// debounce delay; use IndexNow to skip it. A save supersedes the chapter's
// crash journal (JournalChapter), which it deletes.
//
// The text must be valid UTF-8 (an error wrapping ErrInvalid otherwise,
// and the stored text is left as it was): every offset the index keeps is
// in runes, and an invalid byte would come back as U+FFFD from any rune
// conversion, so accepting it would mean silently storing a text that
// differs from what search and the editor show. Anything valid, including
// NUL and control characters and any line ending, is stored byte for byte.
func (e *Engine) SaveChapter(id uint64, title, text string) (SaveResult, error) {
	start := time.Now()
	if !utf8.ValidString(text) || !utf8.ValidString(title) {
		return SaveResult{}, fmt.Errorf("engine: save chapter %d: text is not valid UTF-8: %w", id, ErrInvalid)
	}
	title = strings.TrimSpace(title)
	h := storage.HashText(text)
	e.editSnapshot(id, h, text)
	// The CPU work (block split, counts) happens before the write
	// transaction so bbolt's single writer lock is held only for the
	// diff and the writes; the indexer commits through the same lock.
	// An identical autosave skips it after one cheap read.
	var (
		current   storage.Chapter
		oldCounts TextCounts // the stored text's, for the writing history
	)
	if err := e.db.View(func(tx *storage.Tx) error {
		var err error
		if current, err = tx.Chapter(id); err == nil && current.Hash != h {
			oldCounts = CountText(tx.Text(current.Owner()))
		}
		return err
	}); err != nil {
		return SaveResult{}, fmt.Errorf("engine: save chapter %d: %w", id, err)
	}
	var (
		blocks    []storage.NewBlock
		newCounts TextCounts
		written   TextCounts // net counts this save adds to the day
	)
	split := current.Hash != h
	if split {
		blocks = splitBlocks(text)
		newCounts = CountText(text)
	}
	var (
		res  SaveResult
		diff storage.BlockDiff
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		c, err := tx.Chapter(id)
		if err != nil {
			return err
		}
		res.TitleChanged = c.Title != title
		if c.Hash == h {
			if !res.TitleChanged {
				return nil
			}
			c.Title, c.UpdatedAt = title, tx.Now()
			return tx.PutChapter(c)
		}
		if !split {
			// Another save changed the text between the read and this
			// transaction; split now rather than fail.
			blocks = splitBlocks(text)
			newCounts = CountText(text)
		}
		if c.Hash != current.Hash { // changed since the read above
			oldCounts = CountText(tx.Text(c.Owner()))
		}
		res.TextChanged = true
		if diff, err = tx.SaveOwnerText(c.Owner(), text, blocks); err != nil {
			return err
		}
		c.Title, c.Hash, c.UpdatedAt = title, h, tx.Now()
		setCounts(&c, newCounts)
		res.TextCounts = newCounts
		if err := tx.PutChapter(c); err != nil {
			return err
		}
		written = newCounts.Sub(oldCounts)
		return e.addToHistory(tx, c.ProjectID, written)
	})
	if err != nil {
		return SaveResult{}, fmt.Errorf("engine: save chapter %d: %w", id, err)
	}
	e.clearJournal(id)
	if res.TextChanged {
		e.addToSession(current.ProjectID, written)
		res.Blocks = len(blocks)
		res.KeptBlocks, res.ChangedBlocks, res.AddedBlocks, res.RemovedBlocks = diff.Kept, diff.Changed, diff.Added, diff.Removed
		e.ix.Remove(diff.RemovedChildren)
		e.ix.Schedule(storage.ChapterOwner(id), false)
	} else if res.TitleChanged {
		e.ix.Schedule(storage.ChapterOwner(id), false) // see retitled
	}
	res.Took = time.Since(start)
	return res, nil
}

// IndexNow skips the debounce for a chapter (an explicit save).
func (e *Engine) IndexNow(chapterID uint64) {
	e.ix.Schedule(storage.ChapterOwner(chapterID), true)
}

// RenameChapter changes a chapter's title and records the rename in the
// project's chapter history (ChangeRename), where UndoChapterChange gives
// the old title back. A title that is already the chapter's changes
// nothing and records nothing.
func (e *Engine) RenameChapter(id uint64, title string) error {
	title = strings.TrimSpace(title)
	var renamed RenumberedTitle
	var projectID uint64
	err := e.db.Update(func(tx *storage.Tx) error {
		c, err := tx.Chapter(id)
		if err != nil {
			return err
		}
		projectID = c.ProjectID
		renamed = RenumberedTitle{ChapterID: id, Index: c.Index, Old: c.Title, New: title}
		if c.Title == title {
			return nil
		}
		return setTitle(tx, id, title)
	})
	if err != nil {
		return fmt.Errorf("engine: rename chapter %d: %w", id, err)
	}
	if renamed.Old == renamed.New {
		return nil
	}
	e.retitled(id)
	e.remember(chapterUndo{
		ChapterChange: ChapterChange{ProjectID: projectID, Kind: ChangeRename, Chapter: id, Title: title, OldTitle: renamed.Old, Rewrites: []uint64{id}},
		titles:        []RenumberedTitle{renamed},
	})
	return nil
}

// DeleteChapter removes a chapter, its summary and all their search data
// (P6), after snapshotting it and keeping the author's summary, so that
// both can be brought back (RestoreDeletedChapter).
func (e *Engine) DeleteChapter(id uint64) error {
	undo, err := e.deleteChapter(id, nil)
	if err != nil {
		return err
	}
	e.remember(undo)
	return nil
}

// deleteChapter is DeleteChapter without recording the change in the
// chapter history (as splitChapter); check, when not nil, runs first in
// its transaction.
func (e *Engine) deleteChapter(id uint64, check func(*storage.Tx) error) (chapterUndo, error) {
	var (
		removed []uint64
		undo    chapterUndo
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		if check != nil {
			if err := check(tx); err != nil {
				return err
			}
		}
		c, err := tx.Chapter(id)
		if err != nil {
			return err
		}
		if undo.gone, err = e.snapshotTx(tx, id, "", ReasonDelete); err != nil {
			return err
		}
		undo.ChapterChange = ChapterChange{ProjectID: c.ProjectID, Kind: ChangeDelete, Chapter: id, Title: c.Title}
		undo.numbered = c.Index > 0
		if err := e.keepAuthorSummary(tx, id); err != nil {
			return err
		}
		removed, err = tx.DeleteChapter(id)
		return err
	})
	if err != nil {
		return chapterUndo{}, fmt.Errorf("engine: delete chapter %d: %w", id, err)
	}
	e.clearJournal(id)
	e.ix.Remove(removed)
	return undo, nil
}

// MoveChapter moves a chapter to a 0-based position in its project
// (clamped to the valid range); the others shift to make room, and the
// numbers (Index) follow: the chapter moved to be the third numbered one
// is chapter 3. The move is a step of the project's chapter history
// (ChangeMove), which UndoChapterChange takes back; MoveChapterInRun
// makes a run of moves one step.
func (e *Engine) MoveChapter(id uint64, newPosition int) error {
	_, _, err := e.MoveChapterInRun(id, newPosition, 0)
	return err
}

// Chapters lists a project's chapters in order, without text.
func (e *Engine) Chapters(projectID uint64) ([]ChapterInfo, error) {
	var out []ChapterInfo
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		chs, err := tx.Chapters(projectID)
		if err != nil {
			return err
		}
		out = make([]ChapterInfo, len(chs))
		for i, c := range chs {
			out[i] = ChapterInfo{
				ID: c.ID, ProjectID: c.ProjectID, Title: c.Title, Index: c.Index, Order: c.Order,
				TextCounts: chapterCounts(c), UpdatedAt: c.UpdatedAt,
				State: e.ownerState(c.Owner(), tx.IsStale(c.Owner())),
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: list chapters: %w", err)
	}
	return out, nil
}

// ownerState combines the stored stale mark with the indexer's queue.
func (e *Engine) ownerState(o storage.Owner, stale bool) IndexState {
	queued, running, failed := e.ix.Pending(o)
	switch {
	case running:
		return StateIndexing
	case failed:
		return StateFailed
	case queued || stale:
		if e.Embedder() == nil {
			return StateNoModel
		}
		return StatePending
	default:
		return StateIndexed
	}
}

// Chapter returns a chapter with its text.
func (e *Engine) Chapter(id uint64) (Chapter, error) {
	return txValue(e.db.View, func(tx *storage.Tx) (Chapter, error) { return tx.ChapterWithText(id) })
}

// ImportChapters appends chapters to a project in one transaction (all
// are saved or none) and queues them all for indexing without debounce.
// The returned chapters carry no text. Like SaveChapter it refuses text
// that is not valid UTF-8, before writing anything.
func (e *Engine) ImportChapters(projectID uint64, chs []NewChapter) ([]Chapter, error) {
	prepared, err := prepareChapters(chs)
	if err != nil {
		return nil, err
	}
	made, err := storage.TxValue(e.db.Update, func(tx *storage.Tx) ([]Chapter, error) {
		return createChapters(tx, projectID, 0, prepared)
	})
	if err != nil {
		return nil, fmt.Errorf("engine: import chapters: %w", err)
	}
	e.scheduleNow(made)
	return made, nil
}

// preparedChapter is a chapter to import, split and counted before the
// write transaction (as SaveChapter does) so the transaction stays short.
type preparedChapter struct {
	NewChapter
	blocks []storage.NewBlock
	counts TextCounts
}

// prepareChapters checks and splits chapters for createChapters.
func prepareChapters(chs []NewChapter) ([]preparedChapter, error) {
	out := make([]preparedChapter, len(chs))
	for i, nc := range chs {
		if !utf8.ValidString(nc.Text) || !utf8.ValidString(nc.Title) {
			return nil, fmt.Errorf("engine: import chapter %d (%q): text is not valid UTF-8: %w", i, nc.Title, ErrInvalid)
		}
		out[i] = preparedChapter{NewChapter: nc, blocks: splitBlocks(nc.Text)}
		out[i].counts = CountText(nc.Text)
	}
	return out, nil
}

// createChapters appends prepared chapters to a project in the caller's
// transaction, adding base to each chapter's Index.
func createChapters(tx *storage.Tx, projectID uint64, base int, chs []preparedChapter) ([]Chapter, error) {
	made := make([]Chapter, 0, len(chs))
	for _, pc := range chs {
		c, err := tx.CreateChapter(projectID, pc.Title, base+pc.Index)
		if err != nil {
			return nil, err
		}
		if _, err := tx.SaveOwnerText(c.Owner(), pc.Text, pc.blocks); err != nil {
			return nil, err
		}
		c.Hash = storage.HashText(pc.Text)
		setCounts(&c, pc.counts)
		if err := tx.PutChapter(c); err != nil {
			return nil, err
		}
		made = append(made, c)
	}
	return made, nil
}

// scheduleNow queues imported chapters for indexing without debounce.
func (e *Engine) scheduleNow(chs []Chapter) {
	for _, c := range chs {
		e.ix.Schedule(c.Owner(), true)
	}
}
