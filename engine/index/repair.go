package index

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"inkflow/model"
	"inkflow/storage"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// Batch sizes for rebuilds: large enough to amortise index overheads,
// small enough to bound memory on big libraries.
const (
	rebuildVectorBatch  = 1024
	rebuildKeywordBatch = 512
)

// newVectorIndex creates the empty index a model's vectors go into.
func newVectorIndex(dims int) *vector.Auto {
	return vector.NewAuto(dims, vector.DefaultAutoThreshold, vector.DefaultHNSWConfig())
}

// activate makes emb the active model at start-up (or when a model is
// loaded after none was). If the stored vectors belong to emb's model, the
// persisted vector index is loaded (or rebuilt) and reconciled; otherwise
// the model changed while InkFlow was not serving the old one, so every
// owner is marked stale and re-indexed under emb.
func (ix *Indexer) activate(emb model.Embedder) error {
	id, dims := emb.ModelID(), emb.Dims()
	if id == "" || dims <= 0 {
		return fmt.Errorf("index: model %q with %d dims is unusable", id, dims)
	}
	var (
		stored   string
		fileInfo storage.VectorFileInfo
		haveFile bool
	)
	if err := ix.db.View(func(tx *storage.Tx) error {
		stored = tx.ActiveModel()
		var err error
		fileInfo, haveFile, err = tx.VectorFile()
		return err
	}); err != nil {
		return fmt.Errorf("index: read model metadata: %w", err)
	}

	var vix vector.Index
	if stored != "" && stored != id {
		ix.log.Info("embedding model changed; re-indexing everything in the background", "from", stored, "to", id)
		if err := ix.markEverythingStale(id); err != nil {
			return err
		}
		vix = newVectorIndex(dims)
	} else {
		if stored == "" {
			if err := ix.db.Update(func(tx *storage.Tx) error { return tx.SetActiveModel(id) }); err != nil {
				return fmt.Errorf("index: record active model: %w", err)
			}
		}
		vix = ix.loadVectors(id, dims, fileInfo, haveFile)
	}
	added, removed, err := ix.reconcileVectors(vix, id)
	if err != nil {
		return err
	}
	if added+removed > 0 {
		ix.log.Info("vector index reconciled with the database", "added", added, "removed", removed)
	}
	ix.applyMu.Lock()
	ix.amu.Lock()
	ix.emb, ix.modelID, ix.vix = emb, id, vix
	ix.amu.Unlock()
	ix.vectorsDirty = ix.vectorsDirty || added+removed > 0
	ix.applyMu.Unlock()
	ix.signal()
	return nil
}

// planVersion is the version of parent planning (chunk.PlanParents) that
// the stored parents follow. Bump it when planning cuts existing text
// differently, and say in upgradePlans which owners that can change.
//
//	1: a block (what blank lines separate) was a planning unit.
//	2: the lines of a block are (2026-11-28).
const planVersion = 2

// upgradePlans marks stale the owners whose parents an older planner made
// differently, so that the backlog re-plans them in the background: a
// database made before version 2 has whole chapters planned as one unit
// where paragraphs had no blank line between them. Re-planning keeps every
// parent that comes out the same (computePlan), so only those owners'
// changed parents are chunked and embedded again.
func (ix *Indexer) upgradePlans() error {
	var current bool
	if err := ix.db.View(func(tx *storage.Tx) error {
		current = tx.PlanVersion() >= planVersion
		return nil
	}); err != nil || current { // an up-to-date database is not written to
		return err
	}
	err := ix.db.Update(func(tx *storage.Tx) error {
		if tx.PlanVersion() >= planVersion {
			return nil
		}
		owners, err := tx.AllOwners()
		if err != nil {
			return err
		}
		for _, o := range owners {
			if lines, err := hasLineBreaks(tx, o); err != nil || !lines {
				if err != nil {
					return err
				}
				continue
			}
			if err := tx.MarkStale(o); err != nil {
				return err
			}
		}
		return tx.SetPlanVersion(planVersion)
	})
	if err != nil {
		return fmt.Errorf("index: upgrade parent plans: %w", err)
	}
	return nil
}

