package chunk

import "context"

// Embedder is the one capability chunking needs: vectors for texts.
//
// Embed returns one vector per text, in order. Vectors are expected to be
// L2-normalised, but [Similarities] computes a true cosine, so unnormalised
// vectors only cost a little precision, never correctness.
type Embedder interface {
	Embed(ctx context.Context, texts []string) ([][]float32, error)
}
