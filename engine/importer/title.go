package importer

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A new project is named after the book, so BookTitle looks for the
// title the file itself states: an EPUB's dc:title, a Word document's
// core title or its Title-styled first paragraph, and in a text file (or
// a document without either) the lines of its front matter (chapter 0).
// It is conservative: a project named "It was raining" is worse than one
// named after the file, so a line is taken only when it looks like a
// title (short, no sentence, no chapter heading, no preface's name) and
// something tells it is one — a label (书名：, Title:), 《》, the author's
// name under it, or a blank line setting it apart at the top of the book.
// A subtitle on a line of its own ("or, the Modern Prometheus") is not
// part of the name, nor an alternative title after "; or"; a title in
// capitals is set in title case (BLEAK HOUSE: Bleak House).

// Title length limits: a title is a name, not a sentence.
const (
	maxHanTitleRunes   = 24 // 二十年目睹之怪现状 is 9, a long web-novel title 20
	maxTitleRunes      = 60 // The Strange Case Of Dr. Jekyll And Mr. Hyde is 43
	maxTitleWords      = 12
	maxAuthorNameRunes = 16 // a bare author line under a Chinese title: 冯梦龙 原著，蔡元放 改编
)

// BookTitle returns the title a manuscript states, from the file's data
// and the chapters and title page ParseFilePage made of it (see above);
// "" when it states none that InkFlow is sure of.
func BookTitle(data []byte, chs []Chapter, page TitlePage) string {
	if bytes.HasPrefix(data, zipMagic) {
		if t := zippedTitle(data); t != "" {
			return t
		}
	}
	if page.Title != "" && len(chs) > 0 && chs[0].Index == 0 {
		// A TXT export's 书名： header over its 【卷首】 front matter.
		return page.Title
	}
	if len(chs) == 0 || chs[0].Index != 0 {
		// The book starts with its first chapter, or with a title page,
		// which is no chapter (TitlePage): a Markdown book's # line, a
		// web-novel TXT's 书名： header.
		if t := markdownTitle(data); t != "" {
			return t
		}
		return page.Title
	}
	if t := frontMatterTitle(chs[0].Text); t != page.Author {
		// The author's name alone over the chapters (pandoc's Author
		// paragraph, its name in the Word document's properties too)
		// names no book: the project was named Jane Roe.
		return t
	}
	return ""
}

// markdownTitle is the title of a Markdown book that opens with it on a
// "# " line, "" for another file.
func markdownTitle(data []byte) string {
	first, _, _ := strings.Cut(strings.TrimLeft(string(data[:min(len(data), 1024)]), " \t\r\n\ufeff"), "\n")
	first = strings.TrimSpace(first)
	if !strings.HasPrefix(first, "# ") || !utf8.ValidString(first) || !titleLike(first) {
		return ""
	}
	return cleanTitle(first)
}

// zippedTitle reads the title from a Word document's or an EPUB's
// metadata, "" when it has none or the file is neither.
func zippedTitle(data []byte) string {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return ""
	}
	files := make(map[string]*zip.File, len(z.File))
	for _, f := range z.File {
		files[f.Name] = f
	}
	if files["word/document.xml"] != nil {
		return docxTitle(files)
	}
	if files["META-INF/container.xml"] != nil {
		return epubTitle(files)
	}
	return ""
}

// docxCore is a Word document's core properties (docProps/core.xml):
// its dc:title (metadataTitle) and dc:creator (metadataAuthor), each ""
// when the document has none or a tool's placeholder.
func docxCore(files map[string]*zip.File) (title, author string) {
	core, _ := readZipFile(files["docProps/core.xml"], 1<<20)
	var props struct {
		Title   string `xml:"title"`
		Creator string `xml:"creator"`
	}
	if core == nil || xml.Unmarshal(core, &props) != nil {
		return "", ""
	}
	// Word 2003 filled the title in from the first line, and a converted
	// .doc carries "Microsoft Word - draft.doc".
	if !strings.HasPrefix(props.Title, "Microsoft Word") {
		title = metadataTitle(props.Title)
	}
	return title, metadataAuthor(props.Creator)
}

