package importer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/emphasis"
)

// level ranks a heading line. Volumes hold chapters, chapters hold
// sections (see detectCuts; story titles standing alone are judged apart,
// by standaloneTitles).
type level int

const (
	notHeading   level = iota
	volumeLevel        // 第X卷/部/集/篇, Part/Book/Volume N
	chapterLevel       // 第X章/回/则/折/出, Chapter N, roman numerals, 楔子 … 后记, Markdown # and ##
	sectionLevel       // 第X节
)

// heading is one classified line.
type heading struct {
	line  int // index into the split lines
	level level
	num   int // the heading's number; 0 when it has none (楔子, ## Title)
	title string
	// named marks a heading without a number (序, 楔子, 尾声): it starts a
	// chapter at whatever level the book's numbered headings are cut.
	named bool
	// titleLine is the line holding the title of a bare 第X章 (see
	// titleOnNextLine), 0 when none.
	titleLine int
}

// numerals are the characters of a heading number: Arabic digits (half
// and full width) and Chinese numerals, whose zero is written 零, 〇 or,
// in many digitised books, the white circle ○ (第一○○回); 两 for 二
// (第两百章), 廿, 卅 and 卌 for twenty, thirty and forty (第廿一回), and
// the financial numerals (大写数字) some books number with, simplified
// and traditional (第壹章, 第拾贰章, 第貳佰章).
const numerals = "0-9０-９零〇○一二两兩三四五六七八九十百千万萬廿卅卌壹贰貳叁參叄肆伍陆陸柒捌玖拾佰仟"

// numberedHeading matches 第X章/回/节/卷/部/集/篇/则/折/出 with Chinese or Arabic
// numerals (half or full width), a space allowed on either side of the
// number (第 1 章); rest is what follows the marker.
var numberedHeading = regexp.MustCompile(`^第[ 　]?([` + numerals + `]+)[ 　]?([回章节節卷部集篇则折出])(.*)$`)

// volumeWord matches the older way of numbering volumes, 卷 first: 卷一,
// 卷之三, 卷十二 潜龙, followed by a separator or nothing.
var volumeWord = regexp.MustCompile(`^卷之?([` + numerals + `]+)((?:[\s　：:].*)?)$`)

// separatorOnly are the markers that need a separator (or nothing) after
// them, no glued title: 第二出来, 第一则消息 and 第三集中 are prose.
const separatorOnly = "集篇则折出"

// englishHeading matches Chapter N (digits, roman numerals or number
// words: CHAPTER IV., Chapter Twenty-One, Chapter the First) and a roman
// numeral alone on a line.
var englishHeading = regexp.MustCompile(`^(?:(?:Chapter|CHAPTER)\s+(?:(?i:the)\s+)?([0-9]+|[IVXLCDMivxlcdm]+|[A-Za-z]+(?:-[A-Za-z]+)?)\b.*|([IVXLCDM]+)\.?)$`)

// longEnglishHeading matches a chapter heading longer than maxHeadingRunes:
// the number, a separator, then the chapter's title, as Dickens and
// Melville wrote them ("CHAPTER III. RELATES HOW OLIVER TWIST WAS VERY
// NEAR GETTING A PLACE WHICH WOULD NOT HAVE BEEN A SINECURE", 104
// characters; Oliver Twist lost 32 of its 52 chapters to the length
// limit). Prose that starts with a chapter's name ("Chapter 5 of the
// report…") has no separator right after the number.
var longEnglishHeading = regexp.MustCompile(`^(?:Chapter|CHAPTER)\s+(?:[0-9]+|[IVXLCDM]+)[.:]\s+\S`)

// letterHeading matches the letters that are the chapters of an
// epistolary novel: "Letter 1", "LETTER IV.", "Letter 3: To Mrs. Saville"
// (Frankenstein opens with four, whose 5,608 words were front matter).
// The number ends the line or a separator follows it, so a sentence that
// starts with the word ("Letter 5 of the bundle was torn", "Letter I
// wrote…") stays prose; number words are left out for the same reason.
var letterHeading = regexp.MustCompile(`^(?:Letter|LETTER)\s+([0-9]+|[IVXLCDM]+)(?:[.:]?$|[.:]\s+\S.*$)`)

