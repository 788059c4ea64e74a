package index

import (
	"context"
	"fmt"

	"inkflow/engine/chunk"
	"inkflow/storage"
)

// AfterTaskFunc is called on the worker after the tasks of owners committed
// (a task group: see runGroup), with the group's embedder: it reads the
// tasks' vectors from memory and every
// other known text from the embedding cache, so texts the task just
// embedded (a chapter's sentences) cost no model call. New vectors it
// computes are saved to the cache afterwards.
//
// The Followup it returns is applied before the tasks count as finished,
// so Flush also waits for the owners it schedules. An error is logged and
// does not fail the tasks: the owners' own indexes are already committed.
type AfterTaskFunc func(ctx context.Context, owners []storage.Owner, emb chunk.Embedder) (Followup, error)

// Followup is the work an AfterTaskFunc caused.
type Followup struct {
	// Schedule lists owners whose text it changed (indexed at once).
	Schedule []storage.Owner
	// Remove lists child ids it deleted from bbolt, to drop from the
	// derived indexes.
	Remove []uint64
}

func (ix *Indexer) afterTask(ctx context.Context, owners []storage.Owner, cache *cachedEmbedder) {
	if ix.cfg.AfterTask == nil || len(owners) == 0 {
		return
	}
	f, err := ix.cfg.AfterTask(ctx, owners, cache)
	ix.persistCache(cache)
	if err != nil && ctx.Err() == nil {
		ix.log.Warn("post-indexing step failed", "owners", len(owners), "err", err)
	}
	ix.Remove(f.Remove)
	for _, s := range f.Schedule {
		ix.Schedule(s, true)
	}
}

// EmbedCached embeds texts with the active model through the persistent
// embedding cache: known texts cost no model call and new vectors are
// saved for later. It returns ErrNoModel when no model is loaded.
func (ix *Indexer) EmbedCached(ctx context.Context, texts []string) ([][]float32, error) {
	ix.amu.RLock()
	emb, modelID := ix.emb, ix.modelID
	ix.amu.RUnlock()
	if emb == nil {
		return nil, ErrNoModel
	}
	cache := newCachedEmbedder(ix.db, emb, modelID, ix.settings().Chunking.EmbeddingBatchSize)
	defer ix.countEmbeddings(cache)
	vecs, err := cache.Embed(ctx, texts)
	if err != nil {
		return nil, err
	}
	if err := cache.persistBatched(ix.db, cacheWriteBatch); err != nil {
		return nil, fmt.Errorf("index: save embeddings: %w", err)
	}
	return vecs, nil
}
