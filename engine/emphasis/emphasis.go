// Package emphasis reads and writes the italics and bold of a plain-text
// manuscript. Plain-text manuscripts mark italics with underscores
// (_Ruins of Empires_, as every Project Gutenberg book does) or asterisks
// (*now*), and bold with doubled asterisks (**never**, as Markdown does;
// ***both*** for bold italics), and InkFlow's editor is plain text, so a
// chapter's text keeps the author's markers: the exports that can set
// them (EPUB, DOCX) set them from Runs, and the imports of those formats
// write their italics and bold back as markers (Mark), so that an export
// imported again reads as the text that went out. Both engine/export and
// engine/importer use it, which is why it is a package of its own
// (export imports importer).
package emphasis

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/terms"
)

// Run is a stretch of a paragraph set in one style: italic, bold, both
// or neither.
type Run struct {
	Text   string
	Italic bool
	Bold   bool
}

// Span is one emphasis span of a paragraph: the byte offsets and lengths
// of its opening and closing markers, and whether it is bold (**) rather
// than italic (_ or *). A ***both*** span comes as two Spans, one of
// each, whose markers share the three-asterisk runs.
type Span struct {
	Open, OpenLen   int
	Close, CloseLen int
	Bold            bool
}

// Runs splits a paragraph into runs at its emphasis markers and
// drops the markers: "a _b_ c" is "a ", italic "b", " c"; "**b**" is
// bold "b" and "***b***" bold and italic "b". A marker is a single _, a
// single * (italics), a ** (bold) or a *** (both) that opens a span when
// it starts the paragraph or follows a space, punctuation or a CJK
// character and comes before a character that is not a space, and closes
// one when it follows a character that is not a space and ends the
// paragraph or comes before a space, punctuation or a CJK character
// (Chinese has no spaces between words: 他**非常**生气 is bold 非常). So
// snake_case and file_names.txt (a marker inside a word), 2*3*4, a lone
// asterisk or underscore, a footnote mark (word*), * * * and *** scene
// breaks (a marker with no text after it opens nothing), __, ****
// and longer runs of asterisks, and a span left open stay as written. A
// span ends at the first closer of its own marker; one marker inside
// another's span (_a *b* c_, **a _b_ c**) is set with it, and one whose
// span would cross the other's stays as written. One pass over the
// paragraph: the cost is its length whatever the markers.
func Runs(p string) []Run {
	spans := Spans(p)
	if len(spans) == 0 {
		return []Run{{Text: p}}
	}
	// Mark each byte's style, then cut runs. A paragraph is short (a
	// line), so a byte map costs no more than the copy of its text the
	// runs are.
	const (
		italic = 1 << iota
		bold
		marker
	)
	style := make([]byte, len(p))
	for _, s := range spans {
		bit := byte(italic)
		if s.Bold {
			bit = bold
		}
		for j := s.Open + s.OpenLen; j < s.Close; j++ {
			style[j] |= bit
		}
	}
	for _, s := range spans {
		for j := range s.OpenLen {
			style[s.Open+j] = marker
		}
		for j := range s.CloseLen {
			style[s.Close+j] = marker
		}
	}
	var runs []Run
	start := -1
	cur := byte(0)
	flush := func(end int) {
		if start < 0 || end == start {
			start = -1
			return
		}
		r := Run{Text: p[start:end], Italic: cur&italic != 0, Bold: cur&bold != 0}
		if n := len(runs); n > 0 && runs[n-1].Italic == r.Italic && runs[n-1].Bold == r.Bold {
			// Text on both sides of a dropped inner marker (_a *b* c_).
			runs[n-1].Text += r.Text
		} else {
			runs = append(runs, r)
		}
		start = -1
	}
	for j := 0; j < len(p); j++ {
		switch {
		case style[j] == marker:
			flush(j)
		case start < 0:
			start, cur = j, style[j]
		case style[j] != cur:
			flush(j)
			start, cur = j, style[j]
		}
	}
	flush(len(p))
	return runs
}

