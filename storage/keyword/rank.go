package keyword

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strconv"

	index "github.com/blevesearch/bleve_index_api"
)

// Okapi BM25 parameters, the textbook values (Robertson and Zaragoza 2009)
// that the evaluation's baseline uses too.
const (
	bm25K1 = 1.2
	bm25B  = 0.75
)

// Search ranks with textbook Okapi BM25 computed here from bleve's posting
// lists, not with bleve's own query scoring. bleve's "BM25" differs from
// the textbook in three ways, each measured with `make eval` by adding it
// to the BM25 baseline (English dev and proxy sets, keyword analysis as
// shipped: stems, no stop words in queries; MRR@10 summed over 8 sets):
//   - each term's score is multiplied by its query weight, boost × idf ×
//     queryNorm, so a term counts with idf² instead of idf: 6.04 → 5.56;
//   - term frequency enters as sqrt(tf): 6.04 → 5.78;
//   - a document's score is multiplied by the share of query terms it
//     matches (coord): 6.04 → 5.98.
//
// Together: 6.04 → 5.77. None of them can be turned off through bleve's
// query API, so bleve keeps the analysis, the postings and the segments,
// and this file does the arithmetic.

// scored is a candidate document by bleve's internal number.
type scored struct {
	num   uint64
	score float64
	terms int // how many of the query's distinct terms it contains
}

// rank returns the best k documents of r for the distinct query terms,
// restricted by filter (nil: no restriction), best first; ties are broken
// by ascending id. stats are the collection figures BM25 needs.
func rank(ctx context.Context, r index.IndexReader, terms []string, filter *scopeTerms, stats corpusStats, k int) ([]Hit, error) {
	if stats.docs == 0 || len(terms) == 0 {
		return nil, nil
	}
	n := float64(stats.docs)
	avgLen := float64(stats.tokens) / n
	scores := make(map[uint64]scored)
	var tfd index.TermFieldDoc
	for _, t := range terms {
		tfr, err := r.TermFieldReader(ctx, []byte(t), fieldText, true, true, false)
		if err != nil {
			return nil, fmt.Errorf("postings of %q: %w", t, err)
		}
		df := float64(tfr.Count())
		idf := math.Log(1 + (n-df+0.5)/(df+0.5))
		for {
			d, err := tfr.Next(tfd.Reset())
			if err != nil {
				tfr.Close()
				return nil, fmt.Errorf("postings of %q: %w", t, err)
			}
			if d == nil {
				break
			}
			num, err := internalNum(d.ID)
			if err != nil {
				tfr.Close()
				return nil, err
			}
			tf := float64(d.Freq)
			docLen := 1 / float64(d.Norm*d.Norm) // bleve stores 1/sqrt(length)
			c := scores[num]
			c.score += idf * tf * (bm25K1 + 1) / (tf + bm25K1*(1-bm25B+bm25B*docLen/avgLen))
			c.terms++
			scores[num] = c
		}
		if err := tfr.Close(); err != nil {
			return nil, fmt.Errorf("postings of %q: %w", t, err)
		}
	}
	cands := make([]scored, 0, len(scores))
	for num, c := range scores {
		c.num = num
		cands = append(cands, c)
	}
	if filter != nil {
		var err error
		if cands, err = filter.keep(ctx, r, cands); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(cands, func(a, b scored) int {
		if c := cmp.Compare(b.score, a.score); c != 0 {
			return c
		}
		return cmp.Compare(a.num, b.num)
	})
	// Keep every candidate tied with the k-th: which of them make the cut
	// is decided by id below, and internal numbers do not follow ids.
	cut := min(k, len(cands))
	for cut > 0 && cut < len(cands) && cands[cut].score == cands[cut-1].score {
		cut++
	}
	cands = cands[:cut]
	hits := make([]Hit, 0, len(cands))
	buf := make([]byte, 8)
	for _, c := range cands {
		ext, err := r.ExternalID(index.NewIndexInternalID(buf, c.num))
		if err != nil {
			return nil, fmt.Errorf("external id of doc %d: %w", c.num, err)
		}
		id, err := strconv.ParseUint(ext, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%w: foreign document id %q", ErrCorrupt, ext)
		}
		hits = append(hits, Hit{ID: id, Score: c.score, Matched: float64(c.terms) / float64(len(terms))})
	}
	// Equal scores in id order: internal numbers follow segment layout, not
	// ids, so the candidates are re-sorted once the ids are known.
	slices.SortStableFunc(hits, func(a, b Hit) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return cmp.Compare(a.ID, b.ID)
	})
	return hits[:min(k, len(hits))], nil
}

