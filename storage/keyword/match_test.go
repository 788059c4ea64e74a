package keyword_test

import (
	"fmt"
	"strings"
	"testing"

	"inkflow/storage/keyword"
)

// TestMatcherFind: a Matcher finds the query's terms by the index's rule
// and gives their rune offsets in the text.
func TestMatcherFind(t *testing.T) {
	tests := []struct {
		name, query, text string
		want              []string // the matched runes, in order
		terms             int
	}{
		{"a name", "Ingolstadt", "I went to Ingolstadt. Ingolstadt's walls.", []string{"Ingolstadt", "Ingolstadt"}, 1},
		{"stems match", "walked", "Walking home, he walks.", []string{"Walking", "walks"}, 1},
		{"stop words are not terms", "the lake", "The lake was calm.", []string{"lake"}, 1},
		{"all stop words: kept", "to be", "Not to be.", []string{"to", "be"}, 2},
		{"offsets are runes", "闰土", "我的少年时代的闰土。闰土来了", []string{"闰土", "闰土"}, 1},
		{"pairs of a longer run", "赵太爷", "赵太爷的儿子，老太爷", []string{"赵太", "太爷", "太爷"}, 2},
		{"full width folded", "阿Q", "阿Ｑ正传，阿五", []string{"阿", "Ｑ", "阿"}, 2},
		{"no term", "Geneva", "We walked by the lake.", nil, 1},
		{"empty query", "  ", "anything", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, err := keyword.NewMatcher(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			if m.Terms() != tt.terms {
				t.Errorf("Terms() = %d, want %d", m.Terms(), tt.terms)
			}
			runes := []rune(tt.text)
			var got []string
			for _, x := range m.Find(tt.text) {
				got = append(got, string(runes[x.Start:x.End]))
			}
			if fmt.Sprint(got) != fmt.Sprint(tt.want) {
				t.Errorf("Find = %q, want %q", got, tt.want)
			}
		})
	}
}

// BenchmarkMatcherFind: one English and one Chinese parent of about a
// thousand runes, as search analyses each keyword-led result's parent.
func BenchmarkMatcherFind(b *testing.B) {
	for _, bc := range []struct{ name, query, text string }{
		{"en", "Ingolstadt university", strings.Repeat("I left Geneva for the university of Ingolstadt in the autumn. ", 16)},
		{"zh", "赵太爷的儿子", strings.Repeat("赵太爷的儿子进了秀才，阿Ｑ正喝了两碗黄酒，便手舞足蹈的说。", 34)},
	} {
		b.Run(bc.name, func(b *testing.B) {
			m, err := keyword.NewMatcher(bc.query)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				m.Find(bc.text)
			}
		})
	}
}
