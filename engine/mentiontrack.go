package engine

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"inkflow/engine/index"
	"inkflow/engine/mentions"
	"inkflow/internal/widthfold"
	"inkflow/storage"
)

// mentionTracker keeps the stored mentions of wiki entries (storage's
// BlockMentions) in step with chapter text and entry names, in the
// background. It never runs on the save path: a save only schedules its
// chapter (through the indexer's pending event), and an entry whose names
// change leaves a pending mark in its own transaction.
//
// A chapter task rescans only the blocks whose stored mentions were found
// in another text (the record's hash differs from the block's, or there is
// no record): a save that changes one paragraph rescans one block. A
// pending entry rescans the blocks that mention it now plus the blocks in
// which any of its old or new names or exclusions occurs; every other
// block's mentions cannot change.
type mentionTracker struct {
	e        *Engine
	debounce func() time.Duration

	mu      sync.Mutex
	due     map[uint64]time.Time // chapter id → when to rescan it
	entries bool                 // pending entries wait
	running bool
	closed  bool
	wake    chan struct{}
	idle    *sync.Cond // broadcast when a pass finishes or work arrives

	// scanned counts blocks whose mentions were computed (tests and the
	// benchmark assert on it).
	scanned atomic.Int64

	cacheMu sync.Mutex
	cache   map[uint64]cachedMatcher // project id → its matcher

	// subs are called after stored mentions changed (OnMentionsChanged).
	subsMu sync.Mutex
	subs   map[int]func()
	nextID int

	stop func()
	done chan struct{}
}

type cachedMatcher struct {
	fingerprint string
	m           *mentions.Matcher
}

func newMentionTracker(e *Engine, debounce func() time.Duration) *mentionTracker {
	t := &mentionTracker{
		e: e, debounce: debounce,
		due:   map[uint64]time.Time{},
		wake:  make(chan struct{}, 1),
		cache: map[uint64]cachedMatcher{},
		done:  make(chan struct{}),
	}
	t.idle = sync.NewCond(&t.mu)
	return t
}

// start subscribes to the indexer's schedule events and queues what a
// previous run left: every chapter (blocks without current mentions are
// found cheaply by hash) and every pending entry.
func (t *mentionTracker) start() error {
	if err := t.upgrade(); err != nil {
		return err
	}
	t.stop = t.e.ix.Subscribe(func(ev index.Event) {
		if ev.Kind == index.EventPending && ev.Owner.Kind == storage.OwnerChapter {
			t.touch(ev.Owner.ID, false)
		}
	})
	var chapters []uint64
	err := t.e.db.View(func(tx *storage.Tx) error {
		ps, err := tx.Projects()
		if err != nil {
			return err
		}
		for _, p := range ps {
			ids, err := tx.ChapterIDs(p.ID)
			if err != nil {
				return err
			}
			chapters = append(chapters, ids...)
		}
		return nil
	})
	if err != nil {
		t.stop()
		return fmt.Errorf("engine: mentions: %w", err)
	}
	for _, id := range chapters {
		t.touch(id, true)
	}
	t.touchEntries()
	go t.run()
	return nil
}

// mentionsVersion is the version of name matching (engine/mentions) the
// stored mentions were found with. Bump it when the matcher finds other
// mentions in the same text with the same entries, so that databases
// made before have every block rescanned from the next start.
//
//	1 (or none recorded): names matched as written, case aside.
//	2: full-width and half-width forms alike: 阿Q finds 阿Ｑ (2026-11-28).
//	3: the book's title is no mention of an entry named in it (2026-11-29).
const mentionsVersion = 3

// upgrade marks every stored mention stale when an older matcher found
// it, in the transaction that records the current version, so that a
// crash cannot leave old mentions looking current; start then rescans
// them with every chapter, keeping the author's dismissals. Until then
// the old mentions show. An up-to-date database is not written to.
func (t *mentionTracker) upgrade() error {
	var current bool
	if err := t.e.db.View(func(tx *storage.Tx) error {
		current = tx.MentionsVersion() >= mentionsVersion
		return nil
	}); err != nil || current {
		return err
	}
	stale := 0
	err := t.e.db.Update(func(tx *storage.Tx) error {
		if tx.MentionsVersion() >= mentionsVersion {
			return nil
		}
		var err error
		if stale, err = tx.MarkAllMentionsStale(); err != nil {
			return err
		}
		return tx.SetMentionsVersion(mentionsVersion)
	})
	if err != nil {
		return fmt.Errorf("engine: mentions: upgrade: %w", err)
	}
	if stale > 0 {
		t.e.log.Info("mentions an older matcher found are found again", "blocks", stale)
	}
	return nil
}

