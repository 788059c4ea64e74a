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

// Vocabulary is implemented by embedders that can say which words their
// model knows: search trusts the semantic side less for a query made of
// words the model never saw (engine/search/vocabulary.go).
type Vocabulary interface {
	// WholeWord reports whether word (one word, or one CJK character) is
	// a single known token of the model, not cut into sub-word pieces and
	// not unknown.
	WholeWord(word string) bool
}

// Wrapper is implemented by embedders that wrap another one (caches,
// counters, test doubles) so that callers can reach what it wraps.
type Wrapper interface {
	Unwrap() Embedder
}

// Find returns the first embedder in emb's chain of wrappers, emb itself
// first, that implements T, such as Vocabulary or a manifest reader.
func Find[T any](emb Embedder) (T, bool) {
	for range 8 { // bounded: a wrapper cycle must not hang the caller
		if t, ok := emb.(T); ok {
			return t, true
		}
		w, ok := emb.(Wrapper)
		if !ok {
			break
		}
		emb = w.Unwrap()
	}
	var zero T
	return zero, false
}
