package search_test

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

func TestSearchFindsPassage(t *testing.T) {
	f := newFixture(t)
	tests := []struct {
		name    string
		query   string
		project uint64
		hybrid  bool
		want    string // text the matched child must contain
		chapter int
	}{
		{"zh hybrid", "商人丢了银子", projRiver, true, "银子", 1},
		{"zh vector", "商人丢了银子", projRiver, false, "银子", 1},
		{"zh bell", "老和尚敲钟", projRiver, true, "铜钟", 2},
		{"zh plum", "雪中梅花思念母亲", projRiver, true, "梅", 2},
		{"en hybrid", "rescue of sailors from the shipwreck", projHarbor, true, "sailors", 2},
		{"en vector", "letter from his daughter about the wedding", projHarbor, false, "daughter", 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp := mustSearch(t, f.deps(), search.Request{Query: tc.query, Project: tc.project, Hybrid: new(tc.hybrid), Kinds: []string{search.KindChapter}}, search.DefaultSettings())
			if resp.Fallback != "" {
				t.Errorf("fallback = %q, want none", resp.Fallback)
			}
			if len(resp.Results) == 0 {
				t.Fatal("no results")
			}
			top := resp.Results[0]
			if !strings.Contains(matchText(top), tc.want) || top.ChapterIndex != tc.chapter {
				t.Errorf("top = chapter %d match %q, want chapter %d containing %q", top.ChapterIndex, matchText(top), tc.chapter, tc.want)
			}
			if top.Rank != 1 || top.Sources.VectorRank == 0 {
				t.Errorf("top rank %d sources %+v, want rank 1 with a vector rank", top.Rank, top.Sources)
			}
			if tc.hybrid && top.Sources.KeywordRank == 0 {
				t.Errorf("hybrid top has no keyword rank: %+v", top.Sources)
			}
			if !tc.hybrid && top.Sources.KeywordRank != 0 {
				t.Errorf("vector-only search reports keyword rank %d", top.Sources.KeywordRank)
			}
		})
	}
}

func TestSearchUsesQueryEmbedding(t *testing.T) {
	f := newFixture(t)
	before := f.emb.Queries.Load()
	mustSearch(t, f.deps(), search.Request{Query: "渡船", Project: projRiver}, search.DefaultSettings())
	if got := f.emb.Queries.Load() - before; got != 1 {
		t.Errorf("EmbedQuery called %d times, want 1", got)
	}
}

func TestSearchRawScores(t *testing.T) {
	f := newFixture(t)
	s := search.DefaultSettings()
	s.Normalize = false
	s.Fusion, s.VectorWeight, s.VectorWeightCJK = search.FusionRRF, 0.5, 0.5 // plain RRF
	// The query quotes the ferry chapter word for word, so its passage is
	// also first in the quoted-phrase list (phrase.go): a third RRF term.
	q := "老艄公把缆绳系在渡口的老槐树上"
	hyb := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver}, s)
	top := hyb.Results[0]
	want := rrf(60, top.Sources.VectorRank) + rrf(60, top.Sources.KeywordRank) + rrf(60, 1)
	if !approx(top.RawScore, want) || top.Score != top.RawScore {
		t.Errorf("hybrid raw %v score %v, want RRF %v for ranks %+v and phrase rank 1", top.RawScore, top.Score, want, top.Sources)
	}
	s.RRFK = 10
	hyb10 := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver}, s)
	top = hyb10.Results[0]
	if want := rrf(10, top.Sources.VectorRank) + rrf(10, top.Sources.KeywordRank) + rrf(10, 1); !approx(top.RawScore, want) {
		t.Errorf("rrf-k 10: raw %v, want %v", top.RawScore, want)
	}
	// Words of the passage out of order quote nothing: two terms.
	s.RRFK = 60
	loose := mustSearch(t, f.deps(), search.Request{Query: "老槐树 缆绳 渡口", Project: projRiver}, s)
	top = loose.Results[0]
	if want := rrf(60, top.Sources.VectorRank) + rrf(60, top.Sources.KeywordRank); !approx(top.RawScore, want) {
		t.Errorf("unquoted query: raw %v, want RRF %v for ranks %+v", top.RawScore, want, top.Sources)
	}
	vec := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, Hybrid: new(false)}, s)
	if r := vec.Results[0].RawScore; r <= 0 || r > 1.0001 {
		t.Errorf("vector-only raw score %v is not a cosine", r)
	}
	kw := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, Mode: search.ModeKeyword}, s)
	if r := kw.Results[0]; r.Sources.VectorRank != 0 || r.Sources.KeywordRank != 1 || r.RawScore <= 0 {
		t.Errorf("keyword mode top: raw %v sources %+v", r.RawScore, r.Sources)
	}
}

