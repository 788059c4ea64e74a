package searchtest

import (
	"fmt"
	"slices"
	"sync"
	"unicode/utf8"

	"inkflow/engine/search"
)

// Store is an in-memory search.Store. It is safe for concurrent use.
type Store struct {
	mu       sync.RWMutex
	parents  map[uint64]search.Parent
	children map[uint64]search.Child
	// kids lists each parent's child ids in order.
	kids map[uint64][]uint64
}

// NewStore returns an empty Store.
func NewStore() *Store {
	return &Store{
		parents:  make(map[uint64]search.Parent),
		children: make(map[uint64]search.Child),
		kids:     make(map[uint64][]uint64),
	}
}

// Put stores a parent with its children (replacing a parent with the same
// id). It checks what the real store guarantees: every child points at the
// parent, has Order equal to its position and offsets inside the parent,
// and its Text is exactly the parent's runes at those offsets.
func (s *Store) Put(p search.Parent, children []search.Child) error {
	rs := []rune(p.Text)
	for i, c := range children {
		if c.ParentID != p.ID {
			return fmt.Errorf("searchtest: child %d points at parent %d, not %d", c.ID, c.ParentID, p.ID)
		}
		if c.Order != i {
			return fmt.Errorf("searchtest: child %d has order %d at position %d", c.ID, c.Order, i)
		}
		if c.Start < 0 || c.End < c.Start || c.End > len(rs) {
			return fmt.Errorf("searchtest: child %d span [%d,%d) outside parent of %d runes", c.ID, c.Start, c.End, len(rs))
		}
		if string(rs[c.Start:c.End]) != c.Text {
			return fmt.Errorf("searchtest: child %d text differs from parent runes [%d,%d)", c.ID, c.Start, c.End)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.deleteLocked(p.ID)
	p.Aliases = slices.Clone(p.Aliases)
	s.parents[p.ID] = p
	ids := make([]uint64, len(children))
	for i, c := range children {
		c.Vector = slices.Clone(c.Vector)
		s.children[c.ID] = c
		ids[i] = c.ID
	}
	s.kids[p.ID] = ids
	return nil
}

// Delete removes a parent and its children and returns the children's ids.
func (s *Store) Delete(parentID uint64) []uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.deleteLocked(parentID)
}

func (s *Store) deleteLocked(parentID uint64) []uint64 {
	ids := s.kids[parentID]
	for _, id := range ids {
		delete(s.children, id)
	}
	delete(s.kids, parentID)
	delete(s.parents, parentID)
	return ids
}

// Children implements search.Store.
func (s *Store) Children(ids []uint64) (map[uint64]search.Child, error) {
	return pick(s, s.children, ids, func(c search.Child) search.Child {
		c.Vector = nil // as a store reading without vectors would
		return c
	}), nil
}

// Parents implements search.Store.
func (s *Store) Parents(ids []uint64) (map[uint64]search.Parent, error) {
	return pick(s, s.parents, ids, func(p search.Parent) search.Parent {
		p.Aliases = slices.Clone(p.Aliases)
		return p
	}), nil
}

// pick reads the records of ids that m holds, under the store's read
// lock, each as clone makes it (what the caller gets must not share what
// the store keeps).
func pick[T any](s *Store, m map[uint64]T, ids []uint64, clone func(T) T) map[uint64]T {
	s.mu.RLock()
	defer s.mu.RUnlock()
	out := make(map[uint64]T, len(ids))
	for _, id := range ids {
		if v, ok := m[id]; ok {
			out[id] = clone(v)
		}
	}
	return out
}

// ChapterChildren implements search.Store: the children of every parent of
// the chapter, in story order, with vectors.
func (s *Store) ChapterChildren(chapterID uint64) ([]search.Child, error) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	var ps []search.Parent
	for _, p := range s.parents {
		if p.Kind == search.KindChapter && p.OwnerID == chapterID {
			ps = append(ps, p)
		}
	}
	slices.SortFunc(ps, func(a, b search.Parent) int { return a.OwnerStart - b.OwnerStart })
	var out []search.Child
	for _, p := range ps {
		for _, id := range s.kids[p.ID] {
			c := s.children[id]
			c.Vector = slices.Clone(c.Vector)
			out = append(out, c)
		}
	}
	return out, nil
}

// Parent returns one parent, for assertions.
func (s *Store) Parent(id uint64) (search.Parent, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	p, ok := s.parents[id]
	return p, ok
}

// Child returns one child with its vector, for assertions.
func (s *Store) Child(id uint64) (search.Child, bool) {
	s.mu.RLock()
	defer s.mu.RUnlock()
	c, ok := s.children[id]
	c.Vector = slices.Clone(c.Vector)
	return c, ok
}

// ParentIDs returns every parent id in ascending order.
func (s *Store) ParentIDs() []uint64 {
	s.mu.RLock()
	defer s.mu.RUnlock()
	ids := make([]uint64, 0, len(s.parents))
	for id := range s.parents {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	return ids
}

// ChildIDs returns a parent's child ids in order.
func (s *Store) ChildIDs(parentID uint64) []uint64 {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return slices.Clone(s.kids[parentID])
}

// ParentLen is the rune length of a parent's text (0 if absent).
func (s *Store) ParentLen(id uint64) int {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return utf8.RuneCountInString(s.parents[id].Text)
}
