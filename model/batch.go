package model

import (
	"cmp"
	"slices"
)

// batchPlan groups texts (by index) into runs of at most size, ordered by
// token length so each run pads as little as possible. Indices refer to the
// caller's input order, which the results are written back into.
func batchPlan(lengths []int, size int) [][]int {
	order := make([]int, len(lengths))
	for i := range order {
		order[i] = i
	}
	// Stable: equal lengths keep input order, so a plan is reproducible.
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(lengths[a], lengths[b]) })
	var plan [][]int
	for start := 0; start < len(order); start += size {
		end := min(start+size, len(order))
		plan = append(plan, order[start:end:end])
	}
	return plan
}

// paddedBatch is one ONNX Runtime call's input: token ids, attention mask
// and token types, each [rows, width] row-major.
type paddedBatch struct {
	rows, width int
	ids         []int64
	mask        []int64
	types       []int64
}

// pad right-pads sequences with padID to the longest one. Token types are
// all 0: InkFlow only ever encodes single sequences.
func pad(seqs [][]int64, padID int64) paddedBatch {
	width := 0
	for _, s := range seqs {
		width = max(width, len(s))
	}
	b := paddedBatch{
		rows:  len(seqs),
		width: width,
		ids:   make([]int64, len(seqs)*width),
		mask:  make([]int64, len(seqs)*width),
		types: make([]int64, len(seqs)*width),
	}
	for r, s := range seqs {
		row := b.ids[r*width : (r+1)*width]
		copy(row, s)
		for t := len(s); t < width; t++ {
			row[t] = padID
		}
		for t := range s {
			b.mask[r*width+t] = 1
		}
	}
	return b
}
