//go:build !race

// Two whole books through the model; under the race detector this would
// take minutes without testing any extra concurrency.

package app

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"inkflow/engine"
	"inkflow/engine/importer"
	"inkflow/engine/search"
)

// importTrainBook imports a book of the shared corpus's Chinese training
// set (../shared/corpus/train/zh) as a project and shows it in the tree.
func (h *harness) importTrainBook(project, file string) engine.Project {
	h.t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "shared", "corpus", "train", "zh", file))
	if err != nil {
		h.t.Fatalf("shared corpus missing (%v): the repository must sit beside ../shared", err)
	}
	chs, err := engine.ParseBook(file, data, importer.Options{})
	if err != nil {
		h.t.Fatal(err)
	}
	news := make([]engine.NewChapter, len(chs))
	for i, c := range chs {
		news[i] = engine.NewChapter{Title: c.Title, Index: c.Index, Text: c.Text}
	}
	if _, err := h.eng.ImportBooks([]engine.NewBook{{Project: project, Chapters: news}}); err != nil {
		h.t.Fatal(err)
	}
	h.reloadSidebar()
	p, _, err := h.eng.ProjectByName(project)
	if err != nil {
		h.t.Fatal(err)
	}
	return p
}

// TestAllProjectsShowMore: "Show more" under a search of all projects
// adds the next results of the one ranking of every book under the
// results shown, which stay as they were; no passage is listed twice,
// each card names its book, and the button goes once the ranking has no
// more to give.
func TestAllProjectsShowMore(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	poppy := h.importTrainBook("罂粟花", "yingsuhua.txt")
	regret := h.importTrainBook("恨海", "henhai.txt")
	h.flush()
	names := map[uint64]string{poppy.ID: poppy.Name, regret.ID: regret.Name}
	p := h.u.search
	tapCheck(p.allProjects)
	if !p.allProjects.Checked {
		t.Fatal("All projects did not tick")
	}
	const query = "洋人的兵船开进了海口"
	h.search(query)
	page := search.DefaultCrossOwnK + search.DefaultCrossOtherK
	if len(p.results) != page || !hasMore(p) {
		t.Fatalf("first page: %d results (want %d), Show more shown %v:%s", len(p.results), page, hasMore(p), describe(p.cards))
	}
	// passage names what a card shows: a parent, or in direct mode
	// (children as results) a child.
	passage := func(r search.Result) [3]uint64 {
		id := r.ParentID
		if p.shown.Mode == search.ModeDirect {
			id = r.ChildID
		}
		return [3]uint64{uint64(len(r.Kind)), r.OwnerID, id}
	}
	for round := 1; hasMore(p) && round <= 3; round++ {
		before := append([]search.Result(nil), p.results...)
		gen := p.gen
		test.Tap(p.more)
		h.waitFor("more results", func() bool { return p.gen > gen && !p.running })
		if len(p.results) <= len(before) {
			t.Fatalf("round %d: Show more left %d results (had %d)", round, len(p.results), len(before))
		}
		for i, r := range before {
			if passage(r) != passage(p.results[i]) {
				t.Fatalf("round %d: card %d changed from %s's %s to %s's %s:%s", round, i+1, r.Project, r.Chapter, p.results[i].Project, p.results[i].Chapter, describe(p.cards))
			}
		}
		// The cards added are the engine's one ranking of every book at
		// the longer length, less the passages shown already, in its
		// order: not this book's results followed by the others'.
		ranking, err := h.eng.Search(h.u.ctx, p.shown)
		if err != nil {
			t.Fatal(err)
		}
		shown := map[[3]uint64]bool{}
		for _, r := range before {
			shown[passage(r)] = true
		}
		var want []search.Result
		for _, r := range ranking.Results {
			if !shown[passage(r)] {
				want = append(want, r)
			}
		}
		added := p.results[len(before):]
		if len(added) != len(want) {
			t.Fatalf("round %d: %d cards added, the ranking has %d more", round, len(added), len(want))
		}
		for i, r := range want {
			if passage(r) != passage(added[i]) {
				t.Fatalf("round %d: added card %d is %s's %s, the ranking has %s's %s", round, i+1, added[i].Project, added[i].Chapter, r.Project, r.Chapter)
			}
		}
		if hasMore(p) != (len(ranking.Results) >= p.asked(p.shown)) {
			t.Errorf("round %d: Show more shown %v after %d results of %d asked for", round, hasMore(p), len(ranking.Results), p.asked(p.shown))
		}
	}
	if len(p.results) <= page {
		t.Fatalf("Show more added nothing")
	}
	seen := map[[3]uint64]int{}
	books := map[uint64]bool{}
	for i, r := range p.results {
		if j, ok := seen[passage(r)]; ok {
			t.Errorf("card %d repeats card %d (%s's %s)", i+1, j+1, r.Project, r.Chapter)
		}
		seen[passage(r)] = i
		name, ok := names[r.ProjectID]
		if !ok || !strings.HasPrefix(p.cards[i].title.Text, name+" › ") {
			t.Errorf("card %d is titled %q, want it to name its book %q", i+1, p.cards[i].title.Text, name)
		}
		books[r.ProjectID] = true
	}
	if len(books) != 2 {
		t.Errorf("the cards name %d books, want both", len(books))
	}
}

