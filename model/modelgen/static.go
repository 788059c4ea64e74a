package modelgen

import (
	"fmt"
	"math"

	"inkflow/model/manifest"
	"inkflow/model/onnxgraph"
)

// StaticParams are the weights of a static (token-vector) embedding model.
type StaticParams struct {
	// Dims is the length of every token vector and of the output.
	Dims int
	// Embeddings holds rows*Dims floats: row i is token i's vector, and
	// with Bigrams the rows after the vocabulary are the bigrams' vectors.
	Embeddings []float32
	// Weights holds one SIF weight per row (0 for [PAD], [CLS], [SEP]).
	Weights []float32
	// CommonComponents are r unit vectors of length Dims projected out of
	// every sentence vector: v - Σ (v·u) u.
	CommonComponents [][]float32
	// Bigrams, when set, adds token-bigram vectors: every adjacent pair of
	// unmasked tokens that the table holds counts like one more token,
	// with row Bigrams.Vocab + its table row. Nil: tokens only, and the
	// vocabulary is every row.
	Bigrams *BigramTable
	// Int8 stores the vector table as int8 with a scale per row
	// (QuantizeRows). The graph then computes with DequantizeRows of
	// Embeddings, so pass values that are already dequantised when the
	// output must match a float reference exactly.
	Int8 bool
}

// staticEpsilon keeps divisions finite: a text whose tokens all have weight
// 0 (only specials) yields the zero vector instead of NaN.
const staticEpsilon = 1e-12

// validate checks the parameters' shapes and values.
func (p StaticParams) validate() error {
	if p.Dims <= 0 {
		return fmt.Errorf("static model: dims %d must be positive", p.Dims)
	}
	if len(p.Embeddings) == 0 || len(p.Embeddings)%p.Dims != 0 {
		return fmt.Errorf("static model: %d embedding values are not a whole number of %d-dim rows", len(p.Embeddings), p.Dims)
	}
	rows := len(p.Embeddings) / p.Dims
	if len(p.Weights) != rows {
		return fmt.Errorf("static model: %d weights for %d vector rows", len(p.Weights), rows)
	}
	if p.Bigrams != nil {
		if p.Bigrams.Vocab > int64(rows) {
			return fmt.Errorf("static model: bigram vocabulary %d exceeds the %d vector rows", p.Bigrams.Vocab, rows)
		}
		if err := p.Bigrams.validate(rows - int(p.Bigrams.Vocab)); err != nil {
			return fmt.Errorf("static model: %w", err)
		}
	}
	for i, u := range p.CommonComponents {
		if len(u) != p.Dims {
			return fmt.Errorf("static model: common component %d has %d values, want %d", i, len(u), p.Dims)
		}
		if err := allFinite(u); err != nil {
			return fmt.Errorf("static model common component %d: %w", i, err)
		}
	}
	if err := allFinite(p.Embeddings); err != nil {
		return fmt.Errorf("static model embeddings: %w", err)
	}
	if err := allFinite(p.Weights); err != nil {
		return fmt.Errorf("static model weights: %w", err)
	}
	return nil
}

