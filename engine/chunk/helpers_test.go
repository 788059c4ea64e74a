package chunk

import (
	"context"
	"errors"
	"hash/fnv"
	"math"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode"
)

// bigramEmbedder is a deterministic stand-in for the embedding model: a
// hashed bag of character bigrams (whitespace and punctuation dropped),
// L2-normalised. Sentences sharing names and phrases get similar vectors,
// which is all chunking needs from a model.
type bigramEmbedder struct {
	dims  int
	calls int
	texts int
}

func (e *bigramEmbedder) Embed(ctx context.Context, texts []string) ([][]float32, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	e.calls++
	e.texts += len(texts)
	out := make([][]float32, len(texts))
	for i, t := range texts {
		out[i] = bigramVector(t, e.dims)
	}
	return out, nil
}

func bigramVector(text string, dims int) []float32 {
	v := make([]float32, dims)
	var prev rune = -1
	h := fnv.New32a()
	var buf [8]byte
	for _, r := range text {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			prev = -1
			continue
		}
		r = unicode.ToLower(r)
		if prev >= 0 {
			h.Reset()
			buf[0], buf[1], buf[2], buf[3] = byte(prev), byte(prev>>8), byte(prev>>16), byte(prev>>24)
			buf[4], buf[5], buf[6], buf[7] = byte(r), byte(r>>8), byte(r>>16), byte(r>>24)
			h.Write(buf[:])
			v[h.Sum32()%uint32(dims)]++
		}
		prev = r
	}
	var norm float64
	for _, x := range v {
		norm += float64(x) * float64(x)
	}
	if norm > 0 {
		s := float32(1 / math.Sqrt(norm))
		for i := range v {
			v[i] *= s
		}
	}
	return v
}

// failingEmbedder always fails, to test error propagation.
type failingEmbedder struct{}

var errEmbedFailed = errors.New("model exploded")

func (failingEmbedder) Embed(context.Context, []string) ([][]float32, error) {
	return nil, errEmbedFailed
}

// shortEmbedder returns one vector too few.
type shortEmbedder struct{}

func (shortEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	return make([][]float32, max(len(texts)-1, 0)), nil
}

// chainVectors returns unit vectors whose adjacent cosines are exactly sims:
// v₀ = e₀ and vₖ₊₁ = sₖ·vₖ + √(1−sₖ²)·eₖ₊₁. Each new axis is orthogonal to
// everything before it, so cos(vₖ, vₖ₊₁) = sₖ.
func chainVectors(sims []float64) [][]float32 {
	n := len(sims) + 1
	vecs := make([][]float64, n)
	vecs[0] = make([]float64, n)
	vecs[0][0] = 1
	for k, s := range sims {
		next := make([]float64, n)
		for d := range next {
			next[d] = s * vecs[k][d]
		}
		next[k+1] = math.Sqrt(1 - s*s)
		vecs[k+1] = next
	}
	out := make([][]float32, n)
	for k, v := range vecs {
		out[k] = make([]float32, n)
		for d, x := range v {
			out[k][d] = float32(x)
		}
	}
	return out
}

// runeLen is the number of runes in s.
func runeLen(s string) int { return len([]rune(s)) }

// substr slices s by rune offsets.
func substr(s string, start, end int) string { return string([]rune(s)[start:end]) }

// spanTexts returns the texts of spans in s.
func spanTexts(s string, spans []Span) []string {
	rs := []rune(s)
	out := make([]string, len(spans))
	for i, sp := range spans {
		out[i] = string(rs[sp.Start:sp.End])
	}
	return out
}

// readCorpus reads a file of the shared corpus, failing the test (never
// skipping it) when the file is missing.
func readCorpus(tb testing.TB, rel string) string {
	tb.Helper()
	data, err := os.ReadFile(rel)
	if err != nil {
		tb.Fatalf("corpus file required by this test is missing: %v (the test expects the shared corpus at %s relative to engine/chunk)", err, rel)
	}
	return strings.ToValidUTF8(string(data), "\uFFFD")
}

// checkPartition fails unless spans partition [0, n) into non-empty spans.
func checkPartition(tb tester, what string, spans []Span, n int) {
	tb.Helper()
	if !isPartition(spans, n) {
		tb.Fatalf("%s: spans %v do not partition [0, %d)", what, spans, n)
	}
}

// checkChildren checks P3/P4 and the maximum size for the children of text.
func checkChildren(tb tester, text string, children []Child, cfg Config) {
	tb.Helper()
	cfg = cfg.effective()
	rs := []rune(text)
	n := len(rs)
	if n == 0 {
		if len(children) != 0 {
			tb.Fatalf("empty parent has %d children", len(children))
		}
		return
	}
	var sb strings.Builder
	at := 0
	for i, c := range children {
		if c.Start != at || c.End <= c.Start {
			tb.Fatalf("child %d [%d,%d) does not continue at %d (P3/P4)", i, c.Start, c.End, at)
		}
		if c.End > n || c.Text != string(rs[c.Start:c.End]) {
			tb.Fatalf("child %d text %q != parent[%d:%d]", i, c.Text, c.Start, c.End)
		}
		if c.End-c.Start > cfg.MaxChildSize {
			tb.Fatalf("child %d has %d runes > max %d", i, c.End-c.Start, cfg.MaxChildSize)
		}
		sb.WriteString(c.Text)
		at = c.End
	}
	if at != n || sb.String() != text {
		tb.Fatalf("children cover [0,%d) of %d runes; concatenation equal: %v (P4)", at, n, sb.String() == text)
	}
}

// tester is what the shared invariant checks need; both *testing.T and
// *rapid.T satisfy it (rapid.T lacks parts of testing.TB).
type tester interface {
	Helper()
	Fatalf(format string, args ...any)
}

// dropConfig is the default config in drop mode, for tests whose designed
// similarities are adjacent-sentence drops.
func dropConfig() Config {
	cfg := DefaultConfig()
	cfg.CliffMode = CliffDrop
	return cfg
}

// splitCase is one row of a splitter's table test: the pieces text is
// split into.
type splitCase struct {
	name string
	text string
	want []string
}

// runSplitCases runs split over the cases, checking the pieces and the
// splitter's own invariants.
func runSplitCases(t *testing.T, name string, split func(string) []Span, invariants func(tester, string, []Span), cases []splitCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.name, func(t *testing.T) {
			spans := split(tt.text)
			got := spanTexts(tt.text, spans)
			if len(got) == 0 {
				got = nil
			}
			if !slices.Equal(got, tt.want) {
				t.Fatalf("%s(%q)\n got %q\nwant %q", name, tt.text, got, tt.want)
			}
			invariants(t, tt.text, spans)
		})
	}
}
