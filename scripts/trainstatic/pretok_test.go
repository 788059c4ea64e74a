package main

import (
	"maps"
	"testing"
)

func TestCandidateCounts(t *testing.T) {
	tests := []struct {
		text  string
		chars map[rune]int64
		words map[string]int64
	}{
		{"Hello, 世界！ hello", map[rune]int64{',': 1, '世': 1, '界': 1, '！': 1}, map[string]int64{"hello": 2}},
		{"don't\tstop\u3000NOW", map[rune]int64{'\'': 1}, map[string]int64{"don": 1, "t": 1, "stop": 1, "now": 1}},
		{"abc世def", map[rune]int64{'世': 1}, map[string]int64{"abc": 1, "def": 1}},
		{"x\u200by\x00z", map[rune]int64{}, map[string]int64{"xyz": 1}},
		{"□□甲", map[rune]int64{'甲': 1}, map[string]int64{"□□": 1}},
		{"", map[rune]int64{}, map[string]int64{}},
	}
	for _, tc := range tests {
		c := newCandidateCounts()
		c.add(tc.text)
		if !maps.Equal(c.Chars, tc.chars) {
			t.Errorf("%q: chars %v, want %v", tc.text, c.Chars, tc.chars)
		}
		if !maps.Equal(c.Words, tc.words) {
			t.Errorf("%q: words %v, want %v", tc.text, c.Words, tc.words)
		}
	}
}

func TestCandidateMerge(t *testing.T) {
	a, b := newCandidateCounts(), newCandidateCounts()
	a.add("甲 word")
	b.add("甲甲 other word")
	a.merge(b)
	if a.Chars['甲'] != 3 || a.Words["word"] != 2 || a.Words["other"] != 1 {
		t.Errorf("merged %v %v", a.Chars, a.Words)
	}
}

func TestCharClasses(t *testing.T) {
	tests := []struct {
		r          rune
		cjk, punct bool
		control    bool
	}{
		{'中', true, false, false},
		{'㐀', true, false, false},
		{'𠀀', true, false, false},
		{'，', false, true, false},
		{'$', false, true, false},
		{'a', false, false, false},
		{'□', false, false, false},
		{'\n', false, false, false},
		{'\u200b', false, false, true},
		{'\u0007', false, false, true},
	}
	for _, tc := range tests {
		if got := isCJK(tc.r); got != tc.cjk {
			t.Errorf("isCJK(%q) = %v", tc.r, got)
		}
		if got := isBertPunct(tc.r); got != tc.punct {
			t.Errorf("isBertPunct(%q) = %v", tc.r, got)
		}
		if got := isBertControl(tc.r); got != tc.control {
			t.Errorf("isBertControl(%q) = %v", tc.r, got)
		}
	}
}
