package eval

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"inkflow/engine/search"
)

// DefaultK is the number of results asked for when Run is given k <= 0:
// enough for hit@10 and MRR@10.
const DefaultK = 10

// SearchFunc runs one query and returns the chapter index of each of its
// results, best first, at most k of them.
type SearchFunc func(ctx context.Context, query string, k int) ([]int, error)

// Chapters is the SearchFunc of a search entry point (the engine's, or
// the search package's over a test corpus): run answers a query with at
// most k results, and their chapter indexes, in rank order, are what Run
// scores.
func Chapters(run func(ctx context.Context, query string, k int) (search.Response, error)) SearchFunc {
	return func(ctx context.Context, query string, k int) ([]int, error) {
		resp, err := run(ctx, query, k)
		if err != nil {
			return nil, err
		}
		chapters := make([]int, len(resp.Results))
		for i, r := range resp.Results {
			chapters[i] = r.ChapterIndex
		}
		return chapters, nil
	}
}

// Metrics summarise a run. The JSON keys are the `eval --json` contract.
type Metrics struct {
	// Queries is the number of queries run.
	Queries int `json:"queries"`
	// HitN is the share of queries whose first relevant result has rank
	// <= N (counting only the k results asked for).
	Hit1  float64 `json:"hit@1"`
	Hit5  float64 `json:"hit@5"`
	Hit10 float64 `json:"hit@10"`
	// MRR10 is the mean over queries of 1/rank of the first relevant
	// result, 0 when it is not in the top 10.
	MRR10 float64 `json:"mrr@10"`
	// P50ms and P95ms are latency percentiles of the search function in
	// milliseconds (nearest-rank method).
	P50ms float64 `json:"p50_ms"`
	P95ms float64 `json:"p95_ms"`
}

// String formats the metrics for a terminal.
func (m Metrics) String() string {
	return fmt.Sprintf("queries %d  hit@1 %.3f  hit@5 %.3f  hit@10 %.3f  mrr@10 %.3f  p50 %.1f ms  p95 %.1f ms",
		m.Queries, m.Hit1, m.Hit5, m.Hit10, m.MRR10, m.P50ms, m.P95ms)
}

// Outcome is the result of one query.
type Outcome struct {
	Query Query
	// Rank is the 1-based rank of the first result whose chapter index is
	// one of Query.Chapters, or 0 when none of the k results is.
	Rank int
	// Chapters are the chapter indexes the search returned (at most k).
	Chapters []int
	Latency  time.Duration
}

// Run runs every query with k results (k <= 0 means DefaultK) and returns
// the metrics. A failing search stops the run with an error naming the
// query.
func Run(ctx context.Context, search SearchFunc, queries []Query, k int) (Metrics, error) {
	m, _, err := RunDetailed(ctx, search, queries, k)
	return m, err
}

// RunDetailed is Run that also returns the outcome of every query, in
// input order, for reports of which queries miss.
func RunDetailed(ctx context.Context, search SearchFunc, queries []Query, k int) (Metrics, []Outcome, error) {
	if k <= 0 {
		k = DefaultK
	}
	outcomes := make([]Outcome, 0, len(queries))
	for _, q := range queries {
		if err := ctx.Err(); err != nil {
			return Metrics{}, nil, fmt.Errorf("eval: %w", err)
		}
		start := time.Now()
		got, err := search(ctx, q.Text, k)
		elapsed := time.Since(start)
		if err != nil {
			return Metrics{}, nil, fmt.Errorf("eval: query %q (line %d): %w", q.Text, q.Line, err)
		}
		if len(got) > k {
			got = got[:k]
		}
		outcomes = append(outcomes, Outcome{Query: q, Rank: FirstRelevant(got, q.Chapters), Chapters: got, Latency: elapsed})
	}
	return Summarize(outcomes), outcomes, nil
}

// FirstRelevant returns the 1-based rank of the first result whose chapter
// index is relevant, or 0 if there is none.
func FirstRelevant(results, relevant []int) int {
	for i, c := range results {
		if slices.Contains(relevant, c) {
			return i + 1
		}
	}
	return 0
}

// Summarize computes the metrics of a set of outcomes. No outcomes give
// zero metrics.
func Summarize(outcomes []Outcome) Metrics {
	m := Metrics{Queries: len(outcomes)}
	if len(outcomes) == 0 {
		return m
	}
	lat := make([]float64, len(outcomes))
	for i, o := range outcomes {
		r := o.Rank
		if r >= 1 {
			if r == 1 {
				m.Hit1++
			}
			if r <= 5 {
				m.Hit5++
			}
			if r <= 10 {
				m.Hit10++
				m.MRR10 += 1 / float64(r)
			}
		}
		lat[i] = float64(o.Latency.Microseconds()) / 1000
	}
	n := float64(len(outcomes))
	m.Hit1 /= n
	m.Hit5 /= n
	m.Hit10 /= n
	m.MRR10 /= n
	slices.Sort(lat)
	m.P50ms = percentile(lat, 50)
	m.P95ms = percentile(lat, 95)
	return m
}

// percentile returns the p-th percentile of sorted values by the
// nearest-rank method: the smallest value at or below which p % of the
// values lie. It never interpolates, so it is always an observed latency.
func percentile(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	i := int(math.Ceil(p/100*float64(len(sorted)))) - 1
	return sorted[max(0, min(i, len(sorted)-1))]
}

// Misses lists the outcomes whose query found nothing relevant in the
// top n, one line each, for a report.
func Misses(outcomes []Outcome, n int) string {
	var b strings.Builder
	for _, o := range outcomes {
		if o.Rank == 0 || o.Rank > n {
			fmt.Fprintf(&b, "line %d: %q want %v, got %v\n", o.Query.Line, o.Query.Text, o.Query.Chapters, o.Chapters)
		}
	}
	return b.String()
}
