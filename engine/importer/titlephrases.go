package importer

import (
	"strings"
	"unicode/utf8"
)

// TitlePhrases returns what a chapter's heading says about its content,
// without the chapter number: the two halves of a Chinese 回目 ("第一回 A
// B" gives A and B; the heading is not part of Text); otherwise the first
// line of Text when it is short, which for an English chapter is its
// title line (English headings stay in Text). A first line that reads as
// prose (over 80 runes, or a sentence of more than 12 words) gives none.
//
// The leave-book-out retrieval proxies ask these as queries
// (scripts/evalqueries) and the model trainer pairs them with their
// chapter (scripts/trainstatic).
func (c Chapter) TitlePhrases() []string {
	if f := strings.Fields(c.Title); len(f) > 1 && strings.HasPrefix(f[0], "第") {
		return f[1:]
	}
	line, _, _ := strings.Cut(strings.TrimSpace(c.Text), "\n")
	line = strings.TrimSpace(line)
	if line == "" || utf8.RuneCountInString(line) > 80 || strings.ContainsAny(line, ".!?") && len(strings.Fields(line)) > 12 {
		return nil
	}
	return []string{line}
}
