package importer

import (
	"slices"
	"strings"
	"testing"
)

// essay is a collection's piece as an essay collection's text file sets
// it: its title at the margin, then its indented paragraphs, every line
// between blank lines; parts are set between the paragraphs.
func essay(title string, parts ...string) string {
	para := "　　" + strings.Repeat("文章写到这里。", 20)
	var b strings.Builder
	b.WriteString(title + "\n\n" + para + "\n\n")
	for _, p := range parts {
		b.WriteString(p + "\n\n" + para + "\n\n")
	}
	b.WriteString(para + "\n\n" + para + "\n\n")
	return b.String()
}

// verse sets lines of verse one under another between blank lines, as
// the paragraphs are.
func verse(lines ...string) string { return strings.Join(lines, "\n\n") }

// TestSplitCollectionQuotedVerse: in an essay collection whose titles
// stand alone at the margin, the lines of a poem an essay quotes are set
// the same way, and each short one was taken for the next essay's title
// (朱自清作品集 came in as 327 pieces, some 150 of them a poem's lines).
// They stay text; the essays' titles still start chapters.
func TestSplitCollectionQuotedVerse(t *testing.T) {
	tests := []struct {
		name string
		in   string
		want []string // chapter titles from 1
	}{
		{"verse announced by a colon", essay("论朗诵诗", verse("　　第一首是《我们开会》：", "我们开会", "我们的视线", "像车辐", "集中在一个轴心")) +
			essay("诗与话") + essay("禅家的语言"),
			[]string{"论朗诵诗", "诗与话", "禅家的语言"}},
		{"a line that goes on from the line above", essay("论朗诵诗", verse("　　回去，", "　　告诉你的女人：", "要大家", "　　来做鞋子。")) +
			essay("诗与话") + essay("禅家的语言"),
			[]string{"论朗诵诗", "诗与话", "禅家的语言"}},
		{"a line that opens a quotation it does not close", essay("小鸟", verse("　　他们却丝毫不觉。", "他们仿佛在说：“我们活着", "　　便该跳该叫。”")) +
			essay("光明") + essay("歌声"),
			[]string{"小鸟", "光明", "歌声"}},
		{"a line of two clauses under a line of verse", essay("新诗杂话", verse("　　松香琥珀的灯光为甚么凄凉？", "几千年，几万年，隔这一层薄纸", "　　天气温和点。")) +
			essay("解诗") + essay("诗与感觉"),
			[]string{"新诗杂话", "解诗", "诗与感觉"}},
		{"a line after a dash", essay("新诗杂话", verse("　　请别忘了那一句话——", "你仍得相信", "　　山谷中留着。")) +
			essay("解诗") + essay("诗与感觉"),
			[]string{"新诗杂话", "解诗", "诗与感觉"}},
		{"a letter's closing and its wish", essay("给流亡异地的东北同胞书", verse("谨此即颂", "健康")) +
			essay("生死场") + essay("后花园"),
			[]string{"给流亡异地的东北同胞书", "生死场", "后花园"}},
		{"titles after a dateline and a note stay titles", essay("匆匆", "　　1921年3月28日。") + essay("背影", "（1925年10月，北京。）") +
			essay("《子恺漫画》丰子恺的漫画集。代序") + essay("荷塘月色"),
			[]string{"匆匆", "背影", "《子恺漫画》丰子恺的漫画集。代序", "荷塘月色"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, c := range Split(tt.in, Options{}) {
				if c.Index > 0 {
					got = append(got, c.Title)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("chapters %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSplitSectionNumbers: a number without 第 (一、绿, 二, （三）, 第二段)
// inside a titled essay numbers a section of it, whether or not the line
// is set apart as a title is; only a book with no other chapter marker
// is cut at such lines. Before, 温州的踪迹's 二、绿 was a chapter and its
// 一、“月朦胧……” was not, and a poem's 一 … 六 made six chapters.
func TestSplitSectionNumbers(t *testing.T) {
	long := func(s string) string { return "　　" + strings.Repeat(s, 250) + "。\n" }
	tests := []struct {
		name string
		in   string
		want []string // chapter titles from 1
	}{
		{"sections of an essay, the first not set apart as a title", essay("温州的踪迹", "一、“月朦胧，鸟朦胧，帘卷海棠红”", "二、绿", "三、白水漈") +
			essay("航船中的文明") + essay("背影"),
			[]string{"温州的踪迹", "航船中的文明", "背影"}},
		{"bare numbers", essay("纪游", "一", "二", "三") + essay("自白") + essay("依恋"),
			[]string{"纪游", "自白", "依恋"}},
		{"numbers in brackets and 第X段", essay("闻一多先生怎样走着", "（一）", "（二）", "第一段", "第二段") + essay("语文零拾") + essay("陶诗的深度") + essay("诗韵"),
			[]string{"闻一多先生怎样走着", "语文零拾", "陶诗的深度", "诗韵"}},
		{"a number that does not go on from the last is a piece's own", essay("题记") + essay("三十七") + essay("三十三") + essay("五十七 现在的屠杀者"),
			[]string{"题记", "三十七", "三十三", "五十七 现在的屠杀者"}},
		{"a book with no other marker is cut at them", "书名\n\n一\n\n" + long("甲") + "\n二\n\n" + long("乙") + "\n三\n\n" + long("丙"),
			[]string{"一", "二", "三"}},
		{"and so with their titles", "书名\n\n一、风起\n\n" + long("甲") + "\n二、云涌\n\n" + long("乙") + "\n三、雷鸣\n\n" + long("丙"),
			[]string{"一、风起", "二、云涌", "三、雷鸣"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			chs := Split(tt.in, Options{})
			for _, c := range chs {
				if c.Index > 0 {
					got = append(got, c.Title)
				}
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("chapters %q, want %q", got, tt.want)
			}
		})
	}
}

// TestZhuziqingVerseLines pins what the two rules do to 朱自清作品集, the
// training book that showed them: its essays' titles start chapters,
// the lines of the poems 新诗杂话 and 论朗诵诗 quote do not, and the
// sections of 温州的踪迹 stay in it; and 萧红作品选's 生死场 is one
// chapter, its 一　麦场 … 一七 its sections, no longer lost in the run of
// the letter's 谨此即颂 / 健康 above it.
func TestZhuziqingVerseLines(t *testing.T) {
	chs, err := Parse(corpusFile(t, "train/zh/zhuziqing-daquanji.txt"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	titles := map[string]bool{}
	for _, c := range chs {
		titles[c.Title] = true
	}
	for _, want := range []string{"论朗诵诗", "诗与话", "新诗杂话", "温州的踪迹", "航船中的文明", "译诗", "诗韵", "小鸟", "光明"} {
		if !titles[want] {
			t.Errorf("no chapter %q", want)
		}
	}
	for _, verse := range []string{"我们开会", "要大家", "照我们说", "别丢掉", "是一件百家衣，矮窗上的纸", "他们仿佛在说：“我们活着", "二、绿", "纽约城纽约城纽约城"} {
		if titles[verse] {
			t.Errorf("verse or section %q is a chapter", verse)
		}
	}
	if len(chs) > 230 {
		t.Errorf("%d chapters; the essays and poems are about 220", len(chs))
	}

	chs, err = Parse(corpusFile(t, "train/zh/xiaohong-jingdian.txt"), Options{})
	if err != nil {
		t.Fatal(err)
	}
	k := slices.IndexFunc(chs, func(c Chapter) bool { return c.Title == "生死场" })
	if k < 0 {
		t.Fatal("no chapter 生死场")
	}
	if text := chs[k].Text; !strings.HasPrefix(text, "一　麦场") || !strings.Contains(text, "一七  不健全的腿") {
		t.Errorf("生死场 does not hold its sections: %.60q", text)
	}
}
