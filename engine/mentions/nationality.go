package mentions

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Nationality and language words. A novel capitalises French, Arabian,
// Englishman, Turk and Martian in the middle of a sentence and seldom writes
// them in lower case, as it does the names of its people and places, so
// the capitalisation tests of latinCandidates take them for names. Four
// tests tell them apart (nationalities):
//
//   - the word is the English name of a language, its plural or its
//     man (French, Latin, Russians, Englishman), or is made from a
//     region's name (Arabian from Saudi Arabia, African, Europeans,
//     Canadian, Chinaman); the names are CLDR data (languages-en.txt,
//     by scripts/languagenames);
//   - the word is the people's noun of a language (Turk of Turkish, Arab
//     of Arabic) and the book mostly writes it after a determiner (the
//     Turk), which it seldom does a name (Huck Finn, not Finnish);
//   - the book uses the word as an adjective: it ends as an English
//     adjective of people or place does (-an, -ian, -ese, -ish, -ic, -i,
//     -ist) and stands before common nouns of many kinds, "the Parisian
//     world", "a Martian woman", "Teutonic temperament" — words that no
//     list holds, the peoples of a made-up world among them;
//   - the word, or its plural, is one of WordNet's natives of a place or
//     adherents of a creed (Scot, Scotchman, Spaniard, Parsee, Mormons;
//     people-en.txt, by scripts/peoplenames) and the book mostly writes
//     it after a determiner, as for a language's people: the Scot of
//     Five Weeks in a Balloon always is, the Johnny, Norman and Dorian
//     of other books, given names, never.
//
// A name used before a noun is so used with one noun mostly (the Morgan
// place, Outwood station, the Pye girls), and a place before many (the
// Arizona hills, the Arizona moon) does not end as an adjective.

// adjectiveEndings are the endings of English adjectives of people,
// place and creed (Parisian, Japanese, British, Teutonic, Bengali,
// Bonapartist).
var adjectiveEndings = []string{"an", "ese", "ish", "ic", "i", "ist"}

// demonymEndings make a people or its adjective from the name of a
// place: Arabia → Arabian, Europe → European, Canada → Canadian, Japan
// → Japanese. The bare "n" only after a vowel (Russia-n).
var demonymEndings = []string{"ian", "ean", "an", "n", "ese", "ish", "ic", "i"}

// minStem is the shortest stem two forms must share to be the same
// people's (Arabi-a, Afric-a, Canad-a): shorter ones meet by chance (Mari,
// a language, and Marian, a name).
const minStem = 5

// The adjectival test (adjectival).
const (
	// nounShare is the share of a word's occurrences in the middle of
	// a sentence that a common noun must follow (possessives never
	// count) for it to be an adjective.
	nounShare = 0.4
	// minNouns is the fewest such occurrences.
	minNouns = 3
	// determinedShare is the share of a lower-case word's occurrences
	// that a determiner (the, a, his…) must precede for it to count as
	// a common noun: language, horse, family, but not was, and, very.
	determinedShare = 0.25
)

// determiners precede a common noun (directly or before its adjective).
var determiners = map[string]bool{
	"the": true, "a": true, "an": true, "his": true, "her": true, "its": true, "my": true,
	"our": true, "their": true, "your": true, "this": true, "that": true, "these": true, "those": true,
}

// placeLexicon is languages-en.txt read: the language names, the region
// words, and the stems a people's word shares with a region's name (its
// words, and those less a final vowel).
type placeLexicon struct {
	languages, regions map[string]bool
	stems              map[string]bool
}

// lexicon is read at the first suggestion, as commonForms.
var lexicon = sync.OnceValue(func() placeLexicon {
	lx := placeLexicon{languages: map[string]bool{}, regions: map[string]bool{}, stems: map[string]bool{}}
	for line := range strings.Lines(languagesEN) {
		line = strings.TrimSpace(line)
		kind, word, ok := strings.Cut(line, "\t")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		switch kind {
		case "language":
			// No stems: a language's name is already its people's word
			// (French, Malay), and with an ending it is a name more
			// often than a people (Latini, Georgi of Georgian).
			lx.languages[word] = true
		case "region":
			lx.regions[word] = true
			lx.stems[word] = true
			// Canada gives Canad-, which Canadian has too.
			if r, size := utf8.DecodeLastRuneInString(word); strings.ContainsRune("aeiouy", r) && utf8.RuneCountInString(word)-1 >= minStem {
				lx.stems[word[:len(word)-size]] = true
			}
		}
	}
	return lx
})

//go:embed languages-en.txt
var languagesEN string

