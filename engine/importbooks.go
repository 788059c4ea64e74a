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
	err := e.db.Update(func(tx *storage.Tx) error {
		for i, b := range books {
			made, err := importBook(tx, b.Project, b.TitlePage, prepared[i])
			if err != nil {
				return &BookError{Book: i, Err: fmt.Errorf("engine: import into project %q: %w", b.Project, err)}
			}
			out[i] = made
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, made := range out {
		e.scheduleNow(made)
	}
	return out, nil
}

// importBook appends one book to the named project, creating it if need
// be (with the metadata of its title page), in the caller's transaction.
func importBook(tx *storage.Tx, project string, page importer.TitlePage, chs []preparedChapter) ([]Chapter, error) {
	p, ok, err := tx.ProjectByName(project)
	if err == nil && !ok {
		p, err = tx.CreateProject(project)
		if err == nil {
			err = putTitlePage(tx, p.ID, project, page)
		}
	}
	if err != nil {
		return nil, err
	}
	had, err := chaptersHad(tx, p.ID)
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
	return createChapters(tx, p.ID, had.next, fresh)
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

// ChaptersInProject reports which of chs the named project has already,
// with the same title and text (or as its export writes them, see
// chapterSet.has): the chapters ImportBooks leaves out, so
// that a preview (import --dry-run) can say so. A project that does not
// exist (or was deleted) has none of them.
func (e *Engine) ChaptersInProject(project string, chs []NewChapter) ([]bool, error) {
	in := make([]bool, len(chs))
	err := e.db.View(func(tx *storage.Tx) error {
		p, ok, err := tx.ProjectByName(project)
		if err != nil || !ok {
			return err
		}
		had, err := chaptersHad(tx, p.ID)
		if err != nil {
			return err
		}
		for i, c := range chs {
			if in[i], err = had.has(tx, c); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: chapters of project %q: %w", project, err)
	}
	return in, nil
}
