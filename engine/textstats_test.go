package engine

import (
	"strings"
	"testing"
)

func TestCountTextRules(t *testing.T) {
	tests := []struct {
		name string
		text string
		want TextCounts
	}{
		{"empty", "", TextCounts{}},
		{"han and punctuation", "林黛玉进贾府。", TextCounts{Zi: 6, Chars: 7, Words: 6}},
		{"full-width spaces do not count", "　　他说：“好。”", TextCounts{Zi: 3, Chars: 7, Words: 3}},
		{"english sentence", "Hello, world! It's well-known.", TextCounts{Zi: 4, Chars: 27, Words: 4}},
		{"numbers with point and comma", "3.14 and 1,000 yuan.", TextCounts{Zi: 4, Chars: 17, Words: 4}},
		{"mixed chinese and latin", "我用iPhone 15写了3000字。", TextCounts{Zi: 8, Chars: 18, Words: 8}},
		{"latin glued to han", "第3回Chapter12", TextCounts{Zi: 4, Chars: 12, Words: 4}},
		{"kana hangul and extension B", "カタカナ 한국어 𠀀", TextCounts{Zi: 8, Chars: 8, Words: 8}},
		{"accents and curly apostrophe", "naïve café’s", TextCounts{Zi: 2, Chars: 11, Words: 2}},
		{"punctuation-only tokens", "— … ** ——", TextCounts{Zi: 0, Chars: 6, Words: 0}},
		{"english token with inner punctuation", "e.g. U.S.A.", TextCounts{Zi: 5, Chars: 10, Words: 2}},
		{"full-width digits and letters", "第１２章 ＡＢ", TextCounts{Zi: 4, Chars: 6, Words: 4}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := CountText(tt.text); got != tt.want {
				t.Errorf("CountText(%q) = %+v, want %+v", tt.text, got, tt.want)
			}
		})
	}
}

// TestCountTextSkipsEmphasisMarkers: the author's **bold**, ***bold
// italics*** and _italics_ count as the same words and 字 as the text
// unmarked (a marker is punctuation, which neither count takes); only
// 字符数, every character but white space, has the markers.
func TestCountTextSkipsEmphasisMarkers(t *testing.T) {
	tests := []struct{ marked, plain string }{
		{"他**非常**生气，***怒吼***一声。", "他非常生气，怒吼一声。"},
		{"He was **very angry** and ***loud***, _quiet_ and *still*.", "He was very angry and loud, quiet and still."},
		{"**Bold**   spaces", "Bold   spaces"},
	}
	for _, tt := range tests {
		m, p := CountText(tt.marked), CountText(tt.plain)
		markers := strings.Count(tt.marked, "*") + strings.Count(tt.marked, "_")
		if m.Zi != p.Zi || m.Words != p.Words || m.Chars != p.Chars+markers {
			t.Errorf("CountText(%q) = %+v, want %+v with %d more characters", tt.marked, m, p, markers)
		}
	}
}

// TestCountTextAddsUpByLine checks the property the editor relies on:
// the counts of a text are the sum of the counts of its lines.
// TestNaturalMode: Chinese text counts in 字, English in words, and mixed
// text by what most of it is.
func TestNaturalMode(t *testing.T) {
	for _, tt := range []struct {
		text string
		want CountMode
	}{
		{"　　他说：“明天再来。”", CountZi},
		{"It was a dark and stormy night.", CountWords},
		{"他读了 Frankenstein 和 Dracula，两本都是英国小说。", CountZi},
		{"She wrote 你好 on the board and smiled at the class.", CountWords},
		{"", CountZi},
	} {
		if got := CountText(tt.text).NaturalMode(); got != tt.want {
			t.Errorf("%q: %s, want %s", tt.text, got, tt.want)
		}
	}
}

func TestCountTextAddsUpByLine(t *testing.T) {
	text := "第一章　开端\n\n　　他说：“Hello, world!” 3.14\nwell-\nknown 孔乙己's\n"
	var sum TextCounts
	for line := range strings.Lines(text) {
		sum = sum.Add(CountText(line))
	}
	if whole := CountText(text); whole != sum {
		t.Fatalf("whole %+v != sum of lines %+v", whole, sum)
	}
}

func TestCountModes(t *testing.T) {
	c := TextCounts{Zi: 1, Chars: 2, Words: 3}
	for mode, want := range map[CountMode]int{CountZi: 1, CountChars: 2, CountWords: 3} {
		if got := c.In(mode); got != want {
			t.Errorf("In(%s) = %d, want %d", mode, got, want)
		}
		if m, err := ParseCountMode(string(mode)); err != nil || m != mode {
			t.Errorf("ParseCountMode(%s) = %s, %v", mode, m, err)
		}
	}
	if _, err := ParseCountMode("letters"); err == nil {
		t.Error("ParseCountMode accepted an unknown mode")
	}
	for locale, want := range map[string]CountMode{
		"en_US.UTF-8": CountWords, "en-GB": CountWords, "EN": CountWords,
		"zh_CN.UTF-8": CountZi, "zh-Hans-CN": CountZi, "ja_JP": CountZi, "": CountZi, "C": CountZi,
	} {
		if got := DefaultCountMode(locale); got != want {
			t.Errorf("DefaultCountMode(%q) = %s, want %s", locale, got, want)
		}
	}
}

// TestChapterAndProjectCounts counts through a real data directory: a
// chapter's stored counts agree with CountText, and a project's are the
// sum of its chapters'.
func TestChapterAndProjectCounts(t *testing.T) {
	e, p := openProject(t, "p")
	a := mustChapter(t, e, p.ID, "a", "　　孔乙己说：“多乎哉？不多也。”")
	b := mustChapter(t, e, p.ID, "b", "Chapter 1. It was a dark night.")
	other := mustProject(t, e, "other")
	mustChapter(t, e, other.ID, "x", "别的书")

	ca, err := e.ChapterCounts(a.ID)
	must(t, err)
	if want := CountText("　　孔乙己说：“多乎哉？不多也。”"); ca != want || ca.Zi != 10 {
		t.Errorf("chapter a counts %+v, want %+v with 字数 10", ca, want)
	}
	infos, err := e.Chapters(p.ID)
	must(t, err)
	if infos[0].TextCounts != ca {
		t.Errorf("stored counts %+v differ from %+v", infos[0].TextCounts, ca)
	}
	cb, err := e.ChapterCounts(b.ID)
	must(t, err)
	total, err := e.ProjectCounts(p.ID)
	must(t, err)
	if total != ca.Add(cb) {
		t.Errorf("project counts %+v, want %+v", total, ca.Add(cb))
	}
	if _, err := e.ChapterCounts(999); err == nil {
		t.Error("counting a missing chapter succeeded")
	}
}

// BenchmarkCountText measures the per-paragraph count an editor makes on
// every keystroke (bytes/s in the output).
func BenchmarkCountText(b *testing.B) {
	para := strings.Repeat("　　孔乙己是站着喝酒而穿长衫的唯一的人。He said “well-known” 3.14. ", 8)
	b.SetBytes(int64(len(para)))
	for b.Loop() {
		CountText(para)
	}
}
