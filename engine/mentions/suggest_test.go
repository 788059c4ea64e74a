package mentions

import (
	"slices"
	"strings"
	"testing"
	"unicode"
)

// repeatWith writes pattern once per follower, with "%s" replaced by it:
// the same name in different contexts, as in a real chapter.
func repeatWith(pattern string, followers ...string) string {
	var b strings.Builder
	for _, f := range followers {
		b.WriteString(strings.ReplaceAll(pattern, "%s", f))
	}
	return b.String()
}

// padding makes a text long enough that a few occurrences of a common
// word are an ordinary rate, not a name's.
var padding = strings.Repeat("\n", 20000)

// qianziwen are seventy characters, each to pair once with a word so
// that the word is common alone.
var qianziwen = strings.Split("天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏闰余成岁律吕调阳云腾致雨露结霜金生丽水玉出昆冈剑号巨阙珠称夜光果珍李柰菜重芥姜海咸河淡鳞潜羽翔龙师火帝鸟官人皇", "")

// The nouns and verbs of the nationality cases of TestSuggestRules;
// nounsSeen makes the nouns common nouns: each follows a determiner
// often enough elsewhere in the book.
var (
	sixNouns  = []string{"house", "horse", "river", "woman", "family", "hat"}
	sixVerbs  = []string{"walked", "smiled", "waited", "spoke", "slept", "laughed"}
	nounsSeen = strings.Repeat(repeatWith("We knew the %s well. ", "house", "horse", "river", "woman", "family", "hat", "girls", "moon", "hills", "night"), 3)
)

