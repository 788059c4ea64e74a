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

func TestRenumberedTitle(t *testing.T) {
	tests := []struct {
		title string
		n     int
		kind  string
		num   int
		want  string // "" when the title does not number itself
	}{
		{"第三章 失恋", 4, "章", 3, "第四章 失恋"},
		{"第3章", 12, "章", 3, "第12章"},
		{"第 3 章：风起", 2, "章", 3, "第 2 章：风起"},
		{"第１２回 夜航", 9, "回", 12, "第９回 夜航"},
		{"第三回 宴桃园豪杰三结义", 100, "回", 3, "第一百回 宴桃园豪杰三结义"},
		{"第九十九章", 101, "章", 99, "第一百零一章"},
		{"第二节 山中", 3, "节", 2, "第三节 山中"},
		{"Chapter 3: The Storm", 4, "Chapter", 3, "Chapter 4: The Storm"},
		{"CHAPTER III. The Storm", 4, "Chapter", 3, "CHAPTER IV. The Storm"},
		{"chapter ix", 10, "Chapter", 9, "chapter x"},
		{"第零章 缘起", 1, "章", 0, "第一章 缘起"},
		{"楔子", 1, "", 0, ""},
		{"序 致读者", 1, "", 0, ""},
		{"Prologue", 1, "", 0, ""},
		{"第二卷 风云", 1, "", 0, ""},
		{"Chapter Twenty-One", 1, "", 0, ""},
		{"chapter civil", 1, "", 0, ""},
		{"第三章开始的故事", 4, "章", 3, "第四章开始的故事"},
	}
	for _, tt := range tests {
		nt, ok := ParseNumberedTitle(tt.title)
		if ok != (tt.want != "") {
			t.Errorf("ParseNumberedTitle(%q) ok = %v", tt.title, ok)
			continue
		}
		if !ok {
			continue
		}
		if nt.Kind != tt.kind || nt.Number != tt.num {
			t.Errorf("ParseNumberedTitle(%q) = kind %q number %d; want %q %d", tt.title, nt.Kind, nt.Number, tt.kind, tt.num)
		}
		if got, ok := nt.Renumbered(tt.n); got != tt.want || !ok {
			t.Errorf("%q renumbered %d = %q, %v; want %q", tt.title, tt.n, got, ok, tt.want)
		}
	}
	if nt, _ := ParseNumberedTitle("Chapter XII"); func() bool { _, ok := nt.Renumbered(4000); return ok }() {
		t.Error("roman numerals past 3999 were written")
	}
}
