package main

import (
	"errors"
	"fmt"
	"math"

	"gonum.org/v1/gonum/mat"

	"inkflow/model/modelgen"
	"inkflow/model/tokenizer"
)

// Sentence vectors follow SIF (Arora, Liang & Ma 2017, "A simple but
// tough-to-beat baseline for sentence embeddings"): a weighted mean of the
// token vectors with weight a/(a+p(w)), so frequent function words and
// punctuation count little, minus the projection on the common
// component(s) that every sentence shares.

// sifWeights returns a/(a+p(w)) per token, p(w) being the token's unigram
// probability in its language block (the larger one for a token used in
// several blocks, so a token frequent anywhere is treated as frequent).
// Specials and [UNK] get weight 0: their vectors carry no meaning, and
// [PAD] must not change a padded sentence's vector.
func sifWeights(blocks []*blockStream, vocab int, a float64) []float32 {
	w := make([]float32, vocab)
	for id := range w {
		if id < len(specialTokens) {
			continue
		}
		var p float64
		for _, b := range blocks {
			if b.Tokens > 0 {
				p = math.Max(p, float64(b.Counts[id])/float64(b.Tokens))
			}
		}
		w[id] = float32(a / (a + p))
	}
	return w
}

// staticModel is the Go mirror of the ONNX graph modelgen.StaticONNX
// builds. Training uses it to compute the common components on exactly
// the vectors the graph removes them from, and the proxy evaluation uses
// it to embed without ONNX Runtime.
type staticModel struct {
	dims       int
	vocab      int       // tokens; rows after them are bigrams
	emb        []float32 // (vocab + bigrams)×dims
	weights    []float32 // per row
	components [][]float32
	bigrams    *modelgen.BigramTable // nil: tokens only
}

// weightedMean is the graph's value before the common components are
// removed: Σ w·e / max(Σ w, ε) over the given ids and the bigrams of
// adjacent ids.
func (m *staticModel) weightedMean(ids []int64) []float64 {
	v := make([]float64, m.dims)
	var total float64
	add := func(row int64) {
		w := float64(m.weights[row])
		if w == 0 {
			return
		}
		total += w
		for j, x := range m.emb[int(row)*m.dims : (int(row)+1)*m.dims] {
			v[j] += w * float64(x)
		}
	}
	m.eachRow(ids, add)
	total = math.Max(total, 1e-12)
	for j := range v {
		v[j] /= total
	}
	return v
}

// eachRow calls fn for each row of the model that ids reach, as the graph
// gathers them: every id's own row, then, with a bigram table, the row of
// each adjacent pair of ids the table holds.
func (m *staticModel) eachRow(ids []int64, fn func(row int64)) {
	for _, id := range ids {
		fn(id)
	}
	if m.bigrams == nil {
		return
	}
	for t := 0; t+1 < len(ids); t++ {
		if r, ok := m.bigrams.Lookup(ids[t], ids[t+1]); ok {
			fn(int64(m.vocab + r))
		}
	}
}

// embed is the graph's output: the weighted mean minus its projection on
// each common component, L2-normalised.
func (m *staticModel) embed(ids []int64) []float32 {
	v := m.weightedMean(ids)
	removeComponents(v, m.components)
	var n float64
	for _, x := range v {
		n += x * x
	}
	n = math.Max(math.Sqrt(n), 1e-12)
	out := make([]float32, len(v))
	for j, x := range v {
		out[j] = float32(x / n)
	}
	return out
}

// removeComponents subtracts Σ (v·u) u, with all coefficients taken from
// the original v as the graph's single MatMul does.
func removeComponents(v []float64, comps [][]float32) {
	coef := make([]float64, len(comps))
	for i, u := range comps {
		for j, x := range u {
			coef[i] += v[j] * float64(x)
		}
	}
	for i, u := range comps {
		for j, x := range u {
			v[j] -= coef[i] * float64(x)
		}
	}
}

// commonComponents computes, per block, the top perBlock principal
// directions (uncentred, as in the SIF paper) of the weighted-mean vectors
// of the block's sample sentences, encoded with the runtime tokenizer and
// maxTokens exactly as at run time. Doing it per block removes each
// language's own common direction; the union is orthonormalised (block
// order, Gram–Schmidt) because the graph subtracts the projections as if
// the components were orthonormal.
func commonComponents(m *staticModel, tok *tokenizer.Tokenizer, blocks []*blockStream, perBlock, maxTokens int) ([][]float32, error) {
	if perBlock == 0 {
		return nil, nil
	}
	var basis [][]float64
	for _, b := range blocks {
		if len(b.Sample) < perBlock {
			return nil, fmt.Errorf("common components: block %s has %d sample sentences, need at least %d", b.Name, len(b.Sample), perBlock)
		}
		cov := mat.NewSymDense(m.dims, nil)
		for _, s := range b.Sample {
			v := m.weightedMean(tok.Encode(s, maxTokens))
			cov.SymRankOne(cov, 1, mat.NewVecDense(m.dims, v))
		}
		var eig mat.EigenSym
		if !eig.Factorize(cov, true) {
			return nil, fmt.Errorf("common components: eigendecomposition failed for block %s", b.Name)
		}
		var vecs mat.Dense
		eig.VectorsTo(&vecs)
		// Eigenvalues are ascending: the last columns are the top ones.
		for k := 0; k < perBlock; k++ {
			col := mat.Col(nil, m.dims-1-k, &vecs)
			for _, u := range basis {
				d := dot64(col, u)
				for j := range col {
					col[j] -= d * u[j]
				}
			}
			n := math.Sqrt(dot64(col, col))
			if n < 1e-6 {
				return nil, errors.New("common components: blocks share a component; use fewer")
			}
			for j := range col {
				col[j] /= n
			}
			basis = append(basis, col)
		}
	}
	out := make([][]float32, len(basis))
	for i, u := range basis {
		fixSigns(u, len(u), 1)
		out[i] = make([]float32, len(u))
		for j, x := range u {
			out[i][j] = float32(x)
		}
	}
	return out, nil
}

func dot64(a, b []float64) float64 {
	var s float64
	for i := range a {
		s += a[i] * b[i]
	}
	return s
}
