package importer

import (
	"regexp"
	"slices"
	"strings"
	"unicode/utf8"

	"inkflow/engine/emphasis"
)

// cut is a line that starts a chapter.
type cut struct {
	line  int
	title string
	// volume marks a volume heading (第X卷, Part N) whose chapters carry its title
	// as a prefix: it becomes a chapter of its own only when text stands
	// between it and its first chapter.
	volume bool
	// titleLine is the line after the heading that holds its title
	// (第一章, then 风起 on a line of its own), 0 when there is none: the
	// chapter's text starts after it.
	titleLine int
	// front marks a heading its file marks as front matter's (an EPUB
	// page of epub:type frontmatter): after a title page it is chapter 0.
	front bool
}

// volumeSeparator joins a volume's title and a chapter's title.
const volumeSeparator = " · "

// SplitVolume splits a chapter title that an import prefixed with its
// volume's ("第一卷 潜龙 · 第三章 风起") into the volume's title and the
// chapter's own; volume is "" for a title without one. A window showing
// a web novel's chapters in a narrow column cuts the volume before the
// chapter's own title: every row of a volume starts alike.
func SplitVolume(title string) (volume, chapter string) {
	if i := strings.LastIndex(title, volumeSeparator); i >= 0 {
		return title[:i], title[i+len(volumeSeparator):]
	}
	return "", title
}

// Standalone-title structure limits (see standaloneTitles).
const (
	minStandaloneTitles = 3
	// minMedianStoryRunes keeps short unpunctuated lines of prose from
	// passing for story titles: the stories between them must be long.
	minMedianStoryRunes = 200
	// minExcerptTitles is how many story titles an excerpt of a
	// collection needs (see excerptTitles): two, past the excerpt's
	// opening text.
	minExcerptTitles = 2
	// minIndentedShare is the share, in tenths, of an excerpt's other
	// lines that must be indented for its titles at the margin to stand
	// out as a collection's (see excerptTitles).
	minIndentedShare = 9
)

// detectCuts applies the default rules to a file's lines:
//
//  1. Every line is classified: volume (第X卷/部, Part/Book/Volume N,
//     also as a #/## Markdown heading), chapter (第X章/回, Chapter N,
//     roman numerals, 楔子/序章/引子/尾声/后记/终章/番外/序/跋…,
//     Prologue/Interlude/Epilogue/Afterword, and #/## in Markdown) or
//     section (第X节), with its number; a bare 第X章 takes its title from
//     the next line (titleOnNextLine), a bare Chapter I the title set
//     under it (englishSubtitle).
//  2. A collection whose story titles stand alone on a line (see
//     standaloneTitles) is split at those titles; numbered headings then
//     stay inside their story.
//  3. Otherwise the chapters are the chapter-level headings when the file
//     has any, else its sections, else its volumes (named headings like
//     序 cut at that level too); sections below the
//     chapters stay inside them, and volumes above them prefix their
//     chapters' titles ("第一卷 潜龙 · 第三章 …").
func detectCuts(lines []string, markdown bool) []cut {
	var heads []heading
	present := map[level]bool{}
	width := -1 // the hard-wrap width, found when a bare English heading needs it
	for i, l := range lines {
		lv, num := classify(l, markdown)
		if lv == notHeading {
			continue
		}
		h := heading{line: i, level: lv, num: num, title: headingTitle(l)}
		// A named heading (序, 尾声) goes with whatever level the book
		// numbers: a 序 must not turn a book of 第X节 into one chapter.
		h.named = num == 0 && lv == chapterLevel && !(markdown && markdownHeading.MatchString(l))
		if !h.named {
			present[lv] = true
		}
		h.titleLine = titleOnNextLine(lines, i, h)
		if h.titleLine == 0 && h.level == chapterLevel && h.num > 0 && bareEnglishHeading.MatchString(h.title) {
			if width < 0 {
				width = wrapWidth(lines)
			}
			h.titleLine = englishSubtitle(lines, i, width)
		}
		heads = append(heads, h)
	}
	heads = indentedNamedHeadings(lines, heads)
	if markdown {
		markdownParts(lines, heads)
	}
	heads = nestedParts(lines, heads, markdown)
	if !present[chapterLevel] {
		// 卷一 alone heads the stories of 聊斋志异 (卷一 考城隍), which
		// standaloneTitles finds with their 自叙 and 附录; it is a volume
		// only above numbered chapters.
		heads = slices.DeleteFunc(heads, func(h heading) bool { return volumeWord.MatchString(h.title) })
	}
	if !present[chapterLevel] && !markdown {
		if padded := paddedNumberHeadings(lines); padded != nil {
			heads = append(heads, padded...)
			slices.SortFunc(heads, func(a, b heading) int { return a.line - b.line })
			present[chapterLevel] = true
		}
	}
	// A title line must leave its chapter some text: 第一章, 甲, 第二章 is
	// a chapter whose text is 甲.
	for k := range heads {
		h := &heads[k]
		if h.titleLine == 0 {
			continue
		}
		end := nextHeadLine(heads, k, len(lines))
		if !slices.ContainsFunc(lines[h.titleLine+1:end], func(l string) bool { return strings.TrimSpace(l) != "" }) {
			h.titleLine = 0
			continue
		}
		h.title = withSubtitle(h.title, strings.TrimSpace(strings.Trim(emphasis.Plain(lines[h.titleLine]), "　")))
	}
	heads = dropRepeatedTitles(lines, heads)
	if !markdown {
		if titles := standaloneTitles(lines, heads); titles != nil {
			return titles
		}
	}
	// Book matter is judged before 一、 numbering counts: that numbers
	// the sections of an anthology's pieces as often as a book's chapters.
	heads = dropBookMatter(heads)
	if !present[chapterLevel] && !present[sectionLevel] && !markdown {
		if seq := sequenceHeadings(lines); seq != nil {
			heads = append(heads, seq...)
			slices.SortFunc(heads, func(a, b heading) int { return a.line - b.line })
			present[chapterLevel] = true
		}
	}
	top := volumeLevel
	for _, lv := range []level{chapterLevel, sectionLevel} {
		if present[lv] {
			top = lv
			break
		}
	}
	// In Markdown a heading at a part's own depth ends it when the
	// chapters are a level below (# Epilogue after # Part III and its ##
	// chapters is the book's), as heading styles do in a Word file.
	depth := func(h heading) int {
		if !markdown || !markdownHeading.MatchString(lines[h.line]) {
			return 0
		}
		return len(lines[h.line]) - len(strings.TrimLeft(lines[h.line], "#"))
	}
	deepest := 0
	for _, h := range heads {
		if h.level != volumeLevel {
			deepest = max(deepest, depth(h))
		}
	}
	var cuts []cut
	var own []string // each cut's title without its volume's
	volume, volumeDepth := "", 0
	for _, h := range heads {
		switch {
		case h.level == top || h.named:
			if d := depth(h); d > 0 && d <= volumeDepth && volumeDepth < deepest {
				volume = ""
			}
			title := h.title
			if volume != "" {
				title = volume + volumeSeparator + title
			}
			cuts = append(cuts, cut{line: h.line, title: title, titleLine: h.titleLine})
			own = append(own, h.title)
		case h.level == volumeLevel:
			volume, volumeDepth = h.title, depth(h)
			cuts = append(cuts, cut{line: h.line, title: h.title, volume: true})
			own = append(own, h.title)
		}
	}
	unprefixEndMatter(cuts, own)
	return cuts
}

