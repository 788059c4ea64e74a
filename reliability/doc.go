// Package reliability holds InkFlow's end-to-end reliability tests: crash
// safety under SIGKILL (child processes re-executed from the test binary),
// damaged derived indexes and databases, lock contention between processes,
// hostile input, concurrency under the race detector, and a soak test.
//
// The package has no API; everything lives in its tests. The short variants
// run in `go test ./...`; `make soak` sets INKFLOW_SOAK=1 for the long ones.
package reliability
