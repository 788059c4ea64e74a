package index

import (
	"errors"
	"fmt"
	"io/fs"
	"time"

	"inkflow/storage"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// addedChild is a committed child waiting to enter the derived indexes:
// its keyword document, and its vector unless it kept the one it has.
type addedChild struct {
	id  uint64
	vec []float32 // nil: the vector index already holds the child
	doc keyword.Doc
}

// apply brings the derived indexes in line with a committed change:
// removed children leave both indexes, added children enter them.
//
// Every mutation of the derived indexes happens under applyMu, and an add
// is first checked against bbolt inside it. Deletions are only queued
// after their transaction committed, so whichever order a task's adds and
// a concurrent save's deletions arrive in, a child is in the indexes after
// both exactly when its row exists (P8).
func (ix *Indexer) apply(modelID string, removed []uint64, added []addedChild) {
	if len(removed) == 0 && len(added) == 0 {
		return
	}
	ix.applyMu.Lock()
	defer ix.applyMu.Unlock()
	ix.amu.RLock()
	vix, active := ix.vix, ix.modelID
	ix.amu.RUnlock()
	var errs []error
	touched := false
	if len(removed) > 0 {
		if vix != nil {
			for _, id := range removed {
				touched = vix.Delete(id) || touched
			}
		}
		if err := ix.kw.Delete(removed); err != nil {
			errs = append(errs, err)
		}
	}
	if len(added) > 0 {
		live := added[:0:0]
		err := ix.db.View(func(tx *storage.Tx) error {
			for _, a := range added {
				if tx.HasChild(a.id) {
					live = append(live, a)
				}
			}
			return nil
		})
		if err != nil {
			errs = append(errs, err)
			live = nil
		}
		docs := make([]keyword.Doc, 0, len(live))
		for _, a := range live {
			docs = append(docs, a.doc)
			// A cutover between this task's commit and now replaced the
			// vector index; these vectors belong to the old model.
			if vix != nil && modelID == active && a.vec != nil {
				if err := vix.Add(a.id, a.vec); err != nil {
					errs = append(errs, err)
				}
				touched = true
			}
		}
		if err := ix.kw.Put(docs); err != nil {
			errs = append(errs, err)
		}
	}
	if touched {
		ix.vectorsDirty, ix.lastChange = true, time.Now()
		select {
		case ix.persistWake <- struct{}{}:
		default:
		}
	}
	if err := errors.Join(errs...); err != nil {
		ix.met.update(func(m *Metrics) { m.IndexErrors++ })
		ix.log.Error("updating the search indexes failed; the next start repairs them", "err", err)
		ix.mu.Lock()
		ix.applyErr, ix.applyErrAt = err, time.Now()
		ix.mu.Unlock()
	}
}

// Remove queues children deleted by a committed transaction for removal
// from the derived indexes. It never blocks on the indexes, so the write
// path stays fast; Flush waits for the queue to drain.
func (ix *Indexer) Remove(childIDs []uint64) {
	if len(childIDs) == 0 {
		return
	}
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		// Close has drained the queue already; start-up reconciliation
		// removes these ids next time.
		return
	}
	ix.removals = append(ix.removals, childIDs...)
	ix.signalLocked()
	ix.mu.Unlock()
	select {
	case ix.removeWake <- struct{}{}:
	default:
	}
}

// remover applies queued removals.
func (ix *Indexer) remover() {
	defer ix.wg.Done()
	for {
		select {
		case <-ix.ctx.Done():
			return
		case <-ix.removeWake:
		}
		ix.drainRemovals()
	}
}

// drainRemovals applies every queued removal.
func (ix *Indexer) drainRemovals() {
	for {
		ix.mu.Lock()
		batch := ix.removals
		ix.removals = nil
		ix.applying = len(batch) > 0
		ix.mu.Unlock()
		if len(batch) == 0 {
			return
		}
		ix.apply(ix.ActiveModelID(), batch, nil)
		ix.mu.Lock()
		ix.applying = false
		ix.signalLocked()
		ix.mu.Unlock()
	}
}

// persister writes the vector index to disk once the indexer has been
// quiet for PersistDelay, instead of after every task.
func (ix *Indexer) persister() {
	defer ix.wg.Done()
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		select {
		case <-ix.ctx.Done():
			timer.Stop()
			return
		case <-ix.persistWake:
			timer.Reset(ix.cfg.PersistDelay)
		case <-timer.C:
			ix.applyMu.Lock()
			quiet := time.Since(ix.lastChange)
			ix.applyMu.Unlock()
			if quiet < ix.cfg.PersistDelay {
				timer.Reset(ix.cfg.PersistDelay - quiet)
				continue
			}
			if err := ix.persistVectors(); err != nil {
				ix.log.Error("saving the vector index failed", "err", err)
			}
		}
	}
}

// persistVectors writes the vector index if it changed since the last
// write, then records in bbolt which model the file holds. The file is
// written first: a crash in between leaves bbolt naming the older model,
// which only costs a rebuild.
func (ix *Indexer) persistVectors() error {
	ix.applyMu.Lock()
	defer ix.applyMu.Unlock()
	ix.amu.RLock()
	vix, modelID := ix.vix, ix.modelID
	ix.amu.RUnlock()
	if vix == nil || !ix.vectorsDirty {
		return nil
	}
	if err := vector.SaveFile(ix.cfg.VectorPath, vix); err != nil {
		return fmt.Errorf("index: %w", err)
	}
	if err := ix.db.Update(func(tx *storage.Tx) error {
		return tx.SetVectorFile(storage.VectorFileInfo{ModelID: modelID, Dims: vix.Dims()})
	}); err != nil {
		return fmt.Errorf("index: record vector file: %w", err)
	}
	ix.vectorsDirty = false
	return nil
}

// PersistVectors writes the vector index now if it changed.
func (ix *Indexer) PersistVectors() error { return ix.persistVectors() }

// isNotExist reports a missing file.
func isNotExist(err error) bool { return errors.Is(err, fs.ErrNotExist) }
