package importer

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// englishChapter matches an English chapter heading's word and what
// follows it, the number first: Chapter 12, CHAPTER XII, chapter iv,
// Chapter Twenty-One, Chapter the First.
var englishChapter = regexp.MustCompile(`^(?:Chapter|CHAPTER|chapter)\s+(?:(?i:the)\s+)?`)

// englishNumeral matches the digits or roman numeral after englishChapter.
var englishNumeral = regexp.MustCompile(`^(?:[0-9]+|[IVXLCDM]+|[ivxlcdm]+)\b`)

// titleBrackets pairs the brackets a title may set its heading in
// (【第一章】风起, 〔第一回〕, 「第三章」, ［Chapter 3］). The import cuts at
// those of bracketedHeading; a title is a title already, so the corner
// brackets that quote speech in prose count here too.
var titleBrackets = map[rune]rune{'【': '】', '［': '］', '[': ']', '〔': '〕', '「': '」', '『': '』', '（': '）', '(': ')'}

// NumberedTitle is a chapter title that carries its own number, read by
// the importer's heading rules: 第三章 失恋, 第 3 章, 第１２回, 第三节,
// 【第一章】风起, Chapter 3: The Storm, CHAPTER XII, Chapter Twenty-One. A
// renumber rewrites the number alone, in the title's own numerals, and
// keeps everything around it.
type NumberedTitle struct {
	// Title is the title as read, without its indent.
	Title string
	// Kind is what the title numbers: the marker (章, 回, 节, 则 …) of a
	// Chinese heading, "Chapter" of an English one in any case. Titles of
	// one kind count on from each other.
	Kind string
	// Section reports a 第X节 title, a section under chapters in a book
	// that has both.
	Section bool
	// Number is the title's number; 0 for 第零章 or Chapter 0, which a
	// renumber leaves alone as front matter.
	Number int
	// numStart and numEnd are the number's byte span in Title, headEnd
	// where the heading (第X章, Chapter X) ends and the title's own words
	// begin.
	numStart, numEnd, headEnd int
	// closer is the bracket that closes the one the heading opens with
	// (】 of 【第一章】), "" when it has none.
	closer string
	// style is how the number is written.
	style numeralStyle
}

// ParseNumberedTitle reads a chapter title that numbers itself, its
// heading maybe in brackets (【第一章】风起). It reports false for a title
// by name (楔子, 序, Prologue), a volume (第二卷), numerals it cannot
// write back (Chapter One Two) and letters that only look like a roman
// numeral (chapter civil). Chinese numerals are read in all their forms:
// 一千零一, 两百, 廿一, 一〇一, the financial 壹拾贰 and 貳佰.
func ParseNumberedTitle(title string) (NumberedTitle, bool) {
	title = strings.Trim(title, headingIndent)
	at, closer := 0, ""
	if open, size := utf8.DecodeRuneInString(title); titleBrackets[open] != 0 {
		at = size + len(title[size:]) - len(strings.TrimLeft(title[size:], headingIndent))
		closer = string(titleBrackets[open])
		if !strings.Contains(title[at:], closer) {
			return NumberedTitle{}, false
		}
	}
	t, ok := parseNumberedHeading(title[at:])
	if !ok {
		return NumberedTitle{}, false
	}
	t.Title, t.closer = title, closer
	t.numStart, t.numEnd, t.headEnd = t.numStart+at, t.numEnd+at, t.headEnd+at
	return t, true
}

// parseNumberedHeading is ParseNumberedTitle for a title whose heading
// starts it, outside any bracket; the spans are in s.
func parseNumberedHeading(s string) (NumberedTitle, bool) {
	if m := numberedHeading.FindStringSubmatchIndex(s); m != nil {
		marker := s[m[4]:m[5]]
		lv := markerLevels[marker]
		if lv != chapterLevel && lv != sectionLevel {
			return NumberedTitle{}, false
		}
		num := s[m[2]:m[3]]
		n := parseNumber(num)
		if n == 0 && strings.Trim(num, "0０零〇○") != "" {
			return NumberedTitle{}, false // numerals parseNumber cannot read
		}
		return NumberedTitle{Kind: marker, Section: lv == sectionLevel, Number: n,
			numStart: m[2], numEnd: m[3], headEnd: m[5], style: readStyle(num, n)}, true
	}
	m := englishChapter.FindStringIndex(s)
	if m == nil {
		return NumberedTitle{}, false
	}
	rest := s[m[1]:]
	end := 0
	if d := englishNumeral.FindStringIndex(rest); d != nil {
		end = d[1]
	} else {
		end = englishNumberPrefix(rest)
	}
	if end == 0 {
		return NumberedTitle{}, false
	}
	num := rest[:end]
	n := parseNumber(num)
	st := readStyle(num, n)
	if st.script == romanNumerals || st.script == englishWordNumerals {
		// Letters that only look like a numeral ("chapter mix" would read
		// 1009, "CIVIL" 153) or words that do not write a number (One
		// Two) are no number: it must read as it would be written.
		if w, ok := st.write(n); !ok || !strings.EqualFold(w, num) {
			return NumberedTitle{}, false
		}
	}
	// A full stop that ends the title is the heading's own (CHAPTER XX.,
	// as Gutenberg's books write every one): the next heading keeps it.
	head := end
	if rest[end:] == "." {
		head++
	}
	return NumberedTitle{Kind: "Chapter", Number: n,
		numStart: m[1], numEnd: m[1] + end, headEnd: m[1] + head, style: st}, true
}

