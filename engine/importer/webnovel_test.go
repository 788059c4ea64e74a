package importer

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestIsSiteAd(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"本书首发：www.example.com，请支持正版！", true},
		{"天才一秒记住本站地址：www.example.com", true},
		{"手机用户请浏览m.example.la阅读，更优质的阅读体验。", true},
		{"最新章节请到 http://www.example.com 阅读", true},
		{"https://www.example.com/book/12345/", true},
		{"（www.example.cc）", true},
		{"------章节内容开始-------", true},
		{"本章未完，点击下一页继续阅读。", true},
		{"正文卷", true},
		{"VIP卷", true},
		{"VIP章节", true},
		// The author's: a sentence naming a site, dialogue, words that are
		// ads only beside an address, two sentences in one line.
		{"他打开网页，在地址栏里敲下www.example.cn，页面半天都没加载出来。", false},
		{"“你追的那本小说出最新章节了没？”", false},
		{"她每天都等最新章节", false},
		{"下个月起房租涨五百。天才一秒记住本站地址：www.example.com", false},
		{"本书首发起点中文网，请支持正版阅读！", false}, // an afterword's, maybe
		{"PS：请大家支持正版 www.example.com", false},
		{"各位手机用户请注意，明晚八点停电。", false},
		{"他把网址发给她：www.example.com", false},
		{"他在搜索框里输入www.example.com", false},
		{"", false},
		{"正文卷完", false},
		{"他在正文卷里写道", false},
	}
	for _, tt := range tests {
		if got := isSiteAd(tt.line); got != tt.want {
			t.Errorf("isSiteAd(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

func TestDropSiteFurniture(t *testing.T) {
	tests := []struct {
		name string
		in   string
		han  bool
		want string
	}{
		{"end mark at the end", "　　甲。\n\n　　（本章完）", true, "　　甲。"},
		{"half-width end mark, then blank lines", "甲。\n(本章完)\n\n", true, "甲。"},
		{"end mark before the author's PS", "　　甲。\n\n　　（本章完）\n\n　　PS：求票。\n谢谢。", true, "　　甲。\n\n　　PS：求票。\n谢谢。"},
		{"end mark before an ad", "甲。\n（本章完）\n天才一秒记住本站地址：www.example.com", true, "甲。"},
		{"end mark mid-chapter stays", "甲。\n\n　　（本章完）\n\n　　她删掉了这几个字。", true, "甲。\n\n　　（本章完）\n\n　　她删掉了这几个字。"},
		{"end mark in a sentence stays", "他写下“本章完”三个字。", true, "他写下“本章完”三个字。"},
		{"ad line mid-chapter", "甲。\n\n天才一秒记住本站地址：www.example.com\n\n乙。", true, "甲。\n\n乙。"},
		{"ad glued to a paragraph", "　　甲乙丙。天才一秒记住本站地址：www.example.com\n丁。", true, "　　甲乙丙。\n丁。"},
		{"addresses kept in an English book", "Dear Anna,\nwww.example.com\nYours.", false, "Dear Anna,\nwww.example.com\nYours."},
		{"author's note set apart", "　　甲。\n　　乙。\n作者有话要说：明天见。\n感谢。", true, "　　甲。\n　　乙。\n\n作者有话要说：明天见。\n感谢。"},
		{"note at the top stays on top", "作者有话要说：短。\n\n　　甲。", true, "作者有话要说：短。\n\n　　甲。"},
		{"PS inside a word is prose", "甲。\nPS是她最爱写的。", true, "甲。\nPS是她最爱写的。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := dropSiteFurniture(tt.in, tt.han); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// TestSplitRepeatedHeadings: a heading written twice (the download's
// heading, then the chapter's own first line) is one chapter, not an
// empty one and a copy; a first line that merely reads like the title
// (a poem titled by its first line) stays.
func TestSplitRepeatedHeadings(t *testing.T) {
	tests := []struct {
		name   string
		in     string
		opts   Options
		titles []string
		first  string // chapter 1's text
	}{
		{"same line twice", "书名\n\n第一章 风起\n\n第一章 风起\n\n　　甲。\n\n第二章 云涌\n第二章 云涌\n　　乙。", Options{},
			[]string{"第一章 风起", "第二章 云涌"}, "　　甲。"},
		{"indented copy with a full-width space", "第1章 风起\n　　第1章　风起\n　　甲。\n第2章 云涌\n　　第2章　云涌\n　　乙。", Options{},
			[]string{"第1章 风起", "第2章 云涌"}, "　　甲。"},
		{"copy numbered in digits", "第十二章 风起\n\n第12章 风起\n\n甲。\n第十三章 云涌\n乙。", Options{}, []string{"第十二章 风起", "第十三章 云涌"}, "甲。"},
		{"bare number, then the full heading", "第1章\n\n第1章 风起\n甲。\n第2章\n第2章 云涌\n乙。", Options{}, []string{"第1章 风起", "第2章 云涌"}, "甲。"},
		{"a different chapter after an empty one stays", "第1章\n\n第12章 风起\n甲。", Options{}, []string{"第12章 风起"}, "甲。"},
		{"copy in brackets", "第1章 风起\n\n【第1章 风起】\n\n甲。", Options{}, []string{"第1章 风起"}, "甲。"},
		{"title on the next line, then the copy", "第一章\n风起\n\n　　第一章 风起\n\n　　甲。\n第二章\n云涌\n　　第二章 云涌\n　　乙。", Options{},
			[]string{"第一章 风起", "第二章 云涌"}, "　　甲。"},
		{"copy the pattern does not match", "第一章 风起\n　　第一章　风起\n甲。", Options{HeadingPattern: regexp.MustCompile(`^第.+章`)},
			[]string{"第一章 风起"}, "甲。"},
		{"different headings stay", "第一章 风起\n第二章 云涌\n甲。", Options{}, []string{"第二章 云涌"}, "甲。"},
		{"a poem's first line is its title", "诗集\n\n草上的露珠儿\n\n　　草上的露珠儿\n　　颗颗是透明的水晶球，\n\n" + strings.Repeat("　　乙。\n", 120) + "\n另一首\n\n" + strings.Repeat("　　丙。\n", 120) + "\n第三首\n\n" + strings.Repeat("　　丁。\n", 120),
			Options{}, []string{"草上的露珠儿", "另一首", "第三首"}, "　　草上的露珠儿\n　　颗颗是透明的水晶球，"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := tt.opts
			opts.KeepLineBreaks = true
			titles, first := splitTitles(tt.in, opts)
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
			if !strings.HasPrefix(first, tt.first) {
				t.Errorf("chapter 1 text %q, want it to start %q", first, tt.first)
			}
		})
	}
}

// TestWebNovelFiles imports the synthetic web-novel downloads of
// testdata/webnovel (written for these tests: 起点, 晋江, 番茄 and 纵横
// forms, GB18030 and UTF-16, site ads, end marks, repeated headings) and
// checks their chapters and that every line of theirs comes through —
// text or title — but the site's furniture listed in drop.
func TestWebNovelFiles(t *testing.T) {
	tests := []struct {
		file   string
		front  string   // chapter 0's title
		titles []string // chapters from 1
		drop   []string // lines that must not come through
		marks  int      // end marks (（本章完）) left: those mid-chapter
	}{
		{"01-qidian-benzhangwan.txt", "逆天剑尊", []string{"第一章 扫雪", "第二章 古井", "第三章 大比", "第四章 藏经阁", "第五章 逆天"}, []string{"（本章完）"}, 0},
		{"02-qidian-ps.txt", "逆天剑尊", []string{"第1章 扫雪", "第2章 古井", "第3章 大比", "第4章 藏经阁"}, []string{"(本章完)", "（本章完！）"}, 1},
		{"03-jjwxc-zuozhe.txt", "《雨天的热可可》", []string{"第1章 雨", "第2章 可可", "第3章 顾言"}, nil, 0},
		{"04-dup-heading.txt", "逆天剑尊", []string{"第一章 扫雪", "第二章 古井", "第三章 大比", "第四章 藏经阁"}, nil, 0},
		{"05-dup-heading-indented.txt", "镇北侯府", []string{"第1章 北境大雪", "第2章 进京", "第3章 赐婚"}, nil, 0},
		{"06-markdown-hash.txt", "神级包工头", []string{"第一章 绑定", "第二章 跑路", "第三章 稳住"}, nil, 0},
		{"07-volumes.txt", "星海远航", []string{"第一卷 启航 · 第一章 跃迁", "第一卷 启航 · 第二章 环", "第二卷 回响 · 第三章 微光", "第二卷 回响 · 第四章 戒备"}, nil, 0},
		{"08-juanyi.txt", "青衫客", []string{"卷一 夜雨 · 第1章 敲窗", "卷一 夜雨 · 第2章 地图", "卷二 江湖 · 第3章 残图"}, nil, 0},
		{"09-arabic.txt", "神级包工头", []string{"第1章 第1天", "第2章 第2天", "第3章 第3天", "第4章 第4天", "第5章 第5天", "第6章 第6天",
			"第7章 第7天", "第8章 第8天", "第9章 第9天", "第10章 第10天", "第11章 第11天", "第12章 第12天"}, nil, 0},
		{"10-big-numbers.txt", "", []string{"第一百二十一章 旧账1", "第一百二十二章 旧账2", "第一百二十三章 旧账3", "第一千零一章 旧账4", "第两千章 旧账5"}, nil, 0},
		{"11-fanwai.txt", "老街裁缝", []string{"楔子", "第一章 旗袍", "第二章 账簿", "番外一 周家铺子", "外传 顾言", "后记", "完本感言"}, nil, 0},
		{"12-title-parts.txt", "镇北侯府", []string{"第十章 风起（上）", "第十一章 风起（下）", "【第十二章】赐婚", "第十三章 【一夜】", "第十四章 归途（一）"}, nil, 0},
		{"13-site-ads.txt", "神级包工头", []string{"第一章 绑定", "第二章 跑路", "第三章 稳住", "第四章 停电"},
			[]string{"本书首发：www.biqu88.com，请支持正版！", "天才一秒记住本站地址：www.biqu88.com", "手机用户请浏览m.biqu88.com阅读，更优质的阅读体验。",
				"最新章节请到 http://www.biqu88.com 阅读", "https://www.biqu88.com/book/12345/"}, 0},
		{"14-gbk.txt", "逆天剑尊", []string{"第一章 扫雪", "第二章 古井", "第三章 大比"}, []string{"（本章完）"}, 0},
		{"15-utf16.txt", "雨天的热可可", []string{"第1章 雨", "第2章 可可", "第3章 顾言"}, nil, 0},
		{"16-fullwidth.txt", "星海远航", []string{"第一章　跃迁", "第二章　环", "第三章　微光"}, nil, 0},
		{"17-fanqie-dup-bracket.txt", "神级包工头", []string{"第1章 绑定", "第2章 跑路", "第3章 稳住"}, nil, 0},
		{"18-download-site.txt", "《老街裁缝》", []string{"第一章 旗袍", "第二章 账簿", "第三章 清明"},
			[]string{"本书来自www.txtxiazai.com免费txt小说下载站", "更多更新免费电子书请关注www.txtxiazai.com", "------章节内容开始-------"}, 0},
		{"19-zongheng-mixed.txt", "青衫客", []string{"第一卷 夜雨 · 第一章 敲窗", "第一卷 夜雨 · 第二章 残图", "第一卷 夜雨 · 第三章 斗笠"}, []string{"（本章完）"}, 0},
		{"20-lookalikes.txt", "写书的人", []string{"第一章 开篇", "第二章 读者", "第三章 完本"}, nil, 1},
		{"21-jjwxc-compact.txt", "雨天的热可可", []string{"第1章 雨", "第2章 可可", "第3章 顾言"},
			[]string{"天才一秒记住本站地址：www.biqu88.com", "本章未完，点击下一页继续阅读。"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", "webnovel", tt.file))
			if err != nil {
				t.Fatal(err)
			}
			chs, err := Parse(data, Options{Encoding: Auto})
			if err != nil {
				t.Fatal(err)
			}
			var titles []string
			front := ""
			var all strings.Builder
			for _, c := range chs {
				if c.Index == 0 {
					front = c.Title
				} else {
					titles = append(titles, c.Title)
					if strings.TrimSpace(c.Text) == "" {
						t.Errorf("chapter %d %q is empty", c.Index, c.Title)
					}
				}
				all.WriteString(squeeze(c.Title) + "\n" + squeeze(c.Text) + "\n")
			}
			if front != tt.front {
				t.Errorf("front matter %q, want %q", front, tt.front)
			}
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
			src, err := Decode(data, Auto)
			if err != nil {
				t.Fatal(err)
			}
			out := all.String()
			for line := range strings.Lines(strings.TrimPrefix(string(src), "\ufeff")) {
				l := squeeze(line)
				dropped := slices.ContainsFunc(tt.drop, func(d string) bool { return strings.Contains(l, squeeze(d)) })
				if dropped {
					prose := l
					for _, d := range tt.drop {
						prose = strings.ReplaceAll(prose, squeeze(d), "")
					}
					if prose != "" && !strings.Contains(out, prose) {
						t.Errorf("text lost with the site's furniture: %q", prose)
					}
					continue
				}
				if l != "" && !endMark.MatchString(l) && !strings.Contains(out, l) && !isRepeatedHeading(l, titles) {
					t.Errorf("line lost: %q", line)
				}
			}
			marks := 0
			for _, c := range chs {
				for line := range strings.Lines(c.Text) {
					if endMark.MatchString(strings.TrimSpace(strings.Trim(line, "　"))) {
						marks++
					}
				}
			}
			if marks != tt.marks {
				t.Errorf("%d end marks left, want %d", marks, tt.marks)
			}
			for _, d := range tt.drop {
				if !endMark.MatchString(d) && strings.Contains(out, squeeze(d)) {
					t.Errorf("site furniture kept: %q", d)
				}
			}
		})
	}
}

// squeeze drops a text's spaces, so lines compare across re-indenting.
func squeeze(s string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(" \t\r\n　", r) {
			return -1
		}
		return r
	}, s)
}

// isRepeatedHeading reports a source line that is one of the chapter
// titles written another way (the copy of a repeated heading, ### 第一章).
func isRepeatedHeading(line string, titles []string) bool {
	return slices.ContainsFunc(titles, func(title string) bool {
		if i := strings.LastIndex(title, volumeSeparator); i >= 0 {
			title = title[i+len(volumeSeparator):]
		}
		return headingKey(line) == headingKey(title) || strings.HasPrefix(headingKey(title), headingKey(line))
	})
}

// TestWebNovelNamedLines: the lines a serial's author writes between the
// chapters. 特别篇, 番外篇, 上架感言, 完本感言 and 新书预告 are chapters of
// their own (the author's, outside the story); 作者的话, 作者有话说 and a
// 请假条 are notes to the readers that stay, set apart, under the chapter
// they follow; prose that starts with the same words is prose.
func TestWebNovelNamedLines(t *testing.T) {
	body := "　　他走过长街，雪落在肩上。\n　　风从北边来。\n"
	tests := []struct {
		name   string
		in     string
		titles []string
		// in is text that chapter `at` (1-based among the numbered
		// titles) must hold, as it stands there.
		at  int
		in2 string
	}{
		{"特别篇 with a colon is a chapter", "第一章 风起\n\n" + body + "\n特别篇：除夕\n\n" + body + "\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "特别篇：除夕", "第二章 云涌"}, 2, body[:len(body)-1]},
		{"特别篇 alone is a chapter", "第1章 风起\n\n" + body + "\n特别篇\n\n" + body,
			[]string{"第1章 风起", "特别篇"}, 1, body[:len(body)-1]},
		{"番外篇 is a chapter", "第一章 风起\n\n" + body + "\n番外篇 少年游\n\n" + body,
			[]string{"第一章 风起", "番外篇 少年游"}, 2, body[:len(body)-1]},
		{"上架感言 between chapters", "第一章 风起\n\n" + body + "\n上架感言\n\n　　明天上架，求首订。\n\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "上架感言", "第二章 云涌"}, 2, "　　明天上架，求首订。"},
		{"完本感言 then 新书预告", "第一章 风起\n\n" + body + "\n完本感言\n\n　　终于写完了。\n\n新书预告\n\n　　新书《长街》下周发布。\n",
			[]string{"第一章 风起", "完本感言", "新书预告"}, 3, "　　新书《长街》下周发布。"},
		{"indented 特别篇 in a book that indents its headings",
			"　　第一章 风起\n\n" + body + "\n　　第二章 云涌\n\n" + body + "\n　　第三章 雷鸣\n\n" + body + "\n　　特别篇 除夕\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌", "第三章 雷鸣", "特别篇 除夕"}, 3, body[:len(body)-1]},
		{"请假条 stays under its chapter", "第一章 风起\n\n" + body + "请假条\n　　家里有事，今天请假一天，明天两更补上。\n\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌"}, 1, "风从北边来。\n\n请假条\n　　家里有事"},
		{"请假条 after the end mark: the mark goes, the note stays", "第一章 风起\n\n" + body + "　　（本章完）\n请假条：今天请假一天。\n\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌"}, 1, "风从北边来。\n\n请假条：今天请假一天。"},
		{"作者的话 stays under its chapter", "第一章 风起\n\n" + body + "\n作者的话\n\n　　感谢大家的支持。\n\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌"}, 1, "作者的话\n\n　　感谢大家的支持。"},
		{"作者有话说 set apart", "第一章 风起\n\n" + body + "作者有话说：明天见。\n\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌"}, 1, "风从北边来。\n\n作者有话说：明天见。"},
		{"作者的话 starting a sentence of prose", "第一章 风起\n\n" + body + "　　作者的话他一句也没听进去。\n" + body + "\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌"}, 1, "风从北边来。\n　　作者的话他一句也没听进去。\n"},
		{"特别篇 in prose", "第一章 风起\n\n" + body + "\n特别篇幅的报道登在头版\n\n" + body + "\n第二章 云涌\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌"}, 1, "特别篇幅的报道登在头版"},
		{"indented 请假条 is no heading in a book that indents its headings",
			"　　第一章 风起\n\n" + body + "\n　　第二章 云涌\n\n" + body + "\n　　请假条\n\n　　今天请假。\n\n　　第三章 雷鸣\n\n" + body,
			[]string{"第一章 风起", "第二章 云涌", "第三章 雷鸣"}, 2, "　　请假条\n\n　　今天请假。"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var titles []string
			var texts []string
			for _, c := range Split(tt.in, Options{KeepLineBreaks: true}) {
				if c.Index > 0 {
					titles = append(titles, c.Title)
					texts = append(texts, c.Text)
				}
			}
			if !slices.Equal(titles, tt.titles) {
				t.Fatalf("titles %q, want %q", titles, tt.titles)
			}
			if !strings.Contains(texts[tt.at-1], tt.in2) {
				t.Errorf("chapter %d text %q, want it to hold %q", tt.at, texts[tt.at-1], tt.in2)
			}
		})
	}
}

func TestIsAuthorNote(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{"作者有话要说：明天见。", true},
		{"作者有话说：明天见。", true},
		{"作者的话", true},
		{"作者的话：感谢订阅", true},
		{"请假条", true},
		{"请假条：今天停更一天", true},
		{"请假条 今天停更一天", true},
		{"PS：求月票", true},
		{"作者的话他一句也没听进去。", false},
		{"作者有话要说，却又咽了回去。", false},
		{"请假条写好了吗？", false},
		{"请假条被他揉成一团。", false},
	}
	for _, tt := range tests {
		if got := isAuthorNote(tt.line); got != tt.want {
			t.Errorf("isAuthorNote(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}
