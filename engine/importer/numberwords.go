package importer

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// English number words, read (Chapter Twenty-One, CHAPTER THE FIRST) and
// written back (a renumber of such titles): the same tables serve both,
// so what is written is what is read.
var (
	// englishUnits are the cardinals below twenty, englishUnitOrdinals
	// their ordinals.
	englishUnits = []string{"", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
		"eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"}
	englishUnitOrdinals = []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
		"eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth"}
	// englishTens are the tens, indexed by n/10 (twenty is englishTens[2]).
	englishTens = []string{"", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"}
)

// tensOrdinal is the ordinal of a ten: twentieth, ninetieth.
func tensOrdinal(t string) string { return strings.TrimSuffix(t, "y") + "ieth" }

// englishNumbers maps every cardinal and ordinal word below a hundred
// (the compounds aside: twenty-one is two words) to its value.
var englishNumbers = func() map[string]int {
	m := map[string]int{}
	for i := 1; i < len(englishUnits); i++ {
		m[englishUnits[i]], m[englishUnitOrdinals[i]] = i, i
	}
	for i := 2; i < len(englishTens); i++ {
		m[englishTens[i]], m[tensOrdinal(englishTens[i])] = 10*i, 10*i
	}
	return m
}()

// maxEnglishNumber is the largest number written in words here: chapter
// numbers stop short of a million (One Thousand and One is a serial's).
const maxEnglishNumber = 999999

// isScaleWord reports the words that multiply what comes before them.
func isScaleWord(w string) bool {
	return w == "hundred" || w == "hundredth" || w == "thousand" || w == "thousandth"
}

// parseEnglishNumber reads "Twenty-One", "THIRD", "one hundred",
// "One Hundred and First", "One Thousand and One", "two thousand three
// hundred"; 0 if s is not a number.
func parseEnglishNumber(s string) int {
	total, cur := 0, 0 // the thousands, and the number below them
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r == '-' || r == ' ' }) {
		switch v, ok := englishNumbers[w]; {
		case ok:
			cur += v
		case (w == "hundred" || w == "hundredth") && cur > 0 && cur < 10:
			cur *= 100
		case (w == "thousand" || w == "thousandth") && cur > 0 && cur < 1000 && total == 0:
			total, cur = cur*1000, 0
		case w == "and" && (cur >= 100 && cur%100 == 0 || cur == 0 && total > 0):
		default:
			return 0
		}
	}
	return total + cur
}

// englishNumberPrefix returns the length in bytes of the number in words
// that s starts with ("Twenty-One: The Storm" gives len("Twenty-One")), 0
// when it starts with none. The words are separated by a hyphen or a
// space; "and" counts only between hundred and the words after it.
func englishNumberPrefix(s string) int {
	end, i := 0, 0
	for i < len(s) {
		j := i
		for j < len(s) && (s[j] >= 'a' && s[j] <= 'z' || s[j] >= 'A' && s[j] <= 'Z') {
			j++
		}
		w := strings.ToLower(s[i:j])
		_, number := englishNumbers[w]
		if j == i || !number && !isScaleWord(w) && w != "and" {
			break
		}
		if parseEnglishNumber(s[:j]) == 0 {
			break // "and" alone, "hundred" first, "one two"
		}
		if w != "and" {
			end = j
		}
		if j == len(s) || (s[j] != '-' && s[j] != ' ') {
			break
		}
		i = j + 1
	}
	if r, _ := utf8.DecodeRuneInString(s[end:]); end < len(s) && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
		return 0 // "Onerous", "Ten2"
	}
	return end
}

// englishWords writes 0 < n <= maxEnglishNumber in lower-case words:
// "twenty-one" (sep '-', or ' ': "twenty one"), "one hundred and one"
// (and) or "one hundred one", "one thousand and one" or "one thousand
// one", and, ordinal, "twenty-first", "one hundredth", "one thousandth".
func englishWords(n int, ordinal bool, sep byte, and bool) string {
	if n < 1000 {
		return englishBelow1000(n, ordinal, sep, and)
	}
	th, r := n/1000, n%1000
	thousand := "thousand"
	if r == 0 && ordinal {
		thousand = "thousandth"
	}
	words := englishBelow1000(th, false, sep, and) + " " + thousand
	switch {
	case r == 0:
		return words
	case r < 100 && and:
		return words + " and " + englishBelow1000(r, ordinal, sep, and)
	}
	return words + " " + englishBelow1000(r, ordinal, sep, and)
}

// englishBelow1000 is englishWords for 0 < n < 1000.
func englishBelow1000(n int, ordinal bool, sep byte, and bool) string {
	unit := func(i int, last bool) string {
		if last && ordinal {
			return englishUnitOrdinals[i]
		}
		return englishUnits[i]
	}
	var words []string
	h, r := n/100, n%100
	if h > 0 {
		hundred := "hundred"
		if r == 0 && ordinal {
			hundred = "hundredth"
		}
		words = append(words, englishUnits[h], hundred)
		if r > 0 && and {
			words = append(words, "and")
		}
	}
	switch t, u := r/10, r%10; {
	case r == 0:
	case r < 20:
		words = append(words, unit(r, true))
	case u == 0 && ordinal:
		words = append(words, tensOrdinal(englishTens[t]))
	case u == 0:
		words = append(words, englishTens[t])
	default:
		words = append(words, englishTens[t]+string(sep)+unit(u, true))
	}
	return strings.Join(words, " ")
}
