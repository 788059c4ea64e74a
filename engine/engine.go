package engine

import (
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"inkflow/engine/index"
	"inkflow/engine/search"
	"inkflow/model"
	"inkflow/storage"
	"inkflow/storage/keyword"
	"inkflow/storage/vector"
)

// Files and directories inside the data directory.
const (
	// VectorFile is the persisted vector index.
	VectorFile = "vectors.idx"
	// KeywordDir is the keyword index directory.
	KeywordDir = "keyword"
)

// Embedder is an embedding model, as the engine takes it: a front end
// loads one through engine/models and hands it to Open, SetEmbedder or
// SwitchModel.
type Embedder = model.Embedder

// Options configure Open.
type Options struct {
	// DataDir holds the database and the derived indexes (required;
	// created if missing).
	DataDir string
	// Embedder is the embedding model. Nil is allowed: text is saved,
	// indexing waits, and the status says "no model" until SetEmbedder.
	Embedder Embedder
	// Logger receives repair, failure and model-change reports; nil
	// discards them.
	Logger *slog.Logger
	// Debounce, when positive, overrides chunking.debounce-ms (tests).
	Debounce time.Duration
	// PersistDelay, when positive, overrides how long indexing must be
	// quiet before the vector index is written to disk (default 30 s).
	PersistDelay time.Duration
	// Clock, when set, replaces time.Now for snapshot times and their
	// retention and for the days of the writing history (tests simulate
	// days with it).
	Clock func() time.Time
	// TrimDelay, when positive, overrides how long indexing, the mention
	// tracker and searching must pause before memory is given back
	// (memtrim.go; default 2 s).
	TrimDelay time.Duration
}

// Engine is an open InkFlow data directory. It is safe for concurrent use.
type Engine struct {
	dir string
	db  *storage.DB
	ix  *index.Indexer
	log *slog.Logger
	// store is what searches read db through; one for the engine's life,
	// so what it keeps between searches (chapter titles) is kept.
	store *search.DBStore

	settings atomic.Pointer[Settings]
	setMu    sync.Mutex // serialises UpdateSettings

	progMu   sync.Mutex
	progress []func() // unsubscribers of Progress channels
	closed   atomic.Bool

	// jmu serialises crash journal writes; journals holds the chapters
	// this process wrote a journal for (see journal.go).
	jmu       sync.Mutex
	journals  map[uint64]bool
	recovered []Recovery // what Open took back from the journal

	now      func() time.Time // Options.Clock, else time.Now
	lastSnap sync.Map         // chapter id → time of its last interval snapshot
	// written holds what each project gained in this session (goals.go).
	writtenMu sync.Mutex
	written   map[uint64]TextCounts
	// mentions keeps wiki entries' mentions current (mentiontrack.go).
	mentions *mentionTracker
	// trim gives memory back once work that read much of the database
	// pauses (memtrim.go); untrim ends its indexer subscription.
	trim   *memTrimmer
	untrim func()
	// undos holds each project's newest undoable split, merge or
	// deletion (chapterundo.go).
	undos chapterUndos
	// late holds the token table of search's late interaction
	// (latetable.go).
	late *lateTable
}

