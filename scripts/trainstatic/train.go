package main

import (
	"fmt"
	"math"
	"time"

	"inkflow/model/manifest"
	"inkflow/model/modelgen"
	"inkflow/model/tokenizer"
)

// Manifest values of the shipped model.
const (
	modelName = "inkflow-static-v1"
	maxTokens = 512
)

// trained is the outcome of a training run, ready to be written.
type trained struct {
	onnx          []byte
	tokenizerJSON []byte
	manifest      manifest.Manifest
	model         *staticModel
	tok           *tokenizer.Tokenizer
	tokens        []string
	stats         vocabStats
	blocks        []*blockStream
	nnz           int
	singular      []float64
}

// logFunc receives progress lines.
type logFunc func(format string, args ...any)

// prepared is the corpus turned into token ids: the vocabulary, its
// tokenizer and one id stream per language block.
type prepared struct {
	tokens  []string
	stats   vocabStats
	tokJSON []byte
	tok     *tokenizer.Tokenizer
	blocks  []*blockStream
}

// train runs the whole pipeline in memory: vocabulary, tokenisation,
// co-occurrence, PPMI, SVD, SIF weights, common components, ONNX export.
func train(cfg config, logf logFunc) (*trained, error) {
	if err := cfg.validate(); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	start := time.Now()
	step := func(what string) {
		logf("%-60s %6.1fs", what, time.Since(start).Seconds())
	}
	p, err := prepare(cfg, step, logf)
	if err != nil {
		return nil, err
	}
	u, s, nnz, err := tokenFactors(p, cfg, step)
	if err != nil {
		return nil, err
	}
	return finish(p, u, s, nnz, cfg, step)
}

// prepare chooses the vocabulary and tokenises the corpus with it.
func prepare(cfg config, step func(string), logf logFunc) (*prepared, error) {
	files, err := listCorpus(cfg.Corpus, cfg.Holdout)
	if err != nil {
		return nil, err
	}
	cands, err := countCandidates(files)
	if err != nil {
		return nil, err
	}
	step(fmt.Sprintf("counted candidates (%d files)", len(files)))

	tokens, vst, err := selectVocab(cands, cfg)
	if err != nil {
		return nil, err
	}
	tokJSON, err := tokenizerJSON(tokens)
	if err != nil {
		return nil, err
	}
	tok, err := tokenizer.Parse(tokJSON)
	if err != nil {
		return nil, fmt.Errorf("parse own tokenizer.json: %w", err)
	}
	if err := checkTokenizer(tok, tokens); err != nil {
		return nil, fmt.Errorf("vocabulary check: %w", err)
	}
	step(fmt.Sprintf("vocabulary %d (cjk/punct %d, words %d, alphabet %d, pieces %d, trimmed %d)",
		len(tokens), vst.Chars, vst.Words, vst.Alphabet, vst.Pieces, vst.Trimmed))

	blocks, err := encodeCorpus(files, tok, len(tokens), cfg.SampleSentences, cfg.Seed, cfg.Workers)
	if err != nil {
		return nil, err
	}
	for _, b := range blocks {
		logf("  block %-4s %10d tokens, %d unknown, %d sample sentences", b.Name, b.Tokens, b.Counts[unkID], len(b.Sample))
	}
	step("tokenised corpus")
	return &prepared{tokens: tokens, stats: vst, tokJSON: tokJSON, tok: tok, blocks: blocks}, nil
}

// tokenFactors counts co-occurrences per block, turns them into one PPMI
// matrix and returns its leading left singular vectors and values.
func tokenFactors(p *prepared, cfg config, step func(string)) (u, s []float64, nnz int, err error) {
	vocab := len(p.tokens)
	skip := make([]bool, vocab)
	for id := range specialTokens {
		skip[id] = true
	}
	var ppmi []sparseRows
	for _, b := range p.blocks {
		rows, err := countCooccurrence(b.IDs, vocab, cfg.Window, cfg.Harmonic, skip, cfg.Workers)
		if err != nil {
			return nil, nil, 0, fmt.Errorf("block %s: %w", b.Name, err)
		}
		ppmi = append(ppmi, ppmiRows(rows, cfg.Alpha))
	}
	a, err := mergeBlocks(vocab, ppmi)
	if err != nil {
		return nil, nil, 0, err
	}
	step(fmt.Sprintf("PPMI matrix (%d nonzeros)", a.nnz()))
	u, s, err = randomizedSVD(a, cfg.Dims, cfg.Oversample, cfg.PowerIters, cfg.Seed, cfg.Workers)
	if err != nil {
		return nil, nil, 0, err
	}
	step("randomized SVD")
	return u, s, a.nnz(), nil
}

// finish builds the static model from the SVD factors and exports it.
func finish(p *prepared, u, s []float64, nnz int, cfg config, step func(string)) (*trained, error) {
	vocab := len(p.tokens)
	m := &staticModel{
		dims:    cfg.Dims,
		emb:     tokenVectors(u, s, vocab, cfg.Dims, cfg.EigenPower, cfg.RowNormalize),
		weights: sifWeights(p.blocks, vocab, cfg.SIFA),
	}
	var err error
	m.components, err = commonComponents(m, p.tok, p.blocks, cfg.ComponentsPerBlock, maxTokens)
	if err != nil {
		return nil, err
	}
	step("SIF weights and common components")

	onnx, err := modelgen.StaticONNX(modelgen.StaticParams{
		Dims:             m.dims,
		Embeddings:       m.emb,
		Weights:          m.weights,
		CommonComponents: m.components,
	})
	if err != nil {
		return nil, fmt.Errorf("export ONNX: %w", err)
	}
	man := manifest.Manifest{
		Name:        modelName,
		Kind:        manifest.KindStatic,
		Dims:        m.dims,
		Pooling:     manifest.PoolingNone,
		Normalize:   true,
		QueryPrefix: "",
		MaxTokens:   maxTokens,
		Inputs:      []string{manifest.InputIDs, manifest.InputAttentionMask},
		Output:      manifest.OutputSentence,
		Source:      fmt.Sprintf("trained by scripts/trainstatic (PPMI-SVD + SIF, seed %d)", cfg.Seed),
	}
	step("exported ONNX")
	return &trained{
		onnx: onnx, tokenizerJSON: p.tokJSON, manifest: man, model: m, tok: p.tok,
		tokens: p.tokens, stats: p.stats, blocks: p.blocks, nnz: nnz, singular: s,
	}, nil
}

// tokenVectors turns the left singular vectors into token vectors
// U·Σ^power (Levy et al. 2015 find power < 1 better than the plain SVD
// factor), optionally scaled to unit length per token. Tokens that never
// co-occurred keep the zero vector, which the weighted mean ignores after
// normalisation.
func tokenVectors(u, s []float64, vocab, dims int, power float64, rowNorm bool) []float32 {
	scale := make([]float64, dims)
	for j := range scale {
		scale[j] = math.Pow(s[j], power)
	}
	out := make([]float32, vocab*dims)
	row := make([]float64, dims)
	for i := 0; i < vocab; i++ {
		var n float64
		for j := range row {
			row[j] = u[i*dims+j] * scale[j]
			n += row[j] * row[j]
		}
		n = math.Sqrt(n)
		if !rowNorm || n == 0 {
			n = 1
		}
		for j, x := range row {
			out[i*dims+j] = float32(x / n)
		}
	}
	return out
}
