package search

import "testing"

func TestLexicalOverlap(t *testing.T) {
	tests := []struct {
		query, text string
		want        float64
	}{
		{"书生读书", "书生在灯下读书", 2.0 / 3},                              // 书生, 生读, 读书: 书生 and 读书 found
		{"The Keeper's lamp", "the keeper lit the lamp", 3.0 / 4}, // the, keeper, s, lamp
		{"", "anything", 0},
		{"梅", "梅花", 1},
		{"梅", "雪", 0},
	}
	for _, tc := range tests {
		if got := newLexicalQuery(tc.query).overlap(tc.text); got != tc.want {
			t.Errorf("overlap(%q, %q) = %v, want %v", tc.query, tc.text, got, tc.want)
		}
	}
}
