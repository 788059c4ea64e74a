package tokenizer

import (
	"strings"
	"unicode/utf8"
)

// toValidUTF8 replaces every ill-formed sequence in s with U+FFFD, one
// replacement per maximal subpart (Unicode §3.9, the WHATWG Encoding
// Standard). That is what Node.js does when it decodes bytes into a string
// (Buffer.toString, TextDecoder, fs.readFileSync with "utf8"), so invalid
// input reaches the normalizer as the same sequence of characters the
// reference JS tokenizer would see. Go's own range loop differs: it yields one
// U+FFFD per invalid byte (e.g. two for a truncated "\xe4\xbd", Node one).
func toValidUTF8(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			b.WriteByte(c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r != utf8.RuneError || size > 1 {
			b.WriteString(s[i : i+size])
			i += size
			continue
		}
		b.WriteRune(utf8.RuneError)
		i += maximalSubpart(s[i:])
	}
	return b.String()
}

// maximalSubpart returns the length of the longest prefix of s (which starts
// with an ill-formed sequence) that is a prefix of some well-formed UTF-8
// sequence, or 1 when there is none.
func maximalSubpart(s string) int {
	lo, hi := byte(0x80), byte(0xBF) // allowed range of the second byte
	need := 0                        // continuation bytes a full sequence has
	switch c := s[0]; {
	case c >= 0xC2 && c <= 0xDF:
		need = 1
	case c == 0xE0:
		need, lo = 2, 0xA0
	case c == 0xED:
		need, hi = 2, 0x9F // no surrogates
	case c >= 0xE1 && c <= 0xEF:
		need = 2
	case c == 0xF0:
		need, lo = 3, 0x90
	case c >= 0xF1 && c <= 0xF3:
		need = 3
	case c == 0xF4:
		need, hi = 3, 0x8F // nothing above U+10FFFF
	default:
		return 1
	}
	n := 1
	for k := 0; k < need && n < len(s); k++ {
		b := s[n]
		if k > 0 {
			lo, hi = 0x80, 0xBF
		}
		if b < lo || b > hi {
			break
		}
		n++
	}
	return n
}
