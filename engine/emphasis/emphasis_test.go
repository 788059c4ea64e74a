package emphasis

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"inkflow/internal/cputime"
)

// runsString renders runs with italics in <…>, bold in [… ] and both
// in {…} for table comparisons.
func runsString(runs []Run) string {
	var b strings.Builder
	for _, r := range runs {
		switch {
		case r.Italic && r.Bold:
			b.WriteString("{" + r.Text + "}")
		case r.Italic:
			b.WriteString("<" + r.Text + ">")
		case r.Bold:
			b.WriteString("[" + r.Text + "]")
		default:
			b.WriteString(r.Text)
		}
	}
	return b.String()
}

// TestRuns: underscores and asterisks around a phrase are italics
// without their markers, double asterisks bold, triple ones both;
// everything else that looks like a marker stays as written.
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
		{"__init__ and __dunder", "__init__ and __dunder"},
		// Bold, and bold with italics.
		{"**bold** and __init__", "[bold] and __init__"},
		{"a **bold step** here", "a [bold step] here"},
		{"***both*** then", "{both} then"},
		{"**a _b_ c**", "[a ]{b}[ c]"},
		{"_a **b** c_", "<a >{b}< c>"},
		{"**a *b* c**", "[a ]{b}[ c]"},
		{"*a **b** c*", "<a >{b}< c>"},
		{"***a** b*", "{a}< b>"},
		{"***a* b**", "{a}[ b]"},
		{"**a *b***", "[a ]{b}"},
		{"*a **b***", "<a >{b}"},
		{"**ab _cd_** _ef_", "[ab ]{cd} <ef>"},
		{"他**非常**生气。", "他[非常]生气。"},
		{"他_非常_生气", "他<非常>生气"},
		{"“**走！**”他说", "“[走！]”他说"},
		{"un**believ**able", "un**believ**able"},
		{"2**3**4", "2**3**4"},
		{"** spaced **", "** spaced **"},
		{"**never closed", "**never closed"},
		{"**a* b", "**a* b"},
		{"****x****", "****x****"},
		{"* * *", "* * *"},
		{"*** ***", "*** ***"},
		{"****", "****"},
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

// TestRunsIsLinear: a paragraph of openers that never close costs in
// proportion to its length (a scan ahead for each opener's closer would be
// quadratic). It compares two lengths within one run, as a ratio, rather
// than holding Runs to a time: on a loaded machine 100,000 openers took
// longer than any fixed limit, which says nothing about their cost. The
// long paragraph is ratioLength times the short one, so linear work takes
// about ratioLength times as long and quadratic work ratioLength² times;
// the limit sits between them (4× from each). The cost is the thread's
// CPU time (wall-clock time where the system has no thread clock), which
// waiting for a core does not add to, and each length's is the least of
// a few tries.
func TestRunsIsLinear(t *testing.T) {
	const (
		ratioLength = 16
		short       = 2000 // openers
		tries       = 5
		limit       = ratioLength * 4
	)
	runtime.LockOSThread() // the thread's clock is this goroutine's
	defer runtime.UnlockOSThread()
	clock := func() time.Duration {
		if d, ok := cputime.Thread(); ok {
			return d
		}
		return time.Duration(time.Now().UnixNano())
	}
	cost := func(p string) time.Duration {
		start := clock()
		runs := Runs(p)
		d := clock() - start
		if runsString(runs) != p {
			t.Fatalf("%d bytes of unclosed openers changed the text", len(p))
		}
		return d
	}
	for _, opener := range []string{"_a ", "**a ", "***a "} {
		small := strings.Repeat(opener, short)
		large := strings.Repeat(opener, short*ratioLength)
		least := func(p string) time.Duration {
			d := cost(p)
			for range tries - 1 {
				d = min(d, cost(p))
			}
			return max(d, time.Nanosecond)
		}
		costSmall, costLarge := least(small), least(large)
		ratio := float64(costLarge) / float64(costSmall)
		t.Logf("%q: %d openers in %v, %d in %v (%.1f×)", opener, short, costSmall, short*ratioLength, costLarge, ratio)
		if ratio > limit {
			t.Errorf("Runs on %d %q openers took %.1f× its time on %d (%v against %v): want about %d×, linear", short*ratioLength, opener, ratio, short, costLarge, costSmall, ratioLength)
		}
	}
}

