package main

import (
	"slices"
	"testing"

	"pgregory.net/rapid"
)

func TestRowCountsMatchesMap(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		var row rowCounts
		want := map[int32]uint64{}
		ops := rapid.SliceOf(rapid.Int32Range(0, 5000)).Draw(t, "keys")
		for i, k := range ops {
			row.add(k, uint64(i%7+1))
			want[k] += uint64(i%7 + 1)
		}
		if row.n != len(want) {
			t.Fatalf("n = %d, want %d", row.n, len(want))
		}
		for k, v := range want {
			if got := row.get(k); got != v {
				t.Fatalf("get(%d) = %d, want %d", k, got, v)
			}
		}
		if row.get(5001) != 0 {
			t.Fatal("absent key has a count")
		}
		cols, vals := row.sorted()
		if !slices.IsSorted(cols) || len(cols) != len(want) {
			t.Fatalf("sorted cols %v", cols)
		}
		for i, c := range cols {
			if vals[i] != want[c] {
				t.Fatalf("sorted value of %d = %d, want %d", c, vals[i], want[c])
			}
		}
	})
}

func TestWindowWeights(t *testing.T) {
	tests := []struct {
		window   int
		harmonic bool
		want     []uint64
	}{
		{3, false, []uint64{0, 1, 1, 1}},
		{1, true, []uint64{0, 1}},
		{4, true, []uint64{0, 12, 6, 4, 3}},
		{5, true, []uint64{0, 60, 30, 20, 15, 12}},
	}
	for _, tc := range tests {
		if got := windowWeights(tc.window, tc.harmonic); !slices.Equal(got, tc.want) {
			t.Errorf("windowWeights(%d, %v) = %v, want %v", tc.window, tc.harmonic, got, tc.want)
		}
	}
}

// naiveCooccurrence is the definition: every ordered pair of non-skipped
// tokens at distance 1..window inside one paragraph.
func naiveCooccurrence(ids []int32, vocab, window int, harmonic bool, skip []bool) map[[2]int32]uint64 {
	w := windowWeights(window, harmonic)
	out := map[[2]int32]uint64{}
	for i, a := range ids {
		for j, b := range ids {
			d := j - i
			if d < 0 {
				d = -d
			}
			if d == 0 || d > window || a == paraBreak || b == paraBreak || skip[a] || skip[b] {
				continue
			}
			lo, hi := min(i, j), max(i, j)
			if slices.Contains(ids[lo:hi], paraBreak) {
				continue
			}
			out[[2]int32{a, b}] += w[d]
		}
	}
	return out
}

func TestCountCooccurrence(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		vocab := rapid.IntRange(2, 12).Draw(t, "vocab")
		ids := rapid.SliceOf(rapid.Int32Range(-1, int32(vocab-1))).Draw(t, "ids")
		window := rapid.IntRange(1, 6).Draw(t, "window")
		harmonic := rapid.Bool().Draw(t, "harmonic")
		workers := rapid.IntRange(1, 3).Draw(t, "workers")
		skip := make([]bool, vocab)
		skip[0] = true
		rows, err := countCooccurrence(ids, vocab, window, harmonic, skip, workers)
		if err != nil {
			t.Fatal(err)
		}
		want := naiveCooccurrence(ids, vocab, window, harmonic, skip)
		got := map[[2]int32]uint64{}
		for a := range rows {
			cols, vals := rows[a].sorted()
			for k, b := range cols {
				got[[2]int32{int32(a), b}] = vals[k]
				if rows[b].get(int32(a)) != vals[k] {
					t.Fatalf("not symmetric at (%d,%d)", a, b)
				}
			}
		}
		if len(got) != len(want) {
			t.Fatalf("%d pairs, want %d", len(got), len(want))
		}
		for k, v := range want {
			if got[k] != v {
				t.Fatalf("pair %v = %d, want %d", k, got[k], v)
			}
		}
	})
}

func TestCountCooccurrenceRejectsBadID(t *testing.T) {
	if _, err := countCooccurrence([]int32{1, 7}, 5, 2, false, make([]bool, 5), 1); err == nil {
		t.Error("id beyond the vocabulary accepted")
	}
}
