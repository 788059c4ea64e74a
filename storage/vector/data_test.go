package vector

import (
	"math"
	"math/rand/v2"
	"testing"

	"inkflow/internal/vecmath"
)

// dataset is synthetic embedding-like data: unit vectors scattered around
// a number of random unit centres, as sentences cluster by topic.
type dataset struct {
	dims    int
	spread  float64
	centres [][]float32
	rng     *rand.Rand
}

// newDataset draws `clusters` random unit centres. spread is the expected
// norm of the Gaussian noise added to a centre before normalising: 0.7
// gives members a cosine of about 0.8 to their centre and 0.65 to each
// other, while distinct centres are nearly orthogonal.
func newDataset(dims, clusters int, spread float64, seed uint64) *dataset {
	ds := &dataset{dims: dims, spread: spread, rng: rand.New(rand.NewPCG(seed, seed^0x5bd1e995))}
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

// sample returns one unit vector near a random centre.
func (ds *dataset) sample() []float32 {
	c := ds.centres[ds.rng.IntN(len(ds.centres))]
	v := make([]float32, ds.dims)
	scale := ds.spread / math.Sqrt(float64(ds.dims))
	for i := range v {
		v[i] = c[i] + float32(ds.rng.NormFloat64()*scale)
	}
	vecmath.Normalize(v)
	return v
}

// samples returns n vectors.
func (ds *dataset) samples(n int) [][]float32 {
	out := make([][]float32, n)
	for i := range out {
		out[i] = ds.sample()
	}
	return out
}

// sequentialIDs returns ids base, base+1, ….
func sequentialIDs(n int, base uint64) []uint64 {
	ids := make([]uint64, n)
	for i := range ids {
		ids[i] = base + uint64(i)
	}
	return ids
}

// recallAt returns the fraction of the exact top k found by the
// approximate search, averaged over queries.
func recallAt(t testing.TB, approx, exact Index, queries [][]float32, k int) float64 {
	t.Helper()
	found, total := 0, 0
	for _, q := range queries {
		want := exact.Search(q, k)
		got := approx.Search(q, k)
		in := make(map[uint64]bool, len(got))
		for _, h := range got {
			in[h.ID] = true
		}
		for _, h := range want {
			if in[h.ID] {
				found++
			}
		}
		total += len(want)
	}
	if total == 0 {
		return 1
	}
	return float64(found) / float64(total)
}
