package index

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"time"

	"inkflow/engine/settings"
	"inkflow/model"
	"inkflow/storage"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// Errors reported by the indexer.
var (
	// ErrNoModel is returned by Flush when work is pending but no
	// embedding model is loaded, so it cannot progress.
	ErrNoModel = errors.New("no embedding model loaded: indexing waits")
	// ErrClosed is returned by calls after Close.
	ErrClosed = errors.New("indexer is closed")
	// ErrIndexFailed is wrapped by Flush's error when owners failed to
	// index; they stay dirty and are retried in the background.
	ErrIndexFailed = errors.New("indexing failed")
)

// Config configures Open.
type Config struct {
	// DB is the open database (required).
	DB *storage.DB
	// KeywordDir is the keyword index directory (required).
	KeywordDir string
	// VectorPath is the persisted vector index file (required).
	VectorPath string
	// Settings returns the current settings; it is called at the start of
	// every task so changes apply without a restart. Nil means defaults.
	Settings func() settings.Values
	// Debounce, when positive, overrides chunking.debounce-ms (tests).
	Debounce time.Duration
	// Workers is the number of concurrent tasks, 1 (default) or 2: the
	// model already uses every core, more workers only add contention.
	Workers int
	// PersistDelay is how long the indexer must be quiet before the
	// vector index is written to disk (default 30 s).
	PersistDelay time.Duration
	// Logger receives repair and failure reports; nil discards them.
	Logger *slog.Logger
	// AfterTask, when set, runs after every committed task group (see
	// AfterTaskFunc); the engine derives generated summaries there.
	AfterTask AfterTaskFunc
	// clock, when set, is the scheduler's time instead of the wall
	// clock (tests that must not depend on the machine's speed).
	clock clock
}

// Indexer runs index tasks in the background and owns the derived vector
// and keyword indexes. All methods are safe for concurrent use.
type Indexer struct {
	cfg Config
	db  *storage.DB
	kw  *keyword.Index
	log *slog.Logger
	// warnedSettings is set once settings() has logged a fallback.
	warnedSettings atomic.Bool

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	// clock is the scheduler's time (Config.clock, or the wall clock).
	clock clock

	// mu guards the scheduler state below.
	mu      sync.Mutex
	owners  map[storage.Owner]*ownerState
	queue   dueQueue // the owners in owners that are not running, by due time
	running int
	failed  int // owners whose last attempt failed (attempts > 0), kept as they change
	// visits counts owner records examined by the scheduler's loops; a
	// test checks that queueing n owners stays linear in it.
	visits   int
	paused   bool
	closed   bool
	done     uint64
	changed  chan struct{} // closed and replaced on every change
	removals []uint64      // child ids to drop from the derived indexes
	applying bool          // the remover is applying a batch
	// kwDeletes and kwPuts are the keyword changes queued for the
	// keyword writer, kwWriting says it is writing a batch (see apply).
	// kwQueued numbers the changes queued, kwWritten the last written;
	// kwWaiters wait for theirs.
	kwDeletes []uint64
	kwPuts    []keyword.Doc
	kwWriting bool
	kwQueued  uint64
	kwWritten uint64
	kwWaiters []kwWaiter
	// After a failed keyword write: kwFailures counts the failures in a
	// row (0: none), kwErr is the last, at kwFailedAt, the first at
	// kwFailedSince; kwRetry wakes the writer to try again (see
	// writeKeyword). kwRebuildsSeen is the keyword index's Rebuilds
	// count the writer last reconciled after (its goroutine only).
	kwFailures     int
	kwErr          error
	kwFailedAt     time.Time
	kwFailedSince  time.Time
	kwRetry        *time.Timer
	kwRebuildsSeen uint64
	// kwReconcile is set while the keyword index waits to be reconciled
	// with bbolt because writing that failed at Open (a full disk); the
	// writer reconciles before its next write (repairKeyword).
	// kwUnreconciled counts the documents that reconciliation found to
	// add or remove.
	kwReconcile    bool
	kwUnreconciled int
	// applyErr is the last failure to update the vector or keyword index
	// (at applyErrAt); Flush reports one that happened while it waited.
	applyErr   error
	applyErrAt time.Time
	changing   bool // a background model change is running
	// emitting counts finish calls handing their events to subscribers
	// after the state they report changed: Flush waits for them, or it
	// could return before a subscriber heard that the work was done.
	emitting int

	// amu guards the active model and the vector index it serves.
	amu     sync.RWMutex
	emb     model.Embedder
	modelID string
	vix     vector.Index

	// applyMu serialises every mutation of the derived indexes (and the
	// vector index's persistence) so an add can be checked against bbolt
	// atomically with respect to deletions (see apply).
	applyMu      sync.Mutex
	vectorsDirty bool
	lastChange   time.Time
	persistWake  chan struct{}
	removeWake   chan struct{}
	kwWake       chan struct{}

	// switching cancels a model warm-up in progress.
	switchMu  sync.Mutex
	switching context.CancelFunc

	subs subscribers
	met  metrics
}

