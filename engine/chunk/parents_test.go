package chunk

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

// chapter joins paragraphs with blank lines, like a manuscript.
func chapter(paras ...string) string { return strings.Join(paras, "\n\n") }

func planSizes(plans []ParentPlan) []int {
	out := make([]int, len(plans))
	for i, p := range plans {
		out[i] = p.End - p.Start
	}
	return out
}

// checkParents verifies the plans against the blocks of text: ordered,
// covering every block rune exactly once with only whitespace between
// parents, block indexes consistent with the spans, and P10.
func checkParents(tb tester, text string, blocks []Span, plans []ParentPlan, cfg Config) {
	tb.Helper()
	cfg = cfg.withDefaults()
	rs := []rune(text)
	if len(blocks) == 0 {
		if len(plans) != 0 {
			tb.Fatalf("no blocks but %d parents", len(plans))
		}
		return
	}
	if plans[0].FirstBlock != 0 || plans[len(plans)-1].LastBlock != len(blocks)-1 {
		tb.Fatalf("parents do not start at block 0 and end at the last block: %+v", plans)
	}
	prevEnd, prevLast := 0, -1
	for i, p := range plans {
		if p.Start < prevEnd || p.End <= p.Start || p.End > len(rs) {
			tb.Fatalf("parent %d %+v empty, out of order or out of range", i, p)
		}
		if !isBlank(rs[prevEnd:p.Start]) && i > 0 {
			tb.Fatalf("non-whitespace text between parents %d and %d: %q", i-1, i, string(rs[prevEnd:p.Start]))
		}
		if p.FirstBlock > p.LastBlock || (p.FirstBlock != prevLast && p.FirstBlock != prevLast+1) {
			tb.Fatalf("parent %d blocks %d..%d do not follow block %d", i, p.FirstBlock, p.LastBlock, prevLast)
		}
		first, last := blocks[p.FirstBlock], blocks[p.LastBlock]
		if p.Start < first.Start || p.Start >= first.End || p.End > last.End || p.End <= last.Start {
			tb.Fatalf("parent %d span [%d,%d) does not lie on blocks %d..%d (%v, %v)", i, p.Start, p.End, p.FirstBlock, p.LastBlock, first, last)
		}
		if p.FirstBlock != prevLast && p.Start != first.Start {
			tb.Fatalf("parent %d starts block %d at %d, not at its start %d", i, p.FirstBlock, p.Start, first.Start)
		}
		if i+1 < len(plans) && plans[i+1].FirstBlock != p.LastBlock && p.End != last.End {
			tb.Fatalf("parent %d ends block %d at %d, not at its end %d", i, p.LastBlock, p.End, last.End)
		}
		if i == len(plans)-1 && p.End != last.End {
			tb.Fatalf("last parent ends at %d, not at the last block's end %d", p.End, last.End)
		}
		if size := p.End - p.Start; size > cfg.MaxParentSize {
			sents := SplitSentences(string(rs[p.Start:p.End]))
			if p.FirstBlock != p.LastBlock || len(sents) != 1 {
				tb.Fatalf("P10: parent %d has %d runes > %d and %d sentences over blocks %d..%d", i, size, cfg.MaxParentSize, len(sents), p.FirstBlock, p.LastBlock)
			}
		}
		prevEnd, prevLast = p.End, p.LastBlock
	}
}