// TestConvexFusionScores checks the default fusion's arithmetic: each
// list's scores scaled onto [0, 1] with its best at 1, weighed w and
// 1 − w, and 1 more for a passage that quotes the query.
func TestConvexFusionScores(t *testing.T) {
	f := newFixture(t)
	s := search.DefaultSettings()
	s.Normalize = false
	for _, w := range []float64{0.3, 0.8} {
		s.VectorWeight, s.VectorWeightCJK = w, w
		for _, tc := range []struct {
			query string
			quote float64
		}{{"老艄公把缆绳系在渡口的老槐树上", 1}, {"老槐树 缆绳 渡口", 0}} {
			top := mustSearch(t, f.deps(), search.Request{Query: tc.query, Project: projRiver}, s).Results[0]
			if top.Sources.VectorRank != 1 || top.Sources.KeywordRank != 1 {
				t.Fatalf("w %v %q: sources %+v, want both lists' first (the test's premise)", w, tc.query, top.Sources)
			}
			if want := w + (1 - w) + tc.quote; !approx(top.RawScore, want) || top.Score != top.RawScore {
				t.Errorf("w %v %q: raw %v score %v, want %v", w, tc.query, top.RawScore, top.Score, want)
			}
		}
	}
}

func rrf(k, rank int) float64 {
	if rank == 0 {
		return 0
	}
	return 1 / float64(k+rank)
}

func approx(a, b float64) bool { return a-b < 1e-12 && b-a < 1e-12 }

func TestSearchModes(t *testing.T) {
	f := newFixture(t)
	s := search.DefaultSettings()
	q := "学徒 木炭 后院"
	direct := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, Mode: search.ModeDirect, K: 5}, s)
	pc := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, Mode: search.ModeParentChild, K: 5}, s)
	if len(direct.Results) != 5 {
		t.Fatalf("direct: %d results, want 5", len(direct.Results))
	}
	parents := map[uint64]int{}
	for _, r := range direct.Results {
		c, ok := f.corpus.Store.Child(r.ChildID)
		if !ok || r.Text != c.Text || r.MatchStart != 0 || r.MatchEnd != utf8.RuneCountInString(c.Text) {
			t.Errorf("direct result is not its child: %q", r.Text)
		}
		if r.Window.Start != c.Start || r.Window.End != c.End || !r.Window.Cut {
			t.Errorf("direct window %+v, child span [%d,%d)", r.Window, c.Start, c.End)
		}
		if r.Score != r.RawScore {
			t.Errorf("direct score %v != raw %v", r.Score, r.RawScore)
		}
		parents[r.ParentID]++
	}
	for _, r := range pc.Results {
		if f.corpus.Store.ParentLen(r.ParentID) != r.Window.ParentChars {
			t.Errorf("parent-child window %+v, parent has %d runes", r.Window, f.corpus.Store.ParentLen(r.ParentID))
		}
	}
	// Settings.UseParentChild decides the default mode.
	s.UseParentChild = false
	def := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, K: 5}, s)
	for i := range def.Results {
		if def.Results[i].ChildID != direct.Results[i].ChildID || def.Results[i].Text != direct.Results[i].Text {
			t.Fatalf("use-parent-child=false did not search in direct mode")
		}
	}
	// Keyword mode never embeds.
	before := f.emb.Queries.Load()
	kw := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, Mode: search.ModeKeyword}, s)
	if f.emb.Queries.Load() != before || len(kw.Results) == 0 || kw.Fallback != "" {
		t.Errorf("keyword mode: %d results, fallback %q, embedded %d times", len(kw.Results), kw.Fallback, f.emb.Queries.Load()-before)
	}
}

