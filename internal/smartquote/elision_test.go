package smartquote

import "testing"

// TestElision: an opening quote before an elided word or a two-digit
// year is an apostrophe once the word ends; an ordinary quotation's
// opening quote stays.
func TestElision(t *testing.T) {
	tests := []struct {
		before string // the paragraph up to the caret, the rune just typed last
		want   int    // the quote's index, -1: none turns
	}{
		{"‘Tis ", 0},
		{"‘tis,", 0},
		{"and ‘twas ", 4},
		{"‘Twere ", 0},
		{"get ‘em!", 4},
		{"‘cause ", 0},
		{"rock ‘n’", 5},
		{"back in ‘89 ", 8},
		{"the ‘80s,", 4},
		{"(‘89)", 1},
		{"‘em’", -1},     // a quoted word
		{"‘Victor’", -1}, // a quotation
		{"‘Victor ", -1}, // a quotation's first word
		{"‘89’", -1},     // a quoted number
		{"‘890 ", -1},    // no year of two digits
		{"‘n ", -1},      // n alone, no closing quote
		{"‘Tis", -1},     // the word goes on
		{"don’t ", -1},   // no opening quote
		{"‘Tis’s ", -1},  // the quote is not the word's
		{"x‘tis ", -1},   // inside a word: Curly did not open it
		{"‘ ", -1},
		{"", -1},
	}
	for _, tt := range tests {
		at, ok := Elision([]rune(tt.before))
		if !ok {
			at = -1
		}
		if at != tt.want {
			t.Errorf("Elision(%q) = %d, want %d", tt.before, at, tt.want)
		}
	}
}
