package mentions

import (
	"bufio"
	"cmp"
	_ "embed"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"inkflow/internal/widthfold"
)

// Candidate is a frequent name-like string that is not an entry yet.
type Candidate struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
	// Kind is the entry type the name most likely is (KindCharacter,
	// KindPlace, KindFaction, KindItem), as Tally guesses it; Suggest leaves it "".
	Kind string `json:"kind,omitempty"`
	// Aliases are other forms of the same name the book uses, which an
	// entry made of the candidate takes as its aliases: the titled form
	// of a full name (Lord Henry of Henry Wotton, aliases.go).
	Aliases []string `json:"aliases,omitempty"`
}

// SuggestOptions tune Suggest; zero values take the defaults.
type SuggestOptions struct {
	// MinCount is the fewest occurrences a candidate needs (default 5).
	MinCount int
	// Limit caps the number of candidates (default 50).
	Limit int
}

// dominant is the share of a string's occurrences that one neighbour must
// reach for the string to count as part of a longer unit rather than a
// unit of its own: 蓝皮阿 is followed by 五 nearly every time (so 蓝皮阿五
// is the name), 山泊 is preceded by 梁 nearly every time (so it is a piece
// of 梁山泊), Mont by Blanc. A real name is followed and preceded by many
// different words; this is the left–right context diversity test of term
// extraction, in its simplest form.
const dominant = 0.8

// maxHan is the longest Chinese candidate: a surname and up to four more
// characters (蓝皮阿五, 诸葛孔明, 赵七爷 with room for a title).
const maxHan = 6

// Suggest proposes names from texts that no known name covers, most
// frequent first.
//
// English: words capitalised in the middle of a sentence and seldom
// written in lower case; a word nearly always followed by the same
// capitalised word gives the pair (Mont Blanc), and a word nearly always
// preceded by the same one is dropped as its tail (Blanc).
//
// Chinese: strings that start with a common surname (a table of the
// frequent single and compound surnames), grown to the right while one
// character nearly always follows (蓝皮阿 → 蓝皮阿五, 刘玄 → 刘玄德),
// dropped when they run on into a function word (刘备曰) or when one
// character nearly always precedes them (山泊 of 梁山泊), or when they
// stand where common nouns do (一个黄瓜, nameless.go). And names without
// a surname (闰土, 七斤, 单四嫂子, 玄德): strings of two to four
// characters that are units of their own and stand where names do, at
// the start of a clause and before a verb of speech (nameless.go). Last,
// every occurrence of a Chinese candidate is read in full
// (cutOrFramed): strings cut from a longer word (从什 of 从什么),
// locative phrases (土场上) and strings with no mark of a name that never
// stand where a person does (筐子, 磨盘) go.
//
// Both: a name written with full-width and with half-width letters or
// digits (阿Ｑ, 阿Q) is one name, proposed as the book writes it most
// often. Nationality and language words (French, Arabian, Martian) and
// the natives of places written after a determiner (the Scot, the
// Scotchman) are no names (nationality.go), nor are the capitalised
// nouns a book counts or describes (a hideous Jew, the fat Jew;
// described.go), nor are ranks, streets,
// institutions and holidays (the Marquis, Avenue of Fifth Avenue, the
// Society, Christmas; kinds.go); nor are months and days
// used as dates (in September, next Saturday) nor the prefixes of
// several names (Saint, Rue), whose whole names are proposed instead
// (Saint-Méran, Château d’If, Harley Street; parts.go). Strings that are common in many unrelated
// books (许多, 东西; God, English, Mr) are no names; the lists are derived
// from the training corpus by document frequency (scripts/commonforms).
// Nor are the Chinese function words of a dictionary (绝对, 假若, 每当;
// scripts/functionwords).
func Suggest(texts []string, known []string, opts SuggestOptions) []Candidate {
	if opts.MinCount <= 0 {
		opts.MinCount = 5
	}
	if opts.Limit <= 0 {
		opts.Limit = 50
	}
	s := newSuggester()
	chars := 0
	for _, t := range texts {
		s.scan(t)
		chars += utf8.RuneCountInString(t)
	}
	var out []Candidate
	latin := s.latinCandidates(opts.MinCount)
	s.placeTails(latin, texts, opts.MinCount)
	for name, n := range latin {
		out = append(out, Candidate{Name: name, Count: n})
	}
	han := s.hanCandidates(opts.MinCount)
	for name, n := range s.namelessCandidates(opts.MinCount, han) {
		// A surname-led name is found both ways (赵太爷).
		han[name] = max(han[name], n)
	}
	// word reports a candidate that is a word or phrase of the language.
	word := func(name string, n int) bool {
		return n < opts.MinCount || isCommon(name, n, chars) || functionForms()[name] || phrase(name)
	}
	// The Chinese words go before inLonger, so that only names hold a
	// shorter string.
	kept := map[string]int{}
	for name, n := range han {
		if !nameAndMore(name, n, han) && !word(name, n) {
			kept[name] = n
		}
	}
	held := inLonger(kept)
	for name, n := range kept {
		if !held[name] {
			out = append(out, Candidate{Name: name, Count: n})
		}
	}
	lowerKnown := make([]string, 0, len(known))
	for _, k := range known {
		if k = strings.TrimSpace(k); k != "" {
			lowerKnown = append(lowerKnown, strings.ToLower(foldLetters(k)))
		}
	}
	cut := s.cutOrFramed(out, opts.MinCount)
	people, kinds, nouns := s.nationalities(out), s.kindNouns(out), s.describedNouns(out, texts)
	out = slices.DeleteFunc(out, func(c Candidate) bool {
		if word(c.Name, c.Count) || cut[c.Name] || people[c.Name] || kinds[c.Name] || nouns[c.Name] || s.isDate(c.Name) {
			return true
		}
		name := strings.ToLower(c.Name)
		for _, k := range lowerKnown {
			if strings.Contains(k, name) || strings.Contains(name, k) {
				return true
			}
		}
		return false
	})
	out = s.bareAliases(s.titledAliases(out), texts)
	slices.SortFunc(out, func(a, b Candidate) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Name, b.Name))
	})
	if len(out) > opts.Limit {
		out = out[:opts.Limit]
	}
	for i := range out {
		out[i].Name = s.asWritten(out[i].Name, out[i].Count)
	}
	return out
}