// StaticONNX encodes a static model as ONNX. The graph takes input_ids and
// attention_mask ([batch, sequence] int64) and returns sentence_embedding
// ([batch, Dims] float32): the SIF-weighted, attention-masked mean of the
// token (and bigram) vectors, minus its projection on the common
// components, L2-normalised.
func StaticONNX(p StaticParams) ([]byte, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	rows := int64(len(p.Embeddings) / p.Dims)
	d := int64(p.Dims)
	batch, seq := onnxgraph.Symbolic("batch"), onnxgraph.Symbolic("sequence")
	g := onnxgraph.New("inkflow_static")
	g.Input(manifest.InputIDs, onnxgraph.Int64, batch, seq)
	g.Input(manifest.InputAttentionMask, onnxgraph.Int64, batch, seq)
	g.Output(manifest.OutputSentence, onnxgraph.Float, batch, onnxgraph.Fixed(d))

	lookup, err := vectorLookup(g, p, rows)
	if err != nil {
		return nil, err
	}
	weights := g.FloatTensor("token_weights", []int64{rows}, p.Weights)
	axis1 := g.Int64Tensor("axis_1", []int64{1}, []int64{1})
	axis2 := g.Int64Tensor("axis_2", []int64{1}, []int64{2})
	eps := g.FloatTensor("epsilon", nil, []float32{staticEpsilon})

	vectors := lookup(manifest.InputIDs)                                                                             // [B,T,D]
	w := g.Op("Gather", nil, weights, manifest.InputIDs)                                                             // [B,T]
	mask := g.Op("Cast", []onnxgraph.Attr{onnxgraph.Int("to", int64(onnxgraph.Float))}, manifest.InputAttentionMask) // [B,T]
	wm := g.Op("Mul", nil, w, mask)                                                                                  // [B,T]
	if p.Bigrams != nil {
		bigramVectors, bigramWeights := bigramBranch(g, *p.Bigrams, lookup, weights, mask, axis1)
		concat := []onnxgraph.Attr{onnxgraph.Int("axis", 1)}
		vectors = g.Op("Concat", concat, vectors, bigramVectors) // [B,2T-1,D]
		wm = g.Op("Concat", concat, wm, bigramWeights)           // [B,2T-1]
	}
	weighted := g.Op("Mul", nil, vectors, g.Op("Unsqueeze", nil, wm, axis2)) // [B,·,D]
	keep0 := []onnxgraph.Attr{onnxgraph.Int("keepdims", 0)}
	keep1 := []onnxgraph.Attr{onnxgraph.Int("keepdims", 1)}
	sum := g.Op("ReduceSum", keep0, weighted, axis1)                    // [B,D]
	total := g.Op("Max", nil, g.Op("ReduceSum", keep1, wm, axis1), eps) // [B,1]
	v := g.Op("Div", nil, sum, total)                                   // [B,D]

	if r := len(p.CommonComponents); r > 0 {
		flat := make([]float32, 0, r*p.Dims)
		for _, u := range p.CommonComponents {
			flat = append(flat, u...)
		}
		u := g.FloatTensor("common_components", []int64{int64(r), d}, flat) // [r,D]
		uT := g.FloatTensor("common_components_t", []int64{d, int64(r)}, transpose(flat, r, p.Dims))
		coef := g.Op("MatMul", nil, v, uT)                    // [B,r]: v·u for each u
		v = g.Op("Sub", nil, v, g.Op("MatMul", nil, coef, u)) // v - Σ (v·u) u
	}

	norm := g.Op("Sqrt", nil, g.Op("ReduceSum", keep1, g.Op("Mul", nil, v, v), axis1)) // [B,1]
	g.Node("Div", []string{v, g.Op("Max", nil, norm, eps)}, []string{manifest.OutputSentence})
	return g.Model(Opset)
}

// vectorLookup adds the vector table to g and returns a function that
// gathers rows of it for an int64 index tensor [B,T] → [B,T,D].
func vectorLookup(g *onnxgraph.Graph, p StaticParams, rows int64) (func(idx string) string, error) {
	d := int64(p.Dims)
	if !p.Int8 {
		emb := g.FloatTensor("token_embeddings", []int64{rows, d}, p.Embeddings)
		return func(idx string) string { return g.Op("Gather", nil, emb, idx) }, nil
	}
	q, scales, err := QuantizeRows(p.Embeddings, p.Dims)
	if err != nil {
		return nil, fmt.Errorf("static model: %w", err)
	}
	table := g.Int8Tensor("token_embeddings_int8", []int64{rows, d}, q)
	scale := g.FloatTensor("token_embedding_scales", []int64{rows}, scales)
	axis2 := g.Int64Tensor("scale_axis", []int64{1}, []int64{2})
	toFloat := []onnxgraph.Attr{onnxgraph.Int("to", int64(onnxgraph.Float))}
	return func(idx string) string {
		values := g.Op("Cast", toFloat, g.Op("Gather", nil, table, idx))
		return g.Op("Mul", nil, values, g.Op("Unsqueeze", nil, g.Op("Gather", nil, scale, idx), axis2))
	}, nil
}

