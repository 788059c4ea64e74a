package tokenizer

import (
	"sort"
	"sync"
	"unicode"
)

// Character classes used by the normalizer and the pre-tokenizer. They are
// bits so one table lookup answers every question about a rune.
const (
	clsSpace         uint8 = 1 << iota // JS \s: becomes a space, splits words
	clsControl                         // removed by clean_text (Cc, Cf, Co, Cs minus \t \n \r)
	clsPunct                           // isolated by the pre-tokenizer
	clsCJK                             // surrounded by spaces by handle_chinese_chars
	clsMn                              // removed by strip_accents after NFD
	clsCased                           // Final_Sigma context
	clsCaseIgnorable                   // Final_Sigma context
)

var (
	bmpOnce  sync.Once
	bmpClass *[0x10000]uint8 // classes of every BMP rune, filled by initClasses
)

// initClasses fills the BMP class table. It runs once, on the first Parse,
// rather than in package init so that importing the package costs nothing.
// About 1 ms of work buys an O(1) lookup per rune on the hot path.
func initClasses() {
	bmpOnce.Do(func() {
		t := new([0x10000]uint8)
		for r := rune(0); r < 0x10000; r++ {
			t[r] = slowClass(r)
		}
		bmpClass = t
	})
}

// classOf returns the class bits of r. Surrogate code points and values
// outside Unicode never occur here: decoding turns them into U+FFFD.
func classOf(r rune) uint8 {
	if r < 0x10000 && r >= 0 {
		return bmpClass[r]
	}
	return slowClass(r)
}

// slowClass computes the class bits of r from the generated tables.
func slowClass(r rune) uint8 {
	var c uint8
	if unicode.Is(tableSpace, r) {
		c |= clsSpace
	}
	// clean_text keeps tab, newline and carriage return: they are control
	// characters to Unicode but whitespace to BERT.
	if r != '\t' && r != '\n' && r != '\r' && unicode.Is(tableControl, r) {
		c |= clsControl
	}
	if unicode.Is(tablePunct, r) {
		c |= clsPunct
	}
	if isChineseCodeUnit(r) {
		c |= clsCJK
	}
	if unicode.Is(tableMn, r) {
		c |= clsMn
	}
	if unicode.Is(tableCased, r) {
		c |= clsCased
	}
	if unicode.Is(tableCaseIgnorable, r) {
		c |= clsCaseIgnorable
	}
	return c
}

// isChineseCodeUnit reports whether handle_chinese_chars puts spaces around
// r. The reference JS tokenizer tests UTF-16 code units, so only the BMP
// blocks of BERT's list can ever match: CJK Unified Ideographs, Extension A
// and the Compatibility Ideographs. Ideographs outside the BMP (Extension B
// and later, U+2F800 compatibility supplement) are NOT spaced — unlike the
// Rust and Python implementations, which test code points.
func isChineseCodeUnit(r rune) bool {
	return (r >= 0x4E00 && r <= 0x9FFF) ||
		(r >= 0x3400 && r <= 0x4DBF) ||
		(r >= 0xF900 && r <= 0xFAFF)
}

// lowerPair is one entry of the generated single code point lowercase table.
type lowerPair struct {
	From, To rune
}

// toLowerRune returns the context-free lowercase form of r when it is a
// single code point; ok is false when r needs lowerMulti.
func toLowerRune(r rune) (lower rune, ok bool) {
	if r < 0x80 {
		if 'A' <= r && r <= 'Z' {
			r += 'a' - 'A'
		}
		return r, true
	}
	i := sort.Search(len(lowerSingle), func(i int) bool { return lowerSingle[i].From >= r })
	if i < len(lowerSingle) && lowerSingle[i].From == r {
		return lowerSingle[i].To, true
	}
	if _, multi := lowerMulti[r]; multi {
		return 0, false
	}
	return r, true
}
