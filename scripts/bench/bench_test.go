package main

import (
	"bytes"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"inkflow/engine/importer"
)

func TestPercentile(t *testing.T) {
	hundred := make([]float64, 100)
	for i := range hundred {
		hundred[i] = float64(100 - i) // 100..1, unsorted on purpose
	}
	tests := []struct {
		name string
		xs   []float64
		p    float64
		want float64
	}{
		{"empty", nil, 50, math.NaN()},
		{"p0 is invalid", []float64{1}, 0, math.NaN()},
		{"above 100 is invalid", []float64{1}, 101, math.NaN()},
		{"single", []float64{7}, 99, 7},
		{"p50 of 1..100 is 50", hundred, 50, 50},
		{"p95 of 1..100 is 95", hundred, 95, 95},
		{"p99 of 1..100 is 99", hundred, 99, 99},
		{"p100 is the max", hundred, 100, 100},
		{"p1 is the min", hundred, 1, 1},
		{"nearest rank rounds up", []float64{10, 20, 30, 40}, 51, 30},
		{"p99 of 10 samples is the max", []float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 99, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := percentile(tt.xs, tt.p)
			if !(got == tt.want || math.IsNaN(got) && math.IsNaN(tt.want)) {
				t.Errorf("percentile(%v, %v) = %v, want %v", tt.xs, tt.p, got, tt.want)
			}
		})
	}
	xs := []float64{3, 1, 2}
	percentile(xs, 50)
	if xs[0] != 3 || xs[1] != 1 || xs[2] != 2 {
		t.Errorf("percentile reordered its input: %v", xs)
	}
}

func TestMedian(t *testing.T) {
	tests := []struct {
		xs   []float64
		want float64
	}{
		{nil, math.NaN()},
		{[]float64{5}, 5},
		{[]float64{9, 1, 5}, 5},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{1, 1, 100}, 1}, // one slow outlier run does not move it
	}
	for _, tt := range tests {
		got := median(tt.xs)
		if !(got == tt.want || math.IsNaN(got) && math.IsNaN(tt.want)) {
			t.Errorf("median(%v) = %v, want %v", tt.xs, got, tt.want)
		}
	}
	xs := []float64{3, 1, 2}
	median(xs)
	if xs[0] != 3 || xs[1] != 1 || xs[2] != 2 {
		t.Errorf("median reordered its input: %v", xs)
	}
}

func TestGoalAndStatus(t *testing.T) {
	tests := []struct {
		name   string
		goal   *Goal
		value  float64
		status string
	}{
		{"no goal is info", nil, 3, "info"},
		{"at least, above", atLeast(50_000), 61_234, "PASS"},
		{"at least, equal", atLeast(50_000), 50_000, "PASS"},
		{"at least, below", atLeast(50_000), 49_999, "MISS"},
		{"at most, below", atMost(10), 9.9, "PASS"},
		{"at most, equal", atMost(10), 10, "PASS"},
		{"at most, above", atMost(10), 10.01, "MISS"},
		{"below, equal misses", below(4), 4, "MISS"},
		{"below, under", below(4), 3.99, "PASS"},
		{"NaN never passes", atMost(10), math.NaN(), "MISS"},
		{"unknown operator never passes", &Goal{Op: "=~", Limit: 1}, 1, "MISS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Row{Name: "x", Value: tt.value, Unit: "ms", Goal: tt.goal}
			if got := r.Status(); got != tt.status {
				t.Errorf("Status() = %s, want %s", got, tt.status)
			}
		})
	}
}

func TestFormatValue(t *testing.T) {
	tests := []struct {
		v    float64
		unit string
		want string
	}{
		{50000, "chars/s", "50,000 chars/s"},
		{1234567.4, "", "1,234,567"},
		{-1234, "ms", "-1,234 ms"},
		{999, "ms", "999 ms"},
		{123.4, "MB", "123 MB"},
		{12.34, "ms", "12.3 ms"},
		{1.3, "×", "1.30×"},
		{0.95, "", "0.950"},
		{95.5, "%", "95.5%"},
		{0, "s", "0.00 s"},
		{math.NaN(), "ms", "—"},
	}
	for _, tt := range tests {
		if got := formatValue(tt.v, tt.unit); got != tt.want {
			t.Errorf("formatValue(%v, %q) = %q, want %q", tt.v, tt.unit, got, tt.want)
		}
	}
}

