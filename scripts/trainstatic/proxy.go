package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"unicode"

	"inkflow/engine/chunk"
	"inkflow/model/quality"
	"inkflow/model/tokenizer"
)

// Proxy evaluation for tuning. Hyperparameters are chosen by training
// without some training files (-holdout) and measuring on those files, so
// neither the dev texts nor the gate pairs steer the choice. Two measures:
// the seam of synthetic two-text documents (as the cliff gate, on held-out
// training texts), and whether adjacent sentences are more similar than
// distant sentences of the same text.

// proxyResult holds the proxy measures of one model.
type proxyResult struct {
	// SeamAUC and DropAUC tell seam pairs from the other pairs of the
	// synthetic documents (see seamSeparation).
	SeamAUC, DropAUC float64
	// Cliffs are the chunker's results in several modes.
	Cliffs []namedReport
	// AdjacentAUC tells adjacent sentences from distant ones.
	AdjacentAUC float64
}

type namedReport struct {
	name string
	r    quality.CliffReport
}

// proxyReport prints the proxy measures for a model trained with holdout.
func proxyReport(t *trained, cfg config, out io.Writer) error {
	res, err := evalProxy(t.model, t.tok, cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "proxy seam AUC  1-sim %.4f  drop %.4f\n", res.SeamAUC, res.DropAUC)
	for _, c := range res.Cliffs {
		fmt.Fprintf(out, "proxy cliffs %-16s %s\n", c.name, c.r)
	}
	fmt.Fprintf(out, "proxy adjacent-vs-distant sentence AUC %.4f\n", res.AdjacentAUC)
	return nil
}

// evalProxy measures a model on the held-out training files.
func evalProxy(m *staticModel, tok *tokenizer.Tokenizer, cfg config) (proxyResult, error) {
	var res proxyResult
	var sources []quality.Source
	for _, h := range cfg.Holdout {
		paras, err := readParagraphs(filepath.Join(cfg.Corpus, h))
		if err != nil {
			return res, err
		}
		sources = append(sources, quality.Source{Name: h, Paragraphs: paras})
	}
	embed := func(sents []string) ([][]float32, error) {
		vecs := make([][]float32, len(sents))
		for i, s := range sents {
			vecs[i] = m.embed(tok.Encode(s, maxTokens))
		}
		return vecs, nil
	}
	split := func(text string) [][2]int {
		var spans [][2]int
		for _, s := range chunk.SplitSentences(text) {
			spans = append(spans, [2]int{s.Start, s.End})
		}
		return spans
	}

	if len(sources) >= 2 {
		perPair := max(1, 60/(len(sources)*(len(sources)-1)))
		docs, err := quality.MakeDocs(sources, perPair, 3, cfg.Seed)
		if err != nil {
			return res, err
		}
		res.SeamAUC, res.DropAUC, err = seamSeparation(docs, split, embed)
		if err != nil {
			return res, err
		}
		modes := []chunk.Config{
			{CliffMode: chunk.CliffDrop, SimilarityThreshold: 0.3},
			{CliffMode: chunk.CliffDrop, SimilarityThreshold: 0.2},
			{CliffMode: chunk.CliffDrop, SimilarityThreshold: 0.15},
			{CliffMode: chunk.CliffPercentile, Percentile: 95},
		}
		for _, mode := range modes {
			ev := quality.CliffEval{
				Split:     split,
				Embed:     embed,
				Cliffs:    func(v [][]float32) []int { return chunk.Cliffs(chunk.Similarities(v), mode) },
				Tolerance: 1,
				Draws:     200,
				Seed:      cfg.Seed,
			}
			r, err := ev.Run(docs)
			if err != nil {
				return res, err
			}
			name := fmt.Sprintf("%s %.2f", mode.CliffMode, mode.SimilarityThreshold)
			if mode.CliffMode == chunk.CliffPercentile {
				name = fmt.Sprintf("%s %.0f", mode.CliffMode, mode.Percentile)
			}
			res.Cliffs = append(res.Cliffs, namedReport{name, r})
		}
	}
	var err error
	res.AdjacentAUC, err = adjacencyAUC(sources, split, embed, cfg.Seed)
	return res, err
}

