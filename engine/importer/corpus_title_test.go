//go:build !race

package importer

import "testing"

// TestCorpusTitles pins the titles found on the corpus's title pages (175
// of its 180 books state one; see BookTitle): classical novels' title
// over author, Gutenberg's title pages in capitals or with a subtitle,
// and the books whose name falls back to the file's: 红楼梦, 水浒传 and
// 三国演义 open with their first chapter, Middlemarch names its author
// without "by", Pride and Prejudice spreads its title over three lines.
func TestCorpusTitles(t *testing.T) {
	tests := []struct{ file, title string }{
		{"dev/zh/luxun-nahan.txt", "呐喊"},
		{"dev/zh/sanguoyanyi.txt", ""},
		{"dev/en/frankenstein.txt", "Frankenstein"},
		{"train/zh/dangkouzhi.txt", "荡寇志"},
		{"train/zh/dongzhoulieguozhi.txt", "东周列国志"},
		{"train/zh/xudishan-luohuasheng.txt", "落花生（许地山作品选）"},
		{"train/zh/hongloumeng.txt", ""},
		{"train/en/dickens-bleak-house.txt", "Bleak House"},
		{"train/en/dickens-oliver-twist.txt", "Oliver Twist"},
		{"train/en/melville-moby-dick.txt", "Moby-Dick"},
		{"train/en/stevenson-kidnapped.txt", "Kidnapped"},
		{"train/en/hardy-tess-of-the-durbervilles.txt", "Tess of the d’Urbervilles"},
		{"train/en/dostoevsky-the-possessed.txt", "The Possessed (The Devils)"},
		{"train/en/eliot-middlemarch.txt", ""},
		{"train/en/pride-and-prejudice.txt", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data := corpusFile(t, tt.file)
			chs, page, err := ParseFilePage(tt.file, data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if got := BookTitle(data, chs, page); got != tt.title {
				t.Errorf("title %q, want %q", got, tt.title)
			}
		})
	}
}

// TestCorpusAuthors pins the authors found on the corpus's title pages
// whose byline has more front matter after it (a preface, a dedication,
// a publisher): before, none of these named one, and a project imported
// from them had no author for its EPUB and DOCX. Bylines right over the
// first chapter named one already (呼兰河传, The Great Gatsby). A title
// page that names its author without "by" (Middlemarch) or only in a
// sentence (Kidnapped) gives none.
func TestCorpusAuthors(t *testing.T) {
	tests := []struct{ file, title, author string }{
		{"train/zh/xiaohong-jingdian.txt", "萧红作品选", "萧红"},                      // 失眠之夜（代序）
		{"train/zh/ernvyingxiongzhuan.txt", "儿女英雄传", "文康"},                     // 《儿女英雄传》序
		{"train/zh/jinpingmei.txt", "金瓶梅", "兰陵笑笑生"},                            // 金瓶梅序
		{"train/zh/hongyi-quanji.txt", "弘一法师文集", "弘一（李叔同）"},                    // a lecture's note
		{"train/zh/fengshenyanyi.txt", "封神演义", "许仲琳"},                          // 许仲琳（题）
		{"train/zh/luxun-gushixinbian.txt", "故事新编", "鲁迅"},                      // 序言
		{"train/en/dickens-bleak-house.txt", "Bleak House", "Charles Dickens"}, // by / CHARLES DICKENS, PREFACE
		{"train/en/stevenson-treasure-island.txt", "Treasure Island", "Robert Louis Stevenson"},
		{"train/en/montgomery-anne-of-avonlea.txt", "Anne of Avonlea", "Lucy Maud Montgomery"},
		{"train/en/dickens-oliver-twist.txt", "Oliver Twist", "Charles Dickens"},       // under OR, THE PARISH BOY’S PROGRESS
		{"train/en/wharton-house-of-mirth.txt", "The House of Mirth", "Edith Wharton"}, // BY / EDITH WHARTON
		{"train/en/swift-gullivers-travels.txt", "Gulliver’s Travels", "Jonathan Swift"},
		{"train/en/eliot-middlemarch.txt", "", ""},
		{"train/en/stevenson-kidnapped.txt", "Kidnapped", ""},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data := corpusFile(t, tt.file)
			chs, page, err := ParseFilePage(tt.file, data, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if page.Author != tt.author {
				t.Errorf("author %q, want %q", page.Author, tt.author)
			}
			if got := BookTitle(data, chs, page); got != tt.title {
				t.Errorf("title %q, want %q", got, tt.title)
			}
			if len(chs) == 0 || chs[0].Index != 0 {
				t.Errorf("the title page is no chapter 0: %q", IndexTitles(chs[:min(len(chs), 2)]))
			}
		})
	}
}