// Plain returns s without the markers of its emphasis spans (Spans: a
// text of several lines may be given whole): what a reader sees, which
// the keyword index reads, so that 他**非常**生气 holds the pairs of
// characters 他非 and 常生 as 他非常生气 does. Text without a span is
// returned as it is, uncopied.
func Plain(s string) string {
	spans := Spans(s)
	if len(spans) == 0 {
		return s
	}
	drop := make([]bool, len(s))
	for _, sp := range spans {
		for j := range sp.OpenLen {
			drop[sp.Open+j] = true
		}
		for j := range sp.CloseLen {
			drop[sp.Close+j] = true
		}
	}
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		if !drop[i] {
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

// Spans returns the emphasis spans of p, in the order they close (an
// inner span before the one around it), by Runs's rules. A span ends at
// the end of its line: a text of several paragraphs (a search result's
// passage) may be given whole. The front ends use it to draw a passage's
// italics and bold.
func Spans(p string) []Span {
	// opener is a pending opening marker run: pos is where it starts,
	// [pos, hi) its bytes no span has taken yet (a *** opener is shared
	// by an italic and a bold span, the inner one taking its last bytes).
	type opener struct{ pos, hi int }
	// open[k] is the pending opener of kind k, nil for none.
	const (
		underscore = iota // _italic_
		star              // *italic*
		double            // **bold**
	)
	var open [3]*opener
	var spans []Span
	prev := rune(-1) // the rune before i; -1 at the start
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRuneInString(p[i:])
		if r == '\n' {
			open = [3]*opener{}
		}
		if r != '_' && r != '*' {
			prev, i = r, i+size
			continue
		}
		// The whole run of this marker character.
		n := 1
		for i+n < len(p) && rune(p[i+n]) == r {
			n++
		}
		next, _ := utf8.DecodeRuneInString(p[i+n:])
		if i+n >= len(p) {
			next = -1
		}
		// The kinds of span the run opens or closes: a single _ or *
		// italics, ** bold, *** both; anything longer is text.
		var kinds []int
		switch {
		case r == '_' && n == 1:
			kinds = []int{underscore}
		case r == '*' && n == 1:
			kinds = []int{star}
		case r == '*' && n == 2:
			kinds = []int{double}
		case r == '*' && n == 3:
			kinds = []int{star, double}
		}
		canOpen := (prev == -1 || !isWordRune(prev) || terms.IsCJK(prev)) && next != -1 && !unicode.IsSpace(next)
		canClose := prev != -1 && !unicode.IsSpace(prev) && (next == -1 || !isWordRune(next) || terms.IsCJK(next))
		closes := canClose && len(kinds) > 0
		for _, k := range kinds {
			closes = closes && open[k] != nil
		}
		switch {
		case closes:
			// A *** closer ends the inner span (the one opened later;
			// the italic one of a shared ***) with its first bytes.
			if len(kinds) == 2 && open[double].pos > open[star].pos {
				kinds = []int{double, star}
			}
			at := i
			for _, k := range kinds {
				o := open[k]
				width := 1
				if k == double {
					width = 2
				}
				spans = append(spans, Span{Open: o.hi - width, OpenLen: width, Close: at, CloseLen: width, Bold: k == double})
				o.hi -= width
				at += width
				open[k] = nil
				// Another kind's pending opener inside this span would
				// cross it: it stays as written.
				for j, other := range open {
					if other != nil && other.pos > o.pos {
						open[j] = nil
					}
				}
			}
		case canOpen && len(kinds) > 0:
			o := &opener{pos: i, hi: i + n}
			for _, k := range kinds {
				open[k] = o
			}
		}
		prev, i = r, i+n
	}
	return spans
}

// isWordRune reports whether r is part of a word (a letter, a digit or a
// combining mark), so that a marker next to it is inside the word.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// Open and Close bracket the italic text an import reads (an EPUB's em
// or i, a Word run set in italics), BoldOpen and BoldClose its bold text
// (b and strong, a Word run in bold), until Mark turns them into
// markers. They are private-use characters, which no text means without
// a font of its own.
const (
	Open      = '\uE000'
	Close     = '\uE001'
	BoldOpen  = '\uE002'
	BoldClose = '\uE003'
)

// Mark turns the italics and bold an import bracketed with Open and
// Close, BoldOpen and BoldClose into markers Runs reads back: _x_ where
// it can, *x* where the text holds an underscore that would confuse it,
// **x** for bold and ***x*** for both (**_x_** where *** would not read
// back, or where the paragraph would be a line of asterisks a scene
// break is read as: SceneBreak), and none at all around a stretch where
// no marker would read back as that style (believ italicised inside
// unbelievable): the text is kept, that stretch's style is not. White
// space at the ends of a styled stretch moves outside it (<em>word </em>
// is "_word_ ", a bold space is a space), a bold stretch that crosses an
// italic one is closed and opened again around it, and an opening
// bracket without its closing one is dropped. Cost: a few passes over
// the paragraph, or one per styled stretch where stretches need markers
// of their own.
func Mark(s string) string {
	if !strings.ContainsAny(s, string([]rune{Open, Close, BoldOpen, BoldClose})) {
		return s
	}
	text, ital, bold := bracketed(s)
	spans := markSpans(text, ital, bold)
	if len(spans) == 0 {
		return string(text)
	}
	// choice[i] is the italic marker of spans[i] ("_" or "*"), "**" for
	// a bold one, "" to leave that span unmarked.
	choice := make([]string, len(spans))
	build := func() string { return buildMarked(text, spans, choice) }
	// reads reports whether out reads back as the text with the styles
	// of the spans marked so far, and is no scene break unless the text
	// is one without markers.
	reads := func(out string) bool {
		want := make([]Run, 0, 2*len(spans)+1)
		on := make([]byte, len(text)) // 1 italic, 2 bold, as marked
		for i, sp := range spans {
			if choice[i] == "" {
				continue
			}
			for j := sp.from; j < sp.to; j++ {
				on[j] |= sp.bit
			}
		}
		for j := 0; j < len(text); {
			k := j + 1
			for k < len(text) && on[k] == on[j] {
				k++
			}
			want = append(want, Run{Text: string(text[j:k]), Italic: on[j]&1 != 0, Bold: on[j]&2 != 0})
			j = k
		}
		return sameRuns(Runs(out), want) && (!SceneBreak(out) || out == string(text))
	}
	// alongBold reports whether italic span i has a bold span of the
	// same stretch: ***both***.
	alongBold := func(i int) bool {
		for _, o := range spans {
			if o.bit == 2 && o.from == spans[i].from && o.to == spans[i].to {
				return true
			}
		}
		return false
	}
	// Whole-paragraph choices first, one pass each and what nearly every
	// paragraph needs: italics in underscores (in asterisks where bold
	// goes with them, ***both***), then every italic in asterisks, then
	// every one in underscores.
	for _, pick := range []func(i int) string{
		func(i int) string {
			if alongBold(i) {
				return "*"
			}
			return "_"
		},
		func(int) string { return "*" },
		func(int) string { return "_" },
	} {
		for i, sp := range spans {
			choice[i] = "**"
			if sp.bit == 1 {
				choice[i] = pick(i)
			}
		}
		if out := build(); reads(out) {
			return out
		}
	}
	// Else stretch by stretch: the first marker that reads back, none
	// if no marker does (a pass per styled stretch of one paragraph).
	clear(choice)
	for i, sp := range spans {
		options := []string{"**"}
		if sp.bit == 1 {
			options = []string{"_", "*"}
			if alongBold(i) {
				options = []string{"*", "_"}
			}
		}
		for _, m := range options {
			if choice[i] = m; reads(build()) {
				break
			}
			choice[i] = ""
		}
	}
	return build()
}

// bracketed reads an import's bracketed text: its runes without the
// brackets, and for each whether it is italic and whether bold. An
// opening bracket without its closing one styles nothing.
func bracketed(s string) (text []rune, ital, bold []bool) {
	type kind struct {
		open, close rune
		pending     int      // rune index in s of an unclosed opener, -1 for none
		pairs       [][2]int // [opener, closer] rune indexes in s
	}
	kinds := []*kind{{open: Open, close: Close, pending: -1}, {open: BoldOpen, close: BoldClose, pending: -1}}
	rs := []rune(s)
	for i, r := range rs {
		for _, k := range kinds {
			switch {
			case r == k.open && k.pending < 0:
				k.pending = i
			case r == k.close && k.pending >= 0:
				k.pairs = append(k.pairs, [2]int{k.pending, i})
				k.pending = -1
			}
		}
	}
	// Each kind's state at each rune: inside one of its pairs or not.
	inside := func(k *kind) []bool {
		in := make([]bool, len(rs))
		for _, pr := range k.pairs {
			for j := pr[0] + 1; j < pr[1]; j++ {
				in[j] = true
			}
		}
		return in
	}
	inItal, inBold := inside(kinds[0]), inside(kinds[1])
	for i, r := range rs {
		if r == Open || r == Close || r == BoldOpen || r == BoldClose {
			continue
		}
		text = append(text, r)
		ital = append(ital, inItal[i])
		bold = append(bold, inBold[i])
	}
	return text, ital, bold
}

// markSpan is one stretch Mark sets markers around: the runes [from, to)
// of the text, bit 1 for italic, 2 for bold.
type markSpan struct {
	from, to int
	bit      byte
}

// markSpans returns the stretches of italic and bold, without the white
// space at their ends (the markers go around the words; a stretch of
// spaces alone is left plain). An italic stretch that crosses a bold one
// is cut where the bold begins or ends inside it, so that the markers
// nest: bold "ab cd" and italic "cd ef" are **ab _cd_** _ef_.
func markSpans(text []rune, ital, bold []bool) []markSpan {
	stretches := func(on []bool) [][2]int {
		var out [][2]int
		for i := 0; i < len(on); {
			if !on[i] {
				i++
				continue
			}
			j := i
			for j < len(on) && on[j] {
				j++
			}
			out = append(out, [2]int{i, j})
			i = j
		}
		return out
	}
	var spans []markSpan
	add := func(from, to int, bit byte) {
		for from < to && unicode.IsSpace(text[from]) {
			from++
		}
		for to > from && unicode.IsSpace(text[to-1]) {
			to--
		}
		if from < to {
			spans = append(spans, markSpan{from: from, to: to, bit: bit})
		}
	}
	bolds := stretches(bold)
	for _, b := range bolds {
		add(b[0], b[1], 2)
	}
	for _, it := range stretches(ital) {
		from := it[0]
		for _, b := range bolds {
			switch {
			case b[0] > from && b[0] < it[1] && b[1] > it[1]:
				add(from, b[0], 1)
				from = b[0]
			case b[1] > from && b[1] < it[1] && b[0] < from:
				add(from, b[1], 1)
				from = b[1]
			}
		}
		add(from, it[1], 1)
	}
	return spans
}

// buildMarked writes text with the markers choice gives spans: at each
// position the spans that end there close (inner first) before those
// that begin there open (outer first); where a bold and an italic span
// are the same stretch, the italic one is inside.
func buildMarked(text []rune, spans []markSpan, choice []string) string {
	// inner reports whether span a nests inside span b.
	inner := func(a, b markSpan) bool {
		if a.to-a.from != b.to-b.from {
			return a.to-a.from < b.to-b.from
		}
		return a.bit < b.bit
	}
	var b strings.Builder
	var opens, closes []markSpan
	var openChoice, closeChoice []string
	for pos := 0; pos <= len(text); pos++ {
		opens, closes = opens[:0], closes[:0]
		openChoice, closeChoice = openChoice[:0], closeChoice[:0]
		for i, sp := range spans {
			if choice[i] == "" {
				continue
			}
			if sp.to == pos {
				closes = append(closes, sp)
				closeChoice = append(closeChoice, choice[i])
			}
			if sp.from == pos {
				opens = append(opens, sp)
				openChoice = append(openChoice, choice[i])
			}
		}
		// At most one bold and one italic span end, and begin, at a
		// position: order the two.
		if len(closes) == 2 && !inner(closes[0], closes[1]) {
			closeChoice[0], closeChoice[1] = closeChoice[1], closeChoice[0]
		}
		if len(opens) == 2 && inner(opens[0], opens[1]) {
			openChoice[0], openChoice[1] = openChoice[1], openChoice[0]
		}
		for _, m := range closeChoice {
			b.WriteString(m)
		}
		for _, m := range openChoice {
			b.WriteString(m)
		}
		if pos < len(text) {
			b.WriteRune(text[pos])
		}
	}
	return b.String()
}

// SceneBreak reports whether a paragraph is a scene break's mark rather
// than prose: a short line of nothing but asterisks, hashes, tildes,
// dots, stars, diamonds or ※ and spaces (* * *, ***, #, ⁂, ※※※), or a
// rule of any length (rule: ---, ______). The exports set it centred;
// Mark writes no bold or italics that would make a paragraph of text one
// (a bold and italic ※ is not ***※***).
func SceneBreak(p string) bool {
	p = strings.TrimSpace(p)
	if rule(p) {
		return true
	}
	if p == "" || utf8.RuneCountInString(p) > 16 {
		return false
	}
	for _, r := range p {
		if !unicode.IsSpace(r) && !strings.ContainsRune(sceneBreakMarks, r) {
			return false
		}
	}
	return true
}

// rule reports a line drawn with three or more hyphens, or underscores,
// and nothing else but spaces: ---, - - -, ______, and the line of 72
// hyphens a Project Gutenberg text sets between a chapter's scenes (The
// Great Gatsby has 25). A typed --- is Markdown's thematic break, and the
// editor keeps it as typed for a scene break (a hyphen after the em dash
// -- made turns it back into ---); read as prose, the exports set it at
// the left with the paragraph indent, and Gatsby's lines as paragraphs
// of hyphens.
func rule(p string) bool {
	n, mark := 0, rune(0)
	for _, r := range p {
		switch {
		case r == ' ':
		case (r == '-' || r == '_') && (mark == 0 || r == mark):
			mark = r
			n++
		default:
			return false
		}
	}
	return n >= 3
}

// sceneBreakMarks are the characters a scene break's line is made of.
const sceneBreakMarks = "*#~•·⁂※◇◆○●☆★✻✽❖"

// Strip removes the brackets: the text of a heading, which is a title
// and carries no markers.
func Strip(s string) string { return dropBrackets(s) }

// dropBrackets removes stray brackets.
func dropBrackets(s string) string {
	return strings.NewReplacer(string(Open), "", string(Close), "", string(BoldOpen), "", string(BoldClose), "").Replace(s)
}

// sameRuns reports whether two run lists are equal.
func sameRuns(a, b []Run) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
