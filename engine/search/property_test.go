package search_test

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"pgregory.net/rapid"

	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// vocabulary of the random corpora: Chinese phrases, English words and
// sentence ends, so texts exercise both analyzers and the sentence
// splitter.
var vocabulary = []string{
	"渡船", "老人", "河水", "银子", "商人", "山寺", "钟声", "书生", "梅花", "大雪",
	"铁匠", "长剑", "火光", "学徒", "木炭", "月亮", "村口", "酒店", "秀才", "县城",
	"river", "ferry", "silver", "merchant", "temple", "bell", "scholar", "snow",
	"forge", "sword", "lamp", "letter", "storm", "harbor", "keeper", "ship",
}

var sentenceEnds = []string{"。", "，", "！", "？", ". ", ", ", "\n", "；"}

// randomText draws a text of about n runes from the vocabulary.
func randomText(t *rapid.T, label string, n int) string {
	var b strings.Builder
	for utf8.RuneCountInString(b.String()) < n {
		b.WriteString(rapid.SampledFrom(vocabulary).Draw(t, label+"-w"))
		if rapid.IntRange(0, 3).Draw(t, label+"-e") == 0 {
			b.WriteString(rapid.SampledFrom(sentenceEnds).Draw(t, label+"-end"))
		}
	}
	return b.String()
}

// randomSpans partitions [0, n) into children of 1..maxLen runes.
func randomSpans(t *rapid.T, n, maxLen int) []chunk.Span {
	var spans []chunk.Span
	for s := 0; s < n; {
		l := rapid.IntRange(1, maxLen).Draw(t, "child-len")
		e := min(n, s+l)
		spans = append(spans, chunk.Span{Start: s, End: e})
		s = e
	}
	return spans
}

// randomCorpus builds one or two projects of random owners and parents.
// Some chapters get a summary that repeats one of their passages word for
// word (a one-paragraph chapter's extractive summary, echo.go); echoes
// maps each such summary's parent to the passage's.
func randomCorpus(t *rapid.T, kw *keyword.Index) (c *searchtest.Corpus, echoes map[uint64]uint64) {
	emb := searchtest.NewHashEmbedder(64, "q: ")
	c = searchtest.NewCorpus(emb, vector.NewFlat(64), kw)
	echoes = make(map[uint64]uint64)
	projects := rapid.IntRange(1, 2).Draw(t, "projects")
	kinds := []string{search.KindChapter, search.KindChapter, search.KindWiki, search.KindSummary}
	for p := 1; p <= projects; p++ {
		owners := rapid.IntRange(1, 4).Draw(t, "owners")
		for o := 1; o <= owners; o++ {
			kind := rapid.SampledFrom(kinds).Draw(t, "kind")
			owner := searchtest.Owner{ProjectID: uint64(p), Project: fmt.Sprintf("p%d", p), Kind: kind,
				OwnerID: uint64(p*10 + o), Title: fmt.Sprintf("owner %d", o), ChapterIndex: o}
			if kind == search.KindSummary { // of a chapter without passages of its own
				owner.SummaryOf = uint64(p*10 + o)
			}
			parents := rapid.IntRange(1, 5).Draw(t, "parents")
			offset := 0
			var added []search.Parent
			for b := range parents {
				n := rapid.IntRange(1, 1600).Draw(t, "parent-len")
				text := []rune(randomText(t, "text", n))
				spans := randomSpans(t, len(text), 500)
				p, _, err := c.AddParent(context.Background(), owner, b, offset, string(text), spans, nil)
				if err != nil {
					t.Fatalf("AddParent: %v", err)
				}
				added = append(added, p)
				offset += len(text) + 2
			}
			if kind == search.KindChapter && rapid.IntRange(0, 2).Draw(t, "echo-summary") == 0 {
				p := rapid.SampledFrom(added).Draw(t, "echoed")
				sum := owner
				sum.Kind, sum.OwnerID, sum.SummaryOf = search.KindSummary, uint64(100+p.OwnerID), p.OwnerID
				text := []rune(p.Text)
				sp, _, err := c.AddParent(context.Background(), sum, 0, 0, p.Text, randomSpans(t, len(text), 500), nil)
				if err != nil {
					t.Fatalf("AddParent: %v", err)
				}
				echoes[sp.ID] = p.ID
			}
		}
	}
	return c, echoes
}

