package vector

import "sync"

// Flat is an exact index: Search scores every stored vector. Vectors live
// in one contiguous slab so the scan streams through memory. Deletes move
// the last vector into the freed slot, keeping the slab dense.
//
// Flat is safe for concurrent use by many searchers and one writer.
type Flat struct {
	dims int

	mu   sync.RWMutex
	vecs []float32        // slot i holds vecs[i*dims:(i+1)*dims]
	ids  []uint64         // ids[i] is the id stored in slot i
	slot map[uint64]int32 // id → slot
}

// NewFlat returns an empty exact index for vectors of length dims. A
// non-positive dims yields an index whose Add always fails with ErrDims.
func NewFlat(dims int) *Flat {
	return &Flat{dims: dims, slot: make(map[uint64]int32)}
}

// Add stores vec under id, replacing any previous vector for id.
func (f *Flat) Add(id uint64, vec []float32) error {
	if err := checkVector(f.dims, vec); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.addLocked(id, vec)
	return nil
}

// addLocked stores a validated vector; f.mu must be held for writing.
func (f *Flat) addLocked(id uint64, vec []float32) {
	if s, ok := f.slot[id]; ok {
		copy(f.vecs[int(s)*f.dims:], vec)
		return
	}
	f.slot[id] = int32(len(f.ids))
	f.ids = append(f.ids, id)
	f.vecs = append(f.vecs, vec...)
}

// AddBatch adds vecs[i] under ids[i] for every i, as Add would in order.
// All vectors are validated first; nothing is added if any is invalid.
func (f *Flat) AddBatch(ids []uint64, vecs [][]float32) error {
	if err := checkBatch(f.dims, ids, vecs); err != nil {
		return err
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	for i, id := range ids {
		f.addLocked(id, vecs[i])
	}
	return nil
}

// Delete removes id and reports whether it was present.
func (f *Flat) Delete(id uint64) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	s, ok := f.slot[id]
	if !ok {
		return false
	}
	last := len(f.ids) - 1
	if int(s) != last {
		// Move the last vector into the hole so the slab stays dense.
		moved := f.ids[last]
		f.ids[s] = moved
		f.slot[moved] = s
		copy(f.vecs[int(s)*f.dims:(int(s)+1)*f.dims], f.vecs[last*f.dims:])
	}
	f.ids = f.ids[:last]
	f.vecs = f.vecs[:last*f.dims]
	delete(f.slot, id)
	return true
}

// Search returns the exact top k hits for query.
func (f *Flat) Search(query []float32, k int) []Hit {
	if k <= 0 || len(query) != f.dims || f.dims <= 0 {
		return nil
	}
	f.mu.RLock()
	defer f.mu.RUnlock()
	n := len(f.ids)
	if n == 0 {
		return nil
	}
	top := newTopK(min(k, n))
	d := f.dims
	for i, id := range f.ids {
		top.push(Hit{ID: id, Score: dot(query, f.vecs[i*d:(i+1)*d])})
	}
	return top.sorted()
}

// Contains reports whether id is stored.
func (f *Flat) Contains(id uint64) bool {
	f.mu.RLock()
	defer f.mu.RUnlock()
	_, ok := f.slot[id]
	return ok
}

// IDs returns the stored ids in slot order.
func (f *Flat) IDs() []uint64 {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return append([]uint64(nil), f.ids...)
}

// Len returns the number of stored vectors.
func (f *Flat) Len() int {
	f.mu.RLock()
	defer f.mu.RUnlock()
	return len(f.ids)
}

// Dims returns the vector length of the index.
func (f *Flat) Dims() int { return f.dims }

// Vector returns a copy of the vector stored under id, if any. It lets
// callers (and Auto, when it switches to HNSW) read vectors back without
// keeping their own copy.
func (f *Flat) Vector(id uint64) ([]float32, bool) {
	f.mu.RLock()
	defer f.mu.RUnlock()
	s, ok := f.slot[id]
	if !ok {
		return nil, false
	}
	return append([]float32(nil), f.vecs[int(s)*f.dims:(int(s)+1)*f.dims]...), true
}
