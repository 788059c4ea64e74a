package engine

import (
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/sergi/go-diff/diffmatchpatch"
)

// DiffOp is what a span of a TextDiff does.
type DiffOp string

// Diff operations.
const (
	DiffEqual  DiffOp = "equal"  // in both texts
	DiffInsert DiffOp = "insert" // only in the new text
	DiffDelete DiffOp = "delete" // only in the old text
)

// DiffSpan is a run of text that is equal, inserted or deleted.
type DiffSpan struct {
	Op   DiffOp `json:"op"`
	Text string `json:"text"`
}

// TextDiff is the difference between an old and a new text, as spans in
// order: the equal and deleted spans spell the old text, the equal and
// inserted ones the new text. A front end renders it inline (strike the
// deleted, mark the inserted) or side by side.
type TextDiff struct {
	Spans []DiffSpan `json:"spans"`
	// Inserted and Deleted count the characters (runes) added and removed.
	Inserted int `json:"inserted"`
	Deleted  int `json:"deleted"`
}

// DiffTexts compares two texts at the granularity a reader expects: each
// CJK character is a unit, a run of other letters and digits (a Latin
// word) is one, and so is each other character. A changed word is shown as
// a whole word replaced, a changed Chinese character as that character;
// what stays the same between two edits only by chance (a comma, a
// space) goes with them.
func DiffTexts(oldText, newText string) TextDiff {
	// Map every distinct token to one rune (from U+10000, clear of the
	// surrogates) and diff the rune strings: the library's own trick for
	// line diffs, applied to tokens.
	ids := make(map[string]rune)
	var tokens []string
	encode := func(text string) []rune {
		var out []rune
		for _, tok := range diffTokens(text) {
			r, ok := ids[tok]
			if !ok {
				r = rune(0x10000 + len(tokens))
				ids[tok] = r
				tokens = append(tokens, tok)
			}
			out = append(out, r)
		}
		return out
	}
	a, b := encode(oldText), encode(newText)
	dmp := diffmatchpatch.New()
	dmp.DiffTimeout = time.Second // a rewrite of a long chapter then shows as larger spans
	// A few words kept by chance between two edits (the "." of "the
	// wind." when a paragraph gave way to "Gone.") are no sameness a
	// reader sees: the semantic cleanup makes them part of the edits, so
	// a rewrite reads as the old text struck and the new one written,
	// not a new word set in the middle of a struck paragraph.
	var d TextDiff
	for _, df := range dmp.DiffCleanupSemantic(dmp.DiffMainRunes(a, b, false)) {
		var text []byte
		for _, r := range df.Text {
			text = append(text, tokens[r-0x10000]...)
		}
		span := DiffSpan{Op: DiffEqual, Text: string(text)}
		switch df.Type {
		case diffmatchpatch.DiffInsert:
			span.Op = DiffInsert
			d.Inserted += utf8.RuneCount(text)
		case diffmatchpatch.DiffDelete:
			span.Op = DiffDelete
			d.Deleted += utf8.RuneCount(text)
		}
		d.Spans = append(d.Spans, span)
	}
	return d
}

// diffTokens splits text into diff units: runs of non-CJK letters and
// digits, and single other characters (CJK characters, punctuation,
// spaces).
func diffTokens(text string) []string {
	var out []string
	start := -1
	for i, r := range text {
		word := (unicode.IsLetter(r) || unicode.IsDigit(r)) && !isCJK(r)
		if word {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, text[start:i])
			start = -1
		}
		out = append(out, string(r))
	}
	if start >= 0 {
		out = append(out, text[start:])
	}
	return out
}
