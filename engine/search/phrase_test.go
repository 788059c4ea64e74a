package search_test

import (
	"context"
	"fmt"
	"testing"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage/vector"
)

// phraseCorpus is an empty one-project corpus over a real keyword index
// and a hash embedder; add puts one single-child chapter in it.
func phraseCorpus(t *testing.T) (c *searchtest.Corpus, emb *searchtest.HashEmbedder, add func(id uint64, text string, vec []float32)) {
	kw := memKeyword(t)
	emb = searchtest.NewHashEmbedder(testDims, "query: ")
	c = searchtest.NewCorpus(emb, vector.NewFlat(testDims), kw)
	add = func(id uint64, text string, vec []float32) {
		t.Helper()
		o := searchtest.Owner{ProjectID: 1, Project: "书", Kind: search.KindChapter, OwnerID: id, Title: fmt.Sprintf("第%d章", id), ChapterIndex: int(id)}
		if _, _, err := c.AddParent(context.Background(), o, 0, 0, text, []chunk.Span{{Start: 0, End: utf8.RuneCountInString(text)}}, [][]float32{vec}); err != nil {
			t.Fatal(err)
		}
	}
	return c, emb, add
}

// TestHybridQuotedPhraseRanksFirst: a query that quotes a passage finds it
// first in hybrid search even when the vector side does not find it at all
// and many passages share a common word with the query in both indexes —
// the case measured in the edit→searchable benchmark, where plain RRF put
// the quoted passage below the top 10.
func TestHybridQuotedPhraseRanksFirst(t *testing.T) {
	c, emb, add := phraseCorpus(t)
	const query = "夜往长安县来。不过百里之"
	qv, err := emb.EmbedQuery(context.Background(), query)
	if err != nil {
		t.Fatal(err)
	}
	away := make([]float32, len(qv))
	for i, x := range qv {
		away[i] = -x
	}
	// More decoys than the vector side's candidate depth (50 for k = 10),
	// each in both lists: close to the query's vector, and sharing 长安.
	for i := 1; i <= 60; i++ {
		add(uint64(i), fmt.Sprintf("第%d队人马自长安出发，沿途扎营%d日，方才回报。", i, i), qv)
	}
	const quoted = "凤姐便将此事说与来旺儿，修书一封，连夜往长安县来。不过百里之遥，两日工夫，俱已妥协。"
	add(100, quoted, away)

	for _, normalize := range []bool{true, false} {
		s := search.DefaultSettings()
		s.Normalize = normalize
		resp := mustSearch(t, c.Deps(), search.Request{Query: query, Project: 1, Mode: search.ModeParentChild, Hybrid: new(true), K: 10}, s)
		if len(resp.Results) == 0 {
			t.Fatal("no results")
		}
		top := resp.Results[0]
		if top.OwnerID != 100 {
			t.Errorf("normalize=%v: top result is chapter %d (%q, sources %+v), want the passage that quotes the query",
				normalize, top.OwnerID, top.Text, top.Sources)
		}
		if top.Sources.VectorRank != 0 || top.Sources.KeywordRank != 1 {
			t.Errorf("normalize=%v: sources %+v, want keyword rank 1 and no vector rank (the test's premise)", normalize, top.Sources)
		}
	}

	// A query that quotes nothing gets no phrase vote. Plain RRF then
	// rewards agreement: the decoys that both indexes hold outrank the
	// passage only the keyword side finds. Convex fusion keeps the keyword
	// index's margin instead: the passage matches 长安县 where the decoys
	// match only 长安, so it stays first.
	for _, tc := range []struct {
		fusion   string
		weight   float64
		wantTop  bool
		behavior string
	}{
		{search.FusionRRF, 0.5, false, "plain RRF put the keyword-only passage first"},
		{search.FusionConvex, search.DefaultSettings().VectorWeightCJK, true, "convex fusion lost the keyword index's clear first"},
	} {
		s := search.DefaultSettings()
		s.Fusion, s.VectorWeight, s.VectorWeightCJK = tc.fusion, tc.weight, tc.weight
		resp := mustSearch(t, c.Deps(), search.Request{Query: "长安县城外", Project: 1, Mode: search.ModeParentChild, Hybrid: new(true), K: 10}, s)
		if len(resp.Results) == 0 || (resp.Results[0].OwnerID == 100) != tc.wantTop {
			t.Errorf("%s: %+v", tc.behavior, resp.Results[:min(1, len(resp.Results))])
		}
	}
}

