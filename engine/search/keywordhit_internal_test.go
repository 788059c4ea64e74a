package search

import (
	"testing"

	"inkflow/storage/keyword"
)

// TestBestPassage: the passage of the parent holding most of the query's
// terms wins, then the one overlapping the child most, then the earlier.
func TestBestPassage(t *testing.T) {
	// Passages (passage.CutTrimmed): [0,301) and [302,603), each of
	// whole sentences, cut after the first sentence end past 300 runes.
	first := "We walked by the lake at Ingolstadt. " + pad(263) + "."
	second := "I crossed to Plainpalais at night. " + pad(265) + "."
	text := first + "\n" + second
	tests := []struct {
		name  string
		query string
		child Span
		want  *Span
	}{
		{"the passage with the word", "Plainpalais", Span{0, 100}, &Span{302, 603}},
		{"more of the terms", "lake Ingolstadt night", Span{302, 603}, &Span{0, 301}},
		{"a tie goes to the child's", "night lake", Span{400, 500}, &Span{302, 603}},
		{"a tie and no overlap: the earlier", "night lake", Span{301, 302}, &Span{0, 301}},
		{"stems count", "walking", Span{302, 603}, &Span{0, 301}},
		{"no term in the parent", "Geneva", Span{0, 100}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := keyword.NewMatcher(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			got := bestPassage(text, m.Find(text), tt.child)
			if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
				t.Errorf("bestPassage = %v, want %v", got, tt.want)
			}
		})
	}
}

// pad is n runes of filler words without a sentence end.
func pad(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = "abc "[i%4]
	}
	return string(b)
}
