package main

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

// fakeKindNoun is a data.noun of the kinds' roots and words below them:
// ranks (marquis, and Bart, a capitalised baronet), a street (avenue),
// an institution (society), a holiday as WordNet writes it (Christmas),
// a compound (Christmas_Day) and a noun of no kind (lion).
const fakeKindNoun = `09807754 18 n 01 aristocrat 0 000 | a member of the aristocracy
10271677 18 n 02 noble 0 nobleman 0 001 @ 09807754 n 0000 | a titled peer
10295479 18 n 02 marquis 0 marquess 0 001 @ 10271677 n 0000 | nobleman ranking above a count
09840639 18 n 02 baronet 0 Bart 0 001 @ 09807754 n 0000 | a member of the British order of honor
04426618 06 n 01 thoroughfare 0 000 | a public road
02763472 06 n 02 avenue 0 boulevard 0 001 @ 04426618 n 0000 | a wide street
08049401 14 n 01 association 0 000 | a formal organization
08227214 14 n 02 club 0 society 0 001 @ 08049401 n 0000 | a formal association of people
15183428 28 n 01 holiday 0 000 | a day on which work is suspended
15196186 28 n 02 Christmas 0 Christmas_Day 0 001 @ 15183428 n 0000 | a Christian holiday
02129165 05 n 01 lion 0 000 | large gregarious predatory feline
`

func TestKinds(t *testing.T) {
	synsets, err := readNouns(strings.NewReader(fakeKindNoun))
	if err != nil {
		t.Fatal(err)
	}
	got := kinds(synsets)
	tests := []struct{ word, want string }{
		{"marquis", "rank"},
		{"marquess", "rank"},
		{"noble", "rank"},
		{"nobleman", "rank"},
		{"baronet", "rank"},
		{"bart", ""}, // capitalised in WordNet: a given name too
		{"avenue", "street"},
		{"boulevard", "street"},
		{"society", "institution"},
		{"club", "institution"},
		{"christmas", "holiday"}, // a holiday counts as written
		{"aristocrat", ""},       // a root
		{"holiday", ""},          // a root
		{"lion", ""},             // no kind
	}
	for _, tc := range tests {
		if got[tc.word] != tc.want {
			t.Errorf("kinds()[%q] = %q, want %q", tc.word, got[tc.word], tc.want)
		}
	}
	if len(got) != 10 {
		t.Errorf("kinds() = %v, want the 10 words above", got)
	}
}

func TestFromDirMissing(t *testing.T) {
	if _, err := fromDir(t.TempDir()); err == nil {
		t.Error("no error for a folder without WordNet")
	}
}

// TestListIsCurrent regenerates people-en.txt and kinds-en.txt from the WordNet that
// Debian's wordnet-base installs (make deps installs it) and compares them
// with the committed lists.
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
	kinds, err := kindsFromDir("/usr/share/wordnet")
	if err != nil {
		t.Fatal(err)
	}
	want, err = os.ReadFile(filepath.Join("..", "..", "engine", "mentions", "kinds-en.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if got := renderKinds(kinds); !bytes.Equal(got, want) {
		t.Error("engine/mentions/kinds-en.txt is stale: run go run ./scripts/peoplenames")
	}
}
