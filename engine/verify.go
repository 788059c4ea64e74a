package engine

import (
	"errors"
	"fmt"
	"slices"

	"inkflow/storage"
)

// Verify checks the stored data against the invariants of
// docs/ARCHITECTURE.md §3 that span the database and the derived indexes:
// every child points at an existing parent (P2), no mention of a wiki
// entry outlives its block, chapter or entry (P6), and the vector and
// keyword indexes hold exactly the stored children (P8). P8 holds only while the
// indexer is idle, so call Flush first. It reads every parent and child
// once; it is meant for tests, the reliability harness and diagnostics.
// Every violation found is returned, joined.
func (e *Engine) Verify() error {
	var errs []error
	var children []uint64
	err := e.db.View(func(tx *storage.Tx) error {
		// One pass over the parents: a huge parent (a million-rune line
		// is one sentence) must not be decoded once per child.
		found, err := tx.CheckMentions()
		if err != nil {
			return err
		}
		errs = append(errs, found...)
		parents := map[uint64]bool{}
		if err := tx.ForEachParent(func(p storage.Parent) error {
			parents[p.ID] = true
			return nil
		}); err != nil {
			return err
		}
		return tx.ForEachChild(storage.ChildScan{}, func(c storage.Child) error {
			children = append(children, c.ID)
			if !parents[c.ParentID] {
				errs = append(errs, fmt.Errorf("P2: child %d points at missing parent %d", c.ID, c.ParentID))
			}
			return nil
		})
	})
	if err != nil {
		return fmt.Errorf("engine: verify: %w", err)
	}
	slices.Sort(children)
	_, vix := e.Vectors()
	if vix == nil {
		return errors.Join(append(errs, errors.New("P8: no vector index"))...)
	}
	vids := vix.IDs()
	slices.Sort(vids)
	if !slices.Equal(vids, children) {
		errs = append(errs, fmt.Errorf("P8: vector ids differ from children (%d vs %d)", len(vids), len(children)))
	}
	kids, err := e.Keyword().IDs()
	if err != nil {
		return errors.Join(append(errs, fmt.Errorf("engine: verify: %w", err))...)
	}
	slices.Sort(kids)
	if !slices.Equal(kids, children) {
		errs = append(errs, fmt.Errorf("P8: keyword ids differ from children (%d vs %d)", len(kids), len(children)))
	}
	return errors.Join(errs...)
}
