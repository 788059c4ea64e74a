package engine

import (
	"fmt"

	"inkflow/storage"
)

// IndexProgress tells how much of a project search can see.
type IndexProgress struct {
	// Indexed counts the project's passages (StoryBlocks of its chapters,
	// wiki entries and summaries) whose children and vectors are stored;
	// Total counts them all.
	Indexed int `json:"indexed"`
	Total   int `json:"total"`
}

// Complete reports whether every passage is indexed.
func (p IndexProgress) Complete() bool { return p.Indexed == p.Total }

// IndexProgress counts a project's indexed and total passages (every
// project when projectID is 0). A passage still marked dirty — saved or
// imported but not yet chunked and embedded, for instance because the
// process that imported it was killed — is not indexed, and search does
// not see it. Neither is any passage of a text marked stale with no dirty
// passage: that is a text waiting to be re-embedded whole under a new
// model (a `model use` that was interrupted), whose passages are all
// missing from the new model's vectors though none is dirty. It reads
// every block record of the project once.
func (e *Engine) IndexProgress(projectID uint64) (IndexProgress, error) {
	var p IndexProgress
	err := e.db.View(func(tx *storage.Tx) error {
		owners, err := ownersIn(tx, projectID)
		if err != nil {
			return err
		}
		for _, o := range owners {
			blocks, err := tx.BlockLayout(o)
			if err != nil {
				return err
			}
			clean := 0
			for _, b := range blocks {
				if !b.Dirty {
					clean++
				}
			}
			p.Total += len(blocks)
			if clean < len(blocks) || !tx.IsStale(o) {
				p.Indexed += clean
			}
		}
		return nil
	})
	if err != nil {
		return IndexProgress{}, fmt.Errorf("engine: index progress: %w", err)
	}
	return p, nil
}

// ownersIn lists the owners of a project's texts, or of every project's
// when projectID is 0.
func ownersIn(tx *storage.Tx, projectID uint64) ([]storage.Owner, error) {
	if projectID == 0 {
		return tx.AllOwners()
	}
	return tx.OwnersOfProject(projectID)
}
