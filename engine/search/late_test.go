package search_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"inkflow/engine/search"
	"inkflow/model"
)

// wordScorer is a TokenScorer whose query is one token, matched 1 in a
// passage that holds word and 0 in the others; it records what it was
// asked.
type wordScorer struct {
	word     string
	queries  []string
	passages int
}

func (w *wordScorer) Matches(query string, passages []string) model.TokenMatches {
	w.queries = append(w.queries, query)
	w.passages += len(passages)
	return oneToken(passages, func(p string) float64 {
		if strings.Contains(p, w.word) {
			return 1
		}
		return 0
	})
}

// oneToken is the matches of a query of one token, of weight 1, whose
// best match in each passage is match(passage).
func oneToken(passages []string, match func(string) float64) model.TokenMatches {
	m := model.TokenMatches{Weights: []float64{1}, Best: make([][]float64, len(passages))}
	for i, p := range passages {
		m.Best[i] = []float64{match(p)}
	}
	return m
}

// parentOrder is the result list as parent ids.
func parentOrder(r search.Response) []uint64 {
	out := make([]uint64, len(r.Results))
	for i, res := range r.Results {
		out[i] = res.ParentID
	}
	return out
}

// Late interaction re-ranks the vector candidates of Search by the token
// scorer before anything else: at β 1 a scorer that only likes the
// temple's plum blossom puts that passage first for a query about the
// ferry; at β 0, or with no scorer, the order is today's; a missing table
// is said in Fallback and the search still answers.
func TestLateInteractionReranksVectorList(t *testing.T) {
	f := newFixture(t)
	off := false
	req := search.Request{Query: "老艄公 渡船 河心", Project: projRiver, Hybrid: &off}
	base := search.DefaultSettings()
	base.LateInteraction = 0
	plain := mustSearch(t, f.deps(), req, base)
	if len(plain.Results) < 2 || strings.Contains(plain.Results[0].Text, "梅花") {
		t.Fatalf("fixture: want a ferry passage first without late interaction, got %d results", len(plain.Results))
	}
	withScorer := func(sc search.TokenScorer, missing string) search.Deps {
		d := f.deps()
		d.Tokens, d.TokensMissing = sc, missing
		return d
	}
	on := search.DefaultSettings()
	on.LateInteraction = 1
	for _, tc := range []struct {
		name       string
		beta       float64
		model      string
		scorer     *wordScorer
		missing    string
		plumFirst  bool
		asked      bool
		inFallback string
	}{
		{"β 1 re-ranks", 1, "inkflow-static-v2", &wordScorer{word: "梅花"}, "", true, true, ""},
		{"β 0 is off", 0, "inkflow-static-v2", &wordScorer{word: "梅花"}, "", false, false, ""},
		{"no model named is off", 1, "", &wordScorer{word: "梅花"}, "", false, false, ""},
		{"no scorer", 1, "inkflow-static-v2", nil, "", false, false, ""},
		{"table missing", 1, "inkflow-static-v2", nil, "model not found; looked in a", false, false, search.LateInteractionOff + "model not found, looked in a"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := on
			s.LateInteraction, s.LateInteractionModel = tc.beta, tc.model
			var sc search.TokenScorer
			if tc.scorer != nil {
				sc = tc.scorer
			}
			resp := mustSearch(t, withScorer(sc, tc.missing), req, s)
			if got := strings.Contains(resp.Results[0].Text, "梅花"); got != tc.plumFirst {
				t.Errorf("plum passage first = %v, want %v (first: %.40q)", got, tc.plumFirst, resp.Results[0].Text)
			}
			if !tc.plumFirst && !slices.Equal(parentOrder(resp), parentOrder(plain)) {
				t.Errorf("order %v, want today's %v", parentOrder(resp), parentOrder(plain))
			}
			if tc.scorer != nil && (len(tc.scorer.queries) > 0) != tc.asked {
				t.Errorf("scorer asked %v, want asked = %v", tc.scorer.queries, tc.asked)
			}
			if tc.asked && (tc.scorer.queries[0] != req.Query || tc.scorer.passages == 0) {
				t.Errorf("scorer asked %q about %d passages", tc.scorer.queries, tc.scorer.passages)
			}
			if tc.inFallback != "" && !strings.Contains(resp.Fallback, tc.inFallback) {
				t.Errorf("Fallback = %q, want it to say %q", resp.Fallback, tc.inFallback)
			}
			if tc.inFallback == "" && resp.Fallback != "" {
				t.Errorf("Fallback = %q", resp.Fallback)
			}
		})
	}
}

// Related's and Context's queries are whole paragraphs: late interaction
// is Search's alone.
func TestLateInteractionSearchOnly(t *testing.T) {
	f := newFixture(t)
	sc := &wordScorer{word: "梅花"}
	d := f.deps()
	d.Tokens = sc
	s := search.DefaultSettings()
	s.LateInteraction = 1 // on, as an author may set it (the default is off)
	ctx := context.Background()
	if _, err := search.Related(ctx, d, search.RelatedRequest{Project: projRiver, Text: "老艄公把缆绳系在渡口的老槐树上，叫大家赶快上岸躲雨。"}, s); err != nil {
		t.Fatal(err)
	}
	if _, err := search.BuildContext(ctx, d, search.ContextRequest{Project: projRiver, Query: "老艄公 渡船"}, s); err != nil {
		t.Fatal(err)
	}
	if len(sc.queries) != 0 {
		t.Fatalf("Related/BuildContext asked the token scorer %q", sc.queries)
	}
	mustSearch(t, d, search.Request{Query: "老艄公 渡船", Project: projRiver}, s)
	if len(sc.queries) != 1 {
		t.Fatalf("Search asked the token scorer %d times, want 1", len(sc.queries))
	}
}