func TestSearchFallback(t *testing.T) {
	f := newFixture(t)
	base := f.deps()
	embedErr := errors.New("onnx session crashed")
	tests := []struct {
		name   string
		deps   func() search.Deps
		reason string
	}{
		{"no embedder", func() search.Deps { d := base; d.Embedder = nil; return d }, "no embedding model"},
		{"no vector index", func() search.Deps { d := base; d.Vectors = nil; return d }, "no vector index"},
		{"embed error", func() search.Deps {
			d := base
			d.Embedder = searchtest.FailingEmbedder{Err: embedErr, Width: testDims}
			return d
		}, "onnx session crashed"},
		{"dims mismatch", func() search.Deps {
			d := base
			d.Embedder = searchtest.NewHashEmbedder(64, "")
			return d
		}, "64 dims"},
	}
	for _, tc := range tests {
		for _, mode := range []search.Mode{search.ModeParentChild, search.ModeDirect} {
			for _, hybrid := range []bool{true, false} {
				t.Run(tc.name+"/"+string(mode), func(t *testing.T) {
					resp, err := search.Search(context.Background(), tc.deps(), search.Request{Query: "商人 银子", Project: projRiver, Mode: mode, Hybrid: new(hybrid)}, search.DefaultSettings())
					if err != nil {
						t.Fatalf("Search: %v", err)
					}
					if !strings.Contains(resp.Fallback, tc.reason) || !strings.Contains(resp.Fallback, "keyword") {
						t.Errorf("fallback = %q, want it to mention %q and keyword", resp.Fallback, tc.reason)
					}
					if len(resp.Results) == 0 || resp.Results[0].ChapterIndex != 1 {
						t.Fatalf("keyword fallback found nothing useful: %+v", resp.Results)
					}
					for _, r := range resp.Results {
						if r.Sources.VectorRank != 0 || r.Sources.KeywordRank == 0 {
							t.Errorf("fallback result sources %+v", r.Sources)
						}
					}
				})
			}
		}
	}
}

func TestSearchNoIndexCanAnswer(t *testing.T) {
	f := newFixture(t)
	d := f.deps()
	d.Embedder, d.Keywords = nil, nil
	if _, err := search.Search(context.Background(), d, search.Request{Query: "银子", Project: projRiver}, search.DefaultSettings()); err == nil {
		t.Fatal("want an error when neither index can answer")
	}
	// Vector works, keyword index missing: a hybrid search degrades to
	// vector-only and says so.
	d = f.deps()
	d.Keywords = nil
	resp := mustSearch(t, d, search.Request{Query: "银子", Project: projRiver, Hybrid: new(true)}, search.DefaultSettings())
	if len(resp.Results) == 0 || !strings.Contains(resp.Fallback, "vector results only") {
		t.Errorf("hybrid without keyword index: %d results, fallback %q", len(resp.Results), resp.Fallback)
	}
}

// brokenKeywords fails every search.
type brokenKeywords struct{}

func (brokenKeywords) Search(keyword.Query) ([]keyword.Hit, error) {
	return nil, errors.New("segment checksum mismatch")
}

func TestSearchKeywordFailure(t *testing.T) {
	f := newFixture(t)
	d := f.deps()
	d.Keywords = brokenKeywords{}
	resp := mustSearch(t, d, search.Request{Query: "银子", Project: projRiver, Hybrid: new(true)}, search.DefaultSettings())
	if len(resp.Results) == 0 || !strings.Contains(resp.Fallback, "checksum") {
		t.Errorf("hybrid with failing keyword index: %d results, fallback %q", len(resp.Results), resp.Fallback)
	}
	if _, err := search.Search(context.Background(), d, search.Request{Query: "银子", Project: projRiver, Mode: search.ModeKeyword}, search.DefaultSettings()); err == nil {
		t.Error("keyword mode with a failing keyword index: want an error")
	}
}

