package engine

import (
	"fmt"
	"testing"
)

// TestParseCount takes every form of a count a Chinese author types,
// and refuses what is not a whole number.
func TestParseCount(t *testing.T) {
	tests := []struct {
		typed string
		want  int // -1: refused
	}{
		{"200000", 200000},
		{" 200000 ", 200000},
		{"200,000", 200000},
		{"２０００００", 200000},
		{"200，000", 200000},
		{"20万", 200000},
		{"20万字", 200000},
		{"1.5万", 15000},
		{"６千", 6000},
		{"6000字", 6000},
		{"0", 0},
		{"1.23456万", -1},
		{"6.5", -1},
		{"6-30", -1},
		{"万", -1},
		{"二十万", -1},
		{"-5", -1},
		{"", -1},
		{"99999999万", -1},
		{"3000000000", -1},
	}
	for _, tt := range tests {
		n, ok := ParseCount(tt.typed)
		switch {
		case tt.want < 0 && ok:
			t.Errorf("%q: taken as %d, want it refused", tt.typed, n)
		case tt.want >= 0 && (!ok || n != tt.want):
			t.Errorf("%q: %d, %v; want %d", tt.typed, n, ok, tt.want)
		}
	}
}

func ExampleParseCount() {
	for _, typed := range []string{"20万", "1.5万字", "２００，０００", "1.23456万"} {
		n, ok := ParseCount(typed)
		fmt.Println(typed, n, ok)
	}
	// Output:
	// 20万 200000 true
	// 1.5万字 15000 true
	// ２００，０００ 200000 true
	// 1.23456万 0 false
}
