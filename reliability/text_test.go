package reliability

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Vocabulary for generated prose: enough variety for the chunker to find
// sentences and cliffs, small enough for the embedding cache to matter.
var (
	zhWords = strings.Fields("书生 山路 雾气 竹篓 老朋友 石头 砍柴 大雨 喝酒 剑法 月亮 院子 竹子 银白 心里 安静 远处 声音 往事 年轻 客栈 掌柜 马匹 江湖 信封 灯火 河边 渡船 少女 琴声")
	zhGlue  = strings.Fields("的 了 在 和 又 却 便 也 就 正")
	zhEnds  = []string{"。", "！", "？", "……", "；", "。”"}
)

// novelSentence returns one Chinese sentence.
func novelSentence(rng *rand.Rand) string {
	var b strings.Builder
	n := 4 + rng.IntN(10)
	for i := range n {
		b.WriteString(zhWords[rng.IntN(len(zhWords))])
		if i < n-1 && rng.IntN(3) == 0 {
			b.WriteString(zhGlue[rng.IntN(len(zhGlue))])
		}
		if i == n/2 && rng.IntN(2) == 0 {
			b.WriteString("，")
		}
	}
	b.WriteString(zhEnds[rng.IntN(len(zhEnds))])
	return b.String()
}

// novelText returns paras paragraphs separated by blank lines.
func novelText(rng *rand.Rand, paras int) string {
	var b strings.Builder
	for p := range paras {
		if p > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString("　　")
		for range 2 + rng.IntN(8) {
			b.WriteString(novelSentence(rng))
		}
	}
	return b.String()
}

// novelBook returns a book with a title page and chapters headed 第N回.
func novelBook(rng *rand.Rand, chapters, parasPer int) string {
	var b strings.Builder
	b.WriteString("可靠之书\n\n")
	for c := 1; c <= chapters; c++ {
		fmt.Fprintf(&b, "第%d回 %s\n\n", c, zhWords[rng.IntN(len(zhWords))])
		b.WriteString(novelText(rng, parasPer))
		b.WriteString("\n\n")
	}
	return b.String()
}
