package importer

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Hard-wrapped text (Project Gutenberg's books, manuscripts typed with a
// fixed line length) breaks every paragraph into lines of about the same
// width. Kept as they are, those lines show up ragged in the editor (the
// window wraps them a second time) and the sentence splitter, which ends a
// sentence at every line break, sees line fragments instead of sentences.
// So an import joins them back into paragraphs; breaks an author meant
// (verse, a letter's signature, an indented paragraph) stay.
const (
	// wrapMinLines is how many lines must continue a paragraph before a
	// file can be called hard-wrapped: a few short stanzas are not.
	wrapMinLines = 20
	// wrapMinShare is the share of non-blank lines that must continue a
	// paragraph. Frankenstein (Gutenberg, wrapped at ~75): 88 %; a novel
	// with one paragraph per line and blank lines between them: 0 %.
	wrapMinShare = 0.3
	// wrapBandShare is the share of those lines that must be nearly as
	// long as the wrap width (at least wrapBand of it). Wrapped prose:
	// 98 % (Frankenstein); Chinese prose with one paragraph per line and
	// no blank lines has paragraphs of every length, and fails.
	wrapBandShare = 0.6
	wrapBand      = 0.75
	// wrapMaxEnds is the largest share of those lines that may end a
	// sentence: a wrap cuts sentences anywhere, so few of its lines end
	// one (Frankenstein 4 %, Pride and Prejudice 5 %, Chinese wrapped at
	// 36 characters 26 %), where one paragraph a line ends nearly all of
	// them (蜃楼志 without its blank lines: 96 %) even when the
	// paragraphs are of like length.
	wrapMaxEnds = 0.5
	// wrapMaxWidth: a "width" above this is paragraphs of similar length,
	// not a wrap (typewriter and e-text widths are 60–80 letters, or
	// 30–50 Chinese characters).
	wrapMaxWidth = 160
	// wrapShort: a line shorter than this share of the width ends where
	// the author ended it when the next word would have fitted on it.
	wrapShort = 0.6
)

// wrapWidth returns the width at which lines were hard-wrapped, in runes,
// or 0 when the lines do not look hard-wrapped. The width is the 95th
// percentile of the lengths of lines that a non-blank line follows, so a
// few longer lines (a table, a URL) do not set it.
func wrapWidth(lines []string) int {
	var inner []int
	nonBlank, ends := 0, 0
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		nonBlank++
		if i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "" {
			inner = append(inner, utf8.RuneCountInString(l))
			if last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(l, " \t　")); strings.ContainsRune(sentenceEnds, last) {
				ends++
			}
		}
	}
	if len(inner) < wrapMinLines || float64(len(inner)) < wrapMinShare*float64(nonBlank) || float64(ends) > wrapMaxEnds*float64(len(inner)) {
		return 0
	}
	sorted := slices.Clone(inner)
	slices.Sort(sorted)
	width := sorted[len(sorted)*95/100]
	if width > wrapMaxWidth {
		return 0
	}
	inBand := 0
	for _, n := range inner {
		if float64(n) >= wrapBand*float64(width) {
			inBand++
		}
	}
	if float64(inBand) < wrapBandShare*float64(len(inner)) {
		return 0
	}
	return width
}

// Unwrap joins the hard-wrapped lines of text into paragraphs when its own
// lines look hard-wrapped, as an import does, and returns text unchanged
// otherwise. Exports use it for text imported before imports joined
// wrapped lines, or with Options.KeepLineBreaks.
func Unwrap(text string) string {
	return unwrap(text, wrapWidth(strings.Split(text, "\n")), false)
}

// sentenceEnds are the runes a line that ends a sentence ends with
// (closing quotes included: 他说：“走吧。”).
const sentenceEnds = ".!?;:…\"'”’」』)）。！？；："

// unwrap joins the hard-wrapped lines of text (wrapped at width runes, as
// wrapWidth found) into paragraphs. A line break stays where the next line
// starts indented (a new paragraph, or verse), where it starts a Markdown
// block (markdown set), and where the line is short and the next line's
// first word would have fitted on it: the author broke the line there.
// Joined lines get one space between them, none between Chinese characters
// or after a hyphen or dash ("whale-fishers", "purpose—a").
func unwrap(text string, width int, markdown bool) string {
	if width == 0 || !strings.Contains(text, "\n") {
		return text
	}
	lines := strings.Split(text, "\n")
	var b strings.Builder
	b.Grow(len(text))
	for i, line := range lines {
		if i+1 == len(lines) {
			b.WriteString(line)
			break
		}
		next := lines[i+1]
		prev := strings.TrimRight(line, " \t")
		if !wrapped(prev, next, width, markdown) {
			b.WriteString(line)
			b.WriteByte('\n')
			continue
		}
		b.WriteString(prev)
		if needsSpace(prev, next) {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// wrapped reports whether the break between prev and next is a hard wrap.
func wrapped(prev, next string, width int, markdown bool) bool {
	if strings.TrimSpace(prev) == "" || strings.TrimSpace(next) == "" {
		return false // a blank line separates paragraphs
	}
	first, _ := utf8.DecodeRuneInString(next)
	if unicode.IsSpace(first) || markdown && startsMarkdownBlock(next) {
		return false
	}
	n := utf8.RuneCountInString(prev)
	if float64(n) >= wrapShort*float64(width) {
		return true
	}
	word := firstWordRunes(next)
	if needsSpace(prev, next) {
		word++
	}
	return n+word > width // the word would not have fitted: a wrap
}

// firstWordRunes is the length of next's first word: up to the first space,
// or one Chinese character (every one of them is a place to break).
func firstWordRunes(next string) int {
	n := 0
	for _, r := range next {
		if unicode.IsSpace(r) || n > 0 && isWide(r) {
			break
		}
		n++
		if isWide(r) {
			break
		}
	}
	return n
}

// needsSpace reports whether joining prev and next needs a space: between
// two words of a language written with spaces, unless prev ends in a hyphen
// or dash.
func needsSpace(prev, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(prev)
	first, _ := utf8.DecodeRuneInString(next)
	if isWide(last) || isWide(first) {
		return false
	}
	return !unicode.Is(unicode.Pd, last)
}

// isWide reports a rune of a script written without spaces between words
// (Han, kana, Hangul) or full-width punctuation.
func isWide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		r >= 0x3000 && r <= 0x303f || r >= 0xff00 && r <= 0xffef
}

// startsMarkdownBlock reports a line that starts a Markdown list item,
// quote, heading, table row or code fence.
func startsMarkdownBlock(line string) bool {
	for _, p := range []string{"- ", "* ", "+ ", "> ", "#", "|", "```"} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	digits := strings.TrimLeft(line, "0123456789")
	return len(digits) < len(line) && (strings.HasPrefix(digits, ". ") || strings.HasPrefix(digits, ") "))
}