// TestSearchProperties checks P5 (each parent at most once), P9 (sorted by
// score), no summary beside a passage it repeats (echo.go), P12 (the window holds the whole matched child, and the match
// offsets point at exactly the child's text) and the request's scope, over
// random corpora, queries and settings.
func TestSearchProperties(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		kw, err := keyword.OpenMem()
		if err != nil {
			t.Fatalf("keyword.OpenMem: %v", err)
		}
		defer kw.Close()
		c, echoes := randomCorpus(t, kw)
		s := search.DefaultSettings()
		s.Normalize = rapid.Bool().Draw(t, "normalize")
		s.ContextWindow = rapid.SampledFrom([]int{-1, 0, 30, 120, 400, 1000}).Draw(t, "window")
		s.RRFK = rapid.IntRange(1, 100).Draw(t, "rrf-k")
		s.PerChapter = rapid.IntRange(0, 3).Draw(t, "per-chapter")
		req := search.Request{
			Query:        randomText(t, "query", rapid.IntRange(1, 30).Draw(t, "query-len")),
			Project:      uint64(rapid.IntRange(1, 2).Draw(t, "project")),
			CrossProject: rapid.Bool().Draw(t, "cross"),
			K:            rapid.IntRange(1, 30).Draw(t, "k"),
			OtherK:       rapid.IntRange(0, 5).Draw(t, "other-k"),
			Mode:         rapid.SampledFrom([]search.Mode{search.ModeParentChild, search.ModeDirect, search.ModeKeyword}).Draw(t, "mode"),
			Hybrid:       new(rapid.Bool().Draw(t, "hybrid")),
			Deep:         rapid.Bool().Draw(t, "deep"),
		}
		if rapid.Bool().Draw(t, "filter-kinds") {
			req.Kinds = rapid.SliceOfNDistinct(rapid.SampledFrom([]string{search.KindChapter, search.KindWiki, search.KindSummary}), 1, 3, func(s string) string { return s }).Draw(t, "kinds")
		}
		resp, err := search.Search(context.Background(), c.Deps(), req, s)
		if err != nil {
			t.Fatalf("Search: %v", err)
		}
		checkResults(t, c, req, s, resp.Results, echoes)
		if req.Mode != search.ModeDirect {
			checkEchoes(t, resp.Results, echoes)
		}
	})
}

