package search_test

import (
	"context"
	"slices"
	"testing"
	"unicode/utf8"

	"inkflow/engine/search"
)

func TestRelated(t *testing.T) {
	f := newFixture(t)
	// The paragraph about the storm, as it sits in chapter 1.
	var storm search.Parent
	for _, id := range f.corpus.Store.ParentIDs() {
		p, _ := f.corpus.Store.Parent(id)
		if p.Kind == search.KindChapter && p.OwnerID == chFerry.OwnerID && slices.Contains([]rune(p.Text), '槐') {
			storm = p
		}
	}
	if storm.ID == 0 {
		t.Fatal("fixture lacks the storm paragraph")
	}
	para := storm.Text
	start := storm.OwnerStart
	end := start + utf8.RuneCountInString(para)
	tests := []struct {
		name string
		req  search.RelatedRequest
	}{
		{"by span", search.RelatedRequest{Project: projRiver, Text: para, OwnerKind: search.KindChapter, OwnerID: chFerry.OwnerID, Start: start, End: end}},
		{"by parent id", search.RelatedRequest{Project: projRiver, Text: para, ExcludeParents: []uint64{storm.ID}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before := f.emb.Docs.Load()
			resp, err := search.Related(context.Background(), f.deps(), tc.req, search.DefaultSettings())
			if err != nil {
				t.Fatal(err)
			}
			if f.emb.Docs.Load() != before+1 {
				t.Errorf("paragraph not embedded as a passage")
			}
			if len(resp.Results) == 0 {
				t.Fatal("no related passages")
			}
			for _, r := range resp.Results {
				if r.ParentID == storm.ID {
					t.Errorf("the paragraph itself came back")
				}
				if r.ProjectID != projRiver {
					t.Errorf("related passage from project %d", r.ProjectID)
				}
			}
			// Ferry passages share the most words with the storm paragraph.
			if top := resp.Results[0]; top.OwnerID != chFerry.OwnerID && top.Kind != search.KindWiki {
				t.Errorf("top related passage is %s %d: %q", top.Kind, top.OwnerID, top.Text)
			}
		})
	}
	// Without exclusion the paragraph is its own best match: the exclusion
	// above is what removed it.
	resp, err := search.Related(context.Background(), f.deps(), search.RelatedRequest{Project: projRiver, Text: para}, search.DefaultSettings())
	if err != nil || len(resp.Results) == 0 || resp.Results[0].ParentID != storm.ID {
		t.Fatalf("without exclusion the paragraph should match itself first: %v", err)
	}
	empty, err := search.Related(context.Background(), f.deps(), search.RelatedRequest{Project: projRiver}, search.DefaultSettings())
	if err != nil || len(empty.Results) != 0 {
		t.Errorf("empty paragraph: %d results, %v", len(empty.Results), err)
	}
}