// chineseLetterHeading matches the same in Chinese, 第一封信 and 第3封信,
// with nothing or a separator and a title after it: 第一封信是她写的。 is
// prose.
var chineseLetterHeading = regexp.MustCompile(`^第[ 　]?([` + numerals + `]+)[ 　]?封信(?:$|[` + titleSeparators + `].*$)`)

// maxLongHeadingRunes bounds longEnglishHeading: the longest title of the
// English training books is 182 characters.
const maxLongHeadingRunes = 240

// englishVolume matches Part/Book/Volume N, as in "PART I", "BOOK THE
// FIRST: POVERTY", "Volume One"; rest is what follows the number.
var englishVolume = regexp.MustCompile(`^(?i:part|book|volume)\s+(?:(?i:the)\s+)?([0-9]+|[A-Za-z]+(?:-[A-Za-z]+)?)\b(.*)$`)

// specialHeading matches the named chapters of web novels (网文) and of
// books in general: 楔子, 序章, 引子, 尾声, 后记, 终章, the author's
// 完本感言 and 上架感言, a 特别篇 (a holiday or side story between the
// chapters: 特别篇：除夕), the author's 新书预告 (a chapter of its own, so
// the next book's blurb is not read as the last chapter's text), a preface
// (序, 自序, 叙, 前言 …), 跋 and 附录 alone or followed by a separator and
// a title, 番外 with anything short after it, and 外传 (外传, 外传二：…)
// followed by a number, a separator or nothing, as 外传来一阵笑声 is prose.
// An author's note to the readers (作者的话, 请假条: see authorNote) is no
// chapter: it stays under the chapter it follows.
var specialHeading = regexp.MustCompile(`^(?:(?:楔子|序章|引子|尾声|后记|终章|完本感言|完结感言|上架感言|特别篇|新书预告|序|自序|序言|叙|弁言|题辞|凡例|前言|引言|跋|附录[一二三四五六七八九十0-9]*)(?:[\s　：:·、.．—-].*)?|番外.*|外传[` + numerals + `]*(?:[\s　：:·、.．—-].*)?)$`)

// englishNamedHeading matches the named chapters of an English novel
// that stand between or after its numbered ones: a Prologue, an
// Interlude (maybe numbered), an Epilogue, an Afterword, alone on the
// line or followed by a separator and a title ("Epilogue: Ten Years
// Later"). Without it a plain-text manuscript's Epilogue was read as the
// last lines of the chapter before it.
var englishNamedHeading = regexp.MustCompile(`^(?i:prologue|epilogue|interlude|afterword)(?:\s+(?:[0-9]+|[IVXLC]+))?(?:\.|\s*[:.—–-]\s*\S.*)?$`)

// chapterInVolume finds the chapter heading that follows a volume's on the
// same line (第一卷 潜龙 第一章 风起): such a line starts a chapter.
var chapterInVolume = regexp.MustCompile(`(?:^|[\s　])第[ 　]?([` + numerals + `]+)[ 　]?[回章](?:[\s　：:].*)?$`)

// prefixedHeading matches a 第X章/回 heading after a short label: the
// 正文 of web-novel downloads (正文 第一章, 正文卷 第1章) and the story
// name of a collection whose chapters restart in every story (合影楼第一回).
var prefixedHeading = regexp.MustCompile(`^([\p{Han}A-Za-z]{1,10}?)[\s　]*第[ 　]?([` + numerals + `]+)[ 　]?[回章](.*)$`)

// bracketedHeading matches a numbered heading in brackets, as web novels
// write it (【第一章】风起, ［第二章］, 〔第三回〕, 【第一卷 潜龙】); it is
// classified without them.
var bracketedHeading = regexp.MustCompile(`^[【\[［〔]\s*(第[ 　]?[` + numerals + `]+[ 　]?[回章节節卷部])([^】\]］〕]{0,30})[】\]］〕][\s　：:]*(.*)$`)

