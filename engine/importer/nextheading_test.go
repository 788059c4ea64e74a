package importer

import "testing"

func TestNextHeading(t *testing.T) {
	tests := []struct {
		prev string
		want string // "" when there is no heading to follow
	}{
		{"第十二回 关云长挂印封金", "第十三回"},
		{"第九十九章", "第一百章"},
		{"第一百零九章 夜航", "第一百一十章"},
		{"第 1 章", "第 2 章"},
		{"第1章 风起", "第2章"},
		{"第１２章", "第１３章"},
		{"　　第三则", "第四则"},
		{"Chapter 24", "Chapter 25"},
		{"CHAPTER XII. The Storm", "CHAPTER XIII"},
		{"Chapter iv", "Chapter v"},
		{"第二卷 风云", ""}, // a volume: its chapters are numbered apart
		{"第三节", ""},    // a section
		{"楔子", ""},
		{"风起云涌", ""},
		{"Chapter Twenty-One", ""}, // number words are not written
		{"chapter civil", ""},      // letters that are no numeral
		{"Chapter MIX", "Chapter MX"},
		{"第九千九百九十九章", ""}, // 10000 is past the numerals written here
		{"第零章 缘起", "第一章"},
		{"Chapter 0", "Chapter 1"},
	}
	for _, tt := range tests {
		got, ok := NextHeading(tt.prev)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("NextHeading(%q) = %q, %v; want %q", tt.prev, got, ok, tt.want)
		}
	}
}
