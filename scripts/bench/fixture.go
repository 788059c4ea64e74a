package main

import (
	"fmt"
	"time"
	"unicode"
	"unicode/utf8"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/model"
)

// The web-novel fixture: the 3-million-character book in 1,500+
// chapters, with two long chapters to open and type in, and a story bible.
const (
	fixtureRunes        = 3_000_000
	fixtureMinChapters  = 1_500
	fixtureChapterRunes = 2_000
	fixtureLongRunes    = 20_000
	fixtureWikiEntries  = 200
	fixtureWikiRunes    = 300
	fixtureQueries      = 100
	fixtureQueryRunes   = 8
)

// webNovel is a built and indexed fixture project in a data directory.
type webNovel struct {
	Dir       string `json:"dir"`
	ProjectID uint64 `json:"project_id"`
	// LongChapters are the ids of the 20,000-character chapters.
	LongChapters []uint64 `json:"long_chapters"`
	Chapters     int      `json:"chapters"`
	Runes        int      `json:"runes"`
	Wiki         int      `json:"wiki"`
	// Queries are short phrases taken from chapters, for searches.
	Queries []string `json:"queries"`
	// Books lists the training files the text came from.
	Books []string `json:"books"`
	// Import is how long storing and indexing it took.
	Import time.Duration `json:"import"`
}

// buildWebNovel makes the fixture in a fresh data directory: chapters of
// about 2,000 characters cut (after a line or sentence) from the Chinese
// training texts in name order, each text used once, so every chapter is
// different prose; chapters 10 and 1,000 are 20,000 characters long; 200
// wiki entries whose descriptions are further paragraphs. It imports the
// chapters in one ImportChapters call, adds the entries, waits for
// indexing (the time is reported) and closes the engine.
func buildWebNovel(r *runCtx, emb model.Embedder) (webNovel, error) {
	files, err := trainFiles(r.cfg.Corpus)
	if err != nil {
		return webNovel{}, err
	}
	stream := &bookStream{files: files}
	var pending []importer.Chapter // cut but not yet used
	fx := webNovel{}
	next := func(size int) (string, error) {
		for {
			for i, c := range pending {
				if utf8.RuneCountInString(c.Text) >= size*9/10 {
					pending = pending[i+1:]
					return c.Text, nil
				}
			}
			pending = nil
			b, ok, err := stream.nextBook()
			if err != nil {
				return "", err
			}
			if !ok {
				return "", fmt.Errorf("web-novel fixture: the training texts ran out at %d characters", fx.Runes)
			}
			fx.Books = append(fx.Books, relPath(r.cfg.Corpus, b.Path))
			pending = splitShort(b.Chapters, size)
		}
	}
	var chs []engine.NewChapter
	longAt := []int{10, 1_000} // chapter numbers
	long := map[int]bool{longAt[0]: true, longAt[1]: true}
	for fx.Runes < fixtureRunes || len(chs) < fixtureMinChapters {
		n := len(chs) + 1
		size := fixtureChapterRunes
		if long[n] {
			size = fixtureLongRunes
		}
		text, err := next(size)
		if err != nil {
			return webNovel{}, err
		}
		chs = append(chs, engine.NewChapter{Title: fmt.Sprintf("第%d章", n), Index: n, Text: text})
		fx.Runes += utf8.RuneCountInString(text)
	}
	var wiki []engine.WikiEntry
	for i := range fixtureWikiEntries {
		text, err := next(fixtureWikiRunes)
		if err != nil {
			return webNovel{}, err
		}
		kind, title := "character", fmt.Sprintf("人物%03d", i+1)
		if i%2 == 1 {
			kind, title = "place", fmt.Sprintf("地方%03d", i+1)
		}
		wiki = append(wiki, engine.WikiEntry{Title: title, Type: kind, Text: text})
	}
	for i := range fixtureQueries {
		q := hanRun(chs[(i*37)%len(chs)].Text, i*101, fixtureQueryRunes)
		if q == "" {
			return webNovel{}, fmt.Errorf("web-novel fixture: chapter %d has no %d Chinese characters in a row", (i*37)%len(chs)+1, fixtureQueryRunes)
		}
		fx.Queries = append(fx.Queries, q)
	}

	dir, err := r.newDataDir("webnovel")
	if err != nil {
		return webNovel{}, err
	}
	eng, err := openEngine(dir, emb, 0)
	if err != nil {
		return webNovel{}, err
	}
	defer eng.Close()
	t0 := time.Now()
	p, err := eng.CreateProject("网文")
	if err != nil {
		return webNovel{}, err
	}
	made, err := eng.ImportChapters(p.ID, chs)
	if err != nil {
		return webNovel{}, fmt.Errorf("web-novel fixture: %w", err)
	}
	for _, w := range wiki {
		if _, err := eng.CreateWikiEntry(p.ID, w); err != nil {
			return webNovel{}, fmt.Errorf("web-novel fixture: %w", err)
		}
	}
	if err := eng.Flush(r.ctx); err != nil {
		return webNovel{}, fmt.Errorf("web-novel fixture: wait for indexing: %w", err)
	}
	fx.Import = time.Since(t0)
	fx.Dir, fx.ProjectID, fx.Chapters, fx.Wiki = dir, p.ID, len(made), len(wiki)
	for _, n := range longAt {
		fx.LongChapters = append(fx.LongChapters, made[n-1].ID)
	}
	if err := eng.Close(); err != nil {
		return webNovel{}, err
	}
	return fx, nil
}

// writeFixture saves the fixture's description for a child process.
func writeFixture(fx webNovel, path string) error {
	if err := writeJSON(path, fx); err != nil {
		return fmt.Errorf("web-novel fixture: %w", err)
	}
	return nil
}

// hanRun returns the first n Chinese characters in a row in text at or
// after rune offset from (wrapping around), "" if there are none: a
// search query as an author types it, without spaces or punctuation.
func hanRun(text string, from, n int) string {
	rs := []rune(text)
	for k := range len(rs) {
		at := (from + k) % len(rs)
		if at+n > len(rs) {
			continue
		}
		ok := true
		for _, r := range rs[at : at+n] {
			if !unicode.Is(unicode.Han, r) {
				ok = false
				break
			}
		}
		if ok {
			return string(rs[at : at+n])
		}
	}
	return ""
}
