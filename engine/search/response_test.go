package search_test

import (
	"testing"

	"inkflow/engine/search"
)

// TestResultChapterID: summaries and chapters are numbered separately, so
// the chapter of a summary hit is the one it summarises, never its own id.
func TestResultChapterID(t *testing.T) {
	tests := []struct {
		name string
		r    search.Result
		want uint64
	}{
		{"passage", search.Result{Kind: search.KindChapter, OwnerID: 7}, 7},
		{"summary", search.Result{Kind: search.KindSummary, OwnerID: 2, SummaryOf: 9}, 9},
		{"wiki", search.Result{Kind: search.KindWiki, OwnerID: 3}, 0},
	}
	for _, tt := range tests {
		if got := tt.r.ChapterID(); got != tt.want {
			t.Errorf("%s: ChapterID() = %d, want %d", tt.name, got, tt.want)
		}
	}
}
