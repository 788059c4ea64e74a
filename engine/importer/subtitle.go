package importer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// An English book written for print often sets a chapter's title on the
// line under its number, as Project Gutenberg's Wizard of Oz does:
//
//	Chapter I
//
//	The Cyclone
//
//	Dorothy lived in the midst of the great Kansas prairies…
//
// Read line by line, the chapter was titled "Chapter I" and "The
// Cyclone" was the first line of its text. The line under a bare heading
// is the chapter's title only when it reads as one and the book's text
// comes after it; anything else (the chapter's first sentence, dialogue,
// an epigraph's first line of verse, a hard-wrapped line of the first
// paragraph) stays the chapter's text, as a missed title costs the
// author a rename and a title made of their first sentence costs them
// that sentence in the text.

// bareEnglishHeading matches an English chapter heading that is a number
// and nothing else: Chapter I, CHAPTER 12., Chapter the First, II.
var bareEnglishHeading = regexp.MustCompile(`^(?:(?:Chapter|CHAPTER)\s+(?:(?i:the)\s+)?(?:[0-9]+|[IVXLCDMivxlcdm]+|[A-Za-z]+(?:-[A-Za-z]+)?)|[IVXLCDM]+)\.?$`)

// englishTitled matches an English chapter heading followed by the
// chapter's title, as withSubtitle joins them and a one-line heading
// writes them (Chapter I: The Cyclone, CHAPTER I. CAMELOT, II. The Black
// Spot), and captures the title.
var englishTitled = regexp.MustCompile(`^(?:(?:Chapter|CHAPTER)\s+(?:(?i:the)\s+)?(?:[0-9]+|[IVXLCDMivxlcdm]+|[A-Za-z]+(?:-[A-Za-z]+)?)|[IVXLCDM]+)[.:]\s+(\S.*)$`)

// maxSubtitleBlankLines is how many blank lines may stand between a bare
// English heading and its title (Gutenberg's texts have one or two).
const maxSubtitleBlankLines = 2

// minProseRunes is the length from which a line is prose, not a line of
// verse: a title in mixed case must be followed by such a line (the
// first of a paragraph), as a chapter's epigraph starts with a short
// line in mixed case ("O ye who tread the Narrow Way", Kipling's Kim)
// followed by more of them.
const minProseRunes = 60

// englishSubtitle returns the index of the line holding the title of the
// bare English chapter heading at line i (Chapter I, CHAPTER 12., II.),
// or 0 when there is none. width is the text's hard-wrap width (0 when it
// is not hard-wrapped). The title is the first line holding text after
// at most maxSubtitleBlankLines blank lines, when that line
//   - is at most maxHeadingRunes long, starts with a letter and is no
//     heading itself;
//   - is no sentence: in mixed case it ends with a letter or a digit and
//     holds no ! ? ; or full stop other than an abbreviation's (Mr.
//     Harrison at Home); in capitals, which no first sentence of a
//     chapter is set in, it may end with a full stop and be quoted
//     ("HASTE TO THE WEDDING.", THE STRANGE FACE.);
//   - ends where its author ended it: a line that text right under it
//     continues, as a hard wrap breaks a paragraph, is that paragraph's
//     first line;
//   - and, in mixed case, is followed by the chapter's prose (a line of
//     at least minProseRunes, or one the next continues in hard-wrapped
//     text): a short line after it makes it the first line of an
//     epigraph, a letter's address or a poem.
func englishSubtitle(lines []string, i int, width int) int {
	j := i + 1
	for j < len(lines) && j <= i+maxSubtitleBlankLines && strings.TrimSpace(lines[j]) == "" {
		j++
	}
	if j >= len(lines) {
		return 0
	}
	sub := strings.TrimSpace(strings.Trim(lines[j], headingIndent))
	if sub == "" || utf8.RuneCountInString(sub) > maxHeadingRunes {
		return 0
	}
	if lv, _ := classify(lines[j], false); lv != notHeading {
		return 0
	}
	caps := capitalsTitle(sub)
	if !subtitleWords(sub, caps) {
		return 0
	}
	if j+1 < len(lines) && strings.TrimSpace(lines[j+1]) != "" {
		// Text right under it: the line must end where its author ended
		// it, not where a hard wrap did. A file too short to tell its
		// wrap width is judged by the line under it, as wide as a wrap.
		w := width
		if w == 0 {
			w = utf8.RuneCountInString(strings.TrimRight(lines[j+1], headingIndent))
		}
		if wrapped(lines[j], lines[j+1], w, false) {
			return 0 // the first line of a hard-wrapped paragraph
		}
	}
	if caps {
		return j
	}
	k := j + 1
	for k < len(lines) && strings.TrimSpace(lines[k]) == "" {
		k++
	}
	if k >= len(lines) {
		return 0
	}
	body := strings.TrimSpace(lines[k])
	if utf8.RuneCountInString(body) >= minProseRunes ||
		width > 0 && k+1 < len(lines) && wrapped(lines[k], lines[k+1], width, false) {
		return j
	}
	return 0
}

// subtitleWords reports whether line, trimmed, reads as a chapter's title
// rather than a sentence (see englishSubtitle); caps tells a line in
// capitals.
func subtitleWords(line string, caps bool) bool {
	if caps {
		// A quoted title in capitals ("HASTE TO THE WEDDING.") and a
		// full stop after one (THE STRANGE FACE.) are the book's way of
		// setting titles: keep them, judge the words inside.
		line = strings.TrimRight(line, "”’\"'")
		line = strings.TrimSuffix(line, ".")
		line = strings.TrimRight(line, "”’\"'")
		line = strings.TrimLeft(line, "“‘\"'")
	}
	first, _ := utf8.DecodeRuneInString(line)
	last, _ := utf8.DecodeLastRuneInString(line)
	if !unicode.IsUpper(first) && !unicode.IsDigit(first) || !unicode.IsLetter(last) && !unicode.IsDigit(last) {
		return false
	}
	if strings.ContainsAny(line, "!?;…") {
		return false
	}
	// A full stop inside ends a sentence unless it ends an abbreviation
	// or an initial: Mr. Harrison at Home, MR. SAPSEA, J. Smith.
	for k := strings.Index(line, ". "); k >= 0; k = nextIndex(line, ". ", k+2) {
		word := line[strings.LastIndexAny(line[:k], " \t")+1 : k]
		if r, _ := utf8.DecodeRuneInString(word); word == "" || utf8.RuneCountInString(word) > 3 || !unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// nextIndex is the index of sep in s at or after from, -1 when there is
// none.
func nextIndex(s, sep string, from int) int {
	if i := strings.Index(s[from:], sep); i >= 0 {
		return from + i
	}
	return -1
}

// withSubtitle joins a bare heading and the title on the line under it
// (see titleOnNextLine and englishSubtitle). A Chinese title follows its
// number after a space (第一章 风起), as the book's own one-line headings
// write it. An English one keeps the book's heading as written, capitals
// and all (CHAPTER I, the title a renumber continues in its style) and
// its own full stop when it has one (CHAPTER I. CAMELOT; II. The First
// Making of Cavorite); after a heading without one comes the colon that
// the web-novel TXT export writes (Chapter I: The Cyclone) and an import
// reads back as one heading line, or, after a numeral alone, a full stop
// (II. Selling in Haste), as a table of contents writes it.
func withSubtitle(heading, sub string) string {
	switch {
	case !bareEnglishHeading.MatchString(heading):
		return heading + " " + sub
	case strings.HasSuffix(heading, "."):
		return heading + " " + sub
	case englishChapter.MatchString(heading):
		return heading + ": " + sub
	}
	return heading + ". " + sub
}
