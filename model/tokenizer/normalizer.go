package tokenizer

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// bertNormalizer is the BertNormalizer of tokenizer.json, applied in the
// order of the reference JS implementation: clean_text, handle_chinese_chars,
// lowercase, strip_accents. (Rust strips accents before lowercasing; the two
// orders give the same ids for every case we know of, but the JS order is the
// one the golden ids prove.)
type bertNormalizer struct {
	cleanText    bool // drop NUL, U+FFFD and control characters; whitespace → ' '
	chineseChars bool // put ' ' around CJK ideographs (BMP only, see isChineseCodeUnit)
	lowercase    bool // full Unicode lowercase, with İ → i̇ and final sigma
	stripAccents bool // NFD, then drop nonspacing marks
}

// normBuffers holds the reusable buffers of one normalization.
type normBuffers struct {
	a, b []byte
}

// normalize returns the normalized form of s. The result aliases one of the
// buffers in nb and is valid until the next call; s must be valid UTF-8.
func (n *bertNormalizer) normalize(s string, nb *normBuffers) []byte {
	out := nb.a[:0]
	ascii := true // lets lowercase and strip_accents take a byte-wise path
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			i++
			if n.cleanText {
				cls := bmpClass[c]
				if c == 0 || cls&clsControl != 0 {
					continue
				}
				if cls&clsSpace != 0 {
					c = ' '
				}
			}
			out = append(out, c)
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		enc := s[i : i+size]
		i += size
		cls := classOf(r)
		if n.cleanText {
			// s is valid UTF-8, so RuneError is a literal U+FFFD, which
			// BERT treats as garbage and removes.
			if r == utf8.RuneError || cls&clsControl != 0 {
				continue
			}
			if cls&clsSpace != 0 {
				out = append(out, ' ')
				continue
			}
		}
		ascii = false
		if n.chineseChars && cls&clsCJK != 0 {
			out = append(out, ' ')
			out = append(out, enc...)
			out = append(out, ' ')
			continue
		}
		out = append(out, enc...)
	}
	nb.a = out

	if n.lowercase {
		if ascii {
			for i, c := range out {
				if 'A' <= c && c <= 'Z' {
					out[i] = c + ('a' - 'A')
				}
			}
		} else {
			nb.b = lowerInto(nb.b[:0], out)
			nb.a, nb.b = nb.b, nb.a
			out = nb.a
		}
	}
	// The reference follows Rust's rule: strip_accents null means "same as
	// lowercase"; that resolution happens in Parse.
	if n.stripAccents && !ascii {
		nfd := norm.NFD.Append(nb.b[:0], out...)
		kept := nfd[:0]
		for i := 0; i < len(nfd); {
			r, size := utf8.DecodeRune(nfd[i:])
			if classOf(r)&clsMn == 0 {
				kept = append(kept, nfd[i:i+size]...)
			}
			i += size
		}
		nb.b = kept
		nb.a, nb.b = nb.b, nb.a
		out = nb.a
	}
	return out
}

// lowerInto appends the full lowercase form of src to dst, as
// String.prototype.toLowerCase computes it: context-free mappings from the
// reference tables, multi code point results (U+0130 → "i\u0307"), and the
// Final_Sigma rule for U+03A3.
func lowerInto(dst, src []byte) []byte {
	for i := 0; i < len(src); {
		c := src[i]
		if c < utf8.RuneSelf {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			dst = append(dst, c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(src[i:])
		switch {
		case r == 'Σ':
			if isFinalSigma(src, i, i+size) {
				dst = utf8.AppendRune(dst, 'ς')
			} else {
				dst = utf8.AppendRune(dst, 'σ')
			}
		default:
			if l, ok := toLowerRune(r); ok {
				dst = utf8.AppendRune(dst, l)
			} else {
				dst = append(dst, lowerMulti[r]...)
			}
		}
		i += size
	}
	return dst
}

// isFinalSigma implements Unicode's Final_Sigma condition for the sigma at
// src[start:end] the way ICU (and so V8) does: case-ignorable characters are
// skipped on both sides even when they are also cased; a cased letter must
// come before and none after.
func isFinalSigma(src []byte, start, end int) bool {
	before := false
	for j := start; j > 0; {
		r, size := utf8.DecodeLastRune(src[:j])
		cls := classOf(r)
		if cls&clsCaseIgnorable != 0 {
			j -= size
			continue
		}
		before = cls&clsCased != 0
		break
	}
	if !before {
		return false
	}
	for k := end; k < len(src); {
		r, size := utf8.DecodeRune(src[k:])
		cls := classOf(r)
		if cls&clsCaseIgnorable != 0 {
			k += size
			continue
		}
		return cls&clsCased == 0
	}
	return true
}