func TestRowTexts(t *testing.T) {
	r := Row{Name: "p99", Value: 12.5, Unit: "ms", Goal: atMost(10)}
	if got, want := r.Measured(), "12.5 ms"; got != want {
		t.Errorf("Measured() = %q, want %q", got, want)
	}
	if got, want := r.GoalText(), "≤ 10.0 ms"; got != want {
		t.Errorf("GoalText() = %q, want %q", got, want)
	}
	r = Row{Name: "rate", Value: 61000, Unit: "chars/s", Goal: atLeast(50000)}
	if got, want := r.GoalText(), "≥ 50,000 chars/s"; got != want {
		t.Errorf("GoalText() = %q, want %q", got, want)
	}
	r = unmeasured("x", "ms", below(3), "why")
	if got, want := r.Measured(), "not measured"; got != want {
		t.Errorf("unmeasured Measured() = %q, want %q", got, want)
	}
	if got, want := (Row{Name: "info"}).GoalText(), "—"; got != want {
		t.Errorf("GoalText() without a goal = %q, want %q", got, want)
	}
}

func TestRowJSONKeepsNaN(t *testing.T) {
	in := []Row{
		{Name: "a", Value: 1.5, Unit: "ms", Goal: atMost(2), Detail: "d"},
		unmeasured("b", "s", atLeast(1), "no data"),
	}
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var out []Row
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	if out[0].Value != 1.5 || out[0].Goal == nil || *out[0].Goal != *in[0].Goal || out[0].Detail != "d" {
		t.Errorf("row a did not round-trip: %+v", out[0])
	}
	if !math.IsNaN(out[1].Value) || out[1].Status() != "MISS" {
		t.Errorf("unmeasured row did not round-trip as NaN/MISS: %+v", out[1])
	}
}

func TestWriteMarkdown(t *testing.T) {
	rep := Report{
		Commit: "abc123-dirty", Command: "go run ./scripts/bench -out BENCHMARKS.md",
		Facts: [][2]string{{"CPU", "Test CPU, 2 logical cores"}},
		Figures: []FigureResult{
			{Name: "one", Title: "First figure", Rows: []Row{
				{Name: "rate", Value: 60000, Unit: "chars/s", Goal: atLeast(50000), Detail: "median of 3 | runs"},
				{Name: "latency p99", Value: 12, Unit: "ms", Goal: atMost(10)},
				{Name: "ratio", Value: 1.1, Unit: "×"},
			}, Notes: []string{"a note"}},
			{Name: "two", Title: "Second figure", Err: "boom"},
		},
	}
	var b bytes.Buffer
	if err := rep.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"| Commit | `abc123-dirty` |",
		"| Command | `go run ./scripts/bench -out BENCHMARKS.md` |",
		"| CPU | Test CPU, 2 logical cores |",
		"1 PASS, 1 MISS, 1 figure(s) failed to run.",
		"| rate | 60,000 chars/s | ≥ 50,000 chars/s | PASS |",
		"| latency p99 | 12.0 ms | ≤ 10.0 ms | **MISS** |",
		"| ratio | 1.10× | — | info |",
		`median of 3 \| runs`,
		"- a note",
		"**Error:** boom",
		"## Second figure",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "Quick (smoke) run") {
		t.Error("a full run is labelled quick")
	}
	rep.Quick = true
	b.Reset()
	if err := rep.WriteMarkdown(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "Quick (smoke) run") {
		t.Error("a quick run is not labelled")
	}
}