// docxTitle is a Word document's title: its core properties' dc:title,
// else its first paragraph when that is in the Title style.
func docxTitle(files map[string]*zip.File) string {
	if t, _ := docxCore(files); t != "" {
		return t
	}
	doc, err := readZipFile(files["word/document.xml"], maxPart)
	if err != nil || doc == nil {
		return ""
	}
	stylesXML, _ := readZipFile(files["word/styles.xml"], maxPart)
	styles, err := readStyles(stylesXML)
	if err != nil {
		return ""
	}
	paras, err := readParas(doc, 1)
	if err != nil || len(paras) == 0 {
		return ""
	}
	p := paras[len(paras)-1]
	style := p.style
	if style == "" {
		style = styles.defaultStyle
	}
	if p.outline > 0 || styles.kind(style) != titlePara {
		return ""
	}
	return metadataTitle(cleanText(p.text))
}

// epubTitle is an EPUB's dc:title: the one its EPUB 3 metadata marks as
// the main title, else the first.
func epubTitle(files map[string]*zip.File) string {
	title, _ := epubMetadata(files)
	return title
}

// epubMetadata is an EPUB's title (see epubTitle) and author: its first
// dc:creator that no role (opf:role, or an EPUB 3 meta refining it)
// marks as someone other than the author (a translator, an editor, an
// illustrator), "" for none or a tool's placeholder (metadataAuthor).
func epubMetadata(files map[string]*zip.File) (title, author string) {
	container, err := readZipFile(files["META-INF/container.xml"], 1<<20)
	if err != nil {
		return "", ""
	}
	var c struct {
		Rootfiles []struct {
			FullPath string `xml:"full-path,attr"`
		} `xml:"rootfiles>rootfile"`
	}
	if xml.Unmarshal(container, &c) != nil || len(c.Rootfiles) == 0 {
		return "", ""
	}
	opf, err := readZipFile(files[c.Rootfiles[0].FullPath], maxPart)
	if err != nil || opf == nil {
		return "", ""
	}
	type element struct {
		ID   string `xml:"id,attr"`
		Role string `xml:"role,attr"`
		Text string `xml:",chardata"`
	}
	var pkg struct {
		Titles   []element `xml:"metadata>title"`
		Creators []element `xml:"metadata>creator"`
		Metas    []struct {
			Refines  string `xml:"refines,attr"`
			Property string `xml:"property,attr"`
			Text     string `xml:",chardata"`
		} `xml:"metadata>meta"`
	}
	if xml.Unmarshal(opf, &pkg) != nil {
		return "", ""
	}
	refined := func(e element, property string) string {
		for _, m := range pkg.Metas {
			if e.ID != "" && m.Refines == "#"+e.ID && m.Property == property {
				return strings.TrimSpace(m.Text)
			}
		}
		return ""
	}
	if len(pkg.Titles) > 0 {
		title = pkg.Titles[0].Text
		for _, t := range pkg.Titles {
			if refined(t, "title-type") == "main" {
				title = t.Text
			}
		}
	}
	for _, cr := range pkg.Creators {
		role := cr.Role
		if r := refined(cr, "role"); r != "" {
			role = r
		}
		if role == "" || role == "aut" {
			author = metadataAuthor(cr.Text)
			break
		}
	}
	return metadataTitle(title), author
}

// placeholderTitles are what tools write when a document has no title.
var placeholderTitles = map[string]bool{"unknown": true, "untitled": true, "no title": true, "title": true,
	"document": true, "document1": true, "未命名": true, "无标题": true, "未知": true, "标题": true, "书名": true}

