package searchtest

import (
	"context"
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"sync/atomic"
	"unicode"
)

// HashEmbedder is a deterministic lexical embedder: it hashes a text's
// terms (Han characters and their bigrams, lower-cased words of other
// scripts) into a signed bag of features and L2-normalises it. Texts that
// share terms get similar vectors, which is all tests of ranking need.
// It is safe for concurrent use.
type HashEmbedder struct {
	dims   int
	prefix string
	// Queries and Docs count calls, so tests can tell which was used.
	Queries atomic.Int64
	Docs    atomic.Int64
}

// NewHashEmbedder returns an embedder of the given dimensions whose
// EmbedQuery prepends queryPrefix, as models like E5 require.
func NewHashEmbedder(dims int, queryPrefix string) *HashEmbedder {
	return &HashEmbedder{dims: dims, prefix: queryPrefix}
}

// Embed implements model.Embedder.
func (h *HashEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	h.Docs.Add(1)
	out := make([][]float32, len(texts))
	for i, t := range texts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		out[i] = h.vector(t)
	}
	return out, nil
}

// EmbedQuery implements model.Embedder.
func (h *HashEmbedder) EmbedQuery(ctx context.Context, q string) ([]float32, error) {
	h.Queries.Add(1)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return h.vector(h.prefix + q), nil
}

// Dims implements model.Embedder.
func (h *HashEmbedder) Dims() int { return h.dims }

// ModelID implements model.Embedder.
func (h *HashEmbedder) ModelID() string { return fmt.Sprintf("searchtest-hash-%d", h.dims) }

func (h *HashEmbedder) vector(text string) []float32 {
	v := make([]float64, h.dims)
	n := 0
	for _, term := range terms(text) {
		f := fnv.New64a()
		f.Write([]byte(term))
		x := f.Sum64()
		sign := 1.0
		if x>>63 == 1 {
			sign = -1
		}
		v[x%uint64(h.dims)] += sign
		n++
	}
	if n == 0 {
		v[0] = 1 // an empty text still gets a unit vector
	}
	var norm float64
	for _, x := range v {
		norm += x * x
	}
	norm = math.Sqrt(norm)
	if norm == 0 {
		v[0], norm = 1, 1 // every feature cancelled out
	}
	out := make([]float32, h.dims)
	for i, x := range v {
		out[i] = float32(x / norm)
	}
	return out
}

// terms lists Han characters and bigrams, and lower-cased words.
func terms(s string) []string {
	var out []string
	var word strings.Builder
	var prev rune
	flush := func() {
		if word.Len() > 0 {
			out = append(out, word.String())
			word.Reset()
		}
	}
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Han, r):
			flush()
			out = append(out, string(r))
			if prev != 0 {
				out = append(out, string([]rune{prev, r}))
			}
			prev = r
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			word.WriteRune(unicode.ToLower(r))
		default:
			flush()
		}
		prev = 0
	}
	flush()
	return out
}

// FailingEmbedder fails every call with Err: a model that could not be
// loaded or crashed.
type FailingEmbedder struct {
	Err   error
	Width int
}

// Embed implements model.Embedder.
func (f FailingEmbedder) Embed(context.Context, []string) ([][]float32, error) { return nil, f.Err }

// EmbedQuery implements model.Embedder.
func (f FailingEmbedder) EmbedQuery(context.Context, string) ([]float32, error) { return nil, f.Err }

// Dims implements model.Embedder.
func (f FailingEmbedder) Dims() int { return f.Width }

// ModelID implements model.Embedder.
func (f FailingEmbedder) ModelID() string { return "searchtest-failing" }
