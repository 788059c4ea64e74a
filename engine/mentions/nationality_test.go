package mentions

import (
	"strings"
	"testing"
)

// TestNationalityForms: which words nationalityForm takes by their form
// alone, and which peopleNoun takes as a language's people's noun (then
// dropped only when the book writes them after a determiner).
func TestNationalityForms(t *testing.T) {
	tests := []struct {
		word         string
		form, people bool
	}{
		// Languages, their plurals and their men.
		{"French", true, false},
		{"Latin", true, false},
		{"Greeks", true, false},
		{"Englishman", true, false},
		{"Frenchmen", true, false},
		{"Urdu", true, false},
		// The last word of a longer language name, as a novel writes
		// it (Scottish Gaelic: "answered in the Gaelic"; Kidnapped
		// suggested it as a place); not a short one (Northern Sami).
		{"Gaelic", true, false},
		{"Frisian", true, false},
		{"Sami", false, false},
		// Made from a region with a demonym ending.
		{"Arabian", true, false}, // Arabia (Saudi Arabia)
		{"African", true, false},
		{"Europeans", true, false},
		{"Americans", true, false},
		{"Canadian", true, false},
		{"Egyptian", true, false},
		{"Chinaman", true, false}, // China and man
		// A language's people: Turkish, Arabic, Swedish less the e,
		// Polish; Finnish and Danish too, names that the determiner
		// test keeps (Huck Finn).
		{"Turk", false, true},
		{"Turks", false, true},
		{"Arab", false, true},
		{"Swede", false, true},
		{"Pole", false, true},
		{"Finn", false, true},
		{"Dane", false, true},
		{"Dan", false, false},  // too short to be a people's noun
		{"Russ", false, false}, // -ian makes none (Russ, Alban, Georg)
		{"Alban", false, false},
		// Places: a region's own name stays, and so do other places.
		{"France", false, false},
		{"Jordan", false, false},
		{"Geneva", false, false},
		{"Ingolstadt", false, false},
		{"Arizona", false, false},
		// Names near those forms.
		{"Francis", false, false},   // not France-is
		{"Marian", false, false},    // Mari is a language, but no region
		{"Christian", false, false}, // Christmas Island shares no stem
		{"Georgi", false, false},    // no stems of language names (Georgian)
		{"Fang", false, false},      // a language only in ISO 639-3: Mr. Fang of Oliver Twist
		{"Cherokee", false, false},  // the same: the bulldog of White Fang
		{"Elizabeth", false, false},
		{"Clerval", false, false},
		{"Norman", false, false},
	}
	for _, tc := range tests {
		if got := nationalityForm(tc.word); got != tc.form {
			t.Errorf("nationalityForm(%q) = %v, want %v", tc.word, got, tc.form)
		}
		if got := peopleNoun(tc.word); got != tc.people {
			t.Errorf("peopleNoun(%q) = %v, want %v", tc.word, got, tc.people)
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
