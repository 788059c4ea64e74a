package search

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"inkflow/engine/chunk"
)

// TitleStore is a Store that can also find chapters by their titles. A
// chapter's title is not in its text (the importer takes 第一回 …, or an
// English chapter's title line, out of the text), so neither index sees
// it; yet an author who types a chapter's title, or one line of a
// two-line 回目, is looking for that chapter. Search asks for the
// chapters whose title matches the query (titleMatcher) and gives the
// first passage of each titleVotes votes, more than a line of the text
// that is the query gets (headingList). A Store without it (an in-memory test store)
// finds no titles.
type TitleStore interface {
	Store
	// ChapterOpenings returns, in book order, the first child (in text
	// order) of every chapter of the project whose title's parts
	// (titleParts) match accepts; with allProjects, those of the project
	// followed by those of every other project that is not deleted. A
	// chapter not indexed yet has no child and is left out.
	ChapterOpenings(projectID uint64, allProjects bool, match func(parts []string) bool) ([]uint64, error)
}

// titleVotes is the votes a chapter's opening gets when the query is its
// title: one more than a heading line of the text gets (it quotes the
// query, phraseList, and is a line of its own, headingList). The opening
// need not hold the title's words, so it may lack the keyword list's part
// that a heading line earns, and the author named the chapter so: a
// title comes before a line of the text that is the query, and before
// every passage that only quotes it.
const titleVotes = 3

// maxTitleRunes bounds the queries looked up as titles: a longer query (a
// paragraph Related starts from, a question for the assistant) is not a
// chapter title, and the lookup reads every chapter's record.
const maxTitleRunes = 80

// titleMatcher returns the test of a title's parts (titleParts) against
// query, or nil when the query is too short or too long to be a title. A
// title matches when the query is the whole title or one of its parts,
// compared after foldLine: "The Cyclone" finds "Chapter I: The Cyclone", and
// 通线索计释洋商 finds "第一回 拥资财讹生关部 通线索计释洋商", while
// "The Rescue" does not find "The Rescue of the Tin Woodman".
func titleMatcher(query string) func(parts []string) bool {
	q := foldLine(query)
	if n := utf8.RuneCountInString(q); n < minPhraseRunes || n > maxTitleRunes {
		return nil
	}
	return func(parts []string) bool {
		return slices.Contains(parts, q)
	}
}

// titleParts returns a title and its parts, each after foldLine. A part
// is a run of one or more neighbouring pieces of the title, cut at the
// marks that set a chapter's number off from its name or one half of a
// 回目 from the other (isTitleSeparator), as it stands in the title with
// the marks inside it: "Chapter XI: Mr. Rochester, at Home" has the parts
// "chapter xi", "mr. rochester, at home" and the whole, and "第一回 宴桃园
// 豪杰三结义，斩黄巾英雄首立功" each half, both halves without the number
// and the number with the first. Runs longer than maxTitleRunes are left
// out: no query that long is looked up.
func titleParts(title string) []string {
	rs := []rune(strings.TrimSpace(title))
	parts := []string{foldLine(string(rs))}
	var pieces []Span // the non-empty pieces between separators
	start := 0
	end := func(at int) {
		if foldLine(string(rs[start:at])) != "" {
			pieces = append(pieces, Span{start, at})
		}
	}
	for i := range rs {
		if isTitleSeparator(rs, i) {
			end(i)
			start = i + 1
		}
	}
	end(len(rs))
	if len(pieces) < 2 {
		return parts
	}
	for a := range pieces {
		for b := a; b < len(pieces) && pieces[b].End-pieces[a].Start <= 2*maxTitleRunes; b++ {
			p := foldLine(string(rs[pieces[a].Start:pieces[b].End]))
			if utf8.RuneCountInString(p) <= maxTitleRunes && !slices.Contains(parts, p) {
				parts = append(parts, p)
			}
		}
	}
	return parts
}

