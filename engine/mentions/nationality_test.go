package mentions

import (
	"strings"
	"testing"
)

func TestNationalityForm(t *testing.T) {
	tests := []struct {
		word string
		want bool
	}{
		// Languages, their plurals and their men.
		{"French", true},
		{"Latin", true},
		{"Greeks", true},
		{"Englishman", true},
		{"Frenchmen", true},
		{"Urdu", true},
		// Made from a language or region with a demonym ending.
		{"Arabian", true}, // Arabia (Saudi Arabia), Arabic
		{"African", true},
		{"Europeans", true},
		{"Americans", true},
		{"Canadian", true},
		{"Egyptian", true},
		{"Chinaman", true}, // China and man
		// Places: a region's own name stays, and so do other places.
		{"France", false},
		{"Jordan", false},
		{"Geneva", false},
		{"Ingolstadt", false},
		{"Arizona", false},
		// Names near those forms.
		{"Francis", false},   // not France-is
		{"Marian", false},    // Mari is a language, but too short a stem
		{"Christian", false}, // Christmas Island shares no stem
		{"Fang", false},      // a language only in ISO 639-3: Mr. Fang of Oliver Twist
		{"Cherokee", false},  // the same: the bulldog of White Fang
		{"Finn", false},      // no bare stems: Finnish would take Huck Finn
		{"Turk", false},
		{"Elizabeth", false},
		{"Clerval", false},
		{"Norman", false},
	}
	for _, tc := range tests {
		if got := nationalityForm(tc.word); got != tc.want {
			t.Errorf("nationalityForm(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}

func TestPeopleNoun(t *testing.T) {
	tests := []struct {
		word string
		want bool
	}{
		{"Turk", true},   // Turkish
		{"Turks", true},  // plural
		{"Arab", true},   // Arabic
		{"Swede", true},  // Swedish, less the e
		{"Pole", true},   // Polish
		{"Finn", true},   // Finnish: a name too, which the determiner test keeps
		{"Dane", true},   // Danish: the same
		{"Dan", false},   // too short to be a people's noun
		{"Russ", false},  // -ian makes no people's noun (Russ, Alban, Georg)
		{"Alban", false}, // the same
		{"French", false},
		{"Geneva", false},
	}
	for _, tc := range tests {
		if got := peopleNoun(tc.word); got != tc.want {
			t.Errorf("peopleNoun(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}

func TestLexiconIsRead(t *testing.T) {
	lx := lexicon()
	if len(lx.languages) < 150 || len(lx.regions) < 200 {
		t.Fatalf("languages-en.txt read short: %d languages, %d region words", len(lx.languages), len(lx.regions))
	}
	for _, w := range []string{"French", "Latin", "Arabic"} {
		if !lx.languages[w] {
			t.Errorf("%s is no language", w)
		}
	}
	if lx.languages["Nauru"] {
		t.Error("Nauru, a country, is a language")
	}
	if strings.Contains(languagesEN, "\r") {
		t.Error("languages-en.txt has carriage returns")
	}
}