// failingStore fails every read.
type failingStore struct{}

func (failingStore) Children([]uint64) (map[uint64]search.Child, error) {
	return nil, errors.New("bbolt: database not open")
}
func (failingStore) Parents([]uint64) (map[uint64]search.Parent, error) {
	return nil, errors.New("bbolt: database not open")
}
func (failingStore) ChapterChildren(uint64) ([]search.Child, error) {
	return nil, errors.New("bbolt: database not open")
}

func TestSearchStoreFailure(t *testing.T) {
	f := newFixture(t)
	d := f.deps()
	d.Store = failingStore{}
	for _, hybrid := range []bool{true, false} {
		_, err := search.Search(context.Background(), d, search.Request{Query: "银子", Project: projRiver, Hybrid: new(hybrid)}, search.DefaultSettings())
		if err == nil || !strings.Contains(err.Error(), "database not open") {
			t.Errorf("hybrid=%v: err = %v, want the store's error", hybrid, err)
		}
	}
}

func TestSearchEmpty(t *testing.T) {
	kw := memKeyword(t)
	empty := searchtest.NewCorpus(searchtest.NewHashEmbedder(testDims, ""), vector.NewFlat(testDims), kw)
	f := newFixture(t)
	tests := []struct {
		name string
		deps search.Deps
		req  search.Request
	}{
		{"empty index", empty.Deps(), search.Request{Query: "银子", Project: projRiver}},
		{"empty index keyword", empty.Deps(), search.Request{Query: "银子", Project: projRiver, Mode: search.ModeKeyword}},
		{"empty index direct", empty.Deps(), search.Request{Query: "银子", Project: projRiver, Mode: search.ModeDirect}},
		{"empty query", f.deps(), search.Request{Query: "  \n", Project: projRiver}},
		{"unknown project", f.deps(), search.Request{Query: "银子", Project: 99}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			resp := mustSearch(t, tc.deps, tc.req, search.DefaultSettings())
			if resp.Results == nil || len(resp.Results) != 0 {
				t.Errorf("results = %#v, want an empty non-nil list", resp.Results)
			}
			b, _ := json.Marshal(resp)
			if !strings.Contains(string(b), `"results":[]`) {
				t.Errorf("JSON %s lacks an empty results list", b)
			}
		})
	}
}

func TestSearchInvalidRequest(t *testing.T) {
	f := newFixture(t)
	for _, req := range []search.Request{
		{Query: "x", Mode: "semantic"},
		{Query: "x", Kinds: []string{"chapters"}},
	} {
		if _, err := search.Search(context.Background(), f.deps(), req, search.DefaultSettings()); !errors.Is(err, search.ErrInvalidRequest) {
			t.Errorf("%+v: err = %v, want ErrInvalidRequest", req, err)
		}
	}
	if _, err := search.Search(context.Background(), search.Deps{}, search.Request{Query: "x"}, search.DefaultSettings()); err == nil {
		t.Error("no store: want an error")
	}
}

func TestSearchProjectIsolation(t *testing.T) {
	f := newFixture(t)
	for _, mode := range []search.Mode{search.ModeParentChild, search.ModeDirect, search.ModeKeyword} {
		resp := mustSearch(t, f.deps(), search.Request{Query: "the keeper and the merchant ship 商人", Project: projHarbor, Mode: mode, K: 50}, search.DefaultSettings())
		if len(resp.Results) == 0 {
			t.Fatalf("%s: no results", mode)
		}
		for _, r := range resp.Results {
			if r.ProjectID != projHarbor || r.Project != "Harbor" {
				t.Errorf("%s: result from project %d %q", mode, r.ProjectID, r.Project)
			}
		}
	}
}

