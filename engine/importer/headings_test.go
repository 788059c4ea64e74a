package importer

import (
	"slices"
	"strings"
	"testing"
)

// TestSplitDownloadHeadings covers the heading forms of web-novel TXT
// downloads and of older books that the plain 第X章 rules missed: indents,
// brackets, labels before the number, a volume and its chapter on one
// line, a title on the line after a bare heading, prefaces and appendices.
func TestSplitDownloadHeadings(t *testing.T) {
	long := func(s string) string { return "　　" + strings.Repeat(s, 250) + "。\n" }
	tests := []struct {
		name   string
		in     string
		titles []string // detected chapters from 1, in order
		first  string   // chapter 1's text, when it matters
	}{
		{"indented with 　　", "书名\n\n　　第一章 风起\n　　甲。\n　　第二章 云涌\n　　乙。", []string{"第一章 风起", "第二章 云涌"}, ""},
		{"indented named headings where numbered ones are indented", "书名\n\n　　楔子\n　　引。\n　　第一章 风起\n　　甲。\n　　第二章 云涌\n　　乙。\n　　第三章 雷鸣\n　　丙。\n　　尾声\n　　终。",
			[]string{"楔子", "第一章 风起", "第二章 云涌", "第三章 雷鸣", "尾声"}, "　　引。"},
		{"in brackets", "【第一章】风起\n甲\n［第二章］云涌\n乙\n〔第三章〕\n丙\n[第四章] 雷鸣\n丁",
			[]string{"【第一章】风起", "［第二章］云涌", "〔第三章〕", "[第四章] 雷鸣"}, ""},
		{"volume in brackets", "【第一卷 潜龙】\n第一章 风起\n甲\n【第二卷】\n第二章 云涌\n乙", []string{"【第一卷 潜龙】 · 第一章 风起", "【第二卷】 · 第二章 云涌"}, ""},
		{"正文卷 and VIP卷 over the free and paid chapters are the site's", "正文卷\n\n第一章 风起\n甲\n第二章 云涌\n乙\n\nVIP卷\n\n第三章 雷鸣\n丙\nVIP卷 第4章 落雨\n丁",
			[]string{"第一章 风起", "第二章 云涌", "第三章 雷鸣", "第4章 落雨"}, "甲"},
		{"正文 label dropped", "作者：某\n\n正文 第一章 风起\n甲\n正文卷 第2章 云涌\n乙", []string{"第一章 风起", "第2章 云涌"}, ""},
		{"story name before the number", "合影楼第一回 防奸盗\n甲\n合影楼第二回 受骂翁\n乙\n夺锦楼 第一回 生二女\n丙\n闻过楼 第二回纳谏翁题楼\n丁",
			[]string{"合影楼第一回 防奸盗", "合影楼第二回 受骂翁", "夺锦楼 第一回 生二女", "闻过楼 第二回纳谏翁题楼"}, ""},
		{"volume and chapter on one line", "第一卷 潜龙 第一章 风起\n甲\n第二章 云涌\n乙\n第二卷 出渊 第三章 雷鸣\n丙",
			[]string{"第一卷 潜龙 第一章 风起", "第二章 云涌", "第二卷 出渊 第三章 雷鸣"}, "甲"},
		{"title on the next line", "第一章\n风起\n\n　　甲。\n第二章\n\n云涌\n\n　　乙。", []string{"第一章 风起", "第二章 云涌"}, "　　甲。"},
		{"couplet title on the next line", "第一回\n　　宴桃园豪杰三结义　斩黄巾英雄首立功\n　　甲。", []string{"第一回 宴桃园豪杰三结义　斩黄巾英雄首立功"}, "　　甲。"},
		{"indented named title on the next line", "第八章\n\n　　尾声\n\n　　甲。", []string{"第八章 尾声"}, "　　甲。"},
		{"section number is no title", "第一章\n\n一\n\n　　甲。\n第二章\n\n一\n\n　　乙。", []string{"第一章", "第二章"}, "一\n\n　　甲。"},
		{"sentence is no title", "第一章\n　　他来了。\n第二章\n“走吧”\n乙", []string{"第一章", "第二章"}, "　　他来了。"},
		{"preface is front matter, postscript a chapter", "书名\n\n序\n\n　　甲。\n\n第一回 乙\n\n　　乙。\n\n跋\n\n　　丙。",
			[]string{"第一回 乙", "跋"}, "　　乙。"},
		{"楔子 before chapter 1 is a chapter", "书名\n\n前言\n\n　　甲。\n\n楔子\n\n　　乙。\n\n第一章 丙\n\n　　丙。",
			[]string{"楔子", "第一章 丙"}, "　　乙。"},
		{"序 and 跋 without numbered chapters cut nothing", "序\n\n　　甲。\n\n跋\n\n　　乙。", nil, ""},
		{"numbered appendix", "第一回 甲\n甲\n附录一：旧序\n乙", []string{"第一回 甲", "附录一：旧序"}, ""},
		{"named heading keeps sections the chapters", "第1节 一\n乙\n第2节 二\n丙\n后记\n丁", []string{"第1节 一", "第2节 二", "后记"}, ""},
		{"indented named word is text", "第一回 甲\n甲\n　　序\n　　古月老人\n　　乙。", []string{"第一回 甲"}, ""},
		{"001 numbering", "作者：某\n\n001 风起\n　　甲。\n2005 年的冬天\n002、云涌\n　　乙。\n010 雷鸣\n　　丙。\n100 分\n",
			[]string{"001 风起", "002、云涌", "010 雷鸣"}, "　　甲。\n2005 年的冬天"},
		{"001 numbering after its contents list", "目录\n001 风起\n002 云涌\n003 雷鸣\n\n001 风起\n　　甲。\n002 云涌\n　　乙。\n003 雷鸣\n　　丙。",
			[]string{"001 风起", "002 云涌", "003 雷鸣"}, "　　甲。"},
		{"一、 numbering of a book with no other headings", "书名\n\n一、风起\n" + long("甲") + "二　云涌\n" + long("乙") + "三、雷鸣\n" + long("丙"),
			[]string{"一、风起", "二　云涌", "三、雷鸣"}, ""},
		{"1. numbering, restarting", "1. 风起\n" + long("甲") + "2. 云涌\n" + long("乙") + "1. 雷鸣\n" + long("丙"), []string{"1. 风起", "2. 云涌", "1. 雷鸣"}, ""},
		{"（一） numbering, the title on its line or none", "书名\n\n（一）风起\n" + long("甲") + "（二）\n" + long("乙") + "(三) 雷鸣\n" + long("丙"),
			[]string{"（一）风起", "（二）", "(三) 雷鸣"}, ""},
		{"(1) numbering", "(1)\n" + long("甲") + "(2)\n" + long("乙") + "（３）\n" + long("丙"), []string{"(1)", "(2)", "（３）"}, ""},
		{"bracketed points inside 一、 numbering are no chapters", "一、风起\n（一）甲\n" + long("甲") + "（二）乙\n" + long("乙") + "二、云涌\n（一）丙\n" + long("丙") + "（二）丁\n" + long("丁") + "三、雷鸣\n" + long("戊"),
			[]string{"一、风起", "二、云涌", "三、雷鸣"}, "（一）甲\n" + long("甲") + "（二）乙\n" + long("乙")},
		{"a bracketed list is no numbering", "书名\n\n" + long("甲") + "（一）定都\n（二）定赋\n（三）重令\n" + long("乙"), nil, ""},
		{"bracketed notes in the text are no numbering", long("甲") + "（一）他说，这就是了。\n" + long("乙") + "（二）未完。\n" + long("丙") + "（三）\n" + long("丁"), nil, ""},
		{"a list is no numbering", "书名\n\n" + long("甲") + "一、定都\n二、定赋\n三、重令\n" + long("乙"), nil, ""},
		{"numbers not padded are no headings", "100 风起\n甲\n101 云涌\n乙\n102 雷鸣\n丙", nil, ""},
		{"第一集 and 第一篇 hold chapters", "第一集 潜龙\n第一章 风起\n甲\n第一篇 出渊\n第二章 云涌\n乙", []string{"第一集 潜龙 · 第一章 风起", "第一篇 出渊 · 第二章 云涌"}, ""},
		{"第一则, 第一折, 第一出", "第一则 甲\n甲\n第二折\n乙\n第三出 丙\n丙\n第二出来的人\n第一则消息", []string{"第一则 甲", "第二折", "第三出 丙"}, ""},
		{"white circle as zero", "第九十九回 甲\n甲\n第一○○回 乙\n乙\n第一○一回 丙\n丙", []string{"第九十九回 甲", "第一○○回 乙", "第一○一回 丙"}, ""},
		{"卷一 above chapters", "卷一 潜龙\n第一章 风起\n甲\n第二章 云涌\n乙\n卷之二\n第三章 雷鸣\n丙",
			[]string{"卷一 潜龙 · 第一章 风起", "卷一 潜龙 · 第二章 云涌", "卷之二 · 第三章 雷鸣"}, ""},
		{"卷一 alone is left to the story titles", "卷一 甲\n甲\n卷二 乙\n乙\n卷三 丙\n丙", nil, ""},
		{"an epistolary novel's letters are chapters", "Frankenstein\n\nLetter 1\n\nTo Mrs. Saville.\n\nLETTER II.\n\nLetter 3: Arrival\n\nLetter 5 of the bundle was torn.\nLetter I wrote\n\nChapter 1\n\nI am.",
			[]string{"Letter 1", "LETTER II.", "Letter 3: Arrival", "Chapter 1"}, "To Mrs. Saville."},
		{"第一封信 heads a letter, 第一封信是 is prose", "书名\n\n第一封信\n　　甲。\n第二封信：归来\n　　乙。\n第三封信是她写的。\n第3封信\n　　丙。",
			[]string{"第一封信", "第二封信：归来", "第3封信"}, "　　甲。"},
		{"web-novel afterwords", "第1章 风起\n甲\n番外一 旧事\n乙\n完本感言\n丙", []string{"第1章 风起", "番外一 旧事", "完本感言"}, ""},
		{"spaces around the number", "第 1 章 风起\n甲\n第 12 章：云涌\n乙", []string{"第 1 章 风起", "第 12 章：云涌"}, ""},
		{"volume and chapter glued", "第一卷第一章 风起\n甲\n第一卷第二章\n乙\n第一卷 第一次出征\n第三章 雷鸣\n丙", []string{"第一卷第一章 风起", "第一卷第二章", "第一卷 第一次出征 · 第三章 雷鸣"}, ""},
		{"卷 and its chapter on one line", "卷三 第1章 风起\n甲\n第2章 云涌\n乙", []string{"卷三 第1章 风起", "第2章 云涌"}, ""},
		{"Markdown hashes in a TXT", "# 书名\n\n###第一章 风起\n甲\n### 第二章 云涌\n乙\n## 第三章\n丙", []string{"第一章 风起", "第二章 云涌", "第三章"}, "甲"},
		{"外传 as 番外", "第1章 风起\n甲\n外传 旧事\n乙\n外传二：远行\n丙\n外传来一阵笑声\n外传说中的人", []string{"第1章 风起", "外传 旧事", "外传二：远行"}, ""},
		{"a chapter's name repeated under its heading", "第八章　冯歪嘴子\n\n　　甲。\n\n第九章　尾声\n\n尾声\n\n乙。", []string{"第八章　冯歪嘴子", "第九章　尾声"}, ""},
		{"a heading typed twice", "第一章 风起\n\n第一章 风起\n甲\n第二章 云涌\n乙", []string{"第一章 风起", "第二章 云涌"}, "甲"},
		{"a named chapter under a volume of its name", "第一卷 潜龙\n第一章 风起\n甲\n第二卷 尾声\n尾声\n乙", []string{"第一卷 潜龙 · 第一章 风起", "第二卷 尾声 · 尾声"}, ""},
		{"prose is no heading", "第一章 开始\n他读到第一回，便笑了\n　　第二回终。\n那人说“第三章 好”\n序言不长。\n前言不搭后语", []string{"第一章 开始"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			titles, first := splitTitles(tt.in, Options{KeepLineBreaks: true})
			if !slices.Equal(titles, tt.titles) {
				t.Errorf("titles %q, want %q", titles, tt.titles)
			}
			if tt.first != "" && strings.TrimSpace(first) != strings.TrimSpace(tt.first) {
				t.Errorf("chapter 1 text %q, want %q", first, tt.first)
			}
		})
	}
}

// splitTitles splits in and returns its chapters' titles from chapter 1
// on and chapter 1's text.
func splitTitles(in string, opts Options) (titles []string, first string) {
	for _, c := range Split(in, opts) {
		if c.Index > 0 {
			titles = append(titles, c.Title)
		}
		if c.Index == 1 {
			first = c.Text
		}
	}
	return titles, first
}
