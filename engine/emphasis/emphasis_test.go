package emphasis

import (
	"strings"
	"testing"
	"time"
)

// runsString renders runs with italics in <…> for table comparisons.
func runsString(runs []Run) string {
	var b strings.Builder
	for _, r := range runs {
		if r.Italic {
			b.WriteString("<" + r.Text + ">")
		} else {
			b.WriteString(r.Text)
		}
	}
	return b.String()
}

// TestRuns: underscores and asterisks around a phrase are italics
// without their markers; everything else that looks like a marker stays
// as written.
func TestRuns(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Volney’s _Ruins of Empires_. I had", "Volney’s <Ruins of Empires>. I had"},
		{"_To Mrs. Saville, England._", "<To Mrs. Saville, England.>"},
		{"“_I will be with you on your wedding-night._” That", "“<I will be with you on your wedding-night.>” That"},
		{"the words _good spirit, wonderful_; but", "the words <good spirit, wonderful>; but"},
		{"I did *not* say that.", "I did <not> say that."},
		{"(_sic_) and *really*!", "(<sic>) and <really>!"},
		{"_Frankenstein_'s monster", "<Frankenstein>'s monster"},
		{"_a *b* c_ d", "<a b c> d"},
		{"über _schön_ sehr", "über <schön> sehr"},
		// Left as written.
		{"my_variable_name and snake_case", "my_variable_name and snake_case"},
		{"open file_names.txt now", "open file_names.txt now"},
		{"2*3*4 = 24", "2*3*4 = 24"},
		{"* * *", "* * *"},
		{"***", "***"},
		{"a lone * here and _ there", "a lone * here and _ there"},
		{"the footnote* and the next*", "the footnote* and the next*"},
		{"**bold** and __init__", "**bold** and __init__"},
		{"_never closed", "_never closed"},
		{"_ spaced _", "_ spaced _"},
		{"_a *b_ c*", "<a *b> c*"},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			if got := runsString(Runs(tt.in)); got != tt.want {
				t.Errorf("Runs(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestRunsIsLinear: a paragraph of ten thousand openers that
// never close costs what a plain one of its length does (a scan ahead
// for each opener's closer would be quadratic).
func TestRunsIsLinear(t *testing.T) {
	p := strings.Repeat("_a ", 100000)
	start := time.Now()
	runs := Runs(p)
	if d := time.Since(start); d > 200*time.Millisecond {
		t.Errorf("EmphasisRuns took %v on %d bytes", d, len(p))
	}
	if runsString(runs) != p {
		t.Error("unclosed openers changed the text")
	}
}

// TestMark: the italics an import brackets become markers that Runs
// reads back as the same italics, or none where no marker would.
func TestMark(t *testing.T) {
	o, c := string(Open), string(Close)
	tests := []struct{ in, want string }{
		{"Volney’s " + o + "Ruins of Empires" + c + ". I had", "Volney’s _Ruins of Empires_. I had"},
		{o + "word " + c + "and", "_word_ and"},
		{"a" + o + " spaced " + c + "b", "a _spaced_ b"},
		{"open " + o + "my_file" + c + " now", "open _my_file_ now"},
		{o + "x _y" + c + " z", "*x _y* z"},
		{"un" + o + "believ" + c + "able", "unbelievable"},
		{"un" + o + "believ" + c + "able, " + o + "this" + c + " and " + o + "x _y" + c, "unbelievable, _this_ and *x _y*"},
		{o + "   " + c + "x", "   x"},
		{"stray " + c + "close and " + o + "open", "stray close and open"},
		{o + "one" + c + o + " two" + c, "_one_ _two_"},
		{"no italics", "no italics"},
		{"", ""},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			if got := Mark(tt.in); got != tt.want {
				t.Errorf("Mark(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

// TestSpansEndAtTheLine: a text of several paragraphs is read line by
// line, so an opener left open on one line does not pair with a marker
// on the next.
func TestSpansEndAtTheLine(t *testing.T) {
	p := "an _open one\nand one_ closed, _here_."
	got := Spans(p)
	if len(got) != 1 || p[got[0][0]:got[0][1]+1] != "_here_" {
		t.Fatalf("Spans(%q) = %v, want the one around “here”", p, got)
	}
}