// TestMark: the italics an import brackets become markers that Runs
// reads back as the same italics, or none where no marker would.
func TestMark(t *testing.T) {
	o, c := string(Open), string(Close)
	bo, bc := string(BoldOpen), string(BoldClose)
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
		{o + "one" + c + o + " two" + c, "_one two_"},
		{o + "one" + c + " " + o + "two" + c, "_one_ _two_"},
		{"no italics", "no italics"},
		{"", ""},
		// Bold: ** around it, *** with italics, never a line a scene
		// break is read as.
		{"a " + bo + "bold" + bc + " word", "a **bold** word"},
		{bo + "Bold " + bc + bo + "split" + bc + " run", "**Bold split** run"},
		{bo + "  " + bc + "x", "  x"},
		{"x" + bo + " " + bc + "y", "x y"},
		{bo + o + "both" + c + bc + " then", "***both*** then"},
		{o + bo + "both" + bc + c, "***both***"},
		{bo + "a " + o + "b" + c + " c" + bc, "**a _b_ c**"},
		{o + "a " + bo + "b" + bc + " c" + c, "_a **b** c_"},
		{bo + "ab " + o + "cd" + bc + " ef" + c, "**ab _cd_** _ef_"},
		{bo + "ab" + o + "cd" + bc + "ef" + c, "abcdef"},
		{bo + "※" + bc, "※"},
		{bo + o + "※" + c + bc, "**_※_**"},
		{bo + o + "my_file" + c + bc, "***my_file***"},
		{"他" + bo + "非常" + bc + "生气", "他**非常**生气"},
		{"un" + bo + "believ" + bc + "able", "unbelievable"},
		{bo + "open", "open"},
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
	if len(got) != 1 || p[got[0].Open:got[0].Close+got[0].CloseLen] != "_here_" {
		t.Fatalf("Spans(%q) = %v, want the one around “here”", p, got)
	}
}

// TestMarkReadsBack: whatever styles an import brackets, Runs reads
// Mark's markers back as the same text, and as the same styles wherever
// Mark kept them.
func TestMarkReadsBack(t *testing.T) {
	o, c := string(Open), string(Close)
	bo, bc := string(BoldOpen), string(BoldClose)
	pieces := []string{"a", "b_c", "他", "*", " ", "**", "x"}
	brackets := []string{o, c, bo, bc}
	// Every sequence of four pieces, each after a bracket or none.
	var walk func(prefix string, depth int)
	walk = func(prefix string, depth int) {
		if depth == 0 {
			if runsString(Runs(Strip(prefix))) != Strip(prefix) {
				return // the text's own asterisks are markers already
			}
			got := Mark(prefix)
			if plain := runsString(Runs(got)); dropStyles(plain) != Strip(prefix) {
				t.Fatalf("Mark(%q) = %q, which reads as %q", prefix, got, plain)
			}
			return
		}
		for _, p := range pieces {
			walk(prefix+p, depth-1)
			for _, b := range brackets {
				walk(prefix+b+p, depth-1)
			}
		}
	}
	walk("", 3)
}

// dropStyles removes runsString's style marks.
func dropStyles(s string) string {
	return strings.NewReplacer("<", "", ">", "", "[", "", "]", "", "{", "", "}", "").Replace(s)
}

// TestPlain: the markers go, line by line, and everything else stays.
func TestPlain(t *testing.T) {
	tests := []struct{ in, want string }{
		{"他**非常**生气。", "他非常生气。"},
		{"He was **very angry** and ***loud***, _quiet_ and *still*.", "He was very angry and loud, quiet and still."},
		{"an _open one\nand one_ closed, **here**.", "an _open one\nand one_ closed, here."},
		{"* * *\n***\nsnake_case 2*3*4 ****x****", "* * *\n***\nsnake_case 2*3*4 ****x****"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Plain(tt.in); got != tt.want {
			t.Errorf("Plain(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
