//go:build !race

package vector

// raceEnabled is false in normal runs, which execute the full-size tests.
const raceEnabled = false
