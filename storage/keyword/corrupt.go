package keyword

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime/debug"
	"slices"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
	"github.com/blevesearch/bleve/v2/search/query"
	bolt "go.etcd.io/bbolt"
	bolterrors "go.etcd.io/bbolt/errors"

	"inkflow/internal/safefile"
)

// ErrCorrupt is wrapped by every error that means the on-disk index cannot
// be trusted. The remedy is always to remove the directory and rebuild the
// index from bbolt.
var ErrCorrupt = errors.New("keyword index is corrupt")

// ErrOldSchema is wrapped, together with ErrCorrupt, when the index was
// made by a version of InkFlow that analysed or laid out documents
// differently: nothing is damaged, but the remedy is the same rebuild.
var ErrOldSchema = errors.New("keyword index was made by another version")

// The schema stamp is stored in bleve's internal key space when an index is
// created. Bump schemaVersion whenever the mapping, the analyzers or the
// document layout change: older indexes then fail verification with
// ErrCorrupt and are rebuilt, instead of silently mixing two tokenisations.
const (
	schemaKey = "inkflow.keyword.schema"
	// 2: a child's document holds the passages filed under it
	// (engine/passage), no longer the child's own text; BM25 statistics
	// (stats.go); English stop words dropped from queries.
	// 3: document lengths kept in blocks of ids (stats.go).
	// 4: the document of a chapter's first child also holds the
	// chapter's title (engine/index keywordDocs).
	schemaVersion = "4"
)

// zapTrailerSize is the smallest possible zap segment: a 4-byte CRC preceded
// by at least the 4-byte version. Anything shorter is certainly truncated.
const zapTrailerSize = 8

// recoverCorrupt converts a panic inside bleve into an error wrapping
// ErrCorrupt. bleve trusts its files: offsets read from a damaged segment
// can index out of range. It must be deferred directly.
func recoverCorrupt(op string, err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("keyword: %s: %w: panic in bleve: %v", op, ErrCorrupt, r)
	}
}

// verifyDir opens the index at dir read-only and checks it. Read-only
// scorch starts no merger or persister, so nothing but this goroutine reads
// the files while they are still unverified, and faults on this goroutine
// become recoverable panics (see faultsPanic).
func verifyDir(dir string) (err error) {
	defer recoverCorrupt("verify "+dir, &err)
	defer faultsPanic()()
	if err := checkRootBolt(filepath.Join(dir, "store", rootBoltFile)); err != nil {
		return err
	}
	ro, err := openBleve(dir, map[string]any{"read_only": true})
	if err != nil {
		return err
	}
	defer func() {
		if cerr := closeQuietly(ro); cerr != nil && err == nil {
			err = fmt.Errorf("keyword: verify %s: %w: %w", dir, ErrCorrupt, cerr)
		}
	}()
	if err := verifyIndex(ro); err != nil {
		return fmt.Errorf("keyword: verify %s: %w", dir, err)
	}
	return nil
}

// verifyIndex runs the checks, cheapest first:
//  1. the schema stamp matches this code;
//  2. every live segment file matches the CRC-32 that zap stores in its
//     last four bytes (covers bit flips anywhere, not only in what a small
//     search would touch);
//  3. the posting lists agree with the document count: every document has
//     exactly one valid kind, so a search over all kinds must count every
//     document.
func verifyIndex(idx bleve.Index) error {
	stamp, err := idx.GetInternal([]byte(schemaKey))
	if err != nil {
		return fmt.Errorf("%w: read schema stamp: %w", ErrCorrupt, err)
	}
	if string(stamp) != schemaVersion {
		if len(stamp) == 0 {
			return fmt.Errorf("%w: no schema stamp", ErrCorrupt)
		}
		return fmt.Errorf("%w: %w: schema stamp %q, want %q", ErrCorrupt, ErrOldSchema, stamp, schemaVersion)
	}
	if err := verifySegments(idx); err != nil {
		return err
	}
	n, err := idx.DocCount()
	if err != nil {
		return fmt.Errorf("%w: count documents: %w", ErrCorrupt, err)
	}
	req := bleve.NewSearchRequestOptions(kindFilter(validKinds()), 0, 0, false)
	res, err := idx.Search(req)
	if err != nil {
		return fmt.Errorf("%w: probe search: %w", ErrCorrupt, err)
	}
	if res.Total != n {
		return fmt.Errorf("%w: %d documents but %d kind postings", ErrCorrupt, n, res.Total)
	}
	return nil
}

