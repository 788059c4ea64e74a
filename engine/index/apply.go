package index

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"slices"
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
// removed children leave both indexes, added children enter them. The
// vector index changes at once; the keyword index's changes are queued
// for the keyword writer (see writeKeyword).
//
// Every mutation of the derived indexes is decided under applyMu, and an
// add is first checked against bbolt inside it. Deletions are only queued
// after their transaction committed, so whichever order a task's adds and
// a concurrent save's deletions arrive in, a child is in the indexes after
// both exactly when its row exists (P8); the keyword queue keeps that
// order. It returns the keyword queue's sequence number of the change, for
// afterKeyword (0 when nothing was queued).
func (ix *Indexer) apply(modelID string, removed []uint64, added []addedChild) uint64 {
	if len(removed) == 0 && len(added) == 0 {
		return 0
	}
	ix.applyMu.Lock()
	defer ix.applyMu.Unlock()
	ix.amu.RLock()
	vix, active := ix.vix, ix.modelID
	ix.amu.RUnlock()
	var errs []error
	touched := false
	if vix != nil {
		for _, id := range removed {
			touched = vix.Delete(id) || touched
		}
	}
	var docs []keyword.Doc
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
		docs = make([]keyword.Doc, 0, len(live))
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
	}
	seq := ix.queueKeyword(removed, docs)
	if touched {
		ix.vectorsDirty, ix.lastChange = true, time.Now()
		select {
		case ix.persistWake <- struct{}{}:
		default:
		}
	}
	ix.recordApplyErr(errors.Join(errs...), "the next start repairs them")
	return seq
}

// recordApplyErr logs a failure to update the derived indexes, with what
// mends it (remedy, for the log), and keeps it for Flush. A nil err is
// ignored.
func (ix *Indexer) recordApplyErr(err error, remedy string) {
	if err == nil {
		return
	}
	ix.met.update(func(m *Metrics) { m.IndexErrors++ })
	ix.log.Error("updating the search indexes failed; "+remedy, "err", err)
	ix.mu.Lock()
	ix.applyErr, ix.applyErrAt = err, ix.clock.Now() // Flush compares it with its start
	ix.mu.Unlock()
}

// The keyword writer. A keyword-index batch costs tens of milliseconds
// however small it is (bleve writes, fsyncs and later merges a segment per
// batch), and in the task's path that was most of the cost of indexing a
// short chapter. So tasks queue their keyword changes and go on; one
// goroutine writes whatever has queued up since its last batch, which
// makes batches grow with the load. A task counts as done only once its
// changes are written (see afterKeyword), so EventDone still means
// searchable both ways, and Flush waits for them.

// kwWaiter is a function to call once the keyword queue has written up to
// seq.
type kwWaiter struct {
	seq uint64
	fn  func()
}

// queueKeyword queues keyword deletions and additions, in the order apply
// decided them, wakes the writer and returns the change's sequence
// number (0 for no change). applyMu must be held.
func (ix *Indexer) queueKeyword(removed []uint64, docs []keyword.Doc) uint64 {
	if len(removed) == 0 && len(docs) == 0 {
		return 0
	}
	ix.mu.Lock()
	ix.kwDeletes = append(ix.kwDeletes, removed...)
	ix.kwPuts = append(ix.kwPuts, docs...)
	ix.kwQueued++
	seq := ix.kwQueued
	ix.signalLocked()
	ix.mu.Unlock()
	ix.wakeKeyword()
	return seq
}

// afterKeyword calls fn once the keyword change numbered seq is written
// (at once when it is, or seq is 0), on the writer's goroutine otherwise.
func (ix *Indexer) afterKeyword(seq uint64, fn func()) {
	ix.mu.Lock()
	if seq <= ix.kwWritten {
		ix.mu.Unlock()
		fn()
		return
	}
	ix.kwWaiters = append(ix.kwWaiters, kwWaiter{seq: seq, fn: fn})
	ix.mu.Unlock()
}

// wakeLoop runs work each time wake fires, until Close: the goroutine
// behind each queue (removals, keyword changes) that the write path
// only signals.
func (ix *Indexer) wakeLoop(wake <-chan struct{}, work func()) {
	for {
		select {
		case <-ix.ctx.Done():
			return
		case <-wake:
		}
		work()
	}
}

