// Package model turns text into sentence vectors with a local ONNX model
// running on the CPU through ONNX Runtime.
package model

import "context"

// Embedder maps texts to L2-normalised float32 vectors.
//
// Implementations are safe for concurrent use. A vector is only meaningful
// next to vectors from the same ModelID.
type Embedder interface {
	// Embed returns one vector per text, in input order, for documents
	// (story passages, wiki entries, summaries).
	Embed(ctx context.Context, texts []string) ([][]float32, error)
	// EmbedQuery embeds a search query, applying the model's query prefix
	// when the model wants one.
	EmbedQuery(ctx context.Context, query string) ([]float32, error)
	// Dims is the length of every vector this embedder returns.
	Dims() int
	// ModelID names the model and its exact weights (name@sha-prefix); it
	// is recorded beside every stored vector.
	ModelID() string
}
