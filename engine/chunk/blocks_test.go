package chunk

import (
	"slices"
	"testing"
)

func TestSplitBlocks(t *testing.T) {
	runSplitCases(t, "SplitBlocks", SplitBlocks, checkBlockInvariants, []splitCase{
		{"empty", "", nil},
		{"only whitespace", " \n\u3000\n\t\r\n", nil},
		{"one paragraph", "　　话说天下大势。", []string{"　　话说天下大势。"}},
		{"single newline keeps one block", "第一行\n第二行", []string{"第一行\n第二行"}},
		{"blank line separates", "甲。\n\n乙。", []string{"甲。", "乙。"}},
		{"several blank lines", "甲。\n\n\n\n乙。", []string{"甲。", "乙。"}},
		{"whitespace-only line is blank", "甲。\n \u3000\t\n乙。", []string{"甲。", "乙。"}},
		{"indentation kept", "　　甲。\n\n　　乙。\n", []string{"　　甲。", "　　乙。"}},
		{"crlf", "A\r\nB\r\n\r\nC\r\n", []string{"A\r\nB", "C"}},
		{"lone cr", "A\r\rB\r", []string{"A", "B"}},
		{"mixed line ends", "A\r\n\rB\n\r\nC", []string{"A", "B", "C"}},
		{"leading and trailing blank lines", "\n\n  \nA\n\n", []string{"A"}},
		{"trailing spaces on last line kept", "A  \n\nB", []string{"A  ", "B"}},
		{"unicode paragraph separator", "A\u2029\u2029B", []string{"A", "B"}},
		{"emoji", "👨‍👩‍👧\n\n🇨🇳", []string{"👨‍👩‍👧", "🇨🇳"}},
	})
}

func TestSplitBlocksOffsetsAreRunes(t *testing.T) {
	text := "一二三\n\nabc"
	got := SplitBlocks(text)
	want := []Span{{0, 3}, {5, 8}}
	if !slices.Equal(got, want) {
		t.Fatalf("got %v, want %v (rune offsets)", got, want)
	}
}

// checkBlockInvariants is the contract of SplitBlocks: ascending disjoint
// spans, none blank, every non-whitespace rune inside a block, no blank
// line inside a block, and at least one blank line between two blocks.
func checkBlockInvariants(tb tester, text string, spans []Span) {
	tb.Helper()
	rs := []rune(text)
	inBlock := make([]bool, len(rs))
	prevEnd := -1
	for i, b := range spans {
		if b.Start < 0 || b.End > len(rs) || b.Start >= b.End || b.Start < prevEnd {
			tb.Fatalf("block %d %v is empty, out of range or out of order (prev end %d)", i, b, prevEnd)
		}
		if isBlank(rs[b.Start:b.End]) {
			tb.Fatalf("block %d %q is whitespace-only", i, string(rs[b.Start:b.End]))
		}
		for _, line := range lines(rs[b.Start:b.End]) {
			if isBlank(line) {
				tb.Fatalf("block %d %q contains a blank line", i, string(rs[b.Start:b.End]))
			}
		}
		if i > 0 {
			between := lines(rs[prevEnd:b.Start])
			// The gap starts with the rest of the previous line and ends
			// with the start of the next one; a blank line lies in between.
			if len(between) < 3 {
				tb.Fatalf("blocks %d and %d are not separated by a blank line: %q", i-1, i, string(rs[prevEnd:b.Start]))
			}
		}
		for k := b.Start; k < b.End; k++ {
			inBlock[k] = true
		}
		prevEnd = b.End
	}
	for k, r := range rs {
		if !inBlock[k] && !isSpace(r) {
			tb.Fatalf("rune %d %q is not whitespace but outside every block", k, r)
		}
	}
}

// lines splits rs at line breaks ("\r\n" counts once), keeping empty lines.
func lines(rs []rune) [][]rune {
	var out [][]rune
	start := 0
	for k := 0; k < len(rs); k++ {
		if !isLineBreak(rs[k]) {
			continue
		}
		out = append(out, rs[start:k])
		if rs[k] == '\r' && k+1 < len(rs) && rs[k+1] == '\n' {
			k++
		}
		start = k + 1
	}
	return append(out, rs[start:])
}