// writeKeyword writes the queued keyword changes, in batches, until the
// queue is empty, and then calls the waiters of what it wrote. A child id
// is never reused, so a batch's deletions can go first: an id both added
// and deleted since the last batch was deleted last, and is simply not
// added.
//
// A failed write (a full disk) still releases its waiters, whose bbolt
// commits stand, but loses nothing: the keyword index reopens itself from
// disk without the failed batch (keyword.Index.Repairs), so what the write
// held goes back to the front of the queue, ahead of anything queued
// since, and is written again with the next change or after a backoff
// (retryKeywordLocked), whichever comes first. Until then KeywordBacklog
// tells search that the keyword index lags behind. If a reopen found the
// index damaged and began it afresh, the next write first reconciles it
// with bbolt, as a start would (repairKeyword).
func (ix *Indexer) writeKeyword() {
	for {
		ix.mu.Lock()
		deletes, puts, upTo := ix.kwDeletes, ix.kwPuts, ix.kwQueued
		ix.kwDeletes, ix.kwPuts = nil, nil
		ix.kwWriting = len(deletes)+len(puts) > 0 || ix.kwFailures > 0
		ix.mu.Unlock()
		if !ix.kwWriting {
			return
		}
		failedDeletes, failedPuts, err := ix.writeKeywordBatch(deletes, puts)
		ix.recordApplyErr(err, "retrying")
		ix.mu.Lock()
		ix.kwWriting = false
		ix.kwWritten = upTo
		var ready []kwWaiter
		ix.kwWaiters = slices.DeleteFunc(ix.kwWaiters, func(w kwWaiter) bool {
			if w.seq <= upTo {
				ready = append(ready, w)
				return true
			}
			return false
		})
		var ev *Event
		if err != nil {
			ix.kwDeletes = append(failedDeletes, ix.kwDeletes...)
			ix.kwPuts = append(failedPuts, ix.kwPuts...)
			if ix.kwFailures == 0 {
				ix.kwFailedSince = time.Now()
			}
			ix.kwFailures++
			ix.kwErr, ix.kwFailedAt = err, ix.clock.Now() // as applyErrAt
			ix.retryKeywordLocked(backoff(ix.kwFailures))
			e := ix.eventLocked(EventKeyword, storage.Owner{})
			e.Err, e.Retry = err, backoff(ix.kwFailures)
			ev = &e
		} else if ix.kwFailures > 0 {
			ix.kwFailures, ix.kwErr = 0, nil
			e := ix.eventLocked(EventKeyword, storage.Owner{})
			ev = &e
		}
		if ev != nil {
			ix.emitting++ // Flush waits for the event (see emitting)
		}
		ix.signalLocked()
		ix.mu.Unlock()
		for _, w := range ready {
			w.fn()
		}
		if ev != nil {
			ix.subs.emit(*ev)
			ix.mu.Lock()
			ix.emitting--
			ix.signalLocked()
			ix.mu.Unlock()
		}
		if err != nil {
			// Not at once again: the retry timer or the next change
			// wakes the writer.
			return
		}
	}
}

// writeKeywordBatch writes deletes and then puts, repairing the index
// (repairKeyword) if it began afresh since the last write or while
// writing. It returns what it could not write, to be queued again, and
// the failure. Only the last of several documents queued for one id is
// written (it would win anyway), and each deletion once, so changes
// queued again and again while the disk stays full do not pile up with
// every save.
func (ix *Indexer) writeKeywordBatch(deletes []uint64, puts []keyword.Doc) (failedDeletes []uint64, failedPuts []keyword.Doc, err error) {
	var errs []error
	if err := ix.repairKeyword(); err != nil {
		errs = append(errs, err)
	}
	puts = latestDocs(puts)
	if len(deletes) > 0 {
		gone := make(map[uint64]bool, len(deletes))
		for _, id := range deletes {
			gone[id] = true
		}
		deletes = slices.Sorted(maps.Keys(gone))
		puts = slices.DeleteFunc(puts, func(d keyword.Doc) bool { return gone[d.ID] })
		if err := ix.kw.Delete(deletes); err != nil {
			errs = append(errs, err)
			failedDeletes = deletes
		}
	}
	if n, err := ix.putKeywordDocs(puts); err != nil {
		errs = append(errs, err)
		failedPuts = puts[n:]
	}
	// The writes themselves may have reopened the index afresh.
	if err := ix.repairKeyword(); err != nil {
		errs = append(errs, err)
	}
	return failedDeletes, failedPuts, errors.Join(errs...)
}

// latestDocs keeps, of the documents of each id, the last one, in the
// order of those last ones.
func latestDocs(docs []keyword.Doc) []keyword.Doc {
	last := make(map[uint64]int, len(docs))
	for i, d := range docs {
		last[d.ID] = i
	}
	if len(last) == len(docs) {
		return docs
	}
	out := make([]keyword.Doc, 0, len(last))
	for i, d := range docs {
		if last[d.ID] == i {
			out = append(out, d)
		}
	}
	return out
}