func TestGroupThousands(t *testing.T) {
	for in, want := range map[string]string{"1": "1", "999": "999", "1000": "1,000", "123456": "123,456", "1234567": "1,234,567", "-12345": "-12,345"} {
		if got := groupThousands(in); got != want {
			t.Errorf("groupThousands(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCutAtParagraph(t *testing.T) {
	text := "一二三\n\n四五六七\n\n八九"
	tests := []struct {
		max  int
		want string
	}{
		{0, ""},
		{2, ""},             // no break within the first two characters
		{5, "一二三"},          // "一二三\n\n" is five; the cut drops the break
		{9, "一二三"},          // the second break starts at character nine
		{11, "一二三\n\n四五六七"}, // up to the second break
		{100, text},         // all of it
	}
	for _, tt := range tests {
		if got := cutAtParagraph(text, tt.max); got != tt.want {
			t.Errorf("cutAtParagraph(%d) = %q, want %q", tt.max, got, tt.want)
		}
	}
}

func TestPrefixChapters(t *testing.T) {
	chs := []importer.Chapter{
		{Index: 1, Title: "a", Text: "一二三四五"},
		{Index: 2, Title: "b", Text: "六七\n\n八九十"},
		{Index: 3, Title: "c", Text: "十一"},
	}
	got := prefixChapters(chs, 9) // the first chapter, and the second up to its break
	if len(got) != 2 || got[1].Text != "六七" || got[0].Text != chs[0].Text {
		t.Errorf("prefixChapters(9) = %+v", got)
	}
	if got := prefixChapters(chs, 100); len(got) != 3 {
		t.Errorf("prefixChapters(100) kept %d chapters, want 3", len(got))
	}
	if got := prefixChapters(chs, 6); len(got) != 1 {
		t.Errorf("prefixChapters(6) = %+v, want only the first chapter (the second has no break early enough)", got)
	}
}

func TestBlocksOf(t *testing.T) {
	paras := []string{"一二三\n四", "五六七八九十", "甲乙丙"}
	got := blocksOf(paras, 4, 3)
	want := []string{"一二三四", "五六七八", "九十甲乙"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("blocksOf = %q, want %q", got, want)
	}
	if got := blocksOf(paras, 4, 10); len(got) != 3 {
		t.Errorf("blocksOf asked for 10 gave %d blocks from 13 characters, want 3", len(got))
	}
}

func TestDraftParagraphs(t *testing.T) {
	paras := []string{"一二三四", "五六七八", "九十甲乙"}
	got := draftParagraphs(paras, 8) // "一二三四\n\n五六" = 4+2+2
	if n := utf8.RuneCountInString(strings.Join(got, "\n\n")); n != 8 {
		t.Errorf("draft %q has %d characters, want 8", got, n)
	}
	if got := draftParagraphs(paras, 100); got != nil {
		t.Errorf("draftParagraphs with too little text = %q, want nil", got)
	}
}

func TestCarveTextsSameBooksDisjoint(t *testing.T) {
	dir := t.TempDir()
	var files []string
	for i, body := range []string{
		strings.Repeat("甲乙丙丁戊。\n\n", 40), // 320 characters
		strings.Repeat("子丑寅卯。\n\n", 80),  // 560 characters
		strings.Repeat("天地玄黄。\n\n", 80),  // not needed
	} {
		p := filepath.Join(dir, string(rune('a'+i))+".txt")
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	sizes := []int{160, 640}
	got, err := carveTexts(files, sizes)
	if err != nil {
		t.Fatal(err)
	}
	for i, parts := range got {
		n := 0
		var books []string
		for _, s := range parts {
			n += utf8.RuneCountInString(s.text)
			books = append(books, filepath.Base(s.file))
		}
		// Paragraph boundaries cost at most a paragraph per book.
		if n > sizes[i] || n < sizes[i]-2*8 {
			t.Errorf("size %d got %d characters", sizes[i], n)
		}
		if !slices.Equal(books, []string{"a.txt", "b.txt"}) {
			t.Errorf("size %d drew on %v, want a share of a.txt and b.txt", sizes[i], books)
		}
	}
	// Disjoint and in order: each book's parts, joined, are a prefix of it.
	for _, f := range files[:2] {
		data, _ := os.ReadFile(f)
		var joined string
		for _, parts := range got {
			for _, s := range parts {
				if s.file == f {
					joined += s.text + "\n\n"
				}
			}
		}
		if !strings.HasPrefix(string(data), joined) {
			t.Errorf("%s: the sizes' parts overlap or skip text", filepath.Base(f))
		}
	}
	if _, err := carveTexts(files, []int{10000}); err == nil {
		t.Error("carving more text than the files hold did not fail")
	}
}

func TestSelectFigures(t *testing.T) {
	all, err := selectFigures("")
	if err != nil || len(all) != len(figures) {
		t.Fatalf("selectFigures(\"\") = %d figures, %v", len(all), err)
	}
	got, err := selectFigures(" vector , import-static")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].name != "import-static" || got[1].name != "vector" {
		t.Errorf("selectFigures kept %v, want suite order import-static, vector", figureNamesOf(got))
	}
	if _, err := selectFigures("nope"); err == nil {
		t.Error("an unknown figure was accepted")
	}
	seen := map[string]bool{}
	for _, f := range figures {
		if seen[f.name] {
			t.Errorf("figure %s is registered twice", f.name)
		}
		seen[f.name] = true
	}
}

func figureNamesOf(fs []figure) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.name)
	}
	return out
}

