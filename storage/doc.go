// Package storage is InkFlow's source of truth: a single bbolt file holding
// projects, chapters (and, through the same "owner" abstraction, wiki entries
// and chapter summaries), their StoryBlocks, the logical parents and children
// the indexer derives from them, the persistent embedding cache, settings and
// schema metadata.
//
// Everything else (the vector index in storage/vector, the keyword index in
// storage/keyword) is derived from this database and can be rebuilt from it.
//
// Access goes through transactions: DB.View for reads and DB.Update for
// writes; one logical change is one Update. Tx exposes typed accessors so no
// caller ever sees a bucket or a key encoding. Values returned by Tx methods
// are copies and stay valid after the transaction ends.
//
// Indexed things are generalised as owners (see Owner): a chapter, a wiki
// entry or a chapter summary. Blocks, parents and children hang off an owner,
// so one indexing pipeline serves all three kinds.
package storage
