package mentions

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// One person, several suggestions. A novel calls a titled person by the
// title and one name far more often than by the full name (Lord Henry
// 226 times, Henry Wotton 9 in The Picture of Dorian Gray), and both
// forms were proposed as entries of their own, so the author who added
// both had two entries for one man. titledAliases makes one suggestion
// of them: the full name, with the titled form as its alias.
//
// The merge asks the book that the name after the title means the one
// person: "Lord Henry" goes with "Henry Wotton" when Henry stands beside
// another capitalised word, a title aside, nearly always (dominant) as
// Henry Wotton; a Henry who is also Henry Ashton and Henry Tilney in the
// same book is left alone. The titled form is a surname (Lady Narborough)
// or a given name (Lord Henry, Sir Thomas); the full name puts the given
// name first, so the name after the title is looked for at either end.
//
// The bare name is one too: Jekyll of Henry Jekyll, Hyde of Edward Hyde
// (Strange Case of Dr Jekyll and Mr Hyde writes "Dr. Jekyll" and "Mr.
// Hyde" far more often than the full names). bareAliases makes the bare
// word an alias of the one full name that holds it, by the same test:
// the word stands beside other capitalised words as that full name
// nearly always. A surname that titles of both sexes stand before (Mr.
// Bennet and Mrs. Bennet, Mr. Osborne and Miss Osborne) is a family's
// and stays apart, though the book writes one member's full name only.
//
// A familiar form (Harry for Henry) is no part of the full name, and the
// text shows it beside neither form, so it stays a suggestion of its own:
// telling a nickname from another person would need a table of
// hypocorisms and a reading of who speaks to whom.

// titleWord reports whether w is one of the words of address and rank that stand before a
// person's name (personFirstEN: Lord, Lady, Sir, Mr, Miss, Captain,
// Uncle…) with the abbreviations the scan reads as titles (titles).
func titleWord(w string) bool {
	return personFirstEN[strings.ToLower(w)] || titles[w]
}

// titledAliases merges each titled candidate "T X" (T a title, X one
// word) into the one full-name candidate holding X, untitled, at either
// end (X Y or Y X), when the book writes X beside another capitalised
// word as that full name nearly always. The full name keeps its place
// and takes the titled form as an alias and its count; the titled
// candidate goes.
func (s *suggester) titledAliases(cands []Candidate) []Candidate {
	byWord := map[string][]int{} // untitled names of two words, by each of their words
	for i, c := range cands {
		words := strings.Fields(c.Name)
		if len(words) != 2 || titleWord(words[0]) || !latinWord(words[0]) {
			continue
		}
		for _, w := range words {
			byWord[w] = append(byWord[w], i)
		}
	}
	into := map[int]int{} // titled candidate → full name
	for i, c := range cands {
		words := strings.Fields(c.Name)
		if len(words) != 2 || !titleWord(trimPossessive(words[0])) {
			continue
		}
		x := words[1]
		full := byWord[x]
		if len(full) != 1 {
			continue
		}
		if f := cands[full[0]].Name; s.titledFull(words[0], f) || float64(s.pairsWith(f)) >= dominant*float64(s.pairsOf(x)) {
			into[i] = full[0]
		}
	}
	return mergeInto(cands, into)
}

// mergeInto makes each candidate i of into an alias of candidate
// into[i], which takes its count too, and returns the candidates left.
func mergeInto(cands []Candidate, into map[int]int) []Candidate {
	if len(into) == 0 {
		return cands
	}
	for i, f := range into {
		cands[f].Aliases = append(cands[f].Aliases, cands[i].Name)
		cands[f].Count += cands[i].Count
	}
	out := cands[:0]
	for i, c := range cands {
		if _, merged := into[i]; !merged {
			out = append(out, c)
		}
	}
	return out
}

// bareAliases merges each one-word candidate X into the one full-name
// candidate of two words that holds it, untitled, at either end (Henry
// Jekyll for Jekyll, Dorian Gray for Dorian), when the book writes X
// beside another capitalised word as that full name nearly always
// (dominant) and at least twice, and X is no family's name (families)
// nor mostly written after a determiner (the Lion of the Cowardly Lion:
// a noun), and both read as people (Tally: not West of West Egg, the
// region and the place).
// Both words of the full name must be name-like (nameLike): New York
// holds the York of another city. The full name keeps its place and
// takes X as an alias and X's count; X goes.
func (s *suggester) bareAliases(cands []Candidate, texts []string) []Candidate {
	byWord := map[string][]int{}
	for i, c := range cands {
		words := strings.Fields(c.Name)
		if len(words) != 2 || !s.nameLike(trimPossessive(words[0])) || !s.nameLike(words[1]) ||
			weekday(trimPossessive(words[0])) || weekday(words[1]) { // next Saturday Clerval
			continue
		}
		for _, w := range words {
			byWord[trimPossessive(w)] = append(byWord[trimPossessive(w)], i)
		}
	}
	into := map[int]int{}
	var bare []string
	for i, c := range cands {
		// A word mostly written after a determiner when alone (the
		// West, the City) is a noun or a place's, not a person's bare
		// name.
		if strings.Contains(c.Name, " ") || float64(s.determined[c.Name]) >= peopleDetermined*float64(max(s.capsMid[c.Name]-s.pairsOf(c.Name), 1)) {
			continue
		}
		if full := byWord[c.Name]; len(full) == 1 {
			if n := s.pairsWith(cands[full[0]].Name); n >= 2 && float64(n) >= dominant*float64(s.pairsOf(c.Name)) {
				into[i] = full[0]
				bare = append(bare, c.Name)
			}
		}
	}
	if len(into) == 0 {
		return cands
	}
	families := s.families(bare)
	// Both must read as people: West of West Egg, two places, is a
	// region of its own (the West).
	var kinds []Candidate
	var order []int
	for i, f := range into {
		kinds = append(kinds, Candidate{Name: cands[i].Name}, Candidate{Name: cands[f].Name, Aliases: cands[f].Aliases})
		order = append(order, i)
	}
	Tally(kinds, texts)
	for k, i := range order {
		if kinds[2*k].Kind != KindCharacter || kinds[2*k+1].Kind != KindCharacter {
			delete(into, i)
		}
	}
	for i := range into {
		if families[cands[i].Name] {
			delete(into, i)
		}
	}
	return mergeInto(cands, into)
}

