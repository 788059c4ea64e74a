package engine

import (
	"context"
	"fmt"
	"slices"
	"time"

	"inkflow/model"
	"inkflow/storage"
	"inkflow/storage/vector"
)

// Stats is the `inkflow stats --json` report (docs/ARCHITECTURE.md §8); the
// JSON keys are part of the command-line contract.
type Stats struct {
	Projects     int        `json:"projects"`
	Chapters     int        `json:"chapters"`
	Blocks       int        `json:"blocks"`
	Parents      int        `json:"parents"`
	Children     int        `json:"children"`
	Vectors      int        `json:"vectors"`
	DirtyBlocks  int        `json:"dirty_blocks"`
	PendingTasks int        `json:"pending_tasks"`
	FailedTasks  int        `json:"failed_tasks"`
	Model        ModelInfo  `json:"model"`
	VectorIndex  VectorInfo `json:"vector_index"`
	// DeletedProjects is how many of Projects are deleted (kept, with
	// their chapters and search data, until restored or purged): counted
	// here, absent from every command that takes a project.
	DeletedProjects int `json:"deleted_projects"`
	// ChildChars and ParentChars are the sizes the chunker made of the
	// chapters' text. Summaries and wiki entries are left out: they are
	// indexed whole, as long as their author (or the extractive
	// summariser, ≤ 3 sentences) wrote them, so they say nothing about
	// chunking and would otherwise set p1 on every imported book.
	ChildChars  SizeSummary `json:"child_chars"`
	ParentChars SizeSummary `json:"parent_chars"`
	// Snapshots is what chapter snapshots take.
	Snapshots SnapshotStats `json:"snapshots"`
	// KeywordBacklog is how far keyword search lags behind the saved text
	// because writing its index failed (a full disk; KeywordBacklog).
	KeywordBacklog KeywordLag `json:"keyword_backlog"`
}

// KeywordLag is index.KeywordBacklog as Stats reports it.
type KeywordLag struct {
	// Waiting counts the passages (keyword documents and deletions)
	// waiting to be written; 0 when nothing is behind.
	Waiting int `json:"waiting"`
	// Error is the last failure, "" when nothing is behind.
	Error string `json:"error"`
	// Since is when the failures in a row began (absent when none).
	Since time.Time `json:"since,omitzero"`
}

// SnapshotStats counts the chapter snapshots and the bytes they take in
// the database (deltas and full copies).
type SnapshotStats struct {
	Count       int   `json:"count"`
	StoredBytes int64 `json:"stored_bytes"`
}

// ModelInfo describes the model serving search.
type ModelInfo struct {
	// ID is the model id ("" when none is loaded).
	ID string `json:"id"`
	// Kind is "static" or "transformer" ("" when unknown or none).
	Kind string `json:"kind"`
	Dims int    `json:"dims"`
}

// VectorInfo describes the vector index.
type VectorInfo struct {
	// Type is "flat", "hnsw" or "none".
	Type  string `json:"type"`
	Nodes int    `json:"nodes"`
}

// SizeSummary is a distribution of sizes in characters (runes), with
// nearest-rank percentiles; all zero when there is nothing to measure.
type SizeSummary struct {
	Min int `json:"min"`
	P1  int `json:"p1"`
	P50 int `json:"p50"`
	P99 int `json:"p99"`
	Max int `json:"max"`
}

// summarize computes a SizeSummary; it sorts sizes.
func summarize(sizes []int) SizeSummary {
	if len(sizes) == 0 {
		return SizeSummary{}
	}
	slices.Sort(sizes)
	rank := func(p float64) int {
		i := int(p/100*float64(len(sizes))+0.999999) - 1 // nearest rank
		return sizes[min(max(i, 0), len(sizes)-1)]
	}
	return SizeSummary{Min: sizes[0], P1: rank(1), P50: rank(50), P99: rank(99), Max: sizes[len(sizes)-1]}
}

// manifester is implemented by model.ONNXEmbedder.
type manifester interface{ Manifest() model.Manifest }

// ModelKind reports the model family ("static", "transformer") when the
// embedder, or one it wraps, can say; "" otherwise.
func ModelKind(emb Embedder) string {
	if m, ok := model.Find[manifester](emb); ok {
		return m.Manifest().Kind
	}
	return ""
}

// Stats counts what the data directory holds. It scans the parents and
// children (headers only), so it suits status displays and the command
// line, not a hot path.
func (e *Engine) Stats(ctx context.Context) (Stats, error) {
	var (
		s           Stats
		childSizes  []int
		parentSizes []int
	)
	err := e.db.View(func(tx *storage.Tx) error {
		c, err := tx.Counts()
		if err != nil {
			return err
		}
		s.Projects, s.Chapters, s.Blocks, s.Parents, s.Children, s.DirtyBlocks =
			c.Projects, c.Chapters, c.Blocks, c.Parents, c.Children, c.DirtyBlocks
		ps, err := tx.Projects()
		if err != nil {
			return err
		}
		for _, p := range ps {
			if !p.Deleted.IsZero() {
				s.DeletedProjects++
			}
		}
		u, err := tx.SnapshotUsage()
		if err != nil {
			return err
		}
		s.Snapshots = SnapshotStats{Count: u.Count, StoredBytes: u.StoredBytes}
		storyParents := make(map[uint64]bool, c.Parents)
		parentSizes = make([]int, 0, c.Parents)
		if err := tx.ForEachParent(func(p storage.Parent) error {
			if p.Owner.Kind == storage.OwnerChapter {
				storyParents[p.ID] = true
				parentSizes = append(parentSizes, p.Len())
			}
			return ctx.Err()
		}); err != nil {
			return err
		}
		childSizes = make([]int, 0, c.Children)
		return tx.ForEachChild(storage.ChildScan{}, func(ch storage.Child) error {
			if storyParents[ch.ParentID] {
				childSizes = append(childSizes, ch.Len())
			}
			return ctx.Err()
		})
	})
	if err != nil {
		return Stats{}, fmt.Errorf("engine: stats: %w", err)
	}
	s.ChildChars, s.ParentChars = summarize(childSizes), summarize(parentSizes)
	s.PendingTasks, _, s.FailedTasks = e.ix.Counts()
	if lag := e.KeywordBacklog(); lag.Err != nil {
		s.KeywordBacklog = KeywordLag{Waiting: lag.Waiting, Error: lag.Err.Error(), Since: lag.Since}
	}
	emb, vix := e.ix.Active()
	if emb != nil {
		s.Model = ModelInfo{ID: emb.ModelID(), Kind: ModelKind(emb), Dims: emb.Dims()}
	}
	s.VectorIndex = VectorInfo{Type: "none"}
	if vix != nil {
		s.Vectors = vix.Len()
		s.VectorIndex = VectorInfo{Type: vectorType(vix), Nodes: vix.Len()}
	}
	return s, nil
}

// vectorType names the index implementation in use.
func vectorType(ix vector.Index) string {
	switch v := ix.(type) {
	case *vector.Auto:
		if v.UsingHNSW() {
			return "hnsw"
		}
		return "flat"
	case *vector.HNSW:
		return "hnsw"
	case *vector.Flat:
		return "flat"
	default:
		return fmt.Sprintf("%T", ix)
	}
}
