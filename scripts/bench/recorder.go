package main

import (
	"context"
	"fmt"
	"sync"
	"time"

	"inkflow/model"
)

// recorder wraps the embedder the engine uses and remembers every batch
// of texts the pipeline sent to the model, and how long each call took.
// Replaying the batches through the bare embedder afterwards gives the
// cost of the model forward passes alone over exactly the pipeline's
// inputs, so "pipeline ÷ model" is a ratio of two measurements of the
// same work made in the same run. Queries are not recorded (wrapped
// passes them on): the pipeline measured here embeds documents.
type recorder struct {
	wrapped

	mu      sync.Mutex
	on      bool
	batches [][]string
	inModel time.Duration
}

var _ model.Embedder = (*recorder)(nil)

func newRecorder(inner model.Embedder) *recorder { return &recorder{wrapped: wrapped{inner}} }

// start clears what was recorded and begins recording.
func (r *recorder) start() {
	r.mu.Lock()
	r.on, r.batches, r.inModel = true, nil, 0
	r.mu.Unlock()
}

// stop ends recording and returns the batches and the time the pipeline
// spent inside the model.
func (r *recorder) stop() ([][]string, time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.on = false
	b, d := r.batches, r.inModel
	r.batches, r.inModel = nil, 0
	return b, d
}

// Embed forwards to the model and records the batch. Strings are
// immutable, so keeping the slice's copy is enough.
func (r *recorder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	t0 := time.Now()
	vecs, err := r.inner.Embed(ctx, texts)
	d := time.Since(t0)
	r.mu.Lock()
	if r.on && err == nil {
		r.batches = append(r.batches, append([]string(nil), texts...))
		r.inModel += d
	}
	r.mu.Unlock()
	return vecs, err
}

// replay embeds the batches through emb, one call per batch in recorded
// order as the pipeline made them, and returns the wall-clock time and
// the number of texts.
func replay(ctx context.Context, emb model.Embedder, batches [][]string) (time.Duration, int, error) {
	n := 0
	t0 := time.Now()
	for i, b := range batches {
		if _, err := emb.Embed(ctx, b); err != nil {
			return 0, n, fmt.Errorf("replay batch %d of %d: %w", i+1, len(batches), err)
		}
		n += len(b)
	}
	return time.Since(t0), n, nil
}