func TestSuggestRules(t *testing.T) {
	six := []string{"走", "笑", "怒", "哭", "睡", "看"}
	tests := []struct {
		name string
		text string
		want []string // must be suggested
		bad  []string // must not be
	}{
		{
			"a name is grown while one character nearly always follows",
			repeatWith("他看见蓝皮阿五%s了。", six...),
			[]string{"蓝皮阿五"}, []string{"蓝皮阿", "蓝皮"},
		},
		{
			"growth stops where the followers differ",
			repeatWith("关羽%s。", six...),
			[]string{"关羽"}, []string{"关羽走", "关羽笑"},
		},
		{
			"a chain broken in the middle gives no long form",
			repeatWith("，咸亨%s。", "走", "笑", "怒", "哭", "睡", "看", "酒", "酒", "酒") + repeatWith("我%s咸亨酒店坐。", "逛", "望", "近", "找", "寻"),
			[]string{"咸亨"}, []string{"咸亨酒店"},
		},
		{
			"a string nearly always preceded by one character is a tail",
			repeatWith("，梁山泊%s。", six...),
			[]string{"梁山泊"}, []string{"山泊"},
		},
		{
			"a particle before a name every time does not make it a tail",
			repeatWith("刘备与张飞%s。", six...),
			[]string{"张飞"}, nil,
		},
		{
			"a string cut by a letter is dropped; the prefix and a capital letter are a name",
			repeatWith("终于阿Q%s。", six...) + repeatWith("%s阿Q。", six...) + repeatWith("%s阿Ｑ。", six...),
			[]string{"阿Q"}, []string{"于阿", "阿Ｑ"},
		},
		{
			"a function word ends the name",
			repeatWith("刘玄德曰：%s。", six...),
			[]string{"刘玄德"}, []string{"刘玄德曰", "刘玄"},
		},
		{
			"a word common in many books is no name",
			repeatWith("许多人%s，东西不少。", "来", "去", "走", "坐", "看", "笑") + padding,
			nil, []string{"许多", "东西"},
		},
		{
			"a name without a surname that starts its clauses",
			repeatWith("　　闰土%s了。", six...),
			[]string{"闰土"}, []string{"闰土走", "土走"},
		},
		{
			"a string nearly always followed by one character is part of a name without a surname",
			repeatWith("　　单四嫂子%s了。", six...),
			[]string{"单四嫂子"}, []string{"单四", "单四嫂", "四嫂子", "嫂子"},
		},
		{
			"a kinship suffix lowers the bar of the position test",
			repeatWith("，甃甓嫂%s。", "走", "怒", "睡") + repeatWith("拿甃甓嫂%s。", "走", "怒", "睡"),
			[]string{"甃甓嫂"}, nil,
		},
		{
			"a string without an affix or a surname needs more clause starts",
			repeatWith("，甃甓%s。", "走", "怒", "睡") + repeatWith("拿甃甓%s。", "走", "怒", "睡"),
			nil, []string{"甃甓"},
		},
		{
			"a place is found after verbs of motion",
			"他到甃甓庄住。他去甃甓庄玩。他回甃甓庄睡。他进甃甓庄坐。他往甃甓庄走。他离甃甓庄哭。",
			[]string{"甃甓庄"}, nil,
		},
		{
			"a number is no name",
			repeatWith("　　一九%s了。", six...),
			nil, []string{"一九"},
		},
		{
			"a noun after measure words is no name, even after a surname",
			repeatWith("他买了一%s黄瓜走。", "个", "只", "条", "根", "块", "颗"),
			nil, []string{"黄瓜"},
		},
		{
			"two words side by side are no unit",
			repeatWith("，忽全%s。", six...) + repeatWith("，忽%s。", qianziwen...) + repeatWith("，%s全。", qianziwen...),
			nil, []string{"忽全"},
		},
		{
			"the tail of a phrase after an adverb is no name",
			repeatWith("，且待下回%s。", six...),
			nil, []string{"待下回", "待下"},
		},
		{
			"a rank and a title name no one alone",
			repeatWith("　　二先生%s了。", six...),
			nil, []string{"二先生"},
		},
		{
			"a name may end in 之",
			repeatWith("“继之%s。", six...),
			[]string{"继之"}, nil,
		},
		{
			"小 before a capital letter is a name, as 阿 is",
			repeatWith("，小Ｄ%s了。", six...),
			[]string{"小Ｄ"}, nil,
		},
		{
			// 呼兰河传: adverbs, conjunctions and prepositions start
			// clauses as names do.
			"a function word of the dictionary is no name",
			strings.Repeat("　　假若他是正在牙痛，他也绝对的不去让那用洋法子的医生给他看。马，特别高大，英姿挺立，假若有人骑上，看样子一定比火车跑得快。"+
				"　　假若有人问他们，人生是为了什么。的声音就特别地感到诱惑，假若能吃一块豆腐可不错。外人绝对看不出来是他家已经没有了父亲。"+
				"卖麻花的也绝对的不生气。女子这方面可就万万不可，绝对的不可以。还有每当河灯一流到了下流，就有些孩子跑。"+
				"　　每当祖父这样做一次的时候，祖父和我都笑。每当祖父一擦的时候，我就不高兴。每当我到祖母屋去，屋子里没有人。\n", 2),
			[]string{"祖父"}, []string{"假若", "绝对", "每当"},
		},
		{
			// 呼兰河传: 有二 is always 有二伯 or 有二爷 (or 有二东家,
			// seldom), and neither holds most of it alone.
			"a string that longer names hold together is no name",
			strings.Repeat("　　有二伯说：“我不吃。”　　有二伯又说：“走吧。”“有二爷，你来。”　　有二伯一听就生气。"+
				"　　有二伯笑了。“有二爷，兔儿爷。”　　有二东家来了。\n", 3),
			[]string{"有二伯", "有二爷"}, []string{"有二"},
		},
		{
			// 呼兰河传: 道 is a verb of speech, so no count runs across it.
			"a place name is found across a stop character",
			"外，还有两条街，一条叫做东二道街，一条叫做西二道街。　　东二道街上有一家火磨。　　东二道街上还有两家学堂。" +
				"　　其余的也和东二道街一样，灰秃秃的。东二道街的大泥坑。　　东二道街上的人家。\n",
			[]string{"东二道街"}, []string{"东二"},
		},
		{
			// 呼兰河传: a common word and a place or motion word.
			"a word and where or whither is a phrase",
			"三岁的孩子也会呀呀地往西天空里指给你看。　　五秒钟之内，天空里有一匹马。满天空里又像这个，又像那个。把水往天空里一扬。" +
				"天空里的云。　　天空里就有了火烧云。约定两家的父母在戏台底下相看。因为在大戏台底下，哪怕就是睡了一觉回去。" +
				"所以无论看不看，戏台底下是不能不来的。　　至于一些孩子们在戏台底下，就更什么也不知道了。戏台底下人多。" +
				"　　伸出手去就打了那孩子。就伸出手去把那孩子的帽给取下来了。就伸出手去，把那纸窗给捅破了。他伸出手去拿。又伸出手去摸。\n",
			nil, []string{"天空里", "戏台底下", "伸出手去"},
		},
		{
			// 呐喊: 在他脑里, 河的土场上 — a place word after a noun.
			"a noun and a localizer after 在 or 的 is a locative phrase",
			repeatWith("　　他在甃甓上%s了。", six...) + repeatWith("　　河的甃甓上%s了。", six...) +
				repeatWith("　　我的甃甓里%s了。", six...),
			nil, []string{"甃甓上", "甃甓里"},
		},
		{
			// 呼兰河传: 从什么 (么 ends every counted string), 故事新编:
			// 白胡子 (子, a noun suffix).
			"a string that one stop character or 子 nearly always follows is cut from a word",
			repeatWith("　　从什么%s了？", six...) + repeatWith("　　他的白胡子%s了。", six...),
			nil, []string{"从什", "白胡"},
		},
		{
			// 呼兰河传's 筐子, 磨盘, 看样子 start clauses as names do.
			"a string with no mark of a name that never speaks nor is spoken to is no one",
			repeatWith("　　甃甓%s了。", "走", "怒", "睡", "倒", "落", "坐"),
			nil, []string{"甃甓"},
		},
		{
			"the same string once before a verb of speech is someone",
			repeatWith("　　甃甓%s了。", "走", "怒", "睡", "倒", "落", "坐") + "　　甃甓说：“好。”",
			[]string{"甃甓"}, nil,
		},
		{
			"the same string once before a part of the body is someone",
			repeatWith("　　甃甓%s了。", "走", "怒", "睡", "倒", "落", "坐") + "　　甃甓的脸红了。",
			[]string{"甃甓"}, nil,
		},
		{
			// 红楼梦's 周瑞家的; a list written again (宋太祖或明太祖).
			"a name nearly always followed by 的 or a conjunction stays",
			repeatWith("　　周瑞家的%s了。", six...) + repeatWith("　　甃甓嫂或%s了。", six...),
			[]string{"周瑞家", "甃甓嫂"}, nil,
		},
		{
			"sentence-initial capitals are no names",
			repeatWith("The %s went home. But Clerval stayed. ", "dog", "cat", "man", "boy", "girl", "horse"),
			[]string{"Clerval"}, []string{"The", "But"},
		},
		{
			"a pair that is nearly always together is one name",
			repeatWith("We saw Mont Blanc %s. ", "rise", "fall", "shine", "loom", "glow", "vanish"),
			[]string{"Mont Blanc"}, []string{"Mont", "Blanc"},
		},
		{
			"a head also written in lower case still names the pair",
			repeatWith("she took the Golden Cap %s. ", "off", "home", "away", "back", "in", "out") + "a golden day, golden hair, golden sun, golden light, golden cup, golden hour, golden. " +
				"The Golden Gate. The Golden Gate. ",
			[]string{"Golden Cap"}, []string{"Cap", "Golden"},
		},
		{
			"a word also often alone stays beside its pair",
			repeatWith("the Winged Monkeys %s. ", "flew", "came", "went", "sang", "fell", "rose") + repeatWith("the Monkeys %s. ", "flew", "came", "went", "sang", "fell", "rose"),
			[]string{"Winged Monkeys", "Monkeys"}, []string{"Winged"},
		},
		{
			"a typographic apostrophe joins a name and drops a possessive",
			repeatWith("and O’Brien %s. Then Clerval’s %s, I’d say. ", "came", "went", "spoke", "sat", "rose", "left"),
			[]string{"O’Brien", "Clerval"}, []string{"Brien", "Clerval’s", "I’d"},
		},
		{
			"a pair keeps its possessive as written",
			repeatWith("they drove to Shadd’s Falls %s. ", "today", "again", "slowly", "alone", "late", "early"),
			[]string{"Shadd’s Falls"}, []string{"Shadd", "Falls", "Shadd Falls"},
		},
		{
			"a title's full stop ends no sentence",
			repeatWith("Then Mr. Kirwin %s. ", "came", "went", "spoke", "sat", "rose", "left"),
			[]string{"Kirwin"}, []string{"Mr"},
		},
		{
			"a word common in many books is no name, in English too",
			repeatWith("and God %s the rest. ", "knows", "sees", "help", "keep", "save", "bless") + padding,
			nil, []string{"God"},
		},
		// Nationality and language words (nationality.go).
		{
			"a made-up people's adjective before many nouns is no name",
			nounsSeen + repeatWith("They saw a Zorbian %s there. ", sixNouns...),
			nil, []string{"Zorbian"},
		},
		{
			"a name with the same ending that acts is one",
			nounsSeen + repeatWith("Then Dorian %s again. ", sixVerbs...),
			[]string{"Dorian"}, nil,
		},
		{
			"a possessive is no adjective",
			nounsSeen + repeatWith("They saw Dorian’s %s there. ", sixNouns...),
			[]string{"Dorian"}, nil,
		},
		{
			"a family before one noun is a name",
			nounsSeen + repeatWith("Then the Logan girls %s again. ", sixVerbs...),
			[]string{"Logan"}, nil,
		},
		{
			"a place before many nouns is a name when it does not end as an adjective",
			nounsSeen + repeatWith("They loved the Arizona %s there. ", "hills", "moon", "night", "river", "hat", "horse"),
			[]string{"Arizona"}, nil,
		},
		{
			"a language is no name",
			repeatWith("Then Felix spoke French to %s. ", "Agatha", "Safie", "Justine", "William", "Ernest", "Henry"),
			[]string{"Felix"}, []string{"French"},
		},
		{
			"a language's people written after a determiner is no name",
			repeatWith("Then the Turk %s again. ", sixVerbs...),
			nil, []string{"Turk"},
		},
		{
			"a language's people written without one is a name",
			// Two full names, so that Finn is no alias of one.
			repeatWith("Then Huck Finn %s again. Then Pap Finn %s again. Then Finn %s again. ", sixVerbs...),
			[]string{"Finn"}, nil,
		},
		{
			"a people made from a region is no name, even as a noun",
			repeatWith("Then the Arabian %s again. ", sixVerbs...),
			nil, []string{"Arabian"},
		},
		{
			// Five Weeks in a Balloon's Scot and Scotchman (people-en.txt).
			"a native of a place written after a determiner is no name",
			repeatWith("Then the Scot %s again. The Scotchman %s too. ", sixVerbs...),
			nil, []string{"Scot", "Scotchman"},
		},
		{
			"a people's noun that is also a given name, with no determiner, is a name",
			repeatWith("Then Johnny %s again. ", sixVerbs...),
			[]string{"Johnny"}, nil,
		},
		// Calendar words and the parts of longer names (parts.go).
		{
			"a month or a day used as a date is no name",
			repeatWith("We sailed in September with Clerval. Next Saturday Clerval %s. ", sixVerbs...) +
				repeatWith("It was the %s of April and Clerval came. ", "4th", "5th", "6th", "7th", "8th", "9th"),
			[]string{"Clerval"}, []string{"September", "Saturday", "April"},
		},
		{
			// The Man Who Was Thursday.
			"a day that names someone is a name",
			repeatWith("Then Thursday %s again. The new Thursday %s too. ", sixVerbs...),
			[]string{"Thursday"}, nil,
		},
		{
			"a word before many different names is their prefix, no name",
			repeatWith("and Saint %s spoke. ", "Louis", "Peter", "Paul", "Sebastian", "Denis", "Jerome") +
				repeatWith("in the Rue de %s stood Clerval. ", "Rivoli", "Varennes", "Bac", "Grenelle", "Lille", "Sèvres"),
			[]string{"Clerval"}, []string{"Saint", "Rue"},
		},
		{
			"a prefix nearly always before the same common word names the pair",
			repeatWith("They drove to Harley Street %s. ", "today", "again", "slowly", "alone", "late", "early") +
				repeatWith("the street was %s, a street, the street. ", "wide", "long", "dark", "wet", "cold", "new"),
			[]string{"Harley Street"}, []string{"Harley"},
		},
		{
			"a hyphen joins the capitalised parts of one name",
			repeatWith("and Château-Renaud %s. Then Saint-Méran %s. ", sixVerbs...),
			[]string{"Château-Renaud", "Saint-Méran"}, []string{"Château", "Renaud", "Saint", "Méran"},
		},
		{
			"an elided particle before a capital completes the name",
			repeatWith("to the Château d’If %s. ", "today", "again", "slowly", "alone", "late", "early"),
			[]string{"Château d’If"}, []string{"Château", "d’If", "If"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := map[string]int{}
			for _, c := range Suggest([]string{tc.text}, nil, SuggestOptions{}) {
				got[c.Name] = c.Count
			}
			for _, w := range tc.want {
				if _, ok := got[w]; !ok {
					t.Errorf("%s not suggested: %v", w, got)
				}
			}
			for _, b := range tc.bad {
				if _, ok := got[b]; ok {
					t.Errorf("%s suggested: %v", b, got)
				}
			}
		})
	}
}

