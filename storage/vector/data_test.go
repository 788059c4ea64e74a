package vector

import "testing"

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
