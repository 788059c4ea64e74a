package main

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"sync"
	"unicode"
	"unicode/utf8"

	"inkflow/model/modelgen"
)

// CJK character bigrams.
//
// Chinese words are mostly two characters, and a word's meaning is often
// not the mean of its characters' (东西 "thing", 豪杰 "hero"). The
// vocabulary stays one token per character, so the model also learns
// vectors for the most frequent pairs of adjacent Han characters, and the
// graph adds every such pair of a text to the weighted mean like one more
// token (modelgen.BigramTable).
//
// A bigram's vector is folded into its block's SVD space (Deerwester et
// al. 1990, "folding in"): its PPMI row against the block's character
// contexts, with the characters' context marginals, projected on the
// right singular vectors, u_b = ppmi_b·V·Σ⁻¹. The character vectors are
// untouched, and a bigram lands where a character with the same contexts
// would.

// bigram is a selected pair of adjacent Han-character tokens.
type bigram struct {
	left, right int32
	count       int64
	block       int // index of the block it was counted in (its most frequent)
}

// pairKey packs a pair of ids into one map key.
func pairKey(left, right int32) uint64 { return uint64(uint32(left))<<32 | uint64(uint32(right)) }

// hanTokens marks the tokens that are a single Han character.
func hanTokens(tokens []string) []bool {
	han := make([]bool, len(tokens))
	for id, t := range tokens {
		r, size := utf8.DecodeRuneInString(t)
		han[id] = size == len(t) && unicode.Is(unicode.Han, r)
	}
	return han
}

// selectBigrams counts adjacent pairs of Han-character tokens within
// paragraphs and returns the most frequent (at least minCount, at most
// limit), most frequent first, ties by ids, each with the block where it
// is most frequent.
func selectBigrams(blocks []*blockStream, han []bool, limit int, minCount int64) []bigram {
	if limit <= 0 {
		return nil
	}
	best := map[uint64]bigram{}
	for bi, b := range blocks {
		counts := map[uint64]int64{}
		for t := 0; t+1 < len(b.IDs); t++ {
			l, r := b.IDs[t], b.IDs[t+1]
			if l != paraBreak && r != paraBreak && han[l] && han[r] {
				counts[pairKey(l, r)]++
			}
		}
		for k, n := range counts {
			if cur, ok := best[k]; !ok || n > cur.count {
				best[k] = bigram{left: int32(k >> 32), right: int32(uint32(k)), count: n, block: bi}
			}
		}
	}
	out := make([]bigram, 0, len(best))
	for _, g := range best {
		if g.count >= minCount {
			out = append(out, g)
		}
	}
	slices.SortFunc(out, func(a, b bigram) int {
		if c := cmp.Compare(b.count, a.count); c != 0 {
			return c
		}
		return cmp.Compare(pairKey(a.left, a.right), pairKey(b.left, b.right))
	})
	if len(out) > limit {
		out = out[:limit]
	}
	return out
}

// bigramTable places the bigrams in the graph's hash table at a load of
// at most a half (the next power of two of twice their number), and drops
// the few it cannot place (reported by the caller). The returned bigrams are those in the table, in row order.
func bigramTable(vocab int, grams []bigram) (*modelgen.BigramTable, []bigram, error) {
	buckets := 1
	for buckets < 2*len(grams) {
		buckets *= 2
	}
	pairs := make([][2]int32, len(grams))
	for i, g := range grams {
		pairs[i] = [2]int32{g.left, g.right}
	}
	// Place once to learn which pairs fit, then rebuild with those only, so
	// that rows are consecutive and no vector row is wasted.
	_, placed, err := modelgen.NewBigramTable(vocab, pairs, buckets)
	if err != nil {
		return nil, nil, err
	}
	var kept []bigram
	var keptPairs [][2]int32
	for i, ok := range placed {
		if ok {
			kept = append(kept, grams[i])
			keptPairs = append(keptPairs, pairs[i])
		}
	}
	table, placed, err := modelgen.NewBigramTable(vocab, keptPairs, buckets)
	if err != nil {
		return nil, nil, err
	}
	for i, ok := range placed {
		if !ok {
			return nil, nil, fmt.Errorf("bigram table: pair %d placed once but not again", i)
		}
	}
	return &table, kept, nil
}

// countBigramContexts counts, for each bigram counted in block stream ids,
// the tokens within window of the pair (before its first and after its
// second character, within the paragraph), as countCooccurrence does for
// tokens. grams[i] gets rows[i]; index maps pairKey to i for the bigrams
// of this block.
func countBigramContexts(ids []int32, index map[uint64]int, n, window int, harmonic bool, skip []bool, workers int) []rowCounts {
	rows := make([]rowCounts, n)
	weights := windowWeights(window, harmonic)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			for t := 0; t+1 < len(ids); t++ {
				l, r := ids[t], ids[t+1]
				if l == paraBreak || r == paraBreak {
					continue
				}
				i, ok := index[pairKey(l, r)]
				if !ok || i%workers != w {
					continue
				}
				row := &rows[i]
				addContexts(row, ids, t-1, -1, window, weights, skip)
				addContexts(row, ids, t+2, +1, window, weights, skip)
			}
		})
	}
	wg.Wait()
	return rows
}

// foldIn returns the bigrams' coordinates in the block's left singular
// space (n×k): ppmi_b·V·Σ⁻¹ with V = Aᵀ·U·Σ⁻¹, where a is the block's
// token PPMI matrix, ub its k left singular vectors and sb their singular
// values, so that U·Σ^p of tokenVectors applies to bigrams alike.
func foldIn(bigramPPMI sparseRows, a *csr, ub, sb []float64, k, workers int) []float64 {
	v := make([]float64, a.cols*k)
	a.transpose().mulDense(ub, k, v, workers)
	for i := 0; i < a.cols; i++ {
		for j := 0; j < k; j++ {
			if sb[j] > 0 { // a zero singular value has no direction to fold into
				v[i*k+j] /= sb[j] * sb[j] // Σ⁻¹ for V, Σ⁻¹ for the fold-in
			} else {
				v[i*k+j] = 0
			}
		}
	}
	n := len(bigramPPMI.cols)
	out := make([]float64, n*k)
	for i := 0; i < n; i++ {
		dst := out[i*k : (i+1)*k]
		for p, c := range bigramPPMI.cols[i] {
			x := bigramPPMI.vals[i][p]
			src := v[int(c)*k : (int(c)+1)*k]
			for j := range dst {
				dst[j] += x * src[j]
			}
		}
	}
	return out
}

// bigramWeights returns the SIF weight a/(a+p) of each bigram, p being its
// count over its block's token count.
func bigramWeights(grams []bigram, blocks []*blockStream, a float64) []float32 {
	w := make([]float32, len(grams))
	for i, g := range grams {
		p := float64(g.count) / math.Max(1, float64(blocks[g.block].Tokens))
		w[i] = float32(a / (a + p))
	}
	return w
}
