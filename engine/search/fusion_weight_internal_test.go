package search

import (
	"math"
	"testing"
)

// TestFusionWeightFollowsTheQueryScript: the vector share is the CJK
// weight for a Chinese query, the other weight for an English one, a blend
// by the share of CJK letters for a mixed one, and a default for a weight
// out of range; it is multiplied by the share of words the model knows to
// the vocabulary power, and falls as one keyword passage holds more of the
// query's terms.
func TestFusionWeightFollowsTheQueryScript(t *testing.T) {
	s := DefaultSettings()
	s.VectorWeight, s.VectorWeightCJK = 0.1, 0.5
	half := s
	half.VocabularyPower = 1
	off := s
	off.VocabularyPower = 0
	keepHalf := s
	keepHalf.VectorWeightLiteral = 0.5
	tests := []struct {
		name     string
		query    string
		known    float64 // share of the query's words the model knows
		literal  float64 // share of its terms one keyword passage holds
		settings Settings
		want     float64
	}{
		{"chinese", "桃园结义", 1, 0, s, 0.5},
		{"english", "the duel with long-swords", 1, 0, s, 0.1},
		{"japanese kana count as cjk", "かたな", 1, 0, s, 0.5},
		{"mixed, half cjk", "刘备 ab", 1, 0, s, 0.3},
		{"digits and punctuation only", "1984?!", 1, 0, s, 0.1},
		{"empty", "", 1, 0, s, 0.1},
		{"zero weights take the defaults", "桃园", 1, 0, Settings{}, DefaultSettings().VectorWeightCJK},
		{"zero weights take the defaults, english", "peach garden", 1, 0, Settings{}, DefaultSettings().VectorWeight},
		{"weight above 1 takes the default", "peach", 1, 0, Settings{VectorWeight: 1.5}, DefaultSettings().VectorWeight},
		{"half the words known, default power 2", "Dejah marries", 0.5, 0, s, 0.1 * 0.25},
		{"half the words known, power 1", "Dejah marries", 0.5, 0, half, 0.1 * 0.5},
		{"power 0 ignores the vocabulary", "Dejah marries", 0.5, 0, off, 0.1},
		{"no word known", "Dejah Thoris", 0, 0, s, 0},
		{"power out of range takes the default", "Dejah marries", 0.5, 0, Settings{VectorWeight: 0.1, VocabularyPower: 9}, 0.1 * 0.25},
		{"one passage holds every term: keywords alone", "桃园结义", 1, 1, s, 0},
		{"half the terms together: half the weight", "桃园结义", 1, 0.5, s, 0.5 * 0.5},
		{"a literal share is kept when set", "桃园结义", 1, 1, keepHalf, 0.5 * 0.5},
		{"literal and unknown words multiply", "Dejah marries", 0.5, 0.5, s, 0.1 * 0.25 * 0.5},
		{"literal share out of range takes the default", "桃园结义", 1, 1, Settings{VectorWeightCJK: 0.5, VectorWeightLiteral: 2}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.settings.fusion(tc.query, tc.known, tc.literal).vecWeight; math.Abs(got-tc.want) > 1e-12 {
				t.Errorf("fusion(%q).vecWeight = %v, want %v", tc.query, got, tc.want)
			}
		})
	}
}
