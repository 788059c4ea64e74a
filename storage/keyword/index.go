package keyword

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/analysis"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/mapping"
)

// Index is a keyword index over text chunks. Create it with Open or OpenMem
// and release it with Close.
type Index struct {
	idx bleve.Index
	// text and kw are resolved once so that Put can build bleve documents
	// directly instead of paying for reflection-based mapping per document.
	text analysis.Analyzer
	kw   analysis.Analyzer

	// wmu serialises writes, which read and update the BM25 statistics
	// (stats.go); smu guards stats for searches.
	wmu   sync.Mutex
	smu   sync.Mutex
	stats corpusStats

	// mu makes Close wait for in-flight calls and lets later calls fail
	// with ErrClosed: some bleve entry points (Advanced) do not check for a
	// closed index themselves and would dereference freed state.
	mu       sync.RWMutex
	closed   bool
	closeErr error

	// dir is where the index lives ("" in memory). stale says the live
	// bleve index cannot be trusted since a write failed; the next call
	// reopens it from dir first (reopenLocked). repairs counts those
	// reopens (Repairs).
	dir      string
	stale    atomic.Bool
	repairs  atomic.Uint64
	rebuilds atomic.Uint64
}

// A failed write leaves bleve's live index broken. Scorch applies a
// batch's segment to the live snapshot and only then waits for it to be
// written to disk; when that write fails (a full disk) Batch returns the
// error and closes the segment, which stays in the live snapshot with its
// caches freed. Every later write or search that reads the segment then
// panicked ("assignment to entry in nil map" in zap's dictionary cache),
// reported as ErrCorrupt until the app was restarted; the files on disk
// were whole all along, without the failed batch. So after a failed
// write the index reopens itself from disk before the next call (Repairs),
// and the indexer puts back what the failed batches held; should the
// files on disk turn out damaged, the reopen begins an empty index
// (Rebuilds), which the indexer fills again from its database.

// ErrClosed is returned by every method called after Close.
var ErrClosed = errors.New("keyword index is closed")

// use takes the read lock for one call, failing if the index is closed. The
// caller must call the returned release function.
// A live index left broken by a failed write is reopened first.
func (ix *Index) use(op string) (release func(), err error) {
	for {
		ix.mu.RLock()
		if ix.closed {
			ix.mu.RUnlock()
			return nil, fmt.Errorf("keyword: %s: %w", op, ErrClosed)
		}
		if !ix.stale.Load() {
			return ix.mu.RUnlock, nil
		}
		ix.mu.RUnlock()
		ix.mu.Lock()
		if !ix.closed && ix.stale.Load() {
			if err := ix.reopenLocked(); err != nil {
				ix.mu.Unlock()
				return nil, fmt.Errorf("keyword: %s: %w", op, err)
			}
		}
		ix.mu.Unlock()
	}
}

// Repairs counts the times the index reopened itself after a failed
// write: each time, the documents of the failed writes are missing, and
// the caller (the indexer) puts them back from its database.
func (ix *Index) Repairs() uint64 { return ix.repairs.Load() }

// Rebuilds counts the reopens (of those Repairs counts) that found the
// files on disk damaged and began an empty index in their place: each
// time every document is missing, and the caller fills the index again
// from its database, as at a start that found it corrupt.
func (ix *Index) Rebuilds() uint64 { return ix.rebuilds.Load() }

// reopenLocked replaces the live bleve index, broken by a failed write,
// with the one on disk, as the next start would: verified, and rebuilt
// empty when it is damaged. On failure (the disk still full, say) the
// index stays stale and the next call tries again. ix.mu is held.
func (ix *Index) reopenLocked() error {
	if ix.dir == "" {
		// In memory there is nothing to reopen from; the live index is
		// all there is, and its writes do not fail on a disk.
		ix.stale.Store(false)
		return nil
	}
	if ix.idx != nil {
		_ = closeQuietly(ix.idx) // broken: its close may fail too
		ix.idx = nil
	}
	next, err := Open(ix.dir)
	fresh := false
	if errors.Is(err, ErrCorrupt) {
		if rerr := os.RemoveAll(ix.dir); rerr != nil {
			return fmt.Errorf("reopen after a failed write: remove damaged index: %w", rerr)
		}
		next, err = Open(ix.dir)
		fresh = true
	}
	if err != nil {
		return fmt.Errorf("reopen after a failed write: %w", err)
	}
	if fresh {
		ix.rebuilds.Add(1)
	}
	ix.idx, ix.text, ix.kw = next.idx, next.text, next.kw
	ix.smu.Lock()
	ix.stats = next.stats
	ix.smu.Unlock()
	ix.stale.Store(false)
	ix.repairs.Add(1)
	return nil
}