// Open opens (or creates) a data directory: it opens and migrates the
// database, loads or rebuilds the vector index (DataDir/vectors.idx) and
// keyword index (DataDir/keyword/), reconciles both with the database, and
// starts the background indexer with every unfinished owner queued.
// Chapter and snapshot records written before English words were
// counted are counted first, once (countUncounted).
// Last, it applies the crash journal: unsaved typing of a previous run
// that crashed is saved into its chapter and listed by Recovered.
//
// A directory already open in another InkFlow yields an error wrapping
// ErrLocked; a damaged database file one wrapping ErrCorrupt (the file is
// left as it was).
func Open(opts Options) (*Engine, error) {
	if opts.DataDir == "" {
		return nil, fmt.Errorf("engine: open: no data directory: %w", ErrInvalid)
	}
	if err := os.MkdirAll(opts.DataDir, 0o700); err != nil {
		return nil, fmt.Errorf("engine: open: %w", err)
	}
	if err := checkWritable(opts.DataDir); err != nil {
		return nil, err
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	db, err := storage.Open(filepath.Join(opts.DataDir, storage.FileName))
	if err != nil {
		return nil, fmt.Errorf("engine: %w", err)
	}
	e := &Engine{dir: opts.DataDir, db: db, store: search.NewDBStore(db), log: log, journals: map[uint64]bool{}, now: opts.Clock, written: map[uint64]TextCounts{}}
	e.late = &lateTable{dataDir: opts.DataDir, log: log}
	// A record left uncounted (a damaged snapshot) shows 字数 or
	// characters instead of words; that is no reason to refuse the book.
	if chs, snaps, err := countUncounted(db); err != nil {
		log.Warn("counting the words of older records failed", "err", err)
	} else if chs+snaps > 0 {
		log.Info("counted the words of older records", "chapters", chs, "snapshots", snaps)
	}
	if e.now == nil {
		e.now = time.Now
	}
	s := loadSettings(db, log)
	e.settings.Store(&s)
	e.ix, err = index.Open(index.Config{
		DB:           db,
		KeywordDir:   filepath.Join(opts.DataDir, KeywordDir),
		VectorPath:   filepath.Join(opts.DataDir, VectorFile),
		Settings:     e.Settings,
		Debounce:     opts.Debounce,
		PersistDelay: opts.PersistDelay,
		Logger:       log,
		AfterTask:    e.afterIndex,
	}, opts.Embedder)
	if err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("engine: %w", err)
	}
	// Before the mention tracker, whose passes report to it.
	e.trim = newMemTrimmer(e, opts.TrimDelay)
	e.untrim = e.ix.Subscribe(e.trim.event)
	e.mentions = newMentionTracker(e, func() time.Duration {
		if opts.Debounce > 0 {
			return opts.Debounce
		}
		return time.Duration(e.Settings().Chunking.DebounceMS) * time.Millisecond
	})
	if err := e.mentions.start(); err != nil {
		e.untrim()
		e.trim.close()
		_ = e.ix.Close()
		_ = db.Close()
		return nil, err
	}
	e.recovered = e.replayJournal()
	e.trim.releaseMapping("open")
	return e, nil
}

// checkWritable fails with ErrReadOnly when InkFlow cannot create files in
// the data directory: the database would open, but the search indexes
// beside it could not be written, and that used to surface later as a
// "corrupt" keyword index.
func checkWritable(dir string) error {
	f, err := os.CreateTemp(dir, ".write-test-*")
	if err != nil {
		if errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.EROFS) {
			return fmt.Errorf("engine: %s: %w (%w); InkFlow keeps its database and search indexes there: make it writable or choose another folder with --data", dir, ErrReadOnly, unwrapPath(err))
		}
		return fmt.Errorf("engine: open %s: %w", dir, err)
	}
	f.Close()
	return os.Remove(f.Name())
}

// unwrapPath drops the *PathError wrapper (whose message repeats the
// path) and keeps the system's reason ("permission denied").
func unwrapPath(err error) error {
	if pe, ok := errors.AsType[*os.PathError](err); ok {
		return pe.Err
	}
	return err
}

// Close stops the indexer (unfinished work resumes at the next Open),
// saves the vector index and closes everything. Progress channels are
// closed. Calling Close twice is harmless.
func (e *Engine) Close() error {
	if e.closed.Swap(true) {
		return nil
	}
	var errs []error
	e.untrim()
	e.trim.close()
	e.mentions.close()
	if err := e.ix.Close(); err != nil {
		errs = append(errs, err)
	}
	e.progMu.Lock()
	for _, stop := range e.progress {
		stop()
	}
	e.progress = nil
	e.progMu.Unlock()
	if err := e.db.Close(); err != nil {
		errs = append(errs, err)
	}
	if err := errors.Join(errs...); err != nil {
		return fmt.Errorf("engine: close: %w", err)
	}
	return nil
}

