package modelgen

import (
	"fmt"
	"math"

	"inkflow/model/manifest"
	"inkflow/model/onnxgraph"
)

// BertParams shape a randomly initialised BERT encoder.
type BertParams struct {
	// Vocab is the number of token ids (rows of the word embedding).
	Vocab int
	// Hidden is the model width, the length of every token vector.
	Hidden int
	// Layers is the number of transformer layers.
	Layers int
	// Heads is the number of attention heads; it must divide Hidden.
	Heads int
	// Intermediate is the width of the feed-forward layer.
	Intermediate int
	// MaxPos is the number of position embeddings (longest sequence).
	MaxPos int
	// Seed selects the weights; the same seed gives the same bytes.
	Seed int64
	// PooledOutput replaces last_hidden_state with sentence_embedding
	// [batch, Hidden], the attention-masked mean of the token vectors.
	PooledOutput bool
}

// BGESmallZhShape is the shape of bge-small-zh-v1.5 (about 24 M parameters),
// used to benchmark realistic transformer cost without downloading it.
func BGESmallZhShape() BertParams {
	return BertParams{Vocab: 21128, Hidden: 512, Layers: 4, Heads: 8, Intermediate: 2048, MaxPos: 512, Seed: 1}
}

// WriteBGEShapeDir writes the benchmarks' transformer: a model folder with
// BGESmallZhShape's graph, random weights and tokenizerJSON (bge-small-zh's
// own, where there is one, for its vocabulary), CLS-pooled and normalised
// as bge-small-zh-v1.5 is. It returns the ONNX size in bytes.
func WriteBGEShapeDir(dir string, tokenizerJSON []byte) (int, error) {
	onnx, err := BertONNX(BGESmallZhShape())
	if err != nil {
		return 0, fmt.Errorf("generate bge-shape model: %w", err)
	}
	err = WriteModelDir(dir, onnx, tokenizerJSON, manifest.Manifest{
		Name: "bge-small-zh-shape-random", Kind: manifest.KindTransformer, Dims: 512,
		Pooling: manifest.PoolingCLS, Normalize: true, MaxTokens: 512,
		Inputs: []string{manifest.InputIDs, manifest.InputAttentionMask, manifest.InputTokenTypeIDs},
		Output: manifest.OutputHidden, Source: "random weights, bge-small-zh-v1.5 shape (benchmarks only)",
	})
	if err != nil {
		return 0, fmt.Errorf("generate bge-shape model: %w", err)
	}
	return len(onnx), nil
}

const (
	bertInitStd     = 0.02
	bertLayerNormEp = 1e-12
	// bertMaskBias is added to the attention scores of padding positions;
	// exp(-10000) underflows to exactly 0 in float32, so padding has no
	// influence at all (batch invariance depends on that).
	bertMaskBias = -10000
	// typeVocab is BERT's number of token types (segment A and B).
	typeVocab = 2
)

// BertONNX encodes a randomly initialised BERT encoder. Inputs are
// input_ids, attention_mask and token_type_ids ([batch, sequence] int64);
// the output is last_hidden_state [batch, sequence, Hidden] float32, or
// sentence_embedding [batch, Hidden] when p.PooledOutput is set.
//
// The graph is the standard post-norm BERT: word + position + token-type
// embeddings, LayerNorm; then per layer multi-head self-attention with an
// additive mask bias, residual + LayerNorm, a GELU (erf) feed-forward layer,
// residual + LayerNorm.
func BertONNX(p BertParams) ([]byte, error) {
	if err := p.validate(); err != nil {
		return nil, err
	}
	return bertGraph(p, newBertWeights(p))
}

func (p BertParams) validate() error {
	switch {
	case p.Vocab <= 0, p.Hidden <= 0, p.Layers < 0, p.Heads <= 0, p.Intermediate <= 0, p.MaxPos <= 0:
		return fmt.Errorf("bert model: sizes must be positive: %+v", p)
	case p.Hidden%p.Heads != 0:
		return fmt.Errorf("bert model: %d heads do not divide hidden size %d", p.Heads, p.Hidden)
	}
	return nil
}

// linearWeights is one dense layer, W stored [in, out] row-major.
type linearWeights struct {
	W, B    []float32
	In, Out int
}

// bertLayerWeights are one transformer layer's dense layers. LayerNorms
// are not stored: a fresh BERT has unit scale and zero shift.
type bertLayerWeights struct {
	Q, K, V, AttnOut, Up, Down linearWeights
}

