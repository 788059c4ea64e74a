package importer

import (
	"fmt"
	"slices"
	"testing"
)

// TestOpeningTitlePage: the title page an import reads over a
// manuscript's first chapter and keeps as chapter 0 (a title over its
// byline) is found again in that chapter's text, with the text after
// it; a title page holding more than the title and its byline (a
// subtitle), a web-novel header (the TXT export's own, see
// OpeningHeader) and other front matter are none.
func TestOpeningTitlePage(t *testing.T) {
	tests := []struct {
		name, text string
		want       TitlePage
		rest       string
		ok         bool
	}{
		{"capitals over By", "ANNE OF GREEN GABLES\n\nBy Lucy Maud Montgomery", TitlePage{"Anne of Green Gables", "Lucy Maud Montgomery"}, "", true},
		{"over a dedication", "THE GREAT GATSBY\n\nby F. Scott Fitzgerald\n\nOnce again\nto\nZelda\n", TitlePage{"The Great Gatsby", "F. Scott Fitzgerald"}, "Once again\nto\nZelda", true},
		{"by over the name", "Emma\n\nby\n\nJane Austen\n\nA note on the text.", TitlePage{"Emma", "Jane Austen"}, "A note on the text.", true},
		{"Chinese bare name over a preface", "迷羊\n郁达夫\n\n自序\n\n　　这一篇小说，是我在武昌的时候写的。", TitlePage{"迷羊", "郁达夫"}, "自序\n\n　　这一篇小说，是我在武昌的时候写的。", true},
		{"Chinese name with its mark", "　　故乡\n\n　　鲁迅 著\n", TitlePage{"故乡", "鲁迅"}, "", true},
		{"Chinese labelled author", "落花\n作者：南枝\n\n　　简介：一个人的故事。", TitlePage{"落花", "南枝"}, "　　简介：一个人的故事。", true},
		{"a subtitle", "OLIVER TWIST\n\nOR\n\nTHE PARISH BOY’S PROGRESS\n\nBY\n\nCHARLES DICKENS", TitlePage{}, "", false},
		{"a web-novel header", "书名：逆天剑尊\n作者：墨染青衫\n\n内容简介：少年持剑。", TitlePage{}, "", false},
		{"a dedication alone", "　　献给那年的雪。", TitlePage{}, "", false},
		{"a preface", "PREFACE\n\nThis book was written by night.", TitlePage{}, "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, rest, ok := OpeningTitlePage(tt.text)
			if got != tt.want || rest != tt.rest || ok != tt.ok {
				t.Errorf("OpeningTitlePage = %+v, %q, %v; want %+v, %q, %v", got, rest, ok, tt.want, tt.rest, tt.ok)
			}
		})
	}
}

// TestMarkdownTitlePageOverPreface: a Markdown export whose front matter
// holds a line read as a heading (自序 over a preface) still names the
// book and its author by its "# Title" page; the project came back
// unnamed and without its author.
func TestMarkdownTitlePageOverPreface(t *testing.T) {
	md := "# 迷羊\n\n郁达夫\n\n" + MarkdownFrontMatter + "\n## 迷羊\n\n自序\n\n这一篇小说，是我在武昌的时候写的。\n\n## 第一章 秋\n\n一九XX年的秋天。\n\n## 第二章 冬\n\n冬天来了。\n"
	chs, page, err := ParseFilePage("book.md", []byte(md), Options{Markdown: true})
	if err != nil {
		t.Fatal(err)
	}
	if want := (TitlePage{"迷羊", "郁达夫"}); page != want {
		t.Errorf("title page %+v, want %+v", page, want)
	}
	var got []string
	for _, c := range chs {
		got = append(got, fmt.Sprintf("%d %s", c.Index, c.Title))
	}
	if want := []string{"0 迷羊", "1 第一章 秋", "2 第二章 冬"}; !slices.Equal(got, want) {
		t.Errorf("chapters %q, want %q", got, want)
	}
	if len(chs) > 0 && chs[0].Text != "自序\n\n这一篇小说，是我在武昌的时候写的。" {
		t.Errorf("front matter %q", chs[0].Text)
	}
}