// Renumbered is the title with n for its number, written as it writes
// its own (Arabic, full-width, Chinese, roman or English words, in the
// same case and form); false when n cannot be written so (Chinese from
// 100000000, roman from 4000, words from a million, or n < 1).
func (t NumberedTitle) Renumbered(n int) (string, bool) { return t.RenumberedIn(n, nil) }

// RenumberedIn is Renumbered in a book whose titles write their numbers
// as book tells (see Numerals): what t's number does not show of its
// style is taken from there.
func (t NumberedTitle) RenumberedIn(n int, book Numerals) (string, bool) {
	num, ok := t.style.fill(book[t.Kind][t.style.script]).write(n)
	if !ok {
		return "", false
	}
	return t.Title[:t.numStart] + num + t.Title[t.numEnd:], true
}

// NextHeading is the heading that follows prev, a chapter's title, in its
// style: 第十二回 → 第十三回, 第 12 章 → 第 13 章, 第１２章 → 第１３章,
// Chapter XII → Chapter XIII. Only the marker and the number are kept, not
// prev's title after them. It reports false when prev is no numbered
// chapter heading (a title by name, 楔子, a volume, a section) or the next
// number cannot be written in its numerals.
func NextHeading(prev string) (string, bool) {
	t, ok := ParseNumberedTitle(prev)
	if !ok || t.Section {
		return "", false
	}
	next, ok := t.Renumbered(t.Number + 1)
	if !ok {
		return "", false
	}
	// The heading ends where it did in prev, moved by the number's change
	// in length, and closes its bracket (【第二章】).
	return next[:t.headEnd+len(next)-len(t.Title)] + t.closer, true
}

// NextHeadingIn is the heading a chapter added after titles, a book's
// chapter titles in order, gets: the one after its last numbered chapter
// heading (NextHeading; a title by name after it, 尾声, does not matter),
// or, in a book whose only numbered titles are sections, after its last
// 第X节: 郁达夫's 迷羊 runs 第01节 … 第14节 as its chapters, and its next is
// 第15节, not a 第十五章 it never uses. In a book that has both, its 节 are
// sections under its chapters, and the next chapter follows the 章. A
// book with neither, whose chapters are titled by their numbers alone,
// goes on from its last (nextBareNumeral: IX → X). It reports false when
// no title numbers itself or the next number cannot be written in its
// numerals.
func NextHeadingIn(titles []string) (string, bool) {
	lastSection := -1
	for i := len(titles) - 1; i >= 0; i-- {
		t, ok := ParseNumberedTitle(titles[i])
		if !ok {
			continue
		}
		if !t.Section {
			return NextHeading(titles[i])
		}
		if lastSection < 0 {
			lastSection = i
		}
	}
	if lastSection < 0 {
		return nextBareNumeral(titles)
	}
	t, _ := ParseNumberedTitle(titles[lastSection])
	next, ok := t.Renumbered(t.Number + 1)
	if !ok {
		return "", false
	}
	return next[:t.headEnd+len(next)-len(t.Title)] + t.closer, true
}

// bareNumeral is a title that is a chapter's number and nothing else, as
// many novels head their chapters (The Great Gatsby and Ethan Frome run I
// … IX; others 1, 2, 3 or IV.): roman numerals in one case or digits,
// maybe with a full stop, and after the stop maybe the chapter's name
// (X. After the Smash-up, I. The Letter).
var bareNumeral = regexp.MustCompile(`^([IVXLCDM]+|[ivxlcdm]+|[0-9]+)(?:(\.)(?:\s+\S.*)?)?$`)

// readBareNumeral reads a bareNumeral title: its number, its style and
// its full stop. Roman letters must be the numeral as it is written (MIX
// is 1009, but DIM is no numeral).
func readBareNumeral(title string) (int, numeralStyle, string, bool) {
	m := bareNumeral.FindStringSubmatch(strings.TrimSpace(title))
	if m == nil {
		return 0, numeralStyle{}, "", false
	}
	num := m[1]
	n := parseNumber(num)
	st := readStyle(num, n)
	if w, ok := st.write(n); !ok || !strings.EqualFold(w, num) {
		return 0, numeralStyle{}, "", false
	}
	return n, st, m[2], true
}

// nextBareNumeral is NextHeadingIn for a book whose chapters are titled
// by their numbers alone: the number after the last one, written as it
// is (IX → X, 9. → 10., X. After the Smash-up → XI.). It asks for the
// number before the last one among the titles too, so that a lone
// chapter titled "I" (a first person's monologue) or "1984" is not taken
// for a run of numbers.
func nextBareNumeral(titles []string) (string, bool) {
	for i := len(titles) - 1; i >= 0; i-- {
		n, st, dot, ok := readBareNumeral(titles[i])
		if !ok {
			continue
		}
		for _, before := range titles[:i] {
			m, bst, _, ok := readBareNumeral(before)
			if ok && m == n-1 && bst.script == st.script {
				next, ok := st.write(n + 1)
				return next + dot, ok
			}
		}
		return "", false
	}
	return "", false
}

// BareHeading reads a title that is a numbered heading and nothing more
// (Chapter 1, CHAPTER XII., 第一章, 【第三回】): no words of the title's
// own after the number, as an application names a chapter it adds. It
// reports false for any other title.
func BareHeading(title string) (NumberedTitle, bool) {
	t, ok := ParseNumberedTitle(title)
	if !ok {
		return NumberedTitle{}, false
	}
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(t.Title[t.headEnd:]), t.closer))
	return t, strings.Trim(rest, headingIndent) == ""
}
