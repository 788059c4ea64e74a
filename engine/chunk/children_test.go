package chunk

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

// sentence returns a Chinese sentence of exactly n runes ending in 。.
func sentence(n int, fill rune) string {
	return strings.Repeat(string(fill), n-1) + "。"
}

// paragraph concatenates sentences of the given lengths, each filled with
// its own CJK ideograph so that no two sentences of a paragraph are equal.
func paragraph(lengths ...int) string {
	var sb strings.Builder
	for i, n := range lengths {
		sb.WriteString(sentence(n, rune(0x4E00+i*7)))
	}
	return sb.String()
}

func childSizes(children []Child) []int {
	out := make([]int, len(children))
	for i, c := range children {
		out[i] = c.End - c.Start
	}
	return out
}

func TestChildrenSmallParents(t *testing.T) {
	ctx := context.Background()
	tests := []struct {
		name string
		text string
		want int // number of children
	}{
		{"empty", "", 0},
		{"whitespace only", " \n ", 1},
		{"below min", paragraph(30, 30), 1},
		{"between min and twice min", paragraph(60, 60, 60), 1},
		{"up to max but splittable", paragraph(100, 100, 100, 100), 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			emb := &bigramEmbedder{dims: 64}
			got, err := Children(ctx, emb, tt.text, DefaultConfig())
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != tt.want {
				t.Fatalf("%d children %v, want %d", len(got), childSizes(got), tt.want)
			}
			checkChildren(t, tt.text, got, DefaultConfig())
			if runeLen(tt.text) < 2*DefaultMinChildSize && emb.calls != 0 {
				t.Fatalf("embedder called %d times for a parent that cannot be split", emb.calls)
			}
		})
	}
}

func TestChildrenNilEmbedderOnlyWhenNeeded(t *testing.T) {
	ctx := context.Background()
	if _, err := Children(ctx, nil, paragraph(50, 50), DefaultConfig()); err != nil {
		t.Fatalf("short parent needs no embedder, got %v", err)
	}
	if _, err := Children(ctx, nil, strings.Repeat("字", 1000), DefaultConfig()); err != nil {
		t.Fatalf("single-sentence parent needs no embedder, got %v", err)
	}
	if _, err := Children(ctx, nil, paragraph(100, 100, 100, 100, 100), DefaultConfig()); !errors.Is(err, ErrNoEmbedder) {
		t.Fatalf("got %v, want ErrNoEmbedder", err)
	}
}

