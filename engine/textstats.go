package engine

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/chunk"
	"inkflow/internal/runespan"
	"inkflow/storage"
)

// TextCounts are the three counts a writer may ask for. The rule (also in
// README.md, "Counts"):
//
//   - Zi (字数, as Chinese writing tools count it): every CJK character
//     (Han, kana, Hangul) counts 1; every run of other letters or digits
//     counts 1 (an apostrophe or hyphen inside a word, and a point or comma
//     between digits, keep the run together: don't, well-known, 3.14,
//     1,000); punctuation, symbols and whitespace count 0.
//   - Chars (字符数): every character except whitespace, punctuation
//     included.
//   - Words (English words, as English word processors count them): runs of
//     non-whitespace that hold at least one letter or digit count 1; a CJK
//     character counts 1 on its own and also ends the run (so mixed text
//     gets a sensible number).
//
// Counts add up over paragraphs: counting a text equals the sum of counting
// its lines, so an editor can keep a running total per paragraph.
type TextCounts struct {
	Zi    int `json:"zi"`
	Chars int `json:"chars"`
	Words int `json:"words"`
}

// Add returns the sum of two counts.
func (c TextCounts) Add(o TextCounts) TextCounts {
	return TextCounts{Zi: c.Zi + o.Zi, Chars: c.Chars + o.Chars, Words: c.Words + o.Words}
}

// Sub returns c less o (a paragraph's counts taken out of a total).
func (c TextCounts) Sub(o TextCounts) TextCounts {
	return TextCounts{Zi: c.Zi - o.Zi, Chars: c.Chars - o.Chars, Words: c.Words - o.Words}
}

// CountMode selects which count a front end shows.
type CountMode string

// Count modes.
const (
	// CountZi shows 字数 (the default for Chinese and other locales).
	CountZi CountMode = "zi"
	// CountChars shows 字符数.
	CountChars CountMode = "chars"
	// CountWords shows English words (the default for English locales).
	CountWords CountMode = "words"
)

// CountModes lists the modes in the order a settings choice shows them.
var CountModes = []CountMode{CountZi, CountChars, CountWords}

// ParseCountMode checks a mode name.
func ParseCountMode(s string) (CountMode, error) {
	for _, m := range CountModes {
		if string(m) == s {
			return m, nil
		}
	}
	return "", fmt.Errorf("engine: count mode %q: want zi, chars or words: %w", s, ErrInvalid)
}

// DefaultCountMode is the mode for a locale such as "en-GB", "en_US.UTF-8"
// or "zh-CN": English words for English, 字数 for everything else.
func DefaultCountMode(locale string) CountMode {
	if localeLanguage(locale) == "en" {
		return CountWords
	}
	return CountZi
}

// localeLanguage is the language of a locale, lower case: "en" of
// "en-GB" and "en_US.UTF-8", "zh" of "zh-Hans".
func localeLanguage(locale string) string {
	lang, _, _ := strings.Cut(strings.ToLower(locale), "_")
	lang, _, _ = strings.Cut(lang, "-")
	lang, _, _ = strings.Cut(lang, ".")
	return lang
}

// In returns the count a mode selects.
func (c TextCounts) In(m CountMode) int {
	switch m {
	case CountChars:
		return c.Chars
	case CountWords:
		return c.Words
	default:
		return c.Zi
	}
}

// NaturalMode is the count the text's own readers use: English words for
// alphabetic text, 字数 otherwise. An English word averages five or more
// characters besides its space, a Chinese 字 one (plus punctuation), so
// more than 2.5 characters a word means words.
func (c TextCounts) NaturalMode() CountMode {
	if c.Words > 0 && c.Chars*2 > c.Words*5 {
		return CountWords
	}
	return CountZi
}

