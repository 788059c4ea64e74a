package engine

import (
	"math/rand/v2"
	"strings"

	"pgregory.net/rapid"
)

// Generated text for tests: Chinese and English sentences in paragraphs
// separated by assorted blank lines. It is synthetic (the shared corpus is
// never copied into the repository).

const hanPool = "的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严龙飞"

var latinWords = strings.Fields("the old house stood by a quiet river where the miller's daughter walked each morning with her lantern and a basket of bread she spoke little but listened to everything the village told her about storms ships letters and strangers who came over the mountain pass in winter")

const (
	cjkEnds     = "。！？；…"
	cjkClosers  = "”」』）"
	latinEnds   = ".!?"
	maxSentence = 70
)

// genCJKSentence draws one Chinese sentence.
func genCJKSentence(t *rapid.T, label string) string {
	n := rapid.IntRange(2, maxSentence).Draw(t, label+"-len")
	pool := []rune(hanPool)
	var b strings.Builder
	for i := range n {
		b.WriteRune(pool[rapid.IntRange(0, len(pool)-1).Draw(t, label+"-c"+itoa(i%4))])
		if i > 0 && i%9 == 0 && rapid.IntRange(0, 3).Draw(t, label+"-comma") == 0 {
			b.WriteRune('，')
		}
	}
	ends := []rune(cjkEnds)
	b.WriteRune(ends[rapid.IntRange(0, len(ends)-1).Draw(t, label+"-end")])
	if rapid.IntRange(0, 4).Draw(t, label+"-q") == 0 {
		cl := []rune(cjkClosers)
		b.WriteRune(cl[rapid.IntRange(0, len(cl)-1).Draw(t, label+"-cl")])
	}
	return b.String()
}

// genLatinSentence draws one English-like sentence (with its trailing
// space).
func genLatinSentence(t *rapid.T, label string) string {
	n := rapid.IntRange(2, 14).Draw(t, label+"-len")
	words := make([]string, n)
	for i := range words {
		words[i] = latinWords[rapid.IntRange(0, len(latinWords)-1).Draw(t, label+"-w")]
	}
	words[0] = strings.ToUpper(words[0][:1]) + words[0][1:]
	return strings.Join(words, " ") + string(latinEnds[rapid.IntRange(0, len(latinEnds)-1).Draw(t, label+"-end")]) + " "
}

// genParagraph draws a paragraph of mixed sentences. Long paragraphs (more
// than a parent may hold) are drawn now and then to exercise splitting.
func genParagraph(t *rapid.T, label string) string {
	var n int
	switch rapid.IntRange(0, 9).Draw(t, label+"-shape") {
	case 0:
		n = rapid.IntRange(25, 45).Draw(t, label+"-long") // > max parent size
	case 1, 2, 3:
		n = 1 // short: merged with neighbours
	default:
		n = rapid.IntRange(2, 10).Draw(t, label+"-n")
	}
	var b strings.Builder
	if rapid.Bool().Draw(t, label+"-indent") {
		b.WriteString("　　")
	}
	latin := rapid.IntRange(0, 3).Draw(t, label+"-lang") == 0
	for i := range n {
		if latin {
			b.WriteString(genLatinSentence(t, label+"-s"))
		} else {
			b.WriteString(genCJKSentence(t, label+"-s"))
		}
		if i > 0 && i%7 == 0 && rapid.IntRange(0, 5).Draw(t, label+"-br") == 0 {
			b.WriteString("\n") // a line break inside the paragraph
		}
	}
	return strings.TrimRight(b.String(), " \n")
}

var separators = []string{"\n\n", "\n\n\n", "\n \n", "\r\n\r\n", "\n\t\n\n"}

// joinParagraphs lays paragraphs out with drawn blank-line separators and
// occasional leading and trailing blank lines.
func joinParagraphs(t *rapid.T, paras []string) string {
	var b strings.Builder
	if rapid.IntRange(0, 4).Draw(t, "lead") == 0 {
		b.WriteString("\n\n")
	}
	for i, p := range paras {
		if i > 0 {
			b.WriteString(separators[rapid.IntRange(0, len(separators)-1).Draw(t, "sep")])
		}
		b.WriteString(p)
	}
	if rapid.IntRange(0, 4).Draw(t, "trail") == 0 {
		b.WriteString("\n\n\n")
	}
	return b.String()
}

func itoa(i int) string { return string(rune('0' + i)) }

// plainText makes a deterministic chapter of about n runes with
// paragraphs of 80–700 runes, for benchmarks and non-property tests.
func plainText(seed uint64, n int) string {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	pool := []rune(hanPool)
	ends := []rune(cjkEnds)
	var b strings.Builder
	total := 0
	for total < n {
		if total > 0 {
			b.WriteString("\n\n")
		}
		pl := 80 + rng.IntN(620)
		for written := 0; written < pl; {
			sl := 8 + rng.IntN(50)
			for range sl {
				b.WriteRune(pool[rng.IntN(len(pool))])
			}
			b.WriteRune(ends[rng.IntN(len(ends))])
			written += sl + 1
		}
		total += pl
	}
	return b.String()
}
