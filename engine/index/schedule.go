package index

import (
	"container/heap"
	"context"
	"errors"
	"fmt"
	"time"

	"inkflow/storage"
)

// Retry backoff after a failed task: 1 s, 2 s, 4 s … capped at a minute.
const (
	backoffBase = time.Second
	backoffMax  = 60 * time.Second
)

// backoff returns the delay before attempt n+1 after n consecutive
// failures (n >= 1).
func backoff(n int) time.Duration {
	if n > 7 { // 1s<<6 already exceeds the cap
		return backoffMax
	}
	return min(backoffBase<<(n-1), backoffMax)
}

// ownerState is one owner in the queue. An owner is in the map from its
// first Schedule until a task for it commits with no newer Schedule.
type ownerState struct {
	owner storage.Owner
	// due is when the next task may start.
	due time.Time
	// urgent: an explicit save or Flush asked for no debounce.
	urgent bool
	// running: a worker is processing the owner.
	running bool
	// rerun: Schedule was called while running; the owner runs again at
	// rerunDue (rerunUrgent: without debounce) with the latest text.
	rerun       bool
	rerunDue    time.Time
	rerunUrgent bool
	// attempts counts consecutive failures; retryAt is the earliest next
	// attempt after the last one; failedAt when it failed.
	attempts int
	retryAt  time.Time
	failedAt time.Time
	lastErr  error
	// at is the state's position in the due queue, -1 while it is not
	// there (running, or done).
	at int
}

// dueQueue orders the owners waiting to run by due time (a min-heap), so
// a worker claims the next owner in O(log n): scanning every queued owner
// per claim made working through a backlog of n owners O(n²).
type dueQueue []*ownerState

func (q dueQueue) Len() int           { return len(q) }
func (q dueQueue) Less(i, j int) bool { return q[i].due.Before(q[j].due) }
func (q dueQueue) Swap(i, j int) {
	q[i], q[j] = q[j], q[i]
	q[i].at, q[j].at = i, j
}
func (q *dueQueue) Push(x any) {
	st := x.(*ownerState)
	st.at = len(*q)
	*q = append(*q, st)
}
func (q *dueQueue) Pop() any {
	old := *q
	st := old[len(old)-1]
	old[len(old)-1] = nil
	*q = old[:len(old)-1]
	st.at = -1
	return st
}

// requeueLocked puts a waiting owner into the due queue, or moves it
// after its due time changed. ix.mu must be held.
func (ix *Indexer) requeueLocked(st *ownerState) {
	if st.at >= 0 {
		heap.Fix(&ix.queue, st.at)
	} else {
		heap.Push(&ix.queue, st)
	}
}

// signalLocked wakes everything waiting for a scheduler change. ix.mu must
// be held.
func (ix *Indexer) signalLocked() {
	close(ix.changed)
	ix.changed = make(chan struct{})
}

// signal is signalLocked for a caller that does not hold ix.mu.
func (ix *Indexer) signal() {
	ix.mu.Lock()
	ix.signalLocked()
	ix.mu.Unlock()
}

// setFlag sets one of the scheduler's flags (paused, applying, changing)
// under ix.mu and wakes everything waiting for a change.
func (ix *Indexer) setFlag(flag *bool, v bool) {
	ix.mu.Lock()
	*flag = v
	ix.signalLocked()
	ix.mu.Unlock()
}

// Schedule queues an owner for indexing. Without immediate the task starts
// after the debounce delay, counted from the latest call (a burst of saves
// becomes one task); immediate (explicit save, import) skips the delay.
// Calls while the owner's task runs make it run once more afterwards.
func (ix *Indexer) Schedule(o storage.Owner, immediate bool) {
	now := ix.clock.Now()
	due := now
	if !immediate {
		due = now.Add(ix.debounce())
	}
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return
	}
	st := ix.owners[o]
	switch {
	case st == nil:
		st = &ownerState{owner: o, due: due, urgent: immediate, at: -1}
		ix.owners[o] = st
		ix.requeueLocked(st)
	case st.running:
		if immediate || !st.rerunUrgent {
			st.rerunDue = due
		}
		st.rerun = true
		st.rerunUrgent = st.rerunUrgent || immediate
	default:
		if immediate {
			st.due, st.urgent = due, true
		} else if !st.urgent {
			// A new save pushes the debounce back but never jumps a
			// failure's backoff: a broken model would otherwise be hit
			// on every keystroke pause.
			st.due = later(due, st.retryAt)
		}
		ix.requeueLocked(st)
	}
	ev := ix.eventLocked(EventPending, o)
	ix.signalLocked()
	ix.mu.Unlock()
	ix.subs.emit(ev)
}

// takeRerun turns a rerun requested during a task into the next due time.
func (st *ownerState) takeRerun() {
	st.due, st.urgent = st.rerunDue, st.rerunUrgent
	st.rerun, st.rerunDue, st.rerunUrgent = false, time.Time{}, false
}

func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// Pending reports whether an owner is queued or running, and whether its
// last attempt failed.
func (ix *Indexer) Pending(o storage.Owner) (queued, running, failed bool) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	st := ix.owners[o]
	if st == nil {
		return false, false, false
	}
	return true, st.running, st.attempts > 0
}

