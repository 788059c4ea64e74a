//go:build race

package reliability

// raceEnabled scales the heavy tests down under the race detector, which
// makes the real runtime several times slower; the code paths are the same.
const raceEnabled = true
