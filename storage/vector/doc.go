// Package vector is InkFlow's in-process vector index for L2-normalised
// float32 embeddings keyed by uint64 ids. Similarity is the dot product,
// which equals cosine similarity for unit vectors; higher is better.
//
// Three implementations share the Index interface:
//
//   - Flat: exact search by scanning every vector. It is the reference for
//     recall tests and the fastest choice for small collections.
//   - HNSW: an approximate hierarchical navigable small world graph after
//     Malkov & Yashunin (2018), with heuristic neighbour selection,
//     tombstone deletes and compaction. The project owns it because
//     github.com/coder/hnsw v0.6.1 measured a recall@10 of 0.03 and panicked
//     after deletes (docs/ARCHITECTURE.md §6).
//   - Auto: Flat below a size threshold and HNSW above it, switching once,
//     transparently, when the collection grows past the threshold.
//
// Every index is safe for many concurrent searchers and one writer at a
// time. The index is derived data: bbolt is the source of truth, so Save and
// Load exist to skip a rebuild at start-up, and Load reports any damage as
// ErrCorrupt so the caller can rebuild instead.
package vector
