package smartquote

import (
	"strings"
	"unicode"
)

// Punct is what smart punctuation makes of r typed after before (the
// paragraph up to the caret) with after the rest of the paragraph and
// above the last rune of the paragraph before it (0 at the text's start):
// n runes at the end of before and r itself become with, or ok is false
// and r goes in as typed. A second - makes an em dash (—), a third . an
// ellipsis (…), as Word and Pages do as the author types; in Chinese
// text (the character before the dashes or dots is Chinese, or, at the
// start of a clause, the one after the caret is) the conventional
// forms are the doubled ones, —— and ……, which a Chinese input method
// commits itself and Punct never sees. A paragraph that is only the
// marks so far goes by the paragraph above: a Chinese book's. Where
// nothing tells (the first line of a chapter, an empty title box) the
// book's language does: chineseBook, as the engine knows it.
//
// It leaves alone a URL, a path or an e-mail address (a token with ://,
// www., @, / or \: http://example.com/a--b), and a dash after a dash
// that was not just made (the caller undoes a conversion when a third -
// follows it, so --- typed on purpose stays ---, and ---- too). Its work
// is bounded (it looks back at most maxToken runes), whatever the
// paragraph's length.
func Punct(r rune, before, after []rune, above rune, chineseBook bool) (n int, with string, ok bool) {
	var mark rune
	// run counts the marks of r's kind right before the caret, up to
	// 3: a line of dashes costs no more than two.
	var run int
	for run < 3 && run < len(before) && before[len(before)-1-run] == r {
		run++
	}
	switch {
	case r == '-' && run == 1:
		mark = '—'
	case r == '.' && run == 2:
		mark = '…'
	default:
		return 0, "", false
	}
	// A longer run (---, ....) is deliberate: only exactly two dashes
	// or three dots convert.
	if len(before) > run && before[len(before)-1-run] == r {
		return 0, "", false
	}
	if urlLike(before[:len(before)-run]) {
		return 0, "", false
	}
	with = string(mark)
	if chineseAround(before[:len(before)-run], after, above, chineseBook) {
		with += with
	}
	return run, with, true
}

// maxToken bounds how far back Punct looks for a URL's marks: a token
// longer than this is no address an author types into prose.
const maxToken = 80

// urlLike reports whether the token (the run of non-space runes) ending
// before looks like an address rather than prose.
func urlLike(before []rune) bool {
	start := len(before)
	for start > 0 && len(before)-start < maxToken && !unicode.IsSpace(before[start-1]) {
		start--
	}
	tok := string(before[start:])
	return strings.Contains(tok, "://") || strings.HasPrefix(strings.ToLower(tok), "www.") ||
		strings.ContainsAny(tok, `@/\`)
}

// chineseAround reports Chinese text on either side of the caret: the
// rune before the marks, or when there is none (the paragraph's start,
// after a space) the rune after the caret, or in a paragraph of nothing
// else the last rune of the one above, or above none (0) the book's
// language. It guessed English there: —— typed at the start of a
// Chinese chapter, or in an empty title, came out —.
func chineseAround(before, after []rune, above rune, chineseBook bool) bool {
	switch n := len(before); {
	case n > 0 && !unicode.IsSpace(before[n-1]):
		return isChinese(before[n-1])
	case len(after) > 0 && !unicode.IsSpace(after[0]):
		return isChinese(after[0])
	case strings.TrimSpace(string(before)) != "":
		return false // words, then a space: a clause of its own
	case above != 0:
		return isChinese(above)
	}
	return chineseBook
}

// isChinese reports a Han character or Chinese punctuation (the CJK
// symbols and the full-width forms; not — or … or curly quotes, which
// English shares).
func isChinese(r rune) bool {
	return unicode.Is(unicode.Han, r) || (r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef)
}
