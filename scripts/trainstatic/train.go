package main

import (
	"fmt"
	"math"
	"slices"
	"time"

	"inkflow/model/manifest"
	"inkflow/model/modelgen"
	"inkflow/model/tokenizer"
)

// Manifest values of the shipped models. defaultName is the -name default,
// so that the v1 command line reproduces v1's manifest unchanged.
const (
	defaultName = "inkflow-static-v1"
	maxTokens   = 512
)

// trained is the outcome of a training run, ready to be written.
type trained struct {
	onnx          []byte
	tokenizerJSON []byte
	manifest      manifest.Manifest
	model         *staticModel
	bigrams       []bigram
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
	files   []corpusFile
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
	grams, table, err := chooseBigrams(p, cfg, logf)
	if err != nil {
		return nil, err
	}
	step(fmt.Sprintf("selected %d bigrams", len(grams)))
	u, ubig, s, nnz, err := tokenFactors(p, grams, cfg, step)
	if err != nil {
		return nil, err
	}
	return finish(p, u, ubig, s, grams, table, nnz, cfg, step)
}

// chooseBigrams selects the bigrams that fit the size budget left by the
// vocabulary and places them in the graph's hash table.
func chooseBigrams(p *prepared, cfg config, logf logFunc) ([]bigram, *modelgen.BigramTable, error) {
	budget := cfg.MaxBytes - folderOverhead
	for _, t := range p.tokens {
		budget -= tokenBytes(t, cfg)
	}
	limit := min(int64(cfg.Bigrams), max(0, budget/bigramBytes(cfg)))
	grams := selectBigrams(p.blocks, hanTokens(p.tokens), int(limit), int64(cfg.MinBigram))
	if len(grams) == 0 {
		return nil, nil, nil
	}
	table, kept, err := bigramTable(len(p.tokens), grams)
	if err != nil {
		return nil, nil, err
	}
	logf("  bigrams: %d of at most %d (budget), %d left out by the hash table, least count %d",
		len(kept), limit, len(grams)-len(kept), kept[len(kept)-1].count)
	return kept, table, nil
}

// prepare chooses the vocabulary and tokenises the corpus with it.
func prepare(cfg config, step func(string), logf logFunc) (*prepared, error) {
	files, err := listCorpus(cfg.Corpus, cfg.Holdout, cfg.Files)
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
	return &prepared{tokens: tokens, stats: vst, tokJSON: tokJSON, tok: tok, blocks: blocks, files: files}, nil
}

// tokenFactors counts co-occurrences per block, turns them into PPMI and
// factors each block's matrix separately, giving it its own range of the
// vector's dimensions (allocateDims). The blocks share no contexts, so a
// joint SVD would factor a block-diagonal matrix anyway — but it would
// hand out dimensions by singular value, and the PPMI of a small corpus
// (the English novel: 0.16 M tokens against 26 M Chinese) has large,
// noisy singular values that took ~100 of 256 dimensions. The returned u
// is vocab×Dims (zero outside a token's blocks), ubig the bigrams' folded-in
// coordinates (len(grams)×Dims, zero outside a bigram's block) and s the
// singular values of each column.
func tokenFactors(p *prepared, grams []bigram, cfg config, step func(string)) (u, ubig, s []float64, nnz int, err error) {
	vocab := len(p.tokens)
	names := make([]string, len(p.blocks))
	for i, b := range p.blocks {
		names[i] = b.Name
	}
	dims, err := allocateDims(names, cfg.Dims, cfg.BlockDims)
	if err != nil {
		return nil, nil, nil, 0, err
	}
	skip := make([]bool, vocab)
	for id := range specialTokens {
		skip[id] = true
	}
	u = make([]float64, vocab*cfg.Dims)
	ubig = make([]float64, len(grams)*cfg.Dims)
	s = make([]float64, 0, cfg.Dims)
	offset := 0
	for i, b := range p.blocks {
		rows, err := countCooccurrence(b.IDs, vocab, cfg.Window, cfg.Harmonic, skip, cfg.Workers)
		if err != nil {
			return nil, nil, nil, 0, fmt.Errorf("block %s: %w", b.Name, err)
		}
		ctx := newPPMIContexts(rows, cfg.Alpha)
		a, err := mergeBlocks(vocab, []sparseRows{ppmiRows(rows, ctx)})
		if err != nil {
			return nil, nil, nil, 0, fmt.Errorf("block %s: %w", b.Name, err)
		}
		rows = nil
		nnz += a.nnz()
		step(fmt.Sprintf("block %s: PPMI matrix (%d nonzeros)", b.Name, a.nnz()))
		k := dims[i]
		ub, sb, err := randomizedSVD(a, k, cfg.Oversample, cfg.PowerIters, cfg.Seed^hashString(b.Name), cfg.Workers)
		if err != nil {
			return nil, nil, nil, 0, fmt.Errorf("block %s: %w", b.Name, err)
		}
		for t := 0; t < vocab; t++ {
			copy(u[t*cfg.Dims+offset:t*cfg.Dims+offset+k], ub[t*k:(t+1)*k])
		}
		step(fmt.Sprintf("block %s: randomized SVD, %d dimensions", b.Name, k))
		if n := blockBigrams(grams, i, b, ctx, skip, a, ub, sb, k, offset, ubig, cfg); n > 0 {
			step(fmt.Sprintf("block %s: %d bigrams folded in", b.Name, n))
		}
		s = append(s, sb...)
		offset += k
	}
	return u, ubig, s, nnz, nil
}

