package importer

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A renumber writes a title's new number as the author wrote the old
// one: in the same numerals (Arabic, full-width, Chinese, financial
// Chinese 壹贰叁, roman, English words), the same case (CHAPTER THREE,
// Chapter Three, chapter three), the same Chinese form (第十一章
// positional, 第一一章 digit by digit; 两百 or 二百, 廿一 or 二十一, 一百〇一
// or 一百零一, 壹拾壹 or 拾壹, traditional 貳 or simplified 贰) and the
// same zero padding (第001章). What one number cannot show — is 第三章
// positional or digit by digit past ten? is Chapter Three's Twenty-One
// hyphenated? — comes from the book's other titles of its kind
// (BookNumerals).

// numeralStyle is how a title writes its number, as far as the number
// shows it. The zero value of a field is "not shown".
type numeralStyle struct {
	script numeralScript
	// pad is the width an Arabic number that starts with a zero is padded
	// to (第007章: 3); digits is its length. 第12章 shows no padding to
	// three, 第100章 cannot show whether it has any.
	pad, digits int
	// positional is +1 for Chinese numerals written with units (十一,
	// 一百零二), -1 for digit by digit (一一, 一〇二), 0 for 一 … 九.
	positional int
	// zero is the zero of Chinese numerals: 〇, ○ or 零, digit by digit
	// (一〇二) or between units (一百〇二).
	zero rune
	// liang is +1 for 两 before 百, 千 and 万 (两百, 两千两百), -1 for 二
	// there (二百).
	liang int
	// nian is +1 for 廿 and 卅 in the tens (廿一, 一百卅), -1 for 二十 and
	// 三十 there.
	nian int
	// tenOne is +1 for a leading 一 before 十 (一十二, 壹拾贰, as cheques
	// write it), -1 for 十 alone (十二, 拾贰).
	tenOne int
	// traditional marks the traditional forms of financial numerals and
	// of 两 and 万 (貳, 參, 陸, 兩, 萬).
	traditional bool
	// letters is the case of roman numerals and number words.
	letters letterCase
	// ordinal marks number words that are ordinals (Chapter the First).
	ordinal bool
	// sep joins tens and units in words: '-' (Twenty-One) or ' '.
	sep byte
	// and is +1 for "One Hundred and One", -1 for "One Hundred One".
	and int
}

// numeralScript is the numerals a number is written in.
type numeralScript int

const (
	arabicNumerals numeralScript = iota + 1
	fullWidthNumerals
	chineseNumerals
	// financialNumerals are the Chinese numerals of cheques (大写数字):
	// 壹贰叁…拾佰仟. A book numbering so numbers on so.
	financialNumerals
	romanNumerals
	englishWordNumerals
)

// letterCase is the case of a number's letters.
type letterCase int

const (
	casedUpper    letterCase = iota + 1 // XII, TWENTY-ONE
	casedLower                          // xii, twenty-one
	casedTitle                          // Twenty-One, One Hundred and Two
	casedSentence                       // Twenty-one
	casedCapital                        // Three: title or sentence case
)

// readStyle reads the style of num, a heading's number that parseNumber
// read as n.
func readStyle(num string, n int) numeralStyle {
	r, _ := utf8.DecodeRuneInString(num)
	switch {
	case r >= '0' && r <= '9' || r >= '０' && r <= '９':
		st := numeralStyle{script: arabicNumerals}
		if r >= '０' {
			st.script = fullWidthNumerals
		}
		st.digits = utf8.RuneCountInString(num)
		if st.digits > 1 && (r == '0' || r == '０') {
			st.pad = st.digits
		}
		return st
	case strings.ContainsRune("IVXLCDMivxlcdm", r) && strings.EqualFold(roman(n), num):
		return numeralStyle{script: romanNumerals, letters: readCase(num)}
	case r < utf8.RuneSelf:
		st := numeralStyle{script: englishWordNumerals, letters: readCase(num)}
		lower := strings.ToLower(num)
		last := lower[strings.LastIndexAny(lower, " -")+1:]
		st.ordinal = last == "hundredth" || last == "thousandth" || isOrdinalWord(last)
		// A compound (twenty-one) shows the separator, below the
		// thousands or in them (twenty-one thousand).
		compound := func(r int) bool { return r%100 > 20 && r%10 != 0 }
		if compound(n) || compound(n/1000) {
			st.sep = ' '
			if strings.Contains(num, "-") {
				st.sep = '-'
			}
		}
		// "and" would stand after a hundred with more after it (one
		// hundred and one, one hundred and one thousand) or after
		// thousand before a number below a hundred (one thousand and
		// one).
		r, th := n%1000, n/1000
		if r > 100 && r%100 != 0 || th > 100 && th%100 != 0 || th > 0 && r > 0 && r < 100 {
			st.and = -1
			if strings.Contains(lower, " and ") {
				st.and = 1
			}
		}
		return st
	}
	return readChineseStyle(num)
}

