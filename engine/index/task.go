package index

import (
	"context"
	"fmt"
	"slices"
	"time"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/engine/passage"
	"inkflow/engine/settings"
	"inkflow/internal/runespan"
	"inkflow/storage"
	"inkflow/storage/keyword"
)

// snapshot is what a task reads of its owner, in one read transaction.
type snapshot struct {
	exists    bool
	projectID uint64
	text      string
	textHash  storage.Hash
	blocks    []storage.Block // without their text (BlockLayout)
	parents   []storage.Parent
	// children are the parents' children (no vectors), by parent id: a
	// kept parent's children get new keyword documents (keyworddocs.go).
	children map[uint64][]storage.Child
	active   string // the active model id recorded in bbolt
}

// parentIDs lists the snapshot's parent ids in ascending order, as
// storage.Tx.ParentIDsOf returns them.
func (s snapshot) parentIDs() []uint64 {
	ids := make([]uint64, len(s.parents))
	for i, p := range s.parents {
		ids[i] = p.ID
	}
	return ids
}

func (ix *Indexer) readSnapshot(o storage.Owner) (snapshot, error) {
	var s snapshot
	err := ix.db.View(func(tx *storage.Tx) error {
		var err error
		if s.projectID, s.exists, err = tx.OwnerProject(o); err != nil || !s.exists {
			return err
		}
		if s.text, err = tx.OwnerText(o); err != nil {
			return err
		}
		s.textHash = storage.HashText(s.text)
		if s.blocks, err = tx.BlockLayout(o); err != nil {
			return err
		}
		if s.parents, err = tx.ParentsOf(o); err != nil {
			return err
		}
		s.children = make(map[uint64][]storage.Child, len(s.parents))
		for _, p := range s.parents {
			if s.children[p.ID], err = tx.ChildrenOf(p.ID, false); err != nil {
				return err
			}
		}
		s.active = tx.ActiveModel()
		return nil
	})
	if err != nil {
		return snapshot{}, fmt.Errorf("index: read %s: %w", o, err)
	}
	return s, nil
}

// parentKey identifies a parent for reuse: the same blocks at its ends and
// the same text. A parent matching a new plan is kept with its children and
// vectors, so nothing is re-embedded (P7).
type parentKey struct {
	first, last uint64
	hash        storage.Hash
}

// newParent is a parent the task chunked and embedded.
type newParent struct {
	parent   storage.Parent
	children []storage.Child
}

// keptParent is an existing parent that still matches the plan, with its
// possibly moved span.
type keptParent struct {
	id         uint64
	start, end int
	blockIDs   []uint64
	moved      bool
}

// plan is a task's result before it is committed.
type plan struct {
	kept    []keptParent
	added   []newParent
	removed []uint64 // parent ids
}