// bertWeights are all random weights of a BertONNX model. They are drawn
// before the graph is built so the package's tests can run the same
// network in plain Go and compare it with ONNX Runtime.
type bertWeights struct {
	Word, Pos, Type []float32
	Layers          []bertLayerWeights
}

// newBertWeights draws every weight from one generator in a fixed order,
// so adding a layer never changes the weights of the layers before it.
func newBertWeights(p BertParams) bertWeights {
	r := newRNG(p.Seed)
	lin := func(in, out int) linearWeights {
		return linearWeights{W: r.fill(in*out, bertInitStd), B: r.fill(out, bertInitStd), In: in, Out: out}
	}
	w := bertWeights{
		Word: r.fill(p.Vocab*p.Hidden, bertInitStd),
		Pos:  r.fill(p.MaxPos*p.Hidden, bertInitStd),
		Type: r.fill(typeVocab*p.Hidden, bertInitStd),
	}
	for l := 0; l < p.Layers; l++ {
		var lw bertLayerWeights
		lw.Q = lin(p.Hidden, p.Hidden)
		lw.K = lin(p.Hidden, p.Hidden)
		lw.V = lin(p.Hidden, p.Hidden)
		lw.AttnOut = lin(p.Hidden, p.Hidden)
		lw.Up = lin(p.Hidden, p.Intermediate)
		lw.Down = lin(p.Intermediate, p.Hidden)
		w.Layers = append(w.Layers, lw)
	}
	return w
}

