package main

import (
	"fmt"
	"math"
)

// sparseRows is a sparse matrix held row by row: cols[i] ascending, with
// vals[i] alike. It is the form in which per-block results are combined.
type sparseRows struct {
	cols [][]int32
	vals [][]float64
}

// ppmiRows turns co-occurrence counts (a block's tokens, or its bigrams)
// into positive pointwise mutual information against the block's token
// contexts ctx with context-distribution
// smoothing (Levy, Goldberg & Dagan 2015):
//
//	PMI(w, c) = log( #(w,c) · Σ_c' #(c')^α / ( #(w) · #(c)^α ) )
//
// where #(w) is the row sum. The smoothing (α < 1) raises the probability
// of rare contexts, which otherwise get the largest — and least reliable —
// PMI values. Only positive values are kept (negative PMI needs far more
// data to estimate than a novel corpus has). The result holds, per row,
// the ascending columns and their PPMI.
func ppmiRows(rows []rowCounts, ctx ppmiContexts) sparseRows {
	cols := make([][]int32, len(rows))
	vals := make([][]float64, len(rows))
	for i := range rows {
		cols[i], vals[i] = ctx.row(&rows[i])
	}
	return sparseRows{cols: cols, vals: vals}
}

// ppmiContexts is the context side of a PPMI matrix: α·log #(c) per
// context and the log of their smoothed total. Keeping it apart lets rows
// that are not contexts themselves (bigrams, folded in later) be scored
// against the same context distribution as the tokens.
type ppmiContexts struct {
	logCtx []float64 // α·log #(c), 0 for a context never seen
	logZ   float64   // log Σ_c #(c)^α
}

// newPPMIContexts takes the context counts from the row sums of the
// symmetric token co-occurrence counts.
func newPPMIContexts(rows []rowCounts, alpha float64) ppmiContexts {
	c := ppmiContexts{logCtx: make([]float64, len(rows))}
	var z float64
	for i := range rows {
		if s := rowSum(&rows[i]); s > 0 {
			z += math.Pow(s, alpha)
			c.logCtx[i] = alpha * math.Log(s)
		}
	}
	c.logZ = math.Log(z)
	return c
}

// rowSum is #(w), the total count of a row.
func rowSum(r *rowCounts) float64 {
	var s uint64
	for k, key := range r.keys {
		if key != emptyKey {
			s += r.vals[k]
		}
	}
	return float64(s)
}

// row returns the ascending columns of one row with positive PMI and
// their values (nil for an empty row).
func (c ppmiContexts) row(r *rowCounts) ([]int32, []float64) {
	sum := rowSum(r)
	if sum == 0 {
		return nil, nil
	}
	cols, counts := r.sorted()
	base := c.logZ - math.Log(sum)
	outC := cols[:0]
	var outV []float64
	for k, j := range cols {
		if pmi := math.Log(float64(counts[k])) + base - c.logCtx[j]; pmi > 0 {
			outC = append(outC, j)
			outV = append(outV, pmi)
		}
	}
	if len(outC) == 0 {
		return nil, nil
	}
	return outC, outV
}

// mergeBlocks sums the per-block PPMI rows into one vocab×vocab CSR
// matrix. A token used in several blocks (digits, ASCII punctuation) gets
// the union of its contexts; the blocks share few contexts, so summing
// where they overlap is the simple and adequate choice.
func mergeBlocks(vocab int, blocks []sparseRows) (*csr, error) {
	m := &csr{rows: vocab, cols: vocab, indptr: make([]int, vocab+1)}
	for i := 0; i < vocab; i++ {
		var cols []int32
		var vals []float64
		for _, b := range blocks {
			if i < len(b.cols) {
				cols, vals = mergeRow(cols, vals, b.cols[i], b.vals[i])
			}
		}
		m.indices = append(m.indices, cols...)
		m.vals = append(m.vals, vals...)
		m.indptr[i+1] = len(m.indices)
	}
	if err := m.check(); err != nil {
		return nil, fmt.Errorf("merge PPMI blocks: %w", err)
	}
	return m, nil
}

// mergeRow merges two ascending sparse rows, summing shared columns.
func mergeRow(ac []int32, av []float64, bc []int32, bv []float64) ([]int32, []float64) {
	if len(ac) == 0 {
		return bc, bv
	}
	if len(bc) == 0 {
		return ac, av
	}
	cols := make([]int32, 0, len(ac)+len(bc))
	vals := make([]float64, 0, len(ac)+len(bc))
	i, j := 0, 0
	for i < len(ac) || j < len(bc) {
		switch {
		case j == len(bc) || (i < len(ac) && ac[i] < bc[j]):
			cols, vals = append(cols, ac[i]), append(vals, av[i])
			i++
		case i == len(ac) || bc[j] < ac[i]:
			cols, vals = append(cols, bc[j]), append(vals, bv[j])
			j++
		default:
			cols, vals = append(cols, ac[i]), append(vals, av[i]+bv[j])
			i++
			j++
		}
	}
	return cols, vals
}
