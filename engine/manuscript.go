package engine

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/language"

	"inkflow/engine/export"
	"inkflow/storage"
)

// ProjectMeta is what every export says about a book.
type ProjectMeta struct {
	// Title is the book's title; empty means the project's name.
	Title string `json:"title"`
	// Author is the name on the title page.
	Author string `json:"author"`
	// Language is "zh-CN", "en" or another BCP 47 tag; empty means
	// detected from the text (see export.DetectLanguage).
	Language string `json:"language"`
	// CoverPath is a JPEG, PNG, GIF or WebP file used as the EPUB cover.
	CoverPath string `json:"cover"`
}

// metaKey is the project-data key holding a project's ProjectMeta.
const metaKey = "meta"

// ProjectMeta returns a project's export metadata (zero if never set).
func (e *Engine) ProjectMeta(projectID uint64) (ProjectMeta, error) {
	var m ProjectMeta
	if err := e.readProjectJSON(projectID, metaKey, &m); err != nil {
		return ProjectMeta{}, fmt.Errorf("engine: project metadata: %w", err)
	}
	return m, nil
}

// SetProjectMeta stores a project's export metadata. A cover must be an
// image file that exists; the error wraps ErrInvalid otherwise.
func (e *Engine) SetProjectMeta(projectID uint64, m ProjectMeta) error {
	m.Title, m.Author = strings.TrimSpace(m.Title), strings.TrimSpace(m.Author)
	m.Language = strings.TrimSpace(m.Language)
	if m.Language != "" {
		// EPUB and DOCX carry it as xml:lang and dc:language, which must
		// be a BCP 47 tag: `--language 'zh"><x'` made an EPUB epubcheck
		// refuses. It is stored in canonical form (zh_cn → zh-CN).
		tag, err := language.Parse(m.Language)
		if err != nil {
			return fmt.Errorf("engine: %w", &ValueError{Field: "language", Value: m.Language, Want: "not a language tag such as zh-CN or en"})
		}
		m.Language = tag.String()
	}
	if m.CoverPath != "" {
		if !export.IsCoverImage(m.CoverPath) {
			return fmt.Errorf("engine: %w", &ValueError{Field: "cover", Value: m.CoverPath, Want: "not a .jpg, .png, .gif or .webp file"})
		}
		abs, err := filepath.Abs(m.CoverPath)
		if err != nil {
			return fmt.Errorf("engine: cover: %w", err)
		}
		if _, err := os.Stat(abs); err != nil {
			return fmt.Errorf("engine: cover: %w", err)
		}
		m.CoverPath = abs
	}
	retitled := false
	err := e.db.Update(func(tx *storage.Tx) error {
		var old ProjectMeta
		if err := getProjectJSON(tx, projectID, metaKey, &old); err != nil {
			return err
		}
		if err := putProjectJSON(tx, projectID, metaKey, m); err != nil {
			return err
		}
		// The title is no mention of the book's entries (matcherEntry).
		if retitled = old.Title != m.Title; retitled {
			return markBookRetitledTx(tx, projectID)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("engine: set project metadata: %w", err)
	}
	if retitled {
		e.mentions.touchEntries()
	}
	return nil
}

// readProjectJSON decodes the project-data record key of an existing
// project into v (see getProjectJSON), in a read transaction of its own.
func (e *Engine) readProjectJSON(projectID uint64, key string, v any) error {
	return e.viewProject(projectID, func(tx *storage.Tx) error {
		return getProjectJSON(tx, projectID, key, v)
	})
}

// getProjectJSON decodes a project-data record into v; a missing record
// leaves v unchanged.
func getProjectJSON(tx *storage.Tx, projectID uint64, key string, v any) error {
	raw := tx.ProjectData(projectID, key)
	if raw == nil {
		return nil
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return fmt.Errorf("project %d %s: %w", projectID, key, storage.ErrCorrupt)
	}
	return nil
}

// putProjectJSON stores v as a project-data record.
func putProjectJSON(tx *storage.Tx, projectID uint64, key string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return tx.PutProjectData(projectID, key, raw)
}

// ExportOptions choose what ExportProject writes.
type ExportOptions struct {
	Format export.Format
	// From and To select chapters by number (Chapter.Index), both
	// included, with the unnumbered ones between them; 0 means from the
	// start of the book (front matter included) or to its end, and
	// FrontMatter the front matter itself (From and To FrontMatter
	// export it alone).
	From, To int
	// GB18030 writes TXT in GB18030 rather than UTF-8.
	GB18030 bool
}

// Exported says what an export wrote, for its message to say what the
// file holds.
type Exported struct {
	// Chapters is how many chapters the file holds, the front matter
	// among them when it has a page of its own (Front).
	Chapters int
	// Front: the file holds the front matter (chapter 0) on a page of
	// its own.
	Front bool
	// FrontIsTitlePage: the chapters exported began with the front
	// matter, which held the book's title and author and nothing else:
	// the file's title page says them, and chapter 0 has no page of its
	// own (export.Written). "38 chapters and front matter" said a page
	// the file does not have.
	FrontIsTitlePage bool
}

// ExportProject writes a project's chapters, with its metadata, to w and
// says what it wrote.
func (e *Engine) ExportProject(projectID uint64, opts ExportOptions, w io.Writer) (Exported, error) {
	book, err := e.exportBook(projectID, opts.From, opts.To)
	if err != nil {
		return Exported{}, err
	}
	if err := export.Write(w, book, opts.Format, export.Options{GB18030: opts.GB18030}); err != nil {
		return Exported{}, fmt.Errorf("engine: %w", err)
	}
	written := export.Written(book).Chapters
	had := len(book.Chapters) > 0 && book.Chapters[0].Number == 0
	front := len(written) > 0 && written[0].Number == 0
	return Exported{Chapters: len(written), Front: front, FrontIsTitlePage: had && !front}, nil
}

// exportBook gathers the chapters in [from, to] and the metadata.
func (e *Engine) exportBook(projectID uint64, from, to int) (export.Book, error) {
	var (
		book export.Book
		meta ProjectMeta
	)
	err := e.db.View(func(tx *storage.Tx) error {
		p, err := tx.Project(projectID)
		if err != nil {
			return err
		}
		if err := getProjectJSON(tx, projectID, metaKey, &meta); err != nil {
			return err
		}
		book.Title = p.Name
		chapters, err := tx.Chapters(projectID)
		if err != nil {
			return err
		}
		if len(chapters) == 0 {
			return ErrNoChapters
		}
		numbers := make([]int, len(chapters))
		for i, c := range chapters {
			numbers[i] = c.Index
		}
		lo, hi, err := ChapterSpan(numbers, from, to)
		if err != nil {
			return err
		}
		for _, c := range chapters[lo:hi] {
			book.Chapters = append(book.Chapters, export.Chapter{Number: c.Index, Title: c.Title, Text: tx.Text(c.Owner())})
		}
		return nil
	})
	if err != nil {
		return export.Book{}, fmt.Errorf("engine: export project %d: %w", projectID, err)
	}
	if meta.Title != "" {
		book.Title = meta.Title
	}
	book.Author, book.Language = meta.Author, meta.Language
	if book.Language == "" {
		var sample strings.Builder
		for _, c := range book.Chapters {
			if sample.Len() > 4096 {
				break
			}
			sample.WriteString(c.Text[:min(len(c.Text), 4096)])
		}
		book.Language = export.DetectLanguage(sample.String())
	}
	if meta.CoverPath != "" {
		img, err := os.ReadFile(meta.CoverPath)
		if err != nil {
			return export.Book{}, fmt.Errorf("engine: export cover: %w", err)
		}
		book.Cover, book.CoverName = img, filepath.Base(meta.CoverPath)
	}
	return book, nil
}

// ExportFormat is an export file format: epub, docx, txt or md.
type ExportFormat = export.Format

// ExportFormats lists the export formats in menu order.
func ExportFormats() []ExportFormat { return append([]ExportFormat(nil), export.Formats...) }

// ParseExportFormat checks a format name; the error wraps ErrInvalid.
func ParseExportFormat(name string) (ExportFormat, error) {
	f, err := export.ParseFormat(name)
	if err != nil {
		return "", fmt.Errorf("%w: %w", err, ErrInvalid)
	}
	return f, nil
}
