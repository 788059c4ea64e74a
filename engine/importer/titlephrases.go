package importer

import (
	"strings"
	"unicode/utf8"
)

// TitlePhrases returns what a chapter's heading says about its content,
// without the chapter number: the two halves of a Chinese 回目 ("第一回 A
// B" gives A and B), the words of an English title after its number
// ("Chapter I: The Cyclone" and "II. The Black Spot" give The Cyclone and
// The Black Spot) — neither is part of Text, as the import takes a title
// set on the line under its number into the title (englishSubtitle) —
// or else the first line of Text when it is short, which for an English
// chapter whose title the import did not take is its title line. A
// phrase that reads as prose (over 80 runes, or a sentence of more than
// 12 words) gives none.
//
// The leave-book-out retrieval proxies ask these as queries
// (scripts/evalqueries) and the model trainer pairs them with their
// chapter (scripts/trainstatic).
func (c Chapter) TitlePhrases() []string {
	if f := strings.Fields(c.Title); len(f) > 1 && strings.HasPrefix(f[0], "第") {
		return f[1:]
	}
	phrase := ""
	if m := englishTitled.FindStringSubmatch(strings.TrimSpace(c.Title)); m != nil {
		phrase = m[1]
	} else {
		phrase, _, _ = strings.Cut(strings.TrimSpace(c.Text), "\n")
		phrase = strings.TrimSpace(phrase)
	}
	if phrase == "" || utf8.RuneCountInString(phrase) > 80 || strings.ContainsAny(phrase, ".!?") && len(strings.Fields(phrase)) > 12 {
		return nil
	}
	return []string{phrase}
}