// localizers are the place words of one character that close a
// locative phrase after a noun: 在土场上, 在脑里, 从墙头上.
var localizers = runeSet("上里")

// Person contexts (see personContext).
var (
	// speechAfter follow a person who speaks, laughs or cries, hears,
	// sees or thinks, or who turns to someone (宏儿听得, 女娲对那).
	speechAfter = runeSet("说道曰问答叫喊嚷骂笑哭听看见想觉对向")
	// addressBefore stand before a person spoken to or gone with, and
	// 《 before the title of a work (《朝花夕拾》), a name too.
	addressBefore = runeSet("对向问叫跟同给《")
	// bodyParts follow a person, directly or after 的: 宝儿的脸, 六斤手里.
	bodyParts = runeSet("脸眼鼻嘴口手脚头身心耳眉额肩背腿腰脖")
)

// personContext reports whether runes[start:end] stands where a person
// does: before a verb of speech, after a particle of address, or before
// a part of the body.
func personContext(runes []rune, start, end int) bool {
	if start > 0 && addressBefore[runes[start-1]] {
		return true
	}
	if end < len(runes) && (speechAfter[runes[end]] || bodyParts[runes[end]]) {
		return true
	}
	return end+1 < len(runes) && runes[end] == '的' && bodyParts[runes[end+1]]
}

// unmarked reports whether a Chinese candidate has no mark of a name of
// its own: no surname (nor 阿) first, no kinship or title affix, no
// place suffix, no 儿 of a child's name (宝儿, 宏儿).
func unmarked(g []rune) bool {
	last := g[len(g)-1]
	return !singleSurnames[g[0]] && !compoundSurnames[string(g[:min(2, len(g))])] &&
		!hasKinAffix(g) && !placeSuffixes[last] && last != '儿'
}

// cutsAfter reports whether r, following most of a candidate's
// occurrences, shows it cut from a longer word: a character that ends
// every string counted as a name (namelessStop, functionChars), so a
// word that goes on over it was never counted whole (从什么), or a noun
// suffix (白胡子, 筐子). Not what follows a name as a matter of course:
// a verb of speech or an adverb after a subject (刘玄德曰, subjectCues),
// 的 (周瑞家的 in 红楼梦) and the particles of beforeNameChars, nor a
// conjunction (宋太祖或明太祖, a list written again). Other characters
// are left to the boundary tests before: at five occurrences, 吴友如画
// (吴友如's pictures) is as dominant as 白胡子.
func cutsAfter(r rune) bool {
	if r == '子' || r == '儿' {
		return true
	}
	if subjectCues[r] || beforeNameChars[r] || strings.ContainsRune("或并而", r) {
		return false
	}
	return namelessStop[r] || functionChars[r]
}

// framePrev stand before a noun that a localizer makes a place (河的土场上,
// 他脑里), besides the verbs of motion.
var framePrev = runeSet("的他她我你它们咱俺")

// framePrepositions open a locative phrase that a localizer (or 中,
// 内, 外, 下) closes: 从墙头上, 在心里, 到城中, 向窗外.
var framePrepositions = runeSet("从在到往向朝自于")