func bertGraph(p BertParams, w bertWeights) ([]byte, error) {
	h := int64(p.Hidden)
	headDim := h / int64(p.Heads)
	b := &bertBuilder{g: onnxgraph.New("inkflow_bert")}
	g := b.g

	batch, seq := onnxgraph.Symbolic("batch"), onnxgraph.Symbolic("sequence")
	g.Input(manifest.InputIDs, onnxgraph.Int64, batch, seq)
	g.Input(manifest.InputAttentionMask, onnxgraph.Int64, batch, seq)
	g.Input(manifest.InputTokenTypeIDs, onnxgraph.Int64, batch, seq)
	if p.PooledOutput {
		g.Output(manifest.OutputSentence, onnxgraph.Float, batch, onnxgraph.Fixed(h))
	} else {
		g.Output(manifest.OutputHidden, onnxgraph.Float, batch, seq, onnxgraph.Fixed(h))
	}

	// Shared constants.
	zero := g.Int64Tensor("const_0", nil, []int64{0})
	one := g.Int64Tensor("const_1", nil, []int64{1})
	axis1 := g.Int64Tensor("axes_1", []int64{1}, []int64{1})
	axes12 := g.Int64Tensor("axes_1_2", []int64{2}, []int64{1, 2})
	axes2 := g.Int64Tensor("axes_2", []int64{1}, []int64{2})
	splitHeads := g.Int64Tensor("shape_split_heads", []int64{4}, []int64{0, 0, int64(p.Heads), headDim})
	mergeHeads := g.Int64Tensor("shape_merge_heads", []int64{3}, []int64{0, 0, h})
	scale := g.FloatTensor("attention_scale", nil, []float32{float32(1 / math.Sqrt(float64(headDim)))})
	fOne := g.FloatTensor("float_1", nil, []float32{1})
	fHalf := g.FloatTensor("float_0_5", nil, []float32{0.5})
	invSqrt2 := g.FloatTensor("float_inv_sqrt2", nil, []float32{float32(1 / math.Sqrt2)})
	maskBias := g.FloatTensor("mask_bias", nil, []float32{bertMaskBias})
	eps := g.FloatTensor("pool_epsilon", nil, []float32{1e-12})

	// Embeddings.
	word := g.FloatTensor("embeddings.word", []int64{int64(p.Vocab), h}, w.Word)
	pos := g.FloatTensor("embeddings.position", []int64{int64(p.MaxPos), h}, w.Pos)
	typ := g.FloatTensor("embeddings.token_type", []int64{typeVocab, h}, w.Type)
	seqLen := g.Op("Gather", []onnxgraph.Attr{onnxgraph.Int("axis", 0)}, g.Op("Shape", nil, manifest.InputIDs), one) // scalar T
	posIDs := g.Op("Range", nil, zero, seqLen, one)                                                                  // [T]
	x := g.Op("Add", nil,
		g.Op("Add", nil, g.Op("Gather", nil, word, manifest.InputIDs), g.Op("Gather", nil, pos, posIDs)),
		g.Op("Gather", nil, typ, manifest.InputTokenTypeIDs)) // [B,T,H]
	x = b.layerNorm("embeddings.ln", x, p.Hidden)

	// Additive attention bias [B,1,1,T]: 0 for real tokens, -10000 for padding.
	maskF := g.Op("Cast", []onnxgraph.Attr{onnxgraph.Int("to", int64(onnxgraph.Float))}, manifest.InputAttentionMask) // [B,T]
	bias := g.Op("Mul", nil, g.Op("Sub", nil, fOne, g.Op("Unsqueeze", nil, maskF, axes12)), maskBias)

	for l, lw := range w.Layers {
		name := fmt.Sprintf("layer%d.", l)
		// heads reshapes [B,T,H] to [B,heads,T,dh] (or [B,heads,dh,T] for K).
		heads := func(t string, perm ...int64) string {
			return g.Op("Transpose", []onnxgraph.Attr{onnxgraph.Ints("perm", perm...)}, g.Op("Reshape", nil, t, splitHeads))
		}
		q := heads(g.Op("Mul", nil, b.linear(name+"q", x, lw.Q), scale), 0, 2, 1, 3)
		k := heads(b.linear(name+"k", x, lw.K), 0, 2, 3, 1)
		v := heads(b.linear(name+"v", x, lw.V), 0, 2, 1, 3)
		scores := g.Op("Add", nil, g.Op("MatMul", nil, q, k), bias)                   // [B,heads,T,T]
		probs := g.Op("Softmax", []onnxgraph.Attr{onnxgraph.Int("axis", -1)}, scores) // over keys
		ctx := g.Op("Transpose", []onnxgraph.Attr{onnxgraph.Ints("perm", 0, 2, 1, 3)}, g.Op("MatMul", nil, probs, v))
		ctx = g.Op("Reshape", nil, ctx, mergeHeads) // [B,T,H]
		x = b.layerNorm(name+"attention.ln", g.Op("Add", nil, b.linear(name+"attention.out", ctx, lw.AttnOut), x), p.Hidden)

		up := b.linear(name+"ffn.up", x, lw.Up)
		// GELU(u) = 0.5·u·(1 + erf(u/√2)), the exact form BERT uses.
		gelu := g.Op("Mul", nil, g.Op("Mul", nil, up, fHalf),
			g.Op("Add", nil, fOne, g.Op("Erf", nil, g.Op("Mul", nil, up, invSqrt2))))
		x = b.layerNorm(name+"ffn.ln", g.Op("Add", nil, b.linear(name+"ffn.down", gelu, lw.Down), x), p.Hidden)
	}

	if p.PooledOutput {
		m3 := g.Op("Unsqueeze", nil, maskF, axes2) // [B,T,1]
		sum := g.Op("ReduceSum", []onnxgraph.Attr{onnxgraph.Int("keepdims", 0)}, g.Op("Mul", nil, x, m3), axis1)
		count := g.Op("Max", nil, g.Op("ReduceSum", []onnxgraph.Attr{onnxgraph.Int("keepdims", 1)}, maskF, axis1), eps)
		g.Node("Div", []string{sum, count}, []string{manifest.OutputSentence})
	} else {
		g.Node("Identity", []string{x}, []string{manifest.OutputHidden})
	}
	return g.Model(Opset)
}

// bertBuilder adds BERT's repeated building blocks to a graph.
type bertBuilder struct {
	g *onnxgraph.Graph
}

// linear is x·W + b with W [in,out] (MatMul's layout, no transpose needed).
func (b *bertBuilder) linear(name, x string, lw linearWeights) string {
	w := b.g.FloatTensor(name+".weight", []int64{int64(lw.In), int64(lw.Out)}, lw.W)
	bias := b.g.FloatTensor(name+".bias", []int64{int64(lw.Out)}, lw.B)
	return b.g.Op("Add", nil, b.g.Op("MatMul", nil, x, w), bias)
}

// layerNorm normalises the last axis with unit scale and zero shift, as a
// freshly initialised BERT has.
func (b *bertBuilder) layerNorm(name, x string, hidden int) string {
	gamma := make([]float32, hidden)
	for i := range gamma {
		gamma[i] = 1
	}
	scale := b.g.FloatTensor(name+".weight", []int64{int64(hidden)}, gamma)
	shift := b.g.FloatTensor(name+".bias", []int64{int64(hidden)}, make([]float32, hidden))
	return b.g.Op("LayerNormalization", []onnxgraph.Attr{
		onnxgraph.Int("axis", -1), onnxgraph.FloatAttr("epsilon", bertLayerNormEp),
	}, x, scale, shift)
}
