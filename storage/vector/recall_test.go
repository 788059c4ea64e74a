package vector

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"inkflow/internal/cputime"
	"inkflow/storage/vector/vectortest"
)

// Sizes of the acceptance tests. Under the race detector graph
// construction is roughly ten times slower, so that run uses smaller
// indexes for the same code paths; the normal run always uses the full
// sizes the acceptance criteria name.
const (
	recallDims    = 256
	recallQueries = 200
	minRecall     = 0.95
)

func recallSize() int {
	if raceEnabled {
		return 3000
	}
	return 100000
}

func churnSize() (index, ops int) {
	if raceEnabled {
		return 2500, 2500
	}
	return 20000, 20000
}

// cpuTime is the process's user+system CPU time (0 where unknown),
// reported next to wall time because the test machine is shared: wall time
// alone says little there.
func cpuTime() time.Duration {
	d, _ := cputime.Process()
	return d
}

// timeQueries returns the mean wall time of one Search over queries.
func timeQueries(ix Index, queries [][]float32) time.Duration {
	start := time.Now()
	for _, q := range queries {
		ix.Search(q, 10)
	}
	return time.Since(start) / time.Duration(len(queries))
}

// TestRecall100k is acceptance criterion 1: recall@10 ≥ 0.95 against exact
// search on 100,000 clustered 256-dim unit vectors with EfSearch ≤ 128.
func TestRecall100k(t *testing.T) {
	n := recallSize()
	ds := vectortest.NewDataset(recallDims, 100, 0.7, 42)
	vecs := ds.Samples(n)
	ids := sequentialIDs(n, 1)
	queries := ds.Samples(recallQueries)

	flat := NewFlat(recallDims)
	if err := flat.AddBatch(ids, vecs); err != nil {
		t.Fatal(err)
	}
	cfg := DefaultHNSWConfig()
	if cfg.EfSearch > 128 {
		t.Fatalf("default EfSearch %d exceeds 128", cfg.EfSearch)
	}
	h := NewHNSW(recallDims, cfg)
	wall, cpu := time.Now(), cpuTime()
	if err := h.AddBatch(ids, vecs); err != nil {
		t.Fatal(err)
	}
	t.Logf("built %d×%d HNSW (M=%d efC=%d) in %v wall, %v CPU, GOMAXPROCS=%d",
		n, recallDims, cfg.M, cfg.EfConstruction, time.Since(wall).Round(time.Millisecond),
		(cpuTime() - cpu).Round(time.Millisecond), runtime.GOMAXPROCS(0))

	recall := recallAt(t, h, flat, queries, 10)
	t.Logf("recall@10 = %.4f at EfSearch %d; mean query: HNSW %v, Flat %v",
		recall, cfg.EfSearch, timeQueries(h, queries), timeQueries(flat, queries))
	if recall < minRecall {
		t.Fatalf("recall@10 = %.4f, want ≥ %.2f", recall, minRecall)
	}
	checkGraph(t, h)
}

// TestChurn is acceptance criterion 2: 20,000 random deletes, inserts and
// updates on a 20,000-vector index. Every hit of every query must be live,
// the graph must stay well-formed, and recall must stay ≥ 0.95.
func TestChurn(t *testing.T) {
	size, ops := churnSize()
	ds := vectortest.NewDataset(recallDims, 100, 0.7, 43)
	h := NewHNSW(recallDims, DefaultHNSWConfig())
	flat := NewFlat(recallDims)
	live := make([]uint64, size) // ids in flat, for picking victims
	pos := make(map[uint64]int, size)
	vecs := ds.Samples(size)
	for i := range live {
		live[i] = uint64(i)
		pos[uint64(i)] = i
	}
	if err := h.AddBatch(live, vecs); err != nil {
		t.Fatal(err)
	}
	if err := flat.AddBatch(live, vecs); err != nil {
		t.Fatal(err)
	}
	// At the default EfSearch a 20k index answers almost exactly, which
	// would hide a graph degraded by churn; a small EfSearch exposes it.
	// Recall there must not drop by more than probeSlack.
	const probeEf, probeSlack = 10, 0.03
	probes := ds.Samples(recallQueries)
	probeRecall := func() float64 {
		h.SetEfSearch(probeEf)
		defer h.SetEfSearch(DefaultHNSWConfig().EfSearch)
		return recallAt(t, h, flat, probes, 10)
	}
	probeBefore := probeRecall()
	rng := rand.New(rand.NewPCG(43, 1))
	nextID := uint64(size)
	removeLive := func(i int) uint64 {
		id := live[i]
		last := live[len(live)-1]
		live[i] = last
		pos[last] = i
		live = live[:len(live)-1]
		delete(pos, id)
		return id
	}
	checkQuery := func(q []float32) {
		for _, hit := range h.Search(q, 10) {
			if _, ok := pos[hit.ID]; !ok {
				t.Fatalf("deleted id %d returned", hit.ID)
			}
		}
	}
	start := time.Now()
	deletes, inserts, updates, compactions := 0, 0, 0, 0
	for op := range ops {
		before := h.tombstonesNow()
		switch r := rng.IntN(10); {
		case r < 4 && len(live) > 0: // delete
			id := removeLive(rng.IntN(len(live)))
			if !h.Delete(id) || !flat.Delete(id) {
				t.Fatalf("op %d: Delete(%d) = false for a live id", op, id)
			}
			if h.Contains(id) {
				t.Fatalf("op %d: deleted id %d still contained", op, id)
			}
			deletes++
		case r < 8: // insert a new id
			v := ds.Sample()
			if err := h.Add(nextID, v); err != nil {
				t.Fatal(err)
			}
			if err := flat.Add(nextID, v); err != nil {
				t.Fatal(err)
			}
			pos[nextID] = len(live)
			live = append(live, nextID)
			nextID++
			inserts++
		default: // update an existing id
			if len(live) == 0 {
				continue
			}
			id, v := live[rng.IntN(len(live))], ds.Sample()
			if err := h.Add(id, v); err != nil {
				t.Fatal(err)
			}
			if err := flat.Add(id, v); err != nil {
				t.Fatal(err)
			}
			updates++
		}
		if h.tombstonesNow() < before {
			compactions++
		}
		if op%100 == 0 {
			checkQuery(ds.Sample())
		}
	}
	t.Logf("%d ops (%d deletes, %d inserts, %d updates, %d compactions) in %v",
		ops, deletes, inserts, updates, compactions, time.Since(start).Round(time.Millisecond))
	if compactions == 0 {
		t.Fatal("churn never compacted the graph")
	}
	if h.Len() != len(live) || flat.Len() != len(live) {
		t.Fatalf("Len: HNSW %d, Flat %d, model %d", h.Len(), flat.Len(), len(live))
	}
	checkGraph(t, h)
	queries := ds.Samples(recallQueries)
	for _, q := range queries {
		checkQuery(q)
	}
	recall := recallAt(t, h, flat, queries, 10)
	probeAfter := probeRecall()
	t.Logf("recall@10 after churn = %.4f (%d live); at EfSearch %d: %.4f before churn, %.4f after",
		recall, h.Len(), probeEf, probeBefore, probeAfter)
	if recall < minRecall {
		t.Fatalf("recall@10 after churn = %.4f, want ≥ %.2f", recall, minRecall)
	}
	if probeAfter < probeBefore-probeSlack {
		t.Fatalf("churn degraded the graph: recall@10 at EfSearch %d fell from %.4f to %.4f",
			probeEf, probeBefore, probeAfter)
	}
}
