//go:build !race

package engine

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// longestMatchCounts counts, per entry, the names found in text by the
// rule authors expect, written out naively: at each position try the
// longest name first; a match skips past itself.
func longestMatchCounts(text string, names map[string]int) map[int]int {
	byLength := slices.Collect(func(yield func(string) bool) {
		for n := range names {
			if !yield(n) {
				return
			}
		}
	})
	slices.SortFunc(byLength, func(a, b string) int { return utf8.RuneCountInString(b) - utf8.RuneCountInString(a) })
	out := map[int]int{}
	for i := 0; i < len(text); {
		matched := false
		for _, n := range byLength {
			if strings.HasPrefix(text[i:], n) {
				out[names[n]]++
				i += len(n)
				matched = true
				break
			}
		}
		if !matched {
			_, size := utf8.DecodeRuneInString(text[i:])
			i += size
		}
	}
	return out
}

// TestAcceptanceSanguoMentions: on 三国演义, 刘备 and 诸葛亮 with their
// aliases are counted per chapter exactly as the longest-match rule
// counts them, first appear in chapter 1 and chapters 36–38, and an edited
// paragraph updates the mentions after the debounce by rescanning one
// block.
func TestAcceptanceSanguoMentions(t *testing.T) {
	const debounce = 100 * time.Millisecond
	e := openEngine(t, "", nil, debounce)
	p, _ := importDevBook(t, e, "三国演义", "zh/sanguoyanyi.txt")
	liu, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "刘备", Aliases: []string{"玄德", "刘玄德", "刘皇叔"}})
	must(t, err)
	zhuge, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: "诸葛亮", Aliases: []string{"孔明", "卧龙", "诸葛孔明"}})
	must(t, err)
	flushMentions(t, e)

	names := map[string]int{"刘备": 0, "玄德": 0, "刘玄德": 0, "刘皇叔": 0, "诸葛亮": 1, "孔明": 1, "卧龙": 1, "诸葛孔明": 1}
	chapters, err := e.Chapters(p.ID)
	must(t, err)
	if len(chapters) < 120 {
		t.Fatalf("imported %d chapters, want 120", len(chapters))
	}
	liuA, zhugeA := appearances(t, e, liu.ID), appearances(t, e, zhuge.ID)
	for i, ci := range chapters {
		c, err := e.Chapter(ci.ID)
		must(t, err)
		want := longestMatchCounts(c.Text, names)
		if liuA.Chapters[i].Count != want[0] || zhugeA.Chapters[i].Count != want[1] {
			t.Errorf("chapter %d: 刘备 %d, 诸葛亮 %d; the longest-match count says %d, %d",
				ci.Index, liuA.Chapters[i].Count, zhugeA.Chapters[i].Count, want[0], want[1])
		}
	}
	t.Logf("刘备 %d mentions (chapters %d–%d), 诸葛亮 %d (chapters %d–%d)", liuA.Total, liuA.First, liuA.Last, zhugeA.Total, zhugeA.First, zhugeA.Last)
	if liuA.First != 1 {
		t.Errorf("刘备 first appears in chapter %d, want 1", liuA.First)
	}
	if zhugeA.First < 36 || zhugeA.First > 38 {
		t.Errorf("诸葛亮 first appears in chapter %d, want 36–38", zhugeA.First)
	}

	// Edit one paragraph of chapter 50 and let the debounce fire.
	ch := chapters[slices.IndexFunc(chapters, func(c ChapterInfo) bool { return c.Index == 50 })]
	c, err := e.Chapter(ch.ID)
	must(t, err)
	paras := strings.Split(c.Text, "\n\n")
	paras[1] += "玄德与孔明大笑。"
	before, wantLiu := e.MentionsScanned(), liuA.Chapters[ch.Order].Count+1
	_, err = e.SaveChapter(c.ID, c.Title, strings.Join(paras, "\n\n"))
	must(t, err)
	deadline := time.Now().Add(30 * time.Second)
	for appearances(t, e, liu.ID).Chapters[ch.Order].Count != wantLiu {
		if time.Now().After(deadline) {
			t.Fatal("the edit did not reach the mentions")
		}
		time.Sleep(debounce / 4)
	}
	if scanned := e.MentionsScanned() - before; scanned != 1 {
		t.Fatalf("one edited paragraph rescanned %d blocks", scanned)
	}
	if got := appearances(t, e, zhuge.ID).Chapters[ch.Order].Count; got != zhugeA.Chapters[ch.Order].Count+1 {
		t.Fatalf("诸葛亮 in chapter 50: %d after the edit, want %d", got, zhugeA.Chapters[ch.Order].Count+1)
	}
}

