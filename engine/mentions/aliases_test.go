package mentions

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestSuggestTitledAliases: a titled form (Lord Henry) and the full name
// (Henry Wotton) were two suggestions for one person. They are one, the
// full name with the titled form as its alias, when the book writes the
// title before the full name or the name after the title stands in no
// other full name; a name shared by two full names keeps them apart.
func TestSuggestTitledAliases(t *testing.T) {
	verbs := []string{"smiled", "laughed", "waited", "spoke", "slept", "sighed"}
	tests := []struct {
		name string
		text string
		// want maps the suggested names to their aliases; absent are
		// names that must not be suggested.
		want   map[string][]string
		absent []string
	}{
		{
			"the title written before the full name",
			repeatWith("Then Lord Henry %s. ", verbs...) + repeatWith("Then Lord Henry Wotton %s. ", "came", "went") +
				repeatWith("Then Henry Wotton %s. ", verbs[:4]...),
			map[string][]string{"Henry Wotton": {"Lord Henry"}}, []string{"Lord Henry"},
		},
		{
			"the name after the title in one full name only",
			repeatWith("Then Lady Narborough %s. ", verbs...) + repeatWith("Then Agatha Narborough %s. ", verbs...),
			map[string][]string{"Agatha Narborough": {"Lady Narborough"}}, []string{"Lady Narborough"},
		},
		{
			"a name in two full names",
			repeatWith("Then Sir Henry %s. ", verbs...) + repeatWith("Then Henry Wotton %s. ", verbs...) +
				repeatWith("Then Henry Ashton %s. ", verbs...),
			map[string][]string{"Sir Henry": nil, "Henry Wotton": nil, "Henry Ashton": nil}, nil,
		},
		{
			"a name beside other full names that are no candidates",
			repeatWith("Then Sir Henry %s. ", verbs...) + repeatWith("Then Henry Wotton %s. ", verbs...) +
				repeatWith("Then Henry %s came. ", "Ashton", "Tilney", "Crawford", "Morland"),
			map[string][]string{"Sir Henry": nil, "Henry Wotton": nil}, nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string][]string{}
			for _, c := range Suggest([]string{tt.text + padding}, nil, SuggestOptions{}) {
				got[c.Name] = c.Aliases
			}
			for name, aliases := range tt.want {
				a, ok := got[name]
				if !ok {
					t.Errorf("%s not suggested: %v", name, got)
				} else if !slices.Equal(a, aliases) {
					t.Errorf("%s: aliases %q, want %q", name, a, aliases)
				}
			}
			for _, name := range tt.absent {
				if _, ok := got[name]; ok {
					t.Errorf("%s suggested on its own: %v", name, got)
				}
			}
		})
	}
}

// TestSuggestBareAliases: a bare surname (Jekyll, which the book writes
// "Dr. Jekyll" mostly) and the full name (Henry Jekyll) were two
// suggestions for one man. They are one, the full name with the bare
// word as its alias, when the book writes the word beside other names as
// that full name nearly always; a family's name (Mr. and Mrs. Bennet), a
// word in two full names and a word mostly after "the" (the West, West
// Egg) stay apart.
func TestSuggestBareAliases(t *testing.T) {
	verbs := []string{"smiled", "laughed", "waited", "spoke", "slept", "sighed"}
	tests := []struct {
		name string
		text string
		// want maps the suggested names to their aliases; absent are
		// names that must not be suggested.
		want   map[string][]string
		absent []string
	}{
		{
			"a surname in one full name",
			repeatWith("Then Dr. Jekyll %s. ", verbs...) + repeatWith("Then Henry Jekyll %s. ", verbs...) +
				repeatWith("Then Mr. Hyde %s. ", verbs...) + repeatWith("Then Edward Hyde %s. ", verbs...),
			map[string][]string{"Henry Jekyll": {"Jekyll"}, "Edward Hyde": {"Hyde"}}, []string{"Jekyll", "Hyde"},
		},
		{
			"a given name in one full name",
			repeatWith("Then Dorian %s. ", verbs...) + repeatWith("Then Dorian Gray %s. ", verbs...),
			map[string][]string{"Dorian Gray": {"Dorian"}}, []string{"Dorian"},
		},
		{
			"a family's name",
			repeatWith("Then Mr. Bennet %s. ", verbs...) + repeatWith("Then Mrs. Bennet %s. ", verbs...) +
				repeatWith("Then Jane Bennet %s. ", verbs...),
			map[string][]string{"Bennet": nil, "Jane Bennet": nil}, nil,
		},
		{
			"a surname in two full names",
			repeatWith("Then Dr. Jekyll %s. ", verbs...) + repeatWith("Then Henry Jekyll %s. ", verbs...) +
				repeatWith("Then Edward Jekyll %s. ", verbs...),
			map[string][]string{"Jekyll": nil, "Henry Jekyll": nil, "Edward Jekyll": nil}, nil,
		},
		{
			"a word mostly after the",
			repeatWith("They went to the West and %s. ", verbs...) + repeatWith("Then West Egg %s. ", verbs...),
			map[string][]string{"West": nil, "West Egg": nil}, nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string][]string{}
			for _, c := range Suggest([]string{tt.text + padding}, nil, SuggestOptions{}) {
				got[c.Name] = c.Aliases
			}
			for name, aliases := range tt.want {
				a, ok := got[name]
				if !ok {
					t.Errorf("%s not suggested: %v", name, got)
				} else if !slices.Equal(a, aliases) {
					t.Errorf("%s: aliases %q, want %q", name, a, aliases)
				}
			}
			for _, name := range tt.absent {
				if _, ok := got[name]; ok {
					t.Errorf("%s suggested on its own: %v", name, got)
				}
			}
		})
	}
}

