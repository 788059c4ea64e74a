package search_test

import (
	"testing"

	"inkflow/engine/search"
)

// The keys, ranges and parsing of search.* settings are tested with the
// table in engine/settings; this checks that search itself never trusts a
// number it is handed: zero RRF k and result count take the defaults.
// (Zero context window and passages per chapter mean something of their
// own, so they are given as the defaults.)
func TestZeroSettingsUseDefaults(t *testing.T) {
	f := newFixture(t)
	zero := search.Settings{Hybrid: true, UseParentChild: true, Normalize: true, ContextWindow: search.DefaultSettings().ContextWindow, PerChapter: search.DefaultSettings().PerChapter}
	a := mustSearch(t, f.deps(), search.Request{Query: "铁匠 长剑 学徒", Project: projRiver}, zero)
	b := mustSearch(t, f.deps(), search.Request{Query: "铁匠 长剑 学徒", Project: projRiver}, search.DefaultSettings())
	if len(a.Results) == 0 || len(a.Results) != len(b.Results) {
		t.Fatalf("zero settings: %d results, defaults: %d", len(a.Results), len(b.Results))
	}
	for i := range a.Results {
		if a.Results[i].ParentID != b.Results[i].ParentID || a.Results[i].Text != b.Results[i].Text || a.Results[i].Score != b.Results[i].Score {
			t.Fatalf("result %d differs between zero and default settings", i)
		}
	}
}