// TestAcceptanceFrankensteinMentions: English names match whole words
// only, as written or in capitals.
func TestAcceptanceFrankensteinMentions(t *testing.T) {
	e := openEngine(t, "", nil, testDebounceNever)
	p, _ := importDevBook(t, e, "Frankenstein", "en/frankenstein.txt")
	entries := map[string][]string{"Victor": {"Victor", "Frankenstein"}, "Elizabeth": {"Elizabeth"}, "Clerval": {"Clerval"}}
	ids := map[string]uint64{}
	for title, names := range entries {
		w, err := e.CreateWikiEntry(p.ID, WikiEntry{Title: title, Aliases: names[1:]})
		must(t, err)
		ids[title] = w.ID
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	must(t, e.FlushMentions(ctx))
	chapters, err := e.Chapters(p.ID)
	must(t, err)
	for title, names := range entries {
		alts := []string{}
		for _, n := range names {
			alts = append(alts, n, strings.ToUpper(n))
		}
		// Go's \b is an ASCII word boundary: an independent rule.
		re := regexp.MustCompile(`\b(` + strings.Join(alts, "|") + `)\b`)
		a := appearances(t, e, ids[title])
		total := 0
		for i, ci := range chapters {
			c, err := e.Chapter(ci.ID)
			must(t, err)
			want := len(re.FindAllStringIndex(c.Text, -1))
			total += want
			if a.Chapters[i].Count != want {
				t.Errorf("%s in chapter %d (%s): %d mentions, word-boundary count %d", title, ci.Index, ci.Title, a.Chapters[i].Count, want)
			}
		}
		if total == 0 {
			t.Fatalf("%s: the book never names it?", title)
		}
		for _, m := range a.Mentions {
			if !slices.Contains(alts, m.Name) {
				t.Errorf("%s: mention %q at %d in chapter %d (%s)", title, m.Name, m.Start, m.Chapter, m.Context)
			}
		}
		t.Logf("%s: %d mentions, chapters %d–%d", title, a.Total, a.First, a.Last)
	}
}

// TestAcceptanceSuggestions: the story bible's suggested entries on real
// books lead with names, not words of the language. In the top 30 of 呐喊
// and of Frankenstein, no word common to many books (许多, 东西; God, Mr),
// no sentence-initial capital, no cut-off name (蓝皮阿 of 蓝皮阿五, Mont
// of Mont Blanc), no phrase of a story (白盔白甲, 索薪) and no nationality
// or language word (Arabian, French) appears, and the main characters
// do, those without a surname too (闰土, 七斤, 单四嫂子, 小Ｄ). 三国演义 keeps its heroes, 玄德 (no surname) among them.
func TestAcceptanceSuggestions(t *testing.T) {
	tests := []struct {
		book      string
		want, bad []string
	}{
		{
			"zh/luxun-nahan.txt",
			[]string{
				"阿Ｑ", "孔乙己", "赵太爷", "赵七爷", "土谷祠",
				"闰土", "七斤", "七斤嫂", "老栓", "小栓", "单四嫂子", "宝儿", "六斤", "小Ｄ", "未庄",
			},
			[]string{
				"许多", "东西", "高兴", "明天", "明白", "容易", "从前", "常常", "却还", "房里", "蓝皮阿", "蓝皮", "于阿",
				"却全", "白盔白甲", "索薪", "龙庭", "单四嫂", "没有", "自己", "一个", "母亲", "未庄人",
			},
		},
		{
			"zh/sanguoyanyi.txt",
			[]string{"玄德", "孔明", "曹操", "关公", "云长", "张飞", "吕布", "赵云", "刘备", "诸葛亮", "荆州", "东吴"},
			[]string{"玄德曰", "孔明曰", "却说", "次日", "众将", "二人", "不可", "下文分解"},
		},
		{
			"en/frankenstein.txt",
			[]string{"Elizabeth", "Clerval", "Justine", "Safie", "Geneva", "Mont Blanc"},
			[]string{"God", "Mr", "English", "The", "But", "Mont", "Blanc", "Agrippa", "Arabian", "French"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.book, func(t *testing.T) {
			e := openEngine(t, "", nil, testDebounceNever)
			p, _ := importDevBook(t, e, tc.book, tc.book)
			got, err := e.SuggestEntries(p.ID, 30)
			must(t, err)
			names := map[string]bool{}
			for _, c := range got {
				names[c.Name] = true
			}
			for _, w := range tc.want {
				if !names[w] {
					t.Errorf("%s not in the top 30: %v", w, got)
				}
			}
			for _, b := range tc.bad {
				if names[b] {
					t.Errorf("%s in the top 30: %v", b, got)
				}
			}
		})
	}
}