// TestSearchCrossProject: a cross-project search is one list of K +
// OtherK results over every project, ranked together, each naming its
// project.
func TestSearchCrossProject(t *testing.T) {
	f := newFixture(t)
	resp := mustSearch(t, f.deps(), search.Request{Query: "merchant 商人 银子 ship", Project: projRiver, CrossProject: true, K: 2, OtherK: 2}, search.DefaultSettings())
	if len(resp.Results) != 4 {
		t.Fatalf("%d results, want K + OtherK = 4", len(resp.Results))
	}
	seen := map[uint64]bool{}
	for i, r := range resp.Results {
		if r.Rank != i+1 {
			t.Errorf("result %d has rank %d", i, r.Rank)
		}
		if r.Project == "" {
			t.Errorf("result %d names no project", i)
		}
		seen[r.ProjectID] = true
	}
	if !seen[projRiver] || !seen[projHarbor] {
		t.Errorf("projects %v: want both River and Harbor among the best four", seen)
	}
	// Defaults: 15 + 5 results, from both projects.
	big := mustSearch(t, f.deps(), search.Request{Query: "的 the", Project: projRiver, CrossProject: true}, search.DefaultSettings())
	own, others := 0, 0
	for _, r := range big.Results {
		if r.ProjectID == projRiver {
			own++
		} else {
			others++
		}
	}
	if own+others > search.DefaultCrossOwnK+search.DefaultCrossOtherK || others == 0 || own == 0 {
		t.Errorf("default mix: %d own, %d others", own, others)
	}
}

func TestSearchKinds(t *testing.T) {
	f := newFixture(t)
	q := "老艄公 陈老大 撑船"
	all := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, K: 20}, search.DefaultSettings())
	var wiki *search.Result
	for i, r := range all.Results {
		if r.Kind == search.KindWiki {
			wiki = &all.Results[i]
		}
	}
	if wiki == nil {
		t.Fatal("no wiki hit for the wiki entry's own words")
	}
	if wiki.Chapter != "老艄公" || wiki.ChapterIndex != -1 || wiki.WikiType != "人物" || !slices.Equal(wiki.Aliases, []string{"陈老大"}) {
		t.Errorf("wiki hit = %+v", *wiki)
	}
	only := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, K: 20, Kinds: []string{search.KindChapter}}, search.DefaultSettings())
	for _, r := range only.Results {
		if r.Kind != search.KindChapter {
			t.Errorf("kind filter let through %s", r.Kind)
		}
	}
}

func TestSearchDeep(t *testing.T) {
	f := newFixture(t)
	q := "书生落第借住山寺苦读"
	shallow := mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, Kinds: []string{search.KindSummary}}, search.DefaultSettings())
	if len(shallow.Results) != 1 || shallow.Results[0].Kind != search.KindSummary || shallow.Results[0].Expanded != nil {
		t.Fatalf("shallow: %+v", shallow.Results)
	}
	for _, hybrid := range []bool{true, false} {
		for _, name := range []string{"vector", "lexical"} {
			d := f.deps()
			if name == "lexical" {
				d.Embedder = nil // keyword fallback: expansion by lexical overlap
			}
			deep := mustSearch(t, d, search.Request{Query: q, Project: projRiver, Deep: true, DeepK: 2, Hybrid: new(hybrid), Kinds: []string{search.KindSummary}}, search.DefaultSettings())
			if len(deep.Results) != 1 {
				t.Fatalf("%s: %d results", name, len(deep.Results))
			}
			exp := deep.Results[0].Expanded
			if len(exp) != 2 {
				t.Fatalf("%s: %d expanded, want 2", name, len(exp))
			}
			for i, e := range exp {
				if e.Rank != i+1 || e.Kind != search.KindChapter || e.OwnerID != chTemple.OwnerID || e.ChapterIndex != 2 {
					t.Errorf("%s: expanded %d = rank %d kind %s owner %d", name, i, e.Rank, e.Kind, e.OwnerID)
				}
			}
			if !strings.Contains(exp[0].Text, "书生") {
				t.Errorf("%s: best expansion %q does not mention the scholar", name, exp[0].Text)
			}
			b, err := json.Marshal(deep)
			if err != nil || !strings.Contains(string(b), `"expanded":[{"rank":1`) {
				t.Errorf("%s: JSON lacks expanded results: %s (%v)", name, b, err)
			}
		}
	}
}

