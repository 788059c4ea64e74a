package importer

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Chinese web novel saved as one TXT (起点, 晋江, 番茄, 纵横, or a site
// that copies them) carries lines its author never wrote: the site's ads
// (天才一秒记住本站地址…, 最新章节请到 http://…, a URL alone), the 起点 end
// mark （本章完） under every chapter, and the chapter heading written
// twice. An import drops those, and only those: each rule takes a whole
// line (or an ad's sentence glued to a paragraph's end), and anything the
// author may have written — a PS, 作者有话要说, a sentence that mentions a
// website, 本书首发于起点 in an afterword — stays. When in doubt a line is
// kept.

// siteAdPhrases mark a line as a site's ad on their own: site machinery
// nobody writes in a story or a note (天才一秒记住本站地址, 首发域名, a
// download site's 免费txt小说下载 and its ------章节内容开始------- rule,
// 本章未完，点击下一页继续阅读 from a paged scrape). Plain strings, not a
// regular expression: every short line of a book is looked up, and
// strings.Contains is several times faster.
var siteAdPhrases = []string{"一秒记住", "记住本站", "本站地址", "本站网址", "首发域名", "txt小说下载", "TXT小说下载", "小说下载站",
	"章节内容开始", "点击下一页继续阅读"}

// siteAdWords mark a line as an ad only beside a web address: the site's
// own words, but an author may write them too (本书首发起点中文网 in a
// 完本感言, 请支持正版 in a PS) and a character may say them (各位手机用户请注意,
// 最新章节).
var siteAdWords = []string{"最新章节", "全文阅读", "免费阅读", "阅读网址", "手机版", "手机用户请", "手机阅读", "小说网", "笔趣阁",
	"书友", "请到", "请访问", "欢迎访问", "请搜索", "百度搜索", "首发", "正版", "无弹窗", "最快更新", "免费电子书", "免费txt",
	"免费TXT", "下载站", "域名", "请关注", "更多精彩"}

// siteLabels are the labels a web-novel site sets on a line of their own
// over its free and paid chapters (正文卷, VIP卷): the site's sections,
// not the author's volumes. Kept, 正文卷 made a chapter 0 of its own and
// VIP卷 ended the last free chapter's text.
var siteLabels = []string{"正文", "正文卷", "VIP卷", "VIP章节", "vip卷"}

// containsAny reports whether s holds one of words.
func containsAny(s string, words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return strings.Contains(s, w) })
}

// webAddress matches a URL or a bare domain name (www.example.com,
// m.example.la, example.cc/book/1).
var webAddress = regexp.MustCompile(`(?i)https?://[!-~]+|\b(?:[a-z0-9-]+\.)+(?:com|net|org|cc|la|cn|me|info|xyz|top|vip|co|tw|io|biz|tv|in|so|us)\b[!-~]*`)

// maxAdRunes: a site's ad is one short line; a longer one is prose.
const maxAdRunes = 60

// dialogueMarks: a line with quotation marks is someone speaking, never
// an ad (“你追的那本出最新章节了没？”).
const dialogueMarks = "“”「」『』\""

