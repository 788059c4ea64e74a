package app

import (
	"sync"
	"time"

	"inkflow/engine"
	"inkflow/engine/index"
)

// eventCoalesce is how long indexer events gather before the UI hears of
// them: an import emits hundreds a second, the eye needs a few.
const eventCoalesce = 120 * time.Millisecond

// eventPump carries indexer events to the UI state. The engine calls it on
// its own goroutines and it must return at once, so it only records: the
// latest counters, the latest event per owner, and a timer that hands the
// batch to the UI goroutine, where the state tells the panels.
type eventPump struct {
	st    *appState
	unsub func()

	mu        sync.Mutex
	counters  index.Event // the latest event: counters are snapshots
	owners    map[engine.Owner]index.Event
	kinds     map[engine.Owner]index.EventKind // every owner seen, latest kind
	model     *index.ModelProgress
	lastErr   error
	lastDone  time.Time
	scheduled bool
	stopped   bool
}

func newEventPump(st *appState) *eventPump {
	p := &eventPump{st: st, owners: map[engine.Owner]index.Event{}, kinds: map[engine.Owner]index.EventKind{}}
	p.unsub = st.eng.Subscribe(p.receive)
	return p
}

// receive runs on indexer goroutines.
func (p *eventPump) receive(ev index.Event) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.stopped {
		return
	}
	// An EventKeyword's counters are a snapshot taken before the tasks
	// that waited for the keyword write were told it was done, and it
	// reaches subscribers after their EventDone and EventIdle: taken as
	// the latest, it left the status bar at "Indexing · 2 running" for
	// good once a keyword backlog drained. Its news is the backlog,
	// which the status bar reads from the engine.
	if ev.Kind != index.EventKeyword {
		p.counters = ev
	}
	switch ev.Kind {
	case index.EventPending, index.EventRunning, index.EventDone, index.EventFailed:
		p.owners[ev.Owner] = ev
		p.kinds[ev.Owner] = ev.Kind
	}
	switch ev.Kind {
	case index.EventDone:
		p.lastDone = time.Now()
	case index.EventFailed:
		p.lastErr = ev.Err
	case index.EventModel:
		m := ev.Model
		p.model = &m
	}
	if !p.scheduled {
		p.scheduled = true
		time.AfterFunc(eventCoalesce, p.deliver)
	}
}

// deliver hands the gathered events to the state on the UI goroutine,
// when there are any: deliverNow may have handed them over before the
// coalescing timer fired.
func (p *eventPump) deliver() {
	p.mu.Lock()
	if p.stopped || !p.scheduled {
		p.mu.Unlock()
		return
	}
	p.scheduled = false
	counters, lastDone, lastErr, model := p.counters, p.lastDone, p.lastErr, p.model
	owners := make([]index.Event, 0, len(p.owners))
	for _, ev := range p.owners {
		owners = append(owners, ev)
	}
	clear(p.owners)
	p.model = nil
	p.mu.Unlock()
	p.st.do(func() {
		p.st.indexed(indexUpdate{owners: owners, counters: counters, lastDone: lastDone, lastErr: lastErr, model: model})
	})
}

// deliverNow hands the events gathered so far to the UI at once, without
// waiting out eventCoalesce: for a caller that knows no more are coming,
// such as a test that flushed the engine (whose Flush returns once its
// events are heard).
func (p *eventPump) deliverNow() { p.deliver() }

// ownerState is the index state implied by the latest event for o, and
// whether there was one.
func (p *eventPump) ownerState(o engine.Owner) (engine.IndexState, bool) {
	p.mu.Lock()
	k, ok := p.kinds[o]
	p.mu.Unlock()
	if !ok {
		return "", false
	}
	return stateOfKind(k, p.st.eng.Embedder() != nil), true
}

// stateOfKind maps an indexer event to the state a chapter is in after it.
func stateOfKind(k index.EventKind, haveModel bool) engine.IndexState {
	switch k {
	case index.EventRunning:
		return engine.StateIndexing
	case index.EventDone:
		return engine.StateIndexed
	case index.EventFailed:
		return engine.StateFailed
	default:
		if !haveModel {
			return engine.StateNoModel
		}
		return engine.StatePending
	}
}

func (p *eventPump) stop() {
	p.mu.Lock()
	p.stopped = true
	p.mu.Unlock()
	p.unsub()
}