// Open prepares the derived indexes and starts the indexer:
//
//   - the keyword index is opened from KeywordDir, or rebuilt from bbolt
//     when it is missing or corrupt;
//   - when emb is not nil, the vector index is loaded from VectorPath, or
//     rebuilt from bbolt when it is missing, corrupt, or was written for
//     another model; when emb is a different model than the one the stored
//     vectors belong to, every owner is re-indexed under emb;
//   - both indexes are reconciled with bbolt's children by id-set
//     difference (missing ids added, extra ids deleted), restoring P8
//     after a crash;
//   - every stale owner and every owner with dirty blocks is scheduled.
//
// emb may be nil: text is then saved but not indexed until SetEmbedder.
func Open(cfg Config, emb model.Embedder) (*Indexer, error) {
	if cfg.DB == nil || cfg.KeywordDir == "" || cfg.VectorPath == "" {
		return nil, errors.New("index: Config needs DB, KeywordDir and VectorPath")
	}
	if cfg.Workers <= 0 {
		cfg.Workers = 1
	}
	cfg.Workers = min(cfg.Workers, 2)
	if cfg.PersistDelay <= 0 {
		cfg.PersistDelay = 30 * time.Second
	}
	if cfg.Settings == nil {
		cfg.Settings = settings.Defaults
	}
	log := cfg.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	ctx, cancel := context.WithCancel(context.Background())
	ix := &Indexer{
		cfg: cfg, db: cfg.DB, log: log, ctx: ctx, cancel: cancel, clock: cfg.clock,
		owners:      make(map[storage.Owner]*ownerState),
		changed:     make(chan struct{}),
		persistWake: make(chan struct{}, 1),
		removeWake:  make(chan struct{}, 1),
		kwWake:      make(chan struct{}, 1),
	}
	if ix.clock == nil {
		ix.clock = wallClock{}
	}
	kw, err := openKeyword(cfg.KeywordDir, log)
	if err != nil {
		cancel()
		return nil, err
	}
	ix.kw = kw
	if err := ix.reconcileKeyword(); err != nil {
		var werr keywordWriteError
		if !errors.As(err, &werr) {
			cancel()
			_ = kw.Close()
			return nil, err
		}
		// A full disk: the text is safe in bbolt, so the author can open
		// the book all the same, and the keyword writer reconciles again
		// after its backoff (KeywordBacklog says meanwhile that keyword
		// search is behind). Before, nothing opened until the disk had
		// room, the app included.
		log.Error("reconciling the keyword index with the database failed; retrying", "err", err)
		now := ix.clock.Now()
		ix.kwReconcile, ix.kwUnreconciled = true, werr.behind
		ix.kwFailures, ix.kwErr, ix.kwFailedAt, ix.kwFailedSince = 1, err, now, now
		ix.retryKeywordLocked(backoff(1))
	}
	if emb != nil {
		if err := ix.activate(emb); err != nil {
			cancel()
			_ = kw.Close()
			return nil, err
		}
	}
	if err := ix.upgradePlans(); err != nil {
		cancel()
		_ = kw.Close()
		return nil, err
	}
	if err := ix.scheduleBacklog(); err != nil {
		cancel()
		_ = kw.Close()
		return nil, err
	}
	for range cfg.Workers {
		ix.wg.Go(ix.worker)
	}
	ix.wg.Go(func() { ix.wakeLoop(ix.removeWake, ix.drainRemovals) }) // applies queued removals
	ix.wg.Go(ix.persister)
	ix.wg.Go(func() { ix.wakeLoop(ix.kwWake, ix.writeKeyword) }) // writes queued keyword changes
	return ix, nil
}

