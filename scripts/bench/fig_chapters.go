package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"inkflow/engine/importer"
	"inkflow/model"
)

// shortChapterCount is how many short chapters figChapterSize cuts the
// book into: the 1,000–2,000 chapters of a web novel.
const shortChapterCount = 1_600

// figChapterSize: the same text imported as a classic novel's 120 long
// chapters and as a web novel's 1,500+ short ones. Import speed should
// not depend on chapter size: every chapter has a fixed cost (a commit,
// a keyword batch, a summary, a scheduler round), and the indexer's task
// groups exist to keep that cost small.
func figChapterSize(r *runCtx) error {
	emb, err := loadModel(r.cfg.Static.Dir)
	if err != nil {
		return err
	}
	defer emb.Close()
	path := filepath.Join(r.cfg.Corpus, sanguoPath)
	data, chars, err := readPrefix(path, pick(r, 0, 60_000))
	if err != nil {
		return err
	}
	long, err := importer.Parse(data, importer.Options{})
	if err != nil {
		return fmt.Errorf("parse %s: %w", path, err)
	}
	short := splitShort(long, max(chars/shortChapterCount, 1))
	r.notef("Input: %s, %s characters, imported into a fresh data directory per import as its %d chapters (default chapter detection) "+
		"and as %d short chapters (the same chapters, each cut after the line or sentence that reaches %d characters; a chapter's last piece may be shorter). "+
		"Timed like the import row: store the chapters, then wait until every one is chunked, embedded, stored and in both indexes (Flush).",
		relPath(r.cfg.Corpus, path), formatValue(float64(chars), ""), len(long), len(short), chars/shortChapterCount)
	var ratios, longRates, shortRates []float64
	for i := range r.cfg.Runs {
		tl, err := importChaptersTimed(r, emb, "long", long)
		if err != nil {
			return err
		}
		ts, err := importChaptersTimed(r, emb, "short", short)
		if err != nil {
			return err
		}
		ratios = append(ratios, ts.Seconds()/tl.Seconds())
		longRates = append(longRates, float64(chars)/tl.Seconds())
		shortRates = append(shortRates, float64(chars)/ts.Seconds())
		r.logf("run %d/%d: %d long chapters %.2f s, %d short chapters %.2f s (%.2f×)", i+1, r.cfg.Runs, len(long), tl.Seconds(), len(short), ts.Seconds(), ts.Seconds()/tl.Seconds())
	}
	r.add(Row{Name: fmt.Sprintf("import in %d long chapters", len(long)), Value: median(longRates), Unit: "chars/s",
		Detail: fmt.Sprintf("median of %d runs: %s chars/s", len(longRates), joinValues(longRates, ""))})
	r.add(Row{Name: fmt.Sprintf("import in %d short chapters", len(short)), Value: median(shortRates), Unit: "chars/s",
		Detail: fmt.Sprintf("median of %d runs: %s chars/s", len(shortRates), joinValues(shortRates, ""))})
	r.add(Row{Name: "import time: short chapters ÷ long chapters", Value: median(ratios), Unit: "×", Goal: atMost(1.5),
		Detail: fmt.Sprintf("median of %d runs: %s", len(ratios), joinValues(ratios, "×"))})
	return nil
}

// importChaptersTimed imports chapters as one project into a fresh data
// directory and waits for indexing (see importParsed).
func importChaptersTimed(r *runCtx, emb model.Embedder, label string, chs []importer.Chapter) (time.Duration, error) {
	eng, _, release, err := r.openEngineWith("chapters-"+label, emb, 0)
	if err != nil {
		return 0, err
	}
	defer release()
	t0 := time.Now()
	if err := importParsed(r.ctx, eng, label, chs); err != nil {
		return 0, err
	}
	return time.Since(t0), nil
}

// splitShort cuts chapters into short ones: a new chapter starts after
// the line or sentence (。！？) that brings the current one to size runes.
func splitShort(chs []importer.Chapter, size int) []importer.Chapter {
	var out []importer.Chapter
	for _, c := range chs {
		start, n := 0, 0
		cut := func(end int) {
			if text := strings.TrimSpace(c.Text[start:end]); text != "" {
				out = append(out, importer.Chapter{Index: len(out) + 1, Title: fmt.Sprintf("%s (%d)", c.Title, len(out)+1), Text: text})
			}
			start, n = end, 0
		}
		for i, r := range c.Text {
			n++
			if n >= size && strings.ContainsRune("\n。！？", r) {
				cut(i + utf8.RuneLen(r))
			}
		}
		cut(len(c.Text))
	}
	return out
}