// repairKeyword reconciles the keyword index with bbolt once after it
// reopened itself as an empty index (keyword.Index.Rebuilds: the files
// on disk were damaged): the failed writes are queued again, but only
// reconciliation fills in the rest. A reopen that found the files whole
// (Repairs) lost nothing but the failed writes, and a full disk makes
// one at every retry, so it costs no scan of the whole index. On failure
// it runs again before the next write. It runs on the writer's goroutine
// only.
func (ix *Indexer) repairKeyword() error {
	n := ix.kw.Rebuilds()
	ix.mu.Lock()
	again := ix.kwReconcile
	ix.mu.Unlock()
	if n == ix.kwRebuildsSeen && !again {
		return nil
	}
	if err := ix.reconcileKeyword(); err != nil {
		var werr keywordWriteError
		if errors.As(err, &werr) {
			ix.mu.Lock()
			ix.kwReconcile, ix.kwUnreconciled = true, werr.behind
			ix.mu.Unlock()
		}
		return err
	}
	ix.kwRebuildsSeen = n
	ix.mu.Lock()
	ix.kwReconcile, ix.kwUnreconciled = false, 0
	ix.mu.Unlock()
	return nil
}

// retryKeywordLocked wakes the keyword writer after d, to write again what
// a failed write put back. ix.mu must be held.
func (ix *Indexer) retryKeywordLocked(d time.Duration) {
	if ix.kwRetry != nil {
		ix.kwRetry.Stop()
	}
	ix.kwRetry = time.AfterFunc(d, ix.wakeKeyword)
}

// wakeKeyword wakes the keyword writer.
func (ix *Indexer) wakeKeyword() {
	select {
	case ix.kwWake <- struct{}{}:
	default:
	}
}

// KeywordBacklog describes keyword-index changes that a failed write put
// back in the queue (see writeKeyword): until they are written, keyword
// search does not see them. The zero value means nothing is behind.
type KeywordBacklog struct {
	// Waiting counts the documents and deletions waiting, those a
	// reconciliation at Open could not write included.
	Waiting int
	// Err is the last failure, nil when nothing is behind.
	Err error
	// Since is when the first of the failures in a row happened.
	Since time.Time
}

// KeywordBacklog tells whether the keyword index lags behind bbolt since
// a write to it failed, and by how much.
func (ix *Indexer) KeywordBacklog() KeywordBacklog {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.kwFailures == 0 {
		return KeywordBacklog{}
	}
	return KeywordBacklog{Waiting: len(ix.kwDeletes) + len(ix.kwPuts) + ix.kwUnreconciled, Err: ix.kwErr, Since: ix.kwFailedSince}
}

// keywordBatchBytes bounds the text of one keyword-index batch. Bleve
// holds a batch's analysed tokens (every CJK unigram and bigram with its
// positions) and builds its segment in memory, about 120 bytes of heap per
// byte of text: one 2.4-million-character chapter put in one batch took
// 850 MB. 128 KiB of text (about 43,000 Chinese characters, three task
// groups) keeps a batch near 15 MB. Chapter-sized imports queue batches
// about that size anyway; a chapter of the whole book pays with more
// segments to merge (measured: about 2–3 s more CPU on a 9–10 s one-line
// import of 2.4 M characters, no change for the same text as chapters).
const keywordBatchBytes = 128 << 10

// putKeywordDocs puts docs into the keyword index in batches of at most
// keywordBatchBytes of text (see keywordBatches), in order, so a later
// document for the same id still wins. It stops at the first failure and
// returns how many docs, from the first, were written before it.
func (ix *Indexer) putKeywordDocs(docs []keyword.Doc) (written int, err error) {
	for _, batch := range keywordBatches(docs, keywordBatchBytes) {
		if err := ix.kw.Put(batch); err != nil {
			return written, err
		}
		written += len(batch)
	}
	return written, nil
}

// keywordBatches cuts docs, in order, into runs whose texts add up to at
// most maxBytes; a document longer than that on its own is a run of its
// own.
func keywordBatches(docs []keyword.Doc, maxBytes int) [][]keyword.Doc {
	var out [][]keyword.Doc
	for len(docs) > 0 {
		n, size := 1, len(docs[0].Text)
		for n < len(docs) && size+len(docs[n].Text) <= maxBytes {
			size += len(docs[n].Text)
			n++
		}
		out = append(out, docs[:n])
		docs = docs[n:]
	}
	return out
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
		ix.setFlag(&ix.applying, false)
	}
}

// persister writes the vector index to disk once the indexer has been
// quiet for PersistDelay, instead of after every task.
func (ix *Indexer) persister() {
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
	if err := ix.db.UpdateBackground(func(tx *storage.Tx) error {
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
