package mentions

import (
	"cmp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Candidate is a frequent name-like string that is not an entry yet.
type Candidate struct {
	Name  string `json:"name"`
	Count int    `json:"count"`
}

// SuggestOptions tune Suggest; zero values take the defaults.
type SuggestOptions struct {
	// MinCount is the fewest occurrences a candidate needs (default 5).
	MinCount int
	// Limit caps the number of candidates (default 50).
	Limit int
}

// Suggest proposes names from texts that no known name covers, most
// frequent first. English: words that are capitalised in the middle of a
// sentence and seldom written in lower case. Chinese: two- to
// four-character strings that start with a common surname (a table of the
// frequent single and compound surnames), keeping the longer form when it
// nearly always continues the shorter one (刘玄德 rather than 刘玄), and
// dropping strings that run on into function words (刘备曰).
func Suggest(texts []string, known []string, opts SuggestOptions) []Candidate {
	if opts.MinCount <= 0 {
		opts.MinCount = 5
	}
	if opts.Limit <= 0 {
		opts.Limit = 50
	}
	s := newSuggester()
	for _, t := range texts {
		s.scan(t)
	}
	var out []Candidate
	for name, n := range s.latinCandidates() {
		out = append(out, Candidate{name, n})
	}
	for name, n := range s.hanCandidates() {
		out = append(out, Candidate{name, n})
	}
	lowerKnown := make([]string, 0, len(known))
	for _, k := range known {
		if k = strings.TrimSpace(k); k != "" {
			lowerKnown = append(lowerKnown, strings.ToLower(k))
		}
	}
	out = slices.DeleteFunc(out, func(c Candidate) bool {
		if c.Count < opts.MinCount {
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
	slices.SortFunc(out, func(a, b Candidate) int {
		return cmp.Or(b.Count-a.Count, strings.Compare(a.Name, b.Name))
	})
	if len(out) > opts.Limit {
		out = out[:opts.Limit]
	}
	return out
}

type suggester struct {
	// capsMid counts capitalised words not at a sentence start; lower
	// counts the same words in lower case.
	capsMid map[string]int
	lower   map[string]int
	// grams counts surname-led Han strings of 2–4 characters.
	grams map[string]int
}

func newSuggester() *suggester {
	return &suggester{capsMid: map[string]int{}, lower: map[string]int{}, grams: map[string]int{}}
}

func (s *suggester) scan(text string) {
	runes := []rune(text)
	sentenceStart := true
	for i := 0; i < len(runes); {
		r := runes[i]
		switch {
		case unicode.Is(unicode.Han, r):
			s.countHan(runes, i)
			sentenceStart = false
			i++
		case unicode.IsLetter(r):
			j := i
			for j < len(runes) && (unicode.IsLetter(runes[j]) || runes[j] == '\'' && j+1 < len(runes) && unicode.IsLetter(runes[j+1])) {
				j++
			}
			word := string(runes[i:j])
			word = strings.TrimSuffix(word, "'s")
			if unicode.IsUpper(r) {
				if !sentenceStart && utf8.RuneCountInString(word) > 1 {
					s.capsMid[word]++
				}
			} else {
				s.lower[word]++
			}
			sentenceStart = false
			i = j
		default:
			if strings.ContainsRune(".!?。！？\n\"“‘", r) {
				sentenceStart = true
			}
			i++
		}
	}
}

// latinCandidates keeps capitalised words written in lower case less than
// a tenth as often (so "The", "But" and "Monday" vs "may" sort themselves
// out) and not all in capitals.
func (s *suggester) latinCandidates() map[string]int {
	out := map[string]int{}
	for w, n := range s.capsMid {
		if strings.ToUpper(w) == w || s.lower[strings.ToLower(w)]*10 > n {
			continue
		}
		out[w] = n
	}
	return out
}

// countHan counts the surname-led strings starting at runes[i].
func (s *suggester) countHan(runes []rune, i int) {
	if i > 0 && compoundSurnames[string(runes[i-1:i+1])] {
		return // 葛 of 诸葛亮 starts no name
	}
	surname := 0
	if i+1 < len(runes) && compoundSurnames[string(runes[i:i+2])] {
		surname = 2
	} else if singleSurnames[runes[i]] {
		surname = 1
	}
	if surname == 0 {
		return
	}
	for n := surname + 1; n <= min(surname+2, 4) && i+n <= len(runes); n++ {
		last := runes[i+n-1]
		if !unicode.Is(unicode.Han, last) || functionChars[last] {
			return
		}
		s.grams[string(runes[i:i+n])]++
	}
}

// hanCandidates resolves overlapping lengths: a longer string is a
// candidate only when it accounts for most (80 %) of its prefix's
// occurrences, and then replaces the prefix (刘玄德 for 刘玄); otherwise
// it is the name followed by a word (关羽笑) and is dropped.
func (s *suggester) hanCandidates() map[string]int {
	out := map[string]int{}
	for g, n := range s.grams {
		runes := []rune(g)
		if prefix, ok := s.grams[string(runes[:len(runes)-1])]; ok && n*10 < prefix*8 {
			continue
		}
		out[g] = n
	}
	for g := range out {
		runes := []rune(g)
		delete(out, string(runes[:len(runes)-1]))
	}
	return out
}

// singleSurnames are the most frequent single-character surnames (the
// first part of 百家姓 as people read it, plus the houses of the classic
// novels).
var singleSurnames = runeSet("赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏窦章云苏潘葛范彭郎鲁韦昌马苗凤方俞任袁柳鲍史唐费廉岑薛雷贺倪汤殷罗毕郝邬安常乐于傅齐康伍余顾孟黄穆萧尹姚邵汪祁毛狄米贝明臧计伏成戴宋庞熊纪舒屈项祝董梁杜阮蓝闵季贾路江童颜郭梅盛林钟徐邱骆高夏蔡田樊胡凌霍虞万柯卢莫房裴陆荣翁荀甄曲封储靳焦牧山谷车侯宓全班仰秋仲伊宫宁仇栾甘厉戎祖武符刘景詹龙叶幸司黎薄印白怀蒲邰从鄂索咸籍赖卓屠蒙池乔阴胥苍双闻莘翟谭贡劳逄姬申扶堵冉宰郦雍却桑桂濮牛寿通边燕冀尚温庄晏柴瞿阎慕连习艾鱼容向古易慎戈廖庾终居衡步都耿满弘匡国文寇广禄阙东欧沃利蔚越夔隆师巩聂晁勾敖融冷辛阚简饶曾沙养鞠丰巢关蒯相查荆红游竺权盖益桓公")

// compoundSurnames are the common two-character surnames.
var compoundSurnames = map[string]bool{
	"诸葛": true, "司马": true, "欧阳": true, "夏侯": true, "上官": true, "东方": true,
	"皇甫": true, "尉迟": true, "公孙": true, "慕容": true, "令狐": true, "长孙": true,
	"宇文": true, "司徒": true, "司空": true, "端木": true, "独孤": true, "南宫": true,
	"西门": true, "轩辕": true, "太史": true, "淳于": true, "赫连": true, "呼延": true,
}

// functionChars end no name: particles, pronouns and the verbs of speech
// that most often follow one (曰, 道, 说).
var functionChars = runeSet("的了是在不我你他她它们之也而曰说道着与和及或就都又把被将于以为其这那此有无乃因所若则即便已亦且哉乎矣焉耶兮吗呢吧啊呀么等各每个来去上下中大小日人")

func runeSet(s string) map[rune]bool {
	m := make(map[rune]bool, utf8.RuneCountInString(s))
	for _, r := range s {
		m[r] = true
	}
	return m
}