// headingIndent is the indentation a heading may carry: TXT downloads
// indent every line, headings included, with 　　.
const headingIndent = " \t　"

// titleSeparators may follow 第X章 before its title.
const titleSeparators = " \t　：:、.．·-—"

// sentencePunct ends or splits a sentence: a line holding one is prose, not
// a heading without separator or a story title.
const sentencePunct = "。，；！？…,;!?"

// classify returns a line's heading level and number under the default
// rules. line has no line ending and no trailing spaces. It is read
// without its emphasis markers: a chapter's heading in bold
// (**第一章 风起**, as a Word paragraph set in bold comes in) is one.
func classify(line string, markdown bool) (level, int) {
	line = emphasis.Plain(line)
	if markdown && markdownHeading.MatchString(line) {
		// A Markdown heading is a chapter whatever its words, but for a
		// part's (# Part I, # 第一卷 潜龙): that is a volume above the
		// chapters under it, as the line is in a text file. As a chapter
		// it came in empty, a "Part I" of no words before Chapter One.
		if lv, n := classify(headingTitle(line), false); lv == volumeLevel {
			return volumeLevel, n
		}
		return chapterLevel, 0
	}
	trimmed := strings.TrimLeft(line, headingIndent)
	indented := trimmed != line
	line = trimmed
	if !markdown {
		// A TXT written in a Markdown editor keeps its hashes (###第一章,
		// ### 第二章 风起): they mark the heading, as the indent does.
		line = strings.TrimLeft(strings.TrimLeft(line, "#"), headingIndent)
	}
	if line == "" {
		return notHeading, 0
	}
	if n := utf8.RuneCountInString(line); n > maxHeadingRunes && (n > maxLongHeadingRunes || !longEnglishHeading.MatchString(line)) {
		return notHeading, 0
	}
	if unbracketed, ok := unbracket(line); ok {
		line = unbracketed
	}
	if m := numberedHeading.FindStringSubmatch(line); m != nil {
		rest := m[3]
		if m[2] == "部" && strings.HasPrefix(rest, "分") { // 第一部分 is "part one" in prose
			return notHeading, 0
		}
		if markerLevels[m[2]] == volumeLevel && !strings.ContainsAny(rest, sentencePunct) {
			if c := chapterInVolume.FindStringSubmatch(rest); c != nil {
				return chapterLevel, parseNumber(c[1])
			}
		}
		// A separator (or nothing) after the marker makes a heading; a
		// title glued to it (第1章风起) must be short and no sentence, so
		// 第一回说的是桃园。 stays prose.
		r, _ := utf8.DecodeRuneInString(rest)
		if rest != "" && !strings.ContainsRune(titleSeparators, r) &&
			(utf8.RuneCountInString(rest) > 30 || strings.ContainsAny(rest, sentencePunct) || strings.Contains(separatorOnly, m[2])) {
			return notHeading, 0
		}
		return markerLevels[m[2]], parseNumber(m[1])
	}
	if m := volumeWord.FindStringSubmatch(line); m != nil {
		if c := chapterInVolume.FindStringSubmatch(m[2]); c != nil && !strings.ContainsAny(m[2], sentencePunct) {
			return chapterLevel, parseNumber(c[1]) // 卷三 第1章 风起
		}
		return volumeLevel, parseNumber(m[1])
	}
	if m := englishHeading.FindStringSubmatch(line); m != nil {
		if n := parseNumber(m[1] + m[2]); n > 0 {
			return chapterLevel, n // "Chapter and verse" has no number
		}
	}
	if m := letterHeading.FindStringSubmatch(line); m != nil {
		if n := parseNumber(m[1]); n > 0 {
			return chapterLevel, n
		}
	}
	if m := chineseLetterHeading.FindStringSubmatch(line); m != nil && !strings.ContainsAny(line, sentencePunct) {
		if n := parseNumber(m[1]); n > 0 {
			return chapterLevel, n
		}
	}
	if m := englishVolume.FindStringSubmatch(line); m != nil {
		// "Book one of the series was…" is prose: a volume heading ends
		// after its number, goes on after a separator, or is in capitals.
		rest := m[2]
		// An exported chapter's title names its part and itself
		// (PART ONE · CHAPTER ONE): the line is the chapter's.
		if _, ch, ok := strings.Cut(rest, volumeSeparator); ok {
			if lv, n := classify(strings.TrimSpace(ch), false); lv == chapterLevel {
				return chapterLevel, n
			}
		}
		r, _ := utf8.DecodeRuneInString(rest)
		if n := parseNumber(m[1]); n > 0 && (rest == "" || strings.ContainsRune(".:—–-", r) || strings.ToUpper(line) == line) {
			return volumeLevel, n
		}
	}
	// The label must be short and the line no sentence or speech; a title
	// glued to the marker (闻过楼 第二回纳谏翁题楼怀益友) is short too.
	if m := prefixedHeading.FindStringSubmatch(line); m != nil && !strings.ContainsAny(line, sentencePunct+"“”\"「」") &&
		utf8.RuneCountInString(m[3]) <= 30 {
		return chapterLevel, parseNumber(m[2])
	}
	// Named headings stand at the margin: an indented 序 heads a preface
	// quoted inside an appendix, an indented 尾声 is the title of the
	// 第八章 above it (detectCuts takes them in a book that indents its
	// numbered headings too).
	if !indented && IsNamedHeading(line) {
		return chapterLevel, 0
	}
	return notHeading, 0
}