// cutOrFramed returns the Chinese candidates whose contexts in the texts
// make them no name, counted over every occurrence, whatever stands
// around it (the counts before stop at the characters that end a name):
//
//   - cut from a longer word: one and the same character follows most
//     (dominant) of its occurrences, one that the counts could not go on
//     over (cutsAfter): 么 follows 从什 (从什么), 子 白胡 (白胡子); a name
//     goes on in many ways (关羽曰, 关羽笑);
//   - no one: a string with nothing of a name about it — no surname,
//     no kinship or title affix, no place suffix (unmarked) — that never
//     speaks, hears or sees, is never spoken to and has no face or hands
//     (personContext): 筐子, 磨盘, 看样子, 无管 of 呼兰河传, where 闰土说,
//     宏儿听得, 对女娲, 六斤手里;
//   - a locative phrase: it ends in a localizer (上, 里) and at least
//     half of its occurrences follow a verb of motion, 在, 的 or a
//     pronoun (在土场上, 河的土场上, 在他脑里, 到庙台上), where a name so
//     ended (马纯上, 马千里) is the subject or the object of a clause;
//     or its stem is a noun of place, written before other words of
//     position too (placeNoun: 台上 beside 台前 and 台下 in 迷羊).
//
// On the top 100 suggestions of 呐喊, 三国演义 and nine training books
// (呼兰河传, 儒林外史, 故事新编 and 二十年目睹之怪现状 held out), these
// tests take 63: some 50 words and phrases (呐喊's 脑里, 土场上, 虫豸,
// 行状; 呼兰河传's 筐子, 瘟猪肉, 从什, 从墙头上; 坟's 保存, 征服), roles and
// kin (巡士, 门丁, 外祖母) and a few names that bear no mark of one (迟均
// and 南直隶 of 儒林外史, 大昴星).
func (s *suggester) cutOrFramed(cands []Candidate, minCount int) map[string]bool {
	type ctx struct {
		n, motion, person int
		next              map[rune]int
	}
	byFirst := map[rune][][]rune{}
	stats := map[string]*ctx{}
	for _, c := range cands {
		g := []rune(c.Name)
		if len(g) < 2 || !unicode.Is(unicode.Han, g[0]) {
			continue
		}
		byFirst[g[0]] = append(byFirst[g[0]], g)
		stats[c.Name] = &ctx{next: map[rune]int{}}
	}
	if len(stats) == 0 {
		return nil
	}
	for _, runes := range s.texts {
		for i, r := range runes {
			for _, g := range byFirst[r] {
				if i+len(g) > len(runes) || !slices.Equal(runes[i:i+len(g)], g) {
					continue
				}
				st := stats[string(g)]
				st.n++
				if i > 0 && (motionChars[runes[i-1]] || framePrev[runes[i-1]]) {
					st.motion++
				}
				if j := i + len(g); j < len(runes) && unicode.Is(unicode.Han, runes[j]) {
					st.next[runes[j]]++
				}
				if personContext(runes, i, i+len(g)) {
					st.person++
				}
			}
		}
	}
	out := map[string]bool{}
	for name, st := range stats {
		if st.n < minCount {
			continue
		}
		g := []rune(name)
		if localizers[g[len(g)-1]] && (2*st.motion >= st.n || s.placeNoun(g[:len(g)-1], g[len(g)-1], st.n)) {
			out[name] = true
			continue
		}
		if st.person == 0 && unmarked(g) {
			out[name] = true
			continue
		}
		for r, c := range st.next {
			if float64(c) >= dominant*float64(st.n) && cutsAfter(r) {
				out[name] = true
				break
			}
		}
	}
	return out
}

// positionChars are the words of position a place noun takes besides
// 上 and 里: 台前, 台下, 台后, 台边.
var positionChars = []rune("上下里前后边旁内外中")

// placeNounShare is the share of a locative candidate's occurrences (台上)
// that its stem must reach with other words of position (台前, 台下)
// for the stem to be a noun of place.
const placeNounShare = 0.25

// placeNoun reports whether stem, which loc follows n times in a
// candidate (台 of 台上), is a noun of place: the texts write it before
// other words of position (positionChars, not loc) a quarter as often,
// twice at least. 迷羊 writes 台上 23 times and 台前 14, 台下 2, 台里 2,
// 台后 1: the stage, not a name. A name ending so (马纯上, 裘万里) takes no
// other position word.
func (s *suggester) placeNoun(stem []rune, loc rune, n int) bool {
	other := 0
	for _, p := range positionChars {
		if p == loc {
			continue
		}
		w := append(slices.Clone(stem), p)
		for _, runes := range s.texts {
			other += countRunes(runes, w)
		}
	}
	return other >= 2 && float64(other) >= placeNounShare*float64(n)
}

// countRunes counts the occurrences of w in runes.
func countRunes(runes, w []rune) int {
	n := 0
	for i := 0; i+len(w) <= len(runes); i++ {
		if runes[i] == w[0] && slices.Equal(runes[i:i+len(w)], w) {
			n++
		}
	}
	return n
}

// foldLetter returns r at its canonical width when that is an ASCII
// letter or digit (Ｑ is Q, ２ is 2), else r: the scan reads Chinese
// full-width punctuation and the ideographic space as clause marks, so
// they stay as written.
func foldLetter(r rune) rune {
	if f := widthfold.Rune(r); f != r && f < utf8.RuneSelf && (unicode.IsLetter(f) || unicode.IsDigit(f)) {
		return f
	}
	return r
}

// foldLetters applies foldLetter to every rune of s.
func foldLetters(s string) string { return strings.Map(foldLetter, s) }

// asWritten is the spelling of a candidate found n times that the texts
// use most: the folded one unless another width was counted more often
// (呐喊 writes 阿Ｑ).
func (s *suggester) asWritten(name string, n int) string {
	best, most := name, n
	for _, c := range s.written[name] {
		most -= c
	}
	most = max(most, 0)
	for w, c := range s.written[name] {
		if c > most || c == most && w < best {
			best, most = w, c
		}
	}
	return best
}