// TestSuggestAcrossWidths: a name written with full-width and half-width
// letters or digits is one candidate, counted once for all its forms and
// proposed as the texts write it most; a known name in either width
// covers it.
func TestSuggestAcrossWidths(t *testing.T) {
	six := []string{"走", "笑", "怒", "哭", "睡", "看"}
	tests := []struct {
		name  string
		text  string
		known []string
		want  map[string]int
		bad   []string
	}{
		{
			"mostly full width, as 呐喊 writes it",
			repeatWith("，阿Ｑ%s了。", six...) + repeatWith("，阿Ｑ又%s了。", six...) + repeatWith("，阿Q%s了。", six...),
			nil, map[string]int{"阿Ｑ": 18}, []string{"阿Q"},
		},
		{
			"mostly half width",
			repeatWith("，小D%s了。", six...) + repeatWith("，小D又%s了。", six...) + repeatWith("，小Ｄ%s了。", six...),
			nil, map[string]int{"小D": 18}, []string{"小Ｄ"},
		},
		{
			"a Latin name in full width",
			repeatWith("and then Ｃｌｅｒｖａｌ %s. ", "came", "went", "spoke") + repeatWith("and then Clerval %s. ", "came", "went", "spoke", "sat"),
			nil, map[string]int{"Clerval": 7}, []string{"Ｃｌｅｒｖａｌ"},
		},
		{
			"a known name in the other width",
			repeatWith("，阿Ｑ%s了。", six...),
			[]string{"阿Q"}, nil, []string{"阿Q", "阿Ｑ"},
		},
		{
			"a known name in full width",
			repeatWith("，阿Q%s了。", six...),
			[]string{"阿Ｑ"}, nil, []string{"阿Q", "阿Ｑ"},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := map[string]int{}
			for _, c := range Suggest([]string{tc.text}, tc.known, SuggestOptions{}) {
				got[c.Name] = c.Count
			}
			for w, n := range tc.want {
				if got[w] != n {
					t.Errorf("%s: count %d, want %d (all: %v)", w, got[w], n, got)
				}
			}
			for _, b := range tc.bad {
				if _, ok := got[b]; ok {
					t.Errorf("%s suggested: %v", b, got)
				}
			}
		})
	}
}

