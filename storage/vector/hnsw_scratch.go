package vector

// visited marks nodes seen during one search. Bumping the generation
// resets it in O(1), so the array is cleared only when the counter wraps.
type visited struct {
	marks []uint32
	gen   uint32
}

// reset prepares the set for a search over n nodes.
func (v *visited) reset(n int) {
	if len(v.marks) < n {
		v.marks = make([]uint32, n+n/4+64)
		v.gen = 0
	}
	v.gen++
	if v.gen == 0 {
		clear(v.marks)
		v.gen = 1
	}
}

// visit marks n and reports whether it was unmarked.
func (v *visited) visit(n uint32) bool {
	if v.marks[n] == v.gen {
		return false
	}
	v.marks[n] = v.gen
	return true
}

// scratch holds the buffers one search or insertion needs, reused to keep
// the hot path free of allocations. Searchers take one from a sync.Pool;
// writers own theirs.
type scratch struct {
	vis   visited
	front maxHeap
	res   minHeap
	eps   []cand   // entry points for the next layer
	nbuf  []uint32 // copy of a neighbour list (parallel builds)

	// Neighbour selection for the node being inserted or repaired.
	cands  []cand
	sel    []cand
	pruned []cand
	ids    []uint32

	// Neighbour selection for an existing node that must shrink its list
	// to make room; kept apart because it runs while sel is being iterated.
	ccands  []cand
	csel    []cand
	cpruned []cand
	cids    []uint32
}

func newScratch() *scratch { return &scratch{} }
