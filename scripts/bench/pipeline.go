package main

import (
	"context"
	"fmt"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/model"
)

// openEngine opens a data directory on the real pipeline with emb as its
// model. debounce 0 keeps the product's setting (chunking.debounce-ms).
func openEngine(dir string, emb model.Embedder, debounce time.Duration) (*engine.Engine, error) {
	eng, err := engine.Open(engine.Options{DataDir: dir, Embedder: emb, Debounce: debounce})
	if err != nil {
		return nil, fmt.Errorf("open engine: %w", err)
	}
	return eng, nil
}

// importTimed is one end-to-end import as `inkflow import` does it: split
// the raw text into chapters, create the project, store the chapters, and
// wait until the indexer has chunked, embedded, stored and indexed all of
// it (Flush). The returned time covers exactly that.
func importTimed(ctx context.Context, eng *engine.Engine, project string, data []byte) (time.Duration, error) {
	t0 := time.Now()
	chs, err := importer.Parse(data, importer.Options{})
	if err != nil {
		return 0, fmt.Errorf("import %s: %w", project, err)
	}
	if err := importParsed(ctx, eng, project, chs); err != nil {
		return 0, err
	}
	return time.Since(t0), nil
}

// importParsed creates the project, stores the chapters and waits until
// the indexer has them all (Flush).
func importParsed(ctx context.Context, eng *engine.Engine, project string, chs []importer.Chapter) error {
	p, err := eng.CreateProject(project)
	if err != nil {
		return fmt.Errorf("import %s: %w", project, err)
	}
	if _, err := importChapters(eng, p.ID, 0, chs); err != nil {
		return fmt.Errorf("import %s: %w", project, err)
	}
	if err := eng.Flush(ctx); err != nil {
		return fmt.Errorf("import %s: wait for indexing: %w", project, err)
	}
	return nil
}

// importChapters stores chapters in project pid, numbering them from base
// (as the CLI appends to an existing project), and queues them for
// indexing. It does not wait.
func importChapters(eng *engine.Engine, pid uint64, base int, chs []importer.Chapter) ([]engine.Chapter, error) {
	news := make([]engine.NewChapter, len(chs))
	for i, c := range chs {
		news[i] = engine.NewChapter{Title: c.Title, Index: base + c.Index, Text: c.Text}
	}
	made, err := eng.ImportChapters(pid, news)
	if err != nil {
		return nil, fmt.Errorf("import chapters: %w", err)
	}
	return made, nil
}

// readPrefix reads a file and, when maxRunes > 0, keeps its leading part
// of at most maxRunes characters ending at a paragraph break: the -quick
// form of a book. It returns the bytes and their character count.
func readPrefix(path string, maxRunes int) ([]byte, int, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, 0, fmt.Errorf("read %s: %w", path, err)
	}
	if maxRunes > 0 && utf8.RuneCount(data) > maxRunes {
		cut := cutAtParagraph(string(data), maxRunes)
		if cut == "" {
			return nil, 0, fmt.Errorf("read %s: no paragraph break in its first %d characters", path, maxRunes)
		}
		data = []byte(strings.TrimRight(cut, "\n") + "\n")
	}
	return data, utf8.RuneCount(data), nil
}

// importTrainingProject fills a project with whole training books, in
// order, until it holds size characters (the last book cut at a chapter),
// without waiting for the indexer. It returns the characters, chapters
// and books imported.
func importTrainingProject(r *runCtx, eng *engine.Engine, pid uint64, size int) (total, chapters, books int, err error) {
	files, err := trainFiles(r.cfg.Corpus)
	if err != nil {
		return 0, 0, 0, err
	}
	stream := &bookStream{files: files}
	for total < size {
		b, ok, err := stream.nextBook()
		if err != nil {
			return 0, 0, 0, err
		}
		if !ok {
			return 0, 0, 0, fmt.Errorf("the training texts hold fewer than %d characters", size)
		}
		chs := prefixChapters(b.Chapters, size-total)
		made, err := importChapters(eng, pid, chapters, chs)
		if err != nil {
			return 0, 0, 0, err
		}
		for _, c := range chs {
			total += len([]rune(c.Text))
		}
		chapters += len(made)
		books++
		if len(chs) < len(b.Chapters) {
			break // the size is reached within this book
		}
	}
	return total, chapters, books, nil
}
