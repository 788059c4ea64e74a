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
	// Embeddings holds vocab*Dims floats: row i is token i's vector.
	Embeddings []float32
	// Weights holds one SIF weight per token (0 for [PAD], [CLS], [SEP]).
	Weights []float32
	// CommonComponents are r unit vectors of length Dims projected out of
	// every sentence vector: v - Σ (v·u) u.
	CommonComponents [][]float32
}

// staticEpsilon keeps divisions finite: a text whose tokens all have weight
// 0 (only specials) yields the zero vector instead of NaN.
const staticEpsilon = 1e-12

// StaticONNX encodes a static model as ONNX. The graph takes input_ids and
// attention_mask ([batch, sequence] int64) and returns sentence_embedding
// ([batch, Dims] float32): the SIF-weighted, attention-masked mean of the
// token vectors, minus its projection on the common components, L2-normalised.
func StaticONNX(p StaticParams) ([]byte, error) {
	if p.Dims <= 0 {
		return nil, fmt.Errorf("static model: dims %d must be positive", p.Dims)
	}
	if len(p.Embeddings) == 0 || len(p.Embeddings)%p.Dims != 0 {
		return nil, fmt.Errorf("static model: %d embedding values are not a whole number of %d-dim rows", len(p.Embeddings), p.Dims)
	}
	vocab := len(p.Embeddings) / p.Dims
	if len(p.Weights) != vocab {
		return nil, fmt.Errorf("static model: %d weights for a vocabulary of %d tokens", len(p.Weights), vocab)
	}
	for i, u := range p.CommonComponents {
		if len(u) != p.Dims {
			return nil, fmt.Errorf("static model: common component %d has %d values, want %d", i, len(u), p.Dims)
		}
	}
	if err := allFinite(p.Embeddings); err != nil {
		return nil, fmt.Errorf("static model embeddings: %w", err)
	}
	if err := allFinite(p.Weights); err != nil {
		return nil, fmt.Errorf("static model weights: %w", err)
	}

	d := int64(p.Dims)
	batch, seq := onnxgraph.Symbolic("batch"), onnxgraph.Symbolic("sequence")
	g := onnxgraph.New("inkflow_static")
	g.Input(manifest.InputIDs, onnxgraph.Int64, batch, seq)
	g.Input(manifest.InputAttentionMask, onnxgraph.Int64, batch, seq)
	g.Output(manifest.OutputSentence, onnxgraph.Float, batch, onnxgraph.Fixed(d))

	emb := g.FloatTensor("token_embeddings", []int64{int64(vocab), d}, p.Embeddings)
	weights := g.FloatTensor("token_weights", []int64{int64(vocab)}, p.Weights)
	axis1 := g.Int64Tensor("axis_1", []int64{1}, []int64{1})
	axis2 := g.Int64Tensor("axis_2", []int64{1}, []int64{2})
	eps := g.FloatTensor("epsilon", nil, []float32{staticEpsilon})

	vectors := g.Op("Gather", nil, emb, manifest.InputIDs)                                                           // [B,T,D]
	w := g.Op("Gather", nil, weights, manifest.InputIDs)                                                             // [B,T]
	mask := g.Op("Cast", []onnxgraph.Attr{onnxgraph.Int("to", int64(onnxgraph.Float))}, manifest.InputAttentionMask) // [B,T]
	wm := g.Op("Mul", nil, w, mask)                                                                                  // [B,T]
	weighted := g.Op("Mul", nil, vectors, g.Op("Unsqueeze", nil, wm, axis2))                                         // [B,T,D]
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
		if err := allFinite(flat); err != nil {
			return nil, fmt.Errorf("static model common components: %w", err)
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