// seamSeparation pools all adjacent pairs of all documents and returns the
// AUC with which the seam pairs are told apart from pairs more than one
// sentence away, scored by distance (1 − similarity) and by the drop
// below the mean of the three preceding similarities (drop mode's signal).
// Unlike recall at a fixed threshold it is smooth in the hyperparameters.
func seamSeparation(docs []quality.Doc, split func(string) [][2]int, embed func([]string) ([][]float32, error)) (float64, float64, error) {
	var dist, drop []float64
	var pos, posDrop []bool
	for _, d := range docs {
		rs := []rune(d.Text)
		spans := split(d.Text)
		sents := make([]string, len(spans))
		seam := -1
		for i, s := range spans {
			sents[i] = string(rs[s[0]:s[1]])
			if seam < 0 && s[1] > d.Seam {
				seam = i - 1
			}
		}
		vecs, err := embed(sents)
		if err != nil {
			return 0, 0, err
		}
		sims := chunk.Similarities(vecs)
		for i, s := range sims {
			if i != seam && i >= seam-1 && i <= seam+1 {
				continue
			}
			dist = append(dist, 1-s)
			pos = append(pos, i == seam)
			if i >= 3 {
				level := (sims[i-1] + sims[i-2] + sims[i-3]) / 3
				drop = append(drop, level-s)
				posDrop = append(posDrop, i == seam)
			}
		}
	}
	a, err := quality.AUC(dist, pos)
	if err != nil {
		return 0, 0, err
	}
	b, err := quality.AUC(drop, posDrop)
	if err != nil {
		return 0, 0, err
	}
	return a, b, nil
}

// adjacencyAUC samples, per source, adjacent sentence pairs within a
// paragraph (positives) and pairs of sentences at least 50 paragraphs
// apart (negatives), and returns the AUC of their cosine similarities.
func adjacencyAUC(sources []quality.Source, split func(string) [][2]int, embed func([]string) ([][]float32, error), seed uint64) (float64, error) {
	rng := rand.New(rand.NewPCG(seed, 0xadd))
	const perSource = 1000
	var scores []float64
	var labels []bool
	for _, src := range sources {
		type sent struct {
			para int
			text string
		}
		var sents []sent
		for p, para := range src.Paragraphs {
			rs := []rune(para)
			for _, s := range split(para) {
				if t := strings.TrimFunc(string(rs[s[0]:s[1]]), unicode.IsSpace); t != "" {
					sents = append(sents, sent{p, t})
				}
			}
		}
		if len(sents) < 2 {
			continue
		}
		// Draw the pairs first and embed only the sentences they use.
		type pair struct {
			i, j    int
			related bool
		}
		var pairs []pair
		for n, tries := 0, 0; n < perSource && tries < 100*perSource; tries++ {
			if i := rng.IntN(len(sents) - 1); sents[i].para == sents[i+1].para {
				pairs = append(pairs, pair{i, i + 1, true})
				n++
			}
		}
		for n, tries := 0, 0; n < perSource && tries < 100*perSource; tries++ {
			if i, j := rng.IntN(len(sents)), rng.IntN(len(sents)); sents[j].para-sents[i].para >= 50 {
				pairs = append(pairs, pair{i, j, false})
				n++
			}
		}
		vec := map[int][]float32{}
		for _, p := range pairs {
			for _, k := range []int{p.i, p.j} {
				if vec[k] == nil {
					v, err := embed([]string{sents[k].text})
					if err != nil {
						return 0, err
					}
					vec[k] = v[0]
				}
			}
			scores = append(scores, dot32(vec[p.i], vec[p.j]))
			labels = append(labels, p.related)
		}
	}
	return quality.AUC(scores, labels)
}

func dot32(a, b []float32) float64 {
	var s float64
	for i := range a {
		s += float64(a[i]) * float64(b[i])
	}
	return s
}
