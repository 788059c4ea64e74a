package smartquote

import (
	"strings"
	"unicode"
)

// elided are the words English writes with a leading apostrophe for
// letters left out, lower-cased: 'tis, 'twas, 'twere, 'twill, 'twould,
// 'em (them), 'cause and 'cos (because), 'til (until); the n of rock
// 'n' roll is one with the ’ after it (Elision). Typed after a space, the apostrophe comes before its
// word, where Curly can only open a quote (‘Tis); Elision turns it once
// the word is known. The list holds words that are seldom the first word
// of a quotation, so a quotation is seldom turned (and Ctrl+Z right
// after turns it back).
var elided = map[string]bool{
	"tis": true, "twas": true, "twere": true, "twill": true, "twould": true,
	"em": true, "cause": true, "cos": true, "til": true,
}

// Elision reports where the opening quote ‘ that starts the word just
// ended in before (the paragraph up to the caret, ending with the rune
// just typed) is an apostrophe: the word is an elided one ('tis, 'em,
// 'n' …; see elided) or a year of two digits ('89, the '80s). at is the
// quote's index in before; ok is false when the quote stays. The word
// ends at a rune that is neither a letter nor a digit; ’ ends only the n
// of 'n' (‘em’ is a quoted word). It looks back a few runes only.
func Elision(before []rune) (at int, ok bool) {
	n := len(before)
	if n < 3 {
		return 0, false
	}
	end := before[n-1]
	if unicode.IsLetter(end) || unicode.IsDigit(end) {
		return 0, false
	}
	start := n - 1
	for start > 0 && n-1-start < 7 && (unicode.IsLetter(before[start-1]) || unicode.IsDigit(before[start-1])) {
		start--
	}
	at = start - 1
	if at < 0 || before[at] != '‘' || start == n-1 {
		return 0, false
	}
	// The quote starts the word: Curly opened it after a space, a
	// bracket, a dash or the paragraph's start.
	if at > 0 && Curly('\'', before[:at]) != '‘' {
		return 0, false
	}
	word := strings.ToLower(string(before[start : n-1]))
	switch {
	case end == '’':
		return at, word == "n"
	case elided[word]:
		return at, true
	case year(word):
		return at, true
	}
	return 0, false
}

// year reports two digits, with the s of a decade after them (89, 80s).
func year(w string) bool {
	w = strings.TrimSuffix(w, "s")
	return len(w) == 2 && w[0] >= '0' && w[0] <= '9' && w[1] >= '0' && w[1] <= '9'
}
