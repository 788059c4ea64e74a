package model

import (
	"fmt"
	"math"
	"os"
	"path/filepath"

	"inkflow/model/manifest"
	"inkflow/model/onnxgraph"
	"inkflow/model/tokenizer"
)

// Initializer names of the static model's token table (model/modelgen):
// the vectors are float32 (token_embeddings) or int8 with one float32
// scale per row (token_embeddings_int8, token_embedding_scales); the SIF
// weights (token_weights) weigh each token in the sentence vector.
const (
	tokenEmbeddings     = "token_embeddings"
	tokenEmbeddingsInt8 = "token_embeddings_int8"
	tokenEmbeddingScale = "token_embedding_scales"
	tokenWeights        = "token_weights"
)

// TokenTable is a static model's token vectors and weights, read from its
// model folder for late interaction: search re-scores its vector
// candidates by how well each query token matches some token of a
// candidate (MaxSim), which a single sentence vector averages away. The
// table stays as the model file keeps it (int8 rows take a quarter of the
// float32 size, 12 MB for v2); Matches dequantises and normalises each
// distinct token it meets once per call. It is safe for concurrent use.
type TokenTable struct {
	tok       *tokenizer.Tokenizer
	maxTokens int
	dims      int
	q8        []int8    // rows×dims int8 values, or nil
	scales    []float32 // one per int8 row
	f32       []float32 // rows×dims float32 values when the table is not int8
	weights   []float32 // SIF weight per token
	skip      map[int64]bool
}

// LoadTokenTable reads the token table of the static model in folder dir
// (its manifest, tokenizer and model file). A model without one (a
// transformer) is an error.
func LoadTokenTable(dir string) (*TokenTable, error) {
	m, err := manifest.Read(dir)
	if err != nil {
		return nil, fmt.Errorf("token table: %w", err)
	}
	if m.Kind != "static" {
		return nil, fmt.Errorf("token table: model %s is %q, not a static model with a token table", m.Name, m.Kind)
	}
	t := &TokenTable{maxTokens: m.MaxTokens, dims: m.Dims}
	if t.tok, err = tokenizer.Load(filepath.Join(dir, m.TokenizerFile)); err != nil {
		return nil, fmt.Errorf("token table: %w", err)
	}
	path := filepath.Join(dir, m.ModelFile)
	file, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("token table: %w", err)
	}
	inits, err := onnxgraph.ParseInitializers(file, tokenWeights)
	if err != nil {
		return nil, fmt.Errorf("token table: %s: %w", path, err)
	}
	if t.weights, err = inits[tokenWeights].Float32s(); err != nil {
		return nil, fmt.Errorf("token table: %s: %w", tokenWeights, err)
	}
	rows := len(t.weights)
	var vecs onnxgraph.Tensor
	if q, err := onnxgraph.ParseInitializers(file, tokenEmbeddingsInt8, tokenEmbeddingScale); err == nil {
		vecs = q[tokenEmbeddingsInt8]
		if t.q8, err = vecs.Int8s(); err != nil {
			return nil, fmt.Errorf("token table: %s: %w", tokenEmbeddingsInt8, err)
		}
		if t.scales, err = q[tokenEmbeddingScale].Float32s(); err != nil || len(t.scales) != rows {
			return nil, fmt.Errorf("token table: %s: %d scales for %d rows (%v)", tokenEmbeddingScale, len(t.scales), rows, err)
		}
	} else {
		f, err := onnxgraph.ParseInitializers(file, tokenEmbeddings)
		if err != nil {
			return nil, fmt.Errorf("token table: %s: %w", path, err)
		}
		vecs = f[tokenEmbeddings]
		if t.f32, err = vecs.Float32s(); err != nil {
			return nil, fmt.Errorf("token table: %s: %w", tokenEmbeddings, err)
		}
	}
	if len(vecs.Dims) != 2 || vecs.Dims[0] != int64(rows) || vecs.Dims[1] != int64(t.dims) {
		return nil, fmt.Errorf("token table: vectors of shape %v, want [%d %d] (token weights × manifest dims)", vecs.Dims, rows, t.dims)
	}
	if t.tok.VocabSize() > rows {
		return nil, fmt.Errorf("token table: tokenizer has %d tokens, table %d rows", t.tok.VocabSize(), rows)
	}
	// The special tokens frame every text alike: they say nothing about
	// which passage a query means.
	t.skip = map[int64]bool{t.tok.UnknownID(): true, t.tok.PadID(): true}
	for _, s := range []string{"[CLS]", "[SEP]", "[MASK]"} {
		if id, ok := t.tok.TokenID(s); ok {
			t.skip[id] = true
		}
	}
	return t, nil
}

