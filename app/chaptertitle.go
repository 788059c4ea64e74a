package app

import (
	"strconv"
	"strings"

	"inkflow/engine"
)

// newChapterTitle is the title a chapter added at the end of a book gets:
// the heading after the last one titled with a numbered heading, in its
// style (第十二回 → 第十三回, Chapter XII → Chapter XIII, 第14节 → 第15节
// in a book that numbers only its 节, IX → X in one titled by bare
// numbers; an epilogue after it does not matter), else a plain heading in the interface's language numbered as
// the engine numbers the chapter (第一章, Chapter 1).
func newChapterTitle(chapters []engine.ChapterInfo) string {
	titles := make([]string, len(chapters))
	for i, c := range chapters {
		titles[i] = c.Title
	}
	if t, ok := engine.NextChapterHeadingIn(titles); ok {
		return t
	}
	return chapterHeading(nextChapterNumber(chapters))
}

// chapterHeading names chapter n in the interface's language, for a
// chapter without a title of its own: 第十二章 (Chinese numerals, as
// chapters are numbered in Chinese books), Chapter 12.
func chapterHeading(n int) string {
	num := strconv.Itoa(n)
	if strings.HasPrefix(currentLocale().String(), "zh") {
		num = engine.ChineseNumber(n)
	}
	return tr("Chapter {{.V}}", num)
}

// paragraphIndent is the indent of a paragraph of Chinese prose.
const paragraphIndent = "\u3000\u3000"

// indentsParagraphs reports whether most of the first paragraphs of text
// (up to twenty, blank lines aside) start with the ideographic indent.
func indentsParagraphs(text string) bool {
	seen, indented := 0, 0
	for line := range strings.Lines(text) {
		if strings.TrimSpace(line) == "" {
			continue
		}
		seen++
		if strings.HasPrefix(line, paragraphIndent) {
			indented++
		}
		if seen == 20 {
			break
		}
	}
	return seen > 0 && indented*2 > seen
}