// close stops the worker after its current step; unfinished work is
// found again at the next start.
func (t *mentionTracker) close() {
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return
	}
	t.closed = true
	t.idle.Broadcast()
	t.mu.Unlock()
	t.stop()
	t.signal()
	<-t.done
}

func (t *mentionTracker) signal() {
	select {
	case t.wake <- struct{}{}:
	default:
	}
}

// busy reports whether a pass runs or waits (debounced chapters
// included: their pass reports to the trimmer when it ends).
func (t *mentionTracker) busy() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.running || t.entries || len(t.due) > 0
}

// touch schedules a chapter's rescan after the debounce (now when
// immediate). It never blocks on work.
func (t *mentionTracker) touch(chapterID uint64, immediate bool) {
	due := time.Now()
	if !immediate {
		due = due.Add(t.debounce())
	}
	t.mu.Lock()
	if cur, ok := t.due[chapterID]; !ok || immediate && due.Before(cur) || !immediate {
		t.due[chapterID] = due
	}
	t.idle.Broadcast() // a flush waiting makes it due now
	t.mu.Unlock()
	t.signal()
}

// touchEntries makes the worker look at the pending entries.
func (t *mentionTracker) touchEntries() {
	t.mu.Lock()
	t.entries = true
	t.mu.Unlock()
	t.signal()
}

// flush makes everything due now and waits until the worker is idle.
// Chapters scheduled while it waits are made due at once too, so a save
// during a flush cannot hold it for a debounce.
func (t *mentionTracker) flush(ctx context.Context) error {
	stop := context.AfterFunc(ctx, func() {
		t.mu.Lock()
		t.idle.Broadcast()
		t.mu.Unlock()
	})
	defer stop()
	t.mu.Lock()
	defer t.mu.Unlock()
	for !t.closed && (t.running || t.entries || len(t.due) > 0) {
		if err := ctx.Err(); err != nil {
			return err
		}
		now := time.Now()
		for id := range t.due {
			t.due[id] = now
		}
		t.signal()
		t.idle.Wait()
	}
	return nil
}

func (t *mentionTracker) run() {
	defer close(t.done)
	timer := time.NewTimer(time.Hour)
	defer timer.Stop()
	for {
		t.mu.Lock()
		if t.closed {
			t.mu.Unlock()
			return
		}
		entries := t.entries
		t.entries = false
		var ready []uint64
		next := time.Time{}
		now := time.Now()
		for id, due := range t.due {
			if !due.After(now) {
				ready = append(ready, id)
				delete(t.due, id)
			} else if next.IsZero() || due.Before(next) {
				next = due
			}
		}
		t.running = entries || len(ready) > 0
		t.mu.Unlock()

		if t.running {
			t.work(entries, ready)
			t.mu.Lock()
			t.running = false
			t.idle.Broadcast()
			t.mu.Unlock()
			t.e.trim.workDone()
			continue
		}
		wait := time.Hour
		if !next.IsZero() {
			wait = time.Until(next)
		}
		timer.Reset(wait)
		select {
		case <-t.wake:
		case <-timer.C:
		}
		if !timer.Stop() {
			select {
			case <-timer.C:
			default:
			}
		}
	}
}