// metadataTitle cleans a title from a file's metadata, "" when it is
// none (empty, a tool's placeholder, a file's name, too long).
func metadataTitle(t string) string {
	// Gutenberg's EPUBs carry "Frankenstein; Or, The Modern Prometheus".
	t = alternativeInLine.ReplaceAllString(strings.Join(strings.Fields(t), " "), "")
	t = cleanTitle(t)
	lower := strings.ToLower(t)
	if t == "" || placeholderTitles[lower] || strings.HasPrefix(lower, "untitled") ||
		fileNameLike.MatchString(lower) || !shortEnough(t) {
		return ""
	}
	return t
}

// placeholderAuthors are what tools and computers write as a document's
// creator when nobody typed a name: Word the account's (Administrator,
// Windows 用户), python-docx its own.
var placeholderAuthors = map[string]bool{"unknown": true, "author": true, "anonymous author": true, "administrator": true,
	"admin": true, "user": true, "owner": true, "windows user": true, "windows 用户": true, "microsoft office user": true,
	"microsoft office 用户": true, "microsoft": true, "python-docx": true, "pandoc": true, "apache poi": true, "docx4j": true,
	"calibre": true, "wps": true, "lenovo": true, "dell": true, "hp": true, "asus": true, "acer": true, "pc": true,
	"作者": true, "未知": true, "佚名作者": true, "用户": true, "微软用户": true, "微软中国": true, "系统管理员": true, "管理员": true}

// machineAuthor matches a computer's or an account's generated name
// given as a document's creator: WPS_1602132960, DESKTOP-4F2K9QJ,
// USER-20190101AB, Lenovo-PC.
var machineAuthor = regexp.MustCompile(`(?i)^(?:wps_\d+|(?:desktop|laptop|user|pc|win)-\w+|\w+-pc|\d+)$`)

// metadataAuthor cleans an author's name from a file's metadata, "" when
// it is none: empty, a tool's or a computer's placeholder, or too long or
// too wordy for a name.
func metadataAuthor(a string) string {
	a = strings.Join(strings.Fields(a), " ")
	lower := strings.ToLower(a)
	if a == "" || placeholderAuthors[lower] || machineAuthor.MatchString(a) || fileNameLike.MatchString(lower) ||
		utf8.RuneCountInString(a) > maxAuthorLineRunes || strings.ContainsAny(a, "。！？!?\n") {
		return ""
	}
	return a
}

// fileNameLike matches a file's name given as a title (draft.docx).
var fileNameLike = regexp.MustCompile(`\.(?:docx?|txt|md|epub|rtf|odt|wps|pdf)$`)

// frontMatterTitle finds the title in a book's front matter (see above).
func frontMatterTitle(front string) string {
	lines := frontLines(front)
	// A label says it outright: a web novel's 书名：, Gutenberg's Title:
	// field, anywhere in the header.
	for i, l := range lines[:min(len(lines), 60)] {
		m := titleLabel.FindStringSubmatch(l)
		if m == nil {
			continue
		}
		t := m[1]
		// Gutenberg wraps a long title onto indented lines.
		for k := i + 1; k < len(lines) && strings.HasPrefix(lines[k], " ") && strings.TrimSpace(lines[k]) != ""; k++ {
			t += " " + strings.TrimSpace(lines[k])
		}
		return labelledTitle(t)
	}
	first := -1
	for i, l := range lines {
		if l != "" {
			first = i
			break
		}
	}
	if first < 0 {
		return ""
	}
	line := strings.TrimSpace(lines[first])
	if m := gutenbergLine.FindStringSubmatch(line); m != nil {
		return labelledTitle(m[1])
	}
	// 《雨天的热可可》, maybe with its author on the same line; 《呐喊》自序
	// is the preface's heading.
	if m := bookMarks.FindStringSubmatch(line); m != nil {
		if m[2] == "" || authorLabel.MatchString(m[2]) {
			return labelledTitle(m[1])
		}
		return ""
	}
	// A title ending in a semicolon or a comma goes on below with its
	// alternative: "Frankenstein;" over "or, the Modern Prometheus".
	if strings.HasSuffix(line, ";") || strings.HasSuffix(line, ",") {
		if !alternative.MatchString(nextText(lines, first)) {
			return ""
		}
		line = strings.TrimRight(line, ";,")
	}
	if !titleLike(line) || !setApart(lines, first) {
		return ""
	}
	return cleanTitle(line)
}

