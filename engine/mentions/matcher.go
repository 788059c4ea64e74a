// Package mentions finds where a project's story-bible entries (wiki
// entries: characters, places, things) are named in chapter text, and
// proposes names that have no entry yet (Suggest).
//
// One Aho–Corasick automaton holds every name, alias and exclusion phrase
// of a project and scans a text once, whatever the number of entries. It
// uses leftmost-longest semantics, which is exactly the rule authors
// expect: at each position the longest name wins (刘玄德 over 玄德), and an
// exclusion phrase that is longer than the name it contains (孔明灯 for
// 孔明) swallows it.
//
// Chinese (and other unspaced scripts) match anywhere. A name whose first
// or last character is a letter or digit of a spaced script (Latin,
// Cyrillic …) only matches at word boundaries, so "Victor" is not found
// in "Victorious". Case: a name matches as written, in capitals
// (VICTOR, headings), and a lower-case alias also matches capitalised
// ("wolf" at a sentence start). Width: full-width and half-width forms
// are the same character (widthfold), so the entry 阿Q, typed with the Q
// every input method gives, finds the 阿Ｑ that 呐喊 writes, and the
// offsets still cover the text as written. Apostrophes: ’ and ‘ are the
// straight ' (fold), so O'Neill finds the O’Neill of smart quotes.
package mentions

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	ac "github.com/petar-dambovaliev/aho-corasick"

	"inkflow/internal/widthfold"
)

// Entry is what the matcher needs of a story-bible entry.
type Entry struct {
	ID uint64
	// Names are the entry's title and aliases.
	Names []string
	// Exclusions are phrases that contain a name but do not mean the
	// entry (孔明灯 for 孔明); their text is never a mention.
	Exclusions []string
}

// Match is one mention of an entry in a text, in rune offsets.
type Match struct {
	EntryID    uint64
	Start, End int
}

// pattern is one string of the automaton.
type pattern struct {
	// text is the name or phrase folded to canonical width, as the
	// automaton sees it and the text it scans.
	text    string
	entryID uint64
	exclude bool
	// bounded ends need a word boundary beside them.
	boundedStart, boundedEnd bool
}

// Matcher finds the mentions of a fixed set of entries. It is safe for
// concurrent use.
type Matcher struct {
	patterns []pattern
	auto     ac.AhoCorasick
}

// New builds a matcher over entries. A name claimed by several entries
// belongs to the one with the smallest id; empty names are ignored.
func New(entries []Entry) *Matcher {
	entries = slices.Clone(entries)
	slices.SortFunc(entries, func(a, b Entry) int { return compareIDs(a.ID, b.ID) })
	m := &Matcher{}
	seen := map[string]bool{}
	add := func(text string, id uint64, exclude bool) {
		text = fold(strings.TrimSpace(text))
		key := asciiLower(text)
		if text == "" || seen[key] {
			return
		}
		seen[key] = true
		first, _ := utf8.DecodeRuneInString(text)
		last, _ := utf8.DecodeLastRuneInString(text)
		m.patterns = append(m.patterns, pattern{
			text: text, entryID: id, exclude: exclude,
			boundedStart: isSpacedWordRune(first), boundedEnd: isSpacedWordRune(last),
		})
	}
	// Exclusions first: on a tie with a name (the same string) the
	// author's "not this phrase" wins.
	for _, e := range entries {
		for _, x := range e.Exclusions {
			add(x, e.ID, true)
		}
	}
	for _, e := range entries {
		for _, n := range e.Names {
			add(n, e.ID, false)
		}
	}
	texts := make([]string, len(m.patterns))
	for i, p := range m.patterns {
		texts[i] = p.text
	}
	b := ac.NewAhoCorasickBuilder(ac.Opts{AsciiCaseInsensitive: true, MatchKind: ac.LeftMostLongestMatch, DFA: true})
	m.auto = b.Build(texts)
	return m
}