// work runs one pass; a failure is logged and the work retried later.
func (t *mentionTracker) work(entries bool, chapters []uint64) {
	if entries {
		if err := t.rescanPendingEntries(); err != nil {
			t.e.log.Warn("updating mentions of changed wiki entries failed; retrying", "err", err)
			time.AfterFunc(time.Second, t.touchEntries)
		}
	}
	// Chapters are committed in batches: one write transaction per
	// chapter would cost a disk sync each when a whole book is scanned.
	slices.Sort(chapters)
	var (
		batch []storage.BlockMentions
		ids   []uint64
	)
	retry := func(ids []uint64, err error) {
		t.e.log.Warn("updating mentions of chapters failed; retrying", "chapters", len(ids), "err", err)
		time.AfterFunc(time.Second, func() {
			for _, id := range ids {
				t.touch(id, true)
			}
		})
	}
	for i, id := range chapters {
		recs, err := t.scanChapter(id)
		if err != nil {
			retry([]uint64{id}, err)
			continue
		}
		batch, ids = append(batch, recs...), append(ids, id)
		if len(batch) >= mentionBatch || i == len(chapters)-1 {
			if err := t.commit(batch, nil); err != nil {
				retry(ids, err)
			}
			batch, ids = nil, nil
		}
	}
}

// mentionBatch is how many blocks' mentions one transaction writes at
// most (plus one chapter's): enough to amortise the disk sync, small
// enough to hold bbolt's writer lock for milliseconds only.
const mentionBatch = 1000

// matcherTx returns the project's matcher, rebuilt only when an entry's
// names or the book's titles changed.
func (t *mentionTracker) matcherTx(tx *storage.Tx, projectID uint64) (*mentions.Matcher, error) {
	ws, err := tx.WikiEntries(projectID)
	if err != nil {
		return nil, err
	}
	titles, err := bookTitlesTx(tx, projectID)
	if err != nil {
		return nil, err
	}
	var fp strings.Builder
	fmt.Fprintf(&fp, "%s\x02", strings.Join(titles, "\x00"))
	entries := make([]mentions.Entry, len(ws), len(ws)+1)
	for i, w := range ws {
		entries[i] = matcherEntry(w)
		fmt.Fprintf(&fp, "%d\x00%s\x01", w.ID, entryFingerprint(w))
	}
	if x := titleExclusions(titles, entries); len(x) > 0 {
		entries = append(entries, mentions.Entry{Exclusions: x})
	}
	t.cacheMu.Lock()
	defer t.cacheMu.Unlock()
	if c, ok := t.cache[projectID]; ok && c.fingerprint == fp.String() {
		return c.m, nil
	}
	m := mentions.New(entries)
	t.cache[projectID] = cachedMatcher{fp.String(), m}
	return m, nil
}

// matcherEntry is what the matcher needs of a wiki entry.
func matcherEntry(w WikiEntry) mentions.Entry {
	return mentions.Entry{ID: w.ID, Names: append([]string{w.Title}, w.Aliases...), Exclusions: w.Exclusions}
}

// titleExclusions returns the book's titles (bookTitlesTx) that are no
// name of any of entries. The title on the book's title page ("The
// Picture of Dorian Gray") names the book, not the character in it, so
// it is no mention, as if the author had made it an exclusion. But a
// title that is an entry's very name (a book called Emma and its
// heroine Emma; Frankenstein and Victor's alias) stays a name: the
// matcher's exclusions hide every entry's names, so as an exclusion it
// would hide every mention of her.
func titleExclusions(titles []string, entries []mentions.Entry) []string {
	var out []string
	for _, t := range titles {
		named := slices.ContainsFunc(entries, func(e mentions.Entry) bool {
			return slices.ContainsFunc(e.Names, func(n string) bool { return sameName(n, t) })
		})
		if !named {
			out = append(out, t)
		}
	}
	return out
}

// sameName reports whether two names are the same to the matcher: case
// and character width aside.
func sameName(a, b string) bool {
	return strings.EqualFold(widthfold.String(strings.TrimSpace(a)), widthfold.String(strings.TrimSpace(b)))
}

// bookTitlesTx returns a project's titles: its name and the title its
// export metadata gives (ProjectMeta), when that differs.
func bookTitlesTx(tx *storage.Tx, projectID uint64) ([]string, error) {
	p, err := tx.Project(projectID)
	if err != nil {
		return nil, err
	}
	var meta ProjectMeta
	if err := getProjectJSON(tx, projectID, metaKey, &meta); err != nil {
		return nil, err
	}
	var titles []string
	for _, t := range []string{p.Name, meta.Title} {
		if t = strings.TrimSpace(t); t != "" && !slices.ContainsFunc(titles, func(u string) bool { return sameName(t, u) }) {
			titles = append(titles, t)
		}
	}
	return titles, nil
}