// checkResults checks one response's properties; echoes are the corpus's
// summaries that repeat a passage (randomCorpus).
func checkResults(t *rapid.T, c *searchtest.Corpus, req search.Request, s search.Settings, results []search.Result, echoes map[uint64]uint64) {
	// A cross-project search is one ranking over every project: K +
	// OtherK results, held to one order whatever their project.
	k := req.K
	if req.CrossProject {
		otherK := req.OtherK
		if otherK <= 0 {
			otherK = search.DefaultCrossOtherK
		}
		k += otherK
	}
	for i, r := range results {
		if r.Rank != i+1 {
			t.Fatalf("result %d has rank %d", i, r.Rank)
		}
		if r.ProjectID != req.Project && !req.CrossProject {
			t.Fatalf("result from project %d, searched %d", r.ProjectID, req.Project)
		}
		if len(req.Kinds) > 0 && !slices.Contains(req.Kinds, r.Kind) {
			t.Fatalf("kind %s not in %v", r.Kind, req.Kinds)
		}
		checkMatch(t, c, req.Mode, s, req.Query, r)
		for _, e := range r.Expanded {
			checkMatch(t, c, search.ModeParentChild, s, req.Query, e)
		}
	}
	if len(results) > k {
		t.Fatalf("%d results for k=%d (other-k included)", len(results), k)
	}
	for _, layer := range [][]search.Result{results} {
		// P9: sorted by score within each layer, except that in parent
		// modes the passages without evidence (score <= 0) follow all of
		// those with some, and among them a chapter's passages beyond
		// s.PerChapter follow every other's (and are sorted by score
		// among themselves). The passages with evidence are in score
		// order whether or not the limit left room for a chapter's
		// second: it chooses which of them make the layer, not their
		// order.
		group := make([]int, len(layer))
		if req.Mode != search.ModeDirect && s.PerChapter > 0 {
			type chapter struct {
				wiki bool
				id   uint64 // a chapter (a summary's), or a wiki entry
			}
			seen := map[chapter]int{}
			for i, r := range layer {
				c := chapter{r.Kind == search.KindWiki, r.OwnerID}
				if r.Kind == search.KindSummary {
					c.id = r.SummaryOf
				}
				seen[c]++
				if r.Score <= 0 {
					group[i] = 2
					if seen[c] > s.PerChapter {
						group[i] = 3
					}
				}
			}
		}
		// Story first (storyfirst.go): profiles the query does not ask
		// about that outranked the first chapter passage with evidence
		// (score > 0) follow it, right after it; that run is left out of
		// the order below. A
		// profile further down is held to the order like any result: one
		// the spread moved behind (group 1) may score above the passages
		// before it, in keyword search too, where story first does not
		// apply.
		//
		// A passage that a summary repeating it gave way to (echo.go)
		// stands where the summary ranked, with its own lower score: it
		// is left out of the order too.
		tookPlace := make(map[uint64]bool, len(echoes))
		for _, passage := range echoes {
			tookPlace[passage] = true
		}
		var order []int
		first := slices.IndexFunc(layer, func(r search.Result) bool { return r.Kind == search.KindChapter && r.Score > 0 })
		inRun := first >= 0
		for i := range layer {
			if inRun && i > first {
				if layer[i].Kind == search.KindWiki && group[i] == 0 && layer[i].Score > layer[first].Score {
					continue
				}
				inRun = false
			}
			if tookPlace[layer[i].ParentID] {
				continue
			}
			order = append(order, i)
		}
		for j := 1; j < len(order); j++ {
			i, prev := order[j], order[j-1]
			if group[i] < group[prev] {
				t.Fatalf("P9: a chapter's best passage at rank %d after its later ones", layer[i].Rank)
			}
			if group[i] == group[prev] && layer[i].Score > layer[prev].Score {
				t.Fatalf("P9: score %v at rank %d after %v", layer[i].Score, layer[i].Rank, layer[prev].Score)
			}
		}
	}
	if req.Mode != search.ModeDirect {
		// P5: each parent at most once.
		seen := map[uint64]bool{}
		for _, r := range results {
			if seen[r.ParentID] {
				t.Fatalf("P5: parent %d returned twice", r.ParentID)
			}
			seen[r.ParentID] = true
		}
	}
}

// checkEchoes checks that no summary is listed beside the passage it
// repeats (echo.go): the passage takes its place. (Direct mode lists
// children, not passages, and leaves them as they rank.)
func checkEchoes(t *rapid.T, results []search.Result, echoes map[uint64]uint64) {
	listed := make(map[uint64]bool, len(results))
	for _, r := range results {
		listed[r.ParentID] = true
	}
	for _, r := range results {
		if passage, ok := echoes[r.ParentID]; ok && listed[passage] {
			t.Fatalf("summary %d is listed beside parent %d, whose text it repeats", r.ParentID, passage)
		}
	}
}

