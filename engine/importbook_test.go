package engine

import (
	"errors"
	"regexp"
	"testing"

	"golang.org/x/text/encoding/simplifiedchinese"

	"inkflow/engine/importer"
)

func TestParseBookAndPreview(t *testing.T) {
	md := []byte("# 书\n\n## 第一章 甲\n\n　　甲说：“好。”\n\n## 第二章 乙\n\n　　乙 said hello.\n")
	tests := []struct {
		name   string
		file   string
		data   []byte
		opts   importer.Options
		titles []string
		err    string
	}{
		{"markdown by extension", "a.md", md, importer.Options{}, []string{"第一章 甲", "第二章 乙"}, ""},
		// A TXT has no Markdown headings: # 书 stays text; its hashes only
		// dress up a heading the TXT rules take anyway (## 第一章 甲).
		{"text file: hashes are no headings of their own", "a.txt", md, importer.Options{}, []string{"# 书", "第一章 甲", "第二章 乙"}, ""},
		{"a pattern replaces the rules", "a.md", md, importer.Options{HeadingPattern: regexp.MustCompile(`^## 第二章`)}, []string{"# 书\n\n## 第一章 甲\n\n　　甲说：“好。”", "第二章 乙"}, ""},
		{"no text", "blank.txt", []byte(" \n　\n"), importer.Options{}, nil, "blank.txt has no text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			chs, err := ParseBook(tt.file, tt.data, tt.opts)
			if tt.err != "" {
				if err == nil || err.Error()[:len(tt.err)] != tt.err || !errors.Is(err, ErrInvalid) || !errors.Is(err, ErrNoText) {
					t.Fatalf("err %v, want %q", err, tt.err)
				}
				// The file's name, for a front end to word it (NoTextError).
				if nt, ok := errors.AsType[*NoTextError](err); !ok || nt.Name != tt.file {
					t.Errorf("err %#v, want a NoTextError naming %s", err, tt.file)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, c := range chs {
				if c.Index > 0 {
					got = append(got, c.Title)
				} else if len(tt.titles) > 0 && tt.titles[0] == c.Text {
					got = append(got, c.Text) // front matter compared by text
				}
			}
			if len(got) != len(tt.titles) {
				t.Fatalf("chapters %q, want %q", got, tt.titles)
			}
			for i := range got {
				if got[i] != tt.titles[i] {
					t.Errorf("chapter %d %q, want %q", i, got[i], tt.titles[i])
				}
			}
		})
	}

	gb, err := simplifiedchinese.GB18030.NewEncoder().Bytes(md)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseBook("书.md", gb, importer.Options{}); err == nil || err.Error() != "书.md looks like GB18030" {
		t.Errorf("GB18030 file: %v", err)
	}
	chs, err := ParseBook("书.md", gb, importer.Options{Encoding: importer.GB18030})
	if err != nil {
		t.Fatal(err)
	}
	pre := PreviewChapters(chs)
	// # 书 is the title page: no chapter (importer.TitlePage).
	if len(pre) != 2 || pre[1].Title != "第二章 乙" || pre[1].Zi != 3 || pre[1].Chars != 11 || pre[1].Words != 3 || pre[0].Zi != 3 {
		t.Errorf("preview %+v", pre)
	}
}

// TestBookTitle: a new project is named after the title the file
// states, else after the file without its folder and extension.
func TestBookTitle(t *testing.T) {
	tests := []struct {
		file, text, want string
	}{
		{"/books/pg84.txt", "Frankenstein;\n\nor, the Modern Prometheus\n\nby Mary Shelley\n\nChapter 1\n\nI am by birth a Genevese.\n", "Frankenstein"},
		{"下载/逆天剑尊(1).txt", "书名：逆天剑尊\n作者：墨染青衫\n\n第一章 扫雪\n\n　　雪。\n", "逆天剑尊"},
		{"/books/sanguoyanyi.txt", "第一回 宴桃园豪杰三结义\n\n　　滚滚长江东逝水。\n", "sanguoyanyi"},
		{"draft.v2.md", "## 第一章 甲\n\n　　甲。\n", "draft.v2"},
	}
	for _, tt := range tests {
		chs, page, err := ParseBookPage(tt.file, []byte(tt.text), importer.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if got := BookTitle(tt.file, []byte(tt.text), chs, page); got != tt.want {
			t.Errorf("BookTitle(%q) = %q, want %q", tt.file, got, tt.want)
		}
	}
}
