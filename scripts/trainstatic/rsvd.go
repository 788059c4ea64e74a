package main

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack/lapack64"
	"gonum.org/v1/gonum/mat"
)

// randomizedSVD returns the leading k left singular vectors of the sparse
// matrix A (a rows×k row-major matrix) and their singular values, by the
// randomized range finder with power iterations of Halko, Martinsson &
// Tropp (2011), Algorithm 4.4: Y = A·Ω for a Gaussian Ω with k+oversample
// columns, then iters rounds of Q = orth(A·orth(Aᵀ·Q)), and finally the
// exact SVD of the small matrix Qᵀ·A. Only sparse-times-thin products
// touch A, so the cost is O(nnz·(k+oversample)·iters).
//
// Every step is deterministic: Ω comes from a PCG generator seeded with
// seed, the products split rows among workers without changing any sum,
// and the sign of each singular vector is fixed (largest-magnitude entry
// positive), so the same input gives the same bits on the same platform.
func randomizedSVD(a *csr, k, oversample, iters int, seed uint64, workers int) ([]float64, []float64, error) {
	if k < 1 {
		return nil, nil, fmt.Errorf("randomized SVD: rank %d < 1", k)
	}
	m := min(k+oversample, a.rows, a.cols)
	if k > m {
		return nil, nil, fmt.Errorf("randomized SVD: rank %d exceeds the %d×%d matrix", k, a.rows, a.cols)
	}
	at := a.transpose()
	rng := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	omega := make([]float64, a.cols*m)
	for i := range omega {
		omega[i] = rng.NormFloat64()
	}
	y := make([]float64, a.rows*m)
	z := make([]float64, a.cols*m)
	a.mulDense(omega, m, y, workers)
	if err := orthonormalize(y, a.rows, m); err != nil {
		return nil, nil, err
	}
	for it := 0; it < iters; it++ {
		at.mulDense(y, m, z, workers)
		if err := orthonormalize(z, a.cols, m); err != nil {
			return nil, nil, err
		}
		a.mulDense(z, m, y, workers)
		if err := orthonormalize(y, a.rows, m); err != nil {
			return nil, nil, err
		}
	}
	// y is Q (rows×m). Bᵀ = Aᵀ·Q is cols×m; if Bᵀ = Uc·Σ·Vcᵀ then
	// B = Vc·Σ·Ucᵀ, so A ≈ Q·B has left singular vectors Q·Vc.
	at.mulDense(y, m, z, workers)
	var svd mat.SVD
	if !svd.Factorize(mat.NewDense(a.cols, m, z), mat.SVDThinV) {
		return nil, nil, errors.New("randomized SVD: small SVD did not converge")
	}
	var vc mat.Dense
	svd.VTo(&vc)
	s := svd.Values(nil)[:k]
	var u mat.Dense
	u.Mul(mat.NewDense(a.rows, m, y), vc.Slice(0, m, 0, k))
	out := make([]float64, a.rows*k)
	for i := 0; i < a.rows; i++ {
		for j := 0; j < k; j++ {
			out[i*k+j] = u.At(i, j)
		}
	}
	fixSigns(out, a.rows, k)
	return out, s, nil
}

// orthonormalize replaces the n×m row-major matrix x (n ≥ m) by an
// orthonormal basis of its column space: the thin Q of a Householder QR.
func orthonormalize(x []float64, n, m int) error {
	if n < m {
		return fmt.Errorf("orthonormalize: %d×%d matrix has more columns than rows", n, m)
	}
	g := blas64.General{Rows: n, Cols: m, Stride: m, Data: x}
	tau := make([]float64, m)
	work := make([]float64, 1)
	lapack64.Geqrf(g, tau, work, -1)
	work = make([]float64, int(work[0]))
	lapack64.Geqrf(g, tau, work, len(work))
	lapack64.Orgqr(g, tau, work[:1], -1)
	if need := int(work[0]); need > len(work) {
		work = make([]float64, need)
	}
	lapack64.Orgqr(g, tau, work, len(work))
	for _, v := range x {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return errors.New("orthonormalize: non-finite value (rank-deficient input?)")
		}
	}
	return nil
}

// fixSigns flips each column of the n×k row-major matrix u so that its
// largest-magnitude entry is positive. Singular vectors are defined only
// up to sign; fixing it makes the output independent of LAPACK's choice.
func fixSigns(u []float64, n, k int) {
	for j := 0; j < k; j++ {
		best, at := 0.0, 0
		for i := 0; i < n; i++ {
			if v := math.Abs(u[i*k+j]); v > best {
				best, at = v, i
			}
		}
		if u[at*k+j] < 0 {
			for i := 0; i < n; i++ {
				u[i*k+j] = -u[i*k+j]
			}
		}
	}
}
