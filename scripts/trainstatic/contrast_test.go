package main

import (
	"io"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"inkflow/model/manifest"
)

// TestSameBookBatches: the batches keep every pair once, the asked share
// of them hold one book only (as far as the books have whole batches), and
// the same seed gives the same order.
func TestSameBookBatches(t *testing.T) {
	// Pairs per book: 30 pairs make 7 batches of 4 and a short one; the
	// books hold 2+0+1+1+0+1 = 5 whole one-book batches.
	sizes := []int{9, 1, 6, 4, 3, 7}
	var pairs []ictPair
	var books []int
	for bk, n := range sizes {
		for range n {
			pairs = append(pairs, ictPair{query: bag{rows: []int32{int32(len(pairs))}}})
			books = append(books, bk)
		}
	}
	bookOf := func(p ictPair) int { return books[p.query.rows[0]] }
	const b = 4
	for _, tc := range []struct {
		share float64
		want  int // one-book batches
	}{
		{0, 0}, {0.3, 2}, {0.5, 4}, {1, 5},
	} {
		rng := rand.New(rand.NewPCG(7, 1))
		got := sameBookBatches(pairs, books, b, tc.share, rng)
		ids := make([]int, len(got))
		for i, p := range got {
			ids[i] = int(p.query.rows[0])
		}
		sorted := slices.Clone(ids)
		slices.Sort(sorted)
		for i, id := range sorted {
			if id != i {
				t.Fatalf("share %g: pairs are not a permutation: %v", tc.share, ids)
			}
		}
		one := 0
		for s := 0; s+b <= len(got); s += b {
			first := bookOf(got[s])
			same := true
			for _, p := range got[s+1 : s+b] {
				same = same && bookOf(p) == first
			}
			if same {
				one++
			}
		}
		// Mixed batches may happen to hold one book too, never fewer.
		if one < tc.want {
			t.Errorf("share %g: %d one-book batches, want at least %d", tc.share, one, tc.want)
		}
		again := sameBookBatches(pairs, books, b, tc.share, rand.New(rand.NewPCG(7, 1)))
		if !slices.EqualFunc(got, again, func(x, y ictPair) bool { return x.query.rows[0] == y.query.rows[0] }) {
			t.Errorf("share %g: same seed, another order", tc.share)
		}
	}
}

// TestTrainICTVariants: same-book batches and title pairs keep training
// deterministic (one and two workers, the same bytes) and are named in
// the manifest.
func TestTrainICTVariants(t *testing.T) {
	corpus := smallCorpus(t)
	for _, tc := range []struct {
		flags  []string
		source string
	}{
		{[]string{"-ict-same-book", "0.5"}, "same-book batches 0.5"},
		{[]string{"-ict-titles", "0.2"}, "title pairs 0.2"},
	} {
		dirs := []string{filepath.Join(t.TempDir(), "a"), filepath.Join(t.TempDir(), "b")}
		for i, w := range []string{"1", "2"} {
			args := append(smallArgs(corpus, dirs[i], w), "-ict-steps", "10", "-ict-batch", "32", "-ict-lr", "0.03")
			if err := run(append(args, tc.flags...), io.Discard, io.Discard); err != nil {
				t.Fatalf("%v: %v", tc.flags, err)
			}
		}
		requireSameFolders(t, dirs[0], dirs[1])
		m, err := manifest.Read(dirs[0])
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(m.Source, tc.source) {
			t.Errorf("%v: manifest source %q does not name %q", tc.flags, m.Source, tc.source)
		}
	}
}
