package model

import "runtime"

// DefaultBatchSize is the number of texts per ONNX Runtime call when
// Options.BatchSize is zero (the product default, chunking.embedding-batch-size).
const DefaultBatchSize = 32

// Options tune how a model runs. The zero value is ready to use.
type Options struct {
	// BatchSize is the most texts sent to ONNX Runtime in one run
	// (default DefaultBatchSize).
	BatchSize int
	// Threads is ONNX Runtime's intra-op thread count (default
	// runtime.NumCPU()).
	Threads int
}

// withDefaults fills zero or negative fields.
func (o Options) withDefaults() Options {
	if o.BatchSize <= 0 {
		o.BatchSize = DefaultBatchSize
	}
	if o.Threads <= 0 {
		o.Threads = runtime.NumCPU()
	}
	return o
}
