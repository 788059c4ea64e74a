package vector

// cand is a node together with its similarity to the current query.
type cand struct {
	sim  float32
	node uint32
}

// maxHeap pops the most similar candidate first: the search frontier. It
// is a minHeap over negated similarity, so the sift code exists once
// (negating a float32 is exact, and the order of ties is the same).
type maxHeap []cand

func (h *maxHeap) push(c cand) {
	c.sim = -c.sim
	(*minHeap)(h).push(c)
}

func (h *maxHeap) pop() cand {
	c := (*minHeap)(h).pop()
	c.sim = -c.sim
	return c
}

// minHeap keeps the ef best results with the least similar at the root, so
// the worst can be evicted in O(log ef).
type minHeap []cand

func (h *minHeap) push(c cand) {
	*h = append(*h, c)
	s := *h
	i := len(s) - 1
	for i > 0 {
		p := (i - 1) / 2
		if s[p].sim <= s[i].sim {
			break
		}
		s[p], s[i] = s[i], s[p]
		i = p
	}
}

func (h *minHeap) pop() cand {
	s := *h
	top := s[0]
	last := len(s) - 1
	s[0] = s[last]
	s = s[:last]
	*h = s
	i := 0
	for {
		l := 2*i + 1
		if l >= last {
			break
		}
		m := l
		if r := l + 1; r < last && s[r].sim < s[l].sim {
			m = r
		}
		if s[i].sim <= s[m].sim {
			break
		}
		s[i], s[m] = s[m], s[i]
		i = m
	}
	return top
}