// nameAndMore reports a Chinese candidate that is another candidate
// followed by what it does (关羽笑, 张飞同行: 关羽 and 张飞 go on in many
// ways, so each way holds less than the dominant share of the name's
// uses), unless what follows is a kinship or title word: 七斤嫂 is
// someone else than 七斤.
func nameAndMore(name string, n int, han map[string]int) bool {
	runes := []rune(name)
	if hasKinAffix(runes) {
		return false
	}
	for i := 2; i < len(runes); i++ {
		if m, ok := han[string(runes[:i])]; ok && float64(n) < dominant*float64(m) {
			return true
		}
	}
	return false
}

// inLonger returns the Chinese candidates that the candidates one
// character longer hold most (dominant) of the occurrences of together, though
// none does alone: 有二 (190) of 有二伯 (148) and 有二爷 (29) in 呼兰河传.
// It is the boundary test of hanCandidates and namelessCandidates (one
// longer string holds most of a string's occurrences) with the longer
// strings added up, which only the final candidates allow: counted over
// all the strings one longer, every string would be held (关羽 by 关羽笑,
// 关羽走…), and over the candidates before nameAndMore, 李福 of 彭公案
// by 李福长 and 李福有. A name that its longer forms seldom hold stays
// (七斤 beside 七斤嫂).
func inLonger(kept map[string]int) map[string]bool {
	held := map[string]int{}
	for h, m := range kept {
		runes := []rune(h)
		if len(runes) <= 2 {
			continue
		}
		head, tail := string(runes[:len(runes)-1]), string(runes[1:])
		held[head] += m
		if tail != head { // 哈哈 of 哈哈哈 once
			held[tail] += m
		}
	}
	out := map[string]bool{}
	for g, m := range held {
		if n, ok := kept[g]; ok && float64(m) >= dominant*float64(n) {
			out[g] = true
		}
	}
	return out
}

// placeWords and motionWords follow a word to make a phrase of it: a
// place (天空里, 戏台底下, 酒席上) or a motion (伸出手去, 施展起来, 走近来).
// 前 and 后 are left out: they follow a surname too (李太后).
var (
	placeWords  = []string{"里面", "里头", "里边", "底下", "上面", "上头", "上边", "下面", "下边", "外面", "外头", "外边", "旁边", "跟前", "之中", "之上", "之下", "里", "上", "下", "中", "内", "外"}
	motionWords = []string{"起来", "出来", "进来", "下来", "上来", "过来", "回来", "出去", "进去", "下去", "上去", "过去", "回去", "来", "去"}
)

// phrase reports a Chinese candidate that is a common word (commonForms)
// followed by one of placeWords or motionWords, or that ends in 去, which
// follows a verb (伸出手去, 撵出去) and ends no name, or that is a common
// or function word made an adverb by 地 (渐渐地, 呱呱地). Names ending so
// are made of no common word (马千里, 马纯上, 杨执中, 梁天来, 如来): on the
// top 200 suggestions of the 121 Chinese training and dev books the rule
// takes 117 phrases and no name.
func phrase(name string) bool {
	if strings.HasSuffix(name, "去") {
		return true
	}
	// A preposition and a localizer frame a place (从墙头上, 在心里, 于
	// 无形中): a locative phrase, not a name of three characters or more.
	if g := []rune(name); len(g) >= 3 && framePrepositions[g[0]] && strings.ContainsRune("上里中内外下", g[len(g)-1]) {
		return true
	}
	if head, ok := strings.CutSuffix(name, "地"); ok {
		if _, common := commonForms()[head]; common || functionForms()[head] {
			return true
		}
	}
	for _, list := range [][]string{placeWords, motionWords} {
		for _, w := range list {
			if head, ok := strings.CutSuffix(name, w); ok && head != "" {
				if _, common := commonForms()[head]; common {
					return true
				}
			}
		}
	}
	return false
}

// Forms counts the strings of text that Suggest weighs as names before it
// filters them: capitalised words in the middle of a sentence,
// surname-led Chinese strings and every Chinese string that could be a
// name without a surname (namelessForms). scripts/commonforms counts them
// over the training books to find the ones common to many books.
func Forms(text string) map[string]int {
	s := newSuggester()
	s.scan(text)
	out := make(map[string]int, len(s.grams)+len(s.capsMid))
	for g, n := range s.grams {
		out[g] = n
	}
	for w, n := range s.capsMid {
		out[w] = n
	}
	for g, n := range s.namelessForms(formsMinCount) {
		out[g] = n
	}
	return out
}

// formsMinCount is the fewest occurrences of a string without a surname
// that Forms reports; scripts/commonforms asks for at least two.
const formsMinCount = 2

