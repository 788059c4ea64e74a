package mentions

import (
	"slices"
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

// nounsSeen makes the nouns of the cases common nouns: each follows a
// determiner often enough elsewhere in the book.
var nounsSeen = strings.Repeat(repeatWith("We knew the %s well. ", "house", "horse", "river", "woman", "family", "hat", "girls", "moon", "hills", "night"), 3)

func TestSuggestLeavesOutNationalities(t *testing.T) {
	six := []string{"house", "horse", "river", "woman", "family", "hat"}
	verbs := []string{"walked", "smiled", "waited", "spoke", "slept", "laughed"}
	tests := []struct {
		name string
		text string
		want []string // must be suggested
		bad  []string // must not be
	}{
		{
			"a made-up people's adjective before many nouns is no name",
			repeatWith("They saw a Zorbian %s there. ", six...),
			nil, []string{"Zorbian"},
		},
		{
			"a name with the same ending that acts is one",
			repeatWith("Then Dorian %s again. ", verbs...),
			[]string{"Dorian"}, nil,
		},
		{
			"a possessive is no adjective",
			repeatWith("They saw Dorian’s %s there. ", six...),
			[]string{"Dorian"}, nil,
		},
		{
			"a family before one noun is a name",
			repeatWith("Then the Logan girls %s again. ", verbs...),
			[]string{"Logan"}, nil,
		},
		{
			"a place before many nouns is a name when it does not end as an adjective",
			repeatWith("They loved the Arizona %s there. ", "hills", "moon", "night", "river", "hat", "horse"),
			[]string{"Arizona"}, nil,
		},
		{
			"a language is no name",
			repeatWith("Then Felix spoke French to %s. ", "Agatha", "Safie", "Justine", "William", "Ernest", "Henry"),
			[]string{"Felix"}, []string{"French"},
		},
		{
			"a people made from a region is no name, even as a noun",
			repeatWith("Then the Arabian %s again. ", verbs...),
			nil, []string{"Arabian"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Suggest([]string{nounsSeen + tc.text}, nil, SuggestOptions{})
			var names []string
			for _, c := range got {
				names = append(names, c.Name)
			}
			for _, w := range tc.want {
				if !slices.Contains(names, w) {
					t.Errorf("%s not suggested: %v", w, names)
				}
			}
			for _, b := range tc.bad {
				if slices.Contains(names, b) {
					t.Errorf("%s suggested: %v", b, names)
				}
			}
		})
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
