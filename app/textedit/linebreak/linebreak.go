// Package linebreak wraps a paragraph into lines: UAX #14 line-break
// opportunities (from go-text/typesetting's segmenter, the library Fyne
// shapes text with) narrowed by the kinsoku rules of Chinese and Japanese
// typesetting, then a greedy fit to the line width.
//
// The rules it keeps, in order of precedence:
//   - a line never starts with closing punctuation (，。、；：！？）」』》…) and
//     never ends with opening punctuation (（「『《“…);
//   - a Latin word is never broken (UAX #14 gives no opportunity inside
//     one) unless it alone is wider than the line;
//   - spaces at the end of a line hang past the margin instead of wrapping;
//   - where the caller leaves room past the margin (Breaker.Hang), closing
//     punctuation may hang into it (标点悬挂), but never —— or ……, which
//     are neither split nor hung (W3C clreq): they come down with the
//     character before them.
//
// When no permitted break fits (a long word, or a run the rules glue
// together), the line is cut after the last rune that fits.
package linebreak

import (
	"strings"
	"unicode"

	"github.com/go-text/typesetting/segmenter"
)

// noLineStart holds the runes kinsoku forbids at the start of a line:
// closing brackets and quotes, sentence and clause punctuation, ellipsis,
// dashes, the middle dot, iteration marks and small kana.
const noLineStart = "，。、；：！？）」』》〉】〕〗〙〛〞”’…‥—–·・﹐﹑﹒﹔﹕﹖﹗﹚﹜﹞" +
	"！％），．：；？］｝～｡｣､ー々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ" +
	"!%),.:;?]}¢°′″‰℃"

// noLineEnd holds the runes kinsoku forbids at the end of a line: opening
// brackets and quotes, and currency signs that belong to the number after
// them.
const noLineEnd = "（「『《〈【〔〖〘〚〝“‘﹙﹛﹝（［｛｢([{£¥$＄￥＃#"

var (
	forbiddenStart = runeSet(noLineStart)
	forbiddenEnd   = runeSet(noLineEnd)
)

func runeSet(s string) map[rune]bool {
	m := make(map[rune]bool)
	for _, r := range s {
		m[r] = true
	}
	return m
}

// noHang holds the closing marks that never hang past the margin: the
// dashes and ellipses, which Chinese doubles (—— ……) and sets two ems
// wide, unsplit, too wide for any margin to take.
const noHang = "…‥—–"

// Breaker wraps paragraphs. Its zero value is ready and hangs nothing;
// it keeps buffers between calls, so reuse one per goroutine.
type Breaker struct {
	// Phrases keeps short Chinese words of interface text whole (see
	// keepPhrases): set it for labels, not for the manuscript.
	Phrases bool
	// Hang is the width past the line's width that closing punctuation
	// may hang into at the end of a line, so that one comma or "。”"
	// does not pull a character down to the next line. Only a view that
	// draws that far past the width may set it: a label has no margin to
	// hang into, and a hung mark there is clipped (the second dash of
	// "中文里是 ——" in a Settings hint). Zero hangs nothing.
	Hang float32
	// KeepTitles keeps a short title in its marks — 《第二章 雪夜》,
	// 「第三章 出发」, “Chapter 5” — on one line whenever the line can
	// break before it instead: an interface line that names a chapter
	// read badly as 《第二章 雪 / 夜》. Prose leaves it off, as Chinese
	// typesetting breaks inside a book title like anywhere else; a title
	// wider than a whole line still breaks where it must.
	KeepTitles bool

	seg     segmenter.Segmenter
	allowed []bool
}

// titleMarks pairs the opening marks of a title with their closing ones.
var titleMarks = map[rune]rune{'《': '》', '「': '」', '『': '』', '“': '”'}

// maxTitle is the longest run, in runes between its marks, that
// KeepTitles holds together: a quoted sentence longer than that is
// speech, not a name, and breaks as prose does.
const maxTitle = 30

// notInTitle holds the punctuation of sentences and clauses: a quoted
// run with one of them inside (「今天、明天，都不行。」) is speech, which
// breaks as prose does, not a title.
const notInTitle = "，。、；：！？,.;:!?"

// Lines wraps text into lines no wider than width, where advance[i] is
// the width of text[i], and returns the rune offset at which each line
// starts; the first is always 0, and an empty text is one empty line.
func (b *Breaker) Lines(text []rune, advance []float32, width float32) []int {
	starts := []int{0}
	if len(text) == 0 {
		return starts
	}
	allowed := b.opportunities(text)
	start := 0
	for start < len(text) {
		end, fits := b.fit(text, advance, allowed, start, width)
		if !fits {
			break
		}
		starts = append(starts, end)
		start = end
	}
	return starts
}

