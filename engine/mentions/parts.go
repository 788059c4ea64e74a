package mentions

import (
	"sync"
	"time"
	"unicode"
)

// Capitalised words that are no names of a story's people and places,
// though a novel capitalises them in the middle of a sentence and seldom
// writes them in lower case:
//
//   - the names of the months and of the days of the week (Sunday,
//     September), when the book uses them as dates: on Monday, next
//     Saturday, the 3rd of April, June 1862. The names are Go's (time),
//     not a list of ours. A day that names a character (Thursday, of The
//     Man Who Was Thursday: “the new Thursday”, “elected Thursday”) is
//     never so written and stays;
//   - the first words of names made of several, which only ever stand
//     before another capitalised word or a particle (Saint of Saint
//     Louis, Saint Sebastian; Rue of Rue Morgue, Rue de Rivoli; San of
//     San Francisco): a prefix, whose names are the pairs when the book
//     uses one often enough (prefixes). A hyphen joins capitalised parts
//     into one word (Saint-Méran, Château-Renaud), and an elided particle
//     before a capital (d’If) counts as capitalised, so the name proposed
//     is the whole one (Château d’If), not its title.

// calendarWords are the English names of the months and of the days of
// the week, as Go's time package writes them.
var calendarWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for mo := time.January; mo <= time.December; mo++ {
		m[mo.String()] = true
	}
	for d := time.Sunday; d <= time.Saturday; d++ {
		m[d.String()] = true
	}
	return m
})

// dateBefore are the words that put a calendar word as a date right
// before it: on Monday, last Saturday, early in April, until June.
var dateBefore = map[string]bool{
	"on": true, "in": true, "last": true, "next": true, "every": true, "following": true,
	"till": true, "until": true, "since": true, "before": true, "after": true, "early": true,
	"late": true, "by": true, "from": true, "through": true, "during": true,
}

// dateAfter are the words that a calendar word used as a date stands
// before: Sunday morning, Saturday night, Monday week.
var dateAfter = map[string]bool{
	"morning": true, "afternoon": true, "evening": true, "night": true, "week": true, "next": true, "last": true,
}

// ordinals are the words that stand before "of" in a date written out
// (the fifth of June, the twenty-first of May: the hyphen splits it), and
// the endings of a numeral so written (the 3rd of April, the 22d of June:
// the scan reads "rd" and "d" as words).
var ordinals = map[string]bool{
	"first": true, "second": true, "third": true, "fourth": true, "fifth": true, "sixth": true,
	"seventh": true, "eighth": true, "ninth": true, "tenth": true, "eleventh": true, "twelfth": true,
	"thirteenth": true, "fourteenth": true, "fifteenth": true, "sixteenth": true, "seventeenth": true,
	"eighteenth": true, "nineteenth": true, "twentieth": true, "thirtieth": true,
	"st": true, "nd": true, "rd": true, "th": true, "d": true,
}

// minDated is the share of a calendar word's occurrences in the middle
// of a sentence that must read as a date for it to be one, and the same
// share of all the calendar words of the book together. A tenth: a date
// is as often written after a comma ("Sunday, the 4th") or alone ("It
// was Sunday") as in the contexts the scan recognises. Over the 55
// English training and dev books, the calendar words of each book
// together read as dates 24 % of the time or more (Hard Times the
// least), except in The Man Who Was Thursday, whose days are people: 3 %
// (Sunday 2 of 83, Thursday 0 of 20, Tuesday 1 of 8). A date seldom so
// written alone stays (Middlemarch's Sunday, 1 of 12).
const minDated = 0.1

// datedBy reports whether a calendar word preceded by the words prev1
// (right before it) and prev2 (before prev1), lower case, and followed
// by digit reads as a date.
func datedBy(prev1, prev2 string, digit bool) bool {
	return digit || dateBefore[prev1] || prev1 == "of" && ordinals[prev2]
}

// datedCount returns how many of calendar word w's occurrences in the
// middle of a sentence read as a date, and how many there are.
func (s *suggester) datedCount(w string) (dated, n int) {
	dated = s.dated[w]
	for next, c := range s.capsNext[w] {
		if dateAfter[next] {
			dated += c
		}
	}
	return dated, s.capsMid[w]
}

// isDate reports whether the texts use calendar word w as a date: at
// least minDated of its occurrences in the middle of a sentence, and of
// those of all the calendar words together, read as one. The second
// test keeps the days of a book that makes people of them (Tuesday of
// The Man Who Was Thursday, whose moon on Tuesday is one).
func (s *suggester) isDate(w string) bool {
	if !calendarWords()[w] {
		return false
	}
	if d, n := s.datedCount(w); float64(d) < minDated*float64(n) {
		return false
	}
	dated, all := 0, 0
	for c := range calendarWords() {
		d, n := s.datedCount(c)
		dated, all = dated+d, all+n
	}
	return float64(dated) >= minDated*float64(all)
}

// nameParticles are the lower-case particles inside European names (Rue
// de Rivoli, Ludwig van Beethoven, Leonardo da Vinci): a capitalised word
// before one is the head of a longer name as much as one before another
// capital.
var nameParticles = map[string]bool{
	"de": true, "du": true, "des": true, "la": true, "le": true, "les": true, "del": true, "della": true,
	"di": true, "da": true, "dos": true, "das": true, "von": true, "van": true, "der": true, "den": true,
}

// prefixShare is the share of a word's occurrences in the middle of a
// sentence that must stand before a capitalised word or a particle for
// it to be a prefix.
const prefixShare = dominant

// prefixes returns the single words of words that stand before another
// capitalised word or a name particle in most (prefixShare) of their
// occurrences in the middle of a sentence: the first word of several
// names (Saint, Rue, San, Madame before the women's names of a French
// story), not a name of its own. A word so used before one and the same
// word is the head of a pair, which latinCandidates proposes instead.
func (s *suggester) prefixes(words map[string]int) map[string]bool {
	out := map[string]bool{}
	for w := range words {
		if n := s.capsMid[w]; n > 0 && float64(s.headed[w]) >= prefixShare*float64(n) {
			out[w] = true
		}
	}
	return out
}

// elided reports whether word is an elided particle joined to a
// capitalised name (d’If, d'Artagnan, l’Estrange): it counts as a
// capitalised word, the name's second part.
func elided(word []rune) bool {
	if len(word) < 3 || !unicode.IsLower(word[0]) {
		return false
	}
	for k := 1; k < len(word)-1 && k <= 2; k++ {
		if (word[k] == '\'' || word[k] == '’') && unicode.IsUpper(word[k+1]) {
			return true
		}
	}
	return false
}

// joinsHyphen reports whether runes[j] is a hyphen that joins the
// capitalised parts of one name (Saint-Méran, Château-Renaud): the word
// so far starts with capital start, and a capital follows the hyphen.
// Hyphens before lower case (Saint-Philippe-du-Roule's du, a well-known
// man) split words as before.
func joinsHyphen(runes []rune, j int, start rune) bool {
	return runes[j] == '-' && unicode.IsUpper(start) && j+1 < len(runes) && unicode.IsUpper(runes[j+1]) &&
		j > 0 && unicode.IsLetter(runes[j-1])
}
