package vector

import (
	"slices"
	"sync"
)

// linkLocks guards each node's neighbour lists during a parallel build. It
// is nil in every other situation, where the caller's hold on mu already
// excludes concurrent changes.
type linkLocks []sync.Mutex

// readNeighbors returns node n's list on layer l. Under a parallel build it
// copies the list into s.nbuf while holding n's lock, because another
// worker may rewrite it at any moment; otherwise it returns a view.
func (h *HNSW) readNeighbors(n uint32, l int, lk linkLocks, s *scratch) []uint32 {
	if lk == nil {
		return h.neighbors(n, l)
	}
	lk[n].Lock()
	s.nbuf = append(s.nbuf[:0], h.neighbors(n, l)...)
	lk[n].Unlock()
	return s.nbuf
}

// greedy walks layer l from cur to the most similar node it can reach by
// always moving to a better neighbour (the ef = 1 search of the upper
// layers). Tombstones are allowed as waypoints: they still carry the
// graph's routing structure.
func (h *HNSW) greedy(q []float32, cur cand, l int, lk linkLocks, s *scratch) cand {
	for changed := true; changed; {
		changed = false
		for _, x := range h.readNeighbors(cur.node, l, lk, s) {
			if sim := dot(q, h.vec(x)); sim > cur.sim {
				cur = cand{sim: sim, node: x}
				changed = true
			}
		}
	}
	return cur
}

// searchLayer is Algorithm 2 of the paper: a best-first search of layer l
// from eps that keeps the ef most similar live nodes, left in s.res (heap
// order). Tombstones are expanded like any node, so the paths through them
// survive, but never enter the results; while fewer than ef live nodes are
// known the search keeps expanding instead of stopping early.
func (h *HNSW) searchLayer(q []float32, eps []cand, ef, l int, lk linkLocks, s *scratch) {
	s.vis.reset(len(h.levels))
	s.front = s.front[:0]
	s.res = s.res[:0]
	for _, ep := range eps {
		if !s.vis.visit(ep.node) {
			continue
		}
		s.front.push(ep)
		if !h.deleted[ep.node] {
			s.res.push(ep)
			if len(s.res) > ef {
				s.res.pop()
			}
		}
	}
	for len(s.front) > 0 {
		c := s.front.pop()
		if len(s.res) >= ef && c.sim < s.res[0].sim {
			break // every remaining candidate is worse than the worst result
		}
		for _, x := range h.readNeighbors(c.node, l, lk, s) {
			if !s.vis.visit(x) {
				continue
			}
			sim := dot(q, h.vec(x))
			if len(s.res) < ef || sim > s.res[0].sim {
				s.front.push(cand{sim: sim, node: x})
				if !h.deleted[x] {
					s.res.push(cand{sim: sim, node: x})
					if len(s.res) > ef {
						s.res.pop()
					}
				}
			}
		}
	}
}

// sortCandsDesc orders candidates most similar first, ties by node number
// so that selection is deterministic.
func sortCandsDesc(cs []cand) {
	slices.SortFunc(cs, func(a, b cand) int {
		switch {
		case a.sim > b.sim:
			return -1
		case a.sim < b.sim:
			return 1
		case a.node < b.node:
			return -1
		case a.node > b.node:
			return 1
		default:
			return 0
		}
	})
}

// Search returns the approximate top k live hits for query, using a
// candidate list of EfSearch scaled to the graph's size (scaledEf), and
// at least k. When no more than that many vectors
// are live it scans them exactly instead: that is cheaper than walking the
// graph. It returns min(k, Len) hits.
func (h *HNSW) Search(query []float32, k int) []Hit {
	if k <= 0 || h.dims <= 0 || len(query) != h.dims {
		return nil
	}
	h.mu.RLock()
	defer h.mu.RUnlock()
	live := len(h.node)
	if live == 0 {
		return nil
	}
	ef := max(scaledEf(int(h.efSearch.Load()), live), k)
	if live <= ef {
		return h.exactLocked(query, k)
	}
	s := h.scratch.Get().(*scratch)
	defer h.scratch.Put(s)
	cur := cand{sim: dot(query, h.vec(h.entry)), node: h.entry}
	for l := h.maxLevel; l > 0; l-- {
		cur = h.greedy(query, cur, l, nil, s)
	}
	s.eps = append(s.eps[:0], cur)
	h.searchLayer(query, s.eps, ef, 0, nil, s)
	if len(s.res) < min(k, live) {
		// The walk reached fewer live nodes than asked for: the part of the
		// graph around the entry point is cut off from the rest (possible
		// after heavy deletes in tiny graphs). Answer exactly instead of
		// returning a short list.
		return h.exactLocked(query, k)
	}
	top := newTopK(min(k, len(s.res)))
	for _, c := range s.res {
		top.push(Hit{ID: h.ids[c.node], Score: c.sim})
	}
	return top.sorted()
}

// exactLocked scores every live node; mu must be held.
func (h *HNSW) exactLocked(query []float32, k int) []Hit {
	top := newTopK(min(k, len(h.node)))
	for n, dead := range h.deleted {
		if !dead {
			top.push(Hit{ID: h.ids[n], Score: dot(query, h.vec(uint32(n)))})
		}
	}
	return top.sorted()
}