// fit returns where the line starting at start ends: the last permitted
// break that fits, else the last position that fits where kinsoku allows
// a break and no word is split, else one where kinsoku allows it, else a
// cut after the last rune that fits (always at least one rune). fits is false when the rest of the text
// fits whole.
func (b *Breaker) fit(text []rune, advance []float32, allowed []bool, start int, width float32) (end int, fits bool) {
	var (
		w         float32 // width of text[start:i], hanging runes at its end excluded
		run       float32 // width of text[start:i]
		lastBreak = -1
	)
	for i := start; i < len(text); i++ {
		if i > start && allowed[i] {
			lastBreak = i
		}
		run += advance[i]
		switch {
		case unicode.IsSpace(text[i]):
		case i > start && hangs(text[i]) && run <= width+b.Hang:
			// Hangs: past the width, but within the room beyond it.
		default:
			w = run
		}
		if w <= width {
			continue
		}
		if lastBreak > start {
			return lastBreak, true
		}
		for p := i; p > start; p-- {
			if kinsokuAllows(text, p) && !(isWordRune(text[p-1]) && isWordRune(text[p])) {
				return p, true
			}
		}
		// Kinsoku before whole words: "MacBook，" a line wide breaks
		// as "MacBoo" "k，", not before the comma.
		for p := i; p > start; p-- {
			if kinsokuAllows(text, p) {
				return p, true
			}
		}
		return max(i, start+1), true
	}
	return len(text), false
}

// hangs reports the closing punctuation that may hang past the margin:
// kinsoku keeps it off a line's start, and it is a mark, not a letter (a
// small kana or ー), nor a dash or an ellipsis (noHang).
func hangs(r rune) bool {
	return forbiddenStart[r] && unicode.IsPunct(r) && !strings.ContainsRune(noHang, r)
}

// opportunities returns, for each i, whether a line may break before
// text[i]: a UAX #14 opportunity, or any point next to a CJK character
// (UAX #14 glues the ambiguous quotation marks “”‘’ to their neighbours,
// which Chinese sets as opening and closing brackets), that kinsoku does
// not forbid.
func (b *Breaker) opportunities(text []rune) []bool {
	b.allowed = append(b.allowed[:0], make([]bool, len(text)+1)...)
	b.seg.Init(text)
	it := b.seg.LineIterator()
	for it.Next() {
		l := it.Line()
		if end := l.Offset + len(l.Text); end < len(text) {
			b.allowed[end] = true
		}
	}
	for i := 1; i < len(text); i++ {
		if isCJK(text[i-1]) || isCJK(text[i]) {
			b.allowed[i] = true
		}
		b.allowed[i] = b.allowed[i] && kinsokuAllows(text, i)
	}
	if b.Phrases {
		keepPhrases(text, b.allowed)
	}
	if b.KeepTitles {
		keepTitles(text, b.allowed)
	}
	return b.allowed
}

// keepTitles takes away the break opportunities inside each title of
// text (an opening mark of titleMarks, at most maxTitle runes without
// notInTitle's punctuation, and its closing mark). fit still cuts inside one that is wider than a line.
func keepTitles(text []rune, allowed []bool) {
	for i := 0; i < len(text); i++ {
		closing, ok := titleMarks[text[i]]
		if !ok {
			continue
		}
		for j := i + 1; j < len(text) && j <= i+maxTitle+1; j++ {
			if strings.ContainsRune(notInTitle, text[j]) {
				break
			}
			if text[j] == closing {
				for k := i + 1; k <= j; k++ {
					allowed[k] = false
				}
				i = j
				break
			}
		}
	}
}

// kinsokuAllows reports whether kinsoku permits a break before text[i].
func kinsokuAllows(text []rune, i int) bool {
	return !forbiddenStart[text[i]] && !forbiddenEnd[text[i-1]]
}

// isCJK reports runes of the CJK blocks, between any two of which Chinese
// may break, except fullwidth Latin letters and digits, which form words.
func isCJK(r rune) bool {
	return r >= 0x2E80 && !isWordRune(r)
}

// isWordRune reports letters and digits of alphabetic scripts, which a
// break must not separate.
func isWordRune(r rune) bool {
	switch {
	case r >= 0xFF10 && r <= 0xFF19, r >= 0xFF21 && r <= 0xFF3A, r >= 0xFF41 && r <= 0xFF5A:
		return true // fullwidth digits and Latin letters
	case r >= 0x2E80:
		return false
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}
