package mentions

import (
	"slices"
	"strings"
	"unicode"
)

// Names without a surname (闰土, 七斤, 单四嫂子, 假洋鬼子): any string of
// namelessMin–namelessMax Chinese characters may be one, which is far too
// many to propose, so three tests stand in for the surname:
//
//   - boundaries: the string is a unit of its own, neither nearly always
//     followed by one character (单四 of 单四嫂子) nor nearly always
//     preceded by one (歪嘴子 of 冯歪嘴子), and its parts belong together
//     (not 忽全, 忽 and 全 side by side): the left–right context test that
//     the surname-led strings pass too;
//   - position: a name is the subject of a clause far more often than a
//     word is (“　　闰土又对我说”, “，七斤嫂还没有答话”), so many of its
//     occurrences start a clause or follow a particle that stands before
//     names (对, 叫, 和: beforeNameChars), many are followed by a verb of
//     speech or an adverb that follows a subject (说, 笑, 也, 又, 便), and
//     few follow a measure word as a common noun does (一个筐子); kinship
//     and title affixes (单四嫂子, 华大妈, 阿五), a surname (the test
//     weeds out 黄瓜 and 房顶 among the surname-led strings) and place
//     suffixes (土谷祠, 娘娘庙) lower the bar;
//   - words: the words of the language pass the first two tests as
//     well (大家, 母亲, 忽然), and the common-forms list, built by
//     scripts/commonforms from every string that could be tested
//     (Forms), leaves them out.

const (
	namelessMin = 2
	namelessMax = 4
)

// Bars of the position test: the share of a string's occurrences that
// start a clause, plus the share a subject cue follows, less the share
// that follow a measure word. 老栓 1.35, 七斤 0.91, 闰土 0.85 in 呐喊;
// 吃人 0.36, 造反 0.50, 烟管 0.11 there, 黄瓜 0.38 and 红花 0.25 in 呼兰河传.
const (
	// nameEvidence is the bar for a string with no affix.
	nameEvidence = 0.7
	// surnameEvidence is the bar for a string that starts with a
	// surname, which is evidence of its own: 孙子媳妇 0.45.
	surnameEvidence = 0.4
	// kinEvidence is the bar for a string with a kinship or title
	// affix: 七爷 0.67.
	kinEvidence = 0.5
	// placeEvidence is the bar for a string with a place suffix, where
	// following a verb of motion (到, 在, 进) counts as a start too.
	placeEvidence = 0.3
)

// minCohesion is the share of a part's occurrences below which a string
// is two words side by side (see cohesive).
const minCohesion = 0.1

// namelessStop are the characters no name without a surname contains:
// particles, pronouns, negations and adverbs that join words into
// phrases. The list is shorter than functionChars because such names are
// made of ordinary words (有二伯, 九斤老太).
var namelessStop = runeSet("的了着过是在我你他她它您咱俺们这那么吗呢吧啊呀哪谁什很也都就还才又再把被将和与及或而曰说道所其此亦乃则即便已且哉乎矣焉耶兮不没却但像唉哎哦嗯呵嘿咦呸喂")

// subjectCues are what most often follows a person who is the subject of
// a clause: verbs of speech and the adverbs that come between a subject
// and its verb.
var subjectCues = runeSet("说道曰问笑答叫喊嚷哭骂想听看见闻也又便就却正才还已早忙虽都一")

// tailMarkers are the adverbs and conjunctions that join the words of a
// phrase: a string that one of them nearly always precedes is the tail
// of a phrase (待下回 of 且待下回再记), not a name.
var tailMarkers = runeSet("且而又就都也并乃则即便亦其所")

// measureWords stand before a common noun (一个筐子, 几只小鸡) far more
// often than before a name.
var measureWords = runeSet("个只条根块颗棵些种匹头片朵座")

// motionChars stand before a place: 到未庄, 在土谷祠, 进城.
var motionChars = runeSet("到在往去回进出从离住至过上")

// numerals are the characters of Chinese numbers.
var numerals = runeSet("〇零一二三四五六七八九十百千万两廿卅")

// placeSuffixes end the names of places (未庄, 土谷祠, 平桥), which are
// seldom the subject of a clause.
var placeSuffixes = runeSet("庄镇村寨县州府城河江湖泊山岭峰桥街巷庙寺庵观祠宫殿阁关岛洲")

