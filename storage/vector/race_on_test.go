//go:build race

package vector

// raceEnabled scales the heavy tests down under the race detector, which
// slows graph construction roughly tenfold; the full-size figures run in the
// normal test run.
const raceEnabled = true
