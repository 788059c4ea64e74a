package vector

import (
	"slices"
	"sync"
)

// Add stores vec under id. Replacing an existing id tombstones its old node
// and inserts a fresh one, so the graph is rewired around the new vector.
func (h *HNSW) Add(id uint64, vec []float32) error {
	if err := checkVector(h.dims, vec); err != nil {
		return err
	}
	h.wmu.Lock()
	defer h.wmu.Unlock()
	h.mu.Lock()
	if old, ok := h.node[id]; ok {
		h.markDeleted(old)
	}
	n := h.allocNode(id, vec, h.randomLevel())
	h.node[id] = n
	h.insert(n, nil, nil, h.wbuf)
	compact := h.needsCompaction()
	h.mu.Unlock()
	if compact {
		h.compact()
	}
	return nil
}

// insert links the allocated node n into the graph (Algorithm 1).
//
// For a sequential insert lk and gmu are nil and the caller holds mu
// exclusively. In a parallel build lk guards every neighbour list and gmu
// guards the entry point: a node that will become the new top holds gmu for
// its whole insertion (as in hnswlib), so no other worker starts from an
// entry point whose upper lists are still empty.
func (h *HNSW) insert(n uint32, lk linkLocks, gmu *sync.Mutex, s *scratch) {
	q := h.vec(n)
	lvl := int(h.levels[n])
	holding := false
	if gmu != nil {
		gmu.Lock()
		holding = true
	}
	ep, top := h.entry, h.maxLevel
	if ep == noNode {
		h.entry, h.maxLevel = n, lvl
		if holding {
			gmu.Unlock()
		}
		return
	}
	if holding && lvl <= top {
		gmu.Unlock()
		holding = false
	}

	cur := cand{sim: dot(q, h.vec(ep)), node: ep}
	for l := top; l > lvl; l-- {
		cur = h.greedy(q, cur, l, lk, s)
	}
	s.eps = append(s.eps[:0], cur)
	for l := min(lvl, top); l >= 0; l-- {
		h.searchLayer(q, s.eps, h.cfg.EfConstruction, l, lk, s)
		s.cands = s.cands[:0]
		for _, c := range s.res {
			// In a parallel build another worker may already have linked n
			// on this layer, so the search can reach n itself.
			if c.node != n {
				s.cands = append(s.cands, c)
			}
		}
		if len(s.cands) == 0 {
			continue // only tombstones reachable here: keep the old entry points
		}
		sortCandsDesc(s.cands)
		sel := h.selectNeighbors(s.cands, h.m, h.m, &s.sel, &s.pruned)
		h.setOwnNeighbors(n, l, sel, lk, s)
		for _, c := range sel {
			h.connect(c.node, n, c.sim, l, lk, s)
		}
		s.eps = append(s.eps[:0], s.cands...)
	}
	if lvl > top {
		h.entry, h.maxLevel = n, lvl
	}
	if holding {
		gmu.Unlock()
	}
}

// connect adds the back link e → n on layer l. If e's list is full, the
// heuristic re-selects e's neighbours among its live ones plus n, which
// also drops links to tombstones.
func (h *HNSW) connect(e, n uint32, sim float32, l int, lk linkLocks, s *scratch) {
	if lk != nil {
		lk[e].Lock()
		defer lk[e].Unlock()
	}
	list := h.neighbors(e, l)
	if e == n || slices.Contains(list, n) {
		return // a parallel worker inserting e already linked it to n
	}
	capacity := h.maxLinks(l)
	if len(list) < capacity {
		h.appendNeighbor(e, l, n)
		return
	}
	ev := h.vec(e)
	cs := append(s.ccands[:0], cand{sim: sim, node: n})
	for _, x := range list {
		if !h.deleted[x] {
			cs = append(cs, cand{sim: dot(ev, h.vec(x)), node: x})
		}
	}
	sortCandsDesc(cs)
	s.ccands = cs
	sel := h.selectNeighbors(cs, capacity, 0, &s.csel, &s.cpruned)
	s.cids = s.cids[:0]
	for _, c := range sel {
		s.cids = append(s.cids, c.node)
	}
	h.setNeighbors(e, l, s.cids)
}

// setOwnNeighbors gives the node being inserted its layer-l links. In a
// sequential insert its list is still empty and is simply set. In a
// parallel build other workers may already have appended back links to it;
// those are kept alongside the selection, re-selected with the heuristic if
// together they overflow the list.
func (h *HNSW) setOwnNeighbors(n uint32, l int, sel []cand, lk linkLocks, s *scratch) {
	s.ids = s.ids[:0]
	for _, c := range sel {
		s.ids = append(s.ids, c.node)
	}
	if lk == nil {
		h.setNeighbors(n, l, s.ids)
		return
	}
	lk[n].Lock()
	defer lk[n].Unlock()
	existing := h.neighbors(n, l)
	if len(existing) == 0 {
		h.setNeighbors(n, l, s.ids)
		return
	}
	q := h.vec(n)
	cs := append(s.ccands[:0], sel...)
	for _, x := range existing {
		if x != n && !h.deleted[x] && !slices.Contains(s.ids, x) {
			cs = append(cs, cand{sim: dot(q, h.vec(x)), node: x})
		}
	}
	s.ccands = cs
	if capacity := h.maxLinks(l); len(cs) > capacity {
		sortCandsDesc(cs)
		cs = h.selectNeighbors(cs, capacity, 0, &s.csel, &s.cpruned)
	}
	s.cids = s.cids[:0]
	for _, c := range cs {
		s.cids = append(s.cids, c.node)
	}
	h.setNeighbors(n, l, s.cids)
}
