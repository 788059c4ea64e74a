package modelgen

import "math"

// rng is SplitMix64. It is written out here instead of using math/rand so
// the weight stream, and therefore the model bytes and hash, can never change
// with the Go version.
type rng struct{ state uint64 }

func newRNG(seed int64) *rng { return &rng{state: uint64(seed)} }

func (r *rng) next() uint64 {
	r.state += 0x9e3779b97f4a7c15
	z := r.state
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// float64 returns a uniform value in [0, 1) from the top 53 bits.
func (r *rng) float64() float64 { return float64(r.next()>>11) / (1 << 53) }

// fill returns n values uniform in [-a, a] with a = std·√3, i.e. standard
// deviation std (BERT initialises with std 0.02).
func (r *rng) fill(n int, std float64) []float32 {
	a := std * math.Sqrt(3)
	out := make([]float32, n)
	for i := range out {
		out[i] = float32((2*r.float64() - 1) * a)
	}
	return out
}
