package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// fakeNoun is a data.noun of a few synsets in WordNet's format: the
// roots, people below them (Scot through Briton; Christian below
// religious_person), an instance (Shakespeare, "@i"), a person who is no
// inhabitant (Leo, the astrological Lion), Frank, whose lower-case frank
// is an adjective in fakeAdj, and a compound (New_Yorker).
const fakeNoun = `  1 This software and database is being provided to you, the LICENSEE, by
00007846 03 n 01 person 0 000 | a human being
09620078 18 n 02 inhabitant 0 dweller 0 001 @ 00007846 n 0000 | a person who inhabits a particular place
09628382 18 n 01 religious_person 0 001 @ 00007846 n 0000 | a person who manifests devotion
09686536 18 n 02 Briton 0 Brit 0 001 @ 09620078 n 0000 | a native or inhabitant of Great Britain
09730533 18 n 03 Scot 0 Scotsman 0 Scotchman 0 001 @ 09686536 n 0000 | a native or inhabitant of Scotland
09678009 18 n 01 Christian 0 001 @ 09628382 n 0000 | a religious person
11111111 18 n 01 Shakespeare 0 001 @i 09686536 n 0000 | an English poet
22222222 18 n 02 Leo 0 Lion 0 001 @ 00007846 n 0000 | a person born under Leo
33333333 18 n 01 Frank 0 001 @ 09620078 n 0000 | a member of the ancient Germanic peoples
44444444 18 n 01 New_Yorker 0 001 @ 09620078 n 0000 | a native of New York
`

const fakeAdj = `55555555 00 a 01 frank 0 000 | characterized by directness
`

func TestFromDir(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{"data.noun": fakeNoun, "data.adj": fakeAdj, "data.verb": "", "data.adv": ""} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := fromDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		word string
		want bool
	}{
		{"Scot", true},
		{"Scotchman", true},
		{"Briton", true},
		{"Christian", true},    // below religious_person
		{"inhabitant", false},  // the root, and lower case
		{"Shakespeare", false}, // an instance
		{"Lion", false},        // a person, but no inhabitant
		{"Frank", false},       // frank is a word in lower case
		{"New_Yorker", false},  // a compound
	}
	for _, tc := range tests {
		if slices.Contains(got, tc.word) != tc.want {
			t.Errorf("%s listed: %v, want %v (list %v)", tc.word, !tc.want, tc.want, got)
		}
	}
}

func TestFromDirMissing(t *testing.T) {
	if _, err := fromDir(t.TempDir()); err == nil {
		t.Error("no error for a folder without WordNet")
	}
}

// TestListIsCurrent regenerates people-en.txt from the WordNet that
// Debian's wordnet-base installs (make deps installs it) and compares it
// with the committed list.
func TestListIsCurrent(t *testing.T) {
	if _, err := os.Stat("/usr/share/wordnet/data.noun"); err != nil {
		t.Fatal("wordnet-base is not installed: run make deps")
	}
	words, err := fromDir("/usr/share/wordnet")
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join("..", "..", "engine", "mentions", "people-en.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if got := render(words); !bytes.Equal(got, want) {
		t.Error("engine/mentions/people-en.txt is stale: run go run ./scripts/peoplenames")
	}
}
