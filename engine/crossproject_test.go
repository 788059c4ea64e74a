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

// TestCrossProjectFindsChapterByTitle: across all projects a query that
// names a chapter — one half of its 回目, or its number — finds that
// chapter by its title in whichever book it is, as the book's own search
// does: the same opening passage first, marked as found by its title.
// Titles were looked up in the searched book only, so from 罂粟花 the
// half-title of 恨海's third chapter found that chapter by its words at
// best, never as its title, and 第三回 found 罂粟花's third chapter only.
func TestCrossProjectFindsChapterByTitle(t *testing.T) {
	e := openShippedEngine(t, Options{})
	poppy, _ := importCorpusBook(t, e, "罂粟花", "train/zh/yingsuhua.txt")
	regret, _ := importCorpusBook(t, e, "恨海", "train/zh/henhai.txt")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := e.Flush(ctx); err != nil {
		t.Fatal(err)
	}
	// chapter is the chapter of a book whose title starts with prefix.
	chapter := func(p Project, prefix string) uint64 {
		t.Helper()
		chs, err := e.Chapters(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range chs {
			if strings.HasPrefix(c.Title, prefix) {
				return c.ID
			}
		}
		t.Fatalf("%s has no chapter %s", p.Name, prefix)
		return 0
	}
	hybrid := true
	modes := []search.Request{
		{Mode: search.ModeParentChild, Hybrid: &hybrid},
		{Mode: search.ModeKeyword},
	}
	for _, tc := range []struct {
		query string
		book  Project // the book whose chapter the query names
		other Project
		title string // the start of the chapter's title
	}{
		{"紫竹林无处访鸿泥", regret, poppy, "第三回 紫竹林"},
		{"争澳门英人初肇衅", poppy, regret, "第一回 平台湾"},
	} {
		want := chapter(tc.book, tc.title)
		for _, m := range modes {
			own := m
			own.Query, own.Project = tc.query, tc.book.ID
			resp, err := e.Search(ctx, own)
			if err != nil {
				t.Fatal(err)
			}
			if len(resp.Results) == 0 || resp.Results[0].OwnerID != want || !resp.Results[0].Sources.Title {
				t.Fatalf("%q (%s) in %s alone: the titled chapter is not first: %+v", tc.query, m.Mode, tc.book.Name, resp.Results)
			}
			opening := resp.Results[0]
			for _, from := range []Project{tc.other, tc.book} {
				req := own
				req.Project, req.CrossProject = from.ID, true
				resp, err := e.Search(ctx, req)
				if err != nil {
					t.Fatal(err)
				}
				if len(resp.Results) == 0 {
					t.Fatalf("%q (%s) across all projects from %s: no results", tc.query, m.Mode, from.Name)
				}
				top := resp.Results[0]
				if top.OwnerID != want || !top.Sources.Title || top.Text != opening.Text || top.ProjectID != tc.book.ID {
					for _, r := range resp.Results {
						t.Logf("%d %s %s %.3f title=%v", r.Rank, r.Project, r.Chapter, r.Score, r.Sources.Title)
					}
					t.Errorf("%q (%s) across all projects from %s: first is %s's %s (title %v), want %s's %s opening as in its own search",
						tc.query, m.Mode, from.Name, top.Project, top.Chapter, top.Sources.Title, tc.book.Name, opening.Chapter)
				}
				for _, r := range resp.Results[1:] {
					if r.Sources.Title {
						t.Errorf("%q (%s) from %s: result %d (%s's %s) marked as found by its title", tc.query, m.Mode, from.Name, r.Rank, r.Project, r.Chapter)
					}
				}
			}
		}
	}
	// A chapter number names a chapter of each book: both openings come
	// first, each found by its title, from either book.
	for _, from := range []Project{poppy, regret} {
		for _, m := range modes {
			req := m
			req.Query, req.Project, req.CrossProject = "第三回", from.ID, true
			resp, err := e.Search(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			got := map[uint64]bool{}
			for _, r := range resp.Results[:min(2, len(resp.Results))] {
				if r.Sources.Title {
					got[r.OwnerID] = true
				}
			}
			if !got[chapter(poppy, "第三回")] || !got[chapter(regret, "第三回")] {
				for _, r := range resp.Results {
					t.Logf("%d %s %s %.3f title=%v", r.Rank, r.Project, r.Chapter, r.Score, r.Sources.Title)
				}
				t.Errorf("第三回 (%s) across all projects from %s: the first two results are not both books' third chapters, found by their titles", m.Mode, from.Name)
			}
		}
	}
}