// TestSuggestLeavesOutDescribedNouns: a capitalised common noun that a
// book counts and describes (a hideous Jew, the horrid old Jew) was a
// suggested character. A noun a unique character is called by (the
// Scarecrow), which the article stands right before, stays, as do names.
// A title that the book writes before names and after "the" (Major
// Dobbin, the Major) was a character of its own too (Vanity Fair's Major,
// Captain and Colonel); the given name of several full names (Jean
// Baptiste, Jean Paul) and a place before the words of its places
// (Corbury Flats, the Corbury road) stay.
func TestSuggestLeavesOutDescribedNouns(t *testing.T) {
	tests := []struct {
		name string
		text string
		word string
		want bool // suggested
	}{
		{"counted and described", "A hideous Jew came in. The old Jew smiled. The fat Jew bowed. The Jew waited. Then the horrid old Jew left. ", "Jew", false},
		{"a unique character's noun", "The Scarecrow came in. The Scarecrow smiled. The Scarecrow bowed. The Scarecrow waited. Then a Scarecrow left. ", "Scarecrow", true},
		{"a phrase is no description", "They reached the top of Chamounix. The valley of Chamounix slept. We saw the town of Chamounix. Snow fell on Chamounix. ", "Chamounix", true},
		{"a name", "Then Dorian came in. Poor Dorian smiled. Dorian bowed. The young Dorian waited. ", "Dorian", true},
		{"a title before names and after the", "Then Major Dobbin came in. The Major smiled. Then the Major bowed. Then Major Dobbin waited. Then the Major left. ", "Major", false},
		{"a title mostly before names", "Then Captain Crawley came in. Then Captain Osborne smiled. The Captain bowed. Then the Captain waited. Then Captain Dobbin left. ", "Captain", false},
		{"a given name before surnames", "Then Jean Baptiste came in. Then Jean Paul smiled. Then Jean bowed. Then Jean Baptiste waited. Then the old Jean left. ", "Jean", true},
		{"a place before its parts", "They went to Corbury Flats and on to Corbury Junction. They took the Corbury road. They reached Corbury Flats in the snow. Then they went down the Corbury road to Corbury Flats. ", "Corbury", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var names []string
			for _, c := range Suggest([]string{strings.Repeat(tt.text, 3) + padding}, nil, SuggestOptions{}) {
				names = append(names, c.Name)
			}
			if got := slices.Contains(names, tt.word); got != tt.want {
				t.Errorf("%s suggested: %v, want %v (%v)", tt.word, got, tt.want, names)
			}
		})
	}
}

// TestTallyReadsPossessivesAndStreets: "in Shakespeare’s plays" made a
// place of Shakespeare (the preposition is the plays'), and Grosvenor
// of Grosvenor Square, a place, was a character. A possessive alone
// (at Rolliver’s, the inn) still says place, and the first word of a
// place's name of two says place too. A titled alias makes a person,
// and its occurrences count.
func TestTallyReadsPossessivesAndStreets(t *testing.T) {
	tests := []struct {
		name    string
		text    string // written five times
		cand    Candidate
		want    string
		atLeast int
	}{
		{"a possessive before a noun", "She lived in Shakespeare’s plays. We find her in Shakespeare’s verse. I read it in Shakespeare's sonnets.", Candidate{Name: "Shakespeare"}, KindCharacter, 15},
		{"a possessive alone", "He went up to Rolliver’s. They drank at Rolliver’s. We sat at Rolliver’s, and waited.", Candidate{Name: "Rolliver"}, KindPlace, 15},
		{"the first word of a square", "I cannot recognize Grosvenor Square. Nobody forgets Grosvenor Square.", Candidate{Name: "Grosvenor"}, KindPlace, 10},
		{"a titled alias", "Then Lord Henry laughed. We went to Lord Henry. Henry Wotton came.", Candidate{Name: "Henry Wotton", Aliases: []string{"Lord Henry"}}, KindCharacter, 15},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cands := []Candidate{tt.cand}
			Tally(cands, []string{strings.Repeat(tt.text+"\n\n", 5)})
			if cands[0].Kind != tt.want {
				t.Errorf("%s: kind %q, want %q", tt.cand.Name, cands[0].Kind, tt.want)
			}
			if cands[0].Count < tt.atLeast {
				t.Errorf("%s: count %d, want %d or more", tt.cand.Name, cands[0].Count, tt.atLeast)
			}
		})
	}
}

