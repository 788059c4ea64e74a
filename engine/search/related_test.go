package search_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/search"
	"inkflow/engine/search/searchtest"
	"inkflow/storage/vector"
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

// TestRelatedLeavesOutTheParagraphsAround: the passages of the paragraph's
// own chapter within about a screen of it (relatedNearby) are not related
// passages, the author sees them already; the same scene further on is.
func TestRelatedLeavesOutTheParagraphsAround(t *testing.T) {
	c := searchtest.NewCorpus(searchtest.NewHashEmbedder(64, ""), vector.NewFlat(64), nil)
	chapter := searchtest.Owner{ProjectID: 1, Project: "p", Kind: search.KindChapter, OwnerID: 1, Title: "第一章", ChapterIndex: 1}
	scene := "渡口的老槐树下，船夫收起了缆绳。"
	filler := strings.Repeat("字", 1000)
	at := map[int]uint64{} // owner offset → parent id
	for i, start := range []int{0, 200, 1200, 5000} {
		text := scene
		if start == 1200 {
			text = filler // a paragraph about something else between them
		}
		spans := []chunk.Span{{Start: 0, End: utf8.RuneCountInString(text)}}
		p, _, err := c.AddParent(context.Background(), chapter, i, start, text, spans, nil)
		if err != nil {
			t.Fatal(err)
		}
		at[start] = p.ID
	}
	n := utf8.RuneCountInString(scene)
	resp, err := search.Related(context.Background(), c.Deps(), search.RelatedRequest{Project: 1, Text: scene,
		OwnerKind: search.KindChapter, OwnerID: 1, Start: 0, End: n}, search.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var got []uint64
	for _, r := range resp.Results {
		got = append(got, r.ParentID)
	}
	if !slices.Contains(got, at[5000]) {
		t.Errorf("the scene 5,000 characters on is missing: %v", got)
	}
	for _, near := range []int{0, 200, 1200} {
		if slices.Contains(got, at[near]) {
			t.Errorf("the passage at %d, within a screen of the paragraph, came back: %v", near, got)
		}
	}
}

// TestRelatedLeavesOutItsChaptersSummary: the summary of the chapter the
// paragraph is in tells the author what they are writing, not an echo
// elsewhere in the book; it topped the Related tab of a short chapter
// (seen in the real window, 2026-11-28). Another chapter's summary stays.
func TestRelatedLeavesOutItsChaptersSummary(t *testing.T) {
	c := searchtest.NewCorpus(searchtest.NewHashEmbedder(64, ""), vector.NewFlat(64), nil)
	scene := "By morning the sea had gone quiet. Mara found the door to the lamp room open."
	owners := []searchtest.Owner{
		{ProjectID: 1, Project: "p", Kind: search.KindChapter, OwnerID: 1, Title: "Morning", ChapterIndex: 1},
		{ProjectID: 1, Project: "p", Kind: search.KindSummary, OwnerID: 11, Title: "Morning", ChapterIndex: 1, SummaryOf: 1},
		{ProjectID: 1, Project: "p", Kind: search.KindSummary, OwnerID: 12, Title: "Night", ChapterIndex: 2, SummaryOf: 2},
	}
	ids := map[uint64]uint64{} // owner id → parent id
	for i, o := range owners {
		n := utf8.RuneCountInString(scene)
		p, _, err := c.AddParent(context.Background(), o, i, 0, scene, []chunk.Span{{Start: 0, End: n}}, nil)
		if err != nil {
			t.Fatal(err)
		}
		ids[o.OwnerID] = p.ID
	}
	resp, err := search.Related(context.Background(), c.Deps(), search.RelatedRequest{Project: 1, Text: scene,
		OwnerKind: search.KindChapter, OwnerID: 1, Start: 0, End: utf8.RuneCountInString(scene)}, search.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var got []uint64
	for _, r := range resp.Results {
		got = append(got, r.ParentID)
	}
	if slices.Contains(got, ids[11]) {
		t.Errorf("the paragraph's own chapter's summary came back: %v", got)
	}
	if !slices.Contains(got, ids[12]) {
		t.Errorf("another chapter's summary is missing: %v", got)
	}
}