// frontLines returns front matter's lines with their ends trimmed (a
// line's indent kept, as a title's continuation is told by it), and
// without the picture captions Gutenberg sets above a title
// ([Illustration: …], over several lines).
func frontLines(front string) []string {
	var out []string
	depth := 0
	for line := range strings.Lines(front) {
		line = strings.TrimRight(line, " \t\n　")
		trimmed := strings.TrimLeft(line, " \t　")
		if depth > 0 || strings.HasPrefix(trimmed, "[Illustration") {
			depth += strings.Count(line, "[") - strings.Count(line, "]")
			depth = max(depth, 0)
			continue
		}
		if len(out) > 0 && out[len(out)-1] == "" && trimmed == "" {
			continue
		}
		if trimmed == "" {
			line = ""
		} else if strings.HasPrefix(line, "　") {
			line = trimmed // a Chinese indent is no continuation
		}
		out = append(out, line)
	}
	return out
}

// nextText is the first non-blank line after line i, "" for none.
func nextText(lines []string, i int) string {
	for _, l := range lines[i+1:] {
		if l != "" {
			return strings.TrimSpace(l)
		}
	}
	return ""
}

// setApart reports whether the first line, at i, stands as a book's
// title: something on the title page says so. The front matter holds
// nothing else (逆天剑尊 over 第一章); the author is named right below
// (作者：南枝, by Jane Austen) or, the classical way, alone on the next
// line with a blank line after it (荡寇志 over 俞万春); an author is named
// further down a title page of short lines set apart from the title
// (Oliver Twist; OR; THE PARISH BOY’S PROGRESS; by Charles Dickens); or
// little follows it (神级包工头 over a site's one-line note). A short line
// at the top of a preface or a story is none of these.
func setApart(lines []string, i int) bool {
	var texts []string
	for _, l := range lines[i+1:] {
		if l != "" {
			texts = append(texts, strings.TrimSpace(l))
		}
	}
	if len(texts) == 0 {
		return true
	}
	if authorLabel.MatchString(texts[0]) || authorMarks.MatchString(texts[0]) && utf8.RuneCountInString(texts[0]) <= 2*maxAuthorNameRunes {
		return true
	}
	if lines[i+1] != "" {
		// A line right under the title: its author's bare name, with a
		// blank line after them both, or else the title is a paragraph's
		// first line.
		return mostlyHan(lines[i+1]) && bareAuthor(texts[0]) && (i+2 >= len(lines) || lines[i+2] == "")
	}
	for _, l := range texts[:min(len(texts), maxTitlePageLines)] {
		if utf8.RuneCountInString(l) > maxTitleRunes {
			break // prose: the title page is behind
		}
		if byWord.MatchString(l) {
			return true
		}
	}
	rest := 0
	for _, l := range texts {
		rest += utf8.RuneCountInString(l)
	}
	return rest <= maxRestRunes
}

// Title page limits (setApart).
const (
	// maxTitlePageLines: Kidnapped names its author on the 14th line of
	// its title page.
	maxTitlePageLines = 16
	// maxRestRunes is what may follow a title without naming its author.
	maxRestRunes = 60
)

