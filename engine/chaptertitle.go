package engine

import "inkflow/engine/importer"

// NextChapterHeading is the heading that follows prev, a chapter's title,
// in its style: 第十二回 → 第十三回, 第 12 章 → 第 13 章, Chapter XII →
// Chapter XIII (the number after prev's own, whatever the chapter's place).
// It reports false when prev is no numbered chapter heading; a front end
// then names the chapter in its own language.
func NextChapterHeading(prev string) (string, bool) {
	return importer.NextHeading(prev)
}

// NextChapterHeadingIn is the heading a chapter added after titles, the
// book's chapter titles in order, gets, in the book's style: after its
// last numbered chapter (第十二回 → 第十三回, an epilogue after it aside),
// or after its last 第X节 when its sections are all the chapters it
// numbers (第14节 → 第15节), or after its last title that is a number
// alone when others count up to it (IX → X, as The Great Gatsby heads
// its chapters). It reports false when no title numbers itself; a
// front end then names the chapter in its own language.
func NextChapterHeadingIn(titles []string) (string, bool) {
	return importer.NextHeadingIn(titles)
}

// ChineseNumber writes 0 < n < 100000000 in Chinese numerals as chapter
// numbers are written (十二, 一百零一, 一万零一), other n in Arabic digits.
func ChineseNumber(n int) string { return importer.ChineseNumber(n) }
