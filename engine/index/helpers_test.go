package index

import (
	"context"
	"path/filepath"
	"slices"
	"sync"
	"testing"
	"time"

	"inkflow/engine/chunk"
	"inkflow/model"
	"inkflow/storage"
)

// fixture is an open database with one project and an indexer over it.
type fixture struct {
	t       *testing.T
	dir     string
	db      *storage.DB
	ix      *Indexer
	project uint64

	mu     sync.Mutex
	events []Event
}

// newFixture opens the fixture; configure adjusts the indexer's Config.
func newFixture(t *testing.T, emb model.Embedder, debounce time.Duration, configure ...func(*Config)) *fixture {
	t.Helper()
	dir := t.TempDir()
	db, err := storage.Open(filepath.Join(dir, storage.FileName))
	if err != nil {
		t.Fatal(err)
	}
	f := &fixture{t: t, dir: dir, db: db}
	if err := db.Update(func(tx *storage.Tx) error {
		p, err := tx.CreateProject("p")
		f.project = p.ID
		return err
	}); err != nil {
		t.Fatal(err)
	}
	cfg := Config{
		DB: db, KeywordDir: filepath.Join(dir, "keyword"), VectorPath: filepath.Join(dir, "vectors.idx"),
		Debounce: debounce,
	}
	for _, c := range configure {
		c(&cfg)
	}
	f.ix, err = Open(cfg, emb)
	if err != nil {
		t.Fatal(err)
	}
	f.ix.Subscribe(func(ev Event) {
		f.mu.Lock()
		f.events = append(f.events, ev)
		f.mu.Unlock()
	})
	t.Cleanup(func() {
		f.ix.Close()
		db.Close()
	})
	return f
}

// chapter creates an empty chapter and returns its owner.
func (f *fixture) chapter() storage.Owner {
	f.t.Helper()
	var o storage.Owner
	if err := f.db.Update(func(tx *storage.Tx) error {
		c, err := tx.CreateChapter(f.project, "c", 1)
		o = c.Owner()
		return err
	}); err != nil {
		f.t.Fatal(err)
	}
	return o
}

// save stores text like engine.SaveChapter does and schedules the owner.
func (f *fixture) save(o storage.Owner, text string, immediate bool) {
	f.t.Helper()
	spans := chunk.SplitBlocks(text)
	rs := []rune(text)
	blocks := make([]storage.NewBlock, len(spans))
	for i, s := range spans {
		blocks[i] = storage.NewBlock{Start: s.Start, End: s.End, Text: string(rs[s.Start:s.End])}
	}
	var removed []uint64
	if err := f.db.Update(func(tx *storage.Tx) error {
		d, err := tx.SaveOwnerText(o, text, blocks)
		removed = d.RemovedChildren
		return err
	}); err != nil {
		f.t.Fatal(err)
	}
	f.ix.Remove(removed)
	f.ix.Schedule(o, immediate)
}

func (f *fixture) flush() error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return f.ix.Flush(ctx)
}

// eventsOf returns the recorded events of a kind.
func (f *fixture) eventsOf(kind EventKind) []Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []Event
	for _, ev := range f.events {
		if ev.Kind == kind {
			out = append(out, ev)
		}
	}
	return out
}

// waitFor polls cond until it holds or the timeout passes.
func (f *fixture) waitFor(timeout time.Duration, what string, cond func() bool) {
	f.t.Helper()
	deadline := time.Now().Add(timeout)
	for !cond() {
		if time.Now().After(deadline) {
			f.t.Fatalf("timed out after %v waiting for %s", timeout, what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// parentTexts returns the owner's parents' texts in text order.
func (f *fixture) parentTexts(o storage.Owner) []string {
	f.t.Helper()
	ps, err := storage.TxValue(f.db.View, func(tx *storage.Tx) ([]storage.Parent, error) { return tx.ParentsOf(o) })
	if err != nil {
		f.t.Fatal(err)
	}
	slices.SortFunc(ps, func(a, b storage.Parent) int { return a.Start - b.Start })
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Text
	}
	return out
}

// checkP8 verifies vector ids == child ids == keyword ids.
func (f *fixture) checkP8() {
	f.t.Helper()
	want := map[uint64]bool{}
	if err := f.db.View(func(tx *storage.Tx) error {
		return tx.ForEachChild(storage.ChildScan{}, func(c storage.Child) error {
			want[c.ID] = true
			return nil
		})
	}); err != nil {
		f.t.Fatal(err)
	}
	_, vix := f.ix.Active()
	vec := vix.IDs()
	kw, err := f.ix.Keyword().IDs()
	if err != nil {
		f.t.Fatal(err)
	}
	for name, ids := range map[string][]uint64{"vector": vec, "keyword": kw} {
		if len(ids) != len(want) {
			f.t.Fatalf("P8: %s index has %d ids, bbolt %d children", name, len(ids), len(want))
		}
		for _, id := range ids {
			if !want[id] {
				f.t.Fatalf("P8: %s index has id %d without a bbolt row", name, id)
			}
		}
	}
}

// dirtyBlocks counts dirty blocks of o.
func (f *fixture) dirtyBlocks(o storage.Owner) int {
	f.t.Helper()
	n, err := storage.TxValue(f.db.View, func(tx *storage.Tx) (int, error) { return tx.DirtyBlockCount(o) })
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}