func compareIDs(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// Empty reports whether the matcher has no names (it finds nothing).
func (m *Matcher) Empty() bool { return len(m.patterns) == 0 }

// Find returns the mentions in text, in order, with rune offsets.
func (m *Matcher) Find(text string) []Match {
	if len(m.patterns) == 0 || text == "" {
		return nil
	}
	// Folding keeps one rune for one, so rune offsets in the folded text
	// are those of the text as written.
	text = fold(text)
	var out []Match
	runePos, bytePos := 0, 0
	consumed := 0 // end of the last mention or exclusion, in bytes
	// The library's iterator resumes one byte after each hit's start, so
	// it yields every position's longest hit; skipping hits that overlap
	// the last accepted one leaves the leftmost-longest non-overlapping
	// matches, while a rejected hit (no word boundary) consumes nothing.
	iter := m.auto.Iter(text)
	for hit := iter.Next(); hit != nil; hit = iter.Next() {
		s, e := hit.Start(), hit.End()
		p := m.patterns[hit.Pattern()]
		if s < consumed {
			continue
		}
		if p.exclude {
			consumed = e
			continue
		}
		if !m.accept(p, text, s, e) {
			continue
		}
		consumed = e
		runePos += utf8.RuneCountInString(text[bytePos:s])
		start := runePos
		runePos += utf8.RuneCountInString(text[s:e])
		bytePos = e
		out = append(out, Match{EntryID: p.entryID, Start: start, End: runePos})
	}
	return out
}

// Occurs reports whether any name or exclusion phrase occurs in text at
// all, ignoring boundaries and case (width is folded as Find folds it): a
// cheap superset test for "could this text's mentions involve these
// entries".
func (m *Matcher) Occurs(text string) bool {
	if len(m.patterns) == 0 {
		return false
	}
	return m.auto.Iter(fold(text)).Next() != nil
}

// fold is a name or text as the automaton compares them: at canonical
// width (widthfold), and with the curly apostrophes ’ and ‘ as the
// straight one. Smart quotes turn the apostrophe the author types in
// the manuscript into ’ (O’Neill), while a name typed in the story
// bible keeps the keyboard's ' (O'Neill) or, copied from the text, the
// curly one: either must find the other. One rune for one, as widthfold.
func fold(s string) string {
	s = widthfold.String(s)
	if !strings.ContainsAny(s, "‘’") {
		return s
	}
	return strings.Map(func(r rune) rune {
		if r == '‘' || r == '’' {
			return '\''
		}
		return r
	}, s)
}

// accept applies the boundary and case rules to a hit text[s:e].
func (m *Matcher) accept(p pattern, text string, s, e int) bool {
	if p.boundedStart && s > 0 {
		if r, _ := utf8.DecodeLastRuneInString(text[:s]); isSpacedWordRune(r) {
			return false
		}
	}
	if p.boundedEnd && e < len(text) {
		if r, _ := utf8.DecodeRuneInString(text[e:]); isSpacedWordRune(r) {
			return false
		}
	}
	return caseMatches(p.text, text[s:e])
}

// caseMatches: as written, all in capitals, or a lower-case pattern
// capitalised.
func caseMatches(pat, got string) bool {
	if got == pat || got == strings.ToUpper(pat) {
		return true
	}
	r, n := utf8.DecodeRuneInString(pat)
	return unicode.IsLower(r) && got == string(unicode.ToUpper(r))+pat[n:]
}

// isWordRune reports letters, digits and the underscore.
func isWordRune(r rune) bool {
	return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r)
}

// isSpacedWordRune reports a word character of a script that separates
// words with spaces: every letter or digit except Han, kana, Hangul and
// the like, which are written without spaces.
func isSpacedWordRune(r rune) bool {
	if !isWordRune(r) {
		return false
	}
	return !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan)
}

// asciiLower lower-cases ASCII letters only, as the automaton folds them.
func asciiLower(s string) string {
	return strings.Map(func(r rune) rune {
		if 'A' <= r && r <= 'Z' {
			return r + 'a' - 'A'
		}
		return r
	}, s)
}
