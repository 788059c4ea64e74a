package engine

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"inkflow/engine/index"
	"inkflow/engine/index/indextest"
	"inkflow/storage"
)

// TestNoModelThenSetEmbedder: without a model, text is saved and the
// chapter reports "no-model"; Flush says why it cannot finish; loading a
// model indexes the backlog.
func TestNoModelThenSetEmbedder(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p := mustProject(t, e, "p")
	c := mustChapter(t, e, p.ID, "c", plainText(3, 1500))
	infos, err := e.Chapters(p.ID)
	must(t, err)
	if infos[0].State != StateNoModel {
		t.Fatalf("state %q, want %q", infos[0].State, StateNoModel)
	}
	if err := e.Flush(context.Background()); !errors.Is(err, ErrNoModel) {
		t.Fatalf("Flush without a model: err = %v, want ErrNoModel", err)
	}
	got, err := e.Chapter(c.ID)
	must(t, err)
	if got.Text != plainText(3, 1500) {
		t.Fatal("text not saved without a model")
	}
	st, err := e.Stats(t.Context())
	must(t, err)
	if st.Model.ID != "" || st.VectorIndex.Type != "none" || st.DirtyBlocks == 0 {
		t.Fatalf("stats without a model = %+v", st)
	}
	e.SetEmbedder(newBigram())
	flush(t, e)
	checkInvariants(t, e)
	infos, err = e.Chapters(p.ID)
	must(t, err)
	if infos[0].State != StateIndexed {
		t.Fatalf("state %q after indexing", infos[0].State)
	}
}

// TestModelChangeAtRuntime switches models while the old one serves:
// afterwards every child carries the new model, vectors have its
// dimension, P8 holds and the old model's cached vectors are gone.
func TestModelChangeAtRuntime(t *testing.T) {
	old := newBigram()
	e := openEngine(t, "", old, testDebounceNever)
	p := mustProject(t, e, "p")
	for i := range 3 {
		mustChapter(t, e, p.ID, "c", plainText(uint64(20+i), 2500))
	}
	flush(t, e)
	var (
		mu     sync.Mutex
		phases []string
	)
	unsub := e.Subscribe(func(ev index.Event) {
		mu.Lock()
		defer mu.Unlock()
		if ev.Kind == index.EventModel && (len(phases) == 0 || phases[len(phases)-1] != ev.Model.Phase) {
			phases = append(phases, ev.Model.Phase)
		}
	})
	defer unsub()
	neu := indextest.NewCounting(indextest.Bigram{ID: "test-bigram-2", Dim: 48, Seed: 9})
	e.SetEmbedder(neu)
	flush(t, e) // waits for the background change
	checkInvariants(t, e)
	emb, vix := e.Vectors()
	if emb.ModelID() != "test-bigram-2" || vix.Dims() != 48 {
		t.Fatalf("active model %s with %d-dim index", emb.ModelID(), vix.Dims())
	}
	mu.Lock()
	seen := append([]string(nil), phases...)
	mu.Unlock()
	if len(seen) < 2 || seen[len(seen)-1] != "switched" {
		t.Fatalf("model phases %v", seen)
	}
	// Warm-up embedded everything once; the cutover's re-index reused it.
	warm := neu.Count()
	neu.Reset()
	must(t, e.Reindex(context.Background(), p.ID))
	if neu.Count() != 0 {
		t.Fatalf("re-index after the change embedded %d texts (warm-up did %d)", neu.Count(), warm)
	}
	must(t, e.DB().View(func(tx *storage.Tx) error {
		if n := tx.CacheLen(old.ModelID()); n != 0 {
			t.Errorf("%d vectors of the old model still cached", n)
		}
		if tx.ActiveModel() != "test-bigram-2" {
			t.Errorf("active model recorded as %q", tx.ActiveModel())
		}
		return nil
	}))
}

// TestModelChangeBetweenRuns opens a data directory with another model:
// everything is re-indexed under it.
func TestModelChangeBetweenRuns(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "c", plainText(5, 3000))
	flush(t, e)
	must(t, e.Close())
	e = openEngine(t, dir, indextest.Bigram{ID: "other", Dim: 32}, testDebounceNever)
	flush(t, e)
	checkInvariants(t, e)
	if _, vix := e.Vectors(); vix.Dims() != 32 || vix.Len() == 0 {
		t.Fatalf("vector index after the change: dims %d len %d", vix.Dims(), vix.Len())
	}
}

