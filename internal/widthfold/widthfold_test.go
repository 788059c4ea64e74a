package widthfold

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// TestRuneSkipsOnlyWhatDoesNotFold: Rune's shortcut past the table agrees
// with the table for every rune, so an update of golang.org/x/text that
// folds more characters fails here rather than going unseen.
func TestRuneSkipsOnlyWhatDoesNotFold(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune; r++ {
		want := r
		if f := width.LookupRune(r).Folded(); f != 0 {
			want = f
		}
		if got := Rune(r); got != want {
			t.Fatalf("Rune(%U) = %U, the table says %U", r, got, want)
		}
	}
}

func TestString(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", ""},
		{"阿Q正传", "阿Q正传"},
		{"阿Ｑ正传", "阿Q正传"},
		{"ＡＢＣ１２３　ｶﾀ", "ABC123 カタ"},
		{"我，你！", "我,你!"},
		{"bad\xffＱ\xff", "bad\xffQ\xff"},
	}
	for _, tc := range tests {
		got := String(tc.in)
		if got != tc.want {
			t.Errorf("String(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if utf8.RuneCountInString(got) != utf8.RuneCountInString(tc.in) {
			t.Errorf("String(%q) = %q changed the rune count", tc.in, got)
		}
	}
}

// TestMapped: every rune start of the folded text (and its end) maps to
// the start of the same rune in the text as written.
func TestMapped(t *testing.T) {
	in := "给阿Ｑ做ＢＢＣ a"
	folded, toOrig := Mapped(in)
	if folded != "给阿Q做BBC a" {
		t.Fatalf("Mapped(%q) folded to %q", in, folded)
	}
	if len(toOrig) != len(folded)+1 || toOrig[len(folded)] != len(in) {
		t.Fatalf("map of %d offsets for %d bytes, ends at %d", len(toOrig), len(folded), toOrig[len(toOrig)-1])
	}
	orig := []int{}
	for i := range in {
		orig = append(orig, i)
	}
	n := 0
	for i := range folded {
		if toOrig[i] != orig[n] {
			t.Errorf("folded byte %d maps to %d, want %d", i, toOrig[i], orig[n])
		}
		n++
	}
}
