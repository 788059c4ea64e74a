package tokenizer

import (
	"bytes"
	"cmp"
	"slices"
	"strings"
	"unicode/utf8"
)

// addedToken is one entry of tokenizer.json's added_tokens after resolution.
type addedToken struct {
	id     int64
	lstrip bool // trim whitespace at the end of the text before it
	rstrip bool // trim whitespace at the start of the text after it
}

// splitter finds added tokens in text, leftmost first and longest at a given
// position, like the reference's DictionarySplitter (a trie walk) and Rust's
// leftmost-longest Aho-Corasick. Candidates are bucketed by first byte, so
// text without any token's first byte costs one table lookup per byte.
type splitter struct {
	byFirst [256][]string // candidate contents, longest first
	// only is the first byte of every candidate when they all share one
	// (the usual "[CLS]", "[SEP]", … set), and onlyOK says so: the scan
	// then jumps with IndexByte instead of testing every byte.
	only   byte
	onlyOK bool
}

// newSplitter builds a splitter for contents; empty strings never match.
func newSplitter(contents []string) *splitter {
	s := &splitter{}
	for _, c := range contents {
		if c == "" {
			continue
		}
		s.byFirst[c[0]] = append(s.byFirst[c[0]], c)
	}
	firsts := 0
	for i := range s.byFirst {
		if len(s.byFirst[i]) > 0 {
			firsts++
			s.only = byte(i)
		}
		slices.SortStableFunc(s.byFirst[i], func(a, b string) int { return cmp.Compare(len(b), len(a)) })
	}
	s.onlyOK = firsts == 1
	return s
}

// empty reports whether the splitter can never match.
func (s *splitter) empty() bool {
	for _, b := range s.byFirst {
		if len(b) > 0 {
			return false
		}
	}
	return true
}

// span is a half-open byte range of a text.
type span struct{ start, end int }

// split appends to dst the pieces of text: alternately the text between
// matches and the matches themselves, skipping empty between-pieces. The
// reference walks UTF-16 code units and this walks bytes; both only ever match
// at character boundaries because a token's first byte is never a UTF-8
// continuation byte.
func split[T string | []byte](s *splitter, text T, dst []span) []span {
	prev := 0
	for i := 0; i < len(text); {
		if s.onlyOK {
			j := indexByte(text[i:], s.only)
			if j < 0 {
				break
			}
			i += j
		}
		cands := s.byFirst[text[i]]
		matched := 0
		for _, c := range cands {
			if len(text)-i >= len(c) && string(text[i:i+len(c)]) == c {
				matched = len(c)
				break
			}
		}
		if matched == 0 {
			i++
			continue
		}
		if i > prev {
			dst = append(dst, span{prev, i})
		}
		dst = append(dst, span{i, i + matched})
		i += matched
		prev = i
	}
	if prev < len(text) {
		dst = append(dst, span{prev, len(text)})
	}
	return dst
}

// applyStrip trims whitespace next to lstrip/rstrip tokens, in place and in
// order, exactly as the reference's forEach does: a piece is looked up in the
// added-token map after its left neighbour may already have trimmed it.
func applyStrip[T string | []byte](pieces []span, text T, added map[string]addedToken) {
	for i := range pieces {
		p := pieces[i]
		tok, ok := added[string(text[p.start:p.end])]
		if !ok {
			continue
		}
		if tok.lstrip && i > 0 {
			q := &pieces[i-1]
			for q.end > q.start {
				r, size := decodeLast(text[q.start:q.end])
				if classOf(r)&clsSpace == 0 {
					break
				}
				q.end -= size
			}
		}
		if tok.rstrip && i < len(pieces)-1 {
			q := &pieces[i+1]
			for q.start < q.end {
				r, size := decodeFirst(text[q.start:q.end])
				if classOf(r)&clsSpace == 0 {
					break
				}
				q.start += size
			}
		}
	}
}

// indexByte is strings.IndexByte or bytes.IndexByte, whichever fits.
func indexByte[T string | []byte](s T, c byte) int {
	switch v := any(s).(type) {
	case string:
		return strings.IndexByte(v, c)
	case []byte:
		return bytes.IndexByte(v, c)
	}
	return -1
}

// decodeFirst decodes the first rune of s.
func decodeFirst[T string | []byte](s T) (rune, int) {
	switch v := any(s).(type) {
	case string:
		return utf8.DecodeRuneInString(v)
	case []byte:
		return utf8.DecodeRune(v)
	}
	return utf8.RuneError, 1
}

// decodeLast decodes the last rune of s.
func decodeLast[T string | []byte](s T) (rune, int) {
	switch v := any(s).(type) {
	case string:
		return utf8.DecodeLastRuneInString(v)
	case []byte:
		return utf8.DecodeLastRune(v)
	}
	return utf8.RuneError, 1
}
