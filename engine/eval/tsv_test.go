package eval

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestParseTSV(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []Query
	}{
		{"empty", "", nil},
		{"comments and blanks", "# header\n\n   \n  # indented comment\n", nil},
		{"one", "桃园结义\t1\n", []Query{{Text: "桃园结义", Chapters: []int{1}, Line: 1}}},
		{"several chapters", "a query\t3,1, 2 ,3\n", []Query{{Text: "a query", Chapters: []int{3, 1, 2}, Line: 1}}},
		{"full-width comma", "赤壁\t49，50\n", []Query{{Text: "赤壁", Chapters: []int{49, 50}, Line: 1}}},
		{"crlf and bom", "\xef\xbb\xbfq1\t0\r\n# c\r\nq2\t24\r\n", []Query{{Text: "q1", Chapters: []int{0}, Line: 1}, {Text: "q2", Chapters: []int{24}, Line: 3}}},
		{"no final newline", "q\t7", []Query{{Text: "q", Chapters: []int{7}, Line: 1}}},
		{"spaces trimmed", "  the monster  \t 5 \n", []Query{{Text: "the monster", Chapters: []int{5}, Line: 1}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := ParseTSV(strings.NewReader(tc.input))
			if err != nil {
				t.Fatalf("ParseTSV: %v", err)
			}
			if !equalQueries(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestParseTSVErrors(t *testing.T) {
	tests := []struct {
		name  string
		input string
		line  int
		msg   string
		kind  ParseKind
	}{
		{"no tab", "ok\t1\nno tab here 1\n", 2, "found 1 tab-separated", FieldCount},
		{"too many fields", "q\t1\t2\n", 1, "3 tab", FieldCount},
		{"empty query", "\t1\n", 1, "empty query", EmptyQuery},
		{"no chapters", "q\t \n", 1, "no chapter", NoChapters},
		{"not a number", "# c\nq\t1,x\n", 2, `"x"`, BadIndex},
		{"negative", "q\t-1\n", 1, `"-1"`, BadIndex},
		{"plus sign", "q\t+1\n", 1, `"+1"`, BadIndex},
		{"too large", "q\t99999999\n", 1, "99999999", BadIndex},
		{"trailing comma", "q\t1,\n", 1, "empty chapter", EmptyIndex},
		{"double comma", "q\t1,,2\n", 1, "empty chapter", EmptyIndex},
		{"invalid utf8", "q\xff\t1\n", 1, "UTF-8", NotUTF8},
		{"too long", "q\t1\n" + strings.Repeat("x", MaxLineBytes+1) + "\t1\n", 2, "longer than", LineTooLong},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseTSV(strings.NewReader(tc.input))
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("err = %v, want a *ParseError", err)
			}
			if pe.Line != tc.line || !strings.Contains(pe.Error(), tc.msg) || pe.Kind != tc.kind {
				t.Errorf("err = %q (line %d, kind %q), want line %d, kind %q, mentioning %q", pe.Error(), pe.Line, pe.Kind, tc.line, tc.kind, tc.msg)
			}
		})
	}
}

func TestFormatTSVRoundTrip(t *testing.T) {
	qs := []Query{{Text: "曹操煮酒论英雄", Chapters: []int{21}}, {Text: "the creature asks for a companion", Chapters: []int{16, 17}}}
	var buf bytes.Buffer
	if err := FormatTSV(&buf, qs); err != nil {
		t.Fatal(err)
	}
	got, err := ParseTSV(&buf)
	if err != nil {
		t.Fatal(err)
	}
	for i := range got {
		got[i].Line = 0
	}
	if !equalQueries(got, qs) {
		t.Errorf("round trip: %+v", got)
	}
	for _, bad := range []Query{{Text: "a\tb", Chapters: []int{1}}, {Text: "", Chapters: []int{1}}, {Text: "q"}, {Text: " q", Chapters: []int{1}}, {Text: "#q", Chapters: []int{1}}, {Text: "q", Chapters: []int{-2}}} {
		if err := FormatTSV(&buf, []Query{bad}); err == nil {
			t.Errorf("FormatTSV(%+v): want an error", bad)
		}
	}
}

// FuzzParseTSV checks that ParseTSV never panics, that every query it
// returns is well formed, and that writing the queries back and parsing
// them again gives the same queries.
func FuzzParseTSV(f *testing.F) {
	for _, seed := range []string{
		"q\t1\n", "# c\n\nq\t1,2\r\n", "\xef\xbb\xbfq\t0", "q\t1，2", "q\t1,,2", "\t\t\n", "q\t+1", " # \tx",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		qs, err := ParseTSV(strings.NewReader(input))
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) || pe.Line < 1 {
				t.Fatalf("error %v is not a line-numbered ParseError", err)
			}
			return
		}
		prev := 0
		for _, q := range qs {
			if q.Text == "" || strings.ContainsAny(q.Text, "\t\n") || len(q.Chapters) == 0 || q.Line <= prev {
				t.Fatalf("malformed query %+v", q)
			}
			prev = q.Line
			for i, c := range q.Chapters {
				if c < 0 || slices.Contains(q.Chapters[:i], c) {
					t.Fatalf("bad chapters %v", q.Chapters)
				}
			}
		}
		var buf bytes.Buffer
		if err := FormatTSV(&buf, qs); err != nil {
			t.Fatalf("FormatTSV of parsed queries: %v", err)
		}
		again, err := ParseTSV(&buf)
		if err != nil {
			t.Fatalf("reparse: %v", err)
		}
		if len(again) != len(qs) {
			t.Fatalf("reparse gave %d queries, want %d", len(again), len(qs))
		}
		for i := range qs {
			if again[i].Text != qs[i].Text || !slices.Equal(again[i].Chapters, qs[i].Chapters) {
				t.Fatalf("round trip changed %+v into %+v", qs[i], again[i])
			}
		}
	})
}

func equalQueries(a, b []Query) bool {
	return slices.EqualFunc(a, b, func(x, y Query) bool {
		return x.Text == y.Text && x.Line == y.Line && slices.Equal(x.Chapters, y.Chapters)
	})
}