type suggester struct {
	// capsMid counts capitalised words not at a sentence start; lower
	// counts the same words in lower case.
	capsMid map[string]int
	lower   map[string]int
	// next counts "A B": a capitalised word B in the middle of a
	// sentence right after a capitalised word A (as written, possessive
	// and all) and one space.
	next map[string]int
	// triples counts "A B C", three such words in a row (Lord Henry
	// Wotton), for titledAliases.
	triples map[string]int
	// capsNext counts, for a word of capsMid not written possessive,
	// the lower-case words that follow it after one space, and
	// determined counts the words of lower and of capsMid right after a
	// determiner: the evidence that a capitalised word is an adjective
	// (adjectival) or a people's noun (nationalities).
	capsNext   map[string]map[string]int
	determined map[string]int
	// headed counts, for a word of capsMid not written possessive, the
	// times a capitalised word or a name particle follows it after one
	// space (prefixes); dated the times a calendar word of capsMid
	// stands as a date (isDate).
	headed, dated map[string]int
	// grams counts surname-led Han strings of 2–maxHan characters; left
	// counts the Han character before each of them.
	grams map[string]int
	left  map[string]map[rune]int
	// letterAfter counts the grams that a letter or digit of another
	// script directly follows: 于阿 of 终于阿Q is cut from 阿Q.
	letterAfter map[string]int
	// han counts the strings of 2–namelessMax Chinese characters free of
	// namelessStop, packed by hanKey, and han1 the single characters
	// (nameless.go).
	han  map[uint64]int32
	han1 *[1 << 16]int32
	// texts are the texts scanned, for the passes of nameless.go, with
	// their letters and digits folded (foldLetter).
	texts [][]rune
	// asScanned is the text being scanned as written while its folded
	// form differs, else nil; written counts, for a folded gram or word,
	// the other ways it was written (阿Ｑ for 阿Q).
	asScanned []rune
	written   map[string]map[string]int
}

func newSuggester() *suggester {
	return &suggester{
		capsMid: map[string]int{}, lower: map[string]int{}, next: map[string]int{}, triples: map[string]int{},
		capsNext: map[string]map[string]int{}, determined: map[string]int{},
		headed: map[string]int{}, dated: map[string]int{},
		grams: map[string]int{}, left: map[string]map[rune]int{}, letterAfter: map[string]int{},
		han: map[uint64]int32{}, han1: new([1 << 16]int32),
		written: map[string]map[string]int{},
	}
}

// titles are the abbreviations whose full stop ends no sentence, so the
// name after "Mr." counts as a name in the middle of a sentence.
var titles = map[string]bool{
	"Mr": true, "Mrs": true, "Ms": true, "Dr": true, "St": true, "Mt": true, "Messrs": true,
	"Capt": true, "Col": true, "Gen": true, "Rev": true, "Prof": true, "Lt": true, "Sgt": true,
}

func (s *suggester) scan(text string) {
	runes := []rune(text)
	s.asScanned = nil
	for i, r := range runes {
		if f := foldLetter(r); f != r {
			if s.asScanned == nil {
				s.asScanned = slices.Clone(runes)
			}
			runes[i] = f
		}
	}
	s.texts = append(s.texts, runes)
	sentenceStart := true
	// prevCap is the previous word when it was capitalised and only a
	// single space stands between it and the current position; adjHead
	// the same when it was capitalised in the middle of a sentence and
	// not possessive, and afterDet whether it was a determiner. prev1
	// and prev2 are the two lower-case words before the current
	// position, each followed by a single space ("" when not so).
	prevCap, adjHead, afterDet := "", "", false
	// lastCap is the capitalised word before prevCap, one space between,
	// else "".
	lastCap := ""
	prev1, prev2 := "", ""
	for i := 0; i < len(runes); {
		r := runes[i]
		switch {
		case unicode.Is(unicode.Han, r):
			s.countHan(runes, i)
			sentenceStart = false
			prevCap, adjHead, afterDet, lastCap = "", "", false, ""
			prev1, prev2 = "", ""
			i++
		case unicode.IsLetter(r):
			j := i
			for j < len(runes) && (unicode.IsLetter(runes[j]) || joinsWord(runes, j) || joinsHyphen(runes, j, r)) {
				j++
			}
			written := string(runes[i:j])
			word := trimPossessive(written)
			cur := ""
			mid := !sentenceStart && utf8.RuneCountInString(word) > 1
			capital := unicode.IsUpper(r) || elided(runes[i:j])
			if adjHead != "" && (capital || nameParticles[word]) {
				// adjHead leads a longer name here (prefixes).
				s.headed[adjHead]++
			}
			if capital {
				if mid {
					s.capsMid[word]++
					if afterDet {
						s.determined[word]++
					}
					s.noteWritten(word, i, j)
					if prevCap != "" {
						s.next[prevCap+" "+word]++
						if lastCap != "" {
							s.triples[lastCap+" "+prevCap+" "+word]++
						}
					}
					if calendarWords()[word] && datedBy(prev1, prev2, digitAfter(runes, j)) {
						s.dated[word]++
					}
				}
				// The pair keeps a possessive as written (Shadd’s Falls).
				cur = written
			} else {
				s.lower[word]++
				if afterDet {
					s.determined[word]++
				}
				if adjHead != "" {
					m := s.capsNext[adjHead]
					if m == nil {
						m = map[string]int{}
						s.capsNext[adjHead] = m
					}
					m[word]++
				}
			}
			sentenceStart = false
			i = j
			// A title's full stop ends no sentence ("Mr. Kirwin").
			if titles[word] && i < len(runes) && runes[i] == '.' {
				i++
				cur = ""
			}
			before := prevCap
			prevCap, adjHead, afterDet, lastCap = "", "", false, ""
			prev2, prev1 = prev1, ""
			if i < len(runes) && runes[i] == ' ' {
				prevCap = cur
				if cur != "" {
					lastCap = before
				}
				afterDet = len(word) <= len("these") && determiners[strings.ToLower(word)]
				if mid && capital && written == word {
					adjHead = word
				}
				if !capital {
					prev1 = word
				}
			}
		default:
			if strings.ContainsRune(".!?。！？\n\"“‘", r) {
				sentenceStart = true
			}
			if r != ' ' {
				prevCap, adjHead, afterDet, lastCap = "", "", false, ""
				prev1, prev2 = "", ""
			}
			i++
		}
	}
}

