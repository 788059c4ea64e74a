// Package widthfold maps full-width and half-width characters to their
// canonical width (ＡＢＣ１２３ to ABC123, the ideographic space to a
// space, ｶ to カ), rune by rune, with golang.org/x/text/width. Find's
// "full/half width alike" option and the story bible's mentions use it,
// so a name or pattern typed with an ordinary Q finds the 阿Ｑ of 呐喊 and
// both agree on what counts as the same character.
//
// Folding replaces each rune by exactly one rune, so rune offsets in the
// folded text are rune offsets in the text as written; byte offsets are
// not (Ｑ is three bytes, Q one), which is what Mapped is for.
package widthfold

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/width"
)

const (
	ideographicSpace = '\u3000'
	// firstFolding starts the Halfwidth and Fullwidth Forms block (！).
	firstFolding = '\uFF01'
)

// Rune returns r at its canonical width (r itself when it has no other
// width).
func Rune(r rune) rune {
	// Only the ideographic space and the Halfwidth and Fullwidth Forms
	// block fold (TestRuneSkipsOnlyWhatDoesNotFold holds the table to
	// it); asking the table about every Han character made the mention
	// scan of a Chinese book three times slower.
	if r < firstFolding && r != ideographicSpace {
		return r
	}
	if f := width.LookupRune(r).Folded(); f != 0 {
		return f
	}
	return r
}

// String folds s rune by rune; bytes that are not UTF-8 stay as they
// are. It returns s itself, without copying, when nothing in it changes.
func String(s string) string {
	for i, r := range s {
		if Rune(r) == r {
			continue
		}
		var b strings.Builder
		b.Grow(len(s))
		b.WriteString(s[:i])
		for j := i; j < len(s); {
			r, n := utf8.DecodeRuneInString(s[j:])
			if f := Rune(r); f != r {
				b.WriteRune(f)
			} else {
				b.WriteString(s[j : j+n])
			}
			j += n
		}
		return b.String()
	}
	return s
}

// Mapped folds s rune by rune and returns, for each byte offset of the
// folded text that starts a rune (and its end), the byte offset of that
// rune in s: a match found in the folded text maps back to the text as
// written.
func Mapped(s string) (string, []int) {
	var b strings.Builder
	b.Grow(len(s))
	toOrig := make([]int, 0, len(s)+1)
	for i, r := range s {
		r = Rune(r)
		for range utf8.RuneLen(r) {
			toOrig = append(toOrig, i)
		}
		b.WriteRune(r)
	}
	toOrig = append(toOrig, len(s))
	return b.String(), toOrig
}