// chineseDigitRunes are the everyday numerals 零 一 … 九, then 十 百 千
// 万; financialSimplified and financialTrad the financial numerals in the
// same order, simplified and traditional (inScript maps one to the other).
var (
	chineseDigitRunes   = []rune("零一二三四五六七八九十百千万")
	financialSimplified = []rune("零壹贰叁肆伍陆柒捌玖拾佰仟万")
	financialTrad       = []rune("零壹貳參肆伍陸柒捌玖拾佰仟萬")
)

// readChineseStyle reads the style of a number in Chinese numerals.
func readChineseStyle(num string) numeralStyle {
	st := numeralStyle{script: chineseNumerals}
	if strings.ContainsAny(num, "壹贰貳叁參叄肆伍陆陸柒捌玖拾佰仟") {
		st.script = financialNumerals
	}
	st.traditional = strings.ContainsAny(num, "貳參叄陸兩萬")
	plain := []rune(financialToPlain.Replace(num))
	if i := slices.IndexFunc(plain, func(r rune) bool { return r == '〇' || r == '○' || r == '零' }); i >= 0 {
		st.zero = plain[i]
	}
	switch {
	case strings.ContainsAny(string(plain), "十百千万廿卅卌"):
		st.positional = 1
	case len(plain) > 1:
		st.positional = -1
		return st
	default:
		return st
	}
	switch {
	case strings.ContainsAny(string(plain), "廿卅卌"):
		st.nian = 1
	case strings.Contains(string(plain), "二十") || strings.Contains(string(plain), "三十"):
		st.nian = -1
	}
	switch {
	case plain[0] == '十':
		st.tenOne = -1
	case len(plain) > 1 && plain[0] == '一' && plain[1] == '十':
		st.tenOne = 1
	}
	for i, r := range plain[:len(plain)-1] {
		if !strings.ContainsRune("百千万", plain[i+1]) || (i > 0 && plain[i-1] == '十') {
			continue // 二十二万: the 二 of 二十 counts tens, not hundreds
		}
		switch r {
		case '两':
			st.liang = 1
		case '二':
			st.liang = -1
		}
	}
	return st
}

// writeChinese writes 0 < n < 100000000 in positional Chinese numerals in
// the style: 两 or 二, 廿 or 二十, 一十 or 十, its zero, financial or
// everyday numerals.
func (st numeralStyle) writeChinese(n int) string {
	s := []rune(ChineseNumber(n))
	if st.tenOne > 0 && s[0] == '十' {
		s = append([]rune{'一'}, s...)
	}
	// 廿 and 卅 stand for the tens below a hundred: after the last unit
	// from 百 up, or the 零 after one (一百廿, 一千零廿).
	if st.nian > 0 {
		from := 0
		for i, r := range s {
			if strings.ContainsRune("百千万零", r) {
				from = i + 1
			}
		}
		if from+1 < len(s) && s[from+1] == '十' && (s[from] == '二' || s[from] == '三') {
			tens := map[rune]rune{'二': '廿', '三': '卅'}[s[from]]
			s = append(append(s[:from:from], tens), s[from+2:]...)
		}
	}
	for i, r := range s {
		switch {
		case r == '二' && st.liang > 0 && i+1 < len(s) && strings.ContainsRune("百千万", s[i+1]) && (i == 0 || s[i-1] != '十'):
			s[i] = '两'
			if st.traditional {
				s[i] = '兩'
			}
		case r == '零' && st.zero != 0:
			s[i] = st.zero
		}
	}
	return st.inScript(string(s))
}

// inScript writes everyday Chinese numerals in the style's script:
// financial numerals for a book of 第壹章, traditional forms where it uses
// them.
func (st numeralStyle) inScript(s string) string {
	to := financialSimplified
	switch {
	case st.script == financialNumerals && st.traditional:
		to = financialTrad
	case st.script != financialNumerals:
		if !st.traditional {
			return s
		}
		return strings.ReplaceAll(s, "万", "萬")
	}
	return strings.Map(func(r rune) rune {
		if i := slices.Index(chineseDigitRunes, r); i >= 0 {
			return to[i]
		}
		return r
	}, s)
}

// isOrdinalWord reports an ordinal number word below a hundred: third,
// twentieth.
func isOrdinalWord(w string) bool {
	for i := 1; i < len(englishUnitOrdinals); i++ {
		if w == englishUnitOrdinals[i] {
			return true
		}
	}
	for i := 2; i < len(englishTens); i++ {
		if w == tensOrdinal(englishTens[i]) {
			return true
		}
	}
	return false
}

// readCase reads the case of a number's letters; casedCapital for one
// capitalised word (Three, Twentieth), which is title case or sentence
// case.
func readCase(s string) letterCase {
	switch {
	case strings.ToUpper(s) == s:
		return casedUpper
	case strings.ToLower(s) == s:
		return casedLower
	}
	// A capital after the first word (and aside) makes title case; a
	// small letter there sentence case.
	words := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == ' ' })
	for _, w := range words[1:] {
		if w == "and" {
			continue
		}
		if unicode.IsUpper(rune(w[0])) {
			return casedTitle
		}
		return casedSentence
	}
	return casedCapital
}