// verifySegments checks that the newest snapshot recorded in root.bolt loads
// and that the CRC of every segment file it references is intact.
//
// The first check matters because scorch, when the newest snapshot fails to
// load (say, a segment file is missing), logs the failure and silently falls
// back to an older snapshot: the index would open "fine" but stale. The
// loaded root is the newest snapshot exactly when the newest one loads.
// Unreferenced leftovers (for example a file half-written when the process
// died) are not checked: scorch deletes them on a writable open.
func verifySegments(idx bleve.Index) error {
	adv, err := idx.Advanced()
	if err != nil {
		return fmt.Errorf("%w: %w", ErrCorrupt, err)
	}
	sc, ok := adv.(*scorch.Scorch)
	if !ok {
		return fmt.Errorf("%w: not a scorch index (%T)", ErrCorrupt, adv)
	}
	epochs, err := sc.RootBoltSnapshotEpochs()
	if err != nil {
		return fmt.Errorf("%w: list snapshots: %w", ErrCorrupt, err)
	}
	if len(epochs) == 0 {
		return fmt.Errorf("%w: no persisted snapshot", ErrCorrupt)
	}
	newest := slices.Max(epochs)
	snap, err := sc.LoadSnapshot(newest)
	if err != nil || snap == nil {
		return fmt.Errorf("%w: newest snapshot %d does not load: %v", ErrCorrupt, newest, err)
	}
	defer func() { _ = snap.DecRef() }()
	for _, ss := range snap.Segments() {
		seg, ok := ss.Segment().(interface{ Path() string })
		if !ok {
			continue // in-memory segment: nothing on disk to check
		}
		if err := checkSegmentCRC(seg.Path()); err != nil {
			return err
		}
	}
	return nil
}

// checkSegmentCRC streams a zap segment file through CRC-32 (IEEE) and
// compares the result with the big-endian checksum zap appends as the last
// four bytes, computed over everything before it.
func checkSegmentCRC(path string) error {
	f, err := safefile.Open(path)
	if err != nil {
		return fmt.Errorf("%w: segment %s: %w", ErrCorrupt, path, err)
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return fmt.Errorf("%w: segment %s: %w", ErrCorrupt, path, err)
	}
	size := st.Size()
	if size < zapTrailerSize {
		return fmt.Errorf("%w: segment %s: truncated to %d bytes", ErrCorrupt, path, size)
	}
	h := crc32.NewIEEE()
	if _, err := io.CopyN(h, f, size-4); err != nil {
		return fmt.Errorf("%w: segment %s: %w", ErrCorrupt, path, err)
	}
	var trailer [4]byte
	if _, err := io.ReadFull(f, trailer[:]); err != nil {
		return fmt.Errorf("%w: segment %s: %w", ErrCorrupt, path, err)
	}
	if want, got := binary.BigEndian.Uint32(trailer[:]), h.Sum32(); want != got {
		return fmt.Errorf("%w: segment %s: crc %08x, stored %08x", ErrCorrupt, path, got, want)
	}
	return nil
}

// rootBoltFile is scorch's metadata database inside the store directory.
const rootBoltFile = "root.bolt"

// boltLockTimeout bounds the wait for root.bolt's file lock. Without it a
// second Open of a directory that is already open blocks forever.
const boltLockTimeout = 2 * time.Second

// checkRootBolt makes sure every page below root.bolt's high-water mark
// lies inside the file. bbolt memory-maps past the end of a short file and
// does not check this itself; touching such a page raises SIGBUS, which
// even recover cannot catch unless faultsPanic is in effect. After this
// check the pages scorch reads are backed by the file, and the validity of
// their contents is left to bbolt's meta checksums and to scorch's loading
// (its panics are recovered).
func checkRootBolt(path string) (err error) {
	defer recoverCorrupt("check "+path, &err)
	defer faultsPanic()()
	st, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("keyword: %w: %w", ErrCorrupt, err)
	}
	db, err := bolt.Open(path, 0o600, &bolt.Options{ReadOnly: true, Timeout: boltLockTimeout})
	if errors.Is(err, bolterrors.ErrTimeout) {
		return fmt.Errorf("keyword: %s is locked, is the index already open? %w", path, err)
	}
	if err != nil {
		return fmt.Errorf("keyword: %w: %s: %w", ErrCorrupt, path, err)
	}
	defer db.Close()
	return db.View(func(tx *bolt.Tx) error {
		if need := tx.Size(); need > st.Size() {
			return fmt.Errorf("keyword: %w: %s is %d bytes but its pages reach byte %d", ErrCorrupt, path, st.Size(), need)
		}
		return nil
	})
}

// faultsPanic turns memory faults on the calling goroutine (for example
// SIGBUS on a memory-mapped file that is shorter than expected) into
// recoverable panics, and returns the function that restores the previous
// setting: use it as defer faultsPanic()().
func faultsPanic() func() {
	old := debug.SetPanicOnFault(true)
	return func() { debug.SetPanicOnFault(old) }
}

// closeQuietly closes idx, turning a panic into an error, so that cleanup
// after a failed verification cannot itself crash the caller.
func closeQuietly(idx bleve.Index) (err error) {
	defer recoverCorrupt("close", &err)
	return idx.Close()
}

// kindFilter matches documents whose kind is any of kinds.
func kindFilter(kinds []string) query.Query {
	qs := make([]query.Query, 0, len(kinds))
	for _, k := range kinds {
		t := query.NewTermQuery(k)
		t.SetField(fieldKind)
		qs = append(qs, t)
	}
	return query.NewDisjunctionQuery(qs)
}