// TestSearchDeepSkipsShownPassages holds that a passage listed as a hit of
// its own is not attached again under a summary hit (the panel's "Passages
// under summaries" showed it twice), and that the chapter's next passages
// take its place. The chapter has more passages than the list shows, so
// some are hits and some are left for the summary.
func TestSearchDeepSkipsShownPassages(t *testing.T) {
	kw := memKeyword(t)
	emb := searchtest.NewHashEmbedder(testDims, "query: ")
	c := searchtest.NewCorpus(emb, vector.NewFlat(testDims), kw)
	ctx := context.Background()
	var chapter []uint64
	for _, p := range strings.Split(textTemple, "\n\n") {
		ps, err := c.AddText(ctx, chTemple, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, pp := range ps {
			chapter = append(chapter, pp.ID)
		}
	}
	for _, p := range []string{
		"　　书生第二年春天又去赶考，临行前在山门外向老和尚磕了三个头，小沙弥送他到山下。",
		"　　落第的书生回到山寺，仍旧借住在禅房里苦读，油灯一夜一夜地亮着。",
	} {
		ps, err := c.AddText(ctx, chTemple, p)
		if err != nil {
			t.Fatal(err)
		}
		for _, pp := range ps {
			chapter = append(chapter, pp.ID)
		}
	}
	for _, it := range []struct {
		o    searchtest.Owner
		text string
	}{{chFerry, textFerry}, {chForge, forgeText()}, {sumTemple, summaryTemple}} {
		if _, err := c.AddText(ctx, it.o, it.text); err != nil {
			t.Fatal(err)
		}
	}
	if len(chapter) < 4 {
		t.Fatalf("chapter has %d passages; the test needs more than the list shows", len(chapter))
	}
	q := "书生落第借住山寺苦读"
	for _, tc := range []struct {
		name    string
		mode    search.Mode
		hybrid  bool
		lexical bool
	}{
		{"parent-child hybrid", search.ModeParentChild, true, false},
		{"parent-child vector", search.ModeParentChild, false, false},
		{"direct", search.ModeDirect, true, false},
		{"keyword", search.ModeKeyword, false, false},
		{"no model", search.ModeParentChild, true, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := c.Deps()
			if tc.lexical {
				d.Embedder = nil
			}
			resp := mustSearch(t, d, search.Request{Query: q, Project: projRiver, Mode: tc.mode, Hybrid: new(tc.hybrid), Deep: true, DeepK: 2, K: 5}, search.DefaultSettings())
			shown := map[uint64]int{}
			var summary *search.Result
			for i, r := range resp.Results {
				if r.Kind == search.KindChapter {
					shown[r.ParentID] = r.Rank
				}
				if r.Kind == search.KindSummary {
					summary = &resp.Results[i]
				}
			}
			if summary == nil {
				t.Fatalf("no summary hit in %+v", resp.Results)
			}
			temple := 0
			for _, id := range chapter {
				if _, ok := shown[id]; ok {
					temple++
				}
			}
			if temple == 0 {
				t.Fatalf("no hit of the summarised chapter itself: the case this test is about does not arise")
			}
			want := min(2, len(chapter)-temple)
			if len(summary.Expanded) != want {
				t.Errorf("%d passages under the summary, want %d (chapter %d, %d shown)", len(summary.Expanded), want, len(chapter), temple)
			}
			seen := map[uint64]bool{}
			for i, e := range summary.Expanded {
				if rank, ok := shown[e.ParentID]; ok {
					t.Errorf("expanded %d (parent %d) repeats result %d", i+1, e.ParentID, rank)
				}
				if seen[e.ParentID] {
					t.Errorf("expanded %d (parent %d) listed twice under the summary", i+1, e.ParentID)
				}
				seen[e.ParentID] = true
				if e.Rank != i+1 || e.OwnerID != chTemple.OwnerID {
					t.Errorf("expanded %d: rank %d owner %d", i+1, e.Rank, e.OwnerID)
				}
			}
		})
	}
}

