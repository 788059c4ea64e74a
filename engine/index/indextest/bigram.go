package indextest

import (
	"context"
	"fmt"
	"hash/fnv"
	"math"
)

// Bigram embeds a text as its bag of character bigrams (and unigrams),
// hashed into Dim buckets and L2-normalised. Texts sharing characters get
// similar vectors, so semantic-cliff chunking and search behave sensibly,
// and the result depends only on the text (and Seed), never on batching.
type Bigram struct {
	// ID is the model id (default "test-bigram").
	ID string
	// Dim is the vector length (default 64).
	Dim int
	// Seed varies the hashing so two models give different vectors.
	Seed uint32
}

// Embed implements model.Embedder.
func (b Bigram) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = b.vector(t)
	}
	return out, nil
}

// EmbedQuery implements model.Embedder.
func (b Bigram) EmbedQuery(ctx context.Context, q string) ([]float32, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return b.vector(q), nil
}

// Dims implements model.Embedder.
func (b Bigram) Dims() int {
	if b.Dim <= 0 {
		return 64
	}
	return b.Dim
}

// ModelID implements model.Embedder.
func (b Bigram) ModelID() string {
	if b.ID == "" {
		return "test-bigram"
	}
	return b.ID
}

func (b Bigram) vector(t string) []float32 {
	v := make([]float32, b.Dims())
	rs := []rune(t)
	add := func(s string, w float32) {
		h := fnv.New32a()
		fmt.Fprintf(h, "%d|%s", b.Seed, s)
		v[h.Sum32()%uint32(len(v))] += w
	}
	for i, r := range rs {
		add(string(r), 0.5)
		if i+1 < len(rs) {
			add(string(rs[i:i+2]), 1)
		}
	}
	var n float64
	for _, x := range v {
		n += float64(x) * float64(x)
	}
	if n == 0 {
		v[0] = 1
		return v
	}
	inv := float32(1 / math.Sqrt(n))
	for i := range v {
		v[i] *= inv
	}
	return v
}
