//go:build !race

package importer

import (
	"testing"
)

// TestTrainBooksHeadings pins what the heading audit of the training
// corpus fixed (README's import section): story names before 第X回 (十二楼),
// ○ as zero (续小五义's 第一○○回), 第X则 (豆棚闲话), a title on the line after
// a bare 第八章 (呼兰河传), 跋 and 附录 at the end (海上花列传, 荡寇志), and a
// 序 before chapter 1 kept in the front matter (蜃楼志, whose eval query
// sets count 第i回 as chapter i), and 萧红作品选's pieces, 生死场's
// 一　麦场 … 一七 sections of it as the book titles its pieces
// (TestZhuziqingVerseLines).
func TestTrainBooksHeadings(t *testing.T) {
	tests := []struct {
		file        string
		chapters    int // detected chapters, without chapter 0
		first, last string
	}{
		{"train/zh/shierlou.txt", 38, "合影楼第一回 防奸盗刻意藏形 起情氛无心露影", "闻过楼 第三回 魔星将退三桩好事齐来 礭局已成一片隐衷才露"},
		{"train/zh/xuxiaowuyi.txt", 125, "第一回 冲霄楼智化逢凶化吉 王爷府艾虎死而夏生", "第一二四回 襄阳王被捉身死 万岁爷降旨封官"},
		{"train/zh/doupengxianhua.txt", 13, "第一则 介之推火封妒妇", "叙 天空啸鹤"},
		{"train/zh/xiaohong-hulanhezhuan.txt", 9, "第一章", "第八章 尾声"},
		{"train/zh/shenlouzhi.txt", 24, "第一回 拥资财讹生关部 通线索计释洋商", "第二十四回 香粉吟成掷地声 埙篪唱彻朝天乐"},
		{"train/zh/haishanghualiezhuan.txt", 65, "第一回 赵朴斋咸瓜街访舅 洪善卿聚秀堂做媒", "跋"},
		{"train/zh/xiaohong-jingdian.txt", 40, "失眠之夜（代序）", "荣子"},
		{"train/zh/dangkouzhi.txt", 72, "第071回 猛都监兴师剿寇 宋天子训武观兵", "附录二：清同治十年重刻本所增序跋"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			chs, err := Parse(corpusFile(t, tt.file), Options{})
			if err != nil {
				t.Fatal(err)
			}
			if len(chs) > 0 && chs[0].Index == 0 {
				chs = chs[1:]
			}
			if len(chs) != tt.chapters {
				t.Fatalf("%d chapters, want %d", len(chs), tt.chapters)
			}
			if chs[0].Title != tt.first || chs[len(chs)-1].Title != tt.last {
				t.Errorf("first %q, last %q; want %q, %q", chs[0].Title, chs[len(chs)-1].Title, tt.first, tt.last)
			}
			for _, c := range chs {
				if c.Text == "" {
					t.Errorf("chapter %d %q is empty", c.Index, c.Title)
				}
			}
		})
	}
}