// markBookRetitledTx marks every entry of a project pending after the
// book's titles changed (RenameProject, SetProjectMeta): the blocks that
// mention an entry, and those where its names occur, which a title
// holding one of them is among, are scanned again with the new titles
// as exclusions. The caller touches the tracker after the commit.
func markBookRetitledTx(tx *storage.Tx, projectID uint64) error {
	ws, err := tx.WikiEntries(projectID)
	if err != nil {
		return err
	}
	for _, w := range ws {
		if err := tx.MarkMentionsPending(storage.PendingEntry{ProjectID: projectID, EntryID: w.ID}, nil); err != nil {
			return err
		}
	}
	return nil
}

// entryPatterns are every string of an entry the matcher looks for.
func entryPatterns(w WikiEntry) []string {
	return slices.Concat([]string{w.Title}, w.Aliases, w.Exclusions)
}

// entryFingerprint identifies what of an entry decides its mentions.
func entryFingerprint(w WikiEntry) string {
	return strings.Join(w.Aliases, "\x00") + "\x01" + w.Title + "\x01" + strings.Join(w.Exclusions, "\x00")
}

// scanBlock finds a block's mentions, keeping the author's dismissals of
// mentions that are still there.
func scanBlock(m *mentions.Matcher, b storage.Block, old storage.BlockMentions) storage.BlockMentions {
	r := storage.BlockMentions{Owner: b.Owner, BlockID: b.ID, Hash: b.Hash}
	runes := []rune(b.Text)
	keys := map[storage.Dismissal]bool{}
	for _, mt := range m.Find(b.Text) {
		r.Mentions = append(r.Mentions, storage.BlockMention{EntryID: mt.EntryID, Start: mt.Start, End: mt.End})
		keys[storage.Dismissal{EntryID: mt.EntryID, Key: mentionKey(runes, mt.Start, mt.End)}] = true
	}
	for _, d := range old.Dismissed {
		if keys[d] {
			r.Dismissed = append(r.Dismissed, d)
		}
	}
	return r
}

// mentionKey identifies a mention by its text and a few characters on
// each side, so a dismissal follows it through edits elsewhere in the
// paragraph.
func mentionKey(runes []rune, start, end int) uint64 {
	const around = 4
	h := fnv.New64a()
	h.Write([]byte(string(runes[max(0, start-around):min(len(runes), end+around)])))
	return h.Sum64()
}

