// Package passage cuts text into the passages keyword search scores, and
// files each passage under the child (the chunker's small unit) that holds
// most of it.
//
// A passage is a run of whole sentences of at least MinRunes runes, cut
// over an owner's whole text (a chapter, a wiki entry, a summary): the
// textbook unit of passage-level BM25, and the one `inkflow eval --mode
// bm25` uses as its baseline. The keyword index scores passages rather than
// the children themselves because the unit decides the ranking: measured
// on the leave-book-out proxies and the dev sets (testdata/eval), BM25 over
// children scored 11.80 (MRR@10 summed over 18 sets), over whole parents
// 11.84, over these passages 12.11, and over these passages filed under
// children 12.32 — children are cut at semantic cliffs, so many are short
// and a paraphrase's words fall on both sides of a cut.
package passage

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/internal/runespan"
)

// MinRunes is the length a passage grows to before it is cut, at the next
// sentence end.
const MinRunes = 300

// Span is a half-open range of rune offsets into a text.
type Span struct {
	Start, End int
}

// Len is the span's length in runes.
func (s Span) Len() int { return s.End - s.Start }

// Cut returns the passages of text, in order, as rune spans. Sentences are
// added to a passage until it holds at least MinRunes runes; a line break
// also ends a sentence. Passages cover the text without gaps; a passage
// that holds nothing but white space is left out.
func Cut(text string) []Span {
	var out []Span
	start, pos := 0, 0         // runes: the passage's start, the end of what was read
	startByte, posByte := 0, 0 // the same in bytes
	flush := func() {
		if pos > start && strings.TrimSpace(text[startByte:posByte]) != "" {
			out = append(out, Span{start, pos})
		}
		start, startByte = pos, posByte
	}
	for _, s := range sentences(text) {
		pos += utf8.RuneCountInString(s)
		posByte += len(s)
		if pos-start >= MinRunes {
			flush()
		}
	}
	flush()
	return out
}

// CutTrimmed is Cut with each passage narrowed by the white space around
// it, as AssignSpans files them: search highlights these in a parent.
func CutTrimmed(text string) []Span {
	if !utf8.ValidString(text) {
		text = string([]rune(text))
	}
	cur := runespan.NewCursor(text)
	spans := Cut(text)
	for i, p := range spans {
		spans[i] = trimSpan(cur.Slice(p.Start, p.End), p)
	}
	return spans
}

// Texts returns the passages of text as strings, trimmed of surrounding
// white space, as the BM25 baseline indexes them.
func Texts(text string) []string {
	runes := []rune(text)
	spans := Cut(text)
	out := make([]string, len(spans))
	for i, s := range spans {
		out[i] = strings.TrimSpace(string(runes[s.Start:s.End]))
	}
	return out
}

// sentences splits text after sentence-ending punctuation (with any closing
// quotes or brackets that follow it) and after every line break. The parts
// concatenate to text.
func sentences(text string) []string {
	var out []string
	start := 0
	end := false // a sentence end was seen; cut before the next opening rune
	for i, r := range text {
		switch {
		case r == '\n':
			out = append(out, text[start:i+1])
			start, end = i+1, false
		case isSentenceEnd(r) || (r == '.' && !end):
			end = true
		case end && isCloser(r):
		case end:
			out = append(out, text[start:i])
			start, end = i, false
		}
	}
	if start < len(text) {
		out = append(out, text[start:])
	}
	return out
}

// isSentenceEnd reports whether r ends a sentence (a full stop, which can
// also stand in a number or an abbreviation, is decided by sentences). A
// switch, not strings.ContainsRune: sentences asks for every rune of a
// chapter, and search cuts a chapter again for a keyword hit whose words
// cross into the next paragraph (engine/search KeywordPieces).
func isSentenceEnd(r rune) bool {
	switch r {
	case '。', '！', '？', '!', '?', '…', '；', ';':
		return true
	}
	return false
}

// isCloser reports whether r, after a sentence end, still belongs to the
// sentence: a closing quote or bracket, or another full stop.
func isCloser(r rune) bool {
	switch r {
	case '”', '’', '」', '』', '）', ')', '"', '\'', '.':
		return true
	}
	return false
}

// Assign files each passage of text under the child span that overlaps it
// most (the earlier one on a tie) and returns, for every child in order,
// the text of its passages, joined by line breaks so that no term spans
// two of them; a child that holds no passage gets "". children must be
// sorted by Start and must not overlap. Every passage that overlaps some
// child is filed exactly once, so the children's texts together hold each
// such passage once, as the baseline's index does.
func Assign(text string, children []Span) []string {
	out := make([]string, len(children))
	if len(children) == 0 {
		return out
	}
	// Passages ascend: one cursor slices them out of text without a
	// []rune copy of it (invalid bytes, each one rune, are replaced as
	// that copy replaced them).
	if !utf8.ValidString(text) {
		text = string([]rune(text))
	}
	cur := runespan.NewCursor(text)
	for i, ps := range AssignSpans(text, children) {
		parts := make([]string, len(ps))
		for j, p := range ps {
			parts[j] = cur.Slice(p.Start, p.End)
		}
		out[i] = strings.Join(parts, "\n")
	}
	return out
}

// AssignSpans is Assign's filing as rune spans of text: for every child
// in order, the spans of the passages filed under it, each trimmed of
// surrounding white space (the text Assign gives is exactly these spans'
// runes). Search uses it to show where a keyword hit is: a passage filed
// under a child reaches into its neighbours, so the child's own span can
// miss the very words that matched.
func AssignSpans(text string, children []Span) [][]Span {
	out := make([][]Span, len(children))
	if len(children) == 0 {
		return out
	}
	if !utf8.ValidString(text) {
		text = string([]rune(text))
	}
	cur := runespan.NewCursor(text)
	c := 0 // the first child that can overlap the current passage
	for _, p := range Cut(text) {
		for c < len(children) && children[c].End <= p.Start {
			c++
		}
		best, bestOverlap := -1, 0
		for i := c; i < len(children) && children[i].Start < p.End; i++ {
			if ov := min(p.End, children[i].End) - max(p.Start, children[i].Start); ov > bestOverlap {
				best, bestOverlap = i, ov
			}
		}
		if best >= 0 {
			out[best] = append(out[best], trimSpan(cur.Slice(p.Start, p.End), p))
		}
	}
	return out
}

// trimSpan narrows span, whose runes are s, by the white space around s.
// Only the white space is counted, not the whole passage: search trims
// every passage of a chapter it cuts again.
func trimSpan(s string, span Span) Span {
	left := strings.TrimLeftFunc(s, unicode.IsSpace)
	right := strings.TrimRightFunc(left, unicode.IsSpace)
	lead := utf8.RuneCountInString(s[:len(s)-len(left)])
	trail := utf8.RuneCountInString(left[len(right):])
	return Span{span.Start + lead, span.End - trail}
}