// metaFile is the file bleve writes first when it creates an index; its
// presence tells an existing index apart from an empty directory.
const metaFile = "index_meta.json"

// Open opens the on-disk index in dir, creating it when dir does not exist
// or is empty. An existing index is verified before it is handed out (see
// verifyDir and verifyIndex); any damage, including a panic or memory fault
// inside bleve while reading the files, is reported as an error wrapping
// ErrCorrupt, after which the caller is expected to remove dir and rebuild
// from bbolt. Other errors are returned without ErrCorrupt: permission
// problems, and a directory that is already open (reported after a
// two-second lock wait), where deleting would destroy a live index.
func Open(dir string) (*Index, error) {
	if dir == "" {
		return nil, errors.New("keyword: open: empty directory name")
	}
	fresh, err := isFreshDir(dir)
	if err != nil {
		return nil, err
	}
	var ix *Index
	if fresh {
		ix, err = create(dir)
	} else {
		ix, err = openExisting(dir)
	}
	if err != nil {
		return nil, err
	}
	ix.dir = dir
	return ix, nil
}

// OpenMem returns an empty index held entirely in memory. It behaves like an
// on-disk index but is lost on Close; it serves tests and rebuild staging.
func OpenMem() (*Index, error) {
	return create("")
}

// isFreshDir reports whether dir should receive a new index: it is missing
// or empty. A non-empty directory without bleve's metadata file is a
// half-created or half-deleted index, and a non-directory in its place is
// debris; both are reported as corrupt.
func isFreshDir(dir string) (bool, error) {
	st, err := os.Stat(dir)
	if errors.Is(err, os.ErrNotExist) {
		return true, nil
	}
	if err != nil {
		return false, fmt.Errorf("keyword: open %s: %w", dir, err)
	}
	if !st.IsDir() {
		// Something replaced the index directory; removing it and
		// rebuilding is the right remedy, as for any damage.
		return false, fmt.Errorf("keyword: open %s: %w: not a directory", dir, ErrCorrupt)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, fmt.Errorf("keyword: open %s: %w", dir, err)
	}
	if len(entries) == 0 {
		return true, nil
	}
	if _, err := os.Stat(filepath.Join(dir, metaFile)); err != nil {
		return false, fmt.Errorf("keyword: open %s: %w: no %s in a non-empty directory", dir, ErrCorrupt, metaFile)
	}
	return false, nil
}

// create builds a new scorch index at dir ("" for memory only) and stamps it
// with the schema version.
func create(dir string) (*Index, error) {
	im, err := newMapping()
	if err != nil {
		return nil, err
	}
	if dir != "" {
		// bleve creates only the last path element.
		if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
			return nil, fmt.Errorf("keyword: create %s: %w", dir, err)
		}
	}
	idx, err := bleve.NewUsing(dir, im, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, fmt.Errorf("keyword: create %q: %w", dir, err)
	}
	if err := idx.SetInternal([]byte(schemaKey), []byte(schemaVersion)); err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("keyword: create %q: stamp schema: %w", dir, err)
	}
	if err := idx.SetInternal([]byte(statsKey), corpusStats{}.encode()); err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("keyword: create %q: statistics: %w", dir, err)
	}
	return wrap(idx)
}

// openExisting verifies the index read-only, then opens it for writing.
// Verification happens before any of scorch's background goroutines (merger,
// persister) exist, so a panic caused by a damaged file can only occur on
// this goroutine, where it is recovered.
func openExisting(dir string) (*Index, error) {
	if err := verifyDir(dir); err != nil {
		return nil, err
	}
	idx, err := openBleve(dir, nil)
	if err != nil {
		return nil, err
	}
	return wrap(idx)
}