// Patterns of a title page.
var (
	// titleLabel matches a labelled title: 书名：逆天剑尊, Title: Frankenstein.
	titleLabel = regexp.MustCompile(`^[ 　]*(?:书[ 　]?名|作品名称|小说名称?|Title)[ 　]*[:：][ 　]*(\S.*)$`)
	// gutenbergLine matches the first line of a Project Gutenberg file.
	gutenbergLine = regexp.MustCompile(`^The Project Gutenberg (?i:e-?book|etext|e-text) of (.+?)(?:, by .*)?$`)
	// bookMarks matches a title in 《》 at a line's start, and the rest.
	bookMarks = regexp.MustCompile(`^《([^《》]+)》[ 　]*(.*)$`)
	// authorLabel matches a line naming the author.
	authorLabel = regexp.MustCompile(`^(?:(?i:by)(?:\s|$)|(?:作[ 　]?者|著者|原著|编著|编者|文)[ 　]*[:：])`)
	// authorMarks end a line naming the author the classical way: 俞万春
	// 著, 石玉昆 述, 安遇时（题）, 储仁逊 抄本.
	authorMarks = regexp.MustCompile(`(?:著|编|撰|述|辑|译|原稿|抄本|录|（题）|\(题\))$`)
	// alternative matches the second part of a title: "or, the Modern
	// Prometheus", "OR THE WHALE".
	alternative = regexp.MustCompile(`^(?i:or)\b`)
	// alternativeInLine cuts "Frankenstein; Or, The Modern Prometheus".
	alternativeInLine = regexp.MustCompile(`(?i)\s*[;,:]\s+or\b.*$`)
	// byWord finds "by" in a line of a title page: the author's credit
	// (by Jane Austen, Faithfully presented by, BY JONATHAN SWIFT).
	byWord = regexp.MustCompile(`(?i)(?:^|\s)by(?:\s|$)`)
	// creditStart starts a title page's credit, not a title.
	creditStart = regexp.MustCompile(`^(?i:translated|compiled|edited|illustrated|written|adapted|abridged|retold|presented|with (?:an? )?(?:preface|introduction|illustrations|notes))\b`)
	// matterStart starts the heading of a book's front matter: Note to
	// the First Edition, Preface to the 1857 Edition.
	matterStart = regexp.MustCompile(`^(?i:note|preface|prefatory|foreword|introduction|advertisement|contents|dedication|acknowledge?ments?)\b`)
	// dedication matches a line that dedicates the book.
	dedication = regexp.MustCompile(`^(?:(?i:to|for) (?i:my|our|his|her|the memory)\b|(?i:in memory of|dedicated to)\b|献给|谨以|谨献)`)
)

// bareAuthor reports a short line that can be the author's name under a
// title: no sentence in it.
func bareAuthor(line string) bool {
	if authorMarks.MatchString(line) && utf8.RuneCountInString(line) <= 2*maxAuthorNameRunes {
		return true
	}
	if utf8.RuneCountInString(line) > maxAuthorNameRunes || strings.ContainsAny(line, "。，、；：！？…,;:!?“”\"「」") {
		return false
	}
	return strings.IndexFunc(line, unicode.IsLetter) >= 0
}

// labelledTitle cleans a title given by a label or 《》: the label vouches
// for it, but it must still be a name.
func labelledTitle(t string) string {
	t = alternativeInLine.ReplaceAllString(strings.TrimSpace(t), "")
	if !titleLike(t) || placeholderTitles[strings.ToLower(t)] {
		return ""
	}
	return cleanTitle(t)
}

// matterNames are the names of front matter, never a book's title.
var matterNames = map[string]bool{}

func init() {
	for _, n := range []string{"contents", "table of contents", "preface", "foreword", "introduction", "prologue",
		"epilogue", "dedication", "acknowledgements", "acknowledgments", "author's note", "authors note", "note", "to",
		"copyright", "title page", "front matter", "synopsis", "blurb", "summary", "etymology", "extracts", "advertisement",
		"目录", "目次", "扉页", "简介", "内容简介", "作品简介", "文案", "版权", "版权信息", "版权页", "出版说明", "前言", "序", "序言",
		"自序", "自叙", "代序", "题记", "小引", "凡例", "例言", "题辞", "弁言", "叙", "楔子", "引子", "正文", "开篇", "作者的话", "写在前面",
		"人物表", "主要人物", "人物介绍", "说明", "声明", "公告", "引言", "导言", "导读", "缘起", "献词", "题词", "卷首语", "开场白", "上卷", "中卷", "下卷", "上部", "下部", "卷上", "卷下"} {
		matterNames[n] = true
	}
}

