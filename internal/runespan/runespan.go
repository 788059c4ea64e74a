// Package runespan finds the byte offsets of rune offsets in a string by
// scanning it forward once, so that the spans of a long chapter (rune
// offsets, as the chunker and the database give them) can be sliced out
// of it without converting the whole text to []rune: that conversion
// takes four bytes per character, 10 MB for a 2.4-million-character
// chapter, and a slice of the string copies nothing.
package runespan

import "unicode/utf8"

// Cursor maps rune offsets of one text to byte offsets. Offsets asked in
// ascending order cost one pass over the text in all; an offset before
// the last one asked starts the scan again from the beginning.
type Cursor struct {
	text             string
	runePos, bytePos int
}

// NewCursor returns a cursor at the start of text.
func NewCursor(text string) *Cursor { return &Cursor{text: text} }

// Byte returns the byte offset of rune offset r (len(text) at or past
// the end). Each invalid byte counts as one rune, as in Go's string to
// []rune conversion.
func (c *Cursor) Byte(r int) int {
	if r < c.runePos {
		c.runePos, c.bytePos = 0, 0
	}
	for c.runePos < r && c.bytePos < len(c.text) {
		_, n := utf8.DecodeRuneInString(c.text[c.bytePos:])
		c.bytePos += n
		c.runePos++
	}
	return c.bytePos
}

// Slice returns text[start:end] in runes, sharing the text's memory. For
// valid UTF-8 it equals string([]rune(text)[start:end]).
func (c *Cursor) Slice(start, end int) string {
	from := c.Byte(start)
	return c.text[from:c.Byte(end)]
}