func TestPlanParentsMerging(t *testing.T) {
	long := func(n int) string { return paragraph(slices.Repeat([]int{50}, n/50)...) }
	tests := []struct {
		name  string
		text  string
		sizes []int // parent sizes in runes, separators included
		spans [][2]int
	}{
		{"no blocks", "\n\n", nil, nil},
		{"one block", long(500), []int{500}, [][2]int{{0, 0}}},
		{"short blocks merge with their separators", chapter(long(50), long(50), long(50)), []int{154}, [][2]int{{0, 2}}},
		{"short run stops at max", chapter(slices.Repeat([]string{long(100)}, 20)...),
			[]int{1426, 610}, [][2]int{{0, 13}, {14, 19}}},
		{"long blocks stay apart", chapter(long(500), long(600)), []int{500, 600}, [][2]int{{0, 0}, {1, 1}}},
		// long(n) begins with a sentence of the same characters as long(50),
		// so the bigram embedder reads a short block with the next one.
		{"short block joins the neighbour it reads with", chapter(long(800), long(50), long(1000)),
			[]int{800, 1052}, [][2]int{{0, 0}, {1, 2}}},
		{"short block with one neighbour that has room joins it", chapter(long(1000), long(50), long(1450)),
			[]int{1052, 1450}, [][2]int{{0, 1}, {2, 2}}},
		{"short block with no room stays alone", chapter(long(1450), long(50), long(1450)),
			[]int{1450, 50, 1450}, [][2]int{{0, 0}, {1, 1}, {2, 2}}},
		{"leading heading joins the chapter", chapter("第一回 宴桃园豪杰三结义", long(600), long(600)),
			[]int{614, 600}, [][2]int{{0, 1}, {2, 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plans := planChecked(t, &bigramEmbedder{dims: 64}, tt.text)
			if got := planSizes(plans); !slices.Equal(got, tt.sizes) {
				t.Fatalf("sizes %v, want %v", got, tt.sizes)
			}
			for i, p := range plans {
				if [2]int{p.FirstBlock, p.LastBlock} != tt.spans[i] {
					t.Fatalf("parent %d covers blocks %d..%d, want %v", i, p.FirstBlock, p.LastBlock, tt.spans[i])
				}
			}
		})
	}
}

// TestPlanParentsOneParagraphPerLine: a chapter whose paragraphs are
// separated by single line breaks (one block, as a Chinese TXT or a chapter
// typed with Enter gives) is planned paragraph by paragraph, into the same
// parents as the same paragraphs between blank lines.
func TestPlanParentsOneParagraphPerLine(t *testing.T) {
	long := func(n int) string { return paragraph(slices.Repeat([]int{50}, n/50)...) }
	for _, paras := range [][]string{
		{long(800), long(50), long(1000)},
		{long(100), long(100), long(100), long(900), long(2000), long(300)},
		slices.Repeat([]string{long(100)}, 20),
	} {
		blank := chapter(paras...)
		lines := strings.Join(paras, "\n")
		want := planChecked(t, &bigramEmbedder{dims: 64}, blank)
		got := planChecked(t, &bigramEmbedder{dims: 64}, lines)
		if len(SplitBlocks(lines)) != 1 {
			t.Fatalf("%d blocks, want the whole chapter as one", len(SplitBlocks(lines)))
		}
		// Offsets differ by one separator rune per paragraph before them.
		paraAt := func(text string, at int) int { return strings.Count(string([]rune(text)[:at]), "\n\n") }
		if len(got) != len(want) {
			t.Fatalf("%d parents %v, want %d %v", len(got), planSizes(got), len(want), planSizes(want))
		}
		for i := range want {
			wf, wl := paraAt(blank, want[i].Start), paraAt(blank, want[i].End-1)
			gf, gl := strings.Count(string([]rune(lines)[:got[i].Start]), "\n"), strings.Count(string([]rune(lines)[:got[i].End-1]), "\n")
			if wf != gf || wl != gl {
				t.Errorf("parent %d holds paragraphs %d..%d, want %d..%d", i, gf, gl, wf, wl)
			}
		}
	}
}

// TestPlanParentsShortBlockTies covers rule 3 without a semantic
// preference: when both neighbours read equally well, the smaller parent
// wins, then the previous neighbour.
func TestPlanParentsShortBlockTies(t *testing.T) {
	long := func(n int) string { return paragraph(slices.Repeat([]int{50}, n/50)...) }
	tests := []struct {
		name  string
		text  string
		sizes []int
	}{
		{"smaller parent", chapter(long(1000), long(50), long(800)), []int{1000, 852}},
		{"then the previous neighbour", chapter(long(800), long(50), long(800)), []int{852, 800}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			plans := planChecked(t, constantEmbedder{}, tt.text)
			if got := planSizes(plans); !slices.Equal(got, tt.sizes) {
				t.Fatalf("sizes %v, want %v", got, tt.sizes)
			}
		})
	}
}

// TestPlanParentsShortBlockNeedsEmbedder: a choice between two neighbours
// is semantic, so it asks for vectors, and says so when there is no model.
func TestPlanParentsShortBlockNeedsEmbedder(t *testing.T) {
	long := func(n int) string { return paragraph(slices.Repeat([]int{50}, n/50)...) }
	text := chapter(long(800), long(50), long(800))
	if _, err := PlanParents(context.Background(), nil, text, SplitBlocks(text), DefaultConfig()); !errors.Is(err, ErrNoEmbedder) {
		t.Fatalf("err %v, want ErrNoEmbedder", err)
	}
}