// digitAfter reports whether a digit follows runes[:j] after one space
// (April 12, June 1862).
func digitAfter(runes []rune, j int) bool {
	return j+1 < len(runes) && runes[j] == ' ' && unicode.IsDigit(runes[j+1])
}

// joinsWord reports whether runes[j] is an apostrophe inside a word:
// typed (') or typographic (’, as word processors and most e-texts write
// it), before a capital (O’Brien is one name) or a final s (Clerval’s, a
// possessive that trimPossessive drops). Contractions split (I’d gives
// I), and so does a closing quotation mark.
func joinsWord(runes []rune, j int) bool {
	if r := runes[j]; r != '\'' && r != '’' || j+1 == len(runes) {
		return false
	}
	next := runes[j+1]
	return unicode.IsUpper(next) || next == 's' && (j+2 == len(runes) || !unicode.IsLetter(runes[j+2]))
}

// trimPossessive drops a possessive ending (Clerval's, Clerval’s).
func trimPossessive(w string) string {
	return strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s")
}

// placeTails replaces each single word of cands that nearly always
// (dominant) stands right after another capitalised word, in the names
// of two places or more that the texts use as places (Tally), with
// those names that occur minCount times: the Egg of The Great Gatsby's
// East Egg and West Egg is no character but the last word of two
// places, and neither place leads Egg often enough alone for
// latinCandidates to take the pair (Vanity Fair's Square of Russell
// Square, Gaunt Square, likewise). A surname stands after first names
// and titles as often (Sibyl Vane, James Vane, Miss Baker), but in
// people's contexts; a single pair read as a place on thin evidence
// (Little Men's "in John Brooke's") leaves its word as it was, which
// latinCandidates judged already.
func (s *suggester) placeTails(cands map[string]int, texts []string, minCount int) {
	pairs := map[string][]string{}
	for pair := range s.next {
		if _, tail, _ := strings.Cut(pair, " "); cands[tail] > 0 {
			pairs[tail] = append(pairs[tail], pair)
		}
	}
	var tails []string
	var named []Candidate
	for tail, ps := range pairs {
		led := 0
		for _, p := range ps {
			led += s.next[p]
		}
		if float64(led) < dominant*float64(s.capsMid[tail]) {
			continue
		}
		tails = append(tails, tail)
		for _, p := range ps {
			named = append(named, Candidate{Name: p})
		}
	}
	if len(tails) == 0 {
		return
	}
	Tally(named, texts)
	place, places := map[string]int{}, map[string]int{}
	for _, c := range named {
		if c.Kind == KindPlace {
			_, tail, _ := strings.Cut(c.Name, " ")
			place[tail] += s.next[c.Name]
			places[tail]++
		}
	}
	for _, tail := range tails {
		led := 0
		for _, p := range pairs[tail] {
			led += s.next[p]
		}
		if places[tail] < 2 || float64(place[tail]) < dominant*float64(led) {
			continue
		}
		delete(cands, tail)
		for _, p := range pairs[tail] {
			if n := s.next[p]; n >= minCount {
				cands[p] = n
			}
		}
	}
}

// latinCandidates keeps capitalised words written in lower case less than
// a tenth as often (so "The", "But" and "Monday" vs "may" sort themselves
// out), not all in capitals and no title (Mr). A pair "A B" that accounts
// for most (dominant) of A's or of B's occurrences is a candidate too
// (Mont Blanc, Winged Monkeys, Golden Cap), and a word seldom found
// outside such pairs is dropped (Mont, Blanc, Cap). A prefix (parts.go)
// is dropped too, and pairs with whatever word it nearly always stands
// before, a common one included (Harley Street).
func (s *suggester) latinCandidates(minCount int) map[string]int {
	out := map[string]int{}
	for w, n := range s.capsMid {
		if strings.ToUpper(w) == w || s.lower[strings.ToLower(w)]*10 > n || titles[w] {
			continue
		}
		out[w] = n
	}
	// Decide on the single words as counted, then apply, so the outcome
	// does not hang on the order pairs are visited in.
	words := maps.Clone(out)
	prefixes := s.prefixes(words)
	inPairs := map[string]int{}
	for pair, n := range s.next {
		head, b, _ := strings.Cut(pair, " ")
		a := trimPossessive(head)
		na, okA := words[a]
		nb, okB := words[b]
		// The head may be a word also written in lower case (Golden
		// Cap) when it is capitalised mid-sentence often enough; "The"
		// at a sentence start never is.
		if n < minCount || !okA && s.capsMid[a] < minCount {
			continue
		}
		// A prefix nearly always before the same word makes a name
		// with it whatever that word is (Harley Street, Camden Place:
		// a street is no candidate of its own).
		if okA && (okB || prefixes[a]) && float64(n) >= dominant*float64(na) || okB && float64(n) >= dominant*float64(nb) {
			out[pair] = n
			inPairs[a] += n
			inPairs[b] += n
		}
	}
	// A word goes with its pairs when it is seldom found outside them
	// (Mont of Mont Blanc, Blanc too); Monkeys stays beside Winged
	// Monkeys when it is also often alone.
	for w, n := range inPairs {
		if rest := words[w] - n; rest < minCount || float64(rest) < (1-dominant)*float64(words[w]) {
			delete(out, w)
		}
	}
	// A word that nearly always leads a longer name, many different
	// ones, is their prefix (Saint, Rue, San): parts.go.
	for w := range prefixes {
		delete(out, w)
	}
	return out
}

