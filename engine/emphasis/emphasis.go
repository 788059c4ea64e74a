// Package emphasis reads and writes the italics of a plain-text
// manuscript. Plain-text manuscripts mark italics with underscores
// (_Ruins of Empires_, as every Project Gutenberg book does) or asterisks
// (*now*), and InkFlow's editor is plain text, so a chapter's text keeps
// the author's markers: the exports that can set italics (EPUB, DOCX) set
// them from Runs, and the imports of those formats write their italics
// back as markers (Mark), so that an export imported again reads as the
// text that went out. Both engine/export and engine/importer use it,
// which is why it is a package of its own (export imports importer).
package emphasis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Run is a stretch of a paragraph set in one style: italic or not.
type Run struct {
	Text   string
	Italic bool
}

// Runs splits a paragraph into runs at its emphasis markers and
// drops the markers: "a _b_ c" is "a ", italic "b", " c". A marker is a
// single _ or * that opens a span when it starts the paragraph or follows
// a space or punctuation and comes before a character that is not a
// space, and closes one when it follows a character that is not a space
// and ends the paragraph or comes before a space or punctuation. So
// snake_case and file_names.txt (a marker inside a word), 2*3*4, a lone
// asterisk or underscore, a footnote mark (word*), * * * and *** scene
// breaks, __ and ** (a doubled marker) and a span left open stay as
// written. A span ends at the first closer of its own marker; one marker
// inside the other's span (_a *b* c_) is italic with it, and one whose
// span would cross the other's stays as written. One pass over the
// paragraph: the cost is its length whatever the markers.
func Runs(p string) []Run {
	spans := Spans(p)
	if len(spans) == 0 {
		return []Run{{Text: p}}
	}
	// Mark each byte as marker (dropped) or italic, then cut runs. A
	// paragraph is short (a line), so a byte map costs no more than the
	// copy of its text the runs are.
	const (
		plain = iota
		italic
		marker
	)
	style := make([]byte, len(p))
	for _, s := range spans {
		for j := s[0] + 1; j < s[1]; j++ {
			if style[j] == plain {
				style[j] = italic
			}
		}
		style[s[0]], style[s[1]] = marker, marker
	}
	var runs []Run
	start := -1
	cur := byte(plain)
	flush := func(end int) {
		switch {
		case start < 0 || end == start:
		case len(runs) > 0 && runs[len(runs)-1].Italic == (cur == italic):
			// Text on both sides of a dropped inner marker (_a *b* c_).
			runs[len(runs)-1].Text += p[start:end]
		default:
			runs = append(runs, Run{Text: p[start:end], Italic: cur == italic})
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

// Spans returns the byte offsets of the markers of p's emphasis spans,
// [opener, closer] for each, in the order they close (an inner span
// before the one around it), by Runs's rules. A span ends at the end of
// its line: a text of several paragraphs (a search result's passage)
// may be given whole. The front ends use it to draw a passage's italics.
func Spans(p string) [][2]int {
	// open[k] is the byte offset of the pending opener of marker k
	// (0 '_', 1 '*'), -1 for none.
	open := [2]int{-1, -1}
	// spans are the accepted [opener, closer] offsets, in closing order.
	var spans [][2]int
	prev := rune(-1) // the rune before i; -1 at the start
	for i := 0; i < len(p); {
		r, size := utf8.DecodeRuneInString(p[i:])
		if r == '\n' {
			open = [2]int{-1, -1}
		}
		k := markerIndex(r)
		if k < 0 {
			prev, i = r, i+size
			continue
		}
		next, _ := utf8.DecodeRuneInString(p[i+size:])
		if i+size >= len(p) {
			next = -1
		}
		doubled := prev == r || next == r
		canOpen := !doubled && (prev == -1 || !isWordRune(prev)) && next != -1 && !unicode.IsSpace(next)
		canClose := !doubled && prev != -1 && !unicode.IsSpace(prev) && (next == -1 || !isWordRune(next))
		switch {
		case canClose && open[k] >= 0:
			// The other marker's pending opener inside this span would
			// cross it: it stays as written.
			if o := open[1-k]; o > open[k] {
				open[1-k] = -1
			}
			spans = append(spans, [2]int{open[k], i})
			open[k] = -1
		case canOpen:
			open[k] = i
		}
		prev, i = r, i+size
	}
	return spans
}

// markerIndex is 0 for _, 1 for *, -1 for any other rune.
func markerIndex(r rune) int {
	switch r {
	case '_':
		return 0
	case '*':
		return 1
	}
	return -1
}

// isWordRune reports whether r is part of a word (a letter, a digit or a
// combining mark), so that a marker next to it is inside the word.
func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)
}

// Open and Close bracket the italic text an import reads (an EPUB's em
// or i, a Word run set in italics) until Mark turns them into markers.
// They are private-use characters, which no text means without a font
// of its own.
const (
	Open  = '\uE000'
	Close = '\uE001'
)

// Mark turns the italics an import bracketed with Open and Close into
// markers Runs reads back: _x_ where it can, *x* where the text holds an
// underscore that would confuse it, and none at all around a stretch
// where neither would read back as that italic (believ italicised inside
// unbelievable): the text is kept, that stretch's italics are not. White space at the ends of an
// italic stretch moves outside it (<em>word </em> is "_word_ "), and an
// Open or Close without its pair is dropped. Cost: two passes over the
// paragraph, or one per italic stretch where stretches need markers of
// their own.
func Mark(s string) string {
	if !strings.ContainsRune(s, Open) && !strings.ContainsRune(s, Close) {
		return s
	}
	// The stretches the import meant.
	var want []Run
	add := func(text string, italic bool) {
		if text == "" {
			return
		}
		if n := len(want); n > 0 && want[n-1].Italic == italic {
			want[n-1].Text += text
			return
		}
		want = append(want, Run{Text: text, Italic: italic})
	}
	for s != "" {
		i := strings.IndexRune(s, Open)
		if i < 0 {
			add(dropBrackets(s), false)
			break
		}
		add(dropBrackets(s[:i]), false)
		s = s[i+utf8.RuneLen(Open):]
		j := strings.IndexRune(s, Close)
		if j < 0 {
			add(dropBrackets(s), false)
			break
		}
		inner := dropBrackets(s[:j])
		s = s[j+utf8.RuneLen(Close):]
		trimmed := strings.TrimLeftFunc(inner, unicode.IsSpace)
		add(inner[:len(inner)-len(trimmed)], false)
		core := strings.TrimRightFunc(trimmed, unicode.IsSpace)
		add(core, true)
		add(trimmed[len(core):], false)
	}
	if len(want) == 0 {
		return ""
	}
	// markers[i] is the marker around want[i] ("" for plain text).
	markers := make([]string, len(want))
	build := func() string {
		var b strings.Builder
		for i, r := range want {
			b.WriteString(markers[i] + r.Text + markers[i])
		}
		return b.String()
	}
	// reads reports whether the text with markers reads back as want
	// with the italics marked so far.
	reads := func(out string) bool {
		var expect []Run
		for i, r := range want {
			italic := r.Italic && markers[i] != ""
			if n := len(expect); n > 0 && expect[n-1].Italic == italic {
				expect[n-1].Text += r.Text
			} else {
				expect = append(expect, Run{Text: r.Text, Italic: italic})
			}
		}
		return sameRuns(Runs(out), expect)
	}
	// Every stretch in underscores, else every one in asterisks: one
	// pass each, and what nearly every paragraph needs.
	for _, m := range []string{"_", "*"} {
		for i, r := range want {
			markers[i] = ""
			if r.Italic {
				markers[i] = m
			}
		}
		if out := build(); reads(out) {
			return out
		}
	}
	// Else stretch by stretch: the first marker that reads back, none
	// if neither does (a pass per italic stretch of one paragraph).
	clear(markers)
	for i, r := range want {
		if !r.Italic {
			continue
		}
		for _, m := range []string{"_", "*"} {
			if markers[i] = m; reads(build()) {
				break
			}
			markers[i] = ""
		}
	}
	return build()
}

// Strip removes Open and Close: the text of a heading, which is a title
// and carries no markers.
func Strip(s string) string { return dropBrackets(s) }

// dropBrackets removes stray Open and Close runes.
func dropBrackets(s string) string {
	return strings.NewReplacer(string(Open), "", string(Close), "").Replace(s)
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