// TestSettingsLiveAndPersistent: a change applies to the next task
// without a restart, invalid values are refused, and values survive a
// reopen.
func TestSettingsLiveAndPersistent(t *testing.T) {
	dir := t.TempDir()
	e := openEngine(t, dir, newBigram(), testDebounceNever)
	p := mustProject(t, e, "p")
	text := plainText(8, 4000)
	c := mustChapter(t, e, p.ID, "c", text)
	flush(t, e)
	before, err := e.Stats(t.Context())
	must(t, err)

	if err := e.UpdateSettings(func(s *Settings) { s.Chunking.MaxChildSize = 10 }); !errors.Is(err, ErrInvalid) {
		t.Fatalf("invalid settings accepted: %v", err)
	}
	must(t, e.UpdateSettings(func(s *Settings) {
		s.Chunking.TargetChildSize, s.Chunking.MaxChildSize, s.Chunking.MinChildSize = 120, 160, 60
		s.Search.RRFK = 30
	}))
	must(t, e.Reindex(context.Background(), p.ID))
	checkInvariants(t, e)
	after, err := e.Stats(t.Context())
	must(t, err)
	if after.ChildChars.Max > 160 || after.Children <= before.Children {
		t.Fatalf("new child sizes not applied: before %+v after %+v", before.ChildChars, after.ChildChars)
	}
	if got, err := e.Chapter(c.ID); err != nil || got.Text != text {
		t.Fatalf("chapter text changed by a re-index: %v", err)
	}
	must(t, e.Close())
	e = openEngine(t, dir, newBigram(), testDebounceNever)
	if s := e.Settings(); s.Search.RRFK != 30 || s.Chunking.MaxChildSize != 160 {
		t.Fatalf("settings after reopen = %+v", s)
	}
}

// TestReindexIsCheapAndComplete: Reindex replaces every parent (new ids)
// without embedding anything.
func TestReindexIsCheapAndComplete(t *testing.T) {
	emb := newBigram()
	e := openEngine(t, "", emb, testDebounceNever)
	p := mustProject(t, e, "p")
	mustChapter(t, e, p.ID, "c", plainText(9, 5000))
	flush(t, e)
	before, _ := snapshotIDs(t, e)
	emb.Reset()
	must(t, e.Reindex(context.Background(), 0))
	checkInvariants(t, e)
	after, _ := snapshotIDs(t, e)
	if emb.Count() != 0 {
		t.Fatalf("Reindex embedded %d texts", emb.Count())
	}
	if len(after) != len(before) || after[0] == before[0] {
		t.Fatalf("Reindex did not rebuild parents: before %v after %v", before, after)
	}
}

// TestEngineDebounceCoalesces: many saves through the engine make one task
// of the chapter (followed by one of its generated summary).
func TestEngineDebounceCoalesces(t *testing.T) {
	e := openEngine(t, "", newBigram(), 150*time.Millisecond)
	p := mustProject(t, e, "p")
	c, err := e.CreateChapter(p.ID, "c")
	must(t, err)
	progress := e.Progress()
	for i := range 8 {
		_, err := e.SaveChapter(c.ID, "c", plainText(uint64(i), 800))
		must(t, err)
	}
	done := 0
	timeout := time.After(5 * time.Second)
	settle := time.After(time.Hour)
	for waiting := true; waiting; {
		select {
		case ev := <-progress:
			if ev.Kind == index.EventDone && ev.Owner == c.Owner() {
				if done++; done == 1 {
					settle = time.After(400 * time.Millisecond)
				}
			}
		case <-settle:
			waiting = false
		case <-timeout:
			t.Fatal("no task finished")
		}
	}
	if done != 1 {
		t.Fatalf("%d chapter tasks for 8 rapid saves, want 1", done)
	}
	checkInvariants(t, e)
	must(t, e.Close())
	for range progress { // drained and closed by Close
	}
}

// TestReindexDuringTask: a Reindex that drops an owner's parents while a
// task for it is embedding makes that task stale, not failed; the owner is
// re-run and ends consistent.
func TestReindexDuringTask(t *testing.T) {
	emb := indextest.NewBlocking(indextest.Bigram{})
	e := openEngine(t, "", emb, testDebounceNever)
	p := mustProject(t, e, "p")
	c := mustChapter(t, e, p.ID, "c", plainText(1, 2000))
	// Index once without blocking: the first Embed call blocks, so
	// release it before the warm-up flush.
	emb.Release()
	flush(t, e)
	blocking := indextest.NewBlocking(indextest.Bigram{})
	e.SetEmbedder(blocking) // same model id: swapped in place
	_, err := e.SaveChapter(c.ID, "c", plainText(1, 2000)+"\n\n新添一段，风雨交加的夜里，他终于读完了那封信。")
	must(t, err)
	e.IndexNow(c.ID)
	<-blocking.Entered()
	done := make(chan error, 1)
	go func() { done <- e.Reindex(context.Background(), p.ID) }()
	time.Sleep(50 * time.Millisecond) // let Reindex commit its drop
	blocking.Release()
	must(t, <-done)
	checkInvariants(t, e)
	if m := e.Metrics(); m.TasksFailed != 0 {
		t.Fatalf("%d tasks failed; a concurrent re-index must only make them stale", m.TasksFailed)
	}
}
