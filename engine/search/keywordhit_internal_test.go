package search

import "testing"

// TestBestPassage: the passage holding most of the query's terms wins,
// cut to the parent; then the one with more of itself in the parent.
func TestBestPassage(t *testing.T) {
	text := "We walked by the lake. It was dark. I crossed to Plainpalais at night." // 70 runes
	tests := []struct {
		name  string
		query string
		spans []Span
		want  *Span
	}{
		{"the passage with the word", "Plainpalais", []Span{{0, 22}, {23, 70}}, &Span{23, 70}},
		{"cut to the parent", "Plainpalais", []Span{{-40, 22}, {23, 95}}, &Span{23, 70}},
		{"no term anywhere: the longer part in the parent", "Geneva", []Span{{-40, 10}, {23, 70}}, &Span{23, 70}},
		{"a tie goes to the earlier", "dark", []Span{{0, 35}, {23, 58}}, &Span{0, 35}},
		{"outside the parent", "lake", []Span{{-30, -2}, {80, 90}}, nil},
		{"no spans", "lake", nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := bestPassage(text, tt.spans, newLexicalQuery(tt.query))
			if (got == nil) != (tt.want == nil) || (got != nil && *got != *tt.want) {
				t.Errorf("bestPassage = %v, want %v", got, tt.want)
			}
		})
	}
}