// computePlan plans the owner's parents over its whole text and chunks
// and embeds the parents that are new. It writes nothing.
func computePlan(ctx context.Context, s snapshot, o storage.Owner, cache *cachedEmbedder, cfg chunk.Config) (plan, error) {
	spans := make([]chunk.Span, len(s.blocks))
	for i, b := range s.blocks {
		spans[i] = chunk.Span{Start: b.Start, End: b.End}
	}
	plans, err := chunk.PlanParents(ctx, cache, s.text, spans, cfg)
	if err != nil {
		return plan{}, fmt.Errorf("index: plan parents of %s: %w", o, err)
	}
	existing := make(map[parentKey][]storage.Parent)
	for _, p := range s.parents {
		if p.ModelID != cache.modelID {
			continue // made by another model: replaced
		}
		k := parentKey{p.FirstBlockID(), p.LastBlockID(), p.TextHash}
		existing[k] = append(existing[k], p)
	}
	// Parent texts are slices of the chapter's text, not copies: plans
	// ascend, so one cursor finds their byte offsets in one pass. Text
	// with invalid bytes is first made what []rune would make of it, one
	// U+FFFD per byte, so the offsets and texts stay as they were.
	text := s.text
	if !utf8.ValidString(text) {
		text = string([]rune(text))
	}
	cur := runespan.NewCursor(text)
	var out plan
	keep := make(map[uint64]bool)
	for _, pl := range plans {
		text := cur.Slice(pl.Start, pl.End)
		blockIDs := make([]uint64, 0, pl.LastBlock-pl.FirstBlock+1)
		for _, b := range s.blocks[pl.FirstBlock : pl.LastBlock+1] {
			blockIDs = append(blockIDs, b.ID)
		}
		h := storage.HashText(text)
		k := parentKey{blockIDs[0], blockIDs[len(blockIDs)-1], h}
		if ps := existing[k]; len(ps) > 0 {
			p := ps[0]
			existing[k] = ps[1:]
			keep[p.ID] = true
			out.kept = append(out.kept, keptParent{
				id: p.ID, start: pl.Start, end: pl.End, blockIDs: blockIDs,
				moved: p.Start != pl.Start || p.End != pl.End || !slices.Equal(p.BlockIDs, blockIDs),
			})
			continue
		}
		chs, err := chunk.Children(ctx, cache, text, cfg)
		if err != nil {
			return plan{}, fmt.Errorf("index: chunk parent of %s at [%d,%d): %w", o, pl.Start, pl.End, err)
		}
		texts := make([]string, len(chs))
		for i, c := range chs {
			texts[i] = c.Text
		}
		vecs, err := cache.Embed(ctx, texts)
		if err != nil {
			return plan{}, err
		}
		np := newParent{parent: storage.Parent{
			Owner: o, ProjectID: s.projectID, BlockIDs: blockIDs,
			Start: pl.Start, End: pl.End, TextHash: h, ModelID: cache.modelID, Text: text,
		}}
		for i, c := range chs {
			np.children = append(np.children, storage.Child{
				Start: c.Start, End: c.End, ModelID: cache.modelID, Text: c.Text, Vector: vecs[i],
			})
		}
		out.added = append(out.added, np)
	}
	for _, p := range s.parents {
		if !keep[p.ID] {
			out.removed = append(out.removed, p.ID)
		}
	}
	return out, nil
}

// Task groups. Indexing a chapter has a fixed cost besides its text: a
// bbolt commit (two fsyncs), a keyword-index batch (a new segment, which
// bleve persists, fsyncs and later merges), embedding-cache writes and a
// round through the scheduler. For the short chapters of a web novel that
// fixed cost dominated (about 70 ms a chapter). So a worker takes every
// due owner it can, up to groupRunes of text or groupOwners owners, plans
// them one by one with one shared embedding cache, and commits them
// together: one cache write, one bbolt transaction, one keyword batch.
// The budget keeps a group's commit as short as one long chapter's, so a
// save waiting for bbolt's writer lock waits no longer than before.
const (
	groupRunes  = 12_000
	groupOwners = 64
)

// groupTask is one owner of a task group with its planned change.
type groupTask struct {
	o     storage.Owner
	s     snapshot
	p     plan
	stats TaskStats
	err   error // set once the owner's outcome is known
	done  bool  // its outcome is known (err may still be nil: vanished)
	stale bool
	// later: its finish waits for its keyword changes (see runGroup).
	later bool
	// removed and added are what its commit changed.
	removed []uint64
	added   []addedChild
}

