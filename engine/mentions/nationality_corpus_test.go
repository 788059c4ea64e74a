//go:build !race

package mentions

import (
	"regexp"
	"slices"
	"testing"
)

// TestSuggestFrankensteinLeavesOutNationalities: on the dev book, the
// nationality and language words the suggestions used to hold (Arabian
// and Turk, the epithets of Safie and her father; French) are gone, and
// the people and places the suggestions found stay.
func TestSuggestFrankensteinLeavesOutNationalities(t *testing.T) {
	data, err := devBook("en", "frankenstein.txt")
	if err != nil {
		t.Fatalf("dev corpus missing (%v): the repository must sit beside ../shared", err)
	}
	// Chapters as the importer would make them, near enough.
	texts := regexp.MustCompile(`(?m)^(?:Letter|Chapter) \d+\s*$`).Split(data, -1)
	var names []string
	for _, c := range Suggest(texts, nil, SuggestOptions{}) {
		names = append(names, c.Name)
	}
	for _, bad := range []string{"Arabian", "French", "Turk", "English", "Turkish", "Arabic", "Italian", "German"} {
		if slices.Contains(names, bad) {
			t.Errorf("%s suggested: %v", bad, names)
		}
	}
	for _, want := range []string{
		"Elizabeth", "Clerval", "Justine", "Felix", "Safie", "Agatha", "Henry", "William", "Ernest", "Kirwin",
		"Geneva", "Ingolstadt", "England", "Paris", "Switzerland", "Italy", "France", "Rhine", "Mont Blanc", "Chamounix",
	} {
		if !slices.Contains(names, want) {
			t.Errorf("%s not suggested: %v", want, names)
		}
	}
}
