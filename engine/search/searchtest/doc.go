// Package searchtest provides real, in-memory implementations of what
// package search depends on, for tests of search and of its callers: a
// Store held in maps, a Corpus that chunks texts and fills a Store, a
// vector index and a keyword index together, and deterministic embedders.
//
// Nothing here is a mock: the Store enforces the invariants bbolt's store
// does (children inside their parent, texts matching offsets), and the
// HashEmbedder is a genuine, if lexical, embedding.
package searchtest
