package index

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"inkflow/engine/chunk"
	"inkflow/engine/index/indextest"
	"inkflow/storage"
)

// TestShortOwnersShareTaskGroups: owners due together are indexed in
// groups (AfterTask sees several at once) within the group budget, every
// one of them exactly once, and each owner's EventDone comes only once
// its children are in the keyword index as well as in bbolt.
func TestShortOwnersShareTaskGroups(t *testing.T) {
	var (
		mu     sync.Mutex
		groups [][]storage.Owner
	)
	f := newFixture(t, indextest.Bigram{}, time.Hour, func(c *Config) {
		c.AfterTask = func(_ context.Context, owners []storage.Owner, _ chunk.Embedder) (Followup, error) {
			mu.Lock()
			groups = append(groups, slices.Clone(owners))
			mu.Unlock()
			return Followup{}, nil
		}
	})
	const n = 100
	owners := make([]storage.Owner, n)
	for i := range owners {
		owners[i] = f.chapter()
	}
	var notSearchable []string
	f.ix.Subscribe(func(ev Event) {
		if ev.Kind != EventDone {
			return
		}
		var ids []uint64
		if err := f.db.View(func(tx *storage.Tx) error {
			parents, err := tx.ParentIDsOf(ev.Owner)
			for _, pid := range parents {
				kids, err := tx.ChildIDsOf(pid)
				if err != nil {
					return err
				}
				ids = append(ids, kids...)
			}
			return err
		}); err != nil {
			t.Error(err)
			return
		}
		have, err := f.ix.Keyword().IDs()
		if err != nil {
			t.Error(err)
			return
		}
		for _, id := range ids {
			if !slices.Contains(have, id) {
				mu.Lock()
				notSearchable = append(notSearchable, fmt.Sprintf("%s child %d", ev.Owner, id))
				mu.Unlock()
			}
		}
	})
	if err := f.ix.pause(context.Background()); err != nil { // all are due when the workers start
		t.Fatal(err)
	}
	for i, o := range owners {
		f.save(o, fmt.Sprintf("第%d段。%s", i, para[:60]), true)
	}
	f.ix.resume()
	if err := f.flush(); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	seen := map[storage.Owner]int{}
	for _, g := range groups {
		if len(g) > groupOwners {
			t.Errorf("a group of %d owners, more than %d", len(g), groupOwners)
		}
		for _, o := range g {
			seen[o]++
		}
	}
	for _, o := range owners {
		if seen[o] != 1 {
			t.Errorf("%s was in %d groups, want 1", o, seen[o])
		}
	}
	if len(groups) > n/2 {
		t.Errorf("%d short owners took %d groups: they were not grouped", n, len(groups))
	}
	if len(notSearchable) > 0 {
		t.Errorf("EventDone before the keyword index had: %v", notSearchable[:min(3, len(notSearchable))])
	}
	f.checkP8()
}