func TestIsCommon(t *testing.T) {
	rate := commonForms()["许多"]
	if rate <= 0 {
		t.Fatal("许多 is not in the common forms")
	}
	tests := []struct {
		name         string
		form         string
		count, chars int
		want         bool
	}{
		{"a common word at its usual rate", "许多", int(rate), 1_000_000, true},
		{"a common word at a few times its usual rate", "许多", int(4 * rate), 1_000_000, true},
		{"a common word used far more often names someone", "许多", int(6 * rate), 1_000_000, false},
		{"a name of one book", "孔乙己", 30, 70_000, false},
		{"English forms are in the list too", "Mr", 10, 1_000_000, true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := isCommon(tc.form, tc.count, tc.chars); got != tc.want {
				t.Errorf("isCommon(%q, %d, %d) = %v, want %v", tc.form, tc.count, tc.chars, got, tc.want)
			}
		})
	}
}

func TestForms(t *testing.T) {
	got := Forms("他说：“刘备的马来了。”Then Clerval and Victor left.")
	for form, n := range map[string]int{"刘备": 1, "Clerval": 1, "Victor": 1} {
		if got[form] != n {
			t.Errorf("Forms: %s counted %d, want %d (all: %v)", form, got[form], n, got)
		}
	}
	for _, bad := range []string{"Then", "刘备的"} {
		if _, ok := got[bad]; ok {
			t.Errorf("Forms counted %s: %v", bad, got)
		}
	}
}