// isSiteAd reports a line (without its indent) that a website put into
// the book: an ad phrase, an ad word beside a web address, or web
// addresses alone (with only punctuation around them).
func isSiteAd(line string) bool {
	// The cheap tests first: every line of a book passes here. An
	// author's note is the author's, whatever it says (PS：请支持正版).
	if slices.Contains(siteLabels, line) {
		return true
	}
	if line == "" || len(line) > maxAdRunes*utf8.UTFMax || utf8.RuneCountInString(line) > maxAdRunes ||
		strings.ContainsAny(line, dialogueMarks) || isAuthorNote(line) {
		return false
	}
	// An ad is one sentence: a line going on after a sentence's end holds
	// something else too (a paragraph the ad was glued to, see cutGluedAd).
	if i := strings.IndexAny(line, fullStops); i >= 0 && strings.Trim(line[i:], fullStops+" 　") != "" {
		return false
	}
	if containsAny(line, siteAdPhrases) {
		return true
	}
	// A web address has an ASCII dot; Chinese prose writes 。.
	if !strings.Contains(line, ".") || !webAddress.MatchString(line) {
		return false
	}
	if containsAny(line, siteAdWords) {
		return true
	}
	rest := webAddress.ReplaceAllString(line, "")
	return strings.IndexFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

// fullStops end a sentence for the ad rules (sentenceEnds, which
// unwrap uses, holds colons and brackets, which an ad has inside).
const fullStops = "。！？!?"

// cutGluedAd returns line without the site ad glued to its end
// (……涨五百。天才一秒记住本站地址：www.example.com), and whether there was
// one. Only a whole sentence after the line's last sentence end goes, and
// only one that names itself an ad (siteAdPhrases) beside a web address:
// the rest is prose.
func cutGluedAd(line string) (string, bool) {
	// A glued ad carries the site's address (that is what it is for), and
	// Chinese prose has no ASCII dot: one fast byte scan passes on nearly
	// every paragraph of a book.
	if strings.IndexByte(line, '.') < 0 {
		return line, false
	}
	body := strings.TrimRight(line, " \t　")
	end := strings.TrimRight(body, fullStops)
	// An ad is short: its sentence end is among the line's last bytes, so
	// a long paragraph is not searched through.
	from := max(0, len(end)-maxAdRunes*utf8.UTFMax)
	i := strings.LastIndexAny(end[from:], fullStops)
	if i < 0 {
		return line, false
	}
	i += from
	_, size := utf8.DecodeRuneInString(end[i:])
	head, tail := end[:i+size], strings.Trim(body[i+size:], " 　")
	if tail == "" || len(tail) > maxAdRunes*utf8.UTFMax || strings.TrimLeft(head, " \t　") == "" || !isSiteAd(tail) || !containsAny(tail, siteAdPhrases) {
		return line, false
	}
	return head, true
}

// endMark matches 起点's end-of-chapter mark on a line of its own:
// （本章完）, (本章完), 【本章完】, ——本章完——, 本章完！.
var endMark = regexp.MustCompile(`^[（(【\[〔<《—\-=＝*~～ 　]*本章完[结]?[。！!~～]*[）)】\]〕>》—\-=＝*~～ 　]*$`)

// maxEndMarkBytes bounds an end mark line (——（本章完）—— is 27 bytes),
// so a paragraph is not searched for one.
const maxEndMarkBytes = 64

// isEndMark reports a line (without its indent) that is an end mark.
func isEndMark(line string) bool {
	return len(line) <= maxEndMarkBytes && strings.Contains(line, "本章完") && endMark.MatchString(line)
}

// authorNote matches the first line of an author's note to the readers:
// 晋江's 作者有话要说 (作者有话说), 起点's PS：/ps:, 作者的话, and the
// 请假条 a serial's author posts between two chapters (今天请假一天). The
// note is the author's and stays, under the chapter it follows, set apart
// from the story (dropSiteFurniture): it is no chapter of the book, and
// nothing the author wrote is dropped. The label ends the line or a
// colon or a space follows it, so prose that starts with the words
// (作者的话他一句也没听进去) is no note.
var authorNote = regexp.MustCompile(`^(?:(?:作者有话要说|作者有话说|作者的话|请假条)(?:$|[ 　]*[：:]|[ 　]+\S)|[PpＰｐ][SsＳｓ][ 　]*[：:，,、.．])`)

// isAuthorNote reports a line (without its indent) opening an author's
// note.
func isAuthorNote(line string) bool {
	r, _ := utf8.DecodeRuneInString(line)
	return strings.ContainsRune("作请PpＰｐ", r) && authorNote.MatchString(line)
}

// dropSiteFurniture removes a chapter's site ads (in a Chinese book:
// han; lines of their own, or glued to a paragraph's end) and its end
// mark, and sets an author's note apart from the story with a blank line
// before it. The end mark goes only at the chapter's
// end — followed by nothing but ads, blank lines or the author's note —
// where it repeats what the chapter break already says; one standing
// mid-chapter is the author's and stays. body has no blank lines at its
// ends (trimBlankLines), nor has the result.
func dropSiteFurniture(body string, han bool) string {
	lines := strings.Split(body, "\n")
	out := make([]string, 0, len(lines))
	dropped := false // the last input line was dropped: a blank line after it would double the one before
	changed := false // most chapters have nothing to drop: they are returned as they came
	for i, l := range lines {
		t := strings.Trim(l, " \t　")
		if t == "" {
			if dropped && (len(out) == 0 || strings.TrimSpace(out[len(out)-1]) == "") {
				continue
			}
			out = append(out, l)
			continue
		}
		dropped = false
		if (han && isSiteAd(t)) || (isEndMark(t) && storyEndsHere(lines[i+1:], han)) {
			dropped, changed = true, true
			continue
		}
		if han {
			var cut bool
			l, cut = cutGluedAd(l)
			changed = changed || cut
		}
		if isAuthorNote(t) && len(out) > 0 {
			prev := strings.Trim(out[len(out)-1], " \t　")
			if prev != "" && !isAuthorNote(prev) {
				out = append(out, "")
				changed = true
			}
		}
		out = append(out, l)
	}
	if !changed {
		return body
	}
	return trimBlankLines(strings.Join(out, "\n"))
}

// storyEndsHere reports whether the lines after an end mark hold no more
// of the story: only blank lines, site ads, end marks, or an author's
// note (with whatever follows it, its own further lines).
func storyEndsHere(rest []string, han bool) bool {
	for _, l := range rest {
		t := strings.Trim(l, " \t　")
		switch {
		case t == "" || isEndMark(t) || (han && isSiteAd(t)):
			continue
		case isAuthorNote(t):
			return true
		default:
			return false
		}
	}
	return true
}

// headingKey is a heading line reduced to what makes it the same heading
// written another way: no Markdown hashes, 正文 label, brackets or
// spaces, its number in digits (【第1章 风起】, 　　第一章　风起 and 第1章 风起
// are one heading: a site numbers in digits what the author wrote out).
func headingKey(line string) string {
	key := strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) || strings.ContainsRune("【】[]［］〔〕", r) {
			return -1
		}
		return r
	}, headingTitle(line))
	if m := numberedHeading.FindStringSubmatch(key); m != nil {
		if n := parseNumber(m[1]); n > 0 {
			return "第" + strconv.Itoa(n) + m[2] + m[3]
		}
	}
	return key
}