// dropRepeatedTitles drops each heading that only says again the title
// of the chapter heading above it, with nothing but blank lines between:
// 第九章　尾声 and then 尾声 on a line of its own (a chapter's first
// line repeating its title's name, as in a Word file whose heading style
// holds the one and a plain paragraph the other), or 第一章 风起 twice
// over. Each was cut as a chapter: an empty 第九章　尾声 of 0 字, and the
// chapter's text under a second title, 尾声. The repeat stays the first
// line of its chapter's text.
func dropRepeatedTitles(lines []string, heads []heading) []heading {
	kept := make([]heading, 0, len(heads))
	for _, h := range heads {
		if n := len(kept); n > 0 && repeatsTitle(lines, kept[n-1], h) {
			continue
		}
		kept = append(kept, h)
	}
	return kept
}

// repeatsTitle reports whether h, right under prev with only blank lines
// between, has prev's title or the last words of it (尾声 under
// 第九章　尾声). Prev must be a numbered chapter or section: a volume's
// title is no chapter's to repeat (尾声 under 第五卷 尾声 is the volume's
// chapter), and a heading without a number said twice is a title page
// and the front matter under it (a Markdown export's # 书名 twice).
func repeatsTitle(lines []string, prev, h heading) bool {
	if prev.num == 0 || prev.level == volumeLevel || h.level == volumeLevel {
		return false
	}
	for _, l := range lines[max(prev.line, prev.titleLine)+1 : h.line] {
		if strings.TrimSpace(l) != "" {
			return false
		}
	}
	// strings.Fields splits at the ideographic space too (第九章　尾声).
	was, again := strings.Fields(prev.title), strings.Fields(h.title)
	return len(again) > 0 && len(again) <= len(was) && slices.Equal(was[len(was)-len(again):], again)
}