// Counts returns the number of queued owners (including running and
// backing-off ones), running tasks and owners whose last attempt failed.
func (ix *Indexer) Counts() (pending, running, failed int) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	return ix.countsLocked()
}

// countsLocked is O(1): it runs for every event, and an event is sent for
// every Schedule, so a loop over the owners here made queueing a backlog
// of n owners at open cost n² (minutes for 100,000 chapters).
func (ix *Indexer) countsLocked() (pending, running, failed int) {
	return len(ix.owners), ix.running, ix.failed
}

// eventLocked snapshots the counters for an event. Its Pending leaves out
// the owners that are running, as Event documents: the status bar shows
// Pending as the chapters waiting beside Running, and with the running
// ones counted in both it read "等待 28 · 进行中 28" when none waited.
func (ix *Indexer) eventLocked(kind EventKind, o storage.Owner) Event {
	p, r, f := ix.countsLocked()
	return Event{Kind: kind, Owner: o, Pending: p - r, Running: r, Failed: f, Done: ix.done}
}

// next blocks until an owner is due and claims it for the calling worker;
// ok is false once the indexer is closing. retry says the owner's last
// attempt failed, so it runs alone.
func (ix *Indexer) next() (o storage.Owner, retry, ok bool) {
	for {
		ix.mu.Lock()
		if ix.closed {
			ix.mu.Unlock()
			return storage.Owner{}, false, false
		}
		if st := ix.claimDueLocked(false); st != nil {
			return st.owner, st.attempts > 0, true
		}
		var best *ownerState
		if !ix.paused && ix.hasModel() && len(ix.queue) > 0 {
			best = ix.queue[0]
		}
		wake := ix.changed
		wait := time.Duration(-1)
		if best != nil {
			wait = max(best.due.Sub(ix.clock.Now()), 0) // read under the lock: Schedule moves it
		}
		ix.mu.Unlock()
		var fire <-chan time.Time
		stop := func() bool { return false }
		if wait >= 0 {
			fire, stop = ix.clock.Timer(wait)
		}
		select {
		case <-wake:
		case <-fire:
		case <-ix.ctx.Done():
		}
		stop()
	}
}

// tryNext claims the next owner if one is due now and its last attempt
// did not fail, without waiting: a task group grows with it.
func (ix *Indexer) tryNext() (storage.Owner, bool) {
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return storage.Owner{}, false
	}
	st := ix.claimDueLocked(true)
	if st == nil {
		ix.mu.Unlock()
		return storage.Owner{}, false
	}
	return st.owner, true
}

// claimDueLocked takes the first owner of the due queue when it is due
// (and, with untriedOnly, its last attempt did not fail), marks it
// running and returns it with ix.mu released; otherwise it returns nil
// with ix.mu still held.
func (ix *Indexer) claimDueLocked(untriedOnly bool) *ownerState {
	if ix.paused || len(ix.queue) == 0 || !ix.hasModel() {
		return nil
	}
	best := ix.queue[0]
	if best.due.After(ix.clock.Now()) || untriedOnly && best.attempts > 0 {
		return nil
	}
	heap.Pop(&ix.queue)
	best.running = true
	ix.running++
	ev := ix.eventLocked(EventRunning, best.owner)
	ix.signalLocked()
	ix.mu.Unlock()
	ix.subs.emit(ev)
	return best
}

// Errors that end a task without counting as a failure.
var (
	// errStale: the owner's text or the active model changed while the
	// task ran; its result was discarded and it runs again.
	errStale = errors.New("owner changed while indexing")
)

// finish records a task's outcome and reschedules the owner as needed.
func (ix *Indexer) finish(o storage.Owner, stats TaskStats, err error) {
	now := ix.clock.Now()
	ix.mu.Lock()
	st := ix.owners[o]
	st.running = false
	ix.running--
	var ev Event
	switch {
	case err == nil:
		ix.done++
		if st.attempts > 0 {
			ix.failed--
		}
		if st.rerun {
			st.attempts, st.retryAt, st.lastErr = 0, time.Time{}, nil
			st.takeRerun()
		} else {
			delete(ix.owners, o)
		}
		ev = ix.eventLocked(EventDone, o)
		ev.Task = stats
	case errors.Is(err, errStale), errors.Is(err, ErrNoModel), ix.ctx.Err() != nil:
		// Not the owner's fault: run again (the save or model change that
		// caused it has scheduled it, or start-up will).
		if st.rerun {
			st.takeRerun()
		} else {
			st.due = now
		}
		ev = ix.eventLocked(EventPending, o)
	default:
		if st.attempts == 0 {
			ix.failed++
		}
		st.attempts++
		st.lastErr, st.failedAt = err, now
		delay := backoff(st.attempts)
		st.retryAt = now.Add(delay)
		if st.rerun {
			st.takeRerun()
		}
		st.due, st.urgent = later(st.due, st.retryAt), false
		ev = ix.eventLocked(EventFailed, o)
		ev.Err, ev.Retry = err, delay
	}
	if _, stays := ix.owners[o]; stays {
		ix.requeueLocked(st)
	}
	idle := len(ix.owners) == 0 && ix.running == 0
	// Flush waits for these events too (see emitting).
	ix.emitting++
	ix.signalLocked()
	ix.mu.Unlock()
	if ev.Kind == EventFailed {
		ix.met.update(func(m *Metrics) { m.TasksFailed++ })
		ix.log.Warn("indexing failed; will retry", "owner", o.String(), "retry_in", ev.Retry, "err", err)
	}
	ix.subs.emit(ev)
	if idle {
		ix.subs.emit(Event{Kind: EventIdle, Done: ev.Done})
	}
	ix.mu.Lock()
	ix.emitting--
	ix.signalLocked()
	ix.mu.Unlock()
}

