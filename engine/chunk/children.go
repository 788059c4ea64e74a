package chunk

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strings"
)

// ErrNoEmbedder is returned when a computation needs sentence vectors and
// the Embedder is nil.
var ErrNoEmbedder = errors.New("chunk: an embedder is required")

// Child is one small chunk of a parent: the unit that is embedded and
// matched by search. Start and End are rune offsets into the parent text;
// Text is that slice of it.
type Child struct {
	Start, End int
	Text       string
}

// Children embeds the sentences of parentText, finds semantic cliffs and
// merges the sentences into children (see [ChildrenFromSentences] for the
// rules). It returns nil for an empty parent.
//
// Sentences are embedded without their surrounding whitespace, in one call,
// and only when their vectors can change the result: a parent with one
// sentence, or too short to hold two children, becomes a single child
// without a call to emb (emb may then be nil).
func Children(ctx context.Context, emb Embedder, parentText string, cfg Config) ([]Child, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	cfg = cfg.withDefaults()
	rs := []rune(parentText)
	sents := splitSentenceRunes(rs)
	if len(sents) < 2 || (len(rs) <= cfg.MaxChildSize && len(rs) < 2*cfg.MinChildSize) {
		return childrenFromRunes(rs, sents, nil, cfg), nil
	}
	vecs, err := embedSpans(ctx, emb, rs, sents)
	if err != nil {
		return nil, fmt.Errorf("chunk: children of a %d-rune parent: %w", len(rs), err)
	}
	return childrenFromRunes(rs, sents, vecs, cfg), nil
}

// embedSpans embeds the texts of the spans of rs, checking the answer's
// shape so that a misbehaving embedder cannot cause an index panic later.
// Surrounding whitespace is trimmed first: it carries no meaning, and a
// sentence then has the same text (and embedding-cache key) whether it ends
// a paragraph, with its line break, or not.
func embedSpans(ctx context.Context, emb Embedder, rs []rune, spans []Span) ([][]float32, error) {
	if emb == nil {
		return nil, ErrNoEmbedder
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	texts := make([]string, len(spans))
	for i, s := range spans {
		texts[i] = strings.TrimSpace(string(rs[s.Start:s.End]))
	}
	vecs, err := emb.Embed(ctx, texts)
	if err != nil {
		return nil, fmt.Errorf("embedding %d sentences: %w", len(texts), err)
	}
	if len(vecs) != len(texts) {
		return nil, fmt.Errorf("embedder returned %d vectors for %d sentences", len(vecs), len(texts))
	}
	return vecs, nil
}

// ChildrenFromSentences is the embedding-free core of [Children]: text is
// the parent text, sents its sentences (as from [SplitSentences]) and vecs
// one vector per sentence.
//
// Cliffs are found with [Cliffs] on the adjacent-sentence similarities. The
// children then form the minimum-cost partition of text such that:
//   - every child is at most MaxChildSize runes, always. Children end at
//     sentence boundaries when possible; a sentence too long for one child
//     is cut after a clause mark (，、,：:), failing that at a word start,
//     failing that anywhere that does not tear a grapheme apart;
//   - no child is below MinChildSize when any partition allows it (a parent
//     shorter than MinChildSize is one child). A segment between cliffs that
//     is too short joins a neighbour, preferring the more similar one;
//   - children end at cliffs unless that would make one undersized;
//   - sizes are as close to TargetChildSize as the boundaries allow.
//
// The children cover text exactly and in order (P3/P4). Zero config fields
// take their defaults; an invalid config is replaced by [DefaultConfig]. If
// sents is not a partition of text (contiguous spans from 0 to its rune
// length), the sentences are recomputed with SplitSentences and vecs is
// ignored; if len(vecs) != len(sents), no cliffs are used. Empty text gives
// nil.
//
// Text is expected to be valid UTF-8. Each invalid byte counts as one rune
// and reads as U+FFFD in Child.Text, as in Go's string-to-rune conversion,
// so P4 then holds for the corrected text.
func ChildrenFromSentences(text string, sents []Span, vecs [][]float32, cfg Config) []Child {
	rs := []rune(text)
	if !isPartition(sents, len(rs)) {
		sents, vecs = splitSentenceRunes(rs), nil
	}
	return childrenFromRunes(rs, sents, vecs, cfg.effective())
}

// childrenFromRunes does the work of ChildrenFromSentences on decoded text
// whose sentences are known to partition it.
func childrenFromRunes(rs []rune, sents []Span, vecs [][]float32, cfg Config) []Child {
	n := len(rs)
	if n == 0 {
		return nil
	}
	var sims []float64
	if len(vecs) == len(sents) {
		sims = GapSimilarities(vecs, cfg)
	}
	cliffAt := make([]bool, max(len(sents)-1, 0))
	for _, c := range Cliffs(sims, cfg) {
		cliffAt[c] = true
	}
	bounds := make([]int, len(cliffAt))
	boundSims := make([]float64, len(cliffAt))
	for i := range bounds {
		bounds[i] = sents[i].End
		boundSims[i] = math.NaN()
		if sims != nil {
			boundSims[i] = sims[i]
		}
	}
	cands := childCandidates(rs, bounds, boundSims, cliffAt, hardWrapGap(cfg))
	ends := segmentChildren(n, cands, cfg)
	children := make([]Child, len(ends))
	start := 0
	for i, end := range ends {
		children[i] = Child{Start: start, End: end, Text: string(rs[start:end])}
		start = end
	}
	return children
}

// isPartition reports whether spans cover [0, n) contiguously with
// non-empty spans.
func isPartition(spans []Span, n int) bool {
	if len(spans) == 0 {
		return n == 0
	}
	at := 0
	for _, s := range spans {
		if s.Start != at || s.End <= s.Start {
			return false
		}
		at = s.End
	}
	return at == n
}