// Rows is the number of tokens in the table.
func (t *TokenTable) Rows() int { return len(t.weights) }

// Dims is the length of a token vector.
func (t *TokenTable) Dims() int { return t.dims }

// Weight is the SIF weight of token id (0 for an id outside the table).
func (t *TokenTable) Weight(id int64) float32 {
	if id < 0 || int(id) >= len(t.weights) {
		return 0
	}
	return t.weights[id]
}

// Vector writes the unit-length vector of token id into dst (len Dims) and
// returns it; an all-zero row stays zero.
func (t *TokenTable) Vector(id int64, dst []float32) []float32 {
	row := int(id) * t.dims
	if t.q8 != nil {
		scale := t.scales[id]
		for j := range dst {
			dst[j] = float32(t.q8[row+j]) * scale
		}
	} else {
		copy(dst, t.f32[row:row+t.dims])
	}
	var s float64
	for _, x := range dst {
		s += float64(x) * float64(x)
	}
	if s > 0 {
		inv := float32(1 / math.Sqrt(s))
		for j := range dst {
			dst[j] *= inv
		}
	}
	return dst
}

// Tokens returns the tokens of text Matches compares: the tokenizer's ids
// (up to the model's token limit) without special, unknown and weight-0
// tokens.
func (t *TokenTable) Tokens(text string) []int64 {
	ids := t.tok.Encode(text, t.maxTokens)
	kept := ids[:0]
	for _, id := range ids {
		if id >= 0 && int(id) < len(t.weights) && !t.skip[id] && t.weights[id] > 0 {
			kept = append(kept, id)
		}
	}
	return kept
}

// TokenMatches is how well each token of a query is matched in each of
// several passages: the raw material of late interaction, which search
// weighs (engine/search/late.go).
type TokenMatches struct {
	// Weights holds the SIF weight of each query token (Tokens).
	Weights []float64
	// Best holds, per passage, each query token's best cosine with any
	// token of the passage, floored at 0: Best[p][i] ∈ [0, 1].
	Best [][]float64
}

// MaxSim scores each passage by late interaction with query-token weights
// w (len(w) == len(Weights)): each token's best match averaged with w,
//
//	Σ_i w_i · Best[p][i] / Σ_i w_i
//
// With the SIF weights (m.MaxSim(m.Weights)) that is ColBERT's MaxSim
// over the static table; a passage holding every query token scores 1.
// Weights summing to 0 score every passage 0.
func (m TokenMatches) MaxSim(w []float64) []float64 {
	var wsum float64
	for _, x := range w {
		wsum += x
	}
	out := make([]float64, len(m.Best))
	if wsum <= 0 {
		return out
	}
	for p, best := range m.Best {
		var s float64
		for i, x := range best {
			s += w[i] * x
		}
		out[p] = s / wsum
	}
	return out
}

// Matches matches every token of query (Tokens) with the tokens of each
// passage: its best cosine there, floored at 0. It returns no weights
// (and no rows) when the query has no token the table knows: there is
// nothing to re-score by. Each distinct passage token's cosines with the
// query are computed once per call, so passages that share words cost
// little.
func (t *TokenTable) Matches(query string, passages []string) TokenMatches {
	q := t.Tokens(query)
	if len(q) == 0 {
		return TokenMatches{}
	}
	qv := make([][]float32, len(q))
	m := TokenMatches{Weights: make([]float64, len(q)), Best: make([][]float64, len(passages))}
	for i, id := range q {
		qv[i] = t.Vector(id, make([]float32, t.dims))
		m.Weights[i] = float64(t.weights[id])
	}
	sims := make(map[int64][]float64)
	buf := make([]float32, t.dims)
	for p, text := range passages {
		best := make([]float64, len(q))
		for _, id := range t.Tokens(text) {
			s, ok := sims[id]
			if !ok {
				v := t.Vector(id, buf)
				s = make([]float64, len(q))
				for k := range q {
					s[k] = dot32(qv[k], v)
				}
				sims[id] = s
			}
			for k, x := range s {
				best[k] = max(best[k], x)
			}
		}
		m.Best[p] = best
	}
	return m
}

// dot32 is the dot product accumulated in float32, as the vectors are.
func dot32(a, b []float32) float64 {
	var s float32
	for i := range a {
		s += a[i] * b[i]
	}
	return float64(s)
}
