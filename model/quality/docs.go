package quality

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"unicode/utf8"
)

// Source is a named text, already split into paragraphs.
type Source struct {
	Name       string
	Paragraphs []string
}

// Doc is a synthetic document: consecutive paragraphs of one source
// followed by consecutive paragraphs of another, joined by blank lines.
// The only true topic break is the seam between them.
type Doc struct {
	Text string
	// Seam is the rune offset in Text at which the second source begins.
	Seam int
	// A and B name the two sources, in order.
	A, B string
}

// MakeDocs builds perPair documents for every ordered pair of distinct
// sources, each made of paras consecutive prose paragraphs (see IsProse)
// of the first source followed by paras of the second. Start paragraphs
// are drawn uniformly from the eligible ones with a PCG generator seeded
// by seed, so the documents are reproducible.
func MakeDocs(sources []Source, perPair, paras int, seed uint64) ([]Doc, error) {
	if len(sources) < 2 {
		return nil, errors.New("make docs: need at least two sources")
	}
	if perPair < 1 || paras < 1 {
		return nil, fmt.Errorf("make docs: %d docs per pair of %d paragraphs is empty", perPair, paras)
	}
	starts := make([][]int, len(sources))
	for i, s := range sources {
		starts[i] = proseRuns(s.Paragraphs, paras)
		if len(starts[i]) == 0 {
			return nil, fmt.Errorf("make docs: source %s has no run of %d prose paragraphs", s.Name, paras)
		}
	}
	rng := rand.New(rand.NewPCG(seed, 0xd0c5))
	var docs []Doc
	for i, a := range sources {
		for j, b := range sources {
			if i == j {
				continue
			}
			for k := 0; k < perPair; k++ {
				sa := starts[i][rng.IntN(len(starts[i]))]
				sb := starts[j][rng.IntN(len(starts[j]))]
				first := strings.Join(a.Paragraphs[sa:sa+paras], "\n\n") + "\n\n"
				second := strings.Join(b.Paragraphs[sb:sb+paras], "\n\n")
				docs = append(docs, Doc{
					Text: first + second,
					Seam: utf8.RuneCountInString(first),
					A:    a.Name,
					B:    b.Name,
				})
			}
		}
	}
	return docs, nil
}

// proseRuns returns every index i at which paragraphs i..i+n-1 are all prose.
func proseRuns(paras []string, n int) []int {
	var runs []int
	streak := 0 // prose paragraphs ending at the current index
	for i, p := range paras {
		if IsProse(p) {
			streak++
		} else {
			streak = 0
		}
		if streak >= n {
			runs = append(runs, i-n+1)
		}
	}
	return runs
}
