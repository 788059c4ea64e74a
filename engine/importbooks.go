package engine

import (
	"fmt"
	"slices"
	"strings"

	"inkflow/engine/export"
	"inkflow/engine/importer"
	"inkflow/storage"
)

// NewBook is one file of a multi-file import: chapters for the project
// of that name, found or created.
type NewBook struct {
	Project  string
	Chapters []NewChapter
	// TitlePage is the book's title page (ParseBookPage), which is no
	// chapter: a project the import creates takes its title and author
	// as its ProjectMeta, so that an export imported again keeps them
	// (the title only when it is not the project's name, which an
	// empty title means). A project that exists keeps its own.
	TitlePage importer.TitlePage
}

// BookError says which book of ImportBooks failed and why.
type BookError struct {
	// Book is the index of the failing book in ImportBooks' argument.
	Book int
	Err  error
}

func (e *BookError) Error() string { return e.Err.Error() }

// Unwrap returns the cause.
func (e *BookError) Unwrap() error { return e.Err }

// ImportBooks imports several books in one transaction: either every
// chapter of every book is saved, into projects found or created by name,
// or nothing is, and no project is left behind empty. A book's chapters
// are numbered after the chapters its project already has (the chapter
// Index plus the largest existing Index + 1). A chapter the project
// already has, with the same title and text, is not added again: a book
// imported twice (a second click, a re-run script, a retry after an
// import the author thought had failed), or its own export imported back
// (see chapterSet.has), is not doubled, and a longer version of a serial
// adds only its new chapters. It returns each book's
// new chapters (without text) and queues them all for indexing without
// debounce. An error about one book is a *BookError naming it.
func (e *Engine) ImportBooks(books []NewBook) ([][]Chapter, error) {
	prepared := make([][]preparedChapter, len(books))
	for i, b := range books {
		p, err := prepareChapters(b.Chapters)
		if err != nil {
			return nil, &BookError{Book: i, Err: err}
		}
		prepared[i] = p
	}
	out := make([][]Chapter, len(books))
	var removed []uint64 // the index data of placeholders the import replaced
	err := e.db.Update(func(tx *storage.Tx) error {
		removed = nil // a retried transaction starts over
		for i, b := range books {
			made, gone, err := importBook(tx, b.Project, b.TitlePage, prepared[i], e.hasJournal)
			if err != nil {
				return &BookError{Book: i, Err: fmt.Errorf("engine: import into project %q: %w", b.Project, err)}
			}
			out[i] = made
			removed = append(removed, gone...)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	e.ix.Remove(removed)
	for _, made := range out {
		e.scheduleNow(made)
	}
	return out, nil
}

// importBook appends one book to the named project, creating it if need
// be (with the metadata of its title page), in the caller's transaction.
// A project that holds nothing but placeholders (see placeholders: the
// empty "Chapter 1" a new project opens with) is filled as a new one
// would be: they go, the book is numbered from its own start and the
// project takes the title page's metadata if it has none. Before, the
// author who made a project and then imported the manuscript into it
// found an empty Chapter 1 ahead of the book, exported with it. It
// returns the new chapters and the index data of the ones it removed.
func importBook(tx *storage.Tx, project string, page importer.TitlePage, chs []preparedChapter, hasJournal func(uint64) bool) ([]Chapter, []uint64, error) {
	p, ok, err := tx.ProjectByName(project)
	var gone []uint64
	switch {
	case err != nil:
	case !ok:
		p, err = tx.CreateProject(project)
		if err == nil {
			err = putTitlePage(tx, p.ID, project, page)
		}
	default:
		gone, err = replacePlaceholders(tx, p.ID, project, page, hasJournal)
	}
	if err != nil {
		return nil, nil, err
	}
	made, err := appendBook(tx, p.ID, chs)
	return made, gone, err
}

// replacePlaceholders deletes a project's chapters when every one is a
// placeholder and the book about to be imported is its first text, and
// gives the project the title page's metadata when it has none; it
// returns the index data removed. A project with any other chapter is
// left as it is.
func replacePlaceholders(tx *storage.Tx, projectID uint64, project string, page importer.TitlePage, hasJournal func(uint64) bool) ([]uint64, error) {
	chs, err := tx.Chapters(projectID)
	if err != nil || len(chs) == 0 {
		return nil, err
	}
	for _, c := range chs {
		if ok, err := isPlaceholder(tx, c, hasJournal); err != nil || !ok {
			return nil, err
		}
	}
	var removed []uint64
	for _, c := range chs {
		ids, err := tx.DeleteChapter(c.ID)
		if err != nil {
			return nil, err
		}
		removed = append(removed, ids...)
	}
	var meta ProjectMeta
	if err := getProjectJSON(tx, projectID, metaKey, &meta); err != nil {
		return nil, err
	}
	if meta == (ProjectMeta{}) {
		if err := putTitlePage(tx, projectID, project, page); err != nil {
			return nil, err
		}
	}
	return removed, nil
}

// AwaitsBook reports whether a project holds nothing but placeholders
// (at least one): the empty Chapter 1 of a project just made, which a
// book imported into it replaces (ImportBooks). A front end offers such
// a project first for the import.
func (e *Engine) AwaitsBook(projectID uint64) (bool, error) {
	var awaits bool
	err := e.viewProject(projectID, func(tx *storage.Tx) error {
		chs, err := tx.Chapters(projectID)
		if err != nil || len(chs) == 0 {
			return err
		}
		for _, c := range chs {
			if ok, err := isPlaceholder(tx, c, e.hasJournal); err != nil || !ok {
				return err
			}
		}
		awaits = true
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("engine: read project %d: %w", projectID, err)
	}
	return awaits, nil
}

// isPlaceholder reports whether c holds nothing of the author's, so an
// import may replace it: no text, no title but a bare heading (Chapter
// 1, 第一章, as a new chapter is named) or none, no summary, no
// snapshot (text written and deleted may be wanted back) and no crash
// journal (typing not yet saved).
func isPlaceholder(tx *storage.Tx, c storage.Chapter, hasJournal func(uint64) bool) (bool, error) {
	if title := strings.TrimSpace(c.Title); title != "" {
		if _, ok := importer.BareHeading(title); !ok {
			return false, nil
		}
	}
	if hasJournal(c.ID) {
		return false, nil
	}
	full, err := tx.ChapterWithText(c.ID)
	if err != nil || strings.TrimSpace(full.Text) != "" {
		return false, err
	}
	if _, ok, err := tx.SummaryOf(c.ID); err != nil || ok {
		return false, err
	}
	snaps, err := tx.SnapshotIDs(c.ID)
	return err == nil && len(snaps) == 0, err
}

// appendBook adds a book's chapters after the project's own, leaving out
// the ones it has already (chapterSet.has).
func appendBook(tx *storage.Tx, projectID uint64, chs []preparedChapter) ([]Chapter, error) {
	had, err := chaptersHad(tx, projectID)
	if err != nil {
		return nil, err
	}
	fresh := chs[:0:0]
	for _, c := range chs {
		in, err := had.has(tx, c.NewChapter)
		if err != nil {
			return nil, err
		}
		if !in {
			fresh = append(fresh, c)
		}
	}
	if len(fresh) < len(chs) {
		// The new chapters continue the ones the project has (a serial's
		// later chapters), instead of the numbers of a second book.
		for i := range fresh {
			fresh[i].Index = i
		}
	}
	return createChapters(tx, projectID, had.next, fresh)
}

// putTitlePage stores a new project's ProjectMeta from its book's title
// page: the author, and the title unless it is the project's name (an
// empty title is the name, and stays so when the project is renamed).
func putTitlePage(tx *storage.Tx, projectID uint64, project string, page importer.TitlePage) error {
	m := ProjectMeta{Title: strings.TrimSpace(page.Title), Author: strings.TrimSpace(page.Author)}
	if m.Title == strings.TrimSpace(project) {
		m.Title = ""
	}
	if m == (ProjectMeta{}) {
		return nil
	}
	return putProjectJSON(tx, projectID, metaKey, m)
}

// chapterKey is what makes an imported chapter one the project has
// already: its title and text.
type chapterKey struct {
	title string
	hash  storage.Hash
}

func keyOf(c NewChapter) chapterKey { return chapterKey{c.Title, storage.HashText(c.Text)} }

// chapterSet is a project's chapters as an import compares with them.
type chapterSet struct {
	exact map[chapterKey]bool
	// byHeading holds the chapters under each title and each heading an
	// export gives them (第3章 孔乙己, Chapter 3: Loomings in the web-novel
	// TXT).
	byHeading map[string][]uint64
	// next is the Index after the project's last chapter.
	next int
}

// chaptersHad returns a project's chapters as a chapterSet, in the
// caller's transaction.
func chaptersHad(tx *storage.Tx, projectID uint64) (chapterSet, error) {
	existing, err := tx.Chapters(projectID)
	if err != nil {
		return chapterSet{}, err
	}
	set := chapterSet{exact: make(map[chapterKey]bool, len(existing)), byHeading: map[string][]uint64{}}
	// The book's headings as its web-novel TXT writes them: a book that
	// numbers its chapters 第01节 numbers a titled one 第15节 重逢.
	book := make([]export.Chapter, len(existing))
	for i, c := range existing {
		book[i] = export.Chapter{Number: c.Index, Title: c.Title}
	}
	bookZH := export.WebNovelHeadings(book, true)
	for i, c := range existing {
		set.next = max(set.next, c.Index+1)
		set.exact[chapterKey{c.Title, c.Hash}] = true
		headings := []string{c.Title}
		if c.Index > 0 {
			ec := export.Chapter{Number: c.Index, Title: c.Title}
			headings = append(headings, export.WebNovelHeading(ec, true), export.WebNovelHeading(ec, false), bookZH[i])
		}
		for _, h := range slices.Compact(slices.Sorted(slices.Values(headings))) {
			set.byHeading[h] = append(set.byHeading[h], c.ID)
		}
	}
	return set, nil
}

// has reports whether the project has c already: the same title and
// text, or — an export of the book imported again — a chapter under
// that title or heading with the same paragraphs, whatever their
// indentation and the blank lines between them (Markdown, EPUB and Word
// drop the 　　 a chapter's paragraphs were typed with). Only chapters
// under the same heading have their text read.
func (s chapterSet) has(tx *storage.Tx, c NewChapter) (bool, error) {
	if s.exact[keyOf(c)] {
		return true, nil
	}
	ids := s.byHeading[c.Title]
	if len(ids) == 0 {
		return false, nil
	}
	want := export.Paragraphs(c.Text)
	for _, id := range ids {
		had, err := tx.ChapterWithText(id)
		if err != nil {
			return false, err
		}
		if slices.Equal(export.Paragraphs(had.Text), want) {
			return true, nil
		}
	}
	return false, nil
}

// ChapterMatch says how a chapter about to be imported stands to the
// chapters of the project it goes into, for the import preview to mark.
type ChapterMatch int

const (
	// NoMatch: the project has no chapter of its title or its text.
	NoMatch ChapterMatch = iota
	// SameTitle: the project has a chapter of this title (or of the
	// heading an export gives one, 第3章 孔乙己) with other text: the
	// import adds a second chapter of the title beside it.
	SameTitle
	// SameText: the project has this text under another title.
	SameText
	// SameChapter: the project has this chapter, title and text (or as
	// its export writes them, see chapterSet.has): the import leaves it
	// out.
	SameChapter
)

// MatchChapters says, for each of chs, whether the named project has a
// chapter of the same title and text (which ImportBooks leaves out), of
// the same title only, or of the same text only: the import preview
// marks them so the author sees what the project has before adding to
// it. A project that does not exist (a new project) has none of them.
// Text is compared whole, an empty text with nothing.
func (e *Engine) MatchChapters(project string, chs []NewChapter) ([]ChapterMatch, error) {
	match := make([]ChapterMatch, len(chs))
	err := e.db.View(func(tx *storage.Tx) error {
		p, ok, err := tx.ProjectByName(project)
		if err != nil || !ok {
			return err
		}
		had, err := chaptersHad(tx, p.ID)
		if err != nil {
			return err
		}
		texts := make(map[storage.Hash]bool, len(had.exact))
		for k := range had.exact {
			texts[k.hash] = true
		}
		for i, c := range chs {
			same, err := had.has(tx, c)
			switch {
			case err != nil:
				return err
			case same:
				match[i] = SameChapter
			case len(had.byHeading[c.Title]) > 0:
				match[i] = SameTitle
			case strings.TrimSpace(c.Text) != "" && texts[storage.HashText(c.Text)]:
				match[i] = SameText
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: chapters of project %q: %w", project, err)
	}
	return match, nil
}

// ChaptersInProject reports which of chs the named project has already,
// with the same title and text (or as its export writes them, see
// chapterSet.has): the chapters ImportBooks leaves out, so
// that a preview (import --dry-run) can say so. A project that does not
// exist (or was deleted) has none of them.
func (e *Engine) ChaptersInProject(project string, chs []NewChapter) ([]bool, error) {
	match, err := e.MatchChapters(project, chs)
	if err != nil {
		return nil, err
	}
	in := make([]bool, len(match))
	for i, m := range match {
		in[i] = m == SameChapter
	}
	return in, nil
}
