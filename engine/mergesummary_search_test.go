package engine

import (
	"context"
	"testing"

	"inkflow/engine/search"
)

// TestMergedAwaySummaryNotFound: after a chapter is merged into the one
// before it, or deleted, neither search nor related returns a summary
// of it (Related listed "Summary · The Signal" after The Signal was
// merged away); its summary's text lives on in the merged chapter's
// summary, titled by that chapter.
func TestMergedAwaySummaryNotFound(t *testing.T) {
	for _, how := range []string{"merge", "delete"} {
		t.Run(how, func(t *testing.T) {
			e, p := openProject(t, "p")
			a := mustChapter(t, e, p.ID, "The Harbour", "The boats came in at dusk and the nets were hung to dry.")
			b := mustChapter(t, e, p.ID, "The Signal", "A lamp flashed three times from the lighthouse on the point.")
			_, err := e.SetSummary(a.ID, "Fishermen return to the harbour at dusk.")
			must(t, err)
			_, err = e.SetSummary(b.ID, "The keeper signals the lighthouse lamp three times.")
			must(t, err)
			flush(t, e)
			ctx := context.Background()
			find := func() []search.Result {
				t.Helper()
				var out []search.Result
				for _, mode := range []search.Mode{search.ModeKeyword, search.ModeDirect} {
					resp, err := e.Search(ctx, search.Request{Query: "keeper signals lighthouse lamp", Project: p.ID, Mode: mode, K: 20})
					must(t, err)
					out = append(out, resp.Results...)
				}
				rel, err := e.Related(ctx, search.RelatedRequest{Project: p.ID, Text: "The keeper signals the lighthouse lamp three times.", OwnerKind: search.KindChapter, OwnerID: a.ID, K: 20})
				must(t, err)
				return append(out, rel.Results...)
			}
			found := false
			for _, r := range find() {
				found = found || r.Kind == search.KindSummary && r.Chapter == "The Signal"
			}
			if !found {
				t.Fatal("before the change, no result is The Signal's summary")
			}
			if how == "merge" {
				_, err = e.MergeChapterWithNext(a.ID)
			} else {
				err = e.DeleteChapter(b.ID)
			}
			must(t, err)
			flush(t, e)
			for _, r := range find() {
				if r.Kind == search.KindSummary && (r.Chapter == "The Signal" || r.SummaryOf == b.ID) {
					t.Errorf("after the %s a result is The Signal's summary: %+v", how, r)
				}
			}
		})
	}
}
