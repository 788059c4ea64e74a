// Package bm25 is the textbook retrieval baseline `inkflow eval --mode
// bm25` reports beside the product's own search: Okapi BM25 (k1 1.2,
// b 0.75) over passages of about 300 characters cut at sentence ends, with
// CJK character bigrams and lower-cased words as terms, no stemming and no
// stop words. A chapter ranks where its best passage ranks.
//
// It is deliberately independent of the keyword index (storage/keyword):
// it shares no analyzer, no index, no scoring and no parent mapping with
// the product, so a loss of the product against it points at the product.
// The one thing they share is the passage (package passage): the product
// adopted the textbook's unit after measuring it. Its term splitter
// (package terms) is shared with deep search's lexical fallback, which is
// not the keyword index.
package bm25

import (
	"math"
	"slices"

	"inkflow/engine/passage"
	"inkflow/engine/terms"
)

// Parameters of the baseline, fixed so that every report means the same
// thing.
const (
	K1 = 1.2
	B  = 0.75
	// PassageRunes is the length a passage grows to before it is cut at the
	// next sentence end.
	PassageRunes = passage.MinRunes
)

// Chapter is one chapter of the searched text.
type Chapter struct {
	// Index is the chapter number results report.
	Index int
	Text  string
}

// Index is an in-memory BM25 index over the passages of a set of chapters.
type Index struct {
	chapter  []int // passage → chapter index
	length   []int // passage → number of terms
	avgLen   float64
	postings map[string][]posting
}

type posting struct {
	passage int32
	tf      int32
}

// New cuts the chapters into passages and indexes them.
func New(chapters []Chapter) *Index {
	ix := &Index{postings: make(map[string][]posting)}
	total := 0
	for _, ch := range chapters {
		for _, p := range Passages(ch.Text) {
			id := int32(len(ix.chapter))
			terms := Terms(p)
			if len(terms) == 0 {
				continue
			}
			tf := make(map[string]int32, len(terms))
			for _, t := range terms {
				tf[t]++
			}
			for t, n := range tf {
				ix.postings[t] = append(ix.postings[t], posting{passage: id, tf: n})
			}
			ix.chapter = append(ix.chapter, ch.Index)
			ix.length = append(ix.length, len(terms))
			total += len(terms)
		}
	}
	if len(ix.chapter) > 0 {
		ix.avgLen = float64(total) / float64(len(ix.chapter))
	}
	return ix
}

// Passages returns the passages of a text: sentences are joined until a
// passage holds at least PassageRunes runes; a paragraph break also ends a
// sentence. The last passage of a text may be shorter. They are the
// passages the keyword index scores (package passage).
func Passages(text string) []string { return passage.Texts(text) }

// Terms returns the terms of s in order: a run of CJK characters gives its
// character bigrams (one character alone gives itself), any other run of
// letters and digits gives one lower-cased word.
func Terms(s string) []string {
	var out []string
	terms.Each(s, false, func(t string) { out = append(out, t) })
	return out
}

// Search returns the chapter indexes of the best k chapters for query, best
// first: passages are scored by BM25 over the query's distinct terms, and a
// chapter takes the rank of its best passage. Passages that share no term
// with the query are never returned.
func (ix *Index) Search(query string, k int) []int {
	n := float64(len(ix.chapter))
	scores := make(map[int32]float64)
	seen := make(map[string]bool)
	for _, t := range Terms(query) {
		if seen[t] {
			continue
		}
		seen[t] = true
		ps := ix.postings[t]
		if len(ps) == 0 {
			continue
		}
		df := float64(len(ps))
		idf := math.Log(1 + (n-df+0.5)/(df+0.5))
		for _, p := range ps {
			tf := float64(p.tf)
			norm := K1 * (1 - B + B*float64(ix.length[p.passage])/ix.avgLen)
			scores[p.passage] += idf * tf * (K1 + 1) / (tf + norm)
		}
	}
	ids := make([]int32, 0, len(scores))
	for id := range scores {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b int32) int {
		if scores[a] != scores[b] {
			if scores[a] > scores[b] {
				return -1
			}
			return 1
		}
		return int(a - b)
	})
	var out []int
	done := make(map[int]bool)
	for _, id := range ids {
		c := ix.chapter[id]
		if done[c] {
			continue
		}
		done[c] = true
		out = append(out, c)
		if len(out) == k {
			break
		}
	}
	return out
}
