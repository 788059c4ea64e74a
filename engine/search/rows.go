package search

import "fmt"

// rows caches the children and parents one search has read, so the
// over-fetch rounds and the layers of a cross-project search read each row
// once.
type rows struct {
	store    Store
	children map[uint64]*Child
	parents  map[uint64]*Parent
	// absent remembers ids the store did not have (a stale index entry),
	// so they are not asked for again.
	absentChild  map[uint64]bool
	absentParent map[uint64]bool
}

func newRows(s Store) *rows {
	return &rows{
		store:        s,
		children:     make(map[uint64]*Child),
		parents:      make(map[uint64]*Parent),
		absentChild:  make(map[uint64]bool),
		absentParent: make(map[uint64]bool),
	}
}

// load reads the children with the given ids, and their parents, that are
// not cached yet.
func (r *rows) load(ids []uint64) error {
	var want []uint64
	for _, id := range ids {
		if r.children[id] == nil && !r.absentChild[id] {
			want = append(want, id)
		}
	}
	if len(want) == 0 {
		return nil
	}
	got, err := r.store.Children(want)
	if err != nil {
		return &storeError{fmt.Errorf("search: read %d children: %w", len(want), err)}
	}
	var parentIDs []uint64
	for _, id := range want {
		c, ok := got[id]
		if !ok {
			r.absentChild[id] = true
			continue
		}
		r.children[id] = &c
		if r.parents[c.ParentID] == nil && !r.absentParent[c.ParentID] {
			parentIDs = append(parentIDs, c.ParentID)
		}
	}
	return r.loadParents(parentIDs)
}

// loadParents reads the parents with the given ids that are not cached.
func (r *rows) loadParents(ids []uint64) error {
	var want []uint64
	seen := make(map[uint64]bool, len(ids))
	for _, id := range ids {
		if r.parents[id] == nil && !r.absentParent[id] && !seen[id] {
			want = append(want, id)
			seen[id] = true
		}
	}
	if len(want) == 0 {
		return nil
	}
	got, err := r.store.Parents(want)
	if err != nil {
		return &storeError{fmt.Errorf("search: read %d parents: %w", len(want), err)}
	}
	for _, id := range want {
		p, ok := got[id]
		if !ok {
			r.absentParent[id] = true
			continue
		}
		r.parents[id] = &p
	}
	return nil
}

// pair returns a cached child and its parent; ok is false when either is
// missing from the store.
func (r *rows) pair(childID uint64) (*Child, *Parent, bool) {
	c := r.children[childID]
	if c == nil {
		return nil, nil, false
	}
	p := r.parents[c.ParentID]
	if p == nil {
		return nil, nil, false
	}
	return c, p, true
}