// mergeRepeatedHeadings drops the second of two cuts that are the same
// heading written twice, as web-novel downloads write it (第一章 风起, then
// 　　第一章　风起 as the text's first line): the chapter would otherwise
// be split into an empty one and a copy. They are the same when nothing
// but blank lines stands between them, or when the first heading and its
// text together read as the second (第一章 / 风起 / 第一章 风起), or when
// the first, with nothing under it, begins the second (第1章 / 第1章 风起). The first
// cut stays, so the chapter starts where it did, its text after the second
// heading, under the fuller of the two titles.
func mergeRepeatedHeadings(cuts []cut, lines []string) []cut {
	out := make([]cut, 0, len(cuts))
	for i := 0; i < len(cuts); i++ {
		c := cuts[i]
		for i+1 < len(cuts) && cuts[i+1].volume == c.volume {
			next := cuts[i+1]
			key := headingKey(lines[next.line])
			if next.titleLine > 0 {
				key += headingKey(lines[next.titleLine])
			}
			if key == "" || !(readsAs(lines[c.line:next.line], key) || barePrefix(lines[c.line:next.line], key)) {
				break
			}
			// The second copy may hold the title the first left on its
			// own line (第一章 / 风起 / 第一章 风起); brackets or spaces
			// alone do not make it longer.
			if utf8.RuneCountInString(headingKey(next.title)) > utf8.RuneCountInString(headingKey(c.title)) {
				c.title = next.title
			}
			c.titleLine = max(next.line, next.titleLine)
			i++
		}
		out = append(out, c)
	}
	return out
}

// barePrefix reports a heading with nothing under it that begins the next
// one (第1章, then 第1章 风起): the number written alone, then again with
// the title.
func barePrefix(lines []string, key string) bool {
	if slices.ContainsFunc(lines[1:], func(l string) bool { return strings.TrimSpace(l) != "" }) {
		return false
	}
	k := headingKey(lines[0])
	return k != "" && strings.HasPrefix(key, k)
}

// readsAs reports whether lines, spaces and brackets dropped
// (headingKey), read key and nothing more. It stops at the first line
// that does not fit, so a chapter's text costs a line or two.
func readsAs(lines []string, key string) bool {
	rest := key
	for _, l := range lines {
		if len(l) > 4*len(key)+256 {
			return false // a paragraph, not a heading: no need to read it
		}
		k := headingKey(l)
		if !strings.HasPrefix(rest, k) {
			return false
		}
		rest = rest[len(k):]
	}
	return rest == ""
}

// dropRepeatedTitle removes a chapter text's first line when it is a
// heading (第X章, 番外 …) repeating the chapter's own (title, without a
// volume's prefix): a heading line the rules did not cut at, such as an
// indented copy under a --chapter-regex that matches the margin only. A
// first line that only reads like the title stays: a poem is titled by
// its first line (徐志摩's 草上的露珠儿), which is the poem's.
func dropRepeatedTitle(body, title string) string {
	_, title = SplitVolume(title)
	first, rest, _ := strings.Cut(body, "\n")
	if len(first) > 4*len(title)+256 {
		return body // a paragraph, not a heading: no need to read it
	}
	if key := headingKey(first); key == "" || key != headingKey(title) {
		return body
	}
	if lv, _ := classify(strings.TrimRight(first, headingIndent), false); lv == notHeading {
		return body
	}
	return trimBlankLines(rest)
}

// mostlyHan reports text with more Chinese characters than Latin letters.
func mostlyHan(text string) bool {
	han, latin := 0, 0
	for _, r := range text {
		switch {
		case unicode.Is(unicode.Han, r):
			han++
		case r < 0x80 && unicode.IsLetter(r):
			latin++
		}
	}
	return han > latin
}

// hanSample is how much of a book's text bookIsHan reads: its start
// tells its language, as split's site-furniture rule reads it.
const hanSample = 16 << 10

// bookIsHan reports whether a Word or EPUB book's paragraphs, as text
// gives each one's, are mostly Chinese, judged on their first hanSample
// bytes. A Chinese book's paragraphs are lines, set apart by their
// 　　 indent as a Chinese text file's are; an English book's are set
// apart by a blank line between them, as an English
// text file's and the editor's typed paragraphs are: as bare lines, an
// imported English novel read as one wall of text, its paragraphs told
// apart only where a line ended short.
func bookIsHan[T any](paras []T, text func(T) string) bool {
	var b strings.Builder
	for _, p := range paras {
		if b.Len() >= hanSample {
			break
		}
		b.WriteString(text(p))
		b.WriteByte('\n')
	}
	return mostlyHan(b.String())
}