// inCase writes lower-case words in case c (title case when not shown
// or casedCapital).
func inCase(s string, c letterCase) string {
	switch c {
	case casedUpper:
		return strings.ToUpper(s)
	case casedLower:
		return s
	case casedSentence:
		return strings.ToUpper(s[:1]) + s[1:]
	}
	b := []byte(s)
	for i := range b {
		if (i == 0 || b[i-1] == ' ' || b[i-1] == '-') && !strings.HasPrefix(s[i:], "and ") {
			b[i] = byte(unicode.ToUpper(rune(b[i])))
		}
	}
	return string(b)
}

// fill takes from book what st does not show; book's own gaps stay.
func (st numeralStyle) fill(book numeralStyle) numeralStyle {
	if st.pad == 0 && (st.digits == 0 || st.digits >= book.pad) {
		st.pad = book.pad // 第100章 among 第007章; not 第12章
	}
	if st.positional == 0 {
		st.positional = book.positional
	}
	if st.zero == 0 {
		st.zero = book.zero
	}
	if st.liang == 0 {
		st.liang = book.liang
	}
	if st.nian == 0 {
		st.nian = book.nian
	}
	if st.tenOne == 0 {
		st.tenOne = book.tenOne
	}
	st.traditional = st.traditional || book.traditional
	if st.letters == 0 || st.letters == casedCapital && (book.letters == casedTitle || book.letters == casedSentence) {
		st.letters = book.letters
	}
	if st.sep == 0 {
		st.sep = book.sep
	}
	if st.and == 0 {
		st.and = book.and
	}
	return st
}

// write writes n in the style: false when n cannot be written so (n < 1;
// Chinese numerals from 100000000, roman from 4000, words from a
// million).
func (st numeralStyle) write(n int) (string, bool) {
	if n < 1 {
		return "", false
	}
	switch st.script {
	case arabicNumerals, fullWidthNumerals:
		s := strconv.Itoa(n)
		if len(s) < st.pad {
			s = strings.Repeat("0", st.pad-len(s)) + s
		}
		if st.script == fullWidthNumerals {
			s = strings.Map(func(r rune) rune { return r - '0' + '０' }, s)
		}
		return s, true
	case romanNumerals:
		if n >= 4000 {
			return "", false
		}
		if st.letters == casedLower {
			return strings.ToLower(roman(n)), true
		}
		return roman(n), true
	case englishWordNumerals:
		if n > maxEnglishNumber {
			return "", false
		}
		sep := st.sep
		if sep == 0 {
			sep = '-'
		}
		return inCase(englishWords(n, st.ordinal, sep, st.and >= 0), st.letters), true
	}
	if n >= maxChineseNumber {
		return "", false
	}
	if st.positional >= 0 {
		return st.writeChinese(n), true
	}
	zero := st.zero
	if zero == 0 {
		zero = '〇'
	}
	digits := []rune("零一二三四五六七八九")
	digits[0] = zero
	return st.inScript(strings.Map(func(r rune) rune { return digits[r-'0'] }, strconv.Itoa(n))), true
}

// maxChineseNumber bounds the numbers written in Chinese numerals: 万
// is the largest unit ChineseNumber writes with.
const maxChineseNumber = 100000000

// Numerals is how a book writes the numbers of its numbered titles, kind
// by kind (NumberedTitle.Kind) and numerals by numerals, where one title
// cannot show it: a 第三章 renumbered past ten becomes 第十一章 in a book
// of 第十章, 第一一章 in one of 第一〇章; Chapter Three becomes Chapter
// Twenty-one in a book of Chapter Twenty-two; 第9章 becomes 第010章 in a
// book of 第007章.
type Numerals map[string]map[numeralScript]numeralStyle

// BookNumerals reads a book's Numerals from its numbered titles. Where
// its titles disagree (a book of 第十章 and 第一一章) the most of them
// decide the Chinese form and the "and" of words; the first shown
// decides the rest.
func BookNumerals(titles []NumberedTitle) Numerals {
	out := Numerals{}
	votes := map[string]map[numeralScript][2]int{} // positional, and
	for _, t := range titles {
		if out[t.Kind] == nil {
			out[t.Kind], votes[t.Kind] = map[numeralScript]numeralStyle{}, map[numeralScript][2]int{}
		}
		st := t.style
		out[t.Kind][st.script] = out[t.Kind][st.script].fill(st)
		v := votes[t.Kind][st.script]
		v[0], v[1] = v[0]+st.positional, v[1]+st.and
		votes[t.Kind][st.script] = v
	}
	for kind, scripts := range out {
		for script, st := range scripts {
			v := votes[kind][script]
			st.positional, st.and = sign(v[0]), sign(v[1])
			scripts[script] = st
		}
	}
	return out
}

// sign is -1, 0 or +1 as n is negative, zero or positive.
func sign(n int) int {
	switch {
	case n < 0:
		return -1
	case n > 0:
		return 1
	}
	return 0
}