// unbracket is a numbered heading in brackets (see bracketedHeading)
// written without them, to be classified: 【第一章】风起 is 第一章 风起;
// false for a line that is none.
func unbracket(line string) (string, bool) {
	m := bracketedHeading.FindStringSubmatch(line)
	if m == nil || strings.ContainsAny(m[2], sentencePunct) {
		return "", false
	}
	return strings.TrimSpace(m[1] + " " + strings.TrimSpace(m[2]) + " " + m[3]), true
}

// IsBracketedHeading reports a line, without its indent, that is a
// numbered heading in brackets as web novels write them (【第一章】风起,
// 〔第三回〕, 【第一卷 潜龙】): an export writes such a chapter's title as
// its heading, as an import finds it so.
func IsBracketedHeading(line string) bool {
	_, ok := unbracket(line)
	return ok
}

// IsLetterHeading reports a line, without its indent, that heads a letter
// of an epistolary novel (Letter 1, LETTER IV., 第一封信; see
// letterHeading): the letter numbers itself, so an export writes it as it
// is, as an import finds it so.
func IsLetterHeading(line string) bool {
	lv, _ := classify(line, false)
	return lv == chapterLevel && (letterHeading.MatchString(line) || chineseLetterHeading.MatchString(line))
}

// IsRomanHeading reports a line, without its indent, that is a roman
// numeral alone (I, IV., XII), as many English novels head their
// chapters (see englishHeading): the chapter numbers itself, so an
// export writes it as it is, as an import finds it so.
func IsRomanHeading(line string) bool {
	m := englishHeading.FindStringSubmatch(line)
	return m != nil && m[2] != "" && parseRoman(m[2]) > 0
}

// IsVolumeHeading reports a line, without its indent, that an import
// reads as a volume's heading (第一卷 潜龙, 卷之二, PART ONE, BOOK THE
// FIRST: POVERTY): a TXT export writes such a volume's title on a line of
// its own above its chapters, as the import finds it so.
func IsVolumeHeading(line string) bool {
	lv, _ := classify(line, false)
	return lv == volumeLevel
}

// IsNamedHeading reports a line, without its indent, that is a named
// heading (序, 楔子, 尾声, 番外 …; see specialHeading; Prologue, Epilogue
// …; see englishNamedHeading): an export writes such a chapter's title
// without a number, as this finds it.
func IsNamedHeading(line string) bool {
	if utf8.RuneCountInString(line) > 30 {
		return false
	}
	if englishNamedHeading.MatchString(line) {
		return !strings.ContainsAny(line, ",;!?\"“”")
	}
	return specialHeading.MatchString(line) && !strings.ContainsAny(line, "。，；")
}

