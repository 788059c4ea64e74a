// Package onnxgraph writes ONNX model files (the ModelProto protobuf) from Go,
// and reads named initializers back (ReadInitializers).
//
// InkFlow builds its own models: the tiny test fixtures, the randomly
// initialised benchmark model with bge-small-zh-v1.5's shape, and the
// default static embedding model that the trainer exports. No Python or
// onnx package can be installed on the project's machines, so the graph is
// encoded directly with protowire. Only the subset of ONNX that those models
// need is covered: tensors (float32, int64), value infos with symbolic
// dimensions, nodes with scalar, list and tensor attributes.
//
// Output is deterministic: the same calls produce byte-identical files,
// which the trainer relies on for reproducible model hashes.
package onnxgraph
