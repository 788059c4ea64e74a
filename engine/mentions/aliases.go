package mentions

import (
	"strings"
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

// givenNameAliases merges each one-word candidate X that is the given
// name of the one two-word candidate "X Y" (and stands at neither end of
// any other) into it, when the book writes X beside another capitalised
// word as that full name nearly always: Ethan Frome's Jotham (30) and
// Jotham Powell (16), Harmon and Harmon Gow, were two suggestions each,
// so the author who added both had two entries for one man. The full
// name keeps its place and takes the given name as an alias and its
// count. A surname (Hale of Ned Hale and Andrew Hale, Bennet of a
// family) is shared by a family and is left alone, as is a given name
// two people bear (Henry Ashton and Henry Wotton), a word that is not
// only a name and a place's first word (West of West Egg).
func (s *suggester) givenNameAliases(cands []Candidate, texts []string) []Candidate {
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
	into := map[int]int{} // given name → full name
	for i, c := range cands {
		// A word the book also writes in lower case is no given name
		// (West of West Egg: the west).
		x := c.Name
		if strings.Contains(x, " ") || !latinWord(x) || !s.nameLike(x) {
			continue
		}
		full := byWord[x]
		if len(full) != 1 || strings.Fields(cands[full[0]].Name)[0] != x {
			continue
		}
		if f := cands[full[0]].Name; float64(s.pairsWith(f)) >= dominant*float64(s.pairsOf(x)) {
			into[i] = full[0]
		}
	}
	// Only a person's: the first word of a place's name (West of West
	// Egg, which is no word the book writes in lower case) is no alias
	// of it.
	if len(into) == 0 {
		return cands
	}
	probe := make([]Candidate, 0, len(into))
	for _, f := range into {
		probe = append(probe, Candidate{Name: cands[f].Name})
	}
	Tally(probe, texts)
	person := map[string]bool{}
	for _, p := range probe {
		person[p.Name] = p.Kind == KindCharacter
	}
	for i, f := range into {
		if !person[cands[f].Name] {
			delete(into, i)
		}
	}
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