// isStandaloneTitle reports a line that could be a story's title in a
// collection: not indented, short, no sentence punctuation at its end, no
// bracket or dash at its start, no dateline, holding a letter, with a
// blank line (or the file's edge) on both sides.
func isStandaloneTitle(lines []string, i int) bool {
	line := lines[i]
	if line == "" || strings.TrimLeft(line, " \t　") != line {
		return false
	}
	if (i > 0 && strings.TrimSpace(lines[i-1]) != "") || (i+1 < len(lines) && strings.TrimSpace(lines[i+1]) != "") {
		return false
	}
	if n := utf8.RuneCountInString(line); n > 24 && (n > maxCapsTitleRunes || !capitalsTitle(line)) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(line)
	if strings.ContainsRune(sentencePunct+"：:”\"’'—.", last) {
		return false
	}
	// A note in brackets ((见《语丝》第十三期。)) or a dash line (——悼闻一多先生,
	// a subtitle or a signature) is no title.
	first, _ := utf8.DecodeRuneInString(line)
	if strings.ContainsRune("（(—-［[〔", first) {
		return false
	}
	if isDateline(line) {
		return false
	}
	return strings.IndexFunc(line, unicode.IsLetter) >= 0
}

// datelineStart matches a line that begins with a date: a year or a
// month in Arabic, full-width or Chinese numerals (1925年, 4月9日, 九月).
var datelineStart = regexp.MustCompile(`^[0-9０-９〇○零一二三四五六七八九十廿卅]+[年月]`)

// isDateline reports the signature an essay ends with, where and when it
// was written and where it first appeared (4月9日，宁波作。原载《我们的七月》):
// a line that begins with a date and holds a full stop. A collection
// that sets it at the margin, like its titles, must not take it for the
// next essay's title; a title that begins with a date (九月二十七日记)
// is no sentence.
func isDateline(line string) bool {
	return datelineStart.MatchString(line) && strings.ContainsAny(line, "。.")
}

// dateChars strips what a date is written with (1939年10月15—16日,
// 一九二五年五月九日晚) from a line, and dateVerb the word of writing that
// may end a dateline (作, 写毕, 脱稿).
var (
	dateChars = regexp.MustCompile(`[0-9０-９〇○零一二三四五六七八九十廿卅年月日号—\-～~至到、，, 　晚夜晨]+`)
	dateVerb  = regexp.MustCompile(`^(?:作|写|写毕|作毕|草|草成|脱稿|改)?[。.]?$`)
)

// isDateOnly reports a line that is a date alone, maybe with the word of
// writing after it (1944年5月21日, 1939年10月15—16日作): the dateline of an
// essay when the next essay's title follows it, or a diary's entry
// heading when its text does. A title that only begins with a date
// (九月二十七日记) is none.
func isDateOnly(line string) bool {
	if !datelineStart.MatchString(line) || !strings.ContainsAny(line, "年日") {
		return false
	}
	return dateVerb.MatchString(dateChars.ReplaceAllString(line, ""))
}

// isDashSubtitle reports a subtitle line between blank lines (——关于传统的对于自然):
// it belongs to the title above it, and so does a line that goes on
// with it (和艺术的态度的一个考察), which is no title of its own.
func isDashSubtitle(lines []string, i int) bool {
	line := lines[i]
	if !strings.HasPrefix(line, "——") || utf8.RuneCountInString(line) > 24 {
		return false
	}
	return (i == 0 || strings.TrimSpace(lines[i-1]) == "") && (i+1 == len(lines) || strings.TrimSpace(lines[i+1]) == "")
}

// maxCapsTitleRunes bounds a title in capitals: English collections set
// their stories' titles so, and longer than a Chinese title
// ("THE MURDERS IN THE RUE MORGUE", 29 characters).
const maxCapsTitleRunes = 60

// capitalsTitle reports a line of Latin capitals: at least four letters
// and no lower-case one.
func capitalsTitle(line string) bool {
	letters := 0
	for _, r := range line {
		switch {
		case unicode.IsLower(r):
			return false
		case unicode.IsUpper(r) && r < 0x250:
			letters++
		}
	}
	return letters >= 4
}