func TestNamelessShapes(t *testing.T) {
	tests := []struct {
		name       string
		g          string
		kin, place bool
		number     bool
		rank       bool
	}{
		{"a kinship suffix", "单四嫂子", true, false, false, false},
		{"a title", "举人老爷", true, false, false, false},
		{"a familiar prefix before one character", "阿五", true, false, false, false},
		{"a familiar prefix before a long word is no name's", "老实巴交", false, false, false, false},
		{"a plain name", "闰土", false, false, false, false},
		{"a place", "土谷祠", false, true, false, false},
		{"a number", "一九", false, false, true, false},
		{"a rank and a title", "二先生", true, false, false, true},
		{"a rank, a title and a surname before", "马二先生", true, false, false, false},
		{"两 (both) and a title", "两公子", true, false, false, true},
		{"a name with a number in it is no number", "七斤", false, false, false, false},
		{"a name with a number and a title is no rank", "七斤嫂", true, false, false, false},
		{"a rank and a title of two characters", "六老爷", true, false, false, true},
		{"two numerals are a name, not a rank", "八一嫂", true, false, false, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g := []rune(tc.g)
			if got := hasKinAffix(g); got != tc.kin {
				t.Errorf("hasKinAffix(%s) = %v, want %v", tc.g, got, tc.kin)
			}
			if got := placeSuffixes[g[len(g)-1]]; got != tc.place {
				t.Errorf("place suffix of %s = %v, want %v", tc.g, got, tc.place)
			}
			if got := allNumerals(g); got != tc.number {
				t.Errorf("allNumerals(%s) = %v, want %v", tc.g, got, tc.number)
			}
			if got := rankAndTitle(g); got != tc.rank {
				t.Errorf("rankAndTitle(%s) = %v, want %v", tc.g, got, tc.rank)
			}
		})
	}
}

