package textedit

import (
	"strings"
	"unicode/utf8"

	"inkflow/engine"
)

// textPos is a place in the text: before rune Col of paragraph Para. Every
// edit is addressed by textPos, so a keystroke never has to count through
// the paragraphs before it.
type textPos struct{ Para, Col int }

// before reports whether p comes before q.
func (p textPos) before(q textPos) bool {
	return p.Para < q.Para || (p.Para == q.Para && p.Col < q.Col)
}

// ordered returns p and q in text order.
func ordered(p, q textPos) (textPos, textPos) {
	if q.before(p) {
		return q, p
	}
	return p, q
}

// paragraph is one line of the chapter: the text between two line
// breaks. A StoryBlock of the engine is one or more consecutive non-blank
// paragraphs; blank lines are empty paragraphs, so the text round-trips
// exactly.
type paragraph struct {
	text   []rune
	counts engine.TextCounts // engine.CountText of text
	lay    layout
}

func newParagraph(text []rune) *paragraph {
	p := &paragraph{text: text}
	p.counts = engine.CountText(string(text))
	return p
}

// document is the chapter as paragraphs, with totals kept up to date per
// edit.
type document struct {
	paras  []*paragraph
	counts engine.TextCounts
	// prefix[i] is the rune offset of paragraph i in the whole text, valid
	// for i < prefixValid; an edit invalidates from its paragraph on, so
	// offsets near the caret stay cheap while typing.
	prefix      []int
	prefixValid int
}

// normalize turns "\r\n" and "\r" into "\n": the editor's paragraphs are
// separated by "\n" alone.
func normalize(s string) string {
	if !strings.ContainsRune(s, '\r') {
		return s
	}
	return strings.ReplaceAll(strings.ReplaceAll(s, "\r\n", "\n"), "\r", "\n")
}

func (d *document) setText(s string) {
	lines := strings.Split(normalize(s), "\n")
	d.paras = make([]*paragraph, len(lines))
	d.counts = engine.TextCounts{}
	for i, l := range lines {
		p := newParagraph([]rune(l))
		d.paras[i] = p
		d.counts = d.counts.Add(p.counts)
	}
	d.prefixValid = 0
}

// text joins the paragraphs: O(n), for saves.
func (d *document) text() string {
	var b strings.Builder
	for i, p := range d.paras {
		if i > 0 {
			b.WriteByte('\n')
		}
		for _, r := range p.text {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// end is the position after the last rune.
func (d *document) end() textPos {
	last := len(d.paras) - 1
	return textPos{last, len(d.paras[last].text)}
}

// clamp moves p into the text.
func (d *document) clamp(p textPos) textPos {
	p.Para = min(max(p.Para, 0), len(d.paras)-1)
	p.Col = min(max(p.Col, 0), len(d.paras[p.Para].text))
	return p
}

// slice returns the text between from and to (from ≤ to), paragraphs
// joined by "\n".
func (d *document) slice(from, to textPos) string {
	if from.Para == to.Para {
		return string(d.paras[from.Para].text[from.Col:to.Col])
	}
	var b strings.Builder
	b.WriteString(string(d.paras[from.Para].text[from.Col:]))
	for i := from.Para + 1; i < to.Para; i++ {
		b.WriteByte('\n')
		b.WriteString(string(d.paras[i].text))
	}
	b.WriteByte('\n')
	b.WriteString(string(d.paras[to.Para].text[:to.Col]))
	return b.String()
}

// replace puts s (already normalized) in place of the text between from
// and to (from ≤ to) and returns the position after s. Only the
// paragraphs touched are rebuilt and recounted.
func (d *document) replace(from, to textPos, s string) textPos {
	head := d.paras[from.Para].text[:from.Col]
	tail := d.paras[to.Para].text[to.Col:]
	lines := strings.Split(s, "\n")
	fresh := make([]*paragraph, len(lines))
	for i, l := range lines {
		var rs []rune
		if i == 0 {
			rs = append(rs, head...)
		}
		rs = append(rs, []rune(l)...)
		if i == len(lines)-1 {
			rs = append(rs, tail...)
		}
		fresh[i] = newParagraph(rs)
	}
	for _, p := range d.paras[from.Para : to.Para+1] {
		d.counts = d.counts.Sub(p.counts)
	}
	for _, p := range fresh {
		d.counts = d.counts.Add(p.counts)
	}
	old := to.Para + 1 - from.Para
	switch {
	case len(fresh) == old:
		copy(d.paras[from.Para:], fresh)
	default:
		rest := d.paras[to.Para+1:]
		paras := make([]*paragraph, 0, len(d.paras)-old+len(fresh))
		paras = append(paras, d.paras[:from.Para]...)
		paras = append(paras, fresh...)
		d.paras = append(paras, rest...)
	}
	d.prefixValid = min(d.prefixValid, from.Para)
	last := lines[len(lines)-1]
	if len(lines) == 1 {
		return textPos{from.Para, from.Col + utf8.RuneCountInString(last)}
	}
	return textPos{from.Para + len(lines) - 1, utf8.RuneCountInString(last)}
}

// offset returns the rune offset of p in the whole text, paragraphs
// separated by one "\n".
func (d *document) offset(p textPos) int {
	d.extendPrefix(p.Para)
	return d.prefix[p.Para] + p.Col
}

// pos returns the position of a rune offset, clamped to the text.
func (d *document) pos(offset int) textPos {
	d.extendPrefix(len(d.paras) - 1)
	lo, hi := 0, len(d.paras)-1 // the last paragraph starting at or before offset
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if d.prefix[mid] <= offset {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return d.clamp(textPos{lo, offset - d.prefix[lo]})
}

func (d *document) extendPrefix(upto int) {
	if len(d.prefix) < len(d.paras) {
		d.prefix = append(d.prefix, make([]int, len(d.paras)-len(d.prefix))...)
	}
	for i := d.prefixValid; i <= upto; i++ {
		if i == 0 {
			d.prefix[0] = 0
		} else {
			d.prefix[i] = d.prefix[i-1] + len(d.paras[i-1].text) + 1
		}
	}
	d.prefixValid = max(d.prefixValid, upto+1)
}

// endOf returns the position after s inserted at p.
func endOf(p textPos, s string) textPos {
	n := strings.Count(s, "\n")
	if n == 0 {
		return textPos{p.Para, p.Col + utf8.RuneCountInString(s)}
	}
	return textPos{p.Para + n, utf8.RuneCountInString(s[strings.LastIndexByte(s, '\n')+1:])}
}