// isTitleSeparator reports whether rs[i] divides two pieces of a title
// (see titleParts): a colon, semicolon, full stop, dash, middle dot or a
// Chinese comma or enumeration comma; an ASCII mark only where a space or
// the end follows it (so "Witch's" and "Tin-Man" are not cut), a full stop
// not after an abbreviation ("Mr.", chunk.IsAbbreviation), and a comma
// only after a character of a script written without spaces (三结义, 斩黄巾
// typed with an ASCII comma): in a name in letters a comma is the name's
// own ("Mr. Rochester, at Home"), and "at Home" is no more a title than
// "The Rescue" is of "The Rescue of the Tin Woodman"; and white space, a
// run of any kind of spaces, between two characters of scripts written
// without spaces (Han, kana, Hangul) or marks.
func isTitleSeparator(rs []rune, i int) bool {
	c := rs[i]
	switch c {
	case '：', '；', '，', '。', '、', '—', '–', '·', '！', '？', '|':
		return true
	case ',':
		return afterUnspacedScript(rs, i)
	case '.':
		return (i+1 == len(rs) || unicode.IsSpace(rs[i+1])) && !chunk.IsAbbreviation(wordBefore(rs, i))
	case ':', ';', '!', '?', '-':
		return i+1 == len(rs) || unicode.IsSpace(rs[i+1])
	}
	if !unicode.IsSpace(c) {
		return false
	}
	// A run of spaces of any kind (第二回\u00a0\u00a0造鬼廟…) between
	// characters of a script written without spaces, or marks (■ for a
	// lost character): each space of the run cuts, and the empty pieces
	// between them are dropped.
	before, after := i-1, i+1
	for before >= 0 && unicode.IsSpace(rs[before]) {
		before--
	}
	for after < len(rs) && unicode.IsSpace(rs[after]) {
		after++
	}
	return before >= 0 && after < len(rs) && !spacedWord(rs[before]) && !spacedWord(rs[after])
}

// afterUnspacedScript reports whether the last letter or digit before
// rs[i], past spaces, quotes and other marks, is of a script written
// without spaces (Han, kana, Hangul).
func afterUnspacedScript(rs []rune, i int) bool {
	for k := i - 1; k >= 0; k-- {
		if unicode.IsLetter(rs[k]) || unicode.IsDigit(rs[k]) {
			return !spacedWord(rs[k])
		}
	}
	return false
}

// wordBefore returns the letters right before rs[i] ("Mr" before the stop
// of "Mr."), with the dots of an abbreviation such as "e.g".
func wordBefore(rs []rune, i int) string {
	k := i
	for k > 0 && (unicode.IsLetter(rs[k-1]) || rs[k-1] == '.') {
		k--
	}
	return string(rs[k:i])
}

// spacedWord reports whether c is a letter or digit of a script that
// separates its words with spaces, where a space is inside a title's part
// ("The Cyclone", "第一章 Dorothy").
func spacedWord(c rune) bool {
	if unicode.In(c, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
		return false
	}
	return unicode.IsLetter(c) || unicode.IsDigit(c)
}

// markTitled sets titled on the candidates of titles' children.
func markTitled(cands []*cand, titles []ranked) {
	if len(titles) == 0 {
		return
	}
	opening := make(map[uint64]bool, len(titles))
	for _, h := range titles {
		opening[h.id] = true
	}
	for _, c := range cands {
		c.titled = opening[c.child.ID]
	}
}

// titleList returns the first passage of every chapter of the scope whose
// title matches query (titleMatcher), in book order: one more list of
// votes beside quoteLists. It is empty for a store that cannot look titles
// up and for queries that cannot be titles. A cross-project scope (sc.all)
// looks up the titles of every project, the searched one's first, so a
// chapter another book names by the query is found by its title as a
// chapter of the searched book is, with the same votes: the results are
// one ranking (Search), and a title that counted in one book only would
// put that book's chapter above the other's for its title alone. (The
// order matters only in RRF, where a vote is worth less further down the
// list; convex fusion, the default, gives every title the same.)
func titleList(r *rows, store Store, sc scope, query string) ([]ranked, error) {
	ts, ok := store.(TitleStore)
	match := titleMatcher(query)
	if !ok || match == nil || (sc.kinds != nil && !sc.kinds[KindChapter]) {
		return nil, nil
	}
	ids, err := ts.ChapterOpenings(sc.project, sc.all, match)
	if err != nil {
		return nil, &storeError{fmt.Errorf("search: chapter titles: %w", err)}
	}
	if len(ids) == 0 {
		return nil, nil
	}
	if err := r.load(ids); err != nil {
		return nil, err
	}
	var out []ranked
	for _, id := range ids {
		if _, p, ok := r.pair(id); ok && sc.admits(p) {
			out = append(out, ranked{id: id})
		}
	}
	return out, nil
}
