package chunk

import (
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"pgregory.net/rapid"
)

// fragments are the building blocks of random manuscripts: CJK and Latin
// words, every kind of terminator, closer, clause mark, whitespace and line
// ending, and the graphemes that must not be torn (ZWJ emoji, flags,
// combining marks). Words appear several times to weight them up.
var fragments = []string{
	"天下大势", "分久必合", "玄德", "曹操", "字", "山水",
	"the", "quick", "fox", "Mr.", "3.14", "e.g.", "J.",
	" ", " ", "  ", "\u3000\u3000", "\t",
	"\n", "\n\n", "\r\n", "\r\n\r\n", "\r", "\n \n",
	"。", "。", "！", "？", "!", "?", "；", ";", "…", "……", ".", ".", "...", "？！",
	"”", "’", "「", "」", "『", "』", "（", "）", "(", ")", "\"", "'", "“", "‘",
	"，", "，", "、", ",", "：", ":",
	"👨‍👩‍👧", "🇨🇳", "👍🏽", "e\u0301", "\u200b",
}

// drawText draws a text of up to maxFragments fragments. The count is
// drawn first because rapid's slice generator strongly favours short
// slices, and long texts are what exercise the size rules.
func drawText(t *rapid.T, maxFragments int) string {
	n := rapid.IntRange(0, maxFragments).Draw(t, "count")
	parts := rapid.SliceOfN(rapid.SampledFrom(fragments), n, n).Draw(t, "fragments")
	return strings.Join(parts, "")
}

func drawConfig(t *rapid.T) Config {
	minC := rapid.IntRange(1, 40).Draw(t, "minChild")
	maxC := rapid.IntRange(minC, 200).Draw(t, "maxChild")
	minP := rapid.IntRange(1, 120).Draw(t, "minParent")
	return Config{
		SimilarityThreshold: rapid.Float64Range(0.01, 2).Draw(t, "threshold"),
		CliffMode:           rapid.SampledFrom([]CliffMode{CliffDrop, CliffPercentile}).Draw(t, "mode"),
		Percentile:          rapid.Float64Range(1, 100).Draw(t, "percentile"),
		MinChildSize:        minC,
		MaxChildSize:        maxC,
		TargetChildSize:     rapid.IntRange(minC, maxC).Draw(t, "target"),
		MinParentSize:       minP,
		MaxParentSize:       rapid.IntRange(minP, 600).Draw(t, "maxParent"),
	}
}

// randomVectors returns one random (unnormalised) vector per text.
func randomVectors(n, dims int, seed uint64) [][]float32 {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	out := make([][]float32, n)
	for i := range out {
		out[i] = make([]float32, dims)
		for d := range out[i] {
			out[i][d] = float32(rng.NormFloat64())
		}
	}
	return out
}

func TestPropSentencePartition(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := drawText(t, 200)
		checkSentenceInvariants(t, text, SplitSentences(text))
	})
}

func TestPropBlocks(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := drawText(t, 200)
		checkBlockInvariants(t, text, SplitBlocks(text))
	})
}

// minFeasible reports configurations for which the segmenter guarantees
// the minimum child size: with candidates at most hardWrapGap apart and
// max ≥ 3·min, every text of at least min runes has a valid partition.
func minFeasible(cfg Config) bool { return cfg.MaxChildSize >= 3*cfg.MinChildSize }

func checkChildMin(tb tester, text string, children []Child, cfg Config) {
	tb.Helper()
	if !minFeasible(cfg) || runeLen(text) < cfg.MinChildSize {
		return
	}
	for i, c := range children {
		if c.End-c.Start < cfg.MinChildSize {
			tb.Fatalf("child %d has %d runes < min %d in a %d-rune parent (max %d)", i, c.End-c.Start, cfg.MinChildSize, runeLen(text), cfg.MaxChildSize)
		}
	}
}

func TestPropChildren(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		text := drawText(t, 300)
		cfg := drawConfig(t)
		sents := SplitSentences(text)
		var vecs [][]float32
		if rapid.Bool().Draw(t, "withVectors") {
			vecs = randomVectors(len(sents), rapid.IntRange(1, 8).Draw(t, "dims"), rapid.Uint64().Draw(t, "seed"))
		}
		children := ChildrenFromSentences(text, sents, vecs, cfg)
		checkChildren(t, text, children, cfg)
		checkChildMin(t, text, children, cfg)
	})
}

func TestPropChildrenDefaultSizes(t *testing.T) {
	// Long random texts at the product's sizes: every child 100–400 runes
	// once the parent has 100.
	rapid.Check(t, func(t *rapid.T) {
		text := drawText(t, 1500)
		sents := SplitSentences(text)
		vecs := randomVectors(len(sents), 4, rapid.Uint64().Draw(t, "seed"))
		children := ChildrenFromSentences(text, sents, vecs, DefaultConfig())
		checkChildren(t, text, children, DefaultConfig())
		checkChildMin(t, text, children, DefaultConfig())
	})
}

func TestPropParentsAndChildren(t *testing.T) {
	// The whole pipeline on a random chapter: blocks → parents (P1, P10) →
	// children of every parent (P3, P4).
	rapid.Check(t, func(t *rapid.T) {
		text := drawText(t, 400)
		cfg := drawConfig(t)
		ctx := context.Background()
		emb := &bigramEmbedder{dims: 16}
		blocks := SplitBlocks(text)
		plans, err := PlanParents(ctx, emb, text, blocks, cfg)
		if err != nil {
			t.Fatalf("PlanParents: %v", err)
		}
		checkParents(t, text, blocks, plans, cfg)
		for _, p := range plans {
			parent := substr(text, p.Start, p.End)
			children, err := Children(ctx, emb, parent, cfg)
			if err != nil {
				t.Fatalf("Children: %v", err)
			}
			checkChildren(t, parent, children, cfg)
			checkChildMin(t, parent, children, cfg)
		}
	})
}