// bigramBranch adds the bigram lookup of BigramTable to g: for the pairs
// (ids[:, t], ids[:, t+1]) it returns their vectors [B,T-1,D] and their
// weights [B,T-1], zero where the pair is not in the table or either
// token is masked.
func bigramBranch(g *onnxgraph.Graph, t BigramTable, lookup func(string) string, weights, mask, axis1 string) (vectors, pairWeights string) {
	n := int64(len(t.Keys))
	first := g.Int64Tensor("pair_first", []int64{1}, []int64{0})
	second := g.Int64Tensor("pair_second", []int64{1}, []int64{1})
	butLast := g.Int64Tensor("pair_but_last", []int64{1}, []int64{-1})
	end := g.Int64Tensor("pair_end", []int64{1}, []int64{math.MaxInt64})
	lefts := func(x string) string { return g.Op("Slice", nil, x, first, butLast, axis1) }
	rights := func(x string) string { return g.Op("Slice", nil, x, second, end, axis1) }

	vocab := g.Int64Tensor("bigram_vocab", nil, []int64{t.Vocab})
	key := g.Op("Add", nil, g.Op("Mul", nil, lefts(manifest.InputIDs), vocab), rights(manifest.InputIDs)) // [B,T-1]
	keys := g.Int32Tensor("bigram_keys", []int64{n}, t.Keys)
	rowsOf := g.Int32Tensor("bigram_rows", []int64{n}, t.Rows)
	shift := g.Int64Tensor("bigram_shift", nil, []int64{1 << bigramShift})
	buckets := g.Int64Tensor("bigram_buckets", nil, []int64{n})
	toInt64 := []onnxgraph.Attr{onnxgraph.Int("to", int64(onnxgraph.Int64))}
	probe := func(name string, mul int64) (hit, row string) {
		m := g.Int64Tensor(name, nil, []int64{mul})
		bucket := g.Op("Mod", nil, g.Op("Div", nil, g.Op("Mul", nil, key, m), shift), buckets)
		hit = g.Op("Equal", nil, g.Op("Cast", toInt64, g.Op("Gather", nil, keys, bucket)), key)
		return hit, g.Op("Cast", toInt64, g.Op("Gather", nil, rowsOf, bucket))
	}
	hit1, row1 := probe("bigram_mul_1", bigramMul1)
	hit2, row2 := probe("bigram_mul_2", bigramMul2)
	row := g.Op("Add", nil, g.Op("Where", nil, hit1, row1, row2), vocab) // [B,T-1] rows after the vocabulary
	found := g.Op("Cast", []onnxgraph.Attr{onnxgraph.Int("to", int64(onnxgraph.Float))}, g.Op("Or", nil, hit1, hit2))
	pairMask := g.Op("Mul", nil, lefts(mask), rights(mask))
	pairWeights = g.Op("Mul", nil, g.Op("Mul", nil, g.Op("Gather", nil, weights, row), pairMask), found)
	return lookup(row), pairWeights
}

// transpose returns the column-major copy of a rows×cols row-major matrix.
func transpose(m []float32, rows, cols int) []float32 {
	out := make([]float32, len(m))
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			out[j*rows+i] = m[i*cols+j]
		}
	}
	return out
}

// allFinite rejects NaN and ±Inf, which would poison every vector that
// touches the bad row instead of failing where the weights were made.
func allFinite(xs []float32) error {
	for i, x := range xs {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) {
			return fmt.Errorf("value %d is %v", i, x)
		}
	}
	return nil
}
