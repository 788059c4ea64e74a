package importer

import (
	"regexp"
	"strconv"
	"strings"
)

// englishChapter matches an English chapter heading's word and number:
// Chapter 12, CHAPTER XII, chapter iv.
var englishChapter = regexp.MustCompile(`^(Chapter|CHAPTER|chapter)\s+([0-9]+|[IVXLCDM]+|[ivxlcdm]+)\b`)

// NumberedTitle is a chapter title that carries its own number, read by
// the importer's heading rules: 第三章 失恋, 第 3 章, 第１２回, 第三节,
// Chapter 3: The Storm, CHAPTER XII. A renumber rewrites the number alone,
// in the title's own numerals, and keeps everything around it.
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
}

// ParseNumberedTitle reads a chapter title that numbers itself. It reports
// false for a title by name (楔子, 序, Prologue), a volume (第二卷), a
// number in words (Chapter Twenty-One, which could not be written back)
// and letters that only look like a roman numeral (chapter civil).
func ParseNumberedTitle(title string) (NumberedTitle, bool) {
	title = strings.Trim(title, headingIndent)
	if m := numberedHeading.FindStringSubmatchIndex(title); m != nil {
		marker := title[m[4]:m[5]]
		lv := markerLevels[marker]
		if lv != chapterLevel && lv != sectionLevel {
			return NumberedTitle{}, false
		}
		num := title[m[2]:m[3]]
		n := parseNumber(num)
		if n == 0 && strings.Trim(num, "0０零〇○") != "" {
			return NumberedTitle{}, false // numerals parseNumber cannot read
		}
		return NumberedTitle{Title: title, Kind: marker, Section: lv == sectionLevel, Number: n,
			numStart: m[2], numEnd: m[3], headEnd: m[5]}, true
	}
	if m := englishChapter.FindStringSubmatchIndex(title); m != nil {
		num := title[m[4]:m[5]]
		n := parseNumber(num)
		if num[0] < '0' || num[0] > '9' {
			// Letters that only look like a numeral: "chapter mix" would
			// read 1009, "CIVIL" 153.
			if n == 0 || !strings.EqualFold(roman(n), num) {
				return NumberedTitle{}, false
			}
		}
		return NumberedTitle{Title: title, Kind: "Chapter", Number: n,
			numStart: m[4], numEnd: m[5], headEnd: m[5]}, true
	}
	return NumberedTitle{}, false
}

// Renumbered is the title with n for its number, written in the
// numerals it has (Arabic, full-width, Chinese, upper- or lower-case
// roman); false when n cannot be written in them (Chinese from 10000,
// roman from 4000, or n < 1).
func (t NumberedTitle) Renumbered(n int) (string, bool) {
	num, ok := writeLike(t.Title[t.numStart:t.numEnd], n)
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
	// in length.
	return next[:t.headEnd+len(next)-len(t.Title)], true
}

// writeLike writes n in the numerals of num: Arabic, full-width, Chinese
// or roman (in num's case).
func writeLike(num string, n int) (string, bool) {
	if n < 1 {
		return "", false
	}
	switch r := []rune(num)[0]; {
	case r >= '0' && r <= '9':
		return strconv.Itoa(n), true
	case r >= '０' && r <= '９':
		return strings.Map(func(r rune) rune { return r - '0' + '０' }, strconv.Itoa(n)), true
	case strings.ContainsRune("IVXLCDMivxlcdm", r):
		if n >= 4000 {
			return "", false
		}
		if strings.ToUpper(num) == num {
			return roman(n), true
		}
		return strings.ToLower(roman(n)), true
	case n < 10000:
		return ChineseNumber(n), true
	}
	return "", false
}
