package quality

import (
	"strings"
	"unicode"
)

// Paragraphs splits text into paragraphs: runs of non-blank lines joined
// by "\n", surrounding whitespace trimmed. A line holding only whitespace
// (the classical Chinese texts indent with U+3000) is blank.
func Paragraphs(text string) []string {
	var paras, cur []string
	flush := func() {
		if len(cur) > 0 {
			paras = append(paras, strings.Join(cur, "\n"))
			cur = cur[:0]
		}
	}
	for line := range strings.SplitSeq(text, "\n") {
		t := strings.TrimFunc(line, unicode.IsSpace)
		if t == "" {
			flush()
			continue
		}
		cur = append(cur, t)
	}
	flush()
	return paras
}

// minProseRunes is the length below which a paragraph is taken for a
// heading or a scene break rather than prose.
const minProseRunes = 20

// IsProse reports whether a paragraph reads as running text: long enough
// and containing a sentence terminator. Chapter headings ("第三回 …",
// "Chapter 5") and ornaments fail, so synthetic documents built from
// prose paragraphs carry no topic break besides the one they are built
// around.
func IsProse(p string) bool {
	n := 0
	for range p {
		n++
	}
	return n >= minProseRunes && strings.ContainsAny(p, "。！？.!?")
}
