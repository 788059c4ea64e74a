package index

import (
	"sync"
	"time"

	"inkflow/storage"
)

// EventKind says what happened.
type EventKind int

// Event kinds.
const (
	// EventPending: an owner was scheduled (or rescheduled).
	EventPending EventKind = iota + 1
	// EventRunning: a task started.
	EventRunning
	// EventDone: a task committed.
	EventDone
	// EventFailed: a task failed; it will be retried after Event.Retry.
	EventFailed
	// EventIdle: nothing is pending or running any more.
	EventIdle
	// EventModel: progress of a model change (see Event.Model).
	EventModel
	// EventKeyword: a keyword-index write failed (Event.Err, retried
	// after Event.Retry at the latest) or, with Err nil, what failed
	// was written since: Indexer.KeywordBacklog changed.
	EventKeyword
)

// String names the kind for logs and the command line.
func (k EventKind) String() string {
	switch k {
	case EventPending:
		return "pending"
	case EventRunning:
		return "running"
	case EventDone:
		return "done"
	case EventFailed:
		return "failed"
	case EventIdle:
		return "idle"
	case EventModel:
		return "model"
	case EventKeyword:
		return "keyword"
	default:
		return "unknown"
	}
}

// Event reports indexer progress to the status bar and the command-line
// progress bar. Counters are snapshots taken when the event was emitted.
type Event struct {
	Kind  EventKind
	Owner storage.Owner
	// Pending counts owners waiting (debouncing, due, or backing off after
	// a failure); Running counts tasks in progress; Failed counts owners
	// whose last attempt failed.
	Pending, Running, Failed int
	// Done counts tasks committed since the indexer started.
	Done uint64
	// Task describes the finished task (EventDone).
	Task TaskStats
	// Err is the failure (EventFailed, EventKeyword).
	Err error
	// Retry is the delay before the next attempt (EventFailed,
	// EventKeyword).
	Retry time.Duration
	// Model describes a model change in progress (EventModel).
	Model ModelProgress
}

// TaskStats describes one committed task.
type TaskStats struct {
	// ParentsKept were unchanged and left alone; ParentsAdded were chunked
	// and embedded; ParentsRemoved were stale and deleted.
	ParentsKept, ParentsAdded, ParentsRemoved int
	// ChildrenAdded and ChildrenRemoved count child rows.
	ChildrenAdded, ChildrenRemoved int
	// Embedded counts texts the model computed; CacheHits texts served by
	// the embedding cache.
	Embedded, CacheHits int
	Duration            time.Duration
}

// ModelProgress describes a background model change.
type ModelProgress struct {
	// From and To are the model ids.
	From, To string
	// Phase is "warming" (embedding everything with the new model while
	// the old one serves search), "switched" (search now uses the new
	// model and owners are being re-chunked from the cache) or "failed".
	Phase string
	// Done and Total count owners warmed.
	Done, Total int
}

// subscribers fans events out to callbacks.
type subscribers struct {
	mu   sync.Mutex
	next int
	fns  map[int]func(Event)
}

// add registers fn and returns its remover.
func (s *subscribers) add(fn func(Event)) func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.fns == nil {
		s.fns = make(map[int]func(Event))
	}
	id := s.next
	s.next++
	s.fns[id] = fn
	var once sync.Once
	return func() {
		once.Do(func() {
			s.mu.Lock()
			delete(s.fns, id)
			s.mu.Unlock()
		})
	}
}

// emit calls every subscriber, outside the lock so a callback may
// unsubscribe.
func (s *subscribers) emit(ev Event) {
	s.mu.Lock()
	fns := make([]func(Event), 0, len(s.fns))
	for _, fn := range s.fns {
		fns = append(fns, fn)
	}
	s.mu.Unlock()
	for _, fn := range fns {
		fn(ev)
	}
}
