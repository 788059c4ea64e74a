package main

import (
	"maps"
	"slices"
	"testing"
)

func TestAllocateDims(t *testing.T) {
	tests := []struct {
		blocks []string
		total  int
		fixed  map[string]int
		want   []int
		ok     bool
	}{
		{[]string{"en", "zh"}, 256, map[string]int{"en": 64}, []int{64, 192}, true},
		{[]string{"zh"}, 256, map[string]int{"en": 64}, []int{256}, true}, // absent block ignored
		{[]string{"a", "b", "c"}, 10, nil, []int{4, 3, 3}, true},
		{[]string{"a", "b"}, 10, map[string]int{"a": 4, "b": 6}, []int{4, 6}, true},
		{[]string{"a", "b"}, 10, map[string]int{"a": 4, "b": 5}, nil, false},
		{[]string{"a", "b"}, 10, map[string]int{"a": 10}, nil, false},
		{[]string{"a", "b"}, 10, map[string]int{"a": 0}, nil, false},
	}
	for _, tc := range tests {
		got, err := allocateDims(tc.blocks, tc.total, tc.fixed)
		if (err == nil) != tc.ok || (tc.ok && !slices.Equal(got, tc.want)) {
			t.Errorf("allocateDims(%v, %d, %v) = %v, %v; want %v, ok %v", tc.blocks, tc.total, tc.fixed, got, err, tc.want, tc.ok)
		}
	}
}

func TestParseBlockDims(t *testing.T) {
	tests := []struct {
		in   string
		want map[string]int
		ok   bool
	}{
		{"", map[string]int{}, true},
		{"en=64", map[string]int{"en": 64}, true},
		{"en=64, zh=192", map[string]int{"en": 64, "zh": 192}, true},
		{"en", nil, false},
		{"en=0", nil, false},
		{"=3", nil, false},
		{"en=x", nil, false},
		{"en=1,en=2", nil, false},
	}
	for _, tc := range tests {
		got, err := parseBlockDims(tc.in)
		if (err == nil) != tc.ok || (tc.ok && !maps.Equal(got, tc.want)) {
			t.Errorf("parseBlockDims(%q) = %v, %v; want %v, ok %v", tc.in, got, err, tc.want, tc.ok)
		}
		if tc.ok {
			back, err := parseBlockDims(formatBlockDims(got))
			if err != nil || !maps.Equal(back, got) {
				t.Errorf("round trip of %v: %v, %v", got, back, err)
			}
		}
	}
}