// DataDir is the directory the engine was opened on.
func (e *Engine) DataDir() string { return e.dir }

// Keyword returns the keyword index (searches only).
func (e *Engine) Keyword() *keyword.Index { return e.ix.Keyword() }

// Vectors returns the embedder that serves queries and the vector index
// holding its vectors, as one consistent pair (they change together when
// the model changes). Both are nil when no model is loaded. Searches only:
// never add to or delete from the index. The index may name children
// deleted a moment ago; resolve ids through DB and skip missing rows.
func (e *Engine) Vectors() (Embedder, vector.Index) { return e.ix.Active() }

// Embedder returns the embedder that serves queries (nil if none).
func (e *Engine) Embedder() Embedder {
	emb, _ := e.ix.Active()
	return emb
}

// SwitchModel adopts emb like SetEmbedder and returns every stored text's
// owner: each is re-embedded with the new model, so a caller that must
// wait for the switch (`inkflow model use`) waits for these.
func (e *Engine) SwitchModel(emb Embedder) ([]Owner, error) {
	owners, err := storage.TxValue(e.db.View, func(tx *storage.Tx) ([]Owner, error) {
		return tx.AllOwners()
	})
	if err != nil {
		return nil, fmt.Errorf("engine: switch model: %w", err)
	}
	e.SetEmbedder(emb)
	return owners, nil
}

// SetEmbedder changes the embedding model. A different model is adopted
// in the background: everything is embedded with it first while search
// keeps using the old vectors, then it takes over and the old vectors are
// dropped (see index.Indexer.SetEmbedder). Nil unloads the model.
func (e *Engine) SetEmbedder(emb Embedder) {
	if err := e.ix.SetEmbedder(emb); err != nil {
		e.log.Error("changing the embedding model failed", "err", err)
	}
	// The first model activates the vector index, reconciling it with
	// every child in the database (a change of model runs in the
	// background instead, and its tasks end in a trim).
	e.trim.releaseMapping("model")
}

// Subscribe calls fn for every indexer event until the returned function
// is called. fn runs on indexer goroutines and must return quickly.
func (e *Engine) Subscribe(fn func(index.Event)) (unsubscribe func()) {
	return e.ix.Subscribe(fn)
}

// KeywordBacklog tells whether keyword search lags behind the saved text
// because writing the keyword index failed (a full disk): the changes wait
// and are retried in the background, so search tells the author its
// results may miss the newest text until they are written (an
// index.EventKeyword reports each change of it).
func (e *Engine) KeywordBacklog() index.KeywordBacklog {
	return e.ix.KeywordBacklog()
}

// Progress returns a channel of indexer events for a status bar or a
// progress bar. Events are dropped rather than block the indexer when the
// reader falls behind (each event carries complete counters, so the latest
// one is all a display needs). The channel is closed by Close.
func (e *Engine) Progress() <-chan index.Event {
	ch := make(chan index.Event, 256)
	var mu sync.Mutex
	open := true
	unsub := e.ix.Subscribe(func(ev index.Event) {
		mu.Lock()
		defer mu.Unlock()
		if !open {
			return
		}
		select {
		case ch <- ev:
		default:
		}
	})
	stop := func() {
		unsub()
		mu.Lock()
		if open {
			open = false
			close(ch)
		}
		mu.Unlock()
	}
	e.progMu.Lock()
	defer e.progMu.Unlock()
	if e.closed.Load() {
		stop()
		return ch
	}
	e.progress = append(e.progress, stop)
	return ch
}

// Metrics returns the indexer's cumulative counters (task durations,
// embeddings computed, cache hits and misses, failures).
func (e *Engine) Metrics() index.Metrics { return e.ix.Metrics() }
