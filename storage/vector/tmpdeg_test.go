package vector

import "testing"

func degreeStats(t *testing.T, name string, h *HNSW) {
	h.mu.RLock()
	defer h.mu.RUnlock()
	n := len(h.ids)
	in := make([]int, n)
	out, live, deadLinks := 0, 0, 0
	for i := range uint32(n) {
		if h.deleted[i] {
			continue
		}
		live++
		for _, x := range h.neighbors(i, 0) {
			out++
			in[x]++
			if h.deleted[x] {
				deadLinks++
			}
		}
	}
	zero := 0
	for i := range n {
		if !h.deleted[i] && in[i] == 0 {
			zero++
		}
	}
	t.Logf("TEMP %s: live %d avg out-degree %.2f, zero in-degree %d, links to tombstones %d", name, live, float64(out)/float64(live), zero, deadLinks)
}
