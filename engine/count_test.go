package engine

import (
	"errors"
	"fmt"
	"testing"
)

// TestParseCount takes every form of a count a Chinese author types,
// refuses what is not a whole number, and says when one is too large.
func TestParseCount(t *testing.T) {
	tests := []struct {
		typed string
		want  int   // when err is nil
		err   error // ErrNotCount or ErrCountTooLarge
	}{
		{"200000", 200000, nil},
		{" 200000 ", 200000, nil},
		{"200,000", 200000, nil},
		{"２０００００", 200000, nil},
		{"200，000", 200000, nil},
		{"20万", 200000, nil},
		{"20万字", 200000, nil},
		{"1.5万", 15000, nil},
		{"６千", 6000, nil},
		{"6000字", 6000, nil},
		{"80k", 80000, nil},
		{"80K", 80000, nil},
		{"1.5k", 1500, nil},
		{"80k words", 80000, nil},
		{"300,000 words", 300000, nil},
		{"1,000 Words", 1000, nil},
		{"1 word", 1, nil},
		{"6 千字", 6000, nil},
		{"1.2345k", 0, ErrNotCount},
		{"k", 0, ErrNotCount},
		{"80 kilowords", 0, ErrNotCount},
		{"words", 0, ErrNotCount},
		{"3000000k", 0, ErrCountTooLarge},
		{"0", 0, nil},
		{"2147483647", MaxCount, nil},
		{"1.23456万", 0, ErrNotCount},
		{"6.5", 0, ErrNotCount},
		{"6-30", 0, ErrNotCount},
		{"万", 0, ErrNotCount},
		{"二十万", 0, ErrNotCount},
		{"-5", 0, ErrNotCount},
		{"", 0, ErrNotCount},
		{"99999999万", 0, ErrCountTooLarge},
		{"3000000000", 0, ErrCountTooLarge},
		{"2147483648", 0, ErrCountTooLarge},
		{"99999999999999999999", 0, ErrCountTooLarge},
		{"９９９９９９９９９９９９万字", 0, ErrCountTooLarge},
	}
	for _, tt := range tests {
		n, err := ParseCount(tt.typed)
		switch {
		case tt.err != nil && !errors.Is(err, tt.err):
			t.Errorf("%q: %d, %v; want %v", tt.typed, n, err, tt.err)
		case tt.err != nil && !errors.Is(err, ErrInvalid):
			t.Errorf("%q: %v is no ErrInvalid", tt.typed, err)
		case tt.err == nil && (err != nil || n != tt.want):
			t.Errorf("%q: %d, %v; want %d", tt.typed, n, err, tt.want)
		}
	}
}

func ExampleParseCount() {
	for _, typed := range []string{"20万", "1.5万字", "２００，０００", "1.23456万", "99999999999999999999"} {
		n, err := ParseCount(typed)
		fmt.Println(typed, n, err)
	}
	// Output:
	// 20万 200000 <nil>
	// 1.5万字 15000 <nil>
	// ２００，０００ 200000 <nil>
	// 1.23456万 0 not a whole number: invalid argument
	// 99999999999999999999 0 count larger than 2147483647: invalid argument
}
