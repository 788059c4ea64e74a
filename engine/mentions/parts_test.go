package mentions

import (
	"strings"
	"testing"
)

func TestElided(t *testing.T) {
	tests := []struct {
		word string
		want bool
	}{
		{"d’If", true},
		{"d'Artagnan", true},
		{"l’Estrange", true},
		{"I’d", false},       // a capital first: a word of its own
		{"don’t", false},     // no capital after the apostrophe
		{"d’", false},        // nothing after it
		{"O’Brien", false},   // capitalised already
		{"dell’Orto", false}, // a particle longer than two letters is left alone
	}
	for _, tc := range tests {
		if got := elided([]rune(tc.word)); got != tc.want {
			t.Errorf("elided(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}

func TestJoinsHyphen(t *testing.T) {
	tests := []struct {
		text string
		want bool // whether the first hyphen joins
	}{
		{"Saint-Méran", true},
		{"Château-Renaud", true},
		{"Philippe-du-Roule", false}, // lower case after it
		{"well-known", false},        // the word starts in lower case
		{"Anne--and", false},         // a dash
		{"Anne-", false},             // the end of the text
	}
	for _, tc := range tests {
		runes := []rune(tc.text)
		j := strings.IndexRune(tc.text, '-')
		j = len([]rune(tc.text[:j]))
		if got := joinsHyphen(runes, j, runes[0]); got != tc.want {
			t.Errorf("joinsHyphen(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
}

// TestIsDate: a calendar word is a date when enough of its uses, and of
// the book's calendar words' together, read as one.
func TestIsDate(t *testing.T) {
	tests := []struct {
		name, text, word string
		want             bool
	}{
		{"after on", repeatWith("We left on Monday and %s. ", sixVerbs...), "Monday", true},
		{"before morning", repeatWith("and Sunday morning we %s. ", sixVerbs...), "Sunday", true},
		{"before a number", repeatWith("It was April 12 and we %s. ", sixVerbs...), "April", true},
		{"an ordinal and of", repeatWith("the fifth of June we %s. ", sixVerbs...), "June", true},
		{"a numeral's ending and of", repeatWith("the 22d of June we %s. ", sixVerbs...), "June", true},
		{"never a date", repeatWith("and Thursday %s. ", sixVerbs...), "Thursday", false},
		{
			"once a date among the book's days that are people",
			repeatWith("and Tuesday %s. and Sunday %s. and Sunday %s. ", sixVerbs...) + "the moon on Tuesday.",
			"Tuesday", false,
		},
		{"no calendar word", repeatWith("on Clerval we %s. ", sixVerbs...), "Clerval", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newSuggester()
			s.scan(tc.text)
			if got := s.isDate(tc.word); got != tc.want {
				d, n := s.datedCount(tc.word)
				t.Errorf("isDate(%q) = %v, want %v (%d of %d dated)", tc.word, got, tc.want, d, n)
			}
		})
	}
}

func TestPeopleWords(t *testing.T) {
	if n := len(peopleWords()); n < 400 {
		t.Fatalf("people-en.txt read short: %d words", n)
	}
	if strings.Contains(peopleEN, "\r") {
		t.Error("people-en.txt has carriage returns")
	}
	tests := []struct {
		word string
		want bool
	}{
		{"Scot", true},
		{"Scots", true},
		{"Scotchman", true},
		{"Spaniard", true},
		{"Belgians", true},
		{"Parsee", true},
		{"Mormons", true},
		{"Frank", false}, // frank is a word: WordNet's lower case
		{"Clerval", false},
		{"Lion", false}, // a sign of the zodiac's people, no inhabitants
	}
	for _, tc := range tests {
		if got := peopleWord(tc.word); got != tc.want {
			t.Errorf("peopleWord(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}
