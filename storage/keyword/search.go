package keyword

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Query describes a keyword search.
type Query struct {
	// Text is plain user text. It is analysed like document text and never
	// interpreted as query syntax, so any string is a valid query.
	Text string
	// Project restricts hits to one project unless AllProjects is set.
	Project     uint64
	AllProjects bool
	// Kinds restricts hits to these kinds; empty means every kind.
	Kinds []string
	// K is the maximum number of hits; K <= 0 means DefaultK and values
	// above MaxK are clamped to MaxK.
	K int
}

// Hit is one search result.
type Hit struct {
	ID    uint64
	Score float64 // BM25 score; only comparable within one Search call
	// Matched is the share of the query's distinct terms the document
	// contains, in (0, 1]: 1 when one passage holds every term.
	Matched float64
}

// Limits applied by Search.
const (
	// DefaultK is the number of hits returned when Query.K <= 0.
	DefaultK = 20
	// MaxK bounds Query.K, because bleve preallocates its top-K heap.
	MaxK = 10000
	// MaxQueryRunes bounds the analysed query text. Every bigram becomes a
	// term clause, so a pasted chapter would otherwise build a disjunction
	// over thousands of posting lists.
	MaxQueryRunes = 2000
)

// Search returns up to K documents matching any analysed term of q.Text,
// best first by textbook BM25 (rank.go); equal scores are ordered by
// ascending id. (When several docs tie exactly at the K-th place, bleve's
// internal doc order decides which of them are returned.) A query with no
// searchable terms, or an empty index, yields nil, nil.
func (ix *Index) Search(q Query) (hits []Hit, err error) {
	release, err := ix.use("search")
	if err != nil {
		return nil, err
	}
	defer release()
	defer recoverCorrupt("search", &err)
	text := strings.TrimSpace(q.Text)
	if text == "" {
		return nil, nil
	}
	if utf8.RuneCountInString(text) > MaxQueryRunes {
		text = string([]rune(text)[:MaxQueryRunes])
	}
	for _, k := range q.Kinds {
		if err := checkKind(k); err != nil {
			return nil, fmt.Errorf("keyword: search: %w", err)
		}
	}
	k := q.K
	if k <= 0 {
		k = DefaultK
	}
	if k > MaxK {
		k = MaxK
	}

	terms := ix.queryTerms(text)
	if len(terms) == 0 {
		return nil, nil
	}
	r, err := ix.reader("search")
	if err != nil {
		return nil, err
	}
	defer r.Close()
	ix.smu.Lock()
	stats := ix.stats
	ix.smu.Unlock()
	hits, err = rank(context.Background(), r, terms, scopeOf(q), stats, k)
	if err != nil {
		return nil, fmt.Errorf("keyword: search: %w", err)
	}
	return hits, nil
}

// queryTerms returns the distinct terms of a query as the index's own
// (persisted) mapping analyses it (see the package function queryTerms).
func (ix *Index) queryTerms(text string) []string { return queryTerms(ix.idx.Mapping(), text) }

// scopeOf returns the project/kind restriction of q, or nil if q searches
// everything.
func scopeOf(q Query) *scopeTerms {
	if q.AllProjects && len(q.Kinds) == 0 {
		return nil
	}
	f := &scopeTerms{kinds: q.Kinds}
	if !q.AllProjects {
		f.project = strconv.FormatUint(q.Project, 10)
	}
	return f
}
