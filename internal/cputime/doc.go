// Package cputime reads the CPU time the process (Process) or one of its
// threads (Thread) has used, for the benchmarks and for tests that compare
// the cost of two pieces of work: the build machines are shared, so
// wall-clock time also counts waiting for a core, while CPU time shows how
// much work a measurement really took.
package cputime