// CountText counts one string (a paragraph, a selection or a whole
// chapter) by the rules of TextCounts. It allocates nothing and decides
// ASCII and the main CJK blocks without the Unicode tables, so an editor
// can call it per paragraph on every keystroke.
func CountText(text string) TextCounts {
	var c TextCounts
	inZi := false    // inside a letter/digit run (字数)
	wordHas := false // the current whitespace-delimited run has a letter or digit
	prevDigit := false
	for _, r := range text {
		var space, alnum, digit, cjk bool
		if r < utf8.RuneSelf {
			space = r == ' ' || (r >= '\t' && r <= '\r')
			digit = r >= '0' && r <= '9'
			alnum = digit || (r|0x20 >= 'a' && r|0x20 <= 'z')
		} else if cjk = isCJK(r); !cjk {
			space = unicode.IsSpace(r)
			digit = unicode.IsDigit(r)
			alnum = digit || unicode.IsLetter(r)
		}
		switch {
		case space || cjk: // both end an English word
			if wordHas {
				c.Words++
				wordHas = false
			}
			inZi, prevDigit = false, false
			if space {
				continue
			}
			c.Zi++
			c.Words++
		case alnum:
			if !inZi {
				c.Zi++
				inZi = true
			}
			wordHas = true
		default: // punctuation and symbols
			inZi = inZi && (r == '\'' || r == '-' || r == '’' || (prevDigit && (r == '.' || r == ',')))
		}
		prevDigit = digit
		c.Chars++
	}
	if wordHas {
		c.Words++
	}
	return c
}

// setCounts stores a text's counts in its chapter's record.
func setCounts(c *storage.Chapter, n TextCounts) {
	c.Zi, c.Chars, c.Words = n.Zi, n.Chars, n.Words
}

// chapterCounts are the counts stored with a chapter.
func chapterCounts(c storage.Chapter) TextCounts {
	return TextCounts{Zi: c.Zi, Chars: c.Chars, Words: c.Words}
}

// ChapterCounts counts a chapter's text by all three rules.
func (e *Engine) ChapterCounts(chapterID uint64) (TextCounts, error) {
	c, err := storage.TxValue(e.db.View, func(tx *storage.Tx) (TextCounts, error) {
		ch, err := tx.Chapter(chapterID)
		if err != nil {
			return TextCounts{}, err
		}
		return CountText(tx.Text(ch.Owner())), nil
	})
	if err != nil {
		return TextCounts{}, fmt.Errorf("engine: count chapter %d: %w", chapterID, err)
	}
	return c, nil
}

// ProjectCounts counts all of a project's chapters by all three rules. It
// reads every chapter's text (a few milliseconds for a long novel), so
// front ends call it off the UI thread, after saves.
func (e *Engine) ProjectCounts(projectID uint64) (TextCounts, error) {
	total, err := storage.TxValue(e.db.View, func(tx *storage.Tx) (TextCounts, error) {
		ids, err := tx.ChapterIDs(projectID)
		if err != nil {
			return TextCounts{}, err
		}
		var total TextCounts
		for _, id := range ids {
			total = total.Add(CountText(tx.Text(storage.ChapterOwner(id))))
		}
		return total, nil
	})
	if err != nil {
		return TextCounts{}, fmt.Errorf("engine: count project %d: %w", projectID, err)
	}
	return total, nil
}

// isCJK reports Han ideographs, kana and Hangul syllables.
func isCJK(r rune) bool {
	switch {
	case r >= 0x4E00 && r <= 0x9FFF, // CJK Unified Ideographs
		r >= 0x3400 && r <= 0x4DBF, // Extension A
		r >= 0x3040 && r <= 0x30FF, // Hiragana, Katakana
		r >= 0xAC00 && r <= 0xD7A3: // Hangul syllables
		return true
	case r < 0x2E80: // nothing below the CJK radicals is CJK
		return false
	}
	return unicode.Is(unicode.Han, r) || unicode.Is(unicode.Hiragana, r) ||
		unicode.Is(unicode.Katakana, r) || unicode.Is(unicode.Hangul, r)
}

// splitBlocks cuts text into StoryBlocks ready for storage. Block texts
// are sliced out of text by byte offsets, found in one forward scan (the
// spans ascend), instead of converting the chapter to runes.
func splitBlocks(text string) []storage.NewBlock {
	spans := chunk.SplitBlocks(text)
	if len(spans) == 0 {
		return nil
	}
	out := make([]storage.NewBlock, len(spans))
	cur := runespan.NewCursor(text)
	for i, s := range spans {
		t := cur.Slice(s.Start, s.End)
		out[i] = storage.NewBlock{Start: s.Start, End: s.End, Text: t, Hash: storage.HashText(t)}
	}
	return out
}
