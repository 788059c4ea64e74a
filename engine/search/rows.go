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
	fresh, err := fetch(ids, r.children, r.absentChild, r.store.Children, "children")
	if err != nil {
		return err
	}
	parentIDs := make([]uint64, 0, len(fresh))
	for _, c := range fresh {
		parentIDs = append(parentIDs, c.ParentID)
	}
	return r.loadParents(parentIDs)
}

// loadParents reads the parents with the given ids that are not cached.
func (r *rows) loadParents(ids []uint64) error {
	_, err := fetch(ids, r.parents, r.absentParent, r.store.Parents, "parents")
	return err
}

// fetch reads with read those of ids that are neither in cached nor in
// absent, each once, caches the rows it gets and marks the ids it does not
// get absent. It returns the rows it read; what names them in the error.
func fetch[T any](ids []uint64, cached map[uint64]*T, absent map[uint64]bool, read func([]uint64) (map[uint64]T, error), what string) ([]*T, error) {
	var want []uint64
	seen := make(map[uint64]bool, len(ids))
	for _, id := range ids {
		if cached[id] == nil && !absent[id] && !seen[id] {
			want = append(want, id)
			seen[id] = true
		}
	}
	if len(want) == 0 {
		return nil, nil
	}
	got, err := read(want)
	if err != nil {
		return nil, &storeError{fmt.Errorf("search: read %d %s: %w", len(want), what, err)}
	}
	fresh := make([]*T, 0, len(want))
	for _, id := range want {
		v, ok := got[id]
		if !ok {
			absent[id] = true
			continue
		}
		cached[id] = &v
		fresh = append(fresh, &v)
	}
	return fresh, nil
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
