// Package smartquote turns straight quotes curly the way their place in
// the text calls for (“ opening, ” closing, ’ also the apostrophe): the
// editor's smart quotes as the author types, the app's boxes of prose,
// and Replace, whose replacement goes into a text smart quotes typed.
package smartquote

import (
	"strings"
	"unicode"
)

// Quotes are the quote characters Face is given: the straight ones it
// turns curly and the curly ones an input method commits, which it keeps.
const Quotes = `"'“”‘’`

// Face is the quote r typed after before (the paragraph up to the
// caret) as smart quotes put it: a straight quote curly (Curly); a curly
// one stays as typed, since the author (or the input method, in Chinese
// punctuation mode) chose its side, except where its side is plainly the
// input method's mistake, below.
//
// The one exception is ” with nothing but spaces before it in the
// paragraph, which closes nothing and is always the input method's
// mistake: over XIM, fcitx5 and ibus cannot see the text and alternate
// “ and ” by the quote keys pressed alone, so the next paragraph of a
// speech left open by Chinese convention (“……\n“……”) began with ”.
// ’ there stays: English elides with it (’Tis, ’em).
//
// The other is “ while a “ is open in the paragraph, which becomes ”:
// neither Chinese nor English puts “ inside “ (they nest with ‘’ or
// 『』), so it closes the speech. It is the same alternation's next
// step: after the paragraph-opening ” above, the input method's next
// quote key sends “, and the paragraph began with two opening quotes
// (“这些年……“母亲问).
//
// And ” right after a full-width colon or comma with no “ open in the
// paragraph becomes “: a speech opens there (林远说：“…”, “…，”他说，“…”)
// and never closes, and it is where the alternation, once out of step,
// reversed every later line of dialogue that does not start its
// paragraph (林远说：”你好。“).
//
// Likewise ” right after a Han character with no “ open in the
// paragraph becomes “ (他说”你好“ → 他说“你好”): nothing in the
// paragraph is there to close, so a speech opens, as after ： or ，.
// The exception is a speech left open above: Chinese convention opens
// each paragraph of a long speech with “ again, so its closing paragraph
// has one open, but an author who does not (“雪下了一夜。\n\n山路都封了，
// 大雪”) closes it after a character. openAbove, when not nil, reports
// whether the text above the paragraph leaves a “ open (LastDouble of
// it is “); it is asked only in that case, and a ” there stays.
// A speech closed after 。？！…… (大雪。”) always stays.
func Face(r rune, before []rune, openAbove func() bool) rune {
	switch r {
	case '"', '\'':
		return Curly(r, before)
	case '”':
		if strings.TrimLeftFunc(string(before), unicode.IsSpace) == "" {
			return '“'
		}
		n := len(before)
		if (before[n-1] == '：' || before[n-1] == '，') && !doubleOpen(before) {
			return '“'
		}
		if unicode.Is(unicode.Han, before[n-1]) && !doubleOpen(before) && (openAbove == nil || !openAbove()) {
			return '“'
		}
	case '“':
		if doubleOpen(before) {
			return '”'
		}
	}
	return r
}

// doubleOpen reports whether a “ is open at the end of before (the
// paragraph up to the caret): the last double quote in it is “. As “ is
// never nested in “, the last one decides, and the look back stops
// there: a few runes for a quote being closed, the paragraph only when
// it has no double quote at all.
func doubleOpen(before []rune) bool { return LastDouble(before) == '“' }

// LastDouble is the last curly double quote in text (“ or ”), 0 when it
// has none: a caller tells from the paragraphs above a caret, newest
// first, whether a speech is left open over them (Face's openAbove).
func LastDouble(text []rune) rune {
	for i := len(text) - 1; i >= 0; i-- {
		if text[i] == '“' || text[i] == '”' {
			return text[i]
		}
	}
	return 0
}

// Curly is the curly form of the straight quote q (" or ') typed
// after before (the paragraph up to the caret). After English, an
// opening quote at the start, after a space, an opening bracket, a dash
// or another opening quote, else a closing one, which for ' is also the
// apostrophe (don’t, Justine’s, the boys’). Chinese has no space before
// a quote (他说"你好"，又道："走吧。"): after a Chinese character or
// punctuation the quote opens unless one of its kind is open.
func Curly(q rune, before []rune) rune {
	prev := rune(0)
	if n := len(before); n > 0 {
		prev = before[n-1]
	}
	opening := prev == 0 || unicode.IsSpace(prev) || strings.ContainsRune("([{<“‘—–-", prev)
	if unicode.Is(unicode.Han, prev) || (prev >= 0x3000 && prev <= 0x303f) || (prev >= 0xff00 && prev <= 0xffef) {
		left, right := '“', '”'
		if q == '\'' {
			left, right = '‘', '’'
		}
		open := 0
		for _, r := range before {
			switch r {
			case left:
				open++
			case right:
				open--
			}
		}
		opening = open <= 0
	}
	switch {
	case q == '"' && opening:
		return '“'
	case q == '"':
		return '”'
	case opening:
		return '‘'
	}
	return '’'
}
