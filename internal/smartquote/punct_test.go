package smartquote

import (
	"strings"
	"testing"
)

// TestPunct: the rule on its own, at the edges the editor's tests do not
// reach: a long line of dashes or dots, a long paragraph before the
// token, a URL token longer than maxToken (read as prose, past the
// bound), the rune after the caret deciding at a paragraph's start, and
// the book's language where no text around tells.
func TestPunct(t *testing.T) {
	long := strings.Repeat("word ", 20000)
	for _, tc := range []struct {
		name          string
		r             rune
		before, after string
		above         rune
		chineseBook   bool
		n             int
		with          string
		ok            bool
	}{
		{"two dashes", '-', "a-", "", 0, false, 1, "—", true},
		{"three dots", '.', "a..", "", 0, false, 2, "…", true},
		{"two dots", '.', "a.", "", 0, false, 0, "", false},
		{"a line of dashes", '-', strings.Repeat("-", 10000), "", 0, false, 0, "", false},
		{"a line of dots", '.', strings.Repeat(".", 10000), "", 0, false, 0, "", false},
		{"after a long paragraph", '-', long + "then-", "", 0, false, 1, "—", true},
		{"a URL", '-', "http://x.org/a-", "", 0, false, 0, "", false},
		{"a URL past the bound", '-', "http://" + strings.Repeat("x", 100) + "-", "", 0, false, 1, "—", true},
		{"Chinese after", '-', "-", "走吧", 0, false, 1, "——", true},
		{"Chinese before a space", '.', "他说 ..", "", 0, false, 2, "…", true},
		{"English after", '-', "-", "no", 0, false, 1, "—", true},
		{"a Chinese paragraph above", '-', "-", "", '。', false, 1, "——", true},
		{"an indented Chinese paragraph", '.', "　　..", "", '。', false, 2, "……", true},
		{"an English paragraph above", '-', "-", "", '.', false, 1, "—", true},
		{"words before, the paragraph above ignored", '-', "no -", "", '。', false, 1, "—", true},
		{"nothing around, a Chinese book", '-', "-", "", 0, true, 1, "——", true},
		{"nothing around, an English book", '.', "..", "", 0, false, 2, "…", true},
		{"an indented first line, a Chinese book", '.', "　　..", "", 0, true, 2, "……", true},
		{"a space after, a Chinese book", '-', "-", " 走吧", 0, true, 1, "——", true},
		{"an English paragraph above, a Chinese book", '-', "-", "", '.', true, 1, "—", true},
		{"English words before, a Chinese book", '-', "no -", "", 0, true, 1, "—", true},
		{"Chinese after, an English book", '-', "-", "走吧", 0, false, 1, "——", true},
		{"English after, a Chinese book", '.', "..", "no", 0, true, 2, "…", true},
	} {
		n, with, ok := Punct(tc.r, []rune(tc.before), []rune(tc.after), tc.above, tc.chineseBook)
		if n != tc.n || with != tc.with || ok != tc.ok {
			t.Errorf("%s: Punct = %d %q %v, want %d %q %v", tc.name, n, with, ok, tc.n, tc.with, tc.ok)
		}
	}
}
