package app

import (
	"testing"

	"inkflow/engine"
)

// TestNewChapterTitle: a chapter added at the end follows the book's
// numbered headings in their style, past an epilogue and whatever the
// chapters' places; a book without one gets a plain heading in the
// interface's language, in Chinese numerals for Chinese.
func TestNewChapterTitle(t *testing.T) {
	info := func(titles ...string) []engine.ChapterInfo {
		var chs []engine.ChapterInfo
		for i, title := range titles {
			chs = append(chs, engine.ChapterInfo{Index: i + 1, Title: title})
		}
		return chs
	}
	tests := []struct {
		name     string
		chapters []engine.ChapterInfo
		en, zh   string
	}{
		{"a new book", nil, "Chapter 1", "第一章"},
		{"回 in Chinese numerals", info("第一回 宴桃园豪杰三结义", "第二回 张翼德怒鞭督邮"), "第三回", "第三回"},
		{"a spaced Arabic number", info("第 1 章", "第 2 章"), "第 3 章", "第 3 章"},
		{"an epilogue after the last chapter", info("第一章 风起", "第二章 云涌", "尾声"), "第三章", "第三章"},
		{"English roman numerals", info("CHAPTER I.", "CHAPTER II."), "CHAPTER III", "CHAPTER III"},
		{"titles by name only: numbered as the engine numbers", info("风起", "云涌"), "Chapter 3", "第三章"},
	}
	for _, tt := range tests {
		for _, l := range []struct{ choice, want string }{{langEn, tt.en}, {langZh, tt.zh}} {
			applyLanguage(l.choice)
			if got := newChapterTitle(tt.chapters); got != l.want {
				t.Errorf("%s, %s interface: %q, want %q", tt.name, l.choice, got, l.want)
			}
		}
	}
	applyLanguage(langEn)
}