// TestSuggestDorianGray: on The Picture of Dorian Gray, Lord Henry and
// Henry Wotton were two suggestions, the Jew (a theatre manager the book
// never names so) a character, Shakespeare a place and Grosvenor (of
// Grosvenor Square) a character.
func TestSuggestDorianGray(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "corpus", "train", "en", "wilde-picture-of-dorian-gray.txt"))
	if err != nil {
		t.Fatalf("corpus missing (%v): the repository must sit beside ../shared", err)
	}
	texts := regexp.MustCompile(`(?mi)^chapter .*$`).Split(string(data), -1)
	cands := Suggest(texts, nil, SuggestOptions{Limit: 40})
	Tally(cands, texts)
	got := map[string]Candidate{}
	for _, c := range cands {
		got[c.Name] = c
	}
	if c, ok := got["Henry Wotton"]; !ok || !slices.Equal(c.Aliases, []string{"Lord Henry"}) || c.Kind != KindCharacter {
		t.Errorf("Henry Wotton: %+v, want a character with the alias Lord Henry", c)
	}
	for _, n := range []string{"Lord Henry", "Jew"} {
		if _, ok := got[n]; ok {
			t.Errorf("%s suggested", n)
		}
	}
	for n, kind := range map[string]string{"Shakespeare": KindCharacter, "Grosvenor": KindPlace, "Dorian": KindCharacter, "Harry": KindCharacter} {
		if c, ok := got[n]; !ok || c.Kind != kind {
			t.Errorf("%s: %+v, want a suggested %s", n, c, kind)
		}
	}
}

// TestSuggestGivenNameAliases: a given name (Jotham) and the full name
// (Jotham Powell) were two suggestions for one man in Ethan Frome. They
// are one, the full name with the given name as its alias, when the
// given name stands in no other full name; a name two people bear and
// the first word of a place's name stay apart.
func TestSuggestGivenNameAliases(t *testing.T) {
	verbs := []string{"smiled", "laughed", "waited", "spoke", "slept", "sighed"}
	tests := []struct {
		name   string
		text   string
		want   map[string][]string // suggested names and their aliases
		absent []string            // names that must not be suggested
	}{
		{
			"a given name and the one full name",
			repeatWith("Then Jotham %s. ", verbs...) + repeatWith("Then Jotham Powell %s. ", verbs...),
			map[string][]string{"Jotham Powell": {"Jotham"}}, []string{"Jotham"},
		},
		{
			"a given name two people bear",
			repeatWith("Then Henry %s. ", verbs...) + repeatWith("Then Henry Wotton %s. ", verbs...) +
				repeatWith("Then Henry Ashton %s. ", verbs...),
			map[string][]string{"Henry": nil, "Henry Wotton": nil, "Henry Ashton": nil}, nil,
		},
		{
			"the first word of a place's name",
			repeatWith("They drove to West Egg and %s. ", verbs...) + repeatWith("We lived in West Egg and %s. ", verbs[:3]...) +
				repeatWith("Then the West %s. ", verbs...),
			map[string][]string{"West Egg": nil}, nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string][]string{}
			for _, c := range Suggest([]string{tt.text + padding}, nil, SuggestOptions{}) {
				got[c.Name] = c.Aliases
			}
			for name, aliases := range tt.want {
				a, ok := got[name]
				if !ok {
					t.Errorf("%s not suggested: %v", name, got)
				} else if !slices.Equal(a, aliases) {
					t.Errorf("%s: aliases %q, want %q", name, a, aliases)
				}
			}
			for _, name := range tt.absent {
				if _, ok := got[name]; ok {
					t.Errorf("%s suggested on its own: %v", name, got)
				}
			}
		})
	}
}