// hasLineBreaks reports whether a block of o holds a line break: a
// paragraph per line with no blank line between.
func hasLineBreaks(tx *storage.Tx, o storage.Owner) (bool, error) {
	blocks, err := tx.Blocks(o)
	return slices.ContainsFunc(blocks, func(b storage.Block) bool {
		return strings.ContainsAny(b.Text, "\n\r\u0085\u2028\u2029")
	}), err
}

// markEverythingStale switches bbolt to the model id, marks every owner
// stale and drops the other models' cached vectors: their children are
// replaced as the owners are re-indexed.
func (ix *Indexer) markEverythingStale(id string) error {
	err := ix.db.Update(func(tx *storage.Tx) error {
		if err := tx.SetActiveModel(id); err != nil {
			return err
		}
		owners, err := tx.AllOwners()
		if err != nil {
			return err
		}
		for _, o := range owners {
			if err := tx.MarkStale(o); err != nil {
				return err
			}
		}
		_, err = tx.DropCacheExcept(id)
		return err
	})
	if err != nil {
		return fmt.Errorf("index: switch to model %s: %w", id, err)
	}
	return nil
}

// loadVectors loads the persisted vector index when it was written for
// this model, and otherwise returns an empty one for reconciliation to
// fill. Every fallback is logged.
func (ix *Indexer) loadVectors(id string, dims int, info storage.VectorFileInfo, haveFile bool) vector.Index {
	path := ix.cfg.VectorPath
	if haveFile && (info.ModelID != id || info.Dims != dims) {
		ix.log.Info("vector index file belongs to another model; rebuilding it", "path", path, "file_model", info.ModelID, "model", id)
		return newVectorIndex(dims)
	}
	loaded, err := vector.LoadFile(path)
	switch {
	case err == nil && loaded.Dims() == dims:
		return loaded
	case err == nil:
		ix.log.Warn("vector index file has the wrong dimensions; rebuilding it", "path", path, "dims", loaded.Dims(), "want", dims)
	case isNotExist(err):
		ix.log.Info("no vector index file; building it from the database", "path", path)
	case errors.Is(err, vector.ErrCorrupt):
		ix.log.Warn("vector index file is corrupt; rebuilding it from the database", "path", path, "err", err)
	default:
		ix.log.Warn("cannot read the vector index file; rebuilding it from the database", "path", path, "err", err)
	}
	return newVectorIndex(dims)
}

// batchAdder is implemented by indexes that insert batches faster.
type batchAdder interface {
	AddBatch(ids []uint64, vecs [][]float32) error
}

// reconcileVectors makes vix hold exactly the children of model id, by
// id-set difference against bbolt.
func (ix *Indexer) reconcileVectors(vix vector.Index, id string) (added, removed int, err error) {
	want := make(map[uint64]bool)
	if err := ix.db.View(func(tx *storage.Tx) error {
		return tx.ForEachChild(storage.ChildScan{}, func(c storage.Child) error {
			if c.ModelID == id {
				want[c.ID] = true
			}
			return nil
		})
	}); err != nil {
		return 0, 0, fmt.Errorf("index: list children: %w", err)
	}
	for _, cid := range vix.IDs() {
		if !want[cid] {
			vix.Delete(cid)
			removed++
		}
	}
	var missing []uint64
	for cid := range want {
		if !vix.Contains(cid) {
			missing = append(missing, cid)
		}
	}
	for start := 0; start < len(missing); start += rebuildVectorBatch {
		chunk := missing[start:min(start+rebuildVectorBatch, len(missing))]
		ids := make([]uint64, 0, len(chunk))
		vecs := make([][]float32, 0, len(chunk))
		if err := ix.db.View(func(tx *storage.Tx) error {
			for _, cid := range chunk {
				c, err := tx.Child(cid)
				if err != nil {
					return err
				}
				ids = append(ids, cid)
				vecs = append(vecs, c.Vector)
			}
			return nil
		}); err != nil {
			return added, removed, fmt.Errorf("index: read vectors: %w", err)
		}
		if ba, ok := vix.(batchAdder); ok {
			err = ba.AddBatch(ids, vecs)
		} else {
			for i := range ids {
				if err = vix.Add(ids[i], vecs[i]); err != nil {
					break
				}
			}
		}
		if err != nil {
			return added, removed, fmt.Errorf("index: rebuild vector index: %w", err)
		}
		added += len(ids)
	}
	return added, removed, nil
}

