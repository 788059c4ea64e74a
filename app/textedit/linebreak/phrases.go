package linebreak

import "unicode"

// maxPhrase is the longest run of Chinese characters keepPhrases keeps
// whole: a word or a short phrase (上一个, 条结果, 第三章), not a clause.
const maxPhrase = 4

// keepPhrases removes the break opportunities inside a short run of
// Chinese characters that spaces or Latin text set off, as interface
// text sets off its words: "Shift+F3 / Ctrl+↑ 上一个" broke as
// "… Ctrl+↑ 上" / "一个" when the space before 上 was free. Without a
// dictionary a Chinese word has no known ends; a short run between a
// space (or a Latin word) and punctuation, a space or the end is one.
// Prose, whose characters run on between punctuation, keeps every
// break. A run wider than the line is still cut (Breaker.fit).
func keepPhrases(text []rune, allowed []bool) {
	for s := 0; s < len(text); {
		if !isHan(text[s]) {
			s++
			continue
		}
		e := s + 1
		for e < len(text) && isHan(text[e]) {
			e++
		}
		setOff := func(i int) bool { return i >= 0 && i < len(text) && (unicode.IsSpace(text[i]) || isWordRune(text[i])) }
		if e-s > 1 && e-s <= maxPhrase && (setOff(s-1) || setOff(e)) {
			for i := s + 1; i < e; i++ {
				allowed[i] = false
			}
		}
		s = e
	}
}

// isHan reports Chinese characters (and Japanese kana, set the same way).
func isHan(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana)
}
