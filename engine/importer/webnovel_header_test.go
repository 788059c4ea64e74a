package importer

import (
	"slices"
	"strings"
	"testing"
)

// TestWebNovelHeaderIsTitlePage: a web-novel TXT download that opens with
// its labelled header (书名：, 作者：) and nothing else before the first
// chapter comes in with that header as its title page — the project's
// title and author — and no chapter 0; a header with anything more (a
// synopsis, a stray line) stays chapter 0 as before, and still gives the
// title and author. Before, the header alone was chapter 0 ("儿女英雄传",
// 11 字 of 书名 and 作者) and the author was lost; over a synopsis, it
// was lost until the header was read as the metadata there too. The
// title may be a line in 《》 alone (《逆天剑尊》 over 作者：), as most
// downloads write it; that header was chapter 0 too.
func TestWebNovelHeaderIsTitlePage(t *testing.T) {
	const chapters = "第一章 扫雪\n\n　　雪下了一夜，院子里白茫茫的一片。\n\n第二章 夜客\n\n　　夜里有人敲门，他披衣起来。\n\n第三章 远行\n\n　　天亮以后，他背起包袱出了门。\n"
	tests := []struct {
		name, head string
		want       []string // index and title of every chapter
		page       TitlePage
	}{
		{"title and author", "书名：逆天剑尊\n作者：墨染青衫\n\n",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊", Author: "墨染青衫"}},
		{"indented, half-width colons, blank lines", "\n　　书名: 逆天剑尊\n\n　　作者: 墨染青衫\n\n\n",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊", Author: "墨染青衫"}},
		{"title alone, in 《》", "书名：《逆天剑尊》\n\n",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊"}},
		{"title in 《》 and author", "《逆天剑尊》\n作者：墨染青衫\n\n",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊", Author: "墨染青衫"}},
		{"title in 《》 alone, indented", "　　《逆天剑尊》\n\n",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊"}},
		{"title in 《》, author and a synopsis: chapter 0", "《逆天剑尊》\n作者：墨染青衫\n内容简介：少年得一古剑，从此踏上修行之路。\n\n",
			[]string{"0 《逆天剑尊》", "1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊", Author: "墨染青衫"}},
		{"English labels", "Title: The Long Walk\nAuthor: Jane Roe\n\n",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "The Long Walk", Author: "Jane Roe"}},
		{"a synopsis too: chapter 0", "书名：逆天剑尊\n作者：墨染青衫\n内容简介：少年得一古剑，从此踏上修行之路。\n\n",
			[]string{"0 逆天剑尊", "1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "逆天剑尊", Author: "墨染青衫"}},
		{"English labels and a synopsis: chapter 0, named by its title", "Title: The Long Walk\nAuthor: Jane Roe\nSynopsis: A boy finds a sword.\n\n",
			[]string{"0 The Long Walk", "1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{Title: "The Long Walk", Author: "Jane Roe"}},
		{"an author without a title: chapter 0", "作者：墨染青衫\n\n",
			[]string{"0 作者：墨染青衫", "1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{}},
		{"no header", "",
			[]string{"1 第一章 扫雪", "2 第二章 夜客", "3 第三章 远行"}, TitlePage{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, page, err := ParseFilePage("book.txt", []byte(tt.head+chapters), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := IndexTitles(chs); !slices.Equal(got, tt.want) {
				t.Errorf("chapters %q, want %q", got, tt.want)
			}
			if page != tt.page {
				t.Errorf("title page %+v, want %+v", page, tt.page)
			}
		})
	}
}

// TestImportWebNovelHeaderOverSynopsis: a download's header over other
// front matter (内容简介：) is the book's title and author, and stays,
// word for word, the first lines of chapter 0, with or without the
// 【卷首】 mark over it (as the TXT export writes such front matter:
// under its mark, without a second header). The author was lost before:
// the header gave no title page unless it was all the front matter.
func TestImportWebNovelHeaderOverSynopsis(t *testing.T) {
	const body = "第一章 出山\n\n　　山下的镇子一早就热闹起来。\n\n第二章 入城\n\n　　城门口排着长队。\n"
	want := TitlePage{Title: "剑来江湖", Author: "白衣客"}
	tests := []struct{ name, head, wantTitle string }{
		{"download", "书名：剑来江湖\n作者：白衣客\n内容简介：少年下山，一剑入江湖。\n\n", "剑来江湖"},
		{"indented, blank lines", "　　书名：剑来江湖\n\n　　作者：白衣客\n\n　　内容简介：少年下山，一剑入江湖。\n\n", "剑来江湖"},
		{"under the export's mark", TXTFrontMatterZH + "\n简介\n\n　　书名：剑来江湖\n\n　　作者：白衣客\n\n　　内容简介：少年下山，一剑入江湖。\n\n", "简介"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, page, err := ParseFilePage("book.txt", []byte(tt.head+body), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if page != want {
				t.Errorf("title page %+v, want %+v", page, want)
			}
			if got := IndexTitles(chs); !slices.Equal(got, []string{"0 " + tt.wantTitle, "1 第一章 出山", "2 第二章 入城"}) {
				t.Fatalf("chapters %q", got)
			}
			var lines []string
			for l := range strings.SplitSeq(chs[0].Text, "\n") {
				if l = strings.Trim(l, headingIndent); l != "" {
					lines = append(lines, l)
				}
			}
			if wantLines := []string{"书名：剑来江湖", "作者：白衣客", "内容简介：少年下山，一剑入江湖。"}; !slices.Equal(lines, wantLines) {
				t.Errorf("chapter 0 reads %q, want the lines %q", chs[0].Text, wantLines)
			}
		})
	}
}
