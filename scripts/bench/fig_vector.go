package main

import (
	"fmt"
	"runtime"
	"time"

	"inkflow/storage/vector"
	"inkflow/storage/vector/vectortest"
)

// Synthetic data for the vector figure: unit vectors around random unit
// centres, as sentence embeddings cluster by topic.
const (
	vecDims     = 256
	vecClusters = 100
	// vecSpread is the expected norm of the noise added to a centre: 0.7
	// puts members at a cosine of about 0.8 to their centre, the setting
	// storage/vector's recall test tuned DefaultHNSWConfig on.
	vecSpread = 0.7
	// vecChunk vectors are generated and added at a time, so the data
	// never exists three times over (generator, flat, HNSW).
	vecChunk = 50_000
	recallK  = 10
)

// figVector builds a flat index and an HNSW graph (DefaultHNSWConfig, the
// parallel AddBatch used when the index is rebuilt) over the same vectors
// and compares query time and recall@10 against the exact flat answer.
func figVector(r *runCtx) error {
	sizes := pick(r, []int{100_000, 1_000_000}, []int{10_000, 50_000})
	nq := pick(r, 200, 100)
	cfg := vector.DefaultHNSWConfig()
	r.notef("Data: %d-dimension unit vectors around %d random centres (noise norm %.1f), generated with a fixed seed; %d queries from the same "+
		"distribution, not in the index. HNSW: M=%d, efConstruction=%d, efSearch=%d, built with AddBatch (parallel, as at start-up). "+
		"Query time: %d passes over all queries per index, median pass, divided by the number of queries. Recall@%d against the flat index's exact top %d.",
		vecDims, vecClusters, vecSpread, nq, cfg.M, cfg.EfConstruction, cfg.EfSearch, r.cfg.Runs, recallK, recallK)
	for si, n := range sizes {
		gen := vectortest.NewDataset(vecDims, vecClusters, vecSpread, uint64(n))
		flat := vector.NewFlat(vecDims)
		h := vector.NewHNSW(vecDims, cfg)
		var build time.Duration
		for start := 0; start < n; start += vecChunk {
			if err := r.ctx.Err(); err != nil {
				return err
			}
			m := min(vecChunk, n-start)
			vecs := gen.Samples(m)
			ids := make([]uint64, m)
			for i := range ids {
				ids[i] = uint64(start + i + 1)
			}
			if err := flat.AddBatch(ids, vecs); err != nil {
				return fmt.Errorf("vector: flat: %w", err)
			}
			t0 := time.Now()
			if err := h.AddBatch(ids, vecs); err != nil {
				return fmt.Errorf("vector: hnsw: %w", err)
			}
			build += time.Since(t0)
			r.logf("%d vectors: %d inserted, HNSW build %v so far", n, start+m, build.Round(time.Second))
		}
		queries := gen.Samples(nq)
		exact := make([][]vector.Hit, nq)
		for i, q := range queries {
			exact[i] = flat.Search(q, recallK)
		}
		var found int
		for i, q := range queries {
			found += overlap(h.Search(q, recallK), exact[i])
		}
		recall := float64(found) / float64(nq*recallK)
		var flatPass, hnswPass []float64
		for range r.cfg.Runs {
			flatPass = append(flatPass, timeQueries(flat, queries))
			hnswPass = append(hnswPass, timeQueries(h, queries))
		}
		flatMS, hnswMS := median(flatPass)/float64(nq), median(hnswPass)/float64(nq)
		label := sizeCount(n)
		r.add(Row{Name: fmt.Sprintf("HNSW recall@10 at %s vectors", label), Value: recall, Unit: "", Goal: atLeast(0.95),
			Detail: fmt.Sprintf("%d queries; HNSW build %.0f s", nq, build.Seconds())})
		var goal *Goal
		if si == len(sizes)-1 {
			goal = atLeast(10)
		}
		r.add(Row{Name: fmt.Sprintf("HNSW speed-up over flat at %s vectors", label), Value: flatMS / hnswMS, Unit: "×", Goal: goal,
			Detail: fmt.Sprintf("per query: flat %s, HNSW %s", formatValue(flatMS, "ms"), formatValue(hnswMS, "ms"))})
		runtime.GC()
	}
	return nil
}

// timeQueries runs every query once and returns the total in ms.
func timeQueries(ix vector.Index, queries [][]float32) float64 {
	t0 := time.Now()
	for _, q := range queries {
		ix.Search(q, recallK)
	}
	return float64(time.Since(t0)) / float64(time.Millisecond)
}

// overlap counts the ids of got that are in want.
func overlap(got, want []vector.Hit) int {
	in := make(map[uint64]bool, len(want))
	for _, h := range want {
		in[h.ID] = true
	}
	n := 0
	for _, h := range got {
		if in[h.ID] {
			n++
		}
	}
	return n
}

// sizeCount prints a vector count as "100k" or "1M".
func sizeCount(n int) string {
	switch {
	case n >= 1_000_000 && n%1_000_000 == 0:
		return fmt.Sprintf("%dM", n/1_000_000)
	case n >= 1000 && n%1000 == 0:
		return fmt.Sprintf("%dk", n/1000)
	default:
		return fmt.Sprint(n)
	}
}
