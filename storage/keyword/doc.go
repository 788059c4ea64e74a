// Package keyword is InkFlow's persistent keyword (BM25) index over text
// chunks, built on bleve v2 with the scorch engine.
//
// The index is derived data: bbolt is the source of truth, so the index is
// designed to be cheap to throw away and rebuild. Open therefore verifies the
// on-disk files (segment checksums, schema version, a small read self-check)
// and reports any damage as an error wrapping ErrCorrupt; the caller's
// recovery is always "remove the directory and rebuild from bbolt".
//
// Text is analysed by a single custom analyzer that handles Chinese (and
// other CJK scripts) and Latin text together: the Unicode word tokenizer,
// CJK width folding, lower-casing, CJK bigrams, and English (Porter2 /
// Snowball) stemming of word tokens. Queries are plain user text; they are analysed, never
// parsed as query syntax, so no input can produce a syntax error.
//
// All methods of Index are safe for concurrent use.
package keyword
