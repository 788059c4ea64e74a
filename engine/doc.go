// Package engine is InkFlow's domain API: projects and chapters go in,
// indexed passages come out. The desktop UI (app), the command line (cli)
// and the tests all talk to an *Engine; none of them touches bbolt, ONNX
// Runtime or the vector index directly, and internal/layering's test fails
// the build if app or cli import storage, any inkflow/model package or
// bbolt.
//
// The domain types the front ends need (Project, Chapter, WikiEntry,
// Summary, Settings, Owner, Snapshot) and the errors they test for are
// declared here once, as aliases of the storage types that persist them.
// Aliases rather than a separate domain package, because storage already
// is the one place the records are defined and engine the one door to
// them: an alias gives the front ends one name (engine.Settings, never
// storage.Settings) without a conversion layer to keep in step. The
// operations that need the database file itself go through engine too:
// Peek reads a data directory without opening it, Backup/Backups/
// RestoreBackup manage snapshots, SwitchModel changes the model. The model
// itself is an Embedder (an alias of model.Embedder, like the storage
// aliases); engine/models loads, lists and installs model files for the
// front ends.
//
// Saving is cheap and synchronous (one bbolt transaction that splits the
// chapter into StoryBlocks and marks changed ones dirty); indexing runs in
// the background (see engine/index), debounced per chapter. Flush waits for
// it. Search lives in engine/search; the engine hands it its stores
// (searchDeps) and the accessors Keyword and Vectors. Verify checks the
// stored data against the invariants P2 and P8 (docs/ARCHITECTURE.md §3).
package engine