// funcScorer is a TokenScorer whose query is one token, matched in each
// passage by a function of the passage's text alone.
type funcScorer func(passage string) float64

func (f funcScorer) Matches(_ string, passages []string) model.TokenMatches {
	return oneToken(passages, f)
}

// A summary's own MaxSim does not move it: a chapter's extractive summary
// packs words from all over its chapter, so MaxSim would lift it above
// the passage that tells the scene asked about (story first). Late
// interaction gives it the MaxSim of the story passage at its cosine's
// rank instead, so a scorer that likes the summary best and one that
// likes it least give the same list, while the story passages are still
// re-ranked by their own MaxSim.
func TestLateInteractionSummaryKeepsItsPlace(t *testing.T) {
	f := newFixture(t)
	off := false
	req := search.Request{Query: "书生 梅花 母亲", Project: projRiver, Hybrid: &off}
	s := search.DefaultSettings()
	s.LateInteraction = 1
	ask := func(summary float64) search.Response {
		d := f.deps()
		d.Tokens = funcScorer(func(p string) float64 {
			switch {
			case strings.Contains(p, "落第后借住山寺"):
				return summary
			case strings.Contains(p, "梅花"):
				return 0.9
			}
			return 0.4
		})
		return mustSearch(t, d, req, s)
	}
	least, best := ask(0), ask(1)
	summaryAt := func(r search.Response) int {
		for i, res := range r.Results {
			if res.Kind == search.KindSummary {
				return i
			}
		}
		return -1
	}
	if summaryAt(least) < 0 {
		t.Fatalf("fixture: the summary is not among the results %v", parentOrder(least))
	}
	if !slices.Equal(parentOrder(least), parentOrder(best)) {
		t.Errorf("the summary's MaxSim moved it: %v with MaxSim 0 (summary at %d), %v with MaxSim 1 (summary at %d)",
			parentOrder(least), summaryAt(least), parentOrder(best), summaryAt(best))
	}
	if a, b := least.Results[summaryAt(least)].Score, best.Results[summaryAt(best)].Score; a != b {
		t.Errorf("summary scored %v with MaxSim 0 and %v with MaxSim 1, want equal", a, b)
	}
	if len(best.Results) == 0 || !strings.Contains(best.Results[0].Text, "梅花") {
		t.Errorf("the story passage the scorer likes best is not first: %.40q", best.Results[0].Text)
	}
}

// tokensScorer is a TokenScorer whose query is several tokens, each with
// its weight and its best match in a passage as a function of the
// passage's text.
type tokensScorer []struct {
	weight float64
	match  func(passage string) float64
}

func (ts tokensScorer) Matches(_ string, passages []string) model.TokenMatches {
	m := model.TokenMatches{Best: make([][]float64, len(passages))}
	for _, tok := range ts {
		m.Weights = append(m.Weights, tok.weight)
	}
	for p, text := range passages {
		for _, tok := range ts {
			m.Best[p] = append(m.Best[p], tok.match(text))
		}
	}
	return m
}

// A query token that every candidate matches fully — the name a scene
// and all its echoes share, which is why they are candidates — does not
// decide the order, however heavy its SIF weight: the token the
// candidates differ on does. Here the shared token (weight 2) is matched
// 1 by every passage but the plum-blossom one (0.5, as a scene that says
// "he" where its echoes say the name), and the other token (weight 1)
// only by that passage (0.1 elsewhere). By SIF weights alone every echo
// scores (2 + 0.1)/3 = 0.70 and the scene (1 + 1)/3 = 0.67; weighed by
// how much the candidates differ on each token, the scene leads.
func TestLateInteractionSharedTokenDoesNotDecide(t *testing.T) {
	f := newFixture(t)
	off := false
	scene := func(p string) bool { return strings.Contains(p, "梅花") }
	d := f.deps()
	d.Tokens = tokensScorer{
		{2, func(p string) float64 {
			if scene(p) {
				return 0.5
			}
			return 1
		}},
		{1, func(p string) float64 {
			if scene(p) {
				return 1
			}
			return 0.1
		}},
	}
	s := search.DefaultSettings()
	s.LateInteraction = 1
	resp := mustSearch(t, d, search.Request{Query: "书生 梅花 思乡", Project: projRiver, Mode: search.ModeDirect, Hybrid: &off}, s)
	if len(resp.Results) < 3 {
		t.Fatalf("fixture: %d results, want the scene among several echoes", len(resp.Results))
	}
	if !scene(resp.Results[0].Text) {
		for _, r := range resp.Results {
			t.Logf("  %s %.3f %.40q", r.Kind, r.Score, r.Text)
		}
		t.Errorf("the token every candidate shares decided the order: first %.40q, want the plum-blossom passage", resp.Results[0].Text)
	}
}
