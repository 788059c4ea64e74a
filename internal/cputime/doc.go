// Package cputime reads the CPU time the process has used, for the
// benchmarks: the build machines are shared, so wall-clock time also
// counts waiting for a core, while CPU time shows how much work a
// measurement really took.
package cputime