// internalNum returns the number inside bleve's internal document id.
func internalNum(id index.IndexInternalID) (uint64, error) {
	if len(id) != 8 {
		return 0, fmt.Errorf("%w: internal document id of %d bytes", ErrCorrupt, len(id))
	}
	return id.Value(), nil
}

// scopeTerms is a search's restriction as filter terms: the project (unless
// every project is searched) and any of the kinds.
type scopeTerms struct {
	project string   // "" = every project
	kinds   []string // empty = every kind
}

// keep returns the candidates inside the scope. Each filter term's posting
// list is walked forward once with Advance over the candidates in document
// order, so the cost follows the candidates, not the size of the project.
func (f *scopeTerms) keep(ctx context.Context, r index.IndexReader, cands []scored) ([]scored, error) {
	slices.SortFunc(cands, func(a, b scored) int { return cmp.Compare(a.num, b.num) })
	if f.project != "" {
		in, err := matchTerm(ctx, r, fieldProject, f.project, cands)
		if err != nil {
			return nil, err
		}
		cands = selectMarked(cands, in)
	}
	if len(f.kinds) > 0 {
		ofKind := make([]bool, len(cands))
		for _, k := range f.kinds {
			in, err := matchTerm(ctx, r, fieldKind, k, cands)
			if err != nil {
				return nil, err
			}
			for i, ok := range in {
				ofKind[i] = ofKind[i] || ok
			}
		}
		cands = selectMarked(cands, ofKind)
	}
	return cands, nil
}

// matchTerm reports, for candidates sorted by document number, which of
// them hold term in field. The reader only ever moves forward: scorch
// restarts a posting list from its beginning when asked to seek back.
func matchTerm(ctx context.Context, r index.IndexReader, field, term string, cands []scored) ([]bool, error) {
	in := make([]bool, len(cands))
	tfr, err := r.TermFieldReader(ctx, []byte(term), field, false, false, false)
	if err != nil {
		return nil, fmt.Errorf("postings of %s %q: %w", field, term, err)
	}
	defer tfr.Close()
	var tfd index.TermFieldDoc
	buf := make([]byte, 8)
	at, started := uint64(0), false // the posting the reader is on
	for i, c := range cands {
		if !started || at < c.num {
			d, err := tfr.Advance(index.NewIndexInternalID(buf, c.num), tfd.Reset())
			if err != nil {
				return nil, fmt.Errorf("postings of %s %q: %w", field, term, err)
			}
			if d == nil {
				break // no later document holds the term
			}
			if at, err = internalNum(d.ID); err != nil {
				return nil, err
			}
			started = true
		}
		in[i] = at == c.num
	}
	return in, nil
}

// selectMarked keeps the candidates whose mark is set, in order.
func selectMarked(cands []scored, marks []bool) []scored {
	out := cands[:0]
	for i, c := range cands {
		if marks[i] {
			out = append(out, c)
		}
	}
	return out
}

// reader opens a reader on the index's current snapshot; the caller
// closes it. op names the operation in errors.
func (ix *Index) reader(op string) (index.IndexReader, error) {
	adv, err := ix.idx.Advanced()
	if err != nil {
		return nil, fmt.Errorf("keyword: %s: %w", op, err)
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, fmt.Errorf("keyword: %s: open reader: %w", op, err)
	}
	return r, nil
}
