// Package vectortest makes synthetic embedding-like data for the vector
// index's tests and benchmarks.
package vectortest

import (
	"math"
	"math/rand/v2"

	"inkflow/internal/vecmath"
)

// Dataset is synthetic embedding-like data: unit vectors scattered around
// a number of random unit centres, as sentences cluster by topic. It is
// deterministic for a seed and not safe for concurrent use.
type Dataset struct {
	dims    int
	spread  float64
	centres [][]float32
	rng     *rand.Rand
}

// NewDataset draws `clusters` random unit centres of dims dimensions.
// spread is the expected norm of the Gaussian noise added to a centre
// before normalising: 0.7 gives members a cosine of about 0.8 to their
// centre and 0.65 to each other, while distinct centres are nearly
// orthogonal.
func NewDataset(dims, clusters int, spread float64, seed uint64) *Dataset {
	ds := &Dataset{dims: dims, spread: spread, rng: rand.New(rand.NewPCG(seed, seed^0x5bd1e995))}
	for range clusters {
		c := make([]float32, dims)
		for i := range c {
			c[i] = float32(ds.rng.NormFloat64())
		}
		vecmath.Normalize(c)
		ds.centres = append(ds.centres, c)
	}
	return ds
}

// Sample returns one unit vector near a random centre.
func (ds *Dataset) Sample() []float32 {
	c := ds.centres[ds.rng.IntN(len(ds.centres))]
	v := make([]float32, ds.dims)
	scale := ds.spread / math.Sqrt(float64(ds.dims))
	for i := range v {
		v[i] = c[i] + float32(ds.rng.NormFloat64()*scale)
	}
	vecmath.Normalize(v)
	return v
}

// Samples returns n vectors.
func (ds *Dataset) Samples(n int) [][]float32 {
	out := make([][]float32, n)
	for i := range out {
		out[i] = ds.Sample()
	}
	return out
}
