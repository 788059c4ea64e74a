package importer

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A file whose line breaks were lost holds a whole chapter, or the whole
// book, on one line. Scraped web novels keep only the paragraphs'
// full-width indents ("……走了。　　第二天……"). Kept as it is, such a
// line is one paragraph of a million characters: no chapter heading in
// it is found, the editor lays out the whole of it on every keystroke,
// and indexing holds all of it at once. So an import breaks it up,
// before each indent, and where a piece is still far longer than any
// paragraph, at the first sentence end after every runOnTarget
// characters.
const (
	// runOnMin is the length from which a line is a run-on: novels'
	// longest paragraphs are a few thousand characters.
	runOnMin = 5000
	// runOnTarget is the least length of a paragraph cut at a sentence
	// end from a run-on line that has no indents.
	runOnTarget = 500
)

// indent is the paragraph indent of Chinese prose, two ideographic spaces.
const indent = "　　"

// breakRunOnLines returns text with its run-on lines broken into
// paragraphs; other lines are left as they are.
func breakRunOnLines(text string) string {
	if !hasRunOn(text) {
		return text
	}
	var b strings.Builder
	b.Grow(len(text) + len(text)/100)
	for i, line := range strings.Split(text, "\n") {
		if i > 0 {
			b.WriteByte('\n')
		}
		if utf8.RuneCountInString(line) < runOnMin {
			b.WriteString(line)
			continue
		}
		for j, part := range splitAtIndents(line) {
			if j > 0 {
				b.WriteByte('\n')
			}
			if utf8.RuneCountInString(part) < runOnMin {
				b.WriteString(part)
				continue
			}
			writeSentenceParagraphs(&b, part)
		}
	}
	return b.String()
}

// hasRunOn reports whether any line of text is a run-on, without
// splitting it.
func hasRunOn(text string) bool {
	for len(text) >= runOnMin {
		line, rest, _ := strings.Cut(text, "\n")
		if len(line) >= runOnMin && utf8.RuneCountInString(line) >= runOnMin {
			return true
		}
		text = rest
	}
	return false
}

// gluedHeading is a numbered chapter heading run in after the previous
// chapter's last sentence and followed by its first paragraph's indent
// ("……而去。第二回 张翼德怒鞭督邮　　且说董卓……"): the cut goes before
// 第 (submatch 1).
var gluedHeading = regexp.MustCompile(`[。！？!?”」』）)…](第[` + numerals + `]+[回章节卷][^。！？!?　]{0,30})　　`)

// splitAtIndents cuts a line before every paragraph indent but one that
// starts it (a run of more than two ideographic spaces is one indent),
// and before a heading glued to the sentence before it.
func splitAtIndents(line string) []string {
	var parts []string
	start := 0
	for _, m := range gluedHeading.FindAllStringSubmatchIndex(line, -1) {
		parts = append(parts, splitAtIndentsOnly(line[start:m[2]])...)
		start = m[2]
	}
	return append(parts, splitAtIndentsOnly(line[start:])...)
}

// splitAtIndentsOnly is splitAtIndents without the headings.
func splitAtIndentsOnly(line string) []string {
	var parts []string
	start := 0
	for from := min(len(indent), len(line)); ; {
		i := strings.Index(line[from:], indent)
		if i < 0 {
			break
		}
		at := from + i
		if strings.TrimSpace(line[start:at]) != "" {
			parts = append(parts, line[start:at])
			start = at
		}
		from = at + len(indent)
		for strings.HasPrefix(line[from:], "　") {
			from += len("　")
		}
	}
	return append(parts, line[start:])
}

// writeSentenceParagraphs writes a piece of a run-on line as paragraphs,
// each ending at the first sentence end (with its closing quotes) after
// runOnTarget characters; the spaces after a cut are dropped.
func writeSentenceParagraphs(b *strings.Builder, s string) {
	n, start := 0, 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		n++
		if n < runOnTarget || !strings.ContainsRune("。！？!?…", r) && !(r == '.' && i < len(s) && s[i] == ' ') {
			continue
		}
		for i < len(s) { // the closing quotes and brackets stay with it
			r, size := utf8.DecodeRuneInString(s[i:])
			if !strings.ContainsRune("”’」』）)\"'。！？!?…", r) {
				break
			}
			i += size
		}
		next := i
		for next < len(s) {
			r, size := utf8.DecodeRuneInString(s[next:])
			if !unicode.IsSpace(r) || r == '　' {
				break
			}
			next += size
		}
		if next == len(s) {
			break // the last sentence: nothing follows to cut from
		}
		b.WriteString(s[start:i])
		b.WriteByte('\n')
		i, start, n = next, next, 0
	}
	b.WriteString(s[start:])
}
