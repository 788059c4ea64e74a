package index

import (
	"sync"
	"time"
)

// Metrics are cumulative counters since the indexer started.
type Metrics struct {
	// TasksDone and TasksFailed count task outcomes.
	TasksDone, TasksFailed uint64
	// Embedded counts texts sent to the model; EmbedCalls the calls made.
	Embedded, EmbedCalls uint64
	// CacheHits and CacheMisses count embedding-cache lookups (a miss is
	// a text the model then computed).
	CacheHits, CacheMisses uint64
	// TaskTime is the total time spent in tasks; LastTask and MaxTask the
	// duration of the latest and of the slowest committed task.
	TaskTime, LastTask, MaxTask time.Duration
	// IndexErrors counts vector or keyword index updates that failed (the
	// next start-up repairs them from bbolt).
	IndexErrors uint64
}

// metrics is Metrics behind a mutex.
type metrics struct {
	mu sync.Mutex
	m  Metrics
}

func (m *metrics) snapshot() Metrics {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.m
}

func (m *metrics) update(fn func(*Metrics)) {
	m.mu.Lock()
	fn(&m.m)
	m.mu.Unlock()
}
