package vector

// topK keeps the k best hits seen so far in a min-heap whose root is the
// worst kept hit, so a scan over n vectors costs O(n log k) instead of
// sorting all n scores.
type topK struct {
	k    int
	heap []Hit
}

func newTopK(k int) *topK {
	return &topK{k: k, heap: make([]Hit, 0, k)}
}

// push offers h; it is kept if fewer than k hits are held or it ranks
// before the current worst.
func (t *topK) push(h Hit) {
	if len(t.heap) < t.k {
		t.heap = append(t.heap, h)
		t.up(len(t.heap) - 1)
		return
	}
	if !better(h, t.heap[0]) {
		return
	}
	t.heap[0] = h
	t.down(0)
}

// sorted returns the kept hits in result order. The topK must not be used
// afterwards.
func (t *topK) sorted() []Hit {
	out := t.heap
	sortHits(out)
	return out
}

// worse is the heap order: the root is the hit that ranks last.
func (t *topK) worse(i, j int) bool { return better(t.heap[j], t.heap[i]) }

func (t *topK) up(i int) {
	for i > 0 {
		p := (i - 1) / 2
		if !t.worse(i, p) {
			return
		}
		t.heap[i], t.heap[p] = t.heap[p], t.heap[i]
		i = p
	}
}

func (t *topK) down(i int) {
	n := len(t.heap)
	for {
		l := 2*i + 1
		if l >= n {
			return
		}
		m := l
		if r := l + 1; r < n && t.worse(r, l) {
			m = r
		}
		if !t.worse(m, i) {
			return
		}
		t.heap[i], t.heap[m] = t.heap[m], t.heap[i]
		i = m
	}
}
