//go:build !race

package mentions

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"testing"
)

// TestSuggestTrainingBooksLeaveOutCalendarPeopleAndPrefixes: on three
// English training books, the top 30 suggestions no longer hold the
// months and days used as dates, the natives of a place and the prefixes
// of names they used to (Five Weeks in a Balloon 25 of 30 names before,
// The Count of Monte Cristo 28, Northanger Abbey 27), and hold the whole
// names instead of the prefixes' fragments.
func TestSuggestTrainingBooksLeaveOutCalendarPeopleAndPrefixes(t *testing.T) {
	tests := []struct {
		book string
		want []string
		bad  []string
	}{
		{
			"verne-five-weeks-in-a-balloon.txt",
			[]string{"Joe", "Kennedy", "Ferguson", "Victoria", "Zanzibar", "Lake Tchad", "Resolute"},
			[]string{"Scot", "Scotchman", "February", "April"},
		},
		{
			"dumas-count-of-monte-cristo.txt",
			[]string{"Monte Cristo", "Villefort", "Château-Renaud", "Saint-Méran", "Haydée"},
			[]string{"Saint", "Château", "Renaud", "Méran"},
		},
		{
			"austen-northanger-abbey.txt",
			[]string{"Catherine", "Tilney", "Bath", "Pulteney Street", "Milsom Street"},
			[]string{"Monday", "Tuesday", "Wednesday", "Pulteney", "Milsom"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.book, func(t *testing.T) {
			checkTopSuggestions(t, filepath.Join("train", "en", tc.book), tc.want, tc.bad)
		})
	}
}

// checkTopSuggestions reads book (a path under ../shared/corpus), cut into
// chapters as the importer would near enough, and checks that Suggest's
// top 30 hold every name of want and none of bad.
func checkTopSuggestions(t *testing.T, book string, want, bad []string) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "corpus", book))
	if err != nil {
		t.Fatalf("corpus missing (%v): the repository must sit beside ../shared", err)
	}
	texts := regexp.MustCompile(`(?mi)^chapter .*$`).Split(string(data), -1)
	var names []string
	for _, c := range Suggest(texts, nil, SuggestOptions{Limit: 30}) {
		names = append(names, c.Name)
	}
	for _, w := range want {
		if !slices.Contains(names, w) {
			t.Errorf("%s not suggested: %v", w, names)
		}
	}
	for _, b := range bad {
		if slices.Contains(names, b) {
			t.Errorf("%s suggested: %v", b, names)
		}
	}
}
