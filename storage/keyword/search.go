package keyword

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search/query"
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
// best first by BM25 score; equal scores are ordered by ascending id. (When
// several docs tie exactly at the K-th place, bleve's internal doc order
// decides which of them are returned.) A query with no searchable terms, or
// an empty index, yields nil, nil.
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

	match := query.NewMatchQuery(text)
	match.SetField(fieldText)
	match.Analyzer = ix.queryAnalyzerFor(text)
	match.SetOperator(query.MatchQueryOperatorOr)

	var qq query.Query = match
	if f := scopeFilter(q); f != nil {
		// A filter clause restricts without contributing to the score, so
		// scores stay pure BM25 over the text field.
		b := query.NewBooleanQuery([]query.Query{match}, nil, nil)
		b.AddFilter(f)
		qq = b
	}
	req := bleve.NewSearchRequestOptions(qq, k, 0, false)
	res, err := ix.idx.SearchInContext(ix.searchContext(), req)
	if err != nil {
		return nil, fmt.Errorf("keyword: search: %w", err)
	}
	if len(res.Hits) == 0 {
		return nil, nil
	}
	hits = make([]Hit, 0, len(res.Hits))
	for _, h := range res.Hits {
		id, err := strconv.ParseUint(h.ID, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("keyword: search: %w: foreign document id %q", ErrCorrupt, h.ID)
		}
		hits = append(hits, Hit{ID: id, Score: h.Score})
	}
	// Ties are put in id order here rather than by adding an _id sort key
	// to the request: that key makes bleve load the external id of every
	// matching doc, not just the top K, which tripled latency for common
	// terms in BenchmarkSearch.
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].Score != hits[j].Score {
			return hits[i].Score > hits[j].Score
		}
		return hits[i].ID < hits[j].ID
	})
	return hits, nil
}

// queryAnalyzerFor picks the analyzer for a query: queryAnalyzer, unless
// that leaves no term (the query is all stop words).
func (ix *Index) queryAnalyzerFor(text string) string {
	if len(ix.idx.Mapping().AnalyzerNamed(queryAnalyzer).Analyze([]byte(text))) == 0 {
		return queryNoStopAnalyzer
	}
	return queryAnalyzer
}

// scopeFilter returns the project/kind restriction of q, or nil if q
// searches everything.
func scopeFilter(q Query) query.Query {
	var parts []query.Query
	if !q.AllProjects {
		p := query.NewTermQuery(strconv.FormatUint(q.Project, 10))
		p.SetField(fieldProject)
		parts = append(parts, p)
	}
	if len(q.Kinds) > 0 {
		parts = append(parts, kindFilter(q.Kinds))
	}
	switch len(parts) {
	case 0:
		return nil
	case 1:
		return parts[0]
	}
	return query.NewConjunctionQuery(parts)
}

// kindFilter matches documents whose kind is any of kinds.
func kindFilter(kinds []string) query.Query {
	qs := make([]query.Query, 0, len(kinds))
	for _, k := range kinds {
		t := query.NewTermQuery(k)
		t.SetField(fieldKind)
		qs = append(qs, t)
	}
	return query.NewDisjunctionQuery(qs)
}
