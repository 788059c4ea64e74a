//go:build !race

package engine

import (
	"context"
	"testing"

	"inkflow/engine/search"
)

// TestSearchFindsChapterByTitle: a chapter's title is not in its text (the
// importer takes 第一回 … and an English chapter's title line out of it),
// yet an author who types the title, or one half of a 回目, is looking for
// that chapter. Keyword and hybrid search put its opening passage first,
// ahead of a chapter whose text holds the query's words, and a renamed
// chapter is found by its new title at once, without re-indexing; a name
// holding "Mr." and a comma is one part of its title. Before,
// neither index saw titles: the chapter whose text held the words came
// first, and the titled chapter was not found at all.
func TestSearchFindsChapterByTitle(t *testing.T) {
	e := openShippedEngine(t, Options{})
	p := mustProject(t, e, "题")
	titled := mustChapter(t, e, p.ID, "第一回 拥资财讹生关部 通线索计释洋商",
		"　　话说广东省城，有一位财主，姓温名仲翁，家中积蓄甚多，只是膝下无儿。\n　　这日清早，他坐在厅上吃茶，忽听门外一片喧嚷，原来是邻家的孩子放起了风筝。")
	words := mustChapter(t, e, p.ID, "第二回 夜雨",
		"　　那洋商寻着一条线索，连夜去通知账房，说关上的事情须得计较一番，释了众人的疑心。")
	cyclone := mustChapter(t, e, p.ID, "Chapter I: The Cyclone",
		"Dorothy lived in the midst of the great Kansas prairies, with Uncle Henry, who was a farmer.")
	storm := mustChapter(t, e, p.ID, "Chapter II",
		"The cyclone lifted the house, and the cyclone carried it away; nobody had seen such a cyclone.")
	// A title whose name holds an abbreviation's stop and a comma.
	rochester := mustChapter(t, e, p.ID, "Chapter XI: Mr. Rochester, at Home",
		"The master of Thornfield came back late in the evening, and every window of the house was lit.")
	visit := mustChapter(t, e, p.ID, "Chapter XII",
		"Mr. Rochester was not at home that day; at home there was only Mrs. Fairfax with her knitting.")
	flush(t, e)

	hybrid := true
	modes := []struct {
		name string
		req  search.Request
	}{
		{"keyword", search.Request{Project: p.ID, Mode: search.ModeKeyword, K: 5}},
		{"hybrid", search.Request{Project: p.ID, Hybrid: &hybrid, K: 5}},
	}
	check := func(t *testing.T, query string, want, after uint64) {
		t.Helper()
		for _, m := range modes {
			req := m.req
			req.Query = query
			resp, err := e.Search(context.Background(), req)
			must(t, err)
			ids := make([]uint64, len(resp.Results))
			for i, r := range resp.Results {
				ids[i] = r.OwnerID
			}
			if len(ids) == 0 || ids[0] != want {
				for _, r := range resp.Results {
					t.Logf("%d %s %.3f %.3f %+v", r.OwnerID, r.Chapter, r.Score, r.RawScore, r.Sources)
				}
				t.Errorf("%s %q: chapters %v, want %d first", m.name, query, ids, want)
			}
			for i, r := range resp.Results {
				if r.Sources.Title != (i == 0) {
					t.Errorf("%s %q: result %d (chapter %d) sources.title %v", m.name, query, i+1, r.OwnerID, r.Sources.Title)
				}
			}
			if after != 0 && !containsID(ids, after) {
				t.Errorf("%s %q: chapters %v, want %d (its words in the text) still listed", m.name, query, ids, after)
			}
		}
	}
	check(t, "通线索计释洋商", titled.ID, words.ID)
	check(t, "第一回 拥资财讹生关部 通线索计释洋商", titled.ID, 0)
	check(t, "the cyclone", cyclone.ID, storm.ID)
	check(t, "“The Cyclone”", cyclone.ID, storm.ID)
	check(t, "Mr. Rochester, at Home", rochester.ID, visit.ID)

	must(t, e.RenameChapter(storm.ID, "Chapter II: Lifted Away"))
	check(t, "Lifted away", storm.ID, 0)
}

func containsID(ids []uint64, id uint64) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
