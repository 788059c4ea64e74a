// Package indextest provides deterministic embedders for tests of the
// indexer and the engine, where the real ONNX model is not needed (or not
// available): a hashed character-bigram embedder, a wrapper that records
// every text embedded, and one that fails on demand.
package indextest
