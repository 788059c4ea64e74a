package vector

import (
	"io"
	"sync"
	"sync/atomic"
	"testing"

	"inkflow/storage/vector/vectortest"
)

// TestConcurrentSearchAndWrite runs searchers, readers and Save against a
// writer that adds, updates and deletes (forcing compactions, and for Auto
// the switch to HNSW). Its main value is under -race; it also checks that
// concurrent hits stay well-formed.
func TestConcurrentSearchAndWrite(t *testing.T) {
	const dims = 16
	for _, kd := range []kind{
		{"Flat", func(d int) Index { return NewFlat(d) }},
		{"HNSW", func(d int) Index { return NewHNSW(d, HNSWConfig{M: 6, EfConstruction: 24, EfSearch: 8}) }},
		{"Auto", func(d int) Index { return NewAuto(d, 400, HNSWConfig{M: 6, EfConstruction: 24, EfSearch: 8}) }},
	} {
		t.Run(kd.name, func(t *testing.T) {
			ix := kd.make(dims)
			ds := vectortest.NewDataset(dims, 6, 0.6, 51)
			queries := ds.Samples(64)
			for i := range 300 {
				if err := ix.Add(uint64(i), ds.Sample()); err != nil {
					t.Fatal(err)
				}
			}
			var maxID atomic.Uint64
			maxID.Store(299)
			stop := make(chan struct{})
			var wg sync.WaitGroup
			errs := make(chan string, 8)
			for w := range 3 {
				wg.Go(func() {
					for i := w; ; i++ {
						select {
						case <-stop:
							return
						default:
						}
						bound := maxID.Load()
						hits := ix.Search(queries[i%len(queries)], 10)
						for j, h := range hits {
							if h.ID > bound+1000 || (j > 0 && !better(hits[j-1], h)) {
								errs <- "malformed hits"
								return
							}
						}
						switch i % 50 {
						case 0:
							_ = ix.IDs()
						case 1:
							if err := Save(io.Discard, ix); err != nil {
								errs <- err.Error()
								return
							}
						}
						_ = ix.Contains(uint64(i % 400))
						_ = ix.Len()
					}
				})
			}
			writer := ds.Samples(100)
			for op := range 1000 {
				id := uint64(op % 700)
				if op%3 == 2 {
					ix.Delete(id)
					continue
				}
				if id > maxID.Load() {
					maxID.Store(id)
				}
				if err := ix.Add(id, writer[op%len(writer)]); err != nil {
					t.Fatal(err)
				}
			}
			close(stop)
			wg.Wait()
			close(errs)
			for e := range errs {
				t.Fatal(e)
			}
			if h := asHNSW(ix); h != nil {
				checkGraph(t, h)
			}
			if a, ok := ix.(*Auto); ok && !a.UsingHNSW() {
				t.Fatal("Auto never switched")
			}
		})
	}
}
