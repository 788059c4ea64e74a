// Package engine is InkFlow's domain API: projects and chapters go in,
// indexed passages come out. The desktop UI, the command line and the
// tests all talk to an *Engine; none of them touches bbolt, ONNX Runtime or
// the vector index directly.
//
// Saving is cheap and synchronous (one bbolt transaction that splits the
// chapter into StoryBlocks and marks changed ones dirty); indexing runs in
// the background (see engine/index), debounced per chapter. Flush waits for
// it. Search lives in engine/search, which reads through the accessors
// DB, Keyword and Vectors.
package engine
