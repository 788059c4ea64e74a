package chunk

import (
	"context"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"inkflow/internal/cputime"
)

// syntheticChinese builds about size bytes of novel-like Chinese: indented
// paragraphs separated by blank lines, sentences of 6–40 characters with
// commas, mixed terminators and some quoted dialogue. Deterministic, and no
// corpus text is copied into the repository.
func syntheticChinese(size int) string {
	rng := rand.New(rand.NewPCG(1, 2))
	terms := []string{"。", "。", "。", "！", "？", "……", "？！", "；"}
	var sb strings.Builder
	sb.Grow(size + 1024)
	for sb.Len() < size {
		sb.WriteString("\u3000\u3000")
		for range 3 + rng.IntN(12) {
			quoted := rng.IntN(5) == 0
			if quoted {
				sb.WriteString("曰：「")
			}
			for k := range 6 + rng.IntN(35) {
				if k > 0 && rng.IntN(9) == 0 {
					sb.WriteRune('，')
					continue
				}
				sb.WriteRune(rune(0x4E00 + rng.IntN(3000)))
			}
			sb.WriteString(terms[rng.IntN(len(terms))])
			if quoted {
				sb.WriteString("」")
			}
		}
		sb.WriteString("\n\n")
	}
	return sb.String()
}

// loop runs op b.N times and reports, next to the wall time, the process
// CPU time per operation (cpu-ms/op, see cputime.Process).
func loop(b *testing.B, op func()) {
	start, ok := cputime.Process()
	for b.Loop() {
		op()
	}
	end, ok2 := cputime.Process()
	if ok && ok2 && b.N > 0 {
		b.ReportMetric(float64(end-start)/float64(b.N)/1e6, "cpu-ms/op")
	}
}

func BenchmarkSplitSentences(b *testing.B) {
	inputs := []struct {
		name string
		text func() string
	}{
		{"synthetic-zh-1MB", func() string { return syntheticChinese(1 << 20) }},
		{"sanguoyanyi", func() string { return readCorpus(b, "../../../shared/corpus/dev/zh/sanguoyanyi.txt") }},
		{"line-1M-runes-no-punctuation", func() string { return strings.Repeat("字", 1_000_000) }},
	}
	for _, in := range inputs {
		b.Run(in.name, func(b *testing.B) {
			text := in.text()
			b.SetBytes(int64(len(text)))
			loop(b, func() { SplitSentences(text) })
		})
	}
}

// benchParents returns the parent texts of a synthetic book of size bytes.
func benchParents(b *testing.B, size int) []string {
	text := syntheticChinese(size)
	plans, err := PlanParents(context.Background(), &bigramEmbedder{dims: 256}, text, SplitBlocks(text), DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	rs := []rune(text)
	out := make([]string, len(plans))
	for i, p := range plans {
		out[i] = string(rs[p.Start:p.End])
	}
	return out
}

func BenchmarkChildren(b *testing.B) {
	ctx := context.Background()
	parents := benchParents(b, 1<<20)
	var total int64
	for _, p := range parents {
		total += int64(len(p))
	}
	b.Run("1MB-with-bigram-embedder", func(b *testing.B) {
		emb := &bigramEmbedder{dims: 256}
		b.SetBytes(total)
		loop(b, func() {
			for _, p := range parents {
				if _, err := Children(ctx, emb, p, DefaultConfig()); err != nil {
					b.Fatal(err)
				}
			}
		})
	})
	b.Run("1MB-from-sentences", func(b *testing.B) {
		// The chunking work alone: sentences and vectors precomputed.
		emb := &bigramEmbedder{dims: 256}
		sents := make([][]Span, len(parents))
		vecs := make([][][]float32, len(parents))
		for i, p := range parents {
			sents[i] = SplitSentences(p)
			vecs[i], _ = emb.Embed(ctx, spanTexts(p, sents[i]))
		}
		b.SetBytes(total)
		loop(b, func() {
			for i, p := range parents {
				ChildrenFromSentences(p, sents[i], vecs[i], DefaultConfig())
			}
		})
	})
	// Same line at two lengths: the per-rune cost must not grow with length.
	for _, n := range []int{100_000, 1_000_000} {
		b.Run("line-no-punctuation-runes="+strconv.Itoa(n), func(b *testing.B) {
			text := strings.Repeat("字", n)
			b.SetBytes(int64(len(text)))
			loop(b, func() {
				if _, err := Children(ctx, nil, text, DefaultConfig()); err != nil {
					b.Fatal(err)
				}
			})
		})
	}
}

func BenchmarkPlanParents(b *testing.B) {
	text := syntheticChinese(1 << 20)
	blocks := SplitBlocks(text)
	emb := &bigramEmbedder{dims: 256}
	b.SetBytes(int64(len(text)))
	loop(b, func() {
		if _, err := PlanParents(context.Background(), emb, text, blocks, DefaultConfig()); err != nil {
			b.Fatal(err)
		}
	})
}

// TestMillionRuneLine runs the pipeline on a 1,000,000-rune line without
// punctuation, with and without spaces. A quadratic step would take hours
// here; the structure of the result is checked as well.
func TestMillionRuneLine(t *testing.T) {
	for name, text := range map[string]string{
		"cjk":    strings.Repeat("字", 1_000_000),
		"words":  strings.Repeat("abcd ", 200_000),
		"commas": strings.Repeat("字，", 500_000),
	} {
		t.Run(name, func(t *testing.T) {
			plans := planChecked(t, nil, text)
			if len(plans) != 1 {
				t.Fatalf("%d parents, want 1 (a single sentence cannot be split)", len(plans))
			}
			children, err := Children(context.Background(), nil, text, DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			checkChildren(t, text, children, DefaultConfig())
			checkChildMin(t, text, children, DefaultConfig())
		})
	}
}
