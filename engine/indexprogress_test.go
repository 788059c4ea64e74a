package engine

import (
	"testing"

	"inkflow/storage"
)

// TestIndexProgressCountsTextsAwaitingANewModel: an interrupted `model
// use` leaves texts marked stale with no dirty passage (each waits to be
// re-embedded whole under the new model). Their passages are not in the
// new model's vectors, so they are not indexed; counting only dirty
// passages said "2,901 of 2,949 passages indexed" when the vector index
// held 1,270 of 2,883 children.
func TestIndexProgressCountsTextsAwaitingANewModel(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	var chs []Chapter
	for _, text := range []string{"第一段。\n\n第二段。\n\n第三段。", "另一章。"} {
		chs = append(chs, mustChapter(t, e, p.ID, "章", text))
	}
	c1, c2 := chs[0], chs[1]
	flush(t, e)
	if err := e.Close(); err != nil {
		t.Fatal(err)
	}
	// Reopened without a model, so nothing re-indexes behind the test.
	e = openEngine(t, dir, nil, testDebounceNever)
	progress := func() IndexProgress {
		t.Helper()
		got, err := e.IndexProgress(p.ID)
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	all := progress()
	if !all.Complete() || all.Total < 4 {
		t.Fatalf("after indexing: %+v, want every passage indexed", all)
	}
	if err := e.DB().Update(func(tx *storage.Tx) error { return tx.MarkStale(c2.Owner()) }); err != nil {
		t.Fatal(err)
	}
	if got := progress(); got.Indexed != all.Total-1 || got.Total != all.Total {
		t.Errorf("a text awaiting the new model: %+v, want %d of %d indexed", got, all.Total-1, all.Total)
	}
	// A save marks its text stale too, but only the changed passage is
	// unindexed: the others keep their children and vectors.
	if _, err := e.SaveChapter(c1.ID, "章", "第一段改了。\n\n第二段。\n\n第三段。"); err != nil {
		t.Fatal(err)
	}
	if got := progress(); got.Indexed != all.Total-2 || got.Total != all.Total {
		t.Errorf("a saved text with one changed passage: %+v, want %d of %d indexed", got, all.Total-2, all.Total)
	}
}