// matterEnd matches the heading of a book's front matter that names
// the book or its writer: 搜神记原序, 水浒后传序, Translator's Preface.
var matterEnd = regexp.MustCompile(`(?:序|序言|自序|叙|题记|小引|题辞|凡例|例言|前言|后记|跋|目录|简介|[（(]代序[)）]|\b(?:preface|foreword|introduction|contents|prologue|epigraph))$`)

// titleLike reports a line that can be a book's title: short, holding a
// letter, no sentence, speech, web address or chapter heading, no name of
// front matter (序, Contents) and no number alone.
func titleLike(line string) bool {
	line = strings.TrimSpace(strings.TrimLeft(line, "#"))
	if line == "" {
		return false
	}
	if !shortEnough(line) {
		return false
	}
	caps := !strings.ContainsFunc(line, unicode.IsLower)
	// A sentence: its end inside or at the end (NORTH AND SOUTH. in
	// capitals is a title page's full stop), or speech.
	if strings.ContainsAny(line, "。！？!?…“”\"「」『』，；") ||
		strings.HasSuffix(line, ":") || strings.HasSuffix(line, "：") ||
		strings.HasSuffix(line, ".") && !caps || strings.Contains(line, ". ") && !caps && !initialsOrTitles(line) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(line)
	if unicode.IsLower(first) || strings.ContainsRune("（(—-–［[〔*=~_<>【", first) {
		return false
	}
	lower := strings.ToLower(strings.TrimRight(line, ".:"))
	if matterNames[lower] || matterEnd.MatchString(lower) || strings.Contains(lower, "gutenberg") || strings.Contains(lower, "copyright") ||
		strings.ContainsAny(line, "©@") || strings.Contains(lower, "http") || strings.Contains(lower, "www.") ||
		strings.Contains(line, "版权") || strings.Contains(lower, "isbn") || dedication.MatchString(line) ||
		authorLabel.MatchString(line) {
		return false
	}
	if !mostlyHan(line) && !englishTitle(line) {
		return false
	}
	if lv, _ := classify(line, false); lv != notHeading {
		return false // 第一章, Chapter 1, PART I, 序
	}
	if parseNumber(strings.Trim(line, "、.． ")) > 0 || strings.IndexFunc(line, unicode.IsLetter) < 0 {
		return false // 一, 1861, IV
	}
	return true
}

// englishTitle reports whether a line in Latin letters reads as a title:
// no author's credit (by), no front matter's heading, and in title case
// unless it is in capitals — every word but the small ones capitalised
// (Tess of the d’Urbervilles), and none of them last. "All precious
// things discovered late" is a line of verse.
func englishTitle(line string) bool {
	if byWord.MatchString(line) || creditStart.MatchString(line) || matterStart.MatchString(line) {
		return false
	}
	words := strings.Fields(line)
	last := strings.ToLower(strings.Trim(words[len(words)-1], ".,;:"))
	if len(words) > 1 && smallWords[last] {
		return false // MEMOIRS OF THE ADVENTURES OF
	}
	for _, w := range words {
		if strings.IndexFunc(w, unicode.IsLetter) < 0 || strings.ContainsFunc(w, unicode.IsUpper) {
			continue
		}
		if !smallWords[strings.ToLower(strings.Trim(w, "()[],.;:'’‘\""))] {
			return false
		}
	}
	return true
}

// initialsOrTitles reports whether every ". " in an English line follows
// an initial or a title (Dr. Jekyll, Mr. Hyde, H. G. Wells): a title,
// not two sentences.
func initialsOrTitles(line string) bool {
	for i := strings.Index(line, ". "); i >= 0; {
		word := line[:i]
		if j := strings.LastIndexAny(word, " "); j >= 0 {
			word = word[j+1:]
		}
		switch strings.ToLower(word) {
		case "dr", "mr", "mrs", "ms", "st", "mt", "jr", "sr", "vol", "no":
		default:
			if utf8.RuneCountInString(word) != 1 {
				return false
			}
		}
		k := strings.Index(line[i+2:], ". ")
		if k < 0 {
			break
		}
		i += 2 + k
	}
	return true
}

