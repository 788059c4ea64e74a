package index

import (
	"bytes"
	"context"
	"fmt"
	"slices"

	"inkflow/model"
	"inkflow/storage"
)

// cachedEmbedder puts the persistent embedding cache in front of a model
// for one task. It satisfies chunk.Embedder, so the sentence embeddings
// made inside chunk.PlanParents and chunk.Children go through it as well
// as the children's own embeddings (P7: a text the model saw once is never
// sent to it again).
//
// Vectors the model computes are held in fresh until the task's commit
// writes them to bbolt in the same transaction as the children using them.
type cachedEmbedder struct {
	db      *storage.DB
	emb     model.Embedder
	modelID string
	batch   int

	// fresh holds vectors computed by this task (to be persisted); known
	// holds vectors read from the bbolt cache (already persisted).
	fresh, known map[storage.Hash][]float32
	// hits and misses count distinct texts per call; calls counts model
	// calls.
	hits, misses, calls int
}

func newCachedEmbedder(db *storage.DB, emb model.Embedder, modelID string, batch int) *cachedEmbedder {
	return &cachedEmbedder{
		db: db, emb: emb, modelID: modelID, batch: max(batch, 1),
		fresh: make(map[storage.Hash][]float32), known: make(map[storage.Hash][]float32),
	}
}

// Embed returns one vector per text: from this task's maps, from the bbolt
// cache, or from the model (each distinct text once, in input order, in
// batches of the configured size).
func (c *cachedEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	pos := make(map[storage.Hash][]int, len(texts))
	var order []storage.Hash
	textOf := make(map[storage.Hash]string, len(texts))
	for i, t := range texts {
		h := storage.HashText(t)
		if _, seen := pos[h]; !seen {
			order = append(order, h)
			textOf[h] = t
		}
		pos[h] = append(pos[h], i)
	}
	fill := func(h storage.Hash, v []float32) {
		for _, i := range pos[h] {
			out[i] = v
		}
	}
	var missing []storage.Hash
	for _, h := range order {
		if v, ok := c.fresh[h]; ok {
			fill(h, v)
			c.hits++
		} else if v, ok := c.known[h]; ok {
			fill(h, v)
			c.hits++
		} else {
			missing = append(missing, h)
		}
	}
	if len(missing) > 0 {
		err := c.db.View(func(tx *storage.Tx) error {
			still := missing[:0]
			for _, h := range missing {
				v, err := tx.CachedVector(c.modelID, h)
				if err != nil {
					return err
				}
				if v == nil {
					still = append(still, h)
					continue
				}
				c.known[h] = v
				fill(h, v)
				c.hits++
			}
			missing = still
			return nil
		})
		if err != nil {
			return nil, fmt.Errorf("index: read embedding cache: %w", err)
		}
	}
	dims := c.emb.Dims()
	for start := 0; start < len(missing); start += c.batch {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		end := min(start+c.batch, len(missing))
		batch := make([]string, 0, end-start)
		for _, h := range missing[start:end] {
			batch = append(batch, textOf[h])
		}
		c.calls++
		vecs, err := c.emb.Embed(ctx, batch)
		if err != nil {
			return nil, fmt.Errorf("index: embed %d texts with %s: %w", len(batch), c.modelID, err)
		}
		if len(vecs) != len(batch) {
			return nil, fmt.Errorf("index: model %s returned %d vectors for %d texts", c.modelID, len(vecs), len(batch))
		}
		for j, v := range vecs {
			if len(v) != dims {
				return nil, fmt.Errorf("index: model %s returned a %d-dim vector, want %d", c.modelID, len(v), dims)
			}
			h := missing[start+j]
			// The cache keeps half precision; rounding now makes a
			// cache hit return exactly what this run uses.
			storage.RoundToCache(v)
			c.fresh[h] = v
			c.misses++
			fill(h, v)
		}
	}
	return out, nil
}

// persistBatched writes the vectors computed so far into the bbolt cache,
// at most batch per transaction, in key order (neighbouring keys share
// pages), and forgets them from fresh once written.
func (c *cachedEmbedder) persistBatched(db *storage.DB, batch int) error {
	if len(c.fresh) == 0 {
		return nil
	}
	hashes := make([]storage.Hash, 0, len(c.fresh))
	for h := range c.fresh {
		hashes = append(hashes, h)
	}
	slices.SortFunc(hashes, func(a, b storage.Hash) int { return bytes.Compare(a[:], b[:]) })
	for start := 0; start < len(hashes); start += batch {
		part := hashes[start:min(start+batch, len(hashes))]
		if err := db.UpdateBackground(func(tx *storage.Tx) error {
			for _, h := range part {
				if err := tx.PutCachedVector(c.modelID, h, c.fresh[h]); err != nil {
					return err
				}
			}
			return nil
		}); err != nil {
			return err
		}
		for _, h := range part {
			c.known[h] = c.fresh[h]
			delete(c.fresh, h)
		}
	}
	return nil
}