func TestChildrenErrors(t *testing.T) {
	text := paragraph(100, 100, 100, 100, 100)
	ctx := context.Background()
	if _, err := Children(ctx, failingEmbedder{}, text, DefaultConfig()); !errors.Is(err, errEmbedFailed) {
		t.Fatalf("got %v, want the embedder's error wrapped", err)
	}
	if _, err := Children(ctx, shortEmbedder{}, text, DefaultConfig()); err == nil || !strings.Contains(err.Error(), "4 vectors for 5 sentences") {
		t.Fatalf("got %v, want a vector-count error", err)
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Children(cancelled, &bigramEmbedder{dims: 8}, text, DefaultConfig()); !errors.Is(err, context.Canceled) {
		t.Fatalf("got %v, want context.Canceled", err)
	}
	if _, err := Children(ctx, &bigramEmbedder{dims: 8}, text, Config{MinChildSize: 500}); !errors.Is(err, ErrInvalidConfig) {
		t.Fatalf("got %v, want ErrInvalidConfig", err)
	}
}

func TestChildrenEqualsChildrenFromSentences(t *testing.T) {
	text := paragraph(40, 35, 80, 20, 60, 45, 90, 30, 70, 25, 55, 65, 40, 38)
	emb := &bigramEmbedder{dims: 64}
	got, err := Children(context.Background(), emb, text, DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	sents := SplitSentences(text)
	vecs, _ := emb.Embed(context.Background(), spanTexts(text, sents))
	want := ChildrenFromSentences(text, sents, vecs, DefaultConfig())
	if !slices.Equal(got, want) {
		t.Fatalf("Children %v != ChildrenFromSentences %v", childSizes(got), childSizes(want))
	}
}

// endsAtSentences checks that every child but the last ends at a sentence
// boundary of text.
func endsAtSentences(t *testing.T, text string, children []Child) {
	t.Helper()
	bounds := map[int]bool{}
	for _, s := range SplitSentences(text) {
		bounds[s.End] = true
	}
	for i, c := range children {
		if !bounds[c.End] {
			t.Fatalf("child %d ends at %d, not a sentence boundary (sizes %v)", i, c.End, childSizes(children))
		}
	}
}

func TestChildrenSizesAtSentenceBoundaries(t *testing.T) {
	// 30 sentences of 17–53 runes: plenty of boundaries near every target.
	var lengths []int
	for i := range 30 {
		lengths = append(lengths, 17+(i*29)%37)
	}
	text := paragraph(lengths...)
	got := ChildrenFromSentences(text, SplitSentences(text), nil, DefaultConfig())
	checkChildren(t, text, got, DefaultConfig())
	endsAtSentences(t, text, got)
	for i, s := range childSizes(got) {
		if s < 200 || s > 300 {
			t.Errorf("child %d has %d runes; with boundaries every ≤53 runes and no cliffs every child should be 200–300 (sizes %v)", i, s, childSizes(got))
		}
	}
}

func TestChildrenLongSentence(t *testing.T) {
	tests := []struct {
		name string
		text string
		// endOK reports whether a child may end right after rs[end-1].
		endOK func(rs []rune, end int) bool
	}{
		{
			"split at clause marks",
			strings.Repeat("玄德引关张二人，", 120) + "。",
			func(rs []rune, end int) bool { return rs[end-1] == '，' },
		},
		{
			"english words when no clause",
			strings.Repeat("the quick brown fox jumps over the lazy dog ", 30) + "end",
			func(rs []rune, end int) bool { return rs[end-1] == ' ' },
		},
		{
			"hard wrap without punctuation",
			strings.Repeat("字", 1234),
			func([]rune, int) bool { return true },
		},
		{
			"zwj sequences stay whole",
			strings.Repeat("👨‍👩‍👧", 300),
			func(rs []rune, end int) bool { return rs[end-1] == '👧' },
		},
		{
			"thousands separators are not clauses",
			strings.Repeat("1,000,000 ", 100),
			func(rs []rune, end int) bool { return rs[end-1] == ' ' },
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ChildrenFromSentences(tt.text, SplitSentences(tt.text), nil, DefaultConfig())
			checkChildren(t, tt.text, got, DefaultConfig())
			rs := []rune(tt.text)
			for i, c := range got[:len(got)-1] {
				if !tt.endOK(rs, c.End) {
					t.Fatalf("child %d ends at an unexpected place: …%q|%q…", i, string(rs[max(0, c.End-5):c.End]), string(rs[c.End:min(len(rs), c.End+5)]))
				}
			}
			for i, s := range childSizes(got) {
				if s < DefaultMinChildSize {
					t.Fatalf("child %d has %d runes < min (sizes %v)", i, s, childSizes(got))
				}
			}
		})
	}
}

func TestChildrenHonourCliffs(t *testing.T) {
	// Topic A: 4 sentences (160 runes); topic B: 6 sentences (240 runes).
	// The cliff at pair 3 must become the only cut. Without vectors the
	// size-optimal split is 200/200 instead, so the cliff is what decides.
	text := paragraph(40, 40, 40, 40, 40, 40, 40, 40, 40, 40)
	sims := []float64{0.9, 0.9, 0.9, 0.1, 0.9, 0.9, 0.9, 0.9, 0.9}
	sents := SplitSentences(text)
	withCliff := ChildrenFromSentences(text, sents, chainVectors(sims), DefaultConfig())
	if got := childSizes(withCliff); !slices.Equal(got, []int{160, 240}) {
		t.Fatalf("with cliff: sizes %v, want [160 240]", got)
	}
	without := ChildrenFromSentences(text, sents, nil, DefaultConfig())
	if got := childSizes(without); !slices.Equal(got, []int{200, 200}) {
		t.Fatalf("without vectors: sizes %v, want [200 200]", got)
	}
}

func TestChildrenShortSegmentJoinsMoreSimilarNeighbour(t *testing.T) {
	// A = 6×40 runes, B = 2×30 runes (too short for a child), C = 6×40.
	// Both A|B and B|C are cliffs; B must join the neighbour it is more
	// similar to.
	text := paragraph(40, 40, 40, 40, 40, 40, 30, 30, 40, 40, 40, 40, 40, 40)
	sents := SplitSentences(text)
	simsFor := func(ab, bc float64) []float64 {
		return []float64{0.9, 0.9, 0.9, 0.9, 0.9, ab, 0.9, bc, 0.9, 0.9, 0.9, 0.9, 0.9}
	}
	tests := []struct {
		name   string
		ab, bc float64
		want   []int
	}{
		{"closer to C", 0.2, 0.5, []int{240, 300}},
		{"closer to A", 0.5, 0.2, []int{300, 240}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sims := simsFor(tt.ab, tt.bc)
			if got := Cliffs(sims, dropConfig()); !slices.Equal(got, []int{5, 7}) {
				t.Fatalf("test design broken: cliffs %v, want [5 7]", got)
			}
			got := ChildrenFromSentences(text, sents, chainVectors(sims), dropConfig())
			if sizes := childSizes(got); !slices.Equal(sizes, tt.want) {
				t.Fatalf("sizes %v, want %v", sizes, tt.want)
			}
		})
	}
}

