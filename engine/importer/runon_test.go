package importer

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestSplitRunOnBook: a web novel whose line breaks were lost, every
// chapter heading and paragraph run together on one line with only the
// full-width indents left, imports as the book it was: its chapters found,
// one paragraph a line, not a character lost but the breaks.
func TestSplitRunOnBook(t *testing.T) {
	para := func(ch, p int) string {
		return strings.Repeat("他走过长长的街道，看见许多人。", 8+p%5) + "“走吧。”"
	}
	var book, want strings.Builder
	for ch := 1; ch <= 3; ch++ {
		heading := []string{"", "第一章 出门", "第二章 归来", "第三章 远行"}[ch]
		book.WriteString("　　" + heading)
		for p := range 40 {
			book.WriteString("　　" + para(ch, p))
		}
	}
	line := book.String()
	if utf8.RuneCountInString(line) < runOnMin {
		t.Fatalf("the test book is %d characters, not a run-on line", utf8.RuneCountInString(line))
	}
	want.WriteString(line)

	chs := Split(line, Options{})
	var titles []string
	for _, c := range chs {
		titles = append(titles, c.Title)
		if n := strings.Count(c.Text, "\n") + 1; c.Index > 0 && n < 40 {
			t.Errorf("%s: %d lines, want its 40 paragraphs", c.Title, n)
		}
	}
	if got := strings.Join(titles, "|"); got != "第一章 出门|第二章 归来|第三章 远行" {
		t.Fatalf("chapters %q", got)
	}
	// Nothing but line breaks and blank lines was added.
	var got strings.Builder
	for _, c := range chs {
		got.WriteString("　　" + c.Title)
		for l := range strings.SplitSeq(c.Text, "\n") {
			got.WriteString(l)
		}
	}
	if got.String() != want.String() {
		t.Fatal("the text changed beyond its line breaks")
	}
}

func TestBreakRunOnLines(t *testing.T) {
	long := func(s string, n int) string { return strings.Repeat(s, n) }
	sentence := long("字", 99) + "。" // 100 characters
	tests := []struct {
		name string
		in   string
		// paragraphs the run-on line becomes, and the least and most
		// characters of one; 0 paragraphs: the text is left as it is.
		paragraphs, least, most int
	}{
		{"a short text", "　　一段。\n　　又一段。", 0, 0, 0},
		{"a long paragraph under the run-on length", long(sentence, 49), 0, 0, 0},
		{"indents", long("　　"+sentence, 60), 60, 102, 102},
		{"no indents: cut at sentence ends", long(sentence, 60), 12, 500, 500},
		{"closing quotes stay with their sentence", long(long("字", 98)+"。”", 60), 10, 600, 600},
		{"English", long(strings.Repeat("word ", 19)+"ends. ", 60), 12, 500, 510},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := breakRunOnLines(tt.in)
			if tt.paragraphs == 0 {
				if out != tt.in {
					t.Fatalf("changed a text without a run-on line")
				}
				return
			}
			lines := strings.Split(out, "\n")
			if len(lines) != tt.paragraphs {
				t.Fatalf("%d paragraphs, want %d", len(lines), tt.paragraphs)
			}
			for i, l := range lines {
				n := utf8.RuneCountInString(l)
				if i < len(lines)-1 && (n < tt.least || n > tt.most) {
					t.Errorf("paragraph %d has %d characters, want %d to %d", i, n, tt.least, tt.most)
				}
			}
			if strings.ReplaceAll(strings.ReplaceAll(tt.in, " ", ""), "\n", "") != strings.ReplaceAll(strings.ReplaceAll(out, " ", ""), "\n", "") {
				t.Error("characters other than breaks and spaces changed")
			}
		})
	}
}