// countHan counts the surname-led strings starting at runes[i] and the
// character before them.
func (s *suggester) countHan(runes []rune, i int) {
	if i > 0 && compoundSurnames[string(runes[i-1:i+1])] {
		return // 葛 of 诸葛亮 starts no name
	}
	surname := 0
	if i+1 < len(runes) && compoundSurnames[string(runes[i:i+2])] {
		surname = 2
	} else if singleSurnames[runes[i]] || letterPrefixes[runes[i]] && i+1 < len(runes) && unicode.IsUpper(runes[i+1]) {
		surname = 1
	}
	if surname == 0 {
		return
	}
	// The character before, unless it is a particle that stands before
	// names as a matter of course (与关羽, 对张飞) and joins none.
	var prev rune
	if i > 0 && unicode.Is(unicode.Han, runes[i-1]) && !beforeNameChars[runes[i-1]] {
		prev = runes[i-1]
	}
	for n := surname + 1; n <= maxHan && i+n <= len(runes); n++ {
		last := runes[i+n-1]
		if !unicode.Is(unicode.Han, last) {
			if n > surname+1 && (unicode.IsLetter(last) || unicode.IsDigit(last)) {
				s.letterAfter[string(runes[i:i+n-1])]++
			}
			// One capital letter alone is a given name (阿Q, 阿Ｑ).
			if n == surname+1 && unicode.IsUpper(last) && (i+n == len(runes) || !unicode.IsLetter(runes[i+n]) || unicode.Is(unicode.Han, runes[i+n])) {
				g := string(runes[i : i+n])
				s.count(g, prev)
				s.noteWritten(g, i, i+n)
			}
			return
		}
		if functionChars[last] {
			return
		}
		s.count(string(runes[i:i+n]), prev)
	}
}

// noteWritten records how the text being scanned writes runes[i:j],
// counted as the folded form g, when that differs. A possessive ending
// (Ｘ's) is trimmed as on g.
func (s *suggester) noteWritten(g string, i, j int) {
	if s.asScanned == nil {
		return
	}
	w := trimPossessive(string(s.asScanned[i:j]))
	if w == g {
		return
	}
	m := s.written[g]
	if m == nil {
		m = map[string]int{}
		s.written[g] = m
	}
	m[w]++
}

// count counts gram g and the character before it (0: none that counts).
func (s *suggester) count(g string, prev rune) {
	s.grams[g]++
	if prev != 0 {
		l := s.left[g]
		if l == nil {
			l = map[rune]int{}
			s.left[g] = l
		}
		l[prev]++
	}
}

// hanCandidates resolves overlapping lengths. A string longer than its
// surname and one character is a candidate only when each character added
// kept most (dominant) of the occurrences (grown), and then replaces its
// prefix (刘玄德 for 刘玄); otherwise it is the name followed by a word
// (关羽笑) and is dropped. A string nearly always followed by a letter is
// cut from a mixed-script name and is dropped (于阿 of 终于阿Q). A string that one character nearly always precedes is
// the tail of a longer word and is dropped too (山泊 of 梁山泊, 文分解 of
// 下文分解).
func (s *suggester) hanCandidates(minCount int) map[string]int {
	out := map[string]int{}
	for g, n := range s.grams {
		if n < minCount || !s.grown(g) || s.softEnded(g) || leftDominated(s.left[g], n) ||
			float64(s.letterAfter[g]) >= dominant*float64(n) {
			continue
		}
		out[g] = n
	}
	// Prefixes go by the candidates as found, so that 蓝皮 goes with
	// 蓝皮阿 whichever of 蓝皮阿 and 蓝皮阿五 is visited first.
	for g := range maps.Clone(out) {
		runes := []rune(g)
		delete(out, string(runes[:len(runes)-1]))
	}
	return out
}

// grown reports whether each step from the shortest counted prefix of g
// to g kept most (dominant) of the occurrences: 咸亨酒店 is no candidate
// when 咸亨 is mostly followed by something other than 酒.
func (s *suggester) grown(g string) bool {
	runes := []rune(g)
	for n := len(runes); ; n-- {
		prefix, ok := s.grams[string(runes[:n-1])]
		if !ok {
			return true
		}
		if float64(s.grams[string(runes[:n])]) < dominant*float64(prefix) {
			return false
		}
	}
}

// softEnded reports whether g ends in one of softChars without having
// grown from a counted prefix.
func (s *suggester) softEnded(g string) bool {
	runes := []rune(g)
	_, grew := s.grams[string(runes[:len(runes)-1])]
	return softChars[runes[len(runes)-1]] && !grew
}

// leftDominated reports whether one character precedes most (dominant)
// of a string's n occurrences.
func leftDominated(left map[rune]int, n int) bool {
	for _, c := range left {
		if float64(c) >= dominant*float64(n) {
			return true
		}
	}
	return false
}

