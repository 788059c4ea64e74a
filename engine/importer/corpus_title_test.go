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