// kinPrefixes and kinSuffixes are the familiar prefixes and the kinship
// and title words that make a string a way of calling someone (阿五,
// 小栓, 老拱; 单四嫂子, 九斤老太, 华大妈).
var (
	kinPrefixes = runeSet("阿小老")
	kinSuffixes = []string{
		"嫂", "嫂子", "婶", "婶子", "伯", "叔", "姑", "姨", "舅", "太", "奶", "公", "婆", "哥",
		"姐", "妹", "妈", "娘", "爷", "先生", "师傅", "掌柜", "媳妇", "公子", "老爹", "相公", "小姐",
		"大人",
	}
)

// hanKey packs a string of up to four BMP Chinese characters into one
// integer, so counting every short string of a long book stays cheap.
func hanKey(runes []rune) uint64 {
	var key uint64
	for _, r := range runes {
		key = key<<16 | uint64(r)
	}
	return key
}

// keyLen is the number of characters packed in a hanKey.
func keyLen(key uint64) int {
	n := 0
	for ; key != 0; key >>= 16 {
		n++
	}
	return n
}

// keyString unpacks a hanKey into a string.
func keyString(key uint64) string { return string(keyRunes(key)) }

// keyRunes unpacks a hanKey.
func keyRunes(key uint64) []rune {
	out := make([]rune, keyLen(key))
	for i := len(out) - 1; i >= 0; i-- {
		out[i] = rune(key & 0xFFFF)
		key >>= 16
	}
	return out
}

// namelessRunes marks the characters that may be part of a name without
// a surname: Chinese characters of the BMP (they fit a hanKey) outside
// namelessStop. A table, because every character of a book is looked up
// several times; built from the ranges of unicode.Han, so that starting
// the program costs next to nothing.
var namelessRunes = func() *[1 << 16]bool {
	var t [1 << 16]bool
	for _, rg := range unicode.Han.R16 {
		for r := uint32(rg.Lo); r <= uint32(rg.Hi); r += uint32(rg.Stride) {
			t[r] = true
		}
	}
	for r := range namelessStop {
		t[r] = false
	}
	return &t
}()

// namelessRune reports whether r may be part of a name without a surname.
func namelessRune(r rune) bool { return r < 1<<16 && namelessRunes[r] }

// countNameless counts the strings of one to namelessMax namelessRunes
// in s.texts, each length in a pass of its own that counts only the
// strings whose two parts one character shorter were each counted at
// least floor times: a string is never more frequent than its parts, so
// the count of every string found floor times is exact, and the rare
// strings, most of them, cost nothing. It returns, for each text and
// position, the length of the longest string starting there that was
// found floor times.
func (s *suggester) countNameless(floor int32) [][]uint8 {
	longest := make([][]uint8, len(s.texts))
	for t, runes := range s.texts {
		for _, r := range runes {
			if namelessRune(r) {
				s.han1[r]++
			}
		}
		longest[t] = make([]uint8, len(runes))
	}
	for t, runes := range s.texts {
		for i, r := range runes {
			if namelessRune(r) && s.han1[r] >= floor {
				longest[t][i] = 1
			}
		}
	}
	for n := 2; n <= namelessMax; n++ {
		for t, runes := range s.texts {
			l := longest[t]
			for i := 0; i+n <= len(runes); i++ {
				if int(l[i]) >= n-1 && int(l[i+1]) >= n-1 {
					s.han[hanKey(runes[i:i+n])]++
				}
			}
		}
		for t, runes := range s.texts {
			l := longest[t]
			for i := 0; i+n <= len(runes); i++ {
				if int(l[i]) >= n-1 && int(l[i+1]) >= n-1 && s.han[hanKey(runes[i:i+n])] >= floor {
					l[i] = uint8(n)
				}
			}
		}
	}
	return longest
}

// namelessForms returns every string of namelessMin–namelessMax
// namelessRunes found at least minCount times. Forms reports them all,
// not only those that pass the boundary test: whether a common word
// passes it hangs on a book's other words (同时 is cohesive where 同 and
// 时 are rare), so a word must be in the common-forms list whether or
// not it passed in the training books.
func (s *suggester) namelessForms(minCount int) map[string]int {
	s.countNameless(int32(minCount))
	out := map[string]int{}
	for key, n := range s.han {
		if int(n) >= minCount {
			out[keyString(key)] = int(n)
		}
	}
	return out
}

// namelessStats are one candidate's occurrences and their contexts.
type namelessStats struct {
	n        int32
	lead     int32 // occurrences that start a clause or follow a particle
	cue      int32 // occurrences followed by a subject cue
	modified int32 // occurrences after a measure word
	motion   int32 // occurrences after a verb of motion
}

