// Package layering holds the test that keeps the front ends on their side
// of the engine: `app` (the desktop UI) and `cli` (the command line) reach
// the database, the vector and keyword indexes and ONNX Runtime only
// through package engine (see docs/ARCHITECTURE.md §1). It has no code of
// its own.
package layering
