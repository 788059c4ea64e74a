package main

import (
	"math"
	"slices"
	"testing"
)

func TestPPMIRows(t *testing.T) {
	// Symmetric counts over 3 tokens: 0–1 co-occur 4 times, 1–2 once,
	// 0–0 twice (a token next to itself).
	rows := make([]rowCounts, 3)
	add := func(a, b int32, n uint64) {
		rows[a].add(b, n)
		if a != b {
			rows[b].add(a, n)
		}
	}
	add(0, 1, 4)
	add(1, 2, 1)
	add(0, 0, 2)
	const alpha = 0.75
	got := ppmiRows(rows, newPPMIContexts(rows, alpha))
	sums := []float64{6, 5, 1}
	z := math.Pow(6, alpha) + math.Pow(5, alpha) + math.Pow(1, alpha)
	pmi := func(a, b int, c float64) float64 {
		return math.Log(c * z / (sums[a] * math.Pow(sums[b], alpha)))
	}
	want := map[[2]int]float64{}
	for _, e := range []struct {
		a, b int
		c    float64
	}{{0, 0, 2}, {0, 1, 4}, {1, 0, 4}, {1, 2, 1}, {2, 1, 1}} {
		if v := pmi(e.a, e.b, e.c); v > 0 {
			want[[2]int{e.a, e.b}] = v
		}
	}
	n := 0
	for i := range got.cols {
		if !slices.IsSorted(got.cols[i]) {
			t.Errorf("row %d columns not sorted", i)
		}
		for k, c := range got.cols[i] {
			n++
			w, ok := want[[2]int{i, int(c)}]
			if !ok || math.Abs(got.vals[i][k]-w) > 1e-12 {
				t.Errorf("PPMI(%d,%d) = %v, want %v (present %v)", i, c, got.vals[i][k], w, ok)
			}
		}
	}
	if n != len(want) {
		t.Errorf("%d positive entries, want %d", n, len(want))
	}
}

func TestMergeRow(t *testing.T) {
	tests := []struct {
		ac    []int32
		av    []float64
		bc    []int32
		bv    []float64
		wantC []int32
		wantV []float64
	}{
		{nil, nil, []int32{1}, []float64{2}, []int32{1}, []float64{2}},
		{[]int32{1}, []float64{2}, nil, nil, []int32{1}, []float64{2}},
		{[]int32{1, 3}, []float64{1, 3}, []int32{2, 3, 4}, []float64{2, 30, 4}, []int32{1, 2, 3, 4}, []float64{1, 2, 33, 4}},
	}
	for _, tc := range tests {
		c, v := mergeRow(tc.ac, tc.av, tc.bc, tc.bv)
		if !slices.Equal(c, tc.wantC) || !slices.Equal(v, tc.wantV) {
			t.Errorf("mergeRow(%v,%v) = %v %v, want %v %v", tc.ac, tc.bc, c, v, tc.wantC, tc.wantV)
		}
	}
}

func TestMergeBlocks(t *testing.T) {
	a := sparseRows{cols: [][]int32{{1}, {0, 2}, nil}, vals: [][]float64{{1}, {1, 2}, nil}}
	b := sparseRows{cols: [][]int32{nil, {2}, {1}}, vals: [][]float64{nil, {5}, {5}}}
	m, err := mergeBlocks(3, []sparseRows{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.indptr, []int{0, 1, 3, 4}) || !slices.Equal(m.indices, []int32{1, 0, 2, 1}) || !slices.Equal(m.vals, []float64{1, 1, 7, 5}) {
		t.Errorf("merged %+v", m)
	}
}