// weekday reports whether w names a day of the week, which stands
// before a name as a date (on Saturday Clerval came), never as its
// first name.
func weekday(w string) bool {
	for d := time.Sunday; d <= time.Saturday; d++ {
		if d.String() == w {
			return true
		}
	}
	return false
}

// Titles of address by sex, in lower case: a name both kinds stand
// before is a family's (Mr. and Mrs. Bennet).
var (
	maleTitlesEN   = map[string]bool{"mr": true, "sir": true, "lord": true, "master": true, "monsieur": true, "m": true, "herr": true, "signor": true}
	femaleTitlesEN = map[string]bool{"mrs": true, "miss": true, "ms": true, "lady": true, "madame": true, "mme": true, "mlle": true, "mademoiselle": true, "dame": true}
)

// families returns the words of words that both a man's and a woman's
// title stand right before (a full stop and one space, or one space,
// between), each at least twice: a family's name, shared by its members
// (Mr. Bennet, Mrs. Bennet, Miss Bennet), not one person's.
func (s *suggester) families(words []string) map[string]bool {
	type sexes struct{ male, female int }
	counts := map[string]*sexes{}
	for _, w := range words {
		counts[w] = &sexes{}
	}
	for _, runes := range s.texts {
		prev := ""
		for i := 0; i < len(runes); {
			if !unicode.IsLetter(runes[i]) {
				// A title's full stop and one space keep it before the
				// next word; anything else clears it.
				if !(runes[i] == ' ' || runes[i] == '.' && i+1 < len(runes) && runes[i+1] == ' ') {
					prev = ""
				}
				i++
				continue
			}
			j := i
			for j < len(runes) && (unicode.IsLetter(runes[j]) || joinsWord(runes, j)) {
				j++
			}
			word := trimPossessive(string(runes[i:j]))
			if c := counts[word]; c != nil && prev != "" {
				switch t := strings.ToLower(prev); {
				case maleTitlesEN[t]:
					c.male++
				case femaleTitlesEN[t]:
					c.female++
				}
			}
			prev = word
			i = j
		}
	}
	out := map[string]bool{}
	for w, c := range counts {
		if c.male >= 2 && c.female >= 2 {
			out[w] = true
		}
	}
	return out
}

// pairsOf counts the times word stands right before or after another
// capitalised word (one space between, possessives as written) that is
// no title: the full names it is part of.
func (s *suggester) pairsOf(word string) int {
	n := 0
	for pair, c := range s.next {
		a, b, _ := strings.Cut(pair, " ")
		a = trimPossessive(a)
		if a == word && s.nameLike(b) || b == word && s.nameLike(a) {
			n += c
		}
	}
	return n
}

// titledFull reports whether the book writes the title before the full
// name (Lord Henry Wotton) at least twice, and nearly always (dominant)
// when it writes the title before two names: then the titled form is the
// full name's, though the name after the title also stands in other full
// names (Sir Henry Ashton beside Lord Henry Wotton).
func (s *suggester) titledFull(title, full string) bool {
	want, all := 0, 0
	for t, c := range s.triples {
		head, rest, _ := strings.Cut(t, " ")
		if trimPossessive(head) != title {
			continue
		}
		a, b, _ := strings.Cut(rest, " ")
		if trimPossessive(a)+" "+b == full {
			want += c
		}
		if s.nameLike(trimPossessive(a)) && s.nameLike(b) {
			all += c
		}
	}
	return want >= 2 && float64(want) >= dominant*float64(all)
}

// nameLike reports whether a capitalised word can be part of a person's
// full name: no title, and capitalised in the middle of a sentence and
// seldom written in lower case, as latinCandidates asks of a name ("When
// Henry" at a sentence's start is no full name).
func (s *suggester) nameLike(w string) bool {
	return !titleWord(w) && s.capsMid[w] > 0 && s.lower[strings.ToLower(w)]*10 <= s.capsMid[w]
}

// pairsWith counts the times the two-word name is written as such (a
// possessive first word included).
func (s *suggester) pairsWith(name string) int {
	n := 0
	for pair, c := range s.next {
		if a, b, _ := strings.Cut(pair, " "); trimPossessive(a)+" "+b == name {
			n += c
		}
	}
	return n
}

// latinWord reports whether w starts with an upper-case letter of an
// alphabet with case.
func latinWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r)
}