func TestSearchOverFetchFindsSmallProject(t *testing.T) {
	// One project with a single passage inside an index dominated by
	// another project whose passages all resemble the query more.
	kw := memKeyword(t)
	emb := searchtest.NewHashEmbedder(testDims, "")
	c := searchtest.NewCorpus(emb, vector.NewFlat(testDims), kw)
	ctx := context.Background()
	big := searchtest.Owner{ProjectID: 1, Project: "big", Kind: search.KindChapter, OwnerID: 1, Title: "big", ChapterIndex: 1}
	for i := range 300 {
		text := strings.Repeat("河上的渡船在雾里慢慢地走。", 3) + strings.Repeat("桥", i%7+1)
		if _, err := c.AddText(ctx, big, text); err != nil {
			t.Fatal(err)
		}
	}
	small := searchtest.Owner{ProjectID: 2, Project: "small", Kind: search.KindChapter, OwnerID: 2, Title: "small", ChapterIndex: 1}
	if _, err := c.AddText(ctx, small, "山上的庙里，渡船的故事没人记得。"); err != nil {
		t.Fatal(err)
	}
	resp := mustSearch(t, c.Deps(), search.Request{Query: "河上的渡船在雾里", Project: 2, Hybrid: new(false)}, search.DefaultSettings())
	if len(resp.Results) != 1 || resp.Results[0].Project != "small" {
		t.Fatalf("results = %+v, want the small project's only passage", resp.Results)
	}
}

func TestSearchJSONContract(t *testing.T) {
	f := newFixture(t)
	resp := mustSearch(t, f.deps(), search.Request{Query: "铁匠 长剑", Project: projRiver, K: 3}, search.DefaultSettings())
	b, err := json.Marshal(resp)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(b, &top); err != nil {
		t.Fatal(err)
	}
	if got, want := sortedKeys(top), []string{"fallback", "query", "results", "took_ms"}; !slices.Equal(got, want) {
		t.Errorf("response keys %v, want %v", got, want)
	}
	var results []map[string]json.RawMessage
	if err := json.Unmarshal(top["results"], &results); err != nil || len(results) == 0 {
		t.Fatalf("results: %v (%d)", err, len(results))
	}
	want := []string{"block_index", "chapter", "chapter_index", "kind", "match_end", "match_start", "parent_id", "project", "rank", "raw_score", "score", "sources", "text", "window"}
	for _, r := range results {
		if got := sortedKeys(r); !slices.Equal(got, want) {
			t.Errorf("result keys %v, want %v", got, want)
		}
		var w map[string]json.RawMessage
		if err := json.Unmarshal(r["window"], &w); err != nil {
			t.Fatal(err)
		}
		if got := sortedKeys(w); !slices.Equal(got, []string{"cut", "end", "parent_chars", "start"}) {
			t.Errorf("window keys %v", got)
		}
		var src map[string]json.RawMessage
		if err := json.Unmarshal(r["sources"], &src); err != nil {
			t.Fatal(err)
		}
		for k := range src {
			if k != "vector_rank" && k != "keyword_rank" && k != "title" {
				t.Errorf("unexpected source key %q", k)
			}
		}
	}
}

func sortedKeys(m map[string]json.RawMessage) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

