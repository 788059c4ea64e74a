package main

import (
	"math"
	"math/rand/v2"
	"testing"
)

// randomCSR builds a rows×cols sparse matrix with the given density.
func randomCSR(rng *rand.Rand, rows, cols int, density float64) (*csr, []float64) {
	dense := make([]float64, rows*cols)
	m := &csr{rows: rows, cols: cols, indptr: make([]int, rows+1)}
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			if rng.Float64() < density {
				v := rng.NormFloat64()
				dense[i*cols+j] = v
				m.indices = append(m.indices, int32(j))
				m.vals = append(m.vals, v)
			}
		}
		m.indptr[i+1] = len(m.indices)
	}
	return m, dense
}

func TestCSRMulDenseAndTranspose(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, tc := range []struct{ rows, cols, k, workers int }{{7, 5, 3, 1}, {30, 40, 6, 2}, {1, 9, 2, 4}, {12, 1, 1, 3}} {
		a, dense := randomCSR(rng, tc.rows, tc.cols, 0.3)
		if err := a.check(); err != nil {
			t.Fatal(err)
		}
		x := make([]float64, tc.cols*tc.k)
		for i := range x {
			x[i] = rng.NormFloat64()
		}
		out := make([]float64, tc.rows*tc.k)
		for i := range out {
			out[i] = math.NaN() // must be overwritten
		}
		a.mulDense(x, tc.k, out, tc.workers)
		for i := 0; i < tc.rows; i++ {
			for c := 0; c < tc.k; c++ {
				var want float64
				for j := 0; j < tc.cols; j++ {
					want += dense[i*tc.cols+j] * x[j*tc.k+c]
				}
				if got := out[i*tc.k+c]; math.Abs(got-want) > 1e-9 {
					t.Fatalf("%+v: out[%d,%d] = %v, want %v", tc, i, c, got, want)
				}
			}
		}
		at := a.transpose()
		if err := at.check(); err != nil {
			t.Fatal(err)
		}
		for i := 0; i < at.rows; i++ {
			for p := at.indptr[i]; p < at.indptr[i+1]; p++ {
				if dense[int(at.indices[p])*tc.cols+i] != at.vals[p] {
					t.Fatalf("transpose entry (%d,%d) wrong", i, at.indices[p])
				}
			}
		}
		if at.nnz() != a.nnz() {
			t.Fatal("transpose changed nnz")
		}
	}
}

func TestCSRCheck(t *testing.T) {
	bad := []*csr{
		{rows: 1, cols: 2, indptr: []int{0, 1}, indices: []int32{2}, vals: []float64{1}},
		{rows: 1, cols: 3, indptr: []int{0, 2}, indices: []int32{1, 1}, vals: []float64{1, 1}},
		{rows: 2, cols: 2, indptr: []int{0, 1}, indices: []int32{0}, vals: []float64{1}},
		{rows: 1, cols: 2, indptr: []int{0, 1}, indices: []int32{0}, vals: nil},
	}
	for i, m := range bad {
		if m.check() == nil {
			t.Errorf("malformed matrix %d accepted", i)
		}
	}
}