// nameFactor is how many times its rate in commonForms a common form must be used
// in a project to be proposed all the same: there it is the name of
// someone or something (John in a book about John, 王爷 for one prince),
// not the ordinary word.
const nameFactor = 5

// isCommon reports whether name, found count times in chars characters,
// is a common form (commonForms) used about as often as usual.
func isCommon(name string, count, chars int) bool {
	rate, ok := commonForms()[name]
	return ok && float64(count)*1e6 < nameFactor*rate*float64(chars)
}

// commonForms maps the candidate strings found in many unrelated training
// books (许多, 东西; God, Mr) to a high rate per million characters in
// those books (the 90th percentile): words of the language, not names of
// one story.
// Generated by scripts/commonforms; see its doc comment. Read at the
// first suggestion, not at start: the 29,000 Chinese forms cost every
// command and the app's start a parse otherwise.
var commonForms = sync.OnceValue(loadCommonForms)

func loadCommonForms() map[string]float64 {
	m := map[string]float64{}
	for _, data := range []string{commonZH, commonEN} {
		sc := bufio.NewScanner(strings.NewReader(data))
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "#") {
				continue
			}
			form, rate, ok := strings.Cut(line, "\t")
			r, err := strconv.ParseFloat(rate, 64)
			if !ok || err != nil {
				panic("mentions: malformed common-forms line " + strconv.Quote(line))
			}
			m[form] = r
		}
	}
	return m
}

//go:embed common-zh.txt
var commonZH string

// functionForms are the Chinese words a dictionary tags as a function
// class (adverbs 绝对, conjunctions 假若, prepositions 每当, pronouns,
// particles, interjections): they start clauses and can be frequent in
// one book, as names do, and are nobody's name. Generated by
// scripts/functionwords; read at the first suggestion, as commonForms.
var functionForms = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for line := range strings.Lines(functionZH) {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			m[line] = true
		}
	}
	return m
})

//go:embed function-zh.txt
var functionZH string

//go:embed common-en.txt
var commonEN string

// singleSurnames are the most frequent single-character surnames (the
// first part of 百家姓 as people read it, plus the houses of the classic
// novels), and 阿, the familiar prefix that leads names the same way
// (阿Q, 阿五).
var singleSurnames = runeSet("阿赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏窦章云苏潘葛范彭郎鲁韦昌马苗凤方俞任袁柳鲍史唐费廉岑薛雷贺倪汤殷罗毕郝邬安常乐于傅齐康伍余顾孟黄穆萧尹姚邵汪祁毛狄米贝明臧计伏成戴宋庞熊纪舒屈项祝董梁杜阮蓝闵季贾路江童颜郭梅盛林钟徐邱骆高夏蔡田樊胡凌霍虞万柯卢莫房裴陆荣翁荀甄曲封储靳焦牧山谷车侯宓全班仰秋仲伊宫宁仇栾甘厉戎祖武符刘景詹龙叶幸司黎薄印白怀蒲邰从鄂索咸籍赖卓屠蒙池乔阴胥苍双闻莘翟谭贡劳逄姬申扶堵冉宰郦雍却桑桂濮牛寿通边燕冀尚温庄晏柴瞿阎慕连习艾鱼容向古易慎戈廖庾终居衡步都耿满弘匡国文寇广禄阙东欧沃利蔚越夔隆师巩聂晁勾敖融冷辛阚简饶曾沙养鞠丰巢关蒯相查荆红游竺权盖益桓公")

// letterPrefixes are the familiar prefixes that, like 阿 (a surname
// here), make a name of one capital letter: 小Ｄ.
var letterPrefixes = runeSet("小老")

// compoundSurnames are the common two-character surnames.
var compoundSurnames = map[string]bool{
	"诸葛": true, "司马": true, "欧阳": true, "夏侯": true, "上官": true, "东方": true,
	"皇甫": true, "尉迟": true, "公孙": true, "慕容": true, "令狐": true, "长孙": true,
	"宇文": true, "司徒": true, "司空": true, "端木": true, "独孤": true, "南宫": true,
	"西门": true, "轩辕": true, "太史": true, "淳于": true, "赫连": true, "呼延": true,
}

// functionChars end no name: particles, pronouns and the verbs of speech
// that most often follow one (曰, 道, 说).
var functionChars = runeSet("的了是在不我你他她它们之也而曰说道着与和及或就都又把被将于以为其这那此有无乃因所若则即便已亦且哉乎矣焉耶兮吗呢吧啊呀么")

// softChars end a name only when they nearly always follow its prefix
// (匡超人, 杨执中, 马二先生 are grown), never right after the surname: as a
// name's second character they are mostly a word that follows it (张飞大
// 怒, 刘备上马) or a measure (王一个).
var softChars = runeSet("等各每个来去上下中大小日人")

// beforeNameChars are the particles, prepositions and verbs of speech
// that most often stand right before a name; one of them preceding a
// string every time makes it no tail of a longer word.
var beforeNameChars = runeSet("的了是在与和及同跟把被将对向给叫让请令使也而又就都且并乃着曰说道问见")

func runeSet(s string) map[rune]bool {
	m := make(map[rune]bool, utf8.RuneCountInString(s))
	for _, r := range s {
		m[r] = true
	}
	return m
}