func TestNamelessRune(t *testing.T) {
	for r := rune(0); r < 1<<16; r++ {
		want := unicode.Is(unicode.Han, r) && !namelessStop[r]
		if got := namelessRune(r); got != want {
			t.Fatalf("namelessRune(%q) = %v, want %v", r, got, want)
		}
	}
	if namelessRune('𠀀') {
		t.Error("a character outside the BMP fits no hanKey")
	}
}

func TestHanKey(t *testing.T) {
	for _, s := range []string{"闰土", "单四嫂子", "七斤嫂"} {
		key := hanKey([]rune(s))
		if got := keyString(key); got != s {
			t.Errorf("keyString(hanKey(%s)) = %s", s, got)
		}
		if got := keyLen(key); got != len([]rune(s)) {
			t.Errorf("keyLen(hanKey(%s)) = %d", s, got)
		}
	}
}

// TestSuggestLeavesOutANameAndWhatItDoes: a name followed by what it does
// (关羽笑, 张飞同行) is no second name. (A kinship word after a name makes
// someone else: 七斤嫂 beside 七斤 in TestAcceptanceSuggestions.)
func TestSuggestLeavesOutANameAndWhatItDoes(t *testing.T) {
	text := strings.Repeat("关羽与张飞同行，关羽笑，张飞怒。\n", 6)
	got := map[string]bool{}
	for _, c := range Suggest([]string{text}, nil, SuggestOptions{}) {
		got[c.Name] = true
	}
	for _, name := range []string{"关羽", "张飞"} {
		if !got[name] {
			t.Errorf("%s not suggested: %v", name, got)
		}
	}
	for _, junk := range []string{"关羽笑", "张飞同行", "张飞怒"} {
		if got[junk] {
			t.Errorf("%s suggested: %v", junk, got)
		}
	}
}

