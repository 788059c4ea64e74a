package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestListIsCurrent regenerates languages-en.txt from the CLDR data of
// golang.org/x/text and compares it with the committed one, so an
// upgrade of the library or a change to the selection cannot leave a
// stale list behind.
func TestListIsCurrent(t *testing.T) {
	want, err := os.ReadFile(filepath.Join("..", "..", "engine", "mentions", "languages-en.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(list(), want) {
		t.Error("engine/mentions/languages-en.txt is stale: run go run ./scripts/languagenames")
	}
}

func TestList(t *testing.T) {
	got := string(list())
	tests := []struct {
		line string
		want bool
	}{
		{"language\tFrench", true},
		{"language\tLatin", true}, // also a word of Latin America, a region
		{"language\tArabic", true},
		{"language\tNauru", false},    // a country
		{"language\tFang", false},     // ISO 639-3 only
		{"language\tCherokee", false}, // ISO 639-3 only
		{"language\tScottish", false}, // Scottish Gaelic: its last word only
		{"language\tGaelic", true},    // a novel's "in the Gaelic"
		{"language\tSami", false},     // Northern Sami: too short, a given name
		{"region\tArabia", true},      // Saudi Arabia
		{"region\tAfrica", true},
		{"region\tEurope", true},
		{"region\tChad", true},
		{"region\tUS", false}, // fewer than four letters
	}
	for _, tc := range tests {
		if strings.Contains(got, "\n"+tc.line+"\n") != tc.want {
			t.Errorf("%q in the list: %v, want %v", tc.line, !tc.want, tc.want)
		}
	}
}
