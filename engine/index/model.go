package index

import (
	"context"
	"fmt"
	"time"

	"inkflow/model"
	"inkflow/storage"
)

// SetEmbedder changes the embedding model.
//
//   - nil unloads the model: saves continue, indexing waits.
//   - The same model id (a reload) just replaces the embedder.
//   - When no model was serving, emb becomes active at once (see Open).
//   - Otherwise the change runs in the background without interrupting
//     search: first every owner is chunked and embedded with the new model
//     into the embedding cache while the old model keeps serving queries
//     and indexing edits; then, in one short pause, the new model becomes
//     active with an empty vector index, the old model's cached vectors are
//     dropped, and every owner is re-indexed, now from cache hits. Only
//     that last step, which embeds nothing, leaves vector search partial.
//
// Errors from the synchronous cases are returned; the background change
// reports through events (EventModel) and the log.
func (ix *Indexer) SetEmbedder(emb model.Embedder) error {
	ix.stopSwitch()
	ix.amu.RLock()
	cur, curID := ix.emb, ix.modelID
	ix.amu.RUnlock()
	switch {
	case emb == nil:
		ix.amu.Lock()
		ix.emb = nil
		ix.amu.Unlock()
		return nil
	case emb.ModelID() == curID:
		ix.amu.Lock()
		ix.emb = emb
		ix.amu.Unlock()
		ix.signal()
		return nil
	case cur == nil:
		if err := ix.activate(emb); err != nil {
			return err
		}
		return ix.scheduleBacklog()
	}
	ctx, cancel := context.WithCancel(ix.ctx)
	ix.switchMu.Lock()
	ix.switching = cancel
	ix.switchMu.Unlock()
	ix.setChanging(true)
	ix.wg.Go(func() {
		defer ix.setChanging(false)
		defer cancel()
		ix.changeModel(ctx, emb, curID)
	})
	return nil
}

// setChanging records whether a background model change runs, so Flush
// can wait for it.
func (ix *Indexer) setChanging(v bool) { ix.setFlag(&ix.changing, v) }

// stopSwitch cancels a background model change.
func (ix *Indexer) stopSwitch() {
	ix.switchMu.Lock()
	if ix.switching != nil {
		ix.switching()
		ix.switching = nil
	}
	ix.switchMu.Unlock()
}

// changeModel warms the cache with the new model, then cuts over.
func (ix *Indexer) changeModel(ctx context.Context, emb model.Embedder, from string) {
	to := emb.ModelID()
	owners, err := storage.TxValue(ix.db.View, (*storage.Tx).AllOwners)
	if err != nil {
		ix.log.Error("model change failed", "to", to, "err", err)
		ix.subs.emit(Event{Kind: EventModel, Model: ModelProgress{From: from, To: to, Phase: "failed"}})
		return
	}
	ix.log.Info("model change: embedding everything with the new model", "from", from, "to", to, "owners", len(owners))
	for i, o := range owners {
		for attempt := 1; ; attempt++ {
			err := ix.warmOwner(ctx, o, emb)
			if err == nil {
				break
			}
			if ctx.Err() != nil {
				return
			}
			ix.log.Warn("model change: embedding failed; retrying", "owner", o.String(), "err", err)
			select {
			case <-ctx.Done():
				return
			case <-time.After(backoff(attempt)):
			}
		}
		ix.subs.emit(Event{Kind: EventModel, Model: ModelProgress{From: from, To: to, Phase: "warming", Done: i + 1, Total: len(owners)}})
	}
	if err := ix.cutover(ctx, emb); err != nil {
		if ctx.Err() == nil {
			ix.log.Error("model change failed", "to", to, "err", err)
			ix.subs.emit(Event{Kind: EventModel, Model: ModelProgress{From: from, To: to, Phase: "failed"}})
		}
		return
	}
	ix.log.Info("model change: new model active; re-indexing from the cache", "from", from, "to", to)
	ix.subs.emit(Event{Kind: EventModel, Model: ModelProgress{From: from, To: to, Phase: "switched", Done: len(owners), Total: len(owners)}})
}

// warmOwner computes (and caches) every embedding the owner needs under
// the new model, without changing what search serves.
func (ix *Indexer) warmOwner(ctx context.Context, o storage.Owner, emb model.Embedder) error {
	s, err := ix.readSnapshot(o)
	if err != nil || !s.exists {
		return err
	}
	s.parents = nil // plan everything as new
	cur := ix.settings()
	cache := newCachedEmbedder(ix.db, emb, emb.ModelID(), cur.Chunking.EmbeddingBatchSize)
	defer ix.countEmbeddings(cache)
	_, err = computePlan(ctx, s, o, cache, cur.Chunking.Config)
	ix.persistCache(cache)
	return err
}

// cutover makes emb the active model: workers pause, bbolt records the
// model and marks every owner stale, the vector index is replaced by an
// empty one, and every owner is scheduled at once.
func (ix *Indexer) cutover(ctx context.Context, emb model.Embedder) error {
	if err := ix.pause(ctx); err != nil {
		return err
	}
	defer ix.resume()
	id := emb.ModelID()
	if err := ix.markEverythingStale(id); err != nil {
		return err
	}
	vix := newVectorIndex(emb.Dims())
	if _, _, err := ix.reconcileVectors(vix, id); err != nil {
		return err
	}
	ix.applyMu.Lock()
	ix.amu.Lock()
	ix.emb, ix.modelID, ix.vix = emb, id, vix
	ix.amu.Unlock()
	ix.vectorsDirty, ix.lastChange = true, time.Now()
	ix.applyMu.Unlock()
	if err := ix.scheduleBacklog(); err != nil {
		return fmt.Errorf("index: schedule re-index: %w", err)
	}
	return nil
}
