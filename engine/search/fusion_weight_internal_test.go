package search

import (
	"math"
	"testing"
)

// TestFusionWeightFollowsTheQueryScript: the vector share is the CJK
// weight for a Chinese query, the other weight for an English one, a blend
// by the share of CJK letters for a mixed one, and a default for a weight
// out of range.
func TestFusionWeightFollowsTheQueryScript(t *testing.T) {
	s := DefaultSettings()
	s.VectorWeight, s.VectorWeightCJK = 0.1, 0.5
	tests := []struct {
		name     string
		query    string
		settings Settings
		want     float64
	}{
		{"chinese", "桃园结义", s, 0.5},
		{"english", "the duel with long-swords", s, 0.1},
		{"japanese kana count as cjk", "かたな", s, 0.5},
		{"mixed, half cjk", "刘备 ab", s, 0.3},
		{"digits and punctuation only", "1984?!", s, 0.1},
		{"empty", "", s, 0.1},
		{"zero weights take the defaults", "桃园", Settings{}, DefaultSettings().VectorWeightCJK},
		{"zero weights take the defaults, english", "peach garden", Settings{}, DefaultSettings().VectorWeight},
		{"weight above 1 takes the default", "peach", Settings{VectorWeight: 1.5}, DefaultSettings().VectorWeight},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.settings.fusion(tc.query).vecWeight; math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("fusion(%q).vecWeight = %v, want %v", tc.query, got, tc.want)
			}
		})
	}
}