// financialToPlain maps the financial numerals (大写数字), simplified
// and traditional, and the traditional 兩 and 萬, to the everyday ones:
// parseNumber reads them so.
var financialToPlain = strings.NewReplacer("壹", "一", "贰", "二", "貳", "二", "叁", "三", "參", "三", "叄", "三", "肆", "四",
	"伍", "五", "陆", "六", "陸", "六", "柒", "七", "捌", "八", "玖", "九", "拾", "十", "佰", "百", "仟", "千", "兩", "两", "萬", "万")

// tensNumerals writes 廿, 卅 and 卌 out: 廿一 is 二十一, 一百廿 一百二十.
var tensNumerals = strings.NewReplacer("廿", "二十", "卅", "三十", "卌", "四十")

// Chinese numerals: digits and the units below 万.
var (
	chineseDigits = map[rune]int{'零': 0, '〇': 0, '○': 0, '一': 1, '二': 2, '两': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8, '九': 9}
	chineseUnits  = map[rune]int{'十': 10, '百': 100, '千': 1000}
	markerLevels  = map[string]level{"卷": volumeLevel, "部": volumeLevel, "集": volumeLevel, "篇": volumeLevel, "则": chapterLevel, "折": chapterLevel, "出": chapterLevel, "章": chapterLevel, "回": chapterLevel, "节": sectionLevel, "節": sectionLevel}
	romanValues   = map[byte]int{'i': 1, 'v': 5, 'x': 10, 'l': 50, 'c': 100, 'd': 500, 'm': 1000}
)

// parseNumber reads a heading number: Arabic digits (half or full
// width), roman numerals, English number words (cardinal or ordinal), or
// Chinese numerals in both the positional form
// (一千零二, 两百, 十二, 一万零一, 廿一) and the digit-by-digit form
// (一〇二), in everyday or financial numerals (壹仟零贰). It returns 0 for
// anything it cannot read.
func parseNumber(s string) int {
	s = strings.Map(fullWidthDigit, s)
	if s != "" && s[0] >= utf8.RuneSelf {
		s = tensNumerals.Replace(financialToPlain.Replace(s))
	}
	if s == "" {
		return 0
	}
	if s[0] >= '0' && s[0] <= '9' {
		n := 0
		for _, r := range s {
			if r < '0' || r > '9' || n > 1e6 {
				return 0
			}
			n = n*10 + int(r-'0')
		}
		return n
	}
	if n := parseRoman(s); n > 0 {
		return n
	}
	if n := parseEnglishNumber(s); n > 0 {
		return n
	}
	if !strings.ContainsAny(s, "十百千万") {
		n := 0
		for _, r := range s {
			d, ok := chineseDigits[r]
			if !ok || n > 1e6 {
				return 0
			}
			n = n*10 + d
		}
		return n
	}
	total, section, cur := 0, 0, 0
	for _, r := range s {
		if d, ok := chineseDigits[r]; ok {
			cur = d
			continue
		}
		if u, ok := chineseUnits[r]; ok {
			if cur == 0 {
				cur = 1 // 十二 is 12
			}
			section += cur * u
			cur = 0
			continue
		}
		if r == '万' {
			total += (section + cur) * 10000
			section, cur = 0, 0
			continue
		}
		return 0
	}
	return total + section + cur
}

// fullWidthDigit maps a full-width digit (０–９) to its ASCII form and
// leaves any other rune as it is.
func fullWidthDigit(r rune) rune {
	if r >= '０' && r <= '９' {
		return r - '０' + '0'
	}
	return r
}

// parseRoman reads an upper- or lower-case roman numeral; 0 if s is not one.
func parseRoman(s string) int {
	s = strings.ToLower(s)
	n := 0
	for i := 0; i < len(s); i++ {
		v, ok := romanValues[s[i]]
		if !ok {
			return 0
		}
		if i+1 < len(s) && romanValues[s[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return n
}
