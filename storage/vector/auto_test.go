package vector

import (
	"reflect"
	"testing"

	"inkflow/storage/vector/vectortest"
)

func TestAutoSwitchesAtThreshold(t *testing.T) {
	const dims, threshold = 16, 50
	ds := vectortest.NewDataset(dims, 4, 0.6, 31)
	a := NewAuto(dims, threshold, HNSWConfig{M: 6, EfConstruction: 32, EfSearch: 8})
	ref := NewFlat(dims)
	if a.Threshold() != threshold {
		t.Fatalf("Threshold = %d", a.Threshold())
	}
	add := func(id uint64) {
		t.Helper()
		v := ds.Sample()
		if err := a.Add(id, v); err != nil {
			t.Fatal(err)
		}
		if err := ref.Add(id, v); err != nil {
			t.Fatal(err)
		}
	}
	for i := range threshold - 1 {
		add(uint64(i))
	}
	add(3) // an update does not grow the index, so it must not switch
	if a.UsingHNSW() {
		t.Fatalf("switched to HNSW at %d vectors, threshold %d", a.Len(), threshold)
	}
	q := ds.Sample()
	if !reflect.DeepEqual(a.Search(q, 10), ref.Search(q, 10)) {
		t.Fatal("flat-mode Auto differs from Flat")
	}
	add(threshold - 1)
	if !a.UsingHNSW() {
		t.Fatalf("still flat at %d vectors, threshold %d", a.Len(), threshold)
	}
	if a.Len() != threshold {
		t.Fatalf("Len after switch = %d", a.Len())
	}
	for i := range uint64(threshold) {
		if !a.Contains(i) {
			t.Fatalf("id %d lost in the switch", i)
		}
	}
	// The graph keeps working after the switch: updates, deletes below the
	// threshold (no switching back), searches.
	add(3)
	for i := range uint64(30) {
		if !a.Delete(i) || !ref.Delete(i) {
			t.Fatalf("Delete(%d) failed after the switch", i)
		}
	}
	if !a.UsingHNSW() || a.Len() != threshold-30 {
		t.Fatalf("after deletes: HNSW=%v Len=%d", a.UsingHNSW(), a.Len())
	}
	for range 20 {
		q := ds.Sample()
		got := a.Search(q, 5)
		if len(got) != 5 {
			t.Fatalf("got %d hits", len(got))
		}
		for _, h := range got {
			if h.ID < 30 {
				t.Fatalf("deleted id %d returned", h.ID)
			}
		}
	}
	if r := recallAt(t, a, ref, ds.Samples(50), 5); r < 0.95 {
		t.Fatalf("recall after the switch = %.3f", r)
	}
}

func TestAutoDefaultThreshold(t *testing.T) {
	if got := NewAuto(4, 0, HNSWConfig{}).Threshold(); got != DefaultAutoThreshold {
		t.Fatalf("threshold 0 gave %d, want %d", got, DefaultAutoThreshold)
	}
}

func TestAutoBatchSwitch(t *testing.T) {
	const dims = 16
	ds := vectortest.NewDataset(dims, 4, 0.6, 32)
	a := NewAuto(dims, 100, HNSWConfig{M: 6, EfSearch: 8})
	if err := a.AddBatch(sequentialIDs(60, 0), ds.Samples(60)); err != nil {
		t.Fatal(err)
	}
	if a.UsingHNSW() {
		t.Fatal("switched below the threshold")
	}
	if err := a.AddBatch(sequentialIDs(60, 60), ds.Samples(60)); err != nil {
		t.Fatal(err)
	}
	if !a.UsingHNSW() || a.Len() != 120 {
		t.Fatalf("after crossing: HNSW=%v Len=%d", a.UsingHNSW(), a.Len())
	}
}
