package engine

import (
	"context"
	"fmt"

	"inkflow/storage"
)

// Flush skips the debounce for everything pending and waits until the
// indexer and the mention tracker are idle or ctx is done. Owners that fail during the flush make
// it return an error wrapping ErrIndexFailed (they stay dirty and are
// retried in the background); with work pending and no model it returns
// ErrNoModel.
func (e *Engine) Flush(ctx context.Context) error {
	if err := e.FlushMentions(ctx); err != nil {
		return err
	}
	if err := e.ix.Flush(ctx); err != nil {
		return fmt.Errorf("engine: %w", err)
	}
	return nil
}

// Reindex rebuilds a project's search data (all projects when projectID
// is 0): every block is marked dirty, every parent and child dropped, and
// the indexer re-runs without debounce. The embedding cache makes this
// cheap: unchanged text is not embedded again. It waits like Flush.
func (e *Engine) Reindex(ctx context.Context, projectID uint64) error {
	var (
		owners  []storage.Owner
		removed []uint64
	)
	err := e.db.Update(func(tx *storage.Tx) error {
		if projectID != 0 {
			if _, err := tx.Project(projectID); err != nil {
				return err
			}
		}
		var err error
		if owners, err = ownersIn(tx, projectID); err != nil {
			return err
		}
		for _, o := range owners {
			ids, err := tx.DeleteDerived(o)
			if err != nil {
				return err
			}
			removed = append(removed, ids...)
			if err := tx.MarkAllBlocksDirty(o); err != nil {
				return err
			}
			if err := tx.MarkStale(o); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("engine: reindex: %w", err)
	}
	e.ix.Remove(removed)
	for _, o := range owners {
		e.ix.Schedule(o, true)
	}
	return e.Flush(ctx)
}

// FlushMentions skips the debounce for mentions waiting to be updated and
// waits until the mention tracker is idle or ctx is done. It needs no
// model.
func (e *Engine) FlushMentions(ctx context.Context) error {
	if err := e.mentions.flush(ctx); err != nil {
		return fmt.Errorf("engine: mentions: %w", err)
	}
	return nil
}
