package linebreak

import (
	"strings"
	"testing"
	"unicode"
)

// advances gives a CJK character, and the ellipsis and em dash a CJK
// font sets full width, two units and anything else one, the proportions
// of a real CJK font against Latin text.
func advances(text []rune) []float32 {
	adv := make([]float32, len(text))
	for i, r := range text {
		adv[i] = 1
		if r >= 0x2E80 || r == '…' || r == '—' {
			adv[i] = 2
		}
	}
	return adv
}

// em is a CJK character's advance in advances: the room the editor
// leaves past the margin for punctuation to hang into.
const em = 2

func wrap(text string, width, hang float32) []string {
	return wrapWith(Breaker{Hang: hang}, text, width)
}

// wrapWith is text's lines as b breaks them at width (advances' widths).
func wrapWith(b Breaker, text string, width float32) []string {
	rs := []rune(text)
	starts := b.Lines(rs, advances(rs), width)
	lines := make([]string, len(starts))
	for i, s := range starts {
		end := len(rs)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		lines[i] = string(rs[s:end])
	}
	return lines
}

func TestLines(t *testing.T) {
	cases := []struct {
		name        string
		text        string
		width, hang float32
		want        []string
	}{
		{"empty", "", 10, em, []string{""}},
		{"fits", "春眠不觉晓", 10, em, []string{"春眠不觉晓"}},
		{"han breaks anywhere", "春眠不觉晓处处闻啼鸟", 10, em, []string{"春眠不觉晓", "处处闻啼鸟"}},
		{"comma hangs past the margin", "春眠不觉，晓处处闻啼鸟", 8, em, []string{"春眠不觉，", "晓处处闻", "啼鸟"}},
		{"three closing marks cannot all hang: a character comes down with them", "一二三四。”）五", 8, em, []string{"一二三", "四。”）", "五"}},
		{"full stop hangs", "一二三四。五六", 8, em, []string{"一二三四。", "五六"}},
		{"closing quote hangs with the full stop", "他说：“好。”然后走了", 12, em, []string{"他说：“好。”", "然后走了"}},
		{"closing quotes never start a line", "他说：“好。”然后", 8, em, []string{"他说：", "“好。”然", "后"}},
		{"opening quote never ends a line", "他说：“你好吗”", 8, em, []string{"他说：", "“你好吗”"}},
		{"opening bracket goes down", "一二三（注）", 8, em, []string{"一二三", "（注）"}},
		{"ellipsis pair does not hang: the character before comes down with it", "他想了想……没说话", 8, em, []string{"他想了", "想……没", "说话"}},
		{"ellipsis pair never starts a line", "他想了想……没说话", 7, em, []string{"他想了", "想……", "没说话"}},
		{"dash pair does not hang", "中文里是——", 8, em, []string{"中文里", "是——"}},
		{"full stop hangs after an ellipsis pair", "他想了……。没", 10, em, []string{"他想了……。", "没"}},
		{"no room: comma does not hang", "春眠不觉，晓处处闻啼鸟", 8, 0, []string{"春眠不", "觉，晓处", "处闻啼鸟"}},
		{"no room: full stop does not hang", "一二三四。五六", 8, 0, []string{"一二三", "四。五六"}},
		{"no room: dash pair comes down whole", "中文里是——", 9, 0, []string{"中文里", "是——"}},
		{"no room: a closing mark that fits stays", "一二三，", 8, 0, []string{"一二三，"}},
		{"indent stays on the first line", "　　天下大势，分久必合", 12, em, []string{"　　天下大势，", "分久必合"}},
		{"latin words intact", "the quick brown fox", 12, em, []string{"the quick ", "brown fox"}},
		{"mixed: english word in chinese kept whole", "我们用Python写程序", 10, em, []string{"我们用", "Python写程", "序"}},
		{"long word cut where the line is full", "supercalifragilistic", 8, em, []string{"supercal", "ifragili", "stic"}},
		{"spaces hang past the margin", "aaaa    bbbb", 4, em, []string{"aaaa    ", "bbbb"}},
		{"latin comma not at line start", "one, two, three", 4, em, []string{"one, ", "two, ", "thre", "e"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := wrap(c.text, c.width, c.hang)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Fatalf("wrap(%q, %v, hang %v)\n got %q\nwant %q", c.text, c.width, c.hang, got, c.want)
			}
		})
	}
}

