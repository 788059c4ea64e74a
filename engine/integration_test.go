package engine

import (
	"context"
	"path/filepath"
	"testing"

	"inkflow/engine/index/indextest"
	"inkflow/model"
	"inkflow/storage"
)

// Integration tests with the real ONNX Runtime and the tiny fixture
// models of model/testdata (random weights: they check plumbing, not
// retrieval quality). A missing runtime library fails them with ortlib's
// message; run `bash scripts/fetch-ort.sh` (make ort) first.

func loadFixture(t *testing.T, name string) *model.ONNXEmbedder {
	t.Helper()
	m, err := model.Load(filepath.Join("..", "model", "testdata", name), model.Options{Threads: 1})
	if err != nil {
		t.Fatalf("load fixture %s: %v", name, err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

func TestIntegrationRealModel(t *testing.T) {
	real := loadFixture(t, "tiny-static")
	counting := indextest.NewCounting(real)
	dir := t.TempDir()
	e := openEngine(t, dir, counting, testDebounceNever)
	p := mustProject(t, e, "p")
	_, err := e.ImportChapters(p.ID, []NewChapter{
		{Title: "第一回", Index: 1, Text: plainText(61, 6000)},
		{Title: "Chapter 2", Index: 2, Text: "The old house stood by a quiet river.\n\nShe spoke little but listened to everything the village told her about storms, ships and strangers who came over the mountain pass in winter."},
	})
	must(t, err)
	flush(t, e)
	checkInvariants(t, e)
	st, err := e.Stats(t.Context())
	must(t, err)
	if st.Model.ID != real.ModelID() || st.Model.Kind != "static" || st.Model.Dims != 16 || st.Vectors != st.Children || st.Children == 0 {
		t.Fatalf("stats %+v", st)
	}

	// A child's own text, as a query, finds that child first.
	var child storage.Child
	must(t, e.DB().View(func(tx *storage.Tx) error {
		return tx.ForEachChild(storage.ChildScan{Text: true}, func(c storage.Child) error {
			if child.ID == 0 {
				child = c
			}
			return nil
		})
	}))
	emb, vix := e.Vectors()
	q, err := emb.EmbedQuery(context.Background(), child.Text)
	must(t, err)
	hits := vix.Search(q, 3)
	if len(hits) == 0 || hits[0].Score < 0.999 {
		t.Fatalf("query with a child's own text: hits %+v", hits)
	}
	must(t, e.Close())

	// Reopening with the same model re-embeds nothing, even on a full
	// re-index.
	counting.Reset()
	e = openEngine(t, dir, counting, testDebounceNever)
	must(t, e.Reindex(context.Background(), 0))
	checkInvariants(t, e)
	if n := counting.Count(); n != 0 {
		t.Fatalf("re-index with the real model embedded %d texts", n)
	}

	// Switching to a transformer fixture re-indexes under it.
	bert := loadFixture(t, "tiny-bert")
	e.SetEmbedder(bert)
	flush(t, e)
	checkInvariants(t, e)
	if _, vix := e.Vectors(); vix.Dims() != bert.Dims() {
		t.Fatalf("vector dims %d after switching to %s (%d)", vix.Dims(), bert.ModelID(), bert.Dims())
	}
}
