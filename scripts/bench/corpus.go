package main

import (
	"bufio"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"unicode/utf8"

	"inkflow/engine/importer"
)

// The books the goals name, relative to the corpus folder. 水浒传 is not
// named by file in the issue: it is looked up by source title in
// MANIFEST.tsv (see bookByTitle) so that 水浒后传 is not taken for it.
const (
	sanguoPath      = "dev/zh/sanguoyanyi.txt"
	hongloumengPath = "train/zh/hongloumeng.txt"
	shuihuTitle     = "水浒传"
	trainZhDir      = "train/zh"
)

// book is a parsed corpus file.
type book struct {
	Path     string
	Chapters []importer.Chapter
	// Runes counts the characters of the file's text: the unit of every
	// chars/s figure.
	Runes int
}

// loadBook reads and splits one file the way `inkflow import` does.
func loadBook(file string) (book, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return book{}, fmt.Errorf("read book: %w", err)
	}
	chs, err := importer.Parse(data, importer.Options{})
	if err != nil {
		return book{}, fmt.Errorf("parse %s: %w", file, err)
	}
	return book{Path: file, Chapters: chs, Runes: chapterRunes(chs)}, nil
}

// chapterRunes counts the characters of the chapters' texts.
func chapterRunes(chs []importer.Chapter) int {
	n := 0
	for _, c := range chs {
		n += utf8.RuneCountInString(c.Text)
	}
	return n
}

// prefixChapters returns the leading chapters holding at most maxRunes
// characters; the chapter that crosses the limit is cut at the last
// paragraph break before it (and dropped when it has none), so a scaled
// down figure imports real chapter structure, only less of it.
func prefixChapters(chs []importer.Chapter, maxRunes int) []importer.Chapter {
	var out []importer.Chapter
	left := maxRunes
	for _, c := range chs {
		n := utf8.RuneCountInString(c.Text)
		if n <= left {
			out = append(out, c)
			left -= n
			continue
		}
		if cut := cutAtParagraph(c.Text, left); cut != "" {
			c.Text = cut
			out = append(out, c)
		}
		break
	}
	return out
}

// cutAtParagraph returns the longest prefix of text of at most maxRunes
// characters that ends at a paragraph break ("" if there is none).
func cutAtParagraph(text string, maxRunes int) string {
	if maxRunes <= 0 {
		return ""
	}
	end, runes := len(text), 0
	for i := range text {
		if runes == maxRunes {
			end = i
			break
		}
		runes++
	}
	head := text[:end]
	if end == len(text) {
		return head
	}
	if i := strings.LastIndex(head, "\n\n"); i > 0 {
		return head[:i]
	}
	return ""
}

// bookByTitle finds the corpus file whose source in MANIFEST.tsv is the
// book titled title (its source file's base name), within dir.
func bookByTitle(corpus, dir, title string) (string, error) {
	f, err := os.Open(filepath.Join(corpus, "MANIFEST.tsv"))
	if err != nil {
		return "", fmt.Errorf("find %s: %w", title, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) < 4 || !strings.HasPrefix(cols[0], dir+"/") {
			continue
		}
		src := path.Base(cols[3])
		if strings.TrimSuffix(src, path.Ext(src)) == title {
			return filepath.Join(corpus, filepath.FromSlash(cols[0])), nil
		}
	}
	if err := sc.Err(); err != nil {
		return "", fmt.Errorf("find %s: read MANIFEST.tsv: %w", title, err)
	}
	return "", fmt.Errorf("find %s: no file in %s of MANIFEST.tsv has it as its source", title, dir)
}

// trainFiles lists the Chinese training texts in name order, without
// those in exclude (base names), so that figures needing "different text"
// draw disjoint, reproducible selections.
func trainFiles(corpus string, exclude ...string) ([]string, error) {
	ents, err := os.ReadDir(filepath.Join(corpus, filepath.FromSlash(trainZhDir)))
	if err != nil {
		return nil, fmt.Errorf("list training texts: %w", err)
	}
	var out []string
	for _, e := range ents {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".txt") || slices.Contains(exclude, e.Name()) {
			continue
		}
		out = append(out, filepath.Join(corpus, filepath.FromSlash(trainZhDir), e.Name()))
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("list training texts: none in %s", filepath.Join(corpus, trainZhDir))
	}
	return out, nil
}

// bookStream hands out training books one after another (each parsed on
// demand), for figures that import until they reach a size.
type bookStream struct {
	files []string
	next  int
}

// nextBook returns the next book, or ok=false when the list is exhausted.
func (s *bookStream) nextBook() (book, bool, error) {
	if s.next >= len(s.files) {
		return book{}, false, nil
	}
	b, err := loadBook(s.files[s.next])
	s.next++
	if err != nil {
		return book{}, false, err
	}
	return b, true, nil
}

// paragraphs returns the book's paragraphs (blank-line separated,
// trimmed), for building edit blocks.
func paragraphs(b book) []string {
	var out []string
	for _, c := range b.Chapters {
		for p := range strings.SplitSeq(c.Text, "\n\n") {
			if p = strings.TrimSpace(p); p != "" {
				out = append(out, p)
			}
		}
	}
	return out
}

// paragraphsFrom reads books from files in order until their paragraphs
// hold at least minRunes characters, and returns those paragraphs and the
// files used.
func paragraphsFrom(files []string, minRunes int) ([]string, []string, error) {
	var out, used []string
	total := 0
	for _, f := range files {
		b, err := loadBook(f)
		if err != nil {
			return nil, nil, err
		}
		used = append(used, f)
		for _, p := range paragraphs(b) {
			out = append(out, p)
			total += utf8.RuneCountInString(p)
		}
		if total >= minRunes {
			return out, used, nil
		}
	}
	return nil, nil, fmt.Errorf("the training texts hold fewer than %d characters", minRunes)
}

// blocksOf joins consecutive paragraphs into single-paragraph blocks of
// exactly n characters (no blank line inside, so each is one StoryBlock):
// fresh text for edit figures. Line breaks are removed.
func blocksOf(paras []string, n, count int) []string {
	var out []string
	var cur []rune
	for _, p := range paras {
		cur = append(cur, []rune(strings.ReplaceAll(p, "\n", ""))...)
		for len(cur) >= n && len(out) < count {
			out = append(out, string(cur[:n]))
			cur = cur[n:]
		}
		if len(out) == count {
			break
		}
	}
	return out
}

// evalQueries reads the Chinese query sets under testdata/eval (the
// project's own queries over 三国演义 and 呐喊): realistic search input
// for latency figures.
func evalQueries(root string) ([]string, error) {
	var out []string
	for _, name := range []string{"sanguo.tsv", "sanguo-paraphrase.tsv", "nahan.tsv", "nahan-paraphrase.tsv"} {
		data, err := os.ReadFile(filepath.Join(root, "testdata", "eval", name))
		if err != nil {
			return nil, fmt.Errorf("read queries: %w", err)
		}
		for line := range strings.SplitSeq(string(data), "\n") {
			if line = strings.TrimSpace(line); line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			q, _, _ := strings.Cut(line, "\t")
			if q = strings.TrimSpace(q); q != "" {
				out = append(out, q)
			}
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("read queries: testdata/eval holds none")
	}
	return out, nil
}