// openKeyword opens the keyword index, replacing a corrupt one by an empty
// index that reconciliation then fills from bbolt.
func openKeyword(dir string, log *slog.Logger) (*keyword.Index, error) {
	kw, err := keyword.Open(dir)
	if err == nil {
		return kw, nil
	}
	if !errors.Is(err, keyword.ErrCorrupt) {
		return nil, fmt.Errorf("index: open keyword index: %w", err)
	}
	if errors.Is(err, keyword.ErrOldSchema) {
		log.Info("keyword index was made by another version of InkFlow; rebuilding it from the database", "dir", dir)
	} else {
		log.Warn("keyword index is corrupt; rebuilding it from the database", "dir", dir, "err", err)
	}
	if err := os.RemoveAll(dir); err != nil {
		return nil, fmt.Errorf("index: remove corrupt keyword index: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o700); err != nil {
		return nil, fmt.Errorf("index: keyword index: %w", err)
	}
	kw, err = keyword.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("index: create keyword index: %w", err)
	}
	return kw, nil
}

// scheduleBacklog schedules, without debounce, what a previous run left
// undone: stale owners and owners with dirty blocks.
func (ix *Indexer) scheduleBacklog() error {
	var owners []storage.Owner
	err := ix.db.View(func(tx *storage.Tx) error {
		stale, err := tx.StaleOwners()
		if err != nil {
			return err
		}
		dirty, err := tx.DirtyOwners()
		if err != nil {
			return err
		}
		owners = append(stale, dirty...)
		return nil
	})
	if err != nil {
		return fmt.Errorf("index: find unindexed owners: %w", err)
	}
	for _, o := range owners {
		ix.Schedule(o, true)
	}
	if len(owners) > 0 {
		ix.log.Info("resuming indexing left over from the last run", "owners", len(owners))
	}
	return nil
}

// Close stops the workers (a running task is cancelled and its owner stays
// dirty for the next start), applies queued deletions, writes the vector
// index to disk and closes the keyword index.
func (ix *Indexer) Close() error {
	ix.mu.Lock()
	if ix.closed {
		ix.mu.Unlock()
		return nil
	}
	ix.closed = true
	if ix.kwRetry != nil {
		ix.kwRetry.Stop()
	}
	ix.signalLocked()
	ix.mu.Unlock()
	ix.stopSwitch()
	ix.cancel()
	ix.wg.Wait()
	ix.drainRemovals()
	ix.writeKeyword()
	var errs []error
	if err := ix.persistVectors(); err != nil {
		errs = append(errs, err)
	}
	if err := ix.kw.Close(); err != nil {
		errs = append(errs, fmt.Errorf("index: close keyword index: %w", err))
	}
	return errors.Join(errs...)
}

// Subscribe calls fn for every event until the returned function is
// called. fn runs on indexer goroutines and must not block.
func (ix *Indexer) Subscribe(fn func(Event)) (unsubscribe func()) {
	return ix.subs.add(fn)
}

// Metrics returns cumulative counters.
func (ix *Indexer) Metrics() Metrics { return ix.met.snapshot() }

// Keyword returns the keyword index (safe for concurrent searches).
func (ix *Indexer) Keyword() *keyword.Index { return ix.kw }

// Active returns the embedder that serves queries and the vector index of
// its vectors, as one consistent pair. Both are nil when no model is
// loaded. The index is safe for concurrent searches; callers must not
// modify it.
func (ix *Indexer) Active() (model.Embedder, vector.Index) {
	ix.amu.RLock()
	defer ix.amu.RUnlock()
	return ix.emb, ix.vix
}

// ActiveModelID is the id of the model whose vectors are served ("" if
// none).
func (ix *Indexer) ActiveModelID() string {
	ix.amu.RLock()
	defer ix.amu.RUnlock()
	return ix.modelID
}

// settings returns the current settings. It never trusts them: values
// outside the settings table (a hand-built Config.Settings, a bug) would
// drive allocations and batch sizes, so they fall back to the defaults,
// with one log line per indexer.
func (ix *Indexer) settings() settings.Values {
	v := ix.cfg.Settings()
	if err := v.Validate(); err != nil {
		if !ix.warnedSettings.Swap(true) {
			ix.log.Warn("index: settings out of range, indexing with the defaults", "err", err)
		}
		return settings.Defaults()
	}
	return v
}

// debounce is the delay between a save and its task.
func (ix *Indexer) debounce() time.Duration {
	if ix.cfg.Debounce > 0 {
		return ix.cfg.Debounce
	}
	return time.Duration(ix.settings().Chunking.DebounceMS) * time.Millisecond
}
