package engine

import (
	"fmt"

	"inkflow/engine/export"
)

// BookChinese reports whether a project's book is written in Chinese, as
// the engine knows it: by the language its metadata sets (ProjectMeta,
// the export dialog's), else by its stored counts (字数 for text not in
// letters, as TextCounts.NaturalMode decides), reading no text. known is false for
// a book with neither a language set nor any text yet, which the caller
// decides by what else it knows (the app by its interface language).
//
// The editor's smart punctuation asks it where no text around the caret
// tells Chinese from English (a chapter's first line, an empty title),
// to type —— and …… in a Chinese book and — and … in an English one.
func (e *Engine) BookChinese(projectID uint64) (chinese, known bool, err error) {
	return e.bookChinese(projectID, func() ([]ChapterInfo, error) { return e.Chapters(projectID) })
}

// BookChineseOf is BookChinese for a caller that has just read the
// project's chapter list (Chapters) and gives it, so that the list is not
// read a second time: the app reads every project's list, and each
// book's language with it, whenever the library changes.
func (e *Engine) BookChineseOf(projectID uint64, chapters []ChapterInfo) (chinese, known bool, err error) {
	return e.bookChinese(projectID, func() ([]ChapterInfo, error) { return chapters, nil })
}

// bookChinese is BookChinese, reading the chapter list through chapters
// only when the metadata sets no language.
func (e *Engine) bookChinese(projectID uint64, chapters func() ([]ChapterInfo, error)) (chinese, known bool, err error) {
	meta, err := e.ProjectMeta(projectID)
	if err != nil {
		return false, false, fmt.Errorf("engine: book language: %w", err)
	}
	if meta.Language != "" {
		return export.IsChinese(meta.Language), true, nil
	}
	chs, err := chapters()
	if err != nil {
		return false, false, fmt.Errorf("engine: book language: %w", err)
	}
	var c TextCounts
	for _, ch := range chs {
		c = c.Add(ch.TextCounts)
	}
	if c.Words == 0 {
		return false, false, nil
	}
	return c.NaturalMode() == CountZi, true, nil
}
