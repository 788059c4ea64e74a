package keyword

import (
	"slices"
	"testing"

	"github.com/blevesearch/snowballstem/english"
)

// TestMatcherFindsPorter2Exceptions: a word Porter2 stems from its
// exception list is found wherever the index would match it, including
// the words whose stem does not begin like them (dying → die), which the
// prefix test alone passed over. Each case is checked against the index's
// own analysis of the text, so the test holds the Matcher to the index.
func TestMatcherFindsPorter2Exceptions(t *testing.T) {
	tests := []struct {
		query, text string
		found       bool
	}{
		{"die", "He was dying.", true},
		{"died", "He was dying.", true},
		{"dying", "He was dying.", true},
		{"dying", "She died at dawn.", true},
		{"lie", "Lying there, he slept.", true},
		{"lies", "Lying there, he slept.", true},
		{"tie", "Tying the boat up.", true},
		{"tied", "Tying the boat up.", true},
		{"sky", "The skies cleared.", true},
		{"skies", "The sky cleared.", true},
		{"ski", "New skis.", true},
		{"early", "Early in the morning.", true},
		{"only", "The only child.", true},
		{"gently", "He spoke gently.", true},
		{"ugly", "An ugly wretch.", true},
		{"idly", "She sat idly.", true},
		{"singly", "They came singly.", true},
		{"news", "The news came.", true},
		{"atlas", "An old atlas.", true},
		{"bias", "Without bias.", true},
		{"cosmos", "The cosmos.", true},
		{"innings", "The last inning.", true},
		{"outings", "An outing.", true},
		{"herrings", "Red herring.", true},
		{"earrings", "An earring.", true},
		{"proceeded", "They proceed.", true},
		{"succeeded", "If they succeed.", true},
		{"exceeded", "It may exceed.", true},
		// The exceptions stem apart from words that look alike: the
		// index does not match these, nor may the Matcher.
		{"new", "The news came.", false},
		{"dye", "He was dying.", false},
		{"earl", "Early in the morning.", false},
		{"gentle", "He spoke gently.", true}, // both gentl
	}
	im, err := matchMapping()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.query+"/"+tt.text, func(t *testing.T) {
			m, err := NewMatcher(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			indexed := false // the index would match the query in the text
			for _, tok := range im.AnalyzerNamed(indexAnalyzer).Analyze([]byte(tt.text)) {
				if _, ok := m.terms[string(tok.Term)]; ok {
					indexed = true
				}
			}
			if indexed != tt.found {
				t.Fatalf("the index matches %q in %q: %v, the case says %v", tt.query, tt.text, indexed, tt.found)
			}
			if got := len(m.Find(tt.text)) > 0; got != tt.found {
				t.Errorf("Matcher(%q).Find(%q) found: %v, want %v", tt.query, tt.text, got, tt.found)
			}
		})
	}
}

// TestMatcherFindsEveryExceptionWord: every word of the stemmer's
// exception tables is found by itself as a query and by its stem's other
// words, and the tables are still where irregularStems reads them (a
// new snowballstem that renumbered them would leave A_10 another table).
func TestMatcherFindsEveryExceptionWord(t *testing.T) {
	var words []string
	for _, a := range slices.Concat(english.A_10, english.A_9) {
		words = append(words, a.Str)
	}
	for _, w := range []string{"dying", "skies", "news", "early", "succeed"} {
		if !slices.Contains(words, w) {
			t.Fatalf("snowballstem/english's A_10 and A_9 lack %q: not the exception tables any more", w)
		}
	}
	for _, w := range words {
		m, err := NewMatcher(w)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Find(w)) != 1 {
			t.Errorf("Matcher(%q) does not find %q", w, w)
		}
	}
	if st := irregularStems()["dying"]; st != "die" {
		t.Errorf(`irregularStems()["dying"] = %q, want "die"`, st)
	}
}