// markdownParts makes volumes of the Markdown "#" headings that head
// nothing but "##" ones: a "#" line with only blank lines between it and
// a "##" heading, whatever its words (# The Old Buccaneer over ## The Old
// Sea-dog, as InkFlow's export writes a volume a Word document named so).
// Read as a chapter, it came in empty and its chapters without its
// title. The file's first line is left alone: "# Title" over "##
// chapters" is a book's title (markdownFront).
func markdownParts(lines []string, heads []heading) {
	first := slices.IndexFunc(lines, func(l string) bool { return strings.TrimSpace(l) != "" })
	for k := range heads[:max(len(heads)-1, 0)] {
		h, next := &heads[k], heads[k+1]
		if h.line == first || h.level != chapterLevel || h.titleLine != 0 ||
			!strings.HasPrefix(lines[h.line], "# ") || !strings.HasPrefix(lines[next.line], "## ") {
			continue
		}
		if !slices.ContainsFunc(lines[h.line+1:next.line], func(l string) bool { return strings.TrimSpace(l) != "" }) {
			h.level, h.named = volumeLevel, false
		}
	}
}

// bookEndHeading matches the named headings of what follows a book's
// story: 后记, the author's 完本感言 and 新书预告, 跋, 附录, 番外,
// 特别篇 and 外传, an Afterword.
var bookEndHeading = regexp.MustCompile(`^(?:(?:后记|完本感言|完结感言|新书预告|特别篇|跋|附录[一二三四五六七八九十0-9]*)(?:[\s　：:·、.．—-].*)?|番外.*|外传[` + numerals + `]*(?:[\s　：:·、.．—-].*)?|(?i:afterword|acknowledge?ments?)\b.*)$`)

// IsEndMatterHeading reports a chapter title that names no chapter of
// the story's numbered run but what stands around or after it: a named
// heading (IsNamedHeading: 番外, 尾声, 后记, Prologue, Epilogue …) or
// the book's end matter (完本感言, 附录, Acknowledgements …).
func IsEndMatterHeading(title string) bool {
	title = strings.Trim(title, headingIndent)
	return IsNamedHeading(title) || bookEndHeading.MatchString(title)
}

// unprefixEndMatter gives the book's end matter back its own title (own,
// one for each cut): the 番外, 后记 and 完本感言 after the last volume's
// last chapter are the book's, not that volume's, so they read
// "后记", not "第二卷 飞龙在天 · 后记". Only the run of them that ends the
// book is: a 番外 or 后记 with a chapter or a volume after it closes the
// volume it stands in, and keeps its name.
func unprefixEndMatter(cuts []cut, own []string) {
	for i := len(cuts) - 1; i >= 0 && !cuts[i].volume && bookEndHeading.MatchString(own[i]); i-- {
		cuts[i].title = own[i]
	}
}

// standaloneTitles returns the story titles of a collection such as 呐喊,
// or nil when the file is not one. Candidates are lines that pass
// isStandaloneTitle (and named headings like 后记 that stand alone), the
// first of each run of them past the title page. They
// make the file's top level when they are few (one non-blank line in
// three at most) and either there are at least three, the stories
// between them are long (median at least minMedianStoryRunes) and none
// holds half the text, or they are titles of an excerpt of such a
// collection (excerptTitles: two may do). Numbered headings do not
// stop this when they are nested: each follows a story title, the
// numbering restarts at 1 in every story that has them, and the stories
// that have them hold at most half the text — the story titles span the
// whole file, the numbered ones only part of it (阿Ｑ正传's 第一章…第九章).
// A book whose numbered chapters run through it (Frankenstein's Chapter
// 1–24 after four short letters) fails the last test and keeps its
// chapters.
func standaloneTitles(lines []string, heads []heading) []cut {
	var titles []cut
	var numbered []heading
	h := 0
	nonBlank := 0
	inRun := false    // the last non-blank line was a candidate title
	seenText := false // a paragraph came before: the book's own title lines are behind
	firstText := -1   // the line of the first paragraph
	paras, indented := 0, 0
	lastSection := 0 // the number of the last section of the current piece
	for i, l := range lines {
		if strings.TrimSpace(l) == "" {
			continue
		}
		nonBlank++
		isHead := h < len(heads) && heads[h].line == i
		// A section number numbers the sections of the piece it stands
		// in from 一 (1) on, in order, whether the line is set apart as a
		// title or not (一、“月朦胧，鸟朦胧，帘卷海棠红” then 二、绿); a number
		// that does not go on from the last is a piece's own (热风's
		// 随感录 三十七, then 三十三).
		section := false
		if n := sectionNumber(l); n > 0 && (n == 1 || lastSection > 0 && n > lastSection && n <= lastSection+maxSequenceStep) {
			section, lastSection = true, n
		}
		switch {
		case isHead && heads[h].num > 0:
			numbered = append(numbered, heads[h])
			inRun = false
		case isStandaloneTitle(lines, i) && (section || continuesText(lines, i)):
			// A section's number (二、绿, 一, （三）) numbers a part of
			// the piece it stands in, and a line that goes on with the
			// text above it is a line of verse the piece quotes: neither
			// starts a piece. The short lines under it are its own (the
			// section's title, the poem's other lines), no title either.
			inRun = true
		case isStandaloneTitle(lines, i) && !(isDateOnly(l) && nextIsStandaloneTitle(lines, i)) && !letterClosing(lines, i):
			// A run of short lines between blank lines is one title and
			// what goes with it (a subtitle, a part's first piece, a
			// poem's lines): only its first line is a title. The file's
			// first run is the book's title page and its first story,
			// which Split sorts out (empty leading chapters are front
			// matter).
			if !inRun || !seenText {
				titles = append(titles, cut{line: i, title: headingTitle(l)})
				lastSection = 0
			}
			inRun = true
		case inRun && isDashSubtitle(lines, i):
			// The title's subtitle: a line that goes on with it below is
			// still the same title.
		default:
			inRun = false
			paras++
			if strings.TrimLeft(l, headingIndent) != l {
				indented++
			}
			// A paragraph (indented or long), not the author's name under
			// the book's title.
			if !seenText && (strings.TrimLeft(l, " \t　") != l || utf8.RuneCountInString(l) > 24) {
				seenText, firstText = true, i
			}
		}
		if isHead {
			h++
		}
	}
	titles = capitalsOnly(titles, lines)
	if len(titles) < minExcerptTitles || len(titles)*3 > nonBlank {
		return nil
	}

	starts := make([]int, len(titles))
	for k, t := range titles {
		starts[k] = t.line
	}
	sizes := chapterSizes(lines, starts)
	sorted := slices.Clone(sizes)
	slices.Sort(sorted)
	total := 0
	for _, size := range sizes {
		total += size
	}
	// Short "stories" are prose lines; one dominating story is a book.
	collection := len(titles) >= minStandaloneTitles && sorted[len(sorted)/2] >= minMedianStoryRunes && sorted[len(sorted)-1]*2 <= total
	afterText := 0
	for _, t := range titles {
		if firstText >= 0 && t.line > firstText {
			afterText++
		}
	}
	if !collection && !excerptTitles(sizes, afterText, paras, indented) {
		return nil
	}

	// Numbered headings must nest inside the stories.
	if !nestedIn(starts, sizes, numbered) {
		return nil
	}
	return titles
}