// TestKeywordOnlyQuotedPhraseRanksFirst: in keyword-only search a passage
// that holds the query word for word comes before a shorter one that holds
// its words apart, which BM25 alone prefers; the score stays the size-
// normalised BM25 (plus the bonus), so results remain sorted by score.
func TestKeywordOnlyQuotedPhraseRanksFirst(t *testing.T) {
	c, emb, addVec := phraseCorpus(t)
	add := func(id uint64, text string) {
		t.Helper()
		vs, err := emb.Embed(context.Background(), []string{text})
		if err != nil {
			t.Fatal(err)
		}
		addVec(id, text, vs[0])
	}
	const query = "The Road Through the Forest"
	add(1, "The road was rough. The forest was dark. Through the forest, the road, the road through.")
	add(2, "The Road Through the Forest. After a few hours the travellers came to a place where the trees grew thick and the going was slow, and they rested a while by a stream before they went on.")
	for _, q := range []string{query, "the road through the forest"} {
		resp := mustSearch(t, c.Deps(), search.Request{Query: q, Project: 1, Mode: search.ModeKeyword, K: 10}, search.DefaultSettings())
		if len(resp.Results) != 2 || resp.Results[0].OwnerID != 2 {
			t.Fatalf("%q: results %+v, want the passage that quotes the query first", q, resp.Results)
		}
		if resp.Results[0].Score < resp.Results[1].Score {
			t.Errorf("%q: scores %v < %v: not sorted", q, resp.Results[0].Score, resp.Results[1].Score)
		}
	}
	// Without the quotation BM25 alone decides: the dense passage wins.
	resp := mustSearch(t, c.Deps(), search.Request{Query: "forest road", Project: 1, Mode: search.ModeKeyword, K: 10}, search.DefaultSettings())
	if len(resp.Results) == 0 || resp.Results[0].OwnerID != 1 {
		t.Errorf("unquoted query: %+v, want the passage BM25 prefers (the test's premise)", resp.Results)
	}
}

// TestHeadingLineRanksFirst: a passage with a line that is the query (a
// chapter's or a scene's title) comes first in keyword-only and in hybrid
// search, before a passage that uses the same words in a sentence and
// that both indexes prefer — the case of "A PRISONER" in A Princess of
// Mars, whose chapter IV opened with that line and was third in keyword
// search. Case, width, white space and the punctuation around the line do
// not count.
func TestHeadingLineRanksFirst(t *testing.T) {
	c, emb, add := phraseCorpus(t)
	ctx := context.Background()
	qv, err := emb.EmbedQuery(ctx, "A Prisoner")
	if err != nil {
		t.Fatal(err)
	}
	away := make([]float32, len(qv))
	for i, x := range qv {
		away[i] = -x
	}
	vec := func(text string) []float32 {
		vs, err := emb.Embed(ctx, []string{text})
		if err != nil {
			t.Fatal(err)
		}
		return vs[0]
	}
	// The sentence: short, the word three times, the query's own vector.
	add(1, "They kept him a prisoner, a prisoner of the guards; a prisoner he stayed.", qv)
	// The heading: the word once, at the head of a long passage, far
	// from the query's vector.
	add(2, "A PRISONER.\n\nThe march went on for three days across the dry bed of the old sea, and nobody spoke to the man who walked between the riders with his hands tied, though the children ran beside him and stared.", away)
	const other = "The riders rested by the well at noon and watered their beasts."
	add(3, other, vec(other))

	rrf := search.DefaultSettings()
	rrf.Fusion = search.FusionRRF
	for _, tt := range []struct {
		name string
		mode search.Mode
		s    search.Settings
	}{
		{"keyword", search.ModeKeyword, search.DefaultSettings()},
		{"hybrid convex", search.ModeParentChild, search.DefaultSettings()},
		{"hybrid rrf", search.ModeParentChild, rrf},
	} {
		for _, q := range []string{"A Prisoner", "a prisoner", "ａ　ＰＲＩＳＯＮＥＲ", "“A prisoner”"} {
			req := search.Request{Query: q, Project: 1, Mode: tt.mode, K: 10}
			if tt.mode != search.ModeKeyword {
				req.Hybrid = new(true)
			}
			resp := mustSearch(t, c.Deps(), req, tt.s)
			if len(resp.Results) < 2 || resp.Results[0].OwnerID != 2 || resp.Results[1].OwnerID != 1 {
				t.Errorf("%s, %q: chapters %v, want 2 (the heading), then 1 (the sentence)", tt.name, q, ownerIDs(resp))
			}
		}
	}
	// Without the heading both indexes prefer the sentence (the test's
	// premise): a query that is no line of either passage keeps that order.
	for _, mode := range []search.Mode{search.ModeKeyword, search.ModeParentChild} {
		req := search.Request{Query: "prisoner", Project: 1, Mode: mode, K: 10}
		if mode != search.ModeKeyword {
			req.Hybrid = new(true)
		}
		resp := mustSearch(t, c.Deps(), req, search.DefaultSettings())
		if len(resp.Results) == 0 || resp.Results[0].OwnerID != 1 {
			t.Errorf("%s, \"prisoner\": chapters %v, want 1 (the sentence) first", mode, ownerIDs(resp))
		}
	}
}

// ownerIDs lists the results' owners, in rank order, for short failure
// messages.
func ownerIDs(resp search.Response) []uint64 {
	ids := make([]uint64, len(resp.Results))
	for i, r := range resp.Results {
		ids[i] = r.OwnerID
	}
	return ids
}