// runGroup indexes first and, unless it runs alone (a retry after a
// failure), more due owners claimed with tryNext while the budget allows;
// it finishes every owner it took.
func (ix *Indexer) runGroup(first storage.Owner, alone bool) {
	start := time.Now()
	var tasks []*groupTask
	defer func() {
		// A panic (one owner's bad data, or a bug it triggers) fails the
		// group instead of killing the process: from a background
		// goroutine nothing above could catch it, and Go would exit with
		// status 2, the command line's usage code. Failed owners retry
		// alone (see tryNext), so the culprit stops taking others with it.
		if r := recover(); r != nil {
			err := fmt.Errorf("index: internal error: %v", r)
			for _, t := range tasks {
				if !t.done {
					t.err, t.done = fmt.Errorf("%s: %w", t.o, err), true
				}
			}
		}
		for _, t := range tasks {
			if !t.later {
				ix.finish(t.o, t.stats, t.err)
			}
		}
	}()
	ix.amu.RLock()
	emb, modelID := ix.emb, ix.modelID
	ix.amu.RUnlock()
	tasks = append(tasks, &groupTask{o: first})
	if emb == nil {
		tasks[0].err, tasks[0].done = ErrNoModel, true
		return
	}
	cur := ix.settings()
	cache := newCachedEmbedder(ix.db, emb, modelID, cur.Chunking.EmbeddingBatchSize)
	defer ix.countEmbeddings(cache)
	runes := 0
	for i := 0; ; i++ {
		t := tasks[i]
		ix.plan(t, cache, modelID, cur)
		runes += len(t.s.text) / 3 // bytes ÷ 3: CJK runes, an upper bound for Latin
		if alone || runes >= groupRunes || len(tasks) >= groupOwners || ix.ctx.Err() != nil {
			break
		}
		o, ok := ix.tryNext()
		if !ok {
			break
		}
		tasks = append(tasks, &groupTask{o: o})
	}
	// The new embeddings go to the cache first, in small transactions of
	// their own: they are valid whatever happens to the commit below, and
	// content-hash keys land on scattered pages, so one big write would
	// hold bbolt's single writer lock (and stall the editor's saves) for
	// tens of milliseconds. A failed plan's vectors are kept too: its
	// retry starts where this attempt stopped.
	if err := cache.persistBatched(ix.db, cacheWriteBatch); err != nil {
		for _, t := range tasks {
			if !t.done {
				t.err, t.done = fmt.Errorf("index: save embeddings of %s: %w", t.o, err), true
			}
		}
		return
	}
	ix.commitGroup(tasks, modelID)
	var removed []uint64
	var added []addedChild
	for _, t := range tasks {
		if !t.done {
			removed, added = append(removed, t.removed...), append(added, t.added...)
		}
	}
	kwSeq := ix.apply(modelID, removed, added)
	took := time.Since(start)
	var committed []storage.Owner
	var later []*groupTask
	for _, t := range tasks {
		if !t.done {
			committed = append(committed, t.o)
		}
	}
	ix.afterTask(ix.ctx, committed, cache)
	for _, t := range tasks {
		if t.done {
			continue
		}
		t.done = true
		later = append(later, t)
		for _, a := range t.added {
			if a.vec != nil { // kept children only get new keyword documents
				t.stats.ChildrenAdded++
			}
		}
		t.stats.ChildrenRemoved = len(t.removed)
		// The group's time is shared out: the sum over tasks stays the
		// time spent indexing.
		t.stats.Duration = took / time.Duration(len(tasks))
		ix.met.update(func(m *Metrics) {
			m.TasksDone++
			m.TaskTime += t.stats.Duration
			m.LastTask = t.stats.Duration
			m.MaxTask = max(m.MaxTask, t.stats.Duration)
		})
	}
	// The worker goes on to the next group while the keyword writer
	// catches up; the tasks are done when their keyword changes are in.
	for _, t := range later {
		t.later = true
	}
	ix.afterKeyword(kwSeq, func() {
		for _, t := range later {
			ix.finish(t.o, t.stats, nil)
		}
	})
}

// plan reads a group task's owner and plans its change; an owner that
// vanished is cleaned up at once, and a failure ends the task.
func (ix *Indexer) plan(t *groupTask, cache *cachedEmbedder, modelID string, cur settings.Values) {
	start := time.Now()
	s, err := ix.readSnapshot(t.o)
	switch {
	case err != nil:
		t.err, t.done = err, true
		return
	case !s.exists:
		t.stats, t.err = ix.cleanupVanished(t.o, start)
		t.done = true
		return
	case s.active != modelID:
		t.err, t.done = errStale, true
		return
	}
	t.s = s
	misses, hits := cache.misses, cache.hits
	t.p, err = computePlan(ix.ctx, s, t.o, cache, cur.Chunking.Config)
	if err != nil {
		t.err, t.done = err, true
		return
	}
	t.stats = TaskStats{
		ParentsKept: len(t.p.kept), ParentsAdded: len(t.p.added), ParentsRemoved: len(t.p.removed),
		Embedded: cache.misses - misses, CacheHits: cache.hits - hits,
	}
}

// commitGroup writes the planned changes of a group's open tasks in one
// transaction. A task whose owner changed since its snapshot is marked
// stale and left out; a failure fails every open task (they retry alone).
func (ix *Indexer) commitGroup(tasks []*groupTask, modelID string) {
	err := ix.db.UpdateBackground(func(tx *storage.Tx) error {
		for _, t := range tasks {
			if t.done {
				continue
			}
			if err := commitTask(tx, t, modelID); err != nil {
				return fmt.Errorf("index: commit %s: %w", t.o, err)
			}
		}
		return nil
	})
	for _, t := range tasks {
		switch {
		case t.done:
		case err != nil:
			t.err, t.done = err, true
		case t.stale:
			t.err, t.done = errStale, true
		}
	}
}

