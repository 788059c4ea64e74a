package modelgen

import (
	"bytes"
	"math"
	"slices"
	"strings"
	"testing"
)

// bertReference runs the BertONNX network in plain float64 Go for one
// sequence and returns its hidden states [T][H].
func bertReference(p BertParams, w bertWeights, ids, mask, types []int64) [][]float64 {
	h, T := p.Hidden, len(ids)
	dh := h / p.Heads
	x := make([][]float64, T)
	for t := range x {
		x[t] = make([]float64, h)
		for j := 0; j < h; j++ {
			x[t][j] = float64(w.Word[int(ids[t])*h+j]) + float64(w.Pos[t*h+j]) + float64(w.Type[int(types[t])*h+j])
		}
		layerNormRef(x[t])
	}
	for _, lw := range w.Layers {
		q, k, v := linearRef(x, lw.Q), linearRef(x, lw.K), linearRef(x, lw.V)
		ctx := make([][]float64, T)
		for t := range ctx {
			ctx[t] = make([]float64, h)
		}
		for head := 0; head < p.Heads; head++ {
			lo := head * dh
			for t := 0; t < T; t++ {
				scores := make([]float64, T)
				top := math.Inf(-1)
				for s := 0; s < T; s++ {
					var dot float64
					for j := lo; j < lo+dh; j++ {
						dot += q[t][j] * k[s][j]
					}
					scores[s] = dot/math.Sqrt(float64(dh)) + (1-float64(mask[s]))*bertMaskBias
					top = math.Max(top, scores[s])
				}
				var z float64
				for s := range scores {
					scores[s] = math.Exp(scores[s] - top)
					z += scores[s]
				}
				for s := range scores {
					for j := lo; j < lo+dh; j++ {
						ctx[t][j] += scores[s] / z * v[s][j]
					}
				}
			}
		}
		attn := linearRef(ctx, lw.AttnOut)
		for t := range x {
			for j := range x[t] {
				x[t][j] += attn[t][j]
			}
			layerNormRef(x[t])
		}
		up := linearRef(x, lw.Up)
		for t := range up {
			for j, u := range up[t] {
				up[t][j] = 0.5 * u * (1 + math.Erf(u/math.Sqrt2))
			}
		}
		down := linearRef(up, lw.Down)
		for t := range x {
			for j := range x[t] {
				x[t][j] += down[t][j]
			}
			layerNormRef(x[t])
		}
	}
	return x
}

func linearRef(x [][]float64, l linearWeights) [][]float64 {
	out := make([][]float64, len(x))
	for t, row := range x {
		out[t] = make([]float64, l.Out)
		for o := 0; o < l.Out; o++ {
			s := float64(l.B[o])
			for i := 0; i < l.In; i++ {
				s += row[i] * float64(l.W[i*l.Out+o])
			}
			out[t][o] = s
		}
	}
	return out
}

func layerNormRef(v []float64) {
	var mean, variance float64
	for _, x := range v {
		mean += x
	}
	mean /= float64(len(v))
	for _, x := range v {
		variance += (x - mean) * (x - mean)
	}
	variance /= float64(len(v))
	inv := 1 / math.Sqrt(variance+bertLayerNormEp)
	for i := range v {
		v[i] = (v[i] - mean) * inv
	}
}

var tinyParams = BertParams{Vocab: 30, Hidden: 8, Layers: 2, Heads: 2, Intermediate: 16, MaxPos: 12, Seed: 4}

// A padded batch: row 0 is full, row 1 has two padding positions (whose
// ids are arbitrary, to prove the mask, not the id, hides them), row 2
// uses token type 1.
var (
	batchIDs   = []int64{2, 7, 11, 19, 3, 2, 5, 3, 29, 29, 2, 8, 9, 3, 0}
	batchMask  = []int64{1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0}
	batchTypes = []int64{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0}
)

// The batch's shape.
const batchRows, batchWidth = 3, 5

// runBatch builds the BERT graph of p, runs it on the padded batch and
// returns the named output and its shape.
func runBatch(t *testing.T, p BertParams, output string) ([]float32, []int64) {
	t.Helper()
	model, err := BertONNX(p)
	if err != nil {
		t.Fatal(err)
	}
	return runModel(t, model, []string{"input_ids", "attention_mask", "token_type_ids"},
		batchRows, batchWidth, [][]int64{batchIDs, batchMask, batchTypes}, output)
}

