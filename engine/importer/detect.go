package importer

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// cut is a line that starts a chapter.
type cut struct {
	line  int
	title string
	// volume marks a volume heading (第X卷, Part N) whose chapters carry its title
	// as a prefix: it becomes a chapter of its own only when text stands
	// between it and its first chapter.
	volume bool
}

// volumeSeparator joins a volume's title and a chapter's title.
const volumeSeparator = " · "

// Standalone-title structure limits (see standaloneTitles).
const (
	minStandaloneTitles = 3
	// minMedianStoryRunes keeps short unpunctuated lines of prose from
	// passing for story titles: the stories between them must be long.
	minMedianStoryRunes = 200
)

// detectCuts applies the default rules to a file's lines:
//
//  1. Every line is classified: volume (第X卷/部, Part/Book/Volume N),
//     chapter (第X章/回, Chapter N, roman numerals,
//     楔子/序章/引子/尾声/后记/终章/番外, and #/## in Markdown) or section
//     (第X节), with its number.
//  2. A collection whose story titles stand alone on a line (see
//     standaloneTitles) is split at those titles; numbered headings then
//     stay inside their story.
//  3. Otherwise the chapters are the chapter-level headings when the file
//     has any, else its sections, else its volumes; sections below the
//     chapters stay inside them, and volumes above them prefix their
//     chapters' titles ("第一卷 潜龙 · 第三章 …").
func detectCuts(lines []string, markdown bool) []cut {
	var heads []heading
	present := map[level]bool{}
	for i, l := range lines {
		lv, num := classify(l, markdown)
		if lv == notHeading {
			continue
		}
		heads = append(heads, heading{line: i, level: lv, num: num, title: headingTitle(l)})
		present[lv] = true
	}
	if !markdown {
		if titles := standaloneTitles(lines, heads); titles != nil {
			return titles
		}
	}
	top := volumeLevel
	for _, lv := range []level{chapterLevel, sectionLevel} {
		if present[lv] {
			top = lv
			break
		}
	}
	var cuts []cut
	volume := ""
	for _, h := range heads {
		switch {
		case h.level == top:
			title := h.title
			if volume != "" {
				title = volume + volumeSeparator + title
			}
			cuts = append(cuts, cut{line: h.line, title: title})
		case h.level == volumeLevel:
			volume = h.title
			cuts = append(cuts, cut{line: h.line, title: h.title, volume: true})
		}
	}
	return cuts
}

// standaloneTitles returns the story titles of a collection such as 呐喊,
// or nil when the file is not one. Candidates are lines that pass
// isStandaloneTitle (and named headings like 后记 that stand alone). They
// make the file's top level when there are at least three, they are few
// (one non-blank line in three at most), the stories between them are
// long (median at least minMedianStoryRunes) and none holds half the
// text. Numbered headings do not
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
	for i, l := range lines {
		if strings.TrimSpace(l) != "" {
			nonBlank++
		}
		isHead := h < len(heads) && heads[h].line == i
		if isHead && heads[h].num > 0 {
			numbered = append(numbered, heads[h])
		} else if isStandaloneTitle(lines, i) {
			titles = append(titles, cut{line: i, title: headingTitle(l)})
		}
		if isHead {
			h++
		}
	}
	if len(titles) < minStandaloneTitles || len(titles)*3 > nonBlank {
		return nil
	}

	// Story sizes in runes, from each title to the next (or the end).
	sizes := make([]int, len(titles))
	story := -1
	for i, l := range lines {
		if story+1 < len(titles) && titles[story+1].line == i {
			story++
			continue
		}
		if story >= 0 {
			sizes[story] += utf8.RuneCountInString(l)
		}
	}
	sorted := slices.Clone(sizes)
	slices.Sort(sorted)
	total := 0
	for _, size := range sizes {
		total += size
	}
	if sorted[len(sorted)/2] < minMedianStoryRunes || sorted[len(sorted)-1]*2 > total {
		return nil // short "stories" are prose lines; one dominating story is a book
	}

	// Numbered headings must nest inside the stories.
	withNumbers := map[int]bool{}
	k := -1
	for _, n := range numbered { // both in file order: one forward walk
		for k+1 < len(titles) && titles[k+1].line < n.line {
			k++
		}
		if k < 0 {
			return nil // a numbered heading before the first story title
		}
		if !withNumbers[k] && n.num != 1 {
			return nil // numbering does not restart in this story
		}
		withNumbers[k] = true
	}
	numberedRunes := 0
	for k, size := range sizes {
		if withNumbers[k] {
			numberedRunes += size
		}
	}
	if numberedRunes*2 > total {
		return nil
	}
	return titles
}

// headingTitle is a heading line as a chapter title: Markdown hashes and
// surrounding spaces removed.
func headingTitle(line string) string {
	return strings.TrimSpace(strings.TrimLeft(line, "#"))
}
