package main

import (
	"fmt"
	"slices"
	"sync"
)

// Co-occurrence counting. A V×V dense count matrix would be V² cells of
// which a character corpus fills a few percent, so each row is its own
// open-addressing hash table (int32 column → uint64 count). Counts are
// integers (a harmonic window scales 1/d by the lcm of 1..window), so sums
// are exact and independent of the order in which they are made. (uint64
// cannot overflow: even 10⁸ tokens × 32 neighbours × lcm(1..16) = 720720
// stay below 10¹⁶.)

// rowCounts is one row of the co-occurrence matrix.
type rowCounts struct {
	keys []int32 // column ids; emptyKey marks a free slot
	vals []uint64
	n    int   // occupied slots
	bits uint8 // len(keys) == 1<<bits
}

const emptyKey int32 = -1

// slot returns the home slot of k: Fibonacci hashing, which spreads
// consecutive ids across the table.
func (t *rowCounts) slot(k int32) int {
	return int((uint32(k) * 2654435769) >> (32 - t.bits))
}

// add adds v to the count of column k.
func (t *rowCounts) add(k int32, v uint64) {
	if t.keys == nil {
		t.grow(3)
	} else if (t.n+1)*4 > len(t.keys)*3 {
		t.grow(t.bits + 1)
	}
	mask := len(t.keys) - 1
	for i := t.slot(k); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case k:
			t.vals[i] += v
			return
		case emptyKey:
			t.keys[i], t.vals[i] = k, v
			t.n++
			return
		}
	}
}

// get returns the count of column k.
func (t *rowCounts) get(k int32) uint64 {
	if t.keys == nil {
		return 0
	}
	mask := len(t.keys) - 1
	for i := t.slot(k); ; i = (i + 1) & mask {
		switch t.keys[i] {
		case k:
			return t.vals[i]
		case emptyKey:
			return 0
		}
	}
}

// grow rehashes into a table of 1<<bits slots.
func (t *rowCounts) grow(bits uint8) {
	oldK, oldV := t.keys, t.vals
	t.bits = bits
	t.keys = make([]int32, 1<<bits)
	t.vals = make([]uint64, 1<<bits)
	for i := range t.keys {
		t.keys[i] = emptyKey
	}
	t.n = 0
	for i, k := range oldK {
		if k != emptyKey {
			t.add(k, oldV[i])
		}
	}
}

// sorted returns the row's columns in ascending order with their counts.
func (t *rowCounts) sorted() ([]int32, []uint64) {
	cols := make([]int32, 0, t.n)
	for _, k := range t.keys {
		if k != emptyKey {
			cols = append(cols, k)
		}
	}
	slices.Sort(cols)
	vals := make([]uint64, len(cols))
	for i, c := range cols {
		vals[i] = t.get(c)
	}
	return cols, vals
}

// windowWeights returns the integer weight of each distance 1..window:
// lcm(1..window)/d when harmonic, else 1.
func windowWeights(window int, harmonic bool) []uint64 {
	w := make([]uint64, window+1)
	l := uint64(1)
	if harmonic {
		for d := uint64(2); d <= uint64(window); d++ {
			l = l / gcd(l, d) * d
		}
	}
	for d := 1; d <= window; d++ {
		w[d] = 1
		if harmonic {
			w[d] = l / uint64(d)
		}
	}
	return w
}

func gcd(a, b uint64) uint64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// countCooccurrence counts, for every pair of tokens at distance ≤ window
// within a paragraph of ids, the (weighted) co-occurrence in both
// directions, so the result is symmetric. Tokens with skip[id] set (the
// specials and [UNK]) occupy their position but are never counted. Rows
// are split among workers by id, each worker scanning the whole stream and
// touching only its own rows, so no locks are needed and the counts are
// identical for any number of workers.
func countCooccurrence(ids []int32, vocab int, window int, harmonic bool, skip []bool, workers int) ([]rowCounts, error) {
	rows := make([]rowCounts, vocab)
	weights := windowWeights(window, harmonic)
	for _, id := range ids {
		if id != paraBreak && (id < 0 || int(id) >= vocab) {
			return nil, fmt.Errorf("co-occurrence: id %d outside the vocabulary of %d", id, vocab)
		}
	}
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Go(func() {
			nw, w := int32(workers), int32(w)
			for t, a := range ids {
				if a == paraBreak || skip[a] || a%nw != w {
					continue
				}
				row := &rows[a]
				addContexts(row, ids, t-1, -1, window, weights, skip)
				addContexts(row, ids, t+1, +1, window, weights, skip)
			}
		})
	}
	wg.Wait()
	return rows, nil
}

// addContexts adds to row the tokens at start, start+dir, … — at most
// window of them, the d-th with weight weights[d] — stopping at the end of
// the stream or of the paragraph. Skipped tokens keep their position but
// are not counted.
func addContexts(row *rowCounts, ids []int32, start, dir, window int, weights []uint64, skip []bool) {
	for d := 1; d <= window; d++ {
		t := start + dir*(d-1)
		if t < 0 || t >= len(ids) || ids[t] == paraBreak {
			return
		}
		if c := ids[t]; !skip[c] {
			row.add(c, weights[d])
		}
	}
}