// checkMatch verifies P12 and the offsets of one result. The match is the
// matched child, except that in parent modes a result the keyword side
// led highlights the passage of its parent that holds the query's terms
// (placeKeywordHits); the window then holds that match.
func checkMatch(t *rapid.T, c *searchtest.Corpus, mode search.Mode, s search.Settings, query string, r search.Result) {
	child, ok := c.Store.Child(r.ChildID)
	if !ok || child.ParentID != r.ParentID {
		t.Fatalf("result names child %d of parent %d", r.ChildID, r.ParentID)
	}
	parent, _ := c.Store.Parent(r.ParentID)
	ms, me := child.Start, child.End // the match in the parent
	if got := matchText(r); got != child.Text {
		if mode == search.ModeDirect || r.Sources.KeywordRank == 0 || !holdsTerm(t, query, got) {
			t.Fatalf("P12: text[match] = %q, child = %q", got, child.Text)
		}
		ms, me = r.Window.Start+r.MatchStart, r.Window.Start+r.MatchEnd
	}
	prs := []rune(parent.Text)
	if mode == search.ModeDirect {
		if r.Text != child.Text {
			t.Fatalf("direct result text is not the child")
		}
		return
	}
	w := r.Window
	if w.Start > ms || w.End < me {
		t.Fatalf("P12: window [%d,%d) does not contain the match [%d,%d)", w.Start, w.End, ms, me)
	}
	if w.ParentChars != len(prs) || r.Text != string(prs[w.Start:w.End]) {
		t.Fatalf("text is not the parent's runes [%d,%d)", w.Start, w.End)
	}
	if w.Cut != (w.Start != 0 || w.End != len(prs)) {
		t.Fatalf("window %+v: cut flag wrong for a parent of %d runes", w, len(prs))
	}
	size := s.ContextWindow // 0 or less: whole parents
	switch {
	case size <= 0 || len(prs) <= size:
		if w.Cut {
			t.Fatalf("parent of %d runes cut with window %d", len(prs), size)
		}
	case w.End-w.Start > max(size, me-ms):
		t.Fatalf("window of %d runes exceeds max(%d, match %d)", w.End-w.Start, size, me-ms)
	}
	if r.OwnerOffset != parent.OwnerStart+w.Start {
		t.Fatalf("owner offset %d, want %d", r.OwnerOffset, parent.OwnerStart+w.Start)
	}
}

// holdsTerm reports whether text holds a term of query, by the keyword
// index's rule.
func holdsTerm(t *rapid.T, query, text string) bool {
	m, err := keyword.NewMatcher(query)
	if err != nil {
		t.Fatalf("keyword.NewMatcher: %v", err)
	}
	return len(m.Find(text)) > 0
}

// biasCase is a corpus of short parents (one child) and long parents
// (several children) with random vectors.
type biasCase struct {
	seed     uint64
	dims     int
	perClass int // parents of each class
	kids     int // children of a long parent
}