// namelessCandidates returns the strings without a surname found at
// least minCount times that pass the boundary and position tests, with
// their counts.
//
// It also puts the surname-led candidates of surnamed to the position
// test, with a lower bar (surnameEvidence), and deletes those that fail:
// a common noun that starts with a surname (黄瓜, 红花, 房顶) is the
// object of a verb or follows a measure word, and seldom starts a clause.
func (s *suggester) namelessCandidates(minCount int, surnamed map[string]int) map[string]int {
	// The boundary test from the counts: a string of up to
	// namelessMax-1 characters is dominated when one string one longer
	// holds most of its occurrences.
	floor := max(1, int32(dominant*float64(minCount)))
	longest := s.countNameless(floor)
	maxRight := map[uint64]int32{}
	maxLeft := map[uint64]int32{}
	for key, n := range s.han {
		if n < floor {
			continue
		}
		// key is c1..ck: its prefix c1..ck-1 is followed by ck, its
		// suffix c2..ck preceded by c1.
		prefix := key >> 16
		if prefix>>16 != 0 {
			maxRight[prefix] = max(maxRight[prefix], n)
		}
		suffix := key & (1<<(16*uint(keyLen(key)-1)) - 1)
		if suffix>>16 != 0 {
			maxLeft[suffix] = max(maxLeft[suffix], n)
		}
	}
	index := map[uint64]int32{}
	var keys []uint64
	for key, n := range s.han {
		if int(n) < minCount || float64(max(maxRight[key], maxLeft[key])) >= dominant*float64(n) ||
			!s.cohesive(key, n) {
			continue
		}
		index[key] = int32(len(keys))
		keys = append(keys, key)
	}
	// The surname-led strings to test, from their own index on.
	firstSurnamed := len(keys)
	for name := range surnamed {
		g := []rune(name)
		if len(g) > namelessMax || slices.ContainsFunc(g, func(r rune) bool { return !namelessRune(r) }) {
			continue // 阿Ｑ, or too long to be counted: left as found
		}
		key := hanKey(g)
		if _, ok := index[key]; ok {
			continue // found both ways (赵太爷)
		}
		index[key] = int32(len(keys))
		keys = append(keys, key)
	}
	// The rest of the boundary test, in context: the neighbours of the
	// strings of namelessMax characters (no longer ones were counted),
	// and the adverb or conjunction before any string (且 of 且待下回, the
	// tail of 且待下回再记; they are namelessStop, so uncounted).
	stats := make([]namelessStats, len(keys))
	outer := map[uint64]int32{}
	// across counts the two characters after a string short enough to
	// make a place name of four with them when the first is namelessStop,
	// which no count above sees: 东二 of 东二道街 (道, a verb of speech,
	// ends every counted string).
	across := map[uint64]int32{}
	for t, runes := range s.texts {
		l := longest[t]
		for i := range runes {
			for n := namelessMin; n <= int(l[i]); n++ {
				k, ok := index[hanKey(runes[i:i+n])]
				if !ok {
					continue
				}
				stats[k].observe(runes, i, i+n)
				if i > 0 {
					if prev := runes[i-1]; n == namelessMax && namelessRune(prev) ||
						tailMarkers[prev] {
						outer[uint64(k)<<32|uint64(prev)]++
					}
				}
				if n == namelessMax && i+n < len(runes) && namelessRune(runes[i+n]) {
					outer[uint64(k)<<32|1<<31|uint64(runes[i+n])]++
				}
				if j := i + n; n <= namelessMax-2 && j+1 < len(runes) && stopHan(runes[j]) && namelessRune(runes[j+1]) {
					across[uint64(k)<<32|uint64(runes[j])<<16|uint64(runes[j+1])]++
				}
			}
		}
	}
	dominated := map[int32]bool{}
	for kr, c := range outer {
		k := int32(kr >> 32)
		if float64(c) >= dominant*float64(stats[k].n) {
			dominated[k] = true
		}
	}
	// A string nearly always followed by the same stop character and
	// place suffix is the head of a place name, which is proposed
	// instead: 东二道街 for 东二. Other pairs are left alone: across 其,
	// 已, 之 or 的 they are idioms and phrases (莫名其妙, 梳洗已毕) or
	// another name (胡适之先生 beside 胡适).
	joined := map[int32]string{}
	for kp, c := range across {
		k := int32(kp >> 32)
		if placeSuffixes[rune(kp&0xFFFF)] && keyLen(keys[k]) <= namelessMax-2 &&
			float64(c) >= dominant*float64(stats[k].n) {
			joined[k] = keyString(keys[k]) + string(rune(kp>>16&0xFFFF)) + string(rune(kp&0xFFFF))
			stats[k].n = c
		}
	}
	for k, key := range keys {
		name := keyString(key)
		if _, ok := surnamed[name]; !ok {
			continue
		}
		if !stats[k].nameLike([]rune(name), true) {
			delete(surnamed, name)
		} else if long, ok := joined[int32(k)]; ok {
			delete(surnamed, name)
			surnamed[long] = int(stats[k].n)
		}
	}
	out := map[string]int{}
	for k, key := range keys[:firstSurnamed] {
		st := &stats[k]
		if dominated[int32(k)] {
			continue
		}
		g := keyRunes(key)
		if allNumerals(g) || rankAndTitle(g) || !st.nameLike(g, false) {
			continue
		}
		if long, ok := joined[int32(k)]; ok {
			out[long] = int(st.n)
		} else {
			out[string(g)] = int(st.n)
		}
	}
	return out
}