// hasMore says whether the Show more button is under the results.
func hasMore(p *searchPanel) bool {
	for _, o := range p.list.Objects {
		if o == p.more {
			return true
		}
	}
	return false
}

// TestAppendUnshown: the results "Show more" adds are the longer
// ranking's passages not shown yet, in its order; in direct mode two
// children of one parent are two passages; a passage under a new summary
// hit that a card shows already is dropped. And the count a search of
// all projects asks for is K + search.DefaultCrossOtherK.
func TestAppendUnshown(t *testing.T) {
	res := func(kind string, owner, parent, child uint64, expanded ...search.Result) search.Result {
		return search.Result{Kind: kind, OwnerID: owner, ParentID: parent, ChildID: child, Expanded: expanded}
	}
	a, b := res(search.KindChapter, 1, 10, 100), res(search.KindChapter, 1, 10, 101) // two children of one parent
	c, d := res(search.KindChapter, 2, 20, 200), res(search.KindChapter, 3, 30, 300)
	sum := res(search.KindSummary, 9, 90, 900, c, d)
	tests := []struct {
		name        string
		shown, more []search.Result
		direct      bool
		want        []search.Result
	}{
		{"reordered", []search.Result{a, c}, []search.Result{c, d, a}, false, []search.Result{a, c, d}},
		{"one parent twice in parent mode", []search.Result{a}, []search.Result{b, c}, false, []search.Result{a, c}},
		{"two children in direct mode", []search.Result{a}, []search.Result{b, c}, true, []search.Result{a, b, c}},
		{"a passage under a summary shown", []search.Result{c}, []search.Result{sum}, false, []search.Result{c, res(search.KindSummary, 9, 90, 900, d)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := appendUnshown(tt.shown, tt.more, tt.direct)
			if len(got) != len(tt.want) {
				t.Fatalf("%+v, want %+v", got, tt.want)
			}
			for i := range got {
				if got[i].ChildID != tt.want[i].ChildID || len(got[i].Expanded) != len(tt.want[i].Expanded) {
					t.Fatalf("result %d: %+v, want %+v", i, got[i], tt.want[i])
				}
			}
		})
	}
	h := newHarness(t, harnessOptions{noModel: true, shellOnly: true})
	p := newSearchPanel(h.u)
	for _, tt := range []struct {
		req  search.Request
		want int
	}{
		{search.Request{CrossProject: true}, search.DefaultCrossOwnK + search.DefaultCrossOtherK},
		{search.Request{CrossProject: true, K: 35}, 40},
		{search.Request{CrossProject: true, K: search.MaxK}, search.MaxK},
		{search.Request{K: 35}, 35},
	} {
		if got := p.asked(tt.req); got != tt.want {
			t.Errorf("%+v asks for %d, want %d", tt.req, got, tt.want)
		}
	}
}
