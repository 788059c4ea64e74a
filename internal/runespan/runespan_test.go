package runespan

import (
	"testing"
)

// TestSliceMatchesRuneConversion: slices by rune offsets, asked in any
// order, are what slicing the text's []rune gives.
func TestSliceMatchesRuneConversion(t *testing.T) {
	text := "第一回 宴桃园。\n\nHello, wörld! 👩‍👩‍👧 end"
	rs := []rune(text)
	tests := []struct {
		name  string
		spans [][2]int
	}{
		{"ascending", [][2]int{{0, 3}, {3, 8}, {10, 15}, {15, len(rs)}}},
		{"empty and repeated", [][2]int{{2, 2}, {2, 5}, {5, 5}, {5, 9}}},
		{"backwards", [][2]int{{20, 25}, {0, 4}, {8, 12}, {1, 2}}},
		{"whole", [][2]int{{0, len(rs)}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := NewCursor(text)
			for _, s := range tt.spans {
				if got, want := c.Slice(s[0], s[1]), string(rs[s[0]:s[1]]); got != want {
					t.Errorf("Slice(%d, %d) = %q, want %q", s[0], s[1], got, want)
				}
			}
		})
	}
	if got := NewCursor(text).Byte(len(rs) + 5); got != len(text) {
		t.Errorf("Byte past the end = %d, want %d", got, len(text))
	}
}
