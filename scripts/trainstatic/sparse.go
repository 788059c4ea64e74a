package main

import (
	"fmt"
	"sync"

	"gonum.org/v1/gonum/floats"
)

// csr is a sparse matrix in compressed sparse row form. Row i's entries
// are indices[indptr[i]:indptr[i+1]] (ascending columns) with vals alike.
type csr struct {
	rows, cols int
	indptr     []int
	indices    []int32
	vals       []float64
}

// nnz is the number of stored entries.
func (a *csr) nnz() int { return len(a.vals) }

// check verifies the structural invariants, so a malformed matrix fails
// where it is built rather than as an index panic in a product.
func (a *csr) check() error {
	if len(a.indptr) != a.rows+1 || a.indptr[0] != 0 || a.indptr[a.rows] != len(a.indices) || len(a.indices) != len(a.vals) {
		return fmt.Errorf("csr: inconsistent lengths (rows %d, indptr %d, indices %d, vals %d)", a.rows, len(a.indptr), len(a.indices), len(a.vals))
	}
	for i := 0; i < a.rows; i++ {
		if a.indptr[i] > a.indptr[i+1] {
			return fmt.Errorf("csr: row %d has negative length", i)
		}
		for k := a.indptr[i]; k < a.indptr[i+1]; k++ {
			if c := a.indices[k]; c < 0 || int(c) >= a.cols || (k > a.indptr[i] && a.indices[k-1] >= c) {
				return fmt.Errorf("csr: row %d column %d out of range or order", i, c)
			}
		}
	}
	return nil
}

// mulDense sets out = A·X, where X is a cols×k and out a rows×k row-major
// dense matrix. Rows are divided among workers in fixed contiguous ranges
// and each output row is summed in column order, so the result is
// bit-identical for any number of workers.
func (a *csr) mulDense(x []float64, k int, out []float64, workers int) {
	var wg sync.WaitGroup
	per := (a.rows + workers - 1) / workers
	for w := 0; w < workers; w++ {
		lo, hi := w*per, min((w+1)*per, a.rows)
		if lo >= hi {
			continue
		}
		wg.Go(func() {
			for i := lo; i < hi; i++ {
				dst := out[i*k : (i+1)*k]
				clear(dst)
				for p := a.indptr[i]; p < a.indptr[i+1]; p++ {
					j := int(a.indices[p])
					floats.AddScaled(dst, a.vals[p], x[j*k:(j+1)*k])
				}
			}
		})
	}
	wg.Wait()
}

// transpose returns Aᵀ in CSR form (columns ascending within each row).
func (a *csr) transpose() *csr {
	t := &csr{rows: a.cols, cols: a.rows, indptr: make([]int, a.cols+1), indices: make([]int32, a.nnz()), vals: make([]float64, a.nnz())}
	for _, c := range a.indices {
		t.indptr[c+1]++
	}
	for i := 0; i < a.cols; i++ {
		t.indptr[i+1] += t.indptr[i]
	}
	next := make([]int, a.cols)
	copy(next, t.indptr[:a.cols])
	for i := 0; i < a.rows; i++ {
		for p := a.indptr[i]; p < a.indptr[i+1]; p++ {
			c := a.indices[p]
			q := next[c]
			t.indices[q] = int32(i)
			t.vals[q] = a.vals[p]
			next[c]++
		}
	}
	return t
}