// openBleve opens the index at dir, converting errors and panics into
// ErrCorrupt. By the time it is called the directory is known to contain an
// index, so a failure to open means the files are damaged.
func openBleve(dir string, config map[string]any) (idx bleve.Index, err error) {
	defer recoverCorrupt("open "+dir, &err)
	defer faultsPanic()()
	if config == nil {
		config = map[string]any{}
	}
	// scorch passes this to bbolt; see boltLockTimeout.
	config["bolt_timeout"] = boltLockTimeout.String()
	idx, err = bleve.OpenUsing(dir, config)
	if err != nil {
		return nil, fmt.Errorf("keyword: open %s: %w: %w", dir, ErrCorrupt, err)
	}
	return idx, nil
}

// wrap resolves the analyzers Put needs from the index's own (persisted)
// mapping and loads the BM25 statistics.
func wrap(idx bleve.Index) (*Index, error) {
	im, ok := idx.Mapping().(*mapping.IndexMappingImpl)
	if !ok {
		_ = idx.Close()
		return nil, fmt.Errorf("keyword: %w: unexpected mapping type %T", ErrCorrupt, idx.Mapping())
	}
	text := im.AnalyzerNamed(indexAnalyzer)
	kw := im.AnalyzerNamed(keywordAnalyzerName)
	if text == nil || kw == nil || im.AnalyzerNamed(queryAnalyzer) == nil || im.AnalyzerNamed(queryNoStopAnalyzer) == nil {
		_ = idx.Close()
		return nil, fmt.Errorf("keyword: %w: stored mapping lacks the inkflow analyzers", ErrCorrupt)
	}
	stats, err := readStats(idx)
	if err != nil {
		_ = idx.Close()
		return nil, fmt.Errorf("keyword: %w", err)
	}
	return &Index{idx: idx, text: text, kw: kw, stats: stats}, nil
}

// Count returns the number of documents in the index.
func (ix *Index) Count() (n uint64, err error) {
	release, err := ix.use("count")
	if err != nil {
		return 0, err
	}
	defer release()
	defer recoverCorrupt("count", &err)
	n, err = ix.idx.DocCount()
	if err != nil {
		return 0, fmt.Errorf("keyword: count: %w", err)
	}
	return n, nil
}

// IDs returns the id of every document in the index, in no particular
// order. It exists for consistency repair against bbolt, so it reads the
// index's own document list rather than running a search.
func (ix *Index) IDs() (ids []uint64, err error) {
	release, err := ix.use("ids")
	if err != nil {
		return nil, err
	}
	defer release()
	defer recoverCorrupt("ids", &err)
	r, err := ix.reader("ids")
	if err != nil {
		return nil, err
	}
	defer func() {
		if cerr := r.Close(); cerr != nil && err == nil {
			err = fmt.Errorf("keyword: ids: close reader: %w", cerr)
		}
	}()
	n, err := r.DocCount()
	if err != nil {
		return nil, fmt.Errorf("keyword: ids: %w", err)
	}
	it, err := r.DocIDReaderAll()
	if err != nil {
		return nil, fmt.Errorf("keyword: ids: %w", err)
	}
	defer it.Close()
	ids = make([]uint64, 0, n)
	for {
		internal, err := it.Next()
		if err != nil {
			return nil, fmt.Errorf("keyword: ids: %w", err)
		}
		if internal == nil {
			break
		}
		ext, err := r.ExternalID(internal)
		if err != nil {
			return nil, fmt.Errorf("keyword: ids: %w", err)
		}
		id, err := strconv.ParseUint(ext, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("keyword: ids: %w: foreign document id %q", ErrCorrupt, ext)
		}
		ids = append(ids, id)
	}
	if len(ids) == 0 {
		return nil, nil
	}
	return ids, nil
}

// Close waits for in-flight calls, then flushes and closes the index.
// Calling it again returns the first result; every other method returns an
// error wrapping ErrClosed after Close.
func (ix *Index) Close() error {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	if ix.closed {
		return ix.closeErr
	}
	ix.closed = true
	if ix.idx == nil {
		return nil // a reopen after a failed write failed: nothing is open
	}
	if err := closeQuietly(ix.idx); err != nil {
		ix.closeErr = fmt.Errorf("keyword: close: %w", err)
	}
	return ix.closeErr
}

// docID is the bleve document id for a chunk id. Decimal keeps ids readable
// in bleve's diagnostics and round-trips exactly through strconv.
func docID(id uint64) string { return strconv.FormatUint(id, 10) }