// commitTask writes one task's plan in the group's transaction, or marks
// it stale.
func commitTask(tx *storage.Tx, t *groupTask, modelID string) error {
	o, s, p := t.o, t.s, t.p
	// A save or a model change since the snapshot makes this plan wrong;
	// the cached embeddings are still right, so only they are kept and
	// the owner runs again.
	if tx.TextHash(o) != s.textHash || tx.ActiveModel() != modelID {
		t.stale = true
		return nil
	}
	// So does a change to the owner's parents behind the task's back (a
	// re-index dropping them, a save deleting some with their blocks):
	// the plan's keep/remove lists no longer apply.
	current, err := tx.ParentIDsOf(o)
	if err != nil {
		return err
	}
	if !slices.Equal(current, s.parentIDs()) {
		t.stale = true
		return nil
	}
	for _, pid := range p.removed {
		ids, err := tx.DeleteParent(pid)
		if err != nil {
			return err
		}
		t.removed = append(t.removed, ids...)
	}
	var kids []ownerChild // every child of the owner after the commit
	for _, k := range p.kept {
		if k.moved {
			if err := tx.UpdateParentLayout(k.id, k.start, k.end, k.blockIDs); err != nil {
				return err
			}
		}
		for _, c := range s.children[k.id] {
			kids = append(kids, ownerChild{c.ID, passage.Span{Start: k.start + c.Start, End: k.start + c.End}})
			t.added = append(t.added, addedChild{id: c.ID}) // a new document, no new vector
		}
	}
	for _, np := range p.added {
		_, chs, err := tx.AddParent(np.parent, np.children)
		if err != nil {
			return err
		}
		for _, c := range chs {
			kids = append(kids, ownerChild{c.ID, passage.Span{Start: np.parent.Start + c.Start, End: np.parent.Start + c.End}})
			t.added = append(t.added, addedChild{id: c.ID, vec: c.Vector})
		}
	}
	// The title as of this commit: a rename commits no text, so a plan
	// made before it still stands, and its documents take the new title.
	title, err := ownerTitle(tx, o)
	if err != nil {
		return err
	}
	docs := make(map[uint64]keyword.Doc, len(kids))
	for _, d := range keywordDocs(s.projectID, o.Kind.String(), title, s.text, kids) {
		docs[d.ID] = d
	}
	for i := range t.added {
		t.added[i].doc = docs[t.added[i].id]
	}
	want := make(map[uint64]storage.Hash, len(s.blocks))
	for _, b := range s.blocks {
		want[b.ID] = b.Hash
	}
	dirty, err := tx.MarkBlocksIndexed(o, want, time.Now())
	if err != nil {
		return err
	}
	if dirty == 0 {
		return tx.ClearStale(o)
	}
	return nil
}

// cleanupVanished handles an owner deleted after it was scheduled: its
// rows went with it, but make sure nothing derived survives (P6).
func (ix *Indexer) cleanupVanished(o storage.Owner, start time.Time) (TaskStats, error) {
	var removed []uint64
	err := ix.db.UpdateBackground(func(tx *storage.Tx) error {
		if _, ok, err := tx.OwnerProject(o); err != nil || ok {
			return err // recreated meanwhile: nothing to clean
		}
		var err error
		removed, err = tx.DeleteOwnerData(o)
		return err
	})
	if err != nil {
		return TaskStats{}, fmt.Errorf("index: clean up deleted %s: %w", o, err)
	}
	ix.apply(ix.ActiveModelID(), removed, nil)
	return TaskStats{ChildrenRemoved: len(removed), Duration: time.Since(start)}, nil
}

// cacheWriteBatch bounds the cache entries written per transaction.
const cacheWriteBatch = 128

// persistCache writes a failed task's fresh vectors, best effort.
func (ix *Indexer) persistCache(cache *cachedEmbedder) {
	if err := cache.persistBatched(ix.db, cacheWriteBatch); err != nil {
		ix.log.Warn("could not save embeddings of a failed task", "err", err)
	}
}

func (ix *Indexer) countEmbeddings(cache *cachedEmbedder) {
	ix.met.update(func(m *Metrics) {
		m.Embedded += uint64(cache.misses)
		m.EmbedCalls += uint64(cache.calls)
		m.CacheHits += uint64(cache.hits)
		m.CacheMisses += uint64(cache.misses)
	})
}