func TestSearchWindowOnLongParent(t *testing.T) {
	f := newFixture(t)
	for _, w := range []int{0, 300, 1000, -1} {
		s := search.DefaultSettings()
		s.ContextWindow = w
		resp := mustSearch(t, f.deps(), search.Request{Query: "铁匠在炉边打出一把青色的长剑", Project: projRiver, K: 20}, s)
		var r search.Result
		for _, res := range resp.Results {
			if res.OwnerID == chForge.OwnerID && res.Kind == search.KindChapter {
				r = res
				break
			}
		}
		// The keyword side leads: the match is the passage of the parent
		// that holds the words, longer than a window of 300.
		if m := matchText(r); !strings.Contains(m, "铁匠在炉边打出一把青色的长剑") {
			t.Fatalf("window %d: match %q", w, m)
		}
		n := utf8.RuneCountInString(r.Text)
		switch {
		case w <= 0: // 0 is the table's "whole context blocks"; less is treated alike
			if r.Window.Cut || n != r.Window.ParentChars {
				t.Errorf("window disabled: got %d of %d runes, cut=%v", n, r.Window.ParentChars, r.Window.Cut)
			}
		default:
			if !r.Window.Cut || n > max(w, r.MatchEnd-r.MatchStart) || n < w/2 || r.Window.End-r.Window.Start != n {
				t.Errorf("window %d: text %d runes, window %+v", w, n, r.Window)
			}
		}
		p, _ := f.corpus.Store.Parent(r.ParentID)
		if r.OwnerOffset != p.OwnerStart+r.Window.Start {
			t.Errorf("owner offset %d, want %d", r.OwnerOffset, p.OwnerStart+r.Window.Start)
		}
	}
}

func TestSearchHNSW(t *testing.T) {
	kw := memKeyword(t)
	emb := searchtest.NewHashEmbedder(testDims, "")
	c := searchtest.NewCorpus(emb, vector.NewHNSW(testDims, vector.DefaultHNSWConfig()), kw)
	if _, err := c.AddText(context.Background(), chFerry, textFerry); err != nil {
		t.Fatal(err)
	}
	resp := mustSearch(t, c.Deps(), search.Request{Query: "乌云 狂风 雨点", Project: projRiver, Hybrid: new(false)}, search.DefaultSettings())
	if len(resp.Results) == 0 || !strings.Contains(matchText(resp.Results[0]), "乌云") {
		t.Errorf("HNSW search: %+v", resp.Results)
	}
}

func TestSearchCancelled(t *testing.T) {
	f := newFixture(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, mode := range []search.Mode{search.ModeParentChild, search.ModeKeyword} {
		if _, err := search.Search(ctx, f.deps(), search.Request{Query: "银子", Project: projRiver, Mode: mode}, search.DefaultSettings()); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: err = %v, want context.Canceled", mode, err)
		}
	}
}

func TestSearchConcurrent(t *testing.T) {
	f := newFixture(t)
	queries := []string{"商人丢了银子", "老和尚敲钟", "lighthouse keeper", "铁匠 长剑", "梅花"}
	want := make([]search.Response, len(queries))
	for i, q := range queries {
		want[i] = mustSearch(t, f.deps(), search.Request{Query: q, Project: projRiver, CrossProject: true}, search.DefaultSettings())
	}
	var wg sync.WaitGroup
	errs := make(chan string, 64)
	for w := range 8 {
		wg.Go(func() {
			for i := range 10 {
				qi := (w + i) % len(queries)
				resp, err := search.Search(context.Background(), f.deps(), search.Request{Query: queries[qi], Project: projRiver, CrossProject: true}, search.DefaultSettings())
				if err != nil {
					errs <- err.Error()
					return
				}
				if len(resp.Results) != len(want[qi].Results) || (len(resp.Results) > 0 && resp.Results[0].ChildID != want[qi].Results[0].ChildID) {
					errs <- "concurrent search differs from sequential for " + queries[qi]
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

func TestNewDepsNilKeywordIndex(t *testing.T) {
	f := newFixture(t)
	var kw *keyword.Index
	d := search.NewDeps(f.corpus.Store, f.emb, f.corpus.Vectors, kw)
	if d.Keywords != nil {
		t.Fatal("typed nil keyword index kept")
	}
	resp := mustSearch(t, d, search.Request{Query: "银子", Project: projRiver}, search.DefaultSettings())
	if len(resp.Results) == 0 || !strings.Contains(resp.Fallback, "no keyword index") {
		t.Errorf("%d results, fallback %q", len(resp.Results), resp.Fallback)
	}
	d = search.NewDeps(f.corpus.Store, f.emb, f.corpus.Vectors, f.kw)
	if d.Keywords == nil {
		t.Fatal("keyword index dropped")
	}
}
