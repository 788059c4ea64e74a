package main

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"

	"inkflow/model"
)

// cacheSpec describes an embedding-cache figure: its input and, with
// againstFree, a goal against an import whose model costs nothing (see
// cacheFigure) instead of against the cold one.
type cacheSpec struct {
	bookInput
	againstFree bool
}

// figCache: re-import with the default static model. Its forward passes
// are a small share of an import, so no cache can make the re-import much
// faster than the first; what the cache must do is take the model out of
// the re-import, so the goal compares the warm import with an import
// whose model costs nothing.
func figCache(r *runCtx) error {
	return cacheFigure(r, cacheSpec{bookInput: staticBook(r), againstFree: true})
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
	return cacheFigure(r, cacheSpec{bookInput: in})
}

// cacheFigure imports the book into a fresh data directory (cold cache),
// then imports the same text again as a second project in the same
// directory: every sentence and child is already in the embedding cache,
// so the second import should skip the model almost entirely. Hits and
// misses are the indexer's counters over the second import only.
//
// With againstFree, a third import of the same text goes into another
// fresh data directory with a model that costs nothing: a memo of the
// vectors the real model gave during the cold import, served from memory.
// It chunks, stores and indexes exactly what the cold import did, so the
// warm import ÷ that import is what reading the cache costs over a free
// model.
func cacheFigure(r *runCtx, s cacheSpec) error {
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
	if s.againstFree {
		r.notef("Free model: the same file imported into another fresh data directory with a model that costs nothing — the vectors " +
			"the real model gave during the cold import, kept in memory — so it chunks, stores and indexes exactly what the cold import did. " +
			"Goal: the warm import takes at most 1.2 × that time (the cache's reads may cost a little, the model nothing).")
	}
	var speedups, hitRates, overFree []float64
	for i := range r.cfg.Runs {
		memo := newMemoEmbedder(emb)
		eng, dir, _, err := r.openEngineWith("cache", memo, 0)
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
		note := fmt.Sprintf("Run %d: cold %.2f s, warm %.2f s; warm import: %.0f cache hits, %.0f misses, %d texts sent to the model",
			i+1, cold.Seconds(), warm.Seconds(), hits, misses, after.Embedded-before.Embedded)
		if s.againstFree {
			free, unknown, err := importFree(r, memo.frozen(), data)
			if err != nil {
				return err
			}
			overFree = append(overFree, warm.Seconds()/free.Seconds())
			r.logf("run %d/%d: free-model import %.2f s; warm ÷ free %.2f×", i+1, r.cfg.Runs, free.Seconds(), warm.Seconds()/free.Seconds())
			note += fmt.Sprintf("; free-model import %.2f s (%d texts the memo lacked, computed by the model)", free.Seconds(), unknown)
		}
		r.notef("%s.", note)
	}
	r.add(Row{Name: fmt.Sprintf("re-import: embedding-cache hit rate, %s model", s.model), Value: median(hitRates), Unit: "%", Goal: atLeast(95),
		Detail: fmt.Sprintf("median of %d runs: %s", len(hitRates), joinValues(hitRates, "%"))})
	if s.againstFree {
		r.add(Row{Name: fmt.Sprintf("re-import ÷ import with a free model, %s model", s.model), Value: median(overFree), Unit: "×", Goal: atMost(1.2),
			Detail: fmt.Sprintf("median of %d runs: %s; speed-up over the first import %s", len(overFree), joinValues(overFree, "×"), joinValues(speedups, "×"))})
		return nil
	}
	r.add(Row{Name: fmt.Sprintf("re-import: speed-up over the first import, %s model", s.model), Value: median(speedups), Unit: "×", Goal: atLeast(10),
		Detail: fmt.Sprintf("median of %d runs: %s", len(speedups), joinValues(speedups, "×"))})
	return nil
}

// importFree imports data into a fresh data directory with the memo as
// the model and returns the time and how many texts the memo lacked.
func importFree(r *runCtx, memo *memoEmbedder, data []byte) (time.Duration, int, error) {
	eng, _, release, err := r.openEngineWith("cache-free", memo, 0)
	if err != nil {
		return 0, 0, err
	}
	defer release()
	took, err := importTimed(r.ctx, eng, "三国演义 (free model)", data)
	return took, memo.computed(), err
}

// memoEmbedder serves the vectors it has seen from memory and asks the
// wrapped model for the others, remembering them until frozen.
type memoEmbedder struct {
	wrapped

	mu     sync.Mutex
	vecs   map[string][]float32
	locked bool
	missed int // texts computed after freezing
}

var _ model.Embedder = (*memoEmbedder)(nil)

func newMemoEmbedder(inner model.Embedder) *memoEmbedder {
	return &memoEmbedder{wrapped: wrapped{inner}, vecs: make(map[string][]float32)}
}

// frozen returns a memo with the same vectors that learns nothing more and
// counts the texts it had to compute.
func (m *memoEmbedder) frozen() *memoEmbedder {
	m.mu.Lock()
	defer m.mu.Unlock()
	return &memoEmbedder{wrapped: m.wrapped, vecs: m.vecs, locked: true}
}

// computed is how many texts a frozen memo sent to the model.
func (m *memoEmbedder) computed() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.missed
}

// Embed returns remembered vectors (copies: the indexer rounds vectors
// in place) and computes the rest.
func (m *memoEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	var missing []int
	m.mu.Lock()
	for i, t := range texts {
		if v, ok := m.vecs[t]; ok {
			out[i] = slices.Clone(v)
		} else {
			missing = append(missing, i)
		}
	}
	m.mu.Unlock()
	if len(missing) == 0 {
		return out, nil
	}
	batch := make([]string, len(missing))
	for j, i := range missing {
		batch[j] = texts[i]
	}
	vecs, err := m.inner.Embed(ctx, batch)
	if err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	for j, i := range missing {
		out[i] = vecs[j]
		if m.locked {
			m.missed++
		} else {
			m.vecs[texts[i]] = slices.Clone(vecs[j])
		}
	}
	return out, nil
}
