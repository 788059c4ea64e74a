package terms_test

import (
	"slices"
	"testing"

	"inkflow/engine/terms"
)

func TestEach(t *testing.T) {
	tests := []struct {
		name     string
		in       string
		unigrams bool
		want     []string
	}{
		{"empty", "", false, nil},
		{"han run gives bigrams", "刘备三顾", false, []string{"刘备", "备三", "三顾"}},
		{"han run with unigrams", "刘备三", true, []string{"刘备", "备三", "刘", "备", "三"}},
		{"lone character stands alone", "虎，", false, []string{"虎"}},
		{"lone character not repeated as unigram", "虎，", true, []string{"虎"}},
		{"words lower-cased, split at punctuation", "The Tin Woodman's axe", false, []string{"the", "tin", "woodman", "s", "axe"}},
		{"digits and latin end a han run", "第3回Dorothy", false, []string{"第", "3", "回", "dorothy"}},
		{"kana and hangul are CJK", "カタ한국", false, []string{"カタ", "タ한", "한국"}},
		{"only punctuation", "— , !", true, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			terms.Each(tc.in, tc.unigrams, func(term string) { got = append(got, term) })
			if !slices.Equal(got, tc.want) {
				t.Errorf("Each(%q, %v) = %q, want %q", tc.in, tc.unigrams, got, tc.want)
			}
		})
	}
}

func TestIsCJK(t *testing.T) {
	tests := []struct {
		r    rune
		want bool
	}{
		{'书', true}, {'か', true}, {'カ', true}, {'한', true},
		{'a', false}, {'3', false}, {'，', false}, {'é', false},
	}
	for _, tc := range tests {
		if got := terms.IsCJK(tc.r); got != tc.want {
			t.Errorf("IsCJK(%q) = %v, want %v", tc.r, got, tc.want)
		}
	}
}
