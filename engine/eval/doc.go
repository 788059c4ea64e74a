// Package eval measures retrieval quality: it reads query sets (TSV lines
// of a query and the chapters that answer it), runs each query through a
// search function and reports hit@1, hit@5, hit@10, MRR@10 and latency
// percentiles, as `inkflow eval` prints them (docs/ARCHITECTURE.md §8).
//
// The package knows nothing about how search works: callers pass a
// SearchFunc returning the chapter index of each result, best first. That
// keeps the metrics testable on their own and lets one query set compare
// modes (parent-child, direct, keyword, hybrid or not) and models.
package eval