// ownersOf returns the distinct owners of children, in a stable order.
func (ix *Indexer) ownersOf(childIDs []uint64) ([]storage.Owner, error) {
	seen := make(map[storage.Owner]bool)
	var owners []storage.Owner
	err := ix.db.View(func(tx *storage.Tx) error {
		parents := make(map[uint64]bool)
		for _, id := range childIDs {
			c, err := tx.ChildNoVector(id)
			if errors.Is(err, storage.ErrNotFound) {
				// Deleted since it was listed (a repair while the
				// author writes): its removal is queued already.
				continue
			}
			if err != nil {
				return err
			}
			if parents[c.ParentID] {
				continue
			}
			parents[c.ParentID] = true
			p, err := tx.Parent(c.ParentID)
			if errors.Is(err, storage.ErrNotFound) {
				continue // gone with the child
			}
			if err != nil {
				return err
			}
			if !seen[p.Owner] {
				seen[p.Owner] = true
				owners = append(owners, p.Owner)
			}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("index: read children for the keyword index: %w", err)
	}
	slices.SortFunc(owners, func(a, b storage.Owner) int {
		return cmp.Or(cmp.Compare(a.Kind, b.Kind), cmp.Compare(a.ID, b.ID))
	})
	return owners, nil
}

// reconcileKeyword makes the keyword index hold exactly bbolt's children:
// at Open, and on the keyword writer's goroutine after the index reopened
// itself or a reconciliation at Open failed (repairKeyword), where
// changes committed meanwhile are queued behind it and applied after it.
// A failure to write the index (a full disk) is a keywordWriteError.
func (ix *Indexer) reconcileKeyword() error {
	have, err := ix.kw.IDs()
	if err != nil {
		return fmt.Errorf("index: list keyword documents: %w", err)
	}
	want := make(map[uint64]bool)
	if err := ix.db.View(func(tx *storage.Tx) error {
		return tx.ForEachChild(storage.ChildScan{}, func(c storage.Child) error {
			want[c.ID] = true
			return nil
		})
	}); err != nil {
		return fmt.Errorf("index: list children: %w", err)
	}
	haveSet := make(map[uint64]bool, len(have))
	var extra []uint64
	for _, id := range have {
		haveSet[id] = true
		if !want[id] {
			extra = append(extra, id)
		}
	}
	var missing []uint64
	for id := range want {
		if !haveSet[id] {
			missing = append(missing, id)
		}
	}
	if len(extra) > 0 {
		if err := ix.kw.Delete(extra); err != nil {
			return keywordWriteError{fmt.Errorf("index: remove stale keyword documents: %w", err), len(extra) + len(missing)}
		}
	}
	// A missing document is rebuilt with the rest of its owner's, whose
	// passages it shares (keyworddocs.go); owners are read and written a
	// batch at a time.
	owners, err := ix.ownersOf(missing)
	if err != nil {
		return err
	}
	var docs []keyword.Doc
	for i, o := range owners {
		if err := ix.db.View(func(tx *storage.Tx) error {
			ds, err := ownerKeywordDocs(tx, o)
			docs = append(docs, ds...)
			return err
		}); err != nil {
			return fmt.Errorf("index: read %s for the keyword index: %w", o, err)
		}
		if len(docs) >= rebuildKeywordBatch || i == len(owners)-1 {
			if _, err := ix.putKeywordDocs(docs); err != nil {
				return keywordWriteError{fmt.Errorf("index: rebuild keyword index: %w", err), len(missing)}
			}
			docs = docs[:0]
		}
	}
	if len(extra)+len(missing) > 0 {
		ix.log.Info("keyword index reconciled with the database", "added", len(missing), "removed", len(extra))
	}
	return nil
}

// keywordWriteError is a reconciliation's failure to write the keyword
// index (a full disk), as opposed to one to read what to write: behind
// counts the documents it had to add or remove (an upper bound of what
// is still missing, as batches before the failure may have been written).
type keywordWriteError struct {
	err    error
	behind int
}

func (e keywordWriteError) Error() string { return e.err.Error() }
func (e keywordWriteError) Unwrap() error { return e.err }
