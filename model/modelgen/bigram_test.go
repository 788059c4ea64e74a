package modelgen

import (
	"strings"
	"testing"
)

func TestBigramTableLookup(t *testing.T) {
	const vocab = 5000
	rng := newRNG(7)
	seen := map[[2]int32]bool{}
	var pairs [][2]int32
	for len(pairs) < 4096 {
		p := [2]int32{int32(rng.next() % vocab), int32(rng.next() % vocab)}
		if !seen[p] {
			seen[p] = true
			pairs = append(pairs, p)
		}
	}
	table, placed, err := NewBigramTable(vocab, pairs, 16384)
	if err != nil {
		t.Fatal(err)
	}
	n := checkLookups(t, table, pairs, placed)
	// Cuckoo hashing at a quarter load places every pair; one bucket per
	// pair would lose about one in nine.
	if n != len(pairs) {
		t.Fatalf("placed %d of %d pairs at a quarter load", n, len(pairs))
	}
	for _, p := range [][2]int64{{1, 2}, {4999, 4999}, {0, 0}} {
		if _, ok := table.Lookup(p[0], p[1]); ok && !seen[[2]int32{int32(p[0]), int32(p[1])}] {
			t.Fatalf("pair %v found but never added", p)
		}
	}
}

func TestBigramTableRejects(t *testing.T) {
	tests := []struct {
		name    string
		vocab   int
		pairs   [][2]int32
		buckets int
		want    string
	}{
		{"buckets not a power of two", 10, nil, 12, "not a power of two"},
		{"vocabulary too large", 50000, nil, 16, "too large"},
		{"pair outside vocabulary", 10, [][2]int32{{3, 10}}, 16, "outside the vocabulary"},
		{"duplicate pair", 10, [][2]int32{{3, 4}, {3, 4}}, 16, "given twice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := NewBigramTable(tc.vocab, tc.pairs, tc.buckets)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

func TestQuantizeRowsRoundTrip(t *testing.T) {
	m := []float32{0.5, -0.25, 0.125, 0, 0, 0, -1, 1, 0.3}
	q, scales, err := QuantizeRows(m, 3)
	if err != nil {
		t.Fatal(err)
	}
	back := DequantizeRows(q, scales, 3)
	for i := range m {
		if d := back[i] - m[i]; d > 0.005 || d < -0.005 {
			t.Fatalf("value %d: %v came back as %v", i, m[i], back[i])
		}
	}
	if scales[1] != 0 || back[3] != 0 {
		t.Fatalf("zero row: scale %v, values %v", scales[1], back[3:6])
	}
	// Quantising dequantised values is exact, so a trainer can hand the
	// graph dequantised vectors and get the same table.
	q2, _, _ := QuantizeRows(back, 3)
	for i := range q {
		if q[i] != q2[i] {
			t.Fatalf("value %d: %d then %d", i, q[i], q2[i])
		}
	}
	if _, _, err := QuantizeRows(m, 4); err == nil {
		t.Fatal("ragged matrix accepted")
	}
}

// TestBigramTableFullKeepsEarlierPairs fills a two-bucket table: the pairs
// that do not fit are left out and every pair placed before stays found.
func TestBigramTableFullKeepsEarlierPairs(t *testing.T) {
	pairs := [][2]int32{{1, 2}, {3, 4}, {5, 6}, {7, 8}, {9, 1}}
	table, placed, err := NewBigramTable(10, pairs, 2)
	if err != nil {
		t.Fatal(err)
	}
	n := checkLookups(t, table, pairs, placed)
	if !placed[0] {
		t.Fatal("the first pair was not placed in an empty table")
	}
	if n > 2 {
		t.Fatalf("%d pairs in 2 buckets", n)
	}
}

// checkLookups requires every pair to be found exactly when it was placed,
// at its own row, and returns how many were placed.
func checkLookups(t *testing.T, table BigramTable, pairs [][2]int32, placed []bool) int {
	t.Helper()
	n := 0
	for i, p := range pairs {
		row, ok := table.Lookup(int64(p[0]), int64(p[1]))
		if ok != placed[i] || (ok && row != i) {
			t.Fatalf("pair %d %v: lookup (%d, %v), placed %v", i, p, row, ok, placed[i])
		}
		if ok {
			n++
		}
	}
	return n
}
