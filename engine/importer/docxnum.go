package importer

import (
	"encoding/xml"
	"fmt"
	"strconv"
	"strings"
)

// Word numbers headings itself when a heading style is linked to a
// multilevel list (Chinese Word's 多级列表 "第一章", "第二章"): the text of
// the paragraph is only "风起", and "第一章" is made from numbering.xml
// as the document is shown. An import that dropped it would title every
// chapter without its number, so the labels are made the same way: each
// list level's format (decimal, chineseCounting, upperRoman…) and text
// ("第%1章"), counted in document order.

// docxLevel is one level of a list.
type docxLevel struct {
	format, text string
	start        int
	// legal (w:isLgl) shows every level's number in decimal: "1.2", not
	// "一.2", under a 第一章 level.
	legal bool
}

// docxNumbering is numbering.xml, and the counts so far.
type docxNumbering struct {
	abstract map[string]map[int]docxLevel // abstractNumId → ilvl → level
	nums     map[string]string            // numId → abstractNumId
	counts   map[string]map[int]int       // abstractNumId → ilvl → current number
}

// readNumbering reads numbering.xml; nil data is a document without
// lists.
func readNumbering(data []byte) (*docxNumbering, error) {
	n := &docxNumbering{abstract: map[string]map[int]docxLevel{}, nums: map[string]string{}, counts: map[string]map[int]int{}}
	if data == nil {
		return n, nil
	}
	var (
		abs, num string
		ilvl     = -1
		lvl      docxLevel
	)
	err := walkXML(data, func(d *xml.Decoder, tok xml.Token) error {
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "abstractNum":
				abs, _ = attr(t, "abstractNumId")
				n.abstract[abs] = map[int]docxLevel{}
			case "num":
				num, _ = attr(t, "numId")
			case "abstractNumId":
				if num != "" {
					n.nums[num], _ = attr(t, "val")
				}
			case "lvl":
				if abs != "" {
					v, _ := attr(t, "ilvl")
					ilvl, _ = strconv.Atoi(v)
					lvl = docxLevel{format: "decimal", start: 1}
				}
			case "start":
				if ilvl >= 0 {
					v, _ := attr(t, "val")
					lvl.start, _ = strconv.Atoi(v)
				}
			case "numFmt":
				if ilvl >= 0 {
					lvl.format, _ = attr(t, "val")
				}
			case "isLgl":
				if ilvl >= 0 {
					v, _ := attr(t, "val")
					lvl.legal = v != "0" && v != "false"
				}
			case "lvlText":
				if ilvl >= 0 {
					lvl.text, _ = attr(t, "val")
				}
			case "pPr", "rPr", "lvlOverride":
				if err := d.Skip(); err != nil {
					return err
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "lvl":
				if abs != "" && ilvl >= 0 {
					n.abstract[abs][ilvl] = lvl
				}
				ilvl = -1
			case "abstractNum":
				abs = ""
			case "num":
				num = ""
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return n, nil
}

// label counts a paragraph of list numID at level ilvl and returns the
// label Word shows before it ("第三章", "2.1"), "" for none.
func (n *docxNumbering) label(numID string, ilvl int) string {
	abs, ok := n.nums[numID]
	if !ok || numID == "0" {
		return ""
	}
	levels := n.abstract[abs]
	lvl, ok := levels[ilvl]
	if !ok {
		return ""
	}
	counts := n.counts[abs]
	if counts == nil {
		counts = map[int]int{}
		n.counts[abs] = counts
	}
	if c, ok := counts[ilvl]; ok {
		counts[ilvl] = c + 1
	} else {
		counts[ilvl] = lvl.start
	}
	for deeper := range counts {
		if deeper > ilvl {
			delete(counts, deeper) // a new chapter restarts its sections
		}
	}
	if lvl.format == "bullet" {
		return "•"
	}
	text := lvl.text
	for k := 8; k >= 0; k-- { // %1…%9, the higher first so %1 does not eat %10's digit
		token := "%" + strconv.Itoa(k+1)
		if !strings.Contains(text, token) {
			continue
		}
		c, ok := counts[k]
		if !ok {
			c = levels[k].start
		}
		format := levels[k].format
		if lvl.legal {
			format = "decimal"
		}
		text = strings.ReplaceAll(text, token, formatNumber(c, format))
	}
	return strings.TrimSpace(text)
}

// formatNumber writes n in a Word number format.
func formatNumber(n int, format string) string {
	switch format {
	case "none":
		return ""
	case "decimalZero":
		return fmt.Sprintf("%02d", n)
	case "decimalFullWidth", "decimalFullWidth2":
		return strings.Map(func(r rune) rune { return r - '0' + '０' }, strconv.Itoa(n))
	case "chineseCounting", "chineseCountingThousand", "japaneseCounting", "taiwaneseCounting", "ideographDigital":
		return ChineseNumber(n)
	case "chineseLegalSimplified":
		return strings.NewReplacer("一", "壹", "二", "贰", "三", "叁", "四", "肆", "五", "伍", "六", "陆", "七", "柒", "八", "捌", "九", "玖", "十", "拾", "百", "佰", "千", "仟").Replace(ChineseNumber(n))
	case "ideographTraditional":
		if n >= 1 && n <= 10 {
			return string([]rune("甲乙丙丁戊己庚辛壬癸")[n-1])
		}
	case "ideographZodiac":
		if n >= 1 && n <= 12 {
			return string([]rune("子丑寅卯辰巳午未申酉戌亥")[n-1])
		}
	case "upperRoman", "lowerRoman":
		if s := roman(n); format == "lowerRoman" {
			return strings.ToLower(s)
		} else {
			return s
		}
	case "upperLetter", "lowerLetter":
		if n >= 1 {
			// Word repeats the letter past Z: AA, BB.
			s := strings.Repeat(string(rune('A'+(n-1)%26)), (n-1)/26+1)
			if format == "lowerLetter" {
				return strings.ToLower(s)
			}
			return s
		}
	}
	return strconv.Itoa(n)
}

// ChineseNumber writes 0 < n < 100000000 in Chinese numerals as chapter
// numbers are written: 一, 十, 十一, 二十, 一百零一, 一千零二十, 一万零一十,
// 十二万; n outside that range in Arabic digits.
func ChineseNumber(n int) string {
	if n <= 0 || n >= 100000000 {
		return strconv.Itoa(n)
	}
	if n < 10000 {
		return chineseBelow10000(n, false)
	}
	s := chineseBelow10000(n/10000, false) + "万"
	switch low := n % 10000; {
	case low == 0:
	case low < 1000:
		s += "零" + chineseBelow10000(low, true) // 一万零一十: 一十 after 零
	default:
		s += chineseBelow10000(low, false)
	}
	return s
}

// chineseBelow10000 writes 0 < n < 10000; tenOne writes 10 to 19 with
// their 一 (一十一), as they are written after 零.
func chineseBelow10000(n int, tenOne bool) string {
	digits := []rune("零一二三四五六七八九")
	units := []string{"千", "百", "十", ""}
	var b strings.Builder
	zero := false
	for i, div := range []int{1000, 100, 10, 1} {
		d := n / div % 10
		switch {
		case d == 0:
			zero = b.Len() > 0
		default:
			if zero {
				b.WriteRune('零')
				zero = false
			}
			if !(d == 1 && div == 10 && b.Len() == 0 && !tenOne) { // 十一, not 一十一
				b.WriteRune(digits[d])
			}
			b.WriteString(units[i])
		}
	}
	return b.String()
}

// roman writes 0 < n < 4000 in Roman numerals.
func roman(n int) string {
	if n <= 0 || n >= 4000 {
		return strconv.Itoa(n)
	}
	var b strings.Builder
	for _, p := range []struct {
		v int
		s string
	}{{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}} {
		for n >= p.v {
			b.WriteString(p.s)
			n -= p.v
		}
	}
	return b.String()
}