func TestBertONNXMatchesReference(t *testing.T) {
	const rows, width = batchRows, batchWidth
	got, shape := runBatch(t, tinyParams, "last_hidden_state")
	h := tinyParams.Hidden
	if len(shape) != 3 || shape[0] != rows || shape[1] != width || shape[2] != int64(h) {
		t.Fatalf("shape %v, want [%d %d %d]", shape, rows, width, h)
	}
	w := newBertWeights(tinyParams)
	for r := 0; r < rows; r++ {
		sl := func(a []int64) []int64 { return a[r*width : (r+1)*width] }
		want := bertReference(tinyParams, w, sl(batchIDs), sl(batchMask), sl(batchTypes))
		for tok := 0; tok < width; tok++ {
			if batchMask[r*width+tok] == 0 {
				continue // padding outputs are unused by pooling
			}
			for j := 0; j < h; j++ {
				g := float64(got[(r*width+tok)*h+j])
				if math.Abs(g-want[tok][j]) > 1e-4 {
					t.Fatalf("row %d token %d dim %d: ONNX Runtime %v, reference %v", r, tok, j, g, want[tok][j])
				}
			}
		}
	}
}

func TestBertONNXPooledOutput(t *testing.T) {
	const rows, width = batchRows, batchWidth
	p := tinyParams
	p.PooledOutput = true
	got, shape := runBatch(t, p, "sentence_embedding")
	h := p.Hidden
	if len(shape) != 2 || shape[0] != rows || shape[1] != int64(h) {
		t.Fatalf("shape %v, want [%d %d]", shape, rows, h)
	}
	w := newBertWeights(p)
	for r := 0; r < rows; r++ {
		sl := func(a []int64) []int64 { return a[r*width : (r+1)*width] }
		hidden := bertReference(p, w, sl(batchIDs), sl(batchMask), sl(batchTypes))
		n := 0
		want := make([]float64, h)
		for tok, m := range sl(batchMask) {
			if m == 1 {
				n++
				for j := range want {
					want[j] += hidden[tok][j]
				}
			}
		}
		for j := range want {
			if g := float64(got[r*h+j]); math.Abs(g-want[j]/float64(n)) > 1e-4 {
				t.Fatalf("row %d dim %d: ONNX Runtime %v, reference masked mean %v", r, j, g, want[j]/float64(n))
			}
		}
	}
}

func TestBertONNXDeterministic(t *testing.T) {
	a, err := BertONNX(tinyParams)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := BertONNX(tinyParams)
	if !bytes.Equal(a, b) {
		t.Fatal("same parameters, different bytes")
	}
	other := tinyParams
	other.Seed++
	c, _ := BertONNX(other)
	if bytes.Equal(a, c) {
		t.Fatal("a different seed gave the same model")
	}
}

func TestBertWeightsStableAcrossLayers(t *testing.T) {
	// Adding a layer must not reshuffle the weights drawn before it.
	deeper := tinyParams
	deeper.Layers++
	a, b := newBertWeights(tinyParams), newBertWeights(deeper)
	if !slices.Equal(a.Word, b.Word) || !slices.Equal(a.Layers[1].Down.W, b.Layers[1].Down.W) {
		t.Fatal("weights of existing layers changed when a layer was added")
	}
}

func TestBertONNXRejectsBadParams(t *testing.T) {
	tests := []struct {
		name string
		edit func(p *BertParams)
		want string
	}{
		{"heads do not divide hidden", func(p *BertParams) { p.Heads = 3 }, "do not divide"},
		{"zero vocab", func(p *BertParams) { p.Vocab = 0 }, "must be positive"},
		{"negative layers", func(p *BertParams) { p.Layers = -1 }, "must be positive"},
		{"zero max positions", func(p *BertParams) { p.MaxPos = 0 }, "must be positive"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := tinyParams
			tc.edit(&p)
			if _, err := BertONNX(p); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestBGESmallZhShape(t *testing.T) {
	p := BGESmallZhShape()
	want := BertParams{Vocab: 21128, Hidden: 512, Layers: 4, Heads: 8, Intermediate: 2048, MaxPos: 512, Seed: p.Seed}
	if p != want {
		t.Fatalf("BGESmallZhShape() = %+v, want %+v", p, want)
	}
	if err := p.validate(); err != nil {
		t.Fatal(err)
	}
}