func TestChildrenFromSentencesBadInput(t *testing.T) {
	text := paragraph(100, 100, 100, 100, 100)
	tests := []struct {
		name  string
		sents []Span
		vecs  [][]float32
	}{
		{"nil sentences", nil, nil},
		{"gap", []Span{{0, 100}, {150, 500}}, nil},
		{"too short", []Span{{0, 100}}, nil},
		{"beyond text", []Span{{0, 600}}, nil},
		{"vector count mismatch", SplitSentences(text), [][]float32{{1}}},
		{"empty vectors", SplitSentences(text), make([][]float32, 5)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := ChildrenFromSentences(text, tt.sents, tt.vecs, DefaultConfig())
			checkChildren(t, text, got, DefaultConfig())
		})
	}
	if got := ChildrenFromSentences("", nil, nil, DefaultConfig()); got != nil {
		t.Fatalf("empty text gave %v", got)
	}
	// An invalid config falls back to the defaults instead of failing.
	got := ChildrenFromSentences(text, SplitSentences(text), nil, Config{MinChildSize: 900})
	checkChildren(t, text, got, DefaultConfig())
}

func TestChildrenCustomSizes(t *testing.T) {
	cfg := Config{MinChildSize: 20, TargetChildSize: 50, MaxChildSize: 80}
	var lengths []int
	for i := range 40 {
		lengths = append(lengths, 5+(i*7)%23)
	}
	text := paragraph(lengths...)
	got := ChildrenFromSentences(text, SplitSentences(text), nil, cfg)
	checkChildren(t, text, got, cfg)
	for i, s := range childSizes(got) {
		if s < 20 || s > 80 {
			t.Fatalf("child %d: %d runes outside [20, 80]: %v", i, s, childSizes(got))
		}
	}
}

// recordingEmbedder remembers the texts it was asked to embed.
type recordingEmbedder struct {
	bigramEmbedder
	seen []string
}

func (e *recordingEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	e.seen = append(e.seen, texts...)
	return e.bigramEmbedder.Embed(ctx, texts)
}

func TestChildrenEmbedTrimmedSentences(t *testing.T) {
	text := "\u3000\u3000" + paragraph(120, 90) + "\n\n\u3000\u3000" + paragraph(100, 80)
	emb := &recordingEmbedder{bigramEmbedder: bigramEmbedder{dims: 16}}
	if _, err := Children(context.Background(), emb, text, DefaultConfig()); err != nil {
		t.Fatal(err)
	}
	if len(emb.seen) != 4 {
		t.Fatalf("embedded %d texts, want the 4 sentences", len(emb.seen))
	}
	for _, s := range emb.seen {
		if s != strings.TrimSpace(s) || s == "" {
			t.Fatalf("embedded untrimmed or empty text %q", s)
		}
	}
}
