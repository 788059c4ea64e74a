package tokenizer

import (
	"testing"
	"unicode/utf8"
)

func TestToValidUTF8(t *testing.T) {
	// Expectations are Node.js's Buffer#toString("utf8") of the same bytes.
	tests := []struct {
		in, want string
	}{
		{"", ""},
		{"abc", "abc"},
		{"你好", "你好"},
		{"\xff", "\uFFFD"},
		{"\xe4\xbd", "\uFFFD"},                   // truncated: one replacement
		{"\xe4\xbdA", "\uFFFDA"},                 // truncated then ASCII
		{"abc\xc0\xafdef", "abc\uFFFD\uFFFDdef"}, // overlong: never a prefix
		{"\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD"},   // surrogate: ED then A0 is out of range
		{"\xf4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"},
		{"\xe0\x80\x8f", "\uFFFD\uFFFD\uFFFD"},
		{"\xf0\x9f\x98x", "\uFFFDx"}, // 3 of 4 bytes of an emoji
		{"\xf0\x9f\x98\x80", "😀"},
		{"\xe4\xe4\xbd\xa0", "\uFFFD你"}, // resync at a lead byte
		{"\uFFFD", "\uFFFD"},            // a real U+FFFD stays
		{"\xef\xbb\xbfA", "\ufeffA"},    // BOM kept
	}
	for _, tt := range tests {
		got := toValidUTF8(tt.in)
		if got != tt.want {
			t.Errorf("toValidUTF8(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if !utf8.ValidString(got) {
			t.Errorf("toValidUTF8(%q) is not valid UTF-8", tt.in)
		}
	}
}