// Flush skips the debounce (and one pending backoff) for every queued
// owner and waits until the indexer is idle: nothing queued or running,
// every queued deletion applied, no model change in progress, and the
// events of the finished tasks (EventDone, EventIdle) handed to every
// subscriber, so a front end that flushed has heard of all it waited
// for. Owners that fail during the flush do not
// make it wait for their backoff: Flush returns an error wrapping
// ErrIndexFailed instead (they keep retrying in the background), as it
// does when writing the vector or keyword index failed meanwhile (keyword
// changes that failed are retried in the background too, and once at the
// start of a flush). With work
// pending and no model loaded it returns ErrNoModel at once.
func (ix *Indexer) Flush(ctx context.Context) error {
	start := ix.clock.Now()
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return ErrClosed
	}
	if len(ix.owners) > 0 && !ix.hasModel() {
		n := len(ix.owners)
		ix.mu.Unlock()
		return fmt.Errorf("index: %d owners waiting: %w", n, ErrNoModel)
	}
	for _, st := range ix.owners {
		if st.running {
			if st.rerun {
				st.rerunDue, st.rerunUrgent = start, true
			}
			continue
		}
		st.due, st.urgent = start, true
	}
	heap.Init(&ix.queue)
	retryKeyword := ix.kwFailures > 0
	ix.signalLocked()
	ix.mu.Unlock()
	if retryKeyword {
		ix.wakeKeyword() // skip the keyword writer's backoff too
	}
	for {
		ix.mu.Lock()
		// Keyword changes that failed since the flush began wait for
		// their retry in the background, as failed owners do.
		kwSettled := len(ix.kwDeletes)+len(ix.kwPuts)+ix.kwUnreconciled == 0 || ix.kwFailures > 0 && ix.kwFailedAt.After(start)
		idle := len(ix.removals) == 0 && !ix.applying && !ix.changing && kwSettled && !ix.kwWriting && ix.emitting == 0
		var failed []error
		// A running owner, or one due now, means work is under way: no
		// need to look at every owner on each of the ~3n wake-ups of a
		// flush of n owners (that made it O(n²)). Only when nothing is
		// running or due can the rest be owners that failed meanwhile.
		if ix.running > 0 || len(ix.queue) > 0 && !ix.queue[0].due.After(ix.clock.Now()) {
			idle = false
		} else {
			for _, st := range ix.owners {
				ix.visits++
				if !st.running && st.attempts > 0 && st.failedAt.After(start) {
					failed = append(failed, fmt.Errorf("%s: %w", st.owner, st.lastErr))
					continue
				}
				idle = false
			}
		}
		closed := ix.closed
		wake := ix.changed
		applyErr := ix.applyErr
		if !ix.applyErrAt.After(start) {
			applyErr = nil
		}
		ix.mu.Unlock()
		if closed {
			return ErrClosed
		}
		if idle {
			if len(failed) > 0 {
				return fmt.Errorf("index: %d owners: %w: %w", len(failed), ErrIndexFailed, errors.Join(append(failed, applyErr)...))
			}
			if applyErr != nil {
				return fmt.Errorf("index: updating the search indexes: %w: %w", ErrIndexFailed, applyErr)
			}
			return nil
		}
		select {
		case <-wake:
		case <-ctx.Done():
			return fmt.Errorf("index: flush: %w", ctx.Err())
		}
	}
}

// pause stops workers from claiming owners and waits for running tasks to
// end (a model cutover needs a quiet moment).
func (ix *Indexer) pause(ctx context.Context) error {
	ix.mu.Lock()
	ix.paused = true
	ix.signalLocked()
	for ix.running > 0 {
		wake := ix.changed
		ix.mu.Unlock()
		select {
		case <-wake:
		case <-ctx.Done():
			ix.resume()
			return ctx.Err()
		}
		ix.mu.Lock()
	}
	ix.mu.Unlock()
	return nil
}

func (ix *Indexer) resume() { ix.setFlag(&ix.paused, false) }

// worker claims due owners and indexes them, in groups, until Close.
func (ix *Indexer) worker() {
	for {
		o, retry, ok := ix.next()
		if !ok {
			return
		}
		ix.runGroup(o, retry)
	}
}

// hasModel reports whether a model is loaded.
func (ix *Indexer) hasModel() bool {
	ix.amu.RLock()
	defer ix.amu.RUnlock()
	return ix.emb != nil
}
