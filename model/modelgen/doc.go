// Package modelgen builds InkFlow's ONNX embedding models from Go: the
// static token-vector model exported by the trainer, randomly initialised
// BERT encoders for tests and benchmarks, and the model folder layout
// (model.onnx, tokenizer.json, manifest.json) the loader in package model
// reads.
//
// Every generator is byte-deterministic: the same parameters give the same
// file, so model hashes (and therefore model ids) are reproducible.
package modelgen

// Opset is the ONNX operator set the generated models import. 17 is the
// first with LayerNormalization, and ONNX Runtime has supported it for years.
const Opset = 17