// TestLinesKeepTheRules wraps mixed prose at every width, with and
// without room to hang punctuation into, and checks the invariants: the
// lines rebuild the text, none starts or ends with a forbidden rune, no
// line reaches past its width and the room beyond (else the view clips
// it), —— and …… are never split, and a Latin word is split only when
// wider than a line.
func TestLinesKeepTheRules(t *testing.T) {
	texts := []string{
		"　　话说天下大势，分久必合，合久必分。周末七国分争，并入于秦。及秦灭之后，楚、汉分争，又并入于汉。",
		"“你来了？”她问。“嗯……我来了——带着《三国演义》和（一本）书！”他答道：“走吧。”",
		"他打开MacBook，输入“hello world”，然后按下Enter键。It was 10:30 p.m., 天已经黑了。",
		"中文里是 ——，英文里是 —。他想了想……说：“好吧……”",
	}
	for _, text := range texts {
		for _, hang := range []float32{0, em} {
			for width := float32(6); width <= 40; width++ {
				lines := wrap(text, width, hang)
				if strings.Join(lines, "") != text {
					t.Fatalf("width %v: lines do not rebuild the text: %q", width, lines)
				}
				for i, l := range lines {
					rs := []rune(l)
					// Below four ems a run kinsoku glues together ("“嗯……")
					// can be wider than the line, and is cut.
					if i > 0 && forbiddenStart[rs[0]] && width >= 8 {
						t.Errorf("width %v: line %d starts with %q: %q", width, i, rs[0], lines)
					}
					trimmed := []rune(strings.TrimRightFunc(l, unicode.IsSpace))
					if i+1 < len(lines) && len(trimmed) > 0 && forbiddenEnd[trimmed[len(trimmed)-1]] && width >= 8 {
						t.Errorf("width %v: line %d ends with %q: %q", width, i, trimmed[len(trimmed)-1], lines)
					}
					var drawn float32
					for _, a := range advances(trimmed) {
						drawn += a
					}
					if drawn > width+hang && len(trimmed) > 1 {
						t.Errorf("width %v, hang %v: line %d is %v wide: %q", width, hang, i, drawn, lines)
					}
					if i > 0 {
						prev := []rune(lines[i-1])
						if last := prev[len(prev)-1]; (last == '—' || last == '…') && rs[0] == last && width >= 8 {
							t.Errorf("width %v, hang %v: %c%c split between lines %d and %d: %q", width, hang, last, last, i-1, i, lines)
						}
						if isLatin(prev[len(prev)-1]) && isLatin(rs[0]) && latinRun(text, l) <= width {
							t.Errorf("width %v: a Latin word is split between lines %d and %d: %q", width, i-1, i, lines)
						}
					}
				}
			}
		}
	}
}

func isLatin(r rune) bool { return r < 0x2E80 && (unicode.IsLetter(r) || unicode.IsDigit(r)) }

// latinRun returns the width of the Latin word that line starts inside,
// with the closing marks kinsoku glues after it ("MacBook，").
func latinRun(text, line string) float32 {
	i := strings.Index(text, line)
	rs := []rune(text[:i])
	n := 0
	for j := len(rs) - 1; j >= 0 && isLatin(rs[j]); j-- {
		n++
	}
	rest := []rune(line)
	k := 0
	for k < len(rest) && isLatin(rest[k]) {
		k++
	}
	w := float32(n + k)
	for ; k < len(rest) && forbiddenStart[rest[k]]; k++ {
		w += advances(rest[k : k+1])[0]
	}
	return w
}

// TestPhrases: with Phrases (interface labels) a short Chinese word set
// off by spaces or Latin text is not cut when the line can break
// elsewhere; prose, and a word wider than the line, break as before.
func TestPhrases(t *testing.T) {
	cases := []struct {
		name    string
		text    string
		width   float32
		phrases bool
		want    []string
	}{
		{"without phrases the word is cut", "Ctrl+↑ 上一个", 10, false, []string{"Ctrl+↑ 上", "一个"}},
		{"a word after a space moves down whole", "Ctrl+↑ 上一个", 10, true, []string{"Ctrl+↑ ", "上一个"}},
		{"a title's words: without phrases", "第三章 出发", 9, false, []string{"第三章 出", "发"}},
		{"a title's words stay whole", "第三章 出发", 9, true, []string{"第三章 ", "出发"}},
		{"a word before punctuation after a space", "F3 下一个，Shift", 8, true, []string{"F3 ", "下一个，", "Shift"}},
		{"prose between punctuation still breaks anywhere", "他想了想，没说话就走了", 10, true, []string{"他想了想，", "没说话就走", "了"}},
		{"a run longer than a word breaks anywhere", "a 天下大势分久必合", 10, true, []string{"a 天下大势", "分久必合"}},
		{"a word wider than the line is cut", "a 上一个", 4, true, []string{"a ", "上一", "个"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := wrapWith(Breaker{Phrases: c.phrases}, c.text, c.width)
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Errorf("%q at %v: %q, want %q", c.text, c.width, got, c.want)
			}
		})
	}
}

// TestKeepTitles: with KeepTitles a short title in its marks goes to the
// next line whole rather than break inside (《第二章 雪 / 夜》), but a
// title wider than the line still breaks, and without the option (prose)
// a title breaks like any other text.
func TestKeepTitles(t *testing.T) {
	cases := []struct {
		name  string
		keep  bool
		text  string
		width float32
		want  []string
	}{
		{"book title goes down whole", true, "出现 12 次，都在《第二章 雪夜》", 27, []string{"出现 12 次，都在", "《第二章 雪夜》"}},
		{"prose breaks inside it", false, "出现 12 次，都在《第二章 雪夜》", 27, []string{"出现 12 次，都在《第二章 雪", "夜》"}},
		{"corner brackets too", true, "合并后「第三章 出发」的内容", 18, []string{"合并后", "「第三章 出发」的", "内容"}},
		{"English quotes", true, "3 mentions, all in “Chapter 5”", 25, []string{"3 mentions, all in ", "“Chapter 5”"}},
		{"a title wider than the line still breaks", true, "在《一二三四五六七八九十》", 10, []string{"在", "《一二三四", "五六七八九", "十》"}},
		{"speech in corner brackets is not a title", true, "他说：「今天、明天，都不行。」她笑了", 16, []string{"他说：「今天、明", "天，都不行。」她", "笑了"}},
		{"a long quotation is not a title", true, "他说：“" + strings.Repeat("好", 40) + "”", 20, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := wrapWith(Breaker{KeepTitles: c.keep}, c.text, c.width)
			if c.want == nil { // the long quotation: its first line is full
				if len(got) < 2 || !strings.HasPrefix(got[0], "他说：“好") {
					t.Fatalf("got %q", got)
				}
				return
			}
			if strings.Join(got, "|") != strings.Join(c.want, "|") {
				t.Fatalf("got %q, want %q", got, c.want)
			}
		})
	}
}
