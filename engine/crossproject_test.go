//go:build !race

// Two whole books through the shipped model; under the race detector this
// would take minutes without testing any extra concurrency.

package engine

import (
	"context"
	"strings"
	"testing"
	"time"

	"inkflow/engine/search"
)

// TestCrossProjectBestFirst: with "All projects" ticked, the best match
// comes first wherever it is. A near-exact quote from the other book was
// 16th of 20 when a cross-project search listed the searched book's 15
// results before the others' 5; a quote from the searched book stays
// first too, and every result names its book.
func TestCrossProjectBestFirst(t *testing.T) {
	e := openShippedEngine(t, Options{})
	anne, _ := importCorpusBook(t, e, "Anne of Green Gables", "train/en/montgomery-anne-of-green-gables.txt")
	jekyll, _ := importCorpusBook(t, e, "Jekyll and Hyde", "train/en/stevenson-jekyll-and-hyde.txt")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	names := map[uint64]string{anne.ID: anne.Name, jekyll.ID: jekyll.Name}
	for _, tc := range []struct {
		query string
		want  Project // the book the quote is from
		words string  // what its first result must hold
	}{
		{"the man trampled calmly over the child", jekyll, "trampled calmly over the child"},
		{"Marilla felt hot anger surge up into her heart again", anne, "hot anger surge up into her heart"},
	} {
		for _, mode := range []search.Mode{search.ModeParentChild, search.ModeDirect} {
			resp, err := e.Search(ctx, search.Request{Query: tc.query, Project: anne.ID, CrossProject: true, Mode: mode})
			if err != nil {
				t.Fatal(err)
			}
			if want := search.DefaultCrossOwnK + search.DefaultCrossOtherK; len(resp.Results) != want {
				t.Fatalf("%q (%s): %d results, want %d", tc.query, mode, len(resp.Results), want)
			}
			for _, r := range resp.Results {
				if name, ok := names[r.ProjectID]; !ok || r.Project != name {
					t.Errorf("%q (%s): result %d names project %q (id %d)", tc.query, mode, r.Rank, r.Project, r.ProjectID)
				}
			}
			// Direct mode, the unnormalised baseline, returns children,
			// whose cuts may split the quote: it is held to the book.
			top := resp.Results[0]
			if top.ProjectID != tc.want.ID || (mode == search.ModeParentChild && !strings.Contains(strings.Join(strings.Fields(top.Text), " "), tc.words)) {
				for _, r := range resp.Results {
					if r.ProjectID == tc.want.ID && strings.Contains(strings.Join(strings.Fields(r.Text), " "), tc.words) {
						t.Errorf("%q (%s): the quote from %s is result %d (score %.3f), below %s's %.3f", tc.query, mode, tc.want.Name, r.Rank, r.Score, top.Project, top.Score)
						break
					}
				}
				t.Errorf("%q (%s): first result is %s's %q, want %s's passage with %q", tc.query, mode, top.Project, top.Text, tc.want.Name, tc.words)
			}
		}
	}
}