// blockBigrams folds the bigrams counted in block bi into its SVD space
// (see foldIn), scoring their contexts against the block's token contexts
// ctx, writes their coordinates into ubig at the block's dimension offset,
// and returns how many there were.
func blockBigrams(grams []bigram, bi int, b *blockStream, ctx ppmiContexts, skip []bool, a *csr, ub, sb []float64, k, offset int, ubig []float64, cfg config) int {
	index := map[uint64]int{}
	var mine []int // positions in grams
	for g, gr := range grams {
		if gr.block == bi {
			index[pairKey(gr.left, gr.right)] = len(mine)
			mine = append(mine, g)
		}
	}
	if len(mine) == 0 {
		return 0
	}
	counts := countBigramContexts(b.IDs, index, len(mine), cfg.Window, cfg.Harmonic, skip, cfg.Workers)
	coords := foldIn(ppmiRows(counts, ctx), a, ub, sb, k, cfg.Workers)
	for i, g := range mine {
		copy(ubig[g*cfg.Dims+offset:g*cfg.Dims+offset+k], coords[i*k:(i+1)*k])
	}
	return len(mine)
}

// allocateDims splits total dimensions among blocks (in order): a block
// named in fixed gets that many, the others share the rest evenly.
// Names in fixed that are not blocks of this corpus are ignored, so one
// setting serves corpora with and without a language.
func allocateDims(blocks []string, total int, fixed map[string]int) ([]int, error) {
	out := make([]int, len(blocks))
	rest, free := total, 0
	for i, b := range blocks {
		if d, ok := fixed[b]; ok {
			if d < 1 {
				return nil, fmt.Errorf("block %s: %d dimensions", b, d)
			}
			out[i] = d
			rest -= d
		} else {
			free++
		}
	}
	switch {
	case free == 0 && rest != 0:
		return nil, fmt.Errorf("block dimensions sum to %d, not %d", total-rest, total)
	case free > 0 && rest < free:
		return nil, fmt.Errorf("fixed block dimensions leave %d for %d other blocks", rest, free)
	}
	k := 0
	for i, b := range blocks {
		if _, ok := fixed[b]; ok {
			continue
		}
		out[i] = rest / free
		if k < rest%free {
			out[i]++
		}
		k++
	}
	return out, nil
}

// finish builds the static model from the SVD factors and exports it.
func finish(p *prepared, u, ubig, s []float64, grams []bigram, table *modelgen.BigramTable, nnz int, cfg config, step func(string)) (*trained, error) {
	vocab := len(p.tokens)
	rows := vocab + len(grams)
	m := &staticModel{
		dims:    cfg.Dims,
		vocab:   vocab,
		emb:     tokenVectors(slices.Concat(u, ubig), s, rows, cfg.Dims, cfg.EigenPower, cfg.RowNormalize),
		weights: slices.Concat(sifWeights(p.blocks, vocab, cfg.SIFA), bigramWeights(grams, p.blocks, cfg.SIFA)),
		bigrams: table,
	}
	addIdentity(m.emb, cfg.Dims, cfg.Identity, cfg.Seed, hanTokens(p.tokens))
	if cfg.ICT.Steps > 0 {
		pairs, err := ictPairs(p.files, m, p.tok, cfg.ICT, cfg.Seed)
		if err != nil {
			return nil, err
		}
		step(fmt.Sprintf("drew %d contrastive pairs", len(pairs)))
		progress := func(format string, args ...any) { step(fmt.Sprintf(format, args...)) }
		first, last := trainICT(m, pairs, cfg.ICT, cfg.Workers, progress)
		step(fmt.Sprintf("contrastive training: loss %.4f → %.4f", first, last))
	}
	if cfg.Int8 {
		// The graph stores the table as int8; the mirror computes with the
		// very values the graph dequantises, so the components and the proxy
		// see what run time sees.
		q, scales, err := modelgen.QuantizeRows(m.emb, cfg.Dims)
		if err != nil {
			return nil, err
		}
		m.emb = modelgen.DequantizeRows(q, scales, cfg.Dims)
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
		Bigrams:          m.bigrams,
		Int8:             cfg.Int8,
	})
	if err != nil {
		return nil, fmt.Errorf("export ONNX: %w", err)
	}
	man := manifest.Manifest{
		Name:        cfg.Name,
		Kind:        manifest.KindStatic,
		Dims:        m.dims,
		Pooling:     manifest.PoolingNone,
		Normalize:   true,
		QueryPrefix: "",
		MaxTokens:   maxTokens,
		Inputs:      []string{manifest.InputIDs, manifest.InputAttentionMask},
		Output:      manifest.OutputSentence,
		Source:      source(cfg, len(grams)),
	}
	step("exported ONNX")
	return &trained{
		onnx: onnx, tokenizerJSON: p.tokJSON, manifest: man, model: m, tok: p.tok, bigrams: grams,
		tokens: p.tokens, stats: p.stats, blocks: p.blocks, nnz: nnz, singular: s,
	}, nil
}

// source is the manifest's account of how the model was made. The words
// of the shipped model (no bigrams, float32) are kept as they were.
func source(cfg config, bigrams int) string {
	method := "PPMI-SVD + SIF"
	if bigrams > 0 {
		method += fmt.Sprintf(" + %d CJK bigrams", bigrams)
	}
	if cfg.Identity > 0 {
		method += fmt.Sprintf(" + identity %g", cfg.Identity)
	}
	if cfg.ICT.Steps > 0 {
		method += " + " + cfg.ICT.label()
	}
	if cfg.Int8 {
		method += ", int8"
	}
	return fmt.Sprintf("trained by scripts/trainstatic (%s, seed %d)", method, cfg.Seed)
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