func TestSizeLabels(t *testing.T) {
	for n, want := range map[int]string{600_000: "0.6 M", 480_000: "480 k", 2_400_000: "2.4 M", 9_600_000: "9.6 M", 30_000: "30 k"} {
		if got := sizeLabel(n); got != want {
			t.Errorf("sizeLabel(%d) = %q, want %q", n, got, want)
		}
	}
	for n, want := range map[int]string{100_000: "100k", 1_000_000: "1M", 12345: "12345"} {
		if got := sizeCount(n); got != want {
			t.Errorf("sizeCount(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestProcField(t *testing.T) {
	status := []byte("Name:\tbench\nVmHWM:\t  123456 kB\nVmRSS:\t   65432 kB\n")
	if got := procField(status, "VmHWM:"); got != 123456 {
		t.Errorf("VmHWM = %d", got)
	}
	if got := procField(status, "VmSwap:"); got != 0 {
		t.Errorf("missing field = %d, want 0", got)
	}
}

// TestSplitShort: the short chapters keep every character of the long ones
// but surrounding whitespace, each reaches the size unless it ends its long
// chapter, and a cut falls after a line or sentence end.
func TestSplitShort(t *testing.T) {
	long := []importer.Chapter{
		{Index: 1, Title: "一", Text: "甲乙丙。丁戊己庚！\n辛壬癸\n子丑"},
		{Index: 2, Title: "二", Text: "短"},
	}
	got := splitShort(long, 4)
	var texts []string
	for i, c := range got {
		texts = append(texts, c.Text)
		if c.Index != i+1 {
			t.Errorf("chapter %d has index %d", i, c.Index)
		}
	}
	want := []string{"甲乙丙。", "丁戊己庚！", "辛壬癸", "子丑", "短"}
	if !slices.Equal(texts, want) {
		t.Fatalf("splitShort = %q, want %q", texts, want)
	}
}

func TestHanRun(t *testing.T) {
	tests := []struct {
		text string
		from int
		n    int
		want string
	}{
		{"　甲乙，丙丁戊己", 0, 3, "丙丁戊"},
		{"甲乙丙 ab", 2, 3, "甲乙丙"}, // wraps around to the start
		{"甲，乙", 0, 2, ""},
	}
	for _, tt := range tests {
		if got := hanRun(tt.text, tt.from, tt.n); got != tt.want {
			t.Errorf("hanRun(%q, %d, %d) = %q, want %q", tt.text, tt.from, tt.n, got, tt.want)
		}
	}
}