// continuesText reports whether the short line at i, set apart like a
// title, goes on with the text around it: a line of verse quoted in an
// essay (朱自清's 新诗杂话 quotes whole poems, their lines at the margin
// as his essays' titles are). A title never does. The line before it
// leaves its sentence open (it ends in a colon that announces the
// quotation, a comma, a 、 or a dash); the line itself leaves a quotation
// or a bracket open (他们仿佛在说：“我们活着); or it holds a break
// between sentences (几千年，几万年，隔这一层薄纸) right under another short
// line that is no dateline: verse, one line of it after another. Read as
// titles, such lines made 朱自清作品集 some 150 pieces of a few
// characters each.
func continuesText(lines []string, i int) bool {
	line := strings.TrimSpace(lines[i])
	if !balancedMarks(line) {
		return true
	}
	prev := ""
	for j := i - 1; j >= 0 && prev == ""; j-- {
		prev = strings.Trim(lines[j], headingIndent)
	}
	if prev == "" {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(prev)
	if strings.ContainsRune(openSentenceEnds, last) || strings.HasSuffix(prev, "——") {
		return true
	}
	inner := strings.TrimRight(line, sentencePunct)
	return strings.ContainsAny(inner, innerSentenceBreaks) && verseLine(prev)
}

// verseLine reports a line, trimmed, short enough to be a line of verse
// and no dateline, note or signature line, which end a piece.
func verseLine(l string) bool {
	return utf8.RuneCountInString(l) <= maxVerseLineRunes && !isDateline(l) && !isDateOnly(l) && !bracketedNote(l) && !strings.HasPrefix(l, "——")
}

// openSentenceEnds end a line whose sentence goes on below: a colon
// that announces a quotation, a comma, an enumeration's 、, a semicolon.
const openSentenceEnds = "：:，,、；;"

// innerSentenceBreaks split a line into sentences or clauses; inside a
// Chinese line they make it a sentence, not a title. Latin commas are
// left out: "Bartleby, the Scrivener" is a story's title.
const innerSentenceBreaks = "，。！？；"

// maxVerseLineRunes bounds a line of verse: a longer line is prose.
const maxVerseLineRunes = 24

// bracketedNote reports a line in brackets from end to end: the note
// under a poem or an essay of where and when it was written
// （1919年11月14日。）, which ends the piece before the next title.
func bracketedNote(line string) bool {
	return (strings.HasPrefix(line, "（") && strings.HasSuffix(line, "）")) ||
		(strings.HasPrefix(line, "(") && strings.HasSuffix(line, ")"))
}

// balancedMarks reports whether every quotation mark and bracket the
// line opens it also closes: a line cut from a sentence leaves one open.
func balancedMarks(line string) bool {
	for _, pair := range []string{"“”", "「」", "『』", "（）", "()", "《》", "【】"} {
		open, closing := []rune(pair)[0], []rune(pair)[1]
		if strings.Count(line, string(open)) != strings.Count(line, string(closing)) {
			return false
		}
	}
	return strings.Count(line, `"`)%2 == 0
}

// sectionNumberLine matches a section's number alone on a line (一, 二、,
// 3.); with a title after it sequenceLine matches, in brackets
// bracketedSequenceLine (（四）, (5) 雷鸣).
var sectionNumberLine = regexp.MustCompile(`^((?:[0-9０-９]{1,3}|[零〇○一二两三四五六七八九十百]{1,6}))[、.．]?$`)

// sectionNumber is the number of a line, without its indent, that
// numbers a section without 第 (一、风起, 二, （三）, 4. 雷鸣); 0 for
// another line. Inside a titled essay or chapter such a line is a
// section of it, not a chapter: only a book with no other chapter marker
// is cut at such lines (sequenceHeadings).
func sectionNumber(line string) int {
	line = strings.Trim(line, headingIndent)
	for _, re := range []*regexp.Regexp{sectionNumberLine, sequenceLine, bracketedSequenceLine, paragraphNumber} {
		if m := re.FindStringSubmatch(line); m != nil {
			return parseNumber(m[1])
		}
	}
	return 0
}

// paragraphNumber matches 第一段, 第二段 alone on a line: the numbered
// parts of an essay's argument, no chapters.
var paragraphNumber = regexp.MustCompile(`^第([` + numerals + `]+)段$`)

// closingFormula matches the closing of a Chinese letter, on a line of
// its own above its wish (此致 over 敬礼, 谨此即颂 over 健康).
var closingFormula = regexp.MustCompile(`^(?:[专谨]此)?(?:此致|[即顺敬祗]颂|[顺敬谨]?祝)$`)

// letterClosing reports whether the short line at i closes a letter:
// the closing formula, or the wish under it (健康, 敬礼). They are the
// letter's last lines, set apart as a title is, and no title: read as
// one, they took the next piece's title (生死场) into their run.
func letterClosing(lines []string, i int) bool {
	line := strings.Trim(lines[i], headingIndent)
	if closingFormula.MatchString(line) && utf8.RuneCountInString(line) <= maxClosingRunes {
		return true
	}
	for j := i - 1; j >= 0; j-- {
		if prev := strings.Trim(lines[j], headingIndent); prev != "" {
			return closingFormula.MatchString(prev) && utf8.RuneCountInString(prev) <= maxClosingRunes &&
				utf8.RuneCountInString(line) <= maxClosingRunes
		}
	}
	return false
}

// maxClosingRunes bounds a letter's closing formula and its wish.
const maxClosingRunes = 6

// nextIsStandaloneTitle reports whether the next non-blank line after
// line i could be a title: a date alone above one is the dateline that
// ended the essay before it (1944年5月21日, then 正义), not a title.
func nextIsStandaloneTitle(lines []string, i int) bool {
	for j := i + 1; j < len(lines); j++ {
		if strings.TrimSpace(lines[j]) != "" {
			return isStandaloneTitle(lines, j)
		}
	}
	return false
}

// excerptTitles reports whether titles whose stories are sizes (in file
// order) are those of an excerpt of a collection: a few pages of 呐喊
// hold two story titles, or three with the last story cut short, which
// the whole-collection rule cannot count on (a third title; no story
// holding half the text). The evidence asked for instead is the layout
// of a collection's text file: at least minExcerptTitles titles follow
// the excerpt's opening paragraphs (a story's own title above its text,
// and a line set apart further down, are one title past the opening:
// that is a story, not an excerpt); every story the excerpt holds whole
// is long (at least minMedianStoryRunes), and so is the last when it is
// one of two, else it has some text; and the paragraphs are indented
// (minIndentedShare of paras, the non-blank lines that are no candidate
// title) while the titles stand at the margin, so a short line of prose
// written like the paragraphs around it is no title.
func excerptTitles(sizes []int, afterText, paras, indented int) bool {
	if afterText < minExcerptTitles || paras == 0 || indented*10 < paras*minIndentedShare {
		return false
	}
	last := len(sizes) - 1
	for _, size := range sizes[:last] {
		if size < minMedianStoryRunes {
			return false
		}
	}
	if last == 1 {
		return sizes[last] >= minMedianStoryRunes
	}
	return sizes[last] > 0
}

// capitalsOnly keeps the titles in capitals (capitalsTitle) when there
// are at least minStandaloneTitles of them: a collection that sets its
// stories' titles in capitals does not title one in lower case, and its
// other short lines between blank lines are verse, a letter's greeting or
// a cipher (Poe's "5 represents a").
func capitalsOnly(titles []cut, lines []string) []cut {
	caps := make([]cut, 0, len(titles))
	for _, t := range titles {
		if capitalsTitle(lines[t.line]) {
			caps = append(caps, t)
		}
	}
	if len(caps) < minStandaloneTitles {
		return titles
	}
	return caps
}

// nestedParts drops the numbered chapter headings that a chapter holds
// as parts of its own: in a text file, those indented like the paragraphs
// under chapters numbered at the margin, as InkFlow's web-novel TXT
// export writes a collection (第10章 阿Ｑ正传, then 　　第一章　序 …
// 　　第九章　大团圆); in Markdown, the plain 第一章 lines under its #/##
// headings (## 阿Ｑ正传, then 第一章　序 …). They are parts when there are
// at least minStandaloneTitles outer headings, every part follows one,
// the numbering restarts at 1 under each that has parts, and those
// chapters hold at most half the text — the test standaloneTitles
// applies to a collection's unnumbered story titles. Elsewhere they are
// chapters: TXT downloads indent every line, numbering that runs on is
// the book's, and a Markdown file may head volumes with # and write its
// chapters as plain lines.
func nestedParts(lines []string, heads []heading, markdown bool) []heading {
	var outer []int // the lines of the outer headings
	var inner []heading
	for _, h := range heads {
		if h.level != chapterLevel {
			continue
		}
		l := lines[h.line]
		switch {
		case markdown && markdownHeading.MatchString(l):
			outer = append(outer, h.line)
		case h.num == 0:
		case markdown || strings.TrimLeft(l, headingIndent) != l:
			inner = append(inner, h)
		default:
			outer = append(outer, h.line)
		}
	}
	if len(inner) == 0 || len(outer) < minStandaloneTitles ||
		!nestedIn(outer, chapterSizes(lines, outer), inner) {
		return heads
	}
	part := map[int]bool{}
	for _, n := range inner {
		part[n.line] = true
	}
	return slices.DeleteFunc(heads, func(h heading) bool { return part[h.line] })
}

// chapterSizes returns the size in runes of each chapter that starts at
// a line of starts (in order), up to the next start or the end, without
// its heading line.
func chapterSizes(lines []string, starts []int) []int {
	sizes := make([]int, len(starts))
	k := -1
	for i, l := range lines {
		if k+1 < len(starts) && starts[k+1] == i {
			k++
			continue
		}
		if k >= 0 {
			sizes[k] += utf8.RuneCountInString(l)
		}
	}
	return sizes
}

// nestedIn reports whether the numbered headings inner (in file order)
// are parts of the chapters that start at starts, of sizes: each follows
// a start, the numbering restarts at 1 in every chapter that has parts,
// and the chapters with parts hold at most half the text — a collection's
// story with sections of its own (阿Ｑ正传's 第一章…第九章), not a book
// whose numbered chapters run through it.
func nestedIn(starts, sizes []int, inner []heading) bool {
	holds := map[int]bool{}
	k := -1
	for _, n := range inner { // both in file order: one forward walk
		for k+1 < len(starts) && starts[k+1] < n.line {
			k++
		}
		if k < 0 || !holds[k] && n.num != 1 {
			return false // before the first chapter, or numbering that runs on
		}
		holds[k] = true
	}
	total, inHolders := 0, 0
	for k, size := range sizes {
		total += size
		if holds[k] {
			inHolders += size
		}
	}
	return inHolders*2 <= total
}

// indentedNamedHeadings adds the indented named headings (　　楔子,
// 　　尾声) of a book that indents its numbered headings as well, as TXT
// downloads indent every line; elsewhere an indented 序 or 尾声 is text
// or a chapter's title (see classify).
func indentedNamedHeadings(lines []string, heads []heading) []heading {
	numbered, indented := 0, 0
	taken := map[int]bool{}
	for _, h := range heads {
		if h.titleLine > 0 {
			taken[h.titleLine] = true
		}
		if h.named {
			continue
		}
		numbered++
		if strings.TrimLeft(lines[h.line], headingIndent) != lines[h.line] {
			indented++
		}
	}
	if numbered < minIndentedHeadings || indented*2 <= numbered {
		return heads
	}
	var added []heading
	h := 0
	for i, l := range lines {
		for h < len(heads) && heads[h].line < i {
			h++
		}
		if h < len(heads) && heads[h].line == i || taken[i] {
			continue
		}
		t := strings.TrimLeft(l, headingIndent)
		if t != l && IsNamedHeading(t) {
			added = append(added, heading{line: i, level: chapterLevel, title: headingTitle(t), named: true})
		}
	}
	if added == nil {
		return heads
	}
	heads = append(heads, added...)
	slices.SortFunc(heads, func(a, b heading) int { return a.line - b.line })
	return heads
}

// minIndentedHeadings is how many indented numbered headings show that a
// book indents its headings.
const minIndentedHeadings = 3

// prefaceHeading matches the named headings of a preface: before a book's
// first numbered chapter it is front matter, like the title page.
var prefaceHeading = regexp.MustCompile(`^(?:序|自序|序言|叙|弁言|题辞|凡例|前言|引言)(?:[\s　：:·、.．—-].*)?$`)

// englishPreface matches the English titles of a preface.
var englishPreface = regexp.MustCompile(`^(?i:preface|foreword|introduction)$`)

// IsPrefaceHeading reports a title that names a preface (序, 自序, 前言
// …, Preface, Foreword): before a book's first numbered chapter an
// import reads it as front matter, so an export that means it as a
// chapter numbers it.
func IsPrefaceHeading(title string) bool {
	return prefaceHeading.MatchString(title) || englishPreface.MatchString(title)
}

// bookMatterHeading matches the named headings around a book's text, not
// in its story: a preface, 跋, 附录.
var bookMatterHeading = regexp.MustCompile(`^(?:序|自序|序言|叙|弁言|题辞|凡例|前言|引言|跋|附录[一二三四五六七八九十0-9]*)(?:[\s　：:·、.．—-].*)?$`)

// dropBookMatter keeps the prefaces, 跋 and 附录 that are chapters of
// their own. A preface (序, 自序, 前言) before the first numbered heading
// stays in the front matter (chapter 0), where the book's title and author
// are: chapter 1 stays 第一回, as readers and the evaluation's query sets
// (testdata/eval) count; a 楔子 or 序章 is part of the story and stays a
// chapter. In a book with no numbered heading they cut nothing: in an
// anthology (朱自清作品集) every part has its 序 and many a piece its 跋,
// and a cut there would name 14万字 of essays 跋.
func dropBookMatter(heads []heading) []heading {
	first := slices.IndexFunc(heads, func(h heading) bool { return !h.named })
	firstLine := -1
	if first >= 0 {
		firstLine = heads[first].line
	}
	return slices.DeleteFunc(heads, func(h heading) bool {
		if !h.named || !bookMatterHeading.MatchString(h.title) {
			return false
		}
		return firstLine < 0 || (h.line < firstLine && prefaceHeading.MatchString(h.title))
	})
}

// paddedNumber matches a chapter numbered with digits alone, as web-novel
// downloads write them: 001 风起, 0012、云涌, 100 雷鸣.
var paddedNumber = regexp.MustCompile(`^[\s　]*([0-9０-９]{3,4})(?:[\s　、.．：:]+(.*))?$`)

// minPaddedHeadings is how many 001-style lines make a book's chapters;
// maxPaddedGap is the largest step from one number to the next (a few
// chapters may be missing from a download).
const (
	minPaddedHeadings = 3
	maxPaddedGap      = 10
)

// paddedNumberHeadings returns the chapter headings of a book numbered
// 001, 002, … — or nil. A number alone proves little (a year, a sum), so
// the lines count only as a whole: at least minPaddedHeadings of them,
// the first zero-padded (0…), each number a little above the one before
// (or 1 again), each title short and no sentence.
func paddedNumberHeadings(lines []string) []heading {
	var heads []heading
	for i, l := range lines {
		m := paddedNumber.FindStringSubmatch(l)
		if m == nil || utf8.RuneCountInString(m[2]) > 30 || strings.ContainsAny(m[2], sentencePunct) {
			continue
		}
		n := parseNumber(m[1])
		if len(heads) == 0 && !strings.HasPrefix(strings.Map(fullWidthDigit, m[1]), "0") {
			continue
		}
		if len(heads) > 0 && n != 1 && (n <= heads[len(heads)-1].num || n > heads[len(heads)-1].num+maxPaddedGap) {
			continue // 2005 年 in the text; numbering restarts at 001 after a contents list or in a new volume
		}
		heads = append(heads, heading{line: i, level: chapterLevel, num: n, title: headingTitle(l)})
	}
	if len(heads) < minPaddedHeadings {
		return nil
	}
	return heads
}

// sequenceLine matches a heading numbered without 第 or padding: 一、风起,
// 二 云涌, 1. 风起, 2、云涌 — a number, a separator, a title.
var sequenceLine = regexp.MustCompile(`^` + sequenceNumber + `(?:[、.．][ 　]*|[ 　]+)(\S.*)$`)

// bracketedSequenceLine matches a heading whose number is in brackets,
// its title after it or on a line of its own: （一）风起, （二）, (3) 雷鸣.
var bracketedSequenceLine = regexp.MustCompile(`^[（(]` + sequenceNumber + `[）)][ 　]*(.*)$`)

// sequenceNumber is the number of a sequenceLine.
const sequenceNumber = `([0-9０-９]{1,4}|[零〇○一二两三四五六七八九十百千]{1,6})`

// maxSequenceStep is how far one sequenceLine number may run ahead of the
// one before: less room than zero-padded numbers get, as these are no
// proof of a heading by themselves.
const maxSequenceStep = 3

// sequenceHeadings returns the chapter headings of a book with no other
// structure whose chapters are numbered 一、… or 1. … at the margin, or
// nil. The numbering must start at 1 and run on (or start again at 1),
// with at least minPaddedHeadings headings, each title short and no
// sentence, and the chapters between them long (median at least
// minMedianStoryRunes): a list (一、定都。二、定赋。) is indented,
// punctuated or short. Numbers in brackets ((一) …) count only in a book
// that has no such 一、 numbering: in one that has, they number the
// points inside its parts (一．善恶因果, then （一）杀生 …).
func sequenceHeadings(lines []string) []heading {
	for _, re := range []*regexp.Regexp{sequenceLine, bracketedSequenceLine, bareSequenceLine} {
		if heads := sequenceHeadingsOf(lines, re); heads != nil {
			return heads
		}
	}
	return nil
}

// bareSequenceLine matches a heading that is its number alone in
// Chinese numerals (一, 二、), as sequenceLine does one with a title: a
// book with no other marker numbers its chapters so as often as with
// titles. A number in digits alone is as often a page's.
var bareSequenceLine = regexp.MustCompile(`^([零〇○一二两三四五六七八九十百]{1,6})[、.．]?()$`)

// sequenceHeadingsOf is sequenceHeadings for the lines that re (a
// sequenceLine: number, then title) matches.
func sequenceHeadingsOf(lines []string, re *regexp.Regexp) []heading {
	var heads []heading
	for i, l := range lines {
		m := re.FindStringSubmatch(l)
		if m == nil || utf8.RuneCountInString(m[2]) > 30 || strings.ContainsAny(m[2], sentencePunct+"“”\"") {
			continue
		}
		n := parseNumber(m[1])
		prev := 0
		if len(heads) > 0 {
			prev = heads[len(heads)-1].num
		}
		if n != 1 && (n <= prev || n > prev+maxSequenceStep) {
			continue
		}
		heads = append(heads, heading{line: i, level: chapterLevel, num: n, title: headingTitle(l)})
	}
	if len(heads) < minPaddedHeadings {
		return nil
	}
	sizes := make([]int, len(heads))
	for k, h := range heads {
		for _, l := range lines[h.line+1 : nextHeadLine(heads, k, len(lines))] {
			sizes[k] += utf8.RuneCountInString(strings.TrimSpace(l))
		}
	}
	slices.Sort(sizes)
	if sizes[len(sizes)/2] < minMedianStoryRunes {
		return nil
	}
	return heads
}

// nextHeadLine is the line where the text under heads[k] ends: the next
// heading's, or end after the last.
func nextHeadLine(heads []heading, k, end int) int {
	if k+1 < len(heads) {
		return heads[k+1].line
	}
	return end
}

// maxNextLineTitleRunes bounds a chapter title written on the line after
// a bare 第一章: a longer line is the chapter's first paragraph.
const maxNextLineTitleRunes = 30

// titleOnNextLine returns the index of the line holding the title of the
// bare numbered heading h (第一章 alone on its line) — the next line or the
// one after a blank line, when that is short, no sentence, no dialogue and
// no heading — or 0 when there is none.
func titleOnNextLine(lines []string, i int, h heading) int {
	if h.num == 0 || h.level == volumeLevel {
		return 0
	}
	if m := numberedHeading.FindStringSubmatch(h.title); m == nil || m[3] != "" {
		return 0 // only 第X章 alone: Chapter 1 and 第一章 风起 have their titles
	}
	for j := i + 1; j < len(lines) && j <= i+2; j++ {
		next := strings.TrimSpace(strings.Trim(lines[j], "　"))
		if next == "" {
			continue
		}
		if utf8.RuneCountInString(next) > maxNextLineTitleRunes || strings.ContainsAny(next, sentencePunct+"：:“”\"「」『』") {
			return 0
		}
		if parseNumber(next) > 0 {
			return 0 // 第一章 then 一: the chapter's first section
		}
		if lv, _ := classify(lines[j], false); lv != notHeading {
			return 0
		}
		return j
	}
	return 0
}

// headingTitle is a heading line as a chapter title: Markdown hashes,
// surrounding spaces and a 正文 label removed.
func headingTitle(line string) string {
	// A heading set in bold or italics (a Word paragraph of 第一章 in
	// bold, **第一章** in Markdown) is titled without the markers.
	title := strings.TrimSpace(strings.TrimLeft(emphasis.Plain(line), "#"))
	// 正文 (main text) labels every chapter of a web-novel download and
	// tells the reader nothing: 正文 第一章 风起 is 第一章 风起; so does
	// VIP卷 over the paid chapters (VIP卷 第100章 风起).
	for _, label := range []string{"正文卷", "正文", "VIP卷", "VIP章节", "vip卷"} {
		if rest, ok := strings.CutPrefix(title, label); ok && strings.HasPrefix(strings.TrimLeft(rest, " \t　"), "第") {
			return strings.TrimLeft(rest, " \t　")
		}
	}
	title = strings.Trim(title, " \t　")
	// The end of a caption block the heading was set in (Project
	// Gutenberg's "[Illustration: … Chapter I.]").
	if strings.HasSuffix(title, "]") && !strings.Contains(title, "[") {
		title = strings.TrimSpace(strings.TrimSuffix(title, "]"))
	}
	return title
}