// planChecked plans the parents of text's blocks with the default
// configuration and checks the plan (checkParents).
func planChecked(t *testing.T, emb Embedder, text string) []ParentPlan {
	t.Helper()
	blocks := SplitBlocks(text)
	plans, err := PlanParents(context.Background(), emb, text, blocks, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	checkParents(t, text, blocks, plans, DefaultConfig())
	return plans
}

// constantEmbedder gives every text the same vector.
type constantEmbedder struct{}

func (constantEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i := range out {
		out[i] = []float32{1, 0}
	}
	return out, nil
}

func TestPlanParentsSplitsLongBlockAtWeakestBoundary(t *testing.T) {
	// One 2400-rune block of 60 sentences of 40 runes: topics of 1000, 700
	// and 700 runes (cliffs after sentences 24 and 41, similarities 0.1 and
	// 0.2; 0.9 elsewhere). Two pieces suffice; the only two-piece split with
	// both pieces ≤ 1500 on a topic boundary cuts at 1000.
	text := paragraph(slices.Repeat([]int{40}, 60)...)
	sims := slices.Repeat([]float64{0.9}, 59)
	sims[24], sims[41] = 0.1, 0.2
	emb := &vectorEmbedder{byText: map[string][]float32{}}
	vecs := chainVectors(sims)
	for i, s := range spanTexts(text, SplitSentences(text)) {
		emb.byText[s] = vecs[i]
	}
	plans := planChecked(t, emb, text)
	want := []ParentPlan{{0, 0, 0, 1000}, {0, 0, 1000, 2400}}
	if !slices.Equal(plans, want) {
		t.Fatalf("plans %+v, want %+v", plans, want)
	}
}

// vectorEmbedder serves designed vectors by text.
type vectorEmbedder struct{ byText map[string][]float32 }

func (e *vectorEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i, t := range texts {
		v, ok := e.byText[t]
		if !ok {
			return nil, errors.New("vectorEmbedder: unknown text " + t)
		}
		out[i] = v
	}
	return out, nil
}

func TestPlanParentsLongSingleSentence(t *testing.T) {
	text := chapter(strings.Repeat("字", 2000), paragraph(50, 50))
	plans := planChecked(t, nil, text)
	if got := planSizes(plans); !slices.Equal(got, []int{2000, 100}) {
		t.Fatalf("sizes %v, want [2000 100]: a lone sentence cannot be split and has no room for a neighbour", got)
	}
}

func TestPlanParentsPiecesRespectMax(t *testing.T) {
	// A 10 000-rune block of varied sentences, with a bigram embedder.
	var lengths []int
	for i := range 400 {
		lengths = append(lengths, 10+(i*13)%31)
	}
	text := chapter(paragraph(200), paragraph(lengths...), paragraph(300))
	plans := planChecked(t, &bigramEmbedder{dims: 64}, text)
	for i, s := range planSizes(plans) {
		if s > DefaultMaxParentSize || s < DefaultMinParentSize {
			t.Fatalf("parent %d: %d runes outside [150, 1500] (sizes %v)", i, s, planSizes(plans))
		}
	}
}

func TestPlanParentsErrors(t *testing.T) {
	ctx := context.Background()
	longBlock := chapter(paragraph(50), paragraph(slices.Repeat([]int{100}, 20)...))
	blocks := SplitBlocks(longBlock)
	tests := []struct {
		name   string
		emb    Embedder
		text   string
		blocks []Span
		cfg    Config
		is     error
		substr string
	}{
		{"nil embedder for a long block", nil, longBlock, blocks, DefaultConfig(), ErrNoEmbedder, "splitting block 1 (2000 runes)"},
		{"embedder failure", failingEmbedder{}, longBlock, blocks, DefaultConfig(), errEmbedFailed, "splitting block 1"},
		{"too few vectors", shortEmbedder{}, longBlock, blocks, DefaultConfig(), nil, "19 vectors for 20 sentences"},
		{"invalid config", nil, "x", []Span{{0, 1}}, Config{MinParentSize: 9999}, ErrInvalidConfig, "min parent size"},
		{"block beyond text", nil, "abc", []Span{{0, 4}}, DefaultConfig(), nil, "block 0 span [0, 4)"},
		{"empty block", nil, "abc", []Span{{1, 1}}, DefaultConfig(), nil, "block 0"},
		{"overlapping blocks", nil, "abcdef", []Span{{0, 3}, {2, 5}}, DefaultConfig(), nil, "block 1"},
		{"negative start", nil, "abc", []Span{{-1, 2}}, DefaultConfig(), nil, "block 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := PlanParents(ctx, tt.emb, tt.text, tt.blocks, tt.cfg)
			if err == nil {
				t.Fatal("no error")
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Fatalf("error %v does not wrap %v", err, tt.is)
			}
			if !strings.Contains(err.Error(), tt.substr) {
				t.Fatalf("error %q does not mention %q", err, tt.substr)
			}
		})
	}
}