// peopleWords are WordNet's nouns of the natives of places and the
// adherents of creeds (Scot, Scotchman, Spaniard, Parisian, Mormon),
// people-en.txt by scripts/peoplenames; read at the first suggestion.
var peopleWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for line := range strings.Lines(peopleEN) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			m[line] = true
		}
	}
	return m
})

//go:embed people-en.txt
var peopleEN string

// peopleWord reports whether word, or its plural, is one of peopleWords:
// Scot, Scots, Belgians.
func peopleWord(word string) bool {
	if peopleWords()[word] {
		return true
	}
	head, ok := strings.CutSuffix(word, "s")
	return ok && peopleWords()[head]
}

// nationalityForm reports whether word is the name of a language, its
// plural or its man (Greeks, Englishman, Chinaman), or is made from the
// name of a region with a demonym ending (Arabian, African,
// Europeans). A region's own name (France, Jordan) is a place and stays.
func nationalityForm(word string) bool {
	lx := lexicon()
	if lx.languages[word] {
		return true
	}
	for _, e := range []string{"s", "man", "men", "woman", "women"} {
		if head, ok := strings.CutSuffix(word, e); ok && (lx.languages[head] || e != "s" && lx.regions[head] && utf8.RuneCountInString(head) >= 4) {
			return true
		}
	}
	// Plurals of a people: Americans, Europeans.
	if head, ok := strings.CutSuffix(word, "ns"); ok {
		word = head + "n"
	}
	for _, e := range demonymEndings {
		stem, ok := strings.CutSuffix(word, e)
		if !ok || utf8.RuneCountInString(stem) < minStem {
			continue
		}
		if e == "n" {
			if r, _ := utf8.DecodeLastRuneInString(stem); !strings.ContainsRune("aeiouy", r) {
				continue
			}
		}
		if lx.stems[stem] {
			return true
		}
	}
	return false
}

// peopleDetermined is the share of a people's noun's occurrences in the
// middle of a sentence that a determiner must precede for it to be one:
// the Turk, an Arab, the Pole; Huck Finn never.
const peopleDetermined = 0.5

// peopleNoun reports whether word, or its plural, is the noun of the
// people whose language's name it makes with -ish or -ic: Turk (Turkish),
// Arabs (Arabic), Swede (Swedish), Pole (Polish). Such a noun is a name
// too (Finn of Finnish, Dane of Danish), so nationalities asks that a
// determiner stand before it too.
func peopleNoun(word string) bool {
	lx := lexicon()
	if head, ok := strings.CutSuffix(word, "s"); ok {
		word = head
	}
	if utf8.RuneCountInString(word) < 4 {
		return false
	}
	stem := strings.TrimSuffix(word, "e")
	return lx.languages[stem+"ish"] || lx.languages[stem+"ic"]
}

// nationalities returns the single-word Latin candidates that are
// nationality or language words (see the comment at the top of this
// file): by their form, or by their use in the texts as an adjective.
func (s *suggester) nationalities(cands []Candidate) map[string]bool {
	out := map[string]bool{}
	words := map[string]bool{}
	for _, c := range cands {
		if r, _ := utf8.DecodeRuneInString(c.Name); !unicode.IsUpper(r) || strings.Contains(c.Name, " ") {
			continue
		}
		// A people's noun is also a given name now and then (Johnny,
		// Norman, Dorian), which no determiner precedes.
		if nationalityForm(c.Name) || (peopleNoun(c.Name) || peopleWord(c.Name)) && float64(s.determined[c.Name]) >= peopleDetermined*float64(s.capsMid[c.Name]) {
			out[c.Name] = true
			continue
		}
		for _, e := range adjectiveEndings {
			if strings.HasSuffix(c.Name, e) {
				words[c.Name] = true
				break
			}
		}
	}
	for w := range s.adjectival(words) {
		out[w] = true
	}
	return out
}

// adjectival returns the words of words that the texts use as
// adjectives: a common noun follows at least nounShare of their
// occurrences in the middle of a sentence and minNouns of them, and no
// one noun half of those (the Pye girls, the Morgan place: a family and
// a house). A common noun is a lower-case word that a determiner
// precedes often (determinedShare), counted over the same texts, so the
// test needs no dictionary. The counts are the scan's (capsNext).
func (s *suggester) adjectival(words map[string]bool) map[string]bool {
	out := map[string]bool{}
	for w := range words {
		nouns, most := 0, 0
		for next, c := range s.capsNext[w] {
			if float64(s.determined[next]) >= determinedShare*float64(s.lower[next]) {
				nouns += c
				most = max(most, c)
			}
		}
		if nouns >= minNouns && float64(nouns) >= nounShare*float64(s.capsMid[w]) && 2*most < nouns {
			out[w] = true
		}
	}
	return out
}