// stopHan reports a character of namelessStop, which ends every string
// counted as a name and may yet be inside a longer word (道 of 东二道街).
// The table first: most characters are no stop character.
func stopHan(r rune) bool { return !namelessRune(r) && namelessStop[r] }

// observe counts one occurrence, runes[start:end].
func (st *namelessStats) observe(runes []rune, start, end int) {
	st.n++
	switch {
	case start == 0 || !unicode.Is(unicode.Han, runes[start-1]):
		st.lead++
	case runes[start-1] == '的':
		// Neither: 他的宝儿 as often as 的黄瓜.
	case beforeNameChars[runes[start-1]]:
		st.lead++
	case measureWords[runes[start-1]]:
		st.modified++
	}
	if start > 0 && motionChars[runes[start-1]] {
		st.motion++
	}
	if end < len(runes) && subjectCues[runes[end]] {
		st.cue++
	}
}

// nameLike applies the position test to g, which starts with a surname
// when surnamed (see nameEvidence).
func (st *namelessStats) nameLike(g []rune, surnamed bool) bool {
	evidence := st.lead + st.cue - st.modified
	bar := nameEvidence
	switch {
	case placeSuffixes[g[len(g)-1]]:
		evidence += st.motion
		bar = placeEvidence
	case surnamed:
		bar = surnameEvidence
	case hasKinAffix(g):
		bar = kinEvidence
	}
	return float64(evidence) >= bar*float64(st.n)
}

// cohesive reports whether the parts of the string key, found n times,
// belong together: for every split into a head and a tail, the string
// accounts for a good share (minCohesion) of the occurrences of the head
// or of the tail. 忽全 (忽 and 全 side by side, each common alone) is no
// unit; 闰土 is all of 闰's occurrences.
func (s *suggester) cohesive(key uint64, n int32) bool {
	g := keyRunes(key)
	for i := 1; i < len(g); i++ {
		if float64(n) < minCohesion*float64(s.gramCount(g[:i])) &&
			float64(n) < minCohesion*float64(s.gramCount(g[i:])) {
			return false
		}
	}
	return true
}

// gramCount is how often the nameless string g was counted.
func (s *suggester) gramCount(g []rune) int32 {
	if len(g) == 1 {
		return s.han1[g[0]]
	}
	return s.han[hanKey(g)]
}

// allNumerals reports whether g is a number (一九, 十二), not a name.
func allNumerals(g []rune) bool {
	for _, r := range g {
		if !numerals[r] {
			return false
		}
	}
	return true
}

// rankAndTitle reports whether g is a rank among siblings and a title
// (二先生, 三公子, 三太太, 六老爷): every family has one, so it names
// someone only with the surname before it (马二先生, 赵七爷), which the
// surname-led strings find. A rank is one numeral: 八一嫂 is a name.
func rankAndTitle(g []rune) bool {
	if len(g) < 2 || !numerals[g[0]] {
		return false
	}
	for _, r := range g[1:] {
		if !titleChars[r] {
			return false
		}
	}
	return true
}

// titleChars are the characters of the kinship and title words.
var titleChars = func() map[rune]bool {
	m := runeSet("老大")
	for _, suf := range kinSuffixes {
		for _, r := range suf {
			m[r] = true
		}
	}
	return m
}()

// hasKinAffix reports whether g is a familiar prefix before one or two
// characters (阿五, 小栓) or ends in a kinship or title word (七斤嫂,
// 九斤老太, 举人老爷).
func hasKinAffix(g []rune) bool {
	if kinPrefixes[g[0]] && len(g) <= 3 {
		return true
	}
	str := string(g)
	for _, suf := range kinSuffixes {
		if strings.HasSuffix(str, suf) {
			return true
		}
	}
	return false
}