// longShare runs random queries against a biasCase and returns the share
// of long parents among the top k results. Random vectors carry no
// meaning, so an unbiased ranking shows long parents in proportion to
// their number: half the corpus.
//
// Sizes are the product's: a short parent is one child of 150-400 runes,
// a long parent has several children of 150-300 runes, up to the maximum
// parent size of 1500.
func longShare(tb interface{ Fatalf(string, ...any) }, bc biasCase, normalize bool) float64 {
	rng := rand.New(rand.NewPCG(bc.seed, 7))
	c := searchtest.NewCorpus(searchtest.NewHashEmbedder(bc.dims, ""), vector.NewFlat(bc.dims), nil)
	long := map[uint64]bool{}
	owner := searchtest.Owner{ProjectID: 1, Project: "p", Kind: search.KindChapter, OwnerID: 1, Title: "c", ChapterIndex: 1}
	for i := range 2 * bc.perClass {
		isLong := i%2 == 1
		var spans []chunk.Span
		size := 0
		if !isLong {
			l := 150 + rng.IntN(251)
			spans, size = []chunk.Span{{Start: 0, End: l}}, l
		} else {
			for range bc.kids {
				l := 150 + rng.IntN(151)
				if size+l > searchtest.MaxParent {
					break
				}
				spans = append(spans, chunk.Span{Start: size, End: size + l})
				size += l
			}
		}
		vecs := make([][]float32, len(spans))
		for j := range vecs {
			vecs[j] = randomUnit(rng, bc.dims)
		}
		p, _, err := c.AddParent(context.Background(), owner, i, 0, strings.Repeat("字", size), spans, vecs)
		if err != nil {
			tb.Fatalf("AddParent: %v", err)
		}
		long[p.ID] = isLong
	}
	deps := c.Deps()
	deps.Embedder = randomEmbedder{dims: bc.dims, rng: rng}
	s := search.DefaultSettings()
	s.Normalize = normalize
	const queries, k = 30, 10
	longHits, total := 0, 0
	for range queries {
		resp, err := search.Search(context.Background(), deps, search.Request{Query: "q", Project: 1, K: k, Hybrid: new(false)}, s)
		if err != nil {
			tb.Fatalf("Search: %v", err)
		}
		for _, r := range resp.Results {
			total++
			if long[r.ParentID] {
				longHits++
			}
		}
	}
	return float64(longHits) / float64(total)
}

// TestSizeNormalizationRemovesLongParentBias checks P11. Without
// normalisation long parents, having more children to take the maximum
// over, crowd the top results (the test first confirms that bias exists,
// so it cannot pass vacuously); with normalisation their share of the top
// results is at most 0.1 above their share of the corpus (0.5).
//
// Corpora hold 150 to 450 children, three to nine times the candidate list
// of a search for 10 results, as a novel holds many times more. (When the
// candidate list covers nearly the whole project, the formula
// under-corrects: with 15+15 parents the share stays near 0.6. On large
// corpora it over-corrects: about 0.35 at 60+60 parents. Both are
// properties of the product's formula, measured here, not of this code.)
func TestSizeNormalizationRemovesLongParentBias(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		bc := biasCase{
			seed:     rapid.Uint64().Draw(t, "seed"),
			dims:     rapid.IntRange(24, 64).Draw(t, "dims"),
			perClass: rapid.IntRange(30, 50).Draw(t, "parents-per-class"),
			kids:     rapid.IntRange(4, 8).Draw(t, "long-children"),
		}
		biased := longShare(t, bc, false)
		fair := longShare(t, bc, true)
		if biased < 0.65 {
			t.Fatalf("without normalisation long parents hold %.2f of the top results: the bias the test relies on is missing", biased)
		}
		if fair > 0.6 {
			t.Fatalf("P11: with normalisation long parents still hold %.2f of the top results (%.2f without)", fair, biased)
		}
	})
}

// randomEmbedder returns a fresh random unit vector for every call.
type randomEmbedder struct {
	dims int
	rng  *rand.Rand
}

func (f randomEmbedder) Embed(_ context.Context, texts []string) ([][]float32, error) {
	out := make([][]float32, len(texts))
	for i := range out {
		out[i] = randomUnit(f.rng, f.dims)
	}
	return out, nil
}
func (f randomEmbedder) EmbedQuery(context.Context, string) ([]float32, error) {
	return randomUnit(f.rng, f.dims), nil
}
func (f randomEmbedder) Dims() int       { return f.dims }
func (f randomEmbedder) ModelID() string { return "random" }

func randomUnit(rng *rand.Rand, dims int) []float32 {
	v := make([]float32, dims)
	var norm float64
	for i := range v {
		x := rng.NormFloat64()
		v[i] = float32(x)
		norm += x * x
	}
	norm = math.Sqrt(norm)
	for i := range v {
		v[i] = float32(float64(v[i]) / norm)
	}
	return v
}
