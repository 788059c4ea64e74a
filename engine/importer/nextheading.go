package importer

import (
	"regexp"
	"strconv"
	"strings"
)

// englishChapter matches an English chapter heading's word and number:
// Chapter 12, CHAPTER XII, chapter iv.
var englishChapter = regexp.MustCompile(`^(Chapter|CHAPTER|chapter)\s+([0-9]+|[IVXLCDM]+|[ivxlcdm]+)\b`)

// NextHeading is the heading that follows prev, a chapter's title, in its
// style: 第十二回 → 第十三回, 第 12 章 → 第 13 章, 第１２章 → 第１３章,
// Chapter XII → Chapter XIII. Only the marker and the number are kept, not
// prev's title after them. It reports false when prev is no numbered
// chapter heading (a title by name, 楔子, a volume, a section) or the next
// number cannot be written in its numerals.
func NextHeading(prev string) (string, bool) {
	prev = strings.Trim(prev, headingIndent)
	if m := numberedHeading.FindStringSubmatch(prev); m != nil && markerLevels[m[2]] == chapterLevel {
		n, ok := nextNumber(m[1])
		if !ok {
			return "", false
		}
		// The spaces around the number, if any, as prev has them.
		open, close := spaceAround(prev, m[1])
		num, ok := writeLike(m[1], n)
		if !ok {
			return "", false
		}
		return "第" + open + num + close + m[2], true
	}
	if m := englishChapter.FindStringSubmatch(prev); m != nil {
		n, ok := nextNumber(m[2])
		if !ok {
			return "", false
		}
		switch num := m[2]; {
		case num[0] >= '0' && num[0] <= '9':
			return m[1] + " " + strconv.Itoa(n), true
		case !strings.EqualFold(roman(n-1), num):
			// Letters that only look like a numeral: "chapter mix" would
			// read 1009, "CIVIL" 153.
			return "", false
		case n < 4000 && strings.ToUpper(num) == num:
			return m[1] + " " + roman(n), true
		case n < 4000:
			return m[1] + " " + strings.ToLower(roman(n)), true
		}
	}
	return "", false
}

// nextNumber is one past the number num writes; false when num is none
// parseNumber can read (it reads 0 for those, so a zero must be written
// as one).
func nextNumber(num string) (int, bool) {
	n := parseNumber(num)
	if n == 0 && strings.Trim(num, "0０零〇○") != "" {
		return 0, false
	}
	return n + 1, true
}

// spaceAround returns the space (if any) prev has between 第 and the
// number, and between the number and the marker.
func spaceAround(prev, num string) (open, close string) {
	after := strings.TrimPrefix(prev, "第")
	if i := strings.Index(after, num); i > 0 {
		open = after[:i]
	}
	rest := after[strings.Index(after, num)+len(num):]
	for _, sp := range []string{" ", "　"} {
		if strings.HasPrefix(rest, sp) {
			close = sp
		}
	}
	return open, close
}

// writeLike writes n in the numerals of num: Arabic, full-width or
// Chinese.
func writeLike(num string, n int) (string, bool) {
	switch r := []rune(num)[0]; {
	case r >= '0' && r <= '9':
		return strconv.Itoa(n), true
	case r >= '０' && r <= '９':
		return strings.Map(func(r rune) rune { return r - '0' + '０' }, strconv.Itoa(n)), true
	case n < 10000:
		return ChineseNumber(n), true
	}
	return "", false
}
