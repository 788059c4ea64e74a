package quality

import (
	"errors"
	"fmt"
	"math/rand/v2"
)

// CliffEval measures how well a chunker finds the seam of synthetic
// documents. The functions are the pieces of the real pipeline, passed in
// so this package needs none of them.
type CliffEval struct {
	// Split returns the sentences of text as rune spans [start, end) that
	// cover it in order (chunk.SplitSentences).
	Split func(text string) [][2]int
	// Embed returns one vector per sentence.
	Embed func(sentences []string) ([][]float32, error)
	// Cliffs returns the pair indexes i at which to cut between sentence i
	// and i+1 (chunk.Cliffs over chunk.Similarities).
	Cliffs func(vecs [][]float32) []int
	// Tolerance is how many sentences a cut may miss the seam by and still
	// find it (the gate uses 1).
	Tolerance int
	// Draws is the number of random-baseline draws per document.
	Draws int
	// Seed seeds the random baseline.
	Seed uint64
}

// CliffReport sums the outcome over documents.
type CliffReport struct {
	// Docs is the number of documents evaluated.
	Docs int
	// Found counts documents with a cut within Tolerance of the seam.
	Found int
	// Cuts and FalseCuts count all cuts and those farther than Tolerance
	// from the seam.
	Cuts, FalseCuts int
	// Pairs counts adjacent-sentence pairs, the places a cut could go.
	Pairs int
	// RandomFound and RandomFalseCuts are the expected Found and FalseCuts
	// of a baseline that makes, in each document, as many cuts as the
	// chunker did, at uniformly random distinct pairs.
	RandomFound, RandomFalseCuts float64
}

// Recall is the fraction of documents whose seam was found.
func (r CliffReport) Recall() float64 {
	if r.Docs == 0 {
		return 0
	}
	return float64(r.Found) / float64(r.Docs)
}

// RandomRecall is the baseline's expected fraction of documents found.
func (r CliffReport) RandomRecall() float64 {
	if r.Docs == 0 {
		return 0
	}
	return r.RandomFound / float64(r.Docs)
}

// String renders the report on one line for test logs.
func (r CliffReport) String() string {
	return fmt.Sprintf("docs %d, seam found %d (%.1f%%), cuts %d, false cuts %d, pairs %d; random baseline: found %.1f (%.1f%%), false cuts %.1f",
		r.Docs, r.Found, 100*r.Recall(), r.Cuts, r.FalseCuts, r.Pairs, r.RandomFound, 100*r.RandomRecall(), r.RandomFalseCuts)
}

// Run evaluates every document.
func (e CliffEval) Run(docs []Doc) (CliffReport, error) {
	if e.Split == nil || e.Embed == nil || e.Cliffs == nil {
		return CliffReport{}, errors.New("cliff eval: Split, Embed and Cliffs are required")
	}
	if e.Tolerance < 0 || e.Draws < 1 {
		return CliffReport{}, fmt.Errorf("cliff eval: tolerance %d and draws %d must be ≥ 0 and ≥ 1", e.Tolerance, e.Draws)
	}
	rng := rand.New(rand.NewPCG(e.Seed, 0xc11ff))
	var r CliffReport
	for d, doc := range docs {
		rs := []rune(doc.Text)
		spans := e.Split(doc.Text)
		seam, err := seamPair(spans, doc.Seam)
		if err != nil {
			return r, fmt.Errorf("cliff eval doc %d (%s→%s): %w", d, doc.A, doc.B, err)
		}
		sents := make([]string, len(spans))
		for i, s := range spans {
			sents[i] = string(rs[s[0]:s[1]])
		}
		vecs, err := e.Embed(sents)
		if err != nil {
			return r, fmt.Errorf("cliff eval doc %d: embed: %w", d, err)
		}
		if len(vecs) != len(sents) {
			return r, fmt.Errorf("cliff eval doc %d: %d vectors for %d sentences", d, len(vecs), len(sents))
		}
		cuts := e.Cliffs(vecs)
		pairs := len(spans) - 1
		found, wrong := scoreCuts(cuts, seam, e.Tolerance)
		r.Docs++
		r.Pairs += pairs
		r.Cuts += len(cuts)
		r.FalseCuts += wrong
		if found {
			r.Found++
		}
		rf, rfc := randomBaseline(len(cuts), pairs, seam, e.Tolerance, e.Draws, rng)
		r.RandomFound += rf
		r.RandomFalseCuts += rfc
	}
	return r, nil
}

// seamPair returns the index of the sentence pair that straddles the
// seam: the pair (j-1, j) where sentence j holds the seam's first rune.
func seamPair(spans [][2]int, seam int) (int, error) {
	for j, s := range spans {
		if s[1] > seam {
			if j == 0 {
				return 0, fmt.Errorf("seam at rune %d lies in the first sentence", seam)
			}
			return j - 1, nil
		}
	}
	return 0, fmt.Errorf("seam at rune %d lies past the last sentence", seam)
}

// scoreCuts reports whether some cut lies within tol pairs of the seam
// pair, and how many cuts lie farther away.
func scoreCuts(cuts []int, seam, tol int) (found bool, falseCuts int) {
	for _, c := range cuts {
		if c-seam <= tol && seam-c <= tol {
			found = true
		} else {
			falseCuts++
		}
	}
	return found, falseCuts
}

// randomBaseline averages, over draws, the outcome of k cuts placed at
// distinct uniformly random pairs among n.
func randomBaseline(k, n, seam, tol, draws int, rng *rand.Rand) (found, falseCuts float64) {
	if k == 0 || n == 0 {
		return 0, 0
	}
	k = min(k, n)
	for d := 0; d < draws; d++ {
		// The first k entries of a random permutation are a uniform
		// k-subset.
		perm := rng.Perm(n)[:k]
		f, fc := scoreCuts(perm, seam, tol)
		if f {
			found++
		}
		falseCuts += float64(fc)
	}
	return found / float64(draws), falseCuts / float64(draws)
}