// shortEnough reports a title within the length limits: a Chinese title
// in characters, another in characters and words.
func shortEnough(t string) bool {
	n := utf8.RuneCountInString(t)
	if mostlyHan(t) {
		return n <= maxHanTitleRunes
	}
	return n <= maxTitleRunes && len(strings.Fields(t)) <= maxTitleWords
}

// cleanTitle trims what frames a title (a Markdown hash, 《》, a trailing
// stop or semicolon) and sets a title in capitals in title case.
func cleanTitle(t string) string {
	t = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(t), "#"))
	if m := bookMarks.FindStringSubmatch(t); m != nil && m[2] == "" {
		t = m[1]
	}
	t = strings.TrimSpace(strings.TrimRight(t, ";,:；：，、 "))
	// A title page's full stop goes (NORTH AND SOUTH.), initials' stay
	// (R.U.R.).
	if words := strings.Fields(t); len(words) > 0 && strings.Count(words[len(words)-1], ".") == 1 {
		t = strings.TrimSuffix(t, ".")
	}
	// A title in capitals may carry a note in brackets that is not:
	// THE POSSESSED (The Devils).
	head, note, _ := strings.Cut(t, " (")
	if !strings.ContainsFunc(head, unicode.IsLower) && strings.ContainsFunc(head, func(r rune) bool { return r < 0x250 && unicode.IsUpper(r) }) {
		t = titleCase(head)
		if note != "" {
			t += " (" + note
		}
	}
	return t
}

// smallWords stay in lower case inside an English title.
var smallWords = map[string]bool{"a": true, "an": true, "the": true, "and": true, "but": true, "or": true, "nor": true,
	"for": true, "of": true, "in": true, "on": true, "at": true, "to": true, "by": true, "with": true, "from": true,
	"into": true, "as": true, "upon": true, "per": true, "via": true, "vs": true, "de": true, "la": true, "le": true,
	"du": true, "des": true, "von": true, "van": true, "der": true}

// romanNumeral matches a roman numeral of two letters or more (HENRY
// VIII), kept in capitals.
var romanNumeral = regexp.MustCompile(`^M{0,3}(?:CM|CD|D?C{0,3})(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$`)

// titleCase sets a title written in capitals the way it is printed in
// lower case: A CONNECTICUT YANKEE IN KING ARTHUR'S COURT is A
// Connecticut Yankee in King Arthur's Court, MOBY-DICK is Moby-Dick.
func titleCase(t string) string {
	words := strings.Fields(t)
	for i, w := range words {
		core := strings.Trim(w, "()[]:;,.\"'’‘“”")
		if core == "I" || len(core) >= 2 && romanNumeral.MatchString(core) || strings.Count(core, ".") >= 2 {
			continue // a numeral, the pronoun, initials (R.U.R.)
		}
		lower := strings.ToLower(w)
		prev := ""
		if i > 0 {
			prev = words[i-1]
		}
		if i > 0 && i < len(words)-1 && smallWords[strings.Trim(lower, "()[]\"'’‘“”,")] && !strings.HasSuffix(prev, ":") {
			words[i] = lower
			continue
		}
		// Capitalise each part of a hyphenated word and the first letter
		// after an opening bracket or quote.
		var b strings.Builder
		start := true
		for _, r := range lower {
			if start && unicode.IsLetter(r) {
				b.WriteRune(unicode.ToUpper(r))
				start = false
				continue
			}
			b.WriteRune(r)
			if r == '-' {
				start = true
			}
		}
		words[i] = b.String()
	}
	return strings.Join(words, " ")
}
