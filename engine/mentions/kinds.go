package mentions

import (
	_ "embed"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Kinds of things that are no one's name. A novel capitalises a rank of
// nobility or a sovereign's (the Marquis, the Viscount, the King), the word for a street that ends
// many street names (Wabash Avenue, Fifth Avenue), an institution (the
// Society, the Council) and a holiday (Christmas) in the middle of a
// sentence and seldom writes them in lower case, as it does its people's
// and places' names, so the capitalisation tests of latinCandidates take
// them for names. The words are WordNet's nouns of these kinds
// (kinds-en.txt, by scripts/peoplenames), and a word of them is left out
// (kindNouns):
//
//   - a holiday, always: no one is called Christmas or Michaelmas;
//   - a rank, a street or an institution when the book mostly writes it
//     after a determiner (the Marquis, the Society) or after another
//     capitalised word, as the last word of a longer name (Fifth Avenue,
//     the Royal Geographical Society, the Central Anarchist Council), the
//     longer names being proposed on their own. A title before it (Mr,
//     Dr) does not count: a surname that is also a rank or a street
//     (Mr Knight, Dr Street) follows one. A given name that is also a
//     rank (Earl) is written alone.

// kindShare is the share of a rank's, a street's or an institution's
// occurrences in the middle of a sentence that must follow a determiner
// or another capitalised word for it to be left out.
const kindShare = 0.5

// nounKinds maps WordNet's words of ranks, streets, institutions and
// holidays, in lower case, to their kind ("rank", "street",
// "institution", "holiday"): kinds-en.txt, read at the first suggestion.
var nounKinds = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for line := range strings.Lines(kindsEN) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			if word, kind, ok := strings.Cut(line, " "); ok {
				m[word] = kind
			}
		}
	}
	return m
})

//go:embed kinds-en.txt
var kindsEN string

// kindNouns returns the one-word candidates that are words of nounKinds
// used as such (see the comment above kindShare).
func (s *suggester) kindNouns(cands []Candidate) map[string]bool {
	out := map[string]bool{}
	for _, c := range cands {
		if r, _ := utf8.DecodeRuneInString(c.Name); !unicode.IsUpper(r) || strings.Contains(c.Name, " ") {
			continue
		}
		switch nounKinds()[strings.ToLower(c.Name)] {
		case "":
		case "holiday":
			out[c.Name] = true
		default:
			bound := s.determined[c.Name] + s.afterCapital(c.Name)
			if float64(bound) >= kindShare*float64(s.capsMid[c.Name]) {
				out[c.Name] = true
			}
		}
	}
	return out
}

// afterCapital is how many times word stands right after another
// capitalised word, one space between, other than a title (Mr, Dr) or a
// determiner opening a sentence (The, whose occurrences determined
// counts already).
func (s *suggester) afterCapital(word string) int {
	n := 0
	for pair, c := range s.next {
		first, ok := strings.CutSuffix(pair, " "+word)
		if !ok || strings.Contains(first, " ") || titles[trimPossessive(first)] || determiners[strings.ToLower(first)] {
			continue
		}
		n += c
	}
	return n
}
