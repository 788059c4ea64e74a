package eval

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestSummarize(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name  string
		ranks []int
		lat   []time.Duration
		want  Metrics
	}{
		{"none", nil, nil, Metrics{}},
		{"all first", []int{1, 1}, []time.Duration{2 * ms, 4 * ms}, Metrics{Queries: 2, Hit1: 1, Hit5: 1, Hit10: 1, MRR10: 1, P50ms: 2, P95ms: 4}},
		{"all missed", []int{0, 0, 0}, []time.Duration{ms, ms, ms}, Metrics{Queries: 3, P50ms: 1, P95ms: 1}},
		{
			"mixed", []int{1, 2, 5, 6, 10, 11, 0, 0},
			[]time.Duration{1 * ms, 2 * ms, 3 * ms, 4 * ms, 5 * ms, 6 * ms, 7 * ms, 8 * ms},
			Metrics{Queries: 8, Hit1: 1.0 / 8, Hit5: 3.0 / 8, Hit10: 5.0 / 8,
				MRR10: (1 + 0.5 + 0.2 + 1.0/6 + 0.1) / 8, P50ms: 4, P95ms: 8},
		},
		{"sub-millisecond latency", []int{3}, []time.Duration{1500 * time.Microsecond}, Metrics{Queries: 1, Hit5: 1, Hit10: 1, MRR10: 1.0 / 3, P50ms: 1.5, P95ms: 1.5}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var outs []Outcome
			for i, r := range tc.ranks {
				outs = append(outs, Outcome{Rank: r, Latency: tc.lat[i]})
			}
			got := Summarize(outs)
			if got.Queries != tc.want.Queries || !near(got.Hit1, tc.want.Hit1) || !near(got.Hit5, tc.want.Hit5) ||
				!near(got.Hit10, tc.want.Hit10) || !near(got.MRR10, tc.want.MRR10) || !near(got.P50ms, tc.want.P50ms) || !near(got.P95ms, tc.want.P95ms) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestPercentile(t *testing.T) {
	vals := []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}
	tests := []struct {
		p    float64
		want float64
	}{{50, 10}, {95, 19}, {100, 20}, {1, 1}, {0, 1}}
	for _, tc := range tests {
		if got := percentile(vals, tc.p); got != tc.want {
			t.Errorf("p%v = %v, want %v", tc.p, got, tc.want)
		}
	}
	if percentile(nil, 50) != 0 {
		t.Error("percentile of nothing should be 0")
	}
}

func TestFirstRelevant(t *testing.T) {
	tests := []struct {
		results, relevant []int
		want              int
	}{
		{[]int{3, 4, 5}, []int{5}, 3},
		{[]int{3, 4, 5}, []int{9, 4}, 2},
		{[]int{3, 3, 3}, []int{3}, 1},
		{nil, []int{1}, 0},
		{[]int{1, 2}, []int{7}, 0},
		{[]int{-1, 0}, []int{0}, 2},
	}
	for _, tc := range tests {
		if got := FirstRelevant(tc.results, tc.relevant); got != tc.want {
			t.Errorf("FirstRelevant(%v, %v) = %d, want %d", tc.results, tc.relevant, got, tc.want)
		}
	}
}

func TestRun(t *testing.T) {
	queries := []Query{
		{Text: "a", Chapters: []int{1}, Line: 1},
		{Text: "b", Chapters: []int{2, 3}, Line: 2},
		{Text: "c", Chapters: []int{9}, Line: 3},
	}
	answers := map[string][]int{
		"a": {1, 2, 3},
		"b": {5, 5, 3, 2},
		// The relevant chapter is the 12th result: beyond k = 10, so it
		// must not count even though the function returns it.
		"c": {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9},
	}
	var gotK []int
	search := func(_ context.Context, q string, k int) ([]int, error) {
		gotK = append(gotK, k)
		return answers[q], nil
	}
	m, outs, err := RunDetailed(context.Background(), search, queries, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(gotK, []int{10, 10, 10}) {
		t.Errorf("k passed = %v, want the default 10", gotK)
	}
	if ranks := []int{outs[0].Rank, outs[1].Rank, outs[2].Rank}; !slices.Equal(ranks, []int{1, 3, 0}) {
		t.Errorf("ranks = %v", ranks)
	}
	if m.Queries != 3 || !near(m.Hit1, 1.0/3) || !near(m.Hit5, 2.0/3) || !near(m.MRR10, (1+1.0/3)/3) {
		t.Errorf("metrics = %+v", m)
	}
	if miss := Misses(outs, 10); !strings.Contains(miss, "line 3") || strings.Contains(miss, "line 1") {
		t.Errorf("Misses = %q", miss)
	}
	// k = 1: only the first result counts.
	m1, err := Run(context.Background(), search, queries, 1)
	if err != nil || !near(m1.Hit5, 1.0/3) {
		t.Errorf("k=1: %+v, %v", m1, err)
	}
}

func TestRunErrors(t *testing.T) {
	queries := []Query{{Text: "a", Chapters: []int{1}, Line: 7}}
	boom := errors.New("index closed")
	_, err := Run(context.Background(), func(context.Context, string, int) ([]int, error) { return nil, boom }, queries, 10)
	if !errors.Is(err, boom) || !strings.Contains(err.Error(), "line 7") {
		t.Errorf("err = %v", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Run(ctx, func(context.Context, string, int) ([]int, error) { return nil, nil }, queries, 10); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v", err)
	}
}

func TestMetricsJSON(t *testing.T) {
	b, err := json.Marshal(Metrics{Queries: 2, Hit1: 0.5})
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	want := []string{"hit@1", "hit@10", "hit@5", "mrr@10", "p50_ms", "p95_ms", "queries"}
	if !slices.Equal(keys, want) {
		t.Errorf("keys = %v, want %v", keys, want)
	}
	if s := (Metrics{Queries: 2, Hit1: 0.5}).String(); !strings.Contains(s, "hit@1 0.500") {
		t.Errorf("String() = %q", s)
	}
}