// scanChapter computes the mentions of the chapter's blocks whose stored
// mentions are missing or were found in other text.
func (t *mentionTracker) scanChapter(chapterID uint64) ([]storage.BlockMentions, error) {
	var (
		todo []storage.BlockMentions
		m    *mentions.Matcher
	)
	err := t.e.db.View(func(tx *storage.Tx) error {
		o := storage.ChapterOwner(chapterID)
		projectID, ok, err := tx.OwnerProject(o)
		if err != nil || !ok {
			return err // deleted: its mentions went with it
		}
		blocks, recs, err := blockMentionsTx(tx, o)
		if err != nil {
			return err
		}
		for _, b := range blocks {
			old, ok := recs[b.ID]
			if ok && old.Hash == b.Hash {
				continue
			}
			if m == nil {
				if m, err = t.matcherTx(tx, projectID); err != nil {
					return err
				}
			}
			todo = append(todo, scanBlock(m, b, old))
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("engine: mentions of chapter %d: %w", chapterID, err)
	}
	return todo, nil
}

// blockMentionsTx returns an owner's blocks and the stored mention
// records of those that have one, by block id: what every scan compares
// (a record is stale when its hash is not the block's).
func blockMentionsTx(tx *storage.Tx, o storage.Owner) ([]storage.Block, map[uint64]storage.BlockMentions, error) {
	blocks, err := tx.Blocks(o)
	if err != nil {
		return nil, nil, err
	}
	recs, err := tx.BlockMentionsOf(o)
	if err != nil {
		return nil, nil, err
	}
	return blocks, recs, nil
}

// eachChapterBlockTx calls fn for every block of a project's chapters,
// in chapter order, with its stored mention record (had is false, and rec
// zero, where there is none).
func eachChapterBlockTx(tx *storage.Tx, projectID uint64, fn func(o storage.Owner, b storage.Block, rec storage.BlockMentions, had bool)) error {
	chapters, err := tx.ChapterIDs(projectID)
	if err != nil {
		return err
	}
	for _, cid := range chapters {
		o := storage.ChapterOwner(cid)
		blocks, recs, err := blockMentionsTx(tx, o)
		if err != nil {
			return err
		}
		for _, b := range blocks {
			rec, had := recs[b.ID]
			fn(o, b, rec, had)
		}
	}
	return nil
}

// commit stores computed mentions whose block still has the text they
// were found in (a save since then schedules the chapter again) and whose
// entries still exist (a deletion since then asked for a rescan), then
// clears pending marks whose entry and mark did not change meanwhile.
func (t *mentionTracker) commit(recs []storage.BlockMentions, done []pendingDone) error {
	if len(recs) == 0 && len(done) == 0 {
		return nil
	}
	t.scanned.Add(int64(len(recs)))
	wrote := false
	err := t.e.db.Update(func(tx *storage.Tx) error {
		wrote = false
		exists := map[uint64]bool{}
		gone := func(r storage.BlockMentions) bool {
			for _, m := range r.Mentions {
				ok, seen := exists[m.EntryID]
				if !seen {
					_, err := tx.WikiEntry(m.EntryID)
					ok, exists[m.EntryID] = err == nil, err == nil
				}
				if !ok {
					return true
				}
			}
			return false
		}
		for _, r := range recs {
			b, err := tx.Block(r.Owner, r.BlockID)
			if err != nil || b.Hash != r.Hash || gone(r) {
				continue // vanished or changed
			}
			// Writing only what changed keeps a rescan that finds the
			// same mentions (a rebuild, an alias that matches nothing
			// new) from rewriting the by-entry index.
			if old, ok, err := tx.BlockMentionsAt(r.Owner, r.BlockID); err != nil {
				return err
			} else if ok && sameMentions(old, r) {
				continue
			}
			if err := tx.PutBlockMentions(r); err != nil {
				return err
			}
			wrote = true
		}
		for _, d := range done {
			mark, ok, err := tx.PendingMention(d.entry)
			if err != nil {
				return err
			}
			if !ok || !bytes.Equal(mark, d.mark) {
				continue // marked again since the pass read it
			}
			// A deleted entry's mark is done once its names were probed;
			// a live entry's only if it was not renamed meanwhile.
			w, err := tx.WikiEntry(d.entry.EntryID)
			if deleted := errors.Is(err, storage.ErrNotFound); !deleted && (err != nil || entryFingerprint(w) != d.fingerprint) {
				continue
			}
			if err := tx.ClearMentionsPending(d.entry); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("engine: store mentions: %w", err)
	}
	if wrote {
		t.notify()
	}
	return nil
}

// notify calls every subscriber (on the tracker's goroutine).
func (t *mentionTracker) notify() {
	t.subsMu.Lock()
	fns := make([]func(), 0, len(t.subs))
	for _, fn := range t.subs {
		fns = append(fns, fn)
	}
	t.subsMu.Unlock()
	for _, fn := range fns {
		fn()
	}
}

// OnMentionsChanged calls fn whenever stored mentions changed (a rescan
// after a save or an entry's new names, a deletion's rescan), until the
// returned function is called. fn runs on a background goroutine and
// must not block; DismissMention, which the caller makes, does not call
// it.
func (e *Engine) OnMentionsChanged(fn func()) (unsubscribe func()) {
	t := e.mentions
	t.subsMu.Lock()
	defer t.subsMu.Unlock()
	if t.subs == nil {
		t.subs = map[int]func(){}
	}
	id := t.nextID
	t.nextID++
	t.subs[id] = fn
	return func() {
		t.subsMu.Lock()
		delete(t.subs, id)
		t.subsMu.Unlock()
	}
}

// sameMentions reports records with the same hash, mentions and
// dismissals.
func sameMentions(a, b storage.BlockMentions) bool {
	return a.Hash == b.Hash && slices.Equal(a.Mentions, b.Mentions) && slices.Equal(a.Dismissed, b.Dismissed)
}

// pendingDone is a pending entry a pass handled, with what it saw.
type pendingDone struct {
	entry       storage.PendingEntry
	mark        []byte
	fingerprint string
}

// rescanPendingEntries rescans, for every entry whose names changed, the
// blocks its old or new names could affect.
func (t *mentionTracker) rescanPendingEntries() error {
	var (
		todo []storage.BlockMentions
		done []pendingDone
	)
	err := t.e.db.View(func(tx *storage.Tx) error {
		pending, err := tx.PendingMentionEntries()
		if err != nil {
			return err
		}
		byProject := map[uint64][]storage.PendingEntry{}
		for _, p := range pending {
			byProject[p.ProjectID] = append(byProject[p.ProjectID], p)
		}
		for projectID, ps := range byProject {
			recs, dn, err := t.rescanEntriesTx(tx, projectID, ps)
			if err != nil {
				return err
			}
			todo, done = append(todo, recs...), append(done, dn...)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("engine: mentions of changed entries: %w", err)
	}
	return t.commit(todo, done)
}

func (t *mentionTracker) rescanEntriesTx(tx *storage.Tx, projectID uint64, ps []storage.PendingEntry) ([]storage.BlockMentions, []pendingDone, error) {
	type blockRef struct {
		o  storage.Owner
		id uint64
	}
	affected := map[blockRef]bool{}
	var probe []mentions.Entry
	var done []pendingDone
	for _, p := range ps {
		mark, _, err := tx.PendingMention(p)
		if err != nil {
			return nil, nil, err
		}
		old := storage.DecodePendingNames(mark)
		d := pendingDone{entry: p, mark: mark}
		if w, err := tx.WikiEntry(p.EntryID); err == nil {
			d.fingerprint = entryFingerprint(w)
			probe = append(probe, mentions.Entry{ID: p.EntryID, Names: append(entryPatterns(w), old...)})
		} else {
			probe = append(probe, mentions.Entry{ID: p.EntryID, Names: old})
		}
		done = append(done, d)
		blocks, err := tx.EntryMentionBlocks(p.EntryID)
		if err != nil {
			return nil, nil, err
		}
		for _, b := range blocks {
			affected[blockRef{b.Owner, b.BlockID}] = true
		}
	}
	occurs := mentions.New(probe)
	m, err := t.matcherTx(tx, projectID)
	if err != nil {
		return nil, nil, err
	}
	var out []storage.BlockMentions
	err = eachChapterBlockTx(tx, projectID, func(o storage.Owner, b storage.Block, old storage.BlockMentions, had bool) {
		if affected[blockRef{o, b.ID}] || !had || old.Hash != b.Hash || occurs.Occurs(b.Text) {
			out = append(out, scanBlock(m, b, old))
		}
	})
	if err != nil {
		return nil, nil, err
	}
	return out, done, nil
}

// RebuildMentions recomputes the mentions of every block of a project's
// chapters from their text, keeping the author's dismissals, and returns
// the number of blocks scanned. The tracker keeps mentions current on its
// own; this is the reference it is checked against, and the benchmark of
// a full scan.
func (e *Engine) RebuildMentions(projectID uint64) (int, error) {
	var todo []storage.BlockMentions
	err := e.db.View(func(tx *storage.Tx) error {
		m, err := e.mentions.matcherTx(tx, projectID)
		if err != nil {
			return err
		}
		return eachChapterBlockTx(tx, projectID, func(_ storage.Owner, b storage.Block, old storage.BlockMentions, _ bool) {
			todo = append(todo, scanBlock(m, b, old))
		})
	})
	if err != nil {
		return 0, fmt.Errorf("engine: rebuild mentions: %w", err)
	}
	return len(todo), e.mentions.commit(todo, nil)
}
