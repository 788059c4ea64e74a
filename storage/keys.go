package storage

import "encoding/binary"

// Bucket names. Secondary-index buckets hold only keys (nil-free empty
// values or a small id) so a prefix scan touches a few pages.
var (
	bucketMeta     = []byte("meta")
	bucketSettings = []byte("settings")
	bucketProjects = []byte("projects")
	// chapters: chapter id → chapter record (no text).
	bucketChapters = []byte("chapters")
	// chapter_order: project id ‖ order (u32) ‖ chapter id → empty.
	bucketChapterOrder = []byte("chapter_order")
	// texts: owner key → the owner's full text (UTF-8).
	bucketTexts = []byte("texts")
	// blocks: owner key ‖ block id → block record. Owner-first keys make
	// "all blocks of a chapter" a prefix scan; order lives in the record.
	bucketBlocks = []byte("blocks")
	// stale: owner key → empty, for owners whose derived data lags their
	// text. It survives crashes, so start-up knows what to re-index.
	bucketStale = []byte("stale")
	// parents: parent id → parent record.
	bucketParents = []byte("parents")
	// parents_by_owner: owner key ‖ parent id → empty.
	bucketParentsByOwner = []byte("parents_by_owner")
	// children: child id → child record (with its vector).
	bucketChildren = []byte("children")
	// children_by_parent: parent id ‖ order (u32) → child id.
	bucketChildrenByParent = []byte("children_by_parent")
	// wiki: entry id → wiki record (no text).
	bucketWiki = []byte("wiki")
	// wiki_by_project: project id ‖ entry id → empty.
	bucketWikiByProject = []byte("wiki_by_project")
	// summaries: summary id → summary record (no text).
	bucketSummaries = []byte("summaries")
	// summary_by_chapter: chapter id → summary id (one summary per chapter).
	bucketSummaryByChapter = []byte("summary_by_chapter")
	// embcache: model id ‖ 0x00 ‖ text hash → raw little-endian vector.
	bucketEmbCache = []byte("embcache")
	// snapshots: snapshot id → snapshot record (no text); snapshot_data:
	// snapshot id → full text or delta; snapshots_by_chapter: chapter id ‖
	// snapshot id → empty; replaces: replace id → undo record. Created on
	// first use in databases made before them (chaptersnapshot.go).
	bucketSnapshots          = []byte("snapshots")
	bucketSnapshotData       = []byte("snapshot_data")
	bucketSnapshotsByChapter = []byte("snapshots_by_chapter")
	bucketReplaces           = []byte("replaces")
)

// allBuckets lists every bucket (v2 has v1's buckets).
var allBuckets = [][]byte{
	bucketMeta, bucketSettings, bucketProjects, bucketChapters, bucketChapterOrder,
	bucketTexts, bucketBlocks, bucketStale, bucketParents, bucketParentsByOwner,
	bucketChildren, bucketChildrenByParent, bucketWiki, bucketWikiByProject,
	bucketSummaries, bucketSummaryByChapter, bucketEmbCache,
	bucketSnapshots, bucketSnapshotData, bucketSnapshotsByChapter, bucketReplaces,
}

func putU64(b []byte, v uint64) { binary.BigEndian.PutUint64(b, v) }
func getU64(b []byte) uint64    { return binary.BigEndian.Uint64(b) }

// u64Key encodes an id as an 8-byte big-endian key, so keys sort by id.
func u64Key(v uint64) []byte {
	k := make([]byte, 8)
	putU64(k, v)
	return k
}

// concatKey joins key parts into one new slice.
func concatKey(parts ...[]byte) []byte {
	n := 0
	for _, p := range parts {
		n += len(p)
	}
	k := make([]byte, 0, n)
	for _, p := range parts {
		k = append(k, p...)
	}
	return k
}

// u32Key encodes an order as 4 big-endian bytes.
func u32Key(v int) []byte {
	k := make([]byte, 4)
	binary.BigEndian.PutUint32(k, uint32(v))
	return k
}
