// Package index is InkFlow's background indexer. It turns an owner's text
// (a chapter, wiki entry or summary, see storage.Owner) into logical
// parents, children and vectors, and keeps the derived vector and keyword
// indexes in step with bbolt.
//
// The write path only marks blocks dirty and calls Schedule; the indexer
// debounces per owner (a burst of saves becomes one task that reads the
// latest text when it runs), re-plans the owner's parents, keeps the parents
// whose text and blocks are unchanged, chunks and embeds only the new ones
// through the persistent embedding cache, and commits everything in one
// bbolt transaction before updating the vector and keyword indexes. A
// failing task leaves its blocks dirty and is retried with exponential
// backoff; search keeps answering from the previous data meanwhile.
//
// The indexer also owns the "active model": the embedder whose vectors the
// vector index serves. SetEmbedder switches models in the background
// without interrupting search (see SetEmbedder).
package index
