package engine

import (
	"fmt"

	"inkflow/engine/eval/bm25"
	"inkflow/storage"
)

// BM25Baseline indexes a project's chapter text for the textbook baseline
// that `inkflow eval --mode bm25` reports beside the product's search. It
// reads the stored text, not any search index, so it is independent of
// indexing state and of the keyword index's analysis.
func (e *Engine) BM25Baseline(projectID uint64) (*bm25.Index, error) {
	var chapters []bm25.Chapter
	err := e.db.View(func(tx *storage.Tx) error {
		chs, err := tx.Chapters(projectID)
		if err != nil {
			return err
		}
		for _, c := range chs {
			full, err := tx.ChapterWithText(c.ID)
			if err != nil {
				return err
			}
			chapters = append(chapters, bm25.Chapter{Index: full.Index, Text: full.Text})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: bm25 baseline: %w", err)
	}
	return bm25.New(chapters), nil
}
