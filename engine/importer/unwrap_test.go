package importer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"
)

// hardWrap wraps each paragraph greedily at width runes, the way a
// typewriter or an e-text tool does; wide runes are break points too.
func hardWrap(paragraphs []string, width int, sep string) string {
	var out []string
	for _, p := range paragraphs {
		var lines []string
		line := ""
		for _, w := range strings.Fields(p) {
			switch {
			case line == "":
				line = w
			case utf8.RuneCountInString(line)+1+utf8.RuneCountInString(w) > width:
				lines = append(lines, line)
				line = w
			default:
				line += " " + w
			}
		}
		lines = append(lines, line)
		out = append(out, strings.Join(lines, "\n"))
	}
	return strings.Join(out, sep)
}

// englishParagraphs are made-up paragraphs of prose, long enough to wrap
// into a few lines each.
func englishParagraphs(n int) []string {
	var ps []string
	for i := range n {
		ps = append(ps, strings.Repeat("The lamp burned low while the captain wrote his letters home, and the sea was quiet. ", 2+i%3)+
			"Nobody on board could say whether the ice would open before the winter came down upon them.")
	}
	return ps
}

func TestUnwrapJoinsHardWrappedParagraphs(t *testing.T) {
	ps := englishParagraphs(12)
	wrapped := hardWrap(ps, 70, "\n\n")
	chs := Split(wrapped, Options{})
	if len(chs) != 1 {
		t.Fatalf("got %d chapters, want 1", len(chs))
	}
	if want := strings.Join(ps, "\n\n"); chs[0].Text != want {
		t.Errorf("unwrapped text differs:\n got %.200q\nwant %.200q", chs[0].Text, want)
	}
	kept := Split(wrapped, Options{KeepLineBreaks: true})
	if kept[0].Text != wrapped {
		t.Errorf("KeepLineBreaks changed the text")
	}
}

func TestUnwrapKeepsBreaksTheAuthorMade(t *testing.T) {
	body := hardWrap(englishParagraphs(10), 72, "\n\n")
	tests := []struct {
		name  string
		extra string // a paragraph appended to the wrapped prose
		want  string // how it must come out
	}{
		{"indented verse",
			"    Like one who, on a lonely road,\n    Doth walk in fear and dread,\n    And turns no more his head;",
			"    Like one who, on a lonely road,\n    Doth walk in fear and dread,\n    And turns no more his head;"},
		{"a letter's signature", "Your affectionate brother,\nRobert Walton", "Your affectionate brother,\nRobert Walton"},
		{"hyphen and dash join without a space",
			"He accompanied the whale-fishers on several expeditions to the whale-\nfishing grounds and felt a steady purpose, a point on which the soul—\nmay fix its intellectual eye.",
			"He accompanied the whale-fishers on several expeditions to the whale-fishing grounds and felt a steady purpose, a point on which the soul—may fix its intellectual eye."},
		{"next word too long for the short line: a wrap",
			"The letters were written in the cabin by a candle that smoked, and\nextraordinarily", "The letters were written in the cabin by a candle that smoked, and extraordinarily"},
		{"indented paragraph starts stay", "  One.\n  Two.", "  One.\n  Two."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs := Split(body+"\n\n"+tt.extra, Options{})
			got := chs[len(chs)-1].Text
			if !strings.HasSuffix(got, "\n\n"+tt.want) {
				t.Errorf("last paragraph = %q, want %q", got[strings.LastIndex(got, "\n\n")+2:], tt.want)
			}
		})
	}
}

func TestUnwrapLeavesTextThatIsNotHardWrapped(t *testing.T) {
	var perLine, blankSep, shortWrapped, likeLength []string
	for i := range 40 {
		// English dialogue, one paragraph a line, all of about one length.
		likeLength = append(likeLength, fmt.Sprintf("“Is it true, captain, that the ice will open before the winter?” asked sailor %d.", i))
		// Chinese prose, one paragraph per line, no blank lines: lines of
		// every length.
		perLine = append(perLine, "　　"+strings.Repeat("他走进房间，看见窗外下着雨。", 1+i*7%9))
		blankSep = append(blankSep, strings.Repeat("She said nothing at all. ", 1+i%5))
	}
	for range 3 { // a few wrapped lines are too few to call a file wrapped
		shortWrapped = append(shortWrapped, "a line that is wrapped at about\nthirty letters wide")
	}
	tests := []struct{ name, text string }{
		{"one Chinese paragraph per line", strings.Join(perLine, "\n")},
		{"paragraphs separated by blank lines", strings.Join(blankSep, "\n\n")},
		{"a handful of wrapped lines", strings.Join(shortWrapped, "\n\n")},
		{"one paragraph a line of like length", strings.Join(likeLength, "\n")},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Split(tt.text, Options{})[0].Text; got != tt.text {
				t.Errorf("text changed:\n got %.120q\nwant %.120q", got, tt.text)
			}
		})
	}
}

func TestUnwrapJoinsHardWrappedChinese(t *testing.T) {
	// Chinese wrapped at 30 characters, each paragraph indented with
	// "　　" and no blank line between paragraphs.
	para := "　　" + strings.Repeat("滚滚长江东逝水浪花淘尽英雄是非成败转头空青山依旧在几度夕阳红", 3)
	var lines []string
	var want []string
	for range 12 {
		rs := []rune(para)
		for len(rs) > 30 {
			lines = append(lines, string(rs[:30]))
			rs = rs[30:]
		}
		lines = append(lines, string(rs))
		want = append(want, para)
	}
	got := Split(strings.Join(lines, "\n"), Options{})[0].Text
	if w := strings.Join(want, "\n"); got != w {
		t.Errorf("got %.200q\nwant %.200q", got, w)
	}
}

func TestUnwrapMarkdownBlocks(t *testing.T) {
	body := hardWrap(englishParagraphs(10), 72, "\n\n")
	list := "The crew wanted three things before they would sail north again:\n- warm coats\n- dry biscuits\n1. a captain"
	got := Split(body+"\n\n"+list, Options{Markdown: true})[0].Text
	if !strings.HasSuffix(got, list) {
		t.Errorf("Markdown list joined: %q", got[strings.LastIndex(got, "\n\n")+2:])
	}
}

// Frankenstein as Project Gutenberg wraps it (dev corpus, ~75 letters a
// line): an import gives paragraphs, and the poem Walton quotes keeps its
// lines.
func TestUnwrapFrankenstein(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "shared", "corpus", "dev", "en", "frankenstein.txt"))
	if err != nil {
		t.Fatalf("the dev corpus is part of the test set up: %v", err)
	}
	chs, err := Parse(data, Options{})
	if err != nil {
		t.Fatal(err)
	}
	all := ""
	for _, c := range chs {
		all += c.Text + "\n\n"
	}
	for _, want := range []string{
		"You will rejoice to hear that no disaster has accompanied the commencement of an enterprise which you have regarded with such evil forebodings.",
		" Doth walk in fear and dread,\n And, having once turned round, walks on,",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("import lacks %q", want)
		}
	}
	lines, long := 0, 0
	for l := range strings.SplitSeq(all, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		lines++
		if utf8.RuneCountInString(l) > 200 {
			long++
		}
	}
	// 6,419 non-blank lines as wrapped; most paragraphs hold a few of them.
	if lines > 1000 || long < 500 {
		t.Errorf("%d non-blank lines, %d of them over 200 characters: not unwrapped", lines, long)
	}
}