func TestPhrase(t *testing.T) {
	tests := []struct {
		name string
		want bool
	}{
		{"天空里", true},  // 天空, a common word, and a place word
		{"戏台底下", true}, // 戏台 and 底下
		{"酒席上", true},
		{"施展起来", true}, // a common word and a motion word
		{"伸出手去", true}, // 去 ends no name
		{"马千里", false}, // 马千 is no word
		{"马纯上", false},
		{"杨执中", false},
		{"梁天来", false},
		{"如来", false},  // 如 alone is in no list
		{"李太后", false}, // 后 is no place word here
		{"天空", false},
		{"渐渐地", true},  // 渐渐, a function word, made an adverb
		{"微笑地", true},  // 微笑, a common word
		{"土地", false},  // 土 alone is in no list
		{"从墙头上", true}, // a preposition and a localizer frame a place
		{"在心里", true},
		{"于中", false}, // two characters: a name may be so written
	}
	for _, tc := range tests {
		if got := phrase(tc.name); got != tc.want {
			t.Errorf("phrase(%s) = %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestFunctionForms(t *testing.T) {
	tests := []struct {
		form string
		want bool
	}{
		{"绝对", true}, // d
		{"差一点", true},
		{"假若", true},  // c
		{"每当", true},  // p
		{"洒家", true},  // r
		{"呜呼", true},  // e
		{"平儿", false}, // q in the dictionary, a name in 红楼梦: q is no function class here
		{"元春", false}, // t, left out
		{"封肃", false}, // a, left out
		{"公然", false}, // ad, left out (英公然 of 施公案)
		{"有声", false}, // d, but 余有声 of 近世社会龌龊史: kept
		{"沉默", false}, // a here, nr in the traditional list
	}
	for _, tc := range tests {
		if got := functionForms()[tc.form]; got != tc.want {
			t.Errorf("functionForms()[%s] = %v, want %v", tc.form, got, tc.want)
		}
	}
}

// TestSuggestPlaceTails: a word that only ever ends the names of several
// places (Egg of East Egg and West Egg, Square of Russell Square and
// Gaunt Square) is no name of its own; the places are proposed instead.
// A surname after several first names stays (Vane of Sibyl Vane and
// James Vane), and so does a word that ends one place's name only on
// thin evidence.
func TestSuggestPlaceTails(t *testing.T) {
	tests := []struct {
		name      string
		sentences []string // each written three times
		want, bad []string
	}{
		{"the last word of two places",
			[]string{"We drove back to West Egg at dusk.", "Her house in East Egg was white.", "I lived at West Egg then.", "They dined in East Egg that night.", "Then Gatsby said nothing.", "At last Gatsby smiled.", "Out West it was dry.", "Back East it rained."},
			[]string{"West Egg", "East Egg", "Gatsby"}, []string{"Egg"}},
		{"the last word of squares",
			[]string{"He walked to Russell Square alone.", "The house in Gaunt Square was dark.", "She lived in Russell Square for years.", "We stopped at Gaunt Square again.", "Then Lord Gaunt said so.", "Then Russell smiled."},
			[]string{"Russell Square", "Gaunt Square"}, []string{"Square"}},
		{"a surname after first names",
			[]string{"Then Sibyl Vane said nothing.", "She asked James Vane to stay.", "At last Sibyl Vane smiled.", "Then James Vane laughed.", "Then Sibyl wept.", "Later James frowned."},
			[]string{"Vane"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text := strings.Repeat(strings.Join(tt.sentences, " ")+" ", 3)
			var names []string
			for _, c := range Suggest([]string{text}, nil, SuggestOptions{MinCount: 5}) {
				names = append(names, c.Name)
			}
			for _, w := range tt.want {
				if !slices.Contains(names, w) {
					t.Errorf("%s not suggested: %v", w, names)
				}
			}
			for _, b := range tt.bad {
				if slices.Contains(names, b) {
					t.Errorf("%s suggested: %v", b, names)
				}
			}
		})
	}
}

// TestCutOrFramedPlaceNouns: 迷羊's 台上 (the stage) was a suggested
// character: a noun and a localizer that no verb of motion mostly
// precedes. The book writes the noun before other words of position
// (台前, 台下) too, which a name ending in 上 (马纯上) never is.
func TestCutOrFramedPlaceNouns(t *testing.T) {
	stage := strings.Repeat("时候台上正演戏。", 5) + "她向台上一看。"
	tests := []struct {
		name, text, cand string
		want             bool // left out
	}{
		{"a noun before other positions", stage + strings.Repeat("台前站着人。", 3) + strings.Repeat("台下坐着人。", 2), "台上", true},
		{"a noun alone", stage, "台上", false},
		{"a name ending in 上", strings.Repeat("马纯上说：好。", 6) + "马纯走了。", "马纯上", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newSuggester()
			s.scan(tt.text)
			got := s.cutOrFramed([]Candidate{{Name: tt.cand, Count: 6}}, 5)[tt.cand]
			if got != tt.want {
				t.Errorf("%s left out: %v, want %v", tt.cand, got, tt.want)
			}
		})
	}
}
