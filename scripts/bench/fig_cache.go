package main

import "fmt"

// figCache: re-import with the default static model, whose forward passes
// are a small share of an import, so the speed-up is bounded by the rest
// of the pipeline (splitting, chunking, storing, keyword indexing).
func figCache(r *runCtx) error {
	return cacheFigure(r, staticBook(r))
}

// figCacheBGE: the same with the bge-small-zh-shape transformer, where the
// forward passes are nearly all of an import's time, so the figure shows
// what the cache saves with a real transformer model. The input is the
// leading 60,000 characters for the reason given in figImportBGE.
func figCacheBGE(r *runCtx) error {
	in, err := bgeBook(r)
	if err != nil {
		return fmt.Errorf("cache-bge: %w", err)
	}
	return cacheFigure(r, in)
}

// cacheFigure imports the book into a fresh data directory (cold cache),
// then imports the same text again as a second project in the same
// directory: every sentence and child is already in the embedding cache,
// so the second import should skip the model almost entirely. Hits and
// misses are the indexer's counters over the second import only.
func cacheFigure(r *runCtx, s bookInput) error {
	emb, err := loadModel(s.modelDir)
	if err != nil {
		return err
	}
	defer emb.Close()
	path, data, chars, part, err := s.read(r)
	if err != nil {
		return err
	}
	r.notef("Each run: a fresh data directory; import %s (%s characters%s) as one project and wait for indexing (cold), "+
		"then import the same file again as a second project and wait (warm). Hit rate = cache hits ÷ lookups during the warm import.",
		relPath(r.cfg.Corpus, path), formatValue(float64(chars), ""), part)
	var speedups, hitRates []float64
	for i := range r.cfg.Runs {
		dir, err := r.newDataDir("cache")
		if err != nil {
			return err
		}
		eng, err := openEngine(dir, emb, 0)
		if err != nil {
			return err
		}
		cold, err := importTimed(r.ctx, eng, "三国演义", data)
		if err != nil {
			eng.Close()
			return err
		}
		before := eng.Metrics()
		warm, err := importTimed(r.ctx, eng, "三国演义 (again)", data)
		if err != nil {
			eng.Close()
			return err
		}
		after := eng.Metrics()
		if err := eng.Close(); err != nil {
			return err
		}
		r.dropDataDir(dir)
		hits := float64(after.CacheHits - before.CacheHits)
		misses := float64(after.CacheMisses - before.CacheMisses)
		rate := 100 * hits / max(hits+misses, 1)
		speedups = append(speedups, cold.Seconds()/warm.Seconds())
		hitRates = append(hitRates, rate)
		r.logf("run %d/%d: cold %.2f s, warm %.2f s (%.1f× faster), %.0f hits, %.0f misses (%.1f%%), %d model calls during the warm import",
			i+1, r.cfg.Runs, cold.Seconds(), warm.Seconds(), cold.Seconds()/warm.Seconds(), hits, misses, rate, after.EmbedCalls-before.EmbedCalls)
		r.notef("Run %d: cold %.2f s, warm %.2f s; warm import: %.0f cache hits, %.0f misses, %d texts sent to the model.",
			i+1, cold.Seconds(), warm.Seconds(), hits, misses, after.Embedded-before.Embedded)
	}
	r.add(Row{Name: fmt.Sprintf("re-import: embedding-cache hit rate, %s model", s.model), Value: median(hitRates), Unit: "%", Goal: atLeast(95),
		Detail: fmt.Sprintf("median of %d runs: %s", len(hitRates), joinValues(hitRates, "%"))})
	r.add(Row{Name: fmt.Sprintf("re-import: speed-up over the first import, %s model", s.model), Value: median(speedups), Unit: "×", Goal: atLeast(10),
		Detail: fmt.Sprintf("median of %d runs: %s", len(speedups), joinValues(speedups, "×"))})
	return nil
}
