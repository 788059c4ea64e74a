package main

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"gonum.org/v1/gonum/mat"
)

// TestRandomizedSVD compares against gonum's exact SVD on a matrix with a
// decaying spectrum, where a few power iterations are enough.
func TestRandomizedSVD(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const n, k = 120, 6
	// A = Σ_i σ_i x_i y_iᵀ with σ_i = 2^-i, kept sparse by thresholding.
	dense := mat.NewDense(n, n, nil)
	for i := 0; i < 20; i++ {
		x, y := make([]float64, n), make([]float64, n)
		for j := range x {
			x[j], y[j] = rng.NormFloat64(), rng.NormFloat64()
		}
		var outer mat.Dense
		outer.Outer(math.Pow(2, -float64(i)), mat.NewVecDense(n, x), mat.NewVecDense(n, y))
		dense.Add(dense, &outer)
	}
	a := &csr{rows: n, cols: n, indptr: make([]int, n+1)}
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if v := dense.At(i, j); math.Abs(v) > 0.05 {
				a.indices = append(a.indices, int32(j))
				a.vals = append(a.vals, v)
			} else {
				dense.Set(i, j, 0)
			}
		}
		a.indptr[i+1] = len(a.indices)
	}
	u, s, err := randomizedSVD(a, k, 10, 4, 7, 2)
	if err != nil {
		t.Fatal(err)
	}
	var exact mat.SVD
	if !exact.Factorize(dense, mat.SVDThin) {
		t.Fatal("exact SVD failed")
	}
	want := exact.Values(nil)
	for i := 0; i < k; i++ {
		if math.Abs(s[i]-want[i]) > 1e-6*want[0] {
			t.Errorf("σ%d = %v, want %v", i, s[i], want[i])
		}
	}
	var eu mat.Dense
	exact.UTo(&eu)
	for j := 0; j < k; j++ {
		// Same direction up to sign; orthonormal columns.
		var dot, norm float64
		for i := 0; i < n; i++ {
			dot += u[i*k+j] * eu.At(i, j)
			norm += u[i*k+j] * u[i*k+j]
		}
		if math.Abs(math.Abs(dot)-1) > 1e-6 || math.Abs(norm-1) > 1e-9 {
			t.Errorf("vector %d: |<u, exact>| = %v, |u|² = %v", j, math.Abs(dot), norm)
		}
	}
	again, s2, err := randomizedSVD(a, k, 10, 4, 7, 1)
	if err != nil || !slices.Equal(again, u) || !slices.Equal(s2, s) {
		t.Error("result depends on the number of workers")
	}
}

func TestRandomizedSVDErrors(t *testing.T) {
	a := &csr{rows: 3, cols: 3, indptr: []int{0, 1, 2, 3}, indices: []int32{0, 1, 2}, vals: []float64{1, 2, 3}}
	if _, _, err := randomizedSVD(a, 0, 2, 1, 1, 1); err == nil {
		t.Error("rank 0 accepted")
	}
	if _, _, err := randomizedSVD(a, 4, 2, 1, 1, 1); err == nil {
		t.Error("rank above the matrix size accepted")
	}
}

func TestFixSigns(t *testing.T) {
	u := []float64{
		0.1, -0.9,
		-0.5, 0.2,
	}
	fixSigns(u, 2, 2)
	want := []float64{-0.1, 0.9, 0.5, -0.2}
	if !slices.Equal(u, want) {
		t.Errorf("got %v, want %v", u, want)
	}
}
