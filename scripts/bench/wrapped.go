package main

import (
	"context"

	"inkflow/model"
)

// wrapped passes everything but Embed on to the model it wraps. The
// embedders the figures put around a model (recorder, memoEmbedder)
// change only how documents are embedded; to the engine they must be the
// model itself.
type wrapped struct{ inner model.Embedder }

// EmbedQuery is the wrapped model's.
func (w wrapped) EmbedQuery(ctx context.Context, q string) ([]float32, error) {
	return w.inner.EmbedQuery(ctx, q)
}

// Dims is the wrapped model's.
func (w wrapped) Dims() int { return w.inner.Dims() }

// ModelID is the wrapped model's, so stored vectors and the embedding
// cache are keyed exactly as without the wrapper.
func (w wrapped) ModelID() string { return w.inner.ModelID() }

// Unwrap lets the engine see the real model (its kind in Stats).
func (w wrapped) Unwrap() model.Embedder { return w.inner }
